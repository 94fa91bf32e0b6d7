import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/** A clinician who says 'tu', 'tú' or 'du' (to a young patient) is read as one who says 'você', 'usted' or 'Sie'. */

describe('informal address', () => {
  it.each<[Language, string[], RegExp, RegExp]>([
    [
      'pt',
      [
        'Médico: Boa tarde, Tiago. Então, o que te traz cá?',
        'Doente: Vim medir a tensão, a médica do trabalho disse que estava alta.',
        'Médico: Tens dores de cabeça?',
        'Doente: Não.',
      ],
      /^Veio medir a tensão, a médica do trabalho disse que estava alta\.$/,
      /Nega dores de cabeça\./,
    ],
    [
      'es',
      [
        'Médico: Hola, Lucía. ¿Qué te trae por aquí?',
        'Paciente: Vengo a tomarme la tensión, en el trabajo me dijeron que estaba alta.',
        'Médico: ¿Has tenido dolor de cabeza?',
        'Paciente: No.',
      ],
      /^Viene a tomarse la tensión, en el trabajo le dijeron que estaba alta\.$/,
      /Niega dolor de cabeza\./,
    ],
    [
      'de',
      [
        'Arzt: Hallo Jonas. Was führt dich her?',
        'Patient: Ich soll den Blutdruck messen lassen, der Betriebsarzt sagt, er ist zu hoch.',
        'Arzt: Hast du Kopfschmerzen?',
        'Patient: Nein.',
      ],
      /^Der Patient soll den Blutdruck messen lassen, der Betriebsarzt sagt, er ist zu hoch\.$/,
      /Verneint Kopfschmerzen\./,
    ],
    [
      'en',
      [
        'Doctor: Hi Tom. What brings you in?',
        'Patient: I came to have my blood pressure checked, the occupational doctor said it was high.',
        'Doctor: Any headaches?',
        'Patient: No.',
      ],
      /^The patient came to have their blood pressure checked, the occupational doctor said it was high\.$/,
      /Denies headaches\./,
    ],
  ])(
    '%s: the reason for the visit and a denial to a question in the familiar form',
    (language, lines, reason, denial) => {
      const n = note(language, lines)
      expect(section(n, 'reason_for_visit')).toMatch(reason)
      expect(section(n, 'subjective')).toMatch(denial)
    },
  )

  it('pt: what another said ("a enfermeira disse") is told; the patient\'s own "disse" is not rewritten', () => {
    const n = note('pt', ['Médica: O que a traz cá?', 'Doente: A enfermeira disse que o INR estava alto.'])
    expect(section(n, 'subjective')).toMatch(/^A enfermeira disse que o INR estava alto\.$/)
    expect(
      note('pt', ['Médica: O que a traz cá?', 'Doente: Eu disse à médica que tinha dores.']).markdown,
    ).not.toMatch(/disse/)
  })
})

describe('safety-net advice in the familiar form', () => {
  it.each<[Language, string, RegExp]>([
    [
      'pt',
      'Médico: Se sentires falta de ar ou se te doer o peito, liga para o 112.',
      /^- Se sentir falta de ar ou se lhe doer o peito, liga para o 112\.$/m,
    ],
    [
      'es',
      'Médico: Si te falta el aire o te duele el pecho, llámanos o ve a urgencias.',
      /^- Si le falta el aire o le duele el pecho, llamar a la consulta o ir a urgencias\.$/m,
    ],
    [
      'de',
      'Arzt: Wenn das Fieber über 39 steigt, meld dich bei uns.',
      /^- Wenn das Fieber über 39 steigt, melden Sie sich bei uns\.$/m,
    ],
    [
      'en',
      'Doctor: If you get short of breath or chest pain, call 999.',
      /^- If the patient gets short of breath or chest pain, call 999\.$/m,
    ],
  ])('%s: is the plan, with its condition, never the history', (language, line, plan) => {
    const n = note(language, [line])
    expect(section(n, 'plan')).toMatch(plan)
    expect(section(n, 'subjective')).not.toMatch(/112|urgencias|39|999/)
  })
})

