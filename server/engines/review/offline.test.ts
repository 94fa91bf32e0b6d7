import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import type { FindingCode } from '../../../contract/review'
import { articleCounts } from './check-numbers'
import type { Finding } from './engine'
import { reviewEngine } from './offline'

// One short consultation per language, its correct note, and the faults a note may carry: each fault is an
// edit of the correct note, and the finding it must raise on the words it changed.

interface Consultation {
  transcript: string
  note: string
  /** The note's words for a fever of 38.5, a 2/6 murmur, a denied symptom and its flip. */
  fever: [string, string]
  murmur: [string, string]
  denial: [string, string]
  /** A drug nobody named, and one the patient is allergic to, each as a line of the plan. */
  added: string
  allergic: string
  /** The allergy line and the prescription line of the note. */
  allergyLine: string
  prescription: string
}

const CONSULTATIONS: Record<Language, Consultation> = {
  en: {
    transcript: `Doctor: Good morning. What brings you in today?
Patient: I have had a fever and a cough for three days.
Doctor: How high was the fever?
Patient: It reached 38.5 degrees last night.
Doctor: Any chest pain?
Patient: No.
Doctor: Do you have any allergies to medicines?
Patient: Yes, I am allergic to penicillin.
Doctor: Do you take any medication?
Patient: I take lisinopril 10 mg once a day.
Doctor: How bad is the throat pain on a scale of one to ten?
Patient: Between six and seven out of ten.
Doctor: On exam I hear a two out of six systolic murmur. There is a four . four centimeter lymph node in the neck.
Doctor: I will prescribe azithromycin 500 mg once a day for three days.`,
    note: `## History
- Fever and cough for 3 days, temperature up to 38.5 °C.
- Denies chest pain.
- Throat pain 6–7/10.

## Allergies
- Penicillin.

## Medications
- Lisinopril 10 mg once daily.

## Examination
- 2/6 systolic murmur.
- 4.4 cm lymph node in the neck.

## Plan
- Azithromycin 500 mg once daily for 3 days.
`,
    fever: ['38.5 °C', '38 °C'],
    murmur: ['2/6 systolic', '3/6 systolic'],
    denial: ['Denies chest pain', 'Reports chest pain'],
    added: '- Start metoprolol 25 mg twice daily.',
    allergic: '- Start amoxicillin 500 mg three times daily.',
    allergyLine: '- Penicillin.\n',
    prescription: '- Azithromycin 500 mg once daily for 3 days.\n',
  },
  pt: {
    transcript: `Médico: Bom dia. O que o traz cá?
Doente: Tenho febre e tosse há três dias.
Médico: Quanto teve de febre?
Doente: Chegou aos 38,5 graus ontem à noite.
Médico: Tem dor no peito?
Doente: Não.
Médico: Tem alergia a algum medicamento?
Doente: Sim, sou alérgico à penicilina.
Médico: Toma alguma medicação?
Doente: Tomo lisinopril 10 mg uma vez por dia.
Médico: Na auscultação tem um sopro sistólico de dois em seis.
Médico: Vou receitar azitromicina 500 mg uma vez por dia durante três dias.`,
    note: `## História
- Febre e tosse há 3 dias, temperatura até 38,5 °C.
- Nega dor no peito.

## Alergias
- Penicilina.

## Medicação
- Lisinopril 10 mg uma vez por dia.

## Exame
- Sopro sistólico 2/6.

## Plano
- Azitromicina 500 mg uma vez por dia durante 3 dias.
`,
    fever: ['38,5 °C', '38 °C'],
    murmur: ['2/6', '3/6'],
    denial: ['Nega dor no peito', 'Refere dor no peito'],
    added: '- Iniciar metoprolol 50 mg de 12 em 12 horas.',
    allergic: '- Iniciar amoxicilina 500 mg de 8 em 8 horas.',
    allergyLine: '- Penicilina.\n',
    prescription: '- Azitromicina 500 mg uma vez por dia durante 3 dias.\n',
  },
  de: {
    transcript: `Arzt: Guten Morgen. Was führt Sie zu mir?
Patient: Ich habe seit drei Tagen Fieber und Husten.
Arzt: Wie hoch war das Fieber?
Patient: Gestern Abend 38,5 Grad.
Arzt: Haben Sie Brustschmerzen?
Patient: Nein.
Arzt: Haben Sie Allergien gegen Medikamente?
Patient: Ja, ich bin allergisch gegen Penicillin.
Arzt: Nehmen Sie Medikamente?
Patient: Ich nehme Lisinopril 10 mg einmal täglich.
Arzt: Bei der Untersuchung höre ich ein Systolikum zwei von sechs.
Arzt: Ich verschreibe Ihnen Azithromycin 500 mg einmal täglich für drei Tage.`,
    note: `## Anamnese
- Fieber und Husten seit 3 Tagen, Temperatur bis 38,5 °C.
- Verneint Brustschmerzen.

## Allergien
- Penicillin.

## Medikation
- Lisinopril 10 mg einmal täglich.

## Befund
- Systolikum 2/6.

## Procedere
- Azithromycin 500 mg einmal täglich für 3 Tage.
`,
    fever: ['38,5 °C', '38 °C'],
    murmur: ['2/6', '3/6'],
    denial: ['Verneint Brustschmerzen', 'Klagt über Brustschmerzen'],
    added: '- Neu angesetzt: Metoprolol 47,5 mg morgens.',
    allergic: '- Neu angesetzt: Amoxicillin 1000 mg dreimal täglich.',
    allergyLine: '- Penicillin.\n',
    prescription: '- Azithromycin 500 mg einmal täglich für 3 Tage.\n',
  },
  es: {
    transcript: `Médico: Buenos días. ¿Qué le trae por aquí?
Paciente: Tengo fiebre y tos desde hace tres días.
Médico: ¿Cuánta fiebre ha tenido?
Paciente: Llegué a 38,5 grados anoche.
Médico: ¿Tiene dolor en el pecho?
Paciente: No.
Médico: ¿Es alérgico a algún medicamento?
Paciente: Sí, soy alérgico a la penicilina.
Médico: ¿Toma algún medicamento?
Paciente: Tomo lisinopril 10 mg una vez al día.
Médico: En la auscultación hay un soplo sistólico de dos sobre seis.
Médico: Le voy a recetar azitromicina 500 mg una vez al día durante tres días.`,
    note: `## Enfermedad actual
- Fiebre y tos desde hace 3 días, temperatura hasta 38,5 °C.
- Niega dolor en el pecho.

## Alergias
- Penicilina.

## Medicación
- Lisinopril 10 mg una vez al día.

## Exploración
- Soplo sistólico 2/6.

## Plan
- Azitromicina 500 mg una vez al día durante 3 días.
`,
    fever: ['38,5 °C', '38 °C'],
    murmur: ['2/6', '3/6'],
    denial: ['Niega dolor en el pecho', 'Refiere dolor en el pecho'],
    added: '- Iniciar metoprolol 50 mg cada 12 horas.',
    allergic: '- Iniciar amoxicilina 500 mg cada 8 horas.',
    allergyLine: '- Penicilina.\n',
    prescription: '- Azitromicina 500 mg una vez al día durante 3 días.\n',
  },
}

const engine = reviewEngine()
const check = (language: Language, note: string) =>
  engine.check({ language, transcript: CONSULTATIONS[language].transcript, inputs: [], note }).findings

/** The text of the note a finding points at. */
const at = (note: string, f: Finding) => (f.note ? note.slice(f.note.start, f.note.end) : '')

/** The note with `from` written as `to`. */
function edit(note: string, from: string, to: string): string {
  expect(note).toContain(from)
  return note.replace(from, to)
}

/** The findings a note raises that are not omissions: what would alarm a clinician. */
const nonOmissions = (language: Language, transcript: string, note: string) =>
  engine.check({ language, transcript, inputs: [], note }).findings.filter((f) => f.kind !== 'omission')

/** Their codes. */
const alarms = (language: Language, transcript: string, note: string) =>
  nonOmissions(language, transcript, note).map((f) => f.code)

/** Each as its code and the words of the note it points at. */
const alarmsAt = (language: Language, transcript: string, note: string) =>
  nonOmissions(language, transcript, note).map((f) => `${f.code}: ${at(note, f)}`)

/** A correct note raises nothing; the same note with one fault raises `code`. */
const findsTheFault =
  (code: FindingCode) => (language: Language, transcript: string, right: string, faulty: string) => {
    expect(alarms(language, transcript, right)).toEqual([])
    expect(alarms(language, transcript, faulty)).toContain(code)
  }

/** A note that raises nothing unsupported or contradicted. */
const raisesNothing = (language: Language, transcript: string, note: string) => {
  expect(alarms(language, transcript, note)).toEqual([])
}

/** A line added at the top of the plan, after its heading. */
const addToPlan = (note: string, line: string) =>
  note.replace(/(## (?:Plan|Plano|Procedere)\n)/, `$1${line}\n`)

describe.each(Object.keys(CONSULTATIONS) as Language[])('the review check in %s', (language) => {
  const c = CONSULTATIONS[language]

  it('finds nothing unsupported or contradicted in the correct note', () => {
    const alarms = check(language, c.note).filter((f) => f.kind !== 'omission')
    expect(alarms.map((f) => `${f.code}: ${at(c.note, f)}`)).toEqual([])
  })

  it('leaves nothing safety-relevant out of the correct note', () => {
    const codes = check(language, c.note).map((f) => f.code)
    expect(codes).not.toContain('omission_allergy')
    expect(codes).not.toContain('omission_prescription')
  })

  it('finds a fever of 38.5 written as 38', () => {
    const note = edit(c.note, c.fever[0], c.fever[1])
    const found = check(language, note).filter((f) => f.kind !== 'omission' && /38/.test(at(note, f)))
    expect(found.map((f) => f.code)).toEqual([
      expect.stringMatching(/contradiction_value|unsupported_number/),
    ])
  })

  it('finds a 2/6 murmur written as 3/6', () => {
    const note = edit(c.note, c.murmur[0], c.murmur[1])
    const found = check(language, note).filter((f) => f.kind !== 'omission' && /3\/6/.test(at(note, f)))
    expect(found).toHaveLength(1)
  })

  it('finds a drug nobody named', () => {
    const note = addToPlan(c.note, c.added)
    const found = check(language, note).filter((f) => f.code === 'unsupported_medication')
    expect(found.map((f) => at(note, f).toLowerCase())).toEqual(['metoprolol'])
  })

  it('finds a drug the patient is allergic to given in the plan', () => {
    const note = addToPlan(c.note, c.allergic)
    const found = check(language, note).filter((f) => f.code === 'contradiction_allergy')
    expect(found.map((f) => at(note, f).toLowerCase())).toEqual([expect.stringMatching(/^amoxic/)])
    expect(found[0]!.evidence.some((e) => e.source === 'transcript' && /penic/i.test(e.text))).toBe(true)
  })

  it('takes a line that names the allergen and then refuses it as advice, not a contradiction', () => {
    const refusal = {
      en: 'Amoxicillin must not be given.',
      pt: 'A amoxicilina não pode tomar.',
      es: 'La amoxicilina no la tome.',
      de: 'Amoxicillin darf nicht gegeben werden.',
    }[language]
    const note = addToPlan(c.note, refusal)
    expect(check(language, note).filter((f) => f.code === 'contradiction_allergy')).toEqual([])
  })

  it('takes a sentence of the note said word for word as no flipped negation', () => {
    const transcript = {
      es: 'Paciente: Me sangra la nariz.\nMédico: En la fosa nasal izquierda hay un punto sangrante, ahora no sangra.\n',
      pt: 'Doente: Sangra-me o nariz.\nMédico: Na fossa nasal esquerda há um ponto sangrante, agora não sangra.\n',
      en: 'Patient: My nose is bleeding.\nDoctor: There is a bleeding point in the left nostril, it is not bleeding now.\n',
      de: 'Patientin: Meine Nase blutet.\nArzt: Links in der Nase ist eine blutende Stelle, jetzt blutet es nicht.\n',
    }[language]
    const said = transcript.split('\n')[1]!.replace(/^\p{L}+:\s*/u, '')
    const found = reviewEngine().check({ language, transcript, inputs: [], note: `## O\n\n- ${said}\n` })
    return Promise.resolve(found).then((r) =>
      expect(r.findings.filter((f) => f.code === 'contradiction_negation')).toEqual([]),
    )
  })

  it('takes a line that names the allergen as the cause of a reaction as no contradiction', () => {
    const cause = {
      en: 'Hepatitis due to amoxicillin.',
      pt: 'Hepatite provocada pela amoxicilina.',
      es: 'Hepatitis causada por la amoxicilina.',
      de: 'Hepatitis durch das Amoxicillin.',
    }[language]
    const note = addToPlan(c.note, cause)
    expect(check(language, note).filter((f) => f.code === 'contradiction_allergy')).toEqual([])
    // Still found when the drug is given: 'start amoxicillin' names no cause.
    expect(
      check(language, addToPlan(c.note, c.allergic)).filter((f) => f.code === 'contradiction_allergy'),
    ).toHaveLength(1)
  })

  it('finds a denied symptom written as reported', () => {
    const note = edit(c.note, c.denial[0], c.denial[1])
    const found = check(language, note).filter((f) => f.code === 'contradiction_negation')
    expect(found).toHaveLength(1)
  })

  it('finds the allergy left out', () => {
    const note = edit(c.note, c.allergyLine, '')
    expect(check(language, note).map((f) => f.code)).toContain('omission_allergy')
  })

  it('finds the prescription left out', () => {
    const note = edit(c.note, c.prescription, '')
    expect(check(language, note).map((f) => f.code)).toContain('omission_prescription')
  })
})

describe('numbers as a transcript says them', () => {
  const { transcript, note } = CONSULTATIONS.en
  const alarms = (n: string) => nonOmissions('en', transcript, n)

  it('keeps a range said in words: 6–7/10 from "between six and seven out of ten"', () => {
    expect(alarms(note).filter((f) => /6–7/.test(at(note, f)))).toEqual([])
    const changed = edit(note, '6–7/10', '7–8/10')
    expect(alarms(changed).filter((f) => /7–8/.test(at(changed, f)))).toHaveLength(1)
  })

  it('keeps a decimal said with a spoken point: 4.4 cm from "four . four centimeter"', () => {
    expect(alarms(note).filter((f) => /4\.4/.test(at(note, f)))).toEqual([])
    const changed = edit(note, '4.4 cm', '4 cm')
    expect(alarms(changed).filter((f) => /^4 cm/.test(at(changed, f)))).toHaveLength(1)
  })

  it('reads an age said as "thirty three year old" and an answer to "how old"', () => {
    const said = 'Doctor: How old are you?\nPatient: I am fifty two.\nDoctor: Any fever?\nPatient: No.'
    const check52 = (n: string) => nonOmissions('en', said, n)
    expect(check52('A 52-year-old man. Denies fever.')).toEqual([])
    expect(check52('A 62-year-old man. Denies fever.').map((f) => f.code)).toEqual(['contradiction_value'])
  })
})

describe('negations as a consultation says them', () => {
  const review = (transcript: string, note: string) => nonOmissions('en', transcript, note)

  it('takes "negative X" in a review of systems as a denial', () => {
    expect(review('Doctor: Any headaches?\nPatient: No.', 'NEUROLOGIC: Negative headaches.')).toEqual([])
  })

  it('takes "I don\'t know" for no answer', () => {
    expect(
      review("Doctor: How many times did you vomit?\nPatient: I don't know.", 'She has vomited.'),
    ).toEqual([])
  })

  it('reads a "no" to a question about now as leaving the past open', () => {
    const said = 'Doctor: Are you still having any nausea?\nPatient: No. I feel better now.'
    expect(review(said, 'History of nausea, now better.')).toEqual([])
  })
})

describe('allergies when a drug is given instead', () => {
  const review = alarmsAt

  it.each<[Language, string, string, string]>([
    [
      'en',
      "Patient: I'm allergic to penicillin.\nDoctor: Because of the penicillin allergy I'll give you clarithromycin, five hundred milligrams twice a day.",
      '## Plan\n- Clarithromycin 500 mg twice daily.\n',
      '- Amoxicillin 500 mg three times daily.',
    ],
    [
      'de',
      'Patientin: Ich vertrage kein Penicillin.\nArzt: Ich verschreibe Ihnen Prednisolon vierzig Milligramm und wegen der Penicillinallergie Doxycyclin hundert Milligramm.',
      '## Procedere\n- Prednisolon 40 mg.\n- Doxycyclin 100 mg (Penicillinallergie).\n',
      '- Amoxicillin 1000 mg dreimal täglich.',
    ],
    [
      'es',
      'Paciente: Soy alérgico a la penicilina.\nMédico: Como es alérgico a la penicilina, le receto levofloxacino, quinientos miligramos al día.',
      '## Plan\n- Levofloxacino 500 mg al día.\n',
      '- Amoxicilina 500 mg cada 8 horas.',
    ],
  ])(
    'takes the drug given for the allergy as given, not as an allergen (%s)',
    (language, transcript, note, allergic) => {
      expect(review(language, transcript, note)).toEqual([])
      const withAllergic = `${note}${allergic}\n`
      expect(review(language, transcript, withAllergic).filter((f) => /allergy/.test(f))).toEqual([
        expect.stringMatching(/^contradiction_allergy: amoxic/i),
      ])
    },
  )
})

describe('numbers and names in pt, de and es notes', () => {
  const alarms = alarmsAt

  it.each<[Language, string, string, string, string]>([
    [
      'pt',
      'Médico: A temperatura agora está em trinta e sete e oito.',
      '- Temperatura 37,8 °C.',
      '37,8',
      '37',
    ],
    [
      'es',
      'Paciente: Ayer por la tarde treinta y ocho con nueve.',
      '- Fiebre de 38,9 °C ayer.',
      '38,9',
      '38',
    ],
    [
      'pt',
      'Mãe: Dei o paracetamol, sete mililitros e meio de seis em seis horas.',
      '- Paracetamol 7,5 ml de 6 em 6 horas.',
      '7,5',
      '7',
    ],
    ['de', 'Arzt: Wir sehen uns in einer Woche wieder.', '- Kontrolle in 1 Woche.', '1 Woche', '2 Woche'],
    [
      'de',
      'Arzt: Bei Brustschmerzen rufen Sie den Notruf eins eins zwei an.',
      '- Bei Brustschmerzen Notruf 112.',
      '112',
      '113',
    ],
  ])(
    'keeps a number said as people say it and finds it changed (%s: %s)',
    (language, transcript, note, right, wrong) => {
      expect(alarms(language, transcript, note)).toEqual([])
      const changed = note.replace(right, wrong)
      expect(alarms(language, transcript, changed)).toHaveLength(1)
    },
  )

  it('reads no drug in the words between two doses', () => {
    const transcript =
      'Arzt: Wir erhöhen das Escitalopram auf fünfzehn Milligramm morgens für zwei Wochen und dann auf zwanzig Milligramm.'
    expect(
      alarms('de', transcript, '- Escitalopram erhöht auf 15 mg morgens für 2 Wochen, danach 20 mg.'),
    ).toEqual([])
  })
})

describe('omissions in pt, de and es notes', () => {
  const omissions = (language: Language, transcript: string, note: string) =>
    engine
      .check({ language, transcript, inputs: [], note })
      .findings.filter((f) => f.kind === 'omission')
      .map((f) => f.code)

  it('finds an allergen left out even when one of its words is in the note', () => {
    const transcript = 'Médico: ¿Alergias?\nPaciente: Soy alérgico a los contrastes yodados.'
    expect(omissions('es', transcript, '## Alergias\n- Contrastes yodados.\n')).not.toContain(
      'omission_allergy',
    )
    expect(omissions('es', transcript, '## Tratamiento\n- Sintrom según controles.\n')).toContain(
      'omission_allergy',
    )
  })

  it('takes no time of day for the new strength of a dose change', () => {
    const transcript =
      'Patient: Achtzehn Einheiten Lantus abends um zehn.\nÄrztin: Wir erhöhen das Lantus auf zweiundzwanzig Einheiten abends.'
    const kept = '## Procedere\n- Lantus erhöht auf 22 IE abends.\n'
    const dropped = '## Medikation\n- Lantus 18 IE abends um 22 Uhr.\n'
    expect(omissions('de', transcript, kept)).not.toContain('omission_prescription')
    expect(omissions('de', transcript, dropped)).toContain('omission_prescription')
  })

  it.each<[Language, string, string, string]>([
    [
      'pt',
      'Doente: Deram-me alopurinol, mas deixei de o tomar no ano passado.',
      'Médico: Vamos suspender o alopurinol.',
      '## Plano\n- Colquicina.\n',
    ],
    [
      'es',
      'Paciente: Me dieron alopurinol, pero lo dejé el año pasado.',
      'Médico: Vamos a suspender el alopurinol.',
      '## Plan\n- Colchicina.\n',
    ],
    [
      'en',
      'Patient: I stopped the allopurinol last year.',
      "Doctor: We'll stop the allopurinol.",
      '## Plan\n- Colchicine.\n',
    ],
    [
      'de',
      'Patient: Das Allopurinol habe ich letztes Jahr abgesetzt.',
      'Arzt: Das Allopurinol setzen wir ab.',
      '## Procedere\n- Colchicin.\n',
    ],
  ])(
    '%s: a drug the patient stopped long ago is not a change of today left out',
    (language, patient, clinician, note) => {
      expect(omissions(language, patient, note)).not.toContain('omission_prescription')
      expect(omissions(language, clinician, note)).toContain('omission_prescription')
    },
  )
})

describe('numbers a consultation states in passing', () => {
  const alarms = alarmsAt

  it.each<[Language, string, string, string, string]>([
    ['pt', 'Mãe: Desde anteontem que se queixa do ouvido.', '- Otalgia desde há 2 dias.', '2 dias', '3 dias'],
    ['es', 'Paciente: Desde anteayer tengo diarrea.', '- Diarrea desde hace 2 días.', '2 días', '3 días'],
    ['de', 'Patient: Seit vorgestern habe ich Durchfall.', '- Durchfall seit 2 Tagen.', '2 Tagen', '3 Tagen'],
    [
      'pt',
      'Doente: Acordo às quatro da manhã e já não consigo dormir.',
      '- Despertar precoce às 4 horas.',
      '4 horas',
      '5 horas',
    ],
    [
      'es',
      'Paciente: Me despierto a las cinco de la mañana.',
      '- Despertar a las 5 horas.',
      '5 horas',
      '6 horas',
    ],
  ])('keeps %s: %s, and finds it changed', (language, transcript, note, right, wrong) => {
    expect(alarms(language, transcript, note)).toEqual([])
    expect(alarms(language, transcript, note.replace(right, wrong))).toHaveLength(1)
  })

  it('gives a dose said without its drug to the one drug the talk is about', () => {
    const transcript = `Médico: Como tem estado desde que começou a sertralina?
Doente: Um bocadinho melhor.
Médico: Há quanto tempo está a fazer os cinquenta miligramas?
Doente: Há seis semanas.
Médico: Vamos aumentar a sertralina para cem miligramas.`
    const note =
      '## Medicação habitual\n- Sertralina 50 mg.\n\n## Plano\n- Aumentar sertralina para 100 mg.\n'
    expect(alarms('pt', transcript, note)).toEqual([])
    expect(alarms('pt', transcript, note.replace('50 mg', '75 mg'))).toEqual([
      expect.stringMatching(/^(?:contradiction_value|unsupported_number): 75 mg/),
    ])
  })
})

/** A consultation, a note that says what it says, and the same note with one negation flipped. */
interface Said {
  transcript: string
  right: string
  flipped: string
}

// Ways a consultation denies a symptom besides 'any X?' 'no.', in each language where the construction exists.
const WAYS: Record<string, Partial<Record<Language, Said>>> = {
  'a negative of the examination, said with "any"': {
    en: {
      transcript:
        "Doctor: Let me examine you.\nDoctor: On your neck exam I don't appreciate any jugular venous distention.\nPatient: Okay.",
      right: 'Neck: no jugular venous distention.',
      flipped: 'Neck: jugular venous distention.',
    },
    pt: {
      transcript: 'Médico: Vamos ao exame.\nMédico: Não tem icterícia nenhuma.\nDoente: Ainda bem.',
      right: 'Exame: sem icterícia.',
      flipped: 'Exame: com icterícia.',
    },
    es: {
      transcript: 'Médico: Vamos a explorarle.\nMédico: No tiene ictericia.\nPaciente: Menos mal.',
      right: 'Exploración: sin ictericia.',
      flipped: 'Exploración: con ictericia.',
    },
    de: {
      transcript: 'Arzt: Ich untersuche Sie jetzt.\nArzt: Ich sehe keinen Ikterus.\nPatient: Gut.',
      right: 'Befund: kein Ikterus.',
      flipped: 'Befund: Ikterus.',
    },
  },
  'a no after a filler, in a long answer': {
    en: {
      transcript:
        'Doctor: Have you had any fever?\nPatient: Uh, no, not that I can remember, I have been feeling fine otherwise.',
      right: 'Denies fever.',
      flipped: 'Reports fever.',
    },
    pt: {
      transcript:
        'Médico: Tem tido febre?\nDoente: Olhe, não, tenho andado bem estes dias todos, graças a Deus.',
      right: 'Nega febre.',
      flipped: 'Refere febre.',
    },
    es: {
      transcript:
        'Médico: ¿Ha tenido fiebre?\nPaciente: Bueno, no, la verdad es que me he encontrado bien estos días.',
      right: 'Niega fiebre.',
      flipped: 'Refiere fiebre.',
    },
    de: {
      transcript:
        'Arzt: Hatten Sie Fieber?\nPatient: Also, nein, ich habe mich eigentlich die ganze Zeit gut gefühlt.',
      right: 'Verneint Fieber.',
      flipped: 'Berichtet Fieber.',
    },
  },
  'a no said after the symptom': {
    en: {
      transcript: 'Doctor: Tell me about the other symptoms.\nPatient: Cough yes. Diarrhea no.',
      right: 'Cough. No diarrhea.',
      flipped: 'Cough. Diarrhea.',
    },
    pt: {
      transcript: 'Médico: E outros sintomas?\nDoente: Tosse sim. Diarreia não.',
      right: 'Tosse. Sem diarreia.',
      flipped: 'Tosse. Com diarreia.',
    },
    es: {
      transcript: 'Médico: ¿Y otros síntomas?\nPaciente: Tos sí. Diarrea no.',
      right: 'Tos. Sin diarrea.',
      flipped: 'Tos. Con diarrea.',
    },
    de: {
      transcript: 'Arzt: Und andere Beschwerden?\nPatient: Husten ja. Durchfall nein.',
      right: 'Husten. Kein Durchfall.',
      flipped: 'Husten. Durchfall.',
    },
  },
  'a no to a pain of a place': {
    en: {
      transcript: 'Doctor: Does your left knee hurt?\nPatient: No.',
      right: 'No left knee pain.',
      flipped: 'Left knee pain.',
    },
    pt: {
      transcript: 'Médico: Tem dor no joelho esquerdo?\nDoente: Não.',
      right: 'Sem dor no joelho esquerdo.',
      flipped: 'Com dor no joelho esquerdo.',
    },
    es: {
      transcript: 'Médico: ¿Tiene dolor en la rodilla izquierda?\nPaciente: No.',
      right: 'Sin dolor en la rodilla izquierda.',
      flipped: 'Con dolor en la rodilla izquierda.',
    },
    de: {
      transcript: 'Arzt: Haben Sie Schmerzen im linken Knie?\nPatient: Nein.',
      right: 'Keine Schmerzen im linken Knie.',
      flipped: 'Schmerzen im linken Knie.',
    },
  },
  'drinking and drugs named by the verb alone': {
    en: {
      transcript: "Doctor: Tell me about your habits.\nPatient: I don't drink or do drugs.",
      right: 'Denies alcohol or drug use.',
      flipped: 'Reports drug use.',
    },
    pt: {
      transcript: 'Médico: E hábitos?\nDoente: Não bebo.',
      right: 'Nega consumo de álcool.',
      flipped: 'Refere consumo de álcool.',
    },
    es: {
      transcript: 'Médico: ¿Y hábitos?\nPaciente: No bebo.',
      right: 'Niega consumo de alcohol.',
      flipped: 'Refiere consumo de alcohol.',
    },
    de: {
      transcript: 'Arzt: Und Genussmittel?\nPatient: Ich trinke nicht.',
      right: 'Alkohol: verneint.',
      flipped: 'Alkoholkonsum bejaht.',
    },
  },
  'a no said strongly': {
    en: {
      transcript: 'Doctor: Do you drink or smoke?\nPatient: Absolutely not, I have never used that stuff.',
      right: 'Denies tobacco or alcohol use.',
      flipped: 'Smokes daily.',
    },
    pt: {
      transcript: 'Médico: Fuma ou bebe?\nDoente: De maneira nenhuma, nunca tive esses hábitos.',
      right: 'Tabaco: nega.',
      flipped: 'Fuma diariamente.',
    },
    es: {
      transcript: 'Médico: ¿Fuma o bebe?\nPaciente: En absoluto, nunca he tenido esos hábitos.',
      right: 'Tabaco: niega.',
      flipped: 'Fuma a diario.',
    },
    de: {
      transcript: 'Arzt: Rauchen oder trinken Sie?\nPatient: Auf keinen Fall.',
      right: 'Nikotin: verneint.',
      flipped: 'Raucht täglich.',
    },
  },
  "a relative's no for the patient": {
    en: {
      transcript: "Doctor: Has she had any fever?\nMother: She hasn't.",
      right: 'Denies fever.',
      flipped: 'Reports fever.',
    },
    pt: {
      transcript: 'Médico: Ela tem tido febre?\nMãe: Ela não.',
      right: 'Nega febre.',
      flipped: 'Refere febre.',
    },
    es: {
      transcript: 'Médico: ¿Ella ha tenido fiebre?\nMadre: Ella no.',
      right: 'Niega fiebre.',
      flipped: 'Refiere fiebre.',
    },
    de: {
      transcript: 'Arzt: Hatte sie Fieber?\nMutter: Sie hatte keins.',
      right: 'Verneint Fieber.',
      flipped: 'Berichtet Fieber.',
    },
  },
  'a no about smoking, and a note that labels its answer': {
    en: {
      transcript: 'Doctor: Do you smoke?\nPatient: No, never.',
      right: 'Tobacco use: none.',
      flipped: 'Smokes daily.',
    },
    pt: {
      transcript: 'Médico: Fuma?\nDoente: Não, nunca fumei.',
      right: 'Tabaco: nega.',
      flipped: 'Fuma diariamente.',
    },
    es: {
      transcript: 'Médico: ¿Fuma?\nPaciente: No, nunca he fumado.',
      right: 'Tabaco: niega.',
      flipped: 'Fuma a diario.',
    },
    de: {
      transcript: 'Arzt: Rauchen Sie?\nPatient: Nein, nie.',
      right: 'Nikotin: verneint.',
      flipped: 'Raucht täglich.',
    },
  },
}

describe.each(Object.entries(WAYS))('a denial as %s', (_, byLanguage) => {
  it.each(Object.entries(byLanguage) as [Language, Said][])('in %s', (language, said) => {
    const review = (note: string) => nonOmissions(language, said.transcript, note)
    expect(review(said.right)).toEqual([])
    expect(review(said.flipped).map((f) => f.code)).toEqual(['contradiction_negation'])
  })
})

// What only looks like a denial: a no to a circumstance, a yes or no that turns, a wish.
const NOT_DENIALS: Partial<Record<Language, Said>>[] = [
  {
    en: {
      transcript: 'Doctor: Any chest pain when you climb stairs?\nPatient: No.',
      right: 'Reports chest pain.',
      flipped: '',
    },
    pt: {
      transcript: 'Médico: Dor no peito quando sobe escadas?\nDoente: Não.',
      right: 'Refere dor no peito.',
      flipped: '',
    },
    es: {
      transcript: 'Médico: ¿Dolor en el pecho cuando sube escaleras?\nPaciente: No.',
      right: 'Refiere dolor en el pecho.',
      flipped: '',
    },
    de: {
      transcript: 'Arzt: Haben Sie Brustschmerzen bei Belastung?\nPatient: Nein.',
      right: 'Berichtet Brustschmerzen.',
      flipped: '',
    },
  },
  {
    en: {
      transcript:
        'Doctor: Any nausea?\nPatient: No, but sometimes after dinner I feel a bit sick to my stomach.',
      right: 'Occasional nausea after meals.',
      flipped: '',
    },
    pt: {
      transcript:
        'Médico: Tem tido náuseas?\nDoente: Não, mas às vezes depois do jantar fico um bocado enjoado.',
      right: 'Náuseas ocasionais após as refeições.',
      flipped: '',
    },
    es: {
      transcript:
        'Médico: ¿Ha tenido náuseas?\nPaciente: No, pero a veces después de cenar me encuentro un poco mal.',
      right: 'Náuseas ocasionales tras las comidas.',
      flipped: '',
    },
    de: {
      transcript:
        'Arzt: Hatten Sie Übelkeit?\nPatient: Nein, aber manchmal nach dem Abendessen ist mir etwas komisch.',
      right: 'Gelegentlich Übelkeit nach dem Essen.',
      flipped: '',
    },
  },
  {
    en: {
      transcript: "Doctor: How is the knee?\nPatient: I can't walk without pain in my knee.",
      right: 'Knee pain when walking.',
      flipped: '',
    },
    pt: {
      transcript: 'Médico: Como está o joelho?\nDoente: Não consigo andar sem dor no joelho.',
      right: 'Dor no joelho ao andar.',
      flipped: '',
    },
    es: {
      transcript: 'Médico: ¿Cómo está la rodilla?\nPaciente: No puedo caminar sin dolor en la rodilla.',
      right: 'Dolor en la rodilla al caminar.',
      flipped: '',
    },
    de: {
      transcript: 'Arzt: Wie geht es dem Knie?\nPatient: Ich kann nicht ohne Schmerzen im Knie gehen.',
      right: 'Schmerzen im Knie beim Gehen.',
      flipped: '',
    },
  },
  {
    en: {
      transcript: "Doctor: How is your weight?\nPatient: I wish I had some weight loss, I'm stuck.",
      right: 'No weight loss.',
      flipped: '',
    },
  },
]

describe('what only looks like a denial contradicts nothing', () => {
  it.each(
    NOT_DENIALS.flatMap((byLanguage) => Object.entries(byLanguage) as [Language, Said][]).map(
      ([language, said]) => [language, said.right, said] as const,
    ),
  )('in %s: %s', (language, _, said) => {
    const found = nonOmissions(language, said.transcript, said.right)
    expect(found).toEqual([])
  })
})

describe('a denial said after what it denies, with its verb (pt, es, de)', () => {
  it.each<[Language, string, string, string]>([
    [
      'pt',
      'Médico: Tem tosse?\nDoente: Não, tosse não tenho.',
      '## Subjetivo\n- Sem tosse.',
      '## Subjetivo\n- Tosse.',
    ],
    [
      'es',
      'Médico: ¿Tiene tos?\nPaciente: Tos no tengo, ni mocos.',
      '## Subjetivo\n- Sin tos.',
      '## Subjetivo\n- Tos.',
    ],
    [
      'de',
      'Arzt: Haben Sie Gelenkschmerzen?\nPatientin: Gelenkschmerzen habe ich keine.',
      '## Anamnese\n- Keine Gelenkschmerzen.',
      '## Anamnese\n- Gelenkschmerzen.',
    ],
    [
      'de',
      'Arzt: Brustschmerzen?\nPatient: Brustschmerzen nicht, nur Husten.',
      '## Anamnese\n- Keine Brustschmerzen.',
      '## Anamnese\n- Brustschmerzen.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('what a condition names is neither said nor denied', () => {
  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: Any chest pain?\nPatient: No chest pain.',
      '## Plan\n- Go to the emergency department if chest pain.',
    ],
    ['pt', 'Médico: Tem febre?\nDoente: Febre também não.', '## Plano\n- Vir antes se febre.'],
    ['es', 'Médico: ¿Tiene fiebre?\nPaciente: Fiebre no.', '## Plan\n- Volver si fiebre.'],
    [
      'de',
      'Arzt: Gelenkschmerzen?\nPatient: Gelenkschmerzen habe ich keine.',
      '## Procedere\n- Bei Gelenkschmerzen melden.',
    ],
    // A denial closed by its comma denies what came before it.
    [
      'de',
      'Arzt: Rauchen, Alkohol?\nPatient: Ich rauche nicht, Alkohol am Wochenende zwei Bier.',
      '## Anamnese\n- Alkohol am Wochenende 2 Bier.',
    ],
  ])('%s: %s', raisesNothing)
})

describe('a drug no list holds, with its strength said in words', () => {
  it('supports the dose the note writes for it, wherever the line comes from', () => {
    const transcript =
      'Doctor: for your heart failure i want you to continue on your bumex two milligrams once daily.\n' +
      'Doctor: for your hypertension continue the cozaar one hundred milligrams daily and the norvasc five milligrams once daily.'
    const note = '## Medications\nBumex 2 mg once daily, Cozaar 100 mg daily, and Norvasc 5 mg once daily.\n'
    const found = nonOmissions('en', transcript, note)
    expect(found).toEqual([])
    // 'these two milligrams' names no drug.
    const other = engine
      .check({
        language: 'en',
        transcript: 'Doctor: take one of these two milligrams.',
        inputs: [],
        note: '## Plan\nThese 2 mg.',
      })
      .findings.filter((f) => f.code === 'unsupported_medication')
    expect(other).toEqual([])
  })
})

describe('a condition whose "not" the note flipped, and findings the check names in four languages', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: The sore throat should settle in a few days. If it does not improve by Friday, come back and see us.',
      '## Plan\n- Return if it does not improve by Friday.',
      '## Plan\n- Return if it improves by Friday.',
    ],
    [
      'pt',
      'Médica: A garganta deve melhorar. Se não melhorar até sexta-feira, volte à consulta.',
      '## Plano\n- Voltar se não melhorar até sexta-feira.',
      '## Plano\n- Voltar se melhorar até sexta-feira.',
    ],
    [
      'es',
      'Médico: Debería mejorar. Si en cuatro días no ha mejorado, vuelva a consulta.',
      '## Plan\n- Revisión si no mejora en 4 días.',
      '## Plan\n- Revisión si mejora en 4 días.',
    ],
    [
      'de',
      'Ärztin: Das sollte besser werden. Falls es bis Freitag nicht besser ist, kommen Sie wieder.',
      '## Procedere\n- Wiedervorstellung, falls bis Freitag keine Besserung.',
      '## Procedere\n- Wiedervorstellung, falls bis Freitag eine Besserung.',
    ],
    [
      'en',
      'Doctor: Is there any drainage from the cut?\nPatient: No, nothing comes out of it.\nDoctor: Any pus or drainage at all?\nPatient: No drainage.',
      '## History\n- No drainage from the cut.',
      '## History\n- Drainage from the cut.',
    ],
    [
      'pt',
      'Médico: Tem tido hipoglicemias?\nDoente: Hipoglicemias não, nunca.',
      '## Subjetivo\n- Nega hipoglicemias.',
      '## Subjetivo\n- Refere hipoglicemias.',
    ],
    [
      'es',
      'Médico: ¿Ha notado algún chasquido al torcerse el tobillo?\nPaciente: No, ningún chasquido.',
      '## Enfermedad actual\n- Sin chasquido.',
      '## Enfermedad actual\n- Con chasquido.',
    ],
    [
      'de',
      'Arzt: Haben Sie Wunden an den Füßen?\nPatient: Nein, Wunden habe ich keine.',
      '## Befund\n- Füße ohne Wunden.',
      '## Befund\n- Füße mit Wunden.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('leaves a condition alone when the consultation sets one the same way on other words', () => {
    expect(
      alarms(
        'en',
        'Doctor: If you still have pain after this week, if you feel it is not getting better, call us.',
        '## Plan\n- Call if the pain does not improve after this week.',
      ),
    ).toEqual([])
  })
})

