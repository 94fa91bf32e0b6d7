import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audioChunks } from '../../server/db/schema'
import { pcmFromWav } from '../../server/engines/transcription/wav-pcm'
import { wavFromPcm } from '../../server/features/consultations/wav'
import { requeuePendingTranscriptions } from '../../server/features/transcription/service'
import { TRANSCRIBE_CHUNK } from '../../server/jobs/definitions'
import { multipart } from '../support/multipart'
import { speechClips } from '../support/speech'
import { startTranscriptionApiDouble } from '../support/transcription-api-double'
import { createTestApp, transcriptionApiAt } from './test-app'
import { signedInUser, startedConsultation, uploadChunk } from './users'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let api: Awaited<ReturnType<typeof startTranscriptionApiDouble>>
let t: TestApp

/** The double answers each chunk with its length, so the test can tell the chunks' texts apart. */
const textFor = (wav: Buffer) => `trecho de ${Math.round(pcmFromWav(wav).length / 16)} ms.`
/** What the double says: by default the length of the audio it received (a WAV of 16-bit samples). */
let answer = (fileBytes: number) => `trecho de ${Math.round((fileBytes - 44) / 32)} ms.`

beforeAll(async () => {
  api = await startTranscriptionApiDouble((request) => answer(request.fileBytes))
  t = await createTestApp({
    ...transcriptionApiAt(api.baseUrl),
    TRANSCRIPTION_API_KEY: 'k',
  })
})
afterAll(async () => {
  await t?.close()
  await api?.close()
})

async function sessionWithChunks(app: TestApp, chunks: Buffer[]) {
  const who = await signedInUser(app)
  const id = await startedConsultation(app, who)
  // Uploaded out of order on purpose: the transcript still follows the chunks' order.
  for (const order of [...chunks.keys()].reverse()) {
    expect((await uploadChunk(app, who, id, order, chunks[order])).statusCode).toBe(201)
  }
  const get = (url: string) => app.app.inject({ method: 'GET', url, headers: who.headers })
  return { who, id, get }
}

describe('chunks become text through the job queue', () => {
  it('transcribes each chunk as it arrives and assembles the transcript in order, skipping silence', async () => {
    const [a, b] = speechClips()
    const silence = wavFromPcm(new Int16Array(16_000 * 3))
    const { id, get } = await sessionWithChunks(t, [a!.wav, silence, b!.wav])
    await expect
      .poll(
        async () =>
          (await get(`/v1/consultation_sessions/${id}/audios`))
            .json()
            .data.d_audios.map((c: { status: string }) => c.status),
        {
          timeout: 20_000,
          interval: 200,
        },
      )
      .toEqual(['transcribed', 'silent', 'transcribed'])
    const session = (await get(`/v1/consultation_sessions/${id}`)).json().data.d_consultation_session
    expect(session.transcription).toBe(`${textFor(a!.wav)} ${textFor(b!.wav)}`)
    const sent = api.received.filter((r) => r.fileName === 'chunk.wav')
    expect(sent.every((r) => r.fileBytes !== silence.length)).toBe(true)
    expect(sent.at(-1)!.language).toBe('pt')
  })

  it('keeps the clinician edits and adds what is said afterwards', async () => {
    const [a, b] = speechClips()
    const { who, id, get } = await sessionWithChunks(t, [a!.wav])
    await expect
      .poll(
        async () =>
          (await get(`/v1/consultation_sessions/${id}`)).json().data.d_consultation_session.transcription,
        { timeout: 20_000 },
      )
      .toBeTruthy()
    await t.app.inject({
      method: 'PUT',
      url: `/v1/consultation_sessions/${id}/transcription`,
      headers: who.headers,
      payload: { transcription: 'Texto corrigido pela médica.' },
    })
    await uploadChunk(t, who, id, 1, b!.wav)
    await expect
      .poll(
        async () =>
          (await get(`/v1/consultation_sessions/${id}`)).json().data.d_consultation_session.transcription,
        { timeout: 20_000 },
      )
      .toBe(`Texto corrigido pela médica. ${textFor(b!.wav)}`)
  })

  it('marks chunks failed with the reason when no engine can run, keeps the audio, and leaves them for when it is ready', async () => {
    const offline = await createTestApp({
      WHISPER_MODEL_PATH: '/nonexistent/ggml.bin',
      WHISPER_MODEL_URL: '',
    })
    const [a] = speechClips()
    const { id, get } = await sessionWithChunks(offline, [a!.wav])
    await expect
      .poll(
        async () => (await get(`/v1/consultation_sessions/${id}/audios`)).json().data.d_audios[0].status,
        { timeout: 20_000 },
      )
      .toBe('failed')
    const chunk = (await get(`/v1/consultation_sessions/${id}/audios`)).json().data.d_audios[0]
    expect(chunk.error).toMatch(/transcription engine unavailable.*WHISPER_MODEL_URL/)
    expect(chunk.error_code).toBe('engine_unavailable')
    // A restart does not queue them blindly: the readiness watcher does once the engine is ready
    // (tests/api/health-engines.test.ts), and a chunk that failed on the engine is queued again.
    const queued: string[] = []
    expect(
      await requeuePendingTranscriptions(
        offline.database.db,
        async (chunkId) => queued.push(chunkId),
        async () => new Set(),
      ),
    ).toBe(0)
    await offline.database.db
      .update(audioChunks)
      .set({ errorCode: 'engine_failed' })
      .where(eq(audioChunks.id, chunk.id))
    expect(
      await requeuePendingTranscriptions(
        offline.database.db,
        async (chunkId) => queued.push(chunkId),
        async () => new Set(),
      ),
    ).toBe(1)
    expect(queued).toEqual([chunk.id])
    await offline.close()
  })

  it('does not queue again at start a chunk whose job is waiting or running (in any process)', async () => {
    const idle = await createTestApp({}, { workers: false })
    try {
      const [a] = speechClips()
      await sessionWithChunks(idle, [a!.wav])
      const pending = async () =>
        new Set(
          (await idle.jobs.pending(TRANSCRIBE_CHUNK)).map((job) => (job as { chunkId: string }).chunkId),
        )
      expect((await pending()).size).toBe(1)
      const queued: string[] = []
      expect(
        await requeuePendingTranscriptions(
          idle.database.db,
          async (chunkId) => queued.push(chunkId),
          pending,
        ),
      ).toBe(0)
      expect(queued).toEqual([])
    } finally {
      await idle.close()
    }
  })
})

