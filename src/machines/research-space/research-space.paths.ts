// Sample events and inputs of the research space statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AnyEventObject } from 'xstate'
import type { Patient, PickedFile, ResearchSpace } from '../../services/research'
import { EMPTY_RESEARCH } from '../app/app.machine'
import { sampleFailure, sampleTrial } from '../shared/samples'
import type { ResearchSpaceContext, ResearchSpaceInput } from './research-space.machine'

const sampleSpace: ResearchSpace = {
  id: 'space-1',
  name: 'Ensaios de diabetes',
  owner: 'user',
  created_at: '2026-03-02T10:00:00.000Z',
}
const samplePatient: Patient = {
  id: 'patient-1',
  label: 'Doente A',
  documents: [],
  created_at: '2026-03-02T10:00:00.000Z',
}
const sampleFile: PickedFile = {
  name: 'consulta.pdf',
  size: 2048,
  type: 'application/pdf',
  blob: new Blob(['%PDF-1.4']),
}

/** Sample events and inputs for the statechart docs (scripts/export-statecharts.ts). */
export const pathOptions = {
  inputs: {
    'the list of spaces': { spaceId: null, remembered: EMPTY_RESEARCH },
    'a space opened by its address': { spaceId: 'space-1', remembered: EMPTY_RESEARCH },
  } satisfies Record<string, ResearchSpaceInput>,
  events: (snapshot: { context: ResearchSpaceContext }): AnyEventObject[] => {
    const { context } = snapshot
    // Few samples, each once: enough to reach every state without walking every combination.
    const fresh = !context.changedSinceScreening && context.results.length === 0
    return [
      { type: 'research.retry' },
      { type: 'space.create', name: 'Ensaios de diabetes', shared: false },
      { type: 'xstate.done.actor.loadSpaces', output: [sampleSpace] },
      { type: 'xstate.error.actor.loadSpaces', error: sampleFailure('unavailable', { kind: 'network' }) },
      { type: 'xstate.done.actor.createSpace', output: sampleSpace },
      { type: 'xstate.error.actor.createSpace', error: sampleFailure('internal', { status: 500 }) },
      {
        type: 'xstate.done.actor.loadSpace',
        output: { space: sampleSpace, trials: [sampleTrial], patients: [samplePatient] },
      },
      { type: 'xstate.error.actor.loadSpace', error: sampleFailure('not_found', { status: 404 }) },
      ...(fresh
        ? [
            { type: 'trial.new' },
            { type: 'patient.create', label: 'Doente B' },
            { type: 'documents.upload', patientId: 'patient-1', files: [sampleFile] },
            { type: 'upload.done', patientId: 'patient-1', documents: [] },
            { type: 'upload.failed', error: sampleFailure('unsupported_media_type', { status: 415 }) },
            { type: 'xstate.done.actor.trialEditor', output: { trial: null } },
            {
              type: 'xstate.done.actor.applyChange',
              output: { trials: [sampleTrial], patients: [samplePatient] },
            },
            { type: 'xstate.error.actor.applyChange', error: sampleFailure('internal', { status: 500 }) },
          ]
        : []),
      { type: 'xstate.done.actor.loadResults', output: [] },
      { type: 'xstate.error.actor.loadResults', error: sampleFailure('internal', { status: 500 }) },
      ...(fresh ? [{ type: 'results.download' }, { type: 'xstate.done.actor.downloadResults' }] : []),
    ]
  },
}
