import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { User } from '../../../contract/auth'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { clinician } from '../../../tests/unit/fixtures'
import type { AccountChanges, AccountSettings } from '../../services/accounts'
import { ApiError } from '../../services/api'
import {
  connectAccount,
  selectHasError,
  selectIsBusy,
  selectIsLoading,
  selectIsSaved,
  selectProblem,
} from './account.connect'
import {
  type AccountForm,
  accountMachine,
  type accountProblems,
  changesOf,
  valuesOf,
} from './account.machine'
import { pathOptions } from './account.paths'

const t = (key: string) => key
const specialities = [{ id: 'sp-1', name: 'Cardiologia' }]

function start(form: AccountForm, user: User = clinician) {
  const load = fakeCall<AccountSettings, { form: AccountForm }>()
  const save = fakeCall<User, AccountChanges>()
  const userUpdated = vi.fn()
  const applyLanguage = vi.fn()
  const actor = createActor(
    accountMachine.provide({
      actors: { 'load account': load.logic, 'save account': save.logic },
      actions: {
        'report user updated': (_, { user: saved }) => userUpdated(saved),
        'apply language': (_, { language }) => applyLanguage(language),
      },
    }),
    { input: { form, user } },
  ).start()
  const change = (
    field: Parameters<typeof accountProblems>[1] extends infer V ? keyof V : never,
    value: string | boolean,
  ) => actor.send({ type: 'account.field.changed', field, value })
  return { actor, load, save, userUpdated, applyLanguage, change, snapshot: () => actor.getSnapshot() }
}

async function loaded(form: AccountForm, settings: AccountSettings = { user: clinician, specialities }) {
  const screen = start(form)
  await answerWith(screen.load, settings)
  return screen
}

describe('account machine: loading', () => {
  it('loads the account (and, for the profile, the specialities) before editing', async () => {
    const screen = start('profile')
    expect(selectIsLoading(screen.snapshot())).toBe(true)
    expect(screen.load.inputs).toEqual([{ form: 'profile' }])
    const fresh = { ...clinician, name: 'Ana M. Sousa', medical_speciality_id: 'sp-1' }
    await answerWith(screen.load, { user: fresh, specialities })
    expect(selectIsLoading(screen.snapshot())).toBe(false)
    expect(screen.snapshot().context).toMatchObject({ user: fresh, values: valuesOf(fresh), specialities })
  })

  it('works from the user the browser holds when the account could not be loaded', async () => {
    const screen = await loaded('profile', { user: null, specialities: null })
    expect(screen.snapshot().context).toMatchObject({ user: clinician, specialities: null })
    expect(selectHasError(screen.snapshot())).toBe(false)
  })
})

describe('account machine: profile', () => {
  it('checks a name of 3 characters or more and a phone that is one', async () => {
    const screen = await loaded('profile')
    screen.change('name', 'Al')
    screen.change('phone_number', 'call me')
    screen.actor.send({ type: 'account.submit' })
    expect(screen.snapshot().context.fieldErrors).toEqual({
      name: 'name_too_short',
      phone_number: 'invalid_phone',
    })
    expect(selectProblem(screen.snapshot())).toBe('fields_invalid')
    screen.change('name', '')
    screen.actor.send({ type: 'account.submit' })
    expect(selectProblem(screen.snapshot())).toBe('fields_missing')
    expect(screen.save.inputs).toEqual([])
  })

  it('saves only the profile fields, an empty phone or speciality as null, and reports the user', async () => {
    const screen = await loaded('profile')
    screen.change('name', ' Ana M. Sousa ')
    screen.change('medical_speciality_id', 'sp-1')
    screen.actor.send({ type: 'account.submit' })
    expect(selectIsBusy(screen.snapshot())).toBe(true)
    expect(screen.save.inputs).toEqual([
      { name: 'Ana M. Sousa', medical_speciality_id: 'sp-1', phone_number: null },
    ])
    const saved = { ...clinician, name: 'Ana M. Sousa', medical_speciality_id: 'sp-1' }
    await answerWith(screen.save, saved)
    expect(selectIsSaved(screen.snapshot())).toBe(true)
    expect(screen.userUpdated).toHaveBeenCalledWith(saved)
    expect(screen.snapshot().context.values.name).toBe('Ana M. Sousa')
    screen.change('phone_number', '+351 912 345 678')
    expect(selectIsSaved(screen.snapshot())).toBe(false)
  })

  it('says Error updating data and marks the fields the server refuses, keeping what was typed', async () => {
    const screen = await loaded('profile')
    screen.change('phone_number', '+351 912 345 678')
    screen.actor.send({ type: 'account.submit' })
    await failWith(
      screen.save,
      httpError('validation_failed', 400, { 'user.phone_number': 'Invalid phone number' }),
    )
    expect(selectProblem(screen.snapshot())).toBe('update_failed')
    expect(screen.snapshot().context.fieldErrors).toEqual({ phone_number: 'invalid_phone' })
    expect(screen.snapshot().context.values.phone_number).toBe('+351 912 345 678')
    expect(screen.userUpdated).not.toHaveBeenCalled()
  })

  it.each([
    ['no connection', new ApiError('network', 'unavailable', 'x'), 'connection'],
    ['an expired session', new ApiError('http', 'unauthorized', 'x', 401, null), 'session_expired'],
    ['a server error', new ApiError('http', 'internal', 'x', 500, null), 'update_failed'],
  ] as const)('explains %s', async (_, error, problem) => {
    const screen = await loaded('marketing')
    screen.actor.send({ type: 'account.submit' })
    await failWith(screen.save, error)
    expect(selectProblem(screen.snapshot())).toBe(problem)
  })
})

