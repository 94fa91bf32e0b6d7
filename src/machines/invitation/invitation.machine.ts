import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { User } from '../../../contract/auth'
import { isLanguage, type Language } from '../../../contract/constants'
import type { SignedIn } from '../../services/accounts'
import type { InvitationView, InvitedSignup, Organization } from '../../services/organizations'
import { errorOf, outputOf, withError, withFailure, withOutputAs } from '../shared/actor-events'
import { errorCode, errorMessage } from '../shared/api-error'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import {
  type FieldProblems,
  failureOf,
  isBlank,
  isLongEnoughName,
  isTransient,
  type Problem,
  passwordProblems,
  serverFieldsOf,
  summaryOf,
} from '../shared/problems'

export type InvitationTag =
  | 'busy'
  | 'error'
  | 'pending'
  | 'can-answer'
  | 'other-account'
  | 'sign-in-needed'
  | 'sign-up-needed'
  | 'accepted'
  | 'rejected'
  | 'expired'
  | 'withdrawn'

/** What went wrong on the invitation screen: its own messages (`invitation.problems.*`) or a shared one. */
export type InvitationProblem =
  | 'invalid_link'
  | 'accept_failed'
  | 'reject_failed'
  | 'other_email'
  | 'in_another_organization'
  | Problem

/** The fields of the signup form an invitee without an account fills in (the email is the invited one). */
export type SignupField = 'name' | 'password' | 'password_confirmation' | 'language'
export const SIGNUP_FIELDS: readonly SignupField[] = ['name', 'password', 'password_confirmation', 'language']
export type SignupValues = Record<SignupField, string> & { language: Language }

export type InvitationInput = {
  /** The token of the link. */
  token: string
  /** The email of whoever is signed in in this browser; null when nobody is. */
  signedInEmail: string | null
  /** The interface language: the signup form's language starts on it. */
  language: Language
}

export type InvitationContext = {
  /** The token of the link, spent by accept, reject or signup. */
  token: string
  /** The email of whoever is signed in, null when nobody is. */
  signedInEmail: string | null
  /** What the link is for, once loaded. */
  invitation: InvitationView | null
  /** The signup form of an invitee without an account; kept through every error. */
  signup: SignupValues
  /** The signup fields to mark, with what is wrong with each. */
  fieldErrors: FieldProblems
  /** What the last attempt ran into; null when nothing did. */
  problem: InvitationProblem | null
  /** Whether the invitation was answered on this screen (joined just now), not before it opened. */
  answeredHere: boolean
}

export type InvitationEvent =
  | { type: 'invitation.accept' }
  | { type: 'invitation.reject' }
  | { type: 'invitation.retry' }
  | { type: 'invitation.field.changed'; field: SignupField; value: string }
  | { type: 'invitation.signup' }

/** The checks of the spec's section 5 for the signup form (the email comes with the invitation). */
export function signupProblems(values: SignupValues): FieldProblems {
  const fields: FieldProblems = {}
  if (isBlank(values.name)) fields.name = 'required'
  else if (!isLongEnoughName(values.name)) fields.name = 'name_too_short'
  Object.assign(fields, passwordProblems(values.password, values.password_confirmation))
  if (!isLanguage(values.language)) fields.language = 'language_missing'
  return fields
}

/** Whether `email` is the invited address (the server compares them without case). */
export const isSameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase())

/** The invitation's status a 409 names (`fields.token`: expired, accepted, rejected, revoked, …). */
const conflictStatus = (error: unknown) =>
  errorCode(error) === 'conflict' ? (serverFieldsOf(error).token ?? null) : null
const ANSWERED = ['accepted', 'rejected', 'revoked']

/** How a failed answer reads: the invitation's own messages first, then the shared ones. */
function answerProblem(error: unknown, fallback: 'accept_failed' | 'reject_failed'): InvitationProblem {
  if (errorCode(error) === 'forbidden') return 'other_email'
  if (conflictStatus(error) === 'In another organisation') return 'in_another_organization'
  const { problem } = failureOf(error, { fallback: 'server' })
  return problem === 'connection' || problem === 'rate_limited' ? problem : fallback
}

/**
 * An answer that failed: expired meanwhile, answered meanwhile (read again to show how), or else back to
 * the invitation with the failure said (`fallback` when nothing more precise applies).
 */
const answerFailed = (fallback: 'accept_failed' | 'reject_failed') =>
  [
    { guard: 'hasExpired', target: 'expired' },
    { guard: 'wasAnswered', target: 'loading' },
    { target: 'pending', actions: withFailure('show answer failure', fallback) },
  ] as const

