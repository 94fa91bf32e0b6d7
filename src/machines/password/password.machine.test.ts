import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { User } from '../../../contract/auth'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall, flush } from '../../../tests/unit/deferred'
import { clinician } from '../../../tests/unit/fixtures'
import { answerOffline } from '../../../tests/unit/offline'
import type { RouteTarget } from '../../navigation/route-table'
import type { NewPassword } from '../../services/accounts'
import { ApiError } from '../../services/api'
import {
  connectPassword,
  selectHasError,
  selectIsBusy,
  selectIsDone,
  selectIsLinkInvalid,
  selectProblem,
} from './password.connect'
import { type PasswordChange, type PasswordInput, passwordMachine } from './password.machine'
import { pathOptions } from './password.paths'

const t = (key: string) => key

function start(input: PasswordInput) {
  const change = fakeCall<User, PasswordChange>()
  const reset = fakeCall<void, NewPassword & { token: string }>()
  const userUpdated = vi.fn()
  const navigations: RouteTarget[] = []
  const actor = createActor(
    passwordMachine.provide({
      actors: { 'change password': change.logic, 'set new password': reset.logic },
      actions: {
        'report user updated': (_, { user }) => userUpdated(user),
        'go to route': (_, target) => {
          navigations.push(target)
        },
      },
    }),
    { input },
  ).start()
  const type = (
    values: Partial<Record<'current_password' | 'password' | 'password_confirmation', string>>,
  ) => {
    for (const [field, value] of Object.entries(values))
      actor.send({ type: 'password.field.changed', field: field as 'password', value })
  }
  return { actor, change, reset, userUpdated, navigations, type, snapshot: () => actor.getSnapshot() }
}

const forced: PasswordInput = { purpose: 'change', afterwards: { to: 'home' } }
const settings: PasswordInput = { purpose: 'change', afterwards: null }
const resetLink: PasswordInput = {
  purpose: 'reset',
  token: 'tok-1',
  afterwards: { to: 'login', notice: 'password-reset' },
}

describe('password machine: change', () => {
  it('asks for the current password and the new one twice', () => {
    const form = start(forced)
    form.actor.send({ type: 'password.submit' })
    expect(selectProblem(form.snapshot())).toBe('fields_missing')
    expect(form.snapshot().context.fieldErrors).toEqual({
      current_password: 'required',
      password: 'required',
      password_confirmation: 'required',
    })
    form.type({ current_password: 'old123', password: '12345', password_confirmation: '12346' })
    form.actor.send({ type: 'password.submit' })
    expect(form.snapshot().context.fieldErrors).toEqual({
      password: 'password_too_short',
      password_confirmation: 'passwords_mismatch',
    })
    expect(form.change.inputs).toEqual([])
  })

  it('changes it, reports the updated user (force_password_change cleared) and goes home', async () => {
    const form = start(forced)
    form.type({ current_password: 'old123', password: 'new123', password_confirmation: 'new123' })
    form.actor.send({ type: 'password.submit' })
    expect(selectIsBusy(form.snapshot())).toBe(true)
    expect(form.change.inputs).toEqual([
      { current_password: 'old123', password: 'new123', password_confirmation: 'new123' },
    ])
    await answerWith(form.change, clinician)
    expect(form.userUpdated).toHaveBeenCalledWith(clinician)
    expect(form.navigations).toEqual([{ to: 'home' }])
    expect(selectIsDone(form.snapshot())).toBe(true)
    expect(form.snapshot().context.values).toEqual({
      current_password: '',
      password: '',
      password_confirmation: '',
    })
  })

  it('marks a wrong current password and says Error updating password, keeping what was typed', async () => {
    const form = start(settings)
    form.type({ current_password: 'wrong1', password: 'new123', password_confirmation: 'new123' })
    form.actor.send({ type: 'password.submit' })
    await failWith(
      form.change,
      new ApiError('http', 'bad_request', 'no', 400, {
        error: {
          code: 'bad_request',
          message: 'The current password is not right',
          fields: { 'user.current_password': 'Not your current password' },
        },
      }),
    )
    expect(selectHasError(form.snapshot())).toBe(true)
    expect(selectProblem(form.snapshot())).toBe('password_update_failed')
    expect(form.snapshot().context.fieldErrors).toEqual({ current_password: 'current_password_wrong' })
    expect(form.snapshot().context.values.password).toBe('new123')
  })

  it('stays in settings after the change, ready for another one', async () => {
    const form = start(settings)
    form.type({ current_password: 'old123', password: 'new123', password_confirmation: 'new123' })
    form.actor.send({ type: 'password.submit' })
    await answerWith(form.change, clinician)
    expect(form.navigations).toEqual([])
    expect(selectIsDone(form.snapshot())).toBe(true)
    form.type({ current_password: 'n' })
    expect(selectIsDone(form.snapshot())).toBe(false)
    expect(form.snapshot().context.values.current_password).toBe('n')
  })
})

