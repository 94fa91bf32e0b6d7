import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { ConsultationMode, User } from '../../../contract/auth'
import type { LocalModePreference, ModeChoice } from '../../services/consultation-mode'
import type { PhoneSignIn } from '../../services/mobile-pairing'
import { withOutputAs } from '../shared/actor-events'
import { growingDelayOf } from '../shared/backoff'
import { callState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type ConsultationModeTag = 'saving' | 'error' | 'code-loading' | 'code-shown' | 'code-failed'

/** The choice shown: mobile when the account says so, else teleconsultation when chosen here and possible. */
export function modeChoiceOf(
  consultationMode: ConsultationMode | undefined,
  preference: LocalModePreference,
  teleconsultationSupported: boolean,
): ModeChoice {
  if (consultationMode === 'mobile') return 'mobile'
  return preference.teleconsultation && teleconsultationSupported ? 'teleconsultation' : 'normal'
}

/** The account's consultation_mode for a choice: only the mobile phone mode is the server's. */
export const consultationModeOf = (choice: ModeChoice): ConsultationMode =>
  choice === 'mobile' ? 'mobile' : 'desktop'

/** Automatic new tries of a QR code that could not be made, before only the button is left. */
export const MAX_CODE_RETRIES = 2
/** The first automatic try waits this long; each next one twice as long. */
export const CODE_RETRY_BASE_MS = 2_000
/** A new code replaces the shown one this long before it expires, so the phone never reads a dead one. */
export const CODE_RENEW_MARGIN_MS = 15_000

/** What the panel says went wrong. */
export type ModeProblem = 'teleconsultation-unsupported' | 'save-failed'

export type ConsultationModeContext = {
  /** The mode the panel shows as chosen. */
  choice: ModeChoice
  /** The account's consultation_mode as the server last confirmed it. */
  savedMode: ConsultationMode
  /** New consultations open with the transcript as the main view. */
  dictaphone: boolean
  /** Whether this browser may run a teleconsultation (Chrome, Opera or Edge). */
  teleconsultationSupported: boolean
  /** A phone or tablet: it records in mobile mode, so it shows no QR code. */
  isMobileDevice: boolean
  /** Why the last choice was refused or not saved; null when nothing was. */
  problem: ModeProblem | null
  /** The QR code's address and expiry while one is shown. */
  phoneSignIn: PhoneSignIn | null
  /** Failed QR code requests in a row, for the capped automatic retry. */
  codeAttempts: number
}

export type ConsultationModeEvent =
  | { type: 'mode.choose'; choice: ModeChoice }
  | { type: 'mode.dictaphone.change'; on: boolean }
  | { type: 'mode.retry' }
  | { type: 'code.renew' }

export type ConsultationModeInput = {
  consultationMode: ConsultationMode
  preference: LocalModePreference
  teleconsultationSupported: boolean
  isMobileDevice: boolean
}

/** This browser keeps the choice (teleconsultation or not, dictaphone or not) for the next consultation. */
const rememberChoiceHere = {
  type: 'remember choice here',
  params: ({ context }: { context: ConsultationModeContext }) => ({
    teleconsultation: context.choice === 'teleconsultation',
    dictaphone: context.dictaphone,
  }),
} as const

/**
 * The consultation mode panel on home: normal, mobile phone or teleconsultation (only in Chrome, Opera
 * or Edge), and the dictaphone view. Mobile is saved as the account's consultation_mode; on a computer it
 * shows a QR code that signs the phone in, renewed before it expires.
 */
export const consultationModeMachine = setup({
  types: {} as {
    context: ConsultationModeContext
    events: ConsultationModeEvent
    input: ConsultationModeInput
    tags: ConsultationModeTag
  },
  actors: {
    'save consultation mode': fromPromise<User, { consultationMode: ConsultationMode }>(
      notProvided('save consultation mode'),
    ),
    'create phone sign-in': fromPromise<PhoneSignIn, void>(notProvided('create phone sign-in')),
  },
  actions: {
    // The app supplies them: this browser's choices in localStorage, the saved user to the app actor.
    'remember choice here': (_, _params: LocalModePreference) => {},
    'report user': (_, _params: { user: User }) => {},

    'take choice': assign(({ event }) => {
      assertEvent(event, 'mode.choose')
      return { choice: event.choice, problem: null }
    }),
    'refuse teleconsultation': assign({ problem: 'teleconsultation-unsupported' as const }),
    'take dictaphone': assign(({ event }) => {
      assertEvent(event, 'mode.dictaphone.change')
      return { dictaphone: event.on }
    }),
    'note saved mode': assign((_, params: { user: User }) => ({ savedMode: params.user.consultation_mode })),
    'note save failed': assign({ problem: 'save-failed' as const }),
    'forget save problem': assign(({ context }) => ({
      problem: context.problem === 'save-failed' ? null : context.problem,
    })),
    'note phone sign-in': assign((_, params: { phoneSignIn: PhoneSignIn }) => ({
      phoneSignIn: params.phoneSignIn,
      codeAttempts: 0,
    })),
    // Capped one past the last automatic try: more failures change nothing the panel shows.
    'count failed code': assign(({ context }) => ({
      codeAttempts: Math.min(context.codeAttempts + 1, MAX_CODE_RETRIES + 1),
      phoneSignIn: null,
    })),
    'forget code': assign({ phoneSignIn: null, codeAttempts: 0 }),
  },
  guards: {
    isUnsupportedTeleconsultation: ({ context, event }) =>
      event.type === 'mode.choose' &&
      event.choice === 'teleconsultation' &&
      !context.teleconsultationSupported,
    needsSaving: ({ context }) => consultationModeOf(context.choice) !== context.savedMode,
    nothingToSave: ({ context }) => consultationModeOf(context.choice) === context.savedMode,
    showsPhoneCode: ({ context }) => context.choice === 'mobile' && !context.isMobileDevice,
    hidesPhoneCode: ({ context }) => context.choice !== 'mobile' || context.isMobileDevice,
    canRetryCode: ({ context }) => context.codeAttempts <= MAX_CODE_RETRIES,
  },
  delays: {
    codeRetryDelay: growingDelayOf(CODE_RETRY_BASE_MS, 'codeAttempts'),
    // Reads the wall clock once, when the code is shown.
    codeRenewDelay: ({ context }) =>
      Math.max(1_000, (context.phoneSignIn?.expiresAt ?? 0) - Date.now() - CODE_RENEW_MARGIN_MS),
  },
}).createMachine({
  id: 'consultation-mode',
  description:
    'The consultation mode on home: normal, mobile phone (saved on the account; a QR code signs the phone in) or teleconsultation (only in Chrome, Opera or Edge), and the dictaphone view.',
  context: ({ input }) => ({
    choice: modeChoiceOf(input.consultationMode, input.preference, input.teleconsultationSupported),
    savedMode: input.consultationMode,
    dictaphone: input.preference.dictaphone,
    teleconsultationSupported: input.teleconsultationSupported,
    isMobileDevice: input.isMobileDevice,
    problem: null,
    phoneSignIn: null,
    codeAttempts: 0,
  }),
  type: 'parallel',
  on: {
    'mode.choose': [
      { guard: 'isUnsupportedTeleconsultation', actions: 'refuse teleconsultation' },
      {
        actions: ['take choice', rememberChoiceHere],
      },
    ],
    'mode.dictaphone.change': {
      actions: ['take dictaphone', rememberChoiceHere],
    },
  },
  states: {
    // The account's consultation_mode follows the choice: mobile, or desktop for the other two.
    account: {
      initial: 'saved',
      states: {
        saved: {
          always: { guard: 'needsSaving', target: 'saving' },
        },
        saving: callState(['saving'], {
          id: 'saveConsultationMode',
          src: 'save consultation mode',
          input: ({ context }) => ({ consultationMode: consultationModeOf(context.choice) }),
          onDone: {
            // A choice changed meanwhile is saved next, from `saved`.
            target: 'saved',
            actions: [
              withOutputAs('note saved mode', 'user'),
              withOutputAs('report user', 'user'),
              'forget save problem',
            ],
          },
          onError: { target: 'failed', actions: 'note save failed' },
        }),
        // The choice stays on screen, unsaved, with a way to try again; choosing the saved mode ends it.
        failed: {
          tags: ['error'],
          always: { guard: 'nothingToSave', target: 'saved', actions: 'forget save problem' },
          on: { 'mode.retry': 'saving' },
        },
      },
    },
    // On a computer in mobile mode: the QR code that signs the phone in.
    phoneCode: {
      initial: 'none',
      states: {
        none: {
          always: { guard: 'showsPhoneCode', target: 'loading' },
        },
        loading: {
          always: { guard: 'hidesPhoneCode', target: 'none', actions: 'forget code' },
          ...callState(['code-loading'], {
            id: 'createPhoneSignIn',
            src: 'create phone sign-in',
            onDone: { target: 'shown', actions: withOutputAs('note phone sign-in', 'phoneSignIn') },
            onError: { target: 'failed', actions: 'count failed code' },
          }),
        },
        shown: {
          tags: ['code-shown'],
          always: { guard: 'hidesPhoneCode', target: 'none', actions: 'forget code' },
          after: { codeRenewDelay: 'loading' },
          on: { 'code.renew': 'loading' },
        },
        failed: {
          tags: ['code-failed'],
          always: { guard: 'hidesPhoneCode', target: 'none', actions: 'forget code' },
          after: { codeRetryDelay: { guard: 'canRetryCode', target: 'loading' } },
          on: { 'code.renew': 'loading' },
        },
      },
    },
  },
})
