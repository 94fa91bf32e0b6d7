import PgBoss from 'pg-boss'
import type { Database } from '../db/connect'
import { type RunningJobs, retryDroppedJobs, runningJobs } from './running-jobs'

export interface JobLogger {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/** A background job: its queue, an optional cron schedule, and the work for one job. */
export interface JobDefinition<T extends object = object> {
  queue: string
  /** Cron expression (UTC) for jobs that run on their own, such as retention purges. */
  cron?: string
  /** Retries of a failed job, with exponential backoff from `retryDelay` seconds. */
  retry?: { limit: number; delaySeconds: number }
  /**
   * How often an idle worker looks for jobs; short for work a clinician is waiting for. A scheduled queue
   * (`cron`) looks every SCHEDULED_POLL_SECONDS unless it says otherwise.
   */
  pollingIntervalSeconds?: number
  /** `jobId` stays the same across the queue's retries of one job. */
  work(data: T, job: { jobId: string }): Promise<void>
}

export interface Jobs {
  send(queue: string, data: object, delaySeconds?: number): Promise<string | null>
  /** The data of the queue's jobs that are waiting or running (in this process or any other). */
  pending(queue: string): Promise<object[]>
  ping(): Promise<void>
  stop(): Promise<void>
}

/** How often a worker looks for delayed jobs, retries and schedules when every job is sent in its process. */
export const LOCAL_POLL_SECONDS = 5
/**
 * How often the worker of a scheduled queue (retention purges) looks for the job its schedule made: it runs
 * within a minute of its time, and the queue's polls (each a query, on PGlite on the thread the API shares)
 * are not made every few seconds for a job due every few minutes or once a day. A job sent by this process
 * still wakes the worker at once.
 */
export const SCHEDULED_POLL_SECONDS = 60
/** How often workers on PostgreSQL look for jobs a dead process left active. */
export const DROPPED_JOBS_SECONDS = 5
/** How long a finished job's lock is kept while pg-boss records it completed. */
const RELEASE_AFTER_MS = 2_000

/** How often a queue's idle worker looks for jobs. */
export function pollingSecondsOf(definition: JobDefinition, everyJobSentHere = false): number {
  const own = definition.pollingIntervalSeconds ?? (definition.cron ? SCHEDULED_POLL_SECONDS : 2)
  return Math.max(own, everyJobSentHere ? LOCAL_POLL_SECONDS : 0)
}

/** Starts pg-boss on the application's own database (PGlite or PostgreSQL) and its workers. */
export async function startJobs(
  database: Database,
  /** The jobs, made with the queue's own `send` (a job may queue another). */
  define: (send: Jobs['send']) => JobDefinition[],
  log: JobLogger,
  options: {
    workers?: boolean
    /**
     * Jobs left active by a previous process are this process's to finish: true where one process owns the
     * database (the embedded PGlite, locked to its data folder). On PostgreSQL, where other live workers may
     * hold active jobs, pg-boss's expiry takes them back.
     */
    reclaimActive?: boolean
    /**
     * Every job is sent by this process (the embedded PGlite, locked to its data folder): a job due now
     * always wakes its worker, so workers poll only for delayed jobs, retries and schedules, every
     * LOCAL_POLL_SECONDS. Each poll is a query on PGlite's single thread, which the API shares.
     */
    everyJobSentHere?: boolean
    /**
     * PostgreSQL's address, where other processes may run jobs too: each running job is held under an
     * advisory lock on a connection of this process, and the workers make due again at once the active jobs
     * no live process holds (see running-jobs.ts), instead of waiting for the queue's expiry (15 minutes).
     */
    sharedDatabaseUrl?: string
  } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: database.jobQueueSql },
    schema: 'pgboss',
    // PGlite is one connection: keep maintenance light and let the API come first.
    maintenanceIntervalSeconds: 300,
  })
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))
  // This process's worker of each queue: a job due now wakes it at once instead of at its next poll (the
  // clinician waiting for a chunk's text or a note does not wait for the polling interval too).
  const workerOf = new Map<string, string>()
  const send: Jobs['send'] = async (queue, data, delaySeconds) => {
    if (delaySeconds) return boss.send(queue, data, { startAfter: delaySeconds })
    const id = await boss.send(queue, data)
    const worker = workerOf.get(queue)
    if (worker) boss.notifyWorker(worker)
    return id
  }
  const definitions = define(send)
  const shared = options.workers !== false && options.sharedDatabaseUrl
  const running: RunningJobs | undefined = shared ? runningJobs(shared, log) : undefined
  // Processes starting together would each create the queue schema and the queues (their partitions) and
  // deadlock: one sets them up, the others wait and find them made.
  await database.underSetupLock(async () => {
    await boss.start()
    for (const definition of definitions) {
      await boss.createQueue(definition.queue, {
        name: definition.queue,
        ...(definition.retry
          ? {
              retryLimit: definition.retry.limit,
              retryDelay: definition.retry.delaySeconds,
              retryBackoff: true,
            }
          : {}),
      })
    }
  })
  if (options.reclaimActive) {
    // A job is active while a worker runs it; after a crash no worker does, so it is due again now.
    const { rows } = await database.jobQueueSql(
      "UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE state = 'active' RETURNING name",
    )
    if (rows.length > 0) log.error({ jobs: rows.length }, 'jobs a stopped process left running are due again')
  }
  for (const definition of definitions) {
    if (options.workers === false) continue
    const worker = await boss.work(
      definition.queue,
      { pollingIntervalSeconds: pollingSecondsOf(definition, options.everyJobSentHere) },
      async (jobs) => {
        try {
          for (const job of jobs) {
            const release = await running?.hold(job.id)
            try {
              await definition.work(job.data as object, { jobId: job.id })
            } finally {
              // pg-boss marks the job completed just after this handler returns: released earlier, a sweep
              // in between would find it active and unheld, and run it again.
              if (release) setTimeout(() => void release(), RELEASE_AFTER_MS).unref()
            }
          }
        } finally {
          // A worker that found work looks again at once: jobs queued meanwhile (chunks uploaded while one
          // was transcribed) run one after another, not one per polling interval.
          const self = workerOf.get(definition.queue)
          if (self) boss.notifyWorker(self)
        }
      },
    )
    workerOf.set(definition.queue, worker)
    if (definition.cron) await boss.schedule(definition.queue, definition.cron, {}, { tz: 'UTC' })
  }
  log.info({ queues: definitions.map((d) => d.queue) }, 'job queue started')
  let sweep: NodeJS.Timeout | undefined
  if (running) {
    const queues = definitions.map((d) => d.queue)
    const retryDropped = async () => {
      try {
        const due = await retryDroppedJobs(database.jobQueueSql, queues)
        if (due > 0) log.error({ jobs: due }, 'jobs a stopped process left running are due again')
      } catch (error) {
        log.error({ err: error }, 'could not look for jobs a stopped process left running')
      }
    }
    await retryDropped()
    sweep = setInterval(retryDropped, DROPPED_JOBS_SECONDS * 1000)
    sweep.unref()
  }
  return {
    send,
    pending: async (queue) => {
      const { rows } = await database.jobQueueSql(
        "SELECT data FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')",
        [queue],
      )
      return rows.map((row) => (row as { data: object }).data)
    },
    ping: async () => {
      await boss.getQueues()
    },
    stop: async () => {
      clearInterval(sweep)
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 })
      await running?.close()
    },
  }
}
