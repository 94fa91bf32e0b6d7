import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import type { FindingCode } from '../../../contract/review'
import { reviewEngine } from './offline'

/** What the check finds of one code on a note of one line under a heading, against a transcript. */
const found = (code: FindingCode) => (language: Language, transcript: string, line: string) =>
  reviewEngine()
    .check({ language, transcript, inputs: [], note: `## Note\n\n${line}\n` })
    .findings.filter((f) => f.code === code)

/** A correct line raises nothing of the code; the faulty one does. */
const holds =
  (code: FindingCode) => (language: Language, transcript: string, correct: string, faulty: string) => {
    expect(found(code)(language, transcript, correct)).toEqual([])
    expect(found(code)(language, transcript, faulty)).not.toEqual([])
  }

/**
 * A reaction to a drug said in the consultation makes the drug one to avoid; a note line that names the drug as
 * the cause of the reaction, or the reaction as its side effect, gives nothing against it.
 */
describe('a line naming a reaction to a drug', () => {
  it.each<[Language, string, string, string]>([
    [
      'de',
      'Ärztin: Das sieht nach einer Reaktion auf das Allopurinol aus.\nÄrztin: Setzen Sie das Allopurinol sofort ab.\n',
      '- Verdacht auf Reaktion auf das Allopurinol',
      '- Allopurinol 100 mg täglich weiter einnehmen.',
    ],
    [
      'de',
      'Arzt: Die Schwellung ist eine allergische Reaktion auf das Amlodipin, das setzen wir ab.\n',
      '- Verdacht auf Nebenwirkung von Amlodipin',
      '- Amlodipin 5 mg weiter einnehmen.',
    ],
    [
      'en',
      'Doctor: This is an allergic reaction to the allopurinol, so stop it today.\n',
      '- Probable side effect of allopurinol',
      '- Continue allopurinol 100 mg daily.',
    ],
  ])(
    '%s: is no drug given against the reaction (and the drug given is still found)',
    holds('contradiction_allergy'),
  )
})

/**
 * 'Dores de cabeça ou tonturas?' 'Dores de cabeça não. Tonturas uma ou duas vezes…': the no after headaches
 * closes its own sentence; it reaches nothing of the next one, which affirms the dizziness.
 */
describe('a no said after what it denies, then another thing affirmed', () => {
  it.each<[Language, string, string, string]>([
    [
      'pt',
      'Médica: Dores de cabeça ou tonturas?\nDoente: Dores de cabeça não. Tonturas uma ou duas vezes quando me levanto depressa.\n',
      'Nega dores de cabeça. Tonturas 1 ou 2 vezes quando se levanta depressa.',
      'Nega dores de cabeça. Refere dores de cabeça.',
    ],
    [
      'es',
      'Médico: ¿Dolor de cabeza o mareos?\nPaciente: Dolor de cabeza no. Mareos una o dos veces al levantarme.\n',
      'Niega dolor de cabeza. Mareos 1 o 2 veces al levantarse.',
      'Refiere dolor de cabeza.',
    ],
    [
      'en',
      'Doctor: Headaches or dizziness?\nPatient: Headaches, no. Dizzy once or twice when I stand up.\n',
      'Denies headaches. Dizzy once or twice when she stands up.',
      'Reports headaches.',
    ],
  ])(
    '%s: the note affirming the other thing raises nothing; one affirming the denied thing is found',
    holds('contradiction_negation'),
  )
})

describe("'Ich verordne Ihnen sechs Einheiten Physiotherapie'", () => {
  it("names no drug 'Ihnen': no omission of a change to it is reported", () => {
    const findings = reviewEngine()
      .check({
        language: 'de',
        transcript:
          'Ärztin: Das ist eine Plantarfasziitis.\nÄrztin: Ich verordne Ihnen sechs Einheiten Physiotherapie.\n',
        inputs: [],
        note: '## A\n\n- Plantarfasziitis\n',
      })
      .findings.filter((f) => f.code === 'omission_prescription')
    expect(findings).toEqual([])
  })
})

describe('physiotherapy sessions counted in units', () => {
  const transcript =
    'Ärztin: Ich verordne Ihnen Schuheinlagen mit Fersenpolster und sechs Einheiten Physiotherapie.\n'
  it("'sechs Einheiten Physiotherapie' supports '6 Einheiten'", () => {
    const line = '- Schuheinlagen mit Fersenpolster und 6 Einheiten Physiotherapie verordnen.'
    expect(found('unsupported_number')('de', transcript, line)).toEqual([])
  })
  it('a changed count is a contradiction', () => {
    expect(
      found('contradiction_value')('de', transcript, '- 8 Einheiten Physiotherapie verordnen.'),
    ).not.toEqual([])
  })
})

/**
 * 'Quedas não. Às vezes sangram-me as gengivas': a no after a word it denies closes its own sentence even when
 * the word is none the check knows as a symptom ('quedas', 'Stürze'); the bleeding told next is affirmed, and a
 * fresh note that says it raises nothing. A note that denies the bleeding is still found.
 */
describe('a no said after a word it denies, then a symptom told', () => {
  it.each<[Language, string, string, string]>([
    [
      'pt',
      'Médico: Tem tido quedas ou hemorragias?\nDoente: Quedas não. Às vezes sangram-me um pouco as gengivas quando lavo os dentes.\n',
      'Às vezes sangram-lhe um pouco as gengivas quando lava os dentes.',
      'Nega hemorragias. Não lhe sangram as gengivas.',
    ],
    [
      'es',
      'Médico: ¿Ha tenido caídas o sangrados?\nPaciente: Caídas no. A veces me sangran un poco las encías al cepillarme.\n',
      'A veces le sangran un poco las encías al cepillarse.',
      'No le sangran las encías.',
    ],
    [
      'en',
      'Doctor: Any falls or bleeding?\nPatient: Falls, no. Sometimes my gums bleed a little when I brush.\n',
      'Sometimes her gums bleed a little when she brushes.',
      'Her gums do not bleed.',
    ],
    [
      'de',
      'Arzt: Hatten Sie Stürze oder Schwindel?\nPatientin: Stürze nicht. Manchmal ist mir beim Aufstehen schwindelig.\n',
      'Manchmal beim Aufstehen schwindelig.',
      'Verneint Schwindel.',
    ],
  ])(
    '%s: the note telling the symptom raises nothing; one denying it is found',
    holds('contradiction_negation'),
  )
})
