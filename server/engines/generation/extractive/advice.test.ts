import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/** Advice the clinician gives is the plan's or left out: never history, never an examination finding. */

const BLOOD_PRESSURE: [Language, string[], RegExp][] = [
  [
    'pt',
    [
      'Médico: Boa tarde, Tiago. Então, o que te traz cá?',
      'Doente: Vim medir a tensão, a médica do trabalho disse que estava alta.',
      'Médico: Tens dores de cabeça?',
      'Doente: Não.',
      'Médico: Vou medir. A tensão está em 150 por 95.',
      'Médico: Está alta. Para já, tira os sumos e o pão branco.',
      'Médico: Caminha meia hora por dia.',
    ],
    /sumos|meia hora/,
  ],
  [
    'es',
    [
      'Médico: Hola, Lucía. ¿Qué te trae por aquí?',
      'Paciente: Vengo a tomarme la tensión, en el trabajo me dijeron que estaba alta.',
      'Médico: ¿Te duele la cabeza?',
      'Paciente: No.',
      'Médico: Vamos a tomarla. Está en 150 sobre 95.',
      'Médico: Está alta. De momento, quita los zumos y el pan blanco.',
      'Médico: Camina media hora al día.',
    ],
    /zumos|media hora/,
  ],
  [
    'de',
    [
      'Arzt: Hallo Jonas. Was führt dich her?',
      'Patient: Ich soll den Blutdruck messen lassen, der Betriebsarzt sagt, er ist zu hoch.',
      'Arzt: Hast du Kopfschmerzen?',
      'Patient: Nein.',
      'Arzt: Ich messe mal. Er liegt bei 150 zu 95.',
      'Arzt: Der ist zu hoch. Lass erst einmal die Säfte und das Weißbrot weg.',
      'Arzt: Geh jeden Tag eine halbe Stunde spazieren.',
    ],
    /Säfte|halbe Stunde/,
  ],
  [
    'en',
    [
      'Doctor: Hi Tom. What brings you in?',
      'Patient: Work said my blood pressure was high, so I came to get it checked.',
      'Doctor: Any headaches?',
      'Patient: No.',
      "Doctor: Let me check it. It's 150 over 95.",
      "Doctor: That's high. For now, cut out the juice and the white bread.",
      'Doctor: Walk for half an hour a day.',
    ],
    /juice|half an hour/,
  ],
]

describe('advice is never a finding or the history', () => {
  it.each(BLOOD_PRESSURE)(
    '%s: advice said while examining stays out of the objective',
    (language, lines, advice) => {
      const n = note(language, lines)
      expect(section(n, 'objective')).toMatch(/150\/95/)
      expect(section(n, 'objective')).not.toMatch(advice)
    },
  )

  it.each<[Language, string[], RegExp]>([
    [
      'pt',
      ['Médico: Tira os sumos e o pão branco.', 'Médico: Caminha meia hora por dia.'],
      /^- Caminha meia hora por dia\.$/m,
    ],
    [
      'es',
      ['Médico: Quita los zumos y el pan blanco.', 'Médico: Camina media hora al día.'],
      /^- Camina media hora al día\.$/m,
    ],
    [
      'de',
      ['Arzt: Lass die Säfte weg.', 'Arzt: Geh jeden Tag eine halbe Stunde spazieren.'],
      /halbe Stunde spazieren/,
    ],
    [
      'en',
      ['Doctor: Cut out the juice.', 'Doctor: Walk for half an hour a day.'],
      /^- Walk for half an hour a day\.$/m,
    ],
  ])(
    '%s: advice said before any examination is the plan, never what the patient does',
    (language, lines, line) => {
      const n = note(language, lines)
      expect(section(n, 'subjective')).not.toMatch(/sumos|zumos|Säfte|juice|hora|Stunde|hour/)
      expect(section(n, 'plan')).toMatch(line)
    },
  )

  it('de: a sentence after a number ends there when a command, a "wenn" or a "kein" opens the next', () => {
    const n = note('de', [
      'Arzt: Ich untersuche Sie jetzt. Blutdruck 135 zu 85. Keine Ödeme an den Beinen, die Lunge ist frei.',
      'Ärztin: Der Puls liegt bei 72. Wenn der Schwindel wiederkommt, melden Sie sich.',
    ])
    expect(section(n, 'objective')).toMatch(/^- Keine Ödeme an den Beinen, die Lunge ist frei\.$/m)
    expect(section(n, 'objective')).not.toMatch(/85\.|72\. Wenn/)
  })
})

