import { useId } from 'react'
import type { ActorRefFrom } from 'xstate'
import { connectInputTemplates } from '../../machines/input-templates/input-templates.connect'
import type { inputTemplatesMachine } from '../../machines/input-templates/input-templates.machine'
import { CommandButton } from '../components/command-button'
import { Dialog } from '../components/dialog'
import { useConnect } from '../components/use-connect'

type TemplatesActor = ActorRefFrom<typeof inputTemplatesMachine>

/**
 * A text field's saved templates: insert one, save the field's text as one (named), change or delete one.
 * It sits inside the consultation form, so its buttons never submit and Enter in its inputs saves it.
 */
export function InputTemplates({
  actor,
  inputId,
  label,
  text,
  insert,
}: {
  actor: TemplatesActor
  inputId: string
  label: string
  text: string
  insert: (content: string) => void
}) {
  const api = useConnect(actor, connectInputTemplates, { inputId, text, label, insert })
  const nameId = useId()
  const nameHintId = useId()
  const contentId = useId()
  return (
    <details className="input-templates">
      <summary>{api.summary}</summary>
      {api.problem && (
        <p role="alert" className="notice notice-error">
          {api.problem}
        </p>
      )}
      {api.empty && <p className="muted text-sm">{api.empty}</p>}
      {api.templates.length > 0 && (
        <ul>
          {api.templates.map((template) => (
            <li key={template.id}>
              <strong>{template.name}</strong>
              <p className="muted text-sm">{template.content}</p>
              <div className="cluster">
                <button
                  type="button"
                  className="primary"
                  aria-label={template.insert.ariaLabel}
                  onClick={template.insert.onClick}
                >
                  {template.insert.label}
                </button>
                <CommandButton command={template.edit} keepsFocus />
                <CommandButton command={template.remove} className="quiet" keepsFocus />
              </div>
            </li>
          ))}
        </ul>
      )}
      <p>
        <CommandButton command={api.saveCurrent} keepsFocus />
      </p>
      {api.saveCurrent.hint && <p className="field-hint">{api.saveCurrent.hint}</p>}
      {api.draft && (
        <fieldset className="template-draft" aria-busy={api.draft.isBusy}>
          <legend>{api.draft.title}</legend>
          {api.draft.problem && (
            <p role="alert" className="form-problem">
              {api.draft.problem}
            </p>
          )}
          <div className="field">
            <label htmlFor={nameId}>{api.draft.name.label}</label>
            <input
              id={nameId}
              type="text"
              value={api.draft.name.value}
              maxLength={api.draft.name.maxLength}
              readOnly={api.draft.isBusy}
              aria-describedby={nameHintId}
              aria-invalid={api.draft.name.error ? true : undefined}
              onChange={(event) => api.draft?.name.onChange(event.currentTarget.value)}
              onKeyDown={(event) => {
                // Enter saves the template, not the consultation form around it.
                if (event.key !== 'Enter') return
                event.preventDefault()
                api.draft?.save.onClick()
              }}
            />
            <p id={nameHintId} className="field-hint">
              {api.draft.name.error ?? api.draft.name.hint}
            </p>
          </div>
          <div className="field">
            <label htmlFor={contentId}>{api.draft.content.label}</label>
            <textarea
              id={contentId}
              rows={4}
              value={api.draft.content.value}
              readOnly={api.draft.isBusy}
              aria-invalid={api.draft.content.error ? true : undefined}
              onChange={(event) => api.draft?.content.onChange(event.currentTarget.value)}
            />
            {api.draft.content.error && <p className="field-error">{api.draft.content.error}</p>}
          </div>
          <div className="cluster">
            <CommandButton command={api.draft.save} className="primary" keepsFocus />
            <CommandButton command={api.draft.cancel} keepsFocus />
          </div>
        </fieldset>
      )}
      {api.dialog && <Dialog actor={api.dialog} />}
    </details>
  )
}