describe('account machine: language, marketing and storage', () => {
  it('switches the interface and saves the moment a language is picked', async () => {
    const screen = await loaded('language')
    screen.change('language', 'de')
    expect(screen.applyLanguage).toHaveBeenCalledWith('de')
    expect(screen.save.inputs).toEqual([{ language: 'de' }])
    await answerWith(screen.save, { ...clinician, language: 'de' })
    expect(selectIsSaved(screen.snapshot())).toBe(true)
    screen.change('language', 'es')
    expect(screen.save.inputs).toEqual([{ language: 'de' }, { language: 'es' }])
  })

  it('ignores a language Escriba does not speak, and text for a checkbox', async () => {
    const language = await loaded('language')
    language.change('language', 'fr')
    expect(language.applyLanguage).not.toHaveBeenCalled()
    const storage = await loaded('storage')
    storage.change('save_audios', 'yes')
    expect(storage.snapshot().context.values.save_audios).toBe(false)
  })

  it.each([
    ['marketing', 'opt_in_newsletter', { opt_in_newsletter: true, opt_in_product_contact: false }],
    ['storage', 'save_audios', { save_audios: true, save_text_data: true }],
  ] as const)('saves the %s preferences and only them', async (form, field, body) => {
    const screen = await loaded(form)
    screen.change(field, true)
    screen.actor.send({ type: 'account.submit' })
    expect(screen.save.inputs).toEqual([body])
  })

  it('builds each form body from its own fields', () => {
    const values = valuesOf({ ...clinician, phone_number: ' 912 345 678 ' })
    expect(changesOf('profile', values)).toEqual({
      name: 'Ana Sousa',
      medical_speciality_id: null,
      phone_number: '912 345 678',
    })
    expect(changesOf('language', values)).toEqual({ language: 'pt' })
  })
})

describe('connectAccount', () => {
  it('shows the email read-only with the support note, and the profile fields by their API names', async () => {
    const api = connectAccount((await loaded('profile')).snapshot(), () => {}, t)
    expect(api.email).toEqual({
      name: 'email',
      label: 'fields.email',
      value: clinician.email,
      hint: 'settings.account.emailHint',
    })
    expect(api.fields.map((field) => field.name)).toEqual(['name', 'medical_speciality_id', 'phone_number'])
    const speciality = api.fields[1]!
    expect(speciality.kind === 'select' && speciality.options).toEqual([
      { value: '', label: 'settings.account.noSpeciality' },
      { value: 'sp-1', label: 'Cardiologia' },
    ])
  })

  it('keeps a saved speciality selectable and says the list is missing when it did not load', async () => {
    const screen = start('profile', { ...clinician, medical_speciality_id: 'sp-9' })
    await answerWith(screen.load, { user: null, specialities: null })
    const speciality = connectAccount(screen.snapshot(), () => {}, t).fields[1]!
    expect(speciality.hint).toBe('settings.account.specialitiesUnavailable')
    expect(speciality.kind === 'select' && speciality.options.map((option) => option.value)).toEqual([
      '',
      'sp-9',
    ])
  })

  it('gives the language form no button, and checkboxes their hints', async () => {
    expect(connectAccount((await loaded('language')).snapshot(), () => {}, t).submit).toBeNull()
    const marketing = connectAccount((await loaded('marketing')).snapshot(), () => {}, t)
    expect(marketing.fields.map((field) => [field.kind, field.name, field.hint])).toEqual([
      ['checkbox', 'opt_in_newsletter', 'settings.marketing.opt_in_newsletterHint'],
      ['checkbox', 'opt_in_product_contact', 'settings.marketing.opt_in_product_contactHint'],
    ])
  })
})

// Every path of docs/statecharts/account.md, replayed on a real actor for each form (simple paths too
// where the graph is small enough to list them).
for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describePaths(
    `account machine paths (${name})`,
    accountMachine,
    { input, events: pathOptions.events as never, simple: name !== 'profile' },
    {
      every: ({ actual }) => {
        expect(selectHasError(actual as never)).toBe(actual.context.problem !== null)
      },
      states: {
        // Reading the account: the fields wait, nothing to save.
        loading: ({ actual }) => {
          const view = connectAccount(actual as never, () => {}, t)
          expect([view.isLoading, view.status]).toEqual([true, null])
        },
        // The form, open to change and save; no message.
        'form.editing': ({ actual }) => {
          const view = connectAccount(actual as never, () => {}, t)
          expect([view.isBusy, view.status, view.problem]).toEqual([false, null, null])
          expect(view.submit?.disabled ?? false).toBe(false)
        },
        // What is wrong with what was typed; nothing sent.
        'form.invalid': ({ actual }) => {
          const view = connectAccount(actual as never, () => {}, t)
          expect(view.problem).not.toBeNull()
          expect(view.isBusy).toBe(false)
        },
        // Not saved: why, with what was typed kept.
        'form.failed': ({ actual }) => {
          const view = connectAccount(actual as never, () => {}, t)
          expect(view.problem).not.toBeNull()
          expect(view.isSaved).toBe(false)
        },
        // Saved: said so, the form shows the saved values.
        'form.saved': ({ actual }) => {
          const view = connectAccount(actual as never, () => {}, t)
          expect(view.status).toBe(t('settings.saved'))
          expect(actual.context.fieldErrors).toEqual({})
        },
        // Saving: the button busy and the fields read-only; no old field errors.
        saving: ({ actual }) => {
          const view = connectAccount(actual as never, () => {}, t)
          expect(view.status).toBe(t('settings.saving'))
          expect(view.fields.every((field) => field.readOnly)).toBe(true)
          expect(actual.context.fieldErrors).toEqual({})
        },
      },
    },
  )
}
