// Sample events and inputs of the home sessions statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { ConsultationSession } from '../../../contract/consultations'
import { sampleFailure } from '../shared/samples'
import type { HomeSessions } from './home-sessions.machine'

const sampleSession = (overrides: Partial<ConsultationSession>): ConsultationSession => ({
  id: 's-1',
  status: 'finished',
  show_transcription: false,
  consultation_type_id: 'general_practice_soap',
  mobile: false,
  force: false,
  started_at: '2026-01-10T09:00:00.000Z',
  finished_at: '2026-01-10T09:20:00.000Z',
  purge_at: '2026-01-10T10:20:00.000Z',
  purged_at: null,
  mode: 'consultation',
  language: 'pt',
  transcription: null,
  notes: null,
  user_inputs: [],
  generated_documents: [],
  deleted: false,
  created_at: '2026-01-10T09:00:00.000Z',
  ...overrides,
})

const typeNames = { general_practice_soap: 'Consulta de Medicina Geral e Familiar (SOAP)' }
const unfinished = sampleSession({ id: 's-2', status: 'recording', finished_at: null, purge_at: null })

/** Sample events for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    {
      type: 'xstate.done.actor.loadHomeSessions',
      output: { active: null, recent: [sampleSession({})], typeNames } satisfies HomeSessions,
    },
    {
      type: 'xstate.done.actor.loadHomeSessions',
      output: {
        active: unfinished,
        recent: [unfinished, sampleSession({})],
        typeNames,
      } satisfies HomeSessions,
    },
    {
      type: 'xstate.error.actor.loadHomeSessions',
      error: sampleFailure('unavailable', { kind: 'network' }),
    },
  ],
}
