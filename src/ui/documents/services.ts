import type { Api } from '../../services/api'
import { createDocuments, type Documents } from '../../services/documents'
import { useShell } from '../shell-context'

// One set per API client, built on the shell's client by the (lazily loaded) consultation screen.
const built = new WeakMap<Api, Documents>()

/** The documents calls, on the shell's API client. */
export function useDocumentsService(): Documents {
  const { api } = useShell()
  let documents = built.get(api)
  if (!documents) {
    documents = createDocuments(api)
    built.set(api, documents)
  }
  return documents
}
