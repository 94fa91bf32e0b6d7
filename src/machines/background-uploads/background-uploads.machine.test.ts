import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromCallback, fromPromise } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import { deferred, flush } from '../../../tests/unit/deferred'
import type { UploadOutcome } from '../../services/audio/upload'
import { chunkUploadMachine } from '../chunk-upload/chunk-upload.machine'
import { backgroundUploadsMachine, backgroundUploadsWith, uploaderId } from './background-uploads.machine'
import { pathOptions } from './background-uploads.paths'

type Key = { sessionId: string; order: number }
const stored: UploadOutcome = { status: 201, chunk: {} as never }

/**
 * The machine with real chunk-upload queues over a fake browser store and server: `left` holds what each
 * consultation left in the browser; each upload waits until the test lets the server answer.
 */
function start(left: Record<string, number[]>) {
  const lists: string[] = []
  const uploads: Key[] = []
  const answers: Array<{ resolve: (outcome: UploadOutcome) => void; reject: (error: unknown) => void }> = []
  const listing = new Map<string, ReturnType<typeof deferred<number[]>>>()
  const uploader = chunkUploadMachine.provide({
    actors: {
      'list pending chunks': fromPromise(({ input }) => {
        lists.push(input.sessionId)
        const found = deferred<number[]>()
        listing.set(input.sessionId, found)
        return found.promise
      }),
      'upload chunk': fromPromise(({ input }) => {
        uploads.push(input)
        const answer = deferred<UploadOutcome>()
        answers.push(answer)
        return answer.promise
      }),
      'delete acknowledged chunk': fromPromise(async ({ input }) => {
        left[input.sessionId] = (left[input.sessionId] ?? []).filter((order) => order !== input.order)
      }),
      'watch network': fromCallback(() => {}),
    },
  })
  const actor = createActor(backgroundUploadsWith(uploader)).start()
  const snapshot = () => actor.getSnapshot()
  return {
    actor,
    lists,
    uploads,
    snapshot,
    handOver: (sessionId: string) => actor.send({ type: 'uploads.hand-over', sessionId }),
    /** The browser store answers what the consultation left. */
    list: async (sessionId: string) => {
      listing.get(sessionId)?.resolve([...(left[sessionId] ?? [])])
      await flush()
    },
    /** The browser store cannot be read. */
    failList: async (sessionId: string) => {
      listing.get(sessionId)?.reject(new Error('IndexedDB blocked'))
      await flush()
    },
    /** The server stores the chunk being sent. */
    acknowledge: async () => {
      answers.shift()?.resolve(stored)
      await flush()
    },
    uploaders: () => Object.keys(snapshot().children).sort(),
  }
}

describe('background uploads machine', () => {
  it('sends what a finished consultation left, then stops and forgets its queue', async () => {
    const left = { 's-1': [3, 4] }
    const uploads = start(left)
    expect(uploads.snapshot().hasTag('drained')).toBe(true)
    uploads.handOver('s-1')
    expect(uploads.snapshot().hasTag('uploading')).toBe(true)
    expect(uploads.uploaders()).toEqual([uploaderId('s-1')])
    await uploads.list('s-1')
    await uploads.acknowledge()
    expect(uploads.uploaders()).toEqual([uploaderId('s-1')])
    await uploads.acknowledge()
    expect(uploads.uploads).toEqual([
      { sessionId: 's-1', order: 3 },
      { sessionId: 's-1', order: 4 },
    ])
    expect(left['s-1']).toEqual([])
    expect(uploads.uploaders()).toEqual([])
    expect(uploads.snapshot().context.sessions).toEqual([])
    expect(uploads.snapshot().hasTag('drained')).toBe(true)
  })

  it('keeps one queue for a consultation handed over twice', async () => {
    const uploads = start({ 's-1': [0] })
    uploads.handOver('s-1')
    uploads.handOver('s-1')
    expect(uploads.lists).toEqual(['s-1'])
    expect(uploads.uploaders()).toEqual([uploaderId('s-1')])
    await uploads.list('s-1')
    expect(uploads.uploads).toHaveLength(1)
  })

  it('runs one queue per consultation and is drained only when the last one is', async () => {
    const uploads = start({ 's-1': [0], 's-2': [] })
    uploads.handOver('s-1')
    uploads.handOver('s-2')
    expect(uploads.uploaders()).toEqual([uploaderId('s-1'), uploaderId('s-2')])
    await uploads.list('s-2')
    expect(uploads.uploaders()).toEqual([uploaderId('s-1')])
    expect(uploads.snapshot().hasTag('uploading')).toBe(true)
    await uploads.list('s-1')
    await uploads.acknowledge()
    expect(uploads.uploaders()).toEqual([])
    expect(uploads.snapshot().hasTag('drained')).toBe(true)
    // Handed over again later (say, chunks stored since), it gets a new queue.
    uploads.handOver('s-1')
    expect(uploads.lists).toEqual(['s-1', 's-2', 's-1'])
  })

  it('keeps a queue that could not look for the chunks left behind (it is not known to be drained)', async () => {
    const uploads = start({ 's-1': [0] })
    uploads.handOver('s-1')
    await uploads.failList('s-1')
    expect(uploads.snapshot().children[uploaderId('s-1')]?.getSnapshot().hasTag('drained')).toBe(true)
    expect(uploads.uploaders()).toEqual([uploaderId('s-1')])
    expect(uploads.snapshot().hasTag('uploading')).toBe(true)
    uploads.handOver('s-1')
    expect(uploads.lists).toEqual(['s-1'])
  })
})

// Every path of docs/statecharts/background-uploads.md, replayed on a real actor (each queue it starts is
// held: the paths feed its reports as events).
const held = fromPromise<never>(() => new Promise<never>(() => {}))
type UploadsSnapshot = AnyMachineSnapshot & { context: { sessions: string[] } }

describePaths(
  'background uploads machine paths',
  backgroundUploadsMachine,
  { ...pathOptions, provide: { actors: { 'chunk upload': held } } },
  {
    every: (step) => {
      const { sessions } = (step.actual as UploadsSnapshot).context
      // One queue per consultation still uploading, and none for any other.
      expect(new Set(sessions).size).toBe(sessions.length)
      expect(Object.keys(step.actual.children).sort()).toEqual(sessions.map(uploaderId).sort())
    },
    states: {
      // Nothing left to send: no queue runs, so leaving the app loses nothing.
      idle: ({ actual }) => {
        expect([actual.hasTag('drained'), actual.hasTag('uploading')]).toEqual([true, false])
        expect((actual as UploadsSnapshot).context.sessions).toEqual([])
      },
      // At least one consultation's chunks still going up, each in its queue.
      uploading: ({ actual }) => {
        expect([actual.hasTag('uploading'), actual.hasTag('drained')]).toEqual([true, false])
        expect((actual as UploadsSnapshot).context.sessions.length).toBeGreaterThan(0)
      },
    },
  },
)
