import { fromPromise } from 'xstate'
import { supportMachine } from '../../machines/support/support.machine'
import { createSupport } from '../../services/support'
import { useScreenActor } from '../components/screen-actor'
import { useShell } from '../shell-context'

/** The support section's actor on the real help-article calls. */
export function useSupportActor(slug: string | null = null) {
  const { api } = useShell()
  return useScreenActor(
    supportMachine.provide({
      actors: {
        'search articles': fromPromise(({ input }) => createSupport(api).search(input.query)),
        'load article': fromPromise(({ input }) => createSupport(api).article(input.slug)),
      },
    }),
    { input: { slug } },
  )
}
