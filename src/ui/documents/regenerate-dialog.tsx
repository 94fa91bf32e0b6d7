import { useId } from 'react'
import type { connectRegenerateConfirmation } from '../../machines/generation/generation.selectors'
import { focusInAndBack, trapTab } from '../components/dialog-focus'

/**
 * Before generating over the clinician's edits: what a new version replaces, that earlier versions stay,
 * and what it costs. Cancelling (the default, and Escape) keeps everything.
 */
export function RegenerateDialog({
  confirmation,
  documentTitle,
}: {
  confirmation: NonNullable<ReturnType<typeof connectRegenerateConfirmation>>
  documentTitle: string
}) {
  const id = useId()
  return (
    <div className="dialog-backdrop">
      <dialog
        open
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className="dialog regenerate-dialog"
        ref={focusInAndBack}
        onKeyDown={(event) => {
          confirmation.onKeyDown(event)
          trapTab(event)
        }}
      >
        <header className="dialog-header">
          <h2 id={`${id}-title`}>{confirmation.title}</h2>
        </header>
        <div id={`${id}-message`} className="stack">
          <p>
            <strong>{documentTitle}</strong>
          </p>
          <p>{confirmation.message}</p>
          <p>{confirmation.keeps}</p>
          <p>{confirmation.cost}</p>
        </div>
        <footer className="dialog-actions">
          <button type="button" data-autofocus onClick={confirmation.cancel.onClick}>
            {confirmation.cancel.label}
          </button>
          <button type="button" className="primary" onClick={confirmation.confirm.onClick}>
            {confirmation.confirm.label}
          </button>
        </footer>
      </dialog>
    </div>
  )
}
