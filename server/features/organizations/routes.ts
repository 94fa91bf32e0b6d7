import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { authOf } from '../../auth/authenticate'
import type { Config } from '../../config'
import { creditsView } from '../credits/service'
import * as organizations from './service'
import { findOrganization } from './store'

export const organizationRoutes: FastifyPluginAsyncZod<
  organizations.OrganizationsDeps & { config: Pick<Config, 'appUrl' | 'invitationDays' | 'credits'> }
> = async (app, deps) => {
  const config = { auth: true }
  const envelope = (organization: Awaited<ReturnType<typeof organizations.get>>) => ({
    data: { d_organization: organization },
  })

  app.get(
    api.organizations.path,
    { config, schema: { response: { 200: api.organizations.response } } },
    async (request) => ({
      data: { d_organizations: await organizations.listOwn(deps.db, authOf(request).user) },
    }),
  )

  app.post(
    api.createOrganization.path,
    {
      config,
      schema: { body: api.createOrganization.body, response: { 201: api.createOrganization.response } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          envelope(await organizations.create(deps, authOf(request).user, request.body.organization.name)),
        ),
  )

  app.get(
    api.getOrganization.path,
    {
      config,
      schema: { params: api.getOrganization.params, response: { 200: api.getOrganization.response } },
    },
    async (request) => envelope(await organizations.get(deps, authOf(request).user, request.params.id)),
  )

  app.put(
    api.renameOrganization.path,
    {
      config,
      schema: {
        params: api.renameOrganization.params,
        body: api.renameOrganization.body,
        response: { 200: api.renameOrganization.response },
      },
    },
    async (request) =>
      envelope(
        await organizations.rename(
          deps,
          authOf(request).user,
          request.params.id,
          request.body.organization.name,
        ),
      ),
  )

  app.put(
    api.changeMemberRole.path,
    {
      config,
      schema: {
        params: api.changeMemberRole.params,
        body: api.changeMemberRole.body,
        response: { 200: api.changeMemberRole.response },
      },
    },
    async (request) =>
      envelope(
        await organizations.changeRole(
          deps,
          authOf(request).user,
          request.params.id,
          request.params.userId,
          request.body.role,
        ),
      ),
  )

  app.delete(
    api.closeOrganization.path,
    {
      config,
      schema: { params: api.closeOrganization.params, response: { 200: api.closeOrganization.response } },
    },
    async (request) => ({
      data: await organizations.close(deps, authOf(request).user, request.params.id),
    }),
  )

  app.delete(
    api.removeMember.path,
    { config, schema: { params: api.removeMember.params } },
    async (request, reply) => {
      await organizations.removeMember(deps, authOf(request).user, request.params.id, request.params.userId)
      return reply.status(204).send()
    },
  )

  app.get(
    api.memberHistory.path,
    { config, schema: { params: api.memberHistory.params, response: { 200: api.memberHistory.response } } },
    async (request) => ({
      data: await organizations.memberHistory(
        deps,
        authOf(request).user,
        request.params.id,
        request.params.userId,
      ),
    }),
  )

  app.post(
    api.invite.path,
    {
      config,
      schema: { params: api.invite.params, body: api.invite.body, response: { 201: api.invite.response } },
    },
    async (request, reply) => {
      const result = await organizations.invite(
        deps,
        authOf(request).user,
        request.params.id,
        request.body.emails,
      )
      return reply.status(201).send({ data: { d_lines: result.lines, d_invitations: result.invitations } })
    },
  )

  app.get(
    api.listInvitations.path,
    {
      config,
      schema: { params: api.listInvitations.params, response: { 200: api.listInvitations.response } },
    },
    async (request) => ({
      data: {
        d_invitations: await organizations.listInvitations(deps, authOf(request).user, request.params.id),
      },
    }),
  )

  app.delete(
    api.revokeInvitation.path,
    { config, schema: { params: api.revokeInvitation.params } },
    async (request, reply) => {
      await organizations.revokeInvitation(
        deps,
        authOf(request).user,
        request.params.id,
        request.params.invitationId,
      )
      return reply.status(204).send()
    },
  )

  app.get(
    api.getInvitation.path,
    { schema: { params: api.getInvitation.params, response: { 200: api.getInvitation.response } } },
    async (request) => ({
      data: { d_invitation: await organizations.publicInvitation(deps, request.params.token) },
    }),
  )

  app.post(
    api.acceptInvitation.path,
    {
      config,
      schema: { params: api.acceptInvitation.params, response: { 200: api.acceptInvitation.response } },
    },
    async (request) => envelope(await organizations.accept(deps, authOf(request).user, request.params.token)),
  )

  app.post(
    api.rejectInvitation.path,
    { schema: { params: api.rejectInvitation.params, response: { 200: api.rejectInvitation.response } } },
    async (request) => ({ data: { d_invitation: await organizations.reject(deps, request.params.token) } }),
  )

  app.get(
    api.credits.path,
    { config, schema: { response: { 200: api.credits.response } } },
    async (request) => {
      const { user } = authOf(request)
      const organization = user.organizationId
        ? await findOrganization(deps.db, user.organizationId)
        : undefined
      return {
        data: {
          d_pools: await creditsView(
            deps.db,
            user,
            organization?.name ?? null,
            deps.config.credits.perDocument,
          ),
          credits_per_document: deps.config.credits.perDocument,
          support_contact: deps.config.credits.supportContact,
        },
      }
    },
  )
}
