import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectCustomDocuments } from '../../machines/custom-documents/custom-documents.selectors'
import { useCustomDocumentsActor } from './flows'
import { Modal } from './parts'

/** The custom documents made for the clinician and their organisation, each opened in the document modal. */
export function CustomDocumentsView() {
  const { t } = useTranslation()
  const actor = useCustomDocumentsActor()
  const snapshot = useSelector(actor, (current) => current)
  const view = connectCustomDocuments(snapshot, actor.send, t)
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={view.isLoading || undefined}
      data-testid="custom-documents"
    >
      <h2 id={headingId}>{view.heading}</h2>
      <p className="muted">{view.intro}</p>
      {view.isLoading && <p role="status">{t('app.loading')}</p>}
      {view.loadProblem && (
        <div role="alert" className="notice notice-error">
          <p>{view.loadProblem}</p>
          {view.retry && (
            <button type="button" onClick={view.retry.onClick}>
              {view.retry.label}
            </button>
          )}
        </div>
      )}
      {view.problem && (
        <p role="alert" className="form-problem">
          {view.problem}
        </p>
      )}
      {view.empty && <p>{view.empty}</p>}
      {view.items.length > 0 && (
        <ul className="card-grid">
          {view.items.map((item) => (
            <li key={item.id} className="card">
              <h3>{item.name}</h3>
              {item.description && <p>{item.description}</p>}
              <p className="muted text-sm">
                <span className="badge">{item.owner}</span> {item.sections}
              </p>
              <button type="button" aria-label={item.open.ariaLabel} onClick={item.open.onClick}>
                {item.open.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      {view.refresh && (
        <p>
          <button
            type="button"
            className="quiet"
            disabled={view.refresh.disabled}
            onClick={view.refresh.onClick}
          >
            {view.refresh.label}
          </button>
        </p>
      )}
      {view.modal && (
        <Modal
          title={view.modal.title}
          closeLabel={view.modal.close.label}
          onClose={view.modal.close.onClick}
          wide
        >
          <p className="muted">
            <span className="badge">{view.modal.owner}</span> {view.modal.description}
          </p>
          <ol className="templates-list">
            {view.modal.sections.map((section) => (
              <li key={section.key}>
                <h3>{section.title}</h3>
                {section.instruction && <p className="templates-instruction">{section.instruction}</p>}
              </li>
            ))}
          </ol>
          <p className="notice">{view.modal.howTo}</p>
          <footer className="dialog-actions">
            {/* biome-ignore lint/a11y/noAutofocus: a modal moves focus in. */}
            <button type="button" className="primary" autoFocus onClick={view.modal.close.onClick}>
              {view.modal.close.label}
            </button>
          </footer>
        </Modal>
      )}
    </section>
  )
}
