import type { connectSignoff } from '../../machines/documents/documents.connect'
import { DocumentAlertDialog } from './document-alert-dialog'

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
  return (
    <DocumentAlertDialog
      className="signoff-dialog"
      alert={signoff}
      documentTitle={documentTitle}
      focus="confirm"
    >
      <p data-open-findings>{signoff.message}</p>
      <p>{signoff.question}</p>
    </DocumentAlertDialog>
  )
}
