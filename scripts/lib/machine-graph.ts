// Walks an XState machine's definition and its state graph. Shared by the statechart exporter
// (scripts/export-statecharts.ts) and the path-test helper (tests/model/paths.ts), so the documented
// paths are exactly the paths the tests replay.
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  transition as pureTransition,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type TraversalOptions } from 'xstate/graph'

/** True for anything built with `createMachine` / `setup(...).createMachine` (checked by shape, not class). */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return (
    '__xstatenode' in candidate &&
    typeof candidate.root === 'object' &&
    typeof candidate.config === 'object' &&
    typeof candidate.transition === 'function' &&
    typeof candidate.getInitialSnapshot === 'function'
  )
}

/** Every state node of the machine, root first, in document order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = []
  const visit = (node: AnyStateNode) => {
    nodes.push(node)
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child)
  }
  visit(machine.root)
  return nodes
}

export type EventKind = 'event' | 'done' | 'error' | 'after'

/** An event the outside world (a person, an invoked actor finishing or failing, a timer) can feed. */
export interface CatalogueEvent {
  type: string
  kind: EventKind
  /** How the event reads in diagrams and path lists: `recording.pause`, `done(upload)`, `after(backoff)`. */
  label: string
  /** Invoke id for done/error events. */
  actorId?: string
}

const DONE_ACTOR = 'xstate.done.actor.'
const ERROR_ACTOR = 'xstate.error.actor.'
const AFTER = 'xstate.after.'
const DONE_STATE = 'xstate.done.state.'

/** Human form of a delay: a name stays a name, numbers get a unit. */
export function formatDelay(delay: unknown): string {
  if (typeof delay === 'number') {
    if (delay >= 1000 && delay % 1000 === 0) return `${delay / 1000} s`
    return `${delay} ms`
  }
  if (typeof delay === 'string') return delay
  return 'delay'
}

/**
 * Events the machine itself declares: every concrete `on` key, done/error for each invoke id and the
 * delayed event of each `after`. Internal events (`xstate.done.state.*`, eventless transitions) and
 * wildcard descriptors are left out: nothing outside the machine can send them.
 */
export function eventCatalogue(machine: AnyStateMachine): CatalogueEvent[] {
  const byType = new Map<string, CatalogueEvent>()
  const add = (event: CatalogueEvent) => {
    if (!byType.has(event.type)) byType.set(event.type, event)
  }
  for (const node of allStateNodes(machine)) {
    for (const invoke of node.invoke) {
      add({
        type: `${DONE_ACTOR}${invoke.id}`,
        kind: 'done',
        label: `done(${invoke.id})`,
        actorId: invoke.id,
      })
      add({
        type: `${ERROR_ACTOR}${invoke.id}`,
        kind: 'error',
        label: `error(${invoke.id})`,
        actorId: invoke.id,
      })
    }
    for (const delayed of node.after) {
      add({ type: delayed.eventType, kind: 'after', label: `after(${formatDelay(delayed.delay)})` })
    }
  }
  for (const node of allStateNodes(machine)) {
    for (const descriptor of node.transitions.keys()) {
      if (isInternalOrPattern(descriptor)) continue
      add(describeEventType(descriptor, byType))
    }
  }
  return [...byType.values()].sort((a, b) => compareText(a.type, b.type))
}

function isInternalOrPattern(descriptor: string): boolean {
  return descriptor === '' || descriptor.includes('*') || descriptor.startsWith(DONE_STATE)
}

function describeEventType(type: string, known: Map<string, CatalogueEvent>): CatalogueEvent {
  const existing = known.get(type)
  if (existing) return existing
  if (type.startsWith(DONE_ACTOR)) {
    const actorId = type.slice(DONE_ACTOR.length)
    return { type, kind: 'done', label: `done(${actorId})`, actorId }
  }
  if (type.startsWith(ERROR_ACTOR)) {
    const actorId = type.slice(ERROR_ACTOR.length)
    return { type, kind: 'error', label: `error(${actorId})`, actorId }
  }
  if (type.startsWith(AFTER)) return { type, kind: 'after', label: `after(${type.slice(AFTER.length)})` }
  // Raised by XState when a compound state reaches a final child (or all regions of a parallel one do).
  if (type.startsWith(DONE_STATE)) return { type, kind: 'event', label: `onDone(${type.split('.').pop()})` }
  return { type, kind: 'event', label: type }
}

