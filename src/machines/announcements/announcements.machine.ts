import { assign, fromPromise, setup } from 'xstate'
import type { Announcement } from '../../../contract/announcements'
import { outputOf, withError, withEventField, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type AnnouncementsTag = 'busy' | 'ready' | 'empty' | 'playing' | 'paused'

/** How long each announcement stays before the next one slides in (WCAG 2.2.2: it can be paused). */
export const ROTATE_DELAY_MS = 8_000

export type AnnouncementsInput = {
  /** The person asked for less motion (prefers-reduced-motion): the carousel never turns by itself. */
  reducedMotion: boolean
}

export type AnnouncementsContext = {
  /** The announcements shown now, newest first. */
  announcements: Announcement[]
  /** The one on show. */
  index: number
  /** The pointer is over the carousel. */
  hovered: boolean
  /** Keyboard focus is inside the carousel. */
  focused: boolean
  /** The person pressed pause. */
  pausedByUser: boolean
  /** prefers-reduced-motion: no turning by itself. */
  reducedMotion: boolean
}

export type AnnouncementsEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.show'; index: number }
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' }
  | { type: 'carousel.pointer.enter' }
  | { type: 'carousel.pointer.leave' }
  | { type: 'carousel.focus.enter' }
  | { type: 'carousel.focus.leave' }

/** Why the carousel may stand still. */
type PauseReason = 'hovered' | 'focused' | 'pausedByUser'

/** A reason to stand still begins (`true`) or ends (`false`); the carousel decides afresh whether to turn. */
const pauseReason = (reason: PauseReason, value: boolean) =>
  ({ target: '.deciding', actions: { type: 'note pause reason', params: { reason, value } } }) as const

/**
 * Home's announcements carousel: loaded once; turns every few seconds unless the person hovers it, has
 * focus in it, pressed pause or prefers reduced motion; previous, next and a dot per announcement work at
 * any time. A failed load is only logged and shows nothing (spec, section 8).
 */
export const announcementsMachine = setup({
  types: {} as {
    context: AnnouncementsContext
    events: AnnouncementsEvent
    input: AnnouncementsInput
    tags: AnnouncementsTag
  },
  actors: {
    'load announcements': fromPromise<Announcement[]>(notProvided('load announcements')),
  },
  actions: {
    'use announcements': assign((_, params: { announcements: Announcement[] }) => ({
      announcements: params.announcements,
      index: 0,
    })),
    'show next': assign(({ context }) => ({ index: (context.index + 1) % context.announcements.length })),
    'show previous': assign(({ context }) => ({
      index: (context.index - 1 + context.announcements.length) % context.announcements.length,
    })),
    'show chosen': assign(({ context }, params: { index: number }) => ({
      index: Math.min(Math.max(0, params.index), context.announcements.length - 1),
    })),
    'note pause reason': assign((_, params: { reason: PauseReason; value: boolean }) => ({
      [params.reason]: params.value,
    })),
    'log failure': (_, params: { error: unknown }) => {
      console.error('Error loading announcements', params.error)
    },
  },
  guards: {
    hasAnnouncements: ({ event }) => (outputOf<Announcement[]>(event) ?? []).length > 0,
    shouldTurn: ({ context }) =>
      context.announcements.length > 1 &&
      !context.reducedMotion &&
      !context.hovered &&
      !context.focused &&
      !context.pausedByUser,
  },
  delays: {
    rotateDelay: ROTATE_DELAY_MS,
  },
}).createMachine({
  id: 'announcements',
  description:
    "Home's announcements carousel: turns every few seconds unless hovered, focused, paused or reduced motion is asked for; previous, next and each dot at any time; nothing shown when there are none or they fail to load.",
  context: ({ input }) => ({
    announcements: [],
    index: 0,
    hovered: false,
    focused: false,
    pausedByUser: false,
    reducedMotion: input.reducedMotion,
  }),
  initial: 'loading',
  states: {
    loading: callState(['busy'], {
      id: 'loadAnnouncements',
      src: 'load announcements',
      onDone: [
        {
          guard: 'hasAnnouncements',
          target: 'showing',
          actions: withOutputAs('use announcements', 'announcements'),
        },
        { target: 'empty' },
      ],
      onError: { target: 'empty', actions: withError('log failure') },
    }),
    empty: { tags: ['empty'] },
    showing: {
      tags: ['ready'],
      initial: 'deciding',
      // Each change of why it might stand still, and each move, is followed by a fresh decision.
      on: {
        'carousel.pointer.enter': pauseReason('hovered', true),
        'carousel.pointer.leave': pauseReason('hovered', false),
        'carousel.focus.enter': pauseReason('focused', true),
        'carousel.focus.leave': pauseReason('focused', false),
        'carousel.pause': pauseReason('pausedByUser', true),
        'carousel.play': pauseReason('pausedByUser', false),
        'carousel.next': { target: '.deciding', actions: 'show next' },
        'carousel.previous': { target: '.deciding', actions: 'show previous' },
        'carousel.show': { target: '.deciding', actions: withEventField('show chosen', 'index') },
      },
      states: {
        deciding: {
          always: [{ guard: 'shouldTurn', target: 'turning' }, { target: 'still' }],
        },
        turning: {
          tags: ['playing'],
          after: { rotateDelay: { target: 'turning', reenter: true, actions: 'show next' } },
        },
        still: { tags: ['paused'] },
      },
    },
  },
})