describe('a safety net that says to come back in the familiar form, or not to drive', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'pt',
      [
        'Médica: Isto é uma micose da virilha.',
        'Médica: Se ao fim de quatro semanas não estiver melhor, ou se aparecerem borbulhas com pus ou febre, voltas cá mais cedo.',
      ],
      /^- Se ao fim de 4 semanas não estiver melhor, ou se aparecerem borbulhas com pus ou febre, volta cá mais cedo\.$/m,
    ],
    [
      'pt',
      [
        'Médico: O mais provável é uma apneia do sono.',
        'Médico: Se sentir sono enquanto conduz, não conduza e pare o carro em segurança.',
      ],
      /^- Se sentir sono enquanto conduz, não conduza e pare o carro em segurança\.$/m,
    ],
    [
      'es',
      [
        'Médico: Lo más probable es una apnea del sueño.',
        'Médico: Si tiene sueño mientras conduce, no conduzca y pare el coche en un sitio seguro.',
      ],
      /^- Si tiene sueño mientras conduce, no conduzca y pare el coche en un sitio seguro\.$/m,
    ],
    [
      'en',
      [
        'Doctor: This is sleep apnoea.',
        "Doctor: If you feel sleepy while driving, don't drive and pull over somewhere safe.",
      ],
      /^- If the patient feels sleepy while driving, do not drive and pull over somewhere safe\.$/m,
    ],
    [
      'de',
      [
        'Ärztin: Das ist ein Pilz in der Leiste.',
        'Ärztin: Wenn es nach vier Wochen nicht besser ist oder Pusteln oder Fieber auftreten, kommst du früher.',
      ],
      /^- Wenn es nach 4 Wochen nicht besser ist oder Pusteln oder Fieber auftreten, kommen Sie früher\.$/m,
    ],
  ])('%s: is the plan, with its condition, never the history', (language, lines, plan) => {
    const n = note(language, lines)
    expect(section(n, 'plan')).toMatch(plan)
    expect(section(n, 'subjective')).not.toMatch(/^(?:Se|Si|If|Wenn) /m)
  })
})

describe("de: two orders in the 'Sie' form joined by 'und'", () => {
  it('are both written as orders, never the second left addressing the patient', () => {
    const plan = section(
      note('de', [
        'Ärztin: Das ist eine Plantarfasziitis.',
        'Ärztin: Nehmen Sie das Ibuprofen mit dem Essen, und trinken Sie viel Wasser.',
      ]),
      'plan',
    )
    expect(plan).toMatch(/^- Das Ibuprofen mit dem Essen nehmen, und viel Wasser trinken\.$/m)
    expect(plan).not.toMatch(/\bSie\b/)
  })
})

describe("an option to discuss if there is no improvement ('we can talk about…')", () => {
  it.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        'Doctor: This is carpal tunnel syndrome.',
        "Doctor: If it's no better after six to eight weeks of the splint, we can talk about a steroid injection.",
      ],
      /^- If it's no better after 6 to 8 weeks of the splint, discuss a steroid injection\.$/m,
    ],
    [
      'pt',
      [
        'Médico: Isto é uma síndrome do túnel cárpico.',
        'Médico: Se não melhorar ao fim de seis a oito semanas com a tala, podemos falar de uma infiltração.',
      ],
      /^- Se não melhorar ao fim de 6 a 8 semanas com a tala, discutir uma infiltração\.$/m,
    ],
    [
      'es',
      [
        'Médico: Es un síndrome del túnel carpiano.',
        'Médico: Si no mejora en seis a ocho semanas con la férula, podemos hablar de una infiltración.',
      ],
      /^- Si no mejora en 6 a 8 semanas con la férula, valorar una infiltración\.$/m,
    ],
    [
      'de',
      [
        'Ärztin: Das ist ein Karpaltunnelsyndrom.',
        'Ärztin: Wenn es nach sechs bis acht Wochen mit der Schiene nicht besser ist, besprechen wir eine Kortisonspritze.',
      ],
      /^- Wenn es nach 6 bis 8 Wochen mit der Schiene nicht besser ist, eine Kortisonspritze besprechen\.$/m,
    ],
  ])('%s: is the plan, with its condition, never in the first person', (language, lines, plan) => {
    const n = note(language, lines)
    expect(section(n, 'plan')).toMatch(plan)
    expect(n.markdown).not.toMatch(/(?<![\p{L}])(?:we|podemos|besprechen wir)(?![\p{L}])/iu)
  })

  it.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        'Doctor: This is osteoarthritis of the knee.',
        "Doctor: I'll send you to physiotherapy and if the pain isn't better in six weeks we'll talk about an injection.",
      ],
      /^- Refer to physiotherapy and if the pain is not better in 6 weeks, discuss an injection\.$/m,
    ],
    [
      'pt',
      [
        'Médico: Isto é uma artrose do joelho.',
        'Médico: Vou pedir fisioterapia e se a dor não aliviar em seis semanas falamos de uma infiltração.',
      ],
      /^- Pedir fisioterapia e se a dor não aliviar em 6 semanas, discutir uma infiltração\.$/m,
    ],
    [
      'es',
      [
        'Médico: Es una artrosis de rodilla.',
        'Médico: Le mando a fisioterapia y si el dolor no mejora en seis semanas hablamos de una infiltración.',
      ],
      /^- Derivar a fisioterapia y si el dolor no mejora en 6 semanas, valorar una infiltración\.$/m,
    ],
  ])(
    "%s: said in the present without a comma ('…we'll talk about', 'falamos de', 'hablamos de'), it is still what may be discussed then",
    (language, lines, plan) => {
      const n = note(language, lines)
      expect(section(n, 'plan')).toMatch(plan)
      expect(n.markdown).not.toMatch(/(?<![\p{L}])(?:we|falamos|hablamos|discutido|se habló)(?![\p{L}])/iu)
    },
  )

  it("pt: 'podemos falar da consulta…' frees the article of its 'de' ('discutir a consulta…')", () => {
    const plan = section(
      note('pt', [
        'Médico: O que o traz cá?',
        'Doente: Venho pelas análises da diabetes.',
        'Médico: A diabetes está mal controlada.',
        'Médico: Se não conseguir deixar de fumar, podemos falar da consulta de cessação tabágica.',
      ]),
      'plan',
    )
    expect(plan).toMatch(/discutir a consulta de cessação tabágica\./)
    expect(plan).not.toMatch(/discutir da/)
  })
})