describe('a change for the better whose "not" the note flipped', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: How is the knee?\nPatient: The knee pain started two weeks ago and it's not getting any better.",
      '## History\n- Knee pain for 2 weeks, without any improvement.',
      '## History\n- Knee pain for 2 weeks, with any improvement.',
    ],
    [
      'pt',
      'Médico: Como está o joelho?\nDoente: A dor no joelho começou há duas semanas e não melhorou nada.',
      '## Subjetivo\n- Dor no joelho há 2 semanas, que não melhorou.',
      '## Subjetivo\n- Dor no joelho há 2 semanas, que melhorou.',
    ],
    [
      'es',
      'Médico: ¿Qué tal la rodilla?\nPaciente: El dolor de rodilla empezó hace dos semanas y no ha mejorado nada.',
      '## Enfermedad actual\n- Dolor de rodilla de 2 semanas, que no ha mejorado.',
      '## Enfermedad actual\n- Dolor de rodilla de 2 semanas, que ha mejorado.',
    ],
    [
      'de',
      'Arzt: Wie geht es dem Knie?\nPatient: Die Knieschmerzen haben vor zwei Wochen angefangen, und es hat sich nicht gebessert.',
      '## Anamnese\n- Knieschmerzen seit 2 Wochen, ohne Besserung.',
      '## Anamnese\n- Knieschmerzen seit 2 Wochen, mit Besserung.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it.each<[Language, string, string]>([
    [
      'en',
      'Patient: The back pain gets better with rest. The ibuprofen did not help at all.',
      '## History\n- Back pain, no improvement with ibuprofen.',
    ],
    [
      'pt',
      'Doente: A dor nas costas melhora com o repouso. O ibuprofeno não ajudou nada.',
      '## Subjetivo\n- Dor lombar, sem melhoria com ibuprofeno.',
    ],
    [
      'es',
      'Paciente: El dolor de espalda ha mejorado con el reposo. El ibuprofeno no me ha ayudado.',
      '## Enfermedad actual\n- Dolor de espalda, sin mejoría con ibuprofeno.',
    ],
    [
      'de',
      'Patient: Die Rückenschmerzen haben sich mit Ruhe gebessert. Das Ibuprofen hat nicht geholfen.',
      '## Anamnese\n- Rückenschmerzen, keine Besserung unter Ibuprofen.',
    ],
  ])('%s: a change in another circumstance decides nothing: %s', raisesNothing)
})

describe("a condition said the note's way that the line writes as another of its alternatives", () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: If the fever does not come down in two days, or if he becomes very drowsy, bring him to the emergency department.',
      '## Plan\n- Emergency department if fever not settling in 2 days or drowsiness.',
      '## Plan\n- Emergency department if fever settling in 2 days or drowsiness.',
    ],
    [
      'pt',
      'Médico: Se a febre não baixar em dois dias ou se ficar muito prostrado, traga-o à urgência.',
      '## Plano\n- Urgência se febre sem melhoria em 2 dias ou prostração.',
      '## Plano\n- Urgência se febre com melhoria em 2 dias ou prostração.',
    ],
    [
      'es',
      'Médico: Si la fiebre no baja en dos días o si está muy decaído, tráigalo a urgencias.',
      '## Plan\n- Urgencias si fiebre sin mejoría en 2 días o decaimiento.',
      '## Plan\n- Urgencias si fiebre con mejoría en 2 días o decaimiento.',
    ],
    [
      'de',
      'Ärztin: Wenn das Fieber in zwei Tagen nicht sinkt oder wenn er sehr schläfrig wird, kommen Sie in die Notaufnahme.',
      '## Procedere\n- Notaufnahme, wenn Fieber nach 2 Tagen nicht sinkt oder Schläfrigkeit.',
      '## Procedere\n- Notaufnahme, wenn Fieber nach 2 Tagen sinkt oder Schläfrigkeit.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a condition of a change whose "not" the note flipped, in other words than the consultation', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Keep icing it. If that gets any worse, we will order a scan.',
      '## Plan\n- If the swelling has not improved, obtain an MRI of the knee.',
      '## Plan\n- If the swelling has improved, obtain an MRI of the knee.',
    ],
    [
      'pt',
      'Médico: Faça gelo e repouso. Se isso piorar, marcamos uma ressonância.',
      '## Plano\n- Se o edema não melhorar, pedir RM do joelho.',
      '## Plano\n- Se o edema melhorar, pedir RM do joelho.',
    ],
    [
      'es',
      'Médico: Haga reposo y hielo. Si esto empeora, pedimos una resonancia.',
      '## Plan\n- Si el edema no mejora, solicitar RM de rodilla.',
      '## Plan\n- Si el edema mejora, solicitar RM de rodilla.',
    ],
    [
      'de',
      'Ärztin: Bitte kühlen und schonen. Wenn das schlimmer wird, machen wir ein MRT.',
      '## Procedere\n- Falls keine Besserung der Schwellung, MRT des Knies.',
      '## Procedere\n- Falls Besserung der Schwellung, MRT des Knies.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: If the swelling gets worse, come back.',
      '## Plan\n- Come back if the swelling does not improve.',
    ],
    ['pt', 'Médico: Se o inchaço piorar, volte cá.', '## Plano\n- Voltar se o inchaço não melhorar.'],
    ['es', 'Médico: Si la hinchazón empeora, vuelva.', '## Plan\n- Volver si la hinchazón no mejora.'],
    [
      'de',
      'Ärztin: Wenn die Schwellung schlimmer wird, kommen Sie wieder.',
      '## Procedere\n- Wiedervorstellung, wenn die Schwellung nicht besser wird.',
    ],
  ])('%s: "not better" and "worse" agree: %s', raisesNothing)
})

describe('a need whose "not" the note flipped, with what is needed', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: This is a viral bronchiolitis. She does not need antibiotics, just saline drops.',
      '## Assessment\n- Viral bronchiolitis. No indication for antibiotics.',
      '## Assessment\n- Viral bronchiolitis. Indication for antibiotics.',
    ],
    [
      'pt',
      'Médica: É uma bronquiolite viral. Antibiótico ela não precisa, só soro nasal.',
      '## Avaliação\n- Bronquiolite viral. Sem indicação para antibioterapia.',
      '## Avaliação\n- Bronquiolite viral. Com indicação para antibioterapia.',
    ],
    [
      'es',
      'Médica: Es una bronquiolitis viral. Antibióticos no necesita, solo suero nasal.',
      '## Valoración\n- Bronquiolitis viral. Sin indicación de antibióticos.',
      '## Valoración\n- Bronquiolitis viral. Con indicación de antibióticos.',
    ],
    [
      'de',
      'Ärztin: Das ist eine Bronchiolitis, meistens durch ein Virus. Antibiotika braucht sie nicht, nur Kochsalztropfen.',
      '## Beurteilung\n- Virale Bronchiolitis. Keine Antibiotikaindikation.',
      '## Beurteilung\n- Virale Bronchiolitis. Eine Antibiotikaindikation.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: You need to use the CPAP every night. Patient: I never used it at night.',
      '## History\n- Counseled on the need to use her CPAP because she never used it at night.',
    ],
    ['en', 'Doctor: Take the paracetamol when you need it.', '## Plan\n- Paracetamol as needed.'],
    [
      'en',
      'Patient: Last winter she needed antibiotics for a pneumonia.\nDoctor: This time it is a virus.',
      '## Assessment\n- Viral infection. No indication for antibiotics.',
    ],
    [
      'de',
      'Mutter: Letzten Winter brauchte sie Antibiotika.\nÄrztin: Diesmal ist es ein Virus.',
      '## Beurteilung\n- Virale Infektion. Keine Antibiotikaindikation.',
    ],
    ['pt', 'Médico: Tome o paracetamol se precisar.', '## Plano\n- Paracetamol se necessário.'],
    ['es', 'Médico: Tome el paracetamol si lo necesita.', '## Plan\n- Paracetamol si es necesario.'],
    [
      'de',
      'Arzt: Nehmen Sie das Paracetamol, wenn Sie es brauchen.',
      '## Procedere\n- Paracetamol bei Bedarf.',
    ],
  ])(
    '%s: a need denied elsewhere in its clause, a dosing rule or a need of before decides nothing: %s',
    raisesNothing,
  )
})

describe('an age said of oneself, unasked', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Patient: Well, I'm fifty nine, and the knee has been bad for a month.",
      '## History\n- A 59-year-old woman with knee pain.',
      '## History\n- A 69-year-old woman with knee pain.',
    ],
    [
      'pt',
      'Doente: Olhe, tenho cinquenta e nove anos e o joelho dói há um mês.',
      '## Subjetivo\n- Mulher de 59 anos com dor no joelho.',
      '## Subjetivo\n- Mulher de 69 anos com dor no joelho.',
    ],
    [
      'es',
      'Paciente: Mire, tengo cincuenta y nueve años y la rodilla me duele desde hace un mes.',
      '## Subjetivo\n- Mujer de 59 años con dolor de rodilla.',
      '## Subjetivo\n- Mujer de 69 años con dolor de rodilla.',
    ],
    [
      'de',
      'Patientin: Ich bin neunundfünfzig Jahre alt und das Knie tut seit einem Monat weh.',
      '## Anamnese\n- 59-jährige Patientin mit Knieschmerzen.',
      '## Anamnese\n- 69-jährige Patientin mit Knieschmerzen.',
    ],
  ])('%s', (language, transcript, right, changed) => {
    expect(alarms(language, transcript, right)).toEqual([])
    expect(alarms(language, transcript, changed)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:contradiction_value|unsupported_number)$/)]),
    )
  })

  it("never weighs a relative's age against the patient's own", () => {
    expect(
      alarms(
        'en',
        "Patient: I'm thirty eight. My father had a heart attack when he was younger.",
        '## Family history\n- Father died at age 61 of a heart attack.',
      ),
    ).not.toContain('contradiction_value')
  })
})

describe('an age said in passing, and whose age it is', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: You're forty four, correct?\nPatient: Yes, that's right.",
      '## History\n- A 44-year-old man with back pain.',
      '## History\n- A 49-year-old man with back pain.',
    ],
    [
      'pt',
      'Médica: O senhor tem quarenta e quatro, certo?\nDoente: Certo.',
      '## Subjetivo\n- Homem de 44 anos com lombalgia.',
      '## Subjetivo\n- Homem de 49 anos com lombalgia.',
    ],
    [
      'es',
      'Médico: Usted tiene cuarenta y cuatro, ¿verdad?\nPaciente: Sí.',
      '## Subjetivo\n- Varón de 44 años con lumbalgia.',
      '## Subjetivo\n- Varón de 49 años con lumbalgia.',
    ],
    [
      'de',
      'Arzt: Sie sind vierundvierzig, richtig?\nPatient: Ja.',
      '## Anamnese\n- 44-jähriger Patient mit Rückenschmerzen.',
      '## Anamnese\n- 49-jähriger Patient mit Rückenschmerzen.',
    ],
  ])('%s: a confirmed age', findsTheFault('contradiction_value'))

  it.each<[Language, string, string, string]>([
    [
      'en',
      'Patient: My dad had a heart attack and passed away at sixty one.',
      '## Family history\n- Father died of a heart attack at age 61.',
      '## Family history\n- Father died of a heart attack at age 71.',
    ],
    [
      'pt',
      'Doente: O meu pai teve um enfarte e morreu aos sessenta e um.',
      '## Antecedentes familiares\n- Pai faleceu de enfarte aos 61 anos.',
      '## Antecedentes familiares\n- Pai faleceu de enfarte aos 71 anos.',
    ],
    [
      'es',
      'Paciente: Mi padre tuvo un infarto y murió a los sesenta y uno.',
      '## Antecedentes familiares\n- Padre fallecido de infarto a los 61 años.',
      '## Antecedentes familiares\n- Padre fallecido de infarto a los 71 años.',
    ],
    [
      'de',
      'Patient: Mein Vater hatte einen Herzinfarkt und ist mit einundsechzig gestorben.',
      '## Familienanamnese\n- Vater mit 61 Jahren an Herzinfarkt verstorben.',
      '## Familienanamnese\n- Vater mit 71 Jahren an Herzinfarkt verstorben.',
    ],
  ])(
    "%s: a relative's age against what was said of the relative only",
    (language, transcript, right, changed) => {
      expect(alarms(language, transcript, right)).toEqual([])
      expect(alarms(language, transcript, changed)).toContain('contradiction_value')
      // The patient's own age is not weighed against the father's.
      const own = {
        en: 'A 38-year-old man.',
        pt: 'Homem de 38 anos.',
        es: 'Varón de 38 años.',
        de: '38-jähriger Patient.',
      }
      expect(alarms(language, transcript, `## History\n- ${own[language]}`)).not.toContain(
        'contradiction_value',
      )
    },
  )

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: How old are you?\nPatient: I am sixteen.',
      'A 21-year-old girl who came with her mother.',
    ],
    ['pt', 'Médico: Que idade tem?\nDoente: Tenho dezasseis anos.', 'Rapariga de 21 anos que vem com a mãe.'],
    [
      'es',
      'Médico: ¿Cuántos años tienes?\nPaciente: Tengo dieciséis años.',
      'Chica de 21 años que acude con su madre.',
    ],
    [
      'de',
      'Arzt: Wie alt bist du?\nPatientin: Ich bin sechzehn.',
      '21-jährige Patientin, die mit ihrer Mutter kommt.',
    ],
  ])("%s: a relative named after the age leaves it the patient's", (language, transcript, changed) => {
    expect(alarms(language, transcript, `## History\n- ${changed}`)).toContain('contradiction_value')
  })
})

describe('a laboratory result read by its name', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Your blood test shows a hemoglobin of nine.',
      '## Results\n- Hemoglobin 9.',
      '## Results\n- Hemoglobin 10.',
    ],
    [
      'pt',
      'Médico: Nas análises, o potássio está em 3,1.',
      '## Resultados\n- Potássio 3,1.',
      '## Resultados\n- Potássio 3.',
    ],
    [
      'es',
      'Médico: En la analítica, el potasio está en 3,1.',
      '## Resultados\n- Potasio 3,1.',
      '## Resultados\n- Potasio 3.',
    ],
    ['de', 'Arzt: Im Labor lag das Kalium bei 3,1.', '## Befunde\n- Kalium 3,1.', '## Befunde\n- Kalium 3.'],
  ])('%s: %s', (language, transcript, right, changed) => {
    expect(alarms(language, transcript, right)).toEqual([])
    expect(alarms(language, transcript, changed)).toContain('contradiction_value')
    // A result nobody said is compared with one said only, never unsupported by itself.
    expect(alarms(language, transcript, `${right}\n- PSA 4.`)).toEqual([])
  })
})

describe('a state whose "not" the note dropped: controlled, stable', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Your sugars are still high. I don't think the diabetes is well controlled, so we'll add a second tablet.",
      '## Assessment\n- Type 2 diabetes, not well controlled.',
      '## Assessment\n- Type 2 diabetes, well controlled.',
    ],
    [
      'pt',
      'Médica: Com estes valores, a tensão não está controlada. É uma hipertensão não controlada e vamos ajustar.',
      '## Avaliação\n- Hipertensão arterial não controlada.',
      '## Avaliação\n- Hipertensão arterial controlada.',
    ],
    [
      'es',
      'Médico: Con tantas crisis, el asma está mal controlada y vamos a subir el inhalador.',
      '## Valoración\n- Asma mal controlada.',
      '## Valoración\n- Asma controlada.',
    ],
    [
      'de',
      'Arzt: Bei diesen Werten ist der Diabetes entgleist. Ich glaube nicht, dass er mit Metformin allein gut eingestellt ist.',
      '## Beurteilung\n- Diabetes mellitus Typ 2, entgleist.',
      '## Beurteilung\n- Diabetes mellitus Typ 2, gut eingestellt.',
    ],
    [
      'en',
      'Doctor: Her blood pressure is dropping and her heart rate is up. She is hemodynamically unstable and needs the ward.',
      '## Assessment\n- Hemodynamically unstable; admit to the ward.',
      '## Assessment\n- Hemodynamically stable; admit to the ward.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('leaves a state alone when the consultation says it both ways, or only in a condition', () => {
    expect(
      alarms(
        'en',
        'Doctor: Last year it was controlled. Right now the asthma is not controlled.',
        '## Assessment\n- Asthma, previously controlled.',
      ),
    ).toEqual([])
    expect(
      alarms(
        'pt',
        'Médico: Se a tensão não estiver controlada daqui a um mês, juntamos outro comprimido.',
        '## Plano\n- Tensão arterial controlada hoje.',
      ),
    ).toEqual([])
  })
})

describe('denials that read as affirmations before', () => {
  it.each<[Language, string, string]>([
    [
      'pt',
      'Médico: Dor no peito, falta de ar?\nDoente: Dor no peito não tenho. Falta de ar também não.',
      '## Subjetivo\n- Sem dor torácica, sem dispneia de esforço.',
    ],
    [
      'es',
      'Médico: ¿Fiebre, tos?\nPaciente: Fiebre no. Tos tampoco.',
      '## Enfermedad actual\n- Sin fiebre, sin tos.',
    ],
    [
      'de',
      'Arzt: Fieber oder Husten?\nPatient: Nein, weder Fieber noch Husten.',
      '## Anamnese\n- Ohne Fieber, ohne Husten.',
    ],
    [
      'en',
      'Doctor: Fever or cough?\nPatient: No fever, no cough.',
      '## History\n- Without fever, without cough.',
    ],
  ])('%s: a list of "without" denies each item', raisesNothing)

  it.each<[Language, string, string]>([
    [
      'es',
      'Médico: ¿Ha tenido vómitos?\nPaciente: Vomité dos veces el primer día, ya no.',
      '## Enfermedad actual\n- 2 vómitos el primer día, actualmente sin vómitos.',
    ],
    [
      'pt',
      'Médico: Teve vómitos?\nDoente: Vomitei duas vezes no primeiro dia, já não.',
      '## Subjetivo\n- 2 vómitos no primeiro dia, atualmente sem vómitos.',
    ],
    [
      'en',
      'Doctor: Any vomiting?\nPatient: I threw up twice the first day, not anymore.',
      '## History\n- Vomited twice on day 1, no vomiting now.',
    ],
    [
      'de',
      'Arzt: Erbrechen?\nPatient: Am ersten Tag habe ich zweimal erbrochen, jetzt nicht mehr.',
      '## Anamnese\n- Am ersten Tag 2-mal Erbrechen, aktuell kein Erbrechen.',
    ],
  ])('%s: what was and is no more does not deny a note of today', raisesNothing)
})

