import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, SimulatedClock } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall, flush } from '../../../tests/unit/deferred'
import { ApiError } from '../../services/api'
import type { UploadOutcome } from '../../services/audio/upload'
import {
  chunkUploadMachine,
  classifyUploadFailure,
  MAX_AUTOMATIC_RETRIES,
  STALLED_RETRY_MS,
} from './chunk-upload.machine'
import { pathOptions } from './chunk-upload.paths'
import {
  selectCanRetry,
  selectHasError,
  selectIsDrained,
  selectIsOffline,
  selectIsRetrying,
  selectIsUploading,
  selectPendingCount,
  selectUploadProblem,
} from './chunk-upload.selectors'

type Key = { sessionId: string; order: number }
const http = (status: number) => new ApiError('http', status === 409 ? 'conflict' : 'internal', 'x', status)
const network = () => new ApiError('network', 'unavailable', 'Failed to fetch')
const stored: UploadOutcome = { status: 201, chunk: {} as never }

function start(options: { online?: boolean } = {}) {
  const list = fakeCall<number[], { sessionId: string }>()
  const upload = fakeCall<UploadOutcome, Key>()
  const remove = fakeCall<void, Key>()
  const reportFailure = vi.fn()
  const reportDrained = vi.fn()
  const clock = new SimulatedClock()
  const actor = createActor(
    chunkUploadMachine.provide({
      actors: {
        'list pending chunks': list.logic,
        'upload chunk': upload.logic,
        'delete acknowledged chunk': remove.logic,
        'watch network': fromCallback(({ sendBack }) => {
          if (options.online === false) sendBack({ type: 'network.offline' })
        }),
      },
      actions: { 'report failure': (_, params) => reportFailure(params), 'report drained': reportDrained },
    }),
    { input: { sessionId: 's-1' }, clock },
  ).start()
  const snapshot = () => actor.getSnapshot()
  /** Lets the fake server answer the current upload, then the deletion. */
  const acknowledge = async () => {
    await answerWith(upload, stored)
    remove.resolve()
    await flush()
  }
  return { actor, list, upload, remove, clock, snapshot, acknowledge, reportFailure, reportDrained }
}

describe('classifying upload failures', () => {
  it.each([
    [http(409), 'conflict'],
    [http(400), 'permanent'],
    [http(404), 'permanent'],
    [http(413), 'permanent'],
    [http(415), 'permanent'],
    [http(408), 'retryable'],
    [http(429), 'retryable'],
    [http(500), 'retryable'],
    [http(503), 'retryable'],
    [network(), 'retryable'],
    [new ApiError('timeout', 'unavailable', 'slow'), 'retryable'],
    [new Error('anything else'), 'retryable'],
  ])('%s is %s', (error, kind) => {
    expect(classifyUploadFailure(error)).toBe(kind)
  })
})

