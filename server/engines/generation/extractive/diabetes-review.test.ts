import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * A diabetes review in four languages, told in numbers: home readings as a range and a highest value ('mostly
 * between seven and nine…, a couple of times over twelve'), a low one answered to a question on hypos, an HbA1c
 * then and now, half a tablet said as its strength, a weight with its half, and a dose raised. The visit is named
 * by the clinician ('this is your diabetes review', 'heute ist die Diabeteskontrolle'); the readings are written
 * with what they are, the low one as a hypo; 'less well controlled' is the assessment; the follow-up after the
 * test is the plan's ('e depois vemo-nos', 'und sehen uns dann').
 */
const VISIT: Record<Language, string[]> = {
  en: [
    'Doctor: Hello Mr Okafor, this is your diabetes review. How have the sugars been?',
    'Patient: Mostly between seven and nine in the mornings, but a couple of times it was over twelve after dinner.',
    'Doctor: Your HbA1c came back at sixty-two, it was fifty-eight in March.',
    "Patient: So it's gone up a bit.",
    "Doctor: Yes, a little. You're taking metformin one gram twice a day?",
    'Patient: Yes, and the gliclazide, half a tablet in the morning, so forty milligrams.',
    'Doctor: Any hypos, sugars under four?',
    'Patient: Once, three point eight, when I skipped lunch.',
    'Doctor: Do you have any allergies?',
    'Patient: None that I know of.',
    'Doctor: Your weight today is ninety-four point five kilos, up from ninety-two. Blood pressure one thirty-eight over eighty-four.',
    'Doctor: Your feet are fine, pulses are present, and you can feel the monofilament on all ten sites.',
    'Doctor: So your diabetes is a bit less well controlled than before.',
    "Doctor: I'd like to increase the gliclazide to one whole tablet, eighty milligrams, in the morning.",
    "Doctor: Don't take it if you skip breakfast, and if your sugar is under four, have some juice and then a biscuit.",
    "Doctor: Let's recheck the HbA1c in three months and I'll see you after that.",
  ],
  pt: [
    'Médica: Bom dia, senhor Joaquim, é a consulta da diabetes. Como têm andado os açúcares?',
    'Doente: De manhã anda quase sempre entre sete e nove, mas umas duas vezes passou dos doze depois do jantar.',
    'Médica: A hemoglobina glicada veio sete e meio, em março estava sete vírgula dois.',
    'Doente: Então subiu um bocadinho.',
    'Médica: Sim, um pouco. Está a tomar a metformina de mil duas vezes por dia?',
    'Doente: Sim, e a gliclazida, meio comprimido de manhã, são quarenta miligramas.',
    'Médica: Tem tido hipoglicemias, açúcares abaixo de setenta?',
    'Doente: Uma vez, sessenta e cinco, quando não almocei.',
    'Médica: Tem alergias a algum medicamento?',
    'Doente: Que eu saiba, não.',
    'Médica: Hoje pesa noventa e quatro quilos e meio, eram noventa e dois. A tensão está em cento e trinta e oito por oitenta e quatro.',
    'Médica: Os pés estão bem, os pulsos palpam-se e sente o monofilamento nos dez pontos.',
    'Médica: Portanto a diabetes está um pouco menos controlada do que antes.',
    'Médica: Vou aumentar a gliclazida para um comprimido inteiro, oitenta miligramas, de manhã.',
    'Médica: Não a tome se não tomar o pequeno-almoço, e se o açúcar estiver abaixo de setenta, beba um sumo e depois coma uma bolacha.',
    'Médica: Repetimos a hemoglobina glicada daqui a três meses e depois vemo-nos.',
  ],
  es: [
    'Médico: Buenos días, señor Ortega, es la revisión de la diabetes. ¿Qué tal los azúcares?',
    'Paciente: Por las mañanas casi siempre entre siete y nueve, pero un par de veces pasó de doce después de cenar.',
    'Médico: La hemoglobina glicada ha salido en siete y medio, en marzo estaba en siete coma dos.',
    'Paciente: O sea que ha subido un poco.',
    'Médico: Sí, un poco. ¿Toma la metformina de mil dos veces al día?',
    'Paciente: Sí, y la gliclazida, media pastilla por la mañana, son cuarenta miligramos.',
    'Médico: ¿Ha tenido hipoglucemias, azúcares por debajo de setenta?',
    'Paciente: Una vez, sesenta y cinco, cuando no comí.',
    'Médico: ¿Tiene alergia a algún medicamento?',
    'Paciente: Que yo sepa, no.',
    'Médico: Hoy pesa noventa y cuatro kilos y medio, antes noventa y dos. La tensión está en ciento treinta y ocho con ochenta y cuatro.',
    'Médico: Los pies están bien, los pulsos se palpan y nota el monofilamento en los diez puntos.',
    'Médico: Así que la diabetes está algo peor controlada que antes.',
    'Médico: Voy a subir la gliclazida a una pastilla entera, ochenta miligramos, por la mañana.',
    'Médico: No la tome si no desayuna, y si el azúcar está por debajo de setenta, tome un zumo y luego una galleta.',
    'Médico: Repetimos la hemoglobina glicada dentro de tres meses y luego nos vemos.',
  ],
  de: [
    'Ärztin: Guten Morgen, Herr Krüger, heute ist die Diabeteskontrolle. Wie waren die Zuckerwerte?',
    'Patient: Morgens meistens zwischen hundertzwanzig und hundertsechzig, aber zweimal über zweihundert nach dem Abendessen.',
    'Ärztin: Der HbA1c liegt bei sieben Komma fünf, im März war er sieben Komma zwei.',
    'Patient: Also ist er etwas gestiegen.',
    'Ärztin: Ja, etwas. Sie nehmen Metformin tausend Milligramm zweimal täglich?',
    'Patient: Ja, und das Gliclazid, eine halbe Tablette morgens, also vierzig Milligramm.',
    'Ärztin: Hatten Sie Unterzuckerungen, Werte unter siebzig?',
    'Patient: Einmal, fünfundsechzig, als ich das Mittagessen ausgelassen habe.',
    'Ärztin: Haben Sie Allergien?',
    'Patient: Nicht dass ich wüsste.',
    'Ärztin: Heute wiegen Sie vierundneunzig Komma fünf Kilo, vorher zweiundneunzig. Der Blutdruck ist hundertachtunddreißig zu vierundachtzig.',
    'Ärztin: Die Füße sind in Ordnung, die Pulse sind tastbar und Sie spüren das Monofilament an allen zehn Stellen.',
    'Ärztin: Der Diabetes ist also etwas schlechter eingestellt als vorher.',
    'Ärztin: Ich erhöhe das Gliclazid auf eine ganze Tablette, achtzig Milligramm, morgens.',
    'Ärztin: Nehmen Sie es nicht, wenn Sie nicht frühstücken, und wenn der Zucker unter siebzig ist, trinken Sie einen Saft und essen Sie danach einen Keks.',
    'Ärztin: Wir kontrollieren den HbA1c in drei Monaten wieder und sehen uns dann.',
  ],
}

describe('a diabetes review told in numbers', () => {
  it.each<[Language, string, RegExp, RegExp, RegExp, RegExp]>([
    [
      'en',
      'Diabetes review.',
      /^Blood glucose: mostly 7–9 in the mornings, but a couple of times it was over 12 after dinner\. Hypoglycaemia: once, 3\.8, when he skipped lunch\./,
      /^- His diabetes is a bit less well controlled than before\.$/m,
      /^- Recheck the HbA1c in 3 months and follow up after that\.$/m,
      /^- Gliclazide 40 mg in the morning$/m,
    ],
    [
      'pt',
      'Consulta da diabetes.',
      /^Glicemia: de manhã anda quase sempre 7–9, mas umas 2 vezes passou dos 12 depois do jantar\. Hipoglicemias: uma vez, 65, quando não almoçou\./,
      /^- A diabetes está um pouco menos controlada do que antes\.$/m,
      /^- Repetir a hemoglobina glicada daqui a 3 meses e reavaliação a seguir\.$/m,
      /^- Gliclazida 40 mg de manhã$/m,
    ],
    [
      'es',
      'Revisión de la diabetes.',
      /^Glucemia: por las mañanas casi siempre 7–9, pero un par de veces pasó de 12 después de cenar\. Hipoglucemias: una vez, 65, cuando no comió\./,
      /^- La diabetes está algo peor controlada que antes\.$/m,
      /^- Repetir la hemoglobina glicada dentro de 3 meses y revisión después\.$/m,
      /^- Gliclazida 40 mg por la mañana$/m,
    ],
    [
      'de',
      'Diabeteskontrolle.',
      /^Blutzucker: morgens meistens 120–160, aber zweimal über 200 nach dem Abendessen\. Unterzuckerungen: einmal, 65, als er das Mittagessen ausgelassen hat\./,
      /^- Der Diabetes ist also etwas schlechter eingestellt als vorher\.$/m,
      /^- Den HbA1c in 3 Monaten wieder kontrollieren, Wiedervorstellung danach\.$/m,
      /^- Gliclazid 40 mg morgens$/m,
    ],
  ])('%s', (language, reason, readings, assessment, followUp, medicine) => {
    const n = note(language, VISIT[language])
    expect(section(n, 'reason_for_visit')).toBe(reason)
    expect(section(n, 'subjective')).toMatch(readings)
    // The clinician's naming of the visit is no line of the history.
    expect(section(n, 'subjective')).not.toMatch(/review|consulta da|revisión de|Diabeteskontrolle/)
    expect(section(n, 'assessment')).toMatch(assessment)
    expect(section(n, 'plan')).toMatch(followUp)
    expect(section(n, 'medication')).toMatch(medicine)
    expect(section(n, 'medication')).not.toMatch(/80 mg/)
    expect(n.markdown).toMatch(/94[.,]5 kg/)
  })

  it('de: the patient spoken to in an examination line is written in the third person', () => {
    const n = note('de', VISIT.de)
    expect(section(n, 'objective')).toMatch(
      /^- Die Füße sind in Ordnung, die Pulse sind tastbar und er spürt das Monofilament an allen 10 Stellen\.$/m,
    )
  })
})