describe('a mental state examination and "no sign of" findings', () => {
  it.each<[Language, string, string, string]>([
    [
      'pt',
      'Médica: Está vígil e orientado, humor deprimido, sem ideação suicida.',
      '## Exame do estado mental\n- Orientado, humor deprimido, sem ideação suicida.',
      '## Exame do estado mental\n- Orientado, humor deprimido, com ideação suicida.',
    ],
    [
      'es',
      'Médico: Te veo consciente y orientada, con ánimo bajo, sin ideas de muerte.',
      '## Exploración psicopatológica\n- Consciente y orientada, ánimo bajo, sin ideas de muerte.',
      '## Exploración psicopatológica\n- Consciente y orientada, ánimo bajo, con ideas de muerte.',
    ],
    [
      'de',
      'Arzt: Sie ist wach und orientiert, die Stimmung gedrückt, kein Anhalt für Suizidalität.',
      '## Psychischer Befund\n- Wach, orientiert, Stimmung gedrückt. Kein Anhalt für Suizidalität.',
      '## Psychischer Befund\n- Wach, orientiert, Stimmung gedrückt. Anhalt für Suizidalität.',
    ],
    [
      'en',
      'Doctor: The wound looks clean. There is no evidence of infection around the stitches.',
      '## Examination\n- Wound clean, no evidence of infection around the stitches.',
      '## Examination\n- Wound clean, infection around the stitches.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a prescription said before an agreement tag', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Your pressure is high. So I'll go ahead and increase the amlodipine to 10 mg a day, okay?\nPatient: Okay.",
      '## Plan\n- Monitor blood pressure at home.',
      'Amlodipine',
    ],
    [
      'pt',
      'Médica: A tensão está alta. Vamos aumentar o ramipril para dez miligramas de manhã, está bem?\nDoente: Está bem.',
      '## Plano\n- Medir a tensão em casa.',
      'Ramipril',
    ],
    [
      'es',
      'Médico: La tensión está alta. Vamos a subir el enalapril a veinte miligramos al día, ¿vale?\nPaciente: Vale.',
      '## Plan\n- Control de tensión en casa.',
      'Enalapril',
    ],
    [
      'de',
      'Ärztin: Der Blutdruck ist zu hoch. Wir erhöhen das Ramipril auf zehn Milligramm morgens, einverstanden?\nPatient: Ja.',
      '## Procedere\n- Blutdruck zu Hause messen.',
      'Ramipril',
    ],
  ])('%s: is a prescription the note must hold', (language, transcript, note, drug) => {
    const omissions = engine
      .check({ language, transcript, inputs: [], note })
      .findings.filter((f) => f.code === 'omission_prescription')
    expect(omissions.map((f) => f.params.name?.toLowerCase())).toContain(drug.toLowerCase())
  })
})

describe('a finding the clinician states before a condition, in the same sentence', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Your heart sounds normal, no murmurs, now breathe in deeply for me if you can.',
      '## Examination\n- No murmurs.',
      '## Examination\n- Murmurs.',
    ],
    [
      'pt',
      'Médica: O coração está normal, sem sopros, agora respire fundo se conseguir.',
      '## Exame objetivo\n- Sem sopros.',
      '## Exame objetivo\n- Com sopros.',
    ],
    [
      'es',
      'Médico: El corazón suena normal, sin soplos, ahora respire hondo si puede.',
      '## Exploración\n- Sin soplos.',
      '## Exploración\n- Con soplos.',
    ],
    [
      'de',
      'Ärztin: Das Herz klingt normal, kein Herzgeräusch, jetzt bitte tief einatmen, wenn Sie können.',
      '## Befund\n- Kein Herzgeräusch.',
      '## Befund\n- Herzgeräusch.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it.each<[Language, string, string]>([
    ['en', 'Doctor: Call us if you get a fever.\nPatient: Okay.', '## Plan\n- No fever.'],
    ['pt', 'Médica: Ligue-nos se tiver febre.\nDoente: Está bem.', '## Plano\n- Sem febre.'],
    ['es', 'Médico: Llámenos si tiene fiebre.\nPaciente: Vale.', '## Plan\n- Sin fiebre.'],
    [
      'de',
      'Ärztin: Melden Sie sich, wenn Sie Fieber bekommen.\nPatient: Gut.',
      '## Procedere\n- Kein Fieber.',
    ],
  ])('%s: what follows the condition still says nothing', raisesNothing)
})

describe("a clinician's finding followed by a yes is no question", () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Here is the x-ray of your wrist. There is no fracture, which is what I expected\nPatient: Right.',
      '## Results\n- X-ray of the wrist: no fracture.',
      '## Results\n- X-ray of the wrist: fracture.',
    ],
    [
      'pt',
      'Médica: Aqui está a radiografia do punho. Não há fratura, é o que eu esperava\nDoente: Claro.',
      '## Exames\n- Radiografia do punho: sem fratura.',
      '## Exames\n- Radiografia do punho: com fratura.',
    ],
    [
      'es',
      'Médico: Aquí está la radiografía de la muñeca. No hay fractura, lo que siente es un esguince\nPaciente: Claro.',
      '## Pruebas\n- Radiografía de la muñeca: sin fractura.',
      '## Pruebas\n- Radiografía de la muñeca: con fractura.',
    ],
    [
      'de',
      'Ärztin: Hier ist das Röntgenbild vom Handgelenk. Es zeigt keine Fraktur, wie erwartet\nPatient: Genau.',
      '## Befunde\n- Röntgen Handgelenk: keine Fraktur.',
      '## Befunde\n- Röntgen Handgelenk: Fraktur.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a list of denials with one item written as present', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any fever or chills?\nPatient: No fever, no chills.',
      '## History\n- No fever, no chills.',
      '## History\n- No fever, with chills.',
    ],
    [
      'pt',
      'Médica: Tem febre ou tosse?\nDoente: Não, nem febre nem tosse.',
      '## Anamnese\n- Sem febre, sem tosse.',
      '## Anamnese\n- Sem febre, com tosse.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido fiebre o tos?\nPaciente: No, ni fiebre ni tos.',
      '## Anamnesis\n- Sin fiebre, sin tos.',
      '## Anamnesis\n- Sin fiebre, con tos.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Fieber oder Schwindel?\nPatient: Nein, kein Fieber und kein Schwindel.',
      '## Anamnese\n- Kein Fieber, kein Schwindel.',
      '## Anamnese\n- Kein Fieber, ein Schwindel.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('the next item of a list is not where a finding is', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Do you smoke or drink?\nPatient: No, I don't.",
      '## Social history\n- Denies tobacco or alcohol.',
      '## Social history\n- Reports tobacco or alcohol.',
    ],
    [
      'pt',
      'Médica: Fuma ou bebe?\nDoente: Não.',
      '## Hábitos\n- Nega tabaco e álcool.',
      '## Hábitos\n- Refere tabaco e álcool.',
    ],
    [
      'es',
      'Médico: ¿Fuma o bebe?\nPaciente: No.',
      '## Hábitos\n- Niega tabaco y alcohol.',
      '## Hábitos\n- Refiere tabaco y alcohol.',
    ],
    [
      'de',
      'Ärztin: Rauchen Sie oder trinken Sie?\nPatient: Nein.',
      '## Sozialanamnese\n- Verneint Nikotin und Alkohol.',
      '## Sozialanamnese\n- Bejaht Nikotin und Alkohol.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a place named with both words of a pair, on both sides', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: On exam there's no tenderness at the medial border of the lateral malleolus.",
      '## Examination\n- No tenderness at the medial border of the lateral malleolus.',
      '## Examination\n- Tenderness at the medial border of the lateral malleolus.',
    ],
    [
      'pt',
      'Médico: Vou examinar. Dor na interlinha interna. Não tem dor na interlinha externa.',
      '## Exame objetivo\n- Dor na interlinha interna; sem dor na interlinha externa.',
      '## Exame objetivo\n- Dor na interlinha interna; com dor na interlinha externa.',
    ],
    [
      'es',
      'Médico: Vamos a ver. No hay dolor en la cara interna del maléolo externo.',
      '## Exploración\n- Sin dolor en la cara interna del maléolo externo.',
      '## Exploración\n- Con dolor en la cara interna del maléolo externo.',
    ],
    [
      'de',
      'Ärztin: Kein Druckschmerz über dem lateralen Rand des medialen Malleolus.',
      '## Befund\n- Kein Druckschmerz über dem lateralen Rand des medialen Malleolus.',
      '## Befund\n- Druckschmerz über dem lateralen Rand des medialen Malleolus.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a prescription the clinician announces, then names with its strength', () => {
  const omitted = (language: Language, transcript: string, note: string) =>
    engine
      .check({ language, transcript, inputs: [], note })
      .findings.filter((f) => f.code === 'omission_prescription')
      .map((f) => f.params.name?.toLowerCase())

  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: I'm going to give you something for the pain. So tramadol, 50 milligrams, every six hours as needed.",
      '## Plan\n- Rest and ice.',
      'tramadol',
    ],
    [
      'pt',
      'Médica: Vou receitar-lhe um analgésico. Metamizol, quinhentos miligramas, de oito em oito horas.',
      '## Plano\n- Repouso e gelo.',
      'metamizol',
    ],
    [
      'es',
      'Médico: Le voy a recetar algo para el dolor. Metamizol, quinientos miligramos, cada ocho horas.',
      '## Plan\n- Reposo y hielo.',
      'metamizol',
    ],
    [
      'de',
      'Ärztin: Ich verschreibe Ihnen etwas gegen die Schmerzen. Metamizol, fünfhundert Milligramm, alle acht Stunden.',
      '## Procedere\n- Schonung und Kühlen.',
      'metamizol',
    ],
  ])('%s: is a prescription the note must hold', (language, transcript, note, drug) => {
    expect(omitted(language, transcript, note)).toContain(drug)
    expect(omitted(language, transcript.replace(/\. [^.]*\.$/, '.'), note)).toEqual([])
  })

  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: have you been drinking fluids i'm gon na prescribe you some oxycodone five milligrams every six hours for pain\nPatient: Yes.",
      '## Plan\n- Push fluids.',
      'oxycodone',
    ],
    [
      'pt',
      'Médica: Como tem doído bastante vou receitar ibuprofeno seiscentos miligramas de oito em oito horas\nDoente: Sim.',
      '## Plano\n- Gelo.',
      'ibuprofeno',
    ],
    [
      'es',
      'Médico: Ya que siente tanto dolor le voy a recetar ibuprofeno seiscientos miligramos cada ocho horas\nPaciente: Sí.',
      '## Plan\n- Hielo.',
      'ibuprofeno',
    ],
    [
      'de',
      'Ärztin: Wie besprochen, ich verschreibe Ihnen Ibuprofen sechshundert Milligramm dreimal täglich\nPatient: Ja.',
      '## Procedere\n- Kühlen.',
      'ibuprofen',
    ],
  ])(
    '%s: said unpunctuated before a yes, is a prescription all the same',
    (language, transcript, note, drug) => {
      expect(omitted(language, transcript, note)).toContain(drug)
    },
  )
})

describe('a history the consultation denies of all time', () => {
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      'Doctor: Have you ever smoked?\nPatient: No, never.',
      'Doctor: Do you smoke?\nPatient: No.',
      '## Social history\n- No history of smoking.',
      '## Social history\n- History of smoking.',
    ],
    [
      'pt',
      'Médica: Alguma vez fumou?\nDoente: Não, nunca.',
      'Médica: Fuma?\nDoente: Não.',
      '## Hábitos\n- Sem antecedentes de tabagismo.',
      '## Hábitos\n- Antecedentes de tabagismo.',
    ],
    [
      'es',
      'Médico: ¿Ha fumado alguna vez?\nPaciente: No, nunca.',
      'Médico: ¿Fuma?\nPaciente: No.',
      '## Hábitos\n- Sin antecedentes de tabaquismo.',
      '## Hábitos\n- Antecedentes de tabaquismo.',
    ],
    [
      'de',
      'Ärztin: Haben Sie jemals geraucht?\nPatient: Nein, nie.',
      'Ärztin: Rauchen Sie?\nPatient: Nein.',
      '## Sozialanamnese\n- Anamnestisch kein Nikotinabusus.',
      '## Sozialanamnese\n- Anamnestisch Nikotinabusus.',
    ],
  ])('%s: %s', (language, ever, now, right, flipped) => {
    expect(alarms(language, ever, right)).toEqual([])
    expect(alarms(language, ever, flipped)).toContain('contradiction_negation')
    // A no of today only leaves the history open.
    expect(alarms(language, now, flipped)).toEqual([])
  })

  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Do you smoke or drink?\nPatient: No.',
      '## Social history\n- Denies ETOH/tobacco use.',
      '## Social history\n- Reports ETOH/tobacco use.',
    ],
    [
      'pt',
      'Médica: Fuma ou bebe?\nDoente: Não.',
      '## Hábitos\n- Nega tabaco/álcool.',
      '## Hábitos\n- Refere tabaco/álcool.',
    ],
    [
      'es',
      'Médico: ¿Fuma o bebe?\nPaciente: No.',
      '## Hábitos\n- Niega tabaco/alcohol.',
      '## Hábitos\n- Refiere tabaco/alcohol.',
    ],
    [
      'de',
      'Ärztin: Rauchen Sie oder trinken Sie?\nPatient: Nein.',
      '## Sozialanamnese\n- Verneint Nikotin/Alkohol.',
      '## Sozialanamnese\n- Bejaht Nikotin/Alkohol.',
    ],
  ])('%s: a slash ends a list item too: %s', findsTheFault('contradiction_negation'))
})

describe('sessions of a therapy written as units', () => {
  it.each<[Language, string, string]>([
    [
      'en',
      "Doctor: I'm prescribing physiotherapy, six times, and we'll see how you do.",
      '## Plan\n- Physiotherapy, 6 units.',
    ],
    [
      'pt',
      'Médica: Vou pedir fisioterapia, seis vezes, e depois vemos.',
      '## Plano\n- Fisioterapia, 6 unidades.',
    ],
    [
      'es',
      'Médico: Le pido fisioterapia, seis veces, y luego vemos.',
      '## Plan\n- Fisioterapia, 6 unidades.',
    ],
    [
      'de',
      'Arzt: Ich verordne sechs Mal Physiotherapie, dann sehen wir weiter.',
      '## Procedere\n- Physiotherapie, 6 Einheiten.',
    ],
  ])('%s: are counted, not read as a dose', (language, transcript, note) => {
    expect(alarms(language, transcript, note)).toEqual([])
    expect(alarms(language, transcript, note.replace('6', '8')).length).toBeGreaterThan(0)
  })
})

describe('a "reports" denied is a denial, not a turn', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any fever?\nPatient: Yes, since Sunday.',
      '## History\n- Fever since Sunday.',
      '## History\n- Does not report fever.',
    ],
    [
      'pt',
      'Médica: Tem tido febre?\nDoente: Sim, desde domingo.',
      '## Anamnese\n- Febre desde domingo.',
      '## Anamnese\n- Não refere febre.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido fiebre?\nPaciente: Sí, desde el domingo.',
      '## Anamnesis\n- Fiebre desde el domingo.',
      '## Anamnesis\n- No refiere fiebre.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Fieber?\nPatient: Ja, seit Sonntag.',
      '## Anamnese\n- Fieber seit Sonntag.',
      '## Anamnese\n- Berichtet kein Fieber.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a no to a degree leaves a little open', () => {
  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: Any history of heavy alcohol use?\nPatient: Nope.',
      '## Social history\n- Drinks 2 beers once a week.',
    ],
    [
      'pt',
      'Médica: Consumo excessivo de álcool?\nDoente: Não.',
      '## Hábitos\n- Bebe álcool ao fim de semana, 2 cervejas.',
    ],
    [
      'es',
      'Médico: ¿Consumo excesivo de alcohol?\nPaciente: No.',
      '## Hábitos\n- Bebe alcohol el fin de semana, 2 cervezas.',
    ],
    [
      'de',
      'Ärztin: Regelmäßiger Alkoholkonsum?\nPatient: Nein.',
      '## Sozialanamnese\n- Alkohol am Wochenende, 2 Bier.',
    ],
  ])('%s: %s', raisesNothing)
})

describe('a finding said seen names no place by that word', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: On your exam I don't feel any masses in the abdomen.",
      '## Examination\n- No masses appreciated.',
      '## Examination\n- Masses appreciated.',
    ],
    [
      'pt',
      'Médico: Na palpação do abdómen não sinto massas.',
      '## Exame objetivo\n- Sem massas objetivadas.',
      '## Exame objetivo\n- Massas objetivadas.',
    ],
    [
      'es',
      'Médico: Al palpar el abdomen no noto masas.',
      '## Exploración\n- Sin masas observadas.',
      '## Exploración\n- Masas observadas.',
    ],
    [
      'de',
      'Arzt: Im Abdomen taste ich keine Raumforderung.',
      '## Befund\n- Keine Raumforderung tastbar.',
      '## Befund\n- Raumforderung tastbar.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('lymph nodes felt, in other words', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Let me check your neck. I don't feel any inflamed lymph node.",
      '## Examination\n- Neck: no lymphadenopathy.',
      '## Examination\n- Neck: lymphadenopathy.',
    ],
    [
      'pt',
      'Médico: Vou ver o pescoço. Não palpo gânglios linfáticos aumentados.',
      '## Exame objetivo\n- Pescoço: sem adenopatias.',
      '## Exame objetivo\n- Pescoço: com adenopatias.',
    ],
    [
      'es',
      'Médico: Vamos a ver el cuello. No hay ganglios palpables.',
      '## Exploración\n- Cuello: sin adenopatías.',
      '## Exploración\n- Cuello: con adenopatías.',
    ],
    [
      'de',
      'Arzt: Ich taste den Hals ab. Keine vergrößerten Lymphknoten.',
      '## Befund\n- Hals: keine Lymphadenopathie.',
      '## Befund\n- Hals: Lymphadenopathie.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('drinking water is not drinking', () => {
  it.each<[Language, string, string]>([
    ['en', 'Doctor: Do you drink alcohol?\nPatient: No.', '## Social history\n- Drinks plenty of water.'],
    ['pt', 'Médico: Bebe álcool?\nDoente: Não.', '## Hábitos\n- Bebe muita água.'],
    ['es', 'Médico: ¿Bebe alcohol?\nPaciente: No.', '## Hábitos\n- Bebe mucha agua.'],
    ['de', 'Arzt: Trinken Sie Alkohol?\nPatient: Nein.', '## Sozialanamnese\n- Trinkt viel Wasser.'],
  ])('%s: %s', raisesNothing)
})

describe('a list asked item by item, and what only frames a question', () => {
  // A line written from several answers matches none of them well: the plain noes still weigh against it.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: How has your mood been?\nPatient: Fine, thanks.\nDoctor: Any anxiety?\nPatient: No.\nDoctor: Have you felt depressed?\nPatient: No.\nDoctor: Any phobias?\nPatient: No, not really.',
      '## Review of systems\n- Psychiatric: negative for anxiety, depression or phobias.',
      '## Review of systems\n- Psychiatric: positive for anxiety, depression or phobias.',
    ],
    [
      'pt',
      'Médico: Como tem andado de humor?\nDoente: Bem, obrigado.\nMédico: Ansiedade?\nDoente: Não.\nMédico: Tem-se sentido deprimido?\nDoente: Não.\nMédico: Fobias?\nDoente: Não.',
      '## Revisão por sistemas\n- Psiquiátrico: nega ansiedade, depressão ou fobias.',
      '## Revisão por sistemas\n- Psiquiátrico: refere ansiedade, depressão ou fobias.',
    ],
    [
      'es',
      'Médico: ¿Qué tal el ánimo?\nPaciente: Bien, gracias.\nMédico: ¿Ansiedad?\nPaciente: No.\nMédico: ¿Se ha sentido deprimido?\nPaciente: No.\nMédico: ¿Fobias?\nPaciente: No.',
      '## Revisión por sistemas\n- Psiquiátrico: niega ansiedad, depresión o fobias.',
      '## Revisión por sistemas\n- Psiquiátrico: refiere ansiedad, depresión o fobias.',
    ],
    [
      'de',
      'Arzt: Wie ist die Stimmung?\nPatient: Gut, danke.\nArzt: Ängste?\nPatient: Nein.\nArzt: Fühlen Sie sich niedergeschlagen?\nPatient: Nein.\nArzt: Phobien?\nPatient: Nein.',
      '## Systemanamnese\n- Psychisch: Ängste, Niedergeschlagenheit und Phobien verneint.',
      '## Systemanamnese\n- Psychisch: Ängste, Niedergeschlagenheit und Phobien bejaht.',
    ],
  ])('%s: a list of noes', findsTheFault('contradiction_negation'))

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: Any history of heart problems?\nPatient: No.',
      '## History\n- A good historian, here with his wife.',
    ],
    [
      'pt',
      'Médico: Tem história de problemas de coração?\nDoente: Não.',
      '## Anamnese\n- Bom historiador, vem com a esposa.',
    ],
    [
      'es',
      'Médico: ¿Tiene historia de problemas del corazón?\nPaciente: No.',
      '## Anamnesis\n- Buen historiador, acude con su esposa.',
    ],
    ['de', 'Arzt: Hatten Sie früher Herzprobleme?\nPatient: Nein.', '## Anamnese\n- Frühchen; sonst gesund.'],
    // A clause that calls its items normal affirms none of them.
    [
      'en',
      'Doctor: Are you taking any medication?\nPatient: No medications.',
      '## History\n- Past medical and family histories are unremarkable.',
    ],
    [
      'pt',
      'Médico: Toma alguma medicação?\nDoente: Não.',
      '## Anamnese\n- Antecedentes médicos sem alterações.',
    ],
    [
      'es',
      'Médico: ¿Toma alguna medicación?\nPaciente: No.',
      '## Anamnesis\n- Antecedentes médicos sin alteraciones.',
    ],
    [
      'de',
      'Arzt: Nehmen Sie Medikamente?\nPatient: Nein.',
      '## Anamnese\n- Medizinische Vorgeschichte unauffällig.',
    ],
  ])('%s: %s', raisesNothing)
})

describe('a denial of what no symptom names, dropped', () => {
  // The history, the family and what was done, which the named symptoms do not cover: a line that affirms
  // every word of an item the consultation only denies is a contradiction; the right note raises nothing.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Has anyone in your family had kidney stones?\nPatient: No.',
      '## Family history\n- No kidney stones in the family.',
      '## Family history\n- Kidney stones in the family.',
    ],
    [
      'en',
      'Doctor: What about your past?\nPatient: I have never had any operations.',
      '## Past history\n- No previous operations.',
      '## Past history\n- Previous operations.',
    ],
    [
      'pt',
      'Médica: Alguém na sua família teve cancro?\nDoente: Não.',
      '## Antecedentes familiares\n- Sem história familiar de cancro.',
      '## Antecedentes familiares\n- Com história familiar de cancro.',
    ],
    [
      'es',
      'Médico: ¿Alguien en su familia ha tenido cáncer?\nPaciente: No.',
      '## Antecedentes familiares\n- Sin antecedentes familiares de cáncer.',
      '## Antecedentes familiares\n- Con antecedentes familiares de cáncer.',
    ],
    // 'Do you know if…?': a question's 'if' asks, it sets no condition.
    [
      'en',
      'Doctor: Do you know if anyone in your family had gout?\nPatient: Not that I know of.',
      '## Family history\n- No family history of gout.',
      '## Family history\n- Family history of gout.',
    ],
    [
      'pt',
      'Médico: Sabe se alguém na família teve gota?\nDoente: Não.',
      '## Antecedentes familiares\n- Sem gota na família.',
      '## Antecedentes familiares\n- Com gota na família.',
    ],
    [
      'es',
      'Médica: ¿Sabe si alguien en su familia tuvo gota?\nPaciente: No.',
      '## Antecedentes familiares\n- Sin gota en la familia.',
      '## Antecedentes familiares\n- Con gota en la familia.',
    ],
    [
      'de',
      'Ärztin: Hatte jemand in Ihrer Familie Nierensteine?\nPatient: Nein.',
      '## Familienanamnese\n- Nierensteine in der Familie verneint.',
      '## Familienanamnese\n- Nierensteine in der Familie bejaht.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it.each<[Language, string, string]>([
    // A no that opens an answer denies nothing after it.
    ['en', 'Doctor: Are you married?\nPatient: No, I am divorced.', '## Social history\n- Divorced.'],
    ['pt', 'Médica: É casado?\nDoente: Não, sou viúvo.', '## Hábitos\n- Viúvo.'],
    ['es', 'Médico: ¿Está casada?\nPaciente: No, estoy divorciada.', '## Hábitos\n- Divorciada.'],
    [
      'de',
      'Ärztin: Sind Sie verheiratet?\nPatient: Nein, ich bin geschieden.',
      '## Sozialanamnese\n- Geschieden.',
    ],
    // A denial reaches the item after it, not what the sentence goes on to say.
    [
      'en',
      'Patient: I have no brothers, and my children are all healthy.',
      '## Family history\n- Her children are healthy.',
    ],
    [
      'en',
      'Patient: No problems at all with the physiotherapy, I go twice a week.',
      '## History\n- Goes to physiotherapy twice a week.',
    ],
    // A no to 'anything other than…?' says nothing of what it names.
    [
      'en',
      'Doctor: Any illnesses other than the usual childhood ones?\nPatient: No.',
      '## Past history\n- Usual childhood illnesses.',
    ],
    // 'Believe it or not' denies nothing.
    ['en', 'Patient: Believe it or not, I have eleven siblings.', '## Family history\n- Eleven siblings.'],
  ])('%s: %s', raisesNothing)
})

describe('what a relative had is not the patient, whatever the section is called', () => {
  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: Have you ever had a clot before?\nPatient: No, never. But my mother had one in her lung.',
      '## Family history\n\n- Her mother had a clot in her lung.\n',
    ],
    [
      'de',
      'Arzt: Hatten Sie schon einmal ein Blutgerinnsel?\nPatientin: Nein, nie. Aber meine Mutter hatte eins in der Lunge.',
      '## Familienanamnese\n\n- Ihre Mutter hatte ein Blutgerinnsel in der Lunge.\n',
    ],
    [
      'pt',
      'Médico: Já teve algum coágulo antes?\nDoente: Não, nunca. Mas a minha mãe teve um no pulmão.',
      '## Subjetivo\n\nA sua mãe teve um coágulo no pulmão.\n',
    ],
    [
      'es',
      'Médico: ¿Ha tenido algún coágulo antes?\nPaciente: No, nunca. Pero mi madre tuvo uno en el pulmón.',
      '## Subjetivo\n\nSu madre tuvo un coágulo en el pulmón.\n',
    ],
  ])('%s: a clot the mother had contradicts no "no" of the patient', raisesNothing)
})

describe('a no of what one knows, and an illness one suffers from', () => {
  // 'Not that I'm aware of' is a plain no; what follows 'suffer from' is an illness, not a place asked of.
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Has anyone in your family suffered from dementia?\nPatient: Not that I'm aware of.",
      '## Family history\n- Negative for dementia.',
      '## Family history\n- Positive for dementia.',
    ],
    [
      'pt',
      'Médico: Alguém na sua família sofre de demência?\nDoente: Não que eu saiba.',
      '## Antecedentes familiares\n- Sem demência na família.',
      '## Antecedentes familiares\n- Demência na família.',
    ],
    [
      'es',
      'Médico: ¿Alguien en su familia padece de demencia?\nPaciente: No que yo sepa.',
      '## Antecedentes familiares\n- Sin demencia en la familia.',
      '## Antecedentes familiares\n- Demencia en la familia.',
    ],
    [
      'de',
      'Arzt: Leidet jemand in Ihrer Familie an Demenz?\nPatient: Nicht dass ich wüsste.',
      '## Familienanamnese\n- Keine Demenz in der Familie.',
      '## Familienanamnese\n- Demenz in der Familie.',
    ],
  ])('%s', findsTheFault('contradiction_negation'))
})

describe('a long question answered with a plain no', () => {
  // A question of up to 24 words asks several things: its no denies each whole, named by its last word.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Does anyone in your family have, or have a history of, any colon cancer or unusual polyps?\nPatient: No.',
      '## Family history\n- Negative for colon cancer or polyps.',
      '## Family history\n- Positive for colon cancer or polyps.',
    ],
    [
      'pt',
      'Médico: Há alguém na sua família que tenha ou que já tenha tido cancro do cólon ou pólipos estranhos?\nDoente: Não.',
      '## Antecedentes familiares\n- Sem cancro do cólon ou pólipos na família.',
      '## Antecedentes familiares\n- Cancro do cólon ou pólipos na família.',
    ],
    [
      'es',
      'Médico: ¿Hay alguien en su familia que tenga o que haya tenido alguna vez cáncer de colon o pólipos raros?\nPaciente: No.',
      '## Antecedentes familiares\n- Sin cáncer de colon ni pólipos en la familia.',
      '## Antecedentes familiares\n- Cáncer de colon y pólipos en la familia.',
    ],
    [
      'de',
      'Arzt: Gibt es in Ihrer Familie jemanden, der Darmkrebs oder auffällige Polypen hat oder früher schon einmal gehabt hat?\nPatient: Nein.',
      '## Familienanamnese\n- Kein Darmkrebs, keine Polypen in der Familie.',
      '## Familienanamnese\n- Darmkrebs und Polypen in der Familie.',
    ],
  ])('%s: the things it asks are denied', findsTheFault('contradiction_negation'))

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: Have you ever had any treatment or any history of depression, anxiety, or mood disorders?\nPatient: No.',
      '## History\n- She reported that her current mood was good.',
    ],
    [
      'pt',
      'Médico: Já fez algum tratamento ou teve alguma vez depressão, ansiedade ou perturbações do humor?\nDoente: Não.',
      '## Anamnese\n- Refere que o humor atual é bom.',
    ],
    [
      'es',
      'Médico: ¿Ha recibido algún tratamiento o ha tenido alguna vez depresión, ansiedad o trastornos del ánimo?\nPaciente: No.',
      '## Anamnesis\n- Refiere que su ánimo actual es bueno.',
    ],
    [
      'de',
      'Arzt: Waren Sie schon einmal in Behandlung oder hatten Sie jemals Depressionen, Ängste oder Störungen der Stimmung?\nPatient: Nein.',
      '## Anamnese\n- Sie berichtet, die Stimmung sei derzeit gut.',
    ],
  ])('%s: part of one thing asked is not denied', raisesNothing)
})

