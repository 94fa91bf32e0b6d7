import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { clinician } from '../../../tests/unit/fixtures'
import { answerOffline } from '../../../tests/unit/offline'
import type { SignedIn } from '../../services/accounts'
import { ApiError } from '../../services/api'
import {
  connectTokenSignIn,
  selectCanRetry,
  selectHasError,
  selectIsBusy,
  selectIsSignedIn,
  selectProblem,
} from './token-sign-in.connect'
import { type TokenSignInKind, tokenSignInMachine } from './token-sign-in.machine'
import { pathOptions } from './token-sign-in.paths'

const t = (key: string) => key

function start(kind: TokenSignInKind, token = 'tok-1') {
  const calls = {
    confirm_email: fakeCall<SignedIn, { token: string }>(),
    qr: fakeCall<SignedIn, { token: string }>(),
    'signed-token': fakeCall<SignedIn, { token: string }>(),
  }
  const reportSignIn = vi.fn()
  const actor = createActor(
    tokenSignInMachine.provide({
      actors: {
        'confirm email': calls.confirm_email.logic,
        'sign in with qr token': calls.qr.logic,
        'sign in with signed token': calls['signed-token'].logic,
      },
      actions: { 'report sign in': (_, params) => reportSignIn(params) },
    }),
    { input: { kind, token } },
  ).start()
  return { actor, call: calls[kind], calls, reportSignIn, snapshot: () => actor.getSnapshot() }
}

describe('token sign-in machine', () => {
  it.each([
    ['confirm_email', true],
    ['qr', true],
    ['signed-token', false],
  ] as const)('spends a %s token on opening and signs in (remember-me %s)', async (kind, rememberMe) => {
    const screen = start(kind)
    expect(selectIsBusy(screen.snapshot())).toBe(true)
    expect(screen.call.inputs).toEqual([{ token: 'tok-1' }])
    const others = Object.entries(screen.calls).filter(([other]) => other !== kind)
    for (const [, other] of others) expect(other.inputs).toEqual([])
    await answerWith(screen.call, { token: 'jwt', user: clinician })
    expect(selectIsSignedIn(screen.snapshot())).toBe(true)
    expect(screen.reportSignIn).toHaveBeenCalledWith({ token: 'jwt', user: clinician, rememberMe })
  })

  it('says a used or expired confirmation link is invalid, with no retry', async () => {
    const screen = start('confirm_email')
    await failWith(screen.call, httpError('token_invalid', 400, { token: 'Invalid or expired' }))
    expect(selectHasError(screen.snapshot())).toBe(true)
    expect(selectProblem(screen.snapshot())).toBe('token_invalid')
    expect(selectCanRetry(screen.snapshot())).toBe(false)
    expect(screen.reportSignIn).not.toHaveBeenCalled()
  })

  it('says an expired integration token has expired, and an unknown account is an invalid token', async () => {
    const expired = start('signed-token')
    expired.call.reject(httpError('token_invalid', 401, { token: 'expired' }))
    const unknown = start('signed-token')
    await failWith(
      unknown.call,
      new ApiError('http', 'unauthorized', 'x', 401, { error: { code: 'unauthorized', message: 'x' } }),
    )
    expect(selectProblem(expired.snapshot())).toBe('token_expired')
    expect(selectProblem(unknown.snapshot())).toBe('token_invalid')
  })

  it('tries the same token again after a connection problem, when asked', async () => {
    const screen = start('qr')
    await answerOffline(screen.call, 'Failed to fetch')
    expect(selectProblem(screen.snapshot())).toBe('connection')
    expect(selectCanRetry(screen.snapshot())).toBe(true)
    screen.actor.send({ type: 'token.retry' })
    expect(selectIsBusy(screen.snapshot())).toBe(true)
    expect(selectProblem(screen.snapshot())).toBeNull()
    expect(screen.call.inputs).toEqual([{ token: 'tok-1' }, { token: 'tok-1' }])
    await answerWith(screen.call, { token: 'jwt', user: clinician })
    expect(selectIsSignedIn(screen.snapshot())).toBe(true)
  })

  it('offers a retry only where it can help', async () => {
    const screen = start('confirm_email')
    expect(connectTokenSignIn(screen.snapshot(), () => {}, t)).toMatchObject({
      route: 'confirm_email',
      title: 'routes.confirm_email.title',
      status: 'tokenSignIn.confirming',
      retry: null,
      problem: null,
    })
    await answerOffline(screen.call, 'Failed to fetch')
    const send = vi.fn()
    const api = connectTokenSignIn(screen.snapshot(), send, t)
    expect(api).toMatchObject({ problem: 'problems.connection', advice: null, status: null })
    api.retry?.onClick()
    expect(send).toHaveBeenCalledWith({ type: 'token.retry' })
  })
})

// Every path of docs/statecharts/token-sign-in.md, replayed on a real actor for each way in.
/** Spending the token of this kind of link: the busy line says what it does, nothing to press. */
function expectSpending(snapshot: Parameters<typeof connectTokenSignIn>[0], kind: TokenSignInKind) {
  const view = connectTokenSignIn(snapshot, () => {}, t)
  expect(snapshot.context.kind).toBe(kind)
  expect(view.status).toBe(t(`tokenSignIn.${kind === 'confirm_email' ? 'confirming' : 'signingIn'}`))
  expect([view.retry, view.problem]).toEqual([null, null])
}

for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `token sign-in machine paths (${name})`,
    tokenSignInMachine,
    { input, events: pathOptions.events, simple: true },
    {
      every: ({ actual }) => {
        expect(selectHasError(actual as never)).toBe(actual.context.problem !== null)
      },
      states: {
        // The link is being spent: the busy line, nothing to press.
        starting: ({ actual }) => expect(selectIsBusy(actual as never)).toBe(true),
        confirmingEmail: ({ actual }) => expectSpending(actual as never, 'confirm_email'),
        usingQrToken: ({ actual }) => expectSpending(actual as never, 'qr'),
        usingSignedToken: ({ actual }) => expectSpending(actual as never, 'signed-token'),
        // The link did not work: why, a retry for a passing problem, else advice; and the login link.
        failed: ({ actual }) => {
          const view = connectTokenSignIn(actual as never, () => {}, t)
          expect(view.problem).not.toBeNull()
          expect(view.retry !== null).toBe(view.advice === null)
          expect(view.retry !== null).toBe(['connection', 'server'].includes(actual.context.problem))
          expect(view.loginLink).toBe(t('tokenSignIn.toLogin'))
        },
        // Signed in: said so, the app goes on.
        signedIn: ({ actual }) => {
          expect(selectIsSignedIn(actual as never)).toBe(true)
          expect(connectTokenSignIn(actual as never, () => {}, t).status).toBe(t('tokenSignIn.signedIn'))
        },
      },
    },
  )
}
