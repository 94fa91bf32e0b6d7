import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { ActiveSessionSummary } from '../../services/active-session'
import { withError, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type ActiveSessionFollowerTag = 'off' | 'hidden' | 'polling' | 'checking'

/** The spec (section 9): the active session is polled every 5 s. */
export const ACTIVE_SESSION_POLL_MS = 5_000

export type FollowerContext = {
  /** Whether the signed-in user is in mobile consultation mode (only they are polled for). */
  mobileMode: boolean
  /** Whether the page is visible (a hidden page is not polled). */
  pageVisible: boolean
  /** The active consultation last reported to the app; null when there is none. */
  knownId: string | null
  /** The id the last poll found, while its session is read. */
  foundId: string | null
}

export type FollowerEvent =
  | { type: 'mode.changed'; mobileMode: boolean }
  | { type: 'page.visible' }
  | { type: 'page.hidden' }

export type FollowerInput = { mobileMode: boolean; pageVisible: boolean }

/**
 * The desktop's follower in mobile mode: while the user is in mobile consultation mode and the page is
 * visible, it asks every 5 s (and at once when the page becomes visible) which consultation is active, and
 * tells the app when one appears (the root rule then opens it) or goes.
 */
export const activeSessionFollowerMachine = setup({
  types: {} as {
    context: FollowerContext
    events: FollowerEvent
    input: FollowerInput
    tags: ActiveSessionFollowerTag
  },
  actors: {
    // The app supplies them: the user's mode from the app actor, the page's visibility from the document.
    'watch consultation mode': fromCallback<FollowerEvent>(() => {}),
    'watch page visibility': fromCallback<FollowerEvent>(() => {}),
    'check active status': fromPromise<string | null, void>(notProvided('check active status')),
    'read active session': fromPromise<ActiveSessionSummary, { id: string }>(
      notProvided('read active session'),
    ),
  },
  actions: {
    // The app supplies them: they send consultation.active.found / .gone to the app actor.
    'report active session': (_, _params: { session: ActiveSessionSummary }) => {},
    'report no active session': () => {},
    // The app logs it; the next poll tries again.
    'report failure': (_, _params: { error: unknown }) => {},

    'note mode': assign(({ event }) =>
      event.type === 'mode.changed' ? { mobileMode: event.mobileMode } : {},
    ),
    'note page visible': assign({ pageVisible: true }),
    'note page hidden': assign({ pageVisible: false }),
    'note found id': assign((_, params: { id: string }) => ({ foundId: params.id })),
    'note known session': assign((_, params: { id: string }) => ({ knownId: params.id, foundId: null })),
    'forget known session': assign({ knownId: null, foundId: null }),
    // Leaving mobile mode forgets: coming back reports the active consultation again.
    'forget everything found': assign({ knownId: null, foundId: null }),
  },
  guards: {
    isMobileMode: ({ context }) => context.mobileMode,
    isPageVisible: ({ context }) => context.pageVisible,
    leavesMobileMode: ({ event }) => event.type === 'mode.changed' && !event.mobileMode,
    entersMobileMode: ({ event }) => event.type === 'mode.changed' && event.mobileMode,
    isNewSession: ({ context }, params: { id: string | null }) =>
      params.id !== null && params.id !== context.knownId,
    hasGone: ({ context }, params: { id: string | null }) => params.id === null && context.knownId !== null,
  },
  delays: {
    pollInterval: ACTIVE_SESSION_POLL_MS,
  },
}).createMachine({
  id: 'active-session-follower',
  description:
    'Mobile mode on the desktop: polls the active consultation every 5 s while the user is in mobile consultation mode and the page is visible (at once when it becomes visible), and tells the app when one appears or goes.',
  context: ({ input }) => ({
    mobileMode: input.mobileMode,
    pageVisible: input.pageVisible,
    knownId: null,
    foundId: null,
  }),
  invoke: [
    { id: 'consultationMode', src: 'watch consultation mode' },
    { id: 'pageVisibility', src: 'watch page visibility' },
  ],
  initial: 'deciding',
  on: {
    'page.visible': { actions: 'note page visible' },
    'page.hidden': { actions: 'note page hidden' },
  },
  states: {
    deciding: {
      always: [{ guard: 'isMobileMode', target: 'following' }, { target: 'off' }],
    },
    off: {
      tags: ['off'],
      on: {
        'mode.changed': { guard: 'entersMobileMode', target: 'following', actions: 'note mode' },
      },
    },
    following: {
      initial: 'deciding',
      on: {
        'mode.changed': {
          guard: 'leavesMobileMode',
          target: 'off',
          actions: ['note mode', 'forget everything found'],
        },
        'page.hidden': { target: '.hidden', actions: 'note page hidden' },
      },
      states: {
        deciding: {
          always: [{ guard: 'isPageVisible', target: 'checking' }, { target: 'hidden' }],
        },
        // No poll while the page is hidden; the first one goes as soon as it shows again.
        hidden: {
          tags: ['hidden'],
          on: { 'page.visible': { target: 'checking', actions: 'note page visible' } },
        },
        checking: callState(['polling', 'checking'], {
          id: 'checkActiveStatus',
          src: 'check active status',
          onDone: [
            {
              guard: withOutputAs('isNewSession', 'id'),
              target: 'reading',
              actions: { type: 'note found id', params: ({ event }) => ({ id: event.output! }) },
            },
            {
              guard: withOutputAs('hasGone', 'id'),
              target: 'waiting',
              actions: ['forget known session', 'report no active session'],
            },
            { target: 'waiting' },
          ],
          onError: { target: 'waiting', actions: withError('report failure') },
        }),
        // A new id: its session says whether it opens on the dictaphone screen.
        reading: callState(['polling', 'checking'], {
          id: 'readActiveSession',
          src: 'read active session',
          input: ({ context }) => ({ id: context.foundId! }),
          onDone: {
            target: 'waiting',
            actions: [
              { type: 'note known session', params: ({ event }) => ({ id: event.output.id }) },
              withOutputAs('report active session', 'session'),
            ],
          },
          // Not remembered as known: the next poll tries again.
          onError: { target: 'waiting', actions: withError('report failure') },
        }),
        waiting: {
          tags: ['polling'],
          after: { pollInterval: 'checking' },
        },
      },
    },
  },
})
