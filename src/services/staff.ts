import type { z } from 'zod'
import {
  type ApproveTemplateRequest,
  ApproveTemplateRequestEnvelope,
  type AuditEntry,
  AuditResponse,
  StaffAccountEnvelope,
  StaffAccountsResponse,
  type StaffAnnouncement,
  StaffAnnouncementEnvelope,
  type StaffAnnouncementRequest,
  StaffAnnouncementsResponse,
  StaffCreditsEnvelope,
  StaffErrorReportEnvelope,
  StaffErrorReportsPurgeEnvelope,
  StaffErrorReportsResponse,
  StaffOrganizationEnvelope,
  StaffOrganizationsResponse,
  StaffTemplateRequestEnvelope,
  StaffTemplateRequestsResponse,
  type TemplatePreview,
  TemplatePreviewEnvelope,
  type TemplatePreviewRequest,
} from '../../contract/staff'
import type { TemplateRequestStatus } from '../../contract/templates'
import type { Api } from './api'

/** A template request in support's queue, with the URL of each example file. */
export type StaffTemplateRequest = z.infer<typeof StaffTemplateRequestEnvelope>['data']['d_template_request']
/** An account as support sees it, with its balance and ledger. */
export type StaffAccountDetail = z.infer<typeof StaffAccountEnvelope>['data']['d_account']
export type StaffAccountSummary = z.infer<typeof StaffAccountsResponse>['data']['d_accounts'][number]
export type StaffOrganizationDetail = z.infer<typeof StaffOrganizationEnvelope>['data']['d_organization']
export type StaffOrganizationSummary = z.infer<
  typeof StaffOrganizationsResponse
>['data']['d_organizations'][number]
export type StaffGrant = z.infer<typeof StaffCreditsEnvelope>['data']['d_grant']
/** A browser error report in support's list (no stack, no telemetry), and one read in full. */
export type StaffErrorReportSummary = z.infer<
  typeof StaffErrorReportsResponse
>['data']['d_error_reports'][number]
export type StaffErrorReport = z.infer<typeof StaffErrorReportEnvelope>['data']['d_error_report']
export type ErrorReportsPurge = z.infer<typeof StaffErrorReportsPurgeEnvelope>['data']['d_purge']
/** What the error reports list is narrowed to: part of the page's address, the exact release. */
export type ErrorReportFilters = { route: string; release: string }
export type ApprovedRequest = z.infer<typeof ApproveTemplateRequestEnvelope>['data']

/** Who credits go to: one account or one organisation. */
export type CreditTarget = { kind: 'user' | 'organization'; id: string }

/** What support may do to an account from the people section. */
export type AccountCommand =
  | { kind: 'resend_confirmation' }
  | { kind: 'force_password_change' }
  | { kind: 'disable'; reason: string }
  | { kind: 'enable' }
  | { kind: 'make_staff' }
  | { kind: 'remove_staff' }

export type Staff = ReturnType<typeof createStaff>

const id = (value: string) => encodeURIComponent(value)

