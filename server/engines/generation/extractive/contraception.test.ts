import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * A young woman who asks to start the pill, in four languages (Spanish and the Portuguese questions partly in
 * the 'tú' form): migraine never with aura, five cigarettes a day, a latex allergy, her last period, the pill
 * prescribed, condoms for the first seven days and a safety net. What she asks for is no medicine she takes;
 * what is said to her in the 'tú' form is written in the third person.
 */
const VISIT: Record<Language, string[]> = {
  en: [
    'Doctor: Hi Chloe, you wanted to talk about contraception?',
    "Patient: Yes, I'd like to start the pill.",
    'Doctor: Do you get migraines?',
    'Patient: Sometimes, but never with the flashing lights or anything before.',
    'Doctor: Do you smoke?',
    "Patient: About five a day, I'm trying to cut down.",
    'Doctor: Any clots in the legs or lungs, in you or your family?',
    'Patient: No, none that I know of.',
    'Doctor: Any allergies?',
    'Patient: Only to latex, I get a rash.',
    'Doctor: When was your last period?',
    'Patient: It started on Monday, so four days ago.',
    'Doctor: Your blood pressure is 118 over 72 and your BMI is 24.',
    "Doctor: As you're under thirty-five, the combined pill is fine even though you smoke, but I'd really encourage you to stop.",
    "Doctor: I'll prescribe Rigevidon, one tablet a day for twenty-one days, then a seven-day break, three packs.",
    "Doctor: Because you're starting on day four, use condoms for the first seven days, latex-free ones for you.",
    'Doctor: If you get a migraine with an aura, or pain and swelling in one leg, stop the pill and contact us straight away.',
    'Doctor: Come back in three months to check your blood pressure.',
  ],
  pt: [
    'Médica: Olá, Carolina, queria falar sobre contraceção?',
    'Doente: Sim, queria começar a pílula.',
    'Médica: Tem enxaquecas?',
    'Doente: Às vezes, mas nunca com aquelas luzes a piscar antes.',
    'Médica: Fuma?',
    'Doente: Uns cinco por dia, estou a tentar reduzir.',
    'Médica: Alguma vez teve tromboses nas pernas ou nos pulmões, a senhora ou alguém da família?',
    'Doente: Não, que eu saiba não.',
    'Médica: Tem alergias?',
    'Doente: Só ao látex, fico com comichão e manchas.',
    'Médica: Quando foi a última menstruação?',
    'Doente: Começou na segunda-feira, há quatro dias.',
    'Médica: A tensão está em 118 por 72 e o IMC é 24.',
    'Médica: Como tem menos de trinta e cinco anos, a pílula combinada pode ser usada mesmo fumando, mas aconselho-a muito a deixar de fumar.',
    'Médica: Vou receitar a Microginon, um comprimido por dia durante vinte e um dias, depois sete dias de pausa, três embalagens.',
    'Médica: Como começa ao quarto dia, use preservativo nos primeiros sete dias, sem látex no seu caso.',
    'Médica: Se tiver uma enxaqueca com aura, ou dor e inchaço numa perna, pare a pílula e contacte-nos logo.',
    'Médica: Volte daqui a três meses para medir a tensão.',
  ],
  es: [
    'Médica: Hola, Lucía, ¿querías hablar de anticoncepción?',
    'Paciente: Sí, quiero empezar la píldora.',
    'Médica: ¿Tienes migrañas?',
    'Paciente: A veces, pero nunca con esas luces que parpadean antes.',
    'Médica: ¿Fumas?',
    'Paciente: Unos cinco al día, estoy intentando reducir.',
    'Médica: ¿Has tenido trombos en las piernas o en los pulmones, tú o alguien de tu familia?',
    'Paciente: No, que yo sepa no.',
    'Médica: ¿Tienes alergias?',
    'Paciente: Solo al látex, me sale un sarpullido.',
    'Médica: ¿Cuándo fue tu última regla?',
    'Paciente: Empezó el lunes, hace cuatro días.',
    'Médica: La tensión está en 118 de alta y 72 de baja y el IMC es 24.',
    'Médica: Como tienes menos de treinta y cinco años, la píldora combinada se puede usar aunque fumes, pero te aconsejo mucho que dejes de fumar.',
    'Médica: Te receto Microgynon, un comprimido al día durante veintiún días, luego siete días de descanso, tres cajas.',
    'Médica: Como empiezas el cuarto día, usa preservativo los primeros siete días, sin látex en tu caso.',
    'Médica: Si tienes una migraña con aura, o dolor e hinchazón en una pierna, deja la píldora y llámanos enseguida.',
    'Médica: Vuelve dentro de tres meses para tomarte la tensión.',
  ],
  de: [
    'Ärztin: Hallo Frau Wagner, Sie möchten über Verhütung sprechen?',
    'Patientin: Ja, ich möchte mit der Pille anfangen.',
    'Ärztin: Haben Sie Migräne?',
    'Patientin: Manchmal, aber nie mit diesem Flimmern vorher.',
    'Ärztin: Rauchen Sie?',
    'Patientin: Etwa fünf am Tag, ich versuche weniger zu rauchen.',
    'Ärztin: Hatten Sie oder jemand in der Familie schon einmal eine Thrombose in den Beinen oder eine Lungenembolie?',
    'Patientin: Nein, nicht dass ich wüsste.',
    'Ärztin: Haben Sie Allergien?',
    'Patientin: Nur gegen Latex, da bekomme ich Ausschlag.',
    'Ärztin: Wann war die letzte Periode?',
    'Patientin: Sie hat am Montag angefangen, also vor vier Tagen.',
    'Ärztin: Der Blutdruck ist 118 zu 72 und der BMI 24.',
    'Ärztin: Da Sie unter fünfunddreißig sind, können Sie die kombinierte Pille trotz Rauchen nehmen, aber ich rate Ihnen dringend, mit dem Rauchen aufzuhören.',
    'Ärztin: Ich verschreibe Ihnen Leios, eine Tablette täglich für einundzwanzig Tage, dann sieben Tage Pause, drei Packungen.',
    'Ärztin: Weil Sie am vierten Tag beginnen, verwenden Sie in den ersten sieben Tagen zusätzlich Kondome, latexfreie in Ihrem Fall.',
    'Ärztin: Wenn Sie eine Migräne mit Aura oder Schmerzen und eine Schwellung in einem Bein bekommen, setzen Sie die Pille ab und melden Sie sich sofort.',
    'Ärztin: Kommen Sie in drei Monaten zur Blutdruckkontrolle wieder.',
  ],
}

