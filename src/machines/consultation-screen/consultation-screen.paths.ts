// Sample events and inputs of the consultation screen statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { ConsultationSession } from '../../../contract/consultations'
import { sampleFailure } from '../shared/samples'
import type { ConsultationScreenInput } from './consultation-screen.machine'

const sampleSession: ConsultationSession = {
  id: 's-sample',
  status: 'recording',
  show_transcription: false,
  consultation_type_id: 'general_practice_soap',
  mobile: false,
  force: false,
  started_at: '2025-01-01T09:00:00.000Z',
  finished_at: null,
  purge_at: null,
  purged_at: null,
  mode: 'consultation',
  language: 'pt',
  transcription: 'Doente: Tosse seca há uma semana.',
  notes: null,
  user_inputs: [],
  generated_documents: [],
  deleted: false,
  created_at: '2025-01-01T08:59:00.000Z',
}

/** The sample session once a note was written: leaving it asks to sign it off. */
export const sampleSessionWithNote: ConsultationSession = {
  ...sampleSession,
  generated_documents: [
    {
      id: 'd-sample',
      name: 'main',
      status: 'ready',
      content: '## Subjetivo\nTosse seca.',
      version: 1,
      error: null,
      created_at: '2025-01-01T09:20:00.000Z',
      updated_at: '2025-01-01T09:20:00.000Z',
      review: null,
      signoff: null,
    },
  ],
}

/** The sample session once its note was signed: leaving it needs no confirmation. */
export const sampleSessionSigned: ConsultationSession = {
  ...sampleSessionWithNote,
  generated_documents: sampleSessionWithNote.generated_documents.map((document) => ({
    ...document,
    signoff: {
      version: document.version,
      signed_by: { id: 'u-sample', name: 'Ana Sousa' },
      signed_at: '2025-01-01T09:25:00.000Z',
      open_findings: 0,
      dismissed_findings: 0,
    },
  })),
}

/**
 * Sample events and input for the statechart docs and the path tests. The regions are parallel, so the
 * samples stay few: the session read, the transcript saved after typing, and the exit confirmation with
 * and without a document (the notes region is the transcript's twin; the microphone list and the clock
 * change no state a person sees).
 */
export const pathOptions = {
  events: [
    { type: 'xstate.done.actor.loadSession', output: { session: sampleSession, chunks: null } },
    { type: 'xstate.error.actor.loadSession', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.done.actor.followSession', output: { session: sampleSession, chunks: [] } },
    { type: 'xstate.done.actor.listMicrophones', output: [] },
    { type: 'transcript.change', text: 'Dor torácica.' },
    { type: 'xstate.error.actor.saveTranscript', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.done.actor.saveTranscript' },
    { type: 'exit.request' },
    { type: 'xstate.done.actor.checkDocuments', output: { session: sampleSession, chunks: null } },
    { type: 'xstate.done.actor.checkDocuments', output: { session: sampleSessionWithNote, chunks: null } },
    { type: 'xstate.done.actor.checkDocuments', output: { session: sampleSessionSigned, chunks: null } },
    { type: 'exit.confirm' },
    { type: 'exit.cancel' },
    { type: 'exit.signoff.confirm' },
    { type: 'xstate.done.actor.signOffDocuments' },
    {
      type: 'xstate.error.actor.signOffDocuments',
      error: sampleFailure('unavailable', { kind: 'network' }),
    },
  ],
  input: { sessionId: 's-sample', deviceId: null } satisfies ConsultationScreenInput,
}
