import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectTemplateRequest } from '../../machines/template-request/template-request.connect'
import type { ExampleFile } from '../../services/templates'
import { CommandButton } from '../components/command-button'
import { CommandForm } from '../components/command-form'
import { ProblemNotice } from '../components/problem-notice'
import { useConnect } from '../components/use-connect'
import { FileName, Modal, TextControlField, useObjectUrl } from './parts'
import { useTemplateRequestActor } from './use-template-request-actor'

type RequestView = ReturnType<typeof connectTemplateRequest>
type Viewer = NonNullable<RequestView['viewer']>
type Builder = NonNullable<RequestView['builder']>

/** The example viewer: an image or a text inside, a PDF opened in a new tab, other files downloaded. */
function ExampleViewer({ viewer }: { viewer: Viewer }) {
  const ready = 'kind' in viewer ? viewer : null
  const url = useObjectUrl(ready?.blob ?? null)
  if (!('kind' in viewer) || !ready) {
    return (
      <div className="dialog-backdrop">
        <p className="dialog" role="status" aria-busy="true">
          <span className="spinner" aria-hidden="true" /> {'loading' in viewer ? viewer.loading : null}
        </p>
      </div>
    )
  }
  return (
    <Modal title={ready.title} closeLabel={ready.close.label} onClose={ready.close.onClick} wide>
      <p className="muted text-sm">
        {ready.name} · {ready.size}
      </p>
      <div className="templates-viewer" data-testid="example-viewer">
        {ready.kind === 'image' && url && <img src={url} alt={ready.name} />}
        {ready.kind === 'text' && <pre>{ready.text}</pre>}
        {(ready.kind === 'pdf' || ready.kind === 'download') && <p>{ready.noPreview}</p>}
      </div>
      <footer className="dialog-actions">
        {url && ready.kind === 'pdf' && (
          <a className="button" href={url} target="_blank" rel="noopener">
            {ready.openLabel}
          </a>
        )}
        {url && (
          <a className="button" href={url} download={ready.name}>
            {ready.downloadLabel}
          </a>
        )}
        <CommandButton command={ready.close} className="primary" />
      </footer>
    </Modal>
  )
}

function SectionModal({ modal }: { modal: NonNullable<RequestView['sectionModal']> }) {
  return (
    <Modal title={modal.heading} closeLabel={modal.cancel.label} onClose={modal.cancel.onClick}>
      <CommandForm onSubmit={modal.save.onClick}>
        <TextControlField field={modal.title} autoFocus />
        <TextControlField field={modal.description} multiline />
        <TextControlField field={modal.requestedChanges} multiline />
        <footer className="dialog-actions">
          <CommandButton command={modal.cancel} />
          <button type="submit" className="primary">
            {modal.save.label}
          </button>
        </footer>
      </CommandForm>
    </Modal>
  )
}

/** The files an `<input type="file">` gives, as the draft keeps them. */
const pickedFiles = (list: FileList | null): ExampleFile[] =>
  [...(list ?? [])].map((file) => ({ name: file.name, size: file.size, type: file.type, blob: file }))

