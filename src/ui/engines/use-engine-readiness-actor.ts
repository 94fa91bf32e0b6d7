import { type ActorRefFrom, fromPromise } from 'xstate'
import { engineReadinessMachine } from '../../machines/engine-readiness/engine-readiness.machine'
import { createHealth } from '../../services/health'
import { useScreenActor } from '../components/screen-actor'
import { useShell } from '../shell-context'

export type EngineReadinessActor = ActorRefFrom<typeof engineReadinessMachine>

/** Whether the server can transcribe, read from GET /health while the screen is open. */
export function useEngineReadinessActor() {
  const { api } = useShell()
  return useScreenActor(
    engineReadinessMachine.provide({
      actors: { 'check engines': fromPromise(() => createHealth(api).engines()) },
      actions: {
        'report failure': (_, params) =>
          console.error('Error checking the transcription engine', params.error),
      },
    }),
  )
}
