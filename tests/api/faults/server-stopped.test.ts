import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pcmFromWav } from '../../../server/engines/transcription/wav-pcm'
import { wavFromPcm } from '../../../server/features/consultations/wav'
import { multipart } from '../../support/multipart'
import { type OutboxMail, readOutbox } from '../../support/outbox'
import { freePort, type ServerProcess, startServer } from '../../support/server-processes'
import { SPEECH_DIR } from '../../support/speech'
import { startTranscriptionApiDouble } from '../../support/transcription-api-double'
import { dataDirWithDatabase } from '../test-app'

/**
 * The fault suite: the real server process (embedded database) killed with SIGKILL while a browser uploads
 * chunks and while jobs run, then started again on the same data folder. Every chunk is stored once, every
 * transcription and the document finish, the document is generated once and its credit spent once.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let speech: Awaited<ReturnType<typeof startTranscriptionApiDouble>>
let dataDir: string
let port: number
let base: string
let server: ServerProcess | null = null
/** What every start printed, the last 20 000 characters of it. */
let output = ''

/** Starts the server on the data folder and waits until it answers /health (90 s at most). */
async function start() {
  server = startServer({
    dataDir,
    port,
    env: {
      TRANSCRIPTION_ENGINE: 'openai',
      TRANSCRIPTION_URL: speech.baseUrl,
      WELCOME_CREDITS: '5',
      CREDITS_PER_DOCUMENT: '1',
    },
    onOutput: (text) => {
      output = (output + text).slice(-20_000)
    },
  })
  await server.healthy(90_000)
}

/** SIGKILL: no shutdown hook runs, as when the machine loses power. */
const kill = async () => server?.kill()

beforeAll(async () => {
  // Transcriptions take a while, so jobs are running when the server is killed.
  speech = await startTranscriptionApiDouble(() => 'O doente refere tosse.')
  dataDir = dataDirWithDatabase('escriba-faults-')
  port = await freePort()
  base = `http://127.0.0.1:${port}`
  await start()
}, 120_000)
afterAll(async () => {
  await kill()
  await speech?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** A call as the browser makes it: on a dropped connection or a 5xx it waits and tries again (60 s at most). */
async function retrying(url: string, init: () => RequestInit) {
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      const res = await fetch(`${base}${url}`, init())
      if (res.status < 500) return res
    } catch {
      // the server is down: the browser keeps the chunk and tries again
    }
    if (Date.now() > deadline) throw new Error(`${url} kept failing for 60 s: ${output}`)
    await sleep(150)
  }
}

async function json(url: string, token: string, method = 'GET', body?: unknown) {
  const res = await retrying(url, () => ({
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }))
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } }
}

async function signedUp() {
  const email = `faults-${randomBytes(4).toString('hex')}@clinic.example`
  await json('/v1/signup', '', 'POST', {
    user: { name: 'Dra. Falha', email, password: 'secret-pass', language: 'pt' },
  })
  // The confirmation mail is written by a job, after the signup has answered.
  let link: OutboxMail['link']
  await expect
    .poll(
      () => {
        link = readOutbox(join(dataDir, 'outbox')).find((m) => m.to.includes(email) && m.link)?.link
        return link
      },
      { timeout: 10_000 },
    )
    .toBeDefined()
  if (!link) throw new Error(`no confirmation mail to ${email}`)
  const res = await retrying(`/v1/confirm_email/${link.token}`, () => ({ method: 'PATCH' }))
  expect(res.status).toBe(200)
  return String(res.headers.get('authorization')).replace(/^Bearer /, '')
}

/** Speech, cut in 1.25 s chunks: each chunk its own bytes, as the recorder cuts them. */
const speechPcm = pcmFromWav(readFileSync(join(SPEECH_DIR, 'en_jfk.wav')))
const chunk = (order: number) => {
  const samples = speechPcm.subarray(order * 20_000, order * 20_000 + 20_000)
  return wavFromPcm(Int16Array.from(samples, (x) => Math.round(x * 32767)))
}

