import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import { READING } from './lang/packs'
import { parseTurns, splitSentences } from './transcript'

const sentences = (language: Language, transcript: string) =>
  splitSentences(parseTurns(transcript, READING[language]), READING[language], language)

describe('a transcript is read into sentences that keep their place, negations and conditions', () => {
  it('gives every sentence its range in the transcript and its speaker turn', () => {
    const transcript =
      'Médico: Bom dia. Como se sente?\nDoente: Tenho tosse há cinco dias.\ncom febre à noite.'
    const read = sentences('pt', transcript)
    for (const s of read) expect(transcript.slice(s.start, s.end).replace(/\s+/g, ' ')).toBe(s.said)
    // 'Bom dia.' alone says nothing and stands between no question and its answer.
    expect(read.map((s) => [s.turn, s.speaker])).toEqual([
      [0, 'clinician'],
      [1, 'patient'],
      [1, 'patient'],
    ])
  })

  it.each<[Language, string]>([
    ['pt', 'Médico: O que a traz cá? Doente: Tenho tosse há uma semana. Nota: seca. Médico: Vamos ver.'],
    ['en', 'Doctor: What brings you in? Patient: A cough for a week. Note: dry. Doctor: Let me see.'],
    ['de', 'Arzt: Was führt Sie her? Patientin: Husten seit einer Woche. Notiz: trocken. Arzt: Ich höre ab.'],
    ['es', 'Médico: ¿Qué le trae? Paciente: Tos desde hace una semana. Nota: seca. Médico: Vamos a ver.'],
  ])('reads the turns of a transcript pasted as one paragraph (%s)', (language, transcript) => {
    const turns = parseTurns(transcript, READING[language])
    expect(turns.map((t) => t.speaker)).toEqual(['clinician', 'patient', 'clinician'])
    // An unknown label ('Note:') stays in its turn; each turn's text is its words, without the label.
    expect(turns[1]!.text).toMatch(/\. (?:Nota|Note|Notiz): /)
    for (const t of turns) expect(transcript.slice(t.start, t.end)).toBe(t.text)
    expect(turns.map((t) => t.text.split(' ')[0])).not.toContain('Médico:')
  })

  it.each<[Language, string, string]>([
    ['pt', 'Médico: Então não vamos usar amoxicilina.', 'Não vamos usar amoxicilina.'],
    ['es', 'Médico: Bueno, no vamos a usar amoxicilina.', 'No vamos a usar amoxicilina.'],
    ['de', 'Arzt: Also nicht mehr Ibuprofen nehmen.', 'Nicht mehr Ibuprofen nehmen.'],
    ['en', 'Doctor: Okay, no ibuprofen for now.', 'No ibuprofen for now.'],
  ])('keeps a negation that opens a sentence (%s)', (language, transcript, text) => {
    const [s] = sentences(language, transcript)
    expect(s!.text).toBe(text)
    expect(s!.negated).toBe(true)
  })

  it('writes the decimal point said between numbers when it cleans a sentence', () => {
    const read = sentences(
      'en',
      '[doctor] it shows a four . four centimeter nodule and a . five centimeter stone .',
    )
    expect(read.map((s) => s.text)).toEqual(['It shows a 4.4 cm nodule and a 0.5 cm stone.'])
  })

  it('de: a value closes its sentence before the next finding; an ordinal does not', () => {
    const read = sentences(
      'de',
      'Arzt: Der Blutdruck liegt bei 132 zu 84, die Sättigung bei 97. Bauch weich, kein Druckschmerz. ' +
        'Die letzte Impfung war am 14. März, das ist die 3. Dosis. Kommen Sie zum 2. Mal? Temperatur 37,9. Rachen gerötet.',
    )
    expect(read.map((s) => s.said)).toEqual([
      'Der Blutdruck liegt bei 132 zu 84, die Sättigung bei 97.',
      'Bauch weich, kein Druckschmerz.',
      'Die letzte Impfung war am 14. März, das ist die 3. Dosis.',
      'Kommen Sie zum 2. Mal?',
      'Temperatur 37,9.',
      'Rachen gerötet.',
    ])
  })

  it('reads a full stop between number words as the decimal point said, not a sentence end', () => {
    const read = sentences(
      'en',
      '[doctor] your temperature is ninety eight . seven today . and your pulse is fine .',
    )
    expect(read.map((s) => s.said)).toEqual([
      'your temperature is ninety eight . seven today .',
      'and your pulse is fine .',
    ])
  })

  it('drops a bare yes or no answer word but keeps the answer', () => {
    const [s] = sentences('pt', 'Doente: Não, não tenho febre.')
    expect(s!.text).toBe('Não tenho febre.')
  })

  it.each<[Language, string]>([
    [
      'en',
      'Doctor: so if the pain comes on when you are resting or walking up the stairs now go straight to the emergency department and call us',
    ],
    ['es', 'Médica: Si el dolor aparece en reposo, acuda a urgencias.'],
    [
      'pt',
      'Médico: se a dor aparecer em repouso ou com esforço pequeno então vá logo à urgência e ligue para o centro de saúde',
    ],
    ['de', 'Ärztin: Wenn die Schmerzen in Ruhe auftreten, gehen Sie sofort in die Notaufnahme.'],
  ])('never cuts a condition from the advice it conditions (%s)', (language, transcript) => {
    const read = sentences(language, transcript)
    expect(read).toHaveLength(1)
    expect(read[0]!.conditional).toBe(true)
  })
})

