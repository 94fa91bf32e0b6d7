import { Email } from '../../../contract/auth'
import type { Language } from '../../../contract/common'
import type { Invitation, InvitationStatus, Organization } from '../../../contract/organizations'
import { newOneTimeToken, oneTimeTokenHash } from '../../auth/tokens'
import type { Config } from '../../config'
import type { Db } from '../../db/connect'
import type { InvitationRow, UserRow } from '../../db/schema'
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors'
import type { EnqueueMail, MailJob } from '../../mail/jobs'
import type { Mailer } from '../../mail/mailer'
import { renderMail } from '../../mail/templates'
import type { SignupInvitations } from '../accounts/service'
import {
  findUserByEmail,
  findUserById,
  membersOf,
  setMembership,
  setOrganizationRole,
} from '../accounts/store'
import { addEntry, poolOf, spentBy } from '../credits/store'
import * as researchStore from '../research/store'
import * as templatesStore from '../templates/store'
import * as store from './store'

export interface OrganizationsDeps {
  db: Db
  config: Pick<Config, 'appUrl' | 'invitationDays'>
  /** Invitations are mailed from a job: the request does not wait for them. */
  enqueueMail: EnqueueMail
}

/** At most this many lines in one invitation request. */
const MAX_INVITES = 100

const invitationStatus = (row: InvitationRow, now = new Date()): InvitationStatus =>
  row.status === 'pending' && row.expiresAt <= now ? 'expired' : (row.status as InvitationStatus)

const invitationDto = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  invited_at: row.invitedAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  status: invitationStatus(row),
})

async function organizationDto(db: Db, user: UserRow, organizationId: string): Promise<Organization> {
  const organization = await store.findOrganization(db, organizationId)
  if (!organization) throw notFound('Organisation')
  const members = await membersOf(db, organizationId)
  return {
    id: organization.id,
    name: organization.name,
    role: user.organizationRole === 'admin' ? 'admin' : 'member',
    members: members.map((m) => ({
      user_id: m.id,
      name: m.name,
      email: m.email,
      role: m.organizationRole === 'admin' ? 'admin' : 'member',
      joined_at: m.organizationJoinedAt?.toISOString() ?? null,
    })),
  }
}

/** The user's own organisation; any other one is not found (no one learns what others exist). */
function requireMember(user: UserRow, organizationId: string) {
  if (user.organizationId !== organizationId) throw notFound('Organisation')
}

function requireAdmin(user: UserRow, organizationId: string) {
  requireMember(user, organizationId)
  if (user.organizationRole !== 'admin') throw forbidden('Only the organisation admins can do this')
}

/** An organisation's name, null when there is none (for the credits feature, given it at registration). */
export async function organizationName(db: Db, id: string): Promise<string | null> {
  return (await store.findOrganization(db, id))?.name ?? null
}

export async function listOwn(db: Db, user: UserRow) {
  if (!user.organizationId) return []
  const organization = await store.findOrganization(db, user.organizationId)
  return organization
    ? [
        {
          id: organization.id,
          name: organization.name,
          role: user.organizationRole === 'admin' ? 'admin' : 'member',
        } as const,
      ]
    : []
}

export async function create(deps: OrganizationsDeps, user: UserRow, name: string) {
  if (user.organizationId)
    throw conflict('You already belong to an organisation: leave it first', { name: 'Already a member' })
  const organization = await deps.db.transaction(async (tx) => {
    const row = await store.insertOrganization(tx, name)
    await setMembership(tx, user.id, { organizationId: row.id, role: 'admin' })
    await poolOf(tx, 'organization', row.id)
    return row
  })
  return organizationDto(
    deps.db,
    { ...user, organizationId: organization.id, organizationRole: 'admin' },
    organization.id,
  )
}

export async function get(deps: OrganizationsDeps, user: UserRow, id: string) {
  requireMember(user, id)
  return organizationDto(deps.db, user, id)
}

export async function rename(deps: OrganizationsDeps, user: UserRow, id: string, name: string) {
  requireAdmin(user, id)
  await store.renameOrganization(deps.db, id, name)
  return organizationDto(deps.db, user, id)
}

async function memberOf(db: Db, organizationId: string, userId: string) {
  const member = await findUserById(db, userId)
  if (!member || member.organizationId !== organizationId) throw notFound('Member')
  return member
}

const adminCount = async (db: Db, organizationId: string) =>
  (await membersOf(db, organizationId)).filter((m) => m.organizationRole === 'admin').length

export async function changeRole(
  deps: OrganizationsDeps,
  user: UserRow,
  id: string,
  memberId: string,
  role: 'member' | 'admin',
) {
  requireAdmin(user, id)
  const member = await memberOf(deps.db, id, memberId)
  if (member.organizationRole === 'admin' && role === 'member' && (await adminCount(deps.db, id)) === 1) {
    throw conflict('An organisation needs an admin: promote another member first', { role: 'Sole admin' })
  }
  await setOrganizationRole(deps.db, member.id, role)
  const self = member.id === user.id ? { ...user, organizationRole: role } : user
  return organizationDto(deps.db, self, id)
}