/** The label of any event type, using the machine's catalogue where it knows the type. */
export function eventLabel(type: string, catalogue: readonly CatalogueEvent[]): string {
  return describeEventType(type, new Map(catalogue.map((event) => [event.type, event]))).label
}

/** XState's descriptor matching: exact, `*`, or a `prefix.*` wildcard. */
export function descriptorMatches(descriptor: string, type: string): boolean {
  if (descriptor === type || descriptor === '*') return true
  if (!descriptor.endsWith('.*')) return false
  const prefix = descriptor.slice(0, -2)
  return type === prefix || type.startsWith(`${prefix}.`)
}

/** Nodes active in a snapshot (its `_nodes`, which XState keeps but does not type publicly). */
export function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  return (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes
}

/** Names of the leaf states a snapshot is in, e.g. `recording.listening`, one per parallel region. */
export function leafNames(snapshot: AnyMachineSnapshot): string[] {
  return activeNodes(snapshot)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .sort((a, b) => a.order - b.order)
    .map((node) => node.path.join('.'))
}

/** One line that identifies a snapshot for a reader: leaves, `(final)`, and tags. */
export function describeSnapshot(snapshot: AnyMachineSnapshot): string {
  const leaves = leafNames(snapshot)
  const tags = [...snapshot.tags].sort(compareText)
  const name = leaves.length === 0 ? '(root)' : leaves.join(', ')
  const status = snapshot.status === 'active' ? '' : ` (${snapshot.status})`
  return `${name}${status}${tags.length ? ` [${tags.join(', ')}]` : ''}`
}

export type EventSamples = readonly EventObject[] | ((snapshot: AnyMachineSnapshot) => readonly EventObject[])

export interface TraversalSettings {
  /** Sample events (with payloads) that replace the bare `{ type }` the catalogue would feed. */
  events?: EventSamples | undefined
  /** Machine input for the initial snapshot. */
  input?: unknown
  /** How two snapshots count as the same vertex; default: state value plus context. */
  serializeState?: ((snapshot: AnyMachineSnapshot) => string) | undefined
  /** Maximum number of traversal steps before giving up (XState's `limit`); default 20 000. */
  limit?: number | undefined
  /**
   * What to do when a transition throws (usually an action or guard reading a payload the bare event
   * lacks): `throw` (the default, for tests) or `skip` the event and record it.
   */
  onTransitionError?: 'throw' | 'skip' | undefined
}

export interface TransitionProblem {
  state: string
  event: string
  message: string
}

/** Default vertex identity: value plus context, falling back to the value when context is not JSON. */
export function serializeValueAndContext(snapshot: AnyMachineSnapshot): string {
  try {
    return JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status })
  } catch {
    return serializeValueOnly(snapshot)
  }
}

/** Vertex identity that ignores context: always finite, less precise when guards read context. */
export function serializeValueOnly(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, status: snapshot.status })
}

function defaultEventFor(entry: CatalogueEvent): EventObject {
  if (entry.kind === 'error') {
    const event: EventObject & { error: Error } = {
      type: entry.type,
      error: new Error(`simulated failure of ${entry.actorId}`),
    }
    return event
  }
  if (entry.kind === 'done') {
    const event: EventObject & { output: undefined } = { type: entry.type, output: undefined }
    return event
  }
  return { type: entry.type }
}

/**
 * The events worth feeding in a snapshot: catalogue events some active node handles, done/error only
 * while that invoked actor runs, samples in place of bare events of the same type.
 */
