import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { PACKS } from './engine'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * A first visit for low mood after losing a job, in four languages: passive thoughts that the family would be
 * better off without the patient, no plans and no intent because of a daughter, no self-harm ever, a PHQ-9 of 17,
 * sertraline started and a referral, a safety net and a review in two weeks. What the patient answers on
 * thoughts of self-harm is the history, every sentence of it, never cut for length, in the third person; the
 * greeting at the door is no line.
 */
const VISIT: Record<Language, string[]> = {
  en: [
    'Doctor: Hi Sam, come in. How have things been since we last spoke?',
    "Patient: Not great. I'm still sleeping badly, maybe four or five hours a night, and I don't enjoy anything anymore.",
    'Doctor: How long has it been like this?',
    'Patient: About two months, since I lost my job.',
    "Doctor: Have you had any thoughts that life isn't worth living?",
    "Patient: Sometimes I think everyone would be better off without me. But I haven't made any plans and I wouldn't do anything, because of my daughter.",
    'Doctor: Have you ever harmed yourself?',
    'Patient: No, never.',
    'Doctor: Are you drinking alcohol?',
    'Patient: A couple of beers at the weekend, not more.',
    'Doctor: Are you taking any medication?',
    'Patient: No, nothing.',
    'Doctor: Any allergies?',
    'Patient: No.',
    'Doctor: Your PHQ-9 score today is 17, which fits with moderately severe depression.',
    "Doctor: I'd like to start sertraline 50 mg once a day, and refer you to talking therapy.",
    'Doctor: It can take two to four weeks to work, and you may feel a bit sick at first.',
    'Doctor: If the thoughts get stronger or you feel you might act on them, call 111 or go to A and E straight away.',
    "Doctor: I'll see you again in two weeks.",
  ],
  pt: [
    'Médica: Olá, senhor Rui, entre. Como tem andado desde a última vez?',
    'Doente: Não muito bem. Continuo a dormir mal, umas quatro ou cinco horas por noite, e já não tenho prazer em nada.',
    'Médica: Há quanto tempo está assim?',
    'Doente: Há uns dois meses, desde que fiquei desempregado.',
    'Médica: Já teve pensamentos de que a vida não vale a pena?',
    'Doente: Às vezes penso que todos estariam melhor sem mim. Mas não fiz planos nenhuns e não faria nada, por causa da minha filha.',
    'Médica: Alguma vez se magoou a si próprio?',
    'Doente: Não, nunca.',
    'Médica: Bebe álcool?',
    'Doente: Umas duas cervejas ao fim de semana, não mais.',
    'Médica: Toma alguma medicação?',
    'Doente: Não, nada.',
    'Médica: Tem alergias?',
    'Doente: Não.',
    'Médica: O PHQ-9 hoje deu 17, o que é compatível com uma depressão moderadamente grave.',
    'Médica: Vou começar sertralina 50 mg uma vez por dia e pedir consulta de psicologia.',
    'Médica: Pode demorar duas a quatro semanas a fazer efeito e no início pode sentir-se um pouco enjoado.',
    'Médica: Se os pensamentos ficarem mais fortes ou sentir que pode fazer alguma coisa, ligue para o 112 ou vá logo à urgência.',
    'Médica: Volte daqui a duas semanas.',
  ],
  es: [
    'Médica: Hola, señor Pérez, pase. ¿Cómo ha estado desde la última vez?',
    'Paciente: No muy bien. Sigo durmiendo mal, unas cuatro o cinco horas por noche, y ya no disfruto de nada.',
    'Médica: ¿Desde cuándo está así?',
    'Paciente: Desde hace unos dos meses, desde que me quedé sin trabajo.',
    'Médica: ¿Ha tenido pensamientos de que la vida no merece la pena?',
    'Paciente: A veces pienso que todos estarían mejor sin mí. Pero no he hecho ningún plan y no haría nada, por mi hija.',
    'Médica: ¿Alguna vez se ha hecho daño?',
    'Paciente: No, nunca.',
    'Médica: ¿Bebe alcohol?',
    'Paciente: Un par de cervezas el fin de semana, no más.',
    'Médica: ¿Toma alguna medicación?',
    'Paciente: No, nada.',
    'Médica: ¿Tiene alergias?',
    'Paciente: No.',
    'Médica: El PHQ-9 de hoy es de 17, compatible con una depresión moderadamente grave.',
    'Médica: Le voy a empezar sertralina 50 mg una vez al día y le derivo a psicología.',
    'Médica: Puede tardar de dos a cuatro semanas en hacer efecto y al principio puede notar algo de náuseas.',
    'Médica: Si los pensamientos se hacen más fuertes o siente que podría hacer algo, llame al 112 o vaya a urgencias enseguida.',
    'Médica: Vuelva en dos semanas.',
  ],
  de: [
    'Ärztin: Hallo Herr Keller, kommen Sie rein. Wie ist es Ihnen seit dem letzten Mal ergangen?',
    'Patient: Nicht gut. Ich schlafe immer noch schlecht, vielleicht vier oder fünf Stunden pro Nacht, und ich habe an nichts mehr Freude.',
    'Ärztin: Seit wann ist das so?',
    'Patient: Seit ungefähr zwei Monaten, seit ich meine Arbeit verloren habe.',
    'Ärztin: Hatten Sie Gedanken, dass das Leben nicht lebenswert ist?',
    'Patient: Manchmal denke ich, alle wären ohne mich besser dran. Aber ich habe keine Pläne gemacht und ich würde nichts tun, wegen meiner Tochter.',
    'Ärztin: Haben Sie sich jemals selbst verletzt?',
    'Patient: Nein, nie.',
    'Ärztin: Trinken Sie Alkohol?',
    'Patient: Ein paar Bier am Wochenende, nicht mehr.',
    'Ärztin: Nehmen Sie Medikamente?',
    'Patient: Nein, nichts.',
    'Ärztin: Haben Sie Allergien?',
    'Patient: Nein.',
    'Ärztin: Der PHQ-9 liegt heute bei 17, das passt zu einer mittelschweren bis schweren Depression.',
    'Ärztin: Ich beginne mit Sertralin 50 mg einmal täglich und überweise Sie zur Psychotherapie.',
    'Ärztin: Es kann zwei bis vier Wochen dauern, bis es wirkt, und am Anfang kann Ihnen etwas übel werden.',
    'Ärztin: Wenn die Gedanken stärker werden oder Sie das Gefühl haben, etwas tun zu können, rufen Sie die 112 an oder gehen Sie sofort in die Notaufnahme.',
    'Ärztin: Kommen Sie in zwei Wochen wieder.',
  ],
}

