import { desc, eq, ilike } from 'drizzle-orm'
import { LANGUAGES, type Language } from '../contract/common'
import { errorReports, organizations } from '../server/db/schema'
import { createConfirmedUser } from '../server/features/accounts/service'
import { findUserByEmail } from '../server/features/accounts/store'
import { grant } from '../server/features/credits/service'
import { purgeOldErrorReports } from '../server/features/error-reports/service'
import { flags, runCommands, withDatabase } from './operator'

// Support's tools: `npm run admin -- <command>`. Later issues add credits, template requests and announcements.
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
