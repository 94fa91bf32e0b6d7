import type { z } from 'zod'
import { type OrganizationRole, OrganizationsResponse, UserEnvelope } from '../../contract/auth'
import type { Language } from '../../contract/common'
import {
  type Invitation,
  InvitationsResponse,
  type InviteLine,
  InviteResponse,
  MemberHistoryResponse,
  type Organization,
  OrganizationEnvelope,
  type PublicInvitation,
  PublicInvitationEnvelope,
} from '../../contract/organizations'
import { readSignIn, type SignedIn } from './accounts'
import { type Api, ApiError } from './api'

export type { Invitation, Organization }
export type Role = z.infer<typeof OrganizationRole>
export type InviteAnswerLine = z.infer<typeof InviteLine>
/** What an invitation link shows, signed in or not. */
export type InvitationView = z.infer<typeof PublicInvitation>
/** A member's consultations (no clinical content) and the credits they spent, for the admins. */
export type MemberHistory = z.infer<typeof MemberHistoryResponse>['data']

/** The signed-in user's organisation as settings shows it; invitations only for admins. */
export type OwnOrganization = { organization: Organization | null; invitations: Invitation[] }

/** Everything an invitation signup sends: the account, and the token that makes it join at once. */
export type InvitedSignup = {
  token: string
  user: { name: string; email: string; password: string; language: Language }
}

export type Organizations = ReturnType<typeof createOrganizations>

const id = (value: string) => encodeURIComponent(value)
const base = (organizationId: string) => `/v1/organizations/${id(organizationId)}`

/** The organisation and invitation calls of the browser, each parsed with the contract's schemas. */
export function createOrganizations(api: Api) {
  const organization = async (organizationId: string): Promise<Organization> =>
    (await api.get(base(organizationId), { schema: OrganizationEnvelope })).data.d_organization
  const invitations = async (organizationId: string): Promise<Invitation[]> =>
    (await api.get(`${base(organizationId)}/invitations`, { schema: InvitationsResponse })).data.d_invitations
  /** GET /v1/organizations: a user belongs to one organisation at most. */
  const ownSummary = async () =>
    (await api.get('/v1/organizations', { schema: OrganizationsResponse })).data.d_organizations[0] ?? null

  return {
    /** The user's organisation with its members and, for admins, its invitations; null when none. */
    async own(): Promise<OwnOrganization> {
      const summary = await ownSummary()
      if (!summary) return { organization: null, invitations: [] }
      const [found, invited] = await Promise.all([
        organization(summary.id),
        summary.role === 'admin' ? invitations(summary.id) : [],
      ])
      return { organization: found, invitations: invited }
    },

    /** POST /v1/organizations: its creator is its admin. */
    async create(name: string): Promise<Organization> {
      return (
        await api.post('/v1/organizations', {
          json: { organization: { name } },
          schema: OrganizationEnvelope,
        })
      ).data.d_organization
    },

    /** PUT /v1/organizations/:id (admins). */
    async rename(organizationId: string, name: string): Promise<Organization> {
      return (
        await api.put(base(organizationId), {
          json: { organization: { name } },
          schema: OrganizationEnvelope,
        })
      ).data.d_organization
    },

    /** PUT /v1/organizations/:id/members/:userId (admins). */
    async changeRole(organizationId: string, userId: string, role: Role): Promise<Organization> {
      return (
        await api.put(`${base(organizationId)}/members/${id(userId)}`, {
          json: { role },
          schema: OrganizationEnvelope,
        })
      ).data.d_organization
    },

    /** DELETE /v1/organizations/:id/members/:userId by an admin, then the organisation as it is now. */
    async removeMember(organizationId: string, userId: string): Promise<Organization> {
      await api.delete(`${base(organizationId)}/members/${id(userId)}`)
      return organization(organizationId)
    },

    /** DELETE of one's own membership: leaving; or, for its only member, DELETE of the organisation: closing. */
    async leave(organizationId: string, userId: string, close = false): Promise<void> {
      await api.delete(close ? base(organizationId) : `${base(organizationId)}/members/${id(userId)}`)
    },

    /** POST …/invitations, one email per line; then the whole invitation list as it is now. */
    async invite(
      organizationId: string,
      emails: string,
    ): Promise<{ lines: InviteAnswerLine[]; invitations: Invitation[] }> {
      const answer = await api.post(`${base(organizationId)}/invitations`, {
        json: { emails },
        schema: InviteResponse,
      })
      return { lines: answer.data.d_lines, invitations: await invitations(organizationId) }
    },

    /** DELETE …/invitations/:invitationId, then the invitation list as it is now. */
    async withdrawInvitation(organizationId: string, invitationId: string): Promise<Invitation[]> {
      await api.delete(`${base(organizationId)}/invitations/${id(invitationId)}`)
      return invitations(organizationId)
    },

    /** A member's history (admins), in the admin's own organisation. */
    async memberHistory(userId: string): Promise<MemberHistory> {
      const summary = await ownSummary()
      // Not in an organisation: nobody's history to see, as for a member of another one.
      if (!summary) throw notFound()
      return (
        await api.get(`${base(summary.id)}/members/${id(userId)}/history`, { schema: MemberHistoryResponse })
      ).data
    },

    /** GET /v1/organization_invitations/:token (public). */
    async invitation(token: string): Promise<InvitationView> {
      return (
        await api.get(`/v1/organization_invitations/${id(token)}`, { schema: PublicInvitationEnvelope })
      ).data.d_invitation
    },

    /** POST …/:token/accept, signed in with the invited email. */
    async acceptInvitation(token: string): Promise<Organization> {
      return (
        await api.post(`/v1/organization_invitations/${id(token)}/accept`, { schema: OrganizationEnvelope })
      ).data.d_organization
    },

    /** POST …/:token/reject (public). */
    async rejectInvitation(token: string): Promise<InvitationView> {
      return (
        await api.post(`/v1/organization_invitations/${id(token)}/reject`, {
          schema: PublicInvitationEnvelope,
        })
      ).data.d_invitation
    },

    /**
     * POST /v1/signup with the invitation token: the invited address came through its mailbox, so the
     * account is confirmed, joins the organisation and is signed in at once (the token in the header).
     */
    async signUpWithInvitation({ token, user }: InvitedSignup): Promise<SignedIn> {
      const response = await api.request('/v1/signup', {
        method: 'post',
        json: { user, invitation_token: token },
        schema: UserEnvelope,
      })
      return readSignIn(response)
    },
  }
}

/** The same answer as the server's for an organisation that is not the user's. */
const notFound = () => new ApiError('http', 'not_found', 'Not in an organisation', 404)
