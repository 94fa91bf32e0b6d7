import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { createConfirmedUser } from '../../server/features/accounts/service'
import { multipart } from '../support/multipart'
import { readOutbox } from '../support/outbox'
import { speechClips } from '../support/speech'
import type { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Who = { headers: Record<string, string> }

/** `who` posts `form` (made with `multipart`) to `url`, as the app sends an upload. */
export const postForm = (t: TestApp, who: Who, url: string, form: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.headers, ...form.headers }, payload: form.payload })

/** A confirmed clinician signed in through the real login endpoint; `headers` carry the bearer token. */
export async function signedInUser(t: TestApp, language: 'pt' | 'en' | 'de' | 'es' = 'pt') {
  const email = `clinician-${randomBytes(4).toString('hex')}@clinic.example`
  const password = 'secret-pass'
  const user = await createConfirmedUser(
    { db: t.database.db },
    { email, name: 'Dra. Ana Lima', password, language, welcomeCredits: t.config.credits.welcome },
  )
  const res = await t.app.inject({ method: 'POST', url: '/v1/login', payload: { user: { email, password } } })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
  const token = String(res.headers.authorization).replace(/^Bearer /, '')
  return { user, email, password, token, headers: { authorization: `Bearer ${token}` } }
}

/** `who`, asking in `language` (an Accept-Language header beside their session's). */
export const speaking = (who: { headers: Record<string, string> }, language: string) => ({
  headers: { ...who.headers, 'accept-language': language },
})

/**
 * A consultation of `typeId` (general practice by default) started by `who` (closing any they left open),
 * and its id; with `transcription`, that text is saved as its transcript. A refused start fails the test
 * with the answer.
 */
export async function startedConsultation(
  t: TestApp,
  who: Who,
  transcription?: string,
  typeId = 'general_practice_soap',
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/consultation_sessions',
    headers: who.headers,
    payload: { consultation_type_id: typeId, mobile: false, force: true },
  })
  if (res.statusCode !== 201)
    throw new Error(`starting a consultation answered ${res.statusCode}: ${res.body}`)
  const id = res.json().data.d_consultation_session.id as string
  if (transcription !== undefined) {
    await t.app.inject({
      method: 'PUT',
      url: `/v1/consultation_sessions/${id}/transcription`,
      headers: who.headers,
      payload: { transcription },
    })
  }
  return id
}

/**
 * `who` uploads `audio` as chunk `order` of consultation `sessionId`, as the recorder sends it (the order and
 * a WAV file part); without `audio`, the form carries the order alone.
 */
export function uploadChunk(t: TestApp, who: Who, sessionId: string, order: number | string, audio?: Buffer) {
  const body = multipart(
    { order: String(order) },
    audio ? [{ name: 'audio_file', data: audio, filename: 'chunk.wav', type: 'audio/wav' }] : [],
  )
  return postForm(t, who, `/v1/consultation_sessions/${sessionId}/audios`, body)
}

/**
 * `who` asks for a change of document `docId` of consultation `sessionId`, as the editor sends it: the form's
 * fields and, for a spoken instruction, its audio file.
 */
export function requestChange(
  t: TestApp,
  who: Who,
  sessionId: string,
  docId: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
) {
  const body = multipart(fields, file ? [file] : [])
  return postForm(t, who, documentUrl(sessionId, docId, '/regenerate'), body)
}

/** The same, the instruction spoken: a sample clip as its audio, heard as the transcription double says. */
export const requestSpokenChange = (t: TestApp, who: Who, sessionId: string, docId: string) =>
  requestChange(
    t,
    who,
    sessionId,
    docId,
    {},
    { name: 'requested_changes[audio]', data: speechClips()[0]!.wav },
  )

/** The token of the last invitation mailed to `email`, once the mails queued so far are sent. */
export async function invitationTokenMailedTo(t: TestApp, email: string) {
  await t.mailsSent()
  const mail = readOutbox(t.config.outboxDir)
    .filter((m) => m.to.includes(email))
    .at(-1)
  const token = /\/organization\/invitations\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no invitation mail to ${email}`)
  return token
}

/** `who` saves `markdown` as their own version of the document (the edit dialog's markdown tab). */
export const saveMarkdown = (t: TestApp, who: Who, sessionId: string, docId: string, markdown: string) =>
  requestChange(t, who, sessionId, docId, { 'requested_changes[markdown]': markdown })

/** A generated document's address, with `path` for one of its parts (`/versions`, `/review`, …). */
export const documentUrl = (sessionId: string, docId: string, path = '') =>
  `/v1/consultation_sessions/${sessionId}/generated_documents/${docId}${path}`

/** The generated document as `who` reads it now. */
export const documentOf = async (t: TestApp, who: Who, sessionId: string, docId: string) =>
  (await t.app.inject({ method: 'GET', url: documentUrl(sessionId, docId), headers: who.headers })).json()
    .data.d_generated_document

/** The generated document once its job has left it `status` (ready unless said). */
export async function documentOnce(t: TestApp, who: Who, sessionId: string, docId: string, status = 'ready') {
  await expect
    .poll(async () => (await documentOf(t, who, sessionId, docId)).status, { timeout: 20_000, interval: 100 })
    .toBe(status)
  return documentOf(t, who, sessionId, docId)
}

/** The credits `who` can spend now (their first pool's balance). */
export const creditBalance = async (t: TestApp, who: Who) =>
  (
    (await t.app.inject({ method: 'GET', url: '/v1/credits', headers: who.headers })).json().data.d_pools as {
      balance: number
    }[]
  )[0]!.balance
