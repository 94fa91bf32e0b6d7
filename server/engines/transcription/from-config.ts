import type { Config } from '../../config'
import { embeddedWhisperEngine } from './embedded'
import type { TranscriptionEngine } from './engine'
import { openAiTranscriptionEngine } from './openai'

interface Log {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** The engine TRANSCRIPTION_ENGINE names, configured. */
export function transcriptionEngineFrom(config: Config['transcription'], log: Log): TranscriptionEngine {
  if (config.engine === 'openai') {
    return openAiTranscriptionEngine({ baseUrl: config.url!, apiKey: config.apiKey, model: config.model })
  }
  return embeddedWhisperEngine({
    model: { path: config.whisperModelPath, url: config.whisperModelUrl, sha256: config.whisperModelSha256 },
    log,
    ...(config.whisperThreads ? { threads: config.whisperThreads } : {}),
    fitContext: config.whisperFitContext,
  })
}
