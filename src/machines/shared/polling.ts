import { and, sendTo } from 'xstate'

// A call the browser makes again by itself: a connection failure waits the growing `retryDelay` ('count
// failed attempt') and asks again, up to the machine's `canRetry` cap; any other failure, or the cap
// reached, leaves for the state the machine names. A job followed until it ends (a document written, a
// screening run, an assistant's answer) is the job-polling child's, which a `followingState` invokes.

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

/** The states `followingState` builds, typed by where they sit (as `callState` is). */
type FollowingState<Tag, RetryTag, Invoke, Answered, Retrying, E extends string> = {
  tags: readonly Tag[]
  invoke: Invoke
  initial: 'following'
  on: {
    'poll.answered': { target: '.following'; actions: Answered }
    'poll.retrying': { target: '.retrying'; actions: Retrying }
    'poll.resumed': { target: '.following' }
  }
  states: {
    following: Record<string, never>
    retrying: { tags: readonly RetryTag[]; on: Record<E, { actions: never }> }
  }
}

/**
 * A state that follows a job with the job-polling child (`invoke`: its onDone says where each ending
 * leads): `tags` while it runs, and `retryTags` as well while the child waits to ask again after a
 * connection failure. `answered` and `retrying` are what the machine does with the child's reports; the
 * person's `retryEvent`, where there is one, makes the child ask again at once.
 */
export function followingState<
  const Tag extends string,
  const RetryTag extends string,
  Invoke,
  Answered,
  Retrying,
  const E extends string = never,
>(
  tags: readonly Tag[],
  retryTags: readonly RetryTag[],
  invoke: Invoke,
  reports: { answered: Answered; retrying: Retrying },
  retryEvent?: E,
): FollowingState<Tag, RetryTag, Invoke, Answered, Retrying, E> {
  // Cast: sendTo is typed by the machine it sits in, which a builder cannot name.
  const askAgain = { actions: sendTo((invoke as { id: string }).id, { type: 'poll.retry' }) as never }
  return {
    tags,
    invoke,
    initial: 'following',
    on: {
      'poll.answered': { target: '.following', actions: reports.answered },
      'poll.retrying': { target: '.retrying', actions: reports.retrying },
      'poll.resumed': { target: '.following' },
    },
    states: {
      following: {},
      retrying: {
        tags: retryTags,
        on: (retryEvent === undefined ? {} : { [retryEvent]: askAgain }) as Record<E, typeof askAgain>,
      },
    },
  }
}
