import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { authOf } from '../../auth/authenticate'
import type { Config } from '../../config'
import { contractRoutes } from '../../http/route'
import * as organizations from './service'

export const organizationRoutes: FastifyPluginAsyncZod<
  organizations.OrganizationsDeps & { config: Pick<Config, 'appUrl' | 'invitationDays'> }
> = async (app, deps) => {
  const route = contractRoutes(app)
  const user = (request: FastifyRequest) => authOf(request).user
  const envelope = (organization: Awaited<ReturnType<typeof organizations.get>>) => ({
    d_organization: organization,
  })

  route(api.organizations, async (request) => ({
    d_organizations: await organizations.listOwn(deps.db, user(request)),
  }))
  route(api.createOrganization, async (request) =>
    envelope(await organizations.create(deps, user(request), request.body.organization.name)),
  )
  route(api.getOrganization, async (request) =>
    envelope(await organizations.get(deps, user(request), request.params.id)),
  )
  route(api.renameOrganization, async (request) =>
    envelope(
      await organizations.rename(deps, user(request), request.params.id, request.body.organization.name),
    ),
  )
  route(api.changeMemberRole, async (request) => {
    const { id, userId } = request.params
    return envelope(await organizations.changeRole(deps, user(request), id, userId, request.body.role))
  })
  route(api.closeOrganization, (request) => organizations.close(deps, user(request), request.params.id))
  route(api.removeMember, (request) =>
    organizations.removeMember(deps, user(request), request.params.id, request.params.userId),
  )
  route(api.memberHistory, (request) =>
    organizations.memberHistory(deps, user(request), request.params.id, request.params.userId),
  )

  route(api.invite, async (request) => {
    const result = await organizations.invite(deps, user(request), request.params.id, request.body.emails)
    return { d_lines: result.lines, d_invitations: result.invitations }
  })
  route(api.listInvitations, async (request) => ({
    d_invitations: await organizations.listInvitations(deps, user(request), request.params.id),
  }))
  route(api.revokeInvitation, (request) =>
    organizations.revokeInvitation(deps, user(request), request.params.id, request.params.invitationId),
  )
  route(api.getInvitation, async (request) => ({
    d_invitation: await organizations.publicInvitation(deps, request.params.token),
  }))
  route(api.acceptInvitation, async (request) =>
    envelope(await organizations.accept(deps, user(request), request.params.token)),
  )
  route(api.rejectInvitation, async (request) => ({
    d_invitation: await organizations.reject(deps, request.params.token),
  }))
}
