// Sample events and inputs of the confirmation resend statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import { sampleFailure } from '../shared/samples'

/** Sample events for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'confirmation.resend', email: 'ana@example.pt' },
    { type: 'confirmation.resend', email: 'not an email' },
    { type: 'xstate.done.actor.resendConfirmation', output: undefined },
    { type: 'xstate.error.actor.resendConfirmation', error: sampleFailure('rate_limited', { status: 429 }) },
    {
      type: 'xstate.error.actor.resendConfirmation',
      error: sampleFailure('unavailable', { kind: 'network' }),
    },
  ],
}
