import { z } from 'zod'
import { Email } from './auth'
import { envelope, Id, IsoDateTime, Language } from './common'
import { CreditEntry, CreditPoolKind } from './credits'
import {
  CustomDocument,
  MAX_REQUEST_SECTIONS,
  TemplateRequest,
  TemplateRequestFile,
  TemplateRequestStatus,
} from './templates'

/** An account as support sees it, with its own credit balance. */
export const StaffAccount = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  staff: z.boolean(),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
  email_confirmed: z.boolean(),
  force_password_change: z.boolean(),
  organization: z.object({ id: Id, name: z.string(), role: z.string().nullable() }).nullable(),
  balance: z.number().int(),
  created_at: z.string(),
})
export type StaffAccount = z.infer<typeof StaffAccount>
export const StaffAccountsQuery = z.object({
  /** Part of the email, case ignored. */
  email: z.string().trim().min(1).max(254),
})
export const StaffAccountsResponse = envelope(z.object({ d_accounts: z.array(StaffAccount) }))
export const StaffAccountParams = z.object({ id: z.uuid() })
export const StaffAccountEnvelope = envelope(
  z.object({ d_account: StaffAccount.extend({ ledger: z.array(CreditEntry) }) }),
)

export const StaffOrganization = z.object({
  id: Id,
  name: z.string(),
  balance: z.number().int(),
  member_count: z.number().int(),
  created_at: z.string(),
})
export const StaffOrganizationsQuery = z.object({
  /** Part of the name, case ignored. */
  name: z.string().trim().min(1).max(200),
})
export const StaffOrganizationsResponse = envelope(z.object({ d_organizations: z.array(StaffOrganization) }))
export const StaffOrganizationParams = z.object({ id: z.uuid() })
export const StaffOrganizationEnvelope = envelope(
  z.object({
    d_organization: StaffOrganization.extend({
      members: z.array(
        z.object({ id: Id, name: z.string(), email: z.string(), role: z.string().nullable() }),
      ),
      ledger: z.array(CreditEntry),
    }),
  }),
)

/** Credits granted (positive) or taken back (negative) by support, for one user or one organisation. */
export const StaffCreditsRequest = z
  .object({
    user_id: z.uuid().optional(),
    email: Email.optional(),
    organization_id: z.uuid().optional(),
    amount: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((n) => n !== 0, 'Give a whole number other than 0 (negative to take back)'),
    reason: z.string().trim().min(1).max(500),
  })
  .superRefine((body, ctx) => {
    const named = [body.user_id, body.email, body.organization_id].filter((v) => v !== undefined)
    if (named.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['user_id'],
        message: 'Name exactly one of user_id, email or organization_id',
      })
    }
  })
export const StaffCreditsEnvelope = envelope(
  z.object({
    d_grant: z.object({
      to: z.object({ kind: CreditPoolKind, id: Id, name: z.string() }),
      amount: z.number().int(),
      /** The pool's balance after this grant. */
      balance: z.number().int(),
    }),
  }),
)

export const StaffFlagRequest = z.object({ staff: z.boolean() })
export const DisableAccountRequest = z.object({ reason: z.string().trim().min(1).max(500) })

/** A template request in support's queue: who asked, and a URL for each example file. */
export const StaffTemplateRequest = TemplateRequest.extend({
  requester: z.object({ id: Id, email: z.string(), name: z.string() }),
  organization_name: z.string().nullable(),
  files: z.array(TemplateRequestFile.extend({ url: z.string() })),
})
export const StaffTemplateRequestsQuery = z.object({ status: TemplateRequestStatus.optional() })
export const StaffTemplateRequestsResponse = envelope(
  z.object({ d_template_requests: z.array(StaffTemplateRequest) }),
)
export const StaffTemplateRequestParams = z.object({ id: z.uuid() })
export const StaffTemplateRequestFileParams = z.object({ id: z.uuid(), fileId: z.uuid() })
export const StaffTemplateRequestEnvelope = envelope(z.object({ d_template_request: StaffTemplateRequest }))