describe("German requests said with 'du'", () => {
  const plan = (lines: string[]) =>
    section(
      note('de', [
        'Ärztin: Hallo Max, was führt dich her?',
        'Patient: Seit einer Woche Rückenschmerzen, unten links.',
        'Ärztin: Strahlt es ins Bein aus?',
        'Patient: Nein.',
        'Ärztin: Bist du gegen irgendwas allergisch?',
        'Patient: Nein, keine Allergien.',
        'Ärztin: Ich untersuche dich jetzt. Die Lendenmuskulatur ist verspannt, Lasègue negativ.',
        'Ärztin: Das ist eine akute Lumbago.',
        ...lines,
      ]),
      'plan',
    )

  it("are written as the note writes a request with 'Sie', never as the imperative said to a friend", () => {
    const written = plan([
      'Ärztin: Nimm Ibuprofen 400 mg bis zu dreimal täglich nach dem Essen.',
      'Ärztin: Trink viel und ruh dich aus.',
      'Ärztin: Miss deinen Blutdruck jeden Morgen und schreib die Werte auf.',
      'Ärztin: Wenn du Atemnot bekommst oder das Fieber über 39 Grad steigt, ruf den Notarzt.',
      'Ärztin: Komm in zwei Wochen wieder.',
    ])
    expect(written).toMatch(/^- Ibuprofen 400 mg bis zu dreimal täglich nach dem Essen nehmen\.$/m)
    expect(written).toMatch(/^- Trinken Sie viel und ruhen Sie sich aus\.$/m)
    expect(written).toMatch(/^- Messen Sie Ihren Blutdruck jeden Morgen und schreiben Sie die Werte auf\.$/m)
    expect(written).toMatch(
      /^- Wenn Sie Atemnot bekommen oder das Fieber über 39 Grad steigt, rufen Sie den Notarzt\.$/m,
    )
    expect(written).toMatch(/^- Wiedervorstellung in 2 Wochen\.$/m)
    expect(written).not.toMatch(/(?<![\p{L}])(?:Nimm|Trink|ruh|Miss|ruf|Komm|du|dich|deinen?)(?![\p{L}])/u)
  })

  it("leaves a sentence that opens with an adjective ('Kühle Luft hilft') as said", () => {
    expect(plan(['Ärztin: Kühle Luft hilft, geh mit ihm ans offene Fenster.'])).toMatch(
      /^- Kühle Luft hilft, gehen Sie mit ihm ans offene Fenster\.$/m,
    )
  })
})

describe('"come and see me" in a safety net', () => {
  // (German 'kommst du zu mir' is left out of the plan, never written in the first person.)
  it.each<[Language, string, RegExp]>([
    [
      'en',
      'Doctor: If you get a rash with blisters, stop the doxycycline and come and see me.',
      /^- If the patient gets a rash with blisters, stop the doxycycline and come back\.$/m,
    ],
    ['pt', 'Médica: Se tiver febre, venha ver-me logo.', /^- Se tiver febre, venha à consulta logo\.$/m],
    [
      'es',
      'Médica: Si te salen manchas rojas con ampollas, deja la doxiciclina y vienes a verme.',
      /^- Si le salen manchas rojas con ampollas, dejar la doxiciclina y venir a consulta\.$/m,
    ],
  ])('%s: is to come back, never whom to see', (language, line, plan) => {
    const text = section(note(language, [line]), 'plan')
    expect(text).toMatch(plan)
    expect(text).not.toMatch(/\bme\b|ver-me|verme/)
  })
})

describe("a prescription said with 'du' ('Ich verschreibe dir…')", () => {
  it('de: is the order, without the pronoun', () => {
    const plan = section(
      note('de', [
        'Arzt: Das ist ein Lippenherpes.',
        'Arzt: Ich verschreibe dir Valaciclovir 500 Milligramm, zweimal täglich für drei Tage.',
      ]),
      'plan',
    )
    expect(plan).toMatch(/^- Valaciclovir 500 mg verschreiben, zweimal täglich für 3 Tage\.$/m)
    expect(plan).not.toMatch(/(?<![\p{L}])dir(?![\p{L}])/iu)
  })
})

describe("'Deixa-me ver', 'Déjame mirarte': the familiar opening of an examination", () => {
  it.each<[Language, string[], RegExp]>([
    [
      'pt',
      [
        'Médica: Olá, Tiago. O que te traz cá?',
        'Doente: Tenho comichão nas virilhas há três semanas.',
        'Médica: Deixa-me ver. Tens uma placa vermelha nas duas virilhas. O escroto está poupado.',
        'Médica: Isto é uma micose da virilha.',
      ],
      /^- Tem uma placa vermelha nas duas virilhas\.\n- O escroto está poupado\.$/,
    ],
    [
      'es',
      [
        'Médica: Hola, Javier. ¿Qué te pasa?',
        'Paciente: Tengo granos en la cara desde hace un año.',
        'Médica: Déjame mirarte. Comedones en la frente, pápulas en las mejillas.',
        'Médica: Tienes un acné moderado.',
      ],
      /^- Comedones en la frente, pápulas en las mejillas\.$/,
    ],
    [
      'en',
      [
        "Doctor: Hi Tom. What's up?",
        "Patient: I've had spots on my face for a year.",
        'Doctor: Let me have a look. Comedones on the forehead, papules on the cheeks.',
        'Doctor: You have moderate acne.',
      ],
      /^- Comedones on the forehead, papules on the cheeks\.$/,
    ],
    [
      'de',
      [
        'Arzt: Hallo Lena. Was ist los?',
        'Patientin: Ich habe seit einem Jahr Pickel im Gesicht.',
        'Arzt: Lass mich mal schauen. Komedonen an der Stirn, Papeln an den Wangen.',
        'Arzt: Das ist eine mittelschwere Akne.',
      ],
      /^- Komedonen an der Stirn, Papeln an den Wangen\.$/,
    ],
  ])(
    '%s: opens the examination and is no finding; the findings in the third person',
    (language, lines, objective) => {
      expect(section(note(language, lines), 'objective')).toMatch(objective)
    },
  )
})

