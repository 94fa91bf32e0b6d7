import { and, assign, fromPromise, type PromiseActorLogic, sendParent, setup } from 'xstate'
import { errorOf, outputOf, withError, withOutputAs } from '../shared/actor-events'
import { apiErrorOf } from '../shared/api-error'
import { growingDelay } from '../shared/backoff'
import { notProvided } from '../shared/not-provided'
import { isRetryable } from '../shared/problems'

export type JobPollingTag = 'asking' | 'retrying'

/** What every job the browser follows answers (a document written, a screening run, an assistant's run). */
export type JobAnswer = { status: string }

/** What the check of a job is asked with: the keys that name it (session and document, space and run). */
export type JobRequest = Record<string, string>

export type JobPollingInput = {
  /** What the check is asked with. */
  request: JobRequest
  /** The statuses that end the job (`ready`, `failed`). */
  endsAt: readonly string[]
  /** Ask at once (the person asked to check again), rather than wait `pollDelayMs` first. */
  askAtOnce: boolean
  /** The wait between two checks. */
  pollDelayMs: number
  /** The first automatic try again waits this long; each next one twice as long. */
  retryBaseMs: number
  /** Checks that find the job still going before it is given up as taking too long; no cap when left out. */
  maxPolls?: number
  /** Automatic tries again after a connection failure. */
  maxRetries: number
  /** A busy server (5xx, 429) is tried again as well as no answer at all. */
  retryBusyServer?: boolean
}

/** How following the job ended: the job ended or took too long (with its last answer), or a check failed. */
export type JobPollingOutput<A = JobAnswer> =
  | { outcome: 'ended' | 'stalled'; answer: A }
  | { outcome: 'failed'; error: unknown }

/** What the child tells the machine that follows the job, so its screen shows how it goes. */
export type JobPollingReport<A = JobAnswer> =
  /** The job is still going: its latest answer (its progress). */
  | { type: 'poll.answered'; answer: A }
  /** A check got no answer: the next one waits a little longer. */
  | { type: 'poll.retrying' }
  /** The wait is over (or the person did not wait): the job is checked again. */
  | { type: 'poll.resumed' }

export type JobPollingEvent =
  /** Check again now instead of waiting out the retry delay. */
  { type: 'poll.retry' }

export type JobPollingContext = {
  /** What the check is asked with. */
  request: JobRequest
  /** The statuses that end the job. */
  endsAt: readonly string[]
  /** Whether the first check goes at once. */
  askAtOnce: boolean
  /** The wait between two checks. */
  pollDelayMs: number
  /** The first automatic try again's wait. */
  retryBaseMs: number
  /** Whether a busy server is tried again too. */
  retryBusyServer: boolean
  /** Checks that found the job still going. */
  polls: number
  /** The cap on such checks; null for none. */
  maxPolls: number | null
  /** Connection failures in a row, for the capped automatic retry. */
  attempts: number
  /** The cap on automatic tries again. */
  maxRetries: number
  /** The job's latest answer. */
  answer: JobAnswer | null
  /** The failure that ended following the job. */
  error: unknown
}

const answerOf = (event: { type: string }) => outputOf<JobAnswer>(event)

/**
 * Follows a job on the server until it ends: asks every `pollDelayMs`, tries again after a connection
 * failure with growing waits up to a cap, and stops after a cap on checks; tells its parent each answer
 * and each lost one as they come, and ends with the last answer or the failure.
 */
