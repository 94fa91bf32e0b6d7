import { join } from 'node:path'
import { desc, eq, ilike } from 'drizzle-orm'
import { LANGUAGES, type Language } from '../contract/common'
import { TemplateRequestStatus } from '../contract/templates'
import { errorReports, organizations } from '../server/db/schema'
import { createConfirmedUser } from '../server/features/accounts/service'
import { findUserByEmail } from '../server/features/accounts/store'
import {
  addAnnouncement,
  listAnnouncements,
  removeAnnouncement,
} from '../server/features/announcements/service'
import { grant } from '../server/features/credits/service'
import { purgeOldErrorReports } from '../server/features/error-reports/service'
import { approveRequest, declineRequest, requestsForSupport } from '../server/features/templates/service'
import { flags, runCommands, withDatabase } from './operator'

// Support's tools: `npm run admin -- <command>`. Later issues add announcements.
await runCommands(
  'npm run admin --',
  {
    'user:create': {
      summary: 'create a confirmed user: --email E --name N --password P [--language pt|en|de|es] [--staff]',
      run: (args) =>
        withDatabase(async ({ db }, config) => {
          const f = flags(args)
          const missing = ['email', 'name', 'password'].filter((k) => !f[k] || f[k] === 'true')
          if (missing.length) throw new Error(`Missing --${missing.join(', --')}`)
          if (f.password!.length < 6) throw new Error('The password needs at least 6 characters')
          const language = (f.language ?? 'pt') as Language
          if (!LANGUAGES.includes(language))
            throw new Error(`--language must be one of ${LANGUAGES.join(', ')}`)
          const user = await createConfirmedUser(
            { db },
            {
              email: f.email!,
              name: f.name!,
              password: f.password!,
              language,
              staff: f.staff === 'true',
              welcomeCredits: config.credits.welcome,
            },
          )
          console.log(`Created ${user.email} (${user.id})${f.staff === 'true' ? ' as staff' : ''}`)
        }),
    },
    'credits:grant': {
      summary: 'grant credits: --email E | --organization NAME_OR_ID --amount N --reason "…"',
      run: (args) =>
        withDatabase(async ({ db }) => {
          const f = flags(args)
          const amount = Number(f.amount)
          if (!Number.isInteger(amount) || amount === 0)
            throw new Error('--amount must be a whole number (negative to take back)')
          if (!f.reason || f.reason === 'true')
            throw new Error('Say why with --reason "…" (it is kept in the ledger)')
          if (f.email && f.email !== 'true') {
            const user = await findUserByEmail(db, f.email)
            if (!user) throw new Error(`No account has the email ${f.email}`)
            await grant(db, { kind: 'user', ownerId: user.id }, amount, f.reason)
            console.log(
              `${amount > 0 ? 'Granted' : 'Took back'} ${Math.abs(amount)} credits to ${user.email}`,
            )
            return
          }
          if (f.organization && f.organization !== 'true') {
            const isId = /^[0-9a-f-]{36}$/i.test(f.organization)
            const matches = await db
              .select()
              .from(organizations)
              .where(isId ? eq(organizations.id, f.organization) : ilike(organizations.name, f.organization))
            if (matches.length !== 1) {
              throw new Error(
                matches.length ? 'Several organisations have that name: give its id' : 'No such organisation',
              )
            }
            await grant(db, { kind: 'organization', ownerId: matches[0]!.id }, amount, f.reason)
            console.log(
              `${amount > 0 ? 'Granted' : 'Took back'} ${Math.abs(amount)} credits to ${matches[0]!.name}`,
            )
            return
          }
          throw new Error('Name whom to grant to: --email E or --organization NAME_OR_ID')
        }),
    },
    'template-requests:list': {
      summary:
        'template requests, oldest first, with sections and example files (--status pending|approved|declined)',
      run: (args) =>
        withDatabase(async ({ db }, config) => {
          const f = flags(args)
          const status = f.status ? TemplateRequestStatus.safeParse(f.status) : undefined
          if (status && !status.success)
            throw new Error(`--status must be one of ${TemplateRequestStatus.options.join(', ')}`)
          const requests = await requestsForSupport(db, status?.data)
          for (const r of requests) {
            const forWhom = r.organization_name ? ` for the organisation ${r.organization_name}` : ''
            console.log(
              `${r.id}  ${r.status.padEnd(8)} ${r.created_at}  ${r.requester.email}${forWhom}\n  «${r.title}»`,
            )
            for (const s of r.sections) {
              console.log(`   - ${s.title}${s.description ? `: ${s.description}` : ''}`)
              if (s.requested_changes) console.log(`     changes: ${s.requested_changes}`)
            }
            if (r.vocabulary_comment) console.log(`   vocabulary: ${r.vocabulary_comment}`)
            if (r.base_document_id) console.log(`   based on: ${r.base_document_id}`)
            for (const [i, file] of r.files.entries()) {
              const path = join(config.blobsDir, r.file_keys[i]!)
              console.log(`   file: ${file.filename} (${file.content_type}, ${file.bytes} bytes) ${path}`)
            }
            if (r.decline_reason) console.log(`   declined: ${r.decline_reason}`)
            if (r.custom_document_id) console.log(`   custom document: ${r.custom_document_id}`)
          }
          console.log(`${requests.length} request(s)`)
        }),
    },
    'template-requests:approve': {
      summary: 'approve a request, creating its custom document: --id ID [--name "Document name"]',
      run: (args) =>
        withDatabase(async ({ db }) => {
          const f = flags(args)
          if (!f.id || f.id === 'true')
            throw new Error('Name the request with --id ID (see template-requests:list)')
          if (f.name === 'true')
            throw new Error('Give the name after --name, or leave --name out for the title')
          const { request, document } = await approveRequest(db, f.id, { name: f.name })
          const forWhom = request.for_organization ? "the requester's organisation" : 'the requester'
          console.log(
            `Approved «${request.title}»: custom document ${document.id} «${document.name}» with ${document.sections.length} section(s) for ${forWhom}`,
          )
        }),
    },
    'template-requests:decline': {
      summary: 'decline a request, saying why (the clinician sees it): --id ID --reason "…"',
      run: (args) =>
        withDatabase(async ({ db }) => {
          const f = flags(args)
          if (!f.id || f.id === 'true')
            throw new Error('Name the request with --id ID (see template-requests:list)')
          if (!f.reason || f.reason === 'true')
            throw new Error('Say why with --reason "…" (the clinician sees it)')
          const request = await declineRequest(db, f.id, f.reason)
          console.log(`Declined «${request.title}»`)
        }),
    },
    'announcements:add': {
      summary:
        'show an announcement on home: --title-pt T --body-pt B [--title-en|de|es T --body-en|de|es B] ' +
        '[--starts DATE] [--ends DATE] (ISO dates, UTC unless an offset is given; from now, until removed)',
      run: (args) =>
        withDatabase(async ({ db }) => {
          const f = flags(args)
          const given = (name: string) => (f[name] && f[name] !== 'true' ? f[name] : undefined)
          const date = (name: string) => (given(name) ? new Date(given(name)!) : undefined)
          const row = await addAnnouncement(db, {
            texts: Object.fromEntries(
              LANGUAGES.map((l) => [l, { title: given(`title-${l}`), body: given(`body-${l}`) }]),
            ),
            startsAt: date('starts'),
            endsAt: date('ends'),
          })
          const until = row.endsAt ? `until ${row.endsAt.toISOString()}` : 'until removed'
          console.log(
            `Added announcement ${row.id} (${LANGUAGES.filter((l) => row.texts[l]).join(', ')}), shown from ` +
              `${row.startsAt.toISOString()} ${until}`,
          )
        }),
    },
    'announcements:list': {
      summary: 'every announcement, newest first, shown now, scheduled or ended',
      run: () =>
        withDatabase(async ({ db }) => {
          const all = await listAnnouncements(db)
          for (const { row, state } of all) {
            const until = row.endsAt?.toISOString() ?? '(until removed)'
            console.log(
              `${row.id}  ${state.padEnd(9)} ${row.startsAt.toISOString()} → ${until}  ` +
                `[${LANGUAGES.filter((l) => row.texts[l]).join(', ')}]\n  «${row.texts.pt?.title ?? ''}»`,
            )
          }
          console.log(`${all.length} announcement(s)`)
        }),
    },
    'announcements:remove': {
      summary: 'remove an announcement at once: --id ID (from announcements:list)',
      run: (args) =>
        withDatabase(async ({ db }) => {
          const id = flags(args).id
          if (!id || id === 'true')
            throw new Error('Name the announcement with --id (see announcements:list)')
          await removeAnnouncement(db, id)
          console.log(`Removed announcement ${id}`)
        }),
    },
    'error-reports:list': {
      summary: 'the newest browser error reports (--limit N, default 20)',
      run: (args) =>
        withDatabase(async ({ db }) => {
          const limit = Number(flags(args).limit ?? 20)
          const rows = await db
            .select()
            .from(errorReports)
            .orderBy(desc(errorReports.receivedAt))
            .limit(limit)
          for (const r of rows) {
            console.log(
              `${r.receivedAt.toISOString()}  ${r.source.padEnd(19)} ${r.url ?? ''}\n  ${r.message}`,
            )
          }
          console.log(`${rows.length} report(s)`)
        }),
    },
    'error-reports:purge': {
      summary: 'delete reports past the retention period now',
      run: () =>
        withDatabase(async ({ db }) => {
          console.log(`${await purgeOldErrorReports(db)} report(s) deleted`)
        }),
    },
  },
  process.argv.slice(2),
)
