import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { connectGenerationScreen } from '../../machines/generation-screen/generation-screen.connect'
import { CommandButton } from '../components/command-button'
import { FormProblem } from '../components/fields'
import { useConnect } from '../components/use-connect'
import { useGenerationScreenActor } from '../generation/use-generation-screen-actor'
import { ModelPicker } from '../models/model-picker'

// The markdown renderer loads with the first document, not with the screen.
const NoteMarkdown = lazy(() => import('../documents/note-markdown'))

type FieldView = ReturnType<typeof connectGenerationScreen>['text']

function Field({ field, hint }: { field: FieldView; hint?: string }) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, field.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {field.kind === 'short' ? (
        <input
          id={id}
          name={field.name}
          type={field.type}
          value={field.value}
          readOnly={field.readOnly}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => field.onChange(event.currentTarget.value)}
        />
      ) : (
        <textarea
          id={id}
          name={field.name}
          rows={field.name === 'text' ? 10 : 3}
          value={field.value}
          readOnly={field.readOnly}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => field.onChange(event.currentTarget.value)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {field.error && (
        <p id={`${id}-error`} className="field-error">
          {field.error}
        </p>
      )}
    </div>
  )
}

/** /generate/{prompt}: a one-off document from a named prompt and pasted text (for example a patient letter). */
export default function GenerationRoute() {
  const { prompt = '' } = useParams()
  // A new prompt in the address is a new screen.
  return <GenerationScreen key={prompt} prompt={prompt} />
}

function GenerationScreen({ prompt }: { prompt: string }) {
  const { t } = useTranslation()
  const actor = useGenerationScreenActor(prompt)
  const api = useConnect(actor, connectGenerationScreen)
  const resultId = useId()

  if (api.isMissing) {
    return (
      <main data-route="generation" className="status-screen">
        <h1>{t('generationScreen.missing.title')}</h1>
        <p>{t('generationScreen.missing.message')}</p>
        <Link to="/" className="button primary">
          {t('routes.not_found.home')}
        </Link>
      </main>
    )
  }
  return (
    <main data-route="generation" aria-busy={api.isLoading}>
      <div className="page-header">
        <h1>{api.title}</h1>
        {api.kind && <span className="badge">{api.kind}</span>}
      </div>
      {api.isLoading && <p role="status">{t('generationScreen.loading')}</p>}
      {api.description && <p className="muted">{api.description}</p>}
      {api.retry && (
        <div role="alert" className="notice notice-error">
          <p>{api.problem}</p>
          <CommandButton command={api.retry} />
        </div>
      )}
      {!api.isLoading && !api.retry && (
        <>
          <p>{t('generationScreen.intro')}</p>
          <form
            className="stack"
            aria-busy={api.submit.busy}
            onSubmit={(event) => {
              event.preventDefault()
              api.submit.onSubmit()
            }}
          >
            <FormProblem message={api.problem} />
            <Field field={api.text} hint={t('generationScreen.textHint')} />
            <details>
              <summary>{api.optional.summary}</summary>
              <div className="stack">
                {api.optional.fields.map((field) => (
                  <Field key={field.name} field={field} />
                ))}
              </div>
            </details>
            <details>
              <summary>{t('models.legend')}</summary>
              <ModelPicker />
            </details>
            <div className="cluster">
              <button type="submit" className="primary" aria-disabled={api.submit.disabled || undefined}>
                {api.submit.label}
              </button>
            </div>
          </form>
          {api.result && (
            <section aria-labelledby={resultId} className="card">
              <div className="page-header">
                <h2 id={resultId}>{api.result.heading}</h2>
                <button
                  type="button"
                  onClick={api.result.copy.onClick}
                  aria-disabled={api.result.copy.disabled || undefined}
                >
                  {api.result.copy.label}
                </button>
              </div>
              {api.result.status && (
                <p role="status" className="visually-hidden">
                  {api.result.status}
                </p>
              )}
              <div className="prose" data-testid="generated-document">
                <Suspense fallback={<pre>{api.result.markdown}</pre>}>
                  <NoteMarkdown markdown={api.result.markdown} />
                </Suspense>
              </div>
            </section>
          )}
        </>
      )}
    </main>
  )
}
