import { useSelector } from '@xstate/react'
import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import {
  connectSharing,
  connectSignoff,
  type GenerationActor,
  shareReviewOf,
} from '../../machines/documents/documents.connect'
import type { documentsMachine } from '../../machines/documents/documents.machine'
import {
  connectGeneration,
  connectRegenerateConfirmation,
  selectDocument,
  selectEditNotesActor,
  selectReviewActor,
  selectVersionsActor,
} from '../../machines/generation/generation.connect'
import { connectReview } from '../../machines/review/review.connect'
import { signoffStatus } from '../../machines/shared/signoff-status'
import type { GenerationOptions } from '../../services/documents'
import { CommandButton } from '../components/command-button'
import { ProblemNotice } from '../components/problem-notice'
import { useDateFormat } from '../components/use-date-format'
import { EditNotesDialog } from './edit-notes-dialog'
import { PayingPool } from './paying-pool'
import { RegenerateDialog } from './regenerate-dialog'
import { ReviewPanel } from './review-panel'
import { ReviewedNote } from './reviewed-note'
import { SignoffDialog } from './signoff-dialog'
import { VersionsDialog } from './versions-dialog'

// react-markdown comes with the first note shown, never with the app's first screens.
const NoteMarkdown = lazy(() => import('./note-markdown'))

/** The count on the note's header takes the focus to the review's heading, beside or under the note. */
function focusReview(id: string) {
  const heading = document.getElementById(id)
  heading?.scrollIntoView({ block: 'nearest' })
  heading?.focus()
}

/** One document: its status, its text beside its review, and regenerate, edit, copy and PDF. */
export function DocumentView({
  actor,
  panel,
  name,
  title,
  clinician,
  options,
}: {
  actor: GenerationActor
  panel: ActorRefFrom<typeof documentsMachine>
  name: string
  title: string
  clinician: string
  /** The model the panel has chosen for new versions. */
  options: GenerationOptions
}) {
  const { t, i18n } = useTranslation()
  const { formatMoment } = useDateFormat()
  const snapshot = useSelector(actor, (current) => current)
  const panelSnapshot = useSelector(panel, (current) => current)
  const reviewActor = selectReviewActor(snapshot)
  const reviewSnapshot = useSelector(reviewActor, (current) => current)
  const document = selectDocument(snapshot)
  const api = connectGeneration(snapshot, actor.send, t, options)
  const sharing = connectSharing(panelSnapshot, panel.send, t, {
    name,
    title,
    markdown: api.canShare ? api.content : null,
    clinician,
    language: i18n.language,
    review: shareReviewOf(document),
  })
  const signoff = connectSignoff(panelSnapshot, panel.send, t, name)
  const review = api.content ? connectReview(reviewSnapshot, reviewActor.send, t, document) : null
  const status = signoffStatus(document, t, formatMoment)
  const editNotes = selectEditNotesActor(snapshot)
  const versions = selectVersionsActor(snapshot)
  const regenerateConfirmation = connectRegenerateConfirmation(snapshot, actor.send, t)
  const titleId = useId()
  const reviewId = useId()
  return (
    <article aria-labelledby={titleId} className="document card" data-document={name}>
      <header className="document-header">
        <h3 id={titleId}>{title}</h3>
        {api.version &&
          (api.versions ? (
            <button
              type="button"
              className="badge badge-button"
              data-version-badge
              aria-haspopup="dialog"
              aria-expanded={api.versions.expanded}
              aria-label={api.versions.label}
              onClick={api.versions.onClick}
            >
              {api.version}
            </button>
          ) : (
            <span className="badge">{api.version}</span>
          ))}
        {review && (
          <button
            type="button"
            className={`badge badge-button${review.count.open > 0 ? ' badge-warning' : ''}`}
            data-findings-count={review.count.open}
            onClick={() => focusReview(reviewId)}
          >
            {review.count.text}
          </button>
        )}
        {status && (
          <span
            className={`badge badge-text${status.signed ? ' badge-success' : ''}`}
            data-signoff={status.signed}
          >
            {status.text}
          </span>
        )}
      </header>
      <div aria-busy={api.isWriting || undefined} className="document-status">
        {api.status && <p role="status">{api.status}</p>}
      </div>
      <ProblemNotice problem={api.problem} retry={api.retry} />
      {api.notice && (
        <p role="note" className="notice notice-warning">
          {api.notice}
        </p>
      )}
      {api.content && (
        <div className={review ? 'document-body reviewed' : 'document-body'}>
          <div className="prose document-content" data-testid="document-content">
            {review ? (
              <ReviewedNote note={review.note} />
            ) : (
              <Suspense fallback={<p className="muted">{t('documents.showing')}</p>}>
                <NoteMarkdown markdown={api.content} />
              </Suspense>
            )}
          </div>
          {review ? (
            <ReviewPanel review={review} id={reviewId} />
          ) : (
            <p className="muted text-sm">{t('review.notChecked')}</p>
          )}
        </div>
      )}
      <div className="cluster document-actions">
        {api.generate && <CommandButton command={api.generate} className="primary" />}
        {api.content && (
          <>
            {(['copy', 'exportPdf'] as const).map((way) => (
              <button
                key={way}
                type="button"
                aria-disabled={sharing[way].disabled || undefined}
                aria-busy={sharing[way].busy || undefined}
                onClick={sharing[way].onClick}
              >
                {sharing[way].label}
              </button>
            ))}
          </>
        )}
        {api.edit && (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={api.edit.expanded}
            onClick={api.edit.onClick}
          >
            {api.edit.label}
          </button>
        )}
        {api.regenerate && (
          <button
            type="button"
            className="quiet"
            aria-haspopup={api.regenerate.asks ? 'dialog' : undefined}
            aria-expanded={api.regenerate.asks ? api.regenerate.expanded : undefined}
            onClick={api.regenerate.onClick}
          >
            {api.regenerate.label}
          </button>
        )}
      </div>
      {(api.generate || api.regenerate) && <PayingPool />}
      {sharing.notice && (
        <p
          role={sharing.notice.tone === 'error' ? 'alert' : 'status'}
          className={`notice notice-${sharing.notice.tone}`}
        >
          {sharing.notice.text}
        </p>
      )}
      {editNotes && <EditNotesDialog actor={editNotes} documentTitle={title} />}
      {signoff && <SignoffDialog signoff={signoff} documentTitle={title} />}
      {versions && <VersionsDialog actor={versions} documentTitle={title} />}
      {regenerateConfirmation && (
        <RegenerateDialog confirmation={regenerateConfirmation} documentTitle={title} />
      )}
    </article>
  )
}
