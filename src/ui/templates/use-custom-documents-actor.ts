import { fromPromise } from 'xstate'
import { customDocumentsMachine } from '../../machines/custom-documents/custom-documents.machine'
import { useScreenActor } from '../components/screen-actor'
import { useTemplatesService } from './services'

export function useCustomDocumentsActor() {
  const templates = useTemplatesService()
  return useScreenActor(
    customDocumentsMachine.provide({
      actors: { 'load documents': fromPromise(() => templates.customDocuments()) },
    }),
  )
}
