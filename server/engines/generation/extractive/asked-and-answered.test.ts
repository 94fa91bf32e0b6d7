import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'

/**
 * Answers that only make sense with what was asked, in four languages: a symptom asked by its name alone
 * ('Short of breath?', '¿Falta de aire?'), the lower number of a blood pressure asked after the upper one, and the
 * reaction to a drug asked for after the allergy was named ('What kind of reaction?').
 */
const VISIT: Record<Language, string[]> = {
  en: [
    'Doctor: What brings you in today?',
    'Patient: A cough for three weeks.',
    'Doctor: Short of breath?',
    'Patient: A little when I walk up hills, not at rest.',
    'Doctor: What has your blood pressure been at home?',
    'Patient: About 150 on top.',
    'Doctor: And the bottom number?',
    'Patient: Between 90 and 95.',
    'Doctor: Any allergies?',
    'Patient: Penicillin, I had a bad reaction once.',
    'Doctor: What kind of reaction?',
    'Patient: My lips swelled up and I could hardly breathe.',
  ],
  pt: [
    'Médica: O que o traz cá?',
    'Doente: Tosse há três semanas.',
    'Médica: Falta de ar?',
    'Doente: Um bocadinho quando subo a ladeira, em repouso não.',
    'Médica: Como tem estado a tensão em casa?',
    'Doente: Por volta de 150 de máxima.',
    'Médica: E a mínima?',
    'Doente: Entre 90 e 95.',
    'Médica: Alergias?',
    'Doente: À penicilina, tive uma reação forte.',
    'Médica: Que tipo de reação?',
    'Doente: Inchou-me a cara toda e fiquei com falta de ar.',
  ],
  es: [
    'Médico: ¿Qué le trae por aquí?',
    'Paciente: Tos desde hace tres semanas.',
    'Médico: ¿Falta de aire?',
    'Paciente: Al subir escaleras un poco, en reposo no.',
    'Médico: ¿Cómo está la tensión en casa?',
    'Paciente: Unos 150 de máxima.',
    'Médico: ¿Y la mínima?',
    'Paciente: Entre 90 y 95.',
    'Médico: ¿Alergias?',
    'Paciente: Al metamizol, me dio una reacción fuerte.',
    'Médico: ¿Qué tipo de reacción?',
    'Paciente: Se me hinchó la cara y me costaba respirar.',
  ],
  de: [
    'Arzt: Was führt Sie her?',
    'Patient: Husten seit drei Wochen.',
    'Arzt: Atemnot?',
    'Patient: Ein bisschen beim Bergaufgehen, in Ruhe nicht.',
    'Arzt: Wie ist der Blutdruck zu Hause?',
    'Patient: Oben so um die 150.',
    'Arzt: Und der untere Wert?',
    'Patient: Zwischen 90 und 95.',
    'Arzt: Allergien?',
    'Patient: Gegen Penicillin, da hatte ich eine starke Reaktion.',
    'Arzt: Was für eine Reaktion?',
    'Patient: Mein Gesicht ist angeschwollen und ich bekam schlecht Luft.',
  ],
}

const BREATH: Record<Language, RegExp> = {
  en: /Short of breath: a little when the patient walks up hills, not at rest\./,
  pt: /Falta de ar: um bocadinho quando sobe a ladeira, em repouso não\./,
  es: /Falta de aire: al subir escaleras un poco, en reposo no\./,
  de: /Atemnot: ein bisschen beim Bergaufgehen, in Ruhe nicht\./,
}
const LOWER: Record<Language, RegExp> = {
  en: /Diastolic blood pressure: between 90 and 95|Diastolic blood pressure: 90–95/,
  pt: /Tensão mínima: (?:entre )?90[– ]/,
  es: /Tensión mínima: (?:entre )?90[– ]/,
  de: /Diastolischer Blutdruck: (?:zwischen )?90[– ]/,
}
const REACTION: Record<Language, RegExp> = {
  en: /^- Allergy: Penicillin \(lips swelled\)$/m,
  pt: /^- Alergia: penicilina \(inchou-lhe a cara toda\)$/m,
  es: /^- Alergia: metamizol \(se le hinchó la cara\)$/m,
  de: /^- Allergie: Penicillin \(Gesicht ist angeschwollen\)$/m,
}
/** The reaction, said in the history, would read as a complaint of today. */
const REACTION_WORDS: Record<Language, RegExp> = {
  en: /lips/,
  pt: /cara toda/,
  es: /hinchó la cara/,
  de: /Gesicht/,
}

describe('answers written with what was asked, in four languages', () => {
  it.each(Object.keys(VISIT) as Language[])('%s: a symptom asked by its name alone', (language) => {
    expect(section(note(language, VISIT[language]), 'subjective')).toMatch(BREATH[language])
  })

  it.each(Object.keys(VISIT) as Language[])(
    '%s: the lower number of a pressure, asked on its own, never stands bare',
    (language) => {
      const subjective = section(note(language, VISIT[language]), 'subjective')
      expect(subjective).toMatch(LOWER[language])
      expect(subjective).not.toMatch(/(?:^|\. )(?:Between |Entre |Zwischen )?90(?:–| (?:and|e|y|und) )95\./)
    },
  )

  it.each(Object.keys(VISIT) as Language[])(
    '%s: the reaction asked for is the allergy’s, never a complaint of today',
    async (language) => {
      const n = note(language, VISIT[language])
      expect(section(n, 'allergies')).toMatch(REACTION[language])
      expect(section(n, 'subjective')).not.toMatch(REACTION_WORDS[language])
      expect(await wrongIn(language, VISIT[language], n)).toEqual([])
    },
  )

  it('en: what the patient tells without its subject is no question ("Had a temperature of 38.5 on Sunday.")', () => {
    const n = note('en', [
      "Doctor: Morning Mr Evans. What's brought you in?",
      "Patient: I've had a cough for about three weeks. Had a temperature of thirty eight and a half on Sunday.",
    ])
    expect(section(n, 'subjective')).toMatch(/Had a temperature of 38\.5 on Sunday\./)
  })
})

describe("es: 'me lo', 'me la' in the third person", () => {
  it("is 'se lo', 'se la', never 'le la'", () => {
    const n = note('es', [
      'Médico: ¿Qué le trae?',
      'Paciente: Tengo un eccema en las manos desde hace un mes. La crema me la pongo dos veces al día, pero no mejora.',
    ])
    const subjective = section(n, 'subjective')
    expect(subjective).toMatch(/La crema se la pone 2 veces al día, pero no mejora\./)
    expect(subjective).not.toMatch(/le la/)
  })
})
