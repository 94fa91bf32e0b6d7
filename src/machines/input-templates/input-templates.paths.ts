// Sample events and inputs of the input templates statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import { sampleInputs } from '../shared/catalogue-samples'
import { sampleFailure } from '../shared/samples'
import type { InputTemplatesContext, InputTemplatesInput } from './input-templates.machine'

const saved = sampleInputs[1]!.templates[0]!

/** Sample events for the statechart docs and the path tests (the server answers the sample template back). */
export const pathOptions = {
  input: { templates: [saved] } satisfies InputTemplatesInput,
  events: (snapshot: { context: InputTemplatesContext }): AnyEventObject[] => [
    { type: 'templates.create.started', inputId: 'physical_exam', content: saved.content },
    { type: 'templates.create.started', inputId: 'physical_exam', content: '' },
    { type: 'templates.edit.started', templateId: saved.id },
    { type: 'templates.delete.requested', templateId: saved.id },
    // A name once; after that the same name again changes nothing.
    {
      type: 'templates.draft.changed',
      field: 'name',
      value: snapshot.context.draft?.name ? snapshot.context.draft.name : 'Normal',
    },
    { type: 'xstate.done.actor.createTemplate', output: saved },
    { type: 'xstate.error.actor.createTemplate', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.done.actor.updateTemplate', output: saved },
    {
      type: 'xstate.error.actor.updateTemplate',
      error: sampleFailure('validation_failed', { fields: { 'template.content': 'Too small' } }),
    },
    { type: 'xstate.done.actor.confirmTemplateDeletion', output: { answer: 'confirmed' } },
    { type: 'xstate.done.actor.confirmTemplateDeletion', output: { answer: 'cancelled' } },
    { type: 'xstate.done.actor.deleteTemplate', output: undefined },
    { type: 'xstate.error.actor.deleteTemplate', error: sampleFailure('internal', { status: 500 }) },
  ],
}
