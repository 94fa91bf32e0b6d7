// Sample events and inputs of the model picker statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import { sampleFailure, sampleUser } from '../shared/samples'
import type { ModelPickerInput, ModelsOffered } from './model-picker.machine'

const sampleModels: ModelsOffered = {
  engine: 'llm',
  models: [
    { id: 'clinic-llama', private: true, experimental: false, default: true },
    { id: 'o-preview', private: false, experimental: true, default: false },
  ],
}

/** Sample events and input for the statechart docs and the path tests. */
export const pathOptions = {
  input: { preferredModel: null } satisfies ModelPickerInput,
  events: [
    { type: 'xstate.done.actor.loadModels', output: sampleModels },
    {
      type: 'xstate.done.actor.loadModels',
      output: {
        engine: 'extractive',
        models: [{ id: 'extractive', private: true, experimental: false, default: true }],
      },
    },
    { type: 'xstate.error.actor.loadModels', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'model.choose', model: 'o-preview' },
    { type: 'xstate.done.actor.saveChoice', output: { ...sampleUser, preferred_model: 'o-preview' } },
    {
      type: 'xstate.error.actor.saveChoice',
      error: sampleFailure('bad_request', { fields: { 'user.preferred_model': 'x' } }),
    },
  ],
}
