import { fromPromise } from 'xstate'
import { creditsMachine } from '../../machines/credits/credits.machine'
import { createCredits } from '../../services/credits'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/** Settings → credits. */
export function useCreditsActor() {
  const credits = useApiService(createCredits)
  return useScreenActor(
    creditsMachine.provide({ actors: { 'load credits': fromPromise(() => credits.load()) } }),
  )
}
