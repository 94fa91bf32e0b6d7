import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/** Where a line of an offline note goes: a fact in its section, never in another's. */

describe('a finding compared with a past visit', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'es',
      [
        'Médico: ¿Qué le pasa?',
        'Paciente: Tengo los ojos secos desde hace seis meses.',
        'Médico: Vamos a mirar. Córnea transparente. Agudeza visual 0,8 en ambos ojos, igual que en la revisión anterior.',
        'Médico: Tiene un síndrome de ojo seco.',
      ],
      /Agudeza visual 0,8/,
    ],
    [
      'pt',
      [
        'Médico: O que o traz cá?',
        'Doente: Tenho os olhos secos há seis meses.',
        'Médico: Vou observar. Córnea transparente. Acuidade visual de 8 décimos nos dois olhos, igual à da última reavaliação.',
        'Médico: Tem uma síndrome de olho seco.',
      ],
      /Acuidade visual de 8 décimos/,
    ],
    [
      'en',
      [
        'Doctor: What brings you in?',
        'Patient: My eyes have been dry for six months.',
        'Doctor: Let me examine you. The cornea is clear. Visual acuity is 6/9 in both eyes, the same as at the last follow-up.',
        'Doctor: You have dry eye syndrome.',
      ],
      /Visual acuity is 6\/9/,
    ],
    [
      'de',
      [
        'Ärztin: Was führt Sie zu mir?',
        'Patientin: Meine Augen sind seit sechs Monaten trocken.',
        'Ärztin: Ich untersuche jetzt die Augen. Die Hornhaut ist klar. Visus 0,8 beidseits, wie bei der letzten Kontrolle.',
        'Ärztin: Das ist ein Sicca-Syndrom.',
      ],
      /Visus 0,8/,
    ],
  ])('%s: is a finding, not a follow-up of the plan', (language, lines, finding) => {
    const n = note(language, lines)
    expect(section(n, 'objective')).toMatch(finding)
    expect(section(n, 'plan')).not.toMatch(finding)
  })
})

describe('de: a compound that ends in a condition word', () => {
  it.each<[string, string]>([
    ['Das ist eine Schlafapnoe.', 'Schlafapnoe'],
    ['Das ist ein Fersensporn.', 'Fersensporn'],
    ['Das ist ein Handekzem.', 'Handekzem'],
    ['Das ist eine Nierenzyste.', 'Nierenzyste'],
  ])("('%s') is the assessment, as 'Leistenhernie' is", (said, impression) => {
    const n = note('de', [
      'Arzt: Was führt Sie zu mir?',
      'Patient: Ich habe seit Wochen Beschwerden.',
      `Arzt: ${said}`,
    ])
    expect(section(n, 'assessment')).toMatch(new RegExp(`^- ${impression}$`, 'm'))
    expect(section(n, 'objective')).not.toMatch(impression)
  })
})

describe("en: findings said after 'let me have a listen', and a manoeuvre announced to the patient", () => {
  const history = [
    'Doctor: What brings you in?',
    'Patient: The room spins when I roll over in bed, for two weeks now.',
    'Doctor: Any hearing loss?',
    'Patient: No.',
    'Doctor: Any weakness or numbness?',
    'Patient: No.',
    'Doctor: Any medicines?',
    'Patient: Amlodipine, five milligrams a day.',
  ]
  it("keeps stridor 'at rest' and a clear chest in the examination, never the plan", () => {
    const n = note('en', [
      ...history,
      'Doctor: Okay, let me have a listen.',
      'Doctor: I can hear a little stridor when he cries, but none at rest. His chest is otherwise clear.',
      'Doctor: This is croup.',
      "Doctor: I'm going to give him a single dose of dexamethasone, two milligrams by mouth.",
    ])
    expect(section(n, 'objective')).toMatch(/stridor when he cries, but none at rest/)
    expect(section(n, 'objective')).toMatch(/chest is otherwise clear/)
    expect(section(n, 'plan')).not.toMatch(/stridor|chest/)
  })

  it("leaves out 'I'm going to lie you back…' and keeps the Dix-Hallpike finding in the examination", () => {
    const n = note('en', [
      ...history,
      'Doctor: Let me examine you. Your walking is steady.',
      "Doctor: Now I'm going to lie you back quickly with your head turned to the right. The Dix-Hallpike on the right brings on the spinning, with a rotatory nystagmus lasting about 20 seconds.",
      'Doctor: This looks like benign paroxysmal positional vertigo.',
      "Doctor: I'm going to refer you to vestibular physiotherapy.",
    ])
    expect(n.markdown).not.toMatch(/\byou\b|Lie /)
    expect(section(n, 'objective')).toMatch(/Dix-Hallpike on the right brings on the spinning/)
    expect(section(n, 'plan')).not.toMatch(/Dix-Hallpike/)
  })
})

