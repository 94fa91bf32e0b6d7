import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { User } from '../../../contract/auth'
import { describePaths } from '../../../tests/model/paths'
import { clinician, consultationSession, jwtExpiringAt } from '../../../tests/unit/fixtures'
import type { RouteName, RouteTarget } from '../../navigation/route-table'
import type { StoredSession } from '../../services/session-storage'
import { type AppInput, appMachine, TOKEN_CHECK_INTERVAL_MS, tokenExpiry } from './app.machine'
import { pathOptions } from './app.paths'
import {
  selectActiveSession,
  selectIsSessionExpired,
  selectIsSignedIn,
  selectIsSignedOut,
  selectMustChangePassword,
  selectRootDialog,
  selectUser,
} from './app.selectors'

const NOW = Date.parse('2025-03-01T10:00:00Z')
const HOUR = 3_600_000

/** Starts the app machine with recording fakes for every side effect. */
function start(input: Partial<AppInput> = {}) {
  const navigations: RouteTarget[] = []
  const effects = {
    storeSession: vi.fn<(session: StoredSession) => void>(),
    storeUser: vi.fn(),
    clearStoredSession: vi.fn(),
    endServerSession: vi.fn<(token: string | null) => void>(),
  }
  const machine = appMachine.provide({
    actions: {
      'store session': (_, params) => effects.storeSession(params),
      'store user': (_, params) => effects.storeUser(params.user),
      'clear stored session': () => effects.clearStoredSession(),
      'end server session': (_, params) => effects.endServerSession(params.token),
      'go to route': (_, params) => {
        navigations.push(params)
      },
    },
  })
  const actor = createActor(machine, {
    input: { storedSession: null, isMobileDevice: false, route: 'home', ...input },
  }).start()
  return { actor, navigations, ...effects, snapshot: () => actor.getSnapshot() }
}

const stored = (overrides: Partial<StoredSession> = {}): StoredSession => ({
  token: jwtExpiringAt(NOW + HOUR),
  user: clinician,
  rememberMe: true,
  ...overrides,
})

