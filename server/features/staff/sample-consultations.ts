import type { Language } from '../../../contract/common'

/**
 * The short consultation the console's template preview is written from, one per language: a history, an
 * examination with numbers, a medicine, an allergy and a plan, so most sections have something to say.
 */
export const SAMPLE_CONSULTATIONS: Record<Language, string> = {
  pt: [
    'Médico: Bom dia, o que a traz cá hoje?',
    'Paciente: Tenho tosse e febre há quatro dias, e dói-me a garganta.',
    'Médico: Tem falta de ar ou dor no peito?',
    'Paciente: Falta de ar não, só cansaço. A febre chegou aos 38,5 graus.',
    'Médico: É alérgica a algum medicamento?',
    'Paciente: Sim, à penicilina, fico com manchas no corpo.',
    'Médico: Toma algum medicamento habitualmente?',
    'Paciente: Tomo losartan 50 miligramas de manhã, para a tensão.',
    'Médico: Vou observá-la. A tensão arterial está 132/84 e a temperatura 38,1 graus. A auscultação pulmonar tem crepitações na base direita.',
    'Médico: Parece uma pneumonia da base direita. Vou pedir uma radiografia do tórax e começar azitromicina 500 miligramas uma vez por dia durante três dias.',
    'Médico: Beba muitos líquidos e volte se tiver falta de ar. Marcamos consulta de reavaliação daqui a uma semana.',
  ].join('\n'),
  en: [
    'Doctor: Good morning, what brings you in today?',
    'Patient: I have had a cough and a fever for four days, and my throat hurts.',
    'Doctor: Any shortness of breath or chest pain?',
    'Patient: No shortness of breath, just tired. The fever went up to 38.5 degrees.',
    'Doctor: Are you allergic to any medicine?',
    'Patient: Yes, to penicillin, I get a rash all over.',
    'Doctor: Do you take any medicines regularly?',
    'Patient: I take losartan 50 milligrams in the morning for my blood pressure.',
    'Doctor: Let me examine you. Your blood pressure is 132/84 and your temperature is 38.1 degrees. I hear crackles at the right lung base.',
    'Doctor: This looks like a right lower lobe pneumonia. I will order a chest X-ray and start azithromycin 500 milligrams once a day for three days.',
    'Doctor: Drink plenty of fluids and come back if you get short of breath. We will see you again in one week.',
  ].join('\n'),
  de: [
    'Arzt: Guten Morgen, was führt Sie heute zu mir?',
    'Patientin: Ich habe seit vier Tagen Husten und Fieber, und der Hals tut weh.',
    'Arzt: Haben Sie Atemnot oder Schmerzen in der Brust?',
    'Patientin: Atemnot nicht, nur Müdigkeit. Das Fieber ging bis 38,5 Grad.',
    'Arzt: Sind Sie gegen ein Medikament allergisch?',
    'Patientin: Ja, gegen Penicillin, dann bekomme ich Ausschlag am ganzen Körper.',
    'Arzt: Nehmen Sie regelmäßig Medikamente?',
    'Patientin: Ich nehme Losartan 50 Milligramm morgens, für den Blutdruck.',
    'Arzt: Ich untersuche Sie jetzt. Der Blutdruck ist 132/84 und die Temperatur 38,1 Grad. Über der rechten Lungenbasis höre ich Rasselgeräusche.',
    'Arzt: Das spricht für eine Lungenentzündung rechts basal. Ich veranlasse ein Röntgenbild des Thorax und beginne mit Azithromycin 500 Milligramm einmal täglich für drei Tage.',
    'Arzt: Trinken Sie viel und kommen Sie wieder, wenn Sie Atemnot bekommen. Wir sehen uns in einer Woche zur Kontrolle.',
  ].join('\n'),
  es: [
    'Médico: Buenos días, ¿qué le trae hoy por aquí?',
    'Paciente: Tengo tos y fiebre desde hace cuatro días, y me duele la garganta.',
    'Médico: ¿Tiene falta de aire o dolor en el pecho?',
    'Paciente: Falta de aire no, solo cansancio. La fiebre llegó a 38,5 grados.',
    'Médico: ¿Es alérgica a algún medicamento?',
    'Paciente: Sí, a la penicilina, me salen ronchas por todo el cuerpo.',
    'Médico: ¿Toma algún medicamento habitualmente?',
    'Paciente: Tomo losartán 50 miligramos por la mañana, para la tensión.',
    'Médico: Voy a explorarla. La tensión arterial es 132/84 y la temperatura 38,1 grados. En la auscultación hay crepitantes en la base derecha.',
    'Médico: Parece una neumonía de la base derecha. Voy a pedir una radiografía de tórax y empezar azitromicina 500 miligramos una vez al día durante tres días.',
    'Médico: Beba muchos líquidos y vuelva si tiene falta de aire. Nos vemos en una semana para revisión.',
  ].join('\n'),
}
