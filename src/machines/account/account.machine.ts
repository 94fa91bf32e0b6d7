import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { User } from '../../../contract/auth'
import { isLanguage, type Language } from '../../../contract/constants'
import type { AccountChanges, AccountSettings, Speciality } from '../../services/accounts'
import { withError, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { formStates } from '../shared/form-states'
import { notProvided } from '../shared/not-provided'
import {
  type FieldProblems,
  failureOf,
  isBlank,
  isLongEnoughName,
  isPhoneNumber,
  type Problem,
  summaryOf,
} from '../shared/problems'

export type AccountTag = 'busy' | 'loading' | 'editing' | 'error' | 'success'

/**
 * The settings forms that change the account: the profile (name, speciality, phone), the interface
 * language (saved the moment it is picked), marketing preferences and consultation data storage.
 */
export type AccountForm = 'profile' | 'language' | 'marketing' | 'storage'

export type AccountValues = {
  name: string
  medical_speciality_id: string
  phone_number: string
  language: Language
  opt_in_newsletter: boolean
  opt_in_product_contact: boolean
  save_audios: boolean
  save_text_data: boolean
}

export type AccountField = keyof AccountValues

/** The fields of each form, in the order it shows them. */
export const ACCOUNT_FIELDS: Record<AccountForm, readonly AccountField[]> = {
  profile: ['name', 'medical_speciality_id', 'phone_number'],
  language: ['language'],
  marketing: ['opt_in_newsletter', 'opt_in_product_contact'],
  storage: ['save_audios', 'save_text_data'],
}

export type AccountInput = {
  form: AccountForm
  /** The signed-in user as the browser holds it; the form starts from it while the account loads. */
  user: User
}

export type AccountContext = {
  /** Which settings form this is. */
  form: AccountForm
  /** The account as last loaded or saved: the email shown, and what "saved" means. */
  user: User
  /** What the form shows; kept through every error. */
  values: AccountValues
  /** The medical specialities to pick from; null when they could not be loaded. */
  specialities: Speciality[] | null
  /** The fields to mark, with what is wrong with each. */
  fieldErrors: FieldProblems
  /** The form-level message, null when there is none. */
  problem: Problem | null
}

export type AccountEvent =
  | { type: 'account.field.changed'; field: AccountField; value: string | boolean }
  | { type: 'account.submit' }

export function valuesOf(user: User): AccountValues {
  return {
    name: user.name,
    medical_speciality_id: user.medical_speciality_id ?? '',
    phone_number: user.phone_number ?? '',
    language: user.language,
    opt_in_newsletter: user.opt_in_newsletter,
    opt_in_product_contact: user.opt_in_product_contact,
    save_audios: user.save_audios,
    save_text_data: user.save_text_data,
  }
}

/** The checks of the spec's section 5 for the settings: name ≥ 3, a valid phone, a language. */
export function accountProblems(form: AccountForm, values: AccountValues): FieldProblems {
  const fields: FieldProblems = {}
  if (form === 'profile') {
    if (isBlank(values.name)) fields.name = 'required'
    else if (!isLongEnoughName(values.name)) fields.name = 'name_too_short'
    // The phone is optional; when given it must be one.
    if (!isBlank(values.phone_number) && !isPhoneNumber(values.phone_number))
      fields.phone_number = 'invalid_phone'
  }
  if (form === 'language' && !isLanguage(values.language)) fields.language = 'language_missing'
  return fields
}

/** The PUT /v1/account body of a form: only its own fields, empty optional ones as null. */
export function changesOf(form: AccountForm, values: AccountValues): AccountChanges {
  switch (form) {
    case 'profile':
      return {
        name: values.name.trim(),
        medical_speciality_id: values.medical_speciality_id || null,
        phone_number: isBlank(values.phone_number) ? null : values.phone_number.trim(),
      }
    case 'language':
      return { language: values.language }
    case 'marketing':
      return {
        opt_in_newsletter: values.opt_in_newsletter,
        opt_in_product_contact: values.opt_in_product_contact,
      }
    case 'storage':
      return { save_audios: values.save_audios, save_text_data: values.save_text_data }
  }
}

/**
 * One settings form over PUT /v1/account: it loads the account (a failure is only logged), edits, checks
 * the spec's rules, saves only its own fields and reports the saved user to the app. The language form
 * switches the interface and saves as soon as a language is picked.
 */
export const accountMachine = setup({
  types: {} as { context: AccountContext; events: AccountEvent; input: AccountInput; tags: AccountTag },
  actors: {
    'load account': fromPromise<AccountSettings, { form: AccountForm }>(notProvided('load account')),
    'save account': fromPromise<User, AccountChanges>(notProvided('save account')),
  },
  actions: {
    // The app supplies them: user.updated to the app actor; the interface language (i18next, localStorage).
    'report user updated': (_, _params: { user: User }) => {},
    'apply language': (_, _params: { language: Language }) => {},

    'use loaded account': assign(({ context }, params: AccountSettings) => {
      const user = params.user ?? context.user
      return { user, values: valuesOf(user), specialities: params.specialities }
    }),
    'change value': assign(({ context, event }) => {
      assertEvent(event, 'account.field.changed')
      const current = context.values[event.field]
      // A value of the wrong kind (text for a checkbox) or an unsupported language changes nothing.
      if (typeof current !== typeof event.value) return {}
      if (event.field === 'language' && !isLanguage(event.value)) return {}
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors }
    }),
    'show validation problems': assign(({ context }) => {
      const fieldErrors = accountProblems(context.form, context.values)
      return { fieldErrors, problem: summaryOf(fieldErrors) }
    }),
    'show failure': assign((_, params: { error: unknown }) => {
      const failure = failureOf(params.error, { fallback: 'update_failed', invalidFields: 'update_failed' })
      return { problem: failure.problem, fieldErrors: failure.fields }
    }),
    'clear problems': assign({ problem: null, fieldErrors: {} }),
    'remember saved user': assign((_, params: { user: User }) => ({
      user: params.user,
      values: valuesOf(params.user),
    })),
  },
  guards: {
    hasInvalidFields: ({ context }) => Object.keys(accountProblems(context.form, context.values)).length > 0,
    // Only a real change of language is saved: an unsupported value or the same language again is not.
    savesOnChange: ({ context, event }) =>
      context.form === 'language' &&
      event.type === 'account.field.changed' &&
      event.field === 'language' &&
      event.value !== context.values.language &&
      isLanguage(event.value),
  },
}).createMachine({
  id: 'account',
  description:
    'One settings form over PUT /v1/account (profile, language, marketing preferences, data storage): load, edit, check, save its own fields, report the saved user.',
  context: ({ input }) => ({
    form: input.form,
    user: input.user,
    values: valuesOf(input.user),
    specialities: null,
    fieldErrors: {},
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: callState(['busy', 'loading'], {
      id: 'loadAccount',
      src: 'load account',
      input: ({ context }) => ({ form: context.form }),
      onDone: {
        target: 'form',
        actions: { type: 'use loaded account', params: ({ event }) => event.output },
      },
      // The service already turns failures into nulls; a bug here still leaves a working form.
      onError: { target: 'form' },
    }),
    form: {
      tags: ['editing'],
      initial: 'editing',
      on: {
        'account.field.changed': [
          {
            guard: 'savesOnChange',
            target: 'saving',
            actions: [
              'change value',
              { type: 'apply language', params: ({ context }) => ({ language: context.values.language }) },
              'clear problems',
            ],
          },
          { actions: 'change value' },
        ],
        'account.submit': [
          { guard: 'hasInvalidFields', target: '.invalid', actions: 'show validation problems' },
          { target: 'saving', actions: 'clear problems' },
        ],
      },
      states: {
        ...formStates,
        saved: {
          tags: ['success'],
          on: {
            'account.field.changed': [
              {
                guard: 'savesOnChange',
                target: '#account.saving',
                actions: [
                  'change value',
                  {
                    type: 'apply language',
                    params: ({ context }) => ({ language: context.values.language }),
                  },
                ],
              },
              { target: 'editing', actions: 'change value' },
            ],
          },
        },
      },
    },
    saving: callState(['busy'], {
      id: 'saveAccount',
      src: 'save account',
      input: ({ context }) => changesOf(context.form, context.values),
      onDone: {
        target: 'form.saved',
        actions: [withOutputAs('remember saved user', 'user'), withOutputAs('report user updated', 'user')],
      },
      onError: { target: 'form.failed', actions: withError('show failure') },
    }),
  },
})
