import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { builtInTypes, sectionDto } from '../../../catalogue/catalogue'
import { type GeneratedNote, InstructionNotFollowedError, type InstructionRefusal } from '../engine'
import { extractiveGenerationEngine, generateNote } from './engine'

// Offline editing by instruction, in the four languages: each change it understands, what it refuses, and
// that an edit never changes a negation or a number it was not asked to.

const soap = (language: Language) =>
  builtInTypes.get('general_practice_soap')!.main.sections.map((s) => sectionDto(s, language))

/** The same consultation's note in each language, as an earlier version the clinician may have edited. */
const NOTES: Record<Language, string> = {
  pt: `## Motivo da consulta

Tosse seca há uma semana.

## S — Subjetivo

Refere tosse seca há 7 dias, sem febre. Nega dispneia. Dorme mal por causa da tosse. Tem dores de cabeça ao fim do dia.

## Antecedentes pessoais

- Hipertensão arterial há 10 anos.

## Antecedentes familiares

Não abordado.

## Hábitos e contexto sociofamiliar

- Fuma 10 cigarros por dia.

## Medicação habitual

- Lisinopril 10 mg 1 vez por dia
- Metformina 500 mg 2 vezes por dia, paracetamol 1 g em SOS

## Alergias

- Alergia à penicilina.

## O — Objetivo

- PA 140/90 mmHg
- FC 90 bpm
- Auscultação pulmonar com sibilos dispersos, sem crepitações.

## A — Avaliação

- Traqueobronquite aguda.

## P — Plano

- Suspendeu lisinopril e metformina há 2 dias.
- Reavaliação daqui a 2 semanas.`,
  en: `## Reason for visit

Dry cough for a week.

## S — Subjective

She reports a dry cough for 7 days, no fever. She denies shortness of breath. She sleeps badly because of the cough. She has headaches in the evening.

## Past medical history

- Hypertension for 10 years.

## Family history

Not discussed.

## Social history

- Smokes 10 cigarettes a day.

## Current medication

- Lisinopril 10 mg once a day
- Metformin 500 mg twice a day, paracetamol 1 g as needed

## Allergies

- Penicillin allergy.

## O — Objective

- BP 140/90 mmHg
- HR 90 bpm
- Scattered wheezes on auscultation, no crackles.

## A — Assessment

- Acute tracheobronchitis.

## P — Plan

- Stopped lisinopril and metformin 2 days ago.
- Follow up in 2 weeks.`,
  de: `## Vorstellungsgrund

Trockener Husten seit einer Woche.

## S — Subjektiv

Sie berichtet über trockenen Husten seit 7 Tagen, kein Fieber. Sie verneint Atemnot. Sie schläft wegen des Hustens schlecht. Sie hat abends Kopfschmerzen.

## Vorerkrankungen

- Hypertonie seit 10 Jahren.

## Familienanamnese

Nicht erhoben.

## Sozialanamnese und Noxen

- Raucht 10 Zigaretten am Tag.

## Dauermedikation

- Lisinopril 10 mg einmal täglich
- Metformin 500 mg zweimal täglich, Paracetamol 1 g bei Bedarf

## Allergien und Unverträglichkeiten

- Penicillinallergie.

## O — Objektiv

- RR 140/90 mmHg
- HF 90/min
- Auskultatorisch verstreutes Giemen, keine Rasselgeräusche.

## A — Beurteilung

- Akute Tracheobronchitis.

## P — Procedere

- Lisinopril und Metformin vor 2 Tagen abgesetzt.
- Wiedervorstellung in 2 Wochen.`,
  es: `## Motivo de consulta

Tos seca desde hace una semana.

## S — Subjetivo

Refiere tos seca desde hace 7 días, sin fiebre. Niega disnea. Duerme mal por la tos. Tiene dolores de cabeza por la tarde.

## Antecedentes personales

- Hipertensión arterial desde hace 10 años.

## Antecedentes familiares

No consta.

## Hábitos tóxicos y situación social

- Fuma 10 cigarrillos al día.

## Tratamiento habitual

- Lisinopril 10 mg una vez al día
- Metformina 500 mg dos veces al día, paracetamol 1 g si dolor

## Alergias

- Alergia a la penicilina.

## O — Objetivo

- PA 140/90 mmHg
- FC 90 lpm
- Auscultación pulmonar con sibilancias dispersas, sin crepitantes.

## A — Valoración

- Traqueobronquitis aguda.

## P — Plan

- Suspendió lisinopril y metformina hace 2 días.
- Revisión en 2 semanas.`,
}

