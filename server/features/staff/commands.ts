import { join } from 'node:path'
import { LANGUAGES, type Language } from '../../../contract/common'
import { type StaffAccount, StaffCreditsRequest } from '../../../contract/staff'
import { TemplateRequestStatus } from '../../../contract/templates'
import { AppError } from '../../http/errors'
import { isUuid } from '../../http/ids'
import { addAnnouncement, listAnnouncements, removeAnnouncement } from '../announcements/service'
import { purgeOldErrorReports } from '../error-reports/service'
import { listErrorReports } from '../error-reports/store'
import { flags } from './command-flags'
import * as staff from './service'

/** What a command runs with: the server's own dependencies when a running server runs it, else the CLI's. */
export interface CommandContext extends staff.StaffDeps {
  actor: staff.Actor
  out(line: string): void
}

export interface AdminCommand {
  summary: string
  run(args: string[], ctx: CommandContext): Promise<void>
}

/** What a command answers, whichever process ran it: the CLI prints it and exits with `code`. */
export interface CommandResult {
  code: number
  stdout: string
  stderr: string
}

const given = (f: Record<string, string>, name: string) =>
  f[name] && f[name] !== 'true' ? f[name] : undefined

function required(f: Record<string, string>, name: string, why: string) {
  const value = given(f, name)
  if (!value) throw new Error(why)
  return value
}

/** The account named by --email, as its id. */
const byEmail = (f: Record<string, string>, ctx: CommandContext) =>
  staff.accountIdByEmail(ctx.db, required(f, 'email', 'Name the account with --email E'))

function printAccount(ctx: CommandContext, a: StaffAccount) {
  const state = [
    a.staff ? 'staff' : null,
    a.disabled ? `disabled since ${a.disabled_at}` : null,
    a.email_confirmed ? null : 'email not confirmed',
    a.force_password_change ? 'must change password' : null,
  ].filter(Boolean)
  ctx.out(`${a.email} (${a.id}) «${a.name}»${state.length ? ` [${state.join(', ')}]` : ''}`)
  if (a.organization) ctx.out(`  organisation: ${a.organization.name} (${a.organization.role ?? 'member'})`)
  ctx.out(`  balance: ${a.balance} credits`)
}

