import { and } from 'xstate'

// The shape every job the browser follows shares (a document written, a screening run): the server is
// asked every `pollDelay`; a connection failure is tried again after the growing `retryDelay` while
// `canRetry` ('count failed attempt', 'show connection problem'), or at once on the retry event; any other
// failure leaves for the state the machine names. Each machine names its own actors, guards and actions.

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
