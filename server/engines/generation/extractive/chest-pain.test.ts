import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * Chest pain in the surgery, sent to hospital, in four languages: an allergy said with its reaction, vitals, an
 * ECG read out after the examination, the clinician's worry that it is a heart attack, an ambulance called,
 * aspirin given to chew and what to do meanwhile. The worry is the assessment; the ambulance and the aspirin are
 * the plan, in its words; the ECG is the result, never the plan; the allergy is the allergy the patient said.
 */
const VISIT: Record<Language, string[]> = {
  en: [
    "Doctor: Good morning Mr Brown, what's happened?",
    "Patient: I've had a tight pain in the middle of my chest for about forty minutes. It came on while I was walking the dog and it hasn't gone away.",
    'Doctor: Does it go anywhere?',
    'Patient: Down my left arm a bit. I feel sweaty and a bit sick.',
    'Doctor: Have you had anything like this before?',
    'Patient: No, never.',
    'Doctor: Do you smoke?',
    'Patient: Twenty a day for thirty years.',
    'Doctor: Any medical problems, any tablets?',
    "Patient: High blood pressure, I take ramipril 10 mg. And I'm allergic to codeine, it makes me vomit.",
    'Doctor: Your blood pressure is 150 over 95, pulse 102, oxygen 96 percent. The ECG shows ST elevation in the inferior leads.',
    "Doctor: I'm worried this is a heart attack. I'm calling an ambulance now.",
    "Doctor: I'm giving you aspirin 300 milligrams to chew now.",
    "Doctor: Don't walk around, stay sitting until the paramedics arrive.",
  ],
  pt: [
    'Médico: Bom dia, senhor Fernandes, o que se passou?',
    'Doente: Tenho uma dor apertada no meio do peito há uns quarenta minutos. Começou quando estava a passear o cão e não passou.',
    'Médico: A dor vai para algum lado?',
    'Doente: Um bocado para o braço esquerdo. Estou suado e um pouco enjoado.',
    'Médico: Já teve alguma coisa parecida?',
    'Doente: Não, nunca.',
    'Médico: Fuma?',
    'Doente: Vinte por dia há trinta anos.',
    'Médico: Tem alguma doença, toma medicação?',
    'Doente: Tenho tensão alta, tomo ramipril 10 mg. E sou alérgico à codeína, faz-me vomitar.',
    'Médico: A tensão está 150 por 95, o pulso 102, a saturação 96%. O eletrocardiograma mostra supradesnivelamento do ST nas derivações inferiores.',
    'Médico: Estou preocupado que seja um enfarte. Vou chamar já o INEM.',
    'Médico: Vou dar-lhe aspirina 300 miligramas para mastigar agora.',
    'Médico: Não se levante, fique sentado até a ambulância chegar.',
  ],
  es: [
    'Médico: Buenos días, señor Moreno, ¿qué ha pasado?',
    'Paciente: Tengo un dolor opresivo en el centro del pecho desde hace unos cuarenta minutos. Empezó paseando al perro y no se ha ido.',
    'Médico: ¿Se le va a algún sitio?',
    'Paciente: Un poco al brazo izquierdo. Estoy sudando y con algo de náuseas.',
    'Médico: ¿Había tenido algo parecido antes?',
    'Paciente: No, nunca.',
    'Médico: ¿Fuma?',
    'Paciente: Veinte al día desde hace treinta años.',
    'Médico: ¿Tiene alguna enfermedad, toma medicación?',
    'Paciente: Tengo la tensión alta, tomo ramipril 10 mg. Y soy alérgico a la codeína, me hace vomitar.',
    'Médico: La tensión está en 150 de alta y 95 de baja, el pulso a 102, la saturación al 96%. El electrocardiograma muestra elevación del ST en las derivaciones inferiores.',
    'Médico: Me preocupa que sea un infarto. Voy a llamar ya a una ambulancia.',
    'Médico: Le doy aspirina 300 miligramos para masticar ahora.',
    'Médico: No se levante, quédese sentado hasta que llegue la ambulancia.',
  ],
  de: [
    'Arzt: Guten Morgen, Herr Schmitt, was ist passiert?',
    'Patient: Ich habe seit etwa vierzig Minuten einen drückenden Schmerz mitten in der Brust. Er kam beim Spazierengehen mit dem Hund und geht nicht weg.',
    'Arzt: Strahlt der Schmerz irgendwohin aus?',
    'Patient: Ein bisschen in den linken Arm. Ich schwitze und mir ist etwas übel.',
    'Arzt: Hatten Sie so etwas schon einmal?',
    'Patient: Nein, nie.',
    'Arzt: Rauchen Sie?',
    'Patient: Zwanzig am Tag, seit dreißig Jahren.',
    'Arzt: Haben Sie Vorerkrankungen, nehmen Sie Medikamente?',
    'Patient: Bluthochdruck, ich nehme Ramipril 10 mg. Und gegen Codein bin ich allergisch, davon muss ich erbrechen.',
    'Arzt: Der Blutdruck ist 150 zu 95, der Puls 102, die Sättigung 96 Prozent. Das EKG zeigt ST-Hebungen in den inferioren Ableitungen.',
    'Arzt: Ich habe Sorge, dass das ein Herzinfarkt ist. Ich rufe jetzt den Notarzt.',
    'Arzt: Ich gebe Ihnen jetzt Aspirin 300 Milligramm zum Zerkauen.',
    'Arzt: Bitte nicht aufstehen, bleiben Sie sitzen, bis der Notarzt da ist.',
  ],
}

