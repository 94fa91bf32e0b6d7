import { jwtDecode } from 'jwt-decode'
import { and, assertEvent, assign, not, setup } from 'xstate'
import type { User } from '../../../contract/auth'
import type { ConsultationSession } from '../../../contract/consultations'
import type { RouteName, RouteTarget } from '../../navigation/route-table'
import type { EvaluationResult, Patient, ResearchSpace, Trial } from '../../services/research'
import type { StoredSession } from '../../services/session-storage'
import { type DialogInput, dialogMachine } from '../dialog/dialog.machine'
import { withEventField } from '../shared/actor-events'
import { callState } from '../shared/call-state'

export type AppTag =
  | 'signed-in'
  | 'signed-out'
  | 'session-expired'
  | 'password-change-required'
  | 'following-consultation'

/** The spec checks the token's expiry every second (section 9). */
export const TOKEN_CHECK_INTERVAL_MS = 1000

/** What the root rules need of the active consultation. */
export type ActiveSession = Pick<ConsultationSession, 'id' | 'show_transcription'>

/** The Research Space as last seen (spec, section 3: client-side state), so coming back resumes it. */
export type ResearchState = {
  /** The research spaces the user sees. */
  spaces: ResearchSpace[]
  /** The active space's trials. */
  trials: Trial[]
  /** The active space's patients. */
  patients: Patient[]
  /** The active trial's results, as last filtered. */
  trialResults: EvaluationResult[]
  /** The research space open on /trials/{space}. */
  activeSpaceId: string | null
  /** The trial whose criteria and results are shown. */
  activeTrialId: string | null
  /** The patient whose documents are shown. */
  activePatientId: string | null
}

export const EMPTY_RESEARCH: ResearchState = {
  spaces: [],
  trials: [],
  patients: [],
  trialResults: [],
  activeSpaceId: null,
  activeTrialId: null,
  activePatientId: null,
}

/** A consultation type or custom document as lists show it; full shapes come with their screens. */
export type NamedItem = { id: string; name: string }

export type AppInput = {
  /** The session kept from an earlier page load, if any. */
  storedSession: StoredSession | null
  /** Whether the user agent is a phone or tablet. */
  isMobileDevice: boolean
  /** The screen the page opened on. */
  route: RouteName
}

export type AppContext = {
  /** The signed-in clinician, null when nobody is signed in. */
  user: User | null
  /** The bearer token of the signed-in session. */
  token: string | null
  /** Whether the session survives a browser restart (remember-me). */
  rememberMe: boolean
  /** When the token expires, in ms since the epoch, from its `exp` claim; null when it has none. */
  tokenExpiresAt: number | null
  /** The consultation running for this user, as the active-session poll reports it. */
  activeSession: ActiveSession | null
  /** Consultation sessions loaded for home and history. */
  sessions: ConsultationSession[]
  /** The user's custom documents. */
  customDocuments: NamedItem[]
  /** Consultation types offered to the user. */
  consultationTypes: NamedItem[]
  /** The screen on display, as the router reports it. */
  route: RouteName
  /** Phones and tablets go home when the active consultation ends. */
  isMobileDevice: boolean
  /** The Research Space as last seen: its lists and the active space, trial and patient. */
  research: ResearchState
}

export type AppEvent =
  | { type: 'session.signed.in'; token: string; user: User; rememberMe: boolean }
  | { type: 'session.sign.out' }
  | { type: 'session.unauthorized' }
  | { type: 'account.deleted' }
  | { type: 'user.updated'; user: User }
  | { type: 'route.changed'; route: RouteName }
  | { type: 'consultation.active.found'; session: ActiveSession }
  | { type: 'consultation.active.gone' }
  | {
      type: 'client.data.loaded'
      sessions?: ConsultationSession[]
      customDocuments?: NamedItem[]
      consultationTypes?: NamedItem[]
    }
  | { type: 'research.changed'; research: Partial<ResearchState> }

/** What a sign-in leaves in storage for the next visit. */
const storedSessionOf = ({
  event,
}: {
  event: Extract<AppEvent, { type: 'session.signed.in' }>
}): StoredSession => ({
  token: event.token,
  user: event.user,
  rememberMe: event.rememberMe,
})

/** The session ended on the server too (its token), before another is kept or none is. */
const endServerSession = {
  type: 'end server session',
  params: ({ context }: { context: AppContext }) => ({ token: context.token }),
} as const

/** Another person signed in over a session: the old one ended on the server, the new one kept. */
const switchSession = [
  endServerSession,
  { type: 'store session', params: storedSessionOf },
  'forget session',
  'remember session',
] as const

/** Signing out: the server's session ended, nothing kept in the browser, and back to login. */
const signOut = [
  endServerSession,
  'clear stored session',
  'forget session',
  { type: 'go to route', params: { to: 'login' } },
] as const

/**
 * A consultation that appeared is followed: remembered, and opened on the dictaphone screen when it shows
 * its transcription there, else on its own page.
 */
