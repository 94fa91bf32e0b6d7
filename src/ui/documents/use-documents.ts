import { type ActorRefFrom, fromPromise } from 'xstate'
import { documentsMachine } from '../../machines/documents/documents.machine'
import { editNotesMachine } from '../../machines/edit-notes/edit-notes.machine'
import { feedbackMachine } from '../../machines/feedback/feedback.machine'
import { generationMachine } from '../../machines/generation/generation.machine'
import { copyNote } from '../../services/clipboard'
import { exportNotePdf } from '../../services/pdf'
import { createVoiceRecorderActor } from '../../services/voice-instruction'
import { useScreenActor } from '../components/screen-actor'
import { useDocumentsService } from './services'

export type FeedbackActor = ActorRefFrom<typeof feedbackMachine>

/** The documents panel of a consultation: one generation actor per document, each on the real calls. */
export function useDocumentsActor(
  sessionId: string,
  consultationTypeId: string,
  onDocumentWritten: () => void = () => {},
) {
  const documents = useDocumentsService()
  return useScreenActor(
    documentsMachine.provide({
      actors: {
        'load documents': fromPromise(({ input }) =>
          documents.sessionDocuments(input.sessionId, input.consultationTypeId || undefined),
        ),
        'generate document': generationMachine.provide({
          actors: {
            'request version': fromPromise(async ({ input }) => {
              const document = await (input.change && input.docId
                ? documents.regenerate(input.sessionId, input.docId, input.change)
                : documents.generate(input.sessionId, input.name, input.options))
              onDocumentWritten()
              return document
            }),
            'fetch document': fromPromise(({ input }) => documents.document(input.sessionId, input.docId)),
            'edit notes': editNotesMachine.provide({
              actors: {
                'submit change': fromPromise(({ input }) =>
                  documents.regenerate(input.sessionId, input.docId, input.change),
                ),
                // The microphone the clinician chose for recording consultations.
                'record voice': createVoiceRecorderActor({
                  mediaDevices: globalThis.navigator?.mediaDevices,
                  storage: globalThis.localStorage,
                }),
              },
            }),
          },
        }),
        'copy note': fromPromise(({ input }) => copyNote(input.markdown)),
        'export pdf': fromPromise(({ input }) => exportNotePdf(input)),
      },
    }),
    { input: { sessionId, consultationTypeId } },
  )
}

/** The feedback form of a consultation. */
export function useFeedbackActor(sessionId: string): FeedbackActor {
  const documents = useDocumentsService()
  return useScreenActor(
    feedbackMachine.provide({
      actors: {
        'send feedback': fromPromise(({ input }) => documents.sendFeedback(input.sessionId, input.feedback)),
      },
    }),
    { input: { sessionId } },
  )
}