describe('a second plan in the same sentence, said in the plural present', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'pt',
      [
        'Médico: O que o traz cá?',
        'Doente: Venho medir a tensão.',
        'Médico: Tem uma tensão arterial alta.',
        'Médico: Mantemos a amlodipina e voltamos a ver a tensão na próxima consulta.',
      ],
      /^- Manter a amlodipina e voltar a ver a tensão na próxima consulta\.$/m,
    ],
    [
      'es',
      [
        'Médico: ¿Qué le pasa?',
        'Paciente: Vengo a tomarme la tensión.',
        'Médico: Tiene la tensión alta.',
        'Médico: Mantenemos el enalapril y volvemos a mirar la tensión en la próxima consulta.',
      ],
      /^- Mantener el enalapril y volver a mirar la tensión en la próxima consulta\.$/m,
    ],
    [
      'en',
      [
        'Doctor: What brings you in?',
        'Patient: I came to have my blood pressure checked.',
        'Doctor: Your blood pressure is high.',
        "Doctor: We'll keep the amlodipine and we'll look at the pressure again next time.",
      ],
      /^- Keep the amlodipine and look at the pressure again next time\.$/m,
    ],
  ])('%s: is written as an order, as the first is, never in the first person', (language, lines, plan) => {
    expect(section(note(language, lines), 'plan')).toMatch(plan)
  })
})

describe('a plan withheld or advised against, said in the first person', () => {
  it.each<[Language, string, RegExp]>([
    ['pt', 'Médica: Ainda não a vou enviar para a cirurgia.', /^- Ainda não enviar para a cirurgia\.$/m],
    ['es', 'Médico: Todavía no le voy a mandar al cirujano.', /^- Todavía no mandar al cirujano\.$/m],
    [
      'pt',
      'Médica: Não vamos mexer na metformina por agora, e não quero que tome ibuprofeno.',
      /^- Não mexer na metformina por agora, e não tomar ibuprofeno\.$/m,
    ],
    [
      'es',
      'Médico: De momento no vamos a cambiar la metformina, y no quiero que tome ibuprofeno.',
      /^- De momento no cambiar la metformina, y no tomar ibuprofeno\.$/m,
    ],
  ])('%s: keeps its no, without the first person', (language, line, plan) => {
    const n = note(
      language,
      language === 'pt'
        ? [
            'Médica: O que a traz cá?',
            'Doente: Dores na anca há meses.',
            'Médica: Isto é uma artrose da anca.',
            line,
          ]
        : [
            'Médico: ¿Qué le trae?',
            'Paciente: Dolor de cadera desde hace meses.',
            'Médico: Esto es una artrosis de cadera.',
            line,
          ],
    )
    expect(section(n, 'plan')).toMatch(plan)
  })
})

