// Sample events and inputs of the staff requests statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { StaffTemplateRequest } from '../../services/staff'
import { sampleFailure } from '../shared/samples'

export const samplePending: StaffTemplateRequest = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Carta ao fisioterapeuta',
  sections: [{ title: 'Plano', description: 'Sessões e objetivos', requested_changes: '' }],
  vocabulary_comment: 'Unidades SI',
  base_document_id: 'referral_letter',
  for_organization: false,
  status: 'pending',
  decline_reason: null,
  custom_document_id: null,
  files: [],
  created_at: '2026-01-05T10:00:00.000Z',
  decided_at: null,
  requester: { id: '00000000-0000-4000-8000-000000000002', email: 'ana@example.pt', name: 'Ana Sousa' },
  organization_name: null,
}

/**
 * Sample events for the statechart docs and the path tests. The generated preview's events stay out: they
 * only change what the reading state shows beside the editor (its own tests cover them), and would multiply
 * the path catalogue by every preview status.
 */
export const pathOptions = {
  events: [
    { type: 'requests.filter', status: 'pending' },
    { type: 'requests.open', id: samplePending.id },
    { type: 'requests.back' },
    { type: 'requests.retry' },
    { type: 'template.change', text: '# Carta\n\n## Plano [bullets]\nSessões e objetivos' },
    { type: 'decline.change', reason: 'Já existe um documento igual' },
    { type: 'request.approve' },
    { type: 'request.decline' },
    { type: 'xstate.done.actor.loadRequests', output: [samplePending] },
    { type: 'xstate.error.actor.loadRequests', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.done.actor.openRequest', output: { request: samplePending, files: [] } },
    { type: 'xstate.error.actor.openRequest', error: sampleFailure('not_found', { status: 404 }) },
    {
      type: 'xstate.done.actor.approveRequest',
      output: { ...samplePending, status: 'approved', custom_document_id: samplePending.id },
    },
    { type: 'xstate.error.actor.approveRequest', error: sampleFailure('conflict', { status: 409 }) },
    {
      type: 'xstate.done.actor.declineRequest',
      output: { ...samplePending, status: 'declined', decline_reason: 'Já existe' },
    },
    { type: 'xstate.error.actor.declineRequest', error: sampleFailure('unavailable', { kind: 'network' }) },
  ],
}