/** Support's commands (`npm run admin -- <command>`), the same whether the server or the CLI process runs them. */
export const adminCommands: Record<string, AdminCommand> = {
  'user:create': {
    summary: 'create a confirmed user: --email E --name N --password P [--language pt|en|de|es] [--staff]',
    async run(args, ctx) {
      const f = flags(args)
      const missing = ['email', 'name', 'password'].filter((k) => !given(f, k))
      if (missing.length) throw new Error(`Missing --${missing.join(', --')}`)
      if (f.password!.length < 6) throw new Error('The password needs at least 6 characters')
      const language = (f.language ?? 'pt') as Language
      if (!LANGUAGES.includes(language)) throw new Error(`--language must be one of ${LANGUAGES.join(', ')}`)
      const user = await staff.createAccount(ctx, ctx.actor, {
        email: f.email!,
        name: f.name!,
        password: f.password!,
        language,
        staff: f.staff === 'true',
        welcomeCredits: ctx.config.credits.welcome,
      })
      ctx.out(`Created ${user.email} (${user.id})${f.staff === 'true' ? ' as staff' : ''}`)
    },
  },
  'staff:set': {
    summary: 'make an account staff, or not with --off: --email E [--off]',
    async run(args, ctx) {
      const f = flags(args)
      const account = await staff.setStaff(ctx, ctx.actor, await byEmail(f, ctx), f.off !== 'true')
      ctx.out(`${account.email} is ${account.staff ? 'now staff' : 'no longer staff'}`)
    },
  },
  'accounts:find': {
    summary: 'accounts whose email contains the text, with their balance: --email TEXT',
    async run(args, ctx) {
      const part = required(flags(args), 'email', 'Give part of the email with --email TEXT')
      const found = await staff.findAccounts(ctx.db, part)
      for (const a of found) printAccount(ctx, a)
      ctx.out(`${found.length} account(s)`)
    },
  },
  'accounts:show': {
    summary: 'an account with its credit ledger: --email E',
    async run(args, ctx) {
      const account = await staff.account(ctx.db, await byEmail(flags(args), ctx))
      printAccount(ctx, account)
      for (const e of account.ledger) {
        ctx.out(`  ${e.created_at}  ${String(e.amount).padStart(6)}  ${e.kind.padEnd(7)} ${e.reason}`)
      }
    },
  },
  'accounts:disable': {
    summary: 'disable an account (its sessions end at once): --email E --reason "…"',
    async run(args, ctx) {
      const f = flags(args)
      const reason = required(f, 'reason', 'Say why with --reason "…" (kept in the audit log)')
      const account = await staff.disableAccount(ctx, ctx.actor, await byEmail(f, ctx), reason)
      ctx.out(`Disabled ${account.email}: its sessions ended`)
    },
  },
  'accounts:enable': {
    summary: 'enable a disabled account again: --email E',
    async run(args, ctx) {
      const account = await staff.enableAccount(ctx, ctx.actor, await byEmail(flags(args), ctx))
      ctx.out(`Enabled ${account.email}`)
    },
  },
  'accounts:resend-confirmation': {
    summary: 'mail a new confirmation link to an unconfirmed account: --email E',
    async run(args, ctx) {
      const account = await staff.resendConfirmation(ctx, ctx.actor, await byEmail(flags(args), ctx))
      ctx.out(`Mailed a new confirmation link to ${account.email}`)
    },
  },
  'accounts:force-password-change': {
    summary: 'the account must choose a new password at its next visit: --email E',
    async run(args, ctx) {
      const account = await staff.forcePasswordChange(ctx, ctx.actor, await byEmail(flags(args), ctx))
      ctx.out(`${account.email} must choose a new password`)
    },
  },
  'organizations:find': {
    summary: 'organisations whose name contains the text, with their balance: --name TEXT',
    async run(args, ctx) {
      const part = required(flags(args), 'name', 'Give part of the name with --name TEXT')
      const found = await staff.findOrganizations(ctx.db, part)
      for (const o of found)
        ctx.out(`${o.id}  «${o.name}»  ${o.member_count} member(s), ${o.balance} credits`)
      ctx.out(`${found.length} organisation(s)`)
    },
  },
  'credits:grant': {
    summary:
      'grant credits: --email E | --organization NAME_OR_ID --amount N --reason "…" (negative takes back)',
    async run(args, ctx) {
      const f = flags(args)
      const amount = Number(f.amount)
      if (!Number.isInteger(amount) || amount === 0)
        throw new Error('--amount must be a whole number (negative to take back)')
      const reason = required(f, 'reason', 'Say why with --reason "…" (it is kept in the ledger)')
      let target: { email: string } | { organization_id: string }
      const organization = given(f, 'organization')
      if (given(f, 'email')) target = { email: f.email! }
      else if (organization) {
        if (isUuid(organization)) target = { organization_id: organization }
        else {
          const matches = (await staff.findOrganizations(ctx.db, organization)).filter(
            (o) => o.name.toLowerCase() === organization.toLowerCase(),
          )
          if (matches.length !== 1) {
            throw new Error(
              matches.length ? 'Several organisations have that name: give its id' : 'No such organisation',
            )
          }
          target = { organization_id: matches[0]!.id }
        }
      } else throw new Error('Name whom to grant to: --email E or --organization NAME_OR_ID')
      const body = StaffCreditsRequest.safeParse({ ...target, amount, reason })
      if (!body.success) throw new Error(body.error.issues.map((i) => i.message).join('; '))
      const grant = await staff.grantCredits(ctx, ctx.actor, body.data)
      ctx.out(
        `${amount > 0 ? 'Granted' : 'Took back'} ${Math.abs(amount)} credits ${amount > 0 ? 'to' : 'from'} ` +
          `${grant.to.name}: balance ${grant.balance}`,
      )
    },
  },
  'template-requests:list': {
    summary:
      'template requests, pending first, oldest first, with sections and example files (--status pending|approved|declined)',
    async run(args, ctx) {
      const f = flags(args)
      const status = f.status ? TemplateRequestStatus.safeParse(f.status) : undefined
      if (status && !status.success)
        throw new Error(`--status must be one of ${TemplateRequestStatus.options.join(', ')}`)
      const requests = await staff.templateRequestQueue(ctx.db, status?.data)
      for (const r of requests) {
        const forWhom = r.organization_name ? ` for the organisation ${r.organization_name}` : ''
        ctx.out(
          `${r.id}  ${r.status.padEnd(8)} ${r.created_at}  ${r.requester.email}${forWhom}\n  «${r.title}»`,
        )
        for (const s of r.sections) {
          ctx.out(`   - ${s.title}${s.description ? `: ${s.description}` : ''}`)
          if (s.requested_changes) ctx.out(`     changes: ${s.requested_changes}`)
        }
        if (r.vocabulary_comment) ctx.out(`   vocabulary: ${r.vocabulary_comment}`)
        if (r.base_document_id) ctx.out(`   based on: ${r.base_document_id}`)
        for (const [i, file] of r.files.entries()) {
          const key = r.file_keys[i]!
          // A path to open only when the files are on this disk; otherwise the key in the shared store.
          const where =
            ctx.config.blobs.store === 'fs'
              ? join(ctx.config.blobsDir, key)
              : `${ctx.config.blobs.store} blob ${key}`
          ctx.out(`   file: ${file.filename} (${file.content_type}, ${file.bytes} bytes) ${where}`)
        }
        if (r.decline_reason) ctx.out(`   declined: ${r.decline_reason}`)
        if (r.custom_document_id) ctx.out(`   custom document: ${r.custom_document_id}`)
      }
      ctx.out(`${requests.length} request(s)`)
    },
  },
  'template-requests:approve': {
    summary:
      'approve a request, creating its custom document and mailing the requester: --id ID [--name "Document name"]',
    async run(args, ctx) {
      const f = flags(args)
      const id = required(f, 'id', 'Name the request with --id ID (see template-requests:list)')
      if (f.name === 'true') throw new Error('Give the name after --name, or leave --name out for the title')
      const { request, document } = await staff.approveTemplateRequest(ctx, ctx.actor, id, { name: f.name })
      const forWhom = request.for_organization ? "the requester's organisation" : 'the requester'
      ctx.out(
        `Approved «${request.title}»: custom document ${document.id} «${document.name}» with ${document.sections.length} section(s) for ${forWhom}`,
      )
    },
  },
  'template-requests:decline': {
    summary: 'decline a request, saying why (the clinician sees it and is mailed): --id ID --reason "…"',
    async run(args, ctx) {
      const f = flags(args)
      const id = required(f, 'id', 'Name the request with --id ID (see template-requests:list)')
      const reason = required(f, 'reason', 'Say why with --reason "…" (the clinician sees it)')
      const request = await staff.declineTemplateRequest(ctx, ctx.actor, id, reason)
      ctx.out(`Declined «${request.title}»`)
    },
  },
  'announcements:add': {
    summary:
      'show an announcement on home: --title-pt T --body-pt B [--title-en|de|es T --body-en|de|es B] ' +
      '[--starts DATE] [--ends DATE] (ISO dates, UTC unless an offset is given; from now, until removed)',
    async run(args, ctx) {
      const f = flags(args)
      const date = (name: string) => (given(f, name) ? new Date(given(f, name)!) : undefined)
      const row = await addAnnouncement(ctx.db, {
        texts: Object.fromEntries(
          LANGUAGES.map((l) => [l, { title: given(f, `title-${l}`), body: given(f, `body-${l}`) }]),
        ),
        startsAt: date('starts'),
        endsAt: date('ends'),
      })
      await staff.audit(ctx.db, ctx.actor, 'announcement.add', null, {
        id: row.id,
        title: row.texts.pt?.title,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt?.toISOString() ?? null,
      })
      const until = row.endsAt ? `until ${row.endsAt.toISOString()}` : 'until removed'
      ctx.out(
        `Added announcement ${row.id} (${LANGUAGES.filter((l) => row.texts[l]).join(', ')}), shown from ` +
          `${row.startsAt.toISOString()} ${until}`,
      )
    },
  },
  'announcements:list': {
    summary: 'every announcement, newest first, shown now, scheduled or ended',
    async run(_args, ctx) {
      const all = await listAnnouncements(ctx.db)
      for (const { row, state } of all) {
        const until = row.endsAt?.toISOString() ?? '(until removed)'
        ctx.out(
          `${row.id}  ${state.padEnd(9)} ${row.startsAt.toISOString()} → ${until}  ` +
            `[${LANGUAGES.filter((l) => row.texts[l]).join(', ')}]\n  «${row.texts.pt?.title ?? ''}»`,
        )
      }
      ctx.out(`${all.length} announcement(s)`)
    },
  },
  'announcements:remove': {
    summary: 'remove an announcement at once: --id ID (from announcements:list)',
    async run(args, ctx) {
      const id = required(flags(args), 'id', 'Name the announcement with --id (see announcements:list)')
      await removeAnnouncement(ctx.db, id)
      await staff.audit(ctx.db, ctx.actor, 'announcement.remove', null, { id })
      ctx.out(`Removed announcement ${id}`)
    },
  },
  'error-reports:list': {
    summary: 'the newest browser error reports (--limit N, default 20)',
    async run(args, ctx) {
      const limit = Number(flags(args).limit ?? 20)
      if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a whole number above 0')
      const rows = await listErrorReports(ctx.db, limit)
      for (const r of rows) {
        ctx.out(`${r.receivedAt.toISOString()}  ${r.source.padEnd(19)} ${r.url ?? ''}\n  ${r.message}`)
      }
      ctx.out(`${rows.length} report(s)`)
    },
  },
  'error-reports:purge': {
    summary: 'delete reports past the retention period now',
    async run(_args, ctx) {
      const deleted = await purgeOldErrorReports(ctx.db)
      await staff.audit(ctx.db, ctx.actor, 'error_reports.purge', null, { deleted })
      ctx.out(`${deleted} report(s) deleted`)
    },
  },
  'audit:list': {
    summary: 'what support did, newest first (--limit N, default 50; --action A)',
    async run(args, ctx) {
      const f = flags(args)
      const limit = Number(f.limit ?? 50)
      if (!Number.isInteger(limit) || limit < 1 || limit > 500)
        throw new Error('--limit must be a whole number from 1 to 500')
      const entries = await staff.auditLog(ctx.db, {
        limit,
        action: given(f, 'action'),
        target_id: undefined,
      })
      for (const e of entries) {
        const target = e.target_type ? ` ${e.target_type} ${e.target_id}` : ''
        ctx.out(`${e.at}  ${e.actor.label} (${e.via})  ${e.action}${target}  ${JSON.stringify(e.details)}`)
      }
      ctx.out(`${entries.length} entr${entries.length === 1 ? 'y' : 'ies'}`)
    },
  },
}

/** Runs one command, collecting what it prints; a refusal is its message on stderr and exit code 1. */
export async function runAdminCommand(
  name: string,
  args: string[],
  deps: staff.StaffDeps & { actor: staff.Actor },
): Promise<CommandResult> {
  const command = adminCommands[name]
  if (!command) return { code: 1, stdout: '', stderr: `Unknown command: ${name}\n` }
  const lines: string[] = []
  try {
    await command.run(args, { ...deps, out: (line) => lines.push(line) })
    return { code: 0, stdout: lines.map((l) => `${l}\n`).join(''), stderr: '' }
  } catch (error) {
    const message = error instanceof AppError || error instanceof Error ? error.message : String(error)
    return { code: 1, stdout: lines.map((l) => `${l}\n`).join(''), stderr: `${message}\n` }
  }
}
