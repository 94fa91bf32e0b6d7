// Sample events and inputs of the invitation statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import type { InvitationView, Organization } from '../../services/organizations'
import { sampleFailure, sampleToken, sampleUser } from '../shared/samples'
import type { InvitationContext, InvitationInput } from './invitation.machine'

/** An invitation as GET /v1/organization_invitations/:token answers it; the tests read it too. */
export const sampleInvitation = (overrides: Partial<InvitationView> = {}): InvitationView => ({
  organization_name: 'Clínica do Largo',
  email: 'ana@example.pt',
  status: 'pending',
  expires_at: '2100-01-08T12:00:00.000Z',
  has_account: true,
  ...overrides,
})
const sampleOrganization: Organization = {
  id: 'o-sample',
  name: 'Clínica do Largo',
  role: 'member',
  members: [],
}

/** What the docs type into each signup field, in the form's order. */
const FILL_SAMPLES = [
  ['name', 'Rui Lopes'],
  ['password', 'secret1'],
  ['password_confirmation', 'secret1'],
] as const

/** The docs' link for an address without an account: it loads as a pending invitation to sign up for. */
const NEW_ACCOUNT_TOKEN = 'sample-new-account'

/** How the first read of any other link can end: each status, an unknown link, no connection. */
const FIRST_LOADS = [
  { type: 'xstate.done.actor.loadInvitation', output: sampleInvitation() },
  { type: 'xstate.done.actor.loadInvitation', output: sampleInvitation({ status: 'expired' }) },
  { type: 'xstate.done.actor.loadInvitation', output: sampleInvitation({ status: 'accepted' }) },
  { type: 'xstate.done.actor.loadInvitation', output: sampleInvitation({ status: 'rejected' }) },
  { type: 'xstate.done.actor.loadInvitation', output: sampleInvitation({ status: 'revoked' }) },
  {
    type: 'xstate.error.actor.loadInvitation',
    error: sampleFailure('token_invalid', { status: 404, fields: { token: 'Unknown' } }),
  },
  { type: 'xstate.error.actor.loadInvitation', error: sampleFailure('unavailable', { kind: 'network' }) },
]

/**
 * Sample events for the statechart docs and the path tests. The signup form is filled one field at a
 * time (until something goes wrong), and a second read of the link (after it changed under the screen) finds it withdrawn, so the
 * graph stays small while every outcome shows.
 */
export const pathOptions = {
  events: (snapshot: { context: InvitationContext }): AnyEventObject[] => {
    const { signup, invitation, problem, token } = snapshot.context
    // Once something went wrong, the docs stop filling the form: the message is the point.
    const next = problem === null ? FILL_SAMPLES.find(([field]) => signup[field] === '') : undefined
    return [
      ...(next ? [{ type: 'invitation.field.changed', field: next[0], value: next[1] }] : []),
      ...(invitation
        ? [{ type: 'xstate.done.actor.loadInvitation', output: sampleInvitation({ status: 'revoked' }) }]
        : token === NEW_ACCOUNT_TOKEN
          ? [{ type: 'xstate.done.actor.loadInvitation', output: sampleInvitation({ has_account: false }) }]
          : FIRST_LOADS),
      { type: 'xstate.done.actor.acceptInvitation', output: sampleOrganization },
      { type: 'xstate.error.actor.acceptInvitation', error: sampleFailure('internal', { status: 500 }) },
      {
        type: 'xstate.error.actor.acceptInvitation',
        error: sampleFailure('conflict', { status: 409, fields: { token: 'expired' } }),
      },
      {
        type: 'xstate.error.actor.acceptInvitation',
        error: sampleFailure('conflict', { status: 409, fields: { token: 'revoked' } }),
      },
      {
        type: 'xstate.error.actor.acceptInvitation',
        error: sampleFailure('conflict', { status: 409, fields: { token: 'In another organisation' } }),
      },
      { type: 'xstate.done.actor.rejectInvitation', output: sampleInvitation({ status: 'rejected' }) },
      {
        type: 'xstate.error.actor.rejectInvitation',
        error: sampleFailure('unavailable', { kind: 'network' }),
      },
      {
        type: 'xstate.error.actor.rejectInvitation',
        error: sampleFailure('conflict', { status: 409, fields: { token: 'expired' } }),
      },
      { type: 'xstate.done.actor.signUpWithInvitation', output: { token: sampleToken, user: sampleUser } },
      {
        type: 'xstate.error.actor.signUpWithInvitation',
        error: sampleFailure('bad_request', { fields: { invitation_token: 'This invitation is expired' } }),
      },
      {
        type: 'xstate.error.actor.signUpWithInvitation',
        error: sampleFailure('conflict', { status: 409, fields: { 'user.email': 'Already registered' } }),
      },
      {
        type: 'xstate.error.actor.signUpWithInvitation',
        error: sampleFailure('rate_limited', { status: 429 }),
      },
    ]
  },
  inputs: {
    'signed out': { token: 'sample-invitation', signedInEmail: null, language: 'pt' },
    'signed out, no account yet': { token: NEW_ACCOUNT_TOKEN, signedInEmail: null, language: 'pt' },
    'signed in as the invitee': {
      token: 'sample-invitation',
      signedInEmail: 'ana@example.pt',
      language: 'pt',
    },
    'signed in as someone else': {
      token: 'sample-invitation',
      signedInEmail: 'rui@example.pt',
      language: 'pt',
    },
  } satisfies Record<string, InvitationInput>,
}