/** An admin removes a member, or a member leaves; the last admin of a team must hand over first. */
export async function removeMember(deps: OrganizationsDeps, user: UserRow, id: string, memberId: string) {
  if (memberId === user.id) requireMember(user, id)
  else requireAdmin(user, id)
  const member = await memberOf(deps.db, id, memberId)
  const members = await membersOf(deps.db, id)
  if (member.organizationRole === 'admin' && members.length > 1 && (await adminCount(deps.db, id)) === 1) {
    throw conflict('You are the only admin: promote another member before leaving', { userId: 'Sole admin' })
  }
  // The last one out would leave credits, invitations and shared documents to nobody: they close it instead.
  if (members.length === 1 && member.id === user.id)
    throw conflict('You are the only member: close the organisation to leave it', { userId: 'Only member' })
  await setMembership(deps.db, member.id, null)
}

/**
 * Its only member, an admin, closes the organisation: its credits move to the admin's own, its pending
 * invitations are cancelled, and its custom documents, template requests and research spaces become the
 * admin's; nothing is lost with it.
 */
export async function close(deps: OrganizationsDeps, user: UserRow, id: string) {
  requireAdmin(user, id)
  const members = await membersOf(deps.db, id)
  if (members.length > 1)
    throw conflict('Remove the other members before closing the organisation', { id: 'Has other members' })
  const organization = (await store.findOrganization(deps.db, id))!
  return deps.db.transaction(async (tx) => {
    const shared = await poolOf(tx, 'organization', id)
    if (shared.balance > 0) {
      await addEntry(tx, shared.id, {
        amount: -shared.balance,
        kind: 'grant',
        reason: `Organisation closed: moved to ${user.name}`,
        userId: user.id,
      })
      const own = await poolOf(tx, 'user', user.id)
      await addEntry(tx, own.id, {
        amount: shared.balance,
        kind: 'grant',
        reason: `Credits of the closed organisation ${organization.name}`,
        userId: user.id,
      })
    }
    const cancelled = await store.revokePendingInvitations(tx, id)
    // What the organisation owned becomes its last member's.
    await templatesStore.handOverToMember(tx, id, user.id)
    await researchStore.handOverToMember(tx, id, user.id)
    await setMembership(tx, user.id, null)
    await store.deleteOrganization(tx, id)
    return { credits_moved: Math.max(0, shared.balance), invitations_cancelled: cancelled }
  })
}

/**
 * One email per line: each line is answered valid (invited, mailed) or invalid with why. Existing
 * accounts get the mail in their language; others in the inviter's.
 */
export async function invite(deps: OrganizationsDeps, user: UserRow, id: string, text: string) {
  requireAdmin(user, id)
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
  if (lines.length === 0) throw badRequest('Write at least one email', { emails: 'Empty' })
  if (lines.length > MAX_INVITES)
    throw badRequest(`At most ${MAX_INVITES} emails at a time`, { emails: 'Too many lines' })
  const existing = await store.invitationsOf(deps.db, id)
  const seen = new Set<string>()
  const answers: { line: string; valid: boolean; problem: string | null }[] = []
  const created: InvitationRow[] = []
  for (const line of lines) {
    const email = line.toLowerCase()
    const problem = !Email.safeParse(email).success
      ? 'Not an email'
      : seen.has(email)
        ? 'Listed twice'
        : (await findUserByEmail(deps.db, email))?.organizationId === id
          ? 'Already a member'
          : existing.some((i) => i.email === email && invitationStatus(i) === 'pending')
            ? 'Already invited'
            : null
    seen.add(email)
    answers.push({ line, valid: problem === null, problem })
    if (problem) continue
    const row = await store.insertInvitation(deps.db, {
      organizationId: id,
      email,
      // The token its mail carries is made by the mail job; until then no token opens it.
      tokenHash: newOneTimeToken().hash,
      invitedBy: user.id,
      expiresAt: new Date(Date.now() + deps.config.invitationDays * 86_400_000),
    })
    created.push(row)
    await deps.enqueueMail({ kind: 'invitation', organizationId: id, invitationId: row.id })
  }
  return { lines: answers, invitations: created.map(invitationDto) }
}

/**
 * The mail job of an invitation: makes its link (a new token, whose hash the invitation now holds) while it
 * is still pending, in the invitee's language if they have an account, else the inviter's.
 */
