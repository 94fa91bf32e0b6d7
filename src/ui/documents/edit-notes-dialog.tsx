import { useId } from 'react'
import type { ActorRefFrom } from 'xstate'
import { connectEditNotes } from '../../machines/edit-notes/edit-notes.connect'
import type { editNotesMachine } from '../../machines/edit-notes/edit-notes.machine'
import { CommandButton } from '../components/command-button'
import { useConnect } from '../components/use-connect'
import { DocumentDialog } from './document-dialog'

/** A written change: the instruction in words, or the whole note in markdown, with its hint. */
function InstructionField({
  id,
  mode,
  field,
  rows,
}: {
  id: string
  mode: 'text' | 'markdown'
  field: { label: string; hint: string; value: string; readOnly: boolean; onChange: (value: string) => void }
  rows: number
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      <textarea
        id={id}
        name={`requested_changes[${mode}]`}
        rows={rows}
        className={mode === 'markdown' ? 'markdown-editor' : undefined}
        spellCheck={mode === 'markdown' || undefined}
        value={field.value}
        readOnly={field.readOnly}
        aria-describedby={`${id}-hint`}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
      <p id={`${id}-hint`} className="field-hint">
        {field.hint}
      </p>
    </div>
  )
}

/** The edit-notes dialog: a typed instruction, a spoken one (up to 1:30) or the markdown itself. */
export function EditNotesDialog({
  actor,
  documentTitle,
}: {
  actor: ActorRefFrom<typeof editNotesMachine>
  documentTitle: string
}) {
  const api = useConnect(actor, connectEditNotes)
  const id = useId()
  const panelId = (mode: string) => `${id}-panel-${mode}`
  const tabId = (mode: string) => `${id}-tab-${mode}`
  return (
    <DocumentDialog
      id={id}
      className="edit-notes-dialog"
      title={api.title}
      documentTitle={documentTitle}
      close={api.close}
      onKeyDown={api.onKeyDown}
    >
      <div role="tablist" aria-label={api.title}>
        {api.modes.map((mode) => (
          <button
            key={mode.mode}
            type="button"
            role="tab"
            id={tabId(mode.mode)}
            aria-selected={mode.selected}
            aria-controls={panelId(mode.mode)}
            disabled={mode.disabled}
            data-autofocus={mode.selected ? true : undefined}
            onClick={mode.onClick}
          >
            {mode.label}
          </button>
        ))}
      </div>
      <form
        aria-busy={api.isSubmitting || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          api.submit.onClick()
        }}
      >
        <div
          role="tabpanel"
          id={panelId(api.mode)}
          aria-labelledby={tabId(api.mode)}
          className="edit-notes-panel"
        >
          {api.mode === 'text' && (
            <InstructionField id={`${id}-text`} mode="text" field={api.text} rows={4} />
          )}
          {api.mode === 'markdown' && (
            <InstructionField id={`${id}-markdown`} mode="markdown" field={api.markdown} rows={14} />
          )}
          {api.mode === 'voice' && (
            <section
              aria-busy={api.voice.isBusy || api.voice.isRecording || undefined}
              className="voice-recorder"
            >
              <p className="field-hint">{api.voice.hint}</p>
              {api.voice.status && <p role="status">{api.voice.status}</p>}
              {api.voice.countdown && (
                <p className="voice-countdown">
                  <span className="visually-hidden">{api.voice.countdownLabel} </span>
                  <span aria-live="off" data-testid="voice-countdown">
                    {api.voice.countdown}
                  </span>
                </p>
              )}
              {api.voice.microphoneProblem && (
                <p role="alert" className="notice notice-error">
                  {api.voice.microphoneProblem}
                </p>
              )}
              <div className="cluster">
                {api.voice.start && <CommandButton command={api.voice.start} className="primary" />}
                {api.voice.stop && <CommandButton command={api.voice.stop} className="danger" />}
                {api.voice.restart && <CommandButton command={api.voice.restart} />}
              </div>
            </section>
          )}
        </div>
        {api.problem && (
          <div role="alert" className="notice notice-error form-problem">
            <p>{api.problem}</p>
            {api.useMarkdown && (
              <button
                type="button"
                onClick={() => {
                  api.useMarkdown?.onClick()
                  // The button goes with the message: focus stays in the dialog, on the tab now shown.
                  document.getElementById(tabId('markdown'))?.focus()
                }}
              >
                {api.useMarkdown.label}
              </button>
            )}
          </div>
        )}
        <footer className="dialog-actions">
          <button type="button" disabled={api.close.disabled} onClick={api.close.onClick}>
            {api.close.label}
          </button>
          <button
            type="submit"
            className="primary"
            aria-disabled={api.submit.busy || api.submit.disabled || undefined}
          >
            {api.submit.label}
          </button>
        </footer>
      </form>
    </DocumentDialog>
  )
}
