import { desc } from 'drizzle-orm'
import { errorReports } from '../server/db/schema'
import { purgeOldErrorReports } from '../server/features/error-reports/service'
import { flags, runCommands, withDatabase } from './operator'

// Support's tools: `npm run admin -- <command>`. Later issues add credits, template requests and announcements.
await runCommands(
  'npm run admin --',
  {
    'error-reports:list': {
      summary: 'the newest browser error reports (--limit N, default 20)',
      run: (args) =>
        withDatabase(async ({ db }) => {
          const limit = Number(flags(args).limit ?? 20)
          const rows = await db.select().from(errorReports).orderBy(desc(errorReports.receivedAt)).limit(limit)
          for (const r of rows) {
            console.log(`${r.receivedAt.toISOString()}  ${r.source.padEnd(19)} ${r.url ?? ''}\n  ${r.message}`)
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
