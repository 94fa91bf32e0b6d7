import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { PACKS } from './engine'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'

/**
 * A blood-pressure review after a switch, in four languages: the first drug gave the patient a cough (a side
 * effect said without an allergy word), the second is taken now and kept. The side effect is an intolerance in
 * the allergy section, never a current medicine and never an allergy to the drug switched to; the drug kept is
 * the current medication and the plan.
 */
describe('a side effect said as what a drug gave the patient, and the drug switched to', () => {
  it.each<[Language, string[], RegExp, RegExp, RegExp, RegExp]>([
    [
      'en',
      [
        'Doctor: Last time the ramipril gave you a cough, so we switched you to candesartan. How is that going?',
        'Patient: Fine, no cough now. I take the candesartan 8 mg in the morning.',
        'Doctor: Your blood pressure is 128 over 80. Carry on with the candesartan.',
      ],
      /^- Intolerance: ramipril \(cough\)$/m,
      /^- Candesartan 8 mg in the morning$/m,
      /^- Carry on with the candesartan\.$/m,
      /ramipril/i,
    ],
    [
      'pt',
      [
        'Médico: Como tem corrido a tensão?',
        'Doente: Bem. O enalapril deu-me uma tosse seca, por isso o médico mudou para o losartan.',
        'Médico: E está a tomar o losartan 50 mg?',
        'Doente: Sim, uma vez por dia.',
        'Médico: Tem alergias a medicamentos?',
        'Doente: Não.',
        'Médico: A tensão hoje está 132 por 84. Vamos manter o losartan.',
      ],
      /^- Intolerância: enalapril \(tosse seca\)$/m,
      /^- Losartan 50 mg uma vez por dia$/m,
      /^- Manter o losartan\.$/m,
      /enalapril/i,
    ],
    [
      'es',
      [
        'Médico: ¿Qué tal la tensión?',
        'Paciente: Bien. El enalapril me daba tos seca, así que me lo cambiaron por losartán.',
        'Médico: ¿Toma el losartán de 50 mg?',
        'Paciente: Sí, uno al día.',
        'Médico: ¿Alergias a medicamentos?',
        'Paciente: No.',
        'Médico: La tensión hoy es de 132 de alta y 84 de baja. Seguimos con el losartán.',
      ],
      /^- Intolerancia: enalapril \(tos seca\)$/m,
      /^- Losartán 50 mg$/m,
      /^- Seguir con el losartán\.$/m,
      /enalapril/i,
    ],
    [
      'de',
      [
        'Arzt: Wie geht es mit dem Blutdruck?',
        'Patient: Gut. Vom Ramipril habe ich Reizhusten bekommen, deshalb nehme ich jetzt Candesartan.',
        'Arzt: Nehmen Sie Candesartan 8 mg einmal täglich?',
        'Patient: Ja, morgens.',
        'Arzt: Haben Sie Allergien?',
        'Patient: Nein.',
        'Arzt: Der Blutdruck liegt heute bei 130 zu 82. Wir bleiben beim Candesartan.',
      ],
      /^- Unverträglichkeit: Ramipril \(Reizhusten\)$/m,
      /^- Candesartan 8 mg einmal täglich$/m,
      /^- Beim Candesartan bleiben\.$/m,
      /Ramipril/,
    ],
  ])('%s', async (language, lines, intolerance, medication, plan, first) => {
    const n = note(language, lines)
    expect(section(n, 'allergies')).toMatch(intolerance)
    expect(section(n, 'medication')).toMatch(medication)
    expect(section(n, 'medication')).not.toMatch(first)
    expect(section(n, 'plan')).toMatch(plan)
    expect(section(n, 'objective')).not.toMatch(plan)
    // The drug switched to is no allergen: the review check raises nothing against it.
    expect(await wrongIn(language, lines, n)).toEqual([])
  })

  it.each<[Language, string]>([
    ['en', 'Patient: The ramipril never gave me a cough, I just get a bit dizzy sometimes.'],
    ['pt', 'Doente: O enalapril nunca me deu tosse, só fico um pouco tonto às vezes.'],
    ['es', 'Paciente: El enalapril no me daba tos, solo me mareo un poco a veces.'],
    ['de', 'Patient: Vom Ramipril habe ich keinen Husten bekommen, mir ist nur manchmal schwindelig.'],
  ])('%s: a side effect denied is no intolerance', (language, line) => {
    const n = note(language, [line])
    expect(section(n, 'allergies')).not.toMatch(/ramipril|enalapril/i)
  })

  it.each<[Language, string]>([
    ['en', 'Doctor: If the ramipril gives you a cough, come back and we can change it.'],
    ['pt', 'Médico: Se o enalapril lhe der tosse, volte cá e mudamos.'],
    ['es', 'Médico: Si el enalapril le da tos, vuelva y lo cambiamos.'],
  ])('%s: a side effect said as a possibility is no intolerance', (language, line) => {
    const n = note(language, [line])
    expect(section(n, 'allergies')).not.toMatch(/ramipril|enalapril/i)
  })
})