describe('chunk upload machine', () => {
  it('resumes the chunks an earlier page left, strictly in order, deleting each once acknowledged', async () => {
    const queue = start()
    expect(queue.list.inputs).toEqual([{ sessionId: 's-1' }])
    await answerWith(queue.list, [4, 2, 3])
    expect(selectPendingCount(queue.snapshot())).toBe(3)
    expect(queue.upload.inputs).toEqual([{ sessionId: 's-1', order: 2 }])
    await answerWith(queue.upload, stored)
    // Order 3 waits until 2 is acknowledged and deleted.
    expect(queue.upload.inputs).toHaveLength(1)
    expect(queue.remove.inputs).toEqual([{ sessionId: 's-1', order: 2 }])
    queue.remove.resolve()
    await flush()
    expect(queue.upload.inputs.at(-1)).toEqual({ sessionId: 's-1', order: 3 })
    await queue.acknowledge()
    await queue.acknowledge()
    expect(queue.upload.inputs.map((input) => input.order)).toEqual([2, 3, 4])
    expect(selectIsDrained(queue.snapshot())).toBe(true)
    expect(selectPendingCount(queue.snapshot())).toBe(0)
  })

  it('sends new chunks as they are stored, after those already waiting', async () => {
    const queue = start()
    await answerWith(queue.list, [])
    expect(selectIsDrained(queue.snapshot())).toBe(true)
    queue.actor.send({ type: 'chunk.stored', order: 0 })
    queue.actor.send({ type: 'chunk.stored', order: 1 })
    expect(selectPendingCount(queue.snapshot())).toBe(2)
    await queue.acknowledge()
    await queue.acknowledge()
    expect(queue.upload.inputs.map((input) => input.order)).toEqual([0, 1])
    expect(selectPendingCount(queue.snapshot())).toBe(0)
  })

  it('treats a 200 (already stored: an earlier try got through) as acknowledged', async () => {
    const queue = start()
    await answerWith(queue.list, [0])
    await answerWith(queue.upload, { status: 200, chunk: {} as never })
    expect(queue.remove.inputs).toEqual([{ sessionId: 's-1', order: 0 }])
  })

  it('retries a failed upload after 1, 2, 4 and 8 s, then says it is stuck and tries every 30 s', async () => {
    const queue = start()
    await answerWith(queue.list, [0])
    for (const delay of [1000, 2000, 4000, 8000]) {
      await failWith(queue.upload, http(503))
      expect(selectIsRetrying(queue.snapshot())).toBe(true)
      expect(selectHasError(queue.snapshot())).toBe(false)
      const tries = queue.upload.inputs.length
      queue.clock.increment(delay - 1)
      expect(queue.upload.inputs).toHaveLength(tries)
      queue.clock.increment(1)
      expect(queue.upload.inputs).toHaveLength(tries + 1)
    }
    await failWith(queue.upload, network())
    expect(queue.upload.inputs).toHaveLength(MAX_AUTOMATIC_RETRIES + 1)
    expect(selectHasError(queue.snapshot())).toBe(true)
    expect(selectUploadProblem(queue.snapshot())).toBe('unreachable')
    expect(selectCanRetry(queue.snapshot())).toBe(true)
    queue.clock.increment(STALLED_RETRY_MS)
    expect(queue.upload.inputs).toHaveLength(MAX_AUTOMATIC_RETRIES + 2)
    await queue.acknowledge()
    expect(selectUploadProblem(queue.snapshot())).toBeNull()
    expect(selectIsDrained(queue.snapshot())).toBe(true)
  })

  it('tries again at once when asked', async () => {
    const queue = start()
    await answerWith(queue.list, [0])
    await failWith(queue.upload, http(500))
    queue.actor.send({ type: 'upload.retry' })
    expect(queue.upload.inputs).toHaveLength(2)
    expect(queue.snapshot().context.attempts).toBe(0)
  })

  it('pauses while offline and goes on when the network returns', async () => {
    const queue = start()
    await answerWith(queue.list, [0, 1])
    queue.actor.send({ type: 'network.offline' })
    expect(selectIsOffline(queue.snapshot())).toBe(true)
    queue.actor.send({ type: 'chunk.stored', order: 2 })
    queue.clock.increment(60_000)
    expect(queue.upload.inputs).toHaveLength(1)
    expect(selectPendingCount(queue.snapshot())).toBe(3)
    queue.actor.send({ type: 'network.online' })
    // The upload cut off by the network goes again; the server answers 200 if it had arrived.
    expect(queue.upload.inputs.map((input) => input.order)).toEqual([0, 0])
    await queue.acknowledge()
    await queue.acknowledge()
    await queue.acknowledge()
    expect(selectIsDrained(queue.snapshot())).toBe(true)
  })

  it('starts offline when the browser is, and waits', async () => {
    const queue = start({ online: false })
    await answerWith(queue.list, [0])
    expect(selectIsOffline(queue.snapshot())).toBe(true)
    expect(queue.upload.inputs).toEqual([])
  })

  it('stops on a 409 (another chunk under this order) and keeps the chunk', async () => {
    const queue = start()
    await answerWith(queue.list, [5, 6])
    await failWith(queue.upload, http(409))
    expect(selectHasError(queue.snapshot())).toBe(true)
    expect(selectUploadProblem(queue.snapshot())).toBe('conflict')
    expect(queue.remove.inputs).toEqual([])
    expect(selectPendingCount(queue.snapshot())).toBe(2)
    queue.clock.increment(STALLED_RETRY_MS * 10)
    expect(queue.upload.inputs).toHaveLength(1)
    expect(queue.reportFailure).toHaveBeenCalledWith({ order: 5, error: expect.any(ApiError) })
  })

  it('stops on a chunk the server refuses for good (415), until asked to try again', async () => {
    const queue = start()
    await answerWith(queue.list, [0])
    await failWith(queue.upload, http(415))
    expect(selectUploadProblem(queue.snapshot())).toBe('rejected')
    queue.actor.send({ type: 'network.online' })
    expect(queue.upload.inputs).toHaveLength(1)
    queue.actor.send({ type: 'upload.retry' })
    expect(queue.upload.inputs).toHaveLength(2)
    expect(selectUploadProblem(queue.snapshot())).toBeNull()
  })

  it('goes on when the pending list cannot be read, with the chunks of this page', async () => {
    const queue = start()
    await failWith(queue.list, new Error('IndexedDB blocked'))
    expect(selectIsDrained(queue.snapshot())).toBe(true)
    queue.actor.send({ type: 'chunk.stored', order: 0 })
    expect(queue.upload.inputs).toEqual([{ sessionId: 's-1', order: 0 }])
  })

  it('reports it is drained each time it has sent everything, once the earlier chunks were looked for', async () => {
    const queue = start()
    await answerWith(queue.list, [0])
    expect(queue.reportDrained).not.toHaveBeenCalled()
    await queue.acknowledge()
    expect(queue.reportDrained).toHaveBeenCalledTimes(1)
    queue.actor.send({ type: 'chunk.stored', order: 1 })
    await queue.acknowledge()
    expect(queue.reportDrained).toHaveBeenCalledTimes(2)
    // Without the list, chunks an earlier page left may still wait: empty is not drained for sure.
    const unlisted = start()
    await failWith(unlisted.list, new Error('IndexedDB blocked'))
    expect(selectIsDrained(unlisted.snapshot())).toBe(true)
    expect(unlisted.reportDrained).not.toHaveBeenCalled()
  })
})