/** A sign-in with a token good for an hour. */
const signedIn = (user: User, rememberMe: boolean) => ({
  type: 'session.signed.in' as const,
  token: jwtExpiringAt(NOW + HOUR),
  user,
  rememberMe,
})

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('app machine: session token', () => {
  it('starts signed out without a stored session, and goes nowhere', () => {
    const app = start({ route: 'signup' })
    expect(selectIsSignedOut(app.snapshot())).toBe(true)
    expect(selectUser(app.snapshot())).toBeNull()
    expect(app.navigations).toEqual([])
  })

  it('restores a stored session', () => {
    const app = start({ storedSession: stored() })
    expect(selectIsSignedIn(app.snapshot())).toBe(true)
    expect(selectUser(app.snapshot())).toEqual(clinician)
    expect(app.snapshot().context.tokenExpiresAt).toBe(NOW + HOUR)
  })

  it.each([true, false])('stores token and user on sign-in (remember-me: %s)', (rememberMe) => {
    const app = start({ route: 'login' })
    const token = jwtExpiringAt(NOW + HOUR)
    app.actor.send({ type: 'session.signed.in', token, user: clinician, rememberMe })
    expect(app.storeSession).toHaveBeenCalledWith({ token, user: clinician, rememberMe })
    expect(selectIsSignedIn(app.snapshot())).toBe(true)
    expect(app.snapshot().context).toMatchObject({ token, user: clinician, rememberMe })
  })

  it('signs out: ends the server session, clears both storages, resets the client state, goes to login', () => {
    const app = start({ storedSession: stored() })
    const { token } = app.snapshot().context
    app.actor.send({
      type: 'client.data.loaded',
      sessions: [consultationSession()],
      customDocuments: [{ id: 'cd-1', name: 'Carta' }],
      consultationTypes: [{ id: 'ct-1', name: 'Medicina geral' }],
    })
    app.actor.send({ type: 'consultation.active.found', session: { id: 's-1', show_transcription: false } })
    app.navigations.length = 0

    app.actor.send({ type: 'session.sign.out' })

    expect(app.endServerSession).toHaveBeenCalledWith(token)
    expect(app.clearStoredSession).toHaveBeenCalledTimes(1)
    expect(selectIsSignedOut(app.snapshot())).toBe(true)
    expect(app.snapshot().context).toMatchObject({
      user: null,
      token: null,
      activeSession: null,
      sessions: [],
      customDocuments: [],
      consultationTypes: [],
    })
    expect(app.navigations).toEqual([{ to: 'login' }])
  })

  it('signs out when the logout screen opens', () => {
    const app = start({ storedSession: stored() })
    app.actor.send({ type: 'route.changed', route: 'logout' })
    expect(selectIsSignedOut(app.snapshot())).toBe(true)
    expect(app.clearStoredSession).toHaveBeenCalledTimes(1)
    expect(app.endServerSession).toHaveBeenCalledTimes(1)
    expect(app.navigations).toEqual([{ to: 'login' }])
  })

  it('logs the client state out on a 401 without calling the server again', () => {
    const app = start({ storedSession: stored() })
    app.actor.send({ type: 'session.unauthorized' })
    expect(selectIsSignedOut(app.snapshot())).toBe(true)
    expect(selectUser(app.snapshot())).toBeNull()
    expect(app.clearStoredSession).toHaveBeenCalledTimes(1)
    expect(app.endServerSession).not.toHaveBeenCalled()
    expect(app.navigations).toEqual([{ to: 'login', notice: 'session-expired' }])
  })

  it('replaces a session when another account signs in by a confirmation link', () => {
    const app = start({ storedSession: stored(), route: 'confirm_email' })
    const { token: oldToken } = app.snapshot().context
    app.actor.send({ type: 'client.data.loaded', sessions: [consultationSession()] })
    const other = { ...clinician, id: 'u-2', name: 'Rui Lopes' }
    const token = jwtExpiringAt(NOW + HOUR)
    app.actor.send({ type: 'session.signed.in', token, user: other, rememberMe: true })
    expect(app.endServerSession).toHaveBeenCalledWith(oldToken)
    expect(app.storeSession).toHaveBeenCalledWith({ token, user: other, rememberMe: true })
    expect(app.snapshot().context).toMatchObject({ user: other, token, sessions: [] })
    expect(selectIsSignedIn(app.snapshot())).toBe(true)
    expect(app.navigations).toEqual([{ to: 'home' }])
  })

  it('signs out after the account is deleted, without calling the server, and says so on login', () => {
    const app = start({ storedSession: stored(), route: 'settings' })
    app.actor.send({ type: 'account.deleted' })
    expect(selectIsSignedOut(app.snapshot())).toBe(true)
    expect(selectUser(app.snapshot())).toBeNull()
    expect(app.clearStoredSession).toHaveBeenCalledTimes(1)
    expect(app.endServerSession).not.toHaveBeenCalled()
    expect(app.navigations).toEqual([{ to: 'login', notice: 'account-deleted' }])
  })

  it('ignores a 401 while signed out', () => {
    const app = start({ route: 'login' })
    app.actor.send({ type: 'session.unauthorized' })
    expect(app.navigations).toEqual([])
    expect(app.clearStoredSession).not.toHaveBeenCalled()
  })
})