describe('a contrast word set after a verb of saying', () => {
  // 'He denies, however, any…' goes on with the denial: the clause after 'however' is not read alone.
  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: Any trouble with your bowels or bladder?\nPatient: No.',
      '## History\n- He denies, however, any bowel or bladder problems.',
    ],
    [
      'pt',
      'Médico: Algum problema com o intestino ou com a bexiga?\nDoente: Não.',
      '## Anamnese\n- Nega, porém, problemas de intestino ou de bexiga.',
    ],
    [
      'es',
      'Médico: ¿Algún problema con el intestino o con la vejiga?\nPaciente: No.',
      '## Anamnesis\n- Niega, pero, problemas de intestino o de vejiga.',
    ],
    [
      'de',
      'Arzt: Probleme mit Darm oder Blase?\nPatient: Nein.',
      '## Anamnese\n- Er verneint jedoch Probleme mit Darm oder Blase.',
    ],
  ])('%s', raisesNothing)
})

describe('a review of systems: what the patient answered, of no one place', () => {
  // A system's label ('Skin:', 'Musculoskeletal:') names no place: a finding of one place the patient denied
  // when asked ('redness in your knees?' 'no') is denied for the review of systems ('Skin: Denies erythema'),
  // unless the patient says it elsewhere.
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      'Doctor: Have you noticed any redness or swelling in your knees?\nPatient: No.',
      'Doctor: Have you noticed any redness or swelling in your knees?\nPatient: No.\nPatient: There was some redness on my elbow last week though.',
      '## Review of systems\n- Skin: Denies erythema.',
      '## Review of systems\n- Skin: Reports erythema.',
    ],
    [
      'pt',
      'Médico: Notou vermelhidão ou inchaço nos joelhos?\nDoente: Não.',
      'Médico: Notou vermelhidão ou inchaço nos joelhos?\nDoente: Não.\nDoente: Mas o cotovelo teve vermelhidão na semana passada.',
      '## Revisão por sistemas\n- Pele: nega eritema.',
      '## Revisão por sistemas\n- Pele: refere eritema.',
    ],
    [
      'es',
      'Médico: ¿Ha notado enrojecimiento o hinchazón en las rodillas?\nPaciente: No.',
      'Médico: ¿Ha notado enrojecimiento o hinchazón en las rodillas?\nPaciente: No.\nPaciente: Pero el codo tuvo enrojecimiento la semana pasada.',
      '## Revisión por sistemas\n- Piel: niega eritema.',
      '## Revisión por sistemas\n- Piel: refiere eritema.',
    ],
    [
      'de',
      'Arzt: Haben Sie eine Rötung oder Schwellung an den Knien bemerkt?\nPatient: Nein.',
      'Arzt: Haben Sie eine Rötung oder Schwellung an den Knien bemerkt?\nPatient: Nein.\nPatient: Aber am Ellenbogen hatte ich letzte Woche eine Rötung.',
      '## Systemanamnese\n- Haut: Erythem verneint.',
      '## Systemanamnese\n- Haut: Erythem bejaht.',
    ],
  ])('%s', (language, transcript, saidElsewhere, right, flipped) => {
    expect(alarms(language, transcript, right)).toEqual([])
    expect(alarms(language, transcript, flipped)).toContain('contradiction_negation')
    expect(alarms(language, saidElsewhere, flipped)).toEqual([])
  })
})

describe('illicit substances are drugs', () => {
  // 'What about drugs? Do you use any illicit substances?' 'No, I never used anything like that.'
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: What about drugs? Do you use any illicit substances?\nPatient: No, I never used anything like that.',
      '## Social history\n- Denies any drug use.',
      '## Social history\n- Reports drug use.',
    ],
    [
      'pt',
      'Médico: E drogas? Consome alguma substância ilícita?\nDoente: Não, nunca consumi nada disso.',
      '## Hábitos\n- Nega consumo de drogas.',
      '## Hábitos\n- Refere consumo de drogas.',
    ],
    [
      'es',
      'Médico: ¿Y drogas? ¿Consume alguna sustancia ilegal?\nPaciente: No, nunca he consumido nada de eso.',
      '## Hábitos\n- Niega consumo de drogas.',
      '## Hábitos\n- Refiere consumo de drogas.',
    ],
    [
      'de',
      'Arzt: Und Drogen? Nehmen Sie irgendwelche illegalen Substanzen?\nPatient: Nein, so etwas habe ich nie genommen.',
      '## Sozialanamnese\n- Drogen verneint.',
      '## Sozialanamnese\n- Drogen bejaht.',
    ],
  ])('%s', findsTheFault('contradiction_negation'))
})

describe('a former habit, and drugs to keep away from', () => {
  const review = alarmsAt

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: Do you smoke?\nPatient: No, I stopped ten years ago.',
      '## Social history\n- Ex-smoker, quit 10 years ago.\n',
    ],
    ['pt', 'Médico: Fuma?\nDoente: Não, deixei há dez anos.', '## Hábitos\n- Ex-fumador.\n'],
    ['es', 'Médico: ¿Fuma?\nPaciente: No, lo dejé hace diez años.', '## Hábitos\n- Ex-fumador.\n'],
    [
      'de',
      'Arzt: Rauchen Sie?\nPatient: Nein, ich habe vor zehn Jahren aufgehört.',
      '## Sozialanamnese\n- Ex-Raucher, Rauchstopp vor 10 Jahren.\n',
    ],
  ])(
    '%s: a former smoker written from a no to smoking now is no contradiction',
    (language, transcript, note) => {
      expect(review(language, transcript, note)).toEqual([])
    },
  )

  it.each<[Language, string, string, string]>([
    [
      'en',
      'Patient: I am allergic to aspirin. I take ibuprofen for my back.',
      '## Plan\n- Do not take any ibuprofen or aspirin.\n',
      '## Plan\n- Start aspirin 75 mg once a day.\n',
    ],
    [
      'pt',
      'Doente: Sou alérgico à aspirina. Tomo ibuprofeno para as costas.',
      '## Plano\n- Não tomar ibuprofeno nem aspirina.\n',
      '## Plano\n- Iniciar aspirina 100 mg por dia.\n',
    ],
    [
      'es',
      'Paciente: Soy alérgico a la aspirina. Tomo ibuprofeno para la espalda.',
      '## Plan\n- Evitar ibuprofeno y aspirina.\n',
      '## Plan\n- Iniciar aspirina 100 mg al día.\n',
    ],
    [
      'de',
      'Patient: Ich bin allergisch gegen Aspirin. Ich nehme Ibuprofen für den Rücken.',
      '## Procedere\n- Kein Ibuprofen und kein Aspirin.\n',
      '## Procedere\n- Aspirin 100 mg täglich beginnen.\n',
    ],
  ])(
    '%s: a drug kept away from against its allergy is no contradiction; one given is',
    (language, transcript, avoided, given) => {
      expect(review(language, transcript, avoided)).toEqual([])
      expect(
        review(language, transcript, given).filter((f) => f.startsWith('contradiction_allergy')),
      ).toHaveLength(1)
    },
  )
})

describe('an answer that says no to all that was asked, however it says it', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any fever, cough or night sweats?\nPatient: I can honestly say no to all of them.',
      '## History\n- Denies fever, cough or night sweats.',
      '## History\n- Reports fever, cough or night sweats.',
    ],
    [
      'pt',
      'Médica: Tem tido febre, tosse ou suores noturnos?\nDoente: Posso dizer que nenhum desses, felizmente.',
      '## Anamnese\n- Nega febre, tosse ou suores noturnos.',
      '## Anamnese\n- Refere febre, tosse ou suores noturnos.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido fiebre, tos o sudores nocturnos?\nPaciente: La verdad es que ninguno de esos, doctor.',
      '## Anamnesis\n- Niega fiebre, tos o sudores nocturnos.',
      '## Anamnesis\n- Refiere fiebre, tos o sudores nocturnos.',
    ],
    [
      'de',
      'Ärztin: Hatten Sie Fieber, Husten oder Nachtschweiß?\nPatient: Ehrlich gesagt, nichts davon in letzter Zeit.',
      '## Anamnese\n- Verneint Fieber, Husten und Nachtschweiß.',
      '## Anamnese\n- Bejaht Fieber, Husten und Nachtschweiß.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: Any nausea, vomiting or diarrhea?\nPatient: Everything is fine except a bit of nausea after meals.',
      '## History\n- Nausea after meals. No vomiting or diarrhea.',
    ],
    [
      'pt',
      'Médica: Náuseas, vómitos ou diarreia?\nDoente: Está tudo bem, só umas náuseas depois de comer.',
      '## Anamnese\n- Náuseas depois das refeições. Sem vómitos nem diarreia.',
    ],
    [
      'es',
      'Médico: ¿Náuseas, vómitos o diarrea?\nPaciente: Todo bien, solo algo de náuseas después de comer.',
      '## Anamnesis\n- Náuseas después de comer. Sin vómitos ni diarrea.',
    ],
    [
      'de',
      'Ärztin: Übelkeit, Erbrechen oder Durchfall?\nPatient: Alles gut, nur etwas Übelkeit nach dem Essen.',
      '## Anamnese\n- Übelkeit nach dem Essen. Kein Erbrechen, kein Durchfall.',
    ],
  ])('%s: leaves open what the answer names: %s', raisesNothing)
})

describe('a no whose "but" turns to something else', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Have you noticed any weakness in your arms?\nPatient: No, but I do get a tingling in my fingers at night.',
      '## History\n- Tingling in the fingers at night. Denies weakness.',
      '## History\n- Tingling in the fingers at night. Reports weakness.',
    ],
    [
      'pt',
      'Médica: Tem sentido fraqueza nos braços?\nDoente: Não, mas sinto um formigueiro nos dedos à noite.',
      '## Anamnese\n- Formigueiro nos dedos à noite. Nega fraqueza.',
      '## Anamnese\n- Formigueiro nos dedos à noite. Refere fraqueza.',
    ],
    [
      'es',
      'Médico: ¿Ha notado debilidad en los brazos?\nPaciente: No, pero siento un hormigueo en los dedos por la noche.',
      '## Anamnesis\n- Hormigueo en los dedos por la noche. Niega debilidad.',
      '## Anamnesis\n- Hormigueo en los dedos por la noche. Refiere debilidad.',
    ],
    [
      'de',
      'Ärztin: Haben Sie eine Schwäche in den Armen bemerkt?\nPatient: Nein, aber ich habe nachts ein Kribbeln in den Fingern.',
      '## Anamnese\n- Nächtliches Kribbeln in den Fingern. Verneint Schwäche.',
      '## Anamnese\n- Nächtliches Kribbeln in den Fingern. Bejaht Schwäche.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: Do you get headaches?\nPatient: No, but sometimes in the evening after work.',
      '## History\n- Occasional headaches in the evening.',
    ],
    [
      'pt',
      'Médica: Tem dores de cabeça?\nDoente: Não, mas às vezes ao fim do dia, depois do trabalho.',
      '## Anamnese\n- Dores de cabeça ocasionais ao fim do dia.',
    ],
    [
      'es',
      'Médico: ¿Tiene dolores de cabeza?\nPaciente: No, pero a veces por la tarde, después del trabajo.',
      '## Anamnesis\n- Dolores de cabeza ocasionales por la tarde.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Kopfschmerzen?\nPatient: Nein, aber manchmal abends nach der Arbeit.',
      '## Anamnese\n- Gelegentlich abends Kopfschmerzen.',
    ],
  ])('%s: a "but" back to what was asked leaves it open: %s', raisesNothing)
})

describe('loss of consciousness and diaphoresis in the consultation’s words', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Did you lose consciousness after the fall?\nPatient: No.\nDoctor: Any excessive sweating?\nPatient: No.',
      '## History\n- Denies loss of consciousness. No diaphoresis.',
      '## History\n- Reports loss of consciousness. No diaphoresis.',
    ],
    [
      'pt',
      'Médica: Perdeu a consciência depois da queda?\nDoente: Não.',
      '## Anamnese\n- Nega perda de consciência.',
      '## Anamnese\n- Refere perda de consciência.',
    ],
    [
      'es',
      'Médico: ¿Perdió el conocimiento después de la caída?\nPaciente: No.',
      '## Anamnesis\n- Niega pérdida de conciencia.',
      '## Anamnesis\n- Refiere pérdida de conciencia.',
    ],
    [
      'de',
      'Ärztin: Waren Sie nach dem Sturz bewusstlos?\nPatient: Nein.',
      '## Anamnese\n- Kein Bewusstseinsverlust.',
      '## Anamnese\n- Bewusstseinsverlust.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('finds diaphoresis written as present against a no to excessive sweating', () => {
    const transcript = 'Doctor: Any excessive sweating lately?\nPatient: No, not at all.'
    expect(alarms('en', transcript, '## Examination\n- Diaphoresis.')).toContain('contradiction_negation')
  })
})

describe('a contrast after a pain, or a verb of saying before it, is not its place', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Does the spot hurt?\nPatient: It itches a lot, but I haven't had any pain yet.",
      '## History\n- Denies pain but reports itching of the spot.',
      '## History\n- Reports pain but reports itching of the spot.',
    ],
    [
      'pt',
      'Médica: A mancha dói?\nDoente: Faz muita comichão, mas ainda não tive dor nenhuma.',
      '## Anamnese\n- Nega dor mas refere comichão na mancha.',
      '## Anamnese\n- Refere dor mas refere comichão na mancha.',
    ],
    [
      'es',
      'Médico: ¿Le duele la mancha?\nPaciente: La mancha me pica mucho, pero todavía no he tenido ningún dolor.',
      '## Anamnesis\n- Niega dolor pero refiere picor en la mancha.',
      '## Anamnesis\n- Refiere dolor pero refiere picor en la mancha.',
    ],
    [
      'de',
      'Ärztin: Tut die Stelle weh?\nPatient: Die Stelle juckt sehr, aber ich hatte noch keine Schmerzen.',
      '## Anamnese\n- Verneint Schmerzen aber Juckreiz an der Stelle.',
      '## Anamnese\n- Bejaht Schmerzen aber Juckreiz an der Stelle.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('children counted in other words, and wherever said', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Are you married?\nPatient: Yes, for twenty years.\nDoctor: And do you have children?\nPatient: Yes, we have two wonderful kids.\nDoctor: Do you smoke?\nPatient: No.',
      '## Social history\nMarried, 2 children. Non-smoker.',
      '## Social history\nMarried, 3 children. Non-smoker.',
    ],
    [
      'pt',
      'Médica: É casada?\nDoente: Sou, há vinte anos.\nMédica: E tem filhos?\nDoente: Tenho, dois filhos já crescidos.\nMédica: Fuma?\nDoente: Não.',
      '## Hábitos\nCasada, 2 filhos. Não fumadora.',
      '## Hábitos\nCasada, 3 filhos. Não fumadora.',
    ],
    [
      'es',
      'Médico: ¿Está casada?\nPaciente: Sí, desde hace veinte años.\nMédico: ¿Y tiene hijos?\nPaciente: Sí, tenemos dos niños pequeños.\nMédico: ¿Fuma?\nPaciente: No.',
      '## Hábitos\nCasada, 2 hijos. No fumadora.',
      '## Hábitos\nCasada, 3 hijos. No fumadora.',
    ],
    [
      'de',
      'Ärztin: Sind Sie verheiratet?\nPatientin: Ja, seit zwanzig Jahren.\nÄrztin: Haben Sie Kinder?\nPatientin: Ja, wir haben zwei erwachsene Kinder.\nÄrztin: Rauchen Sie?\nPatientin: Nein.',
      '## Sozialanamnese\nVerheiratet, 2 Kinder. Nichtraucherin.',
      '## Sozialanamnese\nVerheiratet, 3 Kinder. Nichtraucherin.',
    ],
  ])('%s: %s', findsTheFault('contradiction_value'))

  it('weighs no count of children against a consultation that counts them twice', () => {
    const transcript =
      'Doctor: Do you have children?\nPatient: I had six kids. Two of them passed away young, so four are alive.'
    expect(
      alarms('en', transcript, '## Social history\nHas 2 children who died and 4 surviving children.'),
    ).toEqual([])
  })
})

describe('an answer that names one of the things asked in a later sentence of its turn', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any nausea with the pain? Any fever?\nPatient: Yeah, most mornings. No fever.',
      '## History\n- Nausea most mornings. Denies fever.',
      '## History\n- Nausea most mornings. Reports fever.',
    ],
    [
      'pt',
      'Médica: Tem náuseas com a dor? E febre?\nDoente: Sim, quase todas as manhãs. Febre não.',
      '## Anamnese\n- Náuseas quase todas as manhãs. Nega febre.',
      '## Anamnese\n- Náuseas quase todas as manhãs. Refere febre.',
    ],
    [
      'es',
      'Médico: ¿Tiene náuseas con el dolor? ¿Y fiebre?\nPaciente: Sí, casi todas las mañanas. Fiebre no.',
      '## Anamnesis\n- Náuseas casi todas las mañanas. Niega fiebre.',
      '## Anamnesis\n- Náuseas casi todas las mañanas. Refiere fiebre.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Übelkeit mit den Schmerzen? Und Fieber?\nPatient: Ja, fast jeden Morgen. Kein Fieber.',
      '## Anamnese\n- Übelkeit fast jeden Morgen. Verneint Fieber.',
      '## Anamnese\n- Übelkeit fast jeden Morgen. Bejaht Fieber.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('an allergy the patient states to something no list names', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Any allergies?\nPatient: Yes, I'm allergic to the medicine they gave me after my operation.",
      '## History\n- Knee pain for a week.',
      '## History\n- Knee pain for a week.\n- Allergic to a medicine given after her operation.',
    ],
    [
      'pt',
      'Médica: Tem alergias?\nDoente: Tenho, sou alérgica ao remédio que me deram depois da operação.',
      '## Anamnese\n- Dor no joelho há uma semana.',
      '## Anamnese\n- Dor no joelho há uma semana.\n- Alérgica a um remédio dado depois da operação.',
    ],
    [
      'es',
      'Médico: ¿Tiene alergias?\nPaciente: Sí, soy alérgica a la medicina que me dieron después de la operación.',
      '## Anamnesis\n- Dolor de rodilla desde hace una semana.',
      '## Anamnesis\n- Dolor de rodilla desde hace una semana.\n- Alérgica a una medicina dada después de la operación.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Allergien?\nPatientin: Ja, ich bin allergisch gegen das Mittel, das ich nach der Operation bekommen habe.',
      '## Anamnese\n- Knieschmerzen seit einer Woche.',
      '## Anamnese\n- Knieschmerzen seit einer Woche.\n- Allergie gegen ein Mittel nach der Operation.',
    ],
  ])('%s: is an allergy the note must speak of', (language, transcript, without, withIt) => {
    const omitted = (note: string) =>
      engine
        .check({ language, transcript, inputs: [], note })
        .findings.filter((f) => f.code === 'omission_allergy')
    expect(omitted(without)).toHaveLength(1)
    expect(omitted(withIt)).toEqual([])
  })
})

describe('agreeing with a question that denies', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: So no chest pain at all?\nPatient: Correct.',
      '## History\n- Denies chest pain.',
      '## History\n- Reports chest pain.',
    ],
    [
      'pt',
      'Médica: Então não tem dor no peito?\nDoente: Exato.',
      '## Anamnese\n- Nega dor no peito.',
      '## Anamnese\n- Refere dor no peito.',
    ],
    [
      'es',
      'Médico: ¿Entonces no tiene dolor en el pecho?\nPaciente: Exacto.',
      '## Anamnesis\n- Niega dolor en el pecho.',
      '## Anamnesis\n- Refiere dolor en el pecho.',
    ],
    [
      'de',
      'Ärztin: Sie haben also keine Brustschmerzen?\nPatient: Genau.',
      '## Anamnese\n- Verneint Brustschmerzen.',
      '## Anamnese\n- Bejaht Brustschmerzen.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('an examination said in one breath', () => {
  // Spoken examinations run without punctuation: a request for consent is no condition on what follows, the
  // examiner's 'I don't see any…' denies what is seen, 'or any' carries a denial on, and a word said with a
  // copula and a normal finding starts a new clause.
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: if it's okay with you i'll look at the scar now it is healing well with no keloid",
      '## Examination\n- Scar healing well, no keloid.',
      '## Examination\n- Scar healing well, keloid.',
    ],
    [
      'pt',
      'Médica: se não se importa vou ver a cicatriz agora está a cicatrizar bem sem queloide',
      '## Exame objetivo\n- Cicatriz a cicatrizar bem, sem queloide.',
      '## Exame objetivo\n- Cicatriz a cicatrizar bem, com queloide.',
    ],
    [
      'es',
      'Médica: si le parece bien miro la cicatriz ahora está cicatrizando bien sin queloide',
      '## Exploración\n- Cicatriz cicatrizando bien, sin queloide.',
      '## Exploración\n- Cicatriz cicatrizando bien, con queloide.',
    ],
    [
      'de',
      'Ärztin: wenn Sie einverstanden sind schaue ich mir die Narbe an sie heilt gut ohne Keloid',
      '## Befund\n- Narbe heilt gut, ohne Keloid.',
      '## Befund\n- Narbe heilt gut, mit Keloid.',
    ],
    [
      'en',
      "Doctor: on the x-ray of your wrist i do n't see any callus formation",
      '## Results\n- X-ray of the wrist reviewed, no callus formation.',
      '## Results\n- X-ray of the wrist reviewed, callus formation.',
    ],
    [
      'pt',
      'Médico: na radiografia do punho não vejo calo ósseo',
      '## Exames\n- Radiografia do punho revista, sem calo ósseo.',
      '## Exames\n- Radiografia do punho revista, com calo ósseo.',
    ],
    [
      'es',
      'Médico: en la radiografía de la muñeca no veo callo óseo',
      '## Pruebas\n- Radiografía de la muñeca revisada, sin callo óseo.',
      '## Pruebas\n- Radiografía de la muñeca revisada, con callo óseo.',
    ],
    [
      'de',
      'Arzt: im Röntgenbild des Handgelenks sehe ich keinen Kallus',
      '## Befund\n- Röntgenbild des Handgelenks gesehen, kein Kallus.',
      '## Befund\n- Röntgenbild des Handgelenks gesehen, Kallus.',
    ],
    [
      'en',
      'Doctor: the wound is clean with no bleeding or any oozing',
      '## Examination\n- Wound clean, no oozing.',
      '## Examination\n- Wound clean, oozing.',
    ],
    [
      'pt',
      'Médica: a ferida está limpa sem hemorragia nem qualquer exsudado',
      '## Exame objetivo\n- Ferida limpa, sem exsudado.',
      '## Exame objetivo\n- Ferida limpa, com exsudado.',
    ],
    [
      'es',
      'Médica: la herida está limpia sin sangrado ni ningún exudado',
      '## Exploración\n- Herida limpia, sin exudado.',
      '## Exploración\n- Herida limpia, con exudado.',
    ],
    [
      'de',
      'Ärztin: die Wunde ist sauber ohne Blutung oder irgendwelche Sekretion',
      '## Befund\n- Wunde sauber, ohne Sekretion.',
      '## Befund\n- Wunde sauber, mit Sekretion.',
    ],
    [
      'en',
      'Doctor: there is no pronator drift sensation is intact reflexes are symmetric',
      '## Examination\n- No pronator drift. Sensation is intact.',
      '## Examination\n- Pronator drift. Sensation is intact.',
    ],
    [
      'pt',
      'Médico: sem desvio pronador sensibilidade está intacta reflexos simétricos',
      '## Exame objetivo\n- Sem desvio pronador. Sensibilidade intacta.',
      '## Exame objetivo\n- Desvio pronador. Sensibilidade intacta.',
    ],
    [
      'es',
      'Médico: sin desviación pronadora sensibilidad está intacta reflejos simétricos',
      '## Exploración\n- Sin desviación pronadora. Sensibilidad intacta.',
      '## Exploración\n- Desviación pronadora. Sensibilidad intacta.',
    ],
    [
      'de',
      'Arzt: kein Pronatorabsinken Sensibilität ist intakt Reflexe seitengleich',
      '## Befund\n- Kein Pronatorabsinken. Sensibilität intakt.',
      '## Befund\n- Pronatorabsinken. Sensibilität intakt.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it.each<[Language, string, string]>([
    // 'I don't feel well' denies nothing that is seen; a condition that is no request for consent still is one.
    ['en', "Patient: i do n't feel well since monday", '## History\n- Unwell since Monday.'],
    [
      'en',
      'Doctor: if it is not better with the splint there is no other option than surgery',
      '## Plan\n- Surgery if not better with the splint.',
    ],
  ])('%s: %s', raisesNothing)
})

