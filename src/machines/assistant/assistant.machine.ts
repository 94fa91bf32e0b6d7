import { assign, fromPromise, setup } from 'xstate'
import type { Assistant, AssistantMessage } from '../../../contract/engines'
import {
  type JobPollingReport,
  jobPollingWith,
  pollAnswerOf,
  pollFailureOf,
  pollOutcomeOf,
} from '../job-polling/job-polling.machine'
import { errorOf, outputOf, withEventField, withOutputAs } from '../shared/actor-events'
import { apiErrorOf } from '../shared/api-error'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { followingState } from '../shared/polling'

export type AssistantTag =
  | 'busy'
  | 'ready'
  | 'sending'
  | 'waiting'
  | 'retrying'
  | 'stalled'
  | 'error'
  | 'not-configured'

/** The run is asked how it goes this often while the assistant writes. */
export const POLL_DELAY_MS = 1_000
/** Polls before the chat says 'this is taking longer than usual' and waits for the clinician (3 min). */
export const MAX_POLLS = 180
/** Automatic tries again after a connection failure while waiting, before the chat offers a button. */
export const MAX_RETRIES = 3
/** The first automatic try again waits this long; each next one twice as long. */
export const RETRY_BASE_MS = 2_000

export const CLINICAL_WRITING_ASSISTANT = 'clinical-writing'

/**
 * What the chat says went wrong (`assistant.problems.<code>`): no language model on the server, no
 * answer from it, a failed run (with the server's reason), a question sent while the last is answered.
 */
export type AssistantProblem =
  | 'not_configured'
  | 'connection'
  | 'load_failed'
  | 'send_failed'
  | 'run_failed'
  | 'busy'
  | 'taking_long'

export type AssistantInput = {
  /** Which assistant; the clinical writing assistant by default. */
  assistantKey?: string
  /** The conversation to continue (kept by the browser from last time), or null for a new one. */
  threadKey: string | null
  /** Caps, for tests. */
  maxPolls?: number
  maxRetries?: number
}

/** A message in the chat: the conversation so far, oldest first. */
export type ChatMessage = Pick<AssistantMessage, 'role' | 'content'>

/** What opening the chat learns: the assistant, and the conversation it continues. */
export type AssistantStart = {
  assistant: Assistant | null
  messages: ChatMessage[]
  /** The run still answering the last question, if any. */
  openRunKey: string | null
  /** The conversation continued, or null when it was gone (a new one starts). */
  threadKey: string | null
}

export type AssistantRunState = {
  status: 'queued' | 'running' | 'completed' | 'failed'
  reply: string | null
  error: string | null
}

export type AssistantContext = {
  /** The assistant asked. */
  assistantKey: string
  /** Its name and description, once loaded. */
  assistant: Assistant | null
  /** The conversation on the server, or null before the first question. */
  threadKey: string | null
  /** The run writing the answer, while it does. */
  runKey: string | null
  /** The conversation so far. */
  messages: ChatMessage[]
  /** What the clinician is typing; kept whatever fails. */
  draft: string
  /** The question on its way, shown until the server has it. */
  sending: string | null
  /** The cap on polls of a run (MAX_POLLS). */
  maxPolls: number
  /** The cap on automatic tries again while waiting (MAX_RETRIES). */
  maxRetries: number
  problem: AssistantProblem | null
  /** The server's reason for a failed run. */
  runError: string | null
}

export type AssistantEvent =
  | { type: 'chat.type'; text: string }
  | { type: 'chat.send' }
  | { type: 'chat.retry' }
  | { type: 'chat.keep.waiting' }
  | { type: 'chat.new' }
  /** How following the run goes (from the job-polling child). */
  | JobPollingReport<AssistantRunState>

/** The server's 503 for a server without a language model (not a passing outage). */
export const isNotConfigured = (error: unknown) =>
  apiErrorOf(error)?.body?.error.fields?.assistant_key === 'not_configured'
const isConnectionFailure = (error: unknown) => {
  const e = apiErrorOf(error)
  return e !== null && (e.kind === 'network' || e.kind === 'timeout')
}
const isConflict = (error: unknown) => apiErrorOf(error)?.code === 'conflict'
const isNotFound = (error: unknown) => apiErrorOf(error)?.code === 'not_found'
const runStateOf = (event: { type: string }) => pollAnswerOf<AssistantRunState>(event)