describe('one-shot transcription', () => {
  const post = async (
    url: string,
    fields: Record<string, string>,
    file?: { name: string; data: Buffer; filename: string },
    auth = true,
  ) => {
    const who = await signedInUser(t)
    const body = multipart(fields, file ? [file] : [])
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...(auth ? who.headers : {}), ...body.headers },
      payload: body.payload,
    })
  }

  it('transcribes a recording, and cleans hesitations when asked', async () => {
    answer = () => 'Hum, o doente, hum, refere dor.'
    const wav = speechClips()[0]!.wav
    const raw = await post(
      '/audio-to-text',
      { prompt: 'standard', clean: 'false', model: 'whisper-1' },
      { name: 'audio', data: wav, filename: 'voice.webm' },
    )
    expect(raw.statusCode).toBe(200)
    expect(raw.json()).toEqual({ data: { text: 'Hum, o doente, hum, refere dor.' } })
    const clean = await post(
      '/audio-to-text',
      { clean: 'true' },
      { name: 'audio', data: wav, filename: 'voice.wav' },
    )
    expect(clean.json().data.text).toBe('o doente, refere dor.')
    const upload = await post(
      '/audio-to-text-upload',
      { language: 'en' },
      { name: 'file', data: wav, filename: 'visit.wav' },
    )
    expect(upload.statusCode).toBe(200)
    expect(api.received.at(-1)!.language).toBe('en')
  })

  it('refuses what is not audio, a missing file, and an anonymous caller', async () => {
    const notAudio = await post(
      '/audio-to-text',
      {},
      { name: 'audio', data: Buffer.from('not audio at all'), filename: 'x.txt' },
    )
    expect(notAudio.statusCode).toBe(415)
    expect(notAudio.json().error.fields).toHaveProperty('audio')
    const missing = await post('/audio-to-text-upload', { clean: 'true' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toHaveProperty('file')
    const badClean = await post(
      '/audio-to-text',
      { clean: 'maybe' },
      { name: 'audio', data: speechClips()[0]!.wav, filename: 'a.wav' },
    )
    expect(badClean.statusCode).toBe(400)
    expect(badClean.json().error.fields).toHaveProperty('clean')
    expect((await post('/audio-to-text', {}, undefined, false)).statusCode).toBe(401)
  })
})
