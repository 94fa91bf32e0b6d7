import { describe, expect, it } from 'vitest'
import { babble, concat, noise, RATE } from '../../../tests/unit/audio/signals'
import { createMemoryChunkQueue } from './chunk-queue'
import {
  chunksOf,
  decodeToMono16k,
  FileImportError,
  MAX_FILE_BYTES,
  MAX_FILE_SECONDS,
  queueFile,
} from './decode-file'

/** The little of an AudioBuffer the code reads. */
const bufferOf = (samples: Float32Array, sampleRate = RATE, channels = 1) =>
  ({
    sampleRate,
    numberOfChannels: channels,
    duration: samples.length / sampleRate,
    length: samples.length,
    getChannelData: () => samples,
  }) as unknown as AudioBuffer

/**
 * An OfflineAudioContext stand-in (happy-dom has none; the real one runs in the browser check): it
 * "decodes" to the given buffer and "renders" to a 16 kHz mono one, recording what it was asked.
 */
function fakeOfflineContext(decoded: AudioBuffer, rendered: AudioBuffer) {
  const created: { channels: number; length: number; sampleRate: number }[] = []
  class FakeOfflineContext {
    destination = {}
    constructor(channels: number, length: number, sampleRate: number) {
      created.push({ channels, length, sampleRate })
    }
    async decodeAudioData() {
      return decoded
    }
    createBufferSource() {
      return { buffer: null, connect() {}, start() {} }
    }
    async startRendering() {
      return rendered
    }
  }
  return { Context: FakeOfflineContext as unknown as typeof OfflineAudioContext, created }
}

describe('decoding an uploaded file', () => {
  it('takes a 16 kHz mono decode as it is', async () => {
    const decoded = bufferOf(new Float32Array(10))
    const fake = fakeOfflineContext(decoded, bufferOf(new Float32Array(0)))
    expect(await decodeToMono16k(new Blob([new Uint8Array(4)]), fake.Context)).toBe(decoded)
    expect(fake.created).toEqual([{ channels: 1, length: 1, sampleRate: 16_000 }])
  })

  it('renders anything else through a 16 kHz mono offline context', async () => {
    const decoded = bufferOf(new Float32Array(44_100 * 2), 44_100, 2)
    const rendered = bufferOf(new Float32Array(32_000))
    const fake = fakeOfflineContext(decoded, rendered)
    expect(await decodeToMono16k(new Blob([new Uint8Array(4)]), fake.Context)).toBe(rendered)
    expect(fake.created[1]).toEqual({ channels: 1, length: 32_000, sampleRate: 16_000 })
  })

  it('cuts a long file into the same chunks as a live recording', () => {
    const signal = concat(babble(24), noise(0.5, -60), babble(30), noise(0.5, -60), babble(10))
    const chunks = [...chunksOf(bufferOf(signal))]
    expect(chunks.map((chunk) => chunk.cut)).toEqual(['pause', 'pause', 'end'])
    expect(chunks.reduce((sum, chunk) => sum + chunk.samples.length, 0)).toBe(signal.length)
  })

  it('stores the chunks under the next orders of the session', async () => {
    const signal = concat(babble(24), noise(0.5, -60), babble(12))
    const fake = fakeOfflineContext(bufferOf(signal), bufferOf(signal))
    const queue = createMemoryChunkQueue()
    const orders = await queueFile(
      { queue, nextOrder: async () => 4, OfflineAudioContext: fake.Context, now: () => 0 },
      's-1',
      new Blob([new Uint8Array(4)]),
    )
    expect(orders).toEqual([4, 5])
    expect(await queue.pending('s-1')).toEqual([4, 5])
    // Cut in the middle of the pause at 24.0–24.5 s, on a 30 ms frame.
    expect(Math.abs((await queue.get('s-1', 4))!.durationMs - 24_250)).toBeLessThanOrEqual(30)
  })

  it('reports the decoded length and each stored chunk with the seconds stored so far', async () => {
    const signal = concat(babble(24), noise(0.5, -60), babble(12))
    const fake = fakeOfflineContext(bufferOf(signal), bufferOf(signal))
    const reports: unknown[] = []
    await queueFile(
      { queue: createMemoryChunkQueue(), nextOrder: async () => 0, OfflineAudioContext: fake.Context },
      's-1',
      new Blob([new Uint8Array(4)]),
      {
        onDecoded: (totalSeconds) => reports.push(['decoded', totalSeconds]),
        onStored: (order, progress) => reports.push([order, progress.storedSeconds, progress.totalSeconds]),
      },
    )
    const seconds = signal.length / RATE
    expect(reports[0]).toEqual(['decoded', seconds])
    expect(reports).toHaveLength(3)
    expect(reports[2]).toEqual([1, seconds, seconds])
    const [, first] = reports[1] as [number, number]
    expect(Math.abs(first - 24.25)).toBeLessThanOrEqual(0.03)
  })

  const refusal = async (file: Blob, decoded?: AudioBuffer) => {
    const fake = fakeOfflineContext(decoded ?? bufferOf(new Float32Array(10)), bufferOf(new Float32Array(0)))
    const queue = createMemoryChunkQueue()
    const error = await queueFile(
      { queue, nextOrder: async () => 0, OfflineAudioContext: fake.Context },
      's-1',
      file,
    ).catch((caught: unknown) => caught)
    expect(await queue.pending('s-1')).toEqual([])
    return { kind: error instanceof FileImportError ? error.kind : error, decodes: fake.created.length }
  }

  it('refuses a file over the size limit before reading it', async () => {
    const huge = { size: MAX_FILE_BYTES + 1, arrayBuffer: async () => new ArrayBuffer(0) } as Blob
    expect(await refusal(huge)).toEqual({ kind: 'too-big', decodes: 0 })
  })

  it('refuses a recording longer than the limit, and an empty one', async () => {
    const long = {
      sampleRate: RATE,
      numberOfChannels: 1,
      length: (MAX_FILE_SECONDS + 1) * RATE,
      duration: MAX_FILE_SECONDS + 1,
    } as AudioBuffer
    expect((await refusal(new Blob([new Uint8Array(4)]), long)).kind).toBe('too-long')
    expect((await refusal(new Blob([]))).kind).toBe('empty')
    expect((await refusal(new Blob([new Uint8Array(4)]), bufferOf(new Float32Array(0)))).kind).toBe('empty')
  })

  it('says a file the browser cannot decode is undecodable', async () => {
    class Refusing {
      async decodeAudioData() {
        throw new DOMException('Unable to decode audio data', 'EncodingError')
      }
    }
    const error = await queueFile(
      {
        queue: createMemoryChunkQueue(),
        nextOrder: async () => 0,
        OfflineAudioContext: Refusing as unknown as typeof OfflineAudioContext,
      },
      's-1',
      new Blob([new Uint8Array(4)]),
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FileImportError)
    expect((error as FileImportError).kind).toBe('undecodable')
  })
})
