// Sample events and inputs of the generation screen statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import { sampleFailure } from '../shared/samples'
import type { GenerationScreenInput } from './generation-screen.machine'

/** Sample events and input for the statechart docs and the path tests. */
export const pathOptions = {
  input: { prompt: 'referral_letter' } satisfies GenerationScreenInput,
  events: [
    {
      type: 'xstate.done.actor.loadPrompt',
      output: {
        id: 'referral_letter',
        name: 'Carta de referenciação',
        description: 'Para o colega',
        kind: 'document',
      },
    },
    { type: 'xstate.done.actor.loadPrompt', output: null },
    { type: 'xstate.error.actor.loadPrompt', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'generation.field', name: 'text', value: 'Doente com lombalgia há três dias.' },
    { type: 'xstate.done.actor.generate', output: '## Motivo\n\nLombalgia.' },
    { type: 'xstate.error.actor.generate', error: sampleFailure('server_overloaded', { status: 503 }) },
    { type: 'xstate.error.actor.generate', error: sampleFailure('not_found', { status: 404 }) },
    { type: 'xstate.done.actor.copyNote', output: 'rich' },
    { type: 'xstate.error.actor.copyNote', error: new Error('The clipboard is not available') },
  ],
}
