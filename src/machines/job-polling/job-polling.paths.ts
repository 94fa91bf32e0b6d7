// Sample events and inputs of the job-polling statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import { sampleFailure } from '../shared/samples'
import type { JobPollingInput } from './job-polling.machine'

/** A job followed with a cap of two checks and one automatic try again, waiting a poll first. */
export const sampleInput = {
  request: { jobId: 'job-sample' },
  endsAt: ['done', 'failed'],
  askAtOnce: false,
  pollDelayMs: 1_000,
  retryBaseMs: 2_000,
  maxPolls: 2,
  maxRetries: 1,
} satisfies JobPollingInput

/**
 * Sample events and inputs for the statechart docs and the path tests: a check answers the job still
 * running, done or failed, or fails with no answer or with a 404; the person asks to check again.
 */
export const pathOptions = {
  inputs: {
    'waits first': sampleInput,
    'asks at once': { ...sampleInput, askAtOnce: true },
  },
  events: [
    { type: 'poll.retry' },
    { type: 'xstate.done.actor.checkJob', output: { status: 'running' } },
    { type: 'xstate.done.actor.checkJob', output: { status: 'done' } },
    { type: 'xstate.done.actor.checkJob', output: { status: 'failed' } },
    { type: 'xstate.error.actor.checkJob', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.error.actor.checkJob', error: sampleFailure('not_found', { status: 404 }) },
  ] satisfies AnyEventObject[],
}
