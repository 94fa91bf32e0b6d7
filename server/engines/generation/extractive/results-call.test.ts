import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * A telephone call about blood results, in four languages: the clinician introduces themselves from the practice
 * (in British English 'the surgery', which is no operation), gives the results (lipids, a risk, kidney and liver
 * tests, TSH, potassium, HbA1c), starts a statin with a conditional stop and plans a repeat. The introduction is
 * no line; every result is the objective's, none the history's.
 */
const CALL: Record<Language, string[]> = {
  en: [
    "Doctor: Hello, is that Mr Evans? It's Dr Shah from the surgery, calling about your blood tests.",
    'Patient: Yes, speaking.',
    'Doctor: Your cholesterol came back at 7.2, and the LDL is 4.9, which is high. Your 10-year heart risk score is 14 percent.',
    "Doctor: Your kidney and liver tests are normal. The thyroid test, TSH, is 2.1, that's normal too. Potassium is 4.3.",
    'Patient: What about my sugar?',
    'Doctor: Your HbA1c is 41, so not diabetes, but near the upper limit.',
    'Doctor: Are you taking anything regularly?',
    'Patient: Just amlodipine 5 mg in the morning.',
    'Doctor: Any allergies to medicines?',
    'Patient: None that I know of.',
    "Doctor: With a risk of 14 percent I'd recommend a statin. I'll prescribe atorvastatin 20 mg at night.",
    'Patient: Are there side effects?',
    "Doctor: Some people get muscle aches. If you get muscle pain you can't explain, or dark urine, stop it and call us.",
    "Doctor: We'll repeat the cholesterol and the liver tests in three months.",
    'Doctor: And try to cut down on cheese and fried food, and walk thirty minutes a day.',
  ],
  pt: [
    'Médica: Estou? É o senhor Joaquim? Fala a Dra. Sofia do centro de saúde, por causa das análises.',
    'Doente: Sim, sou eu.',
    'Médica: O colesterol total veio 7,2 e o LDL 4,9, está alto. O risco cardiovascular a dez anos é de 14%.',
    'Médica: Os rins e o fígado estão normais. A TSH está em 2,1, também normal. O potássio está em 4,3.',
    'Doente: E o açúcar?',
    'Médica: A hemoglobina glicada é de 6,1%, não é diabetes, mas está perto do limite.',
    'Médica: Está a tomar alguma medicação?',
    'Doente: Só a amlodipina de 5 mg de manhã.',
    'Médica: Tem alergias a medicamentos?',
    'Doente: Que eu saiba não.',
    'Médica: Com um risco de 14% aconselho uma estatina. Vou receitar atorvastatina 20 mg à noite.',
    'Doente: E tem efeitos secundários?',
    'Médica: Algumas pessoas têm dores musculares. Se tiver dores musculares sem explicação ou urina escura, pare e ligue-nos.',
    'Médica: Vamos repetir o colesterol e as análises do fígado daqui a três meses.',
    'Médica: E tente comer menos queijo e fritos, e caminhar trinta minutos por dia.',
  ],
  es: [
    'Médica: ¿Diga? ¿Es el señor Ramírez? Soy la doctora Gil, del centro de salud, le llamo por los análisis.',
    'Paciente: Sí, soy yo.',
    'Médica: El colesterol total ha salido en 7,2 y el LDL en 4,9, está alto. Su riesgo cardiovascular a diez años es del 14%.',
    'Médica: El riñón y el hígado están normales. La TSH está en 2,1, también normal. El potasio está en 4,3.',
    'Paciente: ¿Y el azúcar?',
    'Médica: La hemoglobina glicosilada es de 6,1%, no es diabetes, pero está cerca del límite.',
    'Médica: ¿Toma alguna medicación?',
    'Paciente: Solo amlodipino de 5 mg por la mañana.',
    'Médica: ¿Tiene alergias a medicamentos?',
    'Paciente: Que yo sepa, no.',
    'Médica: Con un riesgo del 14% le recomiendo una estatina. Le voy a recetar atorvastatina 20 mg por la noche.',
    'Paciente: ¿Tiene efectos secundarios?',
    'Médica: Algunas personas tienen dolores musculares. Si tiene dolor muscular sin explicación u orina oscura, déjela y llámenos.',
    'Médica: Repetiremos el colesterol y las pruebas del hígado dentro de tres meses.',
    'Médica: E intente comer menos queso y fritos, y caminar treinta minutos al día.',
  ],
  de: [
    'Ärztin: Hallo, spreche ich mit Herrn Wagner? Hier ist Dr. Braun aus der Praxis, wegen Ihrer Blutwerte.',
    'Patient: Ja, am Apparat.',
    'Ärztin: Ihr Gesamtcholesterin liegt bei 7,2 und das LDL bei 4,9, das ist zu hoch. Ihr Herz-Kreislauf-Risiko für zehn Jahre liegt bei 14 Prozent.',
    'Ärztin: Nieren- und Leberwerte sind normal. Der TSH-Wert ist 2,1, auch normal. Das Kalium liegt bei 4,3.',
    'Patient: Und mein Zucker?',
    'Ärztin: Der HbA1c liegt bei 6,1 Prozent, also kein Diabetes, aber knapp an der Grenze.',
    'Ärztin: Nehmen Sie regelmäßig Medikamente?',
    'Patient: Nur Amlodipin 5 mg morgens.',
    'Ärztin: Haben Sie Allergien gegen Medikamente?',
    'Patient: Nicht dass ich wüsste.',
    'Ärztin: Bei einem Risiko von 14 Prozent empfehle ich ein Statin. Ich verschreibe Ihnen Atorvastatin 20 mg abends.',
    'Patient: Hat das Nebenwirkungen?',
    'Ärztin: Manche bekommen Muskelschmerzen. Wenn Sie unerklärliche Muskelschmerzen oder dunklen Urin bekommen, setzen Sie es ab und rufen Sie uns an.',
    'Ärztin: In drei Monaten kontrollieren wir das Cholesterin und die Leberwerte.',
    'Ärztin: Und versuchen Sie, weniger Käse und Frittiertes zu essen und jeden Tag dreißig Minuten spazieren zu gehen.',
  ],
}

