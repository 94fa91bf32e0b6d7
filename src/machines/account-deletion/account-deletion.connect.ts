import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { dialogMachine } from '../dialog/dialog.machine'
import { problemMessage, type Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import type { AccountDeletionEvent, accountDeletionMachine } from './account-deletion.machine'

type AccountDeletionSnapshot = SnapshotFrom<typeof accountDeletionMachine>

export const selectIsBusy = (snapshot: AccountDeletionSnapshot) => snapshot.hasTag('busy')
export const selectProblem = (snapshot: AccountDeletionSnapshot) => snapshot.context.problem
/** The warning dialog, while it asks. */
export const selectConfirmDialog = (snapshot: AccountDeletionSnapshot) =>
  (snapshot.children.confirmDeletion as ActorRefFrom<typeof dialogMachine> | undefined) ?? null

/** The delete-account section: its button, its status and, while it asks, its dialog. */
export function connectAccountDeletion(
  snapshot: AccountDeletionSnapshot,
  send: Send<AccountDeletionEvent>,
  t: Translate,
) {
  const isBusy = selectIsBusy(snapshot)
  return {
    isBusy,
    dialog: selectConfirmDialog(snapshot),
    problem: problemMessage(t, selectProblem(snapshot)),
    button: {
      label: isBusy ? t('settings.delete.busy') : t('settings.delete.button'),
      // Asking twice at once makes no sense; the machine ignores it, the button says it.
      disabled: !snapshot.can({ type: 'account.delete' }),
      onClick: () => send({ type: 'account.delete' }),
    },
  }
}
