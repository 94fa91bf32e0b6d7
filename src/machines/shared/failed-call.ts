import { withFailure } from './actor-events'

// How the staff console's machines call the server and read a failure: each invoke's onError goes to a
// state and names a problem ('show problem' with the error and the problem to say when nothing more
// precise applies). One shape, written once.

/** 'connection' when the call got no answer (offline, timed out), else the flow's own problem. */
export function connectionOr<Problem extends string>(
  error: unknown,
  fallback: Problem,
): Problem | 'connection' {
  const kind = (error as { kind?: string } | null)?.kind
  return kind === 'network' || kind === 'timeout' ? 'connection' : fallback
}

/**
 * An invoke's `onError`: go to `target` and run the machine's 'show problem' action with the error and
 * `fallback`, the problem said when the machine reads nothing more precise in the error.
 */
export function failTo<const Target extends string, const Fallback extends string>(
  target: Target,
  fallback: Fallback,
) {
  return {
    target,
    actions: withFailure('show problem', fallback),
  }
}

/** The events of an item that did not open: `retry` opens it again, `back` takes `BackTo`. */
type OpenFailedEvents<Retry extends string, Back extends string, BackTo> = Record<
  Retry,
  { target: 'opening' }
> &
  Record<Back, BackTo>

/**
 * An item (an account, a report, a request) that did not open, shown in its `area` with the problem:
 * `retry` opens it again, `back` takes `backTo` (to the list, forgetting the item).
 */
export const openFailedState = <
  const Area extends string,
  const Retry extends string,
  const Back extends string,
  const BackTo,
>(
  area: Area,
  events: { retry: Retry; back: Back },
  backTo: BackTo,
) => {
  const on = { [events.retry]: { target: 'opening' }, [events.back]: backTo }
  return { tags: [area, 'error'] as const, on: on as OpenFailedEvents<Retry, Back, BackTo> }
}