describe("'Bebe, mas pouco de cada vez' about a child's fluids is no drinking habit", () => {
  it.each<[Language, string[]]>([
    ['pt', ['Médica: Está a beber bem?', 'Mãe: Bebe, mas pouco de cada vez.']],
    ['es', ['Médica: ¿Está bebiendo bien?', 'Madre: Bebe, pero poco cada vez.']],
    // ('Bebe bien, pero come muy poco': drinking told with eating is the child's food and fluids.)
    ['es', ['Médica: ¿Y el apetito?', 'Madre: Bebe bastante, pero come muy poco.']],
    ['pt', ['Médica: E o apetite?', 'Mãe: Bebe bastante, mas come muito pouco.']],
  ])('%s: never the social history', (language, lines) => {
    const n = note(language, ['Médica: O que se passa?', 'Mãe: Tem febre há dois dias.', ...lines])
    expect(section(n, 'social_history')).not.toMatch(/Bebe/)
  })
})

describe('what the clinician makes of what was found is the assessment, wherever it was said', () => {
  it.each<[Language, string[], RegExp, RegExp]>([
    [
      'en',
      [
        'Doctor: Your blood tests came back. Your eGFR is forty two.',
        'Patient: What does that mean?',
        'Doctor: It means your kidneys are not filtering as well as they should. What tablets are you on?',
        'Patient: Lisinopril twenty milligrams and naproxen for my back.',
        "Doctor: Let's stop the naproxen and repeat the bloods in a month.",
      ],
      /^- (?:Her|His|The patient's) kidneys are not filtering as well as they should\.$/m,
      /not filtering/,
    ],
    [
      'pt',
      [
        'Médica: Chegaram as análises. A creatinina subiu para 1,6.',
        'Doente: E isso é mau?',
        'Médica: Isto significa que os rins estão a filtrar pior. Que medicamentos toma?',
        'Doente: Lisinopril de 20 e ibuprofeno para as costas.',
        'Médica: Vamos parar o ibuprofeno e repetir as análises daqui a um mês.',
      ],
      /^- Os rins estão a filtrar pior\.$/m,
      /filtrar pior/,
    ],
    [
      'es',
      [
        'Médico: ¿Qué le pasa?',
        'Paciente: Me duele el pecho desde hace tres días, sobre todo al girarme.',
        'Médico: Vamos a explorarle. Le duele al apretar aquí, en las costillas. El electrocardiograma es normal.',
        'Médico: No creo que sea del corazón.',
        'Médico: Le doy ibuprofeno seiscientos cada ocho horas durante cinco días.',
      ],
      /^- .*(?:sea|es) del corazón\.$/m,
      /del corazón/,
    ],
    [
      'de',
      [
        'Arzt: Wie geht es Ihnen sechs Wochen nach der Operation?',
        'Patient: Gut, die Narbe zieht nur noch ein wenig.',
        'Arzt: Ich schaue mir die Narbe an. Die Narbe ist reizlos und trocken.',
        'Arzt: Das ist ein ganz normaler Heilungsverlauf.',
        'Arzt: Die Fäden sind raus, wir sehen uns in drei Monaten wieder.',
      ],
      /^- .*normaler Heilungsverlauf\.$/m,
      /Heilungsverlauf/,
    ],
  ])('%s: never as history or a finding', (language, lines, assessment, said) => {
    const n = note(language, lines)
    expect(section(n, 'assessment')).toMatch(assessment)
    for (const other of ['subjective', 'objective'] as const) expect(section(n, other)).not.toMatch(said)
  })
})

describe('a result the clinician judges without its value is a result, even before the examination', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        'Doctor: Good morning. I asked you to come in about your blood tests.',
        'Doctor: Your thyroid levels were low.',
        'Patient: I have been very tired and cold all winter.',
        'Doctor: We will start levothyroxine fifty micrograms every morning.',
      ],
      /thyroid levels were low/,
    ],
    [
      'pt',
      [
        'Médico: Bom dia. Pedi-lhe para vir por causa das análises.',
        'Médico: O colesterol LDL está muito acima do que queremos.',
        'Doente: Eu como muitos fritos, é verdade.',
        'Médico: Vamos começar a atorvastatina de 20 miligramas à noite.',
      ],
      /LDL está muito acima/,
    ],
    [
      'es',
      [
        'Médica: Buenos días. Te he llamado por los análisis.',
        'Médica: La curva de glucosa salió alterada.',
        'Paciente: ¿Y qué tengo que hacer?',
        'Médica: Te derivo a la enfermera de educación diabetológica esta semana.',
      ],
      /curva de glucosa salió alterada/,
    ],
    [
      'de',
      [
        'Ärztin: Guten Tag. Ich habe Sie wegen der Blutwerte einbestellt.',
        'Ärztin: Ihre Nierenwerte sind etwas gesunken.',
        'Patient: Ich trinke auch wenig, ehrlich gesagt.',
        'Ärztin: Wir kontrollieren die Nierenwerte in vier Wochen.',
      ],
      /Nierenwerte sind etwas gesunken/,
    ],
  ])('%s: in the Objective, never as the history', (language, lines, said) => {
    const n = note(language, lines)
    expect(section(n, 'objective')).toMatch(said)
    expect(section(n, 'subjective')).not.toMatch(said)
  })
})

