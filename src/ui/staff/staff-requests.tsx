import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectStaffRequests } from '../../machines/staff-requests/staff-requests.connect'
import { CommandButton } from '../components/command-button'
import { CommandForm } from '../components/command-form'
import { DoneNotice, ProblemNotice } from '../components/problem-notice'
import { useConnect } from '../components/use-connect'
import { TextControlField, useObjectUrl } from '../templates/parts'
import { useStaffDateFormat } from './date-format'
import { OpenItemButton, StaffSection } from './staff-section'
import { useStaffRequestsActor } from './use-staff-requests-actor'

type RequestsView = ReturnType<typeof connectStaffRequests>
type FileView = NonNullable<RequestsView['request']>['files'][number]
type PreviewView = NonNullable<RequestsView['editor']>['preview']
type GeneratedView = NonNullable<RequestsView['editor']>['generated']

const NoteMarkdown = lazy(() => import('../documents/note-markdown'))

/** The document the template writes from the sample consultation, refreshed as support types. */
function GeneratedPreview({ generated }: { generated: GeneratedView }) {
  const headingId = useId()
  const languageId = useId()
  const document = generated.document
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={generated.isBusy || undefined}
      className="staff-preview staff-generated"
      data-testid="staff-generated-preview"
    >
      <h4 id={headingId}>{generated.heading}</h4>
      <p className="muted text-sm">{generated.help}</p>
      <div className="field">
        <label htmlFor={languageId}>{generated.language.label}</label>
        <select
          id={languageId}
          value={generated.language.value}
          disabled={generated.language.disabled}
          onChange={(event) => generated.language.onChange(event.currentTarget.value)}
        >
          {generated.language.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="muted text-sm">
        {generated.status ?? generated.invalid ?? ''}
      </p>
      <ProblemNotice problem={generated.problem} retry={generated.retry} />
      {document && (
        <article className={generated.isBusy ? 'staff-generated-document stale' : 'staff-generated-document'}>
          <h5>{document.name}</h5>
          {document.sections.map((section) => (
            <div key={section.key} className="staff-generated-section">
              <h6>{section.title}</h6>
              <div className={section.empty ? 'muted' : undefined}>
                <Suspense fallback={<p>{section.markdown}</p>}>
                  <NoteMarkdown markdown={section.markdown} />
                </Suspense>
              </div>
            </div>
          ))}
          <details>
            <summary>{document.transcriptLabel}</summary>
            <pre className="staff-file-text">{document.transcript}</pre>
          </details>
        </article>
      )}
    </section>
  )
}

/** The custom document laid out as it will be: its name, then each section with what belongs there. */
function Preview({ preview }: { preview: PreviewView }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="staff-preview">
      <h4 id={headingId}>{preview.heading}</h4>
      <article aria-live="polite">
        <h5>{preview.name}</h5>
        <ol className="staff-preview-sections">
          {preview.sections.map((section) => (
            <li key={section.key}>
              <h6>{section.title}</h6>
              {section.instruction && <p className="staff-preview-instruction">{section.instruction}</p>}
              <p className="muted text-sm">{section.style}</p>
            </li>
          ))}
        </ol>
      </article>
    </section>
  )
}

/** An example file in the page: a PDF in a frame, an image, a text; any file can be downloaded. */
function ExampleFile({ file }: { file: FileView }) {
  const url = useObjectUrl(file.blob)
  return (
    <li className="staff-file">
      <p>
        <strong>{file.name}</strong> <span className="muted text-sm">{file.size}</span>{' '}
        {url && (
          <a href={url} download={file.name} aria-label={file.downloadLabel}>
            ⤓
          </a>
        )}
      </p>
      {url && file.kind === 'pdf' && (
        <iframe className="staff-file-frame" src={url} title={file.frameTitle} data-testid="staff-pdf" />
      )}
      {url && file.kind === 'image' && <img className="staff-file-image" src={url} alt={file.frameTitle} />}
      {file.kind === 'text' && <pre className="staff-file-text">{file.text}</pre>}
    </li>
  )
}

