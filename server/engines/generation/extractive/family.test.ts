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

describe("a sibling's allergy told by the patient's mother", () => {
  it.each<[Language, string[]]>([
    [
      'en',
      [
        'Doctor: Any allergies?',
        "Mother: He's fine with everything, but his sister is allergic to penicillin.",
      ],
    ],
    ['pt', ['Médica: Alergias?', 'Mãe: Ele não tem alergias, mas a irmã é alérgica à penicilina.']],
    ['es', ['Médico: ¿Alergias?', 'Madre: Él no, pero su hermana es alérgica a la penicilina.']],
    [
      'de',
      [
        'Ärztin: Hat er Allergien?',
        'Mutter: Er ist gegen nichts allergisch, aber seine Schwester ist gegen Penicillin allergisch.',
      ],
    ],
  ])("%s: is the sister's, never the patient's", (language, lines) => {
    expect(section(note(language, lines), 'allergies')).not.toMatch(/penicil/i)
  })

  it("de: the child's own allergy told by his mother is still his", () => {
    const n = note('de', [
      'Ärztin: Hat er Allergien?',
      'Mutter: Ja, gegen Penicillin, da bekommt er Ausschlag.',
    ])
    expect(section(n, 'allergies')).toMatch(/^- Allergie: Penicillin \(Ausschlag\)$/m)
  })
})
