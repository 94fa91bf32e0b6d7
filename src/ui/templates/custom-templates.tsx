import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectCustomTemplates } from '../../machines/custom-templates/custom-templates.selectors'
import { Dialog } from '../components/dialog'
import { useCustomTemplatesActor } from './custom-templates-flow'
import { TextControlField } from './parts'

/** The clinician's own texts (name and text): the list, a form to write or change one, and the warning. */
export function CustomTemplatesView() {
  const { t } = useTranslation()
  const actor = useCustomTemplatesActor()
  const snapshot = useSelector(actor, (current) => current)
  const view = connectCustomTemplates(snapshot, actor.send, t)
  const headingId = useId()
  const formId = useId()
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={view.isLoading || undefined}
      data-testid="custom-templates"
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
        <ul className="templates-list">
          {view.items.map((item) => (
            <li key={item.id} className="card">
              <h3>{item.name}</h3>
              <p className="templates-instruction">{item.text}</p>
              <div className="cluster">
                <button
                  type="button"
                  aria-label={item.copy.ariaLabel}
                  disabled={item.copy.disabled}
                  onClick={item.copy.onClick}
                >
                  {item.copy.label}
                </button>
                <button
                  type="button"
                  aria-label={item.edit.ariaLabel}
                  disabled={item.edit.disabled}
                  onClick={item.edit.onClick}
                >
                  {item.edit.label}
                </button>
                <button
                  type="button"
                  className="quiet"
                  aria-label={item.remove.ariaLabel}
                  disabled={item.remove.disabled}
                  onClick={item.remove.onClick}
                >
                  {item.remove.label}
                </button>
                {item.copied && (
                  <span role="status" className="form-status">
                    {item.copied}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {view.draft ? (
        <form
          noValidate
          aria-labelledby={formId}
          aria-busy={view.draft.isBusy || undefined}
          onSubmit={(event) => {
            event.preventDefault()
            view.draft?.save.onClick()
          }}
        >
          <h3 id={formId}>{view.draft.heading}</h3>
          {view.draft.problem && (
            <p role="alert" className="form-problem">
              {view.draft.problem}
            </p>
          )}
          <TextControlField field={view.draft.name} autoFocus />
          <TextControlField field={view.draft.text} multiline />
          <div className="cluster">
            <button type="submit" className="primary" aria-disabled={view.draft.save.disabled || undefined}>
              {view.draft.save.label}
            </button>
            <button type="button" disabled={view.draft.cancel.disabled} onClick={view.draft.cancel.onClick}>
              {view.draft.cancel.label}
            </button>
          </div>
        </form>
      ) : (
        view.create && (
          <button type="button" disabled={view.create.disabled} onClick={view.create.onClick}>
            {view.create.label}
          </button>
        )
      )}
      {view.dialog && <Dialog actor={view.dialog} />}
    </section>
  )
}
