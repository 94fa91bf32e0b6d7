import type { useActorRef } from '@xstate/react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type ActorOptions, type AnyActorLogic, createActor } from 'xstate'

/**
 * A screen's actor: created with the screen, started when it mounts, stopped when it unmounts, with the
 * implementations of the latest render (as @xstate/react's useActorRef), but started once.
 *
 * StrictMode rehearses an unmount in development. useActorRef answers it by stopping the actor and
 * starting it again from a snapshot, which invokes again every service that was running: a form sent
 * before the screen's effects had run went to the server twice (the reset link's password posted twice,
 * the second post refused as the link was spent). Here the unmount's stop waits for the end of the task
 * and is dropped when the screen mounts again in it.
 */
export const useScreenActor = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) => {
  const [actor] = useState(() => createActor(logic, options))
  const mounted = useRef(false)
  const started = useRef(false)
  useLayoutEffect(() => {
    // The machine's actions and services close over the latest props (navigate, the exit guard…).
    ;(actor.logic as { implementations?: unknown }).implementations = (
      logic as { implementations?: unknown }
    ).implementations
  })
  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      actor.start()
    }
    return () => {
      mounted.current = false
      queueMicrotask(() => {
        if (!mounted.current) actor.stop()
      })
    }
  }, [actor])
  return actor
}) as typeof useActorRef
