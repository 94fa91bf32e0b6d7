import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Command } from '../components/command-button'
import { cycleTab } from '../components/dialog-focus'
import { useFieldControl } from '../components/fields'
import { ProblemNotice } from '../components/problem-notice'

/** The fields a connect function hands a text control. */
type TextControl = {
  name: string
  label: string
  hint?: string | null
  value: string
  maxLength: number
  readOnly?: boolean
  error: string | null
  onChange: (value: string) => void
}

/** A labelled input or textarea with its hint and problem, as `.field` lays them out. */
export function TextControlField({
  field,
  multiline = false,
  autoFocus = false,
}: {
  field: TextControl
  multiline?: boolean
  autoFocus?: boolean
}) {
  const { control, notes } = useFieldControl(field)
  const props = {
    ...control,
    value: field.value,
    maxLength: field.maxLength,
    readOnly: field.readOnly,
    autoFocus,
  }
  return (
    <div className="field">
      <label htmlFor={control.id}>{field.label}</label>
      {multiline ? (
        <textarea {...props} rows={4} onChange={(event) => field.onChange(event.currentTarget.value)} />
      ) : (
        <input {...props} type="text" onChange={(event) => field.onChange(event.currentTarget.value)} />
      )}
      {notes}
    </div>
  )
}

/** Keeps Tab inside a modal and closes it with Escape. */
function modalKeys(event: KeyboardEvent<HTMLElement>, onClose: () => void) {
  if (event.key === 'Escape') {
    event.preventDefault()
    onClose()
    return
  }
  cycleTab(event, (modal) =>
    [...modal.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')].filter(
      (element) => !element.hasAttribute('disabled'),
    ),
  )
}

/** A modal with a heading, its content and a close control, in the dialog's classes. */
export function Modal({
  title,
  closeLabel,
  onClose,
  children,
  wide = false,
}: {
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
  wide?: boolean
}) {
  const titleId = useId()
  return (
    <div className="dialog-backdrop">
      <dialog
        open
        aria-modal="true"
        aria-labelledby={titleId}
        className={wide ? 'dialog templates-dialog-wide' : 'dialog'}
        onKeyDown={(event) => modalKeys(event, onClose)}
      >
        <header className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </dialog>
    </div>
  )
}

/** A blob's object URL for as long as the blob is shown, released afterwards. */
export function useObjectUrl(blob: Blob | null) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}

/** An example file on a line: its name and size. */
export function FileName({ name, size }: { name: string; size: string }) {
  return (
    <span>
      {name} <span className="muted text-sm">{size}</span>
    </span>
  )
}

/** What a list section's connect function says about its list besides the items. */
type ListState = {
  heading: string
  intro: string
  isLoading: boolean
  loadProblem: string | null
  retry: Command | null
  /** Why the last change did not happen. */
  problem: string | null
  empty: string | null
}

/** A settings list (custom documents, custom templates): heading, intro, loading, problems, then the list. */
export function ListSection({
  list,
  testId,
  children,
}: {
  list: ListState
  testId: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} aria-busy={list.isLoading || undefined} data-testid={testId}>
      <h2 id={headingId}>{list.heading}</h2>
      <p className="muted">{list.intro}</p>
      {list.isLoading && <p role="status">{t('app.loading')}</p>}
      <ProblemNotice problem={list.loadProblem} retry={list.retry} />
      {list.problem && (
        <p role="alert" className="form-problem">
          {list.problem}
        </p>
      )}
      {list.empty && <p>{list.empty}</p>}
      {children}
    </section>
  )
}