export async function mailInvitation(
  deps: { db: Db; config: Pick<Config, 'appUrl'>; mailer: Mailer },
  job: Extract<MailJob, { kind: 'invitation' }>,
) {
  const row = await store.findInvitation(deps.db, job.organizationId, job.invitationId)
  const organization = await store.findOrganization(deps.db, job.organizationId)
  if (!row || !organization || invitationStatus(row) !== 'pending') return 'no longer pending'
  const { token, hash } = newOneTimeToken()
  if (!(await store.setInvitationToken(deps.db, row.id, hash))) return 'no longer pending'
  const invitee = await findUserByEmail(deps.db, row.email)
  const inviter = row.invitedBy ? await findUserById(deps.db, row.invitedBy) : undefined
  const language = (invitee?.language ?? inviter?.language ?? 'pt') as Language
  const link = `${deps.config.appUrl}/organization/invitations/${token}`
  await deps.mailer.send({
    to: row.email,
    ...renderMail('organization_invitation', language, organization.name, link),
  })
  return 'sent'
}

export async function listInvitations(deps: OrganizationsDeps, user: UserRow, id: string) {
  requireAdmin(user, id)
  return (await store.invitationsOf(deps.db, id)).map(invitationDto)
}

export async function revokeInvitation(
  deps: OrganizationsDeps,
  user: UserRow,
  id: string,
  invitationId: string,
) {
  requireAdmin(user, id)
  const row = await store.findInvitation(deps.db, id, invitationId)
  if (!row) throw notFound('Invitation')
  if (invitationStatus(row) !== 'pending' || !(await store.answerInvitation(deps.db, row.id, 'revoked'))) {
    throw conflict('Only a pending invitation can be withdrawn')
  }
}

async function byToken(db: Db, token: string) {
  const hash = oneTimeTokenHash(token)
  const found = hash ? await store.findInvitationByToken(db, hash) : undefined
  if (!found)
    throw new AppError(404, 'token_invalid', 'This invitation link is not valid', { token: 'Unknown' })
  return found
}

export async function publicInvitation(deps: OrganizationsDeps, token: string) {
  const { invitation, organizationName } = await byToken(deps.db, token)
  return {
    organization_name: organizationName,
    email: invitation.email,
    status: invitationStatus(invitation),
    expires_at: invitation.expiresAt.toISOString(),
    has_account: Boolean(await findUserByEmail(deps.db, invitation.email)),
  }
}

/** Checks an invitation can be accepted by this email; answers it and joins the organisation. */
export async function join(
  db: Db,
  token: string,
  user: { id: string; email: string; organizationId: string | null },
) {
  const { invitation } = await byToken(db, token)
  const status = invitationStatus(invitation)
  if (status !== 'pending') {
    throw new AppError(409, 'conflict', `This invitation is ${status}`, { token: status })
  }
  if (invitation.email !== user.email.toLowerCase()) {
    throw forbidden(`This invitation is for ${invitation.email}: sign in with that email to accept it`)
  }
  if (user.organizationId && user.organizationId !== invitation.organizationId) {
    throw conflict('You already belong to an organisation: leave it before joining another', {
      token: 'In another organisation',
    })
  }
  if (!(await store.answerInvitation(db, invitation.id, 'accepted')))
    throw conflict('This invitation was already answered')
  if (user.organizationId !== invitation.organizationId) {
    await setMembership(db, user.id, { organizationId: invitation.organizationId, role: 'member' })
  }
  return invitation.organizationId
}

/** The invitations a signup joins by (given to accounts at registration). */
export const signupInvitations: SignupInvitations = { join }

export async function accept(deps: OrganizationsDeps, user: UserRow, token: string) {
  const organizationId = await join(deps.db, token, user)
  const joined = (await findUserById(deps.db, user.id))!
  return organizationDto(deps.db, joined, organizationId)
}

export async function reject(deps: OrganizationsDeps, token: string) {
  const { invitation } = await byToken(deps.db, token)
  const status = invitationStatus(invitation)
  if (status !== 'pending' || !(await store.answerInvitation(deps.db, invitation.id, 'rejected'))) {
    throw new AppError(409, 'conflict', `This invitation is ${status}`, { token: status })
  }
  return publicInvitation(deps, token)
}

export async function memberHistory(deps: OrganizationsDeps, user: UserRow, id: string, memberId: string) {
  requireAdmin(user, id)
  const member = await memberOf(deps.db, id, memberId)
  const pool = await poolOf(deps.db, 'organization', id)
  const sessions = await store.sessionsOfMember(deps.db, member.id)
  return {
    d_member: {
      user_id: member.id,
      name: member.name,
      email: member.email,
      role: member.organizationRole === 'admin' ? ('admin' as const) : ('member' as const),
      joined_at: member.organizationJoinedAt?.toISOString() ?? null,
    },
    d_consultation_sessions: sessions.map((s) => ({
      id: s.id,
      consultation_type_id: s.consultationTypeId,
      status: s.status,
      started_at: s.startedAt?.toISOString() ?? null,
      finished_at: s.finishedAt?.toISOString() ?? null,
      documents: Number(s.documents),
    })),
    d_credits_spent: await spentBy(deps.db, pool.id, member.id),
  }
}
