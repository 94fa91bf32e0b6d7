// Sample events and inputs of the consultation form statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import type { ConsultationType } from '../../../contract/catalogue'
import { sampleConsultationSession, sampleInputs, sampleTypes } from '../shared/catalogue-samples'
import { sampleFailure } from '../shared/samples'
import {
  type ConsultationFormContext,
  type ConsultationFormInput,
  fieldKey,
  isBlankValue,
} from './consultation-form.machine'

/** A type whose blood pressure is mandatory, with an optional examination text. */
const sampleType: ConsultationType = {
  ...sampleTypes[0]!,
  inputs: [
    { processor_input_id: 'bloodpressure', mandatory: true },
    { processor_input_id: 'physical_exam', mandatory: false },
  ],
}
const diastolic = fieldKey('bloodpressure', 'bloodpressure_diastolic')
const examText = sampleInputs[1]!.templates[0]!.content

/**
 * Sample events for the statechart docs and the path tests. Typing is shown from an empty form (an
 * examination, an implausible pressure, a plausible one and then its diastolic part); elsewhere changes
 * are fed as changes that change nothing, so the paths stay few.
 */
export const pathOptions = {
  input: { sessionId: sampleConsultationSession.id } satisfies ConsultationFormInput,
  events: (snapshot: { context: ConsultationFormContext }): AnyEventObject[] => {
    const { values, savedValues, saveAttempts } = snapshot.context
    const empty =
      Object.values(values).every(isBlankValue) && Object.keys(savedValues).length === 0 && saveAttempts === 0
    const typing = empty
      ? [
          // After 'Please fill all mandatory fields', only the pressure is typed.
          ...(snapshot.context.problem
            ? []
            : [
                { type: 'form.field.changed', key: 'physical_exam', value: examText },
                { type: 'form.field.changed', key: 'bloodpressure', value: '400' },
              ]),
          { type: 'form.field.changed', key: 'bloodpressure', value: '140' },
        ]
      : values.bloodpressure === '140' && isBlankValue(values[diastolic])
        ? [{ type: 'form.field.changed', key: diastolic, value: '90' }]
        : [{ type: 'form.field.changed', key: 'physical_exam', value: values.physical_exam ?? '' }]
    return [
      ...typing,
      {
        type: 'form.template.inserted',
        key: 'physical_exam',
        content: empty && !snapshot.context.problem ? examText : '',
      },
      { type: 'form.field.left', key: 'bloodpressure' },
      {
        type: 'xstate.done.actor.loadForm',
        output: { session: sampleConsultationSession, type: sampleType, inputs: sampleInputs },
      },
      { type: 'xstate.error.actor.loadForm', error: sampleFailure('unavailable', { kind: 'network' }) },
      { type: 'xstate.error.actor.loadForm', error: sampleFailure('not_found', { status: 404 }) },
      { type: 'xstate.done.actor.saveUserInputs', output: sampleConsultationSession },
      // One way to fail per form, so the paths stay few: a lost connection (retried, then 'not saved')
      // for the examination alone, a refused value for the pressure alone, a session gone elsewhere.
      isBlankValue(values.bloodpressure)
        ? {
            type: 'xstate.error.actor.saveUserInputs',
            error: sampleFailure('unavailable', { kind: 'network' }),
          }
        : isBlankValue(values[diastolic])
          ? {
              type: 'xstate.error.actor.saveUserInputs',
              error: sampleFailure('bad_request', {
                fields: { 'user_inputs.0.value': 'Outside the plausible range 50–300 mmHg' },
              }),
            }
          : { type: 'xstate.error.actor.saveUserInputs', error: sampleFailure('not_found', { status: 404 }) },
    ]
  },
}
