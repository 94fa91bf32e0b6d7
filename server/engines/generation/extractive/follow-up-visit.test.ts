import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'

/**
 * A review of a medicine started at the last visit, in four languages: the clinician asks how the patient gets on
 * with it by its name ('since we started the citalopram', 'Wie kommen Sie mit dem Citalopram zurecht?'), the patient
 * answers with how much they take and no name, scores their mood, and says thoughts they had are gone 'now'.
 */
const VISIT: Record<Language, string[]> = {
  en: [
    'Doctor: Hello Alex, how have you been since we started the citalopram?',
    'Patient: I take 20 every morning, it makes me a bit queasy.',
    'Doctor: How is your mood on a scale of one to ten?',
    'Patient: About a five, it was a three last month.',
    'Doctor: Any thoughts of harming yourself?',
    'Patient: Not really. I had some thoughts like that in the spring, but not now, and I never made a plan.',
  ],
  pt: [
    'Médica: Olá, Sofia. Como se tem dado com o citalopram?',
    'Doente: Tomo 20 todas as manhãs, dá-me um bocadinho de enjoo.',
    'Médica: E o humor, de zero a dez?',
    'Doente: Uns cinco.',
  ],
  es: [
    'Médica: Hola, Marta. ¿Qué tal con el citalopram?',
    'Paciente: Tomo 20 cada mañana, me da un poco de náusea.',
    'Médica: ¿Y el estado de ánimo, del uno al diez?',
    'Paciente: Un cinco.',
  ],
  de: [
    'Ärztin: Hallo Herr Jung. Wie kommen Sie mit dem Citalopram zurecht?',
    'Patient: Ich nehme 20 jeden Morgen, mir ist davon etwas übel.',
    'Ärztin: Wie ist Ihre Stimmung auf einer Skala von null bis zehn?',
    'Patient: Etwa fünf.',
  ],
}

const MEDICATION: Record<Language, RegExp> = {
  en: /^- Citalopram 20, every morning$/m,
  pt: /^- Citalopram 20, todas as manhãs$/m,
  es: /^- Citalopram 20, cada mañana$/m,
  de: /^- Citalopram 20, jeden Morgen$/m,
}
const QUEASY: Record<Language, RegExp> = {
  en: /a bit queasy/,
  pt: /enjoo/,
  es: /náusea/,
  de: /etwas übel/,
}
const MOOD: Record<Language, RegExp> = {
  en: /Mood \(scale\): about a five, it was a three last month\./,
  pt: /Humor 5\/10\./,
  es: /Estado de ánimo 5\/10\./,
  de: /Stimmung 5\/10\./,
}

describe('a medicine reviewed by its name, the amount answered without it', () => {
  it.each(Object.keys(VISIT) as Language[])(
    '%s: the medicine asked about is taken now, with the amount said',
    async (language) => {
      const n = note(language, VISIT[language])
      expect(section(n, 'medication')).toMatch(MEDICATION[language])
      // What the patient says after the amount is the history's.
      expect(section(n, 'subjective')).toMatch(QUEASY[language])
      expect(await wrongIn(language, VISIT[language], n)).toEqual([])
    },
  )

  it.each(Object.keys(VISIT) as Language[])(
    '%s: the mood scored is written with what it scores',
    (language) => {
      expect(section(note(language, VISIT[language]), 'subjective')).toMatch(MOOD[language])
    },
  )

  it("en: 'but not now' keeps its 'now'", () => {
    const subjective = section(note('en', VISIT.en), 'subjective')
    expect(subjective).toMatch(/in the spring, but not now, and the patient never made a plan\./)
    expect(subjective).not.toMatch(/but not\./)
  })

  it('a medicine asked about is not taken when the answer names another', () => {
    const n = note('en', [
      'Doctor: How are you getting on with the ramipril?',
      'Patient: I take 75 of aspirin too.',
    ])
    expect(section(n, 'medication')).not.toMatch(/Ramipril 75/)
  })
})

/**
 * What a medicine does, said in the progressive ('o naproxeno pode estar a aumentar a acidez', 'el naproxeno puede
 * estar aumentando la acidez', 'the naproxen is probably increasing the acid'), changes no dose.
 */
