// The recording flow end to end in the unit suite: the real machines with the real audio actors, a fake
// microphone feeding speech, the in-memory chunk queue, and a fake server (MSW) that checks each chunk
// as the real one does. The browser-only parts (AudioWorklet, IndexedDB) are checked in Chromium.
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { recordingMachine } from '../../../src/machines/recording/recording.machine'
import { createAudioActors } from '../../../src/services/audio/actors'
import type { PcmCaptureHandlers } from '../../../src/services/audio/capture'
import { createMemoryChunkQueue } from '../../../src/services/audio/chunk-queue'
import { mswServer, TEST_API, testApi } from '../api-client'
import { consultationSession } from '../fixtures'
import { babble, concat, noise, speechRecordings } from './signals'
import { audioUploads, chunkUploadOn } from './upload'

const BASE = TEST_API
const server = mswServer()

/** The server's chunk store: order → WAV bytes, answering 201, 200 for the same bytes, 409 otherwise. */
function fakeServer(options: { failFirstUploads?: number } = {}) {
  const chunks = new Map<number, Buffer>()
  const calls: string[] = []
  let failures = options.failFirstUploads ?? 0
  server.use(
    http.get(`${BASE}/v1/consultation_sessions/s-1/audios`, () =>
      HttpResponse.json({ data: { d_audios: [] } }),
    ),
    audioUploads(chunks, () => failures-- > 0),
    ...(['start', 'pause', 'resume', 'finish'] as const).map((action) =>
      http.put(`${BASE}/v1/consultation_sessions/s-1/${action}`, () => {
        calls.push(action)
        return HttpResponse.json({ data: { d_consultation_session: consultationSession() } })
      }),
    ),
  )
  return { chunks, calls }
}

function app() {
  const api = testApi({ path: '/consultation/s-1' })
  const queue = createMemoryChunkQueue()
  let handlers: PcmCaptureHandlers | undefined
  const microphone = { getTracks: () => [] } as unknown as MediaStream
  const audio = createAudioActors({
    api,
    queue,
    mediaDevices: {
      getUserMedia: async () => microphone,
      enumerateDevices: async () => [],
    } as unknown as MediaDevices,
    storage: window.localStorage,
    network: window,
    startCapture: async (_stream, given) => {
      handlers = given
      return {
        inputRate: 16_000,
        flush: async () => {},
        pause: async () => {},
        resume: async () => {},
        stop: async () => {},
      }
    },
  })
  const machine = recordingMachine.provide({
    actors: {
      'capture audio': audio.captureAudio,
      'chunk upload': chunkUploadOn(audio),
      'start session': audio.startSession,
      'pause session': audio.pauseSession,
      'resume session': audio.resumeSession,
      'finish session': audio.finishSession,
    },
  })
  const actor = createActor(machine, { input: { sessionId: 's-1', deviceId: null } }).start()
  return { actor, queue, speak: (samples: Float32Array) => handlers!.onSamples(samples) }
}

describe('recording flow with the real audio actors', () => {
  it('records, pauses, resumes and finishes; the server holds every second, in order', async () => {
    const backend = fakeServer({ failFirstUploads: 2 })
    const { actor, queue, speak } = app()
    actor.send({ type: 'recording.start' })
    await waitFor(actor, (snapshot) => snapshot.matches({ capturing: 'listening' }))
    const speech = concat(...speechRecordings().map((recording) => recording.samples))
    const first = concat(speech, noise(0.5, -60), babble(20))
    speak(first)
    actor.send({ type: 'recording.pause' })
    await waitFor(actor, (snapshot) => snapshot.matches({ capturing: 'paused' }))
    actor.send({ type: 'recording.resume' })
    await waitFor(actor, (snapshot) => snapshot.matches({ capturing: 'listening' }))
    const second = babble(12, 9)
    speak(second)
    actor.send({ type: 'recording.finish' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 5000 })

    expect(backend.calls).toEqual(['start', 'pause', 'resume', 'finish'])
    const orders = [...backend.chunks.keys()].sort((a, b) => a - b)
    expect(orders).toEqual(orders.map((_, index) => index))
    const totalMs = [...backend.chunks.values()].reduce((sum, wav) => sum + (wav.length - 44) / 32, 0)
    expect(totalMs).toBeCloseTo(((first.length + second.length) / 16_000) * 1000, -1)
    expect(await queue.pending('s-1')).toEqual([])
  })
})
