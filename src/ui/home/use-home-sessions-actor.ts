import { fromPromise } from 'xstate'
import { ACTIVE_STATUSES } from '../../../contract/consultations'
import { homeSessionsMachine } from '../../machines/home-sessions/home-sessions.machine'
import { createCatalogue } from '../../services/catalogue'
import { createConsultations } from '../../services/consultations'
import { useScreenActor } from '../components/screen-actor'
import { useOpenConsultation } from '../consultation/use-open-consultation'
import { useApiService } from '../shell-context'
import { typeNames } from './type-names'

/**
 * Home's consultations: the recent ones (GET …/recent) and, among them, the unfinished one. Only one is ever
 * unfinished, and starting another ends it first, so it can only be the newest: no other call is needed
 * (the active-session status is the mobile follower's poll, which desktop users never send).
 */
export function useHomeSessionsActor() {
  const catalogue = useApiService(createCatalogue)
  const consultations = useApiService(createConsultations)
  const open = useOpenConsultation()
  return useScreenActor(
    homeSessionsMachine.provide({
      actors: {
        'load home sessions': fromPromise(async () => {
          const [recent, names] = await Promise.all([consultations.recentSessions(), typeNames(catalogue)])
          const newest = recent[0]
          const active =
            newest && (ACTIVE_STATUSES as readonly string[]).includes(newest.status) ? newest : null
          return { active, recent, typeNames: names }
        }),
      },
      actions: { 'open consultation': (_, { session }) => open(session) },
    }),
  )
}
