import { lazy, Suspense, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { connectVersions } from '../../machines/versions/versions.connect'
import type { versionsMachine } from '../../machines/versions/versions.machine'
import { CommandButton } from '../components/command-button'
import { focusOnMount } from '../components/dialog-focus'
import { ProblemNotice } from '../components/problem-notice'
import { useConnect } from '../components/use-connect'
import { useDateFormat } from '../components/use-date-format'
import { DocumentDialog } from './document-dialog'

const NoteMarkdown = lazy(() => import('./note-markdown'))

/**
 * The version history of a document: each version with how and when it was made, one shown read-only,
 * and an earlier one restored as the new current version.
 */
export function VersionsDialog({
  actor,
  documentTitle,
}: {
  actor: ActorRefFrom<typeof versionsMachine>
  documentTitle: string
}) {
  const { t } = useTranslation()
  const { formatMoment } = useDateFormat()
  const api = useConnect(actor, connectVersions, formatMoment)
  const id = useId()
  // Back from a version, focus returns to the button that showed it (the list was out of the page).
  const lastViewed = useRef<number | null>(null)
  return (
    <DocumentDialog
      id={id}
      className="versions-dialog"
      title={api.title}
      documentTitle={documentTitle}
      close={api.close}
      closeFocused
      describedBy={`${id}-note`}
      busy={api.isLoading || api.isRestoring}
      onKeyDown={api.onKeyDown}
    >
      <p id={`${id}-note`} className="muted text-sm">
        {t('documents.versions.restoreNote')}
      </p>
      {api.isLoading && <p role="status">{api.loadingText}</p>}
      <ProblemNotice problem={api.problem} retry={api.retry} />
      {api.list && (
        <ol className="version-list" aria-label={api.title}>
          {api.list.map((version) => (
            <li key={version.version} className="version-item" data-version={version.version}>
              <div className="version-summary">
                <p className="version-title">
                  <strong>{version.title}</strong>
                  {version.current && <span className="badge badge-success">{version.currentLabel}</span>}
                </p>
                <p className="muted text-sm">
                  {version.origin} · <time dateTime={version.dateTime}>{version.when}</time>
                </p>
                {version.instruction && (
                  <p className="muted text-sm version-instruction">
                    {t('documents.versions.instruction', { instruction: version.instruction })}
                  </p>
                )}
              </div>
              <div className="cluster version-actions">
                <button
                  type="button"
                  aria-label={version.view.description}
                  ref={version.version === lastViewed.current ? focusOnMount : undefined}
                  onClick={() => {
                    lastViewed.current = version.version
                    version.view.onClick()
                  }}
                >
                  {version.view.label}
                </button>
                {version.restore && (
                  <button
                    type="button"
                    aria-disabled={api.isRestoring || undefined}
                    aria-busy={version.restore.busy || undefined}
                    onClick={version.restore.onClick}
                  >
                    {version.restore.label}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {api.preview && (
        <section aria-labelledby={`${id}-preview`} className="version-preview">
          <h3 id={`${id}-preview`} tabIndex={-1} ref={focusOnMount}>
            {api.preview.title}
            {api.preview.current && (
              <span className="badge badge-success">{t('documents.versions.current')}</span>
            )}
          </h3>
          <p className="muted text-sm">
            {api.preview.origin} · <time dateTime={api.preview.dateTime}>{api.preview.when}</time>
          </p>
          <p className="muted text-sm">{api.preview.readOnly}</p>
          <div className="prose version-content" data-testid="version-content">
            <Suspense fallback={<p className="muted">{t('documents.showing')}</p>}>
              <NoteMarkdown markdown={api.preview.content} />
            </Suspense>
          </div>
          <footer className="dialog-actions">
            <CommandButton command={api.preview.back} />
            {api.preview.restore && (
              <button
                type="button"
                className="primary"
                aria-disabled={api.isRestoring || undefined}
                aria-busy={api.preview.restore.busy || undefined}
                onClick={api.preview.restore.onClick}
              >
                {api.preview.restore.label}
              </button>
            )}
          </footer>
        </section>
      )}
    </DocumentDialog>
  )
}
