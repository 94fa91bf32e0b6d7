// Sample events and inputs of the staff audit statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { AuditEntry } from '../../../contract/staff'
import { sampleFailure } from '../shared/samples'

export const sampleEntry: AuditEntry = {
  id: '00000000-0000-4000-8000-000000000003',
  at: '2026-01-05T10:00:00.000Z',
  actor: { id: '00000000-0000-4000-8000-000000000004', label: 'rui@escriba.test' },
  via: 'api',
  action: 'credits.grant',
  target_type: 'user',
  target_id: '00000000-0000-4000-8000-000000000002',
  details: { amount: 5, reason: 'Compra' },
}

/** Sample events for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'audit.reload' },
    { type: 'audit.retry' },
    { type: 'xstate.done.actor.loadAudit', output: [sampleEntry] },
    { type: 'xstate.error.actor.loadAudit', error: sampleFailure('unavailable', { kind: 'network' }) },
  ],
}
