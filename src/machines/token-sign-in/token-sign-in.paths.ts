// Sample events and inputs of the token sign in statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import { sampleFailure, sampleToken, sampleUser } from '../shared/samples'
import type { TokenSignInInput } from './token-sign-in.machine'

const signedIn = { token: sampleToken, user: sampleUser }
const outcomes = (id: string) => [
  { type: `xstate.done.actor.${id}`, output: signedIn },
  {
    type: `xstate.error.actor.${id}`,
    error: sampleFailure('token_invalid', { fields: { token: 'Invalid or expired' } }),
  },
  { type: `xstate.error.actor.${id}`, error: sampleFailure('unavailable', { kind: 'network' }) },
]

/** Sample events and inputs for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    ...outcomes('confirmEmail'),
    ...outcomes('autoLogin'),
    ...outcomes('signedTokenLogin'),
    {
      type: 'xstate.error.actor.signedTokenLogin',
      error: sampleFailure('token_invalid', { status: 401, fields: { token: 'expired' } }),
    },
  ],
  inputs: {
    'confirmation link': { kind: 'confirm_email', token: 'sample-confirmation' },
    'QR code': { kind: 'qr', token: 'sample-qr' },
    integration: { kind: 'signed-token', token: 'sample-signed' },
  } satisfies Record<string, TokenSignInInput>,
}
