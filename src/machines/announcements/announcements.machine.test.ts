import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import type { Announcement } from '../../../contract/announcements'
import { describePaths } from '../../../tests/model/paths'
import { answerWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import { connectAnnouncements } from './announcements.connect'
import { type AnnouncementsInput, announcementsMachine, ROTATE_DELAY_MS } from './announcements.machine'
import { pathOptions, sampleAnnouncement } from './announcements.paths'

const announcement = (id: string, title: string): Announcement =>
  sampleAnnouncement(id, title, `Texto de ${title}`)
const three = [announcement('a', 'Primeiro'), announcement('b', 'Segundo'), announcement('c', 'Terceiro')]

function start(input: AnnouncementsInput = { reducedMotion: false }) {
  const load = fakeCall<Announcement[], unknown>()
  const clock = new SimulatedClock()
  const actor = createActor(announcementsMachine.provide({ actors: { 'load announcements': load.logic } }), {
    input,
    clock,
  }).start()
  const view = () => connectAnnouncements(actor.getSnapshot(), actor.send, t)
  return { actor, load, clock, view, title: () => view().slide?.title }
}

describe('announcements machine', () => {
  it('turns to the next announcement every 8 s, back to the first after the last', async () => {
    const carousel = start()
    await answerWith(carousel.load, three)
    expect(carousel.title()).toBe('Primeiro')
    expect(carousel.view()).toMatchObject({ isVisible: true, live: 'off' })
    carousel.clock.increment(ROTATE_DELAY_MS - 1)
    expect(carousel.title()).toBe('Primeiro')
    carousel.clock.increment(1)
    expect(carousel.title()).toBe('Segundo')
    carousel.clock.increment(ROTATE_DELAY_MS)
    carousel.clock.increment(ROTATE_DELAY_MS)
    expect(carousel.title()).toBe('Primeiro')
  })

  it('stands still while hovered, while focus is inside, and after pause, until all are gone', async () => {
    const carousel = start()
    await answerWith(carousel.load, three)
    const { region } = carousel.view()
    region.onMouseEnter()
    region.onFocus()
    carousel.clock.increment(ROTATE_DELAY_MS * 3)
    expect(carousel.title()).toBe('Primeiro')
    expect(carousel.view().live).toBe('polite')
    region.onMouseLeave()
    carousel.clock.increment(ROTATE_DELAY_MS)
    expect(carousel.title()).toBe('Primeiro')
    // Focus moving between the carousel's own buttons does not count as leaving.
    carousel.view().region.onBlur({} as Node, () => true)
    carousel.clock.increment(ROTATE_DELAY_MS)
    expect(carousel.title()).toBe('Primeiro')
    carousel.view().region.onBlur(null, () => false)
    carousel.clock.increment(ROTATE_DELAY_MS)
    expect(carousel.title()).toBe('Segundo')

    carousel.view().rotation!.onClick()
    expect(carousel.view().rotation).toMatchObject({ isPaused: true, label: 'announcements.play' })
    carousel.clock.increment(ROTATE_DELAY_MS * 2)
    expect(carousel.title()).toBe('Segundo')
    carousel.view().rotation!.onClick()
    carousel.clock.increment(ROTATE_DELAY_MS)
    expect(carousel.title()).toBe('Terceiro')
  })

  it('moves with previous, next, the arrow keys and the dots, and restarts the wait after a move', async () => {
    const carousel = start()
    await answerWith(carousel.load, three)
    carousel.view().previous!.onClick()
    expect(carousel.title()).toBe('Terceiro')
    carousel.view().next!.onClick()
    expect(carousel.title()).toBe('Primeiro')
    expect(carousel.view().region.onKeyDown('ArrowRight')).toBe(true)
    expect(carousel.title()).toBe('Segundo')
    expect(carousel.view().region.onKeyDown('ArrowLeft')).toBe(true)
    expect(carousel.view().region.onKeyDown('Enter')).toBe(false)
    carousel.view().dots[2]!.onClick()
    expect(carousel.title()).toBe('Terceiro')
    expect(carousel.view().dots.map((d) => d.isCurrent)).toEqual([false, false, true])
    expect(carousel.view().slide?.label).toBe('announcements.position {"position":3,"count":3}')
    carousel.clock.increment(ROTATE_DELAY_MS - 1)
    expect(carousel.title()).toBe('Terceiro')
  })

  it('never turns by itself under reduced motion, and offers no rotation control', async () => {
    const carousel = start({ reducedMotion: true })
    await answerWith(carousel.load, three)
    carousel.clock.increment(ROTATE_DELAY_MS * 5)
    expect(carousel.title()).toBe('Primeiro')
    expect(carousel.view()).toMatchObject({ rotation: null, live: 'polite' })
    expect(carousel.view().next).not.toBeNull()
  })

  it('shows one announcement without controls, and nothing when there are none or they fail', async () => {
    const one = start()
    await answerWith(one.load, [three[0]!])
    expect(one.view()).toMatchObject({
      isVisible: true,
      rotation: null,
      previous: null,
      next: null,
      dots: [],
    })
    const none = start()
    await answerWith(none.load, [])
    expect(none.view().isVisible).toBe(false)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failed = start()
    await answerOffline(failed.load)
    expect(failed.view().isVisible).toBe(false)
    expect(error).toHaveBeenCalledWith('Error loading announcements', expect.any(ApiError))
    error.mockRestore()
  })
})

const carousel = (snapshot: Parameters<typeof connectAnnouncements>[0]) =>
  connectAnnouncements(snapshot, () => {}, t)

describePaths(
  'announcements machine paths',
  announcementsMachine,
  { input: pathOptions.input, events: pathOptions.events, provide: { actions: { 'log failure': () => {} } } },
  {
    states: {
      // Nothing drawn while loading, or when there is nothing to say (or it failed to load).
      loading: ({ actual }) => expect(carousel(actual).isVisible).toBe(false),
      empty: ({ actual }) => {
        expect(carousel(actual).isVisible).toBe(false)
        expect(carousel(actual).slide).toBeNull()
      },
      // An announcement on show, with its position.
      showing: ({ actual }) => {
        const view = carousel(actual)
        expect(view.isVisible).toBe(true)
        expect(view.slide?.id).toBe(actual.context.announcements[actual.context.index]?.id)
      },
      // Turning by itself: silent to screen readers, and nobody hovering, focusing or having paused it.
      'showing.turning': ({ actual }) => {
        const { hovered, focused, pausedByUser, reducedMotion } = actual.context
        expect(carousel(actual).live).toBe('off')
        expect([hovered, focused, pausedByUser, reducedMotion]).toEqual([false, false, false, false])
      },
      // Still: polite to screen readers, for one of the reasons to stop (or only one announcement).
      'showing.still': ({ actual }) => {
        const { hovered, focused, pausedByUser, reducedMotion, announcements } = actual.context
        expect(carousel(actual).live).toBe('polite')
        expect(hovered || focused || pausedByUser || reducedMotion || announcements.length < 2).toBe(true)
      },
    },
  },
)