describe("a condition and what will be discussed then ('…, sprechen wir über eine Operation', 'we'll talk about surgery')", () => {
  const knee = [
    'Arzt: Was führt Sie zu mir?',
    'Patient: Mein rechtes Knie tut seit einem halben Jahr weh, vor allem auf der Treppe.',
    'Arzt: Das Knie ist leicht geschwollen, kein Erguss.',
    'Arzt: Ich denke, das ist eine Arthrose im Knie.',
  ]

  it.each<[string, RegExp]>([
    [
      'Arzt: Wir machen Physiotherapie. Wenn es in drei Monaten nicht besser ist, sprechen wir über eine Operation.',
      /^- Wenn es in 3 Monaten nicht besser ist, eine Operation besprechen\.$/m,
    ],
    [
      'Arzt: Wenn es in drei Monaten nicht besser ist sprechen wir über eine Operation.',
      /^- Wenn es in 3 Monaten nicht besser ist, eine Operation besprechen\.$/m,
    ],
    [
      'Arzt: Wenn es in drei Monaten nicht besser ist, dann reden wir über die Operation.',
      /^- Wenn es in 3 Monaten nicht besser ist, die Operation besprechen\.$/m,
    ],
    [
      'Arzt: Nehmen Sie Ibuprofen, und wenn es nicht hilft, reden wir über eine Spritze.',
      /^- Ibuprofen nehmen, und wenn es nicht hilft, eine Spritze besprechen\.$/m,
    ],
    [
      'Arzt: Falls die Schmerzen bleiben besprechen wir eine Infiltration.',
      /^- Falls die Schmerzen bleiben, eine Infiltration besprechen\.$/m,
    ],
    [
      'Arzt: Falls die Schmerzen in sechs Wochen noch da sind, werden wir über eine Kortisonspritze sprechen.',
      /^- Falls die Schmerzen in 6 Wochen noch da sind, eine Kortisonspritze besprechen\.$/m,
    ],
    [
      'Arzt: Sollte es nicht besser werden, können wir über eine Arthroskopie sprechen.',
      /^- Sollte es nicht besser werden, eine Arthroskopie besprechen\.$/m,
    ],
    [
      'Arzt: Kühlen Sie das Knie und wenn es in zwei Wochen nicht besser ist, sprechen wir über ein MRT.',
      /^- Das Knie kühlen und wenn es in 2 Wochen nicht besser ist, ein MRT besprechen\.$/m,
    ],
    [
      'Arzt: Wir machen ein Röntgen. Wenn die Bilder da sind, sprechen wir über das weitere Vorgehen.',
      /^- Wenn die Bilder da sind, das weitere Vorgehen besprechen\.$/m,
    ],
  ])('%s', (line, plan) => {
    const n = note('de', [...knee, line])
    expect(section(n, 'plan')).toMatch(plan)
    // Never as if it was discussed, never in the first person.
    expect(n.markdown).not.toMatch(
      /(?<![\p{L}])(?:besprochen|gesprochen|sprechen wir|reden wir|besprechen wir|wir)(?![\p{L}])/iu,
    )
  })

  it("is the plan, not the history, when the operation is named before the visit's plan began", () => {
    const n = note('de', [
      'Arzt: Das ist eine Arthrose im Knie.',
      'Arzt: Wenn es in drei Monaten nicht besser ist, sprechen wir über eine Operation.',
    ])
    expect(section(n, 'plan')).toMatch(
      /^- Wenn es in 3 Monaten nicht besser ist, eine Operation besprechen\.$/m,
    )
    expect(section(n, 'past_history')).not.toMatch(/Operation/)
  })

  it.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        'Doctor: This is osteoarthritis of the knee.',
        "Doctor: If it's not better in three months, we'll talk about surgery.",
      ],
      /^- If it's not better in 3 months, discuss surgery\.$/m,
    ],
    [
      'pt',
      [
        'Médico: Isto é uma artrose do joelho.',
        'Médico: Se não melhorar em três meses, falamos de uma cirurgia.',
      ],
      /^- Se não melhorar em 3 meses, discutir uma cirurgia\.$/m,
    ],
    [
      'es',
      ['Médico: Es una artrosis de rodilla.', 'Médico: Si no mejora en tres meses, hablamos de una cirugía.'],
      /^- Si no mejora en 3 meses, valorar una cirugía\.$/m,
    ],
  ])('%s: an operation to discuss then is the plan, never the past history', (language, lines, plan) => {
    const n = note(language, lines)
    expect(section(n, 'plan')).toMatch(plan)
    expect(section(n, 'past_history')).not.toMatch(/surgery|cirurgia|cirugía/i)
  })

  it.each<[Language, string[], RegExp]>([
    [
      'de',
      [
        ...knee,
        'Arzt: Wir machen ein MRT. Wenn das MRT einen Riss zeigt, sprechen wir über eine Arthroskopie.',
      ],
      /^- Wenn das MRT einen Riss zeigt, eine Arthroskopie besprechen\.$/m,
    ],
    [
      'en',
      [
        'Doctor: What brings you in?',
        'Patient: My right knee has hurt for six months, mostly on the stairs.',
        'Doctor: The knee is a little swollen, no effusion.',
        'Doctor: I think this is a meniscal tear.',
        "Doctor: We'll get an MRI. If the MRI shows a tear, we'll refer you to orthopedics.",
      ],
      /^- If the MRI shows a tear, refer the patient to orthopedics\.$/m,
    ],
  ])('%s: a result awaited in a condition is the plan, never a result read', (language, lines, plan) => {
    const n = note(language, lines)
    expect(section(n, 'plan')).toMatch(plan)
    expect(section(n, 'objective')).not.toMatch(/MRT|MRI/)
  })
})

describe("an order whose only object is 'that' is left out: what it points to is already the plan's", () => {
  const CASES: [Language, string[], RegExp, RegExp][] = [
    [
      'en',
      [
        'Doctor: What brings you in today?',
        'Patient: My lower back has been sore for three weeks.',
        'Doctor: On examination there is tenderness over the lumbar muscles.',
        'Doctor: I am referring you to physiotherapy for six weeks.',
        "Doctor: So we're going to go ahead and start with that.",
      ],
      /physiotherapy for 6 weeks/,
      /start with that/i,
    ],
    [
      'pt',
      [
        'Médico: O que o traz cá?',
        'Doente: Dói-me a zona lombar há três semanas.',
        'Médico: Ao exame tem dor à palpação dos músculos lombares.',
        'Médico: Vou encaminhá-lo para a fisioterapia durante seis semanas.',
        'Médico: Vamos começar com isso.',
      ],
      /fisioterapia durante 6 semanas/,
      /começar com isso/i,
    ],
    [
      'es',
      [
        'Médico: ¿Qué le trae por aquí?',
        'Paciente: Me duele la zona lumbar desde hace tres semanas.',
        'Médico: A la exploración hay dolor a la palpación de la musculatura lumbar.',
        'Médico: Le voy a derivar a fisioterapia durante seis semanas.',
        'Médico: Empezamos con eso.',
      ],
      /fisioterapia durante 6 semanas/,
      /con eso/i,
    ],
    [
      'de',
      [
        'Arzt: Was führt Sie zu mir?',
        'Patient: Mein unterer Rücken tut seit drei Wochen weh.',
        'Arzt: Bei der Untersuchung ist die Lendenmuskulatur druckschmerzhaft.',
        'Arzt: Ich überweise Sie für sechs Wochen zur Physiotherapie.',
        'Arzt: Damit fangen wir an.',
      ],
      /Physiotherapie/,
      /fangen|anfangen/i,
    ],
  ]
  it.each(CASES)('%s', (language, lines, kept, left) => {
    const plan = section(note(language, lines), 'plan')
    expect(plan).toMatch(kept)
    expect(plan).not.toMatch(left)
  })
})

