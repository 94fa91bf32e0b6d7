import { describe, expect, it } from 'vitest'
import { soapNote as note, sectionOf as section, wrongIn } from './notes-for-tests'

/**
 * English speech broken off mid-phrase, as a recorder hears it: an article, a preposition or a filler left at the
 * end of a line ('…of your right foot the.', 'Follow up in a week or.', '…and that can be just from.'). The note
 * drops what dangles, cuts a clause whose object was never said, and keeps endings that are whole ('or so', 'to
 * begin with', 'her vision's okay').
 */
const VISIT = [
  'Doctor: Hi Mr Evans, what brings you in?',
  "Patient: My right foot has been swollen for about a week or so, and I'm short of breath on the stairs.",
  'Patient: My ankles were slim to begin with.',
  "Patient: I've been coughing for ten days or so.",
  'Patient: The swelling started two days after my jab for hepatitis A.',
  "Patient: I've had a headache too but my vision's okay.",
  "Doctor: Let me examine you. There's some pitting edema of both ankles, and that can be just from.",
  'Doctor: I can hear a few crackles at both bases and what that means is there is.',
  "Doctor: I'm going to order an echocardiogram and a chest x-ray of the.",
  "Doctor: We'll start furosemide 40 mg in the morning so.",
  'Doctor: Follow up in a week or.',
]

describe('English speech broken off mid-phrase', () => {
  it('drops what dangles and keeps what is whole', async () => {
    const n = note('en', VISIT)
    const body = n.markdown
    expect(body).not.toMatch(/\b(?:the|of|from|or|so|is)\.$/m)
    expect(section(n, 'reason_for_visit')).toMatch(/swollen for about a week\.$/)
    expect(section(n, 'subjective')).toMatch(/for 10 days or so\./)
    expect(section(n, 'subjective')).toMatch(/to begin with\./)
    expect(section(n, 'subjective')).toMatch(/jab for hepatitis A\./)
    expect(section(n, 'subjective')).toMatch(/vision's okay\./)
    expect(section(n, 'objective')).toMatch(/^- There's some pitting edema of both ankles\.$/m)
    expect(section(n, 'objective')).toMatch(/^- A few crackles at both bases\.$/m)
    expect(section(n, 'plan')).toMatch(/^- Order an echocardiogram and a chest x-ray\.$/m)
    expect(section(n, 'plan')).toMatch(/^- Start furosemide 40 mg in the morning\.$/m)
    expect(body).toMatch(/Follow up in a week\./)
    expect(await wrongIn('en', VISIT, n)).toEqual([])
  })
})
