import { describe, expect, it } from 'vitest'
import { soapNote as note, sectionOf as section } from './notes-for-tests'

/** A child's cough told by his mother: what the clinician tells her to give, and her answers. */
describe("a carer's consultation", () => {
  const n = note('en', [
    "Doctor: Hi, what's brought you in with Leo today?",
    "Mother: He's had a cough for five days and a temperature on and off.",
    'Doctor: How high has the temperature been?',
    'Mother: Between thirty-eight and thirty-eight point five, but nothing since yesterday.',
    'Doctor: Is the cough bringing anything up?',
    "Mother: No, it's a dry cough, worse at night.",
    'Doctor: Is he eating and drinking?',
    'Mother: Drinking fine, eating a bit less.',
    'Doctor: Any allergies?',
    "Mother: He's not allergic to anything, but his sister is allergic to penicillin.",
    'Doctor: How much does he weigh now?',
    'Mother: Eighteen kilos.',
    'Doctor: Let me listen to his chest. His chest is clear, no wheeze, no crackles. Temperature 37.2, oxygen 98 percent.',
    "Doctor: This is a viral cough. I'm not worried about pneumonia.",
    "Doctor: He doesn't need antibiotics.",
    "Doctor: You can give paracetamol, 270 milligrams, up to four times a day if he's uncomfortable.",
    "Doctor: Don't give him aspirin.",
    "Doctor: If he's not better in a week, or if he breathes fast or stops drinking, bring him back straight away.",
  ])

  it("'You can give paracetamol…' is advice to the carer, never what the patient can give", () => {
    expect(section(n, 'plan')).toMatch(
      /^- May give paracetamol, 270 mg, up to 4 times a day if he's uncomfortable\.$/m,
    )
    expect(section(n, 'plan')).not.toMatch(/The patient can give/)
  })

  it("'No, it's a dry cough, worse at night' is written without the no, which answered a question the note does not keep", () => {
    expect(section(n, 'subjective')).toMatch(/ It's a dry cough, worse at night\./)
    expect(section(n, 'subjective')).not.toMatch(/No, it's/)
  })
})
