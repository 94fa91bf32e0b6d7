import { useSelector } from '@xstate/react'
import { type KeyboardEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { connectDialog } from '../../machines/dialog/dialog.connect'
import type { dialogMachine } from '../../machines/dialog/dialog.machine'
import { CommandButton } from './command-button'
import { cycleTab } from './dialog-focus'

/** Keeps Tab among the dialog's buttons while it is open. */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  cycleTab(event, (dialog) => [...dialog.querySelectorAll('button')])
}

/** A modal dialog driven by a dialog actor; focus starts on the primary button. */
export function Dialog({ actor }: { actor: ActorRefFrom<typeof dialogMachine> }) {
  const { t } = useTranslation()
  const snapshot = useSelector(actor, (current) => current)
  const api = connectDialog(snapshot, actor.send, t)
  const titleId = useId()
  const messageId = useId()
  if (!api.isOpen) return null
  return (
    <div className="dialog-backdrop">
      <dialog
        open
        role={api.role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="dialog"
        onKeyDown={(event) => {
          api.onKeyDown(event)
          trapTab(event)
        }}
      >
        <header className="dialog-header">
          <h2 id={titleId}>{api.title}</h2>
          {api.closeButton && <CommandButton command={api.closeButton} className="dialog-close" symbol="×" />}
        </header>
        <p id={messageId}>{api.message}</p>
        <footer className="dialog-actions">
          {api.cancelButton && (
            // biome-ignore lint/a11y/noAutofocus: a modal dialog moves focus in; to cancel for an irreversible act.
            <button type="button" autoFocus={api.cancelButton.autoFocus} onClick={api.cancelButton.onClick}>
              {api.cancelButton.label}
            </button>
          )}
          <button
            type="button"
            // A warning's confirmation has consequences (delete, leave without a document): it reads as danger.
            className={snapshot.context.kind === 'warning' ? 'danger' : 'primary'}
            // biome-ignore lint/a11y/noAutofocus: a modal dialog must move focus to its primary action.
            autoFocus={api.confirmButton.autoFocus}
            onClick={api.confirmButton.onClick}
          >
            {api.confirmButton.label}
          </button>
        </footer>
      </dialog>
    </div>
  )
}
