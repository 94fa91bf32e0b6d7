import type { Api } from '../../services/api'
import { createResearch, type Research } from '../../services/research'
import { useShell } from '../shell-context'

// One per API client, built on the shell's client by the (lazily loaded) trials screen.
const built = new WeakMap<Api, Research>()

/** The Research Space calls, on the shell's API client. */
export function useResearchService(): Research {
  const { api } = useShell()
  let research = built.get(api)
  if (!research) {
    research = createResearch(api)
    built.set(api, research)
  }
  return research
}
