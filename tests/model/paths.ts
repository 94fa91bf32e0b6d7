// Path tests for real machines. The paths come from `xstate/graph` walking the machine (with the test's
// `.provide()` fakes), fed with the events the machine itself declares: every `on` key, done/error of
// each invoke, each `after`. Each path is then replayed on a real actor, step by step, checking that the
// actor is where the graph said it would be. These are the same paths docs/statecharts lists.
//
//   describePaths('upload', uploadMachine, { provide: { actions: { 'report failure': spy } } }, (step) => {
//     expect(selectIsBusy(step.actual)).toBe(step.actual.hasTag('busy'))
//   })

import { describe, it } from 'vitest'
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  SimulatedClock,
} from 'xstate'
import {
  allStateNodes,
  describeSnapshot,
  type EventSamples,
  eventCatalogue,
  eventDistinctions,
  type GraphPath,
  pathEventLabels,
  shortestPaths,
  simplePaths,
} from '../../scripts/lib/machine-graph'

export interface PathTestOptions {
  /**
   * Sample events with the payloads the machine reads, e.g. `{ type: 'xstate.done.actor.upload',
   * output: { id: 'c1' } }` or `{ type: 'note.edit', text: 'x' }`. They replace the bare `{ type }`
   * of the same type; give several of one type to walk each. A function gets the current snapshot.
   */
  events?: EventSamples
  /**
   * Implementations for `machine.provide()`: fakes for actions, guards, delays and actors. Invoked
   * actors left out are held (they never settle), so only the path's done/error events move the
   * machine; a fake given here for an invoked actor should not settle by itself either.
   */
  provide?: Record<string, unknown>
  /** The machine's input. */
  input?: unknown
  /** Also walk every simple path (no state visited twice), not only the shortest path to each state. */
  simple?: boolean
  /** Most simple paths accepted before the helper asks for a smaller graph; default 500. */
  maxSimplePaths?: number
  /** How two snapshots count as one state; default value plus context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string
  /** Most traversal steps; default 20 000. */
  limit?: number
}

export interface PathStep {
  /** Position in the path; step 0 is the start (`xstate.init`). */
  index: number
  /** The event sent to reach this step. */
  event: EventObject
  /** The snapshot the graph predicted. */
  expected: AnyMachineSnapshot
}

export interface ModelPath {
  /** Readable and unique within one machine: `upload.start → error(send) ⇒ failed [error]`. */
  name: string
  /** The events after `xstate.init`, in order. */
  events: EventObject[]
  steps: PathStep[]
  /** The predicted final snapshot. */
  state: AnyMachineSnapshot
}

export interface ReplayStep extends PathStep {
  /** The real actor's snapshot after the event. */
  actual: AnyMachineSnapshot
  /** The running actor, e.g. to read a child or send more. */
  actor: AnyActorRef
}

export type Replay = (onStep?: (step: ReplayStep) => void | Promise<void>) => Promise<AnyMachineSnapshot>

// Stands in for every invoked actor the test does not fake: it runs until the path says how it ended.
const held = fromPromise<never>(() => new Promise<never>(() => {}))

