import { fromPromise } from 'xstate'
import { customTemplatesMachine } from '../../machines/custom-templates/custom-templates.machine'
import { copyText, createTemplates } from '../../services/templates'
import { useScreenActor } from '../components/screen-actor'
import { useApiService } from '../shell-context'

/**
 * The clinician's custom templates on the real calls: the settings view writes them, the consultation form
 * inserts them (its own module, so the consultation loads none of the request builder).
 */
export function useCustomTemplatesActor() {
  const templates = useApiService(createTemplates)
  return useScreenActor(
    customTemplatesMachine.provide({
      actors: {
        'load templates': fromPromise(() => templates.customTemplates()),
        'create template': fromPromise(({ input }) => templates.createCustomTemplate(input.body)),
        'update template': fromPromise(({ input }) =>
          templates.updateCustomTemplate(input.templateId, input.body),
        ),
        'delete template': fromPromise(({ input }) => templates.deleteCustomTemplate(input.templateId)),
        'copy text': fromPromise(({ input }) => copyText(input.text)),
      },
    }),
  )
}
