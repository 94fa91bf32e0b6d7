// Sample events and inputs of the type editor statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import type { ConsultationType } from '../../../contract/catalogue'
import { sampleInputs, sampleTypes } from '../shared/catalogue-samples'
import { sampleFailure } from '../shared/samples'
import {
  type EditorData,
  isDraftChanged,
  type TypeEditorContext,
  type TypeEditorInput,
} from './type-editor.machine'

const [builtIn, , own] = sampleTypes as [ConsultationType, ConsultationType, ConsultationType]
const specialities = [
  { id: 'general_practice', name: 'Medicina Geral e Familiar' },
  { id: 'cardiology', name: 'Cardiologia' },
]
const documents = [{ id: 'referral_letter', name: 'Carta de referenciação', description: 'Carta' }]
const loaded = (type: ConsultationType | null): EditorData => ({
  type,
  specialities,
  inputs: sampleInputs,
  documents,
})

/**
 * Sample events for the statechart docs and the path tests. Each kind of change is shown once from the
 * type as loaded; after a change, changes are fed that change nothing, so the paths stay few.
 */
export const pathOptions = {
  inputs: {
    'a new type': { typeId: null, specialityId: 'general_practice' },
    "one of Escriba's types": { typeId: builtIn.id },
    "one of the clinician's types": { typeId: own.id },
  } satisfies Record<string, TypeEditorInput>,
  events: (snapshot: { context: TypeEditorContext }): AnyEventObject[] => {
    const { typeId, draft, original } = snapshot.context
    // A copy is only shown being made: its editing is the clinician's own type's.
    const fresh =
      !isDraftChanged(snapshot.context) && !original?.copied_from && snapshot.context.problem === null
    const [first, second] = draft.sections
    return [
      { type: 'editor.field.changed', field: 'name', value: fresh ? 'Consulta de seguimento' : draft.name },
      { type: 'editor.section.added', index: fresh ? draft.sections.length : -1 },
      { type: 'editor.section.moved', uid: fresh && second ? second.uid : 'none', offset: -1 },
      { type: 'editor.section.changed', uid: fresh && first ? first.uid : 'none', field: 'title', value: '' },
      {
        type: 'xstate.done.actor.loadEditor',
        output: loaded(typeId === builtIn.id ? builtIn : typeId === own.id ? own : null),
      },
      { type: 'xstate.error.actor.loadEditor', error: sampleFailure('not_found', { status: 404 }) },
      { type: 'xstate.error.actor.loadEditor', error: sampleFailure('unavailable', { kind: 'network' }) },
      {
        type: 'xstate.done.actor.copyType',
        output: { ...builtIn, id: own.id, custom: true, copied_from: builtIn.id },
      },
      { type: 'xstate.error.actor.copyType', error: sampleFailure('internal', { status: 500 }) },
      // The server answers the type saved: the copy stays a copy.
      { type: 'xstate.done.actor.saveType', output: original ?? own },
      {
        type: 'xstate.error.actor.saveType',
        error: sampleFailure('bad_request', {
          fields: { 'consultation_type.medical_speciality_id': 'Unknown medical speciality' },
        }),
      },
      { type: 'xstate.done.actor.confirmTypeDeletion', output: { answer: 'confirmed' } },
      { type: 'xstate.done.actor.confirmTypeDeletion', output: { answer: 'cancelled' } },
      { type: 'xstate.done.actor.deleteType', output: undefined },
      { type: 'xstate.error.actor.deleteType', error: sampleFailure('unavailable', { kind: 'network' }) },
      { type: 'xstate.done.actor.confirmLeaving', output: { answer: 'confirmed' } },
      { type: 'xstate.done.actor.confirmLeaving', output: { answer: 'cancelled' } },
    ]
  },
}
