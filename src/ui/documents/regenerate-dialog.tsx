import type { connectRegenerateConfirmation } from '../../machines/generation/generation.connect'
import { DocumentAlertDialog } from './document-alert-dialog'

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
  return (
    <DocumentAlertDialog
      className="regenerate-dialog"
      alert={confirmation}
      documentTitle={documentTitle}
      focus="cancel"
    >
      <p>{confirmation.message}</p>
      <p>{confirmation.keeps}</p>
      <p>{confirmation.cost}</p>
    </DocumentAlertDialog>
  )
}
