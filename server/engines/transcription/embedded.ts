import { cpus } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { EngineReadiness, EngineStatus, TranscribeRequest, TranscriptionEngine } from './engine'
import { TranscriptionUnavailableError } from './engine'
import { ensureModelFile, type ModelSource } from './model-file'

interface Log {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

type Pending = { resolve: (text: string) => void; reject: (error: Error) => void }

/** Whisper's encoder sees 30 s of audio as 1,500 positions: 50 a second. */
const CONTEXT_PER_SECOND = 50
const FULL_CONTEXT = 1500
/** Positions kept beyond the audio (2 s), so the last words are never at the edge of what is encoded. */
const CONTEXT_MARGIN = 100
/** Fewer positions than this (about 5 s) are not worth the risk to recognition. */
const MIN_CONTEXT = 256

/**
 * The encoder context for `samples` of 16 kHz audio: fitted to the audio with a margin, so a short chunk
 * (the last one of a consultation, which the clinician waits for) is encoded in a fraction of the time of
 * a full 30 s window; 0 (whisper.cpp's full window) when the audio fills most of it anyway.
 */
export function fittedAudioContext(samples: number): number {
  const positions = Math.ceil((samples / 16_000) * CONTEXT_PER_SECOND) + CONTEXT_MARGIN
  return positions >= FULL_CONTEXT ? 0 : Math.max(MIN_CONTEXT, positions)
}

/**
 * whisper.cpp through @napi-rs/whisper in a worker thread. The worker starts on first use; requests are
 * answered one at a time, in order (one model context).
 */
export function embeddedWhisperEngine(options: {
  model: ModelSource
  log: Log
  /** Inference threads; the default leaves one core to the API. */
  threads?: number
  /** Fit the encoder context to short audio (`fittedAudioContext`); on unless turned off. */
  fitContext?: boolean
}): TranscriptionEngine {
  const fitContext = options.fitContext ?? true
  const threads = options.threads ?? Math.max(1, cpus().length - 1)
  let worker: Promise<Worker> | undefined
  let unavailable: string | undefined
  const pending = new Map<number, Pending>()
  let nextId = 1
  /** What GET /health says: set as the model is fetched and loaded, and when that fails. */
  let readiness: EngineReadiness = { state: 'starting', reason: 'the Whisper model has not been loaded yet' }
  let downloaded = -1
  /** The last reason it could not start, logged once however often the readiness watcher tries again. */
  let lastFailure: string | undefined

  const start = async () => {
    // Trying again after a failure stays unavailable until something changes (a download goes on, a file loads).
    if (readiness.state !== 'unavailable') {
      readiness = { state: 'starting', reason: `loading the Whisper model from ${options.model.path}` }
    }
    const modelPath = await ensureModelFile(options.model, options.log, fetch, (percent) => {
      if (percent === downloaded) return
      downloaded = percent
      readiness = {
        state: 'starting',
        reason: `downloading the Whisper model (${percent} %) from ${options.model.url} to ${options.model.path}`,
      }
    })
    readiness = { state: 'starting', reason: `loading the Whisper model from ${modelPath}` }
    const w = new Worker(new URL('./whisper-worker.mjs', import.meta.url), {
      workerData: { modelPath, threads },
    })
    await new Promise<void>((resolve, reject) => {
      w.once('message', (message: { type: string; error?: string }) =>
        message.type === 'ready'
          ? resolve()
          : reject(new Error(`the Whisper model did not load: ${message.error}`)),
      )
      w.once('error', reject)
    })
    w.on('message', (message: { type: string; id: number; text?: string; error?: string }) => {
      const job = pending.get(message.id)
      if (!job) return
      pending.delete(message.id)
      if (pending.size === 0) w.unref()
      if (message.error !== undefined) job.reject(new Error(message.error))
      else job.resolve(message.text ?? '')
    })
    w.on('error', (error: Error) => {
      options.log.error({ err: error }, 'the Whisper worker failed')
      for (const job of pending.values()) job.reject(error)
      pending.clear()
      worker = undefined
      readiness = {
        state: 'starting',
        reason: 'the Whisper worker failed and starts again on the next chunk',
      }
    })
    // An idle worker must not keep the process alive; a busy one must (a command-line run waits for it).
    w.unref()
    options.log.info({ modelPath, threads }, 'embedded Whisper ready')
    readiness = { state: 'ready', reason: null }
    lastFailure = undefined
    return w
  }

  const ready = async () => {
    if (unavailable) throw new TranscriptionUnavailableError(unavailable)
    worker ??= start().catch((error: Error) => {
      worker = undefined
      const reason = `transcription engine unavailable: ${error.message}`
      if (reason !== lastFailure) options.log.error({ reason }, 'embedded Whisper unavailable')
      lastFailure = reason
      readiness = { state: 'unavailable', reason }
      throw new TranscriptionUnavailableError(reason)
    })
    return worker
  }

  return {
    name: 'embedded',
    transcribe: async (request: TranscribeRequest) => {
      const w = await ready()
      const id = nextId++
      return new Promise<string>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        w.ref()
        const pcm = new Float32Array(request.pcm)
        const audioContext = fitContext ? fittedAudioContext(pcm.length) : 0
        w.postMessage({ id, pcm, language: request.language, prompt: request.prompt, audioContext }, [
          pcm.buffer,
        ])
      })
    },
    status: async (): Promise<EngineStatus> => {
      try {
        await ready()
        return { available: true }
      } catch (error) {
        return { available: false, reason: error instanceof Error ? error.message : String(error) }
      }
    },
    readiness: () => readiness,
    close: async () => {
      const w = await worker?.catch(() => undefined)
      worker = undefined
      unavailable = 'the engine is closed'
      readiness = { state: 'unavailable', reason: unavailable }
      await w?.terminate()
    },
  }
}
