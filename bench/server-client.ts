// A clinician of a benchmark's running server, and its JSON calls: signed up, confirmed from the outbox,
// signed in.
import type { RunningServer } from '../tests/e2e/harness'
import { readOutbox } from '../tests/support/outbox'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A confirmed, signed-in clinician: the authorization header of their calls. The confirmation mail is read
 * from the server's outbox, or from `outboxesOf` when other processes send the mail.
 */
export async function signedIn(
  server: Pick<RunningServer, 'baseUrl' | 'dataDir'>,
  options: { name?: string; language?: string; outboxesOf?: { dataDir: string }[] } = {},
): Promise<{ authorization: string }> {
  const user = {
    name: options.name ?? 'Dra. Bench',
    email: `bench-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.test`,
    password: 'segredo-123',
    language: options.language ?? 'en',
  }
  const json = { 'content-type': 'application/json' }
  const signup = await fetch(`${server.baseUrl}/v1/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ user }),
  })
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`)
  // Mail goes out from a job, after the signup has answered: up to 10 s.
  let token: string | undefined
  for (let i = 0; i < 100 && !token; i += 1) {
    for (const { dataDir } of options.outboxesOf ?? [server])
      token ??= readOutbox(`${dataDir}/outbox`).find((mail) => mail.to.includes(user.email))?.link?.token
    if (!token) await sleep(100)
  }
  if (!token) throw new Error('no confirmation mail')
  await fetch(`${server.baseUrl}/v1/confirm_email/${token}`, { method: 'PATCH' })
  const login = await fetch(`${server.baseUrl}/v1/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ user: { email: user.email, password: user.password } }),
  })
  const bearer = login.headers.get('authorization')
  if (!bearer) throw new Error(`login answered ${login.status}`)
  return { authorization: bearer }
}

/** A JSON call answering its `data`; anything but 2xx throws with the answer. */
export async function call<T>(
  server: RunningServer,
  auth: Record<string, string>,
  method: string,
  url: string,
  body?: unknown,
) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { data: T }).data
}

/** A new general-practice consultation in English, as the benches start one. */
export async function newConsultation(server: RunningServer, auth: Record<string, string>) {
  const { d_consultation_session: session } = await call<{ d_consultation_session: { id: string } }>(
    server,
    auth,
    'POST',
    '/v1/consultation_sessions',
    { consultation_type_id: 'general_practice_soap', force: true, language: 'en' },
  )
  return session
}

/** 16-bit mono PCM samples as a WAV file, as the recorder uploads its chunks. */
export function wav(samples: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples.length * 2, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(samples.length * 2, 40)
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.length * 2)])
}

/** Whether a chunk's transcription is over: its text, no speech heard, or a failure. */
export const settled = (status: string) =>
  status === 'transcribed' || status === 'silent' || status === 'failed'

/** The consultation's chunks, with where their transcription stands. */
export async function chunksOf(server: RunningServer, auth: Record<string, string>, id: string) {
  const { d_audios: chunks } = await call<{ d_audios: { order: number; status: string }[] }>(
    server,
    auth,
    'GET',
    `/v1/consultation_sessions/${id}/audios`,
  )
  return chunks
}

/** Finishes the consultation and asks for its main note, as the finish button does; answers the note's id. */
export async function finishedAskingForNote(server: RunningServer, auth: Record<string, string>, id: string) {
  await call(server, auth, 'PUT', `/v1/consultation_sessions/${id}/finish`)
  const { d_generated_document: note } = await call<{ d_generated_document: { id: string } }>(
    server,
    auth,
    'POST',
    `/v1/consultation_sessions/${id}/generated_documents/main`,
    {},
  )
  return note.id
}

/** A generated document as it stands. */
export async function documentOf(
  server: RunningServer,
  auth: Record<string, string>,
  id: string,
  docId: string,
) {
  const { d_generated_document: document } = await call<{
    d_generated_document: { status: string; content: string | null; error: string | null }
  }>(server, auth, 'GET', `/v1/consultation_sessions/${id}/generated_documents/${docId}`)
  return document
}

/** Waits until every chunk of a consultation up to `last` (by order) is settled. */
export async function chunksSettledUpTo(
  server: RunningServer,
  auth: Record<string, string>,
  id: string,
  last: number,
) {
  if (last < 0) return
  for (;;) {
    const chunks = await chunksOf(server, auth, id)
    if (chunks.filter((chunk) => chunk.order <= last && settled(chunk.status)).length === last + 1) return
    await sleep(100)
  }
}

/** Uploads one chunk of a consultation as the browser's upload queue does (multipart, by order). */
export async function uploadChunk(
  server: RunningServer,
  auth: Record<string, string>,
  id: string,
  order: number,
  file: Buffer,
) {
  const form = new FormData()
  form.set('order', String(order))
  form.set('audio_file', new Blob([new Uint8Array(file)], { type: 'audio/wav' }), `chunk-${order}.wav`)
  const upload = await fetch(`${server.baseUrl}/v1/consultation_sessions/${id}/audios`, {
    method: 'POST',
    headers: auth,
    body: form,
  })
  if (upload.status !== 201 && upload.status !== 200) throw new Error(`chunk ${order}: ${upload.status}`)
}

/**
 * Uploads a chunk once it has been spoken (its last sample, at `speedup` times real time from `started`) and
 * the chunks before it are transcribed, as a recorder in a real consultation sends it.
 */
export async function uploadWhenSpoken(
  server: RunningServer,
  auth: Record<string, string>,
  id: string,
  chunk: { order: number; samples: Int16Array; end: number },
  pace: { started: number; speedup: number; sampleRate: number },
) {
  await sleep(Math.max(0, pace.started + (chunk.end / pace.sampleRate) * (1000 / pace.speedup) - Date.now()))
  await chunksSettledUpTo(server, auth, id, chunk.order - 1)
  await uploadChunk(server, auth, id, chunk.order, wav(chunk.samples, pace.sampleRate))
}

/** Types the consultation's transcript, as the clinician's edit of it does. */
export async function typeTranscript(
  server: RunningServer,
  auth: Record<string, string>,
  id: string,
  text: string,
) {
  await call(server, auth, 'PUT', `/v1/consultation_sessions/${id}/transcription`, { transcription: text })
}

/** Waits until a generated document is ready or has failed, and answers it as it then stands. */
export async function documentWhenSettled(
  server: RunningServer,
  auth: Record<string, string>,
  id: string,
  docId: string,
) {
  for (;;) {
    await sleep(100)
    const document = await documentOf(server, auth, id, docId)
    if (document.status === 'ready' || document.status === 'failed') return document
  }
}

/** Waits until the consultation's first `count` chunks are settled, and answers its chunks. */
export async function settledChunks(
  server: RunningServer,
  auth: Record<string, string>,
  id: string,
  count: number,
) {
  await chunksSettledUpTo(server, auth, id, count - 1)
  return chunksOf(server, auth, id)
}
