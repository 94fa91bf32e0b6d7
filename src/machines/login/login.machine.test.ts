import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { User } from '../../../contract/auth'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall, flush } from '../../../tests/unit/deferred'
import { clinician } from '../../../tests/unit/fixtures'
import type { Credentials, SignedIn, Signup } from '../../services/accounts'
import { ApiError } from '../../services/api'
import { sampleFailure } from '../shared/samples'
import {
  connectLogin,
  selectHasError,
  selectIsBusy,
  selectOutcome,
  selectProblem,
  selectRetryAfterSeconds,
} from './login.connect'
import { type LoginInput, type LoginMode, loginMachine, loginProblems } from './login.machine'
import { pathOptions } from './login.paths'

/** A translator that shows which key and values a text came from. */
const t = (key: string, options?: Record<string, unknown>) =>
  options && 'email' in options ? `${key}(${String(options.email)})` : key

function start(input: Partial<LoginInput> & { mode: LoginMode }) {
  const signIn = fakeCall<SignedIn, Credentials>()
  const signUp = fakeCall<User, Signup>()
  const reset = fakeCall<void, { email: string }>()
  const reportSignIn = vi.fn()
  const actor = createActor(
    loginMachine.provide({
      actors: { 'sign in': signIn.logic, 'sign up': signUp.logic, 'request password reset': reset.logic },
      actions: { 'report sign in': (_, params) => reportSignIn(params) },
    }),
    { input: { language: 'pt', ...input } },
  ).start()
  const type = (field: 'name' | 'email' | 'password' | 'password_confirmation' | 'language', value: string) =>
    actor.send({ type: 'login.field.changed', field, value })
  return { actor, signIn, signUp, reset, reportSignIn, type, snapshot: () => actor.getSnapshot() }
}

describe('login machine: the form', () => {
  it('asks for every field before calling the server: Fill all the fields', () => {
    const login = start({ mode: 'signup' })
    login.actor.send({ type: 'login.submit' })
    expect(selectHasError(login.snapshot())).toBe(true)
    expect(selectProblem(login.snapshot())).toBe('fields_missing')
    expect(login.snapshot().context.fieldErrors).toEqual({
      name: 'required',
      email: 'required',
      password: 'required',
      password_confirmation: 'required',
    })
    expect(login.signUp.inputs).toEqual([])
  })

  it.each([
    [
      'a short password',
      'login',
      { email: 'ana@example.pt', password: '12345' },
      { password: 'password_too_short' },
    ],
    ['a malformed email', 'reset', { email: 'ana@' }, { email: 'invalid_email' }],
    [
      'passwords that differ',
      'signup',
      { name: 'Ana', email: 'ana@example.pt', password: 'secret1', password_confirmation: 'secret2' },
      { password_confirmation: 'passwords_mismatch' },
    ],
    [
      'a name under 3 characters',
      'signup',
      { name: 'Al', email: 'ana@example.pt', password: 'secret1', password_confirmation: 'secret1' },
      { name: 'name_too_short' },
    ],
  ] as const)('marks %s', (_, mode, typed, expected) => {
    const login = start({ mode })
    for (const [field, value] of Object.entries(typed)) login.type(field as 'email', value)
    login.actor.send({ type: 'login.submit' })
    expect(login.snapshot().context.fieldErrors).toEqual(expected)
    expect(selectProblem(login.snapshot())).toBe('fields_invalid')
  })

  it('clears the mark of a field once it is edited, keeping the others', () => {
    const login = start({ mode: 'login' })
    login.actor.send({ type: 'login.submit' })
    login.type('email', 'ana@example.pt')
    expect(login.snapshot().context.fieldErrors).toEqual({ password: 'required' })
  })

  it('starts the signup language on the interface language and accepts only supported ones', () => {
    const login = start({ mode: 'signup', language: 'de' })
    expect(login.snapshot().context.values.language).toBe('de')
    login.type('language', 'fr')
    expect(login.snapshot().context.values.language).toBe('de')
    login.type('language', 'es')
    expect(login.snapshot().context.values.language).toBe('es')
  })

  it('starts with an address typed on another mode of the screen', () => {
    expect(start({ mode: 'reset', email: 'ana@example.pt' }).snapshot().context.values.email).toBe(
      'ana@example.pt',
    )
  })

  it('checks only the fields a mode asks for', () => {
    const values = {
      name: '',
      email: 'ana@example.pt',
      password: '',
      password_confirmation: '',
      language: 'pt',
      remember: false,
    } as const
    expect(loginProblems('reset', values)).toEqual({})
    expect(loginProblems('login', values)).toEqual({ password: 'required' })
  })
})