function upload(token: string, sessionId: string, order: number) {
  return retrying(`/v1/consultation_sessions/${sessionId}/audios`, () => {
    const form = multipart({ order: String(order) }, [
      { name: 'audio_file', data: chunk(order), filename: `chunk-${order}.wav`, type: 'audio/wav' },
    ])
    return {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: new Uint8Array(form.payload),
    }
  })
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 60_000) {
  const deadline = Date.now() + ms
  let last = await read()
  while (!done(last)) {
    if (Date.now() > deadline)
      throw new Error(`${what}: still ${JSON.stringify(last).slice(0, 500)}\n${output}`)
    await sleep(200)
    last = await read()
  }
  return last
}

describe('the server stopped and started again', () => {
  it('stores every chunk once, finishes every job, generates the note once and spends one credit', async () => {
    const token = await signedUp()
    const created = await json('/v1/consultation_sessions', token, 'POST', {
      consultation_type_id: 'general_practice_soap',
      force: true,
    })
    const sessionId = (created.body.data.d_consultation_session as { id: string }).id

    type Chunk = { order: number; status: string; text: string | null }
    const listChunks = async () =>
      (await json(`/v1/consultation_sessions/${sessionId}/audios`, token)).body.data.d_audios as Chunk[]
    /** Waits until a transcription job is running (its chunk is `transcribing`): the kill lands inside it. */
    const whileTranscribing = () =>
      until(
        listChunks,
        (list) => list.some((c) => c.status === 'transcribing'),
        'a transcription running',
        30_000,
      )

    // Chunks 0–7 in order, as the upload queue sends them. The server is killed twice while they go, each
    // time with a transcription running and right after a chunk was sent (stored or not, its answer lost).
    for (let order = 0; order < 8; order++) {
      speech.queue({ status: 200, body: { text: `Frase ${order}.` }, delayMs: 3_000 })
      if (order === 3 || order === 6) await whileTranscribing()
      const sent = upload(token, sessionId, order)
      if (order === 3 || order === 6) {
        await sleep(30)
        await kill()
        await start()
      }
      expect([200, 201]).toContain((await sent).status)
    }

    // The note, asked for while transcriptions still run (its job waits for them): killed once more.
    const asked = await json(
      `/v1/consultation_sessions/${sessionId}/generated_documents/main`,
      token,
      'POST',
      {},
    )
    expect(asked.status).toBe(202)
    const docId = (asked.body.data.d_generated_document as { id: string }).id
    await whileTranscribing()
    await kill()
    await start()

    const chunks = await until(
      listChunks,
      (list) => list.length === 8 && list.every((c) => c.status === 'transcribed' || c.status === 'silent'),
      'every chunk transcribed (or found silent)',
    )
    expect(chunks.map((c) => c.order).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(
      readdirSync(join(dataDir, 'blobs', 'sessions', sessionId)).filter((f) => f.endsWith('.wav')),
    ).toHaveLength(8)

    const doc = await until(
      async () =>
        (await json(`/v1/consultation_sessions/${sessionId}/generated_documents/${docId}`, token)).body.data
          .d_generated_document as { status: string; version: number },
      (d) => d.status === 'ready' || d.status === 'failed',
      'the note',
    )
    expect(doc.status).toBe('ready')
    // Jobs the kill interrupted run again, so give them time to (wrongly) write a second version.
    await sleep(3_000)
    const versions = (
      await json(`/v1/consultation_sessions/${sessionId}/generated_documents/${docId}/versions`, token)
    ).body.data.d_versions as unknown[]
    expect(versions).toHaveLength(1)

    type Pool = { kind: string; balance: number; history: { kind: string; document_id: string | null }[] }
    const pools = (await json('/v1/credits', token)).body.data.d_pools as Pool[]
    const own = pools.find((p) => p.kind === 'user')!
    expect(own.history.filter((e) => e.document_id === docId).map((e) => e.kind)).toEqual(['document'])
    expect(own.balance).toBe(4)
    // Each kill left a transcription running: the next start took it back.
    expect(output.match(/left running are due again/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
  }, 400_000)
})
