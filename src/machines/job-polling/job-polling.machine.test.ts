import { describe, expect, it } from 'vitest'
import { assign, createActor, SimulatedClock, setup } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall, flush } from '../../../tests/unit/deferred'
import { offline } from '../../../tests/unit/offline'
import { ApiError } from '../../services/api'
import {
  type JobAnswer,
  type JobPollingInput,
  type JobPollingOutput,
  type JobPollingReport,
  type JobRequest,
  jobPollingMachine,
  jobPollingWith,
} from './job-polling.machine'
import { pathOptions, sampleInput } from './job-polling.paths'

const busyServer = () =>
  new ApiError('http', 'unavailable', 'busy', 503, { error: { code: 'unavailable', message: 'busy' } })
const gone = () =>
  new ApiError('http', 'not_found', 'gone', 404, { error: { code: 'not_found', message: 'gone' } })

/** The child inside a parent that writes down each report and how following the job ended. */
function start(input: Partial<JobPollingInput> = {}) {
  const check = fakeCall<JobAnswer, JobRequest>()
  const parent = setup({
    types: {} as {
      context: { reports: string[]; output: JobPollingOutput | null }
      events: JobPollingReport | { type: 'retry' }
    },
    actors: { 'follow job': jobPollingWith(check.logic) },
  }).createMachine({
    context: { reports: [], output: null },
    on: {
      'poll.answered': {
        actions: assign(({ context, event }) => ({
          reports: [...context.reports, `answered ${event.answer.status}`],
        })),
      },
      'poll.retrying': { actions: assign(({ context }) => ({ reports: [...context.reports, 'retrying'] })) },
      'poll.resumed': { actions: assign(({ context }) => ({ reports: [...context.reports, 'resumed'] })) },
    },
    initial: 'following',
    states: {
      following: {
        invoke: {
          id: 'job',
          src: 'follow job',
          input: { ...sampleInput, maxPolls: 3, maxRetries: 2, ...input },
          onDone: { target: 'ended', actions: assign(({ event }) => ({ output: event.output })) },
        },
      },
      ended: {},
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(parent, { clock })
  actor.start()
  const wait = async (ms: number) => {
    clock.increment(ms)
    await flush()
  }
  const child = () => actor.getSnapshot().children.job
  return { actor, check, wait, child, context: () => actor.getSnapshot().context }
}

describe('job-polling machine', () => {
  it('waits a poll, asks, tells the parent each answer while the job runs, and ends with the last one', async () => {
    const job = start()
    expect(job.check.inputs).toHaveLength(0)
    await job.wait(sampleInput.pollDelayMs)
    expect(job.check.inputs).toEqual([sampleInput.request])
    await answerWith(job.check, { status: 'running' })
    expect(job.context().reports).toEqual(['answered running'])
    await job.wait(sampleInput.pollDelayMs - 1)
    expect(job.check.inputs).toHaveLength(1)
    await job.wait(1)
    await answerWith(job.check, { status: 'done' })
    expect(job.context().output).toEqual({ outcome: 'ended', answer: { status: 'done' } })
    expect(job.context().reports).toEqual(['answered running'])
  })

  it('asks at once when told to', async () => {
    const job = start({ askAtOnce: true })
    expect(job.check.inputs).toHaveLength(1)
  })

  it('stops as taking too long after the cap on checks, with the last answer', async () => {
    const job = start({ askAtOnce: true, maxPolls: 2 })
    await answerWith(job.check, { status: 'running' })
    await job.wait(sampleInput.pollDelayMs)
    await answerWith(job.check, { status: 'running' })
    expect(job.context().output).toEqual({ outcome: 'stalled', answer: { status: 'running' } })
    expect(job.check.inputs).toHaveLength(2)
  })

  it('tries again after growing waits when a check gets no answer, then gives up with the failure', async () => {
    const job = start({ askAtOnce: true })
    await failWith(job.check, offline())
    expect(job.child()?.getSnapshot().hasTag('retrying')).toBe(true)
    await job.wait(sampleInput.retryBaseMs)
    expect(job.check.inputs).toHaveLength(2)
    expect(job.context().reports).toEqual(['retrying', 'resumed'])
    await failWith(job.check, offline())
    await job.wait(sampleInput.retryBaseMs * 2 - 1)
    expect(job.check.inputs).toHaveLength(2)
    await job.wait(1)
    expect(job.check.inputs).toHaveLength(3)
    const error = offline()
    await failWith(job.check, error)
    expect(job.context().output).toEqual({ outcome: 'failed', error })
  })

  it('checks again at once when the person asks while it waits to try again', async () => {
    const job = start({ askAtOnce: true })
    await failWith(job.check, offline())
    job.child()?.send({ type: 'poll.retry' })
    expect(job.check.inputs).toHaveLength(2)
    expect(job.context().reports).toEqual(['retrying', 'resumed'])
  })

  it('gives up at once on a refusal, and tries a busy server again only when told to', async () => {
    const refused = start({ askAtOnce: true })
    await failWith(refused.check, gone())
    expect(refused.context().output).toMatchObject({ outcome: 'failed' })
    const busy = start({ askAtOnce: true })
    await failWith(busy.check, busyServer())
    expect(busy.context().output).toMatchObject({ outcome: 'failed' })
    const patient = start({ askAtOnce: true, retryBusyServer: true })
    await failWith(patient.check, busyServer())
    expect(patient.context().output).toBeNull()
    expect(patient.context().reports).toEqual(['retrying'])
  })
})

// Every path of docs/statecharts/job-polling.md, replayed on a real actor (the reports to a parent are
// the no-ops the chart ships with: it runs here on its own).
for (const [name, input] of Object.entries<JobPollingInput>(pathOptions.inputs)) {
  describePaths(
    `job-polling machine paths (${name})`,
    jobPollingMachine,
    { ...pathOptions, input },
    {
      every: ({ actual }) => {
        // Asking and waiting to try again never together; the checks stay under their caps.
        expect(actual.hasTag('asking') && actual.hasTag('retrying')).toBe(false)
        expect(actual.context.attempts).toBeLessThanOrEqual(actual.context.maxRetries)
        if (actual.context.maxPolls !== null)
          expect(actual.context.polls).toBeLessThan(actual.context.maxPolls)
      },
      states: {
        // Between two checks: nothing asked, no failed try pending.
        waiting: ({ actual }) => {
          expect([actual.hasTag('asking'), actual.hasTag('retrying')]).toEqual([false, false])
          expect(actual.context.attempts).toBe(0)
        },
        // Asking the server how the job goes.
        checking: ({ actual }) => {
          expect(actual.hasTag('asking')).toBe(true)
          expect(actual.children.checkJob).toBeDefined()
        },
        // The last check got no answer: counted, and the person may ask again now.
        retrying: ({ actual }) => {
          expect(actual.hasTag('retrying')).toBe(true)
          expect(actual.context.attempts).toBeGreaterThan(0)
          expect(actual.can({ type: 'poll.retry' })).toBe(true)
        },
        // The job reached an end it was told of: the last answer goes to the parent.
        ended: ({ actual }) => {
          expect(actual.output).toEqual({ outcome: 'ended', answer: actual.context.answer })
          expect(input.endsAt).toContain((actual.context.answer as { status: string }).status)
        },
        // Still going after the cap on checks: the last answer, and the parent asks the person.
        stalled: ({ actual }) => {
          expect(actual.output).toEqual({ outcome: 'stalled', answer: actual.context.answer })
          expect(input.endsAt).not.toContain((actual.context.answer as { status: string }).status)
        },
        // Given up: the failure that ended it.
        failed: ({ actual }) => {
          expect(actual.output).toEqual({ outcome: 'failed', error: actual.context.error })
          expect(actual.context.error).not.toBeNull()
        },
      },
    },
  )
}
