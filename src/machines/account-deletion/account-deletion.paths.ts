// Sample events and inputs of the account deletion statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import { sampleFailure } from '../shared/samples'

/** Sample events for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'xstate.done.actor.confirmDeletion', output: { answer: 'confirmed' } },
    { type: 'xstate.done.actor.confirmDeletion', output: { answer: 'cancelled' } },
    { type: 'xstate.done.actor.deleteAccount', output: undefined },
    { type: 'xstate.error.actor.deleteAccount', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.error.actor.deleteAccount', error: sampleFailure('internal', { status: 500 }) },
  ],
}
