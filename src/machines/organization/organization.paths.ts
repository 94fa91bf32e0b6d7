// Sample events and inputs of the organization statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import type { Invitation, Organization } from '../../services/organizations'
import { sampleFailure } from '../shared/samples'
import type { OrganizationContext, OrganizationInput } from './organization.machine'

const me = {
  user_id: 'u-sample',
  name: 'Ana Sousa',
  email: 'ana@example.pt',
  joined_at: '2026-01-05T12:00:00.000Z',
}
const rui = {
  user_id: 'u-rui',
  name: 'Rui Lopes',
  email: 'rui@example.pt',
  joined_at: '2026-01-06T12:00:00.000Z',
}

/** The two members, for tests that build their own team from them. */
export { me as sampleMember, rui as sampleOtherMember }

const largo = { id: 'o-sample', name: 'Clínica do Largo' }
/** Ana runs the clinic with Rui as a member. */
const asAdmin: Organization = {
  ...largo,
  role: 'admin',
  members: [
    { ...me, role: 'admin' },
    { ...rui, role: 'member' },
  ],
}
/** Ana is a member; Rui runs it. */
const asMember: Organization = {
  ...largo,
  role: 'member',
  members: [
    { ...me, role: 'member' },
    { ...rui, role: 'admin' },
  ],
}
const pendingInvitation: Invitation = {
  id: 'i-sample',
  email: 'marta@example.pt',
  invited_at: '2026-01-07T12:00:00.000Z',
  expires_at: '2026-01-14T12:00:00.000Z',
  status: 'pending',
}
const INVITE_TEXT = 'marta@example.pt\nnot an email'

/** Whether the admin's screen is still as it loaded, with nothing tried yet. */
const isUntouched = (context: OrganizationContext) =>
  context.problem === null &&
  context.inviteAnswer === null &&
  JSON.stringify(context.organization) === JSON.stringify(asAdmin) &&
  context.invitations.every((invitation) => invitation.status === 'pending')

/**
 * Sample events for the statechart docs and the path tests. Each admin action is tried from the screen
 * as it loaded (and leaving once there is another admin); elsewhere the samples are ones the machine
 * ignores (the same name or text again, oneself, an unknown invitation), so the graph stays readable.
 */
export const pathOptions = {
  events: (snapshot: { context: OrganizationContext }): AnyEventObject[] => {
    const { context } = snapshot
    const untouched = isUntouched(context)
    const fresh = untouched && context.name === asAdmin.name && context.inviteText === ''
    return [
      {
        type: 'organization.name.changed',
        name: context.name === '' || (fresh && untouched) ? 'Clínica Nova' : context.name,
      },
      fresh
        ? { type: 'organization.member.role.change', userId: rui.user_id, role: 'admin' }
        : { type: 'organization.member.role.change', userId: me.user_id, role: 'admin' },
      { type: 'organization.member.remove', userId: fresh ? rui.user_id : me.user_id },
      { type: 'organization.invite.changed', text: fresh ? INVITE_TEXT : context.inviteText },
      { type: 'organization.invitation.withdraw', invitationId: fresh ? pendingInvitation.id : 'i-unknown' },
      { type: 'xstate.done.actor.loadOrganization', output: { organization: null, invitations: [] } },
      {
        type: 'xstate.done.actor.loadOrganization',
        output: { organization: asAdmin, invitations: [pendingInvitation] },
      },
      { type: 'xstate.done.actor.loadOrganization', output: { organization: asMember, invitations: [] } },
      {
        type: 'xstate.error.actor.loadOrganization',
        error: sampleFailure('unavailable', { kind: 'network' }),
      },
      {
        type: 'xstate.done.actor.createOrganization',
        output: { ...largo, name: 'Clínica Nova', role: 'admin', members: [{ ...me, role: 'admin' }] },
      },
      {
        type: 'xstate.error.actor.createOrganization',
        error: sampleFailure('conflict', { status: 409, fields: { name: 'Already a member' } }),
      },
      { type: 'xstate.error.actor.createOrganization', error: sampleFailure('internal', { status: 500 }) },
      { type: 'xstate.done.actor.renameOrganization', output: { ...asAdmin, name: 'Clínica Nova' } },
      { type: 'xstate.error.actor.renameOrganization', error: sampleFailure('internal', { status: 500 }) },
      {
        type: 'xstate.done.actor.changeRole',
        output: {
          ...asAdmin,
          members: [
            { ...me, role: 'admin' },
            { ...rui, role: 'admin' },
          ],
        },
      },
      {
        type: 'xstate.error.actor.changeRole',
        error: sampleFailure('conflict', { status: 409, fields: { role: 'Sole admin' } }),
      },
      { type: 'xstate.error.actor.changeRole', error: sampleFailure('internal', { status: 500 }) },
      { type: 'xstate.done.actor.confirmRemoval', output: { answer: 'confirmed' } },
      { type: 'xstate.done.actor.confirmRemoval', output: { answer: 'cancelled' } },
      { type: 'xstate.done.actor.removeMember', output: { ...asAdmin, members: [{ ...me, role: 'admin' }] } },
      { type: 'xstate.error.actor.removeMember', error: sampleFailure('forbidden', { status: 403 }) },
      {
        type: 'xstate.done.actor.sendInvitations',
        output: {
          lines: [
            { line: 'marta@example.pt', valid: true, problem: null },
            { line: 'not an email', valid: false, problem: 'Not an email' },
          ],
          invitations: [pendingInvitation],
        },
      },
      {
        type: 'xstate.error.actor.sendInvitations',
        error: sampleFailure('unavailable', { kind: 'network' }),
      },
      { type: 'xstate.done.actor.withdrawInvitation', output: [{ ...pendingInvitation, status: 'revoked' }] },
      { type: 'xstate.error.actor.withdrawInvitation', error: sampleFailure('internal', { status: 500 }) },
      { type: 'xstate.done.actor.confirmLeave', output: { answer: 'confirmed' } },
      { type: 'xstate.done.actor.confirmLeave', output: { answer: 'cancelled' } },
      { type: 'xstate.done.actor.leaveOrganization', output: undefined },
      {
        type: 'xstate.error.actor.leaveOrganization',
        error: sampleFailure('conflict', { status: 409, fields: { userId: 'Sole admin' } }),
      },
      { type: 'xstate.error.actor.leaveOrganization', error: sampleFailure('internal', { status: 500 }) },
    ]
  },
  input: { userId: me.user_id } satisfies OrganizationInput,
}