// Every path of docs/statecharts/chunk-upload.md, replayed on a real actor.
const reportDrained = vi.fn()
const pathsWithReport = { ...pathOptions, provide: { actions: { 'report drained': reportDrained } } }
describePaths('chunk upload machine paths', chunkUploadMachine, pathsWithReport, {
  every: (step) => {
    const snapshot = step.actual
    expect(snapshot.context.pending).toEqual([...snapshot.context.pending].sort((a, b) => a - b))
    expect(snapshot.context.attempts).toBeLessThanOrEqual(MAX_AUTOMATIC_RETRIES + 1)
    // Reported drained only in a drained state, once the chunks an earlier page left were looked for.
    if (step.index === 0) reportDrained.mockClear()
    if (reportDrained.mock.calls.length > 0) {
      expect(snapshot.hasTag('drained')).toBe(true)
      expect(snapshot.context.listed).toBe(true)
    }
    reportDrained.mockClear()
    expect(selectIsOffline(snapshot)).toBe(snapshot.matches('offline'))
  },
  states: {
    // Looking for chunks an earlier page left: not yet drained, nothing to retry.
    loading: ({ actual }) => {
      expect([selectIsDrained(actual), selectHasError(actual), selectCanRetry(actual)]).toEqual([
        false,
        false,
        false,
      ])
      expect(actual.context.listed).toBe(false)
    },
    // Nothing waits: the indicator shows no chunk left, and no problem.
    idle: ({ actual }) => {
      expect([selectIsDrained(actual), selectPendingCount(actual)]).toEqual([true, 0])
      expect(selectHasError(actual)).toBe(false)
    },
    // The first chunk goes up, then is deleted here: the indicator counts it until then.
    uploading: ({ actual }) => {
      expect(selectIsUploading(actual)).toBe(true)
      expect(selectPendingCount(actual)).toBeGreaterThan(0)
      expect(selectCanRetry(actual)).toBe(false)
    },
    acknowledging: ({ actual }) => {
      expect(selectIsUploading(actual)).toBe(true)
      expect(selectPendingCount(actual)).toBeGreaterThan(0)
    },
    // A failed try, to be made again by itself soon: counted, no error shown yet, retry now possible.
    waiting: ({ actual }) => {
      expect([selectIsRetrying(actual), selectHasError(actual)]).toEqual([true, false])
      expect(actual.context.attempts).toBeGreaterThan(0)
      expect(selectCanRetry(actual)).toBe(true)
    },
    // The server out of reach after every automatic try: said so, still tried now and then, or now.
    stalled: ({ actual }) => {
      expect([selectIsRetrying(actual), selectHasError(actual)]).toEqual([true, true])
      expect(selectUploadProblem(actual)).toBe('unreachable')
      expect(selectCanRetry(actual)).toBe(true)
    },
    // No network: the chunks wait in the browser, nothing is sent.
    offline: ({ actual }) => {
      expect(actual.context.online).toBe(false)
      expect([selectIsUploading(actual), selectCanRetry(actual)]).toEqual([false, false])
    },
    // Refused for good: the chunk stays in the browser and goes again only when the person asks.
    failed: ({ actual }) => {
      expect(selectHasError(actual)).toBe(true)
      expect(['conflict', 'rejected']).toContain(selectUploadProblem(actual))
      expect([selectCanRetry(actual), selectIsRetrying(actual)]).toEqual([true, false])
      expect(selectPendingCount(actual)).toBeGreaterThan(0)
    },
  },
})