describe('who a sentence is about, and who it is said to', () => {
  const texts = (language: Language, transcript: string) => sentences(language, transcript).map((s) => s.text)

  it.each<[Language, string, string]>([
    ['en', 'Daughter: Yesterday my dad could not lift his arm.', 'Yesterday he could not lift his arm.'],
    ['pt', 'Filho: A minha mãe caiu ontem na cozinha.', 'Caiu ontem na cozinha.'],
    ['es', 'Hija: Ayer mi padre no podía hablar bien.', 'Ayer no podía hablar bien.'],
    ['de', 'Sohn: Mein Vater ist heute früh gestürzt.', 'Er ist heute früh gestürzt.'],
    ['en', 'Mother: My son has had a fever since Monday.', 'He has had a fever since Monday.'],
  ])('%s: a relative naming the patient as theirs speaks of the patient', (language, transcript, text) => {
    expect(texts(language, transcript)).toEqual([text])
  })

  it.each<[Language, string, string]>([
    // The mother's husband is not the child who is the patient.
    ['de', 'Mutter: Mein Mann raucht.', 'Mein Mann raucht.'],
    ['en', 'Wife: My son drives him here.', 'My son drives him here.'],
    // After a preposition, the relative is someone the sentence is about, not its subject.
    ['es', 'Hija: Vivo con mi padre desde enero.', 'Vivo con mi padre desde enero.'],
    ['pt', 'Doente: O meu pai teve um enfarte.', 'O meu pai teve um enfarte.'],
  ])('%s: any other relative stays theirs ("%s")', (language, transcript, text) => {
    expect(texts(language, transcript)).toEqual([text])
  })

  it.each<[Language, string, string]>([
    ['pt', 'Doente: Doutor, desde ontem tenho dores nas costas.', 'Desde ontem tenho dores nas costas.'],
    ['en', "Patient: Doctor, I've had this cough for a week.", "I've had this cough for a week."],
    ['es', 'Paciente: Doctora, llevo dos días con fiebre.', 'Llevo 2 días con fiebre.'],
    ['de', 'Patient: Frau Doktor, ich habe seit gestern Fieber.', 'Ich habe seit gestern Fieber.'],
  ])('%s: the title said first is who is spoken to, not what is said', (language, transcript, text) => {
    expect(texts(language, transcript)).toEqual([text])
  })
})

