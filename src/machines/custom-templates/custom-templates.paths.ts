// Sample events and inputs of the custom templates statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import type { CustomTemplate } from '../../../contract/templates'
import { sampleFailure } from '../shared/samples'
import type { CustomTemplatesContext } from './custom-templates.machine'

const sample: CustomTemplate = {
  id: 'd0000000-0000-4000-8000-000000000001',
  name: 'Alta de urgência',
  text: 'Vigiar sinais de alarme. Regressar se febre.',
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
}

/** Sample events for the statechart docs and the path tests (the server answers the sample text back). */
export const pathOptions = {
  events: (snapshot: { context: CustomTemplatesContext }): AnyEventObject[] => {
    const { draft } = snapshot.context
    return [
      { type: 'xstate.done.actor.loadTemplates', output: [sample] },
      { type: 'xstate.error.actor.loadTemplates', error: sampleFailure('unavailable', { kind: 'network' }) },
      { type: 'templates.edit.started', templateId: sample.id },
      { type: 'templates.delete.requested', templateId: sample.id },
      { type: 'templates.copy.requested', templateId: sample.id },
      // A name once; after that the same name again changes nothing.
      { type: 'templates.draft.changed', field: 'name', value: draft?.name ? draft.name : sample.name },
      { type: 'templates.draft.changed', field: 'text', value: draft?.text ? draft.text : sample.text },
      { type: 'xstate.done.actor.createTemplate', output: sample },
      { type: 'xstate.error.actor.createTemplate', error: sampleFailure('unavailable', { kind: 'network' }) },
      { type: 'xstate.done.actor.updateTemplate', output: sample },
      {
        type: 'xstate.error.actor.updateTemplate',
        error: sampleFailure('validation_failed', { fields: { 'custom_template.text': 'Too small' } }),
      },
      { type: 'xstate.done.actor.confirmCustomTemplateDeletion', output: { answer: 'confirmed' } },
      { type: 'xstate.done.actor.confirmCustomTemplateDeletion', output: { answer: 'cancelled' } },
      { type: 'xstate.done.actor.deleteTemplate', output: undefined },
      { type: 'xstate.error.actor.deleteTemplate', error: sampleFailure('internal', { status: 500 }) },
      { type: 'xstate.done.actor.copyText', output: undefined },
      { type: 'xstate.error.actor.copyText', error: new Error('The clipboard is not available') },
    ]
  },
}
