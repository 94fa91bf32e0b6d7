import { describe, expect, it } from 'vitest'
import type { Language } from '../../../contract/common'
import { reviewEngine } from './offline'

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
    (language, transcript, line, given) => {
      const check = (text: string) =>
        reviewEngine()
          .check({ language, transcript, inputs: [], note: `## Assessment\n\n${text}\n` })
          .findings.filter((f) => f.code === 'contradiction_allergy')
      expect(check(line)).toEqual([])
      expect(check(given)).not.toEqual([])
    },
  )
})
