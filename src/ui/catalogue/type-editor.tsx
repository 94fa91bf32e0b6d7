import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { connectTypeEditor } from '../../machines/type-editor/type-editor.connect'
import { CommandButton, SubmitButton } from '../components/command-button'
import { Dialog } from '../components/dialog'
import { Field, FormProblem, useSubmitAttempts } from '../components/fields'
import { useConnect } from '../components/use-connect'
import { TemplatePreview } from './template-preview'
import { type TypeEditorTarget, useTypeEditorActor } from './use-type-editor-actor'

type EditorApi = ReturnType<typeof connectTypeEditor>

/** A checkbox the editor's connect describes, and its label (`children`). */
function Checkbox({
  box,
  labelHidden = false,
  children,
}: {
  box: {
    id: string
    checked: boolean
    disabled?: boolean
    ariaLabel?: string
    onChange: (checked: boolean) => void
  }
  /** The label is seen but not read: the box's `ariaLabel` names it more fully. */
  labelHidden?: boolean
  children: ReactNode
}) {
  return (
    <>
      <input
        id={box.id}
        type="checkbox"
        checked={box.checked}
        disabled={box.disabled}
        aria-label={box.ariaLabel}
        onChange={(event) => box.onChange(event.currentTarget.checked)}
      />
      <label htmlFor={box.id} aria-hidden={labelHidden || undefined}>
        {children}
      </label>
    </>
  )
}

