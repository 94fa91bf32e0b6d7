import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { ActorRefFrom } from 'xstate'
import {
  connectConsultationForm,
  type FormControl,
  selectTemplatesActor,
} from '../../machines/consultation-form/consultation-form.connect'
import type { customTemplatesMachine } from '../../machines/custom-templates/custom-templates.machine'
import type { inputTemplatesMachine } from '../../machines/input-templates/input-templates.machine'
import { InputTemplates } from '../catalogue/input-templates'
import { CommandButton } from '../components/command-button'
import { useSubmitAttempts } from '../components/fields'
import { CustomTemplatePicker } from '../templates/custom-template-picker'
import { useCustomTemplatesActor } from '../templates/use-custom-templates-actor'
import { useConsultationFormActor } from './use-consultation-form-actor'

/** Focuses the control the message names (the first empty mandatory field), else the message itself. */
function focusNamedControl(element: HTMLElement | null) {
  if (!element) return
  const target = element.dataset.focus ? document.getElementById(element.dataset.focus) : null
  ;(target ?? element).focus()
}

function Control({
  control,
  templates,
  customTemplates,
  insert,
}: {
  control: FormControl
  templates: ActorRefFrom<typeof inputTemplatesMachine> | null
  /** The clinician's custom templates, offered in every free-text field. */
  customTemplates: ActorRefFrom<typeof customTemplatesMachine>
  insert: (key: string, content: string) => void
}) {
  const id = control.id
  const describedBy =
    [
      control.unit && `${id}-unit`,
      control.hint && `${id}-hint`,
      control.error && `${id}-error`,
      control.notSaved && `${id}-not-saved`,
    ]
      .filter(Boolean)
      .join(' ') || undefined
  const common = {
    id,
    name: control.name,
    required: control.mandatory,
    'aria-invalid': control.error ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: control.onBlur,
  }
  return (
    <div className="field" data-field={control.key}>
      <label htmlFor={id}>
        {control.label}
        {control.mandatory && (
          <span className="mandatory-marker" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {control.kind === 'text' && (
        <textarea
          {...common}
          rows={3}
          value={control.value}
          onChange={(event) => control.onChange(event.currentTarget.value)}
        />
      )}
      {control.kind === 'number' && (
        <div className="field-with-unit">
          <input
            {...common}
            type="number"
            inputMode="decimal"
            step="any"
            min={control.min ?? undefined}
            max={control.max ?? undefined}
            value={control.value}
            onChange={(event) => control.onChange(event.currentTarget.value)}
          />
          {control.unit && <span id={`${id}-unit`}>{control.unit}</span>}
        </div>
      )}
      {control.kind === 'date' && (
        <input
          {...common}
          type="date"
          value={control.value}
          onChange={(event) => control.onChange(event.currentTarget.value)}
        />
      )}
      {control.kind === 'select' && (
        <select
          {...common}
          value={control.value}
          onChange={(event) => control.onChange(event.currentTarget.value)}
        >
          {control.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {control.hint && (
        <p id={`${id}-hint`} className="field-hint">
          {control.hint}
        </p>
      )}
      {control.error && (
        <p id={`${id}-error`} className="field-error">
          {control.error}
        </p>
      )}
      {control.notSaved && (
        <p id={`${id}-not-saved`} className="field-not-saved">
          {control.notSaved}
        </p>
      )}
      {templates && control.templatesFor && (
        <InputTemplates
          actor={templates}
          inputId={control.templatesFor}
          label={control.label}
          text={control.value}
          insert={(content) => insert(control.key, content)}
        />
      )}
      {control.kind === 'text' && (
        <CustomTemplatePicker
          actor={customTemplates}
          fieldId={id}
          label={control.label}
          insert={(text) => insert(control.key, text)}
        />
      )}
    </div>
  )
}

/**
 * The consultation form: the type's inputs with their units, ranges and templates, saved as they are
 * typed; Continue checks the mandatory fields and waits for the last save.
 */
export function ConsultationForm({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation()
  const actor = useConsultationFormActor(sessionId)
  const snapshot = useSelector(actor, (current) => current)
  const api = connectConsultationForm(snapshot, actor.send, t)
  const templates = selectTemplatesActor(snapshot)
  const customTemplates = useCustomTemplatesActor()
  const { attempt, submit } = useSubmitAttempts()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="consultation-form" aria-busy={api.isLoading}>
      <h2 id={titleId}>{t('consultation.formTitle')}</h2>
      {api.typeName && <p className="muted">{api.typeName}</p>}
      {api.isLoading && <p role="status">{t('app.loading')}</p>}
      {api.loadProblem && (
        <div role="alert" className="notice notice-error">
          <p>{api.loadProblem}</p>
          {api.retryLoad && <CommandButton command={api.retryLoad} />}
          {api.isMissing && <Link to="/">{t('consultation.home')}</Link>}
        </div>
      )}
      {api.isReady && (
        <form noValidate onSubmit={submit(() => api.continueButton.onClick())}>
          {api.mandatoryNote && <p className="muted text-sm">{api.mandatoryNote}</p>}
          {api.emptyNote && <p className="muted">{api.emptyNote}</p>}
          {api.problem && (
            <div
              key={attempt}
              role="alert"
              tabIndex={-1}
              className="form-problem"
              data-focus={api.focusId ?? undefined}
              ref={focusNamedControl}
            >
              {api.problem}
            </div>
          )}
          {api.items.map((item) =>
            item.kind === 'single' ? (
              <Control
                key={item.key}
                control={item.control}
                templates={templates}
                customTemplates={customTemplates}
                insert={api.insertTemplate}
              />
            ) : (
              <fieldset key={item.key} className="field-pair">
                <legend>
                  {item.legend}
                  {item.mandatory && (
                    <span className="mandatory-marker" aria-hidden="true">
                      *
                    </span>
                  )}
                </legend>
                {item.controls.map((control) => (
                  <Control
                    key={control.key}
                    control={control}
                    templates={null}
                    customTemplates={customTemplates}
                    insert={api.insertTemplate}
                  />
                ))}
              </fieldset>
            ),
          )}
          <div className="form-actions">
            <button type="submit" className="primary" aria-disabled={api.continueButton.busy}>
              {api.continueButton.label}
            </button>
            <p role="status" className="form-status" data-tone={api.saveStatus.tone}>
              {api.saveStatus.text}
            </p>
            {api.retrySave && <CommandButton command={api.retrySave} />}
          </div>
          {api.complete && <p className="notice notice-success">{api.complete}</p>}
        </form>
      )}
    </section>
  )
}