describe('login machine: sign in', () => {
  it.each([true, false])(
    'signs in with the trimmed email and reports the session (remember-me %s)',
    async (remember) => {
      const login = start({ mode: 'login' })
      login.type('email', '  ana@example.pt ')
      login.type('password', 'secret1')
      if (remember) login.actor.send({ type: 'login.remember.changed', remember: true })
      login.actor.send({ type: 'login.submit' })
      expect(selectIsBusy(login.snapshot())).toBe(true)
      expect(login.signIn.inputs).toEqual([{ email: 'ana@example.pt', password: 'secret1' }])
      await answerWith(login.signIn, { token: 'jwt', user: clinician })
      expect(selectOutcome(login.snapshot())).toBe('signed-in')
      expect(login.reportSignIn).toHaveBeenCalledWith({ token: 'jwt', user: clinician, rememberMe: remember })
    },
  )

  it.each([
    ['invalid credentials', httpError('invalid_credentials', 401), 'invalid_credentials'],
    ['an unconfirmed email', httpError('email_not_confirmed', 403), 'email_not_confirmed'],
    ['too many attempts', httpError('rate_limited', 429), 'rate_limited'],
    ['no connection', new ApiError('network', 'unavailable', 'Failed to fetch'), 'connection'],
    ['a server error', httpError('internal', 500), 'server'],
  ] as const)('says so on %s and keeps everything typed', async (_, error, problem) => {
    const login = start({ mode: 'login' })
    login.type('email', 'ana@example.pt')
    login.type('password', 'secret1')
    login.actor.send({ type: 'login.remember.changed', remember: true })
    login.actor.send({ type: 'login.submit' })
    await failWith(login.signIn, error)
    expect(selectHasError(login.snapshot())).toBe(true)
    expect(selectProblem(login.snapshot())).toBe(problem)
    expect(login.snapshot().context.values).toMatchObject({
      email: 'ana@example.pt',
      password: 'secret1',
      remember: true,
    })
    expect(login.reportSignIn).not.toHaveBeenCalled()
  })

  it.each([
    ['14 minutes', '840', 'problems.rate_limited_minutes×14'],
    ['a minute and a second, rounded up to 2 minutes', '61', 'problems.rate_limited_minutes×2'],
    ['45 seconds', '45', 'problems.rate_limited_seconds×45'],
  ] as const)(
    'tells how long the server said to wait after too many attempts: %s',
    async (_, seconds, message) => {
      const login = start({ mode: 'login' })
      login.type('email', 'ana@example.pt')
      login.type('password', 'secret1')
      login.actor.send({ type: 'login.submit' })
      await failWith(login.signIn, httpError('rate_limited', 429, { retry_after_seconds: seconds }))
      expect(selectProblem(login.snapshot())).toBe('rate_limited')
      expect(selectRetryAfterSeconds(login.snapshot())).toBe(Number(seconds))
      const counting = (key: string, options?: Record<string, unknown>) =>
        options && 'count' in options ? `${key}×${String(options.count)}` : key
      expect(connectLogin(login.snapshot(), login.actor.send, counting).problem).toBe(message)
      // Trying again forgets the wait; an answer that names none says the general message.
      login.actor.send({ type: 'login.submit' })
      expect(selectRetryAfterSeconds(login.snapshot())).toBeNull()
      await failWith(login.signIn, httpError('rate_limited', 429))
      expect(connectLogin(login.snapshot(), login.actor.send, counting).problem).toBe('problems.rate_limited')
    },
  )

  it('tries again from the failure, clearing the message while it waits', async () => {
    const login = start({ mode: 'login' })
    login.type('email', 'ana@example.pt')
    login.type('password', 'secret1')
    login.actor.send({ type: 'login.submit' })
    await failWith(login.signIn, httpError('invalid_credentials', 401))
    login.actor.send({ type: 'login.submit' })
    expect(selectProblem(login.snapshot())).toBeNull()
    expect(login.signIn.inputs).toHaveLength(2)
  })
})

