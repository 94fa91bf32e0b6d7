import { assertEvent, assign, fromCallback, fromPromise, sendParent, setup } from 'xstate'
import type { UploadOutcome } from '../../services/audio/upload'
import { errorOf, withOutputAs } from '../shared/actor-events'
import { growingDelayOf } from '../shared/backoff'
import { callState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type ChunkUploadTag = 'busy' | 'uploading' | 'retrying' | 'offline' | 'error' | 'drained'

/** Automatic retries of one chunk before the queue says it is stuck (then it tries every STALLED_RETRY_MS). */
export const MAX_AUTOMATIC_RETRIES = 4
/** First retry delay; each further one doubles (1, 2, 4, 8 s). */
export const RETRY_BASE_MS = 1000
/** While stuck, one more try this often (and at once when the network returns or a new chunk comes). */
export const STALLED_RETRY_MS = 30_000

/**
 * What stopped the queue: conflict: the server holds another chunk under this order (409); rejected: the
 * server refuses this chunk for good (another 4xx); unreachable: the automatic retries ran out.
 */
export type UploadProblem = 'conflict' | 'rejected' | 'unreachable'

export type ChunkUploadInput = {
  /** The consultation whose chunks this queue sends. */
  sessionId: string
}

export type ChunkUploadContext = {
  /** The consultation whose chunks this queue sends. */
  sessionId: string
  /** Orders waiting in the browser, ascending; the first is the one being sent. */
  pending: number[]
  /** Failed attempts at the first pending chunk (capped at MAX_AUTOMATIC_RETRIES + 1). */
  attempts: number
  /** What stopped the queue, until it goes on. */
  problem: UploadProblem | null
  /** Whether the browser says it is online. */
  online: boolean
  /** Whether the chunks an earlier page left were looked for (until then, pending may be incomplete). */
  listed: boolean
}

export type ChunkUploadEvent =
  | { type: 'chunk.stored'; order: number }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'upload.retry' }

/** How a failed upload is treated, from the error's HTTP status and kind (an ApiError, read by shape). */
export type FailureKind = 'conflict' | 'permanent' | 'retryable'

export function classifyUploadFailure(error: unknown): FailureKind {
  const { status, kind } = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown
    kind?: unknown
  }
  if (kind === 'http' && typeof status === 'number') {
    if (status === 409) return 'conflict'
    // Timeouts and rate limits pass; every other 4xx will fail the same way again.
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'permanent'
  }
  // 5xx, no answer (network, timeout), an unreadable answer: the same bytes can be sent again safely.
  return 'retryable'
}

const reportUploadFailure = {
  type: 'report failure',
  params: ({ context, event }: { context: ChunkUploadContext; event: { error: unknown } }) => ({
    order: context.pending[0],
    error: event.error,
  }),
} as const

const insertOrder = (pending: number[], order: number) =>
  pending.includes(order) ? pending : [...pending, order].sort((a, b) => a - b)

/**
 * The upload queue of one consultation: chunks go up strictly in order (n only after n−1 was
 * acknowledged), each deleted locally only after a 200/201; retries with a capped exponential delay, a
 * pause while offline, and on start the chunks an earlier page left behind.
 */
