import { useActorRef } from '@xstate/react'
import { fromPromise } from 'xstate'
import { documentsMachine } from '../../machines/documents/documents.machine'
import { generationMachine } from '../../machines/generation/generation.machine'
import { useDocumentsService } from './services'

/** The documents panel of a consultation, with one generation actor per document on the real calls. */
export function useDocumentsActor(sessionId: string, consultationTypeId: string) {
  const documents = useDocumentsService()
  return useActorRef(
    documentsMachine.provide({
      actors: {
        'load documents': fromPromise(({ input }) =>
          documents.sessionDocuments(input.sessionId, input.consultationTypeId || undefined),
        ),
        'generate document': generationMachine.provide({
          actors: {
            'request version': fromPromise(({ input }) =>
              input.change && input.docId
                ? documents.regenerate(input.sessionId, input.docId, input.change)
                : documents.generate(input.sessionId, input.name, input.options),
            ),
            'fetch document': fromPromise(({ input }) => documents.document(input.sessionId, input.docId)),
          },
        }),
      },
    }),
    { input: { sessionId, consultationTypeId } },
  )
}
