import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { authOf } from '../../auth/authenticate'
import { sendUploadedFile } from '../../http/download'
import * as staff from './service'

const actor = (request: FastifyRequest) => staff.staffActor(authOf(request).user)

/** Support's console API under /v1/staff: every route for staff only, every action audited by its service. */
export const staffRoutes: FastifyPluginAsyncZod<staff.StaffDeps> = async (app, deps) => {
  const config = { auth: true }
  // After authentication (onRequest) and before the body is read: a clinician learns nothing but 403.
  app.addHook('preValidation', async (request) => staff.requireStaff(authOf(request).user))
  const account = (d: Awaited<ReturnType<typeof staff.account>>) => ({ data: { d_account: d } })

  app.get(
    api.staffTemplateRequests.path,
    {
      config,
      schema: {
        querystring: api.staffTemplateRequests.querystring,
        response: { 200: api.staffTemplateRequests.response },
      },
    },
    async (request) => ({
      data: {
        d_template_requests: (await staff.templateRequestQueue(deps.db, request.query.status)).map(
          staff.staffRequestDto,
        ),
      },
    }),
  )
  app.get(
    api.staffTemplateRequest.path,
    {
      config,
      schema: {
        params: api.staffTemplateRequest.params,
        response: { 200: api.staffTemplateRequest.response },
      },
    },
    async (request) => ({
      data: { d_template_request: await staff.templateRequest(deps.db, request.params.id) },
    }),
  )
  app.get(
    api.staffTemplateRequestFile.path,
    { config, schema: { params: api.staffTemplateRequestFile.params } },
    async (request, reply) => {
      const file = await staff.templateRequestFile(deps, request.params.id, request.params.fileId)
      return sendUploadedFile(reply, file)
    },
  )
  app.post(
    api.staffApproveTemplateRequest.path,
    {
      config,
      schema: {
        params: api.staffApproveTemplateRequest.params,
        body: api.staffApproveTemplateRequest.body,
        response: { 200: api.staffApproveTemplateRequest.response },
      },
    },
    async (request) => {
      const { request: decided, document } = await staff.approveTemplateRequest(
        deps,
        actor(request),
        request.params.id,
        request.body,
      )
      return { data: { d_template_request: decided, d_custom_document: document } }
    },
  )
  app.post(
    api.staffDeclineTemplateRequest.path,
    {
      config,
      schema: {
        params: api.staffDeclineTemplateRequest.params,
        body: api.staffDeclineTemplateRequest.body,
        response: { 200: api.staffDeclineTemplateRequest.response },
      },
    },
    async (request) => ({
      data: {
        d_template_request: await staff.declineTemplateRequest(
          deps,
          actor(request),
          request.params.id,
          request.body.reason,
        ),
      },
    }),
  )
  app.post(
    api.staffTemplatePreview.path,
    {
      config,
      schema: { body: api.staffTemplatePreview.body, response: { 200: api.staffTemplatePreview.response } },
    },
    async (request) => ({ data: { d_preview: staff.templatePreview(request.body) } }),
  )

  app.get(
    api.staffAccounts.path,
    {
      config,
      schema: { querystring: api.staffAccounts.querystring, response: { 200: api.staffAccounts.response } },
    },
    async (request) => ({ data: { d_accounts: await staff.findAccounts(deps.db, request.query.email) } }),
  )
  app.get(
    api.staffAccount.path,
    { config, schema: { params: api.staffAccount.params, response: { 200: api.staffAccount.response } } },
    async (request) => account(await staff.account(deps.db, request.params.id)),
  )
  app.put(
    api.staffSetStaff.path,
    {
      config,
      schema: {
        params: api.staffSetStaff.params,
        body: api.staffSetStaff.body,
        response: { 200: api.staffSetStaff.response },
      },
    },
    async (request) =>
      account(await staff.setStaff(deps, actor(request), request.params.id, request.body.staff)),
  )
  app.post(
    api.staffResendConfirmation.path,
    {
      config,
      schema: {
        params: api.staffResendConfirmation.params,
        response: { 200: api.staffResendConfirmation.response },
      },
    },
    async (request) => account(await staff.resendConfirmation(deps, actor(request), request.params.id)),
  )
  app.post(
    api.staffForcePasswordChange.path,
    {
      config,
      schema: {
        params: api.staffForcePasswordChange.params,
        response: { 200: api.staffForcePasswordChange.response },
      },
    },
    async (request) => account(await staff.forcePasswordChange(deps, actor(request), request.params.id)),
  )
  app.post(
    api.staffDisableAccount.path,
    {
      config,
      schema: {
        params: api.staffDisableAccount.params,
        body: api.staffDisableAccount.body,
        response: { 200: api.staffDisableAccount.response },
      },
    },
    async (request) =>
      account(await staff.disableAccount(deps, actor(request), request.params.id, request.body.reason)),
  )
  app.post(
    api.staffEnableAccount.path,
    {
      config,
      schema: { params: api.staffEnableAccount.params, response: { 200: api.staffEnableAccount.response } },
    },
    async (request) => account(await staff.enableAccount(deps, actor(request), request.params.id)),
  )

  app.get(
    api.staffOrganizations.path,
    {
      config,
      schema: {
        querystring: api.staffOrganizations.querystring,
        response: { 200: api.staffOrganizations.response },
      },
    },
    async (request) => ({
      data: { d_organizations: await staff.findOrganizations(deps.db, request.query.name) },
    }),
  )
  app.get(
    api.staffOrganization.path,
    {
      config,
      schema: { params: api.staffOrganization.params, response: { 200: api.staffOrganization.response } },
    },
    async (request) => ({ data: { d_organization: await staff.organization(deps.db, request.params.id) } }),
  )
  app.post(
    api.staffCredits.path,
    { config, schema: { body: api.staffCredits.body, response: { 200: api.staffCredits.response } } },
    async (request) => ({ data: { d_grant: await staff.grantCredits(deps, actor(request), request.body) } }),
  )

  app.get(
    api.staffAnnouncements.path,
    { config, schema: { response: { 200: api.staffAnnouncements.response } } },
    async () => ({ data: { d_announcements: await staff.staffAnnouncements(deps.db) } }),
  )
  app.post(
    api.staffCreateAnnouncement.path,
    {
      config,
      schema: {
        body: api.staffCreateAnnouncement.body,
        response: { 201: api.staffCreateAnnouncement.response },
      },
    },
    async (request, reply) => {
      const created = await staff.createAnnouncement(deps, actor(request), request.body)
      return reply.status(201).send({ data: { d_announcement: created } })
    },
  )
  app.delete(
    api.staffRemoveAnnouncement.path,
    { config, schema: { params: api.staffRemoveAnnouncement.params } },
    async (request, reply) => {
      await staff.removeAnnouncement(deps, actor(request), request.params.id)
      return reply.status(204).send()
    },
  )

  app.get(
    api.staffErrorReports.path,
    {
      config,
      schema: {
        querystring: api.staffErrorReports.querystring,
        response: { 200: api.staffErrorReports.response },
      },
    },
    async (request) => ({ data: { d_error_reports: await staff.errorReports(deps.db, request.query) } }),
  )
  app.post(
    api.staffPurgeErrorReports.path,
    { config, schema: { response: { 200: api.staffPurgeErrorReports.response } } },
    async (request) => ({ data: { d_purge: await staff.purgeErrorReports(deps, actor(request)) } }),
  )
  app.get(
    api.staffErrorReport.path,
    {
      config,
      schema: { params: api.staffErrorReport.params, response: { 200: api.staffErrorReport.response } },
    },
    async (request) => ({ data: { d_error_report: await staff.errorReport(deps.db, request.params.id) } }),
  )

  app.get(
    api.staffAudit.path,
    {
      config,
      schema: { querystring: api.staffAudit.querystring, response: { 200: api.staffAudit.response } },
    },
    async (request) => ({ data: { d_audit: await staff.auditLog(deps.db, request.query) } }),
  )
}
