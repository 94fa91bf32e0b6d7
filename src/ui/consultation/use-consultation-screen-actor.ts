import type { consultationScreenMachine } from '../../machines/consultation-screen/consultation-screen.machine'
import {
  selectMustConfirmExit,
  selectWarnsBeforeUnload,
} from '../../machines/consultation-screen/consultation-screen.selectors'
import { isRedirect } from '../../navigation/route-table'
import { useExitGuard, useWarnBeforeUnload } from '../components/exit-guard'
import { useScreenActor } from '../components/screen-actor'

/**
 * The consultation screen's actor, with its exit protection. Every navigation the person starts (the
 * screen's home link, the app bar, the browser's back button) waits for the exit confirmation while no
 * document is known; the app's own moves (root rules, sign-out, session expiry) carry the redirect mark
 * and pass. Closing or reloading the page gets the browser's warning while recording, while chunks wait,
 * or while there is no document.
 */
export function useConsultationScreenActor(
  machine: typeof consultationScreenMachine,
  input: { sessionId: string; deviceId: string | null },
) {
  const exit = useExitGuard(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false
    if (isRedirect(nextLocation.state)) return false
    if (!selectMustConfirmExit(actor.getSnapshot())) return false
    actor.send({ type: 'exit.request' })
    return true
  })
  const actor = useScreenActor(
    machine.provide({
      actions: {
        leave: exit.leave,
        stay: exit.stay,
      },
    }),
    { input },
  )
  useWarnBeforeUnload(actor, selectWarnsBeforeUnload)
  return actor
}