function RequestDetail({ view }: { view: RequestsView }) {
  const request = view.request!
  const editor = view.editor
  const headingId = useId()
  return (
    <article aria-labelledby={headingId} className="staff-request">
      <h3 id={headingId}>{request.title}</h3>
      <p>
        <span className="staff-status">{request.status}</span> · {request.who}
        {request.organization && <> · {request.organization}</>}
      </p>
      <p className="muted text-sm">{request.when}</p>
      <DoneNotice message={request.decided} />
      {request.declineReason && <p>{request.declineReason}</p>}
      <h4>{request.sectionsHeading}</h4>
      <ol className="staff-sections">
        {request.sections.map((section) => (
          <li key={section.key}>
            <strong>{section.title}</strong>
            {section.description && <p>{section.description}</p>}
            {section.requestedChanges && <p className="muted">{section.requestedChanges}</p>}
          </li>
        ))}
      </ol>
      <dl className="staff-facts">
        <dt>{request.vocabulary.label}</dt>
        <dd>{request.vocabulary.text}</dd>
        <dt>{request.baseDocument.label}</dt>
        <dd>{request.baseDocument.text}</dd>
      </dl>
      <h4>{request.filesHeading}</h4>
      {request.noFiles && <p>{request.noFiles}</p>}
      <ul className="staff-files">
        {request.files.map((file) => (
          <ExampleFile key={file.key} file={file} />
        ))}
      </ul>
      {editor && (
        <section aria-labelledby={`${headingId}-editor`} className="staff-editor">
          <h4 id={`${headingId}-editor`}>{editor.heading}</h4>
          <p className="muted text-sm">{editor.help}</p>
          <div className="staff-editor-columns">
            <CommandForm onSubmit={editor.approve.onClick}>
              <TextControlField field={editor.field} multiline />
              <button type="submit" className="primary" disabled={editor.approve.disabled}>
                {editor.approve.label}
              </button>
            </CommandForm>
            <div className="staff-previews">
              <Preview preview={editor.preview} />
              <GeneratedPreview generated={editor.generated} />
            </div>
          </div>
          <CommandForm className="staff-decline" onSubmit={editor.decline.submit.onClick}>
            <TextControlField field={editor.decline.field} multiline />
            <button type="submit" disabled={editor.decline.submit.disabled}>
              {editor.decline.submit.label}
            </button>
          </CommandForm>
        </section>
      )}
    </article>
  )
}

/** Staff console → template requests: the queue, or one request with its files and template editor. */
export function StaffRequests() {
  const { t } = useTranslation()
  const actor = useStaffRequestsActor()
  const view = useConnect(actor, connectStaffRequests, useStaffDateFormat('short'))
  const filterId = useId()
  return (
    <StaffSection title={t('staff.sections.requests')} busy={view.isBusy} testId="staff-requests">
      {view.isBusy && <p role="status">{t('app.loading')}</p>}
      <ProblemNotice problem={view.problem} retry={view.retry} />
      {view.back && (
        <p>
          <CommandButton command={view.back} />
        </p>
      )}
      {view.queue && (
        <>
          <div className="field staff-filter">
            <label htmlFor={filterId}>{view.filter.label}</label>
            <select
              id={filterId}
              value={view.filter.value}
              disabled={view.filter.disabled}
              onChange={(event) => view.filter.onChange(event.currentTarget.value)}
            >
              {view.filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {view.queue.empty && <p>{view.queue.empty}</p>}
          <ul className="staff-list">
            {view.queue.items.map((item) => (
              <li key={item.key} className={item.isPending ? 'staff-item staff-item-pending' : 'staff-item'}>
                <OpenItemButton command={item.open} name={item.title} />
                <span className="staff-status">{item.status}</span>
                <span>{item.who}</span>
                {item.organization && <span>{item.organization}</span>}
                <span className="muted text-sm">{item.when}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {view.request && <RequestDetail view={view} />}
    </StaffSection>
  )
}
