import { withOutputAs } from './actor-events'

// Most states of a flow call one named actor and wait for it: a load, a save, a sign-in. The view knows
// such a state by its tags; the invoke says which actor, with what input, and where its answer and its
// failure lead.

/**
 * A state that calls one actor named in setup() and leaves when it answers: `tags` while the call runs,
 * `invoke` as XState takes it (id, src, input, onDone, onError). The state's place in the machine types
 * the invoke, so `src` must name a setup() actor and `onDone` reads that actor's output.
 */
export function callState<const Tag extends string, Invoke>(
  tags: readonly Tag[],
  invoke: Invoke,
): { tags: readonly Tag[]; invoke: Invoke } {
  return { tags, invoke }
}

/**
 * Where a failed call leaves the person (tag `error`, the reason on screen) until they ask again: `event`
 * takes `transition`, usually back to the call.
 */
export const failedState = <const E extends string, const T>(event: E, transition: T) => ({
  tags: ['error'] as const,
  on: { [event]: transition } as Record<E, T>,
})

/**
 * A load that needs no input (tag `busy` while it runs): `src` answers, and the answer goes to
 * `onDone.target` through the named `onDone.action`, given it under `onDone.key`; `onError` as XState takes it.
 */
export const loadingState = <
  const Id extends string,
  const Src extends string,
  const Target extends string,
  const Action extends string,
  const Key extends string,
  const OnError,
>(
  id: Id,
  src: Src,
  onDone: { target: Target; action: Action; key: Key },
  onError: OnError,
) =>
  callState(['busy'], {
    id,
    src,
    onDone: { target: onDone.target, actions: withOutputAs(onDone.action, onDone.key) },
    onError,
  })