/**
 * A depression review where the clinician keeps the antidepressant at its dose and books the next visit: the
 * drug kept is a current medication with its dose, the plan says it kept, and the follow-up after it is a clause
 * of its own (German moves the verb only in what comes before it). A remark that the clinician is noting
 * something down is no line of the note.
 */
describe('a medicine kept at its dose, with the follow-up in the same sentence', () => {
  it.each<[Language, string[], RegExp, RegExp]>([
    [
      'en',
      [
        "Doctor: How's your mood been?",
        "Patient: Much better, I'm sleeping again.",
        "Doctor: Good, I'll note that down. We'll keep the sertraline at 100 mg and I'll see you in three months.",
      ],
      /^- Sertraline 100 mg$/m,
      /^- Keep the sertraline at 100 mg and follow up in 3 months\.$/m,
    ],
    [
      'pt',
      [
        'Médico: Como tem andado o humor?',
        'Doente: Muito melhor, já durmo bem.',
        'Médico: Ótimo, vou anotar isso. Vamos manter a sertralina nos 100 mg e vemo-nos daqui a três meses.',
      ],
      /^- Sertralina 100 mg$/m,
      /^- Manter a sertralina nos 100 mg e reavaliação daqui a 3 meses\.$/m,
    ],
    [
      'es',
      [
        'Médico: ¿Qué tal el ánimo?',
        'Paciente: Mucho mejor, ya duermo bien.',
        'Médico: Bien, lo apunto. Mantenemos la sertralina en 100 mg y nos vemos en tres meses.',
      ],
      /^- Sertralina 100 mg$/m,
      /^- Mantener la sertralina en 100 mg/m,
    ],
    [
      'de',
      [
        'Arzt: Wie ist die Stimmung?',
        'Patient: Viel besser, ich schlafe wieder gut.',
        'Arzt: Schön, das notiere ich mir. Wir bleiben beim Sertralin 100 mg und sehen uns in drei Monaten wieder.',
      ],
      /^- Sertralin 100 mg$/m,
      /^- Beim Sertralin 100 mg bleiben, Wiedervorstellung in 3 Monaten\.$/m,
    ],
  ])('%s', (language, lines, medication, plan) => {
    const n = note(language, lines)
    expect(section(n, 'medication')).toMatch(medication)
    expect(section(n, 'plan')).toMatch(plan)
    expect(n.markdown).not.toMatch(/note that|anotar|apunto|notiere/i)
  })
})

describe('the clinician noting something down', () => {
  it.each<[Language, string[], string[]]>([
    [
      'en',
      ["I'll note that again.", "Good, I'll note that down.", 'Let me write that down.'],
      ["I'll note that the pain is worse at night."],
    ],
    [
      'pt',
      ['Ótimo, vou anotar isso.', 'Vou registar isso.', 'Deixe-me anotar isso.'],
      ['Vou anotar a dose nova no processo.'],
    ],
    [
      'es',
      ['Bien, lo apunto.', 'Eso lo anoto.', 'Voy a apuntarlo.'],
      ['Voy a apuntar la dosis nueva en la historia.'],
    ],
    [
      'de',
      ['Gut, das notiere ich mir.', 'Ich notiere das noch einmal.', 'Das schreibe ich auf.'],
      ['Ich notiere die neue Dosis in der Akte.'],
    ],
  ])('%s: is no line of the note; what is noted, said with it, is', (language, remarks, said) => {
    for (const remark of remarks) expect(PACKS[language].smallTalk.test(remark)).toBe(true)
    for (const line of said) expect(PACKS[language].smallTalk.test(line)).toBe(false)
  })
})