/**
 * An invitation link (`/organization/invitations/{token}`): what it is for, then, while pending, the
 * answer that fits who opens it: accept or reject when signed in with the invited email, a word that it
 * is for someone else when signed in with another, sign in (an account exists) or sign up right here
 * (none does) when signed out. Expired, answered and withdrawn invitations say so.
 */
export const invitationMachine = setup({
  types: {} as {
    context: InvitationContext
    events: InvitationEvent
    input: InvitationInput
    tags: InvitationTag
  },
  actors: {
    'load invitation': fromPromise<InvitationView, { token: string }>(notProvided('load invitation')),
    'accept invitation': fromPromise<Organization, { token: string }>(notProvided('accept invitation')),
    'reject invitation': fromPromise<InvitationView, { token: string }>(notProvided('reject invitation')),
    'sign up with invitation': fromPromise<SignedIn, InvitedSignup>(notProvided('sign up with invitation')),
  },
  actions: {
    // The app supplies them: session.signed.in to the app actor (signed in at once), and the user's new
    // organisation so the rest of the app knows it.
    'report sign in': (_, _params: { token: string; user: User; rememberMe: boolean }) => {},
    'report joined': (_, _params: { organizationId: string }) => {},

    'use invitation': assign((_, params: { invitation: InvitationView }) => ({
      invitation: params.invitation,
      problem: null,
    })),
    'show load failure': assign((_, params: { error: unknown }) => ({
      problem:
        errorCode(params.error) === 'token_invalid' || errorCode(params.error) === 'not_found'
          ? ('invalid_link' as const)
          : failureOf(params.error, { fallback: 'load_failed' }).problem,
    })),
    'show answer failure': assign(
      (_, params: { error: unknown; fallback: 'accept_failed' | 'reject_failed' }) => ({
        problem: answerProblem(params.error, params.fallback),
      }),
    ),
    'mark answered here': assign({ answeredHere: true, problem: null }),
    'change value': assign(({ context, event }) => {
      assertEvent(event, 'invitation.field.changed')
      if (event.field === 'language' && !isLanguage(event.value)) return {}
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors
      return { signup: { ...context.signup, [event.field]: event.value }, fieldErrors }
    }),
    'show validation problems': assign(({ context }) => {
      const fieldErrors = signupProblems(context.signup)
      return { fieldErrors, problem: summaryOf(fieldErrors) }
    }),
    'show signup failure': assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error, { fallback: 'server' })
      return { problem: failure.problem, fieldErrors: failure.fields }
    }),
    // The address has an account after all (made meanwhile): signing in is the way to accept.
    'note existing account': assign(({ context }) => ({
      invitation: context.invitation && { ...context.invitation, has_account: true },
      problem: 'email_taken' as const,
      fieldErrors: {},
    })),
    'clear problems': assign({ problem: null, fieldErrors: {} }),
  },
  guards: {
    isPending: ({ event }) => outputOf<InvitationView>(event)?.status === 'pending',
    isExpired: ({ event }) => outputOf<InvitationView>(event)?.status === 'expired',
    isAccepted: ({ event }) => outputOf<InvitationView>(event)?.status === 'accepted',
    isRejected: ({ event }) => outputOf<InvitationView>(event)?.status === 'rejected',
    isForSignedInUser: ({ context }) => isSameEmail(context.signedInEmail, context.invitation?.email),
    isSignedIn: ({ context }) => context.signedInEmail !== null,
    hasAccount: ({ context }) => context.invitation?.has_account === true,
    canRetry: ({ context }) => isTransient(context.problem as Problem | null),
    hasInvalidFields: ({ context }) => Object.keys(signupProblems(context.signup)).length > 0,
    /** The server says the invitation expired meanwhile. */
    hasExpired: ({ event }) => conflictStatus(errorOf(event)) === 'expired',
    /** The server says it was answered or withdrawn meanwhile (another tab, the admin). */
    wasAnswered: ({ event }) =>
      ANSWERED.includes(conflictStatus(errorOf(event)) ?? '') ||
      /already answered/.test(String(errorMessage(errorOf(event)))),
    /** A signup refused for the invitation itself: it changed since it was loaded. */
    isInvitationRefused: ({ event }) => serverFieldsOf(errorOf(event)).invitation_token !== undefined,
    isEmailTaken: ({ event }) => {
      const error = errorOf(event)
      return errorCode(error) === 'conflict' && serverFieldsOf(error)['user.email'] !== undefined
    },
  },
}).createMachine({
  id: 'invitation',
  description:
    'An invitation link: loaded, then while pending accepted or rejected (signed in with the invited email), signed in to first, or signed up for right there; expired, answered and withdrawn invitations say so.',
  context: ({ input }) => ({
    token: input.token,
    signedInEmail: input.signedInEmail,
    invitation: null,
    signup: { name: '', password: '', password_confirmation: '', language: input.language },
    fieldErrors: {},
    problem: null,
    answeredHere: false,
  }),
  initial: 'loading',
  states: {
    loading: callState(['busy'], {
      id: 'loadInvitation',
      src: 'load invitation',
      input: ({ context }) => ({ token: context.token }),
      onDone: [
        { guard: 'isPending', target: 'pending', actions: withOutputAs('use invitation', 'invitation') },
        { guard: 'isExpired', target: 'expired', actions: withOutputAs('use invitation', 'invitation') },
        { guard: 'isAccepted', target: 'accepted', actions: withOutputAs('use invitation', 'invitation') },
        { guard: 'isRejected', target: 'rejected', actions: withOutputAs('use invitation', 'invitation') },
        { target: 'withdrawn', actions: withOutputAs('use invitation', 'invitation') },
      ],
      onError: { target: 'error', actions: withError('show load failure') },
    }),
    // The link could not be read: an unknown token for good, a connection problem until retried.
    error: failedState('invitation.retry', {
      guard: 'canRetry',
      target: 'loading',
      actions: 'clear problems',
    }),
    pending: {
      tags: ['pending'],
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'isForSignedInUser', target: 'forYou' },
            { guard: 'isSignedIn', target: 'forSomeoneElse' },
            { guard: 'hasAccount', target: 'signInNeeded' },
            { target: 'signUpNeeded' },
          ],
        },
        forYou: {
          tags: ['can-answer'],
          on: {
            'invitation.accept': { target: '#invitation.accepting', actions: 'clear problems' },
            'invitation.reject': { target: '#invitation.rejecting', actions: 'clear problems' },
          },
        },
        // Signed in with another email: accepting would be refused, so the screen says whose it is.
        forSomeoneElse: { tags: ['other-account'] },
        signInNeeded: {
          tags: ['sign-in-needed'],
          on: { 'invitation.reject': { target: '#invitation.rejecting', actions: 'clear problems' } },
        },
        signUpNeeded: {
          tags: ['sign-up-needed'],
          on: {
            'invitation.field.changed': { actions: 'change value' },
            'invitation.signup': [
              { guard: 'hasInvalidFields', actions: 'show validation problems' },
              { target: '#invitation.signingUp', actions: 'clear problems' },
            ],
            'invitation.reject': { target: '#invitation.rejecting', actions: 'clear problems' },
          },
        },
      },
    },
    accepting: callState(['busy'], {
      id: 'acceptInvitation',
      src: 'accept invitation',
      input: ({ context }) => ({ token: context.token }),
      onDone: {
        target: 'accepted',
        actions: [
          'mark answered here',
          { type: 'report joined', params: ({ event }) => ({ organizationId: event.output.id }) },
        ],
      },
      onError: answerFailed('accept_failed'),
    }),
    rejecting: callState(['busy'], {
      id: 'rejectInvitation',
      src: 'reject invitation',
      input: ({ context }) => ({ token: context.token }),
      onDone: {
        target: 'rejected',
        actions: ['mark answered here', withOutputAs('use invitation', 'invitation')],
      },
      onError: answerFailed('reject_failed'),
    }),
    signingUp: callState(['busy'], {
      id: 'signUpWithInvitation',
      src: 'sign up with invitation',
      input: ({ context }) => ({
        token: context.token,
        user: {
          name: context.signup.name.trim(),
          email: context.invitation?.email ?? '',
          password: context.signup.password,
          language: context.signup.language,
        },
      }),
      onDone: {
        target: 'accepted',
        actions: [
          'mark answered here',
          // A link from the invitee's own mailbox, as a confirmation link: the session is remembered.
          {
            type: 'report sign in',
            params: ({ event }) => ({
              token: event.output.token,
              user: event.output.user,
              rememberMe: true,
            }),
          },
        ],
      },
      onError: [
        { guard: 'isInvitationRefused', target: 'loading' },
        { guard: 'isEmailTaken', target: 'pending', actions: 'note existing account' },
        { target: 'pending', actions: withError('show signup failure') },
      ],
    }),
    accepted: { type: 'final', tags: ['accepted'] },
    rejected: { type: 'final', tags: ['rejected'] },
    expired: { type: 'final', tags: ['expired'] },
    withdrawn: { type: 'final', tags: ['withdrawn'] },
  },
})
