import { useId } from 'react'
import type { connectSignoff } from '../../machines/documents/documents.selectors'
import { focusInAndBack, trapTab } from '../components/dialog-focus'

/**
 * Before an unsigned version is copied or exported: the clinician confirms they reviewed it, seeing how
 * many findings are still open; confirming signs it, then copies or exports.
 */
export function SignoffDialog({
  signoff,
  documentTitle,
}: {
  signoff: NonNullable<ReturnType<typeof connectSignoff>>
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
        className="dialog signoff-dialog"
        ref={focusInAndBack}
        onKeyDown={(event) => {
          signoff.onKeyDown(event)
          trapTab(event)
        }}
      >
        <header className="dialog-header">
          <h2 id={`${id}-title`}>{signoff.title}</h2>
        </header>
        <div id={`${id}-message`} className="stack">
          <p>
            <strong>{documentTitle}</strong>
          </p>
          <p data-open-findings>{signoff.message}</p>
          <p>{signoff.question}</p>
        </div>
        {signoff.problem && (
          <p role="alert" className="notice notice-error">
            {signoff.problem}
          </p>
        )}
        <footer className="dialog-actions">
          <button type="button" onClick={signoff.cancel.onClick}>
            {signoff.cancel.label}
          </button>
          <button
            type="button"
            className="primary"
            data-autofocus
            aria-disabled={signoff.confirm.busy || undefined}
            aria-busy={signoff.confirm.busy || undefined}
            onClick={signoff.confirm.onClick}
          >
            {signoff.confirm.label}
          </button>
        </footer>
      </dialog>
    </div>
  )
}
