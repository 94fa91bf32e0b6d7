// Sample events and inputs of the account statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import { sampleFailure, sampleUser } from '../shared/samples'
import { ACCOUNT_FIELDS, type AccountContext, type AccountField, type AccountInput } from './account.machine'

const speciality = { id: 'sp-1', name: 'Medicina Geral e Familiar' }

/** Changes the docs make to each field, each at most once from the sample user's value. */
const CHANGES: Partial<Record<AccountField, { from: string | boolean; to: (string | boolean)[] }>> = {
  name: { from: sampleUser.name, to: ['Di'] },
  phone_number: { from: '', to: ['+351 912 345 678'] },
  language: { from: sampleUser.language, to: ['en'] },
  opt_in_newsletter: { from: false, to: [true] },
  save_audios: { from: false, to: [true] },
}

/** Sample events and inputs for the statechart docs and the path tests. */
export const pathOptions = {
  events: (snapshot: { context: AccountContext }): AnyEventObject[] => {
    const { form, values } = snapshot.context
    const changes = ACCOUNT_FIELDS[form].flatMap((field) => {
      const change = CHANGES[field]
      return change && values[field] === change.from
        ? change.to.map((value) => ({ type: 'account.field.changed', field, value }))
        : []
    })
    // The graph feeds a bare event for a type without a sample: retyping the first field changes nothing.
    const first = ACCOUNT_FIELDS[form][0]!
    return [
      ...(changes.length ? changes : [{ type: 'account.field.changed', field: first, value: values[first] }]),
      // Only the profile loads specialities; when they fail to load the picker says so.
      ...(form === 'profile'
        ? [
            {
              type: 'xstate.done.actor.loadAccount',
              output: { user: sampleUser, specialities: [speciality] },
            },
          ]
        : []),
      { type: 'xstate.done.actor.loadAccount', output: { user: sampleUser, specialities: null } },
      { type: 'xstate.done.actor.saveAccount', output: sampleUser },
      {
        type: 'xstate.error.actor.saveAccount',
        error: sampleFailure('validation_failed', {
          fields: { 'user.phone_number': 'Invalid phone number' },
        }),
      },
      { type: 'xstate.error.actor.saveAccount', error: sampleFailure('unavailable', { kind: 'network' }) },
    ]
  },
  inputs: {
    profile: { form: 'profile', user: sampleUser },
    language: { form: 'language', user: sampleUser },
    marketing: { form: 'marketing', user: sampleUser },
    storage: { form: 'storage', user: sampleUser },
  } satisfies Record<string, AccountInput>,
}
