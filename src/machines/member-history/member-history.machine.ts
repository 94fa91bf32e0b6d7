import { assign, fromPromise, setup } from 'xstate'
import type { MemberHistory } from '../../services/organizations'
import { errorOf, withError } from '../shared/actor-events'
import { errorCode } from '../shared/api-error'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { failureOf, isNotFound } from '../shared/problems'

export type MemberHistoryTag = 'busy' | 'ready' | 'error' | 'denied'

/** Why the history is not shown: not an admin, not a member of the admin's organisation, or a failure. */
export type MemberHistoryProblem = 'not_admin' | 'not_found' | 'connection' | 'load_failed'

/** A member's history with the names of the consultation types the admin can see. */
export type LoadedHistory = { history: MemberHistory; typeNames: Record<string, string> }

export type MemberHistoryInput = {
  /** The member whose history this is (the route's user_id). */
  userId: string
}

export type MemberHistoryContext = {
  /** The member asked for. */
  userId: string
  /** The member, their consultations (no clinical content) and the credits they spent, once loaded. */
  history: MemberHistory | null
  /** Consultation type id → name, for the types the admin can see; others show as another's own type. */
  typeNames: Record<string, string>
  /** Why it is not shown; null when it is. */
  problem: MemberHistoryProblem | null
}

export type MemberHistoryEvent = { type: 'history.retry' }

/**
 * An admin's view of one member (`/settings/{section}/{user_id}`): their consultations (type, dates,
 * documents) and the credits they spent. Only admins of the member's organisation may see it.
 */
export const memberHistoryMachine = setup({
  types: {} as {
    context: MemberHistoryContext
    events: MemberHistoryEvent
    input: MemberHistoryInput
    tags: MemberHistoryTag
  },
  actors: {
    'load member history': fromPromise<LoadedHistory, { userId: string }>(notProvided('load member history')),
  },
  actions: {
    'use history': assign((_, params: LoadedHistory) => ({
      history: params.history,
      typeNames: params.typeNames,
      problem: null,
    })),
    'show failure': assign((_, params: { error: unknown }) => ({
      problem:
        errorCode(params.error) === 'forbidden'
          ? ('not_admin' as const)
          : isNotFound(params.error)
            ? ('not_found' as const)
            : failureOf(params.error, { fallback: 'server' }).problem === 'connection'
              ? ('connection' as const)
              : ('load_failed' as const),
    })),
    'clear problem': assign({ problem: null }),
  },
  guards: {
    isDenied: ({ event }) => {
      const error = errorOf(event)
      return errorCode(error) === 'forbidden' || isNotFound(error)
    },
  },
}).createMachine({
  id: 'member-history',
  description:
    "An admin's view of a member: their consultations (type, dates, documents, no clinical content) and the credits they spent; refused to anyone else.",
  context: ({ input }) => ({ userId: input.userId, history: null, typeNames: {}, problem: null }),
  initial: 'loading',
  states: {
    loading: callState(['busy'], {
      id: 'loadMemberHistory',
      src: 'load member history',
      input: ({ context }) => ({ userId: context.userId }),
      onDone: { target: 'ready', actions: { type: 'use history', params: ({ event }) => event.output } },
      onError: [
        { guard: 'isDenied', target: 'denied', actions: withError('show failure') },
        { target: 'failed', actions: withError('show failure') },
      ],
    }),
    ready: { tags: ['ready'] },
    // Not an admin, or not a member of the admin's organisation: nothing to retry.
    denied: { type: 'final', tags: ['denied', 'error'] },
    failed: failedState('history.retry', { target: 'loading', actions: 'clear problem' }),
  },
})