/**
 * A cut dressed and an ankle examined, in four languages: the care said while dressing it ('Keep it dry for 48
 * hours', 'Não molhe o penso durante dois dias', 'No lo moje', 'nicht nass werden lassen') is the plan, with its
 * number and its 'not', never an examination finding; the examination's own commands ('Bend your knee', 'Respire
 * fundo', 'Machen Sie eine Faust') are no plan; and a vaccine the patient does not need is written as not needed,
 * never as a finding or a vaccine given.
 */
const DRESSED: Record<Language, string[]> = {
  en: [
    'Doctor: Hello Ana, what happened?',
    'Patient: I cut my hand on a broken glass last night and then I went over on my ankle on the stairs.',
    'Doctor: Any tingling in your fingers?',
    'Patient: No.',
    "Doctor: Let me have a look. There's a two centimetre cut on the left palm, clean, edges together. Open and close your hand.",
    'Doctor: There we go, steri-strips and a dressing on. Keep it dry for 48 hours. Keep the dressing on for two days.',
    'Doctor: Let me see the ankle. Bend your knee. The ankle is swollen on the outside, with no bony tenderness. Rest the ankle.',
    "Doctor: You don't need a tetanus booster, you had one two years ago.",
  ],
  pt: [
    'Médico: Olá, Ana, o que aconteceu?',
    'Doente: Cortei a mão num copo partido ontem à noite e depois torci o tornozelo nas escadas.',
    'Médico: Tem formigueiro nos dedos?',
    'Doente: Não.',
    'Médico: Deixe-me ver. Tem um corte de dois centímetros na palma esquerda, limpo, bordos unidos. Abra e feche a mão. Respire fundo. O tornozelo está inchado por fora, sem dor à palpação óssea.',
    'Médico: Fechei com tiras adesivas e pus um penso. Mantenha a ferida limpa e tapada. Não molhe o penso durante dois dias. Repouse.',
    'Médico: Não precisa da vacina do tétano, fez há dois anos.',
  ],
  es: [
    'Médico: Hola, Ana, ¿qué le ha pasado?',
    'Paciente: Me corté la mano con un vaso roto anoche y luego me torcí el tobillo en las escaleras.',
    'Médico: ¿Tiene hormigueo en los dedos?',
    'Paciente: No.',
    'Médico: A ver. Tiene un corte de dos centímetros en la palma izquierda, limpio, con los bordes unidos. Abra y cierre la mano. El tobillo está hinchado por fuera, sin dolor a la palpación ósea.',
    'Médico: Lo he cerrado con tiras adhesivas y le he puesto un apósito. Mantenga la herida seca y tapada. No lo moje durante dos días. Haga reposo.',
    'Médico: No necesita la vacuna del tétanos, se la pusieron hace dos años.',
  ],
  de: [
    'Ärztin: Hallo Frau Wolf, was ist passiert?',
    'Patient: Ich habe mich gestern Abend an einem Glas in die Hand geschnitten und bin dann auf der Treppe umgeknickt.',
    'Ärztin: Kribbeln die Finger?',
    'Patient: Nein.',
    'Ärztin: Ich schaue mal. Der Schnitt an der linken Handfläche ist zwei Zentimeter lang, sauber, Wundränder adaptiert. Machen Sie eine Faust. Der Knöchel ist außen geschwollen, kein Knochendruckschmerz.',
    'Ärztin: Ich habe die Wunde mit Klammerpflaster verschlossen und einen Verband angelegt. Halten Sie die Wunde trocken und sauber. Den Verband zwei Tage nicht nass werden lassen. Schonen Sie den Fuß.',
    'Ärztin: Sie brauchen keine Tetanusimpfung, die letzte war vor zwei Jahren.',
  ],
}

describe('care of a wound said while dressing it', () => {
  it.each<[Language, RegExp[], RegExp, RegExp]>([
    [
      'en',
      [/^- Keep it dry for 48 hours\.$/m, /^- Keep the dressing on for 2 days\.$/m, /^- Rest the ankle\.$/m],
      /dry|dressing on|rest/i,
      /close|knee/i,
    ],
    [
      'pt',
      [
        /^- Mantenha a ferida limpa e tapada\.$/m,
        /^- Não molhe o penso durante 2 dias\.$/m,
        /^- Repouse\.$/m,
      ],
      /tapada|molhe|repouse/i,
      /feche a mão|respire/i,
    ],
    [
      'es',
      [/^- Mantenga la herida seca y tapada\.$/m, /^- No lo moje durante 2 días\.$/m, /^- Haga reposo\.$/m],
      /tapada|moje|reposo/i,
      /cierre la mano/i,
    ],
    [
      'de',
      [
        /^- Die Wunde trocken und sauber halten\.$/m,
        /^- Den Verband 2 Tage nicht nass werden lassen\.$/m,
        /^- Den Fuß schonen\.$/m,
      ],
      /trocken|nass|schonen/i,
      /Faust/i,
    ],
  ])('%s: is the plan, as said, never a finding', (language, care, notFinding, examining) => {
    const n = note(language, DRESSED[language])
    for (const line of care) expect(section(n, 'plan')).toMatch(line)
    expect(section(n, 'objective')).not.toMatch(notFinding)
    expect(section(n, 'objective')).toMatch(/2 cm/)
    expect(section(n, 'plan')).not.toMatch(examining)
    expect(section(n, 'objective')).not.toMatch(examining)
  })
})

