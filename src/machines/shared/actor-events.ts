import type { EventObject } from 'xstate'

// Guards and actions named in setup() see the machine's own events, not the done and error events of the
// actors it invokes: these read what such an event carries.

/** What an `xstate.done.actor.<id>` event carries: the invoked actor's output. */
export const outputOf = <T = unknown>(event: EventObject): T | undefined => (event as { output?: T }).output

/** What an `xstate.error.actor.<id>` event carries: the invoked actor's failure. */
export const errorOf = (event: EventObject): unknown => (event as { error?: unknown }).error

/** In an `onError`: the named action, given the failure the invoked actor's error event carries. */
export const withError = <T extends string>(type: T) =>
  ({ type, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }) as const

/** In an `onDone`: the named action, given what its params make of the invoked actor's output. */
export const withOutput = <const T extends string, O, P>(type: T, params: (output: O) => P) =>
  ({ type, params: ({ event }: { event: { output: O } }) => params(event.output) }) as const

/** In an `onError`: the named action, given the failure and the problem to say when none more precise applies. */
export const withFailure = <const T extends string, const F extends string>(type: T, fallback: F) =>
  ({
    type,
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }),
  }) as const

/**
 * In an `onDone`: the named action, given the invoked actor's output under `key` (`{ report: output }`).
 * Generic in the output, so the action's params are checked against what the actor returns.
 */
export const withOutputAs = <const T extends string, const K extends string>(type: T, key: K) =>
  ({
    type,
    params: <O>({ event }: { event: { output: O } }) => ({ [key]: event.output }) as Record<K, O>,
  }) as const

/** In an event's transition: the named action (or guard), given the event's own `field` under the same name. */
export const withEventField = <const T extends string, const K extends string>(type: T, field: K) =>
  ({
    type,
    params: <E extends Record<K, unknown>>({ event }: { event: E }) =>
      ({ [field]: event[field] }) as Pick<E, K>,
  }) as const
