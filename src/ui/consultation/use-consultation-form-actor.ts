import { fromPromise } from 'xstate'
import { selectHasUnsavedChanges } from '../../machines/consultation-form/consultation-form.connect'
import { consultationFormMachine } from '../../machines/consultation-form/consultation-form.machine'
import { inputTemplatesMachine } from '../../machines/input-templates/input-templates.machine'
import { createCatalogue } from '../../services/catalogue'
import { createConsultations } from '../../services/consultations'
import { useWarnBeforeUnload } from '../components/exit-guard'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/** The consultation form of a session: loads it, saves every change, keeps the clinician's templates. */
export function useConsultationFormActor(sessionId: string) {
  const catalogue = useApiService(createCatalogue)
  const consultations = useApiService(createConsultations)
  const actor = useScreenActor(
    consultationFormMachine.provide({
      actors: {
        'load consultation form': fromPromise(async ({ input }) => {
          const session = await consultations.getSession(input.sessionId)
          const [type, inputs] = await Promise.all([
            catalogue.consultationType(session.consultation_type_id),
            catalogue.processorInputs(),
          ])
          return { session, type, inputs }
        }),
        'save user inputs': fromPromise(({ input }) =>
          consultations.saveUserInputs(input.sessionId, input.userInputs),
        ),
        'input templates': inputTemplatesMachine.provide({
          actors: {
            'create template': fromPromise(({ input }) =>
              catalogue.createTemplate(input.inputId, input.body),
            ),
            'update template': fromPromise(({ input }) =>
              catalogue.updateTemplate(input.inputId, input.templateId, input.body),
            ),
            'delete template': fromPromise(({ input }) =>
              catalogue.deleteTemplate(input.inputId, input.templateId),
            ),
          },
        }),
      },
    }),
    { input: { sessionId } },
  )
  // Closing or reloading the page while something typed is not on the server: the browser asks first.
  useWarnBeforeUnload(actor, selectHasUnsavedChanges)
  return actor
}