export const jobPollingMachine = setup({
  types: {} as {
    context: JobPollingContext
    events: JobPollingEvent
    input: JobPollingInput
    output: JobPollingOutput
    tags: JobPollingTag
  },
  actors: {
    'check job': fromPromise<JobAnswer, JobRequest>(notProvided('check job')),
  },
  actions: {
    'keep answer': assign((_, params: { answer: JobAnswer | undefined }) => ({
      answer: params.answer ?? null,
    })),
    'keep failure': assign((_, params: { error: unknown }) => ({ error: params.error })),
    'count poll': assign(({ context }) => ({ polls: context.polls + 1 })),
    'count failed attempt': assign(({ context }) => ({ attempts: context.attempts + 1 })),
    'forget failed attempts': assign({ attempts: 0 }),
    // Told to the machine that follows the job (REPORT_TO_PARENT); no-ops until provided, so the chart
    // runs on its own in its tests and docs.
    'report answer': () => {},
    'report retrying': () => {},
    'report resumed': () => {},
  },
  guards: {
    asksAtOnce: ({ context }) => context.askAtOnce,
    hasEnded: ({ context, event }) => context.endsAt.includes(answerOf(event)?.status ?? ''),
    canPollAgain: ({ context }) => context.maxPolls === null || context.polls + 1 < context.maxPolls,
    isConnectionFailure: ({ context, event }) => {
      const error = errorOf(event)
      if (context.retryBusyServer) return isRetryable(error)
      const kind = apiErrorOf(error)?.kind
      return kind === 'network' || kind === 'timeout'
    },
    canRetry: ({ context }) => context.attempts < context.maxRetries,
  },
  delays: {
    pollDelay: ({ context }) => context.pollDelayMs,
    retryDelay: ({ context }) => growingDelay(context.retryBaseMs, context.attempts),
  },
}).createMachine({
  id: 'jobPolling',
  description:
    'A job followed on the server until it ends: a check every poll delay, connection failures tried again with growing waits up to a cap, a cap on checks; each answer and each lost one told to the parent.',
  context: ({ input }) => ({
    request: input.request,
    endsAt: input.endsAt,
    askAtOnce: input.askAtOnce,
    pollDelayMs: input.pollDelayMs,
    retryBaseMs: input.retryBaseMs,
    retryBusyServer: input.retryBusyServer ?? false,
    polls: 0,
    maxPolls: input.maxPolls ?? null,
    attempts: 0,
    maxRetries: input.maxRetries,
    answer: null,
    error: null,
  }),
  // What the final state reached says (its `output`).
  output: ({ event }) => event.output as JobPollingOutput,
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'asksAtOnce', target: 'checking' }, { target: 'waiting' }],
    },
    waiting: { after: { pollDelay: { target: 'checking' } } },
    checking: {
      tags: ['asking'],
      invoke: {
        id: 'checkJob',
        src: 'check job',
        input: ({ context }) => context.request,
        onDone: [
          { guard: 'hasEnded', target: 'ended', actions: withOutputAs('keep answer', 'answer') },
          {
            guard: 'canPollAgain',
            target: 'waiting',
            actions: [
              withOutputAs('keep answer', 'answer'),
              'count poll',
              'forget failed attempts',
              'report answer',
            ],
          },
          { target: 'stalled', actions: withOutputAs('keep answer', 'answer') },
        ],
        onError: [
          {
            guard: and(['isConnectionFailure', 'canRetry']),
            target: 'retrying',
            actions: ['count failed attempt', 'report retrying'],
          },
          { target: 'failed', actions: withError('keep failure') },
        ],
      },
    },
    // The last check had no answer: the next one waits longer; the job goes on on the server meanwhile.
    retrying: {
      tags: ['retrying'],
      exit: 'report resumed',
      after: { retryDelay: { target: 'checking' } },
      on: { 'poll.retry': { target: 'checking' } },
    },
    ended: { type: 'final', output: ({ context }) => ({ outcome: 'ended', answer: context.answer }) },
    // Still going after the cap on checks: the parent asks the person to keep waiting.
    stalled: { type: 'final', output: ({ context }) => ({ outcome: 'stalled', answer: context.answer }) },
    failed: { type: 'final', output: ({ context }) => ({ outcome: 'failed', error: context.error }) },
  },
})

/** How the child's reports reach the machine that invoked it (`JobPollingReport`). */
// Cast: sendParent is typed by the event it sends, which the child's own event union does not list.
export const REPORT_TO_PARENT = {
  'report answer': sendParent(({ context }: { context: JobPollingContext }) => ({
    type: 'poll.answered' as const,
    answer: context.answer,
  })) as never,
  'report retrying': sendParent({ type: 'poll.retrying' as const }) as never,
  'report resumed': sendParent({ type: 'poll.resumed' as const }) as never,
}

/**
 * The job-polling child that checks the job with `check` and reports to its parent: how a flow's wiring
 * (or its test) gives it the call.
 */
export const jobPollingWith = <A extends JobAnswer, R>(check: PromiseActorLogic<A, R>) =>
  jobPollingMachine.provide({
    actors: { 'check job': check as unknown as PromiseActorLogic<JobAnswer, JobRequest> },
    actions: REPORT_TO_PARENT,
  })

/** What a poll's done event or its `poll.answered` report carries: the job's latest answer. */
export const pollAnswerOf = <A = JobAnswer>(event: { type: string }): A | undefined => {
  if ('answer' in event && event.answer !== undefined) return event.answer as A
  const output = outputOf<JobPollingOutput<A>>(event)
  return output && 'answer' in output ? output.answer : undefined
}

/** What a poll's done event says of how following the job ended. */
export const pollOutcomeOf = (event: { type: string }) => outputOf<JobPollingOutput>(event)?.outcome

/** The failure that ended following the job, from a poll's done event. */
export const pollFailureOf = (event: { type: string }): unknown => {
  const output = outputOf<JobPollingOutput>(event)
  return output && 'error' in output ? output.error : undefined
}

/**
 * In a transition on a poll's report or done event: the named action, given the job's answer (an `A`)
 * under `key`. Curried so the answer's type is named and the rest inferred: `withAnswerAs<Run>()('keep run', 'run')`.
 */
export const withAnswerAs =
  <A>() =>
  <const T extends string, const K extends string>(type: T, key: K) =>
    ({
      type,
      params: ({ event }: { event: { type: string } }) =>
        ({ [key]: pollAnswerOf<A>(event) }) as Record<K, A | undefined>,
    }) as const

/** In a poll's done transition: the named action, given the failure that ended following the job. */
export const withPollFailure = <const T extends string>(type: T) =>
  ({ type, params: ({ event }: { event: { type: string } }) => ({ error: pollFailureOf(event) }) }) as const
