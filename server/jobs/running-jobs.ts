import pg from 'pg'
import type { ExecuteSql } from '../db/connect'
import type { JobLogger } from './boss'

/**
 * Several worker processes on one PostgreSQL database: each running job is held under a session advisory
 * lock on its process's own connection, so a job whose process died (its connection closed, its locks gone)
 * is told apart from one still running, and made due again at once rather than after the queue's expiry.
 */

/** The advisory lock space of running jobs: (this, hashtext(job id)). */
const RUNNING_JOB_LOCKS = 0x6a6f6273 // 'jobs'
/** How the holding connections show in pg_stat_activity. */
export const RUNNING_JOBS_NAME = 'escriba running jobs'
/** A job just fetched is locked within milliseconds; one active longer than this with no lock was dropped. */
const GRACE_SECONDS = 5

export interface RunningJobs {
  /** Holds `jobId`'s lock until the returned release is called (after the job's work, done or failed). */
  hold(jobId: string): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** One connection of this process that holds the locks of the jobs it runs. */
export function runningJobs(url: string, log: JobLogger): RunningJobs {
  let client: Promise<pg.Client> | undefined
  const connection = () => {
    client ??= (async () => {
      const next = new pg.Client({
        connectionString: url,
        keepAlive: true,
        application_name: RUNNING_JOBS_NAME,
      })
      next.on('error', (error) => {
        // Its locks went with it: the jobs it held may be taken back by another process.
        log.error({ err: error }, 'the running-jobs connection was lost')
        client = undefined
      })
      next.on('end', () => {
        client = undefined
      })
      await next.connect()
      return next
    })().catch((error) => {
      client = undefined
      throw error
    })
    return client
  }
  return {
    hold: async (jobId) => {
      const held = await connection()
      await held.query('select pg_advisory_lock($1, hashtext($2))', [RUNNING_JOB_LOCKS, jobId])
      return async () => {
        await held
          .query('select pg_advisory_unlock($1, hashtext($2))', [RUNNING_JOB_LOCKS, jobId])
          .catch(() => {})
      }
    },
    close: async () => {
      const open = client
      client = undefined
      if (open) await (await open.catch(() => undefined))?.end().catch(() => {})
    },
  }
}

/**
 * Jobs of `queues` that are active but whose lock no process holds (their worker was killed or lost its
 * connection) are due again now; answers how many. A lock held elsewhere is skipped, never waited for.
 */
export async function retryDroppedJobs(sql: ExecuteSql, queues: string[]): Promise<number> {
  const { rows } = await sql(
    `UPDATE pgboss.job SET state = 'retry', start_after = now()
      WHERE name = ANY($1::text[]) AND state = 'active' AND started_on < now() - make_interval(secs => $2)
        AND pg_try_advisory_xact_lock($3, hashtext(id::text))
      RETURNING id`,
    [queues, GRACE_SECONDS, RUNNING_JOB_LOCKS],
  )
  return rows.length
}
