import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * A nurse's insulin titration, in four languages: morning readings as a range and a decimal, no lows, the
 * insulin and metformin taken, an allergy to plasters, a dose raised from 14 to 16 units, what to do below 4
 * (a safety net with two steps joined by 'and then'), a further rise said as a condition, a call in two weeks.
 * Every number as said; the safety net stays whole with its condition; the opening 'let's look at your sugar
 * diary' is no line.
 */
const VISIT: Record<Language, string[]> = {
  en: [
    "Nurse: Hello Mr Khan, let's look at your sugar diary. How have the morning readings been?",
    'Patient: Mostly between nine and eleven before breakfast. One morning it was thirteen point two.',
    'Nurse: Any lows, any readings under four?',
    'Patient: No, none.',
    'Nurse: What insulin are you on now?',
    'Patient: Lantus, fourteen units at night. And metformin one gram twice a day.',
    'Nurse: Any allergies?',
    'Patient: Only to plasters.',
    'Nurse: Your weight today is ninety-two kilos, and your HbA1c last month was 71.',
    "Nurse: We'll increase the Lantus from fourteen to sixteen units at night, and keep the metformin the same.",
    'Nurse: Keep checking your sugar every morning. If it goes below four, have a sugary drink and then a snack, and call us the same day.',
    'Nurse: If the mornings are still above seven after a week, go up by another two units.',
    "Nurse: I'll ring you in two weeks to see how the numbers look.",
  ],
  pt: [
    'Enfermeira: Olá, senhor Carlos, vamos ver o registo das glicemias. Como têm estado as da manhã?',
    'Doente: Quase sempre entre nove e onze antes do pequeno-almoço. Numa manhã deu treze vírgula dois.',
    'Enfermeira: Teve hipoglicemias, valores abaixo de quatro?',
    'Doente: Não, nenhuma.',
    'Enfermeira: Que insulina está a fazer agora?',
    'Doente: Lantus, catorze unidades à noite. E metformina um grama duas vezes por dia.',
    'Enfermeira: Tem alergias?',
    'Doente: Só aos adesivos.',
    'Enfermeira: Hoje pesa noventa e dois quilos e a hemoglobina glicada do mês passado foi 8,6%.',
    'Enfermeira: Vamos aumentar a Lantus de catorze para dezasseis unidades à noite e manter a metformina igual.',
    'Enfermeira: Continue a medir o açúcar todas as manhãs. Se baixar de quatro, tome uma bebida açucarada e depois um lanche, e ligue-nos no mesmo dia.',
    'Enfermeira: Se as manhãs continuarem acima de sete ao fim de uma semana, aumente mais duas unidades.',
    'Enfermeira: Ligo-lhe daqui a duas semanas para ver os valores.',
  ],
  es: [
    'Enfermera: Hola, señor Ortiz, vamos a mirar su libreta de glucemias. ¿Qué tal las de la mañana?',
    'Paciente: Casi siempre entre nueve y once antes del desayuno. Una mañana dio trece coma dos.',
    'Enfermera: ¿Ha tenido hipoglucemias, valores por debajo de cuatro?',
    'Paciente: No, ninguna.',
    'Enfermera: ¿Qué insulina se pone ahora?',
    'Paciente: Lantus, catorce unidades por la noche. Y metformina un gramo dos veces al día.',
    'Enfermera: ¿Tiene alergias?',
    'Paciente: Solo al esparadrapo.',
    'Enfermera: Hoy pesa noventa y dos kilos y la hemoglobina glicosilada del mes pasado fue de 8,6%.',
    'Enfermera: Vamos a subir la Lantus de catorce a dieciséis unidades por la noche y mantener la metformina igual.',
    'Enfermera: Siga midiéndose el azúcar todas las mañanas. Si baja de cuatro, tome una bebida azucarada y luego algo de comer, y llámenos el mismo día.',
    'Enfermera: Si por la mañana sigue por encima de siete después de una semana, suba dos unidades más.',
    'Enfermera: Le llamo dentro de dos semanas para ver cómo van los números.',
  ],
  de: [
    'Pflegekraft: Hallo Herr Yilmaz, schauen wir uns Ihr Zuckertagebuch an. Wie waren die Morgenwerte?',
    'Patient: Meistens zwischen neun und elf vor dem Frühstück. Einmal war es dreizehn Komma zwei.',
    'Pflegekraft: Hatten Sie Unterzuckerungen, Werte unter vier?',
    'Patient: Nein, keine.',
    'Pflegekraft: Welches Insulin spritzen Sie jetzt?',
    'Patient: Lantus, vierzehn Einheiten abends. Und Metformin ein Gramm zweimal täglich.',
    'Pflegekraft: Haben Sie Allergien?',
    'Patient: Nur gegen Pflaster.',
    'Pflegekraft: Sie wiegen heute zweiundneunzig Kilo, und der HbA1c vom letzten Monat war 8,6 Prozent.',
    'Pflegekraft: Wir erhöhen das Lantus von vierzehn auf sechzehn Einheiten abends, das Metformin bleibt gleich.',
    'Pflegekraft: Messen Sie weiter jeden Morgen. Wenn der Zucker unter vier fällt, trinken Sie etwas Süßes, essen Sie danach eine Kleinigkeit und rufen Sie uns am selben Tag an.',
    'Pflegekraft: Wenn die Morgenwerte nach einer Woche noch über sieben sind, erhöhen Sie um weitere zwei Einheiten.',
    'Pflegekraft: Ich rufe Sie in zwei Wochen an, um die Werte anzuschauen.',
  ],
}

describe("a nurse's insulin titration", () => {
  it.each<[Language, RegExp, RegExp, RegExp, RegExp]>([
    [
      'en',
      /^- Lantus 14 units at night$/m,
      /^- Increase the Lantus from 14 to 16 units at night, and keep the metformin the same\.$/m,
      /^- If it goes below four, have a sugary drink and then a snack, and call the office the same day\.$/m,
      /sugar diary/,
    ],
    [
      'pt',
      /^- Lantus 14 unidades à noite$/m,
      /^- Aumentar a Lantus de 14 para 16 unidades à noite e manter a metformina igual\.$/m,
      /^- Se baixar de quatro, tome uma bebida açucarada e depois um lanche, e ligue para o médico no mesmo dia\.$/m,
      /registo das glicemias/,
    ],
    [
      'es',
      /^- Lantus 14 unidades por la noche$/m,
      /^- Subir la Lantus de 14 a 16 unidades por la noche y mantener la metformina igual\.$/m,
      /^- Si baja de cuatro, tome una bebida azucarada y luego algo de comer, y llame al médico el mismo día\.$/m,
      /libreta de glucemias/,
    ],
    [
      'de',
      /^- Lantus 14 Einheiten abends$/m,
      /^- Das Lantus von 14 auf 16 Einheiten abends erhöhen, das Metformin bleibt gleich\.$/m,
      /^- Wenn der Zucker unter vier fällt, trinken Sie etwas Süßes, essen Sie danach eine Kleinigkeit und rufen Sie uns am selben Tag an\.$/m,
      /Zuckertagebuch/,
    ],
  ])('%s', (language, insulin, raised, safetyNet, opening) => {
    const n = note(language, VISIT[language])
    expect(section(n, 'medication')).toMatch(insulin)
    expect(section(n, 'plan')).toMatch(raised)
    expect(section(n, 'plan')).toMatch(safetyNet)
    expect(section(n, 'subjective')).toMatch(/9–11/)
    expect(section(n, 'subjective')).toMatch(/13[.,]2/)
    expect(n.markdown).not.toMatch(opening)
  })
})
