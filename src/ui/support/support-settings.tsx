import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectSupport } from '../../machines/support/support.connect'
import { CommandButton } from '../components/command-button'
import { useConnect } from '../components/use-connect'
import { useSupportActor } from './use-support-actor'

const NoteMarkdown = lazy(() => import('../documents/note-markdown'))

/** Settings → support: search the help articles as you type, read one, go back to the results. */
export function SupportSettings() {
  const { t } = useTranslation()
  const actor = useSupportActor()
  const api = useConnect(actor, connectSupport)
  const searchId = useId()
  const resultsId = useId()
  return (
    <>
      <section aria-labelledby={`${searchId}-title`} data-section="support">
        <h2 id={`${searchId}-title`}>{t('support.title')}</h2>
        <p>{t('support.intro')}</p>
        <search>
          <div className="field">
            <label htmlFor={searchId}>{api.search.label}</label>
            <input
              id={searchId}
              type="search"
              name="q"
              autoComplete="off"
              value={api.search.value}
              placeholder={api.search.placeholder}
              aria-controls={resultsId}
              onChange={(event) => api.search.onChange(event.currentTarget.value)}
            />
          </div>
        </search>
      </section>
      {api.problem && (
        <section role="alert" className="notice notice-error">
          <p>{api.problem}</p>
          <div className="cluster">
            {api.retry && <CommandButton command={api.retry} />}
            {api.back && <CommandButton command={api.back} className="quiet" />}
          </div>
        </section>
      )}
      {api.results && (
        <section id={resultsId} aria-labelledby={`${resultsId}-title`} aria-busy={api.isBusy}>
          <h3 id={`${resultsId}-title`}>{api.results.heading}</h3>
          {api.results.status && (
            <p role="status" className="muted">
              {api.results.status}
            </p>
          )}
          <ul className="support-results stack">
            {api.results.items.map((item) => (
              <li key={item.key}>
                <button type="button" className="quiet support-result" onClick={item.onOpen}>
                  <strong>{item.title}</strong>
                  <span className="muted">{item.summary}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {api.isReading && !api.article && !api.problem && (
        <section aria-busy="true">
          <p role="status">{t('app.loading')}</p>
        </section>
      )}
      {api.article && (
        <section aria-labelledby={`${resultsId}-article`} lang={api.article.lang} data-article>
          {api.back && (
            <p>
              <button type="button" className="quiet" onClick={api.back.onClick}>
                ← {api.back.label}
              </button>
            </p>
          )}
          <h3 id={`${resultsId}-article`}>{api.article.title}</h3>
          <p className="muted">{api.article.summary}</p>
          <div className="prose">
            <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
              <NoteMarkdown markdown={api.article.body} />
            </Suspense>
          </div>
          {api.article.related.length > 0 && (
            <nav aria-label={api.article.relatedHeading}>
              <h4>{api.article.relatedHeading}</h4>
              <ul>
                {api.article.related.map((item) => (
                  <li key={item.key}>
                    <button type="button" className="quiet" onClick={item.onOpen}>
                      {item.title}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </section>
      )}
    </>
  )
}
