import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { flush } from '../../../tests/unit/deferred'
import type { Api } from '../api'
import { createAudioActors } from './actors'
import type { PcmCapture } from './capture'
import { createMemoryChunkQueue } from './chunk-queue'
import type { CaptureSource } from './source'

const track = (kind: string) => ({ kind, stop: vi.fn(), addEventListener: vi.fn() })
const streamOf = (...kinds: string[]) => {
  const tracks = kinds.map(track)
  return {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
  } as unknown as MediaStream
}

function capture(sessionMode: () => Promise<'consultation' | 'teleconsultation'>) {
  const microphone = streamOf('audio')
  const tab = streamOf('video', 'audio')
  const started: CaptureSource[] = []
  const audio = createAudioActors({
    // Every call fails: the next chunk order then comes from this browser's queue alone.
    api: { get: () => Promise.reject(new Error('offline')) } as unknown as Api,
    queue: createMemoryChunkQueue(),
    mediaDevices: {
      getUserMedia: vi.fn(async () => microphone),
      getDisplayMedia: vi.fn(async () => tab),
      enumerateDevices: vi.fn(async () => []),
    } as unknown as MediaDevices,
    storage: window.localStorage,
    network: { addEventListener: vi.fn(), removeEventListener: vi.fn(), navigator: { onLine: true } },
    startCapture: async (source) => {
      started.push(source)
      return {
        inputRate: 48_000,
        flush: async () => {},
        pause: async () => {},
        resume: async () => {},
        stop: async () => {},
      } satisfies PcmCapture
    },
    sessionMode,
  })
  const actor = createActor(audio.captureAudio, { input: { sessionId: 's-1', deviceId: null } })
  actor.start()
  return { actor, started, microphone, tab }
}

describe('the capture of a consultation', () => {
  it('records the call tab with the microphone in a teleconsultation', async () => {
    const { started, microphone, tab } = capture(async () => 'teleconsultation')
    await vi.waitFor(() => expect(started).toHaveLength(1))
    expect(started[0]).toEqual([
      { stream: microphone, endedKind: 'device-busy' },
      { stream: tab, endedKind: 'tab-share-ended' },
    ])
  })

  it('records the microphone alone in the other modes, and when the mode cannot be read', async () => {
    const normal = capture(async () => 'consultation')
    await vi.waitFor(() => expect(normal.started).toHaveLength(1))
    expect(normal.started[0]).toBe(normal.microphone)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const offline = capture(() => Promise.reject(new Error('offline')))
    await vi.waitFor(() => expect(offline.started).toHaveLength(1))
    expect(offline.started[0]).toBe(offline.microphone)
    expect(warn).toHaveBeenCalled()
    await flush()
  })
})
