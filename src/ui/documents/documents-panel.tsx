import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../machines/app/app.selectors'
import { connectDocuments, type GenerationActor } from '../../machines/documents/documents.connect'
import { selectContent } from '../../machines/generation/generation.connect'
import { useAppActor } from '../shell-context'
import { CustomDocumentBanner, CustomDocumentsList } from './custom-documents'
import { DocumentEntry } from './document-entry'
import { DocumentView } from './document-view'
import { FeedbackForm } from './feedback-form'
import { useDocumentsActor } from './use-documents-actor'
import { type FeedbackActor, useFeedbackActor } from './use-feedback-actor'
import './documents.css'
import { ProblemNotice } from '../components/problem-notice'

/** The feedback form, once the main note has a version to give feedback on. */
function FeedbackOnNote({ main, feedback }: { main: GenerationActor; feedback: FeedbackActor }) {
  const hasNote = useSelector(main, (snapshot) => Boolean(selectContent(snapshot)))
  return hasNote ? <FeedbackForm actor={feedback} /> : null
}

/**
 * The consultation's clinical documents: the main note (generate, status, text, edit, copy, PDF,
 * regenerate), the type's selectable documents written on demand, and the feedback form once a note
 * exists. Mounted by the consultation screen.
 */
export function DocumentsPanel({
  sessionId,
  consultationTypeId,
  onDocumentWritten,
}: {
  sessionId: string
  /** The session's consultation type; '' lets the panel read it from the session. */
  consultationTypeId: string
  /** Told when the server took a document request, so the screen knows the consultation has a document. */
  onDocumentWritten?: () => void
}) {
  const { t } = useTranslation()
  const actor = useDocumentsActor(sessionId, consultationTypeId, onDocumentWritten)
  const feedback = useFeedbackActor(sessionId)
  const snapshot = useSelector(actor, (current) => current)
  const clinician = useSelector(useAppActor(), selectUser)?.name ?? ''
  const api = connectDocuments(snapshot, actor.send, t)
  const headingId = useId()
  const otherId = useId()
  const modelId = useId()
  return (
    <section aria-labelledby={headingId} className="documents-panel">
      <h2 id={headingId}>{t('documents.title')}</h2>
      {api.isLoading && (
        <div aria-busy="true">
          <p role="status">{t('documents.loading')}</p>
        </div>
      )}
      <ProblemNotice problem={api.loadProblem} retry={api.reload} />
      <CustomDocumentBanner panel={actor} panelId={headingId} />
      {api.modelChoice && (
        <div className="field document-model">
          <label htmlFor={modelId}>{api.modelChoice.label}</label>
          <select
            id={modelId}
            name="model"
            value={api.modelChoice.value}
            aria-describedby={`${modelId}-hint`}
            onChange={(event) => api.modelChoice?.onChange(event.currentTarget.value)}
          >
            {api.modelChoice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <p id={`${modelId}-hint`} className="field-hint">
            {api.modelChoice.hint}
          </p>
        </div>
      )}
      {api.main && (
        <DocumentView
          actor={api.main}
          panel={actor}
          name="main"
          title={t('documents.mainTitle')}
          clinician={clinician}
          options={api.generationOptions}
        />
      )}
      {api.isReady && api.selectable.length > 0 && (
        <section aria-labelledby={otherId} className="selectable-documents">
          <h3 id={otherId}>{t('documents.otherDocuments')}</h3>
          <ul className="selectable-document-list">
            {api.selectable.map((entry) => (
              <li key={entry.id}>
                <DocumentEntry
                  entry={entry}
                  panel={actor}
                  clinician={clinician}
                  options={api.generationOptions}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <CustomDocumentsList
        panel={actor}
        panelId={headingId}
        clinician={clinician}
        options={api.generationOptions}
      />
      {api.main && <FeedbackOnNote main={api.main} feedback={feedback} />}
    </section>
  )
}
