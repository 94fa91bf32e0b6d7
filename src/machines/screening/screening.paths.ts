// Sample events and inputs of the screening statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import type { ScreeningRun } from '../../services/research'
import { sampleFailure } from '../shared/samples'
import type { ScreeningContext, ScreeningInput } from './screening.machine'

const sampleRun = (status: ScreeningRun['status'], done: number): ScreeningRun => ({
  id: 'run-1',
  status,
  engine: 'rules',
  done,
  total: 4,
  patient_ids: ['p-1', 'p-2'],
  trial_ids: ['t-1', 't-2'],
  error: status === 'failed' ? 'The LLM endpoint did not answer' : null,
  created_at: '2026-03-02T10:00:00.000Z',
  finished_at: status === 'done' || status === 'failed' ? '2026-03-02T10:00:05.000Z' : null,
})

const offline = sampleFailure('unavailable', { kind: 'network' })

/** Sample events and input for the statechart docs (scripts/export-statecharts.ts) and the path tests. */
export const pathOptions = {
  input: { spaceId: 'space-1', maxRetries: 1 } satisfies ScreeningInput,
  events: (snapshot: { context: ScreeningContext }): AnyEventObject[] => {
    const { run } = snapshot.context
    const queued = run?.status === 'queued'
    return [
      { type: 'screening.start' },
      { type: 'screening.retry' },
      { type: 'xstate.done.actor.startScreening', output: sampleRun('queued', 0) },
      {
        type: 'xstate.error.actor.startScreening',
        error: sampleFailure('bad_request', { status: 400, fields: { patient_ids: 'No patients' } }),
      },
      { type: 'poll.answered', answer: sampleRun('running', 2) },
      { type: 'poll.retrying' },
      { type: 'poll.resumed' },
      {
        type: 'xstate.done.actor.followScreening',
        output: { outcome: 'ended', answer: sampleRun('done', 4) },
      },
      ...(queued
        ? [
            {
              type: 'xstate.done.actor.followScreening',
              output: { outcome: 'ended', answer: sampleRun('failed', 1) },
            },
          ]
        : []),
      ...(queued
        ? [{ type: 'xstate.done.actor.followScreening', output: { outcome: 'failed', error: offline } }]
        : []),
      {
        type: 'xstate.done.actor.followScreening',
        output: { outcome: 'failed', error: sampleFailure('not_found', { status: 404 }) },
      },
    ]
  },
}
