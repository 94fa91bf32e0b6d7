import { assign, fromPromise, setup } from 'xstate'
import type { AuditEntry } from '../../../contract/staff'
import { loadingState } from '../shared/call-state'
import { connectionOr, failTo } from '../shared/failed-call'
import { notProvided } from '../shared/not-provided'

export type StaffAuditProblem = 'load_failed' | 'connection'

export type StaffAuditContext = {
  /** What support did, newest first, as last loaded. */
  entries: AuditEntry[]
  problem: StaffAuditProblem | null
}

export type StaffAuditEvent = { type: 'audit.reload' } | { type: 'audit.retry' }

export type StaffAuditTag = 'busy' | 'error'

/** Staff console → audit log: what support did (console and admin command line), newest first. */
export const staffAuditMachine = setup({
  types: {} as { context: StaffAuditContext; events: StaffAuditEvent; tags: StaffAuditTag },
  actors: {
    'load audit': fromPromise<AuditEntry[]>(notProvided('load audit')),
  },
  actions: {
    'use entries': assign((_, params: { entries: AuditEntry[] }) => ({
      entries: params.entries,
      problem: null,
    })),
    'show problem': assign((_, params: { error: unknown; fallback: StaffAuditProblem }) => ({
      problem: connectionOr(params.error, params.fallback),
    })),
    'forget problem': assign({ problem: null }),
  },
}).createMachine({
  id: 'staffAudit',
  description:
    'Staff console → audit log: what support did through the console and the admin command line, newest first; loaded again on demand, a failure offers a retry.',
  context: { entries: [], problem: null },
  initial: 'loading',
  states: {
    loading: loadingState(
      'loadAudit',
      'load audit',
      { target: 'listing', action: 'use entries', key: 'entries' },
      failTo('failed', 'load_failed'),
    ),
    listing: { on: { 'audit.reload': { target: 'loading' } } },
    failed: { tags: ['error'], on: { 'audit.retry': { target: 'loading', actions: 'forget problem' } } },
  },
})
