// Sample events and inputs of the custom documents statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { CustomDocument } from '../../../contract/templates'
import { sampleFailure } from '../shared/samples'

export const sampleDocument: CustomDocument = {
  id: 'e0000000-0000-4000-8000-000000000001',
  name: 'Carta para fisioterapia',
  description: 'Motivo · Plano de reabilitação',
  sections: [
    {
      key: 'motivo',
      title: 'Motivo',
      instruction: 'Porque é referenciado.',
      format: 'prose',
      abbreviations: false,
    },
  ],
  organization: false,
  base_document_id: 'referral_letter',
  created_at: '2026-01-06T10:00:00.000Z',
}

/** Sample events for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'xstate.done.actor.loadDocuments', output: [sampleDocument] },
    { type: 'xstate.error.actor.loadDocuments', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'document.opened', documentId: sampleDocument.id },
    { type: 'xstate.done.actor.refreshDocuments', output: [sampleDocument] },
    { type: 'xstate.error.actor.refreshDocuments', error: sampleFailure('internal', { status: 500 }) },
  ],
}