/** The machine with the test's fakes, and every other invoked actor held. */
export function providedMachine(machine: AnyStateMachine, options: PathTestOptions = {}): AnyStateMachine {
  const provided = (options.provide ?? {}) as { actors?: Record<string, unknown> }
  const actors: Record<string, unknown> = {}
  for (const node of allStateNodes(machine)) {
    for (const invoke of node.invoke) {
      if (typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.invoke.'))
        actors[invoke.src] = held
    }
  }
  return machine.provide({ ...provided, actors: { ...actors, ...provided.actors } } as never)
}

/** The paths the graph finds: the shortest to each distinct state, plus every simple path if asked. */
export function getModelPaths(machine: AnyStateMachine, options: PathTestOptions = {}): ModelPath[] {
  const logic = providedMachine(machine, options)
  const settings = {
    events: options.events,
    input: options.input,
    serializeState: options.serializeState,
    limit: options.limit,
    onTransitionError: 'throw' as const,
  }
  const graphPaths: GraphPath[] = withClearLimit(machine, () => shortestPaths(logic, settings))
  if (options.simple) {
    const cap = options.maxSimplePaths ?? 500
    const simple = withClearLimit(machine, () => simplePaths(logic, settings, cap))
    if (simple.capped) {
      throw new Error(
        `Machine ${machine.id} has more than ${cap} simple paths: cap its retries with guards, ` +
          'raise maxSimplePaths, or test shortest paths only.',
      )
    }
    graphPaths.push(...simple.paths)
  }
  const catalogue = eventCatalogue(logic)
  const distinctions = eventDistinctions(graphPaths)
  const seen = new Map<string, number>()
  const paths: ModelPath[] = []
  for (const path of graphPaths) {
    const labels = pathEventLabels(path, catalogue, distinctions)
    const base = `${labels.length ? labels.join(' → ') : '(start)'} ⇒ ${describeSnapshot(path.state)}`
    const key = `${base}|${JSON.stringify(path.steps.map((step) => step.event))}`
    if (seen.has(key)) continue // a shortest path is also a simple path
    const twins = [...seen.keys()].filter((other) => other.startsWith(`${base}|`)).length
    seen.set(key, paths.length)
    paths.push({
      name: twins ? `${base} (variant ${twins + 1})` : base,
      events: path.steps.slice(1).map((step) => step.event),
      steps: path.steps.map((step, index) => ({ index, event: step.event, expected: step.snapshot })),
      state: path.state,
    })
  }
  return paths
}

// XState's own message does not say what to do about an unbounded graph.
function withClearLimit<T>(machine: AnyStateMachine, walk: () => T): T {
  try {
    return walk()
  } catch (error) {
    if (error instanceof Error && error.message.includes('Traversal limit exceeded')) {
      throw new Error(
        `Machine ${machine.id} keeps reaching new states (usually a context field without a cap): ` +
          'cap counters with guards, or pass `serializeState` that ignores the unbounded field.',
      )
    }
    throw error
  }
}

function sameState(actual: AnyMachineSnapshot, expected: AnyMachineSnapshot): boolean {
  const tags = (snapshot: AnyMachineSnapshot) => JSON.stringify([...snapshot.tags].sort())
  return (
    actual.status === expected.status &&
    JSON.stringify(actual.value) === JSON.stringify(expected.value) &&
    tags(actual) === tags(expected)
  )
}

/** Runs one path on a real actor (simulated clock: timers fire only as the path's `after` events). */
export async function replayPath(
  machine: AnyStateMachine,
  path: ModelPath,
  options: PathTestOptions = {},
  onStep?: (step: ReplayStep) => void | Promise<void>,
): Promise<AnyMachineSnapshot> {
  const actor = createActor(providedMachine(machine, options), {
    input: options.input,
    clock: new SimulatedClock(),
  })
  // Errors show in the snapshot's status; subscribing keeps XState from rethrowing them globally.
  actor.subscribe({ error: () => {} })
  actor.start()
  try {
    for (const step of path.steps) {
      const before = actor.getSnapshot() as AnyMachineSnapshot
      if (step.index > 0 && before.status === 'active') actor.send(step.event)
      const actual = actor.getSnapshot() as AnyMachineSnapshot
      if (!sameState(actual, step.expected)) {
        const error = actual.status === 'error' ? ` (error: ${String(actual.error)})` : ''
        throw new Error(
          `Path "${path.name}" diverged at step ${step.index} (${step.event.type}): ` +
            `expected ${describeSnapshot(step.expected)}, the actor is in ${describeSnapshot(actual)}${error}`,
        )
      }
      await onStep?.({ ...step, actual, actor })
    }
    return actor.getSnapshot() as AnyMachineSnapshot
  } finally {
    actor.stop()
  }
}

/** Calls `fn` once per path with a `replay` bound to it; use inside `describe` to make your own `it`s. */
export function forEachPath(
  machine: AnyStateMachine,
  options: PathTestOptions,
  fn: (path: ModelPath, replay: Replay) => void,
): void {
  for (const path of getModelPaths(machine, options)) {
    fn(path, (onStep) => replayPath(machine, path, options, onStep))
  }
}

/** One `describe` for the machine and one `it` per path, each replaying the path on a real actor. */
export function describePaths(
  title: string,
  machine: AnyStateMachine,
  options: PathTestOptions = {},
  onStep?: (step: ReplayStep) => void | Promise<void>,
): void {
  describe(title, () => {
    forEachPath(machine, options, (path, replay) => {
      it(path.name, async () => {
        await replay(onStep)
      })
    })
  })
}