export function eventsForSnapshot(
  snapshot: AnyMachineSnapshot,
  catalogue: readonly CatalogueEvent[],
  samples: EventSamples | undefined,
): EventObject[] {
  if (snapshot.status !== 'active') return []
  const sampleList = typeof samples === 'function' ? samples(snapshot) : (samples ?? [])
  const descriptors = activeNodes(snapshot).flatMap((node) => node.ownEvents as string[])
  const handled = (type: string) => descriptors.some((descriptor) => descriptorMatches(descriptor, type))
  const types = new Set(catalogue.map((entry) => entry.type))
  for (const sample of sampleList) types.add(sample.type)
  const events: EventObject[] = []
  for (const type of [...types].sort(compareText)) {
    if (type.startsWith(DONE_STATE) || !handled(type)) continue
    const entry = catalogue.find((candidate) => candidate.type === type) ?? describeEventType(type, new Map())
    if (
      (entry.kind === 'done' || entry.kind === 'error') &&
      entry.actorId &&
      !(entry.actorId in snapshot.children)
    )
      continue
    const matching = sampleList.filter((sample) => sample.type === type)
    events.push(...(matching.length ? matching : [defaultEventFor(entry)]))
  }
  return events
}

/** Options for `xstate/graph` that feed the catalogue's events and guard against throwing transitions. */
export function traversalOptions(
  machine: AnyStateMachine,
  settings: TraversalSettings,
  problems: TransitionProblem[] = [],
): TraversalOptions<AnyMachineSnapshot, EventObject, unknown> {
  const catalogue = eventCatalogue(machine)
  const serializeState = settings.serializeState ?? serializeValueAndContext
  const mode = settings.onTransitionError ?? 'throw'
  const seen = new Set<string>()
  return {
    input: settings.input,
    limit: settings.limit ?? 20_000,
    serializeState: (snapshot) => serializeState(snapshot),
    events: (snapshot) => eventsForSnapshot(snapshot, catalogue, settings.events),
    filterEvents: (snapshot, event) => {
      try {
        pureTransition(machine, snapshot, event)
        return true
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error)
        const problem = { state: describeSnapshot(snapshot), event: event.type, message }
        if (mode === 'throw') {
          throw new Error(
            `Event ${problem.event} in ${problem.state} of machine ${machine.id} threw: ${message}\n` +
              'Pass a sample event with the payload the machine expects (option `events`).',
          )
        }
        const key = `${problem.state}|${problem.event}|${message}`
        if (!seen.has(key)) {
          seen.add(key)
          problems.push(problem)
        }
        return false
      }
    },
  }
}

export interface GraphStep {
  /** The event sent (`xstate.init` for the first step). */
  event: EventObject
  /** The snapshot after the event. */
  snapshot: AnyMachineSnapshot
  /** The services (invoked or spawned actors) this step starts, by name (see `startedServices`). */
  services: string[]
}

export interface GraphPath {
  /** Steps from `xstate.init`: the first holds the initial snapshot. */
  steps: GraphStep[]
  /** The snapshot the path ends in. */
  state: AnyMachineSnapshot
}

// The graph keeps one snapshot per distinct state, possibly reached by another route than the path's,
// so the services a step starts are read from the transition itself, not by comparing stored steps.
function toGraphPaths(
  machine: AnyStateMachine,
  paths: ReturnType<typeof getShortestPaths<AnyStateMachine>>,
): GraphPath[] {
  return paths.map((path) => ({
    steps: path.steps.map((step, index) => {
      const previous = index > 0 ? path.steps[index - 1]!.state : undefined
      const reached = previous ? pureTransition(machine, previous, step.event)[0] : step.state
      return {
        event: step.event as EventObject,
        snapshot: step.state,
        services: startedServices(previous, reached),
      }
    }),
    state: path.state,
  }))
}

