import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'

/**
 * A yearly medication review of an older patient, in four languages: four medicines taken (two said without
 * their unit), one stopped by the patient, one stopped by the hospital, an allergy and a side effect told in the
 * same answer, a no after a word it denies before a symptom told ('Quedas não. Às vezes sangram-me as gengivas'),
 * values, the medicines kept without naming them, a conditional safety net and the next review.
 */
const REVIEW: Record<Language, string[]> = {
  en: [
    'Doctor: Hello Mrs Patel, this is your yearly medication review. Can you tell me what you take at the moment?',
    'Patient: Bisoprolol 2.5 in the morning, atorvastatin 40 at night, and metformin 500 twice a day.',
    'Doctor: Anything else? Any inhalers, creams, things from the chemist?',
    'Patient: I used to take omeprazole but I stopped it in the summer, my stomach is fine now.',
    'Doctor: And the aspirin?',
    'Patient: The hospital stopped that when they started the apixaban. I take apixaban 5 mg twice a day.',
    'Doctor: Right. Any allergies?',
    'Patient: Penicillin gives me hives. And the lisinopril gave me a horrible cough years ago.',
    'Doctor: Any problems with the tablets, dizziness, falls, bleeding?',
    'Patient: No falls. Sometimes my gums bleed a little when I brush.',
    'Doctor: Any blood in the urine or black stools?',
    'Patient: No, nothing like that.',
    'Doctor: Your pulse is 64 and regular, blood pressure 138 over 76. Your kidney function from last week is stable, eGFR 58. HbA1c is 52.',
    "Doctor: Everything looks fine. We'll carry on with all four tablets at the same doses.",
    "Doctor: If you notice black stools, blood in the urine or a nosebleed that won't stop, go to A and E.",
    "Doctor: I'll see you again in twelve months, with bloods before.",
  ],
  pt: [
    'Médico: Bom dia, Dona Rosa. Hoje é a revisão da medicação. O que está a tomar neste momento?',
    'Doente: Tomo o bisoprolol 2,5 de manhã, a atorvastatina 40 à noite e a metformina 500 duas vezes por dia.',
    'Médico: Mais alguma coisa? Pomadas, inaladores, coisas da farmácia?',
    'Doente: Tomava o omeprazol mas deixei no verão, o estômago está bem.',
    'Médico: E a aspirina?',
    'Doente: No hospital tiraram-ma quando começaram o apixabano. Tomo apixabano 5 mg duas vezes por dia.',
    'Médico: Tem alergias?',
    'Doente: À penicilina, fico cheia de urticária. E o lisinopril deu-me uma tosse horrível há uns anos.',
    'Médico: Tem tido tonturas, quedas, hemorragias?',
    'Doente: Quedas não. Às vezes sangram-me um pouco as gengivas quando lavo os dentes.',
    'Médico: Sangue na urina ou fezes pretas?',
    'Doente: Não, nada disso.',
    'Médico: O pulso está a 64 e regular, a tensão 138 por 76. A função renal da semana passada está estável, TFG 58. A hemoglobina glicada está em 6,9%.',
    'Médico: Está tudo bem. Vamos manter os quatro medicamentos nas mesmas doses.',
    'Médico: Se tiver fezes pretas, sangue na urina ou uma hemorragia do nariz que não pare, vá à urgência.',
    'Médico: Vemo-nos daqui a doze meses, com análises antes.',
  ],
  es: [
    'Médico: Buenos días, señora Carmen. Hoy toca revisar la medicación. ¿Qué toma ahora mismo?',
    'Paciente: Bisoprolol 2,5 por la mañana, atorvastatina 40 por la noche y metformina 500 dos veces al día.',
    'Médico: ¿Algo más? ¿Inhaladores, cremas, cosas de la farmacia?',
    'Paciente: Tomaba omeprazol pero lo dejé en verano, el estómago está bien.',
    'Médico: ¿Y la aspirina?',
    'Paciente: En el hospital me la quitaron cuando empezaron con el apixabán. Tomo apixabán 5 mg dos veces al día.',
    'Médico: ¿Tiene alergias?',
    'Paciente: A la penicilina, me salen ronchas. Y el lisinopril me dio una tos horrible hace años.',
    'Médico: ¿Ha tenido mareos, caídas, sangrados?',
    'Paciente: Caídas no. A veces me sangran un poco las encías al cepillarme.',
    'Médico: ¿Sangre en la orina o heces negras?',
    'Paciente: No, nada de eso.',
    'Médico: El pulso está a 64 y regular, la tensión 138 de alta y 76 de baja. La función renal de la semana pasada está estable, filtrado 58. La hemoglobina glicosilada está en 6,9%.',
    'Médico: Todo está bien. Seguimos con las cuatro pastillas a las mismas dosis.',
    'Médico: Si nota heces negras, sangre en la orina o una hemorragia nasal que no para, vaya a urgencias.',
    'Médico: Nos vemos dentro de doce meses, con análisis antes.',
  ],
  de: [
    'Arzt: Guten Morgen, Frau Becker. Heute ist der jährliche Medikationscheck. Was nehmen Sie im Moment?',
    'Patientin: Bisoprolol 2,5 morgens, Atorvastatin 40 abends und Metformin 500 zweimal täglich.',
    'Arzt: Sonst noch etwas? Sprays, Salben, etwas aus der Apotheke?',
    'Patientin: Omeprazol habe ich früher genommen, aber im Sommer abgesetzt, der Magen ist in Ordnung.',
    'Arzt: Und das ASS?',
    'Patientin: Das hat das Krankenhaus abgesetzt, als sie mit Apixaban angefangen haben. Ich nehme Apixaban 5 mg zweimal täglich.',
    'Arzt: Haben Sie Allergien?',
    'Patientin: Gegen Penicillin, da bekomme ich Nesselsucht. Und vom Lisinopril habe ich vor Jahren einen schlimmen Husten bekommen.',
    'Arzt: Hatten Sie Schwindel, Stürze, Blutungen?',
    'Patientin: Stürze nicht. Manchmal blutet das Zahnfleisch beim Zähneputzen ein bisschen.',
    'Arzt: Blut im Urin oder schwarzer Stuhl?',
    'Patientin: Nein, nichts davon.',
    'Arzt: Der Puls ist 64 und regelmäßig, der Blutdruck 138 zu 76. Die Nierenfunktion von letzter Woche ist stabil, eGFR 58. Der HbA1c liegt bei 6,9 Prozent.',
    'Arzt: Alles in Ordnung. Wir bleiben bei allen vier Tabletten in der gleichen Dosis.',
    'Arzt: Wenn Sie schwarzen Stuhl, Blut im Urin oder Nasenbluten haben, das nicht aufhört, gehen Sie in die Notaufnahme.',
    'Arzt: Wir sehen uns in zwölf Monaten wieder, vorher mit Blutabnahme.',
  ],
}