describe("pt: what the clinician tells a patient addressed as 'tu'", () => {
  it("is written in the third person ('tem', 'deve', 'vai pôr', 'continua')", () => {
    const plan = section(
      note('pt', [
        'Médica: Olá, Tiago. O que te traz cá?',
        'Doente: Tenho comichão nas virilhas há três semanas.',
        'Médica: Isto é uma micose da virilha.',
        'Médica: O creme de hidrocortisona não deves voltar a pôr.',
        'Médica: Vais pôr clotrimazol creme duas vezes por dia durante quatro semanas, e continuas mais duas semanas depois de a pele estar limpa.',
      ]),
      'plan',
    )
    expect(plan).toMatch(/^- O creme de hidrocortisona não deve voltar a pôr\.$/m)
    expect(plan).toMatch(
      /^- Vai pôr clotrimazol creme 2 vezes por dia durante 4 semanas, e continua mais 2 semanas depois de a pele estar limpa\.$/m,
    )
  })
})

/**
 * es: a clinician who says 'tú' gives orders in the imperative ('Lávate', 'usa', 'no te toques', 'y vienes a
 * consulta'): each is written as the infinitive every Spanish note uses, with what the patient does to
 * themselves ('lavarse') and to what ('aplicarlo'); the conditions keep their 'si' and their no. A clinician who
 * says 'usted' is read as before: 'Toma enalapril' is what the patient takes, never an order.
 */
describe("es: the orders of a clinician who says 'tú'", () => {
  const plan = (lines: string[]) => section(note('es', lines), 'plan')

  it('are written as infinitives, the conditions and the noes kept', () => {
    const p = plan([
      'Médica: Hola, Marcos. ¿Qué te pasa en la piel?',
      'Paciente: Me salen granos en la espalda desde hace meses.',
      '¿Tienes alergias a algún medicamento?',
      'Paciente: No.',
      'Médica: Te voy a recetar un gel de peróxido de benzoilo al 5%.',
      'Médica: Aplícalo una vez al día por la noche, y no lo uses en la cara.',
      'Médica: Dúchate después de entrenar y no te rasques ni revientes los granos.',
      'Médica: Si notas que la piel se pone muy roja o te escuece mucho, deja el gel y vienes a consulta.',
      'Médica: Si no mejoras en dos meses, llámanos.',
    ])
    expect(p).toMatch(/^- Aplicarlo una vez al día por la noche, y no usarlo en la cara\.$/m)
    expect(p).toMatch(/^- Ducharse después de entrenar y no rascarse ni reventar los granos\.$/m)
    expect(p).toMatch(
      /^- Si nota que la piel se pone muy roja o le escuece mucho, dejar el gel y venir a consulta\.$/m,
    )
    expect(p).toMatch(/^- Si no mejora en 2 meses, llamar a la consulta\.$/m)
    expect(p).not.toMatch(/(?<![\p{L}])(?:te|tú|notas|vienes|mejoras)(?![\p{L}])/u)
  })

  it("an 'usted' consultation keeps what the patient takes as said", () => {
    const n = note('es', [
      'Médico: Buenos días. ¿Qué medicación toma usted?',
      'Paciente: Enalapril de 10 mg por la mañana.',
      'Médico: Toma enalapril 10 mg al día y la tensión está bien controlada.',
      'Médico: Siga con el enalapril y vuelva en seis meses.',
    ])
    expect(n.markdown).not.toMatch(/Tomar enalapril/)
  })
})

describe("smoking asked in the familiar form ('¿Fumas?', 'Rauchst du?') and answered 'no, I don't smoke'", () => {
  it.each<[Language, string[], string, RegExp]>([
    ['es', ['Médico: ¿Fumas?', 'Paciente: No, no fumo.'], '- No fuma.', /Niega fumas/],
    ['pt', ['Médica: Fumas?', 'Doente: Não, não fumo.'], '- Não fuma.', /Nega fumas/],
    ['de', ['Arzt: Rauchst du?', 'Patient: Nein, ich rauche nicht.'], '- Raucht nicht.', /Verneint/],
    ['en', ['Doctor: Do you smoke?', "Patient: No, I don't smoke."], '- Does not smoke.', /Denies/],
  ])('%s: is a habit, never a symptom denied with the question’s verb', (language, lines, habit, wrong) => {
    const n = note(language, lines)
    expect(section(n, 'social_history')).toBe(habit)
    expect(n.markdown).not.toMatch(wrong)
  })
})
