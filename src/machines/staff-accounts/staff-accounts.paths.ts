// Sample events and inputs of the staff accounts statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { StaffAccountDetail } from '../../services/staff'
import { sampleFailure } from '../shared/samples'
import type { FoundAccount, StaffAccountsInput } from './staff-accounts.machine'

export const sampleAccount: StaffAccountDetail = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Ana Sousa',
  email: 'ana@example.pt',
  staff: false,
  disabled: false,
  disabled_at: null,
  email_confirmed: false,
  force_password_change: false,
  organization: null,
  balance: 10,
  created_at: '2026-01-05T10:00:00.000Z',
  ledger: [],
}
export const sampleFound: FoundAccount = {
  kind: 'user',
  id: sampleAccount.id,
  name: 'Ana Sousa',
  detail: 'ana@example.pt',
  balance: 10,
  disabled: false,
}

/** Sample events and inputs for the statechart docs and the path tests. */
export const pathOptions = {
  inputs: { credits: { purpose: 'credits' }, people: { purpose: 'people' } } satisfies Record<
    string,
    StaffAccountsInput
  >,
  events: [
    { type: 'accounts.kind', kind: 'organization' },
    { type: 'accounts.query', query: 'ana' },
    { type: 'accounts.search' },
    { type: 'accounts.open', target: { kind: 'user', id: sampleAccount.id } },
    { type: 'accounts.back' },
    { type: 'accounts.retry' },
    { type: 'grant.amount', value: '5' },
    { type: 'grant.reason', value: 'Compra de 5 créditos' },
    { type: 'grant.submit' },
    { type: 'account.disableReason', value: 'Pedido da própria' },
    { type: 'account.command', command: 'resend_confirmation' },
    { type: 'account.command', command: 'disable' },
    { type: 'xstate.done.actor.findAccounts', output: [sampleFound] },
    { type: 'xstate.error.actor.findAccounts', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.done.actor.openAccount', output: { kind: 'user', account: sampleAccount } },
    { type: 'xstate.error.actor.openAccount', error: sampleFailure('not_found', { status: 404 }) },
    {
      type: 'xstate.done.actor.grantCredits',
      output: { kind: 'user', account: { ...sampleAccount, balance: 15 } },
    },
    {
      type: 'xstate.error.actor.grantCredits',
      error: sampleFailure('insufficient_credits', { status: 409 }),
    },
    { type: 'xstate.done.actor.runCommand', output: { ...sampleAccount, disabled: true } },
    { type: 'xstate.error.actor.runCommand', error: sampleFailure('unavailable', { kind: 'network' }) },
  ],
}