describe("a clinician's 'tu' possessive is the patient's 'su', in every section", () => {
  it("es: 'Tu tensión', 'Tus análisis' said while examining", () => {
    const n = note('es', [
      'Médica: Hola, Marta. ¿Qué te trae por aquí?',
      'Paciente: Vengo a por los resultados y a tomarme la tensión.',
      'Médica: Vamos a tomarte la tensión. Tu tensión es de 128 sobre 82 y has perdido dos kilos desde la última vez.',
      'Médica: Tus análisis están bien y tu tiroides también está normal.',
      'Médica: Te veo en un año.',
    ])
    const objective = section(n, 'objective')
    expect(objective).toMatch(/Su tensión es de 128\/82 y ha perdido 2 kg/)
    expect(objective).toMatch(/Sus análisis están bien y su tiroides/)
    // ('Vamos a tomarte la tensión' announces the examination: no line of it.)
    expect(objective).not.toMatch(/tomar/i)
    expect(n.markdown).not.toMatch(/(?<![\p{L}])[Tt]us? (?=\p{L})/u)
  })
})

describe("a questionnaire's score is a result, never the history", () => {
  it.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        'Doctor: How have you been since the last visit?',
        'Patient: Still worrying about everything, and sleeping badly.',
        'Doctor: On the GAD-7 questionnaire you scored 15 today.',
        'Doctor: How are you sleeping?',
        'Patient: Five hours at most, I wake at four.',
        'Doctor: We will start sertraline 50 mg once a day.',
      ],
      /GAD-7 questionnaire .*15/,
    ],
    [
      'pt',
      [
        'Médica: Como tem andado desde a última consulta?',
        'Doente: Continuo muito ansiosa e a dormir mal.',
        'Médica: No questionário GAD-7 teve hoje 15.',
        'Médica: Como está a dormir?',
        'Doente: Cinco horas no máximo, acordo às quatro.',
        'Médica: Vamos começar sertralina 50 mg uma vez por dia.',
      ],
      /questionário GAD-7 teve hoje 15/,
    ],
    [
      'es',
      [
        'Médica: ¿Cómo ha estado desde la última consulta?',
        'Paciente: Sigo muy nerviosa y duermo mal.',
        'Médica: En el cuestionario GAD-7 ha sacado hoy 15.',
        'Médica: ¿Cómo duerme?',
        'Paciente: Cinco horas como mucho, me despierto a las cuatro.',
        'Médica: Vamos a empezar sertralina 50 mg una vez al día.',
      ],
      /cuestionario GAD-7 ha sacado hoy 15/,
    ],
    [
      'de',
      [
        'Ärztin: Wie ist es Ihnen seit dem letzten Termin ergangen?',
        'Patientin: Ich mache mir immer noch viele Sorgen und schlafe schlecht.',
        'Ärztin: Im GAD-7-Fragebogen haben Sie heute 15.',
        'Ärztin: Wie schlafen Sie?',
        'Patientin: Höchstens fünf Stunden, ich wache um vier auf.',
        'Ärztin: Wir beginnen mit Sertralin 50 mg einmal täglich.',
      ],
      /GAD-7-Fragebogen .*15/,
    ],
  ])('%s', (language, lines, said) => {
    const n = note(language, lines)
    expect(section(n, 'objective')).toMatch(said)
    expect(section(n, 'subjective')).not.toMatch(said)
  })
})

