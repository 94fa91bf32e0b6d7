import { userInfo } from 'node:os'
import type { z } from 'zod'
import type {
  ApproveTemplateRequest,
  AuditEntry,
  AuditQuery,
  StaffAccount,
  StaffAnnouncementRequest,
  StaffCreditsRequest,
  StaffErrorReportsQuery,
  TemplatePreview,
  TemplatePreviewRequest,
} from '../../../contract/staff'
import type { TemplateRequestStatus } from '../../../contract/templates'
import type { Config } from '../../config'
import type { Db } from '../../db/connect'
import type { UserRow } from '../../db/schema'
import { generateNote } from '../../engines/generation/extractive/engine'
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors'
import { isUuid } from '../../http/ids'
import type { EnqueueMail, MailJob } from '../../mail/jobs'
import type { Mailer } from '../../mail/mailer'
import { renderTemplateDecisionMail } from '../../mail/templates'
import type { BlobStore } from '../../storage/blobs'
import { createConfirmedUser, sendConfirmationMail, toUserDto } from '../accounts/service'
import * as accounts from '../accounts/store'
import * as announcements from '../announcements/service'
import { withKeys } from '../catalogue/service'
import { grantBySupport, poolForSupport } from '../credits/service'
import { ERROR_REPORT_RETENTION_DAYS, purgeOldErrorReports } from '../error-reports/service'
import * as errorReportsStore from '../error-reports/store'
import * as organizations from '../organizations/store'
import * as templates from '../templates/service'
import { SAMPLE_CONSULTATIONS } from './sample-consultations'
import * as store from './store'

export interface StaffDeps {
  db: Db
  config: Config
  /** Mails go out from a job (the admin command line, with no worker, sends them itself). */
  enqueueMail: EnqueueMail
  blobs: BlobStore
}

/** Who does a staff action: a staff user through the routes, or the admin command line on the server's machine. */
export interface Actor {
  userId: string | null
  label: string
  via: 'api' | 'cli'
}

export const staffActor = (user: UserRow): Actor => ({
  userId: user.id,
  label: user.email,
  via: 'api',
})
export const cliActor = (): Actor => {
  let who = 'unknown user'
  try {
    who = userInfo().username
  } catch {}
  return { userId: null, label: `admin CLI (${who})`, via: 'cli' }
}

/** The staff routes are for staff only; the check every one of them passes first. */
export function requireStaff(user: UserRow) {
  if (!user.isStaff) throw forbidden('Only Escriba staff may use the support tools')
}

type Target = { type: 'user' | 'organization' | 'template_request'; id: string } | null

/** Writes what support did to the audit log. */
export async function audit(
  db: Db,
  actor: Actor,
  action: string,
  target: Target,
  details: Record<string, unknown> = {},
) {
  await store.insertAudit(db, {
    actorId: actor.userId,
    actorLabel: actor.label,
    via: actor.via,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    details,
  })
}

export async function auditLog(db: Db, query: z.output<typeof AuditQuery>): Promise<AuditEntry[]> {
  const rows = await store.listAudit(db, {
    action: query.action,
    targetId: query.target_id,
    limit: query.limit,
  })
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, label: row.actorLabel },
    via: row.via === 'cli' ? 'cli' : 'api',
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    details: row.details,
  }))
}

// Template requests

type QueueItem = Awaited<ReturnType<typeof templates.requestsForSupport>>[number]

const fileUrl = (requestId: string, fileId: string) =>
  `/v1/staff/template_requests/${requestId}/files/${fileId}`

/** A request as the staff routes answer it: each example file with the URL staff open it at. */
export function staffRequestDto({ file_keys: _keys, ...request }: QueueItem) {
  return { ...request, files: request.files.map((f) => ({ ...f, url: fileUrl(request.id, f.id) })) }
}

/** Support's queue: pending requests first, each group oldest first (with each file's blob key). */
export async function templateRequestQueue(db: Db, status?: TemplateRequestStatus) {
  const requests = await templates.requestsForSupport(db, organizations.organizationNamesOf, status)
  const pending = requests.filter((r) => r.status === 'pending')
  return [...pending, ...requests.filter((r) => r.status !== 'pending')]
}

export async function templateRequest(db: Db, id: string) {
  return staffRequestDto(await templates.requestForSupport(db, organizations.organizationNamesOf, id))
}

export const templateRequestFile = (deps: StaffDeps, id: string, fileId: string) =>
  templates.requestFileForSupport(deps, id, fileId)

/**
 * Tells the requester by mail; the app shows the decision in their requests (Settings → custom documents).
 * The decision is already kept, so a mail that cannot be queued is recorded in the audit rather than undoing it.
 */
