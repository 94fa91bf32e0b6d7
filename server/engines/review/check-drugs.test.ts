import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import { alarmsAt } from './alarms-for-tests'

// Drugs of a note against the consultation: each case is a correct note that raises nothing, and the same note
// with one change a clinician must be told of, which is found.

describe('a word before a strength that names no drug', () => {
  it.each<[Language, string, string, string, string]>([
    [
      'en',
      'Doctor: Your heart rate is one twenty one, so we gave you five M G of metoprolol through the I V.\nPatient: I feel better now.\nDoctor: Have you been peeing?\nPatient: Yes, about six hundred M L since this morning.',
      '## Course\n- Heart rate 121; received 5 mg of IV metoprolol and feels better.\n- Urine output 600 mL since the morning.',
      'metoprolol',
      'atenolol',
    ],
    [
      'pt',
      'Médica: A frequência cardíaca está a 121, por isso demos-lhe 5 mg de metoprolol na veia.\nDoente: Já me sinto melhor.',
      '## Evolução\n- FC 121; recebeu 5 mg de metoprolol EV, com melhoria.',
      'metoprolol',
      'atenolol',
    ],
    [
      'es',
      'Médico: La frecuencia cardiaca está en 121, así que le pusimos 5 mg de metoprolol por la vena.\nPaciente: Ya me siento mejor.',
      '## Evolución\n- FC 121; recibió 5 mg de metoprolol IV, con mejoría.',
      'metoprolol',
      'atenolol',
    ],
    [
      'de',
      'Arzt: Ihre Herzfrequenz liegt bei 121, deshalb haben wir Ihnen 5 mg Metoprolol in die Vene gegeben.\nPatient: Mir geht es schon besser.',
      '## Verlauf\n- HF 121; erhielt 5 mg Metoprolol i.v., danach besser.',
      'Metoprolol',
      'Atenolol',
    ],
  ])(
    '%s: "received", "output" are no medicines; a drug nobody named still is',
    (language, transcript, note, from, to) => {
      expect(alarmsAt(language, transcript, note)).toEqual([])
      expect(alarmsAt(language, transcript, note.replace(from, to))).toContain(
        `unsupported_medication: ${to}`,
      )
    },
  )
})

describe('what was taken for an allergy', () => {
  it.each<[Language, string, string, string]>([
    [
      'en',
      'Doctor: I see you have had allergies for years. What did you take for your allergies before?\nPatient: Claritin and Zyrtec.\nDoctor: Are you allergic to any medicines?\nPatient: Yes, penicillin.',
      '## History\n- Has tried Claritin and Zyrtec, which helped for a short time.',
      '\n## Plan\n- Start amoxicillin.',
    ],
    [
      'pt',
      'Médica: Tem alergias há anos. O que tomou para as suas alergias?\nDoente: Claritine e Zyrtec.\nMédica: É alérgica a algum medicamento?\nDoente: Sim, à penicilina.',
      '## Anamnese\n- Já fez Claritine e Zyrtec, com alívio passageiro.',
      '\n## Plano\n- Iniciar amoxicilina.',
    ],
    [
      'es',
      'Médico: Tiene alergias desde hace años. ¿Qué tomó para sus alergias?\nPaciente: Claritine y Zyrtec.\nMédico: ¿Es alérgica a algún medicamento?\nPaciente: Sí, a la penicilina.',
      '## Anamnesis\n- Ha tomado Claritine y Zyrtec, con alivio pasajero.',
      '\n## Plan\n- Iniciar amoxicilina.',
    ],
    [
      'de',
      'Ärztin: Sie haben seit Jahren Allergien. Was haben Sie gegen Ihre Allergien genommen?\nPatientin: Lorano und Zyrtec.\nÄrztin: Sind Sie gegen Medikamente allergisch?\nPatientin: Ja, gegen Penicillin.',
      '## Anamnese\n- Hat Lorano und Zyrtec genommen, mit kurzer Besserung.',
      '\n## Plan\n- Beginn mit Amoxicillin.',
    ],
  ])(
    '%s: is no allergen; a drug against the allergy stated is still found',
    (language, transcript, note, added) => {
      expect(alarmsAt(language, transcript, note)).toEqual([])
      expect(
        alarmsAt(language, transcript, note + added).some((a) => a.startsWith('contradiction_allergy: ')),
      ).toBe(true)
    },
  )
})
