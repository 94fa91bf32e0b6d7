// Path tests on the real screen. A workflow's machine gives its shortest paths (xstate/graph, with the
// machine's own path options); each path is replayed on the connected view, every event done as a person
// or the outside world does it (a click, typing, an MSW answer, a timer), and at every step the screen is
// checked against what the state reached promises: a small table from the state's tags to what is
// visible and enabled. The machine is not consulted while replaying: only the screen is.
//
//   for (const path of screenPaths(uploadMachine, pathOptions)) {
//     it(path.name, () => replayOnScreen(path, { 'upload.start': () => click('Enviar') }, (step) => SCREEN[key(step.expected)]()))
//   }

import { screen } from '@testing-library/react'
import type { SetupServer } from 'msw/node'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getModelPaths, type ModelPath, type PathStep, type PathTestOptions } from '../model/paths'
import { catalogueServer } from './catalogue-server'
import { clinician, consultationSession } from './fixtures'
import { boot, signIn } from './view-harness'

/**
 * One screen state per state of the chart (its value and tags); the context is what the screen fills in,
 * so paths that differ only by it would replay the same screen again.
 */
export const byStateAndTags = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, [...snapshot.tags].sort()])

/** The shortest path to each state of the chart, as the graph finds them with the machine's path options. */
export function screenPaths(
  machine: AnyStateMachine,
  options: Omit<PathTestOptions, 'simple' | 'serializeState'>,
): ModelPath[] {
  return getModelPaths(machine, { ...options, simple: false, serializeState: byStateAndTags })
}

/** What a person (or the server, or time) does to send one event, by event type. */
export type ScreenActions = Record<string, (event: EventObject, step: PathStep) => unknown>

/**
 * Replays `path` on the mounted screen: `act` does each event, `sees` checks the screen for the state the
 * step reaches (step 0 is the screen as it opens). A failure names the path, the step and the event.
 */
export async function replayOnScreen(
  path: ModelPath,
  act: ScreenActions,
  sees: (expected: AnyMachineSnapshot, step: PathStep) => Promise<void> | void,
): Promise<void> {
  for (const step of path.steps) {
    const where = `step ${step.index} (${step.event.type}) of "${path.name}"`
    try {
      if (step.index > 0) {
        const action = act[step.event.type]
        if (!action) throw new Error(`no person action for ${step.event.type}`)
        await action(step.event, step)
      }
      await sees(step.expected, step)
    } catch (error) {
      if (error instanceof Error) error.message = `At ${where}: ${error.message}`
      throw error
    }
  }
}

/**
 * The row of a workflow's screen table for a state: the first whose tags the state all has (a row with
 * no tags matches any state, so put it last). Fails when no row promises anything for the state.
 */
export function rowFor<Row extends { tags: readonly string[] }>(
  rows: readonly Row[],
  state: AnyMachineSnapshot,
) {
  const row = rows.find((candidate) => candidate.tags.every((tag) => state.hasTag(tag)))
  if (!row) throw new Error(`the screen table has no row for [${[...state.tags].join(', ')}]`)
  return row
}

/** A promise the test settles when the path says (a server answer, a permission, a queue read). */
export function held<T>() {
  let settle: (value: T) => void = () => {}
  const promise = new Promise<T>((resolve) => {
    settle = resolve
  })
  return { promise, settle }
}

/** How the server answers one call, made when the path says how the call ends. */
export type Answer = () => Response

/**
 * A server call held until the path answers it: `reply` is the MSW handler's resolver, which waits;
 * `settle` gives the answer (and every later call of the handler gets the same).
 */
export function heldAnswer() {
  const { promise, settle } = held<Answer>()
  return { reply: async () => (await promise)(), settle }
}

/**
 * The rows of a screen table that no state on `paths` uses (each state must find one: `rowFor` fails
 * otherwise). A row no state reaches promises nothing and hides a stale table.
 */
export function unusedRows<Row extends { tags: readonly string[] }>(
  rows: readonly Row[],
  paths: readonly ModelPath[],
): Row[] {
  const used = new Set(paths.flatMap((path) => path.steps.map((step) => rowFor(rows, step.expected))))
  return rows.filter((row) => !used.has(row))
}

/**
 * The screen tests of one workflow: first that its screen table has no row no state uses, then one test
 * per shortest path: `open` mounts the screen and gives the person's actions, the path is replayed on it,
 * and at each step `sees` checks the screen against the table's row for the state reached.
 */
export function describeScreenPaths<Row extends { tags: readonly string[] }>(
  title: string,
  machine: AnyStateMachine,
  options: Omit<PathTestOptions, 'simple' | 'serializeState'>,
  rows: readonly Row[],
  open: () => Promise<ScreenActions>,
  sees: (row: Row) => Promise<void> | void,
) {
  describe(title, () => {
    const paths = screenPaths(machine, options)
    it('has one row of the screen table for each state, and no row without a state', () => {
      expect(unusedRows(rows, paths)).toEqual([])
    })
    for (const path of paths) {
      it(path.name, async () => {
        const act = await open()
        await replayOnScreen(path, act, (expected) => sees(rowFor(rows, expected)))
      })
    }
  })
}

/** Fake timers for each test of the file that still go on by themselves (a path may jump them). */
export function runningFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/**
 * The browser's microphone, held until the path settles the returned permission with a stream (granted)
 * or an error (refused). Remove `navigator.mediaDevices` after the test.
 */
export function heldMicrophone() {
  const permission = held<MediaStream | Error>()
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      enumerateDevices: async () => [],
      getUserMedia: async () => {
        const granted = await permission.promise
        if (granted instanceof Error) throw granted
        return granted
      },
    },
  })
  return permission
}

/** The text of each element. */
export const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent)

/** The buttons in `scope` a person can press (neither disabled nor aria-disabled). */
export const pressableButtons = (scope: { queryAllByRole: (role: 'button') => HTMLElement[] }) =>
  scope
    .queryAllByRole('button')
    .filter((button) => button.getAttribute('aria-disabled') !== 'true' && !button.hasAttribute('disabled'))

/** The catalogue server with a created general-practice consultation `id` in its sessions. */
export function createdConsultation(server: SetupServer, id: string) {
  const state = catalogueServer(server)
  state.sessions.push(
    consultationSession({ id, status: 'created', consultation_type_id: 'general_practice_soap' }),
  )
  return state
}

/** The app booted at `path` for a signed-in clinician; the harness's `mounted` stops it after the test. */
export function bootAsClinician(path: string, mounted: (stop: () => void) => void) {
  signIn(clinician)
  const shell = boot(path)
  mounted(shell.stop)
  return shell
}

/** The consultation screen of `sessionId`, booted as `bootAsClinician` does, once its recorder shows. */
export async function bootConsultation(sessionId: string, mounted: (stop: () => void) => void) {
  bootAsClinician(`/consultation/${sessionId}`, mounted)
  await screen.findByRole('region', { name: 'Gravação' }, { timeout: 5_000 })
}