describe('an intensifier is not a new sentence', () => {
  it('en: "it\'s red and so swollen I can\'t get a sock on" stays whole', () => {
    const said = "Patient: It woke me up two nights ago, it's red and so swollen I can't get a sock on."
    expect(sentences('en', said).map((s) => s.text)).toEqual([
      "It woke me up two nights ago, it's red and so swollen I cannot get a sock on.",
    ])
  })
  it('en: "so" that opens what follows still cuts a long stretch', () => {
    const said =
      'Doctor: the knee has been bothering you for about three weeks now so we will get an x-ray of the knee today and see'
    expect(sentences('en', said).length).toBeGreaterThan(1)
  })
})

describe('a label that names a role and a name or a kind of it', () => {
  it.each<[Language, string]>([
    ['en', 'Nurse practitioner: How is the asthma?\nPatient: Worse.'],
    ['en', 'Dr. Patel: How is the asthma?\nPatient: Worse.'],
    ['pt', 'Médica de família: Como está a asma?\nDoente: Pior.'],
    ['es', 'Enfermera Ana: ¿Cómo va el asma?\nPaciente: Peor.'],
    ['de', 'Dr. Weber: Wie geht es mit dem Asthma?\nPatient: Schlechter.'],
  ])('%s: read by its first word ("%s")', (language, transcript) => {
    expect(sentences(language, transcript).map((s) => s.speaker)).toEqual(['clinician', 'patient'])
  })
})

describe('the patient named in their own label is no relative', () => {
  it.each<[Language, string]>([
    ['en', 'Doctor: How are you?\nPatient Jade: I have been coughing for a week.'],
    ['pt', 'Médico: Como está?\nDoente Maria: Tenho tosse há uma semana.'],
    ['es', 'Médico: ¿Qué le pasa?\nPaciente Jade: Tengo tos desde hace una semana.'],
    ['de', 'Arzt: Was führt Sie her?\nPatientin Weber: Ich habe seit einer Woche Husten.'],
  ])('%s: "%s"', (language, transcript) => {
    const [, answer] = sentences(language, transcript)
    expect(answer?.speaker).toBe('patient')
    expect(answer?.carer).toBeUndefined()
  })
})

describe('a reason said first and closed by its comma stays with what it leads into', () => {
  it.each<[Language, string]>([
    [
      'en',
      "Doctor: Because it's his third episode this year, I'm going to refer him to the pediatric ENT clinic.",
    ],
    [
      'es',
      'Médica: Como tiene más de cincuenta años y no se ha hecho nunca el cribado, le voy a pedir una colonoscopia.',
    ],
    [
      'pt',
      'Médico: Como é a terceira vez este ano que isto acontece, vou pedir uma consulta de otorrinolaringologia.',
    ],
    [
      'de',
      'Arzt: Weil du Fieber hast und deine Freunde auch krank sind, schicken wir eine Stuhlprobe ins Labor.',
    ],
  ])('%s: one sentence, never a reason alone', (language, transcript) => {
    const read = sentences(language, transcript)
    expect(read).toHaveLength(1)
  })
})

describe('an amount said again after a connective stays with the medicine it doses', () => {
  it.each<[Language, string]>([
    [
      'en',
      'Doctor: Keep taking the ramipril, but at half the dose, so two and a half milligrams instead of five.',
    ],
    [
      'pt',
      'Médico: Continue a tomar o ramipril, mas só metade da dose, portanto dois miligramas e meio em vez de cinco miligramas por dia.',
    ],
    [
      'es',
      'Médico: Siga tomando el ramipril, pero a mitad de dosis cada día, entonces dos miligramos y medio en vez de cinco.',
    ],
    [
      'de',
      'Arzt: Nehmen Sie das Ramipril weiter, aber nur noch die halbe Dosis am Tag, also zweieinhalb Milligramm statt fünf.',
    ],
  ])('%s: one sentence, never a dose of nothing', (language, transcript) => {
    expect(sentences(language, transcript)).toHaveLength(1)
  })
})
