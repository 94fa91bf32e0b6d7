import { describe, expect, it } from 'vitest'
import type { Language } from '../../../../contract/common'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/** What a relative had is family history, whatever the question that asked for it looks like. */

describe('a yes/no question asked of the family', () => {
  it.each<[Language, string[], RegExp]>([
    [
      'de',
      ['Ärztin: Gibt es Krebs in der Familie?', 'Patientin: Meine Mutter hatte mit 45 Brustkrebs.'],
      /^- Ihre Mutter hatte mit 45 Brustkrebs\.$/,
    ],
    [
      'pt',
      ['Médica: Há cancro na família?', 'Doente: A minha mãe teve cancro da mama aos 45.'],
      /^- A sua mãe teve cancro da mama aos 45\.$/,
    ],
    [
      'es',
      ['Médica: ¿Hay cáncer en la familia?', 'Paciente: Mi madre tuvo cáncer de mama a los 45.'],
      /^- Su madre tuvo cáncer de mama a los 45\.$/,
    ],
    [
      'en',
      ['Doctor: Any cancer in the family?', 'Patient: My mother had breast cancer at 45.'],
      /^- The patient's mother had breast cancer at 45\.$/,
    ],
  ])('%s: is answered in the family history, never as the patient’s', (language, lines, line) => {
    const n = note(language, lines)
    expect(section(n, 'family_history')).toMatch(line)
    expect(section(n, 'subjective')).not.toMatch(/45/)
  })
})

describe("a number closing a sentence before 'I've', 'I'm'", () => {
  it('en: the next sentence is its own, never joined to the relative’s', () => {
    const n = note('en', [
      'Doctor: Any cancer in the family?',
      "Patient: My mother had breast cancer at 45. I've never had any lumps myself.",
    ])
    expect(section(n, 'family_history')).toMatch(/^- The patient's mother had breast cancer at 45\.$/)
    expect(n.markdown).not.toMatch(/\. the patient/)
  })
})
