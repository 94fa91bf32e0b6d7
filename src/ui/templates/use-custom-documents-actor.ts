import { fromPromise } from 'xstate'
import { customDocumentsMachine } from '../../machines/custom-documents/custom-documents.machine'
import { createTemplates } from '../../services/templates'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

export function useCustomDocumentsActor() {
  const templates = useApiService(createTemplates)
  return useScreenActor(
    customDocumentsMachine.provide({
      actors: { 'load documents': fromPromise(() => templates.customDocuments()) },
    }),
  )
}
