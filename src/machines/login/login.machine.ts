import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { User } from '../../../contract/auth'
import { isLanguage, type Language } from '../../../contract/constants'
import type { Credentials, SignedIn, Signup } from '../../services/accounts'
import { withError } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { formState, refuseInvalidFields } from '../shared/form-states'
import { notProvided } from '../shared/not-provided'
import {
  type FieldProblems,
  failureOf,
  isBlank,
  isEmail,
  isLongEnoughName,
  isLongEnoughPassword,
  type Problem,
  summaryOf,
} from '../shared/problems'

export type LoginTag =
  | 'editing'
  | 'busy'
  | 'error'
  | 'success'
  | 'signed-in'
  | 'confirmation-sent'
  | 'reset-sent'

/** login, signup and reset are one screen in three modes (spec, section 2). */
export type LoginMode = 'login' | 'signup' | 'reset'

export type LoginField = 'name' | 'email' | 'password' | 'password_confirmation' | 'language'

export type LoginValues = {
  name: string
  email: string
  password: string
  password_confirmation: string
  language: Language
  remember: boolean
}

/** The fields each mode asks for, in the order the form shows them. */
export const LOGIN_FIELDS: Record<LoginMode, readonly LoginField[]> = {
  login: ['email', 'password'],
  signup: ['name', 'email', 'password', 'password_confirmation', 'language'],
  reset: ['email'],
}

export type LoginInput = {
  mode: LoginMode
  /** The interface language: signup's language picker starts on it. */
  language: Language
  /** An address typed on another mode of the screen, so it need not be typed twice. */
  email?: string
}

export type LoginContext = {
  /** Which of the three forms this is. */
  mode: LoginMode
  /** What the person typed; kept through every error. */
  values: LoginValues
  /** The fields to mark, with what is wrong with each. */
  fieldErrors: FieldProblems
  /** The form-level message, null when there is none. */
  problem: Problem | null
  /** How many seconds the server said to wait before trying again (too many attempts), else null. */
  retryAfterSeconds: number | null
}

export type LoginEvent =
  | { type: 'login.field.changed'; field: LoginField; value: string }
  | { type: 'login.remember.changed'; remember: boolean }
  | { type: 'login.submit' }

/** The checks of the spec's section 5 for the fields of one mode. */
export function loginProblems(mode: LoginMode, values: LoginValues): FieldProblems {
  const asked = LOGIN_FIELDS[mode]
  const fields: FieldProblems = {}
  if (asked.includes('name')) {
    if (isBlank(values.name)) fields.name = 'required'
    else if (!isLongEnoughName(values.name)) fields.name = 'name_too_short'
  }
  if (isBlank(values.email)) fields.email = 'required'
  else if (!isEmail(values.email)) fields.email = 'invalid_email'
  if (asked.includes('password')) {
    if (values.password === '') fields.password = 'required'
    else if (!isLongEnoughPassword(values.password)) fields.password = 'password_too_short'
  }
  if (asked.includes('password_confirmation')) {
    if (values.password_confirmation === '') fields.password_confirmation = 'required'
    else if (values.password_confirmation !== values.password)
      fields.password_confirmation = 'passwords_mismatch'
  }
  if (asked.includes('language') && !isLanguage(values.language)) fields.language = 'language_missing'
  return fields
}

/**
 * The login screen in its three modes: editing until the form is valid, then one call (sign in, sign
 * up or request a reset), then success or a translated failure with everything typed still there.
 */
export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent; input: LoginInput; tags: LoginTag },
  actors: {
    'sign in': fromPromise<SignedIn, Credentials>(notProvided('sign in')),
    'sign up': fromPromise<User, Signup>(notProvided('sign up')),
    'request password reset': fromPromise<void, { email: string }>(notProvided('request password reset')),
  },
  actions: {
    // The app supplies it: session.signed.in to the app actor, which stores the session and goes home.
    'report sign in': (_, _params: { token: string; user: User; rememberMe: boolean }) => {},

    'change value': assign(({ context, event }) => {
      assertEvent(event, 'login.field.changed')
      if (event.field === 'language' && !isLanguage(event.value)) return {}
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors }
    }),
    'change remember': assign(({ context, event }) => {
      assertEvent(event, 'login.remember.changed')
      return { values: { ...context.values, remember: event.remember } }
    }),
    'show validation problems': assign(({ context }) => {
      const fieldErrors = loginProblems(context.mode, context.values)
      return { fieldErrors, problem: summaryOf(fieldErrors), retryAfterSeconds: null }
    }),
    'show failure': assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error, { fallback: 'server' })
      return {
        problem: failure.problem,
        fieldErrors: failure.fields,
        retryAfterSeconds: failure.retryAfterSeconds ?? null,
      }
    }),
    'clear problems': assign({ problem: null, fieldErrors: {}, retryAfterSeconds: null }),
  },
  guards: {
    hasInvalidFields: ({ context }) => Object.keys(loginProblems(context.mode, context.values)).length > 0,
    isSignup: ({ context }) => context.mode === 'signup',
    isPasswordReset: ({ context }) => context.mode === 'reset',
  },
}).createMachine({
  id: 'login',
  description:
    'The login screen in three modes (login, signup, reset request): editing, one call to the server, then success or a translated failure that keeps everything typed.',
  context: ({ input }) => ({
    mode: input.mode,
    values: {
      name: '',
      email: input.email ?? '',
      password: '',
      password_confirmation: '',
      language: input.language,
      remember: false,
    },
    fieldErrors: {},
    problem: null,
    retryAfterSeconds: null,
  }),
  initial: 'form',
  states: {
    form: formState({
      'login.field.changed': { actions: 'change value' },
      'login.remember.changed': { actions: 'change remember' },
      'login.submit': [
        refuseInvalidFields,
        { guard: 'isSignup', target: 'signingUp', actions: 'clear problems' },
        { guard: 'isPasswordReset', target: 'requestingReset', actions: 'clear problems' },
        { target: 'signingIn', actions: 'clear problems' },
      ],
    }),
    signingIn: callState(['busy'], {
      id: 'signIn',
      src: 'sign in',
      input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
      onDone: {
        target: 'signedIn',
        actions: {
          type: 'report sign in',
          params: ({ context, event }) => ({
            token: event.output.token,
            user: event.output.user,
            rememberMe: context.values.remember,
          }),
        },
      },
      onError: { target: '#login.form.failed', actions: withError('show failure') },
    }),
    signingUp: callState(['busy'], {
      id: 'signUp',
      src: 'sign up',
      input: ({ context }) => ({
        name: context.values.name.trim(),
        email: context.values.email.trim(),
        password: context.values.password,
        language: context.values.language,
      }),
      onDone: { target: 'confirmationSent' },
      onError: { target: '#login.form.failed', actions: withError('show failure') },
    }),
    requestingReset: callState(['busy'], {
      id: 'requestReset',
      src: 'request password reset',
      input: ({ context }) => ({ email: context.values.email.trim() }),
      onDone: { target: 'resetSent' },
      onError: { target: '#login.form.failed', actions: withError('show failure') },
    }),
    signedIn: { type: 'final', tags: ['success', 'signed-in'] },
    // The account waits for its address to be confirmed: the mail is in the chosen language.
    confirmationSent: { type: 'final', tags: ['success', 'confirmation-sent'] },
    // The same answer whether or not the address has an account.
    resetSent: { type: 'final', tags: ['success', 'reset-sent'] },
  },
})