describe('app machine: token expiry', () => {
  it('reads the expiry from the JWT exp claim, and none from a token without one', () => {
    expect(tokenExpiry(jwtExpiringAt(NOW + 5000))).toBe(NOW + 5000)
    expect(tokenExpiry('opaque-token')).toBeNull()
  })

  it('checks the expiry every second and, on expiry, clears tokens and opens the dialog', () => {
    const app = start({ storedSession: stored({ token: jwtExpiringAt(NOW + 3000) }) })
    vi.advanceTimersByTime(2 * TOKEN_CHECK_INTERVAL_MS)
    expect(selectIsSignedIn(app.snapshot())).toBe(true)
    expect(app.clearStoredSession).not.toHaveBeenCalled()

    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS)
    expect(selectIsSessionExpired(app.snapshot())).toBe(true)
    expect(app.clearStoredSession).toHaveBeenCalledTimes(1)
    const dialog = selectRootDialog(app.snapshot())
    expect(dialog?.getSnapshot().context).toMatchObject({
      kind: 'info',
      title: 'session.expired.title',
      message: 'session.expired.message',
      cancellable: false,
    })
    // Nothing moves until the person confirms.
    expect(app.navigations).toEqual([])
  })

  it('goes to login when the expiry dialog is confirmed', () => {
    const app = start({ storedSession: stored({ token: jwtExpiringAt(NOW + 500) }) })
    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS)
    selectRootDialog(app.snapshot())?.send({ type: 'dialog.confirm' })
    expect(selectIsSignedOut(app.snapshot())).toBe(true)
    expect(selectUser(app.snapshot())).toBeNull()
    expect(selectRootDialog(app.snapshot())).toBeNull()
    expect(app.navigations).toEqual([{ to: 'login' }])
  })

  it('cannot dismiss the expiry dialog without confirming', () => {
    const app = start({ storedSession: stored({ token: jwtExpiringAt(NOW + 500) }) })
    vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS)
    selectRootDialog(app.snapshot())?.send({ type: 'dialog.cancel' })
    expect(selectIsSessionExpired(app.snapshot())).toBe(true)
  })

  it('opens the dialog at once for a stored token that already expired', () => {
    const app = start({ storedSession: stored({ token: jwtExpiringAt(NOW - 1000) }) })
    expect(selectIsSessionExpired(app.snapshot())).toBe(true)
    expect(app.clearStoredSession).toHaveBeenCalledTimes(1)
  })

  it('never expires a token without exp on the client', () => {
    const app = start({ storedSession: stored({ token: 'opaque-token' }) })
    vi.advanceTimersByTime(HOUR)
    expect(selectIsSignedIn(app.snapshot())).toBe(true)
  })

  it('stops checking once signed out', () => {
    const app = start({ storedSession: stored({ token: jwtExpiringAt(NOW + 5000) }) })
    app.actor.send({ type: 'session.sign.out' })
    vi.advanceTimersByTime(10_000)
    expect(selectIsSignedOut(app.snapshot())).toBe(true)
    expect(app.clearStoredSession).toHaveBeenCalledTimes(1)
  })
})

