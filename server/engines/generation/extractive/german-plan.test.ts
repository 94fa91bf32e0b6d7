import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { normaliseNumbers } from '../../clinical/numbers'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'
import { clinicianRewrite } from './rewrite'

/**
 * A German visit for a cut thumb: the examination opened by 'Ich schaue mal.' alone (a finding said before the
 * patient answers again is still the examination's), a size said as an adjective ('ein zwei Zentimeter langer
 * Schnitt'), an exercise 'zehnmal am Tag', what to discuss ('Dann müssen wir über eine Physiotherapie sprechen'),
 * care of the dressing with its object ('Lassen Sie es nicht nass werden'), and two short requests ended with a
 * full stop ('Nehmen Sie Ibuprofen 400 mg bei Schmerzen.', 'Nehmen Sie Ihre Tabletten weiter.') that are no
 * questions.
 */
const THUMB = [
  'Ärztin: Guten Morgen, Herr Albrecht, was ist passiert?',
  'Patient: Ich bin gestern beim Holzhacken abgerutscht und habe mir in den linken Daumen geschnitten.',
  'Ärztin: Nehmen Sie regelmäßig Medikamente?',
  'Patient: Ja, Bisoprolol 2,5 mg für das Herz.',
  'Ärztin: Ich schaue mal.',
  'Ärztin: Ein zwei Zentimeter langer Schnitt an der Beugeseite des linken Daumens, die Ränder glatt.',
  'Ärztin: Können Sie den Daumen beugen?',
  'Patient: Ja, aber es zieht.',
  'Ärztin: Die Beugung ist vollständig, die Sensibilität an der Daumenkuppe ist erhalten.',
  'Ärztin: Das ist eine oberflächliche Schnittwunde ohne Sehnenverletzung.',
  'Ärztin: Ich habe die Wunde geklebt und verbunden.',
  'Ärztin: Lassen Sie es nicht nass werden.',
  'Ärztin: Nehmen Sie Ibuprofen 400 mg bei Schmerzen.',
  'Ärztin: Nehmen Sie Ihre Tabletten weiter.',
  'Ärztin: Beugen und strecken Sie den Daumen zehnmal am Tag.',
  'Ärztin: Wenn er in drei Wochen noch steif ist, dann müssen wir über eine Physiotherapie sprechen.',
]

describe('a cut thumb seen in German', () => {
  const n = note('de', THUMB)

  it("opens the examination at 'Ich schaue mal.'", () => {
    expect(section(n, 'objective')).toMatch(
      /^- Ein 2 cm langer Schnitt an der Beugeseite des linken Daumens/m,
    )
    expect(section(n, 'subjective')).not.toMatch(/Schnitt an der Beugeseite/)
  })

  it('writes the plan as orders, each with its object, its negation and its number', () => {
    const plan = section(n, 'plan')
    expect(plan).toMatch(/^- Es nicht nass werden lassen\.$/m)
    expect(plan).toMatch(/^- Ibuprofen 400 mg bei Schmerzen nehmen\.$/m)
    expect(plan).toMatch(/^- Die Tabletten weiternehmen\.$/m)
    expect(plan).toMatch(/10-mal am Tag/)
    expect(plan).toMatch(
      /^- Wenn er in 3 Wochen noch steif ist, (?:dann )?eine Physiotherapie besprechen\.$/m,
    )
  })

  it('finds nothing wrong in the note, the requests no questions', async () => {
    expect(await wrongIn('de', THUMB, n)).toEqual([])
    expect(section(n, 'plan')).toMatch(/Ibuprofen 400 mg/)
  })
})