describe('a vaccine the patient does not need', () => {
  it.each<[Language, RegExp]>([
    ['en', /^- The patient does not need a tetanus booster, the patient had one two years ago\.$/m],
    ['pt', /^- Não precisa da vacina do tétano, fez há 2 anos\.$/m],
    ['es', /^- No necesita la vacuna del tétanos, se la pusieron hace 2 años\.$/m],
    ['de', /^- Sie brauchen keine Tetanusimpfung, die letzte war vor 2 Jahren\.$/m],
  ])('%s: is written in the plan as not needed, and nowhere else', (language, notNeeded) => {
    const n = note(language, DRESSED[language])
    expect(section(n, 'plan')).toMatch(notNeeded)
    const elsewhere = n.sections.filter((s) => s.key !== 'plan').map((s) => s.content)
    expect(elsewhere.join('\n')).not.toMatch(/tetanus|tétano|tétanos|Tetanus/i)
  })
})

describe('care of a wound said after its condition, while examining it', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        'Doctor: What happened?',
        'Patient: I cut my thumb on a knife yesterday.',
        'Doctor: Let me have a look. The cut is one centimetre on the left thumb, clean. If the dressing gets wet, change it.',
        "Doctor: It's a small cut, it will heal.",
      ],
      /^- If the dressing gets wet, change it\.$/m,
    ],
    [
      'pt',
      [
        'Médico: O que aconteceu?',
        'Doente: Cortei o polegar numa faca ontem.',
        'Médico: Deixe-me ver. O corte tem um centímetro no polegar esquerdo, limpo. Se o penso molhar, mude-o.',
        'Médico: É um corte pequeno, vai sarar.',
      ],
      /^- Se o penso molhar, mude-o\.$/m,
    ],
    [
      'es',
      [
        'Médico: ¿Qué le pasó?',
        'Paciente: Me corté el pulgar con un cuchillo ayer.',
        'Médico: A ver. El corte mide un centímetro en el pulgar izquierdo, limpio. Si se moja el apósito, cámbielo.',
        'Médico: Es un corte pequeño, se curará.',
      ],
      /^- Si se moja el apósito, cámbielo\.$/m,
    ],
    [
      'de',
      [
        'Arzt: Was ist passiert?',
        'Patient: Ich habe mich gestern mit einem Messer in den Daumen geschnitten.',
        'Arzt: Dann schaue ich mal. Der Schnitt am linken Daumen ist einen Zentimeter lang, sauber. Wenn der Verband nass wird, wechseln Sie ihn.',
        'Arzt: Das ist ein kleiner Schnitt, das heilt.',
      ],
      /^- Wenn der Verband nass wird, wechseln Sie ihn\.$/m,
    ],
  ])('%s: is the plan with its condition, never a finding', (language, lines, care) => {
    const n = note(language, lines)
    expect(section(n, 'plan')).toMatch(care)
    expect(section(n, 'objective')).not.toMatch(/wet|molhar|moja|nass/)
  })
})

describe('German: an order, then a condition joined by "und wenn", is written as the order and the condition as said', () => {
  const opening = [
    'Arzt: Was führt Sie her?',
    'Patient: Ich huste seit zwei Wochen.',
    'Arzt: Das ist eine Bronchitis.',
  ]
  it.each<[string, RegExp]>([
    [
      'Arzt: Wir machen Physiotherapie, und wenn es in drei Monaten nicht besser ist, sprechen wir über eine Operation.',
      /^- Physiotherapie machen, und wenn es in 3 Monaten nicht besser ist, eine Operation besprechen\.$/m,
    ],
    [
      'Arzt: Ich verschreibe Ihnen Ibuprofen 400, und wenn das Fieber über 39 steigt, kommen Sie wieder.',
      /^- Ibuprofen 400 verschreiben, und wenn das Fieber über 39 steigt, Wiedervorstellung\.$/m,
    ],
    [
      'Arzt: Wir warten ab, und wenn es nicht besser wird, machen wir ein Röntgen.',
      /^- Abwarten, und wenn es nicht besser wird, ein Röntgen machen\.$/m,
    ],
  ])('%s', (line, plan) => {
    const written = section(note('de', [...opening, line]), 'plan')
    expect(written).toMatch(plan)
    expect(written).not.toMatch(/(?<![\p{L}])(?:wir|ich)(?![\p{L}])/iu)
  })
})

