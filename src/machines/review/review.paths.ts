// Sample events and inputs of the review statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import { sampleFailure } from '../shared/samples'
import type { ReviewContext, ReviewInput } from './review.machine'

/**
 * Sample events for the statechart docs and the path tests: a finding and a line selected, a dismissal
 * and a restoration, saved or failed (no connection, refused).
 */
export const pathOptions = {
  input: { sessionId: 's-sample' } satisfies ReviewInput,
  events: (snapshot: { context: ReviewContext }): AnyEventObject[] => [
    ...(snapshot.context.selection === null
      ? [
          { type: 'review.finding.select', version: 1, findingId: 'f-1' },
          { type: 'review.line.select', version: 1, line: 2 },
        ]
      : [{ type: 'review.selection.clear' }]),
    { type: 'review.finding.dismiss', docId: 'd-sample', findingId: 'f-1' },
    { type: 'review.finding.restore', docId: 'd-sample', findingId: 'f-1' },
    { type: 'xstate.done.actor.saveDismissal', output: { id: 'd-sample' } },
    { type: 'xstate.error.actor.saveDismissal', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.error.actor.saveDismissal', error: sampleFailure('not_found', { status: 404 }) },
  ],
}
