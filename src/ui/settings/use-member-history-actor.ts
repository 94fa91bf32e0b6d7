import { fromPromise } from 'xstate'
import { memberHistoryMachine } from '../../machines/member-history/member-history.machine'
import { createCatalogue } from '../../services/catalogue'
import { createOrganizations } from '../../services/organizations'
import { useScreenActor } from '../components/screen-actor'
import { useApiService, useShell } from '../shell-context'

/** A member's history, with the names of the consultation types the admin can see. */
export function useMemberHistoryActor(userId: string) {
  const { api } = useShell()
  const organizations = useApiService(createOrganizations)
  return useScreenActor(
    memberHistoryMachine.provide({
      actors: {
        'load member history': fromPromise(async ({ input }) => {
          const [history, types] = await Promise.all([
            organizations.memberHistory(input.userId),
            // The names are a nicety: without them each consultation still shows, as another's type.
            createCatalogue(api)
              .consultationTypes()
              .catch((error: unknown) => {
                console.error('Error loading consultation types', error)
                return []
              }),
          ])
          return { history, typeNames: Object.fromEntries(types.map((type) => [type.id, type.name])) }
        }),
      },
    }),
    { input: { userId } },
  )
}