describe('an exercise said while examining', () => {
  it.each<[Language, string[], RegExp, RegExp]>([
    [
      'en',
      [
        'Doctor: How has the knee been since the operation?',
        'Patient: Stiff in the mornings, and it aches at night.',
        'Doctor: Let me examine it. The scar has healed well, flexion to 90 degrees. Bend your knee ten times a day.',
        'Doctor: Come back in four weeks.',
      ],
      /^- Bend the knee 10 times a day\.$/m,
      /patient's knee|her knee|his knee/,
    ],
    [
      'pt',
      [
        'Médico: Como tem estado o joelho desde a operação?',
        'Doente: Rígido de manhã, e dói à noite.',
        'Médico: Vou observar. A cicatriz está boa, flexão a 90 graus. Dobre o joelho dez vezes por dia.',
        'Médico: Volte daqui a quatro semanas.',
      ],
      /^- Dobre o joelho 10 vezes por dia\.$/m,
      /joelho d[oa] doente|dele|dela/,
    ],
    [
      'es',
      [
        'Médico: ¿Qué tal la rodilla desde la operación?',
        'Paciente: Rígida por la mañana, y me duele por la noche.',
        'Médico: Voy a explorarla. La cicatriz está bien, flexión a 90 grados. Doble la rodilla diez veces al día.',
        'Médico: Vuelva en cuatro semanas.',
      ],
      /^- Doble la rodilla 10 veces al día\.$/m,
      /rodilla del paciente|de la paciente/,
    ],
    [
      'de',
      [
        'Arzt: Wie geht es dem Knie seit der Operation?',
        'Patient: Morgens steif, und nachts tut es weh.',
        'Arzt: Ich untersuche es. Die Narbe ist gut verheilt, Beugung bis 90 Grad. Beugen Sie Ihr Knie zehnmal am Tag.',
        'Arzt: Kommen Sie in vier Wochen wieder.',
      ],
      /^- Das Knie 10-mal am Tag beugen\.$/m,
      /Ihr Knie|Sein Knie|^- Knie/m,
    ],
  ])('%s: is the plan, the patient still the one who does it', (language, lines, exercise, actedOn) => {
    const n = note(language, lines)
    expect(section(n, 'plan')).toMatch(exercise)
    expect(section(n, 'plan')).not.toMatch(actedOn)
    expect(section(n, 'objective')).not.toMatch(/knee|joelho|rodilla|Knie \w+ beugen/i)
  })

  it('en: a patient named keeps the exercise theirs, never her knee bent by the clinician', () => {
    const n = note('en', [
      'Doctor: Good morning Mrs Hughes, how is the shoulder?',
      'Patient: Still sore when I reach up.',
      'Doctor: Let me look. Full range, no wasting. Now raise your arm above your head five times a day.',
      'Doctor: Come back in six weeks.',
    ])
    expect(section(n, 'plan')).toMatch(/^- Raise the arm above the head 5 times a day\.$/m)
    expect(section(n, 'plan')).not.toMatch(/her arm|her head/)
  })
})

/** A cold treated with two medicines that hold the same one: counselled while taking the history. */
const COLD: Record<Language, string[]> = {
  en: [
    'Doctor: What brings you in?',
    "Patient: I've got a cold, and I'm taking Lemsip and paracetamol. I don't take anything else.",
    "Doctor: Lemsip already has paracetamol in it, so don't take it with the paracetamol. Any fever?",
    'Patient: No.',
    'Doctor: If your blood pressure stays controlled, the risk is low.',
    'Doctor: Let me listen to your chest. Chest clear.',
    "Doctor: It's a viral cold. Just take paracetamol 1 g every 8 hours.",
  ],
  pt: [
    'Médico: O que o traz cá?',
    'Doente: Estou constipado há três dias, tomo Antigrippine e paracetamol. Não tomo mais nada.',
    'Médico: O Antigrippine já tem paracetamol, não o junte com o paracetamol. Tem febre?',
    'Doente: Não.',
    'Médico: Se tiver a tensão controlada, o risco é baixo.',
    'Médico: Vou auscultar. Pulmões limpos.',
    'Médico: É uma virose. Tome só o paracetamol 1 g de 8 em 8 horas.',
  ],
  es: [
    'Médico: ¿Qué le pasa?',
    'Paciente: Tengo un catarro, y tomo Frenadol y paracetamol. No tomo nada más.',
    'Médico: El Frenadol ya lleva paracetamol, no lo junte con el paracetamol. ¿Tiene fiebre?',
    'Paciente: No.',
    'Médico: Si se controla bien la tensión, el riesgo es bajo.',
    'Médico: Voy a auscultarle. Pulmones limpios.',
    'Médico: Es un cuadro viral. Tome solo paracetamol 1 g cada 8 horas.',
  ],
  de: [
    'Arzt: Was führt Sie her?',
    'Patient: Ich bin erkältet und nehme Wick MediNait und Paracetamol. Sonst nehme ich nichts.',
    'Arzt: Wick MediNait enthält schon Paracetamol, nehmen Sie es nicht zusammen mit dem Paracetamol. Haben Sie Fieber?',
    'Patient: Nein.',
    'Arzt: Wenn der Blutdruck gut eingestellt ist, ist das Risiko gering.',
    'Arzt: Ich höre die Lunge ab. Lunge frei.',
    'Arzt: Das ist ein viraler Infekt. Nehmen Sie nur Paracetamol 1 g alle 8 Stunden.',
  ],
}

