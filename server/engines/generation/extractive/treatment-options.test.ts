import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { reviewEngine } from '../../review/offline'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * A blood pressure review where the clinician puts two options to the patient and proposes one, in four
 * languages: 'There are two options. We could add amlodipine, or we could add indapamide', the one ruled out for
 * a sulfa allergy, 'I'd suggest amlodipine five milligrams', a warning of what it may do ('It can cause ankle
 * swelling'), a safety net said after the examination, and a blood test asked for in the first person. Options
 * and proposals are the plan, never the history nor the examination; an option is never a prescription.
 */
const VISIT: Record<Language, string[]> = {
  en: [
    "Doctor: Good morning, Mr Patel. We're here to go over your blood pressure readings from home.",
    "Patient: Yes, I brought the diary. Most mornings it's about one fifty over ninety-five.",
    "Doctor: And you're on ramipril ten milligrams once a day?",
    "Patient: Yes, every morning. I haven't missed any.",
    'Doctor: Any side effects, a cough or dizziness?',
    'Patient: No cough. Sometimes a bit dizzy when I stand up quickly, but not often.',
    'Doctor: Any allergies to medicines?',
    "Patient: Yes, I'm allergic to sulfa drugs, I came out in a rash.",
    'Doctor: Do you smoke?',
    'Patient: I stopped five years ago.',
    'Doctor: Today your blood pressure is 148 over 92 and your pulse is 76.',
    'Doctor: So your blood pressure is still above target, which is below 135 over 85 at home.',
    'Doctor: There are two options. We could add amlodipine, or we could add indapamide.',
    "Doctor: Indapamide is related to the sulfa drugs, so I wouldn't use it for you.",
    "Doctor: So I'd suggest amlodipine five milligrams once a day, on top of the ramipril.",
    'Patient: Okay, that sounds fine.',
    'Doctor: It can cause ankle swelling. If your ankles swell a lot, let me know.',
    "Doctor: I'd like a blood test for kidney function and potassium in two weeks.",
    'Doctor: Keep checking your blood pressure at home and come back in four weeks with the readings.',
  ],
  pt: [
    'Médico: Bom dia, senhor Sousa. Vamos ver os registos da tensão que fez em casa.',
    'Doente: Trouxe o caderno. De manhã anda quase sempre pelos cento e cinquenta por noventa e cinco.',
    'Médico: E está a tomar o ramipril de dez miligramas uma vez por dia?',
    'Doente: Sim, todas as manhãs. Não falhei nenhuma.',
    'Médico: Algum efeito secundário, tosse ou tonturas?',
    'Doente: Tosse não. Às vezes fico um bocadinho tonto quando me levanto depressa, mas é raro.',
    'Médico: Tem alergia a algum medicamento?',
    'Doente: Tenho, sou alérgico às sulfamidas, fiquei todo empolado.',
    'Médico: Fuma?',
    'Doente: Deixei há cinco anos.',
    'Médico: Hoje a tensão está em 148 por 92 e o pulso a 76.',
    'Médico: Portanto a tensão continua acima do objetivo, que em casa é abaixo de 135 por 85.',
    'Médico: Há duas hipóteses. Podíamos juntar amlodipina, ou podíamos juntar indapamida.',
    'Médico: A indapamida é da família das sulfamidas, por isso no seu caso não a vou usar.',
    'Médico: Então proponho amlodipina cinco miligramas uma vez por dia, além do ramipril.',
    'Doente: Está bem, parece-me bem.',
    'Médico: Pode causar inchaço nos tornozelos. Se os tornozelos incharem muito, diga-me.',
    'Médico: Quero umas análises à função renal e ao potássio daqui a duas semanas.',
    'Médico: Continue a medir a tensão em casa e volte daqui a quatro semanas com os registos.',
  ],
  es: [
    'Médico: Buenos días, señor Ruiz. Vamos a revisar las tomas de tensión que se ha hecho en casa.',
    'Paciente: Traigo la libreta. Por las mañanas suele estar en ciento cincuenta de alta y noventa y cinco de baja.',
    'Médico: ¿Y sigue tomando el ramipril de diez miligramos una vez al día?',
    'Paciente: Sí, todas las mañanas. No me he saltado ninguna.',
    'Médico: ¿Algún efecto secundario, tos o mareos?',
    'Paciente: Tos no. A veces me mareo un poco al levantarme rápido, pero pocas veces.',
    'Médico: ¿Es alérgico a algún medicamento?',
    'Paciente: Sí, a las sulfamidas, me salió un sarpullido.',
    'Médico: ¿Fuma?',
    'Paciente: Lo dejé hace cinco años.',
    'Médico: Hoy tiene la tensión en 148 de alta y 92 de baja, y el pulso a 76.',
    'Médico: Así que la tensión sigue por encima del objetivo, que en casa es por debajo de 135 de alta y 85 de baja.',
    'Médico: Hay dos opciones. Podríamos añadir amlodipino, o podríamos añadir indapamida.',
    'Médico: La indapamida es de la familia de las sulfamidas, así que en su caso no la voy a usar.',
    'Médico: Le propongo amlodipino cinco miligramos una vez al día, además del ramipril.',
    'Paciente: Vale, me parece bien.',
    'Médico: Puede hinchar los tobillos. Si se le hinchan mucho, avíseme.',
    'Médico: Quiero un análisis de la función renal y el potasio dentro de dos semanas.',
    'Médico: Siga tomándose la tensión en casa y vuelva dentro de cuatro semanas con las tomas.',
  ],
  de: [
    'Arzt: Guten Morgen, Herr Becker. Wir schauen uns heute Ihre Blutdruckwerte von zu Hause an.',
    'Patient: Ich habe das Heft dabei. Morgens sind es meistens so hundertfünfzig zu fünfundneunzig.',
    'Arzt: Und Sie nehmen Ramipril zehn Milligramm einmal täglich?',
    'Patient: Ja, jeden Morgen. Ich habe keine vergessen.',
    'Arzt: Irgendwelche Nebenwirkungen, Husten oder Schwindel?',
    'Patient: Husten nicht. Manchmal ist mir kurz schwindelig, wenn ich schnell aufstehe, aber selten.',
    'Arzt: Haben Sie Allergien gegen Medikamente?',
    'Patient: Ja, gegen Sulfonamide, da hatte ich einen Ausschlag.',
    'Arzt: Rauchen Sie?',
    'Patient: Ich habe vor fünf Jahren aufgehört.',
    'Arzt: Heute ist Ihr Blutdruck 148 zu 92 und der Puls 76.',
    'Arzt: Der Blutdruck liegt also noch über dem Zielwert, der zu Hause unter 135 zu 85 liegt.',
    'Arzt: Es gibt zwei Möglichkeiten. Wir könnten Amlodipin dazunehmen oder Indapamid.',
    'Arzt: Indapamid ist mit den Sulfonamiden verwandt, deshalb würde ich es bei Ihnen nicht nehmen.',
    'Arzt: Ich schlage also Amlodipin fünf Milligramm einmal täglich vor, zusätzlich zum Ramipril.',
    'Patient: Gut, einverstanden.',
    'Arzt: Es kann zu geschwollenen Knöcheln führen. Wenn die Knöchel stark anschwellen, melden Sie sich.',
    'Arzt: In zwei Wochen möchte ich Nierenwerte und Kalium kontrollieren.',
    'Arzt: Messen Sie weiter zu Hause und kommen Sie in vier Wochen mit den Werten wieder.',
  ],
}