describe('app machine: root rules', () => {
  describe('user becomes null → login', () => {
    it.each([
      ['sign-out', { type: 'session.sign.out' }],
      ['a 401', { type: 'session.unauthorized' }],
      ['the logout screen', { type: 'route.changed', route: 'logout' }],
    ] as const)('goes to login after %s', (_, event) => {
      const app = start({ storedSession: stored(), route: 'settings' })
      app.actor.send(event)
      expect(selectUser(app.snapshot())).toBeNull()
      expect(app.navigations.at(-1)).toMatchObject({ to: 'login' })
    })
  })

  describe('force_password_change → change_password', () => {
    const forced = { ...clinician, force_password_change: true }

    it('goes to change_password when such a user signs in', () => {
      const app = start({ route: 'login' })
      app.actor.send(signedIn(forced, false))
      expect(app.navigations).toEqual([{ to: 'change_password' }])
      expect(selectMustChangePassword(app.snapshot())).toBe(true)
    })

    it('goes to change_password when a restored user must change it', () => {
      const app = start({ storedSession: stored({ user: forced }), route: 'home' })
      expect(app.navigations).toEqual([{ to: 'change_password' }])
    })

    it('stays put when already on change_password', () => {
      const app = start({ storedSession: stored({ user: forced }), route: 'change_password' })
      expect(app.navigations).toEqual([])
      expect(selectMustChangePassword(app.snapshot())).toBe(true)
    })

    it('goes to change_password when the user, updated, gets the flag; lets go once it is cleared', () => {
      const app = start({ storedSession: stored(), route: 'settings' })
      expect(app.navigations).toEqual([])
      app.actor.send({ type: 'user.updated', user: forced })
      expect(app.storeUser).toHaveBeenCalledWith(forced)
      expect(app.navigations).toEqual([{ to: 'change_password' }])
      app.actor.send({ type: 'route.changed', route: 'change_password' })
      app.actor.send({ type: 'user.updated', user: clinician })
      expect(selectMustChangePassword(app.snapshot())).toBe(false)
      expect(app.navigations).toHaveLength(1)
    })

    it('sends a user who need not change it home, as every way in does', () => {
      const app = start({ route: 'login' })
      app.actor.send(signedIn(clinician, true))
      expect(app.navigations).toEqual([{ to: 'home' }])
      expect(selectMustChangePassword(app.snapshot())).toBe(false)
    })

    it('keeps checking the token while the user is updated', () => {
      const app = start({ storedSession: stored({ token: jwtExpiringAt(NOW + 2000) }) })
      vi.advanceTimersByTime(900)
      app.actor.send({ type: 'user.updated', user: clinician })
      vi.advanceTimersByTime(1100)
      expect(selectIsSessionExpired(app.snapshot())).toBe(true)
    })
  })

  describe('an active session appears → its consultation screen', () => {
    it('goes to consultation/{id}', () => {
      const app = start({ storedSession: stored() })
      app.actor.send({ type: 'consultation.active.found', session: { id: 's-9', show_transcription: false } })
      expect(app.navigations).toEqual([{ to: 'consultation', params: { id: 's-9' } }])
      expect(selectActiveSession(app.snapshot())).toEqual({ id: 's-9', show_transcription: false })
    })

    it('goes to dictaphone_consultation/{id} when the session shows its transcription', () => {
      const app = start({ storedSession: stored() })
      app.actor.send({ type: 'consultation.active.found', session: { id: 's-9', show_transcription: true } })
      expect(app.navigations).toEqual([{ to: 'dictaphone_consultation', params: { id: 's-9' } }])
    })

    it('is skipped on the selectable_document route, though the session is remembered', () => {
      const app = start({ storedSession: stored(), route: 'selectable_document' })
      app.actor.send({ type: 'consultation.active.found', session: { id: 's-9', show_transcription: false } })
      expect(app.navigations).toEqual([])
      expect(selectActiveSession(app.snapshot())?.id).toBe('s-9')
    })

    it('does not move the person when the same session is reported again', () => {
      const app = start({ storedSession: stored() })
      const session = { id: 's-9', show_transcription: false }
      app.actor.send({ type: 'consultation.active.found', session })
      app.actor.send({ type: 'route.changed', route: 'settings' })
      app.actor.send({ type: 'consultation.active.found', session })
      expect(app.navigations).toHaveLength(1)
    })

    it('follows a different session that appears', () => {
      const app = start({ storedSession: stored() })
      app.actor.send({ type: 'consultation.active.found', session: { id: 's-1', show_transcription: false } })
      app.actor.send({ type: 'consultation.active.found', session: { id: 's-2', show_transcription: true } })
      expect(app.navigations.at(-1)).toEqual({ to: 'dictaphone_consultation', params: { id: 's-2' } })
    })

    it('ignores active sessions while signed out', () => {
      const app = start()
      app.actor.send({ type: 'consultation.active.found', session: { id: 's-1', show_transcription: false } })
      expect(app.navigations).toEqual([])
      expect(selectActiveSession(app.snapshot())).toBeNull()
    })
  })

  describe('the active session disappears', () => {
    const found = {
      type: 'consultation.active.found',
      session: { id: 's-1', show_transcription: false },
    } as const

    it('sends a mobile device home', () => {
      const app = start({ storedSession: stored(), isMobileDevice: true })
      app.actor.send(found)
      app.actor.send({ type: 'consultation.active.gone' })
      expect(app.navigations.at(-1)).toEqual({ to: 'home' })
      expect(selectActiveSession(app.snapshot())).toBeNull()
    })

    it('leaves a desktop where it is', () => {
      const app = start({ storedSession: stored(), isMobileDevice: false })
      app.actor.send(found)
      app.actor.send({ type: 'consultation.active.gone' })
      expect(app.navigations).toEqual([{ to: 'consultation', params: { id: 's-1' } }])
      expect(selectActiveSession(app.snapshot())).toBeNull()
    })

    it('does nothing on a mobile device when no session was active', () => {
      const app = start({ storedSession: stored(), isMobileDevice: true })
      app.actor.send({ type: 'consultation.active.gone' })
      expect(app.navigations).toEqual([])
    })
  })

  it('remembers the route the router reports, signed in or out', () => {
    const app = start()
    const routes: RouteName[] = ['signup', 'reset']
    for (const route of routes) app.actor.send({ type: 'route.changed', route })
    expect(app.snapshot().context.route).toBe('reset')
  })
})

