import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../server/db/connect'
import { startJobs } from '../../../server/jobs/boss'
import { freshPostgresDatabase } from '../../support/server-processes'

/**
 * Servers that start together on a fresh PostgreSQL database (a rolling deploy of two replicas): one migrates,
 * the others wait for it and go on. Only PostgreSQL has several processes on one database (PGlite is one
 * process per data folder), so this runs in the PostgreSQL suite (npm run test:pg).
 */
const adminUrl = process.env.DATABASE_URL
const silent = { info() {}, error() {} }
const queues = ['first', 'second', 'third'].map((queue) => ({ queue, work: async () => {} }))

describe.skipIf(!adminUrl)('servers starting together on one fresh PostgreSQL database', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined
  afterAll(async () => {
    await fresh?.drop()
  })

  it('migrate and start their job queues at once, each with its own connections, and all go on', async () => {
    fresh = await freshPostgresDatabase(adminUrl!, 'escriba_start')
    const { url } = fresh
    const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, pgliteDir: '' })))
    try {
      const started = await Promise.allSettled(
        servers.map(async (database) => {
          await database.migrate()
          // Each creates the queues (their tables) too: done at once, they deadlocked.
          return startJobs(database, () => queues, silent, { workers: false })
        }),
      )
      expect(
        started
          .filter((s) => s.status === 'rejected')
          .map((s) => String((s as PromiseRejectedResult).reason)),
      ).toEqual([])
      for (const s of started) if (s.status === 'fulfilled') await s.value.stop()
      const migrations = await servers[0]!.executeSql(
        'select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      )
      const row = migrations.rows[0] as { n: number; distinct_hashes: number }
      // Each migration ran once.
      expect(row.n).toBe(row.distinct_hashes)
      expect(row.n).toBeGreaterThan(10)
    } finally {
      await Promise.all(servers.map((database) => database.close()))
    }
  })
})
