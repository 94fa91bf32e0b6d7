import type { Api } from '../../services/api'
import { createTemplates, type Templates } from '../../services/templates'
import { useShell } from '../shell-context'

// One per API client, built on the shell's client by the (lazily loaded) settings and consultation screens.
const built = new WeakMap<Api, Templates>()

/** The custom documents calls (requests, documents, templates), on the shell's API client. */
export function useTemplatesService(): Templates {
  const { api } = useShell()
  let templates = built.get(api)
  if (!templates) {
    templates = createTemplates(api)
    built.set(api, templates)
  }
  return templates
}
