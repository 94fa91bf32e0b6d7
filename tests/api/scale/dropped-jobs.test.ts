import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../../server/db/connect'
import { startJobs } from '../../../server/jobs/boss'
import { retryDroppedJobs, runningJobs } from '../../../server/jobs/running-jobs'
import { openTestDatabase } from '../test-app'

/**
 * A worker process killed mid-job on PostgreSQL: its job is told apart from one another process is still
 * running (whose lock is held), and made due again. Only PostgreSQL has several processes (npm run test:pg).
 */
const postgres = Boolean(process.env.DATABASE_URL)
const silent = { info() {}, error() {} }

describe.skipIf(!postgres)('jobs a stopped process left running', () => {
  let database: Database
  let url: string
  let drop: () => Promise<void>
  beforeAll(async () => {
    const opened = await openTestDatabase()
    database = opened.database
    url = opened.url!
    drop = opened.drop
    const jobs = await startJobs(database, () => [{ queue: 'long-work', work: async () => {} }], silent, {
      workers: false,
    })
    await jobs.stop()
  })
  afterAll(() => drop())

  /** A job a worker took `secondsAgo` (state active), as pg-boss marks it when fetched. */
  async function activeJob(secondsAgo: number) {
    const { rows } = await database.jobQueueSql(
      `INSERT INTO pgboss.job (name, data, state, started_on)
       VALUES ('long-work', '{}', 'active', now() - make_interval(secs => $1)) RETURNING id`,
      [secondsAgo],
    )
    return (rows[0] as { id: string }).id
  }
  const stateOf = async (id: string) =>
    (
      (await database.jobQueueSql('SELECT state FROM pgboss.job WHERE id = $1', [id])).rows[0] as {
        state: string
      }
    ).state

  it('makes due again a job whose lock no process holds, and leaves one that is held or just fetched', async () => {
    const dropped = await activeJob(60)
    const held = await activeJob(60)
    const justFetched = await activeJob(0)
    const otherProcess = runningJobs(url, silent)
    await otherProcess.hold(held)
    expect(await retryDroppedJobs(database.jobQueueSql, ['long-work'])).toBe(1)
    expect(await stateOf(dropped)).toBe('retry')
    expect(await stateOf(held)).toBe('active')
    expect(await stateOf(justFetched)).toBe('active')
    // Its process gone (its connection closed with its locks), the held job is due again too.
    await otherProcess.close()
    expect(await retryDroppedJobs(database.jobQueueSql, ['long-work'])).toBe(1)
    expect(await stateOf(held)).toBe('retry')
    expect(await stateOf(justFetched)).toBe('active')
  })
})
