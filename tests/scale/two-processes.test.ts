import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pcmFromWav, wavFromFloat } from '../../server/engines/transcription/wav-pcm'
import { readOutbox } from '../support/outbox'
import {
  freshPostgresDatabase,
  type RoundRobinProxy,
  type ServerProcess,
  spawnServer,
  startRoundRobinProxy,
} from '../support/server-processes'
import { SPEECH_DIR } from '../support/speech'
import { startTranscriptionApiDouble } from '../support/transcription-api-double'

/**
 * Escriba as an operator scales it (npm run test:scale, on the machine's PostgreSQL): a fresh database; an
 * API-only process (WORKERS=false) and a worker process, each with its own DATA_DIR as on two machines,
 * started at the same moment, behind a round-robin proxy; a whole consultation through the proxy, with the
 * worker killed mid-transcription and another started; the sign-in limit holding across the processes.
 * Transcription is an OpenAI-compatible service on loopback (the test double the engine tests use).
 */

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/** What the clinician and patient say in each chunk: the service answers each chunk with its line. */
const LINES = [
  'Doctor: What brings you in today?',
  'Patient: I have had a dry cough for two weeks, worse at night.',
  'Doctor: Any fever or shortness of breath?',
  'Patient: No fever, no shortness of breath, but I feel tired.',
  'Doctor: On examination your lungs are clear and your temperature is normal.',
  'Doctor: This looks like a viral cough. We will review you in one week if it is not better.',
]
/** Chunk i is the first (2 + 0.3 i) seconds of a real recording: its length tells the service which it is. */
const chunkMs = (i: number) => 2000 + 300 * i
const speech = pcmFromWav(readFileSync(join(SPEECH_DIR, 'en_jfk.wav')))
const chunkWav = (i: number) => wavFromFloat(speech.subarray(0, (chunkMs(i) * 16_000) / 1000))
const lineOf = (fileBytes: number) => {
  const ms = Math.round((fileBytes - 44) / 32)
  const i = LINES.findIndex((_, n) => chunkMs(n) === ms)
  return i
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>
let transcription: Awaited<ReturnType<typeof startTranscriptionApiDouble>>
let proxy: RoundRobinProxy
const servers: ServerProcess[] = []
let env: Record<string, string>

afterAll(async () => {
  await proxy?.close()
  for (const server of servers) await server.stop()
  await transcription?.close()
  await database?.drop()
})

async function call(method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${proxy.url}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : undefined }
}

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await sleep(150)
  }
}

