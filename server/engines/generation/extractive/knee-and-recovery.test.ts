import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { reviewEngine } from '../../review/offline'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/**
 * A knee in four languages: the clinician greets the patient by the reason they came ('I see you're here about
 * your knee'), and prescribes a gel of the class of a medicine the patient cannot take for their stomach. The
 * greeting is no finding; the prescription, and the referral said with it, are written as said, and the review
 * shows the clinician the conflict.
 */
const KNEE: Record<Language, string[]> = {
  en: [
    "Doctor: Hello Mrs Ahmed, I see you're here about your knee.",
    'Patient: Yes, my right knee has been aching for two months.',
    "Patient: I can't take ibuprofen, it gave me a stomach ulcer.",
    'Doctor: This is most likely osteoarthritis of the right knee.',
    "Doctor: I'd suggest diclofenac gel three times a day, and I'll refer you to physiotherapy.",
  ],
  pt: [
    'Médica: Bom dia, Dona Ana, vejo que vem por causa do joelho.',
    'Doente: Sim, o joelho direito dói-me há dois meses.',
    'Doente: Não posso tomar ibuprofeno, deu-me uma úlcera no estômago.',
    'Médica: Isto é muito provavelmente uma artrose do joelho direito.',
    'Médica: Vou receitar diclofenac gel três vezes por dia e encaminhá-la para a fisioterapia.',
  ],
  es: [
    'Médica: Buenos días, Ana, veo que viene por la rodilla.',
    'Paciente: Sí, me duele la rodilla derecha desde hace dos meses.',
    'Paciente: No puedo tomar ibuprofeno, me dio una úlcera de estómago.',
    'Médica: Esto es muy probablemente una artrosis de la rodilla derecha.',
    'Médica: Le receto diclofenaco gel tres veces al día y le derivo a fisioterapia.',
  ],
  de: [
    'Ärztin: Guten Tag, Frau Brandt, ich sehe, Sie kommen wegen des Knies.',
    'Patientin: Ja, das rechte Knie tut seit zwei Monaten weh.',
    'Patientin: Ibuprofen vertrage ich nicht, davon hatte ich ein Magengeschwür.',
    'Ärztin: Das ist am ehesten eine Arthrose des rechten Knies.',
    'Ärztin: Ich verschreibe Ihnen Diclofenac-Gel dreimal täglich und überweise Sie zur Physiotherapie.',
  ],
}

const REFERRAL: Record<Language, RegExp> = {
  en: /physiotherapy/,
  pt: /fisioterapia/,
  es: /fisioterapia/,
  de: /Physiotherapie/,
}

describe('a knee, greeted by the reason for the visit, and a gel of a class the patient cannot take', () => {
  it.each(Object.keys(KNEE) as Language[])('%s: the greeting is no finding', (language) => {
    const n = note(language, KNEE[language])
    expect(section(n, 'objective')).not.toMatch(/Ahmed|Ana|Brandt|Knie|knee|joelho|rodilla/)
  })

  it.each(Object.keys(KNEE) as Language[])(
    '%s: the prescription and the referral said with it are written, and the review shows the conflict',
    async (language) => {
      const n = note(language, KNEE[language])
      const plan = section(n, 'plan')
      expect(plan).toMatch(/diclofenac/i)
      expect(plan).toMatch(REFERRAL[language])
      const findings = await reviewEngine().check({
        language,
        transcript: KNEE[language].join('\n'),
        inputs: [],
        note: n.markdown,
        ...(n.provenance ? { provenance: n.provenance } : {}),
      })
      expect(findings.findings.map((f) => f.code)).toContain('contradiction_allergy')
    },
  )

  it('a drug of the class of an allergy, not an intolerance, is still left out', () => {
    const n = note('en', [
      'Doctor: What brings you in?',
      'Patient: My right knee aches.',
      'Patient: I am allergic to ibuprofen, my face swelled up.',
      'Doctor: This is most likely osteoarthritis of the right knee.',
      "Doctor: I'd suggest diclofenac gel three times a day.",
    ])
    expect(section(n, 'plan')).not.toMatch(/diclofenac/i)
  })

  it('en: a word of judgement said while examining is a finding ("Ligaments are stable.")', () => {
    const n = note('en', [
      'Doctor: What brings you in?',
      'Patient: My right knee aches.',
      'Doctor: On examination, the right knee has a small effusion. Range of motion is full. Ligaments are stable.',
      'Doctor: This is most likely osteoarthritis of the right knee.',
    ])
    expect(section(n, 'objective')).toMatch(/Ligaments are stable\./)
    expect(section(n, 'assessment')).not.toMatch(/Ligaments/)
  })
})

/**
 * Recovery after a pneumonia, in four languages: the antibiotic course the patient finished is no medicine taken
 * now.
 */
describe('a course finished is no current medication', () => {
  it.each<[Language, string[]]>([
    [
      'de',
      [
        'Ärztin: Haben Sie das Antibiotikum bis zum Ende genommen?',
        'Patient: Ja, alle sieben Tage, das Amoxicillin.',
      ],
    ],
    ['en', ['Doctor: Did you finish the antibiotics?', 'Patient: Yes, all seven days of the amoxicillin.']],
    ['pt', ['Médica: Terminou o antibiótico?', 'Doente: Sim, fiz a amoxicilina até ao fim, sete dias.']],
    ['es', ['Médico: ¿Terminó el antibiótico?', 'Paciente: Sí, la amoxicilina los siete días.']],
  ])('%s', (language, lines) => {
    expect(section(note(language, lines), 'medication')).not.toMatch(/amoxi/i)
  })
})

describe('German: what is not needed and what can be done today, without the "wir"', () => {
  it('writes a test decided against and a vaccine offered', () => {
    const n = note('de', [
      'Ärztin: Sie kommen zur Nachkontrolle nach der Lungenentzündung?',
      'Patient: Ja, es geht mir viel besser.',
      'Ärztin: Die Lunge ist frei. Die Lungenentzündung ist ausgeheilt.',
      'Ärztin: Ein Kontrollröntgen brauchen wir nicht, da Sie Nichtraucher sind.',
      'Ärztin: Ich empfehle Ihnen die Pneumokokken-Impfung, die können wir heute machen.',
    ])
    const plan = section(n, 'plan')
    expect(plan).toMatch(/Ein Kontrollröntgen ist nicht nötig, da Sie Nichtraucher sind\./)
    expect(plan).toMatch(/Pneumokokken-Impfung, heute möglich\./)
    expect(plan).not.toMatch(/(?<![\p{L}])wir(?![\p{L}])/u)
  })
})
