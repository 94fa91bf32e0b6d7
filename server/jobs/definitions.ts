import type { Database } from '../db/connect'
import { purgeExpiredAuthData } from '../features/accounts/store'
import { purgeOldErrorReports } from '../features/error-reports/service'
import type { JobDefinition } from './boss'

/** Every background job of the server; workers run in the API process unless WORKERS=false. */
export function jobDefinitions(database: Database): JobDefinition[] {
  return [
    {
      queue: 'purge-expired-auth',
      cron: '23 3 * * *',
      // Sign-in audit events are kept for a year.
      work: () => purgeExpiredAuthData(database.db, new Date(), 365),
    },
    {
      queue: 'purge-error-reports',
      cron: '17 3 * * *',
      work: async () => {
        await purgeOldErrorReports(database.db)
      },
    },
  ]
}
