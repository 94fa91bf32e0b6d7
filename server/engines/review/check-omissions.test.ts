import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import { reviewEngine } from './offline'

// Prescriptions and dose changes of today that a note must hold, and what it need not write of them.

const engine = reviewEngine()

/** The drugs whose prescription or change of today the check finds left out of the note. */
const omitted = (language: Language, transcript: string, note: string) =>
  engine
    .check({ language, transcript, inputs: [], note })
    .findings.filter((f) => f.code === 'omission_prescription')
    .map((f) => f.params.name?.toLowerCase())

describe('a drug stopped in the sentence that starts another with its strength', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: i'd like you to stop taking the ibuprofen that you're taking and i'm gon na give you meloxicam fifteen milligrams and i want you to take that daily",
      '## Plan\n- Stop ibuprofen.\n- Meloxicam 15 mg daily.',
      'ibuprofen',
    ],
    [
      'pt',
      'Médica: Quero que pare de tomar o ibuprofeno, e vou receitar-lhe meloxicam quinze miligramas por dia.',
      '## Plano\n- Suspender ibuprofeno.\n- Meloxicam 15 mg por dia.',
      'ibuprofeno',
    ],
    [
      'es',
      'Médico: Quiero que deje el ibuprofeno, y le voy a recetar meloxicam quince miligramos al día.',
      '## Plan\n- Suspender ibuprofeno.\n- Meloxicam 15 mg al día.',
      'ibuprofeno',
    ],
    [
      'de',
      'Ärztin: Bitte setzen Sie das Ibuprofen ab, und ich verschreibe Ihnen Meloxicam fünfzehn Milligramm täglich.',
      '## Procedere\n- Ibuprofen absetzen.\n- Meloxicam 15 mg täglich.',
      'ibuprofen',
    ],
  ])(
    '%s: is in the note without the other drug’s strength, and missed when its line is dropped',
    (language, transcript, note, drug) => {
      expect(omitted(language, transcript, note)).toEqual([])
      expect(omitted(language, transcript, note.replace(/\n- [^\n]*\n/, '\n'))).toEqual([drug])
    },
  )
})

describe('a drug the clinician opens a sentence with, its strength and how often to take it', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Keep the leg up as much as you can. Acetaminophen one gram every eight hours if you have fever or pain.',
      '## Plan\n- Leg elevation.\n- Acetaminophen 1 g every 8 hours if fever or pain.',
      'acetaminophen',
    ],
    [
      'pt',
      'Médica: Perna elevada sempre que puder. Paracetamol um grama de oito em oito horas se tiver febre ou dor.',
      '## Plano\n- Elevação da perna.\n- Paracetamol 1 g de 8 em 8 horas se febre ou dor.',
      'paracetamol',
    ],
    [
      'es',
      'Médico: Pierna en alto todo lo que pueda. Paracetamol un gramo cada ocho horas si tiene fiebre o dolor.',
      '## Plan\n- Elevación de la pierna.\n- Paracetamol 1 g cada 8 horas si fiebre o dolor.',
      'paracetamol',
    ],
    [
      'de',
      'Ärztin: Das Bein möglichst hochlagern. Paracetamol ein Gramm alle acht Stunden, wenn Sie Fieber oder Schmerzen haben.',
      '## Procedere\n- Hochlagern des Beins.\n- Paracetamol 1 g alle 8 Stunden bei Fieber oder Schmerzen.',
      'paracetamol',
    ],
  ])('%s: is a prescription, also under a condition', (language, transcript, note, drug) => {
    expect(omitted(language, transcript, note)).toEqual([])
    expect(omitted(language, transcript, note.replace(/\n- [^\n]*$/, ''))).toEqual([drug])
  })

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: What do you take?\nPatient: Amlodipine, for my blood pressure.\nDoctor: Amlodipine five milligrams daily, fine. Keep taking it.',
      '## Medications\n- Amlodipine.',
    ],
    [
      'pt',
      'Médica: Que medicação toma?\nDoente: Tomo amlodipina, para a tensão.\nMédica: Amlodipina cinco miligramas por dia, muito bem. Continue.',
      '## Medicação habitual\n- Amlodipina.',
    ],
    [
      'es',
      'Médico: ¿Qué medicación toma?\nPaciente: Tomo amlodipino, para la tensión.\nMédico: Amlodipino cinco miligramos al día, muy bien. Siga igual.',
      '## Tratamiento habitual\n- Amlodipino.',
    ],
    [
      'de',
      'Ärztin: Welche Medikamente nehmen Sie?\nPatient: Ich nehme Amlodipin, für den Blutdruck.\nÄrztin: Amlodipin fünf Milligramm täglich, gut. Bitte weiter so.',
      '## Dauermedikation\n- Amlodipin.',
    ],
  ])('%s: is none when the patient takes the drug already', (language, transcript, note) => {
    expect(omitted(language, transcript, note)).toEqual([])
  })

  it.each<[Language, string, string]>([
    ['en', 'Doctor: Acetaminophen works well for this kind of pain.', '## Plan\n- Rest.'],
    ['pt', 'Médica: O paracetamol funciona bem para este tipo de dor.', '## Plano\n- Repouso.'],
    ['es', 'Médico: El paracetamol funciona bien para este tipo de dolor.', '## Plan\n- Reposo.'],
    ['de', 'Ärztin: Paracetamol hilft bei dieser Art von Schmerzen gut.', '## Procedere\n- Schonung.'],
  ])('%s: is none when the drug is only spoken of', (language, transcript, note) => {
    expect(omitted(language, transcript, note)).toEqual([])
  })
})

describe('an amount said again after a connective names no drug', () => {
  // 'Reduza o ramipril para metade, portanto dois miligramas e meio': the word before the strength is
  // 'portanto', no medicine whose change a note that writes the ramipril's new dose leaves out.
  it.each<[Language, string, string]>([
    [
      'pt',
      'Médico: Reduza o ramipril para metade, portanto dois miligramas e meio.',
      '## Plano\n- Ramipril 2,5 mg.',
    ],
    ['en', 'Doctor: Halve the ramipril, therefore two and a half milligrams.', '## Plan\n- Ramipril 2.5 mg.'],
    [
      'es',
      'Médico: Baje el ramipril a la mitad, ahora dos miligramos y medio.',
      '## Plan\n- Ramipril 2,5 mg.',
    ],
    [
      'de',
      'Arzt: Halbieren Sie das Ramipril, jetzt zweieinhalb Milligramm.',
      '## Procedere\n- Ramipril 2,5 mg.',
    ],
  ])('%s', (language, transcript, note) => {
    expect(omitted(language, transcript, note)).toEqual([])
  })
})