describe('a first visit for low mood with thoughts that life is not worth living', () => {
  it.each<[Language, RegExp[], RegExp]>([
    [
      'en',
      [
        /sometimes the patient thinks everyone would be better off without the patient\./,
        /The patient has not made any plans and the patient would not do anything, because of their daughter\./,
        /Has never harmed themselves\./,
      ],
      /^- Probable moderately severe depression$/m,
    ],
    [
      'pt',
      [
        /Às vezes pensa que todos estariam melhor sem ele\./,
        /Não fez planos nenhuns e não faria nada, por causa da sua filha\./,
        /já não tem prazer em nada/,
      ],
      /^- Provável depressão moderadamente grave$/m,
    ],
    [
      'es',
      [
        /A veces piensa que todos estarían mejor sin él\./,
        /No ha hecho ningún plan y no haría nada, por su hija\./,
        /ya no disfruta de nada\./,
        /desde que se quedó sin trabajo\./,
      ],
      /^- Probable depresión moderadamente grave$/m,
    ],
    [
      'de',
      [
        /Manchmal denkt er, alle wären ohne ihn besser dran\./,
        /Er hat keine Pläne gemacht und er würde nichts tun, wegen seiner Tochter\./,
        /Hat sich selbst nie verletzt\./,
      ],
      /^- Verdacht auf mittelschwere bis schwere Depression$/m,
    ],
  ])('%s', (language, history, assessment) => {
    const n = note(language, VISIT[language])
    for (const h of history) expect(section(n, 'subjective')).toMatch(h)
    expect(section(n, 'assessment')).toMatch(assessment)
    expect(section(n, 'subjective')).not.toMatch(
      /(?<![\p{L}])(?:I|eu|yo|ich|mim|mí|disfruto|würdet|trabaja)(?![\p{L}])|kommt er rein|pase|Señor|entre\./u,
    )
    expect(section(n, 'plan')).toMatch(/112|111/)
  })
})

describe('a greeting at the door', () => {
  it.each<[Language, string[], string[]]>([
    ['es', ['Señor Pérez, pase.', 'Hola, señora Gil, pase y siéntese.'], ['Pase por urgencias si empeora.']],
    ['pt', ['Olá, senhor Rui, entre.', 'Entre e sente-se.'], ['Entre em contacto se piorar.']],
    [
      'de',
      ['Hallo Herr Keller, kommen Sie rein.', 'Nehmen Sie Platz.'],
      ['Kommen Sie rein, wenn es schlimmer wird.'],
    ],
  ])('%s: is no line of the note; an order said with the same verb is', (language, greetings, orders) => {
    for (const g of greetings) expect(PACKS[language].smallTalk.test(g)).toBe(true)
    for (const o of orders) expect(PACKS[language].smallTalk.test(o)).toBe(false)
  })
})

// 'Alguma vez se magoou a si próprio?' 'Não, nunca.': a plain no to a question on self-harm or suicide that the
// yes-no reading cannot write is written as what was denied, by what was asked (an act, an attempt, thoughts of
// ending one's life); never a wider denial. (English writes every one of these in the question's own words.)
describe('a plain no to questions on self-harm and suicide', () => {
  it.each<[Language, string[], string[]]>([
    [
      'pt',
      [
        'Médica: Alguma vez se magoou a si próprio?',
        'Doente: Não, nunca.',
        'Médica: E pensamentos de que não vale a pena viver?',
        'Doente: Não, isso não.',
      ],
      ['Nega autolesões.', 'Nega ideação suicida.'],
    ],
    [
      'es',
      [
        'Médico: ¿Se ha hecho daño alguna vez?',
        'Paciente: No, nunca.',
        'Médico: ¿Ha intentado alguna vez quitarse la vida?',
        'Paciente: No.',
      ],
      ['Niega autolesiones.', 'Nunca ha intentado quitarse la vida.'],
    ],
    [
      'de',
      [
        'Ärztin: Haben Sie sich schon einmal selbst verletzt?',
        'Patient: Nein, nie.',
        'Ärztin: Gab es Momente, in denen Sie nicht mehr leben wollten?',
        'Patient: Nein.',
      ],
      ['Hat sich selbst nie verletzt.', 'Verneint Suizidgedanken.'],
    ],
  ])('%s', (language, lines, denied) => {
    const history = section(note(language, lines), 'subjective')
    for (const d of denied) expect(history).toContain(d)
  })
})