describe('chest pain sent to hospital', () => {
  it.each<[Language, RegExp, RegExp, RegExp[], RegExp]>([
    [
      'en',
      /^- Allergy: codeine \(vomit\)$/m,
      /^- Possible heart attack$/m,
      [/^- Call an ambulance now\.$/m, /^- Give aspirin 300 mg to chew now\.$/m],
      /The ECG shows ST elevation in the inferior leads\./,
    ],
    [
      'pt',
      /^- Alergia: codeína/m,
      /^- Possível enfarte$/m,
      [/^- Chamar já o INEM\.$/m, /^- Dar aspirina 300 mg para mastigar agora\.$/m],
      /O eletrocardiograma mostra supradesnivelamento do ST nas derivações inferiores\./,
    ],
    [
      'es',
      /^- Alergia: codeína/m,
      /^- Posible infarto$/m,
      [/^- Llamar ya a una ambulancia\.$/m, /^- Dar aspirina 300 mg para masticar ahora\.$/m],
      /El electrocardiograma muestra elevación del ST en las derivaciones inferiores\./,
    ],
    [
      'de',
      /Codein/,
      /^- Verdacht auf Herzinfarkt$/m,
      [/^- Den Notarzt rufen\.$/m, /^- Aspirin 300 mg zum Zerkauen geben\.$/m],
      /Das EKG zeigt ST-Hebungen in den inferioren Ableitungen\./,
    ],
  ])('%s', (language, allergy, assessment, plan, ecg) => {
    const n = note(language, VISIT[language])
    expect(section(n, 'allergies')).toMatch(allergy)
    expect(section(n, 'allergies')).not.toMatch(/Intoler|Unverträglichkeit/)
    expect(section(n, 'assessment')).toMatch(assessment)
    for (const p of plan) expect(section(n, 'plan')).toMatch(p)
    expect(section(n, 'objective')).toMatch(ecg)
    expect(section(n, 'plan')).not.toMatch(ecg)
    // The ECG's leads ('derivaciones') are no referral.
    expect(section(n, 'plan')).not.toMatch(/derivaci|Ableitung|derivaç/i)
    expect(section(n, 'medication')).toMatch(/Ramipril 10 mg/i)
    expect(section(n, 'medication')).not.toMatch(/aspirin|codein/i)
  })
})
