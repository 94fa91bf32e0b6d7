// Path tests for real machines. The paths come from `xstate/graph` walking the machine (with the test's
// `.provide()` fakes), fed with the events the machine itself declares: every `on` key, done/error of
// each invoke, each `after`. Each path is then replayed on a real actor, step by step, checking that the
// actor is where the graph said it would be (state, tags) and that it called exactly the services the
// graph says that step starts (`▸ name` in docs/statecharts). These are the same paths the docs list.
//
// Every step also checks the test's invariants, and a step that asserts nothing fails: each state the
// paths reach says at least one thing about what holds there. Invariants for one state go under its
// name; a check for every step covers each state too, as long as it asserts in each.
//
//   describePaths('upload', uploadMachine, { provide: { actions: { 'report failure': spy } } }, {
//     every: (step) => expect(selectIsBusy(step.actual)).toBe(step.actual.hasTag('busy')),
//     states: {
//       idle: (step) => expect(step.actual.context.file).toBeNull(),
//       failed: (step) => expect(step.actual.context.problem).not.toBeNull(),
//       ...
//     },
//   })
//
// With `states`, every state the paths reach must have an entry (a parent's entry covers its children),
// and every entry must name a state of the machine.

import { describe, expect, it } from 'vitest'
import {
  type AnyActorLogic,
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
  compareText,
  describeSnapshot,
  type EventSamples,
  eventCatalogue,
  eventDistinctions,
  type GraphPath,
  leafNames,
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
  /**
   * Walk every simple path (no state visited twice) as well as the shortest path to each state. Left
   * out, simple paths are walked whenever there are at most `maxSimplePaths` of them (as in
   * docs/statecharts); `true` insists and fails beyond the cap; `false` walks shortest paths only.
   */
  simple?: boolean
  /** Most simple paths accepted; default 200, the cap docs/statecharts lists them under. */
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
  /** The services the graph says this step starts, by name, sorted. */
  services: string[]
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

/** One service the real actor started: its name (`sign in`), the child's id and the input it got. */
export interface ServiceCall {
  name: string
  id: string
  input: unknown
}

export interface ReplayStep extends PathStep {
  /** The real actor's snapshot after the event. */
  actual: AnyMachineSnapshot
  /** The services the real actor started at this step, in the order it started them. */
  calls: ServiceCall[]
  /** The running actor, e.g. to read a child or send more. */
  actor: AnyActorRef
}

export type Replay = (onStep?: (step: ReplayStep) => void | Promise<void>) => Promise<AnyMachineSnapshot>

// Stands in for every invoked actor the test does not fake: it runs until the path says how it ended.
const held = fromPromise<never>(() => new Promise<never>(() => {}))

/** The machine with the test's fakes, and every other invoked actor held. */
export function providedMachine(machine: AnyStateMachine, options: PathTestOptions = {}): AnyStateMachine {
  return provideServices(machine, options, (_, logic) => logic)
}

/**
 * `providedMachine` with each named service wrapped by `wrap`: the invoked ones (held unless the test
 * fakes them) and those the machine spawns from its own implementations.
 */
function provideServices(
  machine: AnyStateMachine,
  options: PathTestOptions,
  wrap: (name: string, logic: AnyActorLogic) => AnyActorLogic,
): AnyStateMachine {
  const provided = (options.provide ?? {}) as { actors?: Record<string, AnyActorLogic> }
  const actors: Record<string, AnyActorLogic> = {}
  for (const [name, logic] of Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>))
    actors[name] = logic
  for (const node of allStateNodes(machine)) {
    for (const invoke of node.invoke) {
      if (typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.invoke.'))
        actors[invoke.src] = held
    }
  }
  Object.assign(actors, provided.actors)
  const wrapped = Object.fromEntries(Object.entries(actors).map(([name, logic]) => [name, wrap(name, logic)]))
  return machine.provide({ ...provided, actors: wrapped } as never)
}

/** The same logic, telling `record` whenever an actor is created from it (that is, started as a service). */
function recording(name: string, logic: AnyActorLogic, record: (call: ServiceCall) => void): AnyActorLogic {
  const wrapper: AnyActorLogic = Object.create(logic)
  wrapper.getInitialSnapshot = (scope, input) => {
    record({ name, id: scope.self.id, input })
    return logic.getInitialSnapshot(scope, input)
  }
  return wrapper
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
  if (options.simple !== false) {
    const cap = options.maxSimplePaths ?? 200
    const simple = withClearLimit(machine, () => simplePaths(logic, settings, cap))
    if (simple.capped && options.simple === true) {
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
      steps: path.steps.map((step, index) => ({
        index,
        event: step.event,
        expected: step.snapshot,
        services: step.services,
      })),
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
  let calls: ServiceCall[] = []
  const logic = provideServices(machine, options, (name, inner) =>
    recording(name, inner, (call) => calls.push(call)),
  )
  const actor = createActor(logic, { input: options.input, clock: new SimulatedClock() })
  // Errors show in the snapshot's status; subscribing keeps XState from rethrowing them globally.
  actor.subscribe({ error: () => {} })
  actor.start()
  try {
    for (const step of path.steps) {
      const before = actor.getSnapshot() as AnyMachineSnapshot
      if (step.index > 0) {
        calls = []
        if (before.status === 'active') actor.send(step.event)
      }
      const actual = actor.getSnapshot() as AnyMachineSnapshot
      const diverged = (what: string) =>
        new Error(`Path "${path.name}" diverged at step ${step.index} (${step.event.type}): ${what}`)
      if (!sameState(actual, step.expected)) {
        const error = actual.status === 'error' ? ` (error: ${String(actual.error)})` : ''
        throw diverged(
          `expected ${describeSnapshot(step.expected)}, the actor is in ${describeSnapshot(actual)}${error}`,
        )
      }
      const called = calls.map((call) => call.name).sort(compareText)
      if (JSON.stringify(called) !== JSON.stringify(step.services)) {
        throw diverged(
          `expected it to start [${step.services.join(', ')}], it started [${called.join(', ')}]`,
        )
      }
      await onStep?.({ ...step, actual, actor, calls: [...calls] })
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

/** A check run at a step; it should `expect` something. */
export type StepCheck = (step: ReplayStep) => void | Promise<void>

/** What a path test asserts at each step. */
export interface Invariants {
  /** Checked at every step. */
  every?: StepCheck
  /**
   * Checked at each step in the named state, named as docs/statecharts does (`editing.saving`, one
   * per parallel region); a parent's name covers its children. Every state the paths reach needs one;
   * one the paths do not reach (with this input) may have one too.
   */
  states?: Record<string, StepCheck>
}

function invariantsOf(check: StepCheck | Invariants | undefined): Invariants {
  return typeof check === 'function' ? { every: check } : (check ?? {})
}

const covers = (key: string, leaf: string) => leaf === key || leaf.startsWith(`${key}.`)

/**
 * Against `states`: the states the paths reach that no entry covers, and the entries that name no
 * state of the machine (misspelt, or left behind by a change to it).
 */
export function invariantGaps(
  machine: AnyStateMachine,
  paths: readonly ModelPath[],
  states: Record<string, StepCheck>,
): { uncovered: string[]; unknown: string[] } {
  const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leafNames(step.expected))))
  const names = new Set(allStateNodes(machine).map((node) => node.path.join('.')))
  const keys = Object.keys(states)
  return {
    uncovered: [...reached].filter((leaf) => !keys.some((key) => covers(key, leaf))).sort(compareText),
    unknown: keys.filter((key) => !names.has(key)).sort(compareText),
  }
}

/**
 * The step callback that runs the invariants that apply at each step and fails, naming the machine
 * and the state, at a step where none of them asserted anything.
 */
export function checkInvariants(
  machine: AnyStateMachine,
  path: ModelPath,
  check: StepCheck | Invariants | undefined,
): StepCheck {
  const { every, states = {} } = invariantsOf(check)
  return async (step) => {
    const before = expect.getState().assertionCalls
    await every?.(step)
    const leaves = leafNames(step.actual)
    for (const [key, stateCheck] of Object.entries(states)) {
      if (leaves.some((leaf) => covers(key, leaf))) await stateCheck(step)
    }
    if (expect.getState().assertionCalls === before) {
      throw new Error(
        `Machine ${machine.id}: nothing asserted in state ${leaves.join(', ') || '(root)'} ` +
          `(step ${step.index} of path "${path.name}"): give that state an invariant.`,
      )
    }
  }
}

/**
 * One `describe` for the machine and one `it` per path, each replaying the path on a real actor and
 * checking the invariants at every step; with per-state invariants, one more `it` that each state
 * the paths reach has one.
 */
export function describePaths(
  title: string,
  machine: AnyStateMachine,
  options: PathTestOptions = {},
  check?: StepCheck | Invariants,
): void {
  describe(title, () => {
    const paths = getModelPaths(machine, options)
    const { states } = invariantsOf(check)
    if (states) {
      it('has an invariant for every state it reaches', () => {
        const { uncovered, unknown } = invariantGaps(machine, paths, states)
        const problems = [
          ...(uncovered.length ? [`no invariant for state ${uncovered.join(', ')}`] : []),
          ...(unknown.length ? [`invariants for ${unknown.join(', ')}, which it has no state named`] : []),
        ]
        if (problems.length) throw new Error(`Machine ${machine.id}: ${problems.join('; ')}.`)
      })
    }
    for (const path of paths) {
      it(path.name, async () => {
        await replayPath(machine, path, options, checkInvariants(machine, path, check))
      })
    }
  })
}

/**
 * The check of a state that waits behind its busy line: the view of the snapshot shows `status`, and
 * each part named in `absent` is null (nothing to read or press meanwhile).
 */
export function busyLine<View extends { status: unknown }>(
  view: (actual: AnyMachineSnapshot) => View,
  status: string,
  absent: readonly (keyof View)[],
): StepCheck {
  return ({ actual }) => {
    const shown = view(actual)
    expect(shown.status).toBe(status)
    expect(absent.map((part) => shown[part])).toEqual(absent.map(() => null))
  }
}

/**
 * The check of a state still loading: the view of the snapshot says it is loading, and each part named
 * in `meanwhile` shows just what it gives (`null` for nothing, `[]` for an empty list).
 */
export function stillLoading<View extends { isLoading: unknown }>(
  view: (actual: AnyMachineSnapshot) => View,
  meanwhile: Partial<View>,
): StepCheck {
  const parts = Object.keys(meanwhile) as (keyof View)[]
  return ({ actual }) => {
    const shown = view(actual)
    expect(shown.isLoading).toBe(true)
    expect(parts.map((part) => shown[part])).toEqual(parts.map((part) => meanwhile[part]))
  }
}

/**
 * The check of a state that could not open one item of a list: the view of the snapshot says why, and
 * offers both a retry and the way back to the list.
 */
export function notOpened<View extends { problem: unknown; retry: unknown; back: unknown }>(
  view: (actual: AnyMachineSnapshot) => View,
): StepCheck {
  return ({ actual }) => {
    const shown = view(actual)
    expect(shown.problem).not.toBeNull()
    expect([shown.retry !== null, shown.back !== null]).toEqual([true, true])
  }
}
