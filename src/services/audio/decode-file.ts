import { AUDIO_FORMAT } from '../../../contract/consultations'
import type { ChunkQueue } from './chunk-queue'
import { type AudioChunkSamples, createChunker } from './chunker'
import { encodeWav } from './wav'

// An audio file the clinician uploads (a recording made elsewhere) becomes the same 16 kHz chunks as a
// live recording: decoded by the browser, resampled by an OfflineAudioContext, mixed down to mono, then
// cut at pauses.

type OfflineContextClass = new (channels: number, length: number, sampleRate: number) => OfflineAudioContext

/** Seconds of 16 kHz mono handed to the chunker at a time, so a long file is never copied whole. */
const SLICE_SECONDS = 10

/** The file as 16 kHz mono samples, decoded and resampled by the browser. Rejects what it cannot decode. */
export async function decodeToMono16k(
  file: Blob,
  OfflineContext: OfflineContextClass = globalThis.OfflineAudioContext,
): Promise<AudioBuffer> {
  const { sampleRate } = AUDIO_FORMAT
  // decodeAudioData resamples to its context's rate: a 16 kHz context does the resampling.
  const decoder = new OfflineContext(1, 1, sampleRate)
  const decoded = await decoder.decodeAudioData(await file.arrayBuffer())
  if (decoded.sampleRate === sampleRate && decoded.numberOfChannels === 1) return decoded
  // Otherwise render it through a 16 kHz mono context, which mixes down and resamples.
  const length = Math.ceil(decoded.duration * sampleRate)
  const renderer = new OfflineContext(1, Math.max(1, length), sampleRate)
  const source = renderer.createBufferSource()
  source.buffer = decoded
  source.connect(renderer.destination)
  source.start()
  return renderer.startRendering()
}

/** The chunks of a decoded 16 kHz mono buffer, cut at pauses like a live recording. */
export function* chunksOf(buffer: AudioBuffer): Generator<AudioChunkSamples> {
  const samples = buffer.getChannelData(0)
  const chunker = createChunker()
  const step = SLICE_SECONDS * AUDIO_FORMAT.sampleRate
  for (let offset = 0; offset < samples.length; offset += step) {
    yield* chunker.push(samples.subarray(offset, offset + step))
  }
  const last = chunker.flush()
  if (last) yield last
}

/** Decodes an uploaded file into 16 kHz chunks. */
export async function decodeFileToChunks(
  file: Blob,
  OfflineContext?: OfflineContextClass,
): Promise<AudioChunkSamples[]> {
  return [...chunksOf(await decodeToMono16k(file, OfflineContext))]
}

/**
 * Decodes a file and stores its chunks in the queue under the session's next orders, in order, before
 * any upload (the chunk upload machine then sends them like a recording's). Returns the orders stored.
 */
export async function queueFile(
  dependencies: {
    queue: ChunkQueue
    nextOrder: (sessionId: string) => Promise<number>
    OfflineAudioContext?: OfflineContextClass
    now?: () => number
  },
  sessionId: string,
  file: Blob,
): Promise<number[]> {
  const { queue, now = Date.now } = dependencies
  const buffer = await decodeToMono16k(file, dependencies.OfflineAudioContext)
  let order = await dependencies.nextOrder(sessionId)
  const orders: number[] = []
  for (const chunk of chunksOf(buffer)) {
    const durationMs = Math.round((chunk.samples.length / AUDIO_FORMAT.sampleRate) * 1000)
    await queue.put({ sessionId, order, wav: encodeWav(chunk.samples), durationMs, createdAt: now() })
    orders.push(order++)
  }
  return orders
}