describe('a blood pressure review with two options put to the patient', () => {
  it.each<[Language, string, string, string, string, string]>([
    [
      'en',
      '- Option discussed: add amlodipine or add indapamide.',
      '- Suggest amlodipine 5 mg once a day, on top of the ramipril.',
      '- It can cause ankle swelling.',
      '- If his ankles swell a lot, let the office know.',
      '- A blood test for kidney function and potassium in 2 weeks.',
    ],
    [
      'pt',
      '- Opção discutida: juntar amlodipina ou juntar indapamida.',
      '- Proposto: amlodipina 5 mg uma vez por dia, além do ramipril.',
      '- Pode causar inchaço nos tornozelos.',
      '- Se os tornozelos incharem muito, avise o médico.',
      '- Pedir análises à função renal e ao potássio daqui a 2 semanas.',
    ],
    [
      'es',
      '- Opción comentada: añadir amlodipino o añadir indapamida.',
      '- Proponer amlodipino 5 mg una vez al día, además del ramipril.',
      '- Puede hinchar los tobillos.',
      '- Si se le hinchan mucho, avise al médico.',
      '- Pedir análisis de la función renal y el potasio dentro de 2 semanas.',
    ],
    [
      'de',
      '- Option besprochen: Amlodipin dazunehmen oder Indapamid.',
      '- Vorgeschlagen: Amlodipin 5 mg einmal täglich, zusätzlich zum Ramipril.',
      '- Es kann zu geschwollenen Knöcheln führen.',
      '- Wenn die Knöchel stark anschwellen, melden Sie sich.',
      '- In 2 Wochen Nierenwerte und Kalium kontrollieren.',
    ],
  ])('%s: options and the proposal are the plan', (language, option, proposal, warning, safetyNet, test) => {
    const n = note(language, VISIT[language])
    const plan = section(n, 'plan').split('\n')
    for (const line of [option, proposal, warning, safetyNet, test]) expect(plan).toContain(line)
    // 'There are two options' says nothing alone.
    expect(n.markdown).not.toMatch(/two options|duas hipóteses|dos opciones|zwei Möglichkeiten/i)
    // Neither the options nor the warning are the history or the examination.
    expect(section(n, 'subjective')).not.toMatch(/amlodip|indapamid|podíamos|könnten/i)
    expect(section(n, 'objective')).not.toMatch(/amlodip|indapamid|swell|inchaço|tobillos|Knöchel/i)
    expect(section(n, 'medication')).not.toMatch(/amlodip|indapamid/i)
    expect(section(n, 'allergies')).toMatch(/sulf/i)
  })

  // A note that leaves the options out is incomplete, not wrong: the drug ruled out is no change of today.
  it.each<Language>(['en', 'pt', 'es', 'de'])(
    '%s: an option left out of the note is no omitted prescription',
    async (language) => {
      const n = note(language, VISIT[language])
      const without = n.markdown
        .split('\n')
        .filter((l) => !/option|opção|opción|indapamid/i.test(l))
        .join('\n')
      const { findings } = await reviewEngine().check({
        language,
        transcript: VISIT[language].join('\n'),
        inputs: [],
        note: without,
      })
      expect(findings.filter((f) => /indapamid/i.test(f.text))).toEqual([])
    },
  )
})
