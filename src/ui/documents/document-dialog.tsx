import type { DialogHTMLAttributes, KeyboardEvent, ReactNode } from 'react'
import { focusInAndBack, trapTab } from '../components/dialog-focus'

/**
 * The backdrop and the open modal <dialog> of a document's dialogs: focus goes in and comes back, Tab
 * stays inside, and the machine's `onKeyDown` answers its keys.
 */
export function ModalFrame({
  onKeyDown,
  children,
  ...props
}: {
  onKeyDown: (event: KeyboardEvent) => void
  children: ReactNode
} & Omit<DialogHTMLAttributes<HTMLDialogElement>, 'onKeyDown' | 'open'>) {
  return (
    <div className="dialog-backdrop">
      <dialog
        open
        aria-modal="true"
        {...props}
        ref={focusInAndBack}
        onKeyDown={(event) => {
          onKeyDown(event)
          trapTab(event)
        }}
      >
        {children}
      </dialog>
    </div>
  )
}

/**
 * A modal dialog working on one document (editing it, its versions): the title, naming the document for
 * screen readers, and a close button; focus goes in and comes back, Tab stays inside, and the machine's
 * `onKeyDown` answers Escape.
 */
export function DocumentDialog({
  id,
  className,
  title,
  documentTitle,
  close,
  closeFocused = false,
  describedBy,
  busy,
  onKeyDown,
  children,
}: {
  /** Prefix of the ids inside (the title is `${id}-title`). */
  id: string
  className: string
  title: string
  documentTitle: string
  close: { label: string; disabled?: boolean; onClick: () => void }
  /** Whether the close button has the focus first (else the dialog's own first field). */
  closeFocused?: boolean
  describedBy?: string
  busy?: boolean
  onKeyDown: (event: KeyboardEvent) => void
  children: ReactNode
}) {
  return (
    <ModalFrame
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      className={`dialog ${className}`}
      onKeyDown={onKeyDown}
    >
      <header className="dialog-header">
        <h2 id={`${id}-title`}>
          {title}
          <span className="visually-hidden">: {documentTitle}</span>
        </h2>
        <button
          type="button"
          className="dialog-close"
          aria-label={close.label}
          disabled={close.disabled}
          data-autofocus={closeFocused || undefined}
          onClick={close.onClick}
        >
          ×
        </button>
      </header>
      {children}
    </ModalFrame>
  )
}