/** The primitive fields of an event's payload, flattened (`session.id`), long strings shortened. */
export function payloadFields(event: EventObject): Record<string, string> {
  const fields: Record<string, string> = {}
  const visit = (value: unknown, key: string, depth: number) => {
    if (value instanceof Error) fields[key] = JSON.stringify(value.message)
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      const text = JSON.stringify(value)
      fields[key] = text.length > 28 ? `${text.slice(0, 25)}…"` : text
    } else if (typeof value === 'object' && value !== undefined && depth < 3) {
      for (const [inner, innerValue] of Object.entries(value))
        visit(innerValue, key ? `${key}.${inner}` : inner, depth + 1)
    }
  }
  const { type: _type, ...payload } = event
  visit(payload, '', 0)
  return fields
}

/**
 * For event types fed with several payloads, the payload fields that tell them apart, so that
 * `route.changed (route: "logout")` and `route.changed (route: "home")` read differently.
 */
export function eventDistinctions(paths: readonly GraphPath[]): Map<string, string[]> {
  const payloads = new Map<string, Map<string, Record<string, string>>>()
  for (const path of paths) {
    for (const step of path.steps.slice(1)) {
      const fields = payloadFields(step.event)
      const seen = payloads.get(step.event.type) ?? new Map<string, Record<string, string>>()
      seen.set(JSON.stringify(fields), fields)
      payloads.set(step.event.type, seen)
    }
  }
  const distinctions = new Map<string, string[]>()
  for (const [type, seen] of payloads) {
    if (seen.size < 2) continue
    const variants = [...seen.values()]
    const keys = [...new Set(variants.flatMap((fields) => Object.keys(fields)))].sort(compareText)
    const differing = keys.filter((key) => new Set(variants.map((fields) => fields[key])).size > 1)
    if (differing.length) distinctions.set(type, differing)
  }
  return distinctions
}

/** The name a reader knows a child actor by: its implementation's name, else its id. */
export function serviceName(id: string, child: { src?: unknown }): string {
  return typeof child.src === 'string' && !child.src.startsWith('xstate.invoke.') ? child.src : id
}

/**
 * The services (invoked or spawned actors) a step started: children of `next` that `previous` did not
 * hold, by identity, so a state entered again counts its invoke again. Sorted by name.
 */
export function startedServices(
  previous: AnyMachineSnapshot | undefined,
  next: AnyMachineSnapshot,
): string[] {
  const before = (previous?.children ?? {}) as Record<string, unknown>
  return Object.entries(next.children as Record<string, { src?: unknown }>)
    .filter(([id, child]) => before[id] !== child)
    .map(([id, child]) => serviceName(id, child))
    .sort(compareText)
}

/** How a step's started services read after its event: ` ▸ sign in` (nothing when none started). */
export function servicesLabel(services: readonly string[]): string {
  return services.length ? ` ▸ ${services.join(', ')}` : ''
}

/**
 * The events of a path after `xstate.init`, as the exporter and test names show them, each followed by
 * the services it started (` ▸ sign in`).
 */
export function pathEventLabels(
  path: GraphPath,
  catalogue: readonly CatalogueEvent[],
  distinctions: ReadonlyMap<string, string[]> = new Map(),
): string[] {
  const names = pathEventNames(path, catalogue, distinctions)
  return path.steps.slice(1).map((step, index) => `${names[index]}${servicesLabel(step.services)}`)
}

/** The events of a path after `xstate.init` by name, with the payload fields that tell samples apart. */
export function pathEventNames(
  path: GraphPath,
  catalogue: readonly CatalogueEvent[],
  distinctions: ReadonlyMap<string, string[]> = new Map(),
): string[] {
  const map = new Map(catalogue.map((event) => [event.type, event]))
  return path.steps.slice(1).map((step) => {
    const label = describeEventType(step.event.type, map).label
    const keys = distinctions.get(step.event.type)
    if (!keys) return label
    const fields = payloadFields(step.event)
    return `${label} (${keys.map((key) => `${key}: ${fields[key] ?? '–'}`).join(', ')})`
  })
}

/** The services the initial state starts, as a path's `(start)` reads them. */
export function initialServices(path: GraphPath): string[] {
  return path.steps[0]!.services
}

