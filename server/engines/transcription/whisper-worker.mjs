// Runs whisper.cpp off the main thread: inference blocks for seconds, the API must not.
// Plain JavaScript on purpose: Node 20 worker threads cannot load TypeScript through a loader.
import { readFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { Whisper, WhisperFullParams, WhisperSamplingStrategy } from '@napi-rs/whisper'

const { modelPath, threads } = workerData
let whisper
try {
  whisper = new Whisper(readFileSync(modelPath))
  parentPort.postMessage({ type: 'ready' })
} catch (error) {
  parentPort.postMessage({ type: 'failed', error: error instanceof Error ? error.message : String(error) })
}

parentPort.on(
  'message',
  (
    /** @type {{ id: number, pcm: Float32Array, language: string, prompt: string, audioContext: number }} */ job,
  ) => {
    try {
      if (!whisper) throw new Error('the model did not load')
      const params = new WhisperFullParams(WhisperSamplingStrategy.Greedy)
      params.language = job.language
      params.nThreads = threads
      params.printProgress = false
      params.printRealtime = false
      params.printTimestamps = false
      params.suppressBlank = true
      params.noContext = true
      if (job.prompt) params.initialPrompt = job.prompt
      // Encoder positions fitted to a short chunk (0: the full 30 s window).
      if (job.audioContext > 0) params.audioCtx = job.audioContext
      parentPort.postMessage({ type: 'result', id: job.id, text: whisper.full(params, job.pcm) })
    } catch (error) {
      parentPort.postMessage({
        type: 'result',
        id: job.id,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  },
)
