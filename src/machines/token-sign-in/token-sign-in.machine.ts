import { assign, fromPromise, setup } from 'xstate'
import type { User } from '../../../contract/auth'
import type { SignedIn } from '../../services/accounts'
import { withError } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { failureOf, isTransient, type Problem } from '../shared/problems'

export type TokenSignInTag = 'busy' | 'error' | 'success'

/**
 * confirm_email: the link mailed at signup; qr: a QR token shown by a signed-in device (autologin);
 * signed-token: a token signed by an integrating system (integration).
 */
export type TokenSignInKind = 'confirm_email' | 'qr' | 'signed-token'

export type TokenSignInInput = { kind: TokenSignInKind; token: string }

export type TokenSignInContext = {
  /** Which link this is, hence which call spends the token. */
  kind: TokenSignInKind
  /** The token from the URL. */
  token: string
  /** What went wrong, null while signing in or once signed in. */
  problem: Problem | null
}

export type TokenSignInEvent = { type: 'token.retry' }

/**
 * Whether the session outlives the browser (remember-me) for each way in. A confirmation link is
 * opened right after signing up, nearly always on the clinician's own computer, and a QR code is
 * scanned with their own phone: asking them to sign in again after every browser restart would be
 * friction for nothing. An integration opens Escriba from another system, often on a shared clinic
 * workstation, and that system signs the person in again whenever needed: the session ends with the tab.
 */
export const REMEMBER_SESSION: Record<TokenSignInKind, boolean> = {
  confirm_email: true,
  qr: true,
  'signed-token': false,
}

const reportSignIn = {
  type: 'report sign in',
  params: ({ context, event }: { context: TokenSignInContext; event: { output: SignedIn } }) => ({
    token: event.output.token,
    user: event.output.user,
    rememberMe: REMEMBER_SESSION[context.kind],
  }),
} as const

/** Spending the link's token: each kind of link has its own call, with the same answer and failure. */
const spendingToken = <const Src extends string>(id: string, src: Src) =>
  callState(['busy'], {
    id,
    src,
    input: ({ context }: { context: TokenSignInContext }) => ({ token: context.token }),
    onDone: { target: 'signedIn', actions: reportSignIn },
    onError: { target: 'failed', actions: withError('show failure') },
  })

/** A sign-in by a token in a link, spent once on opening; connection problems can be tried again. */
export const tokenSignInMachine = setup({
  types: {} as {
    context: TokenSignInContext
    events: TokenSignInEvent
    input: TokenSignInInput
    tags: TokenSignInTag
  },
  actors: {
    'confirm email': fromPromise<SignedIn, { token: string }>(notProvided('confirm email')),
    'sign in with qr token': fromPromise<SignedIn, { token: string }>(notProvided('sign in with qr token')),
    'sign in with signed token': fromPromise<SignedIn, { token: string }>(
      notProvided('sign in with signed token'),
    ),
  },
  actions: {
    // The app supplies it: session.signed.in to the app actor, which stores the session and goes home.
    'report sign in': (_, _params: { token: string; user: User; rememberMe: boolean }) => {},
    'show failure': assign((_, params: { error: unknown }) => ({
      // A 401 here is about the token (unknown account, forged), never an expired session.
      problem: failureOf(params.error, { fallback: 'server', unauthorized: 'token_invalid' }).problem,
    })),
    'clear problem': assign({ problem: null }),
  },
  guards: {
    isEmailConfirmation: ({ context }) => context.kind === 'confirm_email',
    isQrToken: ({ context }) => context.kind === 'qr',
    canRetry: ({ context }) => isTransient(context.problem),
  },
}).createMachine({
  id: 'token-sign-in',
  description:
    'A sign-in by the token of a link (email confirmation, QR code, integration): spent once on opening, then signed in or a translated failure, with a retry for connection problems.',
  context: ({ input }) => ({ kind: input.kind, token: input.token, problem: null }),
  initial: 'starting',
  states: {
    starting: {
      tags: ['busy'],
      always: [
        { guard: 'isEmailConfirmation', target: 'confirmingEmail' },
        { guard: 'isQrToken', target: 'usingQrToken' },
        { target: 'usingSignedToken' },
      ],
    },
    confirmingEmail: spendingToken('confirmEmail', 'confirm email'),
    usingQrToken: spendingToken('autoLogin', 'sign in with qr token'),
    usingSignedToken: spendingToken('signedTokenLogin', 'sign in with signed token'),
    failed: failedState('token.retry', { guard: 'canRetry', target: 'starting', actions: 'clear problem' }),
    signedIn: { type: 'final', tags: ['success'] },
  },
})
