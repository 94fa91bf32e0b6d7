import { fromPromise } from 'xstate'
import { typeChoiceMachine } from '../../machines/type-choice/type-choice.machine'
import { createCatalogue } from '../../services/catalogue'
import { createConsultations } from '../../services/consultations'
import { loggedAs } from '../components/logged-as'
import { useScreenActor } from '../components/screen-actor'
import { useOpenConsultation } from '../consultation/use-open-consultation'
import { chosenSessionMode } from '../modes/session-mode'
import { useApiService, useShell } from '../shell-context'

/** How many of the latest consultations say which types were used recently. */
const RECENT_SESSIONS = 20

/** The home screen's type choice: /start and the latest sessions, then a consultation of the chosen type. */
export function useTypeChoiceActor() {
  const { app } = useShell()
  const catalogue = useApiService(createCatalogue)
  const consultations = useApiService(createConsultations)
  const open = useOpenConsultation()
  return useScreenActor(
    typeChoiceMachine.provide({
      actors: {
        'load choice': fromPromise(async () => {
          const [start, sessions] = await Promise.all([
            catalogue.start(),
            consultations
              .listSessions({ perPage: RECENT_SESSIONS })
              .catch(loggedAs('Error loading the recent consultations', [])),
          ])
          return {
            types: start.types,
            specialities: start.specialities,
            recentTypeIds: sessions.map((session) => session.consultation_type_id),
          }
        }),
        'start consultation': fromPromise(({ input }) =>
          consultations.createSession({ ...input, ...chosenSessionMode(app.getSnapshot()) }),
        ),
        'find unfinished consultation': fromPromise(() => consultations.activeSession()),
      },
      actions: {
        'open consultation': (_, { session }) => open(session),
      },
    }),
  )
}
