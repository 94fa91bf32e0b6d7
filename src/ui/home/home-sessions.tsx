import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { connectHomeSessions } from '../../machines/home-sessions/home-sessions.connect'
import { CommandButton } from '../components/command-button'
import { ProblemNotice } from '../components/problem-notice'
import { useConnect } from '../components/use-connect'
import { useDateFormat } from '../components/use-date-format'
import { Disclosure } from './disclosure'
import { SessionHistory } from './session-history'
import { SessionList } from './session-list'
import { useHomeSessionsActor } from './use-home-sessions-actor'
import './home.css'

/** The unfinished consultation (resume it) and the recent ones, above or beside the type choice. */
export function HomeSessions() {
  const { t } = useTranslation()
  const { formatMoment } = useDateFormat()
  const actor = useHomeSessionsActor()
  const api = useConnect(actor, connectHomeSessions, formatMoment)
  const recentId = useId()
  return (
    <>
      {api.active && (
        <section className="card notice-warning home-active" aria-labelledby={`${recentId}-active`}>
          <h2 id={`${recentId}-active`}>{api.active.title}</h2>
          <p>
            <strong>{api.active.type}</strong>
          </p>
          <p className="muted text-sm">
            {api.active.started} · {api.active.status}
          </p>
          <CommandButton command={api.active.resume} className="primary" />
        </section>
      )}
      {/* Only the consultation still open, above: no recent list to head. */}
      {(api.status || api.problem || api.recent?.empty || (api.recent?.rows.length ?? 0) > 0) && (
        <section className="home-recent" aria-labelledby={recentId} aria-busy={api.isBusy}>
          <h2 id={recentId}>{t('sessions.recent.title')}</h2>
          {api.status && <p role="status">{api.status}</p>}
          <ProblemNotice problem={api.problem} retry={api.retry} />
          {api.recent?.empty && <p className="muted">{api.recent.empty}</p>}
          {api.recent && api.recent.rows.length > 0 && (
            <SessionList rows={api.recent.rows} label={t('sessions.recent.title')} />
          )}
        </section>
      )}
    </>
  )
}

/** Home's history: closed at first, loaded when opened. */
export function HomeHistory() {
  const { t } = useTranslation()
  return (
    <Disclosure title={t('sessions.history.title')} className="home-history" panelClassName={null}>
      <SessionHistory />
    </Disclosure>
  )
}
