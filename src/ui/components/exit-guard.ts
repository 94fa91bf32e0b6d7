import { useCallback, useEffect, useRef } from 'react'
import { type Blocker, type BlockerFunction, useBeforeUnload, useBlocker } from 'react-router-dom'

type Answer = 'leave' | 'stay'

/** A held navigation goes on or is dropped, as the person answered. */
function settle(held: Blocker & { state: 'blocked' }, choice: Answer) {
  if (choice === 'leave') held.proceed()
  else held.reset()
}

export type ExitGuard = {
  /** The person confirmed: the held navigation goes on. */
  leave: () => void
  /** The person stayed: the held navigation is dropped. */
  stay: () => void
}

/**
 * Holds the navigations a screen must confirm (`mustAsk` says which, and tells the screen's machine to ask)
 * until the machine answers with `leave` or `stay`.
 *
 * The router renders a held navigation in a transition, while the machine's confirmation dialog renders
 * at once: a quick answer (or a busy machine) can come before the router's blocked state has rendered.
 * The answer then waits for that state instead of being lost, so a confirmed exit always leaves and a
 * cancelled one never does.
 */
export function useExitGuard(mustAsk: BlockerFunction): ExitGuard {
  const blocker = useBlocker(mustAsk)
  const latest = useRef(blocker)
  latest.current = blocker
  const pending = useRef<Answer | null>(null)
  const guard = useRef<ExitGuard | null>(null)
  guard.current ??= {
    leave: () => answer('leave'),
    stay: () => answer('stay'),
  }

  function answer(choice: Answer) {
    const held = latest.current
    if (held.state !== 'blocked') {
      pending.current = choice
      return
    }
    pending.current = null
    settle(held, choice)
  }

  useEffect(() => {
    if (blocker.state !== 'blocked' || pending.current === null) return
    const choice = pending.current
    pending.current = null
    settle(blocker, choice)
  }, [blocker])

  return guard.current
}

/** Closing or reloading the page while `mustWarn` holds for the actor's snapshot: the browser asks first. */
export function useWarnBeforeUnload<Snapshot>(
  actor: { getSnapshot: () => Snapshot },
  mustWarn: (snapshot: Snapshot) => boolean,
) {
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!mustWarn(actor.getSnapshot())) return
        event.preventDefault()
        event.returnValue = ''
      },
      [actor, mustWarn],
    ),
  )
}
