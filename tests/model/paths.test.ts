import { describe, expect, it, vi } from 'vitest'
import { assign, fromPromise, setup } from 'xstate'
import {
  checkInvariants,
  describePaths,
  forEachPath,
  getModelPaths,
  invariantGaps,
  replayPath,
} from './paths'

// A small note-generation flow, only for these tests: an invoke, a capped automatic retry after a
// named delay, a manual event and a done output the machine reads.
const noteMachine = setup({
  types: {
    context: {} as {
      /** Failed attempts so far. */
      attempts: number
      /** The generated note, once there is one. */
      note: string | null
    },
    events: {} as { type: 'note.generate' } | { type: 'note.cancel' },
  },
  actors: {
    'generate note': fromPromise<{ text: string }>(async () => ({ text: 'real note' })),
  },
  actions: {
    'count attempt': assign({ attempts: ({ context }) => context.attempts + 1 }),
    'forget attempts': assign({ attempts: 0 }),
    'keep note': assign({
      note: ({ event }) => (event as unknown as { output: { text: string } }).output.text,
    }),
    'report failure': () => {},
  },
  guards: {
    canRetry: ({ context }) => context.attempts < 2,
  },
  delays: {
    backoff: ({ context }) => 1000 * 2 ** context.attempts,
  },
}).createMachine({
  id: 'note',
  context: { attempts: 0, note: null },
  initial: 'idle',
  states: {
    idle: { on: { 'note.generate': { target: 'generating', actions: 'forget attempts' } } },
    generating: {
      tags: ['busy'],
      invoke: {
        id: 'generate',
        src: 'generate note',
        onDone: { target: 'ready', actions: 'keep note' },
        onError: { target: 'failed', actions: 'count attempt' },
      },
      on: { 'note.cancel': 'idle' },
    },
    failed: {
      tags: ['error'],
      entry: 'report failure',
      after: { backoff: { guard: 'canRetry', target: 'generating' } },
      on: { 'note.generate': { target: 'generating', actions: 'forget attempts' }, 'note.cancel': 'idle' },
    },
    ready: { tags: ['ready'], type: 'final' },
  },
})

const done = { type: 'xstate.done.actor.generate', output: { text: 'Patient reports headache.' } }

describe('getModelPaths', () => {
  it('finds the shortest path to every state, with invoke outcomes and delays as events', () => {
    const names = getModelPaths(noteMachine, { events: [done] }).map((path) => path.name)
    expect(names).toContain('(start) ⇒ idle')
    expect(names).toContain('note.generate ▸ generate note ⇒ generating [busy]')
    expect(names).toContain('note.generate ▸ generate note → done(generate) ⇒ ready (done) [ready]')
    expect(names).toContain('note.generate ▸ generate note → error(generate) ⇒ failed [error]')
    expect(names).toContain(
      'note.generate ▸ generate note → error(generate) → after(backoff) ▸ generate note ⇒ generating [busy]',
    )
    // The retry is capped: after two failures the timer no longer leads anywhere.
    expect(names.some((name) => name.split('error(generate)').length - 1 > 3)).toBe(false)
    expect(new Set(names).size).toBe(names.length)
  })

  it('says what to do when context makes the graph unbounded', () => {
    const unbounded = noteMachine.provide({ actions: { 'forget attempts': () => {} } })
    expect(() => getModelPaths(unbounded, { events: [done], limit: 500 })).toThrow(/cap counters with guards/)
  })

  it('asks for a sample when a bare event makes the machine throw', () => {
    expect(() => getModelPaths(noteMachine)).toThrow(/xstate\.done\.actor\.generate .*Pass a sample event/s)
  })

  it('adds every simple path when there are few enough, and refuses graphs beyond the cap when asked', () => {
    const shortest = getModelPaths(noteMachine, { events: [done], simple: false })
    const all = getModelPaths(noteMachine, { events: [done] })
    expect(all.length).toBeGreaterThan(shortest.length)
    expect(getModelPaths(noteMachine, { events: [done], simple: true })).toHaveLength(all.length)
    // Beyond the cap: shortest paths only, unless simple paths were asked for.
    expect(getModelPaths(noteMachine, { events: [done], maxSimplePaths: 3 })).toHaveLength(shortest.length)
    expect(() => getModelPaths(noteMachine, { events: [done], simple: true, maxSimplePaths: 3 })).toThrow(
      /more than 3 simple paths/,
    )
  })
})

