import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectDocuments, type GenerationActor } from '../../machines/documents/documents.selectors'
import { connectGeneration } from '../../machines/generation/generation.selectors'
import { useDocumentsActor } from './use-documents'

/** One document: its status, its text and its actions. */
function DocumentView({ actor, title }: { actor: GenerationActor; title: string }) {
  const { t } = useTranslation()
  const snapshot = useSelector(actor, (current) => current)
  const api = connectGeneration(snapshot, actor.send, t)
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} aria-busy={api.isWriting || undefined} className="document">
      <header className="cluster">
        <h3 id={titleId}>{title}</h3>
        {api.version && <span className="badge">{api.version}</span>}
      </header>
      {api.status && (
        <p role="status">
          {api.isWriting && <span className="spinner" aria-hidden="true"></span>} {api.status}
        </p>
      )}
      {api.problem && (
        <div role="alert" className="notice notice-error">
          <p>{api.problem}</p>
          {api.retry && (
            <button type="button" onClick={api.retry.onClick}>
              {api.retry.label}
            </button>
          )}
        </div>
      )}
      {api.content && <pre className="prose">{api.content}</pre>}
      <div className="cluster">
        {api.generate && (
          <button type="button" className="primary" onClick={api.generate.onClick}>
            {api.generate.label}
          </button>
        )}
        {api.regenerate && (
          <button type="button" onClick={api.regenerate.onClick}>
            {api.regenerate.label}
          </button>
        )}
      </div>
    </section>
  )
}

/**
 * The consultation's clinical documents: the main note (generate, status, text) and the type's
 * selectable documents, written on demand. Mounted by the consultation screen.
 */
export function DocumentsPanel({
  sessionId,
  consultationTypeId,
}: {
  sessionId: string
  consultationTypeId: string
}) {
  const { t } = useTranslation()
  const actor = useDocumentsActor(sessionId, consultationTypeId)
  const snapshot = useSelector(actor, (current) => current)
  const api = connectDocuments(snapshot, actor.send, t)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} aria-busy={api.isLoading || undefined} className="documents-panel">
      <h2 id={headingId}>{t('documents.title')}</h2>
      {api.isLoading && <p role="status">{t('documents.loading')}</p>}
      {api.loadProblem && (
        <div role="alert" className="notice notice-error">
          <p>{api.loadProblem}</p>
          {api.reload && (
            <button type="button" onClick={api.reload.onClick}>
              {api.reload.label}
            </button>
          )}
        </div>
      )}
      {api.main && <DocumentView actor={api.main} title={t('documents.mainTitle')} />}
    </section>
  )
}