describe('login machine: signup and reset', () => {
  const fillSignup = (login: ReturnType<typeof start>) => {
    login.type('name', ' Ana Sousa ')
    login.type('email', 'ana@example.pt')
    login.type('password', 'secret1')
    login.type('password_confirmation', 'secret1')
    login.type('language', 'en')
  }

  it('signs up with the chosen language and then waits for the confirmation', async () => {
    const login = start({ mode: 'signup' })
    fillSignup(login)
    login.actor.send({ type: 'login.submit' })
    expect(login.signUp.inputs).toEqual([
      { name: 'Ana Sousa', email: 'ana@example.pt', password: 'secret1', language: 'en' },
    ])
    await answerWith(login.signUp, { ...clinician, email_confirmed: false })
    expect(selectOutcome(login.snapshot())).toBe('confirmation-sent')
    expect(login.reportSignIn).not.toHaveBeenCalled()
  })

  it('marks the email when it already has an account', async () => {
    const login = start({ mode: 'signup' })
    fillSignup(login)
    login.actor.send({ type: 'login.submit' })
    await failWith(login.signUp, httpError('conflict', 409, { 'user.email': 'Already registered' }))
    expect(selectProblem(login.snapshot())).toBe('email_taken')
    expect(login.snapshot().context.fieldErrors).toEqual({ email: 'email_taken' })
  })

  it('requests a reset and shows the neutral confirmation', async () => {
    const login = start({ mode: 'reset' })
    login.type('email', 'ana@example.pt')
    login.actor.send({ type: 'login.submit' })
    expect(login.reset.inputs).toEqual([{ email: 'ana@example.pt' }])
    login.reset.resolve()
    await flush()
    expect(selectOutcome(login.snapshot())).toBe('reset-sent')
  })
})

describe('connectLogin', () => {
  it('gives each mode its fields, named as the API names them', () => {
    const names = (mode: LoginMode) =>
      connectLogin(start({ mode }).snapshot(), () => {}, t).fields.map((field) => field.name)
    expect(names('login')).toEqual(['email', 'password'])
    expect(names('signup')).toEqual(['name', 'email', 'password', 'password_confirmation', 'language'])
    expect(names('reset')).toEqual(['email'])
    expect(connectLogin(start({ mode: 'login' }).snapshot(), () => {}, t).remember?.name).toBe('remember')
    expect(connectLogin(start({ mode: 'signup' }).snapshot(), () => {}, t).remember).toBeNull()
  })

  it('translates problems next to their fields and above the form', () => {
    const login = start({ mode: 'login' })
    login.actor.send({ type: 'login.submit' })
    const api = connectLogin(login.snapshot(), () => {}, t)
    expect(api.problem).toBe('problems.fields_missing')
    expect(api.fields.map((field) => field.error)).toEqual([
      'fieldProblems.required',
      'fieldProblems.required',
    ])
  })

  it('sends edits and the submit as events', () => {
    const send = vi.fn()
    const api = connectLogin(start({ mode: 'login' }).snapshot(), send, t)
    const email = api.fields[0]!
    if (email.kind === 'text') email.onChange('ana@example.pt')
    api.remember?.onChange(true)
    api.onSubmit()
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'login.field.changed', field: 'email', value: 'ana@example.pt' },
      { type: 'login.remember.changed', remember: true },
      { type: 'login.submit' },
    ])
  })

  it('confirms a signup in the language chosen for the account', async () => {
    const login = start({ mode: 'signup' })
    login.type('name', 'Ana Sousa')
    login.type('email', 'ana@example.pt')
    login.type('password', 'secret1')
    login.type('password_confirmation', 'secret1')
    login.type('language', 'de')
    login.actor.send({ type: 'login.submit' })
    await answerWith(login.signUp, clinician)
    const api = connectLogin(
      login.snapshot(),
      () => {},
      t,
      (language) => (key, options) => `${language}:${t(key, options)}`,
    )
    expect(api.done).toEqual({
      language: 'de',
      title: 'de:login.signup.doneTitle',
      message: 'de:login.signup.doneMessage(ana@example.pt)',
    })
  })

  it('keeps the form read-only while the server answers', () => {
    const login = start({ mode: 'reset' })
    login.type('email', 'ana@example.pt')
    login.actor.send({ type: 'login.submit' })
    const api = connectLogin(login.snapshot(), () => {}, t)
    expect(api.isBusy).toBe(true)
    expect(api.submit.disabled).toBe(true)
    expect(api.fields.every((field) => field.readOnly)).toBe(true)
  })
})