describe('that the results came says nothing of them: no line of the note', () => {
  it.each<[Language, string[], RegExp, RegExp]>([
    [
      'en',
      [
        'Doctor: Good morning, Mr Hill. Your bloods are back.',
        'Patient: I have been feeling very tired.',
        'Doctor: Your ferritin is 8, which is low.',
        'Doctor: We will start ferrous sulfate once a day.',
      ],
      /ferritin is 8/i,
      /bloods are back/i,
    ],
    [
      'pt',
      [
        'Médica: Bom dia, senhor Costa. Já chegaram as análises.',
        'Doente: Ando muito cansado.',
        'Médica: A ferritina está em 8, baixa.',
        'Médica: Vamos começar ferro uma vez por dia.',
      ],
      /ferritina está em 8/i,
      /chegaram/i,
    ],
    [
      'es',
      [
        'Médica: Buenos días, señor Ruiz. Ya tengo sus resultados.',
        'Paciente: Estoy muy cansado.',
        'Médica: La ferritina está en 8, baja.',
        'Médica: Vamos a empezar hierro una vez al día.',
      ],
      /ferritina está en 8/i,
      /tengo sus resultados/i,
    ],
    [
      'de',
      [
        'Ärztin: Guten Tag, Frau Berg. Ihre Blutwerte sind da.',
        'Patientin: Ich bin ständig müde.',
        'Ärztin: Das Ferritin ist mit 8 zu niedrig.',
        'Ärztin: Wir beginnen mit Eisen einmal täglich.',
      ],
      /Ferritin ist mit 8/i,
      /Blutwerte sind da/i,
    ],
  ])('%s', (language, lines, result, came) => {
    const n = note(language, lines)
    expect(n.markdown).toMatch(result)
    expect(n.markdown).not.toMatch(came)
  })
})

describe("where the examination goes next ('Now the ankle.') is no finding, and never hides the finding after it", () => {
  it.each<[Language, string[], RegExp, RegExp]>([
    [
      'en',
      [
        'Doctor: What brings you in?',
        'Patient: I went over on my ankle yesterday.',
        'Doctor: Let me examine you. Now the ankle. The ankle is swollen.',
        'Doctor: Rest it and use ice.',
      ],
      /^- The ankle is swollen\.$/m,
      /^- (?:Now )?the ankle\.$/im,
    ],
    [
      'pt',
      [
        'Médico: O que o traz cá?',
        'Doente: Torci o tornozelo ontem.',
        'Médico: Vou examinar. Agora o tornozelo. O tornozelo está inchado.',
        'Médico: Faça repouso e gelo.',
      ],
      /^- O tornozelo está inchado\.$/m,
      /^- (?:Agora )?o tornozelo\.$/im,
    ],
    [
      'es',
      [
        'Médico: ¿Qué le pasa?',
        'Paciente: Me torcí el tobillo ayer.',
        'Médico: Vamos a explorarle. Ahora el tobillo. El tobillo está hinchado.',
        'Médico: Haga reposo y póngase hielo.',
      ],
      /^- El tobillo está hinchado\.$/m,
      /^- (?:Ahora )?el tobillo\.$/im,
    ],
    [
      'de',
      [
        'Arzt: Was führt Sie her?',
        'Patient: Ich bin gestern umgeknickt.',
        'Arzt: Ich schaue mir den Knöchel an. Jetzt den Knöchel. Der Knöchel ist geschwollen.',
        'Arzt: Kühlen Sie den Knöchel.',
      ],
      /^- Der Knöchel ist geschwollen\.$/m,
      /^- (?:Jetzt )?den Knöchel\.$/im,
    ],
  ])('%s', (language, lines, finding, narration) => {
    const objective = section(note(language, lines), 'objective')
    expect(objective).toMatch(finding)
    expect(objective).not.toMatch(narration)
  })
})

