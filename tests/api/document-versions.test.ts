import { describe, expect, it } from 'vitest'
import { callAs, testAppForFile } from './test-app'
import {
  creditBalance,
  documentOf,
  documentOnce,
  documentUrl,
  saveMarkdown,
  signedInUser,
  startedConsultation,
} from './users'

// A document's versions through the real server and database: listed with how each was made, and any
// earlier one restored as a new version, free of charge and reviewed again.

const t = testAppForFile()

type Who = Awaited<ReturnType<typeof signedInUser>>
const as = callAs(t)

const TRANSCRIPT = 'Médico: O que a traz cá? Doente: Tenho tosse seca há uma semana, sem febre.'
/** A hand edit stating a dose nobody said: its review has a finding the generated note had not. */
const EDITED = '## Plano\n\nAmoxicilina 875 mg de 12 em 12 horas durante 7 dias.'

const versions = async (who: Who, session: string, docId: string) =>
  (await as(who, 'GET', documentUrl(session, docId, '/versions'))).json().data.d_versions as {
    version: number
    source: string
    content: string
    restored_from: number | null
    created_at: string
  }[]

const restore = (who: Who, session: string, docId: string, version: number | string) =>
  as(who, 'POST', `${documentUrl(session, docId)}/versions/${version}/restore`)

/** A consultation whose note was generated (version 1), then edited by hand (version 2). */
async function editedNote(who: Who) {
  const session = await startedConsultation(t, who, TRANSCRIPT)
  const docId = (await as(who, 'POST', documentUrl(session, 'main'))).json().data.d_generated_document
    .id as string
  const generated = await documentOnce(t, who, session, docId)
  expect((await saveMarkdown(t, who, session, docId, EDITED)).statusCode).toBe(200)
  return { session, docId, generated: generated.content as string }
}

describe('the versions of a document', () => {
  it('lists every version newest first, with how it was made and when', async () => {
    const ana = await signedInUser(t)
    const { session, docId, generated } = await editedNote(ana)
    const listed = await versions(ana, session, docId)
    expect(listed.map(({ version, source, restored_from }) => ({ version, source, restored_from }))).toEqual([
      { version: 2, source: 'markdown', restored_from: null },
      { version: 1, source: 'generated', restored_from: null },
    ])
    expect(listed[1]!.content).toBe(generated)
    expect(Number.isNaN(Date.parse(listed[0]!.created_at))).toBe(false)
    // The document says how its current version was made: the app asks before generating over an edit.
    expect((await documentOf(t, ana, session, docId)).source).toBe('markdown')
  })
})

describe('restoring a version', () => {
  it('copies it into a new current version, marked restored, unsigned and reviewed again', async () => {
    const ana = await signedInUser(t)
    const { session, docId, generated } = await editedNote(ana)
    const edited = await documentOf(t, ana, session, docId)
    expect(edited.review.findings.length).toBeGreaterThan(0)
    const signed = await t.app.inject({
      method: 'POST',
      url: documentUrl(session, docId, '/signoff'),
      headers: ana.headers,
      payload: { version: 2 },
    })
    expect(signed.statusCode).toBe(200)

    const res = await restore(ana, session, docId, 1)
    expect(res.statusCode).toBe(200)
    const doc = res.json().data.d_generated_document
    expect(doc).toMatchObject({ status: 'ready', version: 3, content: generated, source: 'restored' })
    expect(doc.signoff).toBeNull()
    // The review is the restored text's, not the edit's: the invented dose is no longer a finding.
    expect(doc.review.version).toBe(3)
    expect(JSON.stringify(doc.review.findings)).not.toContain('875')
    expect(doc.review.findings.map((finding: { id: string }) => finding.id)).toEqual(
      reviewOf(generated).findings.map((finding) => finding.id),
    )

    expect((await versions(ana, session, docId))[0]).toMatchObject({
      version: 3,
      source: 'restored',
      restored_from: 1,
      content: generated,
    })
    expect(await documentOf(t, ana, session, docId)).toMatchObject({ version: 3, content: generated })
  })

  it('spends no credit', async () => {
    const ana = await signedInUser(t)
    const { session, docId } = await editedNote(ana)
    const before = await creditBalance(t, ana)
    expect((await restore(ana, session, docId, 1)).statusCode).toBe(200)
    expect((await restore(ana, session, docId, 2)).statusCode).toBe(200)
    expect(await creditBalance(t, ana)).toBe(before)
    expect((await documentOf(t, ana, session, docId)).version).toBe(4)
  })

  it('answers 404 naming the versions there are for a version that does not exist', async () => {
    const ana = await signedInUser(t)
    const { session, docId } = await editedNote(ana)
    const res = await restore(ana, session, docId, 7)
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toMatchObject({
      code: 'not_found',
      message: 'The document has no version 7: its versions are 1 to 2',
      fields: { version: 'No such version' },
    })
    expect((await documentOf(t, ana, session, docId)).version).toBe(2)
  })

  it('answers 400 with the field for a version that is not a number', async () => {
    const ana = await signedInUser(t)
    const { session, docId } = await editedNote(ana)
    for (const bad of ['abc', '0', '1.5', '99999999999']) {
      const res = await restore(ana, session, docId, bad)
      expect(res.statusCode, bad).toBe(400)
      expect(Object.keys(res.json().error.fields ?? {}), bad).toContain('version')
    }
  })

  it('answers 409 for the version already current', async () => {
    const ana = await signedInUser(t)
    const { session, docId } = await editedNote(ana)
    const res = await restore(ana, session, docId, 2)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Version 2 is already the current one')
  })

  it("refuses another clinician's document as if it did not exist, and changes nothing", async () => {
    const ana = await signedInUser(t)
    const bruno = await signedInUser(t)
    const { session, docId } = await editedNote(ana)
    expect((await restore(bruno, session, docId, 1)).statusCode).toBe(404)
    expect((await as(bruno, 'GET', documentUrl(session, docId, '/versions'))).statusCode).toBe(404)
    expect((await documentOf(t, ana, session, docId)).version).toBe(2)
    expect(await versions(ana, session, docId)).toHaveLength(2)
  })
})

/** What the review check finds in `note` against the same transcript, for comparison. */
const reviewOf = (note: string) =>
  t.review.check({ language: 'pt', transcript: TRANSCRIPT, inputs: [], note })
