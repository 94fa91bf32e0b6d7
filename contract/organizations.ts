import { z } from 'zod'
import { OrganizationRole } from './auth'
import { envelope, Id } from './common'

export const OrganizationMember = z.object({
  user_id: Id,
  name: z.string(),
  email: z.string(),
  role: OrganizationRole,
  joined_at: z.string().nullable(),
})
export type OrganizationMember = z.infer<typeof OrganizationMember>

export const InvitationStatus = z.enum(['pending', 'accepted', 'rejected', 'expired', 'revoked'])
export type InvitationStatus = z.infer<typeof InvitationStatus>
export const Invitation = z.object({
  id: Id,
  email: z.string(),
  invited_at: z.string(),
  expires_at: z.string(),
  status: InvitationStatus,
})
export type Invitation = z.infer<typeof Invitation>

export const Organization = z.object({
  id: Id,
  name: z.string(),
  /** The signed-in user's role in it. */
  role: OrganizationRole,
  members: z.array(OrganizationMember),
})
export type Organization = z.infer<typeof Organization>

export const OrganizationParams = z.object({ id: z.uuid() })
export const MemberParams = z.object({ id: z.uuid(), userId: z.uuid() })
/** What closing an organisation did: its credits moved to the admin's own, its pending invitations cancelled. */
export const ClosedOrganizationResponse = envelope(
  z.object({ credits_moved: z.number().int(), invitations_cancelled: z.number().int() }),
)
export const OrganizationRequest = z.object({
  organization: z.object({ name: z.string().trim().min(3).max(120) }),
})
export const OrganizationEnvelope = envelope(z.object({ d_organization: Organization }))
export const RoleRequest = z.object({ role: OrganizationRole })

/** Invitations are sent one email per line; each line is answered valid (invited) or invalid (with why). */
export const InviteRequest = z.object({ emails: z.string().max(50_000) })
export const InviteLine = z.object({
  line: z.string(),
  valid: z.boolean(),
  /** Why a line was not invited: not an email, already a member, already invited. */
  problem: z.string().nullable(),
})
export const InviteResponse = envelope(
  z.object({ d_lines: z.array(InviteLine), d_invitations: z.array(Invitation) }),
)
export const InvitationsResponse = envelope(z.object({ d_invitations: z.array(Invitation) }))
export const InvitationParams = z.object({ id: z.uuid(), invitationId: z.uuid() })

/** What the invitee sees from the link, signed in or not. */
export const InvitationTokenParams = z.object({ token: z.string().min(1).max(200) })
export const PublicInvitation = z.object({
  organization_name: z.string(),
  email: z.string(),
  status: InvitationStatus,
  expires_at: z.string(),
  /** Whether an account with this email exists (sign in to accept) or not (sign up with the invitation). */
  has_account: z.boolean(),
})
export const PublicInvitationEnvelope = envelope(z.object({ d_invitation: PublicInvitation }))

export const MemberHistoryResponse = envelope(
  z.object({
    d_member: OrganizationMember,
    d_consultation_sessions: z.array(
      z.object({
        id: Id,
        consultation_type_id: Id,
        status: z.string(),
        started_at: z.string().nullable(),
        finished_at: z.string().nullable(),
        documents: z.number().int(),
      }),
    ),
    d_credits_spent: z.number().int(),
  }),
)
