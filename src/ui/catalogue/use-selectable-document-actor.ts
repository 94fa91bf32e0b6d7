import { fromPromise } from 'xstate'
import { selectableDocumentMachine } from '../../machines/selectable-document/selectable-document.machine'
import { createCatalogue } from '../../services/catalogue'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/** A selectable document of a consultation type, loaded for reading. */
export function useSelectableDocumentActor(typeId: string, documentId: string) {
  const catalogue = useApiService(createCatalogue)
  return useScreenActor(
    selectableDocumentMachine.provide({
      actors: {
        'load document': fromPromise(({ input }) =>
          catalogue.selectableDocument(input.typeId, input.documentId),
        ),
      },
    }),
    { input: { typeId, documentId } },
  )
}