describe('German care, discussion and number words made note prose', () => {
  it.each<[string, string | null]>([
    // What is to be discussed, never who talks; a possessive made the article.
    ['Dann müssen wir über eine Physiotherapie sprechen.', 'Dann eine Physiotherapie besprechen.'],
    ['Wir sollten noch über Ihr Gewicht reden.', 'Das Gewicht besprechen.'],
    [
      'Dann können wir über eine Spritze sprechen, falls es nicht besser wird.',
      'Dann eine Spritze besprechen, falls es nicht besser wird.',
    ],
    // What is let be keeps its pronoun; a 'sie' that would read as the patient leaves the order as said.
    ['Lassen Sie es nicht nass werden.', 'Es nicht nass werden lassen.'],
    ['Lassen Sie es bitte zwei Tage nicht nass werden.', 'Es 2 Tage nicht nass werden lassen.'],
    ['Lassen Sie ihn heute noch drauf.', 'Ihn heute noch drauf lassen.'],
    ['Lassen Sie sie nicht nass werden.', null],
  ])('%s', (said, written) => {
    expect(clinicianRewrite(normaliseNumbers(said, 'de'), 'de')).toBe(written)
  })

  it.each<[string, string]>([
    ['Machen Sie die Übung zehnmal am Tag.', 'Machen Sie die Übung 10-mal am Tag.'],
    ['Ein zwei Zentimeter langer Schnitt.', 'Ein 2 cm langer Schnitt.'],
    ['eine fünf Millimeter große Warze', 'eine 5 mm große Warze'],
    ['etwa acht- bis zwölfmal am Tag', 'etwa 8- bis 12-mal am Tag'],
    // Never a value changed: 'ein dreißig' is an article and 30, never 31.
    ['Eine dreißig Milligramm Tablette', 'Eine 30 mg Tablette'],
  ])('%s', (said, written) => {
    expect(normaliseNumbers(said, 'de')).toBe(written)
  })

  it('writes a joined number from ten up only, and reads no article it is unsure of', () => {
    expect(normaliseNumbers('zweimal täglich, manchmal einmal, ganz einfach, sonst zwölfmal', 'de')).toBe(
      'zweimal täglich, manchmal einmal, ganz einfach, sonst 12-mal',
    )
    // ('ein zwei Zentimeter lang' may be 'one or two': with no adjective before a noun, the article is not read.)
    expect(normaliseNumbers('ein zwei Zentimeter lang, ein zwei Zentimeter langer Riss', 'de')).toBe(
      'ein zwei Zentimeter lang, ein 2 cm langer Riss',
    )
  })
})

/**
 * A wound checked a week after it was stitched, in four languages: the clinician tells the patient to go on with
 * their tablets before anything else of the plan, then gives paracetamol with its condition, then says the wound
 * heals as expected. Going on with the tablets is the plan (never a finding), and the expected course the
 * assessment, said after the plan began.
 */
const CHECK: Record<Language, string[]> = {
  en: [
    'Doctor: Hello Mrs Doyle, how is the hand since the stitches?',
    "Patient: Much better, it only aches at night. I'm still on my blood pressure tablets.",
    'Doctor: Let me have a look. The scar is dry, the edges are closed, no redness.',
    'Doctor: Continue with your tablets. Take paracetamol 1 g if you have pain. It is healing as expected.',
  ],
  pt: [
    'Médica: Bom dia, dona Rosa, como está a mão depois dos pontos?',
    'Doente: Muito melhor, só dói um bocadinho à noite. Continuo com os comprimidos da tensão.',
    'Médica: Deixe ver. A cicatriz está seca, os bordos estão unidos, sem vermelhidão.',
    'Médica: Continue a tomar os comprimidos. Tome paracetamol 1 g se tiver dores. Está a cicatrizar como esperado.',
  ],
  es: [
    'Médica: Buenos días, doña Rosa, ¿qué tal la mano después de los puntos?',
    'Paciente: Mucho mejor, solo me duele un poco por la noche. Sigo con las pastillas de la tensión.',
    'Médica: A ver. La cicatriz está seca, los bordes están unidos, sin enrojecimiento.',
    'Médica: Siga tomando sus pastillas. Tome paracetamol 1 g si tiene dolor. Está cicatrizando como se esperaba.',
  ],
  de: [
    'Ärztin: Guten Tag, Frau Roth, wie geht es der Hand nach den Fäden?',
    'Patientin: Viel besser, nur nachts tut sie noch etwas weh. Die Blutdrucktabletten nehme ich weiter.',
    'Ärztin: Ich schaue mal. Die Narbe ist trocken, die Wundränder sind verschlossen, keine Rötung.',
    'Ärztin: Nehmen Sie Ihre Tabletten weiter. Nehmen Sie Paracetamol 1 g bei Schmerzen. Es heilt wie erwartet.',
  ],
}