describe('counselling said while taking the history', () => {
  it.each<[Language, RegExp, RegExp, RegExp]>([
    [
      'en',
      /^- Lemsip already has paracetamol in it, so do not take it with the paracetamol\.$/m,
      /Lemsip already|risk/i,
      /does not take anything else|not take anything else/,
    ],
    [
      'pt',
      /^- O Antigrippine já tem paracetamol, não o junte com o paracetamol\.$/m,
      /já tem paracetamol|junte|risco/i,
      /Não toma mais nada|não toma mais nada/,
    ],
    [
      'es',
      /^- El Frenadol ya lleva paracetamol, no lo junte con el paracetamol\.$/m,
      /ya lleva|junte|riesgo/i,
      /No toma nada más|no toma nada más/,
    ],
    [
      'de',
      /^- Wick MediNait enthält schon Paracetamol, nehmen Sie es nicht zusammen mit dem Paracetamol\.$/m,
      /enthält schon|zusammen|Risiko/i,
      /nichts/,
    ],
  ])(
    '%s: a medicine not to take with another is the plan, with its no; reassurance is left out',
    (language, notTogether, notHistory, ownNo) => {
      const n = note(language, COLD[language])
      expect(section(n, 'plan')).toMatch(notTogether)
      expect(section(n, 'subjective')).not.toMatch(notHistory)
      expect(n.markdown).not.toMatch(/risk is low|risco é baixo|riesgo es bajo|Risiko gering/i)
      // The patient's own 'I don't take anything else' is the history's, never the plan's.
      expect(section(n, 'plan')).not.toMatch(ownNo)
    },
  )

  it.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        'Doctor: Show me how you use your inhaler.',
        'Patient: Like this.',
        "Doctor: You're breathing in too fast; it needs to be a slow, deep breath. Do you get short of breath at night?",
        'Patient: No.',
      ],
      /breathing in too fast/,
    ],
    [
      'pt',
      [
        'Médico: Mostre-me como usa a bomba.',
        'Doente: Assim.',
        'Médico: Está a inspirar demasiado depressa; tem de ser uma inspiração lenta e funda. Tem falta de ar à noite?',
        'Doente: Não.',
      ],
      /inspirar demasiado depressa/,
    ],
    [
      'es',
      [
        'Médico: Enséñeme cómo usa el inhalador.',
        'Paciente: Así.',
        'Médico: Está inspirando demasiado rápido; tiene que ser una inspiración lenta y profunda. ¿Le falta el aire por la noche?',
        'Paciente: No.',
      ],
      /inspirando demasiado rápido/,
    ],
    [
      'de',
      [
        'Arzt: Zeigen Sie mir, wie Sie das Spray nehmen.',
        'Patient: So.',
        'Arzt: Sie atmen zu schnell ein; es muss ein langsamer, tiefer Atemzug sein. Haben Sie nachts Atemnot?',
        'Patient: Nein.',
      ],
      /atmen zu schnell/,
    ],
  ])(
    '%s: a correction of how an inhaler is used is the plan, never the history',
    (language, lines, corrected) => {
      const n = note(language, lines)
      expect(section(n, 'plan')).toMatch(corrected)
      expect(section(n, 'subjective')).not.toMatch(corrected)
    },
  )
})

describe('a procedure the clinician did in the visit, said in the first person', () => {
  it.each<[Language, string[], RegExp, RegExp]>([
    [
      'en',
      [
        'Doctor: What happened to your finger?',
        'Patient: I caught it in a car door this morning.',
        "Doctor: Let me look. There's a 1 cm cut on the tip of the right index finger, clean, no tendon injury. I've put some steri-strips and a dressing on.",
        'Doctor: Come back in five days for a wound check.',
      ],
      /^- Steri-strips and a dressing applied\.$/m,
      /steri|dressing/i,
    ],
    [
      'pt',
      [
        'Médico: O que aconteceu ao dedo?',
        'Doente: Entalei-o na porta do carro hoje de manhã.',
        'Médico: Deixe-me ver. Tem um corte de 1 cm na ponta do indicador direito, limpo, sem lesão do tendão. Pus umas tiras adesivas e um penso.',
        'Médico: Volte daqui a cinco dias para ver a ferida.',
      ],
      /^- Aplicadas tiras adesivas e penso\.$/m,
      /tiras|penso|Pus/i,
    ],
    [
      'es',
      [
        'Médico: ¿Qué le ha pasado en el dedo?',
        'Paciente: Me lo pillé con la puerta del coche esta mañana.',
        'Médico: A ver. Tiene un corte de 1 cm en la punta del índice derecho, limpio, sin lesión del tendón. Le he puesto unas tiras adhesivas y un apósito.',
        'Médico: Vuelva en cinco días para ver la herida.',
      ],
      /^- Se colocan tiras adhesivas y apósito\.$/m,
      /tiras|apósito|he puesto/i,
    ],
    [
      'de',
      [
        'Arzt: Was ist mit dem Finger passiert?',
        'Patient: Ich habe ihn mir heute Morgen in der Autotür eingeklemmt.',
        'Arzt: Ich schaue mal. Ein 1 cm langer Schnitt an der rechten Zeigefingerkuppe, sauber, keine Sehnenverletzung. Ich habe die Wunde geklebt und verbunden.',
        'Arzt: Kommen Sie in fünf Tagen zur Wundkontrolle wieder.',
      ],
      /^- Die Wunde geklebt und verbunden\.$/m,
      /geklebt|verbunden/i,
    ],
  ])(
    '%s: is what was done today in the plan, never a finding nor in the first person',
    (language, lines, done, notFinding) => {
      const n = note(language, lines)
      expect(section(n, 'plan')).toMatch(done)
      expect(section(n, 'objective')).not.toMatch(notFinding)
      expect(section(n, 'objective')).toMatch(/1 cm/)
      expect(section(n, 'plan')).not.toMatch(
        /\b(?:I've|I have)\b|(?<![\p{L}])(?:Pus|he puesto|Ich habe)(?![\p{L}])/u,
      )
    },
  )

  it.each<[Language, RegExp]>([
    ['pt', /^- Ferida fechada com tiras adesivas e aplicado penso\.$/m],
    ['es', /^- Se cierra con tiras adhesivas y se coloca apósito\.$/m],
    ['de', /^- Die Wunde mit Klammerpflaster verschlossen und einen Verband angelegt\.$/m],
  ])('%s: a wound closed and dressed while examining is the plan', (language, done) => {
    const n = note(language, DRESSED[language])
    expect(section(n, 'plan')).toMatch(done)
    expect(section(n, 'objective')).not.toMatch(/tiras|Klammerpflaster|Fechei|cerrado/i)
  })
})
