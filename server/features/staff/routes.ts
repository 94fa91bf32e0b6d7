import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { authOf } from '../../auth/authenticate'
import { sendUploadedFile } from '../../http/download'
import { contractRoutes } from '../../http/route'
import * as staff from './service'

const actor = (request: FastifyRequest) => staff.staffActor(authOf(request).user)

/** Support's console API under /v1/staff: every route for staff only, every action audited by its service. */
export const staffRoutes: FastifyPluginAsyncZod<staff.StaffDeps> = async (app, deps) => {
  // After authentication (onRequest) and before the body is read: a clinician learns nothing but 403.
  app.addHook('preValidation', async (request) => staff.requireStaff(authOf(request).user))
  const route = contractRoutes(app)
  const account = async (d: ReturnType<typeof staff.account>) => ({ d_account: await d })

  route(api.staffTemplateRequests, async (request) => ({
    d_template_requests: (await staff.templateRequestQueue(deps.db, request.query.status)).map(
      staff.staffRequestDto,
    ),
  }))
  route(api.staffTemplateRequest, async (request) => ({
    d_template_request: await staff.templateRequest(deps.db, request.params.id),
  }))
  route(api.staffTemplateRequestFile, async (request, reply) =>
    sendUploadedFile(reply, await staff.templateRequestFile(deps, request.params.id, request.params.fileId)),
  )
  route(api.staffApproveTemplateRequest, async (request) => {
    const decided = await staff.approveTemplateRequest(deps, actor(request), request.params.id, request.body)
    return { d_template_request: decided.request, d_custom_document: decided.document }
  })
  route(api.staffDeclineTemplateRequest, async (request) => ({
    d_template_request: await staff.declineTemplateRequest(
      deps,
      actor(request),
      request.params.id,
      request.body.reason,
    ),
  }))
  route(api.staffTemplatePreview, async (request) => ({ d_preview: staff.templatePreview(request.body) }))

  route(api.staffAccounts, async (request) => ({
    d_accounts: await staff.findAccounts(deps.db, request.query.email),
  }))
  route(api.staffAccount, (request) => account(staff.account(deps.db, request.params.id)))
  route(api.staffSetStaff, (request) =>
    account(staff.setStaff(deps, actor(request), request.params.id, request.body.staff)),
  )
  route(api.staffResendConfirmation, (request) =>
    account(staff.resendConfirmation(deps, actor(request), request.params.id)),
  )
  route(api.staffForcePasswordChange, (request) =>
    account(staff.forcePasswordChange(deps, actor(request), request.params.id)),
  )
  route(api.staffDisableAccount, (request) =>
    account(staff.disableAccount(deps, actor(request), request.params.id, request.body.reason)),
  )
  route(api.staffEnableAccount, (request) =>
    account(staff.enableAccount(deps, actor(request), request.params.id)),
  )

  route(api.staffOrganizations, async (request) => ({
    d_organizations: await staff.findOrganizations(deps.db, request.query.name),
  }))
  route(api.staffOrganization, async (request) => ({
    d_organization: await staff.organization(deps.db, request.params.id),
  }))
  route(api.staffCredits, async (request) => ({
    d_grant: await staff.grantCredits(deps, actor(request), request.body),
  }))

  route(api.staffAnnouncements, async () => ({ d_announcements: await staff.staffAnnouncements(deps.db) }))
  route(api.staffCreateAnnouncement, async (request) => ({
    d_announcement: await staff.createAnnouncement(deps, actor(request), request.body),
  }))
  route(api.staffRemoveAnnouncement, (request) =>
    staff.removeAnnouncement(deps, actor(request), request.params.id),
  )

  route(api.staffErrorReports, async (request) => ({
    d_error_reports: await staff.errorReports(deps.db, request.query),
  }))
  route(api.staffPurgeErrorReports, async (request) => ({
    d_purge: await staff.purgeErrorReports(deps, actor(request)),
  }))
  route(api.staffErrorReport, async (request) => ({
    d_error_report: await staff.errorReport(deps.db, request.params.id),
  }))

  route(api.staffAudit, async (request) => ({ d_audit: await staff.auditLog(deps.db, request.query) }))
}