export const chunkUploadMachine = setup({
  types: {} as {
    context: ChunkUploadContext
    events: ChunkUploadEvent
    input: ChunkUploadInput
    tags: ChunkUploadTag
  },
  actors: {
    'list pending chunks': fromPromise<number[], { sessionId: string }>(notProvided('list pending chunks')),
    'upload chunk': fromPromise<UploadOutcome, { sessionId: string; order: number }>(
      notProvided('upload chunk'),
    ),
    'delete acknowledged chunk': fromPromise<void, { sessionId: string; order: number }>(
      notProvided('delete acknowledged chunk'),
    ),
    // Sends network.online / network.offline as the browser reports them (the app listens to window).
    'watch network': fromCallback(() => {}),
  },
  actions: {
    'remember pending chunks': assign(({ context }, params: { orders: number[] }) => ({
      pending: params.orders.reduce(insertOrder, context.pending),
      listed: true,
    })),
    'note listed': assign({ listed: true }),
    'remember chunk': assign(({ context, event }) => {
      assertEvent(event, 'chunk.stored')
      return { pending: insertOrder(context.pending, event.order) }
    }),
    'forget first chunk': assign(({ context }) => ({
      pending: context.pending.slice(1),
      attempts: 0,
      problem: null,
    })),
    'count attempt': assign(({ context }) => ({
      attempts: Math.min(context.attempts + 1, MAX_AUTOMATIC_RETRIES + 1),
    })),
    'forget attempts': assign({ attempts: 0, problem: null }),
    'note problem': assign((_, params: { problem: UploadProblem }) => ({ problem: params.problem })),
    'note online': assign({ online: true }),
    'note offline': assign({ online: false }),
    // The app logs it; the chunk stays in the queue for the next try.
    'report failure': (_, _params: { order: number | undefined; error: unknown }) => {},
    // Told to the machine that runs a queue in the background (REPORT_DRAINED_TO_PARENT); a no-op until
    // provided, so the chart runs on its own in its tests and docs and inside the recording.
    'report drained': () => {},
  },
  guards: {
    hasPendingChunks: ({ context }) => context.pending.length > 0,
    hasListedEarlierChunks: ({ context }) => context.listed,
    isOffline: ({ context }) => !context.online,
    isConflict: ({ event }) => 'error' in event && classifyUploadFailure(errorOf(event)) === 'conflict',
    isPermanentFailure: ({ event }) =>
      'error' in event && classifyUploadFailure(errorOf(event)) === 'permanent',
    canRetry: ({ context }) => context.attempts < MAX_AUTOMATIC_RETRIES,
  },
  delays: {
    // 1, 2, 4, 8 s after the first, second, third and fourth failure.
    retryDelay: growingDelayOf(RETRY_BASE_MS, 'attempts'),
    stalledRetryDelay: STALLED_RETRY_MS,
  },
}).createMachine({
  id: 'chunk-upload',
  description:
    'The upload queue of one consultation: chunks strictly in order, each deleted locally only once the server acknowledged it; capped exponential retries, a pause while offline, and the chunks an earlier page left are resumed on start.',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    pending: [],
    attempts: 0,
    problem: null,
    online: true,
    listed: false,
  }),
  invoke: { id: 'network', src: 'watch network' },
  on: {
    'chunk.stored': { actions: 'remember chunk' },
    'network.online': { actions: 'note online' },
    'network.offline': { actions: 'note offline' },
  },
  initial: 'loading',
  states: {
    loading: callState(['busy'], {
      id: 'listPending',
      src: 'list pending chunks',
      input: ({ context }) => ({ sessionId: context.sessionId }),
      onDone: { target: 'deciding', actions: withOutputAs('remember pending chunks', 'orders') },
      // Nothing found is nothing to resume; chunks of this page still arrive as events.
      onError: {
        target: 'deciding',
        actions: {
          type: 'report failure',
          params: ({ event }) => ({ order: undefined, error: event.error }),
        },
      },
    }),
    deciding: {
      always: [
        { guard: 'isOffline', target: 'offline' },
        { guard: 'hasPendingChunks', target: 'uploading' },
        // Drained for sure only once the chunks an earlier page left were looked for.
        { guard: 'hasListedEarlierChunks', target: 'idle', actions: 'report drained' },
        { target: 'idle' },
      ],
    },
    idle: {
      tags: ['drained'],
      on: {
        'chunk.stored': { target: 'uploading', actions: 'remember chunk' },
        'network.offline': { target: 'offline', actions: 'note offline' },
      },
    },
    uploading: {
      ...callState(['busy', 'uploading'], {
        id: 'upload',
        src: 'upload chunk',
        input: ({ context }) => ({ sessionId: context.sessionId, order: context.pending[0]! }),
        // 201 stored, 200 already stored (an earlier try got through), gone: nothing left to send.
        onDone: { target: 'acknowledging' },
        onError: [
          {
            guard: 'isConflict',
            target: 'failed',
            actions: [{ type: 'note problem', params: { problem: 'conflict' } }, reportUploadFailure],
          },
          {
            guard: 'isPermanentFailure',
            target: 'failed',
            actions: [{ type: 'note problem', params: { problem: 'rejected' } }, reportUploadFailure],
          },
          { guard: 'canRetry', target: 'waiting', actions: 'count attempt' },
          {
            target: 'stalled',
            actions: ['count attempt', { type: 'note problem', params: { problem: 'unreachable' } }],
          },
        ],
      }),
      on: {
        // The request is lost with the network: the same bytes go again once it is back (a 200 then).
        'network.offline': { target: 'offline', actions: 'note offline' },
      },
    },
    acknowledging: callState(['busy', 'uploading'], {
      id: 'acknowledge',
      src: 'delete acknowledged chunk',
      input: ({ context }) => ({ sessionId: context.sessionId, order: context.pending[0]! }),
      onDone: { target: 'deciding', actions: 'forget first chunk' },
      // The server has it: a copy left behind is sent again on a later page, answered 200 and deleted.
      onError: {
        target: 'deciding',
        actions: [
          {
            type: 'report failure',
            params: ({ context, event }) => ({ order: context.pending[0], error: event.error }),
          },
          'forget first chunk',
        ],
      },
    }),
    waiting: {
      tags: ['retrying'],
      after: { retryDelay: { target: 'uploading' } },
      on: {
        'upload.retry': { target: 'uploading', actions: 'forget attempts' },
        'network.offline': { target: 'offline', actions: 'note offline' },
      },
    },
    stalled: {
      tags: ['retrying', 'error'],
      after: { stalledRetryDelay: { target: 'uploading' } },
      on: {
        'upload.retry': { target: 'uploading', actions: 'forget attempts' },
        'chunk.stored': { target: 'uploading', actions: ['remember chunk', 'forget attempts'] },
        'network.online': { target: 'uploading', actions: ['note online', 'forget attempts'] },
        'network.offline': { target: 'offline', actions: ['note offline', 'forget attempts'] },
      },
    },
    offline: {
      tags: ['offline'],
      on: {
        'network.online': { target: 'deciding', actions: ['note online', 'forget attempts'] },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        // Kept locally; sent again only when the person asks (the queue cannot skip it: order matters).
        'upload.retry': { target: 'uploading', actions: 'forget attempts' },
      },
    },
  },
})

/** What a queue tells the machine that runs it in the background: everything it had is on the server. */
export type ChunkUploadReport = { type: 'upload.drained'; sessionId: string }

/** How a drained queue tells the machine that spawned it (`ChunkUploadReport`). */
// Cast: sendParent is typed by the event it sends, which the child's own event union does not list.
export const REPORT_DRAINED_TO_PARENT = {
  'report drained': sendParent(({ context }: { context: ChunkUploadContext }) => ({
    type: 'upload.drained' as const,
    sessionId: context.sessionId,
  })) as never,
}
