import type { Config } from '../config'
import { generationEngineFrom } from './generation/from-config'
import { reviewEngine } from './review/offline'
import { transcriptionEngineFrom } from './transcription/from-config'

/** The engines the configuration names: transcription, generation, and the one review check for every note. */
export function enginesFrom(config: Config, log: Parameters<typeof transcriptionEngineFrom>[1]) {
  return {
    engine: transcriptionEngineFrom(config.transcription, log),
    generation: generationEngineFrom(config.generation),
    // Offline and deterministic: the same check whichever engine wrote the note.
    review: reviewEngine(),
  }
}
