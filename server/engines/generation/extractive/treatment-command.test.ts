import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'

/**
 * An asthma review, in four languages: the clinician listens to the chest and, still examining, tells the patient
 * how to go on with the inhaler ('Carry on with the inhaler twice a day', 'Siga con el inhalador dos veces al día').
 * That is the plan, never a finding; the finding stays the objective's.
 */
const VISIT: Record<Language, string[]> = {
  en: [
    'Doctor: Hello Mrs Price, what brings you in today?',
    'Patient: My asthma has been playing up for ten days, I wake up wheezy most nights.',
    'Doctor: Let me listen to your chest.',
    'Doctor: There is a faint wheeze at both bases.',
    'Doctor: Carry on with the inhaler twice a day.',
    'Doctor: Use the spray before you go running.',
    'Doctor: Come back in three weeks.',
  ],
  pt: [
    'Médica: Bom dia, Dona Graça, o que a traz cá?',
    'Doente: A asma anda pior há dez dias, acordo quase todas as noites com pieira.',
    'Médica: Vou auscultar.',
    'Médica: Há uma sibilância ligeira nas duas bases.',
    'Médica: Continue com o inalador duas vezes por dia.',
    'Médica: Use a bombinha antes de ir correr.',
    'Médica: Volte daqui a três semanas.',
  ],
  es: [
    'Médico: Buenos días, señora Prieto, ¿qué le trae por aquí?',
    'Paciente: El asma está peor desde hace diez días, me despierto casi todas las noches con pitos.',
    'Médico: Voy a auscultarle.',
    'Médico: Hay sibilancias leves en las dos bases.',
    'Médico: Siga con el inhalador dos veces al día.',
    'Médico: Use el spray antes de salir a correr.',
    'Médico: Vuelva dentro de tres semanas.',
  ],
  de: [
    'Ärztin: Guten Tag, Frau Peters, was führt Sie zu mir?',
    'Patientin: Mein Asthma ist seit zehn Tagen schlechter, ich wache fast jede Nacht mit Pfeifen auf.',
    'Ärztin: Ich höre Sie ab.',
    'Ärztin: Es gibt ein leichtes Giemen über beiden Basen.',
    'Ärztin: Verwenden Sie das Spray weiterhin zweimal täglich.',
    'Ärztin: Verwenden Sie den Inhalator vor dem Laufen.',
    'Ärztin: Kommen Sie in drei Wochen wieder.',
  ],
}

describe('how to go on with a treatment, said while examining, is the plan', () => {
  it.each<[Language, RegExp, RegExp, RegExp]>([
    [
      'en',
      /wheeze at both bases/,
      /^- Carry on with the inhaler twice a day\.$/m,
      /^- Use the spray before (?:she goes|you go) running\.$/m,
    ],
    ['pt', /sibilância ligeira nas duas bases/, /inalador 2 vezes por dia/, /bombinha antes de ir correr/],
    ['es', /sibilancias leves en las dos bases/, /inhalador 2 veces al día/, /spray antes de salir a correr/],
    [
      'de',
      /leichtes Giemen über beiden Basen/,
      /Spray weiterhin (?:zweimal|2-mal) täglich verwenden/,
      /Inhalator vor dem Laufen/,
    ],
  ])('%s', async (language, finding, goOn, before) => {
    const n = note(language, VISIT[language])
    const objective = section(n, 'objective')
    expect(objective).toMatch(finding)
    expect(objective).not.toMatch(/inhaler|inalador|bombinha|inhalador|spray|Inhalator/i)
    expect(section(n, 'plan')).toMatch(goOn)
    expect(section(n, 'plan')).toMatch(before)
    expect(await wrongIn(language, VISIT[language], n)).toEqual([])
  })
})
