import { useNavigate } from 'react-router-dom'
import { type AnyEventObject, fromCallback, fromPromise } from 'xstate'
import { jobPollingWith } from '../../machines/job-polling/job-polling.machine'
import {
  type ChangeResult,
  researchSpaceMachine,
  SCREENING_ANNOUNCEMENTS,
  type SpaceChange,
} from '../../machines/research-space/research-space.machine'
import { screeningMachine } from '../../machines/screening/screening.machine'
import { trialEditorMachine } from '../../machines/trial-editor/trial-editor.machine'
import { pathFor } from '../../navigation/route-paths'
import { createResearch, type PickedFile, type Research, saveFile } from '../../services/research'
import { useScreenActor } from '../components/screen-actor'
import { useApiService, useAppActor } from '../shell-context'

/** Applies one change to a space, then reads its lists again (another member may have changed them too). */
async function applyChange(research: Research, spaceId: string, change: SpaceChange): Promise<ChangeResult> {
  let created: ChangeResult['created']
  switch (change.kind) {
    case 'patient.create':
      created = { patientId: (await research.createPatient(spaceId, change.label)).id }
      break
    case 'patient.delete':
      await research.deletePatient(spaceId, change.patientId)
      break
    case 'document.delete':
      await research.deleteDocument(spaceId, change.patientId, change.documentId)
      break
    case 'trial.delete':
      await research.deleteTrial(spaceId, change.trialId)
      break
  }
  const [trials, patients] = await Promise.all([research.trials(spaceId), research.patients(spaceId)])
  return { trials, patients, ...(created && { created }) }
}

/** The Research Space of /trials/{space?}, with the real calls, the app's memory and the router. */
export function useResearchSpaceActor(spaceId: string | null) {
  const research = useApiService(createResearch)
  const app = useAppActor()
  const navigate = useNavigate()
  return useScreenActor(
    researchSpaceMachine.provide({
      actors: {
        'load spaces': fromPromise(() => research.spaces()),
        'create space': fromPromise(({ input }) => research.createSpace(input.name, input.shared)),
        'load space': fromPromise(({ input }) => research.space(input.spaceId)),
        'apply change': fromPromise(({ input }) => applyChange(research, input.spaceId, input.change)),
        'upload documents': fromCallback<
          AnyEventObject,
          { spaceId: string; patientId: string; files: PickedFile[] }
        >(({ input, sendBack }) => {
          const controller = new AbortController()
          research
            .uploadDocuments(
              input.spaceId,
              input.patientId,
              input.files,
              ({ loaded, total }) => sendBack({ type: 'upload.progress', loaded, total }),
              controller.signal,
            )
            .then((documents) => sendBack({ type: 'upload.done', patientId: input.patientId, documents }))
            .catch((error: unknown) => {
              if (!controller.signal.aborted) sendBack({ type: 'upload.failed', error })
            })
          return () => controller.abort()
        }),
        'load results': fromPromise(({ input }) =>
          research.results(input.spaceId, input.trialId, input.filter),
        ),
        'review result': fromPromise(({ input }) =>
          research.review(input.spaceId, input.resultId, input.status),
        ),
        'download results': fromPromise(async ({ input }) => {
          const { blob, filename } = await research.resultsCsv(input.spaceId, input.trialId, input.filter)
          saveFile(blob, filename)
        }),
        screening: screeningMachine.provide({
          actors: {
            'start screening': fromPromise(({ input }) => research.startScreening(input.spaceId)),
            'follow screening': jobPollingWith(
              fromPromise(({ input }: { input: { spaceId: string; runId: string } }) =>
                research.screening(input.spaceId, input.runId),
              ),
            ),
          },
          actions: SCREENING_ANNOUNCEMENTS,
        }),
        'trial editor': trialEditorMachine.provide({
          actors: {
            'split criteria': fromPromise(({ input }) => research.splitCriteria(input.spaceId, input.text)),
            'save trial': fromPromise(({ input }) =>
              research.saveTrial(input.spaceId, input.trialId, input.trial),
            ),
          },
        }),
      },
      actions: {
        'share with app': (_, research) => app.send({ type: 'research.changed', research }),
        'go to space': (_, { spaceId: id }) => {
          void navigate(pathFor({ to: 'research', params: { space: id } }))
        },
      },
    }),
    { input: { spaceId, remembered: app.getSnapshot().context.research } },
  )
}