describe('a short answer naming an injury is the reason for the visit', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'de',
      ['Arzt: Was führt Sie her?', 'Patient: Ich bin umgeknickt.', 'Arzt: Kühlen Sie den Knöchel.'],
      /umgeknickt/,
    ],
    [
      'de',
      ['Ärztin: Was führt Sie her?', 'Patientin: Ich bin hingefallen.', 'Ärztin: Ich schaue mir das an.'],
      /hingefallen/,
    ],
    ['en', ['Doctor: What brings you in?', 'Patient: I twisted my ankle.', 'Doctor: Ice it.'], /twisted/],
    ['pt', ['Médico: O que o traz cá?', 'Doente: Torci o tornozelo.', 'Médico: Faça gelo.'], /Torceu/],
    ['es', ['Médico: ¿Qué le pasa?', 'Paciente: Me torcí el tobillo.', 'Médico: Póngase hielo.'], /torció/],
  ])('%s: %s', (language, lines, said) => {
    expect(section(note(language, lines), 'subjective')).toMatch(said)
  })
})

describe('a short wound check: the findings are the examination, how it heals the assessment, when to come back the plan', () => {
  it.each<[Language, string[], RegExp, RegExp]>([
    [
      'en',
      [
        'Doctor: How is the wound?',
        "Patient: Much better, it doesn't hurt.",
        'Doctor: Let me look. The wound is clean and dry. It is healing as expected.',
        'Doctor: Come back if it gets red.',
      ],
      /^- The wound is clean and dry\.$/m,
      /^- Come back if it gets red\.$/m,
    ],
    [
      'pt',
      [
        'Médico: Como está a ferida?',
        'Doente: Melhor, já não dói.',
        'Médico: Deixe ver. A ferida está limpa e seca. Está a cicatrizar como esperado.',
        'Médico: Volte se ficar vermelha.',
      ],
      /^- A ferida está limpa e seca\.$/m,
      /^- Volte se ficar vermelha\.$/m,
    ],
    [
      'es',
      [
        'Médico: ¿Cómo va la herida?',
        'Paciente: Mejor, ya no duele.',
        'Médico: Déjeme ver. La herida está limpia y seca. Está cicatrizando como se esperaba.',
        'Médico: Vuelva si se pone roja.',
      ],
      /^- La herida está limpia y seca\.$/m,
      /^- Vuelva si se pone roja\.$/m,
    ],
    [
      'de',
      [
        'Arzt: Wie geht es der Wunde?',
        'Patient: Besser, sie tut nicht mehr weh.',
        'Arzt: Ich schaue mir das an. Die Wunde ist sauber und trocken. Es heilt wie erwartet.',
        'Arzt: Kommen Sie wieder, wenn sie rot wird.',
      ],
      /^- Die Wunde ist sauber und trocken\.$/m,
      /^- Wiedervorstellung, wenn sie rot wird\.$/m,
    ],
  ])('%s', (language, lines, finding, plan) => {
    const n = note(language, lines)
    expect(section(n, 'objective')).toMatch(finding)
    expect(section(n, 'plan')).toMatch(plan)
    expect(section(n, 'subjective')).not.toMatch(finding)
    expect(section(n, 'objective')).not.toMatch(plan)
    expect(section(n, 'assessment')).toMatch(/as expected|como (?:esperado|se esperaba)|wie erwartet/)
  })
})
