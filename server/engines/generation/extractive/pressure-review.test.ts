import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * A blood pressure review in four languages: home readings as ranges, a drug the patient had to stop last year
 * (never a current medication), the pressure measured today, the clinician's judgement that it is not at target
 * (the assessment), a dose raised, and what to avoid.
 */
describe('a blood pressure review', () => {
  it.each<[Language, string[], RegExp, RegExp]>([
    [
      'en',
      [
        'Doctor: Hello Mrs Patel, how have the blood pressures been at home?',
        'Patient: Mostly between one thirty-five and one forty-five on top, and eighty-five to ninety underneath.',
        'Doctor: Any headaches or dizziness?',
        'Patient: No headaches. A bit dizzy when I stand up quickly, but only once or twice.',
        "Doctor: And you're still on the amlodipine 5 milligrams once a day?",
        'Patient: Yes, every morning. I had to stop the ramipril last year because of the cough.',
        'Doctor: Right, so ramipril gave you a cough. Any other allergies?',
        'Patient: Just plasters, they make my skin red.',
        "Doctor: Let me check your blood pressure now. It's 148 over 92, pulse 76 and regular.",
        'Doctor: Your blood pressure is still not at target.',
        "Doctor: I'd like to increase the amlodipine from 5 to 10 milligrams once a day.",
        "Doctor: Don't stop it suddenly, and don't take ibuprofen for aches, use paracetamol instead.",
        "Doctor: We'll check your kidney function and potassium in three months.",
        'Doctor: If your ankles swell a lot or you get chest pain, call us or go to A and E.',
        'Doctor: Come back in four weeks with your home readings.',
      ],
      /^- Her blood pressure is still not at target\.$/m,
      /^- BP 148\/92 mmHg$/m,
    ],
    [
      'pt',
      [
        'Médica: Boa tarde, Dona Fernanda, como têm estado as tensões em casa?',
        'Doente: Quase sempre entre 135 e 145 a máxima, e 85 a 90 a mínima.',
        'Médica: Dores de cabeça ou tonturas?',
        'Doente: Dores de cabeça não. Tonturas uma ou duas vezes quando me levanto depressa.',
        'Médica: Continua a tomar a amlodipina de 5 miligramas de manhã?',
        'Doente: Sim, todos os dias. O ramipril tive de parar no ano passado por causa da tosse.',
        'Médica: Tem alguma alergia a medicamentos?',
        'Doente: Não, só aos adesivos, fico com a pele vermelha.',
        'Médica: Vou medir a tensão. Está 148 por 92, pulso 76, regular.',
        'Médica: A tensão ainda está acima do alvo.',
        'Médica: Vamos aumentar a amlodipina de 5 para 10 miligramas uma vez por dia.',
        'Médica: Não pare a amlodipina de repente e não tome ibuprofeno para as dores, tome antes paracetamol.',
        'Médica: Vamos pedir análises com função renal e potássio daqui a três meses.',
        'Médica: Se os tornozelos incharem muito ou tiver dor no peito, ligue-nos ou vá à urgência.',
        'Médica: Volte daqui a quatro semanas com os registos da tensão.',
      ],
      /^- A tensão ainda está acima do alvo\.$/m,
      /^- PA 148\/92 mmHg$/m,
    ],
    [
      'es',
      [
        'Médico: Buenas tardes, señora Gómez, ¿cómo han ido las tensiones en casa?',
        'Paciente: Casi siempre entre 135 y 145 la alta, y 85 a 90 la baja.',
        'Médico: ¿Dolores de cabeza o mareos?',
        'Paciente: Dolor de cabeza no. Mareo una o dos veces al levantarme rápido.',
        'Médico: ¿Sigue tomando la amlodipino de 5 miligramos por la mañana?',
        'Paciente: Sí, todos los días. El ramipril lo tuve que dejar el año pasado por la tos.',
        'Médico: ¿Tiene alguna alergia a medicamentos?',
        'Paciente: No, solo a los esparadrapos, se me pone la piel roja.',
        'Médico: Le tomo la tensión. Tiene 148 de alta y 92 de baja, pulso 76, rítmico.',
        'Médico: La tensión todavía está por encima del objetivo.',
        'Médico: Vamos a subir el amlodipino de 5 a 10 miligramos una vez al día.',
        'Médico: No lo deje de golpe y no tome ibuprofeno para los dolores, mejor paracetamol.',
        'Médico: Le pido una analítica con función renal y potasio dentro de tres meses.',
        'Médico: Si se le hinchan mucho los tobillos o tiene dolor en el pecho, llámenos o vaya a urgencias.',
        'Médico: Vuelva dentro de cuatro semanas con los registros de la tensión.',
      ],
      /^- La tensión todavía está por encima del objetivo\.$/m,
      /^- PA 148\/92 mmHg$/m,
    ],
    [
      'de',
      [
        'Ärztin: Guten Tag, Frau Becker, wie waren die Blutdruckwerte zu Hause?',
        'Patientin: Meistens zwischen 135 und 145 oben und 85 bis 90 unten.',
        'Ärztin: Kopfschmerzen oder Schwindel?',
        'Patientin: Kopfschmerzen nicht. Schwindel ein- oder zweimal, wenn ich schnell aufstehe.',
        'Ärztin: Nehmen Sie noch das Amlodipin 5 Milligramm morgens?',
        'Patientin: Ja, jeden Tag. Das Ramipril musste ich letztes Jahr wegen dem Husten absetzen.',
        'Ärztin: Haben Sie Allergien gegen Medikamente?',
        'Patientin: Nein, nur gegen Pflaster, da wird die Haut rot.',
        'Ärztin: Ich messe jetzt den Blutdruck. 148 zu 92, Puls 76, regelmäßig.',
        'Ärztin: Der Blutdruck ist noch nicht im Zielbereich.',
        'Ärztin: Wir erhöhen das Amlodipin von 5 auf 10 Milligramm einmal täglich.',
        'Ärztin: Setzen Sie es nicht plötzlich ab und nehmen Sie kein Ibuprofen gegen Schmerzen, lieber Paracetamol.',
        'Ärztin: In drei Monaten kontrollieren wir Nierenwerte und Kalium.',
        'Ärztin: Wenn die Knöchel stark anschwellen oder Sie Brustschmerzen bekommen, rufen Sie uns an oder gehen Sie in die Notaufnahme.',
        'Ärztin: Kommen Sie in vier Wochen mit Ihren Blutdruckwerten wieder.',
      ],
      /^- Der Blutdruck ist noch nicht im Zielbereich\.$/m,
      /^- RR 148\/92 mmHg$/m,
    ],
  ])(
    '%s: the stopped drug is no current medication; the judgement is the assessment',
    (language, lines, judgement, pressure) => {
      const n = note(language, lines)
      expect(section(n, 'medication')).not.toMatch(/ramipril/i)
      expect(section(n, 'medication')).toMatch(/amlodipin/i)
      expect(section(n, 'assessment')).toMatch(judgement)
      expect(section(n, 'objective')).toMatch(pressure)
      expect(section(n, 'objective')).not.toMatch(/target|alvo|objetivo|Zielbereich|tomo/)
      expect(section(n, 'plan')).not.toMatch(/148|92/)
    },
  )

  it("es: 'Mareo una o dos veces' is the noun, never the verb 'marea'; 'me mareo' is 'se marea'", () => {
    const n = note('es', [
      'Médico: ¿Mareos?',
      'Paciente: Mareo una o dos veces al levantarme rápido.',
      'Médico: ¿Y cuándo?',
      'Paciente: Me mareo cuando me levanto de la cama.',
    ])
    expect(section(n, 'subjective')).toMatch(/Mareo 1 o 2 veces al levantarse rápido\./)
    expect(section(n, 'subjective')).toMatch(/Se marea cuando se levanta de la cama\./)
  })
})
