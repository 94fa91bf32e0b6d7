import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type JobDefinition,
  type Jobs,
  LOCAL_POLL_SECONDS,
  pollingSecondsOf,
  SCHEDULED_POLL_SECONDS,
  startJobs,
} from '../../server/jobs/boss'
import { openTestDatabase } from './test-app'

const silent = { info() {}, error() {} }

/** One queue with one worker on a database of the suite's own, for the suite's tests; stopped after them. */
function queueForSuite(definition: JobDefinition, options?: Parameters<typeof startJobs>[3]) {
  const queue = {} as { jobs: Jobs }
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const opened = await openTestDatabase()
    drop = opened.drop
    queue.jobs = await startJobs(opened.database, () => [definition], silent, options)
  }, 60_000)
  afterAll(async () => {
    await queue.jobs?.stop()
    await drop?.()
  })
  return queue
}

describe('job queue', () => {
  const done: { value: number; at: number }[] = []
  // A worker that would look for jobs only once a minute on its own.
  const queue = queueForSuite({
    queue: 'sleepy-queue',
    pollingIntervalSeconds: 60,
    work: async (data) => {
      const { value, takesMs = 0 } = data as { value: number; takesMs?: number }
      await new Promise((resolve) => setTimeout(resolve, takesMs))
      done.push({ value, at: Date.now() })
    },
  })

  const ranWithin = async (value: number, ms: number) => {
    const until = Date.now() + ms
    while (Date.now() < until) {
      if (done.some((job) => job.value === value)) return true
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return false
  }

  it("wakes this process's worker when a job is due now, instead of leaving it to the next poll", async () => {
    // The worker's first poll happens as it starts; let it pass so that only a wake-up can run the next job.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await queue.jobs.send('sleepy-queue', { value: 1 })
    expect(await ranWithin(1, 20_000)).toBe(true)
    await queue.jobs.send('sleepy-queue', { value: 2 })
    expect(await ranWithin(2, 20_000)).toBe(true)
  }, 60_000)

  it('runs the jobs queued while it worked one after another, not one per poll', async () => {
    for (const value of [10, 11, 12, 13]) await queue.jobs.send('sleepy-queue', { value, takesMs: 300 })
    for (const value of [10, 11, 12, 13]) expect(await ranWithin(value, 20_000)).toBe(true)
  }, 60_000)

  it('leaves a delayed job to its time', async () => {
    await queue.jobs.send('sleepy-queue', { value: 3 }, 30)
    expect(await ranWithin(3, 2_000)).toBe(false)
  })
})

describe('job queue where every job is sent by this process (embedded database)', () => {
  const ran: number[] = []
  const queue = queueForSuite(
    {
      queue: 'local-queue',
      pollingIntervalSeconds: 0.5,
      work: async (data) => {
        ran.push((data as { value: number }).value)
      },
    },
    { everyJobSentHere: true },
  )

  it('runs a job due now at once and still finds a delayed one on its own', async () => {
    await queue.jobs.send('local-queue', { value: 1 })
    await expect.poll(() => ran.includes(1), { timeout: 3_000 }).toBe(true)
    await queue.jobs.send('local-queue', { value: 2 }, 1)
    await expect.poll(() => ran.includes(2), { timeout: (LOCAL_POLL_SECONDS + 5) * 1000 }).toBe(true)
  }, 60_000)
})

describe('polling intervals', () => {
  const work = async () => {}
  it('polls a scheduled queue once a minute, and work a clinician waits for as its queue says', () => {
    expect(pollingSecondsOf({ queue: 'purge', cron: '*/5 * * * *', work })).toBe(SCHEDULED_POLL_SECONDS)
    expect(pollingSecondsOf({ queue: 'chunks', pollingIntervalSeconds: 0.5, work })).toBe(0.5)
    expect(pollingSecondsOf({ queue: 'other', work })).toBe(2)
    // Where every job is sent by this process (PGlite), a sent job wakes its worker: polls only for the rest.
    expect(pollingSecondsOf({ queue: 'chunks', pollingIntervalSeconds: 0.5, work }, true)).toBe(
      LOCAL_POLL_SECONDS,
    )
    expect(pollingSecondsOf({ queue: 'purge', cron: '17 3 * * *', work }, true)).toBe(SCHEDULED_POLL_SECONDS)
  })
})
