import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'

/**
 * Three red flags asked at once and answered two no and one yes, the yes said apart in few words ('Night sweats
 * sometimes.', 'Nachtschweiß manchmal.'): the yes is the history as much as the two no, never lost for being short.
 */
const VISIT: Record<Language, string[]> = {
  en: [
    'Doctor: What brings you in today?',
    "Patient: I've had a dry cough for six weeks, worse at night.",
    'Doctor: Any fever, weight loss or sweating at night?',
    'Patient: No fever. No weight loss. Sweating sometimes.',
    'Doctor: Do you smoke?',
    'Patient: No, never.',
  ],
  pt: [
    'Médica: O que a traz cá hoje?',
    'Doente: Tenho tosse seca há seis semanas, pior à noite.',
    'Médica: Febre, perda de peso ou suores à noite?',
    'Doente: Febre não. Perda de peso também não. Suores às vezes.',
    'Médica: Fuma?',
    'Doente: Não, nunca fumei.',
  ],
  es: [
    'Médica: ¿Qué le trae hoy por aquí?',
    'Paciente: Tengo tos seca desde hace seis semanas, peor por la noche.',
    'Médica: ¿Fiebre, pérdida de peso o sudores por la noche?',
    'Paciente: Fiebre no. Pérdida de peso tampoco. Sudores a veces.',
    'Médica: ¿Fuma?',
    'Paciente: No, nunca he fumado.',
  ],
  de: [
    'Ärztin: Was führt Sie heute zu mir?',
    'Patientin: Ich habe seit sechs Wochen trockenen Husten, nachts schlimmer.',
    'Ärztin: Haben Sie Fieber, Gewichtsverlust oder Nachtschweiß?',
    'Patientin: Kein Fieber. Kein Gewichtsverlust. Nachtschweiß öfter.',
    'Ärztin: Rauchen Sie?',
    'Patientin: Nein, nie.',
  ],
}

describe('a short yes among two no to red flags', () => {
  it.each<[Language, RegExp]>([
    ['en', /Sweating sometimes\./],
    ['pt', /Suores às vezes\./],
    ['es', /Sudores a veces\./],
    ['de', /Nachtschweiß öfter\./],
  ])('%s', async (language, yes) => {
    const n = note(language, VISIT[language])
    expect(section(n, 'subjective')).toMatch(yes)
    expect(await wrongIn(language, VISIT[language], n)).toEqual([])
  })
})

describe('how far a pain reaches, asked and denied by name', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'pt',
      [
        'Médico: O que se passa?',
        'Doente: Dói-me a zona lombar e desce pela perna direita até ao joelho.',
        'Médico: Até ao pé?',
        'Doente: Não, até ao pé não.',
      ],
      /Não até ao pé\./,
    ],
    [
      'es',
      [
        'Médico: ¿Qué le pasa?',
        'Paciente: Me duele la zona lumbar y baja por la pierna derecha hasta la rodilla.',
        'Médico: ¿Hasta el pie?',
        'Paciente: No, hasta el pie no.',
      ],
      /No hasta el pie\./,
    ],
  ])(
    "%s: written with its no, never as a thing denied ('Nega até ao pé')",
    async (language, lines, written) => {
      const n = note(language, lines)
      expect(section(n, 'subjective')).toMatch(written)
      expect(section(n, 'subjective')).not.toMatch(/Nega até|Niega hasta/)
      expect(await wrongIn(language, lines, n)).toEqual([])
    },
  )
})
