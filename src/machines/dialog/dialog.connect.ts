import type { SnapshotFrom } from 'xstate'
import { onEscape, type Send } from '../shared-connect/commands'
import type { DialogEvent, dialogMachine } from './dialog.machine'

type DialogSnapshot = SnapshotFrom<typeof dialogMachine>
type Translate = (key: string) => string

export const selectIsOpen = (snapshot: DialogSnapshot) => snapshot.hasTag('open')
export const selectCanCancel = (snapshot: DialogSnapshot) => snapshot.context.cancellable

/**
 * Everything the dialog view needs, translated: the JSX only spreads it. The close control and Escape
 * exist only when cancelling is allowed; warning dialogs also show a cancel button.
 */
export function connectDialog(snapshot: DialogSnapshot, send: Send<DialogEvent>, t: Translate) {
  const { kind, title, message, confirmLabel, cancelLabel, cancellable, initialFocus } = snapshot.context
  const cancel = () => send({ type: 'dialog.cancel' })
  return {
    isOpen: selectIsOpen(snapshot),
    // Info and warning dialogs interrupt and need an answer; confirm dialogs ask one.
    role: kind === 'confirm' ? ('dialog' as const) : ('alertdialog' as const),
    title: t(title),
    message: t(message),
    confirmButton: {
      label: t(confirmLabel),
      onClick: () => send({ type: 'dialog.confirm' }),
      autoFocus: initialFocus === 'confirm',
    },
    cancelButton:
      kind === 'warning'
        ? { label: t(cancelLabel), onClick: cancel, autoFocus: initialFocus === 'cancel' }
        : null,
    closeButton: cancellable ? { label: t('dialog.close'), onClick: cancel } : null,
    /** Escape cancels, when cancelling is allowed. */
    onKeyDown: onEscape(cancel, !cancellable),
  }
}
