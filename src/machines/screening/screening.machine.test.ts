import { describe, expect, it, vi } from 'vitest'
import { describePaths } from '../../../tests/model/paths'
import { httpError } from '../../../tests/unit/api-errors'
import { startOnClock } from '../../../tests/unit/clock'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { offline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import type { ScreeningRun } from '../../services/research'
import { jobPollingWith } from '../job-polling/job-polling.machine'
import { connectScreening } from './screening.connect'
import {
  MAX_RETRIES,
  POLL_DELAY_MS,
  RETRY_BASE_MS,
  type ScreeningInput,
  screeningMachine,
} from './screening.machine'
import { pathOptions } from './screening.paths'

const run = (status: ScreeningRun['status'], done: number, total = 4): ScreeningRun => ({
  id: 'run-1',
  status,
  engine: 'rules',
  done,
  total,
  patient_ids: ['p-1', 'p-2'],
  trial_ids: ['t-1', 't-2'],
  error: status === 'failed' ? 'engine down' : null,
  created_at: '2026-03-02T10:00:00.000Z',
  finished_at: null,
})

function start(input: Partial<ScreeningInput> = {}) {
  const begin = fakeCall<ScreeningRun, { spaceId: string }>()
  const fetch = fakeCall<ScreeningRun, { spaceId: string; runId: string }>()
  const started = vi.fn()
  const finished = vi.fn()
  const { actor, wait } = startOnClock(
    screeningMachine.provide({
      actors: { 'start screening': begin.logic, 'follow screening': jobPollingWith(fetch.logic) },
      actions: { 'announce started': started, 'announce finished': finished },
    }),
    { input: { spaceId: 's-1', ...input } },
  )
  const view = () => connectScreening(actor.getSnapshot(), actor.send, t)
  return { actor, begin, fetch, started, finished, wait, view }
}

describe('screening machine', () => {
  it('starts a run, follows its progress every second and announces the end', async () => {
    const s = start()
    expect(s.view().status).toBeNull()
    expect(s.view().start?.label).toBe('research.screening.start')
    s.view().start!.onClick()
    expect(s.begin.inputs).toEqual([{ spaceId: 's-1' }])
    expect(s.view().isRunning).toBe(true)
    expect(s.view().status).toBe('research.screening.starting')
    await answerWith(s.begin, run('queued', 0))
    expect(s.view().status).toBe('research.screening.progress {"done":0,"total":4}')
    expect(s.started).toHaveBeenCalledTimes(1)
    expect(s.fetch.inputs).toEqual([])
    await s.wait(POLL_DELAY_MS)
    expect(s.fetch.inputs).toEqual([{ spaceId: 's-1', runId: 'run-1' }])
    await answerWith(s.fetch, run('running', 3))
    expect(s.view().progress).toEqual({ done: 3, total: 4 })
    await s.wait(POLL_DELAY_MS)
    await answerWith(s.fetch, run('done', 4))
    expect(s.view().isDone).toBe(true)
    expect(s.view().status).toBe('research.screening.done {"count":4}')
    expect(s.finished).toHaveBeenCalledTimes(1)
    // Run again after changes: the same button, now "re-run".
    expect(s.view().start?.label).toBe('research.screening.rerun')
    s.view().start!.onClick()
    expect(s.begin.inputs).toHaveLength(2)
  })

  it('says why the server refused to start: no patients, no trials', async () => {
    const s = start()
    s.actor.send({ type: 'screening.start' })
    await failWith(s.begin, httpError('bad_request', 400, { patient_ids: 'No patients' }))
    expect(s.view().problem).toBe('research.screening.problems.no_patients')
    s.actor.send({ type: 'screening.start' })
    await failWith(s.begin, httpError('bad_request', 400, { trial_ids: 'No trials' }))
    expect(s.view().problem).toBe('research.screening.problems.no_trials')
    expect(s.started).not.toHaveBeenCalled()
  })

  it('shows the engine failure with its reason', async () => {
    const s = start()
    s.actor.send({ type: 'screening.start' })
    await answerWith(s.begin, run('queued', 0))
    await s.wait(POLL_DELAY_MS)
    await answerWith(s.fetch, run('failed', 1))
    expect(s.view().problem).toBe('research.screening.problems.engine_failed')
    expect(s.view().reason).toBe('engine down')
    expect(s.finished).toHaveBeenCalledTimes(1)
  })

  it('tries again after growing waits while offline, then offers a button that follows the same run', async () => {
    const s = start()
    s.actor.send({ type: 'screening.start' })
    await answerWith(s.begin, run('queued', 0))
    await s.wait(POLL_DELAY_MS)
    for (let attempt = 1; attempt <= MAX_RETRIES; attempt++) {
      await failWith(s.fetch, offline())
      expect(s.view().status).toBe('research.screening.retrying')
      await s.wait(RETRY_BASE_MS * 2 ** (attempt - 1))
      expect(s.fetch.inputs).toHaveLength(attempt + 1)
    }
    await failWith(s.fetch, offline())
    expect(s.view().isRunning).toBe(false)
    expect(s.view().problem).toBe('research.screening.problems.connection')
    s.view().retry!.onClick()
    expect(s.fetch.inputs.at(-1)).toEqual({ spaceId: 's-1', runId: 'run-1' })
    await answerWith(s.fetch, run('done', 4))
    expect(s.view().isDone).toBe(true)
    expect(s.begin.inputs).toHaveLength(1)
  })
})

const panel = (snapshot: Parameters<typeof connectScreening>[0]) => connectScreening(snapshot, () => {}, t)

describePaths('screening machine paths', screeningMachine, pathOptions, {
  every: ({ actual }) => {
    // The view contract: an error has a message; running and done never together.
    if (actual.hasTag('error')) expect(actual.context.problem).not.toBeNull()
    expect(actual.hasTag('running') && actual.hasTag('done')).toBe(false)
  },
  states: {
    // Never run: the start button, nothing else.
    idle: ({ actual }) => {
      const view = panel(actual)
      expect(view.start?.label).toBe(t('research.screening.start'))
      expect([view.status, view.problem, view.retry, view.isRunning]).toEqual([null, null, null, false])
    },
    // Asked to start (first or again): running, "starting" with no progress bar, no button to press meanwhile.
    starting: ({ actual }) => {
      const view = panel(actual)
      expect([view.isRunning, actual.hasTag('busy')]).toEqual([true, true])
      expect([view.status, view.progress]).toEqual([t('research.screening.starting'), null])
      expect([view.start, view.retry, view.problem]).toEqual([null, null, null])
    },
    // Running on the server: its progress once it has one, no button to press.
    'running.following': ({ actual }) => {
      const view = panel(actual)
      expect(actual.context.run).not.toBeNull()
      expect(view.isRunning).toBe(true)
      expect(view.status).not.toBe(t('research.screening.retrying'))
      expect([view.start, view.retry, view.problem]).toEqual([null, null, null])
    },
    // A check got no answer: the trouble said, asked again after a wait or now.
    'running.retrying': ({ actual }) => {
      const view = panel(actual)
      expect(view.status).toBe(t('research.screening.retrying'))
      expect(view.problem).not.toBeNull()
      expect(view.retry?.label).toBe(t('research.screening.retry'))
    },
    // Finished: how many patients were screened, and a run again.
    done: ({ actual }) => {
      const view = panel(actual)
      expect(view.isDone).toBe(true)
      expect(view.start?.label).toBe(t('research.screening.rerun'))
      expect([view.problem, view.progress]).toEqual([null, null])
    },
    // Refused or failed on the server: why (the engine's words when it failed there), and start again.
    failed: ({ actual }) => {
      const view = panel(actual)
      expect(view.problem).not.toBeNull()
      if (actual.context.problem === 'engine_failed') expect(view.reason).toBe(actual.context.reason)
      expect(view.start).not.toBeNull()
      expect(view.isRunning).toBe(false)
    },
    // Lost sight of a run that may still go on: follow it again if there is one, or start anew.
    lost: ({ actual }) => {
      const view = panel(actual)
      expect(view.problem).not.toBeNull()
      expect(view.start).not.toBeNull()
      expect(view.retry !== null).toBe(actual.context.run !== null && actual.context.run.status !== 'done')
    },
  },
})
