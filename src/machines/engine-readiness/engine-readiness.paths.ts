// Sample events and inputs of the engine readiness statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { EngineHealth } from '../../../contract/health'
import type { Engines } from './engine-readiness.machine'

/** Sample outcomes for the path catalogue and tests. */
const engines = (transcription: EngineHealth): Engines => ({
  transcription,
  generation: { ready: true, state: 'ready', reason: null },
  assistant: { ready: true, state: 'ready', reason: null },
})
export const pathOptions = {
  events: [
    {
      type: 'xstate.done.actor.checkEngines',
      output: engines({ ready: true, state: 'ready', reason: null }),
    },
    {
      type: 'xstate.done.actor.checkEngines',
      output: engines({
        ready: false,
        state: 'unavailable',
        reason:
          'no Whisper model at ./data/models/ggml-base-q5_1.bin: put a ggml model there (WHISPER_MODEL_PATH)',
      }),
    },
    { type: 'xstate.error.actor.checkEngines', error: new Error('offline') },
  ],
}
