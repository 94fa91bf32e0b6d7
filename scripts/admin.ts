import { desc } from 'drizzle-orm'
import { LANGUAGES, type Language } from '../contract/common'
import { errorReports } from '../server/db/schema'
import { createConfirmedUser } from '../server/features/accounts/service'
import { purgeOldErrorReports } from '../server/features/error-reports/service'
import { flags, runCommands, withDatabase } from './operator'

// Support's tools: `npm run admin -- <command>`. Later issues add credits, template requests and announcements.
await runCommands(
  'npm run admin --',
  {
    'user:create': {
      summary: 'create a confirmed user: --email E --name N --password P [--language pt|en|de|es] [--staff]',
      run: (args) =>
        withDatabase(async ({ db }) => {
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
            },
          )
          console.log(`Created ${user.email} (${user.id})${f.staff === 'true' ? ' as staff' : ''}`)
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
