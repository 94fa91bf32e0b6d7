import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import {
  type CommandKind,
  commandApplies,
  grantAmount,
  type StaffAccountsEvent,
  type staffAccountsMachine,
} from './staff-accounts.machine'

type StaffAccountsSnapshot = SnapshotFrom<typeof staffAccountsMachine>

export const selectIsBusy = (snapshot: StaffAccountsSnapshot) => snapshot.hasTag('busy')
export const COMMANDS: readonly CommandKind[] = [
  'resend_confirmation',
  'force_password_change',
  'enable',
  'make_staff',
  'remove_staff',
]

/** The credits and people sections: a search, its results, or one account (organisation) opened. */
export function connectStaffAccounts(
  snapshot: StaffAccountsSnapshot,
  send: Send<StaffAccountsEvent>,
  t: Translate,
  formatDate: (iso: string) => string,
) {
  const { purpose, kind, query, results, searched, opened, amount, reason, disableReason, done, problem } =
    snapshot.context
  const busy = selectIsBusy(snapshot)
  const searching = snapshot.hasTag('search')
  const account = opened?.kind === 'user' ? opened.account : null
  const organization = opened?.kind === 'organization' ? opened.organization : null
  const ledger = (account ?? organization)?.ledger ?? []
  const can = (command: CommandKind) => snapshot.can({ type: 'account.command', command })
  const amountValue = grantAmount(amount)
  return {
    isBusy: busy,
    heading: t(`staff.sections.${purpose}`),
    problem: problem ? t(`staff.accounts.problems.${problem}`) : null,
    retry: commandIfAccepted(snapshot, send, { type: 'accounts.retry' }, t('staff.retry')),
    done: done ? t(`staff.accounts.done.${done}`) : null,
    search: searching
      ? {
          kinds:
            purpose === 'credits'
              ? {
                  legend: t('staff.accounts.kind'),
                  options: (['user', 'organization'] as const).map((value) => ({
                    value,
                    label: t(`staff.accounts.kinds.${value}`),
                    checked: kind === value,
                    onChange: () => send({ type: 'accounts.kind', kind: value }),
                  })),
                }
              : null,
          field: {
            name: 'query',
            label: t(kind === 'user' ? 'staff.accounts.byEmail' : 'staff.accounts.byName'),
            value: query,
            maxLength: 254,
            readOnly: busy,
            error: null,
            onChange: (value: string) => send({ type: 'accounts.query', query: value }),
          },
          submit: {
            label: t('staff.accounts.search'),
            disabled: busy,
            onClick: () => send({ type: 'accounts.search' }),
          },
          status: busy
            ? t('staff.accounts.searching')
            : searched
              ? t('staff.accounts.found', { count: results.length })
              : null,
          results: results.map((item) => ({
            key: item.id,
            name: item.name,
            detail:
              typeof item.detail === 'number'
                ? t('staff.accounts.members', { count: item.detail })
                : item.detail,
            balance: t('staff.accounts.balance', { count: item.balance }),
            disabled: item.disabled ? t('staff.accounts.disabled') : null,
            open: {
              label: t('staff.accounts.open', { name: item.name }),
              onClick: () => send({ type: 'accounts.open', target: { kind: item.kind, id: item.id } }),
            },
          })),
        }
      : null,
    back: commandIfAccepted(snapshot, send, { type: 'accounts.back' }, t('staff.accounts.back')),
    detail: opened
      ? {
          name: account?.name ?? organization?.name ?? '',
          facts: account
            ? [
                { key: 'email', label: t('staff.accounts.email'), value: account.email },
                {
                  key: 'state',
                  label: t('staff.accounts.state'),
                  value: [
                    account.disabled ? t('staff.accounts.disabled') : t('staff.accounts.active'),
                    account.email_confirmed ? t('staff.accounts.confirmed') : t('staff.accounts.unconfirmed'),
                    account.force_password_change ? t('staff.accounts.mustChangePassword') : null,
                    account.staff ? t('staff.accounts.staff') : null,
                  ]
                    .filter(Boolean)
                    .join(' · '),
                },
                {
                  key: 'organization',
                  label: t('staff.accounts.organization'),
                  value: account.organization?.name ?? t('staff.accounts.none'),
                },
                {
                  key: 'balance',
                  label: t('staff.accounts.balanceLabel'),
                  value: t('staff.accounts.balance', { count: account.balance }),
                },
              ]
            : [
                {
                  key: 'members',
                  label: t('staff.accounts.membersLabel'),
                  value:
                    organization!.members.map((member) => member.email).join(', ') ||
                    t('staff.accounts.none'),
                },
                {
                  key: 'balance',
                  label: t('staff.accounts.balanceLabel'),
                  value: t('staff.accounts.balance', { count: organization!.balance }),
                },
              ],
          ledgerHeading: t('staff.accounts.ledger'),
          ledgerEmpty: ledger.length === 0 ? t('staff.accounts.ledgerEmpty') : null,
          ledger: ledger.map((entry) => ({
            key: entry.id,
            when: formatDate(entry.created_at),
            amount: entry.amount > 0 ? `+${entry.amount}` : `${entry.amount}`,
            kind: t(`staff.accounts.entryKinds.${entry.kind}`),
            reason: entry.reason,
          })),
        }
      : null,
    grant:
      opened && purpose === 'credits'
        ? {
            heading: t('staff.accounts.grantHeading'),
            amount: {
              name: 'amount',
              label: t('staff.accounts.amount'),
              hint: t('staff.accounts.amountHint'),
              value: amount,
              maxLength: 8,
              readOnly: busy,
              error: amount.trim() && amountValue === null ? t('staff.accounts.amountInvalid') : null,
              onChange: (value: string) => send({ type: 'grant.amount', value }),
            },
            reason: {
              name: 'reason',
              label: t('staff.accounts.reason'),
              hint: t('staff.accounts.reasonHint'),
              value: reason,
              maxLength: 500,
              readOnly: busy,
              error: null,
              onChange: (value: string) => send({ type: 'grant.reason', value }),
            },
            submit: {
              label:
                amountValue === null
                  ? t('staff.accounts.giveAny')
                  : amountValue < 0
                    ? t('staff.accounts.takeBack', { count: -amountValue })
                    : t('staff.accounts.give', { count: amountValue }),
              disabled: busy || !snapshot.can({ type: 'grant.submit' }),
              onClick: () => send({ type: 'grant.submit' }),
            },
          }
        : null,
    commands:
      account && purpose === 'people'
        ? {
            heading: t('staff.accounts.actions'),
            buttons: COMMANDS.filter((command) => commandApplies(account, command)).map((command) => ({
              key: command,
              label: t(`staff.accounts.commands.${command}`),
              disabled: busy || !can(command),
              onClick: () => send({ type: 'account.command', command }),
            })),
            disable: account.disabled
              ? null
              : {
                  field: {
                    name: 'disable_reason',
                    label: t('staff.accounts.disableReason'),
                    hint: t('staff.accounts.disableHint'),
                    value: disableReason,
                    maxLength: 500,
                    readOnly: busy,
                    error: null,
                    onChange: (value: string) => send({ type: 'account.disableReason', value }),
                  },
                  submit: {
                    label: t('staff.accounts.commands.disable'),
                    disabled: busy || !can('disable'),
                    onClick: () => send({ type: 'account.command', command: 'disable' }),
                  },
                },
          }
        : null,
  }
}