describe('a yearly medication review', () => {
  it.each<[Language, RegExp[], RegExp, RegExp, RegExp, RegExp]>([
    [
      'en',
      [/^- Bisoprolol 2\.5, in the morning$/m, /^- Apixaban 5 mg twice a day$/m],
      /^- Allergy: Penicillin \(hives\)\n- Intolerance: lisinopril \(horrible cough\)$/m,
      /^- Carry on with all 4 tablets at the same doses\.$/m,
      /^- If she notices black stools, blood in the urine or a nosebleed that will not stop, go to A and E\.$/m,
      /^- Follow up in 12 months, with bloods before\.$/m,
    ],
    [
      'pt',
      [/^- Bisoprolol 2,5, de manhã$/m, /^- Apixabano 5 mg 2 vezes por dia$/m],
      /^- Alergia: penicilina \(urticária\)\n- Intolerância: lisinopril \(tosse\)$/m,
      /^- Manter os quatro medicamentos nas mesmas doses\.$/m,
      /^- Se tiver fezes pretas, sangue na urina ou uma hemorragia do nariz que não pare, vá à urgência\.$/m,
      /^- Reavaliação daqui a 12 meses, com análises antes\.$/m,
    ],
    [
      'es',
      [/^- Bisoprolol 2,5, por la mañana$/m, /^- Apixabán 5 mg 2 veces al día$/m],
      /^- Alergia: penicilina \(ronchas\)\n- Intolerancia: lisinopril \(tos\)$/m,
      /^- Seguir con las 4 pastillas a las mismas dosis\.$/m,
      /^- Si nota heces negras, sangre en la orina o una hemorragia nasal que no para, vaya a urgencias\.$/m,
      /^- Revisión dentro de 12 meses, con análisis antes\.$/m,
    ],
    [
      'de',
      [/^- Bisoprolol 2,5, morgens$/m, /^- Apixaban 5 mg zweimal täglich$/m],
      /^- Allergie: Penicillin \(Nesselsucht\)\n- Unverträglichkeit: Lisinopril \(Husten\)$/m,
      /^- Bei allen 4 Tabletten in der gleichen Dosis bleiben\.$/m,
      /^- Wenn Sie schwarzen Stuhl, Blut im Urin oder Nasenbluten haben, das nicht aufhört, gehen Sie in die Notaufnahme\.$/m,
      /^- Wiedervorstellung in 12 Monaten, vorher mit Blutabnahme\.$/m,
    ],
  ])(
    '%s: every medicine, allergy and side effect in its place; the note raises no finding against itself',
    async (language, taken, allergies, kept, safetyNet, followUp) => {
      const lines = REVIEW[language]
      const n = note(language, lines)
      for (const m of taken) expect(section(n, 'medication')).toMatch(m)
      // Neither the medicine stopped in the summer nor the aspirin the hospital stopped is taken now.
      expect(section(n, 'medication')).not.toMatch(/omeprazol|aspirin|ASS/i)
      expect(section(n, 'medication')).not.toMatch(/lisinopril|penicil/i)
      expect(section(n, 'allergies')).toMatch(allergies)
      expect(section(n, 'plan')).toMatch(kept)
      expect(section(n, 'objective')).not.toMatch(kept)
      expect(section(n, 'plan')).toMatch(safetyNet)
      expect(section(n, 'plan')).toMatch(followUp)
      expect(await wrongIn(language, lines, n)).toEqual([])
    },
  )
})