describe('going on with the tablets and the expected course, said together', () => {
  it.each<[Language, RegExp, RegExp, RegExp]>([
    [
      'en',
      /^- Continue with the tablets\.$/m,
      /^- Take paracetamol 1 g if (?:you have|she has) pain\.$/m,
      /It is healing as expected/,
    ],
    [
      'pt',
      /^- Continue a tomar os comprimidos\.$/m,
      /^- Tome paracetamol 1 g se tiver dores\.$/m,
      /Está a cicatrizar como esperado/,
    ],
    [
      'es',
      /^- Siga tomando sus pastillas\.$/m,
      /^- Tome paracetamol 1 g si tiene dolor\.$/m,
      /Está cicatrizando como se esperaba/,
    ],
    [
      'de',
      /^- Die Tabletten weiternehmen\.$/m,
      /^- Paracetamol 1 g bei Schmerzen nehmen\.$/m,
      /Es heilt wie erwartet/,
    ],
  ])('%s', async (language, tablets, paracetamol, course) => {
    const n = note(language, CHECK[language])
    expect(section(n, 'plan')).toMatch(tablets)
    expect(section(n, 'plan')).toMatch(paracetamol)
    expect(section(n, 'objective')).not.toMatch(tablets)
    expect(section(n, 'assessment')).toMatch(course)
    expect(section(n, 'plan')).not.toMatch(course)
    expect(await wrongIn(language, CHECK[language], n)).toEqual([])
  })
})

describe('German follow-up and a switch of medicine, said with "wir"', () => {
  it.each<[string, string]>([
    [
      'Wenn der Husten in vier Wochen nicht weg ist, sehen wir uns wieder.',
      'Wenn der Husten in vier Wochen nicht weg ist, Wiedervorstellung.',
    ],
    ['In drei Wochen sehen wir uns wieder.', 'Wiedervorstellung in drei Wochen.'],
    [
      'In zwei Wochen besprechen wir, ob Sie Allopurinol brauchen.',
      'In zwei Wochen besprechen, ob Sie Allopurinol brauchen.',
    ],
    [
      'Wir setzen das Ramipril ab und nehmen stattdessen Candesartan 8 mg einmal täglich.',
      'Das Ramipril absetzen, stattdessen Candesartan 8 mg einmal täglich.',
    ],
  ])('%s', (said, written) => {
    expect(clinicianRewrite(said, 'de')).toBe(written)
  })

  it('writes them in the plan, and the review check finds nothing wrong', async () => {
    const lines = [
      'Ärztin: Was führt Sie zu mir?',
      'Patientin: Ich huste seit fünf Wochen, vor allem nachts.',
      'Ärztin: Welche Medikamente nehmen Sie?',
      'Patientin: Ramipril 5 Milligramm seit zwei Monaten.',
      'Ärztin: Der Husten kommt am ehesten vom Ramipril.',
      'Ärztin: Wir setzen das Ramipril ab und nehmen stattdessen Candesartan 8 Milligramm einmal täglich.',
      'Ärztin: Wenn der Husten in vier Wochen nicht weg ist, sehen wir uns wieder.',
    ]
    const n = note('de', lines)
    const plan = section(n, 'plan')
    expect(plan).toMatch(/^- Das Ramipril absetzen, stattdessen Candesartan 8 mg einmal täglich\.$/m)
    expect(plan).toMatch(/^- Wenn der Husten in 4 Wochen nicht weg ist, Wiedervorstellung\.$/m)
    expect(await wrongIn('de', lines, n)).toEqual([])
  })
})