const openActiveSession = (to: 'dictaphone_consultation' | 'consultation') =>
  [
    'remember active session',
    {
      type: 'go to route',
      params: ({ event }: { event: Extract<AppEvent, { type: 'consultation.active.found' }> }) => ({
        to,
        params: { id: event.session.id },
      }),
    },
  ] as const

/** The expiry moment of a JWT; null when it has no `exp` or cannot be decoded (the server still checks it). */
export function tokenExpiry(token: string): number | null {
  try {
    const { exp } = jwtDecode(token)
    return typeof exp === 'number' ? exp * 1000 : null
  } catch {
    return null
  }
}

const SESSION_EXPIRED_DIALOG: DialogInput = {
  kind: 'info',
  title: 'session.expired.title',
  message: 'session.expired.message',
  confirmLabel: 'session.expired.confirm',
}

const signedOutContext = {
  user: null,
  token: null,
  rememberMe: false,
  tokenExpiresAt: null,
  activeSession: null,
  sessions: [],
  customDocuments: [],
  consultationTypes: [],
  research: EMPTY_RESEARCH,
} satisfies Partial<AppContext>

/**
 * The browser app's root: the signed-in session (token storage, expiry every second, expiry dialog,
 * logout) and the root rules of the spec (section 2) that move the person between screens.
 */
