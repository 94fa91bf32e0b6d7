import { describe, expect, it } from 'vitest'
import { callAs, testAppForFile } from '../test-app'
import { saveMarkdown, signedInUser, startedConsultation } from '../users'

const t = testAppForFile()
const as = callAs(t)

type Who = Awaited<ReturnType<typeof signedInUser>>
/** The documented maximum, in letters that take two bytes each in UTF-8 (a Portuguese text's worst case is not far). */
const MAX = 2_000_000
const accented = (characters: number) => 'ãé'.repeat(characters / 2)

const newSession = (who: Who) => startedConsultation(t, who)

describe('text limits', () => {
  it('lets /generate take the documented 2,000,000 characters of accented text', async () => {
    const ana = await signedInUser(t)
    // An unknown template is refused after the body is read: the answer shows the body got through.
    const res = await as(ana, 'POST', '/generate', {
      data: { text: accented(MAX) },
      template: 'no-such-template',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ template: 'Not a consultation type or a document' })
  })

  it('answers 413 naming the limit when a /generate body is past it', async () => {
    const ana = await signedInUser(t)
    const res = await as(ana, 'POST', '/generate', {
      data: { text: 'x'.repeat(12 * 1024 * 1024) },
      template: 'general_practice_soap',
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().error.message).toContain('2000000 characters')
    expect(res.json().error.fields).toEqual({ 'data.text': 'At most 2000000 characters' })
  })

  it('lets notes and a transcript take the documented 2,000,000 characters of accented text', async () => {
    const ana = await signedInUser(t)
    const id = await newSession(ana)
    const notes = await as(ana, 'PUT', `/v1/consultation_sessions/${id}`, { notes: accented(MAX) })
    expect(notes.statusCode).toBe(200)
    const transcript = await as(ana, 'PUT', `/v1/consultation_sessions/${id}/transcription`, {
      transcription: accented(MAX),
    })
    expect(transcript.statusCode).toBe(200)
  })

  it('reads a document edit of 2,000,000 accented characters whole, and refuses a longer one with 413', async () => {
    const ana = await signedInUser(t)
    const id = await newSession(ana)
    const regenerate = (markdown: string) =>
      saveMarkdown(t, ana, id, '00000000-0000-4000-8000-000000000000', markdown)
    // No such document: the form was read whole and only then was the document looked for.
    expect((await regenerate(accented(MAX))).statusCode).toBe(404)
    for (const markdown of [accented(MAX + 2), 'x'.repeat(9_000_000)]) {
      const refused = await regenerate(markdown)
      expect(refused.statusCode).toBe(413)
      expect(refused.json().error.fields).toEqual({
        'requested_changes[markdown]': 'At most 2000000 characters',
      })
    }
  })
})