/** A section of the custom document support writes; left out, the sections come from the request's. */
export const CustomSectionInput = z.object({
  title: z.string().trim().min(1).max(200),
  instruction: z.string().trim().max(4000).default(''),
  format: z.enum(['bullets', 'prose']).default('prose'),
  abbreviations: z.boolean().default(false),
})
/** The custom document's template: its name (the request's title by default) and its sections. */
export const ApproveTemplateRequest = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  sections: z.array(CustomSectionInput).min(1).max(MAX_REQUEST_SECTIONS).optional(),
})
export type ApproveTemplateRequest = z.input<typeof ApproveTemplateRequest>
export const ApproveTemplateRequestEnvelope = envelope(
  z.object({ d_template_request: TemplateRequest, d_custom_document: CustomDocument }),
)
/** A template to try before approving: the document generated from the console's sample consultation. */
export const TemplatePreviewRequest = z.object({
  name: z.string().trim().min(1).max(120),
  sections: z.array(CustomSectionInput).min(1).max(MAX_REQUEST_SECTIONS),
  /** The sample consultation's language, and the note's. */
  language: Language,
})
export type TemplatePreviewRequest = z.input<typeof TemplatePreviewRequest>
export const TemplatePreviewEnvelope = envelope(
  z.object({
    d_preview: z.object({
      language: Language,
      /** The sample consultation the note was written from. */
      transcript: z.string(),
      /** The whole note: one `## Title` heading per section, in the template's order. */
      markdown: z.string(),
      sections: z.array(
        z.object({ key: z.string(), title: z.string(), content: z.string(), empty: z.boolean() }),
      ),
    }),
  }),
)
export type TemplatePreview = z.infer<typeof TemplatePreviewEnvelope>['data']['d_preview']
export const DeclineTemplateRequest = z.object({ reason: z.string().trim().min(1).max(2000) })

/** An announcement's title and body in one language. */
const AnnouncementText = z.object({ title: z.string().max(120), body: z.string().max(1000) })
/** A new announcement: Portuguese required, the other languages optional; shown from now until removed by default. */
export const StaffAnnouncementRequest = z.object({
  texts: z.object({
    pt: AnnouncementText,
    en: AnnouncementText.optional(),
    de: AnnouncementText.optional(),
    es: AnnouncementText.optional(),
  }),
  starts_at: IsoDateTime.optional(),
  ends_at: IsoDateTime.nullable().optional(),
})
export type StaffAnnouncementRequest = z.input<typeof StaffAnnouncementRequest>
/** An announcement as support sees it: every language written, its window, and where it stands now. */
export const StaffAnnouncement = z.object({
  id: Id,
  texts: z.object({
    pt: AnnouncementText,
    en: AnnouncementText.optional(),
    de: AnnouncementText.optional(),
    es: AnnouncementText.optional(),
  }),
  starts_at: IsoDateTime,
  ends_at: IsoDateTime.nullable(),
  state: z.enum(['shown', 'scheduled', 'ended']),
  created_at: IsoDateTime,
})
export type StaffAnnouncement = z.infer<typeof StaffAnnouncement>
export const StaffAnnouncementsResponse = envelope(z.object({ d_announcements: z.array(StaffAnnouncement) }))
export const StaffAnnouncementEnvelope = envelope(z.object({ d_announcement: StaffAnnouncement }))
export const StaffAnnouncementParams = z.object({ id: z.uuid() })

/** A browser error report as support reads it. */
export const StaffErrorReport = z.object({
  id: Id,
  received_at: IsoDateTime,
  occurred_at: z.string(),
  environment: z.string(),
  /** The release the browser ran. */
  code_version: z.string(),
  level: z.string(),
  source: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  /** The page's address: its path is the route. */
  url: z.string().nullable(),
  user_agent: z.string().nullable(),
  client_version: z.string().nullable(),
  telemetry: z.unknown(),
  truncated: z.boolean(),
})
export const StaffErrorReportsQuery = z.object({
  /** Part of the page's address, case ignored. */
  route: z.string().trim().min(1).max(500).optional(),
  /** The exact release (code_version). */
  release: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
export const StaffErrorReportsResponse = envelope(
  z.object({ d_error_reports: z.array(StaffErrorReport.omit({ telemetry: true, stack: true })) }),
)
export const StaffErrorReportParams = z.object({ id: z.uuid() })
export const StaffErrorReportEnvelope = envelope(z.object({ d_error_report: StaffErrorReport }))
export const StaffErrorReportsPurgeEnvelope = envelope(
  z.object({
    d_purge: z.object({ deleted: z.number().int(), retention_days: z.number().int(), before: IsoDateTime }),
  }),
)

export const AuditEntry = z.object({
  id: Id,
  at: z.string(),
  actor: z.object({ id: Id.nullable(), label: z.string() }),
  /** api: a staff route; cli: npm run admin. */
  via: z.enum(['api', 'cli']),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
})
export type AuditEntry = z.infer<typeof AuditEntry>
export const AuditQuery = z.object({
  action: z.string().trim().min(1).max(100).optional(),
  target_id: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
})
export const AuditResponse = envelope(z.object({ d_audit: z.array(AuditEntry) }))
