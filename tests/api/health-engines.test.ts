import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startChatApiDouble } from '../support/chat-api-double'
import { speechClips } from '../support/speech'
import { createTestApp, TEST_WHISPER_MODEL } from './test-app'
import { signedInUser, startedConsultation, uploadChunk } from './users'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
const opened: TestApp[] = []
afterAll(async () => {
  for (const t of opened) await t.close()
})

async function open(env: Record<string, string>) {
  const t = await createTestApp(env)
  opened.push(t)
  return t
}

const health = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/health' })
  return { status: res.statusCode, body: res.json() }
}

/** A model path in an empty folder: nothing there, and tests never download. */
const missingModel = () => join(mkdtempSync(join(tmpdir(), 'escriba-no-model-')), 'ggml-base-q5_1.bin')

/** A consultation with one chunk of real speech uploaded; `chunk()` reads that chunk's state. */
async function sessionWithSpeech(t: TestApp) {
  const who = await signedInUser(t)
  const id = await startedConsultation(t, who)
  const uploaded = await uploadChunk(t, who, id, 0, speechClips()[0]!.wav)
  expect(uploaded.statusCode).toBe(201)
  const audioId = uploaded.json().data.d_audio.id as string
  const chunk = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/v1/consultation_sessions/${id}/audios/${audioId}`,
        headers: who.headers,
      })
    ).json().data.d_audio as { status: string; error: string | null; error_code: string | null }
  return { who, id, audioId, chunk }
}

describe('GET /health says whether the engines can work', () => {
  it('reports transcription ready once the test model has loaded at start, and generation ready', async () => {
    const t = await open({ WHISPER_MODEL_PATH: TEST_WHISPER_MODEL })
    // Loaded at start, before any chunk arrives.
    await expect
      .poll(async () => (await health(t)).body.engines.transcription.state, {
        timeout: 30_000,
        interval: 100,
      })
      .toBe('ready')
    const { status, body } = await health(t)
    expect(status).toBe(200)
    expect(body.status).toBe('ok')
    expect(body.engines).toEqual({
      transcription: { ready: true, state: 'ready', reason: null },
      generation: { ready: true, state: 'ready', reason: null },
      assistant: {
        ready: false,
        state: 'unavailable',
        reason: expect.stringMatching(/LLM_URL and LLM_MODEL/),
      },
    })
  }, 40_000)

  it('reports transcription not ready with a missing model, naming what to configure, and stays 200', async () => {
    const path = missingModel()
    const t = await open({ WHISPER_MODEL_PATH: path })
    await expect
      .poll(async () => (await health(t)).body.engines.transcription.state, { timeout: 10_000, interval: 50 })
      .toBe('unavailable')
    const { status, body } = await health(t)
    expect(status).toBe(200)
    expect(body.status).toBe('ok')
    expect(body.engines.transcription.ready).toBe(false)
    expect(body.engines.transcription.reason).toContain(path)
    expect(body.engines.transcription.reason).toMatch(/WHISPER_MODEL_PATH/)
    expect(body.engines.transcription.reason).toMatch(/TRANSCRIPTION_URL/)
    expect(body.engines.generation.ready).toBe(true)
  })

  it('reports generation not ready, naming LLM_API_KEY, once the language model refuses the key', async () => {
    const chat = await startChatApiDouble(() => 'unused')
    try {
      const t = await open({
        WHISPER_MODEL_PATH: missingModel(),
        GENERATION_ENGINE: 'llm',
        LLM_URL: chat.baseUrl,
        LLM_MODELS: 'gpt-test',
      })
      expect((await health(t)).body.engines.generation).toEqual({ ready: true, state: 'ready', reason: null })
      chat.queue({ status: 401, body: { error: { message: 'Incorrect API key provided' } } })
      await expect(
        t.generation.generate({
          language: 'pt',
          transcript: 'Tosse há uma semana.',
          inputs: [],
          template: {
            name: 'Nota',
            sections: [{ key: 'motivo', title: 'Motivo', instructions: '' } as never],
          },
        }),
      ).rejects.toThrow(/LLM_API_KEY/)
      const generation = (await health(t)).body.engines.generation
      expect(generation.ready).toBe(false)
      expect(generation.state).toBe('unavailable')
      expect(generation.reason).toMatch(/LLM_API_KEY/)
    } finally {
      await chat.close()
    }
  })

  it('is in the OpenAPI document with its engines', async () => {
    const t = await open({ WHISPER_MODEL_PATH: missingModel() })
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json()
    const schema = JSON.stringify(doc.paths['/health'])
    expect(schema).toContain('engines')
    expect(doc.paths['/v1/consultation_sessions/{id}/audios/{audioId}/retry']).toBeDefined()
  })
})

describe('chunks that waited for the transcription engine', () => {
  it('transcribes them by themselves once a model is put in place, without a restart', async () => {
    const path = missingModel()
    const t = await open({ WHISPER_MODEL_PATH: path, TRANSCRIPTION_RECHECK_SECONDS: '0.2' })
    const { chunk } = await sessionWithSpeech(t)
    await expect.poll(async () => (await chunk()).status, { timeout: 20_000, interval: 100 }).toBe('failed')
    const failed = await chunk()
    expect(failed.error_code).toBe('engine_unavailable')
    expect(failed.error).toMatch(/WHISPER_MODEL_PATH/)

    copyFileSync(TEST_WHISPER_MODEL, path)
    // The test model has no trained weights: the chunk is transcribed to empty text.
    await expect
      .poll(async () => (await chunk()).status, { timeout: 30_000, interval: 100 })
      .toBe('transcribed')
    expect((await chunk()).error_code).toBeNull()
    expect((await health(t)).body.engines.transcription.ready).toBe(true)
  }, 60_000)

  it('retries a failed chunk on request, for its owner only', async () => {
    const t = await open({ WHISPER_MODEL_PATH: missingModel(), TRANSCRIPTION_RECHECK_SECONDS: '3600' })
    const { who, id, audioId, chunk } = await sessionWithSpeech(t)
    await expect.poll(async () => (await chunk()).status, { timeout: 20_000, interval: 100 }).toBe('failed')
    const retry = (sessionId: string, chunkId: string, headers = who.headers) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/consultation_sessions/${sessionId}/audios/${chunkId}/retry`,
        headers,
      })

    const retried = await retry(id, audioId)
    expect(retried.statusCode).toBe(202)
    expect(retried.json().data.d_audio).toMatchObject({ id: audioId, status: 'received', error_code: null })
    // Still no engine: it fails again with the same reason, and can be retried again.
    await expect.poll(async () => (await chunk()).status, { timeout: 20_000, interval: 100 }).toBe('failed')
    expect((await chunk()).error_code).toBe('engine_unavailable')

    expect((await retry(id, 'not-a-chunk')).statusCode).toBe(404)
    const stranger = await signedInUser(t)
    expect((await retry(id, audioId, stranger.headers)).statusCode).toBe(404)
  }, 60_000)

  it('refuses to retry a chunk that has not failed, naming the field', async () => {
    const t = await open({ WHISPER_MODEL_PATH: TEST_WHISPER_MODEL })
    const { who, id, audioId, chunk } = await sessionWithSpeech(t)
    await expect
      .poll(async () => (await chunk()).status, { timeout: 30_000, interval: 100 })
      .toBe('transcribed')
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/consultation_sessions/${id}/audios/${audioId}/retry`,
      headers: who.headers,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toMatch(/Only a failed chunk/)
    expect(res.json().error.fields).toEqual({ audioId: 'Not failed (transcribed)' })
  }, 40_000)
})
