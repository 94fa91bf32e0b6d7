import { useId } from 'react'
import type { ActorRefFrom } from 'xstate'
import { connectFeedback } from '../../machines/feedback/feedback.connect'
import type { feedbackMachine } from '../../machines/feedback/feedback.machine'
import { CommandForm } from '../components/command-form'
import { useConnect } from '../components/use-connect'

/** The clinician's feedback on the documents: three 0–10 scales, editing time, comment and consent. */
export function FeedbackForm({ actor }: { actor: ActorRefFrom<typeof feedbackMachine> }) {
  const api = useConnect(actor, connectFeedback)
  const id = useId()
  if (api.sent) {
    return (
      <section aria-labelledby={`${id}-title`} className="feedback card">
        <h3 id={`${id}-title`}>{api.title}</h3>
        <p role="status" className="notice notice-success">
          {api.sent}
        </p>
      </section>
    )
  }
  return (
    <section aria-labelledby={`${id}-title`} className="feedback card">
      <h3 id={`${id}-title`}>{api.title}</h3>
      <p className="muted">{api.intro}</p>
      <CommandForm aria-busy={api.isSending || undefined} onSubmit={api.submit.onClick}>
        {api.scales.map((scale) => (
          <fieldset
            key={scale.field}
            className="feedback-scale"
            aria-invalid={scale.error ? true : undefined}
            aria-describedby={scale.error ? `${id}-${scale.field}-error` : undefined}
          >
            <legend>{scale.legend}</legend>
            <div className="feedback-scale-options">
              <span className="feedback-scale-end" aria-hidden="true">
                {scale.low}
              </span>
              {scale.options.map((option) => (
                <label key={option.value} className="feedback-score">
                  <input
                    type="radio"
                    name={scale.field}
                    value={option.value}
                    checked={option.checked}
                    disabled={api.readOnly}
                    onChange={option.onChange}
                  />
                  <span>{option.value}</span>
                </label>
              ))}
              <span className="feedback-scale-end" aria-hidden="true">
                {scale.high}
              </span>
            </div>
            {scale.error && (
              <p id={`${id}-${scale.field}-error`} className="field-error">
                {scale.error}
              </p>
            )}
          </fieldset>
        ))}
        <fieldset
          aria-invalid={api.editingTime.error ? true : undefined}
          aria-describedby={api.editingTime.error ? `${id}-editing-time-error` : undefined}
        >
          <legend>{api.editingTime.legend}</legend>
          <div className="cluster">
            {api.editingTime.options.map((option) => (
              <label key={option.value} className="feedback-choice">
                <input
                  type="radio"
                  name="editing_time"
                  value={option.value}
                  checked={option.checked}
                  disabled={api.readOnly}
                  onChange={option.onChange}
                />{' '}
                {option.label}
              </label>
            ))}
          </div>
          {api.editingTime.error && (
            <p id={`${id}-editing-time-error`} className="field-error">
              {api.editingTime.error}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-comment`}>{api.comment.label}</label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            rows={3}
            value={api.comment.value}
            readOnly={api.readOnly}
            onChange={(event) => api.comment.onChange(event.currentTarget.value)}
          />
        </div>
        <div className="field field-checkbox">
          <label>
            <input
              type="checkbox"
              name="share_publicly_anonymously"
              checked={api.share.checked}
              disabled={api.readOnly}
              onChange={(event) => api.share.onChange(event.currentTarget.checked)}
            />{' '}
            {api.share.label}
          </label>
        </div>
        {api.problem && (
          <p role="alert" className="notice notice-error form-problem">
            {api.problem}
          </p>
        )}
        <button type="submit" className="primary" aria-disabled={api.submit.busy || undefined}>
          {api.submit.label}
        </button>
      </CommandForm>
    </section>
  )
}
