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

/** The largest file taken, in bytes: a longer consultation is better recorded in parts. */
export const MAX_FILE_BYTES = 200 * 1024 * 1024
/** The longest recording taken, in seconds (its decoded samples must fit in the page's memory). */
export const MAX_FILE_SECONDS = 3 * 60 * 60
/** The file types offered in the file picker (the browser decodes what it can; others are refused). */
export const ACCEPTED_FILE_TYPES = 'audio/*,.wav,.mp3,.m4a,.ogg,.oga,.webm,.aac,.flac'

/**
 * Why a file could not be taken: undecodable (not audio, or a format this browser cannot decode),
 * too-big (over MAX_FILE_BYTES), too-long (over MAX_FILE_SECONDS), empty (no audio in it), storage (the
 * browser could not keep its chunks).
 */
export type FileImportErrorKind = 'undecodable' | 'too-big' | 'too-long' | 'empty' | 'storage'

export class FileImportError extends Error {
  constructor(
    readonly kind: FileImportErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'FileImportError'
  }
}

/** What importing a file tells the recording machine. */
export type FileImportEvent =
  | { type: 'file.decoded'; totalSeconds: number }
  | { type: 'file.stored'; order: number; storedSeconds: number; totalSeconds: number }
  | { type: 'file.imported' }
  | { type: 'file.failed'; kind: FileImportErrorKind }

/** The file to import into a consultation. */
export type FileImportInput = { sessionId: string; file: Blob }

/** How far the file got: decoded, then seconds of audio stored as chunks out of its length. */
export type FileImportProgress = { storedSeconds: number; totalSeconds: number }

/**
 * Decodes a file and stores its chunks in the queue under the session's next orders, in order, before
 * any upload (the chunk upload machine then sends them like a recording's). Reports each stored chunk and
 * the seconds stored so far; returns the orders stored. Rejects with a FileImportError.
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
  report: {
    onDecoded?: (totalSeconds: number) => void
    onStored?: (order: number, progress: FileImportProgress) => void
  } = {},
): Promise<number[]> {
  const { queue, now = Date.now } = dependencies
  if (file.size > MAX_FILE_BYTES) throw new FileImportError('too-big', `${file.size} bytes`)
  if (file.size === 0) throw new FileImportError('empty', 'the file is empty')
  let buffer: AudioBuffer
  try {
    buffer = await decodeToMono16k(file, dependencies.OfflineAudioContext)
  } catch (error) {
    throw new FileImportError('undecodable', 'the browser could not decode the file', { cause: error })
  }
  const totalSeconds = buffer.length / AUDIO_FORMAT.sampleRate
  if (totalSeconds > MAX_FILE_SECONDS) throw new FileImportError('too-long', `${Math.round(totalSeconds)} s`)
  if (buffer.length === 0) throw new FileImportError('empty', 'no audio in the file')
  report.onDecoded?.(totalSeconds)
  let order = await dependencies.nextOrder(sessionId)
  const orders: number[] = []
  let storedSamples = 0
  for (const chunk of chunksOf(buffer)) {
    const durationMs = Math.round((chunk.samples.length / AUDIO_FORMAT.sampleRate) * 1000)
    try {
      await queue.put({ sessionId, order, wav: encodeWav(chunk.samples), durationMs, createdAt: now() })
    } catch (error) {
      throw new FileImportError('storage', 'the browser could not store the audio', { cause: error })
    }
    storedSamples += chunk.samples.length
    report.onStored?.(order, { storedSeconds: storedSamples / AUDIO_FORMAT.sampleRate, totalSeconds })
    orders.push(order++)
  }
  return orders
}
