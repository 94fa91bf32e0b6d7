// Sample events and inputs of the credits statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { Credits } from '../../services/credits'
import { sampleFailure } from '../shared/samples'

/** A member of an organisation: their own pool, and the organisation's, which documents spend. */
const sampleCredits: Credits = {
  pools: [
    { kind: 'user', name: 'Ana Sousa', balance: 10, spending: false, history: [] },
    { kind: 'organization', name: 'Clínica do Largo', balance: 42, spending: true, history: [] },
  ],
  creditsPerDocument: 1,
  supportContact: 'support@escriba.local',
}

/** Sample events for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'xstate.done.actor.loadCredits', output: sampleCredits },
    { type: 'xstate.error.actor.loadCredits', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.error.actor.loadCredits', error: sampleFailure('internal', { status: 500 }) },
  ],
}
