import {
  type ActorOptions,
  type AnyActorLogic,
  createActor,
  type RequiredActorOptionsKeys,
  SimulatedClock,
} from 'xstate'
import { flush } from './deferred'

/**
 * Starts a machine on a simulated clock, its errors kept off the console (a test reads them from the
 * snapshot); `wait(ms)` moves the clock on and lets settled promises reach the actor.
 */
export function startOnClock<TLogic extends AnyActorLogic>(
  logic: TLogic,
  // The input, when the machine requires one, as createActor asks for it.
  options: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown },
) {
  const clock = new SimulatedClock()
  const actor = createActor(logic, { ...options, clock })
  actor.subscribe({ error: () => {} })
  actor.start()
  const wait = async (ms: number) => {
    clock.increment(ms)
    await flush()
  }
  return { actor, clock, wait }
}
