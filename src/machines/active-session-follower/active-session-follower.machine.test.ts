import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import { fakeCall } from '../../../tests/unit/deferred'
import type { ActiveSessionSummary } from '../../services/active-session'
import {
  ACTIVE_SESSION_POLL_MS,
  activeSessionFollowerMachine,
  type FollowerEvent,
  type FollowerInput,
} from './active-session-follower.machine'
import { pathOptions } from './active-session-follower.paths'
import {
  selectIsPausedWhileHidden,
  selectIsPolling,
  selectKnownSessionId,
} from './active-session-follower.selectors'

function start(input: FollowerInput) {
  const status = fakeCall<string | null, void>()
  const read = fakeCall<ActiveSessionSummary, { id: string }>()
  const found = vi.fn()
  const gone = vi.fn()
  let tellMode: ((event: FollowerEvent) => void) | undefined
  let tellPage: ((event: FollowerEvent) => void) | undefined
  const actor = createActor(
    activeSessionFollowerMachine.provide({
      actors: {
        'check active status': status.logic,
        'read active session': read.logic,
        'watch consultation mode': fromCallback<FollowerEvent>(({ sendBack }) => {
          tellMode = sendBack
        }),
        'watch page visibility': fromCallback<FollowerEvent>(({ sendBack }) => {
          tellPage = sendBack
        }),
      },
      actions: {
        'report active session': (_, params) => found(params.session),
        'report no active session': () => gone(),
        'report failure': () => {},
      },
    }),
    { input },
  ).start()
  return {
    actor,
    status,
    read,
    found,
    gone,
    mode: (mobileMode: boolean) => tellMode!({ type: 'mode.changed', mobileMode }),
    page: (visible: boolean) => tellPage!({ type: visible ? 'page.visible' : 'page.hidden' }),
    snapshot: () => actor.getSnapshot(),
  }
}

describe('active-session follower', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('does not poll for a user in desktop mode', async () => {
    const follower = start({ mobileMode: false, pageVisible: true })
    await vi.advanceTimersByTimeAsync(ACTIVE_SESSION_POLL_MS * 3)
    expect(follower.status.inputs).toHaveLength(0)
    expect(selectIsPolling(follower.snapshot())).toBe(false)
  })

  it('polls at once and every 5 s in mobile mode, and reports a new consultation once', async () => {
    const follower = start({ mobileMode: true, pageVisible: true })
    expect(follower.status.inputs).toHaveLength(1)
    follower.status.resolve(null)
    await vi.advanceTimersByTimeAsync(0)
    expect(follower.found).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(ACTIVE_SESSION_POLL_MS - 1)
    expect(follower.status.inputs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(follower.status.inputs).toHaveLength(2)
    follower.status.resolve('s-7')
    await vi.advanceTimersByTimeAsync(0)
    expect(follower.read.inputs).toEqual([{ id: 's-7' }])
    follower.read.resolve({ id: 's-7', show_transcription: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(follower.found).toHaveBeenCalledWith({ id: 's-7', show_transcription: true })
    expect(selectKnownSessionId(follower.snapshot())).toBe('s-7')
    // The same consultation on the next poll is not news.
    await vi.advanceTimersByTimeAsync(ACTIVE_SESSION_POLL_MS)
    follower.status.resolve('s-7')
    await vi.advanceTimersByTimeAsync(0)
    expect(follower.read.inputs).toHaveLength(1)
    expect(follower.found).toHaveBeenCalledTimes(1)
    // Finished on the phone: the app hears it has gone.
    await vi.advanceTimersByTimeAsync(ACTIVE_SESSION_POLL_MS)
    follower.status.resolve(null)
    await vi.advanceTimersByTimeAsync(0)
    expect(follower.gone).toHaveBeenCalledTimes(1)
    expect(selectKnownSessionId(follower.snapshot())).toBeNull()
  })

  it('sends no poll while the page is hidden, and one at once when it shows again', async () => {
    const follower = start({ mobileMode: true, pageVisible: true })
    follower.status.resolve(null)
    await vi.advanceTimersByTimeAsync(0)
    follower.page(false)
    expect(selectIsPausedWhileHidden(follower.snapshot())).toBe(true)
    await vi.advanceTimersByTimeAsync(ACTIVE_SESSION_POLL_MS * 4)
    expect(follower.status.inputs).toHaveLength(1)
    follower.page(true)
    expect(follower.status.inputs).toHaveLength(2)
    expect(selectIsPolling(follower.snapshot())).toBe(true)
  })

  it('starts polling when the user turns mobile mode on, and stops when it is turned off', async () => {
    const follower = start({ mobileMode: false, pageVisible: true })
    follower.mode(true)
    expect(follower.status.inputs).toHaveLength(1)
    follower.status.resolve(null)
    await vi.advanceTimersByTimeAsync(0)
    follower.mode(false)
    await vi.advanceTimersByTimeAsync(ACTIVE_SESSION_POLL_MS * 3)
    expect(follower.status.inputs).toHaveLength(1)
  })

  it('keeps polling after a failed poll or a failed read, and reads the session again', async () => {
    const follower = start({ mobileMode: true, pageVisible: true })
    follower.status.reject(new Error('offline'))
    await vi.advanceTimersByTimeAsync(ACTIVE_SESSION_POLL_MS)
    expect(follower.status.inputs).toHaveLength(2)
    follower.status.resolve('s-1')
    await vi.advanceTimersByTimeAsync(0)
    follower.read.reject(new Error('offline'))
    await vi.advanceTimersByTimeAsync(ACTIVE_SESSION_POLL_MS)
    follower.status.resolve('s-1')
    await vi.advanceTimersByTimeAsync(0)
    expect(follower.read.inputs).toHaveLength(2)
    follower.read.resolve({ id: 's-1', show_transcription: false })
    await vi.advanceTimersByTimeAsync(0)
    expect(follower.found).toHaveBeenCalledWith({ id: 's-1', show_transcription: false })
  })
})

for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `active-session follower paths (${name})`,
    activeSessionFollowerMachine,
    { input, events: pathOptions.events },
    {
      every: ({ actual }) => {
        const { mobileMode, pageVisible } = actual.context
        // Polls exactly when the user is in mobile mode and the page is visible.
        expect(selectIsPolling(actual)).toBe(mobileMode && pageVisible)
      },
      states: {
        // Not in mobile mode: nothing polled, nothing known.
        off: ({ actual }) => {
          expect(actual.context.mobileMode).toBe(false)
          expect([selectIsPolling(actual), selectKnownSessionId(actual)]).toEqual([false, null])
        },
        // Mobile mode with the page hidden: polling paused until it shows again.
        'following.hidden': ({ actual }) => {
          expect(selectIsPausedWhileHidden(actual)).toBe(true)
          expect(actual.context.pageVisible).toBe(false)
        },
        // Asking the server whether a consultation is active, or reading the one that appeared.
        'following.checking': ({ actual }) => {
          expect(actual.hasTag('checking')).toBe(true)
          expect(actual.children.checkActiveStatus).toBeDefined()
        },
        'following.reading': ({ actual }) => {
          expect(actual.hasTag('checking')).toBe(true)
          expect(actual.context.foundId).not.toBeNull()
        },
        // Between two checks, every few seconds.
        'following.waiting': ({ actual }) => {
          expect([selectIsPolling(actual), actual.hasTag('checking')]).toEqual([true, false])
        },
      },
    },
  )
}