const TRANSCRIPT: Record<Language, string> = {
  pt: 'Médico: O que a traz cá? Doente: Tenho tosse seca há uma semana.',
  en: 'Doctor: What brings you in? Patient: I have had a dry cough for a week.',
  de: 'Arzt: Was führt Sie zu mir? Patientin: Ich habe seit einer Woche trockenen Husten.',
  es: 'Médico: ¿Qué le trae por aquí? Paciente: Tengo tos seca desde hace una semana.',
}

const request = (language: Language, instruction: string, previous = NOTES[language]) => ({
  language,
  transcript: TRANSCRIPT[language],
  inputs: [],
  template: { name: 'note', sections: soap(language) },
  previous,
  instruction,
})

/** The note as the instruction leaves it; fails the test when the engine refuses. */
function edit(language: Language, instruction: string, previous?: string): GeneratedNote {
  return generateNote(request(language, instruction, previous))
}

/** What the engine refuses of an instruction, checking that it refuses before anything is charged too. */
function refusals(language: Language, instruction: string): InstructionRefusal[] {
  const before = extractiveGenerationEngine().refusals!(request(language, instruction))
  let thrown: unknown
  try {
    generateNote(request(language, instruction))
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(InstructionNotFollowedError)
  expect((thrown as InstructionNotFollowedError).refusals).toEqual(before)
  return before
}

const section = (note: GeneratedNote, key: string) => note.sections.find((s) => s.key === key)!.content
const original = (language: Language, key: string) =>
  generateNote(request(language, '')).sections.find((s) => s.key === key)!.content

/** Each form, as a clinician writes it in each language (imperatives, infinitives, polite and familiar). */
const SAID: Record<
  Language,
  {
    removeFromSection: string
    removeInfinitive: string
    removeFamiliar: string
    removeOtherLanguageName: string
    removePlural: string
    addColon: string
    addTo: string
    addThat: string
    move: string
    replaceInSection: string
    replaceEverywhere: string
    replaceAmbiguous: string
    shorten: string
    shortenNothing: string
    several: string
    notUnderstood: string
    notFound: string
    notInSection: string
    unknownSection: string
    partlyUnderstood: string
    quoted: string
  }
> = {
  pt: {
    removeFromSection: 'Remova o paracetamol da medicação habitual.',
    removeInfinitive: 'remover a FC',
    removeFamiliar: 'Tira os cigarros.',
    removeOtherLanguageName: 'Retire a Penicillin.',
    removePlural: 'Retire a dor de cabeça do subjetivo.',
    addColon: 'Acrescente ao plano: pedir radiografia do tórax',
    addTo: 'Adicione pedir espirometria em 3 meses ao plano',
    addThat: 'Acrescente que a doente é alérgica ao ibuprofeno.',
    move: 'Mova a reavaliação para a avaliação.',
    replaceInSection: 'Substitua 10 mg por 20 mg na medicação habitual.',
    replaceEverywhere: 'Troque tosse seca por tosse produtiva em todo o documento.',
    replaceAmbiguous: 'Substitua 2 por 3.',
    shorten: 'Encurte o subjetivo.',
    shortenNothing: 'Resuma o objetivo.',
    several: 'Retire a FC e acrescente ao plano: repouso. Substitua 140/90 por 150/95.',
    notUnderstood: 'Faça um resumo mais bonito.',
    notFound: 'Remova a amoxicilina.',
    notInSection: 'Remova a penicilina da medicação habitual.',
    unknownSection: 'Acrescente na secção de vacinas: gripe em outubro.',
    partlyUnderstood: 'Retire a FC. Escreva como um cardiologista.',
    quoted: 'Apague «Dorme mal por causa da tosse.»',
  },
  en: {
    removeFromSection: 'Please remove paracetamol from the current medication.',
    removeInfinitive: 'delete the HR',
    removeFamiliar: 'Take out the cigarettes.',
    removeOtherLanguageName: 'Remove penicilina.',
    removePlural: 'Remove the headache from the subjective.',
    addColon: 'Add to the plan: chest X-ray',
    addTo: 'Add spirometry in 3 months to the plan',
    addThat: 'Add that she is allergic to ibuprofen.',
    move: 'Move the follow up to the assessment.',
    replaceInSection: 'Replace 10 mg with 20 mg in the current medication.',
    replaceEverywhere: 'Change dry cough to productive cough everywhere.',
    replaceAmbiguous: 'Replace 2 with 3.',
    shorten: 'Shorten the subjective.',
    shortenNothing: 'Make the objective shorter.',
    several: 'Delete the HR and add to the plan: rest. Replace 140/90 with 150/95.',
    notUnderstood: 'Make it sound more professional.',
    notFound: 'Remove amoxicillin.',
    notInSection: 'Remove penicillin from the current medication.',
    unknownSection: 'Add to the vaccinations section: flu jab in October.',
    partlyUnderstood: 'Delete the HR. Write it like a cardiologist would.',
    quoted: 'Delete "She sleeps badly because of the cough."',
  },
  de: {
    removeFromSection: 'Entferne Paracetamol aus der Dauermedikation.',
    removeInfinitive: 'Bitte die HF löschen',
    removeFamiliar: 'Streiche die Zigaretten.',
    removeOtherLanguageName: 'Entfernen Sie Penicilina.',
    removePlural: 'Streiche den Kopfschmerz aus dem Subjektiv.',
    addColon: 'Ergänze im Procedere: Röntgen-Thorax',
    addTo: 'Füge Spirometrie in 3 Monaten zum Procedere hinzu',
    addThat: 'Ergänze, dass sie allergisch gegen Ibuprofen ist.',
    move: 'Verschiebe die Wiedervorstellung in die Beurteilung.',
    replaceInSection: 'Ersetze 10 mg durch 20 mg in der Dauermedikation.',
    replaceEverywhere: 'Ersetze trockenen Husten durch produktiven Husten überall.',
    replaceAmbiguous: 'Ersetze 2 durch 3.',
    shorten: 'Kürze den Subjektiv-Teil.',
    shortenNothing: 'Kürze das Objektiv.',
    several: 'Lösche die HF und ergänze im Procedere: Schonung. Ersetze 140/90 durch 150/95.',
    notUnderstood: 'Formuliere alles etwas schöner.',
    notFound: 'Entferne Amoxicillin.',
    notInSection: 'Entferne Penicillin aus der Dauermedikation.',
    unknownSection: 'Ergänze im Abschnitt Impfungen: Grippeimpfung im Oktober.',
    partlyUnderstood: 'Lösche die HF. Schreib es wie ein Kardiologe.',
    quoted: 'Streiche „Sie schläft wegen des Hustens schlecht.“',
  },
  es: {
    removeFromSection: 'Quite el paracetamol del tratamiento habitual.',
    removeInfinitive: 'eliminar la FC',
    removeFamiliar: 'Borra los cigarrillos.',
    removeOtherLanguageName: 'Elimina Penicillin.',
    removePlural: 'Quita el dolor de cabeza del subjetivo.',
    addColon: 'Añade al plan: radiografía de tórax',
    addTo: 'Añade espirometría en 3 meses al plan',
    addThat: 'Añade que es alérgica al ibuprofeno.',
    move: 'Mueve la revisión a la valoración.',
    replaceInSection: 'Cambia 10 mg por 20 mg en el tratamiento habitual.',
    replaceEverywhere: 'Sustituye tos seca por tos productiva en todo el documento.',
    replaceAmbiguous: 'Cambia 2 por 3.',
    shorten: 'Acorta el subjetivo.',
    shortenNothing: 'Resume el objetivo.',
    several: 'Quita la FC y añade al plan: reposo. Cambia 140/90 por 150/95.',
    notUnderstood: 'Hazlo más bonito.',
    notFound: 'Quita la amoxicilina.',
    notInSection: 'Quita la penicilina del tratamiento habitual.',
    unknownSection: 'Añade en la sección de vacunas: gripe en octubre.',
    partlyUnderstood: 'Quita la FC. Escríbelo como un cardiólogo.',
    quoted: 'Borra «Duerme mal por la tos.»',
  },
}

/** Words of the note the checks look for, per language. */
const WORDS: Record<
  Language,
  {
    paracetamol: string
    metformin: string
    heartRate: string
    smoking: string
    penicillin: string
    headache: string
    sleeps: string
    xray: string
    spirometry: string
    ibuprofen: string
    followUp: string
    productive: string
  }
> = {
  pt: {
    paracetamol: 'paracetamol',
    metformin: 'Metformina 500 mg 2 vezes por dia',
    heartRate: 'FC 90 bpm',
    smoking: 'Fuma 10 cigarros',
    penicillin: 'penicilina',
    headache: 'dores de cabeça',
    sleeps: 'Dorme mal',
    xray: '- Pedir radiografia do tórax',
    spirometry: '- Pedir espirometria em 3 meses',
    ibuprofen: '- A doente é alérgica ao ibuprofeno.',
    followUp: 'Reavaliação daqui a 2 semanas.',
    productive: 'tosse produtiva',
  },
  en: {
    paracetamol: 'paracetamol',
    metformin: 'Metformin 500 mg twice a day',
    heartRate: 'HR 90 bpm',
    smoking: 'Smokes 10 cigarettes',
    penicillin: 'Penicillin',
    headache: 'headaches',
    sleeps: 'sleeps badly',
    xray: '- Chest X-ray',
    spirometry: '- Spirometry in 3 months',
    ibuprofen: '- She is allergic to ibuprofen.',
    followUp: 'Follow up in 2 weeks.',
    productive: 'productive cough',
  },
  de: {
    paracetamol: 'Paracetamol',
    metformin: 'Metformin 500 mg zweimal täglich',
    heartRate: 'HF 90/min',
    smoking: 'Raucht 10 Zigaretten',
    penicillin: 'Penicillin',
    headache: 'Kopfschmerzen',
    sleeps: 'schläft wegen des Hustens schlecht',
    xray: '- Röntgen-Thorax',
    spirometry: '- Spirometrie in 3 Monaten',
    ibuprofen: '- Sie allergisch gegen Ibuprofen ist.',
    followUp: 'Wiedervorstellung in 2 Wochen.',
    productive: 'produktiven Husten',
  },
  es: {
    paracetamol: 'paracetamol',
    metformin: 'Metformina 500 mg dos veces al día',
    heartRate: 'FC 90 lpm',
    smoking: 'Fuma 10 cigarrillos',
    penicillin: 'penicilina',
    headache: 'dolores de cabeza',
    sleeps: 'Duerme mal',
    xray: '- Radiografía de tórax',
    spirometry: '- Espirometría en 3 meses',
    ibuprofen: '- Es alérgica al ibuprofeno.',
    followUp: 'Revisión en 2 semanas.',
    productive: 'tos productiva',
  },
}

const LANGUAGES: Language[] = ['pt', 'en', 'de', 'es']

describe.each(LANGUAGES)('offline editing by instruction (%s)', (language) => {
  const said = SAID[language]
  const words = WORDS[language]

  it('removes a medicine from the section named, only its item of a list', () => {
    const note = edit(language, said.removeFromSection)
    expect(section(note, 'medication')).not.toContain(words.paracetamol)
    expect(section(note, 'medication')).toContain(words.metformin)
    expect(section(note, 'medication')).toMatch(/Lisinopril 10 mg/)
    expect(section(note, 'plan')).toBe(original(language, 'plan'))
  })

  it('removes with an infinitive and with a familiar imperative', () => {
    expect(section(edit(language, said.removeInfinitive), 'objective')).not.toContain(words.heartRate)
    expect(section(edit(language, said.removeInfinitive), 'objective')).toContain('140/90 mmHg')
    expect(section(edit(language, said.removeFamiliar), 'social_history')).not.toContain(words.smoking)
  })

  it('finds a medicine by its name in another language', () => {
    expect(section(edit(language, said.removeOtherLanguageName), 'allergies')).not.toMatch(/penicil/i)
  })

  it('finds a word in the singular where the note has the plural', () => {
    const note = edit(language, said.removePlural)
    expect(section(note, 'subjective')).not.toContain(words.headache)
    expect(section(note, 'subjective')).toContain(words.sleeps)
  })

  it('removes a quoted sentence', () => {
    expect(section(edit(language, said.quoted), 'subjective')).not.toContain(words.sleeps)
  })

  it('adds text to a section, with or without a colon, and where its words point without one', () => {
    expect(section(edit(language, said.addColon), 'plan')).toContain(words.xray)
    expect(section(edit(language, said.addTo), 'plan')).toContain(words.spirometry)
    const allergy = section(edit(language, said.addThat), 'allergies')
    expect(allergy.toLowerCase()).toContain(words.ibuprofen.toLowerCase().replace(/\.$/, ''))
  })

  it('moves a line to another section', () => {
    const note = edit(language, said.move)
    expect(section(note, 'plan')).not.toContain(words.followUp)
    expect(section(note, 'assessment')).toContain(words.followUp)
  })

  it('replaces a dose in the section named, and words everywhere', () => {
    const dose = edit(language, said.replaceInSection)
    expect(section(dose, 'medication')).toMatch(/Lisinopril 20 mg/)
    expect(section(dose, 'medication')).toContain(words.metformin)
    const everywhere = edit(language, said.replaceEverywhere)
    expect(section(everywhere, 'reason_for_visit').toLowerCase()).toContain(words.productive.toLowerCase())
    expect(section(everywhere, 'subjective').toLowerCase()).toContain(words.productive.toLowerCase())
  })

  it('refuses to change a number found on several lines unless told everywhere', () => {
    expect(refusals(language, said.replaceAmbiguous)).toEqual([
      expect.objectContaining({ reason: 'ambiguous', target: '2' }),
    ])
  })

  it('shortens a section by its least clinical lines, keeping negations and numbers', () => {
    const subjective = section(edit(language, said.shorten), 'subjective')
    expect(subjective).not.toContain(words.sleeps)
    expect(subjective).toMatch(/\b7\b/)
    expect(subjective).toMatch(/(?:sem|no|kein|sin) (?:febre|fever|Fieber|fiebre)/)
  })

  it('says so when a section has nothing it may shorten', () => {
    expect(refusals(language, said.shortenNothing)).toEqual([
      expect.objectContaining({ reason: 'cannot_shorten', section: soap(language)[7]!.title }),
    ])
  })

  it('carries out several instructions in one message', () => {
    const note = edit(language, said.several)
    expect(section(note, 'objective')).not.toContain(words.heartRate)
    expect(section(note, 'objective')).toContain('150/95 mmHg')
    expect(section(note, 'plan').split('\n')).toHaveLength(3)
  })

  it('refuses what it does not understand, naming the part, and changes nothing', () => {
    expect(refusals(language, said.notUnderstood)).toEqual([
      { reason: 'not_understood', part: said.notUnderstood },
    ])
  })

  it('refuses a target the note does not have', () => {
    expect(refusals(language, said.notFound)).toEqual([
      expect.objectContaining({ reason: 'not_found', part: said.notFound }),
    ])
  })

  it('refuses a removal from a section that does not hold the target (the issue’s example)', () => {
    expect(refusals(language, said.notInSection)).toEqual([
      expect.objectContaining({ reason: 'not_found', section: soap(language)[5]!.title }),
    ])
  })

  it('refuses a section the note does not have', () => {
    expect(refusals(language, said.unknownSection)).toEqual([
      expect.objectContaining({ reason: 'unknown_section' }),
    ])
  })

  it('does nothing of a message when a part of it cannot be done', () => {
    const refused = refusals(language, said.partlyUnderstood)
    expect(refused).toHaveLength(1)
    expect(refused[0]).toMatchObject({ reason: 'not_understood' })
    expect(refused[0]!.part).not.toMatch(/\b(?:FC|HR|HF)\b/)
  })

  it('refuses a removal that would take another medicine of the same sentence with it', () => {
    const together = {
      pt: 'Lisinopril com metformina.',
      en: 'Lisinopril with metformin.',
      de: 'Lisinopril mit Metformin.',
      es: 'Lisinopril con metformina.',
    }
    const previous = NOTES[language].replace(/- Lisinopril 10 mg[^\n]*/, `- ${together[language]}`)
    const removeLisinopril = {
      pt: 'Remova o lisinopril da medicação habitual.',
      en: 'Remove lisinopril from the current medication.',
      de: 'Entferne Lisinopril aus der Dauermedikation.',
      es: 'Quita el lisinopril del tratamiento habitual.',
    }
    expect(() => edit(language, removeLisinopril[language], previous)).toThrow(InstructionNotFollowedError)
    const removeMetformin = {
      pt: 'Remova a metformina.',
      en: 'Remove metformin.',
      de: 'Entferne Metformin.',
      es: 'Quita la metformina.',
    }
    expect(refusals(language, removeMetformin[language])).toEqual([
      expect.objectContaining({ reason: 'shares_sentence' }),
    ])
  })
})

describe('the support article’s examples', () => {
  // server/support/articles/editing-notes/<language>.md quotes these: each is followed as it says.
  const ARTICLE: Record<Language, string[]> = {
    pt: [
      'Retire a FC e acrescente ao plano: repouso.',
      'remova o paracetamol',
      'retire a penicilina das alergias',
      'acrescente ao plano: pedir radiografia do tórax',
      'adicione pedir análises ao plano',
      'acrescente que é alérgica ao ibuprofeno',
      'mova a reavaliação para a avaliação',
      'substitua 10 mg por 20 mg na medicação habitual',
      'troque tosse seca por tosse produtiva em todo o documento',
      'encurte o subjetivo',
      'encurte a nota',
      'acrescente que a doente é alérgica à penicilina',
    ],
    en: [
      'Delete the HR and add to the plan: rest.',
      'remove paracetamol',
      'delete penicillin from the allergies',
      'add to the plan: chest X-ray',
      'add spirometry to the plan',
      'add that she is allergic to ibuprofen',
      'move the follow-up to the assessment',
      'replace 10 mg with 20 mg in the current medication',
      'change dry cough to productive cough everywhere',
      'shorten the subjective',
      'shorten the note',
      'add that the patient is allergic to penicillin',
    ],
    de: [
      'Lösche die HF und ergänze im Procedere: Schonung.',
      'entferne Paracetamol',
      'streiche Penicillin aus den Allergien',
      'ergänze im Procedere: Röntgen-Thorax',
      'füge Spirometrie zum Procedere hinzu',
      'ergänze, dass sie gegen Ibuprofen allergisch ist',
      'verschiebe die Wiedervorstellung in die Beurteilung',
      'ersetze 10 mg durch 20 mg in der Dauermedikation',
      'ersetze trockenen Husten durch produktiven Husten überall',
      'kürze den Subjektiv-Teil',
      'kürze die Notiz',
      'ergänzen, dass die Patientin gegen Penicillin allergisch ist',
    ],
    es: [
      'Quita la FC y añade al plan: reposo.',
      'quite el paracetamol',
      'elimina la penicilina de las alergias',
      'añade al plan: radiografía de tórax',
      'añade espirometría al plan',
      'añade que es alérgica al ibuprofeno',
      'mueve la revisión a la valoración',
      'cambia 10 mg por 20 mg en el tratamiento habitual',
      'sustituye tos seca por tos productiva en todo el documento',
      'acorta el subjetivo',
      'acorta la nota',
      'añada que la paciente es alérgica a la penicilina',
    ],
  }

  it.each(LANGUAGES)('are all followed (%s)', (language) => {
    for (const example of ARTICLE[language]) {
      const refused = extractiveGenerationEngine().refusals!(request(language, example))
      expect(refused, example).toEqual([])
      expect(edit(language, example).markdown, example).not.toBe(edit(language, '').markdown)
    }
  })
})

describe('edit safety', () => {
  const NEGATION = /(?<![\p{L}])(?:não|sem|nega|no|not|denies|kein\p{L}*|verneint|sin|niega)(?![\p{L}])/iu
  const numbers = (text: string) => (text.match(/\d+(?:[.,/]\d+)*/g) ?? []).sort()
  const lines = (note: string) =>
    note
      .split('\n')
      .flatMap((l) => l.replace(/^- /, '').split(/(?<=[.?!])\s+(?=\p{Lu})/u))
      .filter((l) => l && !l.startsWith('#'))

  const removals: Record<Language, string[]> = {
    pt: [
      'Remova a febre.',
      'Remova as crepitações.',
      'Retire a tosse.',
      'Retire a dispneia.',
      'Retire os sibilos.',
    ],
    en: [
      'Remove the fever.',
      'Remove the crackles.',
      'Remove the cough.',
      'Remove the shortness of breath.',
      'Remove the wheezes.',
    ],
    de: [
      'Entferne das Fieber.',
      'Entferne die Rasselgeräusche.',
      'Entferne den Husten.',
      'Entferne die Atemnot.',
      'Entferne das Giemen.',
    ],
    es: [
      'Quita la fiebre.',
      'Quita los crepitantes.',
      'Quita la tos.',
      'Quita la disnea.',
      'Quita las sibilancias.',
    ],
  }

  it.each(LANGUAGES)('a removal never takes a negation out of a line it keeps (%s)', (language) => {
    const before = new Set(lines(edit(language, '').markdown))
    for (const instruction of removals[language]) {
      let note: GeneratedNote
      try {
        note = edit(language, instruction)
      } catch {
        continue
      }
      for (const line of lines(note.markdown)) {
        if (before.has(line)) continue
        // A changed line is what is left of a list: it never had a negation to lose.
        const from = [...before].find((b) => b.startsWith(line.replace(/\.$/, '').split(',')[0]!))
        expect(from && NEGATION.test(from), `${instruction} → ${line}`).toBeFalsy()
      }
    }
  })

  const replacements: Record<Language, [string, string, string][]> = {
    pt: [
      ['Substitua 140/90 por 150/95.', '140/90', '150/95'],
      ['Substitua 10 mg por 5 mg na medicação habitual.', '10', '5'],
      ['Troque 90 bpm por 88 bpm.', '90', '88'],
    ],
    en: [
      ['Replace 140/90 with 150/95.', '140/90', '150/95'],
      ['Replace 10 mg with 5 mg in the current medication.', '10', '5'],
      ['Change 90 bpm to 88 bpm.', '90', '88'],
    ],
    de: [
      ['Ersetze 140/90 durch 150/95.', '140/90', '150/95'],
      ['Ersetze 10 mg durch 5 mg in der Dauermedikation.', '10', '5'],
      ['Ändere 90/min zu 88/min.', '90/min', '88/min'],
    ],
    es: [
      ['Cambia 140/90 por 150/95.', '140/90', '150/95'],
      ['Cambia 10 mg por 5 mg en el tratamiento habitual.', '10', '5'],
      ['Cambia 90 lpm por 88 lpm.', '90', '88'],
    ],
  }

  it.each(LANGUAGES)('a replacement changes no number it was not asked to (%s)', (language) => {
    const before = numbers(edit(language, '').markdown)
    for (const [instruction, from, to] of replacements[language]) {
      const after = numbers(edit(language, instruction).markdown)
      const expected = [...before]
      expected.splice(expected.indexOf(from.replace(/\/min$/, '')), 1, to.replace(/\/min$/, ''))
      expect(after, instruction).toEqual(expected.sort())
    }
  })

  it('keeps text the clinician wrote under headings of their own, and before the first heading', () => {
    const previous = `Nota revista pela médica.\n\n${NOTES.pt}\n\n## Notas pessoais\n\nLigar à filha.`
    const note = edit('pt', 'Retire a FC.', previous)
    expect(note.markdown.startsWith('Nota revista pela médica.')).toBe(true)
    expect(note.markdown).toContain('## Notas pessoais\n\nLigar à filha.')
  })

  it('no longer pastes an instruction it does not understand into the note', () => {
    const issue = 'Remova a penicilina da medicação habitual.'
    expect(() => edit('pt', issue)).toThrow(InstructionNotFollowedError)
    expect(edit('pt', 'Remova a penicilina das alergias.').markdown).not.toMatch(/penicilina/i)
  })
})