describe('replaying paths on a real actor', () => {
  it('runs the provided actions as the path goes', async () => {
    const reportFailure = vi.fn()
    const options = { events: [done], provide: { actions: { 'report failure': reportFailure } } }
    const path = getModelPaths(noteMachine, options).find(
      (candidate) => candidate.name === 'note.generate ▸ generate note → error(generate) ⇒ failed [error]',
    )!
    const final = await replayPath(noteMachine, path, options)
    expect(final.value).toBe('failed')
    expect(final.context.attempts).toBe(1)
    expect(reportFailure).toHaveBeenCalledTimes(1)
  })

  it('fails with the step where a fake that settles on its own moves the machine', async () => {
    const options = {
      events: [done],
      provide: { actors: { 'generate note': fromPromise(async () => ({ text: 'too soon' })) } },
    }
    const path = getModelPaths(noteMachine, options).find((candidate) =>
      candidate.name.startsWith('note.generate ▸ generate note → error(generate) ⇒'),
    )!
    await expect(replayPath(noteMachine, path, options, async () => {})).rejects.toThrow(
      /diverged at step 2 \(xstate\.error\.actor\.generate\): expected failed \[error\], the actor is in ready \(done\)/,
    )
  })

  it('hands each step the services the real actor called, with their input', async () => {
    const options = { events: [done] }
    const path = getModelPaths(noteMachine, options).find(
      (candidate) =>
        candidate.name ===
        'note.generate ▸ generate note → error(generate) → after(backoff) ▸ generate note ⇒ generating [busy]',
    )!
    const calls: string[][] = []
    await replayPath(noteMachine, path, options, (step) => {
      expect(step.calls.map((call) => call.name)).toEqual(step.services)
      calls.push(step.calls.map((call) => `${call.name} as ${call.id}`))
    })
    expect(calls).toEqual([[], ['generate note as generate'], [], ['generate note as generate']])
  })

  it('fails with the step where the real actor starts a service the graph did not predict', async () => {
    // A custom action the graph cannot run sends an event that enters the invoking state again.
    const restarting = setup({
      actors: { 'generate note': fromPromise<never>(() => new Promise(() => {})) },
      actions: { 'ask again': () => {} },
    }).createMachine({
      id: 'restarting',
      initial: 'idle',
      states: {
        idle: { on: { 'note.generate': { target: 'generating', actions: 'ask again' } } },
        generating: {
          invoke: { id: 'generate', src: 'generate note' },
          on: { 'note.restart': { target: 'generating', reenter: true } },
        },
      },
    })
    const options = {
      provide: {
        actions: {
          'ask again': ({ self }: { self: { send: (event: { type: string }) => void } }) =>
            self.send({ type: 'note.restart' }),
        },
      },
    }
    const path = getModelPaths(restarting, options).find((candidate) => candidate.events.length === 1)!
    await expect(replayPath(restarting, path, options)).rejects.toThrow(
      /diverged at step 1 \(note\.generate\): expected it to start \[generate note\], it started \[generate note, generate note\]/,
    )
  })

  it('hands each step to forEachPath callers', async () => {
    const seen: string[] = []
    forEachPath(noteMachine, { events: [done] }, (path, replay) => {
      if (path.name !== 'note.generate ▸ generate note → done(generate) ⇒ ready (done) [ready]') return
      seen.push(path.name)
      return replay((step) => {
        expect(step.actual.hasTag('busy')).toBe(step.expected.hasTag('busy'))
      })
    })
    expect(seen).toHaveLength(1)
  })
})

describe('invariants', () => {
  const paths = getModelPaths(noteMachine, { events: [done] })
  const holds = () => expect(true).toBe(true)

  it('names the states the paths reach that have no invariant, and invariants of no state', () => {
    expect(
      invariantGaps(noteMachine, paths, { idle: holds, generating: holds, ready: holds, finished: holds }),
    ).toEqual({ uncovered: ['failed'], unknown: ['finished'] })
    expect(
      invariantGaps(noteMachine, paths, { idle: holds, generating: holds, ready: holds, failed: holds }),
    ).toEqual({ uncovered: [], unknown: [] })
  })

  it("counts a parent's invariant for its children, and takes one for a state no path reaches", () => {
    const nested = setup({}).createMachine({
      id: 'nested',
      initial: 'open',
      states: {
        open: { initial: 'fine', states: { fine: { on: { break: 'broken' } }, broken: {} } },
        closed: {},
      },
    })
    const nestedPaths = getModelPaths(nested)
    expect(invariantGaps(nested, nestedPaths, { open: holds })).toEqual({ uncovered: [], unknown: [] })
    expect(invariantGaps(nested, nestedPaths, { 'open.fine': holds, closed: holds })).toEqual({
      uncovered: ['open.broken'],
      unknown: [],
    })
  })

  it('runs the invariants of the state each step is in', async () => {
    const path = paths.find((candidate) => candidate.name.endsWith('⇒ ready (done) [ready]'))!
    const seen: string[] = []
    const check = checkInvariants(noteMachine, path, {
      every: (step) => {
        seen.push(`every ${step.index}`)
        holds()
      },
      states: {
        generating: () => {
          seen.push('generating')
        },
        ready: () => {
          seen.push('ready')
        },
      },
    })
    await replayPath(noteMachine, path, { events: [done] }, check)
    expect(seen).toEqual(['every 0', 'every 1', 'generating', 'every 2', 'ready'])
  })

  it('fails, naming the machine and the state, at a step where nothing was asserted', async () => {
    const path = paths.find((candidate) => candidate.name.endsWith('⇒ ready (done) [ready]'))!
    const onlyWhenReady = checkInvariants(noteMachine, path, {
      every: (step) => {
        if (step.actual.matches('ready')) holds()
      },
    })
    // Caught before asserting on it: an `expect` around the replay would count as an assertion.
    const failure = await replayPath(noteMachine, path, { events: [done] }, onlyWhenReady).catch(
      (error: Error) => error,
    )
    expect(String(failure)).toMatch(
      /^Error: Machine note: nothing asserted in state idle \(step 0 of path "note\.generate .*"\): give that state an invariant\.$/,
    )
    const everywhere = checkInvariants(noteMachine, path, {
      every: (step) => {
        if (step.actual.matches('ready')) holds()
      },
      states: { idle: holds, generating: holds },
    })
    await replayPath(noteMachine, path, { events: [done] }, everywhere)
  })
})

// The way a machine's own test uses the helper: one `it` per path, the invariants checked at every step.
describePaths(
  'note machine paths',
  noteMachine,
  { events: [done] },
  {
    every: (step) => expect(step.actual.hasTag('busy')).toBe(step.actual.matches('generating')),
    states: {
      idle: (step) => expect(step.actual.context.note).toBeNull(),
      generating: (step) => expect(step.actual.context.attempts).toBeLessThanOrEqual(2),
      failed: (step) => expect(step.actual.context.attempts).toBeGreaterThan(0),
      ready: (step) => expect(step.actual.context.note).toBe('Patient reports headache.'),
    },
  },
)
