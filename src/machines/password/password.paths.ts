// Sample events and inputs of the password statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import { sampleFailure, sampleUser } from '../shared/samples'
import {
  PASSWORD_FIELDS,
  type PasswordContext,
  type PasswordField,
  type PasswordInput,
} from './password.machine'

/** Sample events for the statechart docs and the path tests: a form filled one field at a time. */
export const pathOptions = {
  events: (snapshot: { context: PasswordContext }): AnyEventObject[] => {
    const { purpose, values } = snapshot.context
    const next = PASSWORD_FIELDS[purpose].find((field) => values[field] === '')
    const samples: Record<PasswordField, string[]> = {
      current_password: ['secret1'],
      password: ['secret2'],
      password_confirmation: ['secret2', 'secret3'],
    }
    const last = PASSWORD_FIELDS[purpose].at(-1)!
    const fills = next
      ? samples[next].map((value) => ({ type: 'password.field.changed', field: next, value }))
      : [{ type: 'password.field.changed', field: last, value: values[last] }]
    return [
      ...fills,
      { type: 'xstate.done.actor.changePassword', output: sampleUser },
      {
        type: 'xstate.error.actor.changePassword',
        error: sampleFailure('bad_request', {
          fields: { 'user.current_password': 'Not your current password' },
        }),
      },
      { type: 'xstate.error.actor.changePassword', error: sampleFailure('unavailable', { kind: 'network' }) },
      { type: 'xstate.done.actor.setNewPassword', output: undefined },
      {
        type: 'xstate.error.actor.setNewPassword',
        error: sampleFailure('token_invalid', { fields: { token: 'Invalid or expired' } }),
      },
      { type: 'xstate.error.actor.setNewPassword', error: sampleFailure('internal', { status: 500 }) },
    ]
  },
  inputs: {
    'forced change': { purpose: 'change', afterwards: { to: 'home' } },
    'change from settings': { purpose: 'change', afterwards: null },
    'reset link': {
      purpose: 'reset',
      token: 'sample-token',
      afterwards: { to: 'login', notice: 'password-reset' },
    },
  } satisfies Record<string, PasswordInput>,
}
