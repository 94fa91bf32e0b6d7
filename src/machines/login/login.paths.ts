// Sample events and inputs of the login statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import { sampleFailure, sampleToken, sampleUser } from '../shared/samples'
import { LOGIN_FIELDS, type LoginContext, type LoginField, type LoginInput } from './login.machine'

/** What the docs type into each field: a valid value, and for passwords a short or mismatched one too. */
const FILL_SAMPLES: Record<LoginField, readonly string[]> = {
  name: ['Ana Sousa'],
  email: ['ana@example.pt'],
  password: ['secret1', '12345'],
  password_confirmation: ['secret1', 'secret2'],
  language: ['en'],
}

/**
 * Sample events for the statechart docs (scripts/export-statecharts.ts) and the path tests: the form is
 * filled one field at a time in its order, so the graph stays small and every failure shows once.
 */
export const pathOptions = {
  events: (snapshot: { context: LoginContext }): AnyEventObject[] => {
    const { mode, values } = snapshot.context
    const asked = LOGIN_FIELDS[mode].filter((field) => field !== 'language')
    const next = asked.find((field) => values[field] === '')
    // Once every field is filled, retyping the last one is the edit left to show.
    const last = asked.at(-1)!
    const fills = next
      ? FILL_SAMPLES[next].map((value) => ({ type: 'login.field.changed', field: next, value }))
      : [{ type: 'login.field.changed', field: last, value: values[last] }]
    // Remember-me is ticked once the form is filled; before that the sample changes nothing (the graph
    // feeds a bare event for any type without a sample, so every type always gets one).
    const remember = values.remember || (mode === 'login' && !next)
    return [
      ...fills,
      { type: 'login.remember.changed', remember },
      { type: 'xstate.done.actor.signIn', output: { token: sampleToken, user: sampleUser } },
      { type: 'xstate.error.actor.signIn', error: sampleFailure('invalid_credentials', { status: 401 }) },
      { type: 'xstate.error.actor.signIn', error: sampleFailure('email_not_confirmed', { status: 403 }) },
      {
        type: 'xstate.error.actor.signIn',
        error: sampleFailure('rate_limited', { status: 429, fields: { retry_after_seconds: '120' } }),
      },
      { type: 'xstate.error.actor.signIn', error: sampleFailure('unavailable', { kind: 'network' }) },
      { type: 'xstate.done.actor.signUp', output: sampleUser },
      {
        type: 'xstate.error.actor.signUp',
        error: sampleFailure('conflict', { status: 409, fields: { 'user.email': 'Already registered' } }),
      },
      { type: 'xstate.error.actor.signUp', error: sampleFailure('internal', { status: 500 }) },
      { type: 'xstate.done.actor.requestReset', output: undefined },
      { type: 'xstate.error.actor.requestReset', error: sampleFailure('rate_limited', { status: 429 }) },
    ]
  },
  inputs: {
    login: { mode: 'login', language: 'pt' },
    signup: { mode: 'signup', language: 'pt' },
    reset: { mode: 'reset', language: 'pt' },
  } satisfies Record<string, LoginInput>,
}