/** Shortest path to every distinct reachable snapshot, sorted by length then by events. */
export function shortestPaths(
  machine: AnyStateMachine,
  settings: TraversalSettings = {},
  problems: TransitionProblem[] = [],
): GraphPath[] {
  const paths = toGraphPaths(
    machine,
    getShortestPaths(machine, traversalOptions(machine, settings, problems)),
  )
  return sortPaths(paths, eventCatalogue(machine))
}

export type SimplePathsResult =
  | { paths: GraphPath[]; capped: false }
  | { paths: []; capped: true; cap: number }

/**
 * Every path that visits no snapshot twice. Counted first with a bounded walk over the adjacency map,
 * and only enumerated with `getSimplePaths` when there are at most `cap` of them.
 */
export function simplePaths(
  machine: AnyStateMachine,
  settings: TraversalSettings = {},
  cap = 500,
  problems: TransitionProblem[] = [],
): SimplePathsResult {
  const options = traversalOptions(machine, settings, problems)
  const count = countSimplePaths(machine, options, cap)
  if (count > cap) return { paths: [], capped: true, cap }
  const paths = toGraphPaths(machine, getSimplePaths(machine, options))
  return { paths: sortPaths(paths, eventCatalogue(machine)), capped: false }
}

function countSimplePaths(
  machine: AnyStateMachine,
  options: TraversalOptions<AnyMachineSnapshot, EventObject, unknown>,
  cap: number,
): number {
  const adjacency = getAdjacencyMap(machine, options)
  const serialize = options.serializeState ?? serializeValueAndContext
  const keyOf = (snapshot: AnyMachineSnapshot) => serialize(snapshot, undefined)
  const start = Object.values(adjacency)[0]
  if (!start) return 0
  let count = 0
  const onPath = new Set<string>()
  const walk = (key: string): boolean => {
    count++
    if (count > cap) return false
    onPath.add(key)
    const vertex = adjacency[key as keyof typeof adjacency]
    for (const next of Object.values(vertex?.transitions ?? {})) {
      const nextKey = keyOf(next.state)
      if (onPath.has(nextKey)) continue
      if (!walk(nextKey)) return false
    }
    onPath.delete(key)
    return true
  }
  walk(keyOf(start.state))
  return count
}

function sortPaths(paths: GraphPath[], catalogue: readonly CatalogueEvent[]): GraphPath[] {
  const distinctions = eventDistinctions(paths)
  const keyed = paths.map((path) => ({
    path,
    events: pathEventLabels(path, catalogue, distinctions).join('\u0000'),
    exact: JSON.stringify(path.steps.map((step) => step.event)),
  }))
  keyed.sort(
    (a, b) =>
      a.path.steps.length - b.path.steps.length ||
      compareText(a.events, b.events) ||
      compareText(a.exact, b.exact),
  )
  return keyed.map((entry) => entry.path)
}

/** Locale-independent ordering so generated files never depend on the machine they are made on. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** A readable name for a guard: its setup name, `and(a, b)`, `not(a)`, `in(state)` or `inline`. */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type
  if (typeof guard === 'function') {
    const composite = guard as { guards?: unknown[]; stateValue?: unknown; name?: string }
    if (composite.stateValue !== undefined) return `in(${JSON.stringify(composite.stateValue)})`
    if (Array.isArray(composite.guards) && ['and', 'or', 'not'].includes(composite.name ?? '')) {
      return `${composite.name}(${composite.guards.map((inner) => guardName(inner) ?? 'inline').join(', ')})`
    }
    return 'inline'
  }
  return undefined
}

/** Readable names of a transition's actions: setup names as written, built-ins without `xstate.`. */
export function actionNames(actions: readonly unknown[]): string[] {
  return actions.map((action) => {
    if (typeof action === 'string') return action
    if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string')
      return action.type
    if (typeof action === 'function' && 'type' in action && typeof action.type === 'string')
      return action.type.replace(/^xstate\./, '')
    return 'inline'
  })
}

/** The transitions declared on one node, `always` included, in definition order. */
export function nodeTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])]
}