function RequestBuilder({ builder }: { builder: Builder }) {
  const baseId = useId()
  const baseHintId = useId()
  const organizationId = useId()
  const filesId = useId()
  const filesHintId = useId()
  const { sections, files } = builder
  return (
    <section aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>{builder.heading}</h2>
      <p className="muted">{builder.intro}</p>
      <CommandForm aria-busy={builder.isBusy || undefined} onSubmit={builder.submit.onClick}>
        {builder.problem && (
          <div role="alert" className={builder.isRefused ? 'notice notice-warning' : 'form-problem'}>
            <p>{builder.problem}</p>
          </div>
        )}
        <TextControlField field={builder.title} />

        <fieldset className="templates-sections">
          <legend>{sections.heading}</legend>
          <p className="field-hint">{sections.hint}</p>
          {sections.error && (
            <p className="field-error" role="alert">
              {sections.error}
            </p>
          )}
          {sections.empty && <p className="muted">{sections.empty}</p>}
          {sections.items.length > 0 && (
            <ol className="templates-list">
              {sections.items.map((item) => (
                <li key={item.key} className="card">
                  <h3>{item.title}</h3>
                  {item.description && <p>{item.description}</p>}
                  {item.requestedChanges && <p className="muted">{item.requestedChanges}</p>}
                  <div className="cluster">
                    <CommandButton command={item.edit} />
                    <CommandButton command={item.moveUp} className="icon-button" symbol="↑" />
                    <CommandButton command={item.moveDown} className="icon-button" symbol="↓" />
                    <CommandButton command={item.remove} className="quiet" />
                  </div>
                </li>
              ))}
            </ol>
          )}
          <CommandButton command={sections.add} />
        </fieldset>

        <TextControlField field={builder.vocabulary} multiline />

        <div className="field">
          <label htmlFor={baseId}>{builder.base.label}</label>
          <select
            id={baseId}
            name={builder.base.name}
            value={builder.base.value}
            aria-describedby={baseHintId}
            onChange={(event) => builder.base.onChange(event.currentTarget.value)}
          >
            <option value="">{builder.base.none}</option>
            {builder.base.groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p id={baseHintId} className="field-hint">
            {builder.base.hint}
          </p>
        </div>

        {builder.organization && (
          <div className="field field-checkbox">
            <input
              id={organizationId}
              type="checkbox"
              name={builder.organization.name}
              checked={builder.organization.checked}
              aria-describedby={`${organizationId}-hint`}
              onChange={(event) => builder.organization?.onChange(event.currentTarget.checked)}
            />
            <label htmlFor={organizationId}>{builder.organization.label}</label>
            <p id={`${organizationId}-hint`} className="field-hint">
              {builder.organization.hint}
            </p>
          </div>
        )}

        <fieldset className="templates-files">
          <legend>{files.heading}</legend>
          <div className="field">
            <label htmlFor={filesId}>{files.label}</label>
            <input
              id={filesId}
              type="file"
              name="files"
              multiple
              accept={files.accept}
              disabled={files.disabled}
              aria-describedby={filesHintId}
              onChange={(event) => {
                files.onPick(pickedFiles(event.currentTarget.files))
                // The same file may be picked again after it was removed.
                event.currentTarget.value = ''
              }}
            />
            <p id={filesHintId} className="field-hint">
              {files.hint}
            </p>
          </div>
          {files.problems.length > 0 && (
            <div role="alert" className="notice notice-error">
              {files.problems.map((problem) => (
                <p key={problem}>{problem}</p>
              ))}
            </div>
          )}
          {files.items.length > 0 && (
            <ul className="templates-list">
              {files.items.map((file) => (
                <li key={file.key} className="templates-file">
                  <FileName name={file.name} size={file.size} />
                  <span className="cluster">
                    <CommandButton command={file.view} />
                    <CommandButton command={file.remove} className="quiet" />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </fieldset>

        <button type="submit" className="primary" aria-disabled={builder.submit.disabled || undefined}>
          {builder.submit.label}
        </button>
      </CommandForm>
    </section>
  )
}

function PendingRequest({ pending }: { pending: NonNullable<RequestView['pending']> }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={pending.isChecking || undefined}
      data-testid="pending-request"
    >
      <h2 id={headingId}>{pending.heading}</h2>
      <div role="status" className="notice">
        <p>
          <strong>{pending.title}</strong> · {pending.status} · {pending.sentOn}
          {pending.forOrganization && <span className="badge">{pending.forOrganization}</span>}
        </p>
        <p>{pending.explanation}</p>
      </div>
      {pending.problem && (
        <p role="alert" className="form-problem">
          {pending.problem}
        </p>
      )}
      <ol className="templates-list">
        {pending.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sent request's sections never move.
          <li key={index}>
            <strong>{section.title}</strong>
            {section.description && <> — {section.description}</>}
          </li>
        ))}
      </ol>
      {pending.base && <p className="muted">{pending.base}</p>}
      {pending.vocabulary && <p className="muted">{pending.vocabulary}</p>}
      {pending.files.length > 0 && (
        <ul className="templates-list">
          {pending.files.map((file) => (
            <li key={file.id} className="templates-file">
              <FileName name={file.name} size={file.size} />
              <CommandButton command={file.open} />
            </li>
          ))}
        </ul>
      )}
      <div className="cluster">
        <CommandButton command={pending.refresh} />
        <CommandButton command={pending.another} className="quiet" />
      </div>
      <p className="field-hint">{pending.another.hint}</p>
    </section>
  )
}

/** The custom document request: the builder, or the pending (or approved) request, and the earlier ones. */
export function TemplateRequestView({ inOrganization }: { inOrganization: boolean }) {
  const { t } = useTranslation()
  const actor = useTemplateRequestActor(inOrganization)
  const view = useConnect(actor, connectTemplateRequest)
  const historyId = useId()
  return (
    <>
      {view.isLoading && (
        <section aria-busy="true">
          <p role="status">{t('app.loading')}</p>
        </section>
      )}
      {view.loadProblem && (
        <section>
          <ProblemNotice problem={view.loadProblem} retry={view.retry} />
        </section>
      )}
      {view.pending && <PendingRequest pending={view.pending} />}
      {view.approved && (
        <section aria-labelledby={`${historyId}-approved`}>
          <h2 id={`${historyId}-approved`}>{view.approved.heading}</h2>
          <div role="status" className="notice notice-success">
            <p>{view.approved.message}</p>
          </div>
          <CommandButton command={view.approved.another} />
        </section>
      )}
      {view.builder && <RequestBuilder builder={view.builder} />}
      {view.history.items.length > 0 && (
        <section aria-labelledby={historyId}>
          <h2 id={historyId}>{view.history.heading}</h2>
          <ul className="templates-list">
            {view.history.items.map((item) => (
              <li key={item.id}>
                <strong>{item.title}</strong> · {item.status} · {item.sentOn}
                {item.forOrganization && <span className="badge">{item.forOrganization}</span>}
                {item.declineReason && <p className="muted">{item.declineReason}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.sectionModal && <SectionModal modal={view.sectionModal} />}
      {view.viewer && <ExampleViewer viewer={view.viewer} />}
    </>
  )
}