describe('app machine: graph', () => {
  it('has a finite graph whose paths reach every signed-in configuration', () => {
    const paths = getShortestPaths(appMachine, {
      input: { storedSession: null, isMobileDevice: true, route: 'home' },
      events: [
        signedIn(clinician, true),
        { type: 'session.sign.out' },
        { type: 'session.unauthorized' },
        { type: 'consultation.active.found', session: { id: 's-1', show_transcription: true } },
        { type: 'consultation.active.gone' },
      ],
    })
    const reached = paths.map((path) => JSON.stringify(path.state.value)).sort()
    expect(reached).toEqual(
      [
        '"signedOut"',
        JSON.stringify({
          signedIn: { expiry: 'watching', password: 'settled', activeConsultation: 'following' },
        }),
        JSON.stringify({ signedIn: { expiry: 'watching', password: 'settled', activeConsultation: 'none' } }),
      ].sort(),
    )
  })
})

// Every path of the statechart page (docs/statecharts/app.md), replayed on a real actor from each
// sample input: the session tags agree with the context at every step, and the expiry dialog is
// open exactly while the session is expired.
for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `app machine paths (${name})`,
    appMachine,
    { input, events: pathOptions.events },
    {
      every: ({ actual }) => {
        expect(selectRootDialog(actual) !== null).toBe(selectIsSessionExpired(actual))
      },
      states: {
        // Nobody signed in: no user, no token, nothing followed; only login and its kin are open.
        signedOut: ({ actual }) => {
          expect(selectIsSignedOut(actual)).toBe(true)
          expect(actual.context).toMatchObject({ user: null, token: null, activeSession: null })
          expect(selectMustChangePassword(actual)).toBe(false)
        },
        // Signed in: the user and the token the screens call with.
        'signedIn.expiry': ({ actual }) => {
          expect(selectIsSignedIn(actual)).toBe(true)
          expect(selectUser(actual)).not.toBeNull()
          expect(actual.context.token).not.toBeNull()
          expect(actual.context.tokenExpiresAt).toBeGreaterThan(Date.now())
        },
        // The password must change: the change_password screen is the only one left open.
        'signedIn.password.changeRequired': ({ actual }) => {
          expect(selectMustChangePassword(actual)).toBe(true)
          expect(selectUser(actual)?.force_password_change).toBe(true)
        },
        'signedIn.password.settled': ({ actual }) => {
          expect(selectMustChangePassword(actual)).toBe(false)
          expect(selectUser(actual)?.force_password_change).not.toBe(true)
        },
        // No consultation open elsewhere to follow.
        'signedIn.activeConsultation.none': ({ actual }) => {
          expect(selectActiveSession(actual)).toBeNull()
          expect(actual.hasTag('following-consultation')).toBe(false)
        },
        // A consultation open elsewhere is followed.
        'signedIn.activeConsultation.following': ({ actual }) => {
          expect(selectActiveSession(actual)).not.toBeNull()
          expect(actual.hasTag('following-consultation')).toBe(true)
        },
        // The token ran out: the "session expired" dialog over the screen until it is confirmed.
        expired: ({ actual }) => {
          expect(selectIsSessionExpired(actual)).toBe(true)
          expect(selectRootDialog(actual)).not.toBeNull()
          expect([selectIsSignedIn(actual), selectIsSignedOut(actual)]).toEqual([false, false])
          expect(actual.context.tokenExpiresAt).toBeLessThanOrEqual(Date.now())
        },
      },
    },
  )
}