function Sections({ api }: { api: EditorApi }) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('typeEditor.sectionsTitle')}</h3>
      <p className="muted text-sm">{t('typeEditor.sectionsHint')}</p>
      {api.sectionsError && <p className="field-error">{api.sectionsError}</p>}
      <ol className="editor-sections">
        {api.sections.map((section) => (
          <li key={section.uid}>
            <fieldset className="editor-section">
              <legend>{section.legend}</legend>
              <div className="field">
                <label htmlFor={section.title.id}>{section.title.label}</label>
                <input
                  id={section.title.id}
                  type="text"
                  maxLength={200}
                  required
                  value={section.title.value}
                  readOnly={api.isBusy}
                  aria-invalid={section.title.error ? true : undefined}
                  aria-describedby={section.title.error ? `${section.title.id}-error` : undefined}
                  onChange={(event) => section.title.onChange(event.currentTarget.value)}
                />
                {section.title.error && (
                  <p id={`${section.title.id}-error`} className="field-error">
                    {section.title.error}
                  </p>
                )}
              </div>
              <div className="field">
                <label htmlFor={section.instruction.id}>{section.instruction.label}</label>
                <textarea
                  id={section.instruction.id}
                  rows={3}
                  maxLength={2000}
                  value={section.instruction.value}
                  readOnly={api.isBusy}
                  aria-describedby={`${section.instruction.id}-hint`}
                  onChange={(event) => section.instruction.onChange(event.currentTarget.value)}
                />
                <p id={`${section.instruction.id}-hint`} className="field-hint">
                  {section.instruction.hint}
                </p>
              </div>
              <div className="cluster">
                <div className="field">
                  <label htmlFor={section.format.id}>{section.format.label}</label>
                  <select
                    id={section.format.id}
                    value={section.format.value}
                    onChange={(event) => section.format.onChange(event.currentTarget.value)}
                  >
                    {section.format.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field field-checkbox">
                  <Checkbox box={section.abbreviations}>{section.abbreviations.label}</Checkbox>
                </div>
              </div>
              <div className="cluster">
                {[section.moveUp, section.moveDown, section.remove].map((command) => (
                  // Not disabled, so focus stays on a button that has just reached the top or bottom.
                  <CommandButton
                    key={command.label}
                    command={command}
                    className={command === section.remove ? 'quiet' : undefined}
                    keepsFocus
                  />
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <CommandButton command={api.addSection} keepsFocus />
    </section>
  )
}

/** What a type includes, as checkboxes: the group's legend and hint, its problem, then the choices. */
function ChoiceGroup({
  group,
  children,
}: {
  group: { legend: string; hint: string; error: string | null }
  children: ReactNode
}) {
  const hintId = useId()
  return (
    <fieldset aria-describedby={hintId}>
      <legend>{group.legend}</legend>
      <p id={hintId} className="field-hint">
        {group.hint}
      </p>
      {group.error && <p className="field-error">{group.error}</p>}
      <ul className="editor-choices">{children}</ul>
    </fieldset>
  )
}

function Inputs({ api }: { api: EditorApi }) {
  return (
    <ChoiceGroup group={api.inputs}>
      {api.inputs.items.map((input) => (
        <li key={input.id}>
          <span className="field-checkbox">
            <Checkbox box={input.included}>
              {input.label}
              {input.unit && <span className="muted"> ({input.unit})</span>}
            </Checkbox>
          </span>
          <span className="field-checkbox">
            <Checkbox box={input.mandatory} labelHidden>
              {input.mandatory.label}
            </Checkbox>
          </span>
        </li>
      ))}
    </ChoiceGroup>
  )
}

function Documents({ api }: { api: EditorApi }) {
  return (
    <ChoiceGroup group={api.documents}>
      {api.documents.items.map((document) => (
        <li key={document.id}>
          <span className="field-checkbox">
            <Checkbox box={document}>{document.label}</Checkbox>
          </span>
          {document.link && (
            <Link to={document.link} className="text-sm">
              {document.linkLabel}
            </Link>
          )}
        </li>
      ))}
    </ChoiceGroup>
  )
}

/** The consultation type editor, with the live preview of the note the type lays out. */
export function TypeEditor(target: TypeEditorTarget) {
  const { t } = useTranslation()
  const actor = useTypeEditorActor(target)
  const api = useConnect(actor, connectTypeEditor)
  const { attempt, submit } = useSubmitAttempts()
  const descriptionHintId = useId()

  if (api.isLoading) return <p role="status">{t('app.loading')}</p>
  if (api.isUnavailable) {
    return (
      <div role="alert" className="notice notice-error">
        <p>{api.problem}</p>
        {api.retryLoad && <CommandButton command={api.retryLoad} />}
        <Link to="/">{t('typeEditor.home')}</Link>
      </div>
    )
  }
  if (!api.isReadOnly && !api.isEditing) return null
  const preview = <TemplatePreview {...api.preview} />
  if (api.readOnly) {
    return (
      <div className="type-editor-columns">
        <div>
          <h2>{api.title}</h2>
          <p className="notice">{api.readOnly.note}</p>
          {api.problem && (
            <p role="alert" className="notice notice-error">
              {api.problem}
            </p>
          )}
          <p>
            <CommandButton command={api.readOnly.copy} className="primary" keepsFocus />
          </p>
          {api.inputs.items.some((input) => input.included.checked) && (
            <>
              <h3>{api.inputs.legend}</h3>
              <ul>
                {api.inputs.items
                  .filter((input) => input.included.checked)
                  .map((input) => (
                    <li key={input.id}>
                      {input.label}
                      {input.mandatory.checked && <span className="badge">{input.mandatory.label}</span>}
                    </li>
                  ))}
              </ul>
            </>
          )}
          {api.documents.items.some((document) => document.checked) && (
            <>
              <h3>{api.documents.legend}</h3>
              <ul>
                {api.documents.items
                  .filter((document) => document.checked)
                  .map((document) => (
                    <li key={document.id}>
                      {document.link ? <Link to={document.link}>{document.label}</Link> : document.label}
                    </li>
                  ))}
              </ul>
            </>
          )}
        </div>
        {preview}
      </div>
    )
  }
  return (
    <div className="type-editor-columns">
      <form noValidate aria-busy={api.isBusy} onSubmit={submit(() => api.save.onClick())}>
        <h2>{api.title}</h2>
        {api.copiedNote && <p className="notice">{api.copiedNote}</p>}
        <FormProblem key={attempt} message={api.problem} />
        <Field field={api.name} />
        <div className="field">
          <label htmlFor={api.description.id}>{api.description.label}</label>
          <textarea
            id={api.description.id}
            rows={2}
            maxLength={1000}
            value={api.description.value}
            aria-describedby={api.description.error ? descriptionHintId : undefined}
            onChange={(event) => api.description.onChange(event.currentTarget.value)}
          />
          {api.description.error && (
            <p id={descriptionHintId} className="field-error">
              {api.description.error}
            </p>
          )}
        </div>
        <Field field={api.speciality} />
        <Sections api={api} />
        <Inputs api={api} />
        <Documents api={api} />
        <div className="form-actions">
          <SubmitButton command={api.save} className="primary" />
          <p role="status" className="form-status">
            {api.status}
          </p>
          {api.remove && <CommandButton command={api.remove} className="danger" />}
        </div>
      </form>
      {preview}
      {api.dialog && <Dialog actor={api.dialog} />}
    </div>
  )
}
