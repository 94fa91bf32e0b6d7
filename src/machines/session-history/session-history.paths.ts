// Sample events and inputs of the session history statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { ConsultationSession } from '../../../contract/consultations'
import { sampleFinishedSession } from '../shared/catalogue-samples'
import { sampleFailure } from '../shared/samples'
import type { HistoryPage, SessionHistoryInput } from './session-history.machine'

const sampleSession = (id: string, overrides: Partial<ConsultationSession> = {}) =>
  sampleFinishedSession({ id, transcription: 'Dor lombar há três dias.', ...overrides })

/** Three pages of two: enough to walk forward and back. */
const samplePage: HistoryPage = {
  sessions: [sampleSession('s-2'), sampleSession('s-1', { deleted: true, status: 'deleted' })],
  total: 5,
  typeNames: { general_practice_soap: 'Consulta de Medicina Geral e Familiar (SOAP)' },
}

/** Sample events and input for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'xstate.done.actor.loadHistoryPage', output: samplePage },
    {
      type: 'xstate.error.actor.loadHistoryPage',
      error: sampleFailure('unavailable', { kind: 'network' }),
    },
    { type: 'xstate.error.actor.loadHistoryPage', error: sampleFailure('internal', { status: 500 }) },
  ],
  input: { perPage: 2 } satisfies SessionHistoryInput,
}