describe('two server processes on one PostgreSQL database behind a load balancer', () => {
  let api: ServerProcess
  let worker: ServerProcess

  beforeAll(async () => {
    database = await freshPostgresDatabase(adminUrl)
    // Each answer takes a while, as a real service's does: the worker is killed while one is on its way.
    transcription = await startTranscriptionApiDouble((r) => LINES[lineOf(r.fileBytes)] ?? '?', {
      delayMs: 2000,
    })
    env = {
      DATABASE_URL: database.url,
      JWT_SECRET: 'scale-test-secret-shared-by-every-process-0123456789',
      ERROR_REPORT_TOKEN: 'scale-test-report-token',
      TRANSCRIPTION_ENGINE: 'openai',
      TRANSCRIPTION_URL: transcription.baseUrl,
      TRANSCRIPTION_API_KEY: 'k',
      GENERATION_ENGINE: 'extractive',
      WELCOME_CREDITS: '10',
    }
    // At the same moment on a fresh database: one migrates, the other waits for it (advisory lock).
    ;[api, worker] = await Promise.all([spawnServer({ ...env, WORKERS: 'false' }), spawnServer(env)])
    servers.push(api, worker)
    await Promise.all([api.healthy(), worker.healthy()])
    proxy = await startRoundRobinProxy([api.baseUrl, worker.baseUrl])
  })

  it('runs a whole consultation through the proxy, with the worker killed mid-run and another started', async () => {
    // Sign up and confirm as a clinician does: the confirmation mail is sent by the worker's job.
    const email = `scale-${Date.now()}@clinic.example`
    const password = 'segredo-123'
    const signup = await call('POST', '/v1/signup', {
      body: { user: { name: 'Dra. Ana Lima', email, password, language: 'en' } },
    })
    expect(signup.status).toBe(201)
    const token = await until(
      'the confirmation mail',
      async () =>
        readOutbox(join(worker.dataDir, 'outbox')).find((mail) => mail.to.includes(email))?.link?.token,
    )
    expect(readOutbox(join(api.dataDir, 'outbox'))).toEqual([])
    expect((await call('PATCH', `/v1/confirm_email/${token}`)).status).toBe(200)
    const login = await call('POST', '/v1/login', { body: { user: { email, password } } })
    expect(login.status).toBe(200)
    const bearer = String(login.headers.get('authorization')).replace(/^Bearer /, '')

    const created = await call('POST', '/v1/consultation_sessions', {
      token: bearer,
      body: { consultation_type_id: 'general_practice_soap', force: true, language: 'en' },
    })
    expect(created.status).toBe(201)
    const id = created.json.data.d_consultation_session.id as string
    const upload = async (order: number) => {
      const form = new FormData()
      form.set('order', String(order))
      form.set('audio_file', new Blob([new Uint8Array(chunkWav(order))], { type: 'audio/wav' }), 'chunk.wav')
      const response = await fetch(`${proxy.url}/v1/consultation_sessions/${id}/audios`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}` },
        body: form,
      })
      expect(response.status, await response.text()).toBe(201)
    }

    // The first chunks, each landing on either process; the worker is killed while transcribing one.
    for (const order of [0, 1, 2]) await upload(order)
    await until('a transcription under way', async () => (transcription.answering() > 0 ? true : undefined))
    const inFlight = lineOf(transcription.received.at(-1)!.fileBytes)
    await worker.kill()
    // No worker now: the API process alone takes the next chunks (the proxy skips the dead one).
    for (const order of [3, 4, 5]) await upload(order)
    const replacement = await spawnServer(env)
    servers.push(replacement)
    await replacement.healthy()
    proxy.add(replacement.baseUrl)
    proxy.remove(worker.baseUrl)

    const chunks = await until(
      'every chunk transcribed',
      async () => {
        const listed = await call('GET', `/v1/consultation_sessions/${id}/audios`, { token: bearer })
        const all = listed.json.data.d_audios as { order: number; status: string }[]
        return all.length === LINES.length && all.every((c) => c.status === 'transcribed') ? all : undefined
      },
      45_000,
    )
    expect(chunks.map((c) => c.order).sort()).toEqual([0, 1, 2, 3, 4, 5])
    const session = (await call('GET', `/v1/consultation_sessions/${id}`, { token: bearer })).json.data
      .d_consultation_session
    // Nothing lost, nothing twice: every line once, in order.
    for (const line of LINES) expect(session.transcription.split(line).length - 1, line).toBe(1)
    const positions = LINES.map((line) => session.transcription.indexOf(line))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    // The service heard each chunk once, but the one the killed worker was waiting for: once more.
    const heard = LINES.map((_, i) => transcription.received.filter((r) => lineOf(r.fileBytes) === i).length)
    expect(heard).toEqual(LINES.map((_, i) => (i === inFlight ? 2 : 1)))

    expect((await call('PUT', `/v1/consultation_sessions/${id}/finish`, { token: bearer })).status).toBe(200)
    const asked = await call('POST', `/v1/consultation_sessions/${id}/generated_documents/main`, {
      token: bearer,
      body: {},
    })
    expect(asked.status).toBeLessThan(300)
    const documentId = asked.json.data.d_generated_document.id as string
    const note = await until('the note', async () => {
      const read = await call('GET', `/v1/consultation_sessions/${id}/generated_documents/${documentId}`, {
        token: bearer,
      })
      const document = read.json.data.d_generated_document
      return document.status === 'ready' || document.status === 'failed' ? document : undefined
    })
    expect(note.status).toBe('ready')
    expect(note.content).toMatch(/cough/i)
    // One document, charged once.
    const credits = (await call('GET', '/v1/credits', { token: bearer })).json.data.d_pools[0]
    expect(credits.history.filter((e: { kind: string }) => e.kind === 'document')).toHaveLength(1)
    expect(credits.balance).toBe(9)

    // Every process took part: the API-only one, the killed worker and its replacement.
    for (const server of [api, worker, replacement])
      expect(proxy.answered.get(server.baseUrl)).toBeGreaterThan(0)
  })

  it('holds the sign-in limit across both processes', async () => {
    const email = `limit-${Date.now()}@clinic.example`
    const password = 'segredo-123'
    expect(
      (
        await call('POST', '/v1/signup', {
          body: { user: { name: 'Dr. Rui', email, password, language: 'en' } },
        })
      ).status,
    ).toBe(201)
    const before = new Map(proxy.answered)
    // Five wrong passwords from one address, spread by the proxy over both processes (three and two)…
    for (let i = 0; i < 5; i++) {
      const wrong = await call('POST', '/v1/login', { body: { user: { email, password: `guess-${i}` } } })
      expect(wrong.status).toBe(401)
    }
    // …and the next tries wait, whichever process answers them: with a count per process, neither would.
    for (let i = 0; i < 2; i++) {
      const refused = await call('POST', '/v1/login', { body: { user: { email, password: `guess-${i}` } } })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    for (const backend of proxy.backends)
      expect((proxy.answered.get(backend) ?? 0) - (before.get(backend) ?? 0)).toBeGreaterThanOrEqual(3)
  })
})