describe('an answer that takes back its question’s framing word', () => {
  // 'No, no such history', 'No, not that I can remember': the answer repeats the question's frame, not a part
  // of what was asked, and still denies all of it.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any history of kidney stones?\nPatient: No, no such history.',
      '## Past history\n- No history of kidney stones.',
      '## Past history\n- History of kidney stones.',
    ],
    [
      'en',
      'Doctor: Can you remember an injury to this shoulder?\nPatient: No, not that I can remember.',
      '## History\n- Denies any injury.',
      '## History\n- Reports an injury.',
    ],
    [
      'pt',
      'Médica: Tem história de gota?\nDoente: Não, não tenho essa história.',
      '## Antecedentes\n- Sem história de gota.',
      '## Antecedentes\n- Com história de gota.',
    ],
    [
      'es',
      'Médico: ¿Tiene antecedentes de gota?\nPaciente: No, no tengo esos antecedentes.',
      '## Antecedentes\n- Sin antecedentes de gota.',
      '## Antecedentes\n- Con antecedentes de gota.',
    ],
    [
      'de',
      'Ärztin: Hatten Sie Gicht in der Vorgeschichte?\nPatient: Nein, keine solche Vorgeschichte.',
      '## Anamnese\n- Keine Gicht in der Vorgeschichte.',
      '## Anamnese\n- Gicht in der Vorgeschichte.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('an "if" that asks, or asks leave, in the symptoms a consultation names', () => {
  // 'Can you tell me if you have any fever?' asks; 'if it's okay with you' asks leave: neither sets a
  // condition on what the sentence names.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Can you tell me if you have any fever or chills?\nPatient: No.',
      '## Review of systems\n- No fever or chills.',
      '## Review of systems\n- Fever and chills.',
    ],
    [
      'pt',
      'Médica: Diga-me se tem tido febre?\nDoente: Não.',
      '## Anamnese\n- Nega febre.',
      '## Anamnese\n- Refere febre.',
    ],
    [
      'es',
      'Médico: ¿Dígame si ha tenido fiebre?\nPaciente: No.',
      '## Anamnesis\n- Niega fiebre.',
      '## Anamnesis\n- Refiere fiebre.',
    ],
    [
      'de',
      'Ärztin: Sagen Sie mir, ob Sie Fieber hatten?\nPatient: Nein.',
      '## Anamnese\n- Kein Fieber.',
      '## Anamnese\n- Fieber.',
    ],
    [
      'en',
      "Doctor: if it's okay with you i'll examine you now your heart sounds regular and i hear no murmur",
      '## Examination\n- Heart regular, no murmur.',
      '## Examination\n- Heart regular, murmur.',
    ],
    [
      'pt',
      'Médica: se não se importa vou auscultar agora o coração está rítmico sem sopros',
      '## Exame objetivo\n- Coração rítmico, sem sopros.',
      '## Exame objetivo\n- Coração rítmico, com sopros.',
    ],
    [
      'es',
      'Médica: si le parece bien le ausculto ahora el corazón está rítmico sin soplos',
      '## Exploración\n- Corazón rítmico, sin soplos.',
      '## Exploración\n- Corazón rítmico, con soplos.',
    ],
    [
      'de',
      'Ärztin: wenn Sie einverstanden sind höre ich jetzt das Herz ab es ist rhythmisch ohne Herzgeräusche',
      '## Befund\n- Herz rhythmisch, ohne Herzgeräusche.',
      '## Befund\n- Herz rhythmisch, mit Herzgeräuschen.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a plain no whose contrast turns to something else, word by word', () => {
  // 'No, but I have arthritis': the contrast speaks of something else, and the no still denies what was asked.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any history of gout?\nPatient: No, but I have arthritis in my knees.',
      '## Past history\n- No history of gout.',
      '## Past history\n- History of gout.',
    ],
    [
      'pt',
      'Médica: Tem história de gota?\nDoente: Não, mas tenho artrose nos joelhos há anos.',
      '## Antecedentes\n- Sem história de gota.',
      '## Antecedentes\n- Com história de gota.',
    ],
    [
      'es',
      'Médico: ¿Tiene antecedentes de gota?\nPaciente: No, pero tengo artrosis.',
      '## Antecedentes\n- Sin antecedentes de gota.',
      '## Antecedentes\n- Con antecedentes de gota.',
    ],
    [
      'de',
      'Ärztin: Hatten Sie Gicht?\nPatient: Nein, aber meine Knie schmerzen seit Jahren.',
      '## Anamnese\n- Keine Gicht in der Vorgeschichte.',
      '## Anamnese\n- Gicht in der Vorgeschichte.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a German compound says the allergy', () => {
  it('de: "Keine bekannten Arzneimittelallergien" says that no drug allergy is known', () => {
    const codes = reviewEngine()
      .check({
        language: 'de',
        transcript: 'Arzt: Haben Sie Allergien?\nPatientin: Gegen Medikamente nicht.',
        inputs: [],
        note: '## Allergien\n\n- Keine bekannten Arzneimittelallergien\n',
      })
      .findings.map((f) => f.code)
    expect(codes).not.toContain('omission_no_known_allergies')
    expect(codes).not.toContain('omission_allergy')
  })
})

describe('an age in months, and one a companion tells', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: How old is she?\nMother: She is fourteen months.',
      '## History\n- A 14-month-old girl with a cough.',
      '## History\n- A 19-month-old girl with a cough.',
    ],
    [
      'pt',
      'Médica: Que idade tem ela?\nMãe: Tem catorze meses.',
      '## Subjetivo\n- Criança de 14 meses com tosse.',
      '## Subjetivo\n- Criança de 19 meses com tosse.',
    ],
    [
      'es',
      'Médico: ¿Qué edad tiene?\nMadre: Tiene catorce meses.',
      '## Subjetivo\n- Niña de 14 meses con tos.',
      '## Subjetivo\n- Niña de 19 meses con tos.',
    ],
    [
      'de',
      'Ärztin: Wie alt ist sie?\nMutter: Sie ist vierzehn Monate alt.',
      '## Anamnese\n- Mädchen, 14 Monate alt, mit Husten.',
      '## Anamnese\n- Mädchen, 19 Monate alt, mit Husten.',
    ],
  ])('%s: an answer to how old, in months', findsTheFault('contradiction_value'))

  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Can you tell me more about your son?\nMother: Sure, he is ten years old now and walks on his toes.',
      '## History\n- A 10-year-old boy who walks on his toes.',
      '## History\n- A 15-year-old boy who walks on his toes.',
    ],
    [
      'pt',
      'Médica: Fale-me do seu filho.\nMãe: Ele tem dez anos e anda em bicos de pés.',
      '## Subjetivo\n- Rapaz de 10 anos que anda em bicos de pés.',
      '## Subjetivo\n- Rapaz de 15 anos que anda em bicos de pés.',
    ],
    [
      'es',
      'Médico: Hábleme de su hijo.\nMadre: Él tiene diez años y camina de puntillas.',
      '## Subjetivo\n- Niño de 10 años que camina de puntillas.',
      '## Subjetivo\n- Niño de 15 años que camina de puntillas.',
    ],
    [
      'de',
      'Arzt: Erzählen Sie mir von Ihrem Sohn.\nMutter: Er ist zehn Jahre alt und läuft auf den Zehenspitzen.',
      '## Anamnese\n- 10-jähriger Junge, läuft auf den Zehenspitzen.',
      '## Anamnese\n- 15-jähriger Junge, läuft auf den Zehenspitzen.',
    ],
  ])("%s: the patient's age told by a companion", findsTheFault('contradiction_value'))

  it("still weighs no relative's age a companion names against the patient's", () => {
    const transcript =
      'Doctor: Who came with you today?\nMother: I did. Her brother is ten years old and he is at school.'
    expect(alarms('en', transcript, '## History\n- A 15-year-old girl with a cough.')).not.toContain(
      'contradiction_value',
    )
  })
})

describe('children counted by an answer to how many', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Do you have any children?\nPatient: It was a long time ago. Yes, I have two.\nDoctor: Do you smoke?\nPatient: No.',
      '## Social history\nDivorced with 2 children. Non-smoker.',
      '## Social history\nDivorced with 3 children. Non-smoker.',
    ],
    [
      'pt',
      'Médica: Quantos filhos tem?\nDoente: Tenho dois.\nMédica: Fuma?\nDoente: Não.',
      '## Hábitos\nDivorciada, 2 filhos. Não fumadora.',
      '## Hábitos\nDivorciada, 3 filhos. Não fumadora.',
    ],
    [
      'es',
      'Médico: ¿Cuántos hijos tiene?\nPaciente: Tengo dos.\nMédico: ¿Fuma?\nPaciente: No.',
      '## Hábitos\nDivorciada, 2 hijos. No fumadora.',
      '## Hábitos\nDivorciada, 3 hijos. No fumadora.',
    ],
    [
      'de',
      'Ärztin: Wie viele Kinder haben Sie?\nPatientin: Ich habe zwei.\nÄrztin: Rauchen Sie?\nPatientin: Nein.',
      '## Sozialanamnese\nGeschieden, 2 Kinder. Nichtraucherin.',
      '## Sozialanamnese\nGeschieden, 3 Kinder. Nichtraucherin.',
    ],
  ])('%s', findsTheFault('contradiction_value'))

  it('counts as children no number that goes on to say something else', () => {
    const transcript =
      'Doctor: Do you have any children?\nPatient: Yes, I have two boys. I walk two miles every day.'
    expect(alarms('en', transcript, '## Social history\nHas 2 children. Walks 2 miles a day.')).toEqual([])
  })
})

describe('a question the patient asks back about, answered once explained', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Do you know of any chronic illnesses?\nPatient: What exactly do you mean by that?\nDoctor: Well, it could be anything from asthma to diabetes to epilepsy.\nPatient: Oh, no. I don't have anything like that.",
      '## Past medical history\nShe claims no chronic illnesses.',
      '## Past medical history\nShe claims chronic illnesses.',
    ],
    [
      'pt',
      'Médica: Tem alguma doença crónica?\nDoente: Como assim?\nMédica: Tensão alta, diabetes, asma, qualquer coisa do género.\nDoente: Ah, não. Não tenho nada disso.',
      '## Antecedentes pessoais\nAfirma não ter doenças crónicas.',
      '## Antecedentes pessoais\nAfirma ter doenças crónicas.',
    ],
    [
      'es',
      'Médico: ¿Tiene alguna enfermedad crónica?\nPaciente: ¿A qué se refiere?\nMédico: Tensión alta, diabetes, asma, cualquier cosa así.\nPaciente: Ah, no. No tengo nada de eso.',
      '## Antecedentes personales\nAfirma no tener enfermedades crónicas.',
      '## Antecedentes personales\nAfirma tener enfermedades crónicas.',
    ],
    [
      'de',
      'Ärztin: Haben Sie chronische Erkrankungen?\nPatient: Was meinen Sie?\nÄrztin: Bluthochdruck, Diabetes, Asthma, so etwas.\nPatient: Nein. So etwas habe ich nicht.',
      '## Vorerkrankungen\nSie behauptet, keine chronischen Erkrankungen zu haben.',
      '## Vorerkrankungen\nSie behauptet, chronische Erkrankungen zu haben.',
    ],
  ])('%s', findsTheFault('contradiction_negation'))

  it('reads no denial where the answer once explained is a yes, or comes after another question', () => {
    const yes =
      'Doctor: Do you know of any chronic illnesses?\nPatient: What do you mean?\nDoctor: Asthma, diabetes, anything like that.\nPatient: Oh, yes, I have had asthma since I was a child.'
    expect(alarms('en', yes, '## Past medical history\nChronic illness: asthma since childhood.')).toEqual([])
    const moved =
      'Doctor: Do you know of any chronic illnesses?\nPatient: What do you mean?\nDoctor: Asthma, diabetes, anything like that.\nPatient: Hmm.\nDoctor: And do you smoke?\nPatient: No.'
    expect(alarms('en', moved, '## Past medical history\nShe reports chronic illnesses.')).toEqual([])
  })
})

describe('an age said in passing before a contrast', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: You are sixty nine though, so nobody would mind if you came in more often.\nPatient: I suppose so.',
      '## History\n- A 69-year-old man with a cough.',
      '## History\n- A 79-year-old man with a cough.',
    ],
    [
      'pt',
      'Médica: O senhor tem sessenta e nove, no entanto, e devia vir mais vezes.\nDoente: Talvez.',
      '## Subjetivo\n- Homem de 69 anos com tosse.',
      '## Subjetivo\n- Homem de 79 anos com tosse.',
    ],
    [
      'es',
      'Médico: Usted tiene sesenta y nueve, sin embargo, y debería venir más a menudo.\nPaciente: Puede ser.',
      '## Subjetivo\n- Varón de 69 años con tos.',
      '## Subjetivo\n- Varón de 79 años con tos.',
    ],
    [
      'de',
      'Arzt: Sie sind neunundsechzig, trotzdem kommen Sie selten.\nPatient: Stimmt.',
      '## Anamnese\n- 69-jähriger Patient mit Husten.',
      '## Anamnese\n- 79-jähriger Patient mit Husten.',
    ],
  ])('%s', findsTheFault('contradiction_value'))
})

describe('a count said once, wherever the line was written from', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Do you eat three meals a day?\nPatient: Yes.\nDoctor: Do you exercise?\nPatient: I walk every morning.',
      '## Social history\nThe patient eats a regular diet and eats 3 meals a day.',
      '## Social history\nThe patient eats a regular diet and eats 4 meals a day.',
    ],
    [
      'pt',
      'Médica: Faz três refeições por dia?\nDoente: Faço, sim.\nMédica: Faz exercício?\nDoente: Caminho todas as manhãs.',
      '## Hábitos\nAlimentação variada, faz 3 refeições por dia.',
      '## Hábitos\nAlimentação variada, faz 4 refeições por dia.',
    ],
    [
      'es',
      'Médico: ¿Hace tres comidas al día?\nPaciente: Sí.\nMédico: ¿Hace ejercicio?\nPaciente: Camino todas las mañanas.',
      '## Hábitos\nDieta variada, hace 3 comidas al día.',
      '## Hábitos\nDieta variada, hace 4 comidas al día.',
    ],
    [
      'de',
      'Ärztin: Essen Sie drei Mahlzeiten am Tag?\nPatient: Ja.\nÄrztin: Bewegen Sie sich?\nPatient: Ich gehe jeden Morgen spazieren.',
      '## Sozialanamnese\nEr ernährt sich normal und isst 3 Mahlzeiten am Tag.',
      '## Sozialanamnese\nEr ernährt sich normal und isst 4 Mahlzeiten am Tag.',
    ],
  ])('%s', findsTheFault('contradiction_value'))

  it('weighs no count against a consultation that counts it twice', () => {
    expect(
      alarms(
        'en',
        'Patient: I eat three meals on weekdays and two meals on Sundays.',
        '## Social history\nEats 4 meals a day.',
      ),
    ).not.toContain('contradiction_value')
  })
})

describe('a denial dropped from a thing the line names in more words', () => {
  // 'Without contrast' written 'with contrast', 'was not covered' written 'was covered': the sentence the line
  // was written from denies the thing, and the line names it where the denial stood.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: I will order a CT scan without contrast of your abdomen and pelvis.\nPatient: Okay.',
      '## Plan\n- CT scan of the abdomen and pelvis without contrast.',
      '## Plan\n- CT scan of the abdomen and pelvis with contrast.',
    ],
    [
      'pt',
      'Médica: Vou pedir uma TAC sem contraste do abdómen e da pélvis.\nDoente: Está bem.',
      '## Plano\n- TAC do abdómen e da pélvis sem contraste.',
      '## Plano\n- TAC do abdómen e da pélvis com contraste.',
    ],
    [
      'es',
      'Médico: Voy a pedir un TAC sin contraste del abdomen y la pelvis.\nPaciente: Vale.',
      '## Plan\n- TAC del abdomen y la pelvis sin contraste.',
      '## Plan\n- TAC del abdomen y la pelvis con contraste.',
    ],
    [
      'de',
      'Ärztin: Ich verordne Ihnen Physiotherapie ohne Einschränkungen, einmal pro Woche.\nPatient: Gut.',
      '## Procedere\n- Physiotherapie einmal pro Woche ohne Einschränkungen.',
      '## Procedere\n- Physiotherapie einmal pro Woche mit Einschränkungen.',
    ],
    [
      'en',
      'Doctor: For the acne, the Epiduo was not covered by your insurance, so we will try something else.\nPatient: Okay.',
      '## Plan\n- The Epiduo was not covered by insurance.',
      '## Plan\n- The Epiduo was covered by insurance.',
    ],
    [
      'en',
      'Doctor: This is just a screening colonoscopy that she is overdue for. No family history of colon cancer.\nPatient: Right.',
      '## Plan\n- Screening colonoscopy. No family history of colon cancer.',
      '## Plan\n- Screening colonoscopy. Family history of colon cancer.',
    ],
    [
      'en',
      'Doctor: On the back there is a biopsy site with no residual pigmentation.\nPatient: Okay.',
      '## Examination\n- Biopsy site on the back with no residual pigmentation.',
      '## Examination\n- Biopsy site on the back with residual pigmentation.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it.each<[Language, string, string]>([
    // The thing named in another role: not where the denial stood.
    [
      'en',
      'Doctor: You are not on the Cardizem and your heart rate is up a little today.\nPatient: I lost it.',
      '## History\n- She misplaced the Cardizem and her heart rate is up a little today.',
    ],
    // A pronoun's denial ('nothing new') names no thing after it.
    [
      'en',
      'Doctor: How long has the cough been there?\nPatient: It has been chronic, so nothing new.',
      '## History\n- She is a new patient with a chronic cough.',
    ],
    // A 'not' of an ability is turned only by an ability written.
    [
      'en',
      'Doctor: How is she doing?\nDaughter: She cannot seem to comprehend words since yesterday.',
      '## History\n- Since yesterday she does seem to comprehend words, her daughter says.',
    ],
    // Only the item right after the denial: what its list goes on to is not denied.
    [
      'en',
      'Doctor: Your x-rays show no bony abnormalities, joint congruency throughout the digits.\nPatient: Good.',
      '## Imaging\n- Joint congruency throughout the digits.',
    ],
  ])('%s: %s', raisesNothing)
})

describe('a no that opens a long answer', () => {
  // A long answer stands apart from its question; its opening no still answers it.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any history of heart disease, diabetes, or stroke?\nPatient: No, but I have trouble controlling my bladder, which leads to little accidents now and then.',
      '## Past medical history\n- No history of diabetes or stroke.',
      '## Past medical history\n- History of diabetes or stroke.',
    ],
    [
      'pt',
      'Médica: Tem antecedentes de diabetes ou de AVC?\nDoente: Não, mas tenho dificuldade em controlar a bexiga, o que me causa pequenos acidentes de vez em quando.',
      '## Antecedentes pessoais\n- Sem antecedentes de diabetes ou de AVC.',
      '## Antecedentes pessoais\n- Antecedentes de diabetes ou de AVC.',
    ],
    [
      'es',
      'Médico: ¿Tiene antecedentes de diabetes o de ictus?\nPaciente: No, pero me cuesta controlar mi vejiga y tengo pequeños escapes de orina por la noche.',
      '## Antecedentes personales\n- Sin antecedentes de diabetes ni de ictus.',
      '## Antecedentes personales\n- Antecedentes de diabetes y de ictus.',
    ],
    [
      'de',
      'Ärztin: Hatten Sie schon einmal eine Operation?\nPatientin: Nein, aber ich war letztes Jahr wegen meiner Blase lange im Krankenhaus.',
      '## Vorerkrankungen\n- Keine Operationen in der Vorgeschichte.',
      '## Vorerkrankungen\n- Operationen in der Vorgeschichte.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('an age at an event', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any operations?\nPatient: They took my appendix out when I was twenty three and I have been fine since.',
      '## History\n- Appendectomy at the age of 23.',
      '## History\n- Appendectomy at the age of 28.',
    ],
    [
      'pt',
      'Médica: Já foi operado?\nDoente: Tirei o apêndice quando tinha vinte e três e nunca mais tive nada.',
      '## Antecedentes\n- Apendicectomia aos 23 anos.',
      '## Antecedentes\n- Apendicectomia aos 28 anos.',
    ],
    [
      'es',
      'Médico: ¿Le han operado?\nPaciente: Me quitaron el apéndice cuando tenía veintitrés y desde entonces nada.',
      '## Antecedentes\n- Apendicectomía a los 23 años.',
      '## Antecedentes\n- Apendicectomía a los 28 años.',
    ],
    [
      'de',
      'Arzt: Wurden Sie operiert?\nPatient: Der Blinddarm wurde entfernt, als ich dreiundzwanzig war, seitdem nichts.',
      '## Anamnese\n- Appendektomie mit 23 Jahren.',
      '## Anamnese\n- Appendektomie mit 28 Jahren.',
    ],
  ])("%s: 'when I was …', whatever follows it", findsTheFault('contradiction_value'))

  // German reads 'mit neunundsiebzig gestorben' as an age already, whatever the words between.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Patient: My mother died of a stroke at seventy nine, my father is still alive.',
      '## Family history\n- Mother died of a stroke at age 79.',
      '## Family history\n- Mother died of a stroke at age 74.',
    ],
    [
      'pt',
      'Doente: A minha mãe faleceu aos setenta e nove por causa de um AVC.',
      '## Antecedentes familiares\n- Mãe faleceu de AVC aos 79 anos.',
      '## Antecedentes familiares\n- Mãe faleceu de AVC aos 74 anos.',
    ],
    [
      'es',
      'Paciente: Mi madre murió a los setenta y nueve por un ictus.',
      '## Antecedentes familiares\n- Madre fallecida de ictus a los 79 años.',
      '## Antecedentes familiares\n- Madre fallecida de ictus a los 74 años.',
    ],
  ])('%s: the age at a death its clause tells', findsTheFault('contradiction_value'))

  it.each<[Language, string, string]>([
    [
      'en',
      'Patient: I broke my arm when I was fourteen, it healed well.',
      '## History\n- A 91-year-old woman; broke her arm at age 14.',
    ],
    [
      'pt',
      'Doente: Parti o braço quando tinha catorze, mas ficou bem.',
      '## Antecedentes\n- Mulher de 91 anos; fratura do braço aos 14 anos.',
    ],
    [
      'es',
      'Paciente: Me rompí el brazo cuando tenía catorce, pero se curó bien.',
      '## Antecedentes\n- Mujer de 91 años; fractura del brazo a los 14 años.',
    ],
    [
      'de',
      'Patientin: Ich habe mir den Arm gebrochen, als ich vierzehn war, das ist gut verheilt.',
      '## Anamnese\n- 91-jährige Patientin; Armfraktur mit 14 Jahren.',
    ],
  ])('%s: says nothing of the age now', raisesNothing)

  it.each<[Language, string, string]>([
    [
      'en',
      'Doctor: How old was your father?\nPatient: He was only fifty two.\nDoctor: And your brothers?\nPatient: My brother died of stomach cancer when he was fifty three.',
      '## Family history\nFather died of stomach cancer at age 52.',
    ],
    [
      'pt',
      'Médica: Que idade tinha quando ele morreu?\nDoente: Só cinquenta e dois.\nMédica: E os irmãos?\nDoente: O meu irmão morreu de cancro do estômago quando tinha cinquenta e três.',
      '## Antecedentes familiares\nPai e irmão morreram de cancro do estômago, o pai aos 52 anos.',
    ],
    [
      'es',
      'Médico: ¿Qué edad tenía cuando murió?\nPaciente: Solo cincuenta y dos.\nMédico: ¿Y sus hermanos?\nPaciente: Mi hermano murió de cáncer de estómago cuando tenía cincuenta y tres.',
      '## Antecedentes familiares\nEl padre murió de cáncer de estómago a los 52 años, como el hermano.',
    ],
    [
      'de',
      'Arzt: Wie alt war er da?\nPatient: Zweiundfünfzig.\nArzt: Und Ihre Brüder?\nPatient: Mein Bruder ist an Magenkrebs gestorben, als er dreiundfünfzig war.',
      '## Familienanamnese\nVater ist an Magenkrebs gestorben, als er 52 war.',
    ],
  ])("%s: a relative's age said as an age elsewhere stands against the line's sentence", raisesNothing)
})

describe('what a clause affirms before a later part that denies', () => {
  // A denial reaches forward only: 'History of kidney stones, no gout' affirms the stones.
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      'Doctor: Any history of kidney stones?\nPatient: No.\nDoctor: Any gout?\nPatient: No, never.',
      '## Past medical history\n- No history of kidney stones, no gout.',
      '## Past medical history\n- History of kidney stones, no gout.',
      '## Past medical history\n- History of kidney stones, denies.',
    ],
    [
      'pt',
      'Médica: Já teve cálculos renais?\nDoente: Não.\nMédica: E gota?\nDoente: Não, nunca.',
      '## Antecedentes pessoais\n- Sem cálculos renais, sem gota.',
      '## Antecedentes pessoais\n- Cálculos renais, sem gota.',
      '## Antecedentes pessoais\n- Cálculos renais, nega.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido cálculos renales?\nPaciente: No.\nMédico: ¿Y gota?\nPaciente: No, nunca.',
      '## Antecedentes personales\n- Sin cálculos renales, sin gota.',
      '## Antecedentes personales\n- Cálculos renales, sin gota.',
      '## Antecedentes personales\n- Cálculos renales, niega.',
    ],
    [
      'de',
      'Ärztin: Hatten Sie schon einmal Nierensteine?\nPatient: Nein.\nÄrztin: Und Gicht?\nPatient: Nein, nie.',
      '## Vorerkrankungen\n- Keine Nierensteine, keine Gicht.',
      '## Vorerkrankungen\n- Nierensteine, keine Gicht.',
      '## Vorerkrankungen\n- Nierensteine, verneint.',
    ],
  ])('%s', (language, transcript, right, faulty, deniedAfter) => {
    findsTheFault('contradiction_negation')(language, transcript, right, faulty)
    // A denial said after its thing affirms nothing.
    expect(alarms(language, transcript, deniedAfter)).toEqual([])
  })
})

describe("one's own children counted beside another relative", () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Are you married?\nPatient: Yes. I am happily living together with my husband and my four kids.\nDoctor: Do you smoke?\nPatient: Nope.',
      '## Social history\nMarried, lives with husband, 4 children alive and well. Denied tobacco use.',
      '## Social history\nMarried, lives with husband, 5 children alive and well. Denied tobacco use.',
    ],
    [
      'pt',
      'Médica: Vive com quem?\nDoente: Com o meu marido e os meus quatro filhos, numa casa grande.\nMédica: Fuma?\nDoente: Não.',
      '## Hábitos\nCasada. Tem 4 filhos, todos saudáveis. Não fuma.',
      '## Hábitos\nCasada. Tem 5 filhos, todos saudáveis. Não fuma.',
    ],
    [
      'es',
      'Médico: ¿Con quién vive?\nPaciente: Con mi marido y mis cuatro hijos, en una casa grande.\nMédico: ¿Fuma?\nPaciente: No.',
      '## Hábitos\nCasada. Tiene 4 hijos, todos sanos. No fuma.',
      '## Hábitos\nCasada. Tiene 5 hijos, todos sanos. No fuma.',
    ],
    [
      'de',
      // 'Kindern', the dative, counts children as 'Kinder' does.
      'Ärztin: Sind Sie verheiratet?\nPatientin: Ja. Ich lebe mit meinem Mann und meinen vier Kindern zusammen.\nÄrztin: Rauchen Sie?\nPatientin: Nein.',
      '## Sozialanamnese\nVerheiratet, lebt mit Ehemann, 4 gesunde Kinder. Nichtraucherin.',
      '## Sozialanamnese\nVerheiratet, lebt mit Ehemann, 5 gesunde Kinder. Nichtraucherin.',
    ],
  ])("%s: 'my four kids' are the patient's own", findsTheFault('contradiction_value'))
})

describe('a height said in two parts', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: And how tall are you?\nPatient: I used to be five foot ten, but I think I have been shrinking.\nDoctor: And your weight?\nPatient: About one eighty three pounds.',
      '## Social history\nHis weight is 183 pounds. His tallest height is 5 feet 10 inches.',
      '## Social history\nHis weight is 183 pounds. His tallest height is 5 feet 11 inches.',
    ],
    [
      'pt',
      'Médica: Quanto mede?\nDoente: Um metro e setenta e oito, mais ou menos.\nMédica: E pesa?\nDoente: Oitenta e dois quilos.',
      '## Exame objetivo\nPeso 82 kg, altura 1,78 m.',
      '## Exame objetivo\nPeso 82 kg, altura 1,72 m.',
    ],
    [
      'es',
      'Médico: ¿Cuánto mide?\nPaciente: Un metro setenta y ocho, más o menos.\nMédico: ¿Y cuánto pesa?\nPaciente: Ochenta y dos kilos.',
      '## Exploración\nPeso 82 kg, talla 178 cm.',
      '## Exploración\nPeso 82 kg, talla 172 cm.',
    ],
    [
      'de',
      'Ärztin: Wie groß sind Sie?\nPatient: Ein Meter achtundsiebzig, ungefähr.\nÄrztin: Und Ihr Gewicht?\nPatient: Zweiundachtzig Kilo.',
      '## Befund\nGewicht 82 kg, Größe 1,78 m.',
      '## Befund\nGewicht 82 kg, Größe 1,72 m.',
    ],
  ])('%s: is one value, in feet and inches or in metres', findsTheFault('unsupported_number'))
})

describe("a word of manner before 'I'm allergic'", () => {
  // German reads 'Ja, tatsächlich, ich bin allergisch gegen…' right already.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any allergies I should know about?\nPatient: Yes, actually, I am allergic to a lot of pain medications.\nDoctor: How is the knee?\nPatient: It hurts when I walk.',
      '## History\nHer knee hurts when walking. She has allergies to several pain medications.',
      '## History\nHer knee hurts when walking.',
    ],
    [
      'pt',
      'Médica: Tem alergias?\nDoente: Sim, realmente, sou alérgica a muitos medicamentos para as dores.\nMédica: E o joelho?\nDoente: Dói quando ando.',
      '## Anamnese\nDor no joelho ao andar. Tem alergias a vários analgésicos.',
      '## Anamnese\nDor no joelho ao andar.',
    ],
    [
      'es',
      'Médico: ¿Tiene alergias?\nPaciente: Sí, la verdad, soy alérgica a muchos medicamentos para el dolor.\nMédico: ¿Y la rodilla?\nPaciente: Me duele al andar.',
      '## Anamnesis\nDolor de rodilla al andar. Alergia a varios analgésicos.',
      '## Anamnesis\nDolor de rodilla al andar.',
    ],
  ])('%s: names no allergen; the allergy is what it is to', (language, transcript, right, without) => {
    const omissions = (note: string) =>
      engine
        .check({ language, transcript, inputs: [], note })
        .findings.filter((f) => f.code === 'omission_allergy')
        .map((f) => f.params)
    expect(omissions(right)).toEqual([])
    expect(omissions(without)).toHaveLength(1)
  })
})

describe('a reaction said to be caused by a drug', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Your records say your face swelled up last spring.\nPatient: Yes, it was scary.\nDoctor: They believe the allergic reaction was caused by the amoxicillin you were taking for your chest.\nPatient: I see.',
      '## Plan\n- Reaction last spring caused by amoxicillin.\n- Start azithromycin 500 mg once daily.',
      '## Plan\n- Reaction last spring caused by amoxicillin.\n- Start amoxicillin 500 mg three times daily.',
    ],
    [
      'pt',
      'Médica: No processo diz que lhe inchou a cara na primavera.\nDoente: Sim, foi um susto.\nMédica: A reação alérgica foi causada pela amoxicilina que estava a tomar para o peito.\nDoente: Pois.',
      '## Plano\n- Reação na primavera causada pela amoxicilina.\n- Iniciar azitromicina 500 mg uma vez por dia.',
      '## Plano\n- Reação na primavera causada pela amoxicilina.\n- Iniciar amoxicilina 500 mg de 8 em 8 horas.',
    ],
    [
      'es',
      'Médico: En el informe pone que se le hinchó la cara en primavera.\nPaciente: Sí, fue un susto.\nMédico: La reacción alérgica fue debida a la amoxicilina que tomaba para el pecho.\nPaciente: Ya.',
      '## Plan\n- Reacción en primavera debida a la amoxicilina.\n- Iniciar azitromicina 500 mg una vez al día.',
      '## Plan\n- Reacción en primavera debida a la amoxicilina.\n- Iniciar amoxicilina 500 mg cada 8 horas.',
    ],
    [
      'de',
      'Ärztin: Im Bericht steht, dass Ihr Gesicht im Frühjahr angeschwollen ist.\nPatient: Ja, das war schlimm.\nÄrztin: Die allergische Reaktion wurde durch das Amoxicillin ausgelöst, das Sie für die Lunge genommen haben.\nPatient: Ach so.',
      '## Procedere\n- Reaktion im Frühjahr durch Amoxicillin.\n- Azithromycin 500 mg einmal täglich beginnen.',
      '## Procedere\n- Reaktion im Frühjahr durch Amoxicillin.\n- Amoxicillin 500 mg dreimal täglich beginnen.',
    ],
  ])('%s: is an allergy to it', (language, transcript, right, faulty) => {
    expect(alarms(language, transcript, right)).not.toContain('contradiction_allergy')
    expect(alarms(language, transcript, faulty)).toContain('contradiction_allergy')
    // A note that says nothing of the reaction leaves the allergy out.
    const silent = right
      .split('\n')
      .filter((l) => !/amox/i.test(l))
      .join('\n')
    expect(
      engine.check({ language, transcript, inputs: [], note: silent }).findings.map((f) => f.code),
    ).toContain('omission_allergy')
  })
})