it('reads the docs samples as the real client throws them', () => {
  expect(sampleFailure('rate_limited', { status: 429 })).toMatchObject({ kind: 'http', code: 'rate_limited' })
})

// Every path of docs/statecharts/login.md (shortest and simple), replayed on a real actor: the tags
// agree with the context at every step.
type LoginSnapshot = Parameters<typeof connectLogin>[0]
/** Sending this mode's call: the button busy, no message, no old field errors. */
function expectSending(snapshot: LoginSnapshot, mode: LoginMode) {
  const view = connectLogin(snapshot, () => {}, t)
  expect(view.mode).toBe(mode)
  expect(view.submit).toEqual({ label: t(`login.${mode}.busy`), disabled: true })
  expect(snapshot.context.fieldErrors).toEqual({})
}
/** Done: what the server said yes to replaces the form. */
function expectOutcome(snapshot: LoginSnapshot, outcome: ReturnType<typeof selectOutcome>) {
  expect(snapshot.status).toBe('done')
  expect(selectOutcome(snapshot)).toBe(outcome)
  expect(connectLogin(snapshot, () => {}, t).done).not.toBeNull()
}

for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `login machine paths (${name})`,
    loginMachine,
    { input, events: pathOptions.events as never, simple: true },
    {
      every: ({ actual }) => {
        expect(selectHasError(actual as never)).toBe(actual.context.problem !== null)
      },
      states: {
        // The form for this mode, open to type and submit; no message.
        'form.editing': ({ actual }) => {
          const view = connectLogin(actual as never, () => {}, t)
          expect(view.mode).toBe(input.mode)
          expect([view.submit.disabled, view.problem, view.done]).toEqual([false, null, null])
        },
        // What is wrong with what was typed; nothing sent.
        'form.invalid': ({ actual }) => {
          const view = connectLogin(actual as never, () => {}, t)
          expect(view.problem).not.toBeNull()
          expect(view.submit.disabled).toBe(false)
        },
        // Refused or unanswered: why (with the server's wait, if it gave one), everything typed kept.
        'form.failed': ({ actual }) => {
          const view = connectLogin(actual as never, () => {}, t)
          expect(view.problem).not.toBeNull()
          expect(actual.context.values.email).not.toBe('')
        },
        // On its way: the button busy, and the call matches the mode.
        signingIn: ({ actual }) => expectSending(actual as never, 'login'),
        signingUp: ({ actual }) => expectSending(actual as never, 'signup'),
        requestingReset: ({ actual }) => expectSending(actual as never, 'reset'),
        // What replaces the form once the server said yes.
        signedIn: ({ actual }) => expectOutcome(actual as never, 'signed-in'),
        confirmationSent: ({ actual }) => expectOutcome(actual as never, 'confirmation-sent'),
        resetSent: ({ actual }) => expectOutcome(actual as never, 'reset-sent'),
      },
    },
  )
}