describe('a telephone call about blood results', () => {
  it.each<[Language, RegExp[]]>([
    [
      'en',
      [
        /cholesterol came back at 7\.2, and the LDL is 4\.9/,
        /heart risk score is 14%/,
        /kidney and liver tests are normal/,
        /HbA1c is 41/,
      ],
    ],
    [
      'pt',
      [
        /colesterol total veio 7,2 e o LDL 4,9/,
        /risco cardiovascular a 10 anos é de 14%/,
        /rins e o fígado estão normais/,
      ],
    ],
    [
      'es',
      [
        /colesterol total ha salido en 7,2 y el LDL en 4,9/,
        /riesgo cardiovascular a 10 años es del 14%/,
        /riñón y el hígado están normales/,
      ],
    ],
    [
      'de',
      [
        /Gesamtcholesterin liegt bei 7,2 und das LDL bei 4,9/,
        /Herz-Kreislauf-Risiko für 10 Jahre liegt bei 14%/,
        /Nieren- und Leberwerte sind normal/,
      ],
    ],
  ])("%s: the introduction is no line, the results are the objective's", (language, results) => {
    const n = note(language, CALL[language])
    for (const r of results) expect(section(n, 'objective')).toMatch(r)
    expect(section(n, 'subjective')).not.toMatch(/7,2|7\.2|14%|normal/)
    expect(n.markdown).not.toMatch(/Dr\.? (?:Shah|Sofia|Gil|Braun)|doctora|surgery|centro de saúde/i)
    expect(section(n, 'past_history')).not.toMatch(/surgery/i)
  })

  it('en: a value said after a result, in the same turn, goes with it', () => {
    const n = note('en', [
      'Doctor: How have the sugars been?',
      'Patient: Eight to twelve in the mornings, mostly.',
      'Doctor: Your HbA1c is 64 now. It was 58 last time.',
    ])
    expect(section(n, 'objective')).toMatch(/HbA1c is 64 now\.\n- It was 58 last time\./)
    expect(section(n, 'subjective')).not.toMatch(/58/)
  })
})