describe('a laboratory result by its name', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Do you know what your P S A was?\nPatient: It was eleven point six.',
      '## History\n- PSA 11.6.',
      '## History\n- PSA 11.',
    ],
    [
      'pt',
      'Médica: Sabe quanto deu a P C R?\nDoente: Deu doze vírgula quatro.',
      '## Análises\n- PCR 12,4.',
      '## Análises\n- PCR 12.',
    ],
    [
      'es',
      'Médico: ¿Sabe cuánto le salió la P C R?\nPaciente: Doce coma cuatro.',
      '## Analítica\n- PCR 12,4.',
      '## Analítica\n- PCR 12.',
    ],
    [
      'de',
      'Ärztin: Wissen Sie, wie hoch das C R P war?\nPatient: Zwölf Komma vier.',
      '## Labor\n- CRP 12,4.',
      '## Labor\n- CRP 12.',
    ],
  ])('%s: asked with its letters said one by one, and answered', findsTheFault('contradiction_value'))

  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Your blood work today shows seven point six lymphocytes.\nPatient: Okay.',
      '## Results\n- Lymphocytes 7.6.',
      '## Results\n- Lymphocytes 7.',
    ],
    [
      'pt',
      'Médica: As análises de hoje mostram sete vírgula seis de linfócitos.\nDoente: Está bem.',
      '## Análises\n- Linfócitos 7,6.',
      '## Análises\n- Linfócitos 7.',
    ],
    [
      'es',
      'Médico: La analítica de hoy muestra siete coma seis de linfocitos.\nPaciente: Vale.',
      '## Analítica\n- Linfocitos 7,6.',
      '## Analítica\n- Linfocitos 7.',
    ],
    [
      'de',
      'Ärztin: Im Labor von heute haben wir sieben Komma sechs Lymphozyten gemessen.\nPatient: Gut.',
      '## Labor\n- Lymphozyten 7,6.',
      '## Labor\n- Lymphozyten 7.',
    ],
  ])('%s: said after its value', findsTheFault('contradiction_value'))
})

describe('a count written with a times sign after what it counts', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any operations?\nPatient: I had two arthroscopies, both on the right knee.',
      '## Past surgical history\n- Right knee arthroscopies x 2.',
      '## Past surgical history\n- Right knee arthroscopies x 3.',
    ],
    [
      'pt',
      'Médica: Já foi operado?\nDoente: Fizeram-me duas artroscopias ao joelho direito.',
      '## Antecedentes cirúrgicos\n- Joelho direito: artroscopias x 2.',
      '## Antecedentes cirúrgicos\n- Joelho direito: artroscopias x 3.',
    ],
    [
      'es',
      'Médico: ¿Le han operado?\nPaciente: Me hicieron dos artroscopias, las dos en la rodilla derecha.',
      '## Antecedentes quirúrgicos\n- Rodilla derecha: artroscopias x 2.',
      '## Antecedentes quirúrgicos\n- Rodilla derecha: artroscopias x 3.',
    ],
    [
      'de',
      'Arzt: Wurden Sie schon operiert?\nPatient: Ich hatte zwei Arthroskopien, beide am rechten Knie.',
      '## Operationen\n- Rechtes Knie: Arthroskopien x 2.',
      '## Operationen\n- Rechtes Knie: Arthroskopien x 3.',
    ],
  ])("%s: 'arthroscopies x 2' counts the arthroscopies", findsTheFault('contradiction_value'))
})

describe('false alarms found on notes of own consultations', () => {
  const omissions = (language: Language, transcript: string, note: string) =>
    engine
      .check({ language, transcript, inputs: [], note })
      .findings.filter((f) => f.kind === 'omission')
      .map((f) => f.code)

  it("a label answered no ('Injury to it: no, …') denies what it names", () => {
    raisesNothing(
      'en',
      'Doctor: Any injury to it?\nPatient: No, I did not bang it or anything.\n',
      '## Subjective\nInjury to it: no, he did not bang it or anything.\n',
    )
    raisesNothing('pt', 'Médico: Teve febre?\nDoente: Não, nada.\n', '## Subjetivo\nFebre: não, nada.\n')
    raisesNothing(
      'es',
      'Médica: ¿Ha tenido fiebre?\nPaciente: No, nada.\n',
      '## Subjetivo\nFiebre: no, nada.\n',
    )
    raisesNothing(
      'de',
      'Ärztin: Hatten Sie Fieber?\nPatient: Nein, gar nicht.\n',
      '## Subjektiv\nFieber: nein, gar nicht.\n',
    )
    // The label affirmed against the same no is still found.
    expect(
      alarms(
        'en',
        'Doctor: Any injury to it?\nPatient: No, I did not bang it or anything.\n',
        '## Subjective\nInjury to it while gardening.\n',
      ),
    ).toContain('contradiction_negation')
  })

  it("what does not stop goes on ('não paro de vomitar', 'can't stop coughing')", () => {
    raisesNothing(
      'pt',
      'Doente: Estou com dez semanas e não paro de vomitar.\n',
      '## Subjetivo\nVomita todo o dia.\n',
    )
    raisesNothing(
      'es',
      'Paciente: Estoy de diez semanas y no paro de vomitar.\n',
      '## Subjetivo\nVomita todo el día.\n',
    )
    raisesNothing('en', "Patient: I can't stop vomiting.\n", '## Subjective\nVomiting all day.\n')
  })

  it('advice the clinician gives says nothing of what the patient does', () => {
    raisesNothing(
      'de',
      'Ärztin: Wie viel Alkohol trinken Sie?\nPatient: Am Wochenende zwei Gläser Wein.\nÄrztin: Bitte in den nächsten Wochen keinen Alkohol.\n',
      '## Sozialanamnese\n- Alkohol: am Wochenende zwei Gläser Wein.\n',
    )
    raisesNothing(
      'en',
      'Doctor: How much alcohol do you drink?\nPatient: Two glasses of wine at weekends.\nDoctor: Please no alcohol for the next few weeks.\n',
      '## Social history\n- Alcohol: two glasses of wine at weekends.\n',
    )
    raisesNothing(
      'pt',
      'Médico: Bebe álcool?\nDoente: Dois copos de vinho ao fim de semana.\nMédico: Por favor, nada de álcool nas próximas semanas.\n',
      '## Hábitos\n- Álcool: dois copos de vinho ao fim de semana.\n',
    )
    raisesNothing(
      'es',
      'Médica: ¿Bebe alcohol?\nPaciente: Dos copas de vino el fin de semana.\nMédica: Por favor, nada de alcohol estas semanas.\n',
      '## Hábitos\n- Alcohol: dos copas de vino el fin de semana.\n',
    )
  })

  it('a prescription taken back later, or against an allergy said, is no omission', () => {
    expect(
      omissions(
        'pt',
        'Médico: Vou receitar-lhe amoxicilina, 1 grama de 12 em 12 horas.\nDoente: Sou alérgica à penicilina.\nMédico: Então não vamos usar amoxicilina.\n',
        '## Alergias\n- Alergia: penicilina\n## Plano\n- Não usar amoxicilina.\n',
      ),
    ).not.toContain('omission_prescription')
    expect(
      omissions(
        'en',
        "Doctor: I'll prescribe amoxicillin 500 mg three times a day.\nPatient: I'm allergic to penicillin.\nDoctor: Then we won't use amoxicillin.\n",
        '## Allergies\n- Allergy: penicillin\n## Plan\n- Do not use amoxicillin.\n',
      ),
    ).not.toContain('omission_prescription')
    expect(
      omissions(
        'de',
        'Ärztin: Ich verschreibe Ihnen Ibuprofen 400 dreimal täglich.\nPatient: Ibuprofen vertrage ich nicht.\n',
        '## Allergien\n- Unverträglichkeit: Ibuprofen\n',
      ),
    ).not.toContain('omission_prescription')
    expect(
      omissions(
        'es',
        'Médica: Le receto amoxicilina 500 cada 8 horas.\nPaciente: Soy alérgica a la penicilina.\n',
        '## Alergias\n- Alergia: penicilina\n',
      ),
    ).not.toContain('omission_prescription')
    // A prescription kept is still missed when the note leaves it out.
    expect(
      omissions('en', "Doctor: I'll prescribe amoxicillin 500 mg three times a day.\n", '## Plan\n- Rest.\n'),
    ).toContain('omission_prescription')
  })

  it('a drug named as taken while another is stopped is not taken back', () => {
    // 'Stop the atorvastatin while you're on the clarithromycin' stops the atorvastatin only.
    const cases: [Language, string, string][] = [
      [
        'en',
        "Doctor: I'll give you clarithromycin, five hundred milligrams twice a day for seven days.\nDoctor: Stop the atorvastatin while you're on the clarithromycin, and restart it when you've finished the course.\n",
        '## Plan\n- Hold atorvastatin during the clarithromycin course; restart when finished.\n',
      ],
      [
        'pt',
        'Médico: Vou receitar-lhe claritromicina, quinhentos miligramas de doze em doze horas durante sete dias.\nMédico: Suspenda a atorvastatina durante a claritromicina e retome no fim.\n',
        '## Plano\n- Suspender a atorvastatina durante o tratamento com claritromicina.\n',
      ],
      [
        'es',
        'Médica: Le receto claritromicina, quinientos miligramos cada doce horas durante siete días.\nMédica: Suspenda la atorvastatina durante la claritromicina.\n',
        '## Plan\n- Suspender la atorvastatina durante el tratamiento con claritromicina.\n',
      ],
      [
        'de',
        'Ärztin: Ich verschreibe Ihnen Clarithromycin, fünfhundert Milligramm zweimal täglich für sieben Tage.\nÄrztin: Pausieren Sie das Atorvastatin während der Einnahme von Clarithromycin.\n',
        '## Procedere\n- Atorvastatin pausieren während der Einnahme von Clarithromycin.\n',
      ],
    ]
    for (const [language, transcript, note] of cases)
      expect(omissions(language, transcript, note), language).toContain('omission_prescription')
  })

  it("de: 'zwei Hübe' is no time of day", () => {
    expect(
      omissions(
        'de',
        'Arzt: Ich verschreibe Ihnen Mometason, zwei Hübe pro Nasenloch einmal täglich.\n',
        '## Procedere\n- Mometason verschreiben, zwei Hübe pro Nasenloch einmal täglich.\n',
      ),
    ).not.toContain('omission_prescription')
  })
})

describe("the examiner's 'you don't seem to have any'", () => {
  // A finding the clinician states, though an answer follows it and it says 'any': not a question left
  // unanswered. English only: the other languages' questions are not known by such a word.
  it("en: 'You don't seem to have any swelling of the knee.' 'Okay.'", () => {
    findsTheFault('contradiction_negation')(
      'en',
      "Doctor: On exam, you have some tenderness over the outer thigh. You don't seem to have any swelling of the knee.\nPatient: Okay.",
      '## Examination\n- Tenderness over the lateral thigh. No swelling of the knee.',
      '## Examination\n- Tenderness over the lateral thigh. Swelling of the knee.',
    )
  })
})

describe('a no whose contrast names no symptom but says something else', () => {
  // 'No, thankfully not, but I did bump my head': the contrast is about something else, the no still denies.
  it.each<[Language, string, string, string]>([
    [
      // Also a 'loss of bowel or bladder control', which is no condition said to be under control.
      'en',
      "Doctor: Have you had any loss of bowel or bladder control?\nPatient: No, thankfully not, but at the same time I haven't had a bowel movement in about three days.",
      '## History\n- He denied loss of bowel or bladder control.',
      '## History\n- He reported loss of bowel or bladder control.',
    ],
    [
      'pt',
      'Médica: Tem tido dores de cabeça?\nDoente: Não, felizmente não, mas ontem bati com a cabeça na porta da cozinha.',
      '## Anamnese\n- Nega dores de cabeça.',
      '## Anamnese\n- Refere dores de cabeça.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido dolores de cabeza?\nPaciente: No, por suerte no, pero ayer me di un golpe en la cabeza con la puerta de la cocina.',
      '## Anamnesis\n- Niega dolores de cabeza.',
      '## Anamnesis\n- Refiere dolores de cabeza.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe("an answer's 'thankfully' before its no", () => {
  // 'Thankfully, no.': a word of relief before the answer does not answer; the no does.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: What about chest pain or shortness of breath?\nPatient: Thankfully, no.',
      '## History\n- Denies chest pain or shortness of breath.',
      '## History\n- Reports chest pain.',
    ],
    [
      'pt',
      'Médica: E dor no peito?\nDoente: Felizmente, não.',
      '## Anamnese\n- Nega dor torácica.',
      '## Anamnese\n- Refere dor torácica.',
    ],
    [
      'es',
      'Médico: ¿Y dolor en el pecho?\nPaciente: Por suerte, no.',
      '## Anamnesis\n- Niega dolor torácico.',
      '## Anamnesis\n- Refiere dolor torácico.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Fieber?\nPatient: Zum Glück nein.',
      '## Anamnese\n- Kein Fieber.',
      '## Anamnese\n- Fieber.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a parent who tells what the child has', () => {
  // 'Mom denies any fever': the mother is the informant; the line speaks of the patient.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Has she had any fever?\nGuest_family: No, no fever.',
      '## History\n- Mom denies any fever.',
      '## History\n- Mom reports fever.',
    ],
    [
      'en',
      'Doctor: Has he been coughing?\nGuest_family: No.',
      '## History\n- Per mother, no cough.',
      '## History\n- Per mother, cough for two days.',
    ],
    [
      'pt',
      'Médica: Ele tem tido febre?\nMãe: Não, febre não.',
      '## Anamnese\n- A mãe nega febre.',
      '## Anamnese\n- A mãe refere febre.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido fiebre?\nMadre: No, fiebre no.',
      '## Anamnesis\n- La madre niega fiebre.',
      '## Anamnesis\n- La madre refiere fiebre.',
    ],
    [
      'de',
      'Ärztin: Hatte er Fieber?\nMutter: Nein, kein Fieber.',
      '## Anamnese\n- Die Mutter verneint Fieber.',
      '## Anamnese\n- Die Mutter berichtet über Fieber.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it("a relative's own condition is still not the patient's", () => {
    raisesNothing(
      'en',
      'Doctor: Any fever?\nPatient: No.\nDoctor: Anyone in the family with fevers?\nPatient: My mother had rheumatic fever.',
      '## Family history\n- Mother had rheumatic fever.',
    )
  })
})

describe('apnea and cyanosis in lay words', () => {
  // 'Did you notice any interrupted breathing or bluish color around her mouth?' 'No.'
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Did you notice any interrupted breathing or bluish color around her mouth?\nGuest_family: No.',
      '## History\n- No apnea or perioral cyanosis.',
      '## History\n- Apnea and perioral cyanosis.',
    ],
    [
      'en',
      'Doctor: Did you notice any interrupted breathing or bluish color around her mouth?\nGuest_family: No.',
      '## History\n- No apnea or perioral cyanosis.',
      '## History\n- Perioral cyanosis.',
    ],
    [
      'pt',
      'Médica: Notou pausas na respiração ou cor arroxeada à volta da boca?\nMãe: Não.',
      '## Anamnese\n- Sem apneias nem cianose.',
      '## Anamnese\n- Apneias.',
    ],
    [
      'pt',
      'Médica: Notou pausas na respiração ou cor arroxeada à volta da boca?\nMãe: Não.',
      '## Anamnese\n- Sem apneias nem cianose.',
      '## Anamnese\n- Cianose.',
    ],
    [
      'es',
      'Médico: ¿Notó pausas en la respiración o color azulado alrededor de la boca?\nMadre: No.',
      '## Anamnesis\n- Sin apneas ni cianosis.',
      '## Anamnesis\n- Apneas.',
    ],
    [
      'es',
      'Médico: ¿Notó pausas en la respiración o color azulado alrededor de la boca?\nMadre: No.',
      '## Anamnesis\n- Sin apneas ni cianosis.',
      '## Anamnesis\n- Cianosis.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Atemaussetzer oder bläuliche Lippen bemerkt?\nMutter: Nein.',
      '## Anamnese\n- Keine Apnoen, keine Zyanose.',
      '## Anamnese\n- Apnoen.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Atemaussetzer oder bläuliche Lippen bemerkt?\nMutter: Nein.',
      '## Anamnese\n- Keine Apnoen, keine Zyanose.',
      '## Anamnese\n- Zyanose.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('urinary symptoms asked in a list that ends with passing urine', () => {
  // 'Any blood, pain and/or burning during urination?' 'No.': the list is of urinary symptoms, not a circumstance.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Have you noticed any blood, pain and or burning during urination?\nPatient: No.',
      '## History\n- Denies hematuria or dysuria.',
      '## History\n- Reports hematuria.',
    ],
    [
      'en',
      'Doctor: Have you noticed any blood, pain and or burning during urination?\nPatient: No.',
      '## History\n- Denies hematuria or dysuria.',
      '## History\n- Reports dysuria.',
    ],
    [
      'pt',
      'Médica: Tem tido dor ou sangue ao urinar?\nDoente: Não.',
      '## Anamnese\n- Nega disúria e hematúria.',
      '## Anamnese\n- Refere hematúria.',
    ],
    [
      'pt',
      'Médica: Tem tido dor ou sangue ao urinar?\nDoente: Não.',
      '## Anamnese\n- Nega disúria e hematúria.',
      '## Anamnese\n- Refere disúria.',
    ],
    [
      'es',
      'Médico: ¿Ha notado dolor o sangre al orinar?\nPaciente: No.',
      '## Anamnesis\n- Niega disuria y hematuria.',
      '## Anamnesis\n- Refiere hematuria.',
    ],
    [
      'es',
      'Médico: ¿Ha notado dolor o sangre al orinar?\nPaciente: No.',
      '## Anamnesis\n- Niega disuria y hematuria.',
      '## Anamnesis\n- Refiere disuria.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Schmerzen oder Blut beim Wasserlassen bemerkt?\nPatient: Nein.',
      '## Anamnese\n- Keine Dysurie, keine Hämaturie.',
      '## Anamnese\n- Hämaturie.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Schmerzen oder Blut beim Wasserlassen bemerkt?\nPatient: Nein.',
      '## Anamnese\n- Keine Dysurie, keine Hämaturie.',
      '## Anamnese\n- Dysurie.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('a pain of another place asked with passing urine is still a circumstance', () => {
    raisesNothing(
      'en',
      'Doctor: Any back pain when you urinate?\nPatient: No.\nPatient: My back has been aching for a week though.',
      '## History\n- Back pain for a week.',
    )
  })
})

describe('urgency, frequency and difficulty passing urine', () => {
  // Named in other words on each side: 'a sudden urge to urinate' and 'urgency', 'vontade urgente de urinar'
  // and 'urgência urinária'.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Great, does he have any difficulty urinating?\nGuest_family: No, that is normal.\nDoctor: Bowel movements?\nGuest_family: They are normal.',
      '## History\n- He is having no difficulty urinating, and his bowel function remains normal.',
      '## History\n- He is having difficulty urinating, and his bowel function remains normal.',
    ],
    [
      'en',
      'Doctor: Do you get a sudden urge to pee?\nPatient: No.',
      '## History\n- Denies urinary urgency.',
      '## History\n- Reports urinary urgency.',
    ],
    [
      'en',
      'Doctor: Are you peeing more often than usual?\nPatient: No.',
      '## History\n- No urinary frequency.',
      '## History\n- Urinary frequency.',
    ],
    [
      'pt',
      'Médica: Tem tido vontade urgente de urinar?\nDoente: Não.',
      '## Anamnese\n- Sem urgência miccional.',
      '## Anamnese\n- Urgência miccional.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido ganas urgentes de orinar?\nPaciente: No.',
      '## Anamnesis\n- Sin urgencia miccional.',
      '## Anamnesis\n- Urgencia miccional.',
    ],
    [
      'en',
      'Doctor: Any hesitancy?\nPatient: No.',
      '## History\n- No difficulty urinating.',
      '## History\n- Difficulty urinating.',
    ],
    [
      'pt',
      'Médica: Tem de urinar muitas vezes?\nDoente: Não.',
      '## Anamnese\n- Sem polaquiúria.',
      '## Anamnese\n- Polaquiúria.',
    ],
    [
      'pt',
      'Médica: Tem notado o jato fraco?\nDoente: Não.',
      '## Anamnese\n- Sem dificuldade em urinar.',
      '## Anamnese\n- Dificuldade em urinar.',
    ],
    [
      'es',
      'Médico: ¿Tiene que orinar muchas veces?\nPaciente: No.',
      '## Anamnesis\n- Sin polaquiuria.',
      '## Anamnesis\n- Polaquiuria.',
    ],
    [
      'es',
      'Médico: ¿Nota el chorro débil?\nPaciente: No.',
      '## Anamnesis\n- Sin dificultad para orinar.',
      '## Anamnesis\n- Dificultad para orinar.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Harndrang?\nPatient: Nein.',
      '## Anamnese\n- Keine Drangsymptomatik.',
      '## Anamnese\n- Drangsymptomatik.',
    ],
    [
      'de',
      'Ärztin: Ist Ihnen häufiges Wasserlassen aufgefallen?\nPatient: Nein.',
      '## Anamnese\n- Keine Pollakisurie.',
      '## Anamnese\n- Pollakisurie.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Startschwierigkeiten beim Wasserlassen?\nPatient: Nein.',
      '## Anamnese\n- Keine Probleme beim Wasserlassen.',
      '## Anamnese\n- Probleme beim Wasserlassen.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe("'the past medical history' is no past", () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: What about chest pain or shortness of breath?\nPatient: Thankfully, no nothing like that.',
      '## History\n- He has no change in the past medical history since his last visit and denies shortness of breath.',
      '## History\n- He has no change in the past medical history since his last visit and reports shortness of breath.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a question of blood alone asks of what was spoken of just before', () => {
  // 'When was your last bowel movement?' … 'Any blood?' 'No.': blood in the stool.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: When was your last bowel movement?\nPatient: This morning.\nDoctor: Was it normal?\nPatient: Yes.\nDoctor: Any blood?\nPatient: No.',
      '## History\n- No hematochezia.',
      '## History\n- Hematochezia.',
    ],
    [
      'en',
      'Doctor: Have you been throwing up?\nPatient: Yes, twice.\nDoctor: Any blood?\nPatient: No.',
      '## History\n- Vomiting twice, no hematemesis.',
      '## History\n- Vomiting twice, hematemesis.',
    ],
    [
      'pt',
      'Médica: Quando evacuou pela última vez?\nDoente: Ontem.\nMédica: E sangue?\nDoente: Não.',
      '## Anamnese\n- Sem retorragias.',
      '## Anamnese\n- Retorragias.',
    ],
    [
      'es',
      'Médico: ¿Cuándo fue su última deposición?\nPaciente: Ayer.\nMédico: ¿Y sangre?\nPaciente: No.',
      '## Anamnesis\n- Sin rectorragia.',
      '## Anamnesis\n- Rectorragia.',
    ],
    [
      'de',
      'Ärztin: Wann hatten Sie zuletzt Stuhlgang?\nPatient: Gestern.\nÄrztin: Und Blut?\nPatient: Nein.',
      '## Anamnese\n- Kein Blut im Stuhl.',
      '## Anamnese\n- Blut im Stuhl.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('a question of blood after two topics asks of neither', () => {
    raisesNothing(
      'en',
      'Doctor: Any problems with your stool or your urine?\nPatient: Both are fine.\nDoctor: Any blood?\nPatient: No.',
      '## History\n- Hematuria noted on the dipstick last week.',
    )
  })
})

