import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/** Orders in offline notes: said in whatever tense, written as an order, never in the first person. */

describe('an order said in the progressive is the plan, as an order', () => {
  // (German has no progressive: 'Ich veranlasse' is its present.)
  it.each<[Language, string[], RegExp]>([
    [
      'en',
      [
        'Doctor: This sounds like carpal tunnel syndrome.',
        "Doctor: I'm also requesting nerve conduction studies.",
      ],
      /^- Request nerve conduction studies\.$/m,
    ],
    [
      'pt',
      [
        'Médico: Parece uma síndrome do túnel cárpico.',
        'Médico: Estou também a pedir um estudo de condução nervosa.',
      ],
      /^- Pedir um estudo de condução nervosa\.$/m,
    ],
    [
      'es',
      ['Médico: Parece un síndrome del túnel carpiano.', 'Médico: Le estoy pidiendo una analítica.'],
      /^- Pedir una analítica\.$/m,
    ],
  ])('%s: %s', (language, lines, line) => {
    const plan = section(note(language, lines), 'plan')
    expect(plan).toMatch(line)
    expect(plan).not.toMatch(/(?<![\p{L}])(?:I|I'm|estou|estoy)(?![\p{L}])/iu)
  })
})

describe("de: 'Ich veranlasse …'", () => {
  it('is an order of the plan, even of a test the vocabulary does not know', () => {
    const plan = section(
      note('de', [
        'Arzt: Was führt Sie zu mir?',
        'Patient: Meine Frau sagt, ich schnarche.',
        'Arzt: Am wahrscheinlichsten ist es eine Schlafapnoe.',
        'Arzt: Ich veranlasse eine Schlafuntersuchung.',
      ]),
      'plan',
    )
    expect(plan).toMatch(/^- Eine Schlafuntersuchung veranlassen\.$/m)
  })
})