describe('starting the pill', () => {
  it.each<[Language, string, RegExp, RegExp]>([
    [
      'en',
      'Contraception.',
      /Last period: it started on Monday, so 4 days ago\./,
      /^- Allergy: latex \(rash\)$/m,
    ],
    ['pt', 'Contraceção.', /Última menstruação: começou na segunda-feira, há 4 dias\./, /^- Alergia: látex/m],
    [
      'es',
      'Anticoncepción.',
      /Última regla: empezó el lunes, hace 4 días\./,
      /^- Alergia: látex \(sarpullido\)$/m,
    ],
    [
      'de',
      'Verhütung.',
      /Letzte Periode: sie hat am Montag angefangen, also vor 4 Tagen\./,
      /^- Allergie: Latex \(Ausschlag\)$/m,
    ],
  ])('%s: the pill asked for is not a current medicine', (language, reason, period, allergy) => {
    const n = note(language, VISIT[language])
    expect(section(n, 'reason_for_visit')).toBe(reason)
    expect(section(n, 'medication')).not.toMatch(/pill|pílula|píldora|Pille|contracep|anticoncep|Verhütung/i)
    expect(section(n, 'subjective')).toMatch(period)
    expect(section(n, 'allergies')).toMatch(allergy)
    expect(section(n, 'plan')).toMatch(/Rigevidon|Microginon|Microgynon|Leios/)
  })

  it.each<[Language, string]>([
    [
      'es',
      '- Como tiene menos de 35 años, la píldora combinada se puede usar aunque fume, pero se aconseja dejar de fumar.',
    ],
    ['es', '- Como empieza el cuarto día, usar preservativo los primeros 7 días, sin látex en su caso.'],
    ['es', '- Volver dentro de 3 meses para tomarle la tensión.'],
    [
      'pt',
      '- Como tem menos de 35 anos, a pílula combinada pode ser usada mesmo fumando, mas aconselha-se deixar de fumar.',
    ],
    // What she may do, after its reason, stays as said: dropping 'können Sie' would make it an order.
    [
      'de',
      '- Da Sie unter 35 sind, können Sie die kombinierte Pille trotz Rauchen nehmen, aber ich rate Ihnen dringend, mit dem Rauchen aufzuhören.',
    ],
  ])('%s: %s', (language, line) => {
    expect(section(note(language, VISIT[language]), 'plan').split('\n')).toContain(line)
  })

  it('de: a main clause after a comma keeps its verb with its subject', () => {
    expect(section(note('de', VISIT.de), 'social_history')).toBe(
      '- Etwa fünf am Tag, sie versucht weniger zu rauchen.',
    )
  })
})
