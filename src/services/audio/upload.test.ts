import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer, TEST_API, testApi } from '../../../tests/unit/api-client'
import { audioChunk, consultationSession } from '../../../tests/unit/fixtures'
import { ApiError } from '../api'
import { createMemoryChunkQueue } from './chunk-queue'
import { createAudioUploads, createRecordingSession } from './upload'
import { encodeWav } from './wav'

const BASE = TEST_API
const server = mswServer()

const api = () => testApi({ path: '/consultation/s-1' })

async function queued(...orders: number[]) {
  const queue = createMemoryChunkQueue()
  for (const order of orders) {
    await queue.put({
      sessionId: 's-1',
      order,
      wav: encodeWav(new Float32Array(16_000)),
      durationMs: 1000,
      createdAt: 0,
    })
  }
  return queue
}

describe('audio uploads', () => {
  it('posts a queued chunk as multipart audio_file + order', async () => {
    let received: { order: unknown; type: string | undefined; size: number | undefined } | undefined
    server.use(
      http.post(`${BASE}/v1/consultation_sessions/s-1/audios`, async ({ request }) => {
        const form = await request.formData()
        const file = form.get('audio_file') as File | null
        received = { order: form.get('order'), type: file?.type, size: file?.size }
        return HttpResponse.json({ data: { d_audio: audioChunk(3) } }, { status: 201 })
      }),
    )
    const uploads = createAudioUploads(api(), await queued(3))
    expect(await uploads.upload({ sessionId: 's-1', order: 3 })).toEqual({
      status: 201,
      chunk: audioChunk(3),
    })
    expect(received).toEqual({ order: '3', type: 'audio/wav', size: 44 + 32_000 })
  })

  it('tells a repeated upload (200) from a new one', async () => {
    server.use(
      http.post(`${BASE}/v1/consultation_sessions/s-1/audios`, () =>
        HttpResponse.json({ data: { d_audio: audioChunk(0) } }, { status: 200 }),
      ),
    )
    const uploads = createAudioUploads(api(), await queued(0))
    expect(await uploads.upload({ sessionId: 's-1', order: 0 })).toMatchObject({ status: 200 })
  })

  it('answers gone for a chunk no longer queued, without a request', async () => {
    const uploads = createAudioUploads(api(), await queued())
    expect(await uploads.upload({ sessionId: 's-1', order: 7 })).toEqual({ status: 'gone' })
  })

  it('fails with the status of the answer (409, 415…)', async () => {
    server.use(
      http.post(`${BASE}/v1/consultation_sessions/s-1/audios`, () =>
        HttpResponse.json({ error: { code: 'conflict', message: 'Another chunk' } }, { status: 409 }),
      ),
    )
    const uploads = createAudioUploads(api(), await queued(1))
    const failure = await uploads.upload({ sessionId: 's-1', order: 1 }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ kind: 'http', status: 409, code: 'conflict' })
  })

  it('lists and acknowledges queued chunks', async () => {
    const queue = await queued(2, 0, 1)
    const uploads = createAudioUploads(api(), queue)
    expect(await uploads.pending({ sessionId: 's-1' })).toEqual([0, 1, 2])
    await uploads.acknowledge({ sessionId: 's-1', order: 0 })
    expect(await uploads.pending({ sessionId: 's-1' })).toEqual([1, 2])
  })

  it('numbers the next chunk after what the browser and the server hold', async () => {
    server.use(
      http.get(`${BASE}/v1/consultation_sessions/s-1/audios`, () =>
        HttpResponse.json({ data: { d_audios: [audioChunk(0), audioChunk(4)] } }),
      ),
    )
    expect(await createAudioUploads(api(), await queued(2)).nextOrder('s-1')).toBe(5)
    expect(await createAudioUploads(api(), await queued(7)).nextOrder('s-1')).toBe(8)
  })

  it('numbers on from the browser alone when the server cannot be asked', async () => {
    server.use(http.get(`${BASE}/v1/consultation_sessions/s-1/audios`, () => HttpResponse.error()))
    expect(await createAudioUploads(api(), await queued(2)).nextOrder('s-1')).toBe(3)
    expect(await createAudioUploads(api(), await queued()).nextOrder('s-1')).toBe(0)
  })

  it('measures the recorded audio from the server’s chunks and the waiting ones, each order once', async () => {
    server.use(
      http.get(`${BASE}/v1/consultation_sessions/s-1/audios`, () =>
        HttpResponse.json({
          data: {
            d_audios: [0, 1, 2].map((order) => audioChunk(order, { duration_ms: 20_000 + order })),
          },
        }),
      ),
    )
    // Chunk 2 was acknowledged but not yet deleted here; 3 and 4 still wait (1000 ms each).
    const uploads = createAudioUploads(api(), await queued(2, 3, 4))
    expect(await uploads.recordedMs('s-1')).toBe(20_000 + 20_001 + 20_002 + 1000 + 1000)
  })

  it('counts a chunk sent while it measures: the queue first, then the server asked again', async () => {
    // The server had only chunk 0 when the screen read it; chunk 1 is sent (and leaves the queue) while
    // the queue is read, so only the server's answer now holds it.
    const stale = [audioChunk(0, { duration_ms: 20_000 })]
    server.use(
      http.get(`${BASE}/v1/consultation_sessions/s-1/audios`, () =>
        HttpResponse.json({ data: { d_audios: [...stale, audioChunk(1, { duration_ms: 25_000 })] } }),
      ),
    )
    const queue = await queued(1, 2)
    const sending = {
      ...queue,
      get: async (sessionId: string, order: number) => {
        if (order === 1) await queue.delete(sessionId, 1)
        return queue.get(sessionId, order)
      },
    }
    expect(await createAudioUploads(api(), sending).recordedMs('s-1', stale)).toBe(20_000 + 25_000 + 1000)
  })

  it('measures from the server’s chunks read earlier when the server cannot be asked now', async () => {
    server.use(http.get(`${BASE}/v1/consultation_sessions/s-1/audios`, () => HttpResponse.error()))
    const uploads = createAudioUploads(api(), await queued(1, 2))
    expect(await uploads.recordedMs('s-1', [audioChunk(0, { duration_ms: 30_000 })])).toBe(30_000 + 2000)
    await expect(uploads.recordedMs('s-1')).rejects.toBeInstanceOf(ApiError)
  })
})

describe('recording session calls', () => {
  it.each(['start', 'resume', 'pause', 'finish'] as const)('PUTs …/%s', async (action) => {
    let called = ''
    server.use(
      http.put(`${BASE}/v1/consultation_sessions/s-1/${action}`, ({ request }) => {
        called = request.method
        return HttpResponse.json({
          data: {
            d_consultation_session: consultationSession({
              status: action === 'pause' ? 'paused' : action === 'finish' ? 'finished' : 'recording',
            }),
          },
        })
      }),
    )
    const session = await createRecordingSession(api())[action]({ sessionId: 's-1' })
    expect(called).toBe('PUT')
    expect(session.id).toBe('s-1')
  })
})
