import { and } from 'xstate'

// The shape every job the browser follows shares (a document written, a screening run, an assistant's
// answer): the server is asked every `pollDelay`; a connection failure waits the growing `retryDelay`
// ('count failed attempt') and asks again, up to the machine's `canRetry` cap; any other failure, or the
// cap reached, leaves for the state the machine names. Each machine names its own actors, guards and
// actions; where an answer leads is the machine's own `onDone`.

/** In an `onError`: a connection failure goes to `retrying` while `canRetry`; any other takes `otherwise`. */
export const retryConnectionFailure = <const R extends string, const O>(retrying: R, otherwise: O) =>
  [
    {
      guard: and(['isConnectionFailure', 'canRetry']),
      target: retrying,
      actions: ['count failed attempt', 'show connection problem'],
    },
    otherwise,
  ] as const

/** Waiting for the next `retryDelay` after a connection failure, or for the person's retry event. */
export const retryingState = <const E extends string, const T extends string>(event: E, target: T) => ({
  tags: ['retrying', 'error'] as const,
  after: { retryDelay: { target } },
  on: { [event]: { target } } as Record<E, { target: T }>,
})

/** Between two polls. */
export const pollWaitState = { after: { pollDelay: { target: 'checking' } } } as const

/** Waiting for the next `retryDelay` after a connection failure; past the `canRetry` cap it gives up at `giveUp`. */
export const retryingUntilState = <const T extends string, const G extends string>(target: T, giveUp: G) => ({
  tags: ['retrying'] as const,
  after: { retryDelay: [{ guard: 'canRetry' as const, target }, { target: giveUp }] },
})

/** A polling state's two steps (waiting for the next poll, asking) and which comes first. */
export type PollSteps<W extends string, A extends string> = { wait: W; ask: A; first: W | A }

type PollStates<W extends string, A extends string, Check, Retrying> = Record<
  W,
  { after: { pollDelay: { target: A } } }
> &
  Record<A, { invoke: Check }> & { retrying: Retrying }

/**
 * A job followed until it ends: `tags` while it is; waiting `pollDelay` for the next poll, asking with
 * `check` (the invoke that asks the server: its onDone says where each answer leads, its onError where a
 * failure does), and `retrying` as the machine gives it (retryingState, or retryingUntilState when it
 * gives up after the wait). The steps are `waiting` (first) and `checking` unless `steps` says otherwise.
 */
export function pollingState<
  const Tag extends string,
  Check,
  Retrying,
  const W extends string = 'waiting',
  const A extends string = 'checking',
>(
  tags: readonly Tag[],
  check: Check,
  retrying: Retrying,
  steps: PollSteps<W, A> = { wait: 'waiting', ask: 'checking', first: 'waiting' } as PollSteps<W, A>,
): { tags: readonly Tag[]; initial: W | A; states: PollStates<W, A, Check, Retrying> } {
  const wait = { after: { pollDelay: { target: steps.ask } } }
  const ask = { invoke: check }
  // In the order the chart lists them: the first step, the other, then retrying.
  const states = (
    steps.first === steps.ask
      ? { [steps.ask]: ask, [steps.wait]: wait, retrying }
      : { [steps.wait]: wait, [steps.ask]: ask, retrying }
  ) as PollStates<W, A, Check, Retrying>
  return { tags, initial: steps.first, states }
}
