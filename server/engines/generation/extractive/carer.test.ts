import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/** A child's cough told by his mother: what the clinician tells her to give, and her answers. */
describe("a carer's consultation", () => {
  const n = note('en', [
    "Doctor: Hi, what's brought you in with Leo today?",
    "Mother: He's had a cough for five days and a temperature on and off.",
    'Doctor: How high has the temperature been?',
    'Mother: Between thirty-eight and thirty-eight point five, but nothing since yesterday.',
    'Doctor: Is the cough bringing anything up?',
    "Mother: No, it's a dry cough, worse at night.",
    'Doctor: Is he eating and drinking?',
    'Mother: Drinking fine, eating a bit less.',
    'Doctor: Any allergies?',
    "Mother: He's not allergic to anything, but his sister is allergic to penicillin.",
    'Doctor: How much does he weigh now?',
    'Mother: Eighteen kilos.',
    'Doctor: Let me listen to his chest. His chest is clear, no wheeze, no crackles. Temperature 37.2, oxygen 98 percent.',
    "Doctor: This is a viral cough. I'm not worried about pneumonia.",
    "Doctor: He doesn't need antibiotics.",
    "Doctor: You can give paracetamol, 270 milligrams, up to four times a day if he's uncomfortable.",
    "Doctor: Don't give him aspirin.",
    "Doctor: If he's not better in a week, or if he breathes fast or stops drinking, bring him back straight away.",
  ])

  it("'You can give paracetamol…' is advice to the carer, never what the patient can give", () => {
    expect(section(n, 'plan')).toMatch(
      /^- May give paracetamol, 270 mg, up to 4 times a day if he's uncomfortable\.$/m,
    )
    expect(section(n, 'plan')).not.toMatch(/The patient can give/)
  })

  it("'No, my neck's fine' is written without the no, which answered a question the note does not keep", () => {
    const history = section(
      note('en', [
        "Doctor: Good afternoon. What's brought you in today?",
        'Patient: My right hand keeps going numb. It wakes me up at night.',
        'Doctor: Which fingers go numb?',
        'Patient: The thumb, the index and the middle finger mostly.',
        'Doctor: Do you get any neck pain, or pain shooting down the arm?',
        "Patient: No, my neck's fine.",
      ]),
      'subjective',
    )
    expect(history).toMatch(/ Her neck's fine\.| The patient's neck's fine\./)
    expect(history).not.toMatch(/No, /)
  })

  it("'No, it's a dry cough, worse at night' is written without the no, which answered a question the note does not keep", () => {
    expect(section(n, 'subjective')).toMatch(/ It's a dry cough, worse at night\./)
    expect(section(n, 'subjective')).not.toMatch(/No, it's/)
  })
})

describe("the same child's cough in Spanish and German", () => {
  it.each<[Language, string[], RegExp, RegExp]>([
    [
      'es',
      [
        'Médico: Hola, ¿qué le pasa hoy a Hugo?',
        'Madre: Tiene tos desde hace cinco días y fiebre de vez en cuando.',
        'Médico: ¿Hasta cuánto le ha subido la fiebre?',
        'Madre: Entre 38 y 38 y medio, pero desde ayer no ha tenido más.',
        'Médico: ¿La tos tiene flemas?',
        'Madre: No, es una tos seca, peor por la noche.',
        'Médico: ¿Come y bebe bien?',
        'Madre: Bebe bien, come un poco menos.',
        'Médico: ¿Tiene alguna alergia?',
        'Madre: Él no es alérgico a nada, pero su hermana es alérgica a la penicilina.',
        'Médico: ¿Cuánto pesa ahora?',
        'Madre: Dieciocho kilos.',
        'Médico: Voy a auscultarle. El pecho está limpio, sin sibilancias ni crepitantes. Temperatura 37,2, saturación 98%.',
        'Médico: Esto es una tos vírica. No me preocupa una neumonía.',
        'Médico: No necesita antibiótico.',
        'Médico: Puede darle paracetamol, 270 miligramos, hasta cuatro veces al día si está incómodo.',
        'Médico: No le dé aspirina.',
        'Médico: Si no mejora en una semana, o si respira muy rápido o deja de beber, tráigalo enseguida.',
      ],
      /^- Tos vírica$/m,
      /^- Puede darle paracetamol, 270 mg, hasta 4 veces al día si está incómodo\.$/m,
    ],
    [
      'de',
      [
        'Ärztin: Hallo, was führt Sie mit Paul heute her?',
        'Mutter: Er hustet seit fünf Tagen und hat ab und zu Fieber.',
        'Ärztin: Wie hoch war das Fieber?',
        'Mutter: Zwischen 38 und 38,5, aber seit gestern nicht mehr.',
        'Ärztin: Hustet er etwas ab?',
        'Mutter: Nein, es ist ein trockener Husten, nachts schlimmer.',
        'Ärztin: Isst und trinkt er?',
        'Mutter: Trinken geht gut, er isst etwas weniger.',
        'Ärztin: Hat er Allergien?',
        'Mutter: Er ist gegen nichts allergisch, aber seine Schwester ist gegen Penicillin allergisch.',
        'Ärztin: Wie viel wiegt er jetzt?',
        'Mutter: Achtzehn Kilo.',
        'Ärztin: Ich höre ihn ab. Die Lunge ist frei, kein Giemen, keine Rasselgeräusche. Temperatur 37,2, Sättigung 98 Prozent.',
        'Ärztin: Das ist ein viraler Husten. Wegen einer Lungenentzündung mache ich mir keine Sorgen.',
        'Ärztin: Er braucht kein Antibiotikum.',
        'Ärztin: Sie können ihm Paracetamol geben, 270 Milligramm, bis zu viermal am Tag, wenn es ihm schlecht geht.',
        'Ärztin: Geben Sie ihm kein Aspirin.',
        'Ärztin: Wenn es in einer Woche nicht besser ist, oder wenn er schnell atmet oder nicht mehr trinkt, kommen Sie sofort wieder.',
      ],
      /^- Viraler Husten$/m,
      /^- Kann ihm Paracetamol geben, 270 mg, bis zu viermal am Tag, wenn es ihm schlecht geht\.$/m,
    ],
  ])(
    "%s: 'a viral cough' is the impression, so what follows is the plan; the sister's allergy is hers",
    (language, lines, impression, advice) => {
      const n = note(language, lines)
      expect(section(n, 'assessment')).toMatch(impression)
      expect(section(n, 'plan')).toMatch(advice)
      expect(section(n, 'objective')).not.toMatch(/paracetamol|aspirin|vír|viral/i)
      expect(section(n, 'allergies')).not.toMatch(/penicil/i)
    },
  )
})

describe('thoughts of self-harm denied again, and since when', () => {
  it.each<[Language, string, string, RegExp]>([
    [
      'en',
      'Doctor: Any thoughts of harming yourself or ending your life?',
      'Patient: No, not at all, not since October.',
      /Denies thoughts of harming themselves or ending their life\.$/,
    ],
    [
      'pt',
      'Médica: Tem tido pensamentos de se magoar ou de pôr fim à vida?',
      'Doente: Não, nada, desde outubro que não.',
      /Nega pensamentos de se magoar ou de pôr fim à vida\.$/,
    ],
    [
      'es',
      'Médico: ¿Ha tenido ideas de hacerse daño o de quitarse la vida?',
      'Paciente: No, para nada, desde octubre no.',
      /Niega ideas de hacerse daño o de quitarse la vida\.$/,
    ],
    [
      'de',
      'Ärztin: Haben Sie Gedanken, sich das Leben zu nehmen?',
      'Patient: Nein, gar nicht, seit Oktober nicht mehr.',
      /Verneint Gedanken, sich das Leben zu nehmen\.$/,
    ],
  ])(
    '%s: is denied, and nothing of the answer is left as a fragment',
    (language, question, answer, denied) => {
      const n = note(language, ['Médico: Como está o humor?', 'Doente: Melhor.', question, answer])
      expect(section(n, 'subjective')).toMatch(denied)
    },
  )
})
