// Sample events and inputs of the type choice statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import { sampleConsultationSession, sampleTypes } from '../shared/catalogue-samples'
import { sampleFailure } from '../shared/samples'
import type { ChoiceData, TypeChoiceContext } from './type-choice.machine'

const choice: ChoiceData = {
  types: sampleTypes,
  specialities: [
    { id: 'general_practice', name: 'Medicina Geral e Familiar' },
    { id: 'cardiology', name: 'Cardiologia' },
  ],
  recentTypeIds: ['cardiology', 'cardiology'],
}

/**
 * Sample events for the statechart docs and the path tests. Searching and moving the highlight are shown
 * before a type is chosen, a step or two deep; elsewhere they are fed as changes that change nothing, so
 * the paths stay few.
 */
export const pathOptions = {
  events: (snapshot: {
    context: TypeChoiceContext
    matches: (state: 'ready') => boolean
  }): AnyEventObject[] => {
    const { query, highlighted, chosenTypeId } = snapshot.context
    const browsing = snapshot.matches('ready') && chosenTypeId === null
    return [
      // A search from the untouched list, and its clearing.
      {
        type: 'choice.search.changed',
        query: browsing && highlighted < 0 ? 'cardiologia' : browsing ? '' : query,
      },
      // Two steps down the untouched list; elsewhere a move of nothing.
      { type: 'choice.highlight.moved', offset: browsing && !query && highlighted < 1 ? 1 : 0 },
      // A click on a type of the untouched list (elsewhere the graph feeds it bare: no type, nothing happens).
      ...(browsing && !query && highlighted < 0
        ? [{ type: 'choice.type.chosen', typeId: 'general_practice_soap' }]
        : []),
      { type: 'choice.highlighted.chosen' },
      { type: 'xstate.done.actor.loadChoice', output: choice },
      { type: 'xstate.error.actor.loadChoice', error: sampleFailure('unavailable', { kind: 'network' }) },
      { type: 'xstate.done.actor.startConsultation', output: sampleConsultationSession },
      {
        type: 'xstate.error.actor.startConsultation',
        error: sampleFailure('conflict', {
          status: 409,
          fields: { force: 'An unfinished consultation exists' },
        }),
      },
      { type: 'xstate.error.actor.startConsultation', error: sampleFailure('internal', { status: 500 }) },
      { type: 'xstate.done.actor.endUnfinishedDialog', output: { answer: 'confirmed' } },
      { type: 'xstate.done.actor.endUnfinishedDialog', output: { answer: 'cancelled' } },
      { type: 'xstate.done.actor.startOverUnfinished', output: sampleConsultationSession },
      {
        type: 'xstate.error.actor.startOverUnfinished',
        error: sampleFailure('unavailable', { kind: 'network' }),
      },
      { type: 'xstate.done.actor.findUnfinished', output: sampleConsultationSession },
      { type: 'xstate.error.actor.findUnfinished', error: sampleFailure('not_found', { status: 404 }) },
    ]
  },
}