/**
 * The assistant chat: opens (the assistant, and the conversation kept from last time), sends a question,
 * polls its run until the reply comes (connection failures tried again after growing waits, a cap on
 * polls), and says clearly when the server has no language model. Nothing typed is lost on a failure.
 */
export const assistantMachine = setup({
  types: {} as {
    context: AssistantContext
    events: AssistantEvent
    input: AssistantInput
    tags: AssistantTag
  },
  actors: {
    'open chat': fromPromise<AssistantStart, { assistantKey: string; threadKey: string | null }>(
      notProvided('open chat'),
    ),
    'send question': fromPromise<
      { threadKey: string; runKey: string },
      { assistantKey: string; threadKey: string | null; message: string }
    >(notProvided('send question')),
    'follow run': jobPollingWith(
      fromPromise<AssistantRunState, { assistantKey: string; threadKey: string; runKey: string }>(
        notProvided('fetch run'),
      ),
    ),
  },
  actions: {
    'use start': assign((_, params: { start: AssistantStart }) => ({
      assistant: params.start.assistant,
      messages: params.start.messages,
      threadKey: params.start.threadKey,
      runKey: params.start.openRunKey,
      problem: null,
    })),
    'remember thread': (_, _params: { threadKey: string | null }) => {},
    'keep draft': assign((_, params: { text: string }) => ({ draft: params.text })),
    'start sending': assign(({ context }) => ({
      sending: context.draft.trim(),
      problem: null,
      runError: null,
    })),
    'use run': assign(({ context }, params: { threadKey: string; runKey: string }) => ({
      threadKey: params.threadKey,
      runKey: params.runKey,
      messages: [...context.messages, { role: 'user' as const, content: context.sending ?? '' }],
      sending: null,
      draft: '',
    })),
    'take reply': assign(({ context }, params: { reply: string }) => ({
      messages: [...context.messages, { role: 'assistant' as const, content: params.reply }],
      runKey: null,
      problem: null,
    })),
    'show run failure': assign((_, params: { error: string | null }) => ({
      runKey: null,
      problem: 'run_failed' as const,
      runError: params.error,
    })),
    'forget problem': assign({ problem: null }),
    'show problem': assign((_, params: { problem: AssistantProblem }) => ({ problem: params.problem })),
    'give back question': assign({ sending: null }),
    'show taking long': assign({ problem: 'taking_long' as const }),
    'start waiting again': assign({ problem: null }),
    'forget conversation': assign({
      threadKey: null,
      runKey: null,
      messages: [],
      problem: null,
      runError: null,
    }),
  },
  guards: {
    isUnavailable: ({ event }) => outputOf<AssistantStart>(event)?.assistant?.available === false,
    isStillAnswering: ({ event }) => Boolean(outputOf<AssistantStart>(event)?.openRunKey),
    hasQuestion: ({ context }) => context.draft.trim() !== '',
    isNotConfigured: ({ event }) => isNotConfigured(errorOf(event)),
    isConflict: ({ event }) => isConflict(errorOf(event)),
    isConnectionFailure: ({ event }) => isConnectionFailure(errorOf(event)),
    isCompleted: ({ event }) => pollOutcomeOf(event) === 'ended' && runStateOf(event)?.status === 'completed',
    isFailed: ({ event }) => pollOutcomeOf(event) === 'ended' && runStateOf(event)?.status === 'failed',
    isTakingLong: ({ event }) => pollOutcomeOf(event) === 'stalled',
    isGone: ({ event }) => isNotFound(pollFailureOf(event)),
  },
}).createMachine({
  id: 'assistant',
  description:
    'The assistant chat: opens the conversation kept from last time, sends a question, polls its run until the reply (connection failures tried again with growing waits, a cap on polls), and says clearly when no language model is configured; nothing typed is lost.',
  context: ({ input }) => ({
    assistantKey: input.assistantKey ?? CLINICAL_WRITING_ASSISTANT,
    assistant: null,
    threadKey: input.threadKey,
    runKey: null,
    messages: [],
    draft: '',
    sending: null,
    maxPolls: input.maxPolls ?? MAX_POLLS,
    maxRetries: input.maxRetries ?? MAX_RETRIES,
    problem: null,
    runError: null,
  }),
  on: { 'chat.type': { actions: withEventField('keep draft', 'text') } },
  initial: 'opening',
  states: {
    opening: callState(['busy'], {
      id: 'openChat',
      src: 'open chat',
      input: ({ context }) => ({ assistantKey: context.assistantKey, threadKey: context.threadKey }),
      onDone: [
        { guard: 'isUnavailable', target: 'notConfigured', actions: withOutputAs('use start', 'start') },
        {
          guard: 'isStillAnswering',
          target: 'waiting',
          actions: [
            withOutputAs('use start', 'start'),
            { type: 'remember thread', params: ({ event }) => ({ threadKey: event.output.threadKey }) },
          ],
        },
        {
          target: 'ready',
          actions: [
            withOutputAs('use start', 'start'),
            { type: 'remember thread', params: ({ event }) => ({ threadKey: event.output.threadKey }) },
          ],
        },
      ],
      onError: {
        target: 'openFailed',
        actions: { type: 'show problem', params: { problem: 'load_failed' } },
      },
    }),
    openFailed: failedState('chat.retry', { target: 'opening' }),
    notConfigured: {
      tags: ['not-configured'],
    },
    ready: {
      tags: ['ready'],
      on: {
        'chat.send': { guard: 'hasQuestion', target: 'sending', actions: 'start sending' },
        'chat.new': {
          actions: ['forget conversation', { type: 'remember thread', params: { threadKey: null } }],
        },
      },
    },
    sending: callState(['busy', 'sending'], {
      id: 'sendQuestion',
      src: 'send question',
      input: ({ context }) => ({
        assistantKey: context.assistantKey,
        threadKey: context.threadKey,
        message: context.sending ?? '',
      }),
      onDone: {
        target: 'waiting',
        actions: [
          { type: 'use run', params: ({ event }) => event.output },
          { type: 'remember thread', params: ({ event }) => ({ threadKey: event.output.threadKey }) },
        ],
      },
      onError: [
        {
          guard: 'isNotConfigured',
          target: 'notConfigured',
          actions: ['give back question', { type: 'show problem', params: { problem: 'not_configured' } }],
        },
        {
          guard: 'isConflict',
          target: 'ready',
          actions: ['give back question', { type: 'show problem', params: { problem: 'busy' } }],
        },
        {
          guard: 'isConnectionFailure',
          target: 'ready',
          actions: ['give back question', { type: 'show problem', params: { problem: 'connection' } }],
        },
        {
          target: 'ready',
          actions: ['give back question', { type: 'show problem', params: { problem: 'send_failed' } }],
        },
      ],
    }),
    // The assistant writes; the chat asks how the run goes every POLL_DELAY_MS, the first time at once.
    waiting: followingState(
      ['busy', 'waiting'],
      ['retrying'],
      {
        id: 'followRun',
        src: 'follow run',
        input: ({ context }) => ({
          request: {
            assistantKey: context.assistantKey,
            threadKey: context.threadKey ?? '',
            runKey: context.runKey ?? '',
          },
          endsAt: ['completed', 'failed'],
          askAtOnce: true,
          pollDelayMs: POLL_DELAY_MS,
          retryBaseMs: RETRY_BASE_MS,
          maxPolls: context.maxPolls,
          maxRetries: context.maxRetries,
        }),
        onDone: [
          {
            guard: 'isCompleted',
            target: 'ready',
            actions: [
              'forget problem',
              { type: 'take reply', params: ({ event }) => ({ reply: runStateOf(event)?.reply ?? '' }) },
            ],
          },
          {
            guard: 'isFailed',
            target: 'ready',
            actions: [
              'forget problem',
              {
                type: 'show run failure',
                params: ({ event }) => ({ error: runStateOf(event)?.error ?? null }),
              },
            ],
          },
          { guard: 'isTakingLong', target: 'stalled', actions: 'show taking long' },
          {
            guard: 'isGone',
            target: 'ready',
            actions: [
              'forget conversation',
              { type: 'remember thread', params: { threadKey: null } },
              { type: 'show problem', params: { problem: 'run_failed' } },
            ],
          },
          // No answer after the automatic tries again, or a failure that is none of the above.
          { target: 'stalled', actions: { type: 'show problem', params: { problem: 'connection' } } },
        ],
      },
      {
        answered: 'forget problem',
        retrying: { type: 'show problem', params: { problem: 'connection' } },
      },
    ),
    stalled: {
      tags: ['stalled', 'error'],
      on: {
        'chat.keep.waiting': { target: 'waiting', actions: 'start waiting again' },
        'chat.retry': { target: 'waiting', actions: 'start waiting again' },
        'chat.new': {
          target: 'ready',
          actions: ['forget conversation', { type: 'remember thread', params: { threadKey: null } }],
        },
      },
    },
  },
})