/** Support's console calls (/v1/staff), parsed with the contract. */
export function createStaff(api: Api) {
  return {
    /** GET /v1/staff/template_requests: pending first, oldest first; all statuses unless one is named. */
    async templateRequests(status: TemplateRequestStatus | null): Promise<StaffTemplateRequest[]> {
      return (
        await api.get('/v1/staff/template_requests', {
          searchParams: status ? { status } : {},
          schema: StaffTemplateRequestsResponse,
        })
      ).data.d_template_requests
    },

    /** GET /v1/staff/template_requests/:id. */
    async templateRequest(requestId: string): Promise<StaffTemplateRequest> {
      return (
        await api.get(`/v1/staff/template_requests/${id(requestId)}`, {
          schema: StaffTemplateRequestEnvelope,
        })
      ).data.d_template_request
    },

    /** An example file's bytes with their content type, from the URL the request carries (staff route). */
    async file(url: string): Promise<Blob> {
      return api.get<Blob>(url, { responseType: 'blob' })
    },

    /** POST /v1/staff/template_preview: the document the template writes from the sample consultation. */
    async preview(body: TemplatePreviewRequest): Promise<TemplatePreview> {
      return (await api.post('/v1/staff/template_preview', { json: body, schema: TemplatePreviewEnvelope }))
        .data.d_preview
    },

    /** POST /v1/staff/template_requests/:id/approve: makes the custom document. */
    async approve(requestId: string, body: ApproveTemplateRequest): Promise<ApprovedRequest> {
      return (
        await api.post(`/v1/staff/template_requests/${id(requestId)}/approve`, {
          json: body,
          schema: ApproveTemplateRequestEnvelope,
        })
      ).data
    },

    /** POST /v1/staff/template_requests/:id/decline with the reason the clinician sees. */
    async decline(requestId: string, reason: string): Promise<StaffTemplateRequest> {
      return (
        await api.post(`/v1/staff/template_requests/${id(requestId)}/decline`, {
          json: { reason },
          schema: StaffTemplateRequestEnvelope,
        })
      ).data.d_template_request
    },

    /** GET /v1/staff/accounts?email=: accounts whose email contains the text. */
    async findAccounts(email: string): Promise<StaffAccountSummary[]> {
      return (
        await api.get('/v1/staff/accounts', {
          searchParams: { email: email.trim() },
          schema: StaffAccountsResponse,
        })
      ).data.d_accounts
    },

    /** GET /v1/staff/accounts/:id with its balance and ledger. */
    async account(accountId: string): Promise<StaffAccountDetail> {
      return (await api.get(`/v1/staff/accounts/${id(accountId)}`, { schema: StaffAccountEnvelope })).data
        .d_account
    },

    /** GET /v1/staff/organizations?name=. */
    async findOrganizations(name: string): Promise<StaffOrganizationSummary[]> {
      return (
        await api.get('/v1/staff/organizations', {
          searchParams: { name: name.trim() },
          schema: StaffOrganizationsResponse,
        })
      ).data.d_organizations
    },

    /** GET /v1/staff/organizations/:id with its members, balance and ledger. */
    async organization(organizationId: string): Promise<StaffOrganizationDetail> {
      return (
        await api.get(`/v1/staff/organizations/${id(organizationId)}`, { schema: StaffOrganizationEnvelope })
      ).data.d_organization
    },

    /** POST /v1/staff/credits: grants (positive) or takes back (negative) credits, with the reason. */
    async grant(target: CreditTarget, amount: number, reason: string): Promise<StaffGrant> {
      const to = target.kind === 'user' ? { user_id: target.id } : { organization_id: target.id }
      return (
        await api.post('/v1/staff/credits', { json: { ...to, amount, reason }, schema: StaffCreditsEnvelope })
      ).data.d_grant
    },

    /** One of the people section's commands on an account; answers the account as it is afterwards. */
    async command(accountId: string, command: AccountCommand): Promise<StaffAccountDetail> {
      if (command.kind === 'make_staff' || command.kind === 'remove_staff') {
        const path = `/v1/staff/accounts/${id(accountId)}/staff`
        const json = { staff: command.kind === 'make_staff' }
        return (await api.put(path, { json, schema: StaffAccountEnvelope })).data.d_account
      }
      const path = `/v1/staff/accounts/${id(accountId)}/${command.kind}`
      const json = command.kind === 'disable' ? { reason: command.reason } : undefined
      return (await api.post(path, { json, schema: StaffAccountEnvelope })).data.d_account
    },

    /** GET /v1/staff/audit: newest first. */
    async audit(limit = 200): Promise<AuditEntry[]> {
      return (await api.get('/v1/staff/audit', { searchParams: { limit }, schema: AuditResponse })).data
        .d_audit
    },

    /** GET /v1/staff/announcements: every announcement, newest first, with where it stands. */
    async announcements(): Promise<StaffAnnouncement[]> {
      return (await api.get('/v1/staff/announcements', { schema: StaffAnnouncementsResponse })).data
        .d_announcements
    },

    /** POST /v1/staff/announcements. */
    async createAnnouncement(body: StaffAnnouncementRequest): Promise<StaffAnnouncement> {
      return (await api.post('/v1/staff/announcements', { json: body, schema: StaffAnnouncementEnvelope }))
        .data.d_announcement
    },

    /** DELETE /v1/staff/announcements/:id: gone from every home at once. */
    async removeAnnouncement(announcementId: string): Promise<void> {
      await api.delete(`/v1/staff/announcements/${id(announcementId)}`)
    },

    /** GET /v1/staff/error_reports?route=&release=&limit=: the newest `limit`; a blank filter is left out. */
    async errorReports(filters: ErrorReportFilters, limit = 100): Promise<StaffErrorReportSummary[]> {
      const searchParams: Record<string, string | number> = { limit }
      if (filters.route.trim()) searchParams.route = filters.route.trim()
      if (filters.release.trim()) searchParams.release = filters.release.trim()
      return (await api.get('/v1/staff/error_reports', { searchParams, schema: StaffErrorReportsResponse }))
        .data.d_error_reports
    },

    /** GET /v1/staff/error_reports/:id with its stack and telemetry. */
    async errorReport(reportId: string): Promise<StaffErrorReport> {
      return (await api.get(`/v1/staff/error_reports/${id(reportId)}`, { schema: StaffErrorReportEnvelope }))
        .data.d_error_report
    },

    /** POST /v1/staff/error_reports/purge: deletes the reports past their retention now. */
    async purgeErrorReports(): Promise<ErrorReportsPurge> {
      return (await api.post('/v1/staff/error_reports/purge', { schema: StaffErrorReportsPurgeEnvelope }))
        .data.d_purge
    },
  }
}
