import { fromPromise } from 'xstate'
import { sessionHistoryMachine } from '../../machines/session-history/session-history.machine'
import { createCatalogue } from '../../services/catalogue'
import { createConsultations } from '../../services/consultations'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'
import { typeNames } from './type-names'

/** Past consultations a page at a time (home and settings → history). */
export function useSessionHistoryActor(perPage: number) {
  const catalogue = useApiService(createCatalogue)
  const consultations = useApiService(createConsultations)
  return useScreenActor(
    sessionHistoryMachine.provide({
      actors: {
        'load history page': fromPromise(async ({ input }) => {
          const [page, names] = await Promise.all([
            consultations.sessionPage({ page: input.page, perPage: input.perPage }),
            typeNames(catalogue),
          ])
          return { ...page, typeNames: names }
        }),
      },
    }),
    { input: { perPage } },
  )
}
