import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { translatorFor } from '../../i18n/load'
import { documentsMachine, type PdfExport } from '../../machines/documents/documents.machine'
import { editNotesMachine } from '../../machines/edit-notes/edit-notes.machine'
import { generationMachine, HAND_DOCUMENT_TO_PARENT } from '../../machines/generation/generation.machine'
import { jobPollingWith } from '../../machines/job-polling/job-polling.machine'
import { reviewMachine } from '../../machines/review/review.machine'
import { versionsMachine } from '../../machines/versions/versions.machine'
import { copyNote } from '../../services/clipboard'
import { createDocuments } from '../../services/documents'
import { exportNotePdf, signoffMoment } from '../../services/pdf'
import { createVoiceRecorderActor } from '../../services/voice-instruction'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/** The PDF's note with its sign-off line, written in the note's language whatever the interface's. */
async function withSignedLine(i18n: ReturnType<typeof useTranslation>['i18n'], { note, signoff }: PdfExport) {
  if (!signoff) return note
  const t = await translatorFor(i18n, signoff.language)
  const date = signoffMoment(signoff.at, signoff.language)
  return { ...note, signedLine: t('review.signedBy', { name: signoff.name, date }) }
}

/** The documents panel of a consultation: one generation actor per document, each on the real calls. */
export function useDocumentsActor(
  sessionId: string,
  consultationTypeId: string,
  onDocumentWritten: () => void = () => {},
) {
  const documents = useApiService(createDocuments)
  const { i18n } = useTranslation()
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
            'follow document': jobPollingWith(
              fromPromise(({ input }: { input: { sessionId: string; docId: string } }) =>
                documents.document(input.sessionId, input.docId),
              ),
            ),
            'review document': reviewMachine.provide({
              actions: HAND_DOCUMENT_TO_PARENT,
              actors: {
                'save dismissal': fromPromise(({ input }) =>
                  documents.setFindingDismissed(
                    input.sessionId,
                    input.docId,
                    input.findingId,
                    input.dismissed,
                  ),
                ),
              },
            }),
            'browse versions': versionsMachine.provide({
              actors: {
                'load versions': fromPromise(({ input }) => documents.versions(input.sessionId, input.docId)),
                'restore version': fromPromise(({ input }) =>
                  documents.restoreVersion(input.sessionId, input.docId, input.version),
                ),
              },
            }),
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
        'export pdf': fromPromise(async ({ input }) => exportNotePdf(await withSignedLine(i18n, input))),
        'sign off': fromPromise(({ input }) =>
          documents.signOff(input.sessionId, input.docId, input.version),
        ),
      },
    }),
    { input: { sessionId, consultationTypeId } },
  )
}
