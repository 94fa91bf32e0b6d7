import { assign, fromPromise, setup } from 'xstate'
import type {
  AccountCommand,
  CreditTarget,
  StaffAccountDetail,
  StaffOrganizationDetail,
} from '../../services/staff'
import { withEventField, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { connectionOr, failTo, openFailedState } from '../shared/failed-call'
import { notProvided } from '../shared/not-provided'

export type StaffAccountsTag = 'busy' | 'search' | 'detail' | 'error'

/** The most credits one grant gives or takes back (the contract's bound). */
export const MAX_GRANT = 1_000_000

/** Which section the machine serves: credits finds accounts or organisations; people finds accounts. */
export type StaffAccountsPurpose = 'credits' | 'people'
export type StaffAccountsInput = { purpose: StaffAccountsPurpose }

/** A search result: an account (by email) or an organisation (by name), with its balance. */
export type FoundAccount = {
  kind: CreditTarget['kind']
  id: string
  name: string
  /** The account's email, or how many members the organisation has. */
  detail: string | number
  balance: number
  disabled: boolean
}

/** What is open: an account or an organisation, with its balance and ledger. */
export type OpenedAccount =
  | { kind: 'user'; account: StaffAccountDetail }
  | { kind: 'organization'; organization: StaffOrganizationDetail }

export type CommandKind = AccountCommand['kind']

export type StaffAccountsProblem =
  | 'search_failed'
  | 'open_failed'
  | 'grant_failed'
  | 'insufficient_credits'
  | 'command_failed'
  | 'own_staff'
  | 'connection'

export type StaffAccountsContext = {
  /** The section the machine serves. */
  purpose: StaffAccountsPurpose
  /** What is searched: accounts by email or organisations by name (people: accounts only). */
  kind: CreditTarget['kind']
  /** The text searched for. */
  query: string
  /** The accounts or organisations found for the last search. */
  results: FoundAccount[]
  /** Whether a search has answered (so 'none found' is said only after one). */
  searched: boolean
  /** The account or organisation asked for, and the one shown once loaded. */
  selected: CreditTarget | null
  opened: OpenedAccount | null
  /** The grant form: a whole number (negative takes back) and the reason kept in the ledger. */
  amount: string
  reason: string
  /** Why an account is disabled, as the audit log keeps it. */
  disableReason: string
  /** The account command being run. */
  command: CommandKind | null
  /** What the last change did, said once. */
  done: 'granted' | CommandKind | null
  problem: StaffAccountsProblem | null
}

export type StaffAccountsEvent =
  | { type: 'accounts.kind'; kind: CreditTarget['kind'] }
  | { type: 'accounts.query'; query: string }
  | { type: 'accounts.search' }
  | { type: 'accounts.open'; target: CreditTarget }
  | { type: 'accounts.back' }
  | { type: 'accounts.retry' }
  | { type: 'grant.amount'; value: string }
  | { type: 'grant.reason'; value: string }
  | { type: 'grant.submit' }
  | { type: 'account.disableReason'; value: string }
  | { type: 'account.command'; command: CommandKind }

const problemOf = (error: unknown, fallback: StaffAccountsProblem): StaffAccountsProblem => {
  const e = error as { kind?: string; code?: string; status?: number } | null
  if (e?.code === 'insufficient_credits') return 'insufficient_credits'
  // The only command the server refuses as a conflict: staff removing their own access.
  if (fallback === 'command_failed' && e?.status === 409) return 'own_staff'
  return connectionOr(error, fallback)
}

/** The grant form's amount as a whole number other than zero within the bound, or null. */
export function grantAmount(text: string): number | null {
  if (!/^\s*[+-]?\d+\s*$/.test(text)) return null
  const amount = Number.parseInt(text, 10)
  return amount !== 0 && Math.abs(amount) <= MAX_GRANT ? amount : null
}

/** Whether a command applies to the account as it is now. */
export function commandApplies(account: StaffAccountDetail, command: CommandKind): boolean {
  switch (command) {
    case 'resend_confirmation':
      return !account.email_confirmed && !account.disabled
    case 'force_password_change':
      return !account.force_password_change && !account.disabled
    case 'disable':
      return !account.disabled
    case 'enable':
      return account.disabled
    case 'make_staff':
      return !account.staff && !account.disabled
    case 'remove_staff':
      return account.staff
  }
}

const openedAccount = (context: StaffAccountsContext) =>
  context.opened?.kind === 'user' ? context.opened.account : null

/**
 * Staff console → credits and people: accounts found by email (or organisations by name, for credits), one
 * opened with its balance and ledger; credits granted or taken back with a reason, or (people) the account's
 * confirmation mail sent again, a password change forced, the account disabled with a reason or enabled.
 */
export const staffAccountsMachine = setup({
  types: {} as {
    context: StaffAccountsContext
    events: StaffAccountsEvent
    input: StaffAccountsInput
    tags: StaffAccountsTag
  },
  actors: {
    'find accounts': fromPromise<FoundAccount[], { kind: CreditTarget['kind']; query: string }>(
      notProvided('find accounts'),
    ),
    'open account': fromPromise<OpenedAccount, CreditTarget>(notProvided('open account')),
    'grant credits': fromPromise<OpenedAccount, { target: CreditTarget; amount: number; reason: string }>(
      notProvided('grant credits'),
    ),
    'run command': fromPromise<StaffAccountDetail, { id: string; command: AccountCommand }>(
      notProvided('run command'),
    ),
  },
  actions: {
    'keep kind': assign((_, params: { kind: CreditTarget['kind'] }) => ({
      kind: params.kind,
      results: [],
      searched: false,
    })),
    'keep query': assign((_, params: { query: string }) => ({ query: params.query })),
    'use results': assign((_, params: { results: FoundAccount[] }) => ({
      results: params.results,
      searched: true,
      problem: null,
    })),
    'choose account': assign((_, params: { target: CreditTarget }) => ({
      selected: params.target,
      opened: null,
      done: null,
      problem: null,
    })),
    'use account': assign((_, params: { opened: OpenedAccount }) => ({
      opened: params.opened,
      problem: null,
    })),
    'forget account': assign({
      selected: null,
      opened: null,
      amount: '',
      reason: '',
      disableReason: '',
      done: null,
      problem: null,
    }),
    'keep amount': assign((_, params: { value: string }) => ({ amount: params.value, done: null })),
    'keep reason': assign((_, params: { value: string }) => ({ reason: params.value, done: null })),
    'keep disable reason': assign((_, params: { value: string }) => ({ disableReason: params.value })),
    'use grant': assign((_, params: { opened: OpenedAccount }) => ({
      opened: params.opened,
      amount: '',
      reason: '',
      done: 'granted' as const,
      problem: null,
    })),
    'keep command': assign((_, params: { command: CommandKind }) => ({
      command: params.command,
      done: null,
      problem: null,
    })),
    'use command': assign(({ context }, params: { account: StaffAccountDetail }) => ({
      opened: { kind: 'user' as const, account: params.account },
      disableReason: '',
      done: context.command,
      command: null,
      problem: null,
    })),
    'show problem': assign((_, params: { error: unknown; fallback: StaffAccountsProblem }) => ({
      problem: problemOf(params.error, params.fallback),
      done: null,
    })),
  },
  guards: {
    hasQuery: ({ context }) => context.query.trim().length > 0,
    searchesOrganizations: ({ context }) => context.purpose === 'credits',
    canGrant: ({ context }) =>
      context.purpose === 'credits' &&
      grantAmount(context.amount) !== null &&
      context.reason.trim().length > 0,
    canRun: ({ context }, params: { command: CommandKind }) => {
      const account = openedAccount(context)
      if (context.purpose !== 'people' || !account || !commandApplies(account, params.command)) return false
      return params.command !== 'disable' || context.disableReason.trim().length > 0
    },
  },
}).createMachine({
  id: 'staffAccounts',
  description:
    'Staff console → credits and people: accounts (or organisations) found, one opened with its balance and ledger; credits granted or taken back with a reason, or the account’s confirmation resent, a password change forced, the account disabled or enabled; failures keep what was typed and offer a retry.',
  context: ({ input }) => ({
    purpose: input.purpose,
    kind: 'user',
    query: '',
    results: [],
    searched: false,
    selected: null,
    opened: null,
    amount: '',
    reason: '',
    disableReason: '',
    command: null,
    done: null,
    problem: null,
  }),
  initial: 'searchForm',
  states: {
    searchForm: {
      tags: ['search'],
      on: {
        'accounts.kind': { guard: 'searchesOrganizations', actions: withEventField('keep kind', 'kind') },
        'accounts.query': { actions: withEventField('keep query', 'query') },
        'accounts.search': { guard: 'hasQuery', target: 'searching' },
        'accounts.open': { target: 'opening', actions: withEventField('choose account', 'target') },
      },
    },
    searching: callState(['search', 'busy'], {
      id: 'findAccounts',
      src: 'find accounts',
      input: ({ context }) => ({ kind: context.kind, query: context.query.trim() }),
      onDone: { target: 'searchForm', actions: withOutputAs('use results', 'results') },
      onError: failTo('searchFailed', 'search_failed'),
    }),
    searchFailed: {
      tags: ['search', 'error'],
      on: {
        'accounts.retry': { target: 'searching' },
        'accounts.query': { target: 'searchForm', actions: withEventField('keep query', 'query') },
      },
    },
    opening: callState(['detail', 'busy'], {
      id: 'openAccount',
      src: 'open account',
      input: ({ context }) => context.selected ?? { kind: 'user', id: '' },
      onDone: { target: 'detail', actions: withOutputAs('use account', 'opened') },
      onError: failTo('openFailed', 'open_failed'),
    }),
    openFailed: openFailedState(
      'detail',
      { retry: 'accounts.retry', back: 'accounts.back' },
      { target: 'searchForm', actions: 'forget account' },
    ),
    detail: {
      tags: ['detail'],
      on: {
        'accounts.back': { target: 'searchForm', actions: 'forget account' },
        'grant.amount': { actions: withEventField('keep amount', 'value') },
        'grant.reason': { actions: withEventField('keep reason', 'value') },
        'grant.submit': { guard: 'canGrant', target: 'granting' },
        'account.disableReason': { actions: withEventField('keep disable reason', 'value') },
        'account.command': {
          guard: withEventField('canRun', 'command'),
          target: 'commanding',
          actions: withEventField('keep command', 'command'),
        },
      },
    },
    granting: callState(['detail', 'busy'], {
      id: 'grantCredits',
      src: 'grant credits',
      input: ({ context }) => ({
        target: context.selected ?? { kind: 'user', id: '' },
        amount: grantAmount(context.amount) ?? 0,
        reason: context.reason.trim(),
      }),
      onDone: { target: 'detail', actions: withOutputAs('use grant', 'opened') },
      onError: failTo('detail', 'grant_failed'),
    }),
    commanding: callState(['detail', 'busy'], {
      id: 'runCommand',
      src: 'run command',
      input: ({ context }) => {
        const kind = context.command ?? 'enable'
        const command: AccountCommand =
          kind === 'disable' ? { kind, reason: context.disableReason.trim() } : { kind }
        return { id: context.selected?.id ?? '', command }
      },
      onDone: { target: 'detail', actions: withOutputAs('use command', 'account') },
      onError: failTo('detail', 'command_failed'),
    }),
  },
})
