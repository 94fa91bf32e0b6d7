import { lazy, Suspense, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { connectAssistant } from '../../machines/assistant/assistant.connect'
import { CommandButton } from '../components/command-button'
import { useConnect } from '../components/use-connect'
import { useAssistantActor } from './use-assistant-actor'
import './assistant.css'

// Replies are markdown: the renderer loads with the first reply, not with the screen.
const NoteMarkdown = lazy(() => import('../documents/note-markdown'))

/**
 * The assistant chat (POST /assistant, GET /assistant/run): the conversation kept from last time, a
 * composer (Enter sends, Shift+Enter a new line), the reply when it comes, and a clear notice instead
 * of the composer when the server has no language model.
 */
export function AssistantChat({ assistantKey }: { assistantKey?: string }) {
  const { t } = useTranslation()
  const actor = useAssistantActor(assistantKey)
  const api = useConnect(actor, connectAssistant)
  const composerId = useId()
  const headingId = useId()
  const log = useRef<HTMLOListElement>(null)
  const count = api.messages.length
  // Keeps the newest message in view as the conversation grows (a view concern, not a workflow).
  useEffect(() => {
    if (count > 0) log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' })
  }, [count])

  return (
    <section className="assistant-chat card" aria-labelledby={headingId} aria-busy={api.isBusy}>
      <header className="assistant-header">
        <h2 id={headingId}>{api.title}</h2>
        {api.description && <p className="muted text-sm">{api.description}</p>}
      </header>
      {api.isOpening && <p role="status">{t('assistant.loading')}</p>}
      {api.notConfigured && (
        <div className="notice notice-warning" role="status" data-testid="assistant-not-configured">
          <h3>{api.notConfigured.title}</h3>
          <p>{api.notConfigured.message}</p>
        </div>
      )}
      {!api.notConfigured && !api.isOpening && (
        <ol
          ref={log}
          className="assistant-messages"
          aria-label={t('assistant.conversation')}
          aria-live="polite"
        >
          {count === 0 && <li className="muted assistant-empty">{t('assistant.empty')}</li>}
          {api.messages.map((message) => (
            <li
              key={message.key}
              className="assistant-message"
              data-role={message.role}
              aria-busy={message.pending}
            >
              <p className="assistant-author text-sm">{message.author}</p>
              {message.role === 'assistant' ? (
                <div className="prose">
                  <Suspense fallback={<p className="assistant-text">{message.content}</p>}>
                    <NoteMarkdown markdown={message.content} />
                  </Suspense>
                </div>
              ) : (
                <p className="assistant-text">{message.content}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {api.writing && (
        <p role="status" className="muted">
          <span className="spinner" aria-hidden="true" /> {api.writing}
        </p>
      )}
      {api.problem && (
        <div role="alert" className="notice notice-error">
          <p>{api.problem.message}</p>
          {api.problem.detail && <p className="text-sm muted">{api.problem.detail}</p>}
          <div className="cluster">
            {api.retry && <CommandButton command={api.retry} />}
            {api.keepWaiting && <CommandButton command={api.keepWaiting} />}
          </div>
        </div>
      )}
      {api.composer && (
        <form
          className="assistant-composer"
          onSubmit={(event) => {
            event.preventDefault()
            api.composer?.submit.onSubmit()
          }}
          aria-busy={api.composer.submit.busy}
        >
          <label htmlFor={composerId}>{api.composer.label}</label>
          <textarea
            id={composerId}
            name="message"
            rows={3}
            value={api.composer.value}
            placeholder={api.composer.placeholder}
            readOnly={api.composer.readOnly}
            onChange={(event) => api.composer?.onChange(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (api.composer?.onKeyDown(event.key, event.shiftKey)) event.preventDefault()
            }}
          />
          <div className="cluster cluster-end">
            {api.newConversation && <CommandButton command={api.newConversation} className="quiet" />}
            <button
              type="submit"
              className="primary"
              aria-disabled={api.composer.submit.disabled || undefined}
            >
              {api.composer.submit.label}
            </button>
          </div>
          <p className="muted text-sm">{t('assistant.review')}</p>
        </form>
      )}
    </section>
  )
}