describe('what notes of a twenty-third batch of consultations showed', () => {
  it("the review check reads 'No se ha desmayado' as a denial, and advice after a clause ('Enquanto fizer…, não beba álcool') as no denial", async () => {
    const findings = async (language: Language, transcript: string, text: string) =>
      (await engine.check({ language, transcript, inputs: [], note: text })).findings.filter(
        (f) => f.kind !== 'omission',
      )
    expect(
      await findings(
        'es',
        'Médico: ¿Ha tenido dolor en el pecho o se ha desmayado?\nPaciente: No, nada de eso.\n',
        '## S\n\nNiega dolor en el pecho. No se ha desmayado.\n',
      ),
    ).toEqual([])
    expect(
      await findings(
        'pt',
        'Médico: Bebe álcool?\nDoente: Duas ou três cervejas ao fim de semana.\nMédico: Enquanto fizer o metotrexato, não beba álcool.\n',
        '## Hábitos\n\n- Álcool: 2 ou 3 cervejas ao fim de semana.\n',
      ),
    ).toEqual([])
  })
})
describe('what the note says of today, against what was said of today', () => {
  // 'Have you had diarrhea?' 'Yes, since Monday.' … 'Any diarrhea today?' 'No, not today.': the line that puts
  // it today is weighed against what was said of today, though it matches the days before better.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Have you had any diarrhea?\nPatient: Yes, I have been having diarrhea since Monday.\nDoctor: Any diarrhea today?\nPatient: No, not today.',
      '## History\n- She has been having diarrhea since Monday, no diarrhea today.',
      '## History\n- She has been having diarrhea since Monday, diarrhea today.',
    ],
    [
      'pt',
      'Médica: Tem tido diarreia?\nDoente: Sim, tenho tido diarreia desde segunda-feira.\nMédica: E hoje, teve diarreia?\nDoente: Não, hoje não.',
      '## Anamnese\n- Diarreia desde segunda-feira, sem diarreia hoje.',
      '## Anamnese\n- Diarreia desde segunda-feira, com diarreia hoje.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido diarrea?\nPaciente: Sí, tengo diarrea desde el lunes.\nMédico: ¿Y hoy ha tenido diarrea?\nPaciente: No, hoy no.',
      '## Anamnesis\n- Diarrea desde el lunes, sin diarrea hoy.',
      '## Anamnesis\n- Diarrea desde el lunes, con diarrea hoy.',
    ],
    [
      'de',
      'Ärztin: Hatten Sie Durchfall?\nPatient: Ja, ich habe seit Montag Durchfall.\nÄrztin: Hatten Sie heute Durchfall?\nPatient: Nein, heute nicht.',
      '## Anamnese\n- Durchfall seit Montag, heute kein Durchfall.',
      '## Anamnese\n- Durchfall seit Montag, heute Durchfall.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe("a courtesy before an answer's no", () => {
  // 'Thank you, doctor, no, …': thanks said before the answer do not answer; the no does.
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: I'm sorry about your mother. Do you have any brothers or sisters?\nPatient: Thank you doctor, no, it's just me and my dad now.",
      '## Family history\n- No brothers or sisters.',
      '## Family history\n- Brothers and sisters.',
    ],
    [
      'pt',
      'Médica: Lamento muito pela sua mãe. Tem irmãos?\nDoente: Obrigada, doutora, não, sou filha única.',
      '## Antecedentes familiares\n- Sem irmãos.',
      '## Antecedentes familiares\n- Tem irmãos.',
    ],
    [
      'es',
      'Médico: Siento mucho lo de su madre. ¿Tiene hermanos?\nPaciente: Gracias, doctor, no, soy hija única.',
      '## Antecedentes familiares\n- Sin hermanos.',
      '## Antecedentes familiares\n- Tiene hermanos.',
    ],
    [
      'de',
      'Ärztin: Das mit Ihrer Mutter tut mir leid. Haben Sie Geschwister?\nPatient: Danke, Frau Doktor, nein, ich bin ein Einzelkind.',
      '## Familienanamnese\n- Keine Geschwister.',
      '## Familienanamnese\n- Geschwister.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('drug use asked in the singular, or with the question word inside it', () => {
  // 'Or drink or have ever used any drugs.' 'Nope.': 'any' stands inside 'used any drugs', which is asked, not
  // recapped; 'alguma droga', 'alguna droga', 'eine Droge' name drug use as the plural does.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Do you smoke? Or drink or have ever used any drugs.\nPatient: Nope.',
      '## Social history\n- No history of illicit drug use.',
      '## Social history\n- History of illicit drug use.',
    ],
    [
      'pt',
      'Médica: Fuma? Ou já consumiu alguma droga?\nDoente: Não.',
      '## Hábitos\n- Nega uso de drogas.',
      '## Hábitos\n- Refere uso de drogas.',
    ],
    [
      'es',
      'Médico: ¿Fuma? ¿O ha consumido alguna droga?\nPaciente: No.',
      '## Hábitos\n- Niega uso de drogas.',
      '## Hábitos\n- Refiere uso de drogas.',
    ],
    [
      'de',
      'Ärztin: Rauchen Sie? Oder haben Sie schon einmal eine Droge genommen?\nPatient: Nein.',
      '## Sozialanamnese\n- Kein Drogenkonsum.',
      '## Sozialanamnese\n- Drogenkonsum.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a no that says again the time or place asked of', () => {
  // 'Are you able to sleep in the night?' 'No, these headaches wake me up in the night.': the night said again
  // names none of what was asked, so the no denies the rest.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Are you able to sleep in the night properly?\nPatient: No, these headaches wake me up in the night. I have not slept properly for ages.',
      '## History\n- She has not been able to sleep.',
      '## History\n- She has been able to sleep.',
    ],
    [
      'pt',
      'Médica: Consegue dormir bem à noite?\nDoente: Não, estas dores de cabeça acordam-me à noite. Há semanas que não descanso.',
      '## Anamnese\n- Não consegue dormir bem.',
      '## Anamnese\n- Consegue dormir bem.',
    ],
    [
      'es',
      'Médico: ¿Puede dormir bien por la noche?\nPaciente: No, estos dolores de cabeza me despiertan por la noche. Hace semanas que no descanso.',
      '## Anamnesis\n- No puede dormir bien.',
      '## Anamnesis\n- Puede dormir bien.',
    ],
    [
      'de',
      'Ärztin: Können Sie in der Nacht gut schlafen?\nPatient: Nein, die Kopfschmerzen wecken mich in der Nacht. Seit Wochen bin ich nicht ausgeruht.',
      '## Anamnese\n- Kann nicht gut schlafen.',
      '## Anamnese\n- Kann gut schlafen.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('the answer to a question a line comes from, told in a turn of its own', () => {
  // 'Any family history of heart disease or diabetes?' 'My other brother had prostate cancer, but that's just
  // it. No diabetes or heart issues.': a long answer stands in units of its own; read word by word, it is
  // where the line comes from too.
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Any family history of heart disease or diabetes?\nPatient: My other brother had prostate cancer, but that's just it. No diabetes or heart issues.",
      '## Family history\n- No family history of heart disease or diabetes.',
      '## Family history\n- Family history of heart disease or diabetes.',
    ],
    [
      'pt',
      'Médica: Há casos de doença cardíaca ou diabetes na família?\nDoente: O meu irmão teve cancro da próstata, mas mais nada. Não há diabetes nem problemas de coração.',
      '## Antecedentes familiares\n- Sem antecedentes familiares de doença cardíaca ou diabetes.',
      '## Antecedentes familiares\n- Antecedentes familiares de doença cardíaca ou diabetes.',
    ],
    [
      'es',
      'Médico: ¿Hay casos de enfermedad cardíaca o diabetes en la familia?\nPaciente: Mi hermano tuvo cáncer de próstata, pero nada más. Ni diabetes ni problemas de corazón.',
      '## Antecedentes familiares\n- Sin antecedentes familiares de enfermedad cardíaca o diabetes.',
      '## Antecedentes familiares\n- Antecedentes familiares de enfermedad cardíaca o diabetes.',
    ],
    [
      'de',
      'Ärztin: Gibt es in der Familie Herzerkrankungen oder Diabetes?\nPatient: Mein Bruder hatte Prostatakrebs, aber sonst nichts. Kein Diabetes und keine Herzprobleme.',
      '## Familienanamnese\n- Keine familiäre Belastung für Herzerkrankungen oder Diabetes.',
      '## Familienanamnese\n- Familiäre Belastung für Herzerkrankungen oder Diabetes.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe("a word that ends a denial's reach, right after the denial", () => {
  // 'So no need for a further A1c today': 'need' ends what a denial of a symptom reaches, and is denied itself.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Your A1c was 5.1 at the last check, so no need for a further A1c today.',
      '## Plan\n- A1c 5.1 at the last check, so there is no need for a further A1c today.',
      '## Plan\n- A1c 5.1 at the last check, so there is need for a further A1c today.',
    ],
    [
      'pt',
      'Médica: A hemoglobina glicada estava em 5,1 na última análise, por isso não há necessidade de repetir hoje.',
      '## Plano\n- HbA1c de 5,1 na última análise, pelo que não há necessidade de repetir hoje.',
      '## Plano\n- HbA1c de 5,1 na última análise, pelo que há necessidade de repetir hoje.',
    ],
    [
      'es',
      'Médico: La hemoglobina glicosilada estaba en 5,1 en el último control, así que no hay necesidad de repetirla hoy.',
      '## Plan\n- HbA1c de 5,1 en el último control, así que no hay necesidad de repetirla hoy.',
      '## Plan\n- HbA1c de 5,1 en el último control, así que hay necesidad de repetirla hoy.',
    ],
    [
      'de',
      'Ärztin: Der HbA1c lag bei der letzten Kontrolle bei 5,1, also besteht heute keine Notwendigkeit für eine weitere Messung.',
      '## Procedere\n- HbA1c zuletzt 5,1.\n- Keine Notwendigkeit für eine weitere Messung heute.',
      '## Procedere\n- HbA1c zuletzt 5,1.\n- Notwendigkeit für eine weitere Messung heute.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  // 'Has not changed' written 'has changed': the auxiliary is where the 'not' stood, though 'has' also frames
  // ('has a history of'). English only: the other languages' auxiliaries frame nothing and were read already.
  it('en: an auxiliary that also frames is the place of the dropped not', () => {
    findsTheFault('contradiction_negation')(
      'en',
      'Doctor: I am happy to see that the pulmonary disease has not changed significantly since your last visit.',
      '## History\n- Her pulmonary disease has not changed significantly since her last visit.',
      '## History\n- Her pulmonary disease has changed significantly since her last visit.',
    )
  })
})

describe("'pass out' said in the present", () => {
  // 'Did you pass out?' 'I didn't pass out.': English named only 'passed out' and 'passing out'; the other
  // languages' words for fainting ('desmaiou', 'se desmayó', 'ohnmächtig') are read in every form already.
  it('en: a no to passing out contradicts a note that reports it', () => {
    findsTheFault('contradiction_negation')(
      'en',
      "Doctor: Did you pass out or hurt your neck in any way?\nPatient: I didn't pass out. I hit my head against the floor.",
      '## History\n- He denies passing out.',
      '## History\n- He reports passing out.',
    )
  })
})

describe('how a finding was examined is not where it is', () => {
  // 'No midline tenderness to touch': 'to touch' (or 'to palpitation', a mishearing of palpation) says how the
  // tenderness was sought, not a place other than the note's.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Skin is intact, no midline tenderness to touch.',
      '## Examination\n- Skin intact, no tenderness elicited over the midline of the lumbar spine.',
      '## Examination\n- Skin intact, tenderness elicited over the midline of the lumbar spine.',
    ],
    [
      'pt',
      'Médica: Pele íntegra, coluna lombar sem dor ao toque.',
      '## Exame objetivo\n- Sem dor na coluna lombar.',
      '## Exame objetivo\n- Dor na coluna lombar.',
    ],
    [
      'es',
      'Médico: Piel íntegra, columna lumbar sin dolor al tacto.',
      '## Exploración\n- Sin dolor en la columna lumbar.',
      '## Exploración\n- Dolor en la columna lumbar.',
    ],
    [
      'de',
      'Ärztin: Haut intakt, Lendenwirbelsäule ohne Schmerzen bei Berührung.',
      '## Befund\n- Keine Schmerzen an der Lendenwirbelsäule.',
      '## Befund\n- Schmerzen an der Lendenwirbelsäule.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a time frame that reaches to now is no circumstance', () => {
  // 'Have you been short of breath since you've been home?' 'No.': 'since' frames up to today, so the no
  // denies what a review of systems states (a 'when' or 'while' still leaves other times open).
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: How have you been since you came home from the hospital?\nPatient: Much better.\nDoctor: Have you been short of breath since you've been home?\nPatient: No.",
      '## Review of systems\n- Respiratory: Denies dyspnea.',
      '## Review of systems\n- Respiratory: Reports dyspnea.',
    ],
    [
      'pt',
      'Médica: Como tem estado desde que teve alta?\nDoente: Muito melhor.\nMédica: Tem tido falta de ar desde que está em casa?\nDoente: Não.',
      '## Revisão por sistemas\n- Respiratório: nega dispneia.',
      '## Revisão por sistemas\n- Respiratório: refere dispneia.',
    ],
    [
      'es',
      'Médico: ¿Cómo ha estado desde el alta?\nPaciente: Mucho mejor.\nMédico: ¿Ha tenido falta de aire desde que está en casa?\nPaciente: No.',
      '## Revisión por sistemas\n- Respiratorio: niega disnea.',
      '## Revisión por sistemas\n- Respiratorio: refiere disnea.',
    ],
    [
      'de',
      'Ärztin: Wie ging es Ihnen seit der Entlassung?\nPatient: Viel besser.\nÄrztin: Hatten Sie Atemnot, seit Sie zu Hause sind?\nPatient: Nein.',
      '## Systemanamnese\n- Respiratorisch: verneint Dyspnoe.',
      '## Systemanamnese\n- Respiratorisch: bejaht Dyspnoe.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('trouble denied since a time, and the time frame that names nothing', () => {
  // 'No issues since then?' 'Nope, no issues since then.': a clause of framing words and a trouble word
  // ('reports issues since that time') names the trouble; 'since', 'desde', 'seitdem' only say when.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: You had a colonoscopy three years ago that showed mild diverticulosis. No issues since then?\nPatient: Nope, no issues since then.',
      '## History\n- Colonoscopy 3 years ago showed mild diverticulosis. She denies issues since that time.',
      '## History\n- Colonoscopy 3 years ago showed mild diverticulosis. She reports issues since that time.',
    ],
    [
      'pt',
      'Médica: Fez uma colonoscopia há três anos que mostrou diverticulose ligeira. Teve problemas desde então?\nDoente: Não, desde então nenhum problema.',
      '## Anamnese\n- Colonoscopia há 3 anos com diverticulose ligeira. Nega problemas desde então.',
      '## Anamnese\n- Colonoscopia há 3 anos com diverticulose ligeira. Refere problemas desde então.',
    ],
    [
      'es',
      'Médico: Se hizo una colonoscopia hace tres años que mostró diverticulosis leve. ¿Ha tenido problemas desde entonces?\nPaciente: No, desde entonces ningún problema.',
      '## Anamnesis\n- Colonoscopia hace 3 años con diverticulosis leve. Niega problemas desde entonces.',
      '## Anamnesis\n- Colonoscopia hace 3 años con diverticulosis leve. Refiere problemas desde entonces.',
    ],
    [
      'de',
      'Ärztin: Die Darmspiegelung vor drei Jahren zeigte eine leichte Divertikulose. Hatten Sie seitdem Probleme?\nPatient: Nein, seitdem keine Probleme.',
      '## Anamnese\n- Darmspiegelung vor 3 Jahren mit leichter Divertikulose. Verneint seitdem Probleme.',
      '## Anamnese\n- Darmspiegelung vor 3 Jahren mit leichter Divertikulose. Berichtet seitdem Probleme.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a long question whose list a short one goes on with, answered once', () => {
  // 'Do you feel any type of chest pain…? Any heaviness or tightness?' 'No, nothing like that.': the no after
  // the short question answers the long one too, when the short one names a symptom or goes on with the list.
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Now let's check the other systems. Do you feel any chest pain at all these days? Any heaviness or tightness?\nPatient: No, nothing like that.",
      '## History\n- Denies chest pain.',
      '## History\n- Reports chest pain.',
    ],
    [
      'en',
      "Doctor: Now let's check the other systems. Do you feel any chest pain at all these days? Any shortness of breath?\nPatient: No.",
      '## History\n- Denies chest pain.',
      '## History\n- Reports chest pain.',
    ],
    [
      'pt',
      'Médico: Vamos ver os outros sistemas. Tem sentido alguma dor no peito nos últimos dias? Algum aperto?\nDoente: Não, nada disso.',
      '## Anamnese\n- Nega dor torácica.',
      '## Anamnese\n- Refere dor torácica.',
    ],
    [
      'pt',
      'Médico: Vamos ver os outros sistemas. Tem sentido alguma dor no peito nos últimos dias? E falta de ar?\nDoente: Não.',
      '## Anamnese\n- Nega dor torácica.',
      '## Anamnese\n- Refere dor torácica.',
    ],
    [
      'es',
      'Médico: Vamos a revisar los otros sistemas. ¿Ha sentido algún dolor en el pecho estos días? ¿Alguna opresión?\nPaciente: No, nada de eso.',
      '## Anamnesis\n- Niega dolor torácico.',
      '## Anamnesis\n- Refiere dolor torácico.',
    ],
    [
      'es',
      'Médico: Vamos a revisar los otros sistemas. ¿Ha sentido algún dolor en el pecho estos días? ¿Y falta de aire?\nPaciente: No.',
      '## Anamnesis\n- Niega dolor torácico.',
      '## Anamnesis\n- Refiere dolor torácico.',
    ],
    [
      'de',
      'Arzt: Gehen wir die anderen Systeme durch. Hatten Sie in den letzten Tagen Schmerzen in der Brust? Irgendein Engegefühl?\nPatient: Nein, nichts davon.',
      '## Anamnese\n- Verneint Brustschmerzen.',
      '## Anamnese\n- Berichtet Brustschmerzen.',
    ],
    [
      'de',
      'Arzt: Gehen wir die anderen Systeme durch. Hatten Sie in den letzten Tagen Schmerzen in der Brust? Und Atemnot?\nPatient: Nein.',
      '## Anamnese\n- Verneint Brustschmerzen.',
      '## Anamnese\n- Berichtet Brustschmerzen.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('leaves the long question open when the short one asks something else', () => {
    const transcript =
      "Doctor: Now let's check the other systems. Do you feel any chest pain at all these days? Are you sleeping well?\nPatient: No."
    expect(alarms('en', transcript, '## History\n- Reports chest pain.')).toEqual([])
  })
})

describe("a later sentence of a relative leaves the answer's no standing", () => {
  // 'Do you smoke?' 'Nope. My mother has forbidden smoking in her home.': what the relative does answers
  // nothing of the patient's, so the no denies smoking.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Where do you live?\nPatient: With my mom.\nDoctor: Do you smoke?\nPatient: Nope. My mother has forbidden smoking in her home.',
      '## Social history\n- Does not smoke.',
      '## Social history\n- Smokes.',
    ],
    [
      'pt',
      'Médica: Onde vive?\nDoente: Com a minha mãe.\nMédica: Fuma?\nDoente: Não. A minha mãe proíbe fumar lá em casa.',
      '## Hábitos\n- Não fuma.',
      '## Hábitos\n- Fumadora.',
    ],
    [
      'es',
      'Médico: ¿Dónde vive?\nPaciente: Con mi madre.\nMédico: ¿Fuma?\nPaciente: No. Mi madre prohíbe fumar en casa.',
      '## Hábitos\n- No fuma.',
      '## Hábitos\n- Fumadora.',
    ],
    [
      'de',
      'Ärztin: Wo wohnen Sie?\nPatientin: Bei meiner Mutter.\nÄrztin: Rauchen Sie?\nPatientin: Nein. Meine Mutter verbietet das Rauchen zu Hause.',
      '## Sozialanamnese\n- Nichtraucherin.',
      '## Sozialanamnese\n- Raucherin.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe("a list's number written out of its order", () => {
  // '1. Infection. 3. Pelvic pain. 3. Mood swings.': the items around it number it otherwise.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: What brings you in?\nPatient: An infection, pelvic pain and mood swings.',
      '## Chief complaint\n1. Infection. 2. Pelvic pain. 3. Mood swings.',
      '## Chief complaint\n1. Infection. 3. Pelvic pain. 3. Mood swings.',
    ],
    [
      'pt',
      'Médica: O que a traz cá?\nDoente: Uma infeção, dor pélvica e alterações de humor.',
      '## Motivo da consulta\n1. Infeção.\n2. Dor pélvica.\n3. Alterações de humor.',
      '## Motivo da consulta\n1. Infeção.\n2. Dor pélvica.\n4. Alterações de humor.',
    ],
    [
      'es',
      'Médico: ¿Qué le trae por aquí?\nPaciente: Una infección, dolor pélvico y cambios de humor.',
      '## Motivo de consulta\n1. Infección. 2. Dolor pélvico. 3. Cambios de humor.',
      '## Motivo de consulta\n2. Infección. 2. Dolor pélvico. 3. Cambios de humor.',
    ],
    [
      'de',
      'Ärztin: Was führt Sie zu uns?\nPatientin: Eine Infektion, Beckenschmerzen und Stimmungsschwankungen.',
      '## Anlass\n1. Infektion. 2. Beckenschmerzen.\n\n## Procedere\n1. Ruhe. 2. Viel trinken.',
      '## Anlass\n1. Infektion. 4. Beckenschmerzen.\n\n## Procedere\n1. Ruhe. 2. Viel trinken.',
    ],
  ])('%s: %s', findsTheFault('unsupported_number'))
})

describe('a denial passes over a verb of seeming to the verb after it', () => {
  // 'Nothing seems to help' denies the help, so 'it does seem to help' is the opposite; an ability denied
  // ('can't seem to comprehend') is still turned only by an ability written.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: I can see that you have taken different kinds of medications, but nothing seems to help you.\nPatient: That sounds right. Nothing seems to help me to get rid of this discomfort.',
      '## History\n- We have tried different medications and it just does not seem to help.',
      '## History\n- We have tried different medications and it just does seem to help.',
    ],
    [
      'pt',
      'Médica: Vejo que já tomou vários medicamentos, mas nenhum parece ajudar.\nDoente: É verdade. Nada parece ajudar a tirar este desconforto.',
      '## Anamnese\n- Já tentou vários medicamentos, mas nada parece ajudar.',
      '## Anamnese\n- Já tentou vários medicamentos, que parecem ajudar.',
    ],
    [
      'es',
      'Médico: Veo que ha tomado varios medicamentos, pero nada parece ayudar.\nPaciente: Así es. Nada parece ayudar a quitar esta molestia.',
      '## Anamnesis\n- Ha probado varios medicamentos y no parecen ayudar.',
      '## Anamnesis\n- Ha probado varios medicamentos y parecen ayudar.',
    ],
    [
      'de',
      'Ärztin: Sie haben schon mehrere Medikamente genommen, aber nichts scheint zu helfen.\nPatient: Das stimmt. Nichts scheint gegen die Beschwerden zu helfen.',
      '## Anamnese\n- Mehrere Medikamente versucht, sie scheinen nicht zu helfen.',
      '## Anamnese\n- Mehrere Medikamente versucht, sie scheinen zu helfen.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it("leaves an ability denied to an ability written: 'can't seem to' is not turned by 'does seem to'", () => {
    const transcript = "Daughter: Now she can barely move her right arm. She can't seem to comprehend words."
    expect(alarms('en', transcript, '## History\n- She does seem to comprehend words.')).toEqual([])
  })
})

describe('an examiner who leaves out the I', () => {
  // 'really don't see any evidence of a fracture': a finding stated with its subject dropped, not a question
  // left unanswered ('any'); 'you don't see any…' still asks. English only: Portuguese and Spanish drop the
  // subject always and read it already, and German's 'Sehe keine…' has no word of a question.
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: Let's look at the x-ray of your wrist. Um, really don't see any evidence of a fracture, so it's a normal x-ray.",
      '## Results\n- X-ray of the wrist: no fracture.',
      '## Results\n- X-ray of the wrist shows a fracture.',
    ],
    [
      'pt',
      'Médica: Vamos ver a radiografia do punho. Pois, não vejo nenhuma fratura, é uma radiografia normal.',
      '## Exames\n- Radiografia do punho sem fratura.',
      '## Exames\n- Radiografia do punho com fratura.',
    ],
    [
      'es',
      'Médico: Veamos la radiografía de la muñeca. Bueno, no veo ninguna fractura, es una radiografía normal.',
      '## Pruebas\n- Radiografía de la muñeca sin fractura.',
      '## Pruebas\n- Radiografía de la muñeca con fractura.',
    ],
    [
      'de',
      'Ärztin: Schauen wir uns das Röntgenbild des Handgelenks an. Sehe keine Fraktur, also ein normales Röntgenbild.',
      '## Befunde\n- Röntgen des Handgelenks: keine Fraktur.',
      '## Befunde\n- Röntgen des Handgelenks zeigt eine Fraktur.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('en: a question to the patient with its subject is still a question', () => {
    raisesNothing(
      'en',
      "Doctor: You don't see any blood in the toilet?\nPatient: Hmm.",
      '## History\n- Reports blood in the stool.',
    )
  })
})

describe('paresthesias are tingling', () => {
  // The note's clinical word for what the patient calls pins and needles, 'formigueiro', 'hormigueo', 'Kribbeln'.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any pins and needles in your hands?\nPatient: No.',
      '## Review of systems\n- Neurological: Denies paresthesias.',
      '## Review of systems\n- Neurological: Reports paresthesias.',
    ],
    [
      'pt',
      'Médica: Tem tido formigueiro nas mãos?\nDoente: Não.',
      '## Revisão por sistemas\n- Neurológico: nega parestesias.',
      '## Revisão por sistemas\n- Neurológico: refere parestesias.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido hormigueo en las manos?\nPaciente: No.',
      '## Revisión por sistemas\n- Neurológico: niega parestesias.',
      '## Revisión por sistemas\n- Neurológico: refiere parestesias.',
    ],
    [
      'de',
      'Ärztin: Haben Sie Kribbeln in den Händen?\nPatient: Nein.',
      '## Systemanamnese\n- Neurologisch: verneint Parästhesien.',
      '## Systemanamnese\n- Neurologisch: bejaht Parästhesien.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a finding listed after another is no place of it', () => {
  // 'no fractures or dislocations': the dislocation is another finding, not where the fracture is, so a
  // fracture denied with something else after it ('no fracture or any swelling') is the same fracture.
  it.each<[Language, string, string, string]>([
    [
      'en',
      "Doctor: On the x-ray of your ankle I don't see any fracture or swelling, so it's a normal x-ray.",
      '## Results\n- X-ray of the ankle is normal, no fractures or dislocations.',
      '## Results\n- X-ray of the ankle is normal, fractures or dislocations.',
    ],
    [
      'pt',
      'Médica: Na radiografia do tornozelo não vejo fratura nem inchaço, é uma radiografia normal.',
      '## Exames\n- Radiografia do tornozelo normal, sem fraturas ou luxações.',
      '## Exames\n- Radiografia do tornozelo normal, com fraturas ou luxações.',
    ],
    [
      'es',
      'Médico: En la radiografía del tobillo no veo fractura ni hinchazón, es una radiografía normal.',
      '## Pruebas\n- Radiografía del tobillo normal, sin fracturas ni luxaciones.',
      '## Pruebas\n- Radiografía del tobillo normal, con fracturas o luxaciones.',
    ],
    [
      'de',
      'Ärztin: Im Röntgenbild des Sprunggelenks sehe ich keine Fraktur oder Schwellung, also ein normales Röntgenbild.',
      '## Befunde\n- Röntgen des Sprunggelenks unauffällig, keine Fraktur oder Luxation.',
      '## Befunde\n- Röntgen des Sprunggelenks unauffällig, Fraktur oder Luxation.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))
})

describe('a parent who tells what no named term covers', () => {
  // 'Mom reports recent travel', read word by word: the parent who tells it is the informant, and names
  // nothing of the item ('Mother had recent travel' is still the mother's).
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Any recent travel?\nMother: No.',
      '## History\n- Mom denies recent travel.',
      '## History\n- Mom reports recent travel.',
    ],
    [
      'pt',
      'Médica: Houve alguma viagem recente?\nMãe: Não.',
      '## Anamnese\n- A mãe nega viagem recente.',
      '## Anamnese\n- A mãe refere viagem recente.',
    ],
    [
      'es',
      'Médico: ¿Algún viaje reciente?\nMadre: No.',
      '## Anamnesis\n- La madre niega viaje reciente.',
      '## Anamnesis\n- La madre refiere viaje reciente.',
    ],
    [
      'de',
      'Ärztin: Gab es eine Reise in letzter Zeit?\nMutter: Nein.',
      '## Anamnese\n- Die Mutter verneint eine Reise.',
      '## Anamnese\n- Die Mutter berichtet über eine Reise.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it("en: a relative's own item is still not the patient's", () => {
    raisesNothing('en', 'Doctor: Any recent travel?\nMother: No.', '## History\n- Mother had recent travel.')
  })
})

describe('a no to all of it after a short question of something else', () => {
  // 'How about fever, nausea, vomiting…? Are you sleeping well?' 'Everything is fine except some chills.': the no
  // to all of it answers the list too, when the short question ends the turn; what it names stays open.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: How about fever, nausea, vomiting, diarrhea, anything like that? Are you sleeping well?\nPatient: Everything is fine except a bit of a cough. I sleep okay.',
      '## History\n- No vomiting.',
      '## History\n- Vomiting.',
    ],
    [
      'pt',
      'Médica: Tem tido febre, náuseas, vómitos ou diarreia? Dorme bem?\nDoente: Está tudo bem, só alguma tosse. Durmo bem.',
      '## Anamnese\n- Sem vómitos.',
      '## Anamnese\n- Vómitos.',
    ],
    [
      'es',
      'Médico: ¿Y fiebre, náuseas, vómitos, diarrea, algo así? ¿Duerme bien?\nPaciente: Todo bien, solo un poco de tos. Duermo bien.',
      '## Anamnesis\n- Sin vómitos.',
      '## Anamnesis\n- Vómitos.',
    ],
    [
      'de',
      'Ärztin: Und Fieber, Übelkeit, Erbrechen, Durchfall, irgendetwas davon? Schlafen Sie gut?\nPatient: Alles gut, nur etwas Husten. Ich schlafe gut.',
      '## Anamnese\n- Kein Erbrechen.',
      '## Anamnese\n- Erbrechen.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('en: a plain no after the short question still leaves the list open', () => {
    raisesNothing(
      'en',
      'Doctor: How about fever, nausea, vomiting, diarrhea, anything like that? Are you sleeping badly?\nPatient: No.',
      '## History\n- Vomiting.',
    )
  })
})

/** A correct note raises nothing unsupported or contradicted; the same note with one number changed raises one. */
const findsTheChangedNumber = (language: Language, transcript: string, right: string, faulty: string) => {
  expect(alarms(language, transcript, right)).toEqual([])
  expect(alarms(language, transcript, faulty)).toEqual(
    expect.arrayContaining([expect.stringMatching(/contradiction_value|unsupported_number/)]),
  )
}

describe('a value named by the word before it', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: The valve stays at setting three, we will not change it today.',
      '## Plan\n- Valve left at setting 3.',
      '## Plan\n- Valve left at setting 4.',
    ],
    [
      'pt',
      'Médica: A válvula fica no nível três, hoje não mexemos.',
      '## Plano\n- Válvula mantida no nível 3.',
      '## Plano\n- Válvula mantida no nível 4.',
    ],
    [
      'es',
      'Médico: La válvula se queda en el nivel tres, hoy no la tocamos.',
      '## Plan\n- Válvula mantenida en nivel 3.',
      '## Plan\n- Válvula mantenida en nivel 4.',
    ],
    [
      'de',
      'Arzt: Das Ventil bleibt auf Stufe drei, heute ändern wir nichts.',
      '## Procedere\n- Ventil auf Stufe 3 belassen.',
      '## Procedere\n- Ventil auf Stufe 4 belassen.',
    ],
  ])('%s: %s', findsTheChangedNumber)
})

describe('a range confirmed by a value of something else', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Patient: The dizziness started two weeks ago.\nDoctor: Do you smoke?\nPatient: Yes.\nDoctor: How much?\nPatient: One to two packs a day, for years now, ever since I was young and working nights.',
      '## Social history\n- Smoker, 1 to 2 packs per day.',
      '## Social history\n- Smoker, 2 to 3 packs per day.',
    ],
    [
      'pt',
      'Doente: As tonturas começaram há duas semanas.\nMédica: Fuma?\nDoente: Fumo.\nMédica: Quanto?\nDoente: Um a dois maços por dia, há muitos anos, desde que era novo e trabalhava de noite.',
      '## Hábitos\n- Fumador, 1 a 2 maços por dia.',
      '## Hábitos\n- Fumador, 2 a 3 maços por dia.',
    ],
    [
      'es',
      'Paciente: Los mareos empezaron hace dos semanas.\nMédico: ¿Fuma?\nPaciente: Sí.\nMédico: ¿Cuánto?\nPaciente: De uno a dos paquetes al día, desde hace años, desde que era joven y trabajaba de noche.',
      '## Hábitos\n- Fumador, 1 a 2 paquetes al día.',
      '## Hábitos\n- Fumador, 2 a 3 paquetes al día.',
    ],
    [
      'de',
      'Patient: Der Schwindel hat vor zwei Wochen angefangen.\nÄrztin: Rauchen Sie?\nPatient: Ja.\nÄrztin: Wie viel?\nPatient: Ein bis zwei Schachteln am Tag, seit Jahren, schon seit ich jung war und nachts gearbeitet habe.',
      '## Sozialanamnese\n- Raucher, 1 bis 2 Schachteln pro Tag.',
      '## Sozialanamnese\n- Raucher, 2 bis 3 Schachteln pro Tag.',
    ],
  ])('%s: %s', findsTheChangedNumber)

  it.each<[Language, string, string]>([
    ['en', 'if it has not passed in one to two weeks we will talk again', 'a couple of weeks'],
    ['pt', 'se não sair dentro de uma a duas semanas falamos', 'há duas semanas'],
    ['es', 'si no lo expulsa en una a dos semanas hablamos', 'hace dos semanas'],
    ['de', 'wenn er in ein bis zwei Wochen nicht abgegangen ist', 'seit zwei Wochen'],
  ])("%s: a range's end said in words is not a count of its own", (language, range, count) => {
    expect(articleCounts(range, language).has('weeks:2')).toBe(false)
    expect(articleCounts(count, language).has('weeks:2')).toBe(true)
  })
})

