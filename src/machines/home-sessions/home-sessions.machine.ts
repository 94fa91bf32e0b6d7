import { assign, fromPromise, setup } from 'xstate'
import type { ConsultationSession } from '../../../contract/consultations'
import { withError } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { type LoadProblem, loadProblemOf } from '../shared/problems'
import type { TypeNames } from '../shared/session-summary'

export type HomeSessionsTag = 'busy' | 'ready' | 'error' | 'has-active'

/** What home shows of the clinician's consultations: the unfinished one, the latest ones, type names. */
export type HomeSessions = {
  active: ConsultationSession | null
  recent: ConsultationSession[]
  typeNames: TypeNames
}

export type HomeSessionsProblem = LoadProblem

export type HomeSessionsContext = {
  /** The unfinished consultation to resume; null when there is none. */
  active: ConsultationSession | null
  /** The latest consultations (GET …/recent), newest first, the active one included. */
  recent: ConsultationSession[]
  /** Consultation type id → name. */
  typeNames: TypeNames
  /** Why the consultations are not shown; null when they are. */
  problem: HomeSessionsProblem | null
}

export type HomeSessionsEvent = { type: 'sessions.resume' } | { type: 'sessions.retry' }

/**
 * Home's consultations: the active one (resumed with one action, which the app then follows) and the
 * recent ones, loaded together; a failure says so with a retry.
 */
export const homeSessionsMachine = setup({
  types: {} as { context: HomeSessionsContext; events: HomeSessionsEvent; tags: HomeSessionsTag },
  actors: {
    'load home sessions': fromPromise<HomeSessions>(notProvided('load home sessions')),
  },
  actions: {
    'use sessions': assign((_, params: HomeSessions) => ({ ...params, problem: null })),
    'show failure': assign((_, params: { error: unknown }) => ({ problem: loadProblemOf(params.error) })),
    'clear problem': assign({ problem: null }),
    // Provided by the app: tells the app shell and opens the consultation screen.
    'open consultation': (_, _params: { session: ConsultationSession }) => {},
  },
  guards: {
    hasActive: ({ context }) => context.active !== null,
  },
}).createMachine({
  id: 'home-sessions',
  description:
    "Home's consultations: the unfinished one to resume and the recent ones, loaded together, with a retry when loading fails.",
  context: { active: null, recent: [], typeNames: {}, problem: null },
  initial: 'loading',
  states: {
    loading: callState(['busy'], {
      id: 'loadHomeSessions',
      src: 'load home sessions',
      onDone: { target: 'ready', actions: { type: 'use sessions', params: ({ event }) => event.output } },
      onError: { target: 'failed', actions: withError('show failure') },
    }),
    ready: {
      tags: ['ready'],
      always: { guard: 'hasActive', target: 'withActive' },
    },
    withActive: {
      tags: ['ready', 'has-active'],
      on: {
        'sessions.resume': {
          actions: {
            type: 'open consultation',
            params: ({ context }) => ({ session: context.active! }),
          },
        },
      },
    },
    failed: failedState('sessions.retry', { target: 'loading', actions: 'clear problem' }),
  },
})
