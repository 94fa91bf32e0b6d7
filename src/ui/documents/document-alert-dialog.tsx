import { type KeyboardEvent, type ReactNode, useId } from 'react'
import { ModalFrame } from './document-dialog'

type Action = { label: string; onClick: () => void; busy?: boolean }

/** What a flow's connect says for the question: its title, a problem if the action failed, the buttons, the keys. */
export type DocumentAlert = {
  title: string
  problem?: string | null
  cancel: Action
  confirm: Action
  onKeyDown: (event: KeyboardEvent) => void
}

/**
 * A question about one document before an action on it (sign-off, generating over edits): the document's
 * title, what the action means, a problem if it failed, Cancel and the action. Focus goes in and comes back;
 * Tab stays inside; the machine's `onKeyDown` answers Escape.
 */
export function DocumentAlertDialog({
  className,
  alert: { title, problem, cancel, confirm, onKeyDown },
  documentTitle,
  focus,
  children,
}: {
  className: string
  alert: DocumentAlert
  documentTitle: string
  /** Which button has the focus first: the safe one, unless confirming is what the clinician came for. */
  focus: 'cancel' | 'confirm'
  children: ReactNode
}) {
  const id = useId()
  return (
    <ModalFrame
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      className={`dialog ${className}`}
      onKeyDown={onKeyDown}
    >
      <header className="dialog-header">
        <h2 id={`${id}-title`}>{title}</h2>
      </header>
      <div id={`${id}-message`} className="stack">
        <p>
          <strong>{documentTitle}</strong>
        </p>
        {children}
      </div>
      {problem && (
        <p role="alert" className="notice notice-error">
          {problem}
        </p>
      )}
      <footer className="dialog-actions">
        <button type="button" data-autofocus={focus === 'cancel' || undefined} onClick={cancel.onClick}>
          {cancel.label}
        </button>
        <button
          type="button"
          className="primary"
          data-autofocus={focus === 'confirm' || undefined}
          aria-disabled={confirm.busy || undefined}
          aria-busy={confirm.busy || undefined}
          onClick={confirm.onClick}
        >
          {confirm.label}
        </button>
      </footer>
    </ModalFrame>
  )
}
