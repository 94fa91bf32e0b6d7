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
