import { assign, fromPromise, setup } from 'xstate'
import type { Credits } from '../../services/credits'
import { withError } from '../shared/actor-events'
import { failedState, loadingState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { type LoadProblem, loadProblemOf } from '../shared/problems'

export type CreditsTag = 'busy' | 'ready' | 'error'

/** Why the credits could not be shown: no connection, or any other failure to load. */
export type CreditsProblem = LoadProblem

export type CreditsContext = {
  /** The pools, what a document costs and whom to ask for more, once loaded. */
  credits: Credits | null
  /** Why loading failed; null when it did not. */
  problem: CreditsProblem | null
}

export type CreditsEvent = { type: 'credits.retry' }

/** Settings → credits: the balance and history of each pool the user sees, loaded once, retried on demand. */
export const creditsMachine = setup({
  types: {} as { context: CreditsContext; events: CreditsEvent; tags: CreditsTag },
  actors: {
    'load credits': fromPromise<Credits>(notProvided('load credits')),
  },
  actions: {
    'use credits': assign((_, params: { credits: Credits }) => ({ credits: params.credits, problem: null })),
    'show failure': assign((_, params: { error: unknown }) => ({ problem: loadProblemOf(params.error) })),
    'clear problem': assign({ problem: null }),
  },
}).createMachine({
  id: 'credits',
  description:
    'Settings → credits: the balance and history of each credit pool the user sees (personal, organisation), what a document costs and how to buy more; a failed load can be tried again.',
  context: { credits: null, problem: null },
  initial: 'loading',
  states: {
    loading: loadingState(
      'loadCredits',
      'load credits',
      { target: 'ready', action: 'use credits', key: 'credits' },
      { target: 'failed', actions: withError('show failure') },
    ),
    ready: { tags: ['ready'] },
    failed: failedState('credits.retry', { target: 'loading', actions: 'clear problem' }),
  },
})