describe('password machine: reset link', () => {
  it('sets the new password with the token and goes to login with a notice', async () => {
    const form = start(resetLink)
    form.type({ password: 'new123', password_confirmation: 'new123' })
    form.actor.send({ type: 'password.submit' })
    expect(form.reset.inputs).toEqual([
      { token: 'tok-1', password: 'new123', password_confirmation: 'new123' },
    ])
    form.reset.resolve()
    await flush()
    expect(form.navigations).toEqual([{ to: 'login', notice: 'password-reset' }])
    expect(form.snapshot().status).toBe('done')
  })

  it('ends on a used or expired link, with the problem to explain it', async () => {
    const form = start(resetLink)
    form.type({ password: 'new123', password_confirmation: 'new123' })
    form.actor.send({ type: 'password.submit' })
    await failWith(form.reset, httpError('token_invalid', 400, { token: 'Invalid or expired' }, 'used'))
    expect(selectIsLinkInvalid(form.snapshot())).toBe(true)
    expect(selectProblem(form.snapshot())).toBe('token_invalid')
    expect(form.navigations).toEqual([])
  })

  it('keeps the form on a connection problem', async () => {
    const form = start(resetLink)
    form.type({ password: 'new123', password_confirmation: 'new123' })
    form.actor.send({ type: 'password.submit' })
    await answerOffline(form.reset, 'Failed to fetch')
    expect(selectProblem(form.snapshot())).toBe('connection')
    expect(selectIsLinkInvalid(form.snapshot())).toBe(false)
    expect(form.snapshot().context.values.password).toBe('new123')
  })
})

describe('connectPassword', () => {
  it('names the fields as the API does, with password-manager hints', () => {
    const api = connectPassword(start(forced).snapshot(), () => {}, t)
    expect(api.fields.map((field) => [field.name, field.kind === 'text' && field.autoComplete])).toEqual([
      ['current_password', 'current-password'],
      ['password', 'new-password'],
      ['password_confirmation', 'new-password'],
    ])
    expect(
      connectPassword(start(resetLink).snapshot(), () => {}, t).fields.map((field) => field.name),
    ).toEqual(['password', 'password_confirmation'])
  })
})

// Every path of docs/statecharts/password.md (shortest and simple), replayed on a real actor.
type PasswordSnapshot = Parameters<typeof connectPassword>[0]
/** Sending: the fields read-only and the button busy, so nothing changes under the call. */
function expectSending(snapshot: PasswordSnapshot) {
  const view = connectPassword(snapshot, () => {}, t)
  expect(view.submit).toEqual({ label: t('password.busy'), disabled: true })
  expect(view.fields.every((field) => field.readOnly)).toBe(true)
}
/** The new password is set: the form says so and forgets every password typed. */
function expectChanged(snapshot: PasswordSnapshot) {
  expect(selectIsDone(snapshot)).toBe(true)
  expect(Object.values(snapshot.context.values).join('')).toBe('')
}

for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `password machine paths (${name})`,
    passwordMachine,
    { input, events: pathOptions.events as never, simple: true },
    {
      every: ({ actual }) => {
        expect(selectHasError(actual as never)).toBe(actual.context.problem !== null)
      },
      states: {
        // The form, open to type and submit, with no message.
        'form.editing': ({ actual }) => {
          const view = connectPassword(actual as never, () => {}, t)
          expect([view.submit.disabled, view.fields.some((field) => field.readOnly)]).toEqual([false, false])
          expect(view.problem).toBeNull()
          expect(view.fields.map((field) => field.name)).toEqual(
            input.purpose === 'reset' ? ['password', 'password_confirmation'] : expect.any(Array),
          )
        },
        // What is wrong with what was typed (its summary stays as fields are corrected); nothing sent.
        'form.invalid': ({ actual }) => {
          const view = connectPassword(actual as never, () => {}, t)
          expect(view.problem).not.toBeNull()
          expect(view.submit.disabled).toBe(false)
          expect(view.isBusy).toBe(false)
        },
        // Refused or unanswered: why, with everything typed kept.
        'form.failed': ({ actual }) => {
          const view = connectPassword(actual as never, () => {}, t)
          expect(view.problem).not.toBeNull()
          expect(Object.values(actual.context.values).join('')).not.toBe('')
        },
        // On its way: the fields read-only, the button busy.
        changing: ({ actual }) => expectSending(actual as never),
        resetting: ({ actual }) => {
          expectSending(actual as never)
          expect(input.purpose).toBe('reset')
        },
        // Changed: said so, and no password kept in memory.
        done: ({ actual }) => expectChanged(actual as never),
        left: ({ actual }) => expectChanged(actual as never),
        // A used or expired reset link: the form gives way to asking for a new one; nothing kept.
        linkInvalid: ({ actual }) => {
          expect(selectIsLinkInvalid(actual as never)).toBe(true)
          expect(Object.values(actual.context.values).join('')).toBe('')
        },
      },
    },
  )
}
