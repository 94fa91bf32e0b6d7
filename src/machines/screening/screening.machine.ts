import { type AnyEventObject, assign, fromPromise, setup } from 'xstate'
import type { ScreeningRun } from '../../services/research'
import {
  type JobPollingReport,
  jobPollingWith,
  pollAnswerOf,
  withAnswerAs,
  withPollFailure,
} from '../job-polling/job-polling.machine'
import { withError, withOutputAs } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { followingState } from '../shared/polling'
import { isNotFound, isRetryable, serverFieldsOf } from '../shared/problems'

export type ScreeningTag = 'idle' | 'busy' | 'running' | 'starting' | 'done' | 'error' | 'retrying'

/** The server is asked how the screening goes this often while it runs. */
export const POLL_DELAY_MS = 1_000
/** Automatic tries again after a connection failure while following a run, before a button is offered. */
export const MAX_RETRIES = 3
/** The first automatic try again waits this long; each next one twice as long. */
export const RETRY_BASE_MS = 2_000

/** What the screening panel says went wrong. */
export type ScreeningProblem =
  | 'connection'
  | 'no_patients'
  | 'no_trials'
  | 'engine_failed'
  | 'not_found'
  | 'server'

export type ScreeningInput = {
  /** The research space whose patients and trials are screened. */
  spaceId: string
  /** Automatic tries again; MAX_RETRIES unless a test says otherwise. */
  maxRetries?: number
}

export type ScreeningContext = {
  /** The research space whose patients and trials are screened. */
  spaceId: string
  /** The latest run as the server reported it; null before the first one of this visit. */
  run: ScreeningRun | null
  /** The cap on automatic tries again (MAX_RETRIES). */
  maxRetries: number
  /** What went wrong; null when nothing did. */
  problem: ScreeningProblem | null
  /** The engine's own reason when a run failed on the server. */
  reason: string | null
}

export type ScreeningEvent =
  /** Screen every patient of the space against every trial (again, after documents or criteria changed). */
  | { type: 'screening.start' }
  /** Follow the run again after the panel stopped hearing from the server. */
  | { type: 'screening.retry' }
  /** How following the run goes (from the job-polling child). */
  | JobPollingReport<ScreeningRun>

const runOf = (event: AnyEventObject) => pollAnswerOf<ScreeningRun>(event)
/** 'keep run' with the run a poll report or ending carries. */
const keepAnswer = withAnswerAs<ScreeningRun>()('keep run', 'run')

/** Why the server refused to start: no patients, no trials, or anything else. */
function refusalOf(error: unknown): ScreeningProblem {
  if (isRetryable(error)) return 'connection'
  if (isNotFound(error)) return 'not_found'
  const fields = serverFieldsOf(error)
  if (fields.patient_ids) return 'no_patients'
  if (fields.trial_ids) return 'no_trials'
  return 'server'
}

/**
 * A screening of the space's patients against its trials: started on the server (a job), followed every
 * second with its progress until done or failed, and run again whenever the clinician asks, e.g. after
 * documents or criteria changed. Connection failures while following are tried again a few times after
 * growing waits; then the panel offers to try again, and the run goes on on the server meanwhile.
 */
export const screeningMachine = setup({
  types: {} as {
    context: ScreeningContext
    events: ScreeningEvent
    input: ScreeningInput
    tags: ScreeningTag
  },
  actors: {
    'start screening': fromPromise<ScreeningRun, { spaceId: string }>(notProvided('start screening')),
    'follow screening': jobPollingWith(
      fromPromise<ScreeningRun, { spaceId: string; runId: string }>(notProvided('fetch screening')),
    ),
  },
  actions: {
    // Told to whoever keeps the results (the research space reloads them); no-op until provided.
    'announce started': () => {},
    'announce finished': () => {},
    'keep run': assign((_, params: { run: ScreeningRun | undefined }) => ({
      run: params.run ?? null,
    })),
    'forget problem': assign({ problem: null, reason: null }),
    'show refusal': assign((_, params: { error: unknown }) => ({ problem: refusalOf(params.error) })),
    'show engine failure': assign(({ context }) => ({
      problem: 'engine_failed' as const,
      reason: context.run?.error ?? null,
    })),
    'show connection problem': assign({ problem: 'connection' as const }),
  },
  guards: {
    isFinished: ({ event }) => runOf(event)?.status === 'done',
    isFailed: ({ event }) => runOf(event)?.status === 'failed',
    hasUnfinishedRun: ({ context }) =>
      context.run !== null && context.run.status !== 'done' && context.run.status !== 'failed',
  },
}).createMachine({
  id: 'screening',
  description:
    "A screening of the space's patients against its trials: started as a job, followed with its progress until done or failed, run again after changes; connection failures tried again with growing waits.",
  context: ({ input }) => ({
    spaceId: input.spaceId,
    run: null,
    maxRetries: input.maxRetries ?? MAX_RETRIES,
    problem: null,
    reason: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: { 'screening.start': { target: 'starting', actions: 'forget problem' } },
    },
    // The server has not answered yet: a run before this one says nothing about this one's progress.
    starting: callState(['busy', 'running', 'starting'], {
      id: 'startScreening',
      src: 'start screening',
      input: ({ context }) => ({ spaceId: context.spaceId }),
      onDone: { target: 'running', actions: [withOutputAs('keep run', 'run'), 'announce started'] },
      onError: { target: 'failed', actions: withError('show refusal') },
    }),
    // The job works on the server; the panel asks how far it got every POLL_DELAY_MS (at once when the
    // clinician asked to follow it again). After a lost answer the next check waits longer.
    running: followingState(
      ['busy', 'running'],
      ['retrying', 'error'],
      {
        id: 'followScreening',
        src: 'follow screening',
        input: ({ context, event }) => ({
          request: { spaceId: context.spaceId, runId: context.run?.id ?? '' },
          endsAt: ['done', 'failed'],
          askAtOnce: event.type === 'screening.retry',
          pollDelayMs: POLL_DELAY_MS,
          retryBaseMs: RETRY_BASE_MS,
          maxRetries: context.maxRetries,
          retryBusyServer: true,
        }),
        onDone: [
          {
            guard: 'isFinished',
            target: 'done',
            actions: [keepAnswer, 'forget problem', 'announce finished'],
          },
          {
            guard: 'isFailed',
            target: 'failed',
            actions: [keepAnswer, 'show engine failure', 'announce finished'],
          },
          { target: 'lost', actions: withPollFailure('show refusal') },
        ],
      },
      { answered: [keepAnswer, 'forget problem'], retrying: 'show connection problem' },
      'screening.retry',
    ),
    done: {
      tags: ['done'],
      on: { 'screening.start': { target: 'starting', actions: 'forget problem' } },
    },
    failed: failedState('screening.start', { target: 'starting', actions: 'forget problem' }),
    // The panel stopped hearing about a run that may still be going on: follow it again, or start anew.
    lost: {
      tags: ['error'],
      on: {
        'screening.retry': {
          guard: 'hasUnfinishedRun',
          target: 'running',
          actions: 'forget problem',
        },
        'screening.start': { target: 'starting', actions: 'forget problem' },
      },
    },
  },
})
