// An uploaded recording end to end in the unit suite: the real recording and chunk upload machines with
// the real audio actors (decoding, chunker, WAV encoder, in-memory chunk queue) and a fake server (MSW)
// that checks each chunk as the real one does. Only the browser's decoder is stood in for (wav-decoder.ts).
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { recordingMachine } from '../../../src/machines/recording/recording.machine'
import { selectFileError, selectFileProgress } from '../../../src/machines/recording/recording.selectors'
import { createAudioActors } from '../../../src/services/audio/actors'
import { createMemoryChunkQueue } from '../../../src/services/audio/chunk-queue'
import { encodeWav } from '../../../src/services/audio/wav'
import { mswServer, TEST_API, testApi } from '../api-client'
import { audioChunk } from '../fixtures'
import { babble, concat, noise } from './signals'
import { audioUploads, chunkUploadOn } from './upload'
import { WavOnlyOfflineContext } from './wav-decoder'

const BASE = TEST_API
const server = mswServer()

/** The server's chunk store: order → WAV bytes; the first `failFirstUploads` POSTs answer 503. */
function fakeServer(options: { failFirstUploads?: number; onServer?: number[] } = {}) {
  const chunks = new Map<number, Buffer>()
  let failures = options.failFirstUploads ?? 0
  let attempts = 0
  server.use(
    http.get(`${BASE}/v1/consultation_sessions/s-1/audios`, () =>
      HttpResponse.json({
        data: {
          d_audios: (options.onServer ?? []).map((order) =>
            audioChunk(order, { status: 'transcribed', text: '' }),
          ),
        },
      }),
    ),
    audioUploads(chunks, () => {
      attempts++
      return failures-- > 0
    }),
  )
  return { chunks, attempts: () => attempts }
}

function app() {
  const api = testApi({ path: '/consultation/s-1' })
  const queue = createMemoryChunkQueue()
  const audio = createAudioActors({
    api,
    queue,
    mediaDevices: undefined,
    storage: window.localStorage,
    network: window,
    OfflineAudioContext: WavOnlyOfflineContext as unknown as typeof OfflineAudioContext,
  })
  const machine = recordingMachine.provide({
    actors: {
      'import file': audio.importFile,
      'chunk upload': chunkUploadOn(audio),
    },
  })
  const actor = createActor(machine, { input: { sessionId: 's-1', deviceId: null } }).start()
  // Every phase the screen showed, once each in the order shown.
  const phases: string[] = []
  actor.subscribe((snapshot) => {
    const phase = selectFileProgress(snapshot)?.phase
    if (phase && phases.at(-1) !== phase) phases.push(phase)
  })
  return { actor, queue, phases }
}

const wavFile = (samples: Float32Array) =>
  new File([encodeWav(samples)], 'consulta.wav', { type: 'audio/wav' })

describe('an uploaded recording with the real audio actors', () => {
  it('reaches the server as ordered chunks after the network failed twice, showing each phase', async () => {
    const backend = fakeServer({ failFirstUploads: 2, onServer: [0, 1] })
    const { actor, queue, phases } = app()
    const signal = concat(babble(24), noise(0.5, -60), babble(26), noise(0.5, -60), babble(8))
    actor.send({ type: 'file.choose', file: wavFile(signal) })
    await waitFor(actor, (snapshot) => selectFileProgress(snapshot)?.phase === 'sent', { timeout: 5000 })

    expect(phases).toEqual(['decoding', 'storing', 'sending', 'sent'])
    // After the two chunks the server already held (an earlier recording), in order.
    const orders = [...backend.chunks.keys()].sort((a, b) => a - b)
    expect(orders).toEqual([2, 3, 4])
    expect(backend.attempts()).toBe(5)
    const totalMs = [...backend.chunks.values()].reduce((sum, wav) => sum + (wav.length - 44) / 32, 0)
    expect(totalMs).toBeCloseTo((signal.length / 16_000) * 1000, -1)
    expect(selectFileProgress(actor.getSnapshot())).toMatchObject({ sent: 3, total: 3, totalSeconds: 59 })
    expect(await queue.pending('s-1')).toEqual([])
  })

  it('says a file cannot be decoded and sends nothing', async () => {
    const backend = fakeServer()
    const { actor, queue } = app()
    actor.send({
      type: 'file.choose',
      file: new File(['not audio at all'], 'notas.mp3', { type: 'audio/mpeg' }),
    })
    await waitFor(actor, (snapshot) => snapshot.hasTag('idle'))
    expect(selectFileError(actor.getSnapshot())).toBe('undecodable')
    expect(selectFileProgress(actor.getSnapshot())).toBeNull()
    expect(backend.attempts()).toBe(0)
    expect(await queue.sessions()).toEqual([])
  })

  it('refuses an empty file', async () => {
    fakeServer()
    const { actor } = app()
    actor.send({ type: 'file.choose', file: new File([], 'vazio.wav', { type: 'audio/wav' }) })
    await waitFor(actor, (snapshot) => snapshot.hasTag('idle'))
    expect(selectFileError(actor.getSnapshot())).toBe('empty')
  })
})
