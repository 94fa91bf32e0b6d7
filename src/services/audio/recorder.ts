import { AUDIO_FORMAT } from '../../../contract/consultations'
import type { PcmCapture, PcmCaptureHandlers } from './capture'
import type { ChunkQueue } from './chunk-queue'
import { type AudioChunkSamples, createChunker } from './chunker'
import { asMicrophoneError, type MicrophoneErrorKind } from './microphone'
import { type CaptureSource, releaseSource } from './source'
import { encodeWav } from './wav'

// One consultation's recording: microphone → 16 kHz PCM → chunks cut at pauses → WAV → the durable
// queue, each chunk announced only once it is stored. The recording machine's 'capture audio' actor.

/** What the recorder tells the recording machine. */
export type RecorderEvent =
  | { type: 'microphone.ready' }
  | { type: 'microphone.failed'; kind: MicrophoneErrorKind }
  | { type: 'audio.level'; db: number }
  | { type: 'chunk.stored'; order: number }
  | { type: 'capture.stopped' }

/** What the recording machine tells the recorder. */
export type RecorderCommand =
  | { type: 'capture.pause' }
  | { type: 'capture.resume' }
  | { type: 'capture.stop' }

export type RecorderInput = {
  sessionId: string
  /** The chosen microphone; null for the default one. */
  deviceId: string | null
}

export type RecorderDependencies = {
  queue: ChunkQueue
  /** The microphone (with the call tab in teleconsultation), opened (MicrophoneError on failure). */
  openMicrophone: (deviceId: string | null) => Promise<CaptureSource>
  /** startPcmCapture, or a fake. */
  startCapture: (source: CaptureSource, handlers: PcmCaptureHandlers) => Promise<PcmCapture>
  /** The order of the session's next chunk (after what the browser and the server hold). */
  nextOrder: (sessionId: string) => Promise<number>
  now?: () => number
}

export type Recorder = {
  handle: (command: RecorderCommand) => void
  /** Stops at once (the machine left the recording): what is captured is still stored. */
  dispose: () => void
}

/** Starts recording; events come back through `emit`, in order. */
export function startRecorder(
  dependencies: RecorderDependencies,
  input: RecorderInput,
  emit: (event: RecorderEvent) => void,
): Recorder {
  const { queue, now = Date.now } = dependencies
  const chunker = createChunker()
  let capture: PcmCapture | null = null
  let disposed = false
  let order = 0
  // Chunks are stored one after the other, so `chunk.stored` events come in order and the end comes last.
  let storing: Promise<void> = Promise.resolve()

  const store = (chunk: AudioChunkSamples | null) => {
    if (!chunk || chunk.samples.length === 0) return
    const current = order++
    const wav = encodeWav(chunk.samples)
    const durationMs = Math.round((chunk.samples.length / AUDIO_FORMAT.sampleRate) * 1000)
    storing = storing
      .then(() =>
        queue.put({ sessionId: input.sessionId, order: current, wav, durationMs, createdAt: now() }),
      )
      .then(
        () => {
          if (!disposed) emit({ type: 'chunk.stored', order: current })
        },
        (error: unknown) => console.error(`Audio chunk ${current} could not be stored`, error),
      )
  }

  const handlers: PcmCaptureHandlers = {
    onSamples: (samples) => {
      for (const chunk of chunker.push(samples)) store(chunk)
    },
    onLevel: (db) => emit({ type: 'audio.level', db }),
    onEnded: (error) => {
      // The microphone went away mid-consultation: keep what was said, then say so.
      store(chunker.flush())
      void storing.then(() => !disposed && emit({ type: 'microphone.failed', kind: error.kind }))
    },
  }

  const started = (async () => {
    order = await dependencies.nextOrder(input.sessionId)
    const stream = await dependencies.openMicrophone(input.deviceId)
    if (disposed) {
      releaseSource(stream)
      return
    }
    capture = await dependencies.startCapture(stream, handlers)
    if (disposed) await capture.stop()
    else emit({ type: 'microphone.ready' })
  })().catch((error: unknown) => {
    if (!disposed) emit({ type: 'microphone.failed', kind: asMicrophoneError(error).kind })
  })

  const run = (step: () => Promise<void>) => {
    void started.then(step).catch((error: unknown) => console.error('Recorder', error))
  }

  return {
    handle(command) {
      switch (command.type) {
        case 'capture.pause':
          // What was said before the pause goes up now, rather than after the pause.
          return run(async () => {
            await capture?.pause()
            store(chunker.flush())
          })
        case 'capture.resume':
          return run(async () => {
            await capture?.resume()
          })
        case 'capture.stop':
          return run(async () => {
            await capture?.stop()
            capture = null
            store(chunker.flush())
            await storing
            if (!disposed) emit({ type: 'capture.stopped' })
          })
      }
    },
    dispose() {
      if (disposed) return
      disposed = true
      void started.then(async () => {
        const running = capture
        capture = null
        await running?.stop()
        // Stored for the next upload run (a reload finds it), though no machine hears of it now.
        store(chunker.flush())
      })
    },
  }
}
