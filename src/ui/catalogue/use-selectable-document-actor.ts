import { fromPromise } from 'xstate'
import { selectableDocumentMachine } from '../../machines/selectable-document/selectable-document.machine'
import { useScreenActor } from '../components/screen-actor'
import { useCatalogueServices } from './services'

/** A selectable document of a consultation type, loaded for reading. */
export function useSelectableDocumentActor(typeId: string, documentId: string) {
  const { catalogue } = useCatalogueServices()
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
