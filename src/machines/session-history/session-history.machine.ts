import { assign, fromPromise, setup } from 'xstate'
import type { ConsultationSession } from '../../../contract/consultations'
import { outputOf, withError } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { type LoadProblem, loadProblemOf } from '../shared/problems'
import type { TypeNames } from '../shared/session-summary'

export type SessionHistoryTag = 'busy' | 'ready' | 'error'

/** One page of GET /v1/consultation_sessions with the names of the types. */
export type HistoryPage = { sessions: ConsultationSession[]; total: number; typeNames: TypeNames }

export type SessionHistoryInput = {
  /** Consultations per page. */
  perPage: number
}

export type SessionHistoryProblem = LoadProblem

export type SessionHistoryContext = {
  /** The page shown or being loaded, from 1. */
  page: number
  /** Consultations per page. */
  perPage: number
  /** The page's consultations, newest first; the last page shown stays while the next one loads. */
  sessions: ConsultationSession[]
  /** How many consultations the history holds in all. */
  total: number
  /** Consultation type id → name. */
  typeNames: TypeNames
  /** Why the page is not shown; null when it is. */
  problem: SessionHistoryProblem | null
}

export type SessionHistoryEvent =
  | { type: 'history.next' }
  | { type: 'history.previous' }
  | { type: 'history.retry' }

const lastPage = (context: SessionHistoryContext) => Math.max(1, Math.ceil(context.total / context.perPage))

/**
 * The clinician's past consultations, a page at a time, newest first (home and settings → history): each
 * opens its consultation and documents while retained, and says when retention deleted them.
 */
export const sessionHistoryMachine = setup({
  types: {} as {
    context: SessionHistoryContext
    events: SessionHistoryEvent
    input: SessionHistoryInput
    tags: SessionHistoryTag
  },
  actors: {
    'load history page': fromPromise<HistoryPage, { page: number; perPage: number }>(
      notProvided('load history page'),
    ),
  },
  actions: {
    'use page': assign((_, params: HistoryPage) => ({
      sessions: params.sessions,
      total: params.total,
      typeNames: params.typeNames,
      problem: null,
    })),
    'show failure': assign((_, params: { error: unknown }) => ({ problem: loadProblemOf(params.error) })),
    'turn to next page': assign({ page: ({ context }) => context.page + 1 }),
    'turn to previous page': assign({ page: ({ context }) => context.page - 1 }),
    'go back to the last page': assign({ page: ({ context }) => lastPage(context) }),
    'clear problem': assign({ problem: null }),
  },
  guards: {
    hasNextPage: ({ context }) => context.page < lastPage(context),
    hasPreviousPage: ({ context }) => context.page > 1,
    // A page past the end (consultations deleted meanwhile): go back to the last one that exists.
    isPastTheEnd: ({ context, event }) => {
      const output = outputOf<HistoryPage>(event)
      return output !== undefined && output.sessions.length === 0 && context.page > 1 && output.total > 0
    },
  },
}).createMachine({
  id: 'session-history',
  description:
    "The clinician's past consultations a page at a time, newest first; each opens while retained, and says when retention deleted it.",
  context: ({ input }) => ({
    page: 1,
    perPage: input.perPage,
    sessions: [],
    total: 0,
    typeNames: {},
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: callState(['busy'], {
      id: 'loadHistoryPage',
      src: 'load history page',
      input: ({ context }) => ({ page: context.page, perPage: context.perPage }),
      onDone: [
        {
          guard: 'isPastTheEnd',
          target: 'loading',
          reenter: true,
          actions: [{ type: 'use page', params: ({ event }) => event.output }, 'go back to the last page'],
        },
        { target: 'ready', actions: { type: 'use page', params: ({ event }) => event.output } },
      ],
      onError: { target: 'failed', actions: withError('show failure') },
    }),
    ready: {
      tags: ['ready'],
      on: {
        'history.next': { guard: 'hasNextPage', target: 'loading', actions: 'turn to next page' },
        'history.previous': { guard: 'hasPreviousPage', target: 'loading', actions: 'turn to previous page' },
      },
    },
    failed: failedState('history.retry', { target: 'loading', actions: 'clear problem' }),
  },
})