describe('a medicine that increases something is no dose changed', () => {
  it.each<[Language, string[]]>([
    [
      'pt',
      [
        'Médico: O que o traz cá?',
        'Doente: Azia há um mês.',
        'Médico: Isto parece refluxo, e o naproxeno pode estar a aumentar a acidez.',
      ],
    ],
    [
      'es',
      [
        'Médico: ¿Qué le trae?',
        'Paciente: Ardor desde hace un mes.',
        'Médico: Esto parece reflujo, y el naproxeno puede estar aumentando la acidez.',
      ],
    ],
    [
      'en',
      [
        'Doctor: What brings you in?',
        'Patient: Heartburn for a month.',
        'Doctor: This looks like reflux, and the naproxen is probably increasing the acid.',
      ],
    ],
  ])('%s', (language, lines) => {
    const n = note(language, lines)
    expect(section(n, 'plan')).not.toMatch(/naproxen/i)
    expect(section(n, 'medication')).not.toMatch(/naproxen/i)
    if (language !== 'en') expect(section(n, 'assessment')).toMatch(/naproxeno/i)
  })
})

/**
 * A small child's fluids, in four languages ('¿Bebe bien?' 'Bebe menos, pero ha mojado cuatro pañales'): what a
 * child drinks is the history, never a habit of drinking alcohol.
 */
describe("a child's fluids are no drinking habit", () => {
  it.each<[Language, string[], RegExp]>([
    [
      'es',
      [
        'Pediatra: ¿Qué le pasa a Lucía?',
        'Madre: Tiene fiebre desde hace dos días.',
        'Pediatra: ¿Bebe bien?',
        'Madre: Bebe menos, pero ha mojado cuatro pañales hoy.',
      ],
      /Bebe menos, pero ha mojado cuatro pañales hoy/,
    ],
    [
      'pt',
      [
        'Médica: O que se passa com o Tomás?',
        'Mãe: Tem febre há dois dias.',
        'Médica: Tem bebido bem?',
        'Mãe: Bebe menos, mas já molhou quatro fraldas hoje.',
      ],
      /Bebe menos, mas já molhou quatro fraldas hoje/,
    ],
    [
      'en',
      [
        'Doctor: What is going on with Ben?',
        'Mother: He has had a fever for two days.',
        'Doctor: Is he drinking?',
        'Mother: He drinks less, but he has had four wet nappies today.',
      ],
      /drinks less, but he has had four wet nappies today/,
    ],
    [
      'de',
      [
        'Ärztin: Was ist mit Lena los?',
        'Mutter: Sie hat seit zwei Tagen Fieber.',
        'Ärztin: Trinkt sie gut?',
        'Mutter: Sie trinkt weniger, aber sie hatte heute vier nasse Windeln.',
      ],
      /trinkt weniger, aber sie hatte heute vier nasse Windeln/,
    ],
  ])('%s', (language, lines, written) => {
    const n = note(language, lines)
    expect(section(n, 'social_history')).not.toMatch(written)
    expect(section(n, 'subjective')).toMatch(written)
  })
})

describe('German: an order with its verb put first keeps its words', () => {
  it("'Nicht nehmen sollten Sie es, wenn…' is never 'Nicht nehmen es'", () => {
    const n = note('de', [
      'Arzt: Was führt Sie her?',
      'Patient: Mein Zucker ist zu hoch.',
      'Arzt: Ich verschreibe Ihnen Empagliflozin 10 mg einmal täglich.',
      'Arzt: Nicht nehmen sollten Sie es, wenn Sie erbrechen oder nichts essen können.',
    ])
    const plan = section(n, 'plan')
    expect(plan).toMatch(/Nicht nehmen sollten Sie es, wenn Sie erbrechen oder nichts essen können\./)
    expect(plan).not.toMatch(/Nicht nehmen es/)
  })
})

describe("en: 'right now' is never a side", () => {
  it('an impression said before "right now" is written without a "right" nobody meant', () => {
    const n = note('en', [
      '[doctor] what brings you in today',
      '[patient] i twisted my left knee playing football on saturday',
      '[doctor] so in summary after my exam , uh , looking at your left knee on the x-ray and your exam , you have some tenderness over the medial meniscus , so i think you have probably an acute medial meniscus sprain right now or strain . uh , at this point , my recommendation would be to put you in a knee brace',
    ])
    const assessment = section(n, 'assessment')
    expect(assessment).toMatch(/medial meniscus sprain/)
    expect(assessment).not.toMatch(/sprain right/)
  })
})
