// Sample events and inputs of the documents statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { SessionDocuments } from '../../services/documents'
import type { PdfNote } from '../../services/pdf'
import { sampleFailure } from '../shared/samples'
import type { DocumentsInput, ShareReview } from './documents.machine'

const sampleLoaded: SessionDocuments = {
  session: {
    id: 's-sample',
    status: 'finished',
    show_transcription: false,
    consultation_type_id: 'general_practice_soap',
    mobile: false,
    force: false,
    started_at: '2025-01-01T09:00:00.000Z',
    finished_at: '2025-01-01T09:20:00.000Z',
    purge_at: null,
    purged_at: null,
    mode: 'consultation',
    language: 'pt',
    transcription: 'Médico: O que a traz cá? Doente: Tosse seca há uma semana.',
    notes: null,
    user_inputs: [],
    generated_documents: [],
    deleted: false,
    created_at: '2025-01-01T09:00:00.000Z',
  },
  typeName: 'Medicina geral (SOAP)',
  selectable: [{ id: 'referral_letter', name: 'Carta de referenciação', description: 'Para outro médico' }],
  custom: [
    {
      id: 'e0000000-0000-4000-8000-000000000001',
      name: 'Carta para fisioterapia',
      description: 'Motivo · Plano de reabilitação',
      organization: false,
      baseDocumentId: 'referral_letter',
    },
  ],
  models: [
    { id: 'clinic-llama', private: true, experimental: false, default: true },
    { id: 'o-preview', private: false, experimental: true, default: false },
  ],
}

const samplePdf: PdfNote = {
  markdown: '## Subjetivo\n\nTosse seca.',
  documentName: 'Nota da consulta',
  clinician: 'Ana Sousa',
  date: '2025-01-01T09:00:00.000Z',
  typeName: 'Medicina geral (SOAP)',
  language: 'pt',
  labels: { clinician: 'Médico', date: 'Data', type: 'Tipo de consulta', page: 'Página', of: 'de' },
  fileName: 'nota-da-consulta',
}

const unsignedReview: ShareReview = { docId: 'd-sample', version: 1, open: 2, signed: null }
const signedReview: ShareReview = {
  ...unsignedReview,
  signed: { name: 'Ana Sousa', at: '2025-01-01T09:30:00.000Z' },
}

/**
 * Sample events for the statechart docs and the path tests: a load answered, lost, or refused; a
 * selectable document opened (a custom one opens the same way), the banner put aside; a copy and a PDF,
 * of a signed version or of one signed first (confirmed, cancelled, refused), done or failed.
 */
export const pathOptions = {
  input: { sessionId: 's-sample', consultationTypeId: 'general_practice_soap' } satisfies DocumentsInput,
  events: [
    { type: 'xstate.done.actor.loadDocuments', output: sampleLoaded },
    { type: 'xstate.error.actor.loadDocuments', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.error.actor.loadDocuments', error: sampleFailure('not_found', { status: 404 }) },
    { type: 'documents.open', name: 'referral_letter' },
    { type: 'documents.banner.dismissed' },
    { type: 'documents.reload' },
    { type: 'documents.model.chosen', model: 'o-preview' },
    { type: 'documents.copy', name: 'main', markdown: '## Subjetivo\n\nTosse seca.', review: signedReview },
    { type: 'documents.copy', name: 'main', markdown: '## Subjetivo\n\nTosse seca.', review: unsignedReview },
    { type: 'documents.export', name: 'main', pdf: samplePdf, review: unsignedReview },
    { type: 'documents.signoff.confirm' },
    { type: 'documents.signoff.cancel' },
    { type: 'xstate.done.actor.signOff', output: { id: 'd-sample', signoff: null } },
    { type: 'xstate.error.actor.signOff', error: sampleFailure('conflict', { status: 409 }) },
    { type: 'xstate.done.actor.copyNote', output: 'rich' },
    { type: 'xstate.error.actor.copyNote', error: new Error('NotAllowedError') },
    { type: 'xstate.done.actor.exportPdf' },
    { type: 'xstate.error.actor.exportPdf', error: new Error('Loading chunk failed') },
  ],
}