export const appMachine = setup({
  types: {} as { context: AppContext; events: AppEvent; input: AppInput; tags: AppTag },
  actors: {
    dialog: dialogMachine,
  },
  actions: {
    // Side effects: the app supplies them with .provide(), tests with fakes.
    'store session': (_, _params: StoredSession) => {},
    'store user': (_, _params: { user: User }) => {},
    'clear stored session': () => {},
    'end server session': (_, _params: { token: string | null }) => {},
    'go to route': (_, _params: RouteTarget) => {},

    'remember session': assign(({ event }) => {
      assertEvent(event, 'session.signed.in')
      return {
        user: event.user,
        token: event.token,
        rememberMe: event.rememberMe,
        tokenExpiresAt: tokenExpiry(event.token),
      }
    }),
    'remember user': assign(({ event }) => {
      assertEvent(event, 'user.updated')
      return { user: event.user }
    }),
    'forget session': assign(signedOutContext),
    'remember route': assign(({ event }) => {
      assertEvent(event, 'route.changed')
      return { route: event.route }
    }),
    'remember active session': assign(({ event }) => {
      assertEvent(event, 'consultation.active.found')
      return { activeSession: { id: event.session.id, show_transcription: event.session.show_transcription } }
    }),
    'forget active session': assign({ activeSession: null }),
    'remember research': assign(({ context, event }) => {
      assertEvent(event, 'research.changed')
      return { research: { ...context.research, ...event.research } }
    }),
    'remember client data': assign(({ context, event }) => {
      assertEvent(event, 'client.data.loaded')
      return {
        sessions: event.sessions ?? context.sessions,
        customDocuments: event.customDocuments ?? context.customDocuments,
        consultationTypes: event.consultationTypes ?? context.consultationTypes,
      }
    }),
  },
  guards: {
    hasStoredSession: ({ context }) => context.token !== null && context.user !== null,
    // Reads the wall clock: the check runs on entry and on every tick of the token check interval.
    isTokenExpired: ({ context }) => context.tokenExpiresAt !== null && context.tokenExpiresAt <= Date.now(),
    mustChangePassword: ({ context }) => context.user?.force_password_change === true,
    // Read from the event: the transition's guard runs before the user is remembered.
    mustNewUserChangePassword: ({ event }) =>
      event.type === 'session.signed.in' && event.user.force_password_change,
    isOnChangePasswordRoute: ({ context }) => context.route === 'change_password',
    isLogoutRoute: ({ event }) => event.type === 'route.changed' && event.route === 'logout',
    isOnSelectableDocument: ({ context }) => context.route === 'selectable_document',
    isSameActiveSession: ({ context, event }) =>
      event.type === 'consultation.active.found' && context.activeSession?.id === event.session.id,
    showsTranscription: ({ event }) =>
      event.type === 'consultation.active.found' && event.session.show_transcription,
    isMobileDevice: ({ context }) => context.isMobileDevice,
  },
  delays: {
    tokenCheckInterval: TOKEN_CHECK_INTERVAL_MS,
  },
}).createMachine({
  id: 'app',
  description:
    'The browser app root: the signed-in session (storage, expiry checked every second, expiry dialog, logout) and the root rules that move the person between screens.',
  context: ({ input }) => ({
    ...signedOutContext,
    ...(input.storedSession && {
      user: input.storedSession.user,
      token: input.storedSession.token,
      rememberMe: input.storedSession.rememberMe,
      tokenExpiresAt: tokenExpiry(input.storedSession.token),
    }),
    route: input.route,
    isMobileDevice: input.isMobileDevice,
  }),
  initial: 'restoring',
  on: {
    'route.changed': { actions: 'remember route' },
  },
  states: {
    restoring: {
      always: [{ guard: 'hasStoredSession', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      tags: ['signed-out'],
      on: {
        // Every way in (login, confirmation link, QR, integration) ends on home; a user who must change
        // the password is sent to change_password by the password region instead, so not home first.
        'session.signed.in': [
          {
            guard: 'mustNewUserChangePassword',
            target: 'signedIn',
            actions: [{ type: 'store session', params: storedSessionOf }, 'remember session'],
          },
          {
            target: 'signedIn',
            actions: [
              { type: 'store session', params: storedSessionOf },
              'remember session',
              { type: 'go to route', params: { to: 'home' } },
            ],
          },
        ],
      },
    },
    signedIn: {
      tags: ['signed-in'],
      type: 'parallel',
      on: {
        // A confirmation link opened while someone else is signed in (the link works for anybody): the
        // new session replaces the old one, which is ended on the server.
        'session.signed.in': [
          {
            guard: 'mustNewUserChangePassword',
            target: 'signedIn',
            reenter: true,
            actions: switchSession,
          },
          {
            target: 'signedIn',
            reenter: true,
            actions: [...switchSession, { type: 'go to route', params: { to: 'home' } }],
          },
        ],
        'session.sign.out': { target: 'signedOut', actions: signOut },
        // Opening /logout signs out; any other route change is only remembered (at the root).
        'route.changed': {
          guard: 'isLogoutRoute',
          target: 'signedOut',
          actions: ['remember route', ...signOut],
        },
        // Any 401: the server no longer knows the token, so there is nothing to end there.
        // Login then says why: 'Session expired, log in again' (spec, section 8).
        'session.unauthorized': {
          target: 'signedOut',
          actions: [
            'clear stored session',
            'forget session',
            { type: 'go to route', params: { to: 'login', notice: 'session-expired' } },
          ],
        },
        // The account is gone with its sessions: nothing to end on the server; login says it is done.
        'account.deleted': {
          target: 'signedOut',
          actions: [
            'clear stored session',
            'forget session',
            { type: 'go to route', params: { to: 'login', notice: 'account-deleted' } },
          ],
        },
        'client.data.loaded': { actions: 'remember client data' },
        'research.changed': { actions: 'remember research' },
      },
      states: {
        expiry: {
          initial: 'watching',
          states: {
            watching: {
              always: { guard: 'isTokenExpired', target: '#app.expired' },
              after: { tokenCheckInterval: { target: 'watching', reenter: true } },
            },
          },
        },
        password: {
          initial: 'deciding',
          on: {
            'user.updated': {
              target: '.deciding',
              actions: [withEventField('store user', 'user'), 'remember user'],
            },
          },
          states: {
            deciding: {
              always: [
                {
                  guard: and(['mustChangePassword', not('isOnChangePasswordRoute')]),
                  target: 'changeRequired',
                  actions: { type: 'go to route', params: { to: 'change_password' } },
                },
                { guard: 'mustChangePassword', target: 'changeRequired' },
                { target: 'settled' },
              ],
            },
            changeRequired: { tags: ['password-change-required'] },
            settled: {},
          },
        },
        activeConsultation: {
          initial: 'none',
          states: {
            none: {
              on: {
                'consultation.active.found': [
                  {
                    guard: 'isOnSelectableDocument',
                    target: 'following',
                    actions: 'remember active session',
                  },
                  {
                    guard: 'showsTranscription',
                    target: 'following',
                    actions: openActiveSession('dictaphone_consultation'),
                  },
                  { target: 'following', actions: openActiveSession('consultation') },
                ],
              },
            },
            following: {
              tags: ['following-consultation'],
              on: {
                'consultation.active.found': [
                  // The same consultation reported again has not "appeared": stay where the person is.
                  { guard: 'isSameActiveSession', actions: 'remember active session' },
                  { guard: 'isOnSelectableDocument', actions: 'remember active session' },
                  { guard: 'showsTranscription', actions: openActiveSession('dictaphone_consultation') },
                  { actions: openActiveSession('consultation') },
                ],
                'consultation.active.gone': [
                  {
                    guard: 'isMobileDevice',
                    target: 'none',
                    actions: ['forget active session', { type: 'go to route', params: { to: 'home' } }],
                  },
                  { target: 'none', actions: 'forget active session' },
                ],
              },
            },
          },
        },
      },
    },
    expired: {
      // Tokens go at once; the user stays on screen until the dialog is confirmed.
      entry: 'clear stored session',
      ...callState(['session-expired'], {
        id: 'sessionExpiredDialog',
        src: 'dialog',
        input: SESSION_EXPIRED_DIALOG,
        onDone: {
          target: 'signedOut',
          actions: ['forget session', { type: 'go to route', params: { to: 'login' } }],
        },
      }),
    },
  },
})
