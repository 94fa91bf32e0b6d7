// Sample events and inputs of the member history statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import { sampleFailure } from '../shared/samples'
import type { LoadedHistory, MemberHistoryInput } from './member-history.machine'

export const sampleHistory: LoadedHistory = {
  history: {
    d_member: {
      user_id: 'u-rui',
      name: 'Rui Lopes',
      email: 'rui@example.pt',
      role: 'member',
      joined_at: '2026-01-06T12:00:00.000Z',
    },
    d_consultation_sessions: [
      {
        id: 's-1',
        consultation_type_id: 'ct-1',
        status: 'finished',
        started_at: '2026-01-10T09:00:00.000Z',
        finished_at: '2026-01-10T09:20:00.000Z',
        documents: 2,
      },
    ],
    d_credits_spent: 2,
  },
  typeNames: { 'ct-1': 'Consulta de medicina geral' },
}

/** Sample events and input for the statechart docs and the path tests. */
export const pathOptions = {
  events: [
    { type: 'xstate.done.actor.loadMemberHistory', output: sampleHistory },
    { type: 'xstate.error.actor.loadMemberHistory', error: sampleFailure('forbidden', { status: 403 }) },
    { type: 'xstate.error.actor.loadMemberHistory', error: sampleFailure('not_found', { status: 404 }) },
    {
      type: 'xstate.error.actor.loadMemberHistory',
      error: sampleFailure('unavailable', { kind: 'network' }),
    },
  ],
  input: { userId: 'u-rui' } satisfies MemberHistoryInput,
}