describe('a unit or a range joined to its number by hyphens, and English abbreviations', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Patient: I have lost about fifteen pounds since the summer.',
      '## History\n- 15-pound weight loss since the summer.',
      '## History\n- 20-pound weight loss since the summer.',
    ],
    [
      'en',
      'Doctor: I will send you to physical therapy for six to eight weeks to strengthen the shoulder.',
      '## Plan\n- Physical therapy, a 6-to-8-week course to strengthen the shoulder.',
      '## Plan\n- Physical therapy, a 7-to-8-week course to strengthen the shoulder.',
    ],
    [
      'en',
      'Patient: Walking has been getting harder for about two years now.',
      '## History\n- 2 yr history of increasing difficulty walking.',
      '## History\n- 3 yr history of increasing difficulty walking.',
    ],
    [
      'en',
      'Doctor: I see you had a catheter put in three times before.',
      '## Past surgical history\n- Catheter insertion times 3.',
      '## Past surgical history\n- Catheter insertion times 4.',
    ],
  ])('%s: %s', findsTheChangedNumber)
})

describe('a time of day', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: When did you last pass urine?\nPatient: At about seven this morning.\nDoctor: Any pain?\nPatient: No.',
      '## History\n- Last passed urine at 7 a.m. today.',
      '## History\n- Last passed urine at 8 a.m. today.',
    ],
    [
      'pt',
      'Médica: Quando urinou pela última vez?\nDoente: Por volta das sete da manhã.\nMédica: Dói?\nDoente: Não.',
      '## Anamnese\n- Última micção por volta das 7 da manhã.',
      '## Anamnese\n- Última micção por volta das 8 da manhã.',
    ],
    [
      'es',
      'Médico: ¿Cuándo orinó por última vez?\nPaciente: Hacia las siete de la mañana.\nMédico: ¿Le duele?\nPaciente: No.',
      '## Anamnesis\n- Última micción hacia las 7 de la mañana.',
      '## Anamnesis\n- Última micción hacia las 8 de la mañana.',
    ],
    [
      'de',
      'Ärztin: Wann haben Sie zuletzt Wasser gelassen?\nPatient: Heute früh, so um sieben Uhr.\nÄrztin: Schmerzen?\nPatient: Nein.',
      '## Anamnese\n- Letzte Miktion heute früh um 7 Uhr.',
      '## Anamnese\n- Letzte Miktion heute früh um 8 Uhr.',
    ],
  ])('%s: %s', findsTheChangedNumber)

  it('reads a time of day that runs on after its a.m. or p.m. in the same sentence', () => {
    const transcript =
      'Patient: I work nights, from ten in the evening to seven in the morning, at the store.'
    expect(
      alarms('en', transcript, '## Social history\nShe works from 10 p.m. to 7 a.m. at the store.'),
    ).toEqual([])
    expect(
      alarms('en', transcript, '## Social history\nShe works from 10 p.m. to 8 a.m. at the store.'),
    ).toEqual(['contradiction_value'])
  })
})

describe("a scale's own numbers in the question are no answer", () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: On a scale from zero to ten, with ten the worst, how bad is the pain on average?\nPatient: Like a nine.',
      '## History\n- Average pain 9/10.',
      '## History\n- Average pain 10/10.',
    ],
    [
      'pt',
      'Médica: De zero a dez, sendo dez a pior dor, quanto dói em média?\nDoente: Um nove.',
      '## Anamnese\n- Dor média 9/10.',
      '## Anamnese\n- Dor média 10/10.',
    ],
    [
      'es',
      'Médico: Del cero al diez, siendo diez el peor, ¿cuánto le duele de media?\nPaciente: Un nueve.',
      '## Anamnesis\n- Dolor medio 9/10.',
      '## Anamnesis\n- Dolor medio 10/10.',
    ],
    [
      'de',
      'Ärztin: Auf einer Skala von null bis zehn, zehn ist der schlimmste Schmerz, wie stark ist er im Schnitt?\nPatient: Eine Neun.',
      '## Anamnese\n- Schmerz im Schnitt 9/10.',
      '## Anamnese\n- Schmerz im Schnitt 10/10.',
    ],
  ])('%s: %s', findsTheChangedNumber)
})

describe('a score beyond its scale', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: How bad does the pain get at night?\nPatient: At night it is ten out of ten.',
      '## History\n- Pain reaches 10/10 at night.',
      '## History\n- Pain reaches 11/10 at night.',
    ],
    [
      'pt',
      'Médica: E à noite, quanto dói?\nDoente: À noite é dez em dez.',
      '## Anamnese\n- Dor de 10/10 à noite.',
      '## Anamnese\n- Dor de 11/10 à noite.',
    ],
    [
      'es',
      'Médico: ¿Y por la noche, cuánto le duele?\nPaciente: Por la noche es un diez de diez.',
      '## Anamnesis\n- Dolor 10/10 por la noche.',
      '## Anamnesis\n- Dolor 11/10 por la noche.',
    ],
    [
      'de',
      'Ärztin: Und nachts, wie stark sind die Schmerzen?\nPatient: Nachts sind es zehn von zehn.',
      '## Anamnese\n- Nachts Schmerzen 10/10.',
      '## Anamnese\n- Nachts Schmerzen 11/10.',
    ],
  ])('%s: %s', findsTheChangedNumber)

  it.each<[Language, string, string]>([
    ['en', 'Patient: Some nights it is eleven out of ten.', '## History\n- Pain up to 11/10 some nights.'],
    ['pt', 'Doente: Há noites em que é onze em dez.', '## Anamnese\n- Dor até 11/10 em algumas noites.'],
    [
      'es',
      'Paciente: Algunas noches es un once de diez.',
      '## Anamnesis\n- Dolor hasta 11/10 algunas noches.',
    ],
    [
      'de',
      'Patient: Manche Nächte ist es elf von zehn.',
      '## Anamnese\n- Schmerzen bis 11/10 in manchen Nächten.',
    ],
  ])('%s: supports one said so: %s', raisesNothing)
})

describe('an age told before the event it was at', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Patient: My mom was almost forty five when she was diagnosed with breast cancer.',
      '## Family history\n- Mother diagnosed with breast cancer at age 45.',
      '## Family history\n- Mother diagnosed with breast cancer at age 50.',
    ],
    [
      'pt',
      'Doente: A minha mãe tinha quarenta e cinco quando lhe descobriram o cancro da mama.',
      '## Antecedentes familiares\n- Mãe com cancro da mama diagnosticado aos 45 anos.',
      '## Antecedentes familiares\n- Mãe com cancro da mama diagnosticado aos 50 anos.',
    ],
    [
      'es',
      'Paciente: Mi madre tenía cuarenta y cinco cuando le encontraron el cáncer de mama.',
      '## Antecedentes familiares\n- Madre con cáncer de mama diagnosticado a los 45 años.',
      '## Antecedentes familiares\n- Madre con cáncer de mama diagnosticado a los 50 años.',
    ],
    [
      'de',
      'Patientin: Meine Mutter war fünfundvierzig, als man den Brustkrebs bei ihr gefunden hat.',
      '## Familienanamnese\n- Mutter: Brustkrebs, diagnostiziert im Alter von 45 Jahren.',
      '## Familienanamnese\n- Mutter: Brustkrebs, diagnostiziert im Alter von 50 Jahren.',
    ],
  ])('%s: %s', findsTheChangedNumber)
})

describe('a grade written with its plus sign', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: On exam there is one plus pitting edema of both ankles.',
      '## Examination\n- 1+ pitting edema of both ankles.',
      '## Examination\n- 2+ pitting edema of both ankles.',
    ],
    [
      'pt',
      'Médica: No exame tem edema de uma cruz em ambos os tornozelos.',
      '## Exame objetivo\n- Edema 1+ em ambos os tornozelos.',
      '## Exame objetivo\n- Edema 2+ em ambos os tornozelos.',
    ],
    [
      'es',
      'Médico: En la exploración tiene edema de una cruz en ambos tobillos.',
      '## Exploración\n- Edema 1+ en ambos tobillos.',
      '## Exploración\n- Edema 2+ en ambos tobillos.',
    ],
    [
      'de',
      'Arzt: Bei der Untersuchung sehe ich Ödeme, ein Kreuz, an beiden Knöcheln.',
      '## Befund\n- Ödeme 1+ an beiden Knöcheln.',
      '## Befund\n- Ödeme 2+ an beiden Knöcheln.',
    ],
  ])('%s: %s', findsTheChangedNumber)
})

describe('a count past a word that describes what is counted', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Patient: I have coffee at breakfast, and then two additional cups in the afternoon.',
      '## Social history\n- Drinks 2 cups of coffee in the afternoon.',
      '## Social history\n- Drinks 3 cups of coffee in the afternoon.',
    ],
    [
      'pt',
      'Doente: Ao jantar bebo dois pequenos copos de vinho.',
      '## Hábitos\n- Bebe 2 copos de vinho ao jantar.',
      '## Hábitos\n- Bebe 3 copos de vinho ao jantar.',
    ],
    [
      'es',
      'Paciente: En la cena tomo dos pequeñas copas de vino.',
      '## Hábitos\n- Toma 2 copas de vino en la cena.',
      '## Hábitos\n- Toma 3 copas de vino en la cena.',
    ],
    [
      'de',
      'Patient: Nachmittags trinke ich noch zwei weitere Tassen Kaffee.',
      '## Sozialanamnese\n- Trinkt nachmittags 2 Tassen Kaffee.',
      '## Sozialanamnese\n- Trinkt nachmittags 3 Tassen Kaffee.',
    ],
  ])('%s: %s', findsTheChangedNumber)
})

describe('relatives counted, said apart from the line', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Patient: I have five siblings.\nDoctor: Has any of them had trouble with memory or nerves?\nPatient: No, none of them has ever had memory or nerve trouble.',
      '## Family history\n- 5 siblings have had no memory or nerve trouble.',
      '## Family history\n- 6 siblings have had no memory or nerve trouble.',
    ],
    [
      'pt',
      'Doente: Tenho cinco irmãos.\nMédica: Algum deles teve problemas de memória ou dos nervos?\nDoente: Não, nenhum deles teve problemas de memória ou dos nervos.',
      '## Antecedentes familiares\n- 5 irmãos sem problemas de memória ou dos nervos.',
      '## Antecedentes familiares\n- 6 irmãos sem problemas de memória ou dos nervos.',
    ],
    [
      'es',
      'Paciente: Tengo cinco hermanos.\nMédico: ¿Alguno ha tenido problemas de memoria o de nervios?\nPaciente: No, ninguno ha tenido problemas de memoria ni de nervios.',
      '## Antecedentes familiares\n- 5 hermanos sin problemas de memoria ni de nervios.',
      '## Antecedentes familiares\n- 6 hermanos sin problemas de memoria ni de nervios.',
    ],
    [
      'de',
      'Patient: Ich habe fünf Brüder.\nÄrztin: Hatte einer von ihnen Probleme mit dem Gedächtnis oder den Nerven?\nPatient: Nein, keiner hatte je Probleme mit dem Gedächtnis oder den Nerven.',
      '## Familienanamnese\n- 5 Brüder ohne Probleme mit Gedächtnis oder Nerven.',
      '## Familienanamnese\n- 6 Brüder ohne Probleme mit Gedächtnis oder Nerven.',
    ],
  ])('%s: %s', findsTheChangedNumber)
})

describe('two ages that share the words after the second', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: How old are your sisters?\nPatient: One is nine, the other one is five.\nDoctor: Are they healthy?\nPatient: Yes.',
      '## Family history\n- 9 and 5 year old sisters, both healthy.',
      '## Family history\n- 10 and 5 year old sisters, both healthy.',
    ],
    [
      'pt',
      'Médica: Que idade têm as suas irmãs?\nDoente: Uma tem nove, a outra tem cinco.\nMédica: São saudáveis?\nDoente: São.',
      '## Antecedentes familiares\n- Irmãs com 9 e 5 anos, ambas saudáveis.',
      '## Antecedentes familiares\n- Irmãs com 10 e 5 anos, ambas saudáveis.',
    ],
    [
      'es',
      'Médico: ¿Qué edad tienen sus hermanas?\nPaciente: Una tiene nueve y la otra cinco.\nMédico: ¿Están sanas?\nPaciente: Sí.',
      '## Antecedentes familiares\n- Hermanas con 9 y 5 años, ambas sanas.',
      '## Antecedentes familiares\n- Hermanas con 10 y 5 años, ambas sanas.',
    ],
    [
      'de',
      'Ärztin: Wie alt sind Ihre Schwestern?\nPatient: Die eine ist neun, die andere fünf.\nÄrztin: Sind sie gesund?\nPatient: Ja.',
      '## Familienanamnese\n- Schwestern, 9 und 5 Jahre alt, beide gesund.',
      '## Familienanamnese\n- Schwestern, 10 und 5 Jahre alt, beide gesund.',
    ],
  ])('%s: %s', findsTheChangedNumber)
})

describe('a finding denied in an answer that names it, of the place the question asks of', () => {
  // 'Is there swelling in the left ankle?' 'No, swelling no.': the answer's place is the question's, so a note's
  // sentence that names the ankle and affirms swelling is contradicted; and 'deposiciones' and 'heces' name one
  // place ('¿sangre en las heces?' 'No, sangre no.' against 'deposiciones … con sangre').
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: What happened?\nPatient: I fell on the stairs yesterday and my left ankle hurts a lot.\nDoctor: Is there swelling in the left ankle?\nPatient: No, swelling no.\nDoctor: Can you walk on it?\nPatient: Only a few steps.',
      '## History\n- Fell on the stairs yesterday, left ankle painful, without swelling.',
      '## History\n- Fell on the stairs yesterday, left ankle painful, with swelling.',
    ],
    [
      'pt',
      'Médico: O que aconteceu?\nDoente: Caí nas escadas ontem e o tornozelo esquerdo dói muito.\nMédico: Tem inchaço no tornozelo esquerdo?\nDoente: Não, inchaço não.\nMédico: Consegue andar?\nDoente: Só uns passos.',
      '## Anamnese\n- Queda nas escadas ontem, tornozelo esquerdo doloroso, sem edema.',
      '## Anamnese\n- Queda nas escadas ontem, tornozelo esquerdo doloroso, com edema.',
    ],
    [
      'es',
      'Médico: ¿Cuántas deposiciones al día?\nPaciente: Unas cinco, muy líquidas.\nMédico: ¿Ha notado sangre en las heces?\nPaciente: No, sangre no.\nMédico: ¿Y fiebre?\nPaciente: Un poco anoche.',
      '## Enfermedad actual\n- 5 deposiciones líquidas al día, sin sangre.',
      '## Enfermedad actual\n- 5 deposiciones líquidas al día, con sangre.',
    ],
    [
      'es',
      'Médico: ¿Qué le ha pasado?\nPaciente: Me caí por las escaleras ayer y me duele mucho el tobillo izquierdo.\nMédico: ¿Tiene hinchazón en el tobillo izquierdo?\nPaciente: No, hinchazón no.\nMédico: ¿Puede caminar?\nPaciente: Solo unos pasos.',
      '## Enfermedad actual\n- Caída por las escaleras ayer, tobillo izquierdo doloroso, sin edema.',
      '## Enfermedad actual\n- Caída por las escaleras ayer, tobillo izquierdo doloroso, con edema.',
    ],
    [
      'de',
      'Arzt: Was ist passiert?\nPatient: Ich bin gestern auf der Treppe gestürzt und das linke Sprunggelenk tut sehr weh.\nArzt: Ist das linke Sprunggelenk geschwollen?\nPatient: Nein, geschwollen nicht.\nArzt: Können Sie auftreten?\nPatient: Nur ein paar Schritte.',
      '## Anamnese\n- Gestern Sturz auf der Treppe, linkes Sprunggelenk schmerzhaft, ohne Schwellung.',
      '## Anamnese\n- Gestern Sturz auf der Treppe, linkes Sprunggelenk schmerzhaft, mit Schwellung.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('a denial of another place asked of leaves the finding open', () => {
    raisesNothing(
      'en',
      'Doctor: What happened?\nPatient: I fell on the stairs yesterday and my left ankle hurts a lot.\nDoctor: Is there swelling in the right knee?\nPatient: No, swelling no.\nDoctor: Can you walk on it?\nPatient: Only a few steps.',
      '## History\n- Fell on the stairs yesterday, left ankle painful, with swelling.',
    )
  })
})

describe('a pain of another place, said in other words', () => {
  // 'Does it hurt anywhere else?' 'No, only the ankle.' against 'Pain in other places': another place said in any
  // words is one place, and the pain said of the ankle does not affirm it.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: What happened?\nPatient: I twisted my right ankle on the stairs and it hurts a lot.\nDoctor: Does it hurt anywhere else?\nPatient: No, only the ankle.\nDoctor: For the pain, take paracetamol one gram every eight hours.',
      '## History\n- Right ankle sprain on the stairs.\n- No pain in other places.',
      '## History\n- Right ankle sprain on the stairs.\n- Pain in other places.',
    ],
    [
      'pt',
      'Médico: O que aconteceu?\nDoente: Torci o tornozelo direito nas escadas e dói muito.\nMédico: Tem dor em mais algum sítio?\nDoente: Não, só no tornozelo.\nMédico: Para a dor, paracetamol um grama de oito em oito horas.',
      '## Anamnese\n- Entorse do tornozelo direito nas escadas.\n- Sem dor noutros locais.',
      '## Anamnese\n- Entorse do tornozelo direito nas escadas.\n- Com dor noutros locais.',
    ],
    [
      'es',
      'Médico: ¿Qué le ha pasado?\nPaciente: Me torcí el tobillo derecho en la escalera y me duele mucho.\nMédico: ¿Le duele en otro sitio?\nPaciente: No, solo el tobillo.\nMédico: Para el dolor, paracetamol un gramo cada ocho horas.',
      '## Enfermedad actual\n- Esguince de tobillo derecho en la escalera.\n- Sin dolor en otras localizaciones.',
      '## Enfermedad actual\n- Esguince de tobillo derecho en la escalera.\n- Con dolor en otras localizaciones.',
    ],
    [
      'de',
      'Arzt: Was ist passiert?\nPatient: Ich bin auf der Treppe mit dem rechten Sprunggelenk umgeknickt und habe starke Schmerzen.\nArzt: Haben Sie woanders Schmerzen?\nPatient: Nein, nur am Sprunggelenk.\nArzt: Gegen die Schmerzen Paracetamol ein Gramm alle acht Stunden.',
      '## Anamnese\n- Umknicktrauma des rechten Sprunggelenks auf der Treppe.\n- Keine Schmerzen an anderen Stellen.',
      '## Anamnese\n- Umknicktrauma des rechten Sprunggelenks auf der Treppe.\n- Schmerzen an anderen Stellen.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('a pain of another place said elsewhere is not contradicted', () => {
    raisesNothing(
      'es',
      'Médico: ¿Qué le ha pasado?\nPaciente: Me torcí el tobillo derecho en la escalera y me duele mucho.\nMédico: ¿Le duele en otro sitio?\nPaciente: No.\nMédico: ¿Seguro?\nPaciente: Bueno, me duele también en otro sitio, la rodilla.',
      '## Enfermedad actual\n- Esguince de tobillo derecho en la escalera.\n- Con dolor en otras localizaciones.',
    )
  })
})

describe('a family history affirmed with nothing named of it', () => {
  // 'Does diabetes run in your family?' 'No, nobody has it.' against 'Significant family history.': every
  // question of the family answered no, and no relative spoken of elsewhere.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Does diabetes or heart disease run in your family?\nPatient: No, nobody has anything like that.\nDoctor: Do you smoke?\nPatient: No.',
      '## Family history\nNo significant family history.',
      '## Family history\nSignificant family history.',
    ],
    [
      'pt',
      'Médica: Há doenças na sua família, diabetes ou doenças do coração?\nDoente: Não, ninguém tem nada disso.\nMédica: Fuma?\nDoente: Não.',
      '## Antecedentes familiares\n- Sem antecedentes familiares relevantes.',
      '## Antecedentes familiares\n- Com antecedentes familiares relevantes.',
    ],
    [
      'es',
      'Médico: ¿Hay enfermedades en su familia, diabetes o del corazón?\nPaciente: No, nadie tiene nada de eso.\nMédico: ¿Fuma?\nPaciente: No.',
      '## Antecedentes familiares\n- Sin antecedentes familiares de interés.',
      '## Antecedentes familiares\n- Con antecedentes familiares de interés.',
    ],
    [
      'de',
      'Ärztin: Gibt es in Ihrer Familie Diabetes oder Herzkrankheiten?\nPatient: Nein, niemand hat so etwas.\nÄrztin: Rauchen Sie?\nPatient: Nein.',
      '## Familienanamnese\n- Keine relevante Familienanamnese.',
      '## Familienanamnese\n- Eine relevante Familienanamnese.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('a relative spoken of elsewhere leaves the family history open', () => {
    raisesNothing(
      'en',
      'Doctor: Does diabetes or heart disease run in your family?\nPatient: No, nobody has anything like that.\nDoctor: And your mother, how old was she when she passed?\nPatient: Seventy, she had a stroke.',
      '## Family history\nSignificant family history.',
    )
  })
})

describe('a short answer that affirms part of a list asked denies the rest', () => {
  // 'Do you drink or smoke?' 'I drink socially, but very little.' against 'Smokes, occasional alcohol.': the
  // smoking asked and left out of the answer is denied, and 'occasional' is the alcohol's degree, not the smoking's.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Do you drink or smoke?\nPatient: I drink socially, but very little.\nDoctor: What do you do for work?\nPatient: I am a teacher.',
      '## Social history\nNo tobacco use, occasional alcohol, works as a teacher.',
      '## Social history\nTobacco use, occasional alcohol, works as a teacher.',
    ],
    [
      'pt',
      'Médica: Bebe ou fuma?\nDoente: Bebo socialmente, mas muito pouco.\nMédica: Qual é a sua profissão?\nDoente: Sou professora.',
      '## Hábitos\n- Não fuma, álcool ocasional, professora.',
      '## Hábitos\n- Fuma, álcool ocasional, professora.',
    ],
    [
      'es',
      'Médico: ¿Bebe o fuma?\nPaciente: Bebo socialmente, pero muy poco.\nMédico: ¿A qué se dedica?\nPaciente: Soy profesora.',
      '## Hábitos\n- No fuma, alcohol ocasional, profesora.',
      '## Hábitos\n- Fuma, alcohol ocasional, profesora.',
    ],
    [
      'de',
      'Ärztin: Trinken oder rauchen Sie?\nPatient: Ich trinke gelegentlich ein Glas Wein.\nÄrztin: Was arbeiten Sie?\nPatient: Ich bin Lehrerin.',
      '## Sozialanamnese\n- Raucht nicht, Alkohol gelegentlich, Lehrerin.',
      '## Sozialanamnese\n- Raucht, Alkohol gelegentlich, Lehrerin.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('an answer that says yes or no is read as before', () => {
    raisesNothing(
      'en',
      'Doctor: Do you drink or smoke?\nPatient: Yes, I drink socially.\nDoctor: And cigarettes?\nPatient: Half a pack a day.',
      '## Social history\nSmokes half a pack a day, drinks socially.',
    )
  })
})

describe("a reach whose denial was dropped ('nicht bis in den Fuß')", () => {
  // 'Bis in den Fuß?' 'Nein, nur bis zum Knie.' against 'Ausstrahlung bis zum Knie, bis in den Fuß': the
  // place asked of as a reach is what is asked, and the no denies that it reaches there.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: Does the pain go down your leg?\nPatient: Yes, down the back of my left thigh to the knee.\nDoctor: Down into your foot?\nPatient: No, just to the knee.',
      '## History\n- Pain radiates down the back of the left thigh to the knee, not into the foot.',
      '## History\n- Pain radiates down the back of the left thigh to the knee, and into the foot.',
    ],
    [
      'pt',
      'Médica: A dor irradia para a perna?\nDoente: Sim, pela parte de trás da coxa esquerda até ao joelho.\nMédica: Até ao pé?\nDoente: Não, só até ao joelho.',
      '## Anamnese\n- Dor irradiada à coxa esquerda até ao joelho, não até ao pé.',
      '## Anamnese\n- Dor irradiada à coxa esquerda até ao joelho, até ao pé.',
    ],
    [
      'es',
      'Médico: ¿El dolor se irradia a la pierna?\nPaciente: Sí, por detrás del muslo izquierdo hasta la rodilla.\nMédico: ¿Hasta el pie?\nPaciente: No, solo hasta la rodilla.',
      '## Anamnesis\n- Dolor irradiado al muslo izquierdo hasta la rodilla, no hasta el pie.',
      '## Anamnesis\n- Dolor irradiado al muslo izquierdo hasta la rodilla, hasta el pie.',
    ],
    [
      'de',
      'Ärztin: Strahlen die Schmerzen ins Bein aus?\nPatient: Ja, hinten am linken Oberschenkel bis zum Knie.\nÄrztin: Bis in den Fuß?\nPatient: Nein, nur bis zum Knie.',
      '## Anamnese\n- Ausstrahlung in den linken Oberschenkel bis zum Knie, nicht bis in den Fuß.',
      '## Anamnese\n- Ausstrahlung in den linken Oberschenkel bis zum Knie, bis in den Fuß.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('a reach the answer affirms, or that is said elsewhere, is not contradicted', () => {
    raisesNothing(
      'de',
      'Ärztin: Strahlen die Schmerzen ins Bein aus?\nPatient: Ja.\nÄrztin: Bis in den Fuß?\nPatient: Ja, bis in den Fuß.',
      '## Anamnese\n- Ausstrahlung ins Bein bis in den Fuß.',
    )
    raisesNothing(
      'pt',
      'Médica: Até ao pé?\nDoente: Não, nesse dia não.\nDoente: Mas hoje a dor já vai até ao pé.',
      '## Anamnese\n- Dor irradiada até ao pé.',
    )
  })

  it("a German reach's place is the noun after its article, not the word after that", () => {
    // 'bis zur Wade und…' and 'bis zur Leiste und…' reach two places, not one called 'und'.
    raisesNothing(
      'de',
      'Ärztin: Bis zur Wade und zum Fuß?\nPatient: Nein.\nÄrztin: Wohin strahlt es denn?\nPatient: In die Leiste und die Hüfte.',
      '## Anamnese\n- Ausstrahlung bis zur Leiste und Hüfte.',
    )
  })

  it('a question of more than the reach leaves it open', () => {
    raisesNothing(
      'en',
      'Doctor: Any problems lying flat when you get into bed at night?\nPatient: No.',
      '## History\nHe has no problems lying flat to get into bed.',
    )
  })
})

describe("a denial passes over a word of now ('not currently on a potassium supplement')", () => {
  // The now right after the denial, or inside its item, names nothing: the supplement is what is denied.
  // In German the word of now stands before the denial ('nimmt derzeit kein…'), so there is nothing to pass.
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: We changed her furosemide to torsemide 20 milligrams daily. The patient is not currently on a potassium supplement.',
      '## History\n- The patient is not on a potassium supplement currently.',
      '## History\n- The patient is on a potassium supplement currently.',
    ],
    [
      'pt',
      'Médica: Mudámos a furosemida para torasemida 20 miligramas por dia. A doente não faz atualmente suplemento de potássio.',
      '## Anamnese\n- Não faz suplemento de potássio atualmente.',
      '## Anamnese\n- Faz suplemento de potássio atualmente.',
    ],
    [
      'es',
      'Médico: Cambiamos la furosemida por torasemida 20 miligramos al día. La paciente no toma actualmente suplemento de potasio.',
      '## Anamnesis\n- No toma suplemento de potasio.',
      '## Anamnesis\n- Toma suplemento de potasio.',
    ],
  ])('%s: %s', findsTheFault('contradiction_negation'))

  it('what was taken before is not contradicted by a denial of now', () => {
    raisesNothing(
      'en',
      'Doctor: The patient is not currently on a potassium supplement. She took one for a few months last year.',
      '## History\n- She took a potassium supplement for a few months last year.',
    )
  })
})

describe('a medicine taken for an allergy is no allergen of that allergy', () => {
  it.each<[Language, string, string]>([
    [
      'es',
      'Médico: ¿Tomas alguna medicación?\nPaciente: Loratadina diez miligramos al día, por la alergia al polen.\nMédico: ¿Eres alérgica a algún medicamento?\nPaciente: Sí, a la penicilina.',
      '## Tratamiento habitual\n\n- Loratadina 10 mg\n\n## Alergias\n\n- Alergia: polen\n- Alergia: penicilina\n',
    ],
    [
      'en',
      "Doctor: Any medicines?\nPatient: Cetirizine ten milligrams a day, for my hay fever, and I'm allergic to pollen.\n",
      '## Medication\n\n- Cetirizine 10 mg\n\n## Allergies\n\n- Allergy: pollen\n',
    ],
  ])('%s: the medication line is no contradiction', (language, transcript, note) => {
    const codes = reviewEngine()
      .check({ language, transcript, inputs: [], note })
      .findings.map((f) => f.code)
    expect(codes).not.toContain('contradiction_allergy')
  })
})