async function mailDecision(
  deps: StaffDeps,
  requesterId: string,
  decision: { approved: boolean; title: string; reason?: string },
) {
  try {
    await deps.enqueueMail({ kind: 'template_decision', requesterId, ...decision })
    return 'queued'
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`
  }
}

/**
 * Mails the requester support's decision on their request and audits it, with `details`, the requester and
 * whether the mail was queued.
 */
async function recordDecision(
  deps: StaffDeps,
  actor: Actor,
  requester: { id: string; email: string },
  request: { id: string; title: string },
  decision: { approved: boolean; reason?: string },
  details: Record<string, unknown>,
) {
  const mail = await mailDecision(deps, requester.id, { ...decision, title: request.title })
  await audit(
    deps.db,
    actor,
    decision.approved ? 'template_request.approve' : 'template_request.decline',
    { type: 'template_request', id: request.id },
    { requester: requester.email, ...details, mail },
  )
}

/** The mail job of support's decision on a custom document request. */
export async function mailTemplateDecision(
  deps: { db: Db; config: Pick<Config, 'appUrl'>; mailer: Mailer },
  job: Extract<MailJob, { kind: 'template_decision' }>,
) {
  const requester = await accounts.findUserById(deps.db, job.requesterId)
  if (!requester) return 'no requester'
  await deps.mailer.send({
    to: requester.email,
    ...renderTemplateDecisionMail(toUserDto(requester).language, {
      approved: job.approved,
      title: job.title,
      reason: job.reason,
      name: requester.name,
      link: `${deps.config.appUrl}/settings/templates`,
    }),
  })
  return 'sent'
}

export async function approveTemplateRequest(
  deps: StaffDeps,
  actor: Actor,
  id: string,
  body: ApproveTemplateRequest,
) {
  const queued = await templates.requestForSupport(deps.db, organizations.organizationNamesOf, id)
  const { request, document } = await templates.approveRequest(deps.db, id, {
    name: body.name,
    sections: body.sections?.map((s) => ({
      title: s.title,
      instruction: s.instruction ?? '',
      format: s.format ?? 'prose',
      abbreviations: s.abbreviations ?? false,
    })),
  })
  await recordDecision(
    deps,
    actor,
    queued.requester,
    request,
    { approved: true },
    {
      organization: queued.organization_name,
      custom_document_id: document.id,
      name: document.name,
      sections: document.sections.length,
    },
  )
  return { request, document }
}

export async function declineTemplateRequest(deps: StaffDeps, actor: Actor, id: string, reason: string) {
  const queued = await templates.requestForSupport(deps.db, organizations.organizationNamesOf, id)
  const request = await templates.declineRequest(deps.db, id, reason)
  await recordDecision(
    deps,
    actor,
    queued.requester,
    request,
    { approved: false, reason: request.decline_reason ?? reason },
    { reason: request.decline_reason },
  )
  return templateRequest(deps.db, request.id)
}

/**
 * The document a template writes from the console's sample consultation, by the offline extractive engine
 * whatever engine the server uses (the preview stays instant, free and offline); read-only, so not audited.
 */
export function templatePreview(body: z.output<typeof TemplatePreviewRequest>): TemplatePreview {
  const transcript = SAMPLE_CONSULTATIONS[body.language]
  const note = generateNote({
    language: body.language,
    transcript,
    inputs: [],
    template: { name: body.name, sections: withKeys(body.sections) },
  })
  return {
    language: body.language,
    transcript,
    markdown: note.markdown,
    sections: note.sections.map(({ key, title, content, empty }) => ({ key, title, content, empty })),
  }
}

// Announcements

function staffAnnouncementDto({
  row,
  state,
}: Awaited<ReturnType<typeof announcements.listAnnouncements>>[number]) {
  return {
    id: row.id,
    texts: { pt: row.texts.pt ?? { title: '', body: '' }, ...row.texts },
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    state,
    created_at: row.createdAt.toISOString(),
  }
}

export async function staffAnnouncements(db: Db) {
  return (await announcements.listAnnouncements(db)).map(staffAnnouncementDto)
}

/** The announcement rules name their problems by command-line flag; the API names the body's fields. */
const apiField = (flag: string) => {
  const text = /^(title|body)-(pt|en|de|es)$/.exec(flag)
  if (text) return `texts.${text[2]}.${text[1]}`
  return flag === 'starts' ? 'starts_at' : flag === 'ends' ? 'ends_at' : flag
}

export async function createAnnouncement(
  deps: StaffDeps,
  actor: Actor,
  body: z.output<typeof StaffAnnouncementRequest>,
) {
  let row: Awaited<ReturnType<typeof announcements.addAnnouncement>>
  try {
    row = await announcements.addAnnouncement(deps.db, {
      texts: body.texts,
      startsAt: body.starts_at ? new Date(body.starts_at) : undefined,
      endsAt: body.ends_at ? new Date(body.ends_at) : null,
    })
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error
    const fields = Object.fromEntries(Object.entries(error.fields).map(([flag, p]) => [apiField(flag), p]))
    throw badRequest('The announcement was not added', fields)
  }
  await audit(deps.db, actor, 'announcement.add', null, {
    id: row.id,
    title: row.texts.pt?.title,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  })
  const listed = (await announcements.listAnnouncements(deps.db)).find((a) => a.row.id === row.id)
  return staffAnnouncementDto(listed ?? { row, state: 'scheduled' })
}

export async function removeAnnouncement(deps: StaffDeps, actor: Actor, id: string) {
  try {
    await announcements.removeAnnouncement(deps.db, id)
  } catch (error) {
    if (error instanceof AppError && error.status === 400) throw notFound('Announcement')
    throw error
  }
  await audit(deps.db, actor, 'announcement.remove', null, { id })
}

// Error reports

type ErrorReportRow = NonNullable<Awaited<ReturnType<typeof errorReportsStore.findErrorReport>>>
function errorReportDto(row: ErrorReportRow) {
  return {
    id: row.id,
    received_at: row.receivedAt.toISOString(),
    occurred_at: row.occurredAt,
    environment: row.environment,
    code_version: row.codeVersion,
    level: row.level,
    source: row.source,
    message: row.message,
    stack: row.stack,
    url: row.url,
    user_agent: row.userAgent,
    client_version: row.clientVersion,
    telemetry: row.telemetry,
    truncated: row.truncated,
  }
}

export async function errorReports(db: Db, query: z.output<typeof StaffErrorReportsQuery>) {
  return (await errorReportsStore.findErrorReports(db, query)).map((row) => {
    const { stack: _stack, telemetry: _telemetry, ...summary } = errorReportDto(row)
    return summary
  })
}

export async function errorReport(db: Db, id: string) {
  const row = await errorReportsStore.findErrorReport(db, id)
  if (!row) throw notFound('Error report')
  return errorReportDto(row)
}

/** Deletes now what the nightly purge would: the reports older than the retention. */
export async function purgeErrorReports(deps: StaffDeps, actor: Actor, now = new Date()) {
  const deleted = await purgeOldErrorReports(deps.db, now)
  const before = new Date(now.getTime() - ERROR_REPORT_RETENTION_DAYS * 24 * 3600 * 1000).toISOString()
  await audit(deps.db, actor, 'error_reports.purge', null, { deleted, before })
  return { deleted, retention_days: ERROR_REPORT_RETENTION_DAYS, before }
}

// Accounts and organisations

function accountDto(row: store.AccountRow): StaffAccount {
  const { user } = row
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    staff: user.isStaff,
    disabled: user.disabledAt !== null,
    disabled_at: user.disabledAt?.toISOString() ?? null,
    email_confirmed: user.emailConfirmedAt !== null,
    force_password_change: user.forcePasswordChange,
    organization:
      user.organizationId && row.organizationName !== null
        ? { id: user.organizationId, name: row.organizationName, role: user.organizationRole }
        : null,
    balance: Number(row.balance),
    created_at: user.createdAt.toISOString(),
  }
}

export async function findAccounts(db: Db, emailPart: string) {
  return (await store.findAccounts(db, emailPart)).map(accountDto)
}

async function accountRow(db: Db, id: string) {
  const row = isUuid(id) ? await store.findAccount(db, id) : undefined
  if (!row) throw notFound('Account')
  return row
}

export async function account(db: Db, id: string) {
  const row = await accountRow(db, id)
  const pool = await poolForSupport(db, accounts.userNamesOf, 'user', row.user.id)
  return { ...accountDto(row), balance: pool.balance, ledger: pool.ledger }
}

/** The account with this email, for the command line's --email. */
export async function accountIdByEmail(db: Db, email: string) {
  const user = await accounts.findUserByEmail(db, email)
  if (!user) throw notFound(`Account with the email ${email}`)
  return user.id
}

export async function findOrganizations(db: Db, namePart: string) {
  return (await organizations.findOrganizationsForSupport(db, namePart)).map(organizationDto)
}

const organizationDto = (
  row: NonNullable<Awaited<ReturnType<typeof organizations.findOrganizationForSupport>>>,
) => ({
  id: row.organization.id,
  name: row.organization.name,
  balance: Number(row.balance),
  member_count: Number(row.members),
  created_at: row.organization.createdAt.toISOString(),
})

export async function organization(db: Db, id: string) {
  const row = isUuid(id) ? await organizations.findOrganizationForSupport(db, id) : undefined
  if (!row) throw notFound('Organisation')
  const pool = await poolForSupport(db, accounts.userNamesOf, 'organization', row.organization.id)
  return {
    ...organizationDto(row),
    balance: pool.balance,
    members: await accounts.memberContactsOf(db, row.organization.id),
    ledger: pool.ledger,
  }
}

/** Grants credits to (or takes them back from) the user or organisation named, and audits it. */
export async function grantCredits(
  deps: StaffDeps,
  actor: Actor,
  body: z.output<typeof StaffCreditsRequest>,
) {
  let to: { kind: 'user' | 'organization'; id: string; name: string }
  if (body.organization_id) {
    const row = await organizations.findOrganizationForSupport(deps.db, body.organization_id)
    if (!row) throw badRequest('No organisation has that id', { organization_id: 'Unknown organisation' })
    to = { kind: 'organization', id: row.organization.id, name: row.organization.name }
  } else {
    const user = body.email
      ? await accounts.findUserByEmail(deps.db, body.email)
      : await accounts.findUserById(deps.db, body.user_id!)
    if (!user) {
      const field = body.email ? 'email' : 'user_id'
      throw badRequest(`No account has that ${body.email ? 'email' : 'id'}`, { [field]: 'Unknown account' })
    }
    to = { kind: 'user', id: user.id, name: user.email }
  }
  // The ledger row and its audit row together or neither: credits never move unrecorded.
  const balance = await deps.db.transaction(async (tx) => {
    const granted = await grantBySupport(
      tx,
      { kind: to.kind, ownerId: to.id },
      body.amount,
      body.reason,
      actor.userId,
    )
    await audit(
      tx,
      actor,
      body.amount > 0 ? 'credits.grant' : 'credits.take_back',
      { type: to.kind, id: to.id },
      { amount: body.amount, reason: body.reason, balance: granted.balance, name: to.name },
    )
    return granted.balance
  })
  return { to, amount: body.amount, balance }
}

// People

async function person(db: Db, id: string) {
  const user = isUuid(id) ? await accounts.findUserById(db, id) : undefined
  if (!user) throw notFound('Account')
  return user
}

/** Audits `action` on an account, naming its email and any further `details`. */
const auditAccount = (
  deps: StaffDeps,
  actor: Actor,
  action: string,
  user: { id: string; email: string },
  details: Record<string, unknown> = {},
) => audit(deps.db, actor, action, { type: 'user', id: user.id }, { email: user.email, ...details })

export async function setStaff(deps: StaffDeps, actor: Actor, id: string, staff: boolean) {
  const user = await person(deps.db, id)
  if (!staff && actor.userId === user.id)
    throw conflict('You cannot remove your own staff access: ask another staff member', { staff: 'Your own' })
  await accounts.updateUser(deps.db, user.id, { isStaff: staff })
  await auditAccount(deps, actor, staff ? 'staff.grant' : 'staff.revoke', user, { was: user.isStaff })
  return account(deps.db, user.id)
}

export async function resendConfirmation(deps: StaffDeps, actor: Actor, id: string) {
  const user = await person(deps.db, id)
  await sendConfirmationMail(deps, user)
  await auditAccount(deps, actor, 'account.resend_confirmation', user)
  return account(deps.db, user.id)
}

export async function forcePasswordChange(deps: StaffDeps, actor: Actor, id: string) {
  const user = await person(deps.db, id)
  await accounts.updateUser(deps.db, user.id, { forcePasswordChange: true })
  await auditAccount(deps, actor, 'account.force_password_change', user)
  return account(deps.db, user.id)
}

/** Disables an account: every session of it ends now (the authentication hook refuses disabled accounts too). */
export async function disableAccount(deps: StaffDeps, actor: Actor, id: string, reason: string) {
  const user = await person(deps.db, id)
  if (actor.userId === user.id) throw conflict('You cannot disable your own account', { id: 'Your own' })
  const why = reason.trim()
  if (!why) throw badRequest('Say why the account is disabled', { reason: 'Empty' })
  if (user.disabledAt) throw conflict('The account is already disabled', { id: 'Disabled' })
  await deps.db.transaction(async (tx) => {
    await accounts.updateUser(tx, user.id, { disabledAt: new Date() })
    await accounts.revokeSessionsOf(tx, user.id)
  })
  await auditAccount(deps, actor, 'account.disable', user, { reason: why })
  return account(deps.db, user.id)
}

export async function enableAccount(deps: StaffDeps, actor: Actor, id: string) {
  const user = await person(deps.db, id)
  if (!user.disabledAt) throw conflict('The account is not disabled', { id: 'Not disabled' })
  await accounts.updateUser(deps.db, user.id, { disabledAt: null })
  await auditAccount(deps, actor, 'account.enable', user)
  return account(deps.db, user.id)
}

/** Creates a confirmed account (the first staff member among them) from the command line. */
export async function createAccount(
  deps: StaffDeps,
  actor: Actor,
  input: Parameters<typeof createConfirmedUser>[1],
) {
  const user = await createConfirmedUser({ db: deps.db }, input)
  await auditAccount(deps, actor, 'account.create', user, { staff: input.staff ?? false })
  return user
}
