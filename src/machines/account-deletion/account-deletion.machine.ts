import { assign, fromPromise, setup } from 'xstate'
import { dialogMachine, warningDialog } from '../dialog/dialog.machine'
import { outputOf, withError } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { failureOf, type Problem } from '../shared/problems'

export type AccountDeletionContext = {
  /** Why the last attempt failed, null when none did. */
  problem: Problem | null
}

export type AccountDeletionEvent = { type: 'account.delete' }

export type AccountDeletionTag = 'confirming' | 'busy' | 'error' | 'success'

/** A warning dialog: irreversible, says what goes, names the act, and starts on Cancel. */
export const CONFIRM_DELETION_DIALOG = warningDialog('settings.delete.dialog', { initialFocus: 'cancel' })

/**
 * Deleting one's account: a warning dialog first (it cannot be undone), then DELETE /v1/account, then the
 * app signs out to login. Cancelling changes nothing; a failure can be tried again, asking again.
 */
export const accountDeletionMachine = setup({
  types: {} as { context: AccountDeletionContext; events: AccountDeletionEvent; tags: AccountDeletionTag },
  actors: {
    dialog: dialogMachine,
    'delete account': fromPromise<void>(notProvided('delete account')),
  },
  actions: {
    // The app supplies it: account.deleted to the app actor, which signs out and goes to login.
    'report account deleted': () => {},
    'show failure': assign((_, params: { error: unknown }) => ({
      problem: failureOf(params.error, { fallback: 'delete_failed' }).problem,
    })),
    'clear problem': assign({ problem: null }),
  },
  guards: {
    isConfirmed: ({ event }) => outputOf<{ answer?: string }>(event)?.answer === 'confirmed',
  },
}).createMachine({
  id: 'account-deletion',
  description:
    'Deleting the account: a warning dialog (irreversible), then DELETE /v1/account, then signed out to login; cancelling changes nothing.',
  context: { problem: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'account.delete': { target: 'confirming' } },
    },
    confirming: callState(['confirming'], {
      id: 'confirmDeletion',
      src: 'dialog',
      input: CONFIRM_DELETION_DIALOG,
      onDone: [
        { guard: 'isConfirmed', target: 'deleting', actions: 'clear problem' },
        { target: 'idle', actions: 'clear problem' },
      ],
    }),
    deleting: callState(['busy'], {
      id: 'deleteAccount',
      src: 'delete account',
      onDone: { target: 'deleted', actions: 'report account deleted' },
      onError: { target: 'failed', actions: withError('show failure') },
    }),
    failed: failedState('account.delete', { target: 'confirming', actions: 'clear problem' }),
    deleted: { type: 'final', tags: ['success'] },
  },
})
