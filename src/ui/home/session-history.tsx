import { useTranslation } from 'react-i18next'
import { connectSessionHistory } from '../../machines/session-history/session-history.connect'
import { CommandButton } from '../components/command-button'
import { ProblemNotice } from '../components/problem-notice'
import { useConnect } from '../components/use-connect'
import { useDateFormat } from '../components/use-date-format'
import { RetentionNote, SessionList } from './session-list'
import { useSessionHistoryActor } from './use-session-history-actor'
import './home.css'

/** Consultations per history page. */
const PER_PAGE = 10

/** Past consultations, a page at a time, newest first (home and settings → history). */
export function SessionHistory() {
  const { t } = useTranslation()
  const { formatMoment } = useDateFormat()
  const actor = useSessionHistoryActor(PER_PAGE)
  const api = useConnect(actor, connectSessionHistory, formatMoment)
  return (
    <div className="session-history stack" aria-busy={api.isBusy} data-testid="session-history">
      {api.status && <p role="status">{api.status}</p>}
      <ProblemNotice problem={api.problem} retry={api.retry} />
      {api.empty && <p className="muted">{api.empty}</p>}
      {api.rows.length > 0 && <SessionList rows={api.rows} label={t('sessions.history.list')} />}
      {api.pagination && (
        <nav aria-label={api.pagination.label} className="session-pages cluster">
          <CommandButton command={api.pagination.previous} keepsFocus />
          <span>{api.pagination.position}</span>
          <CommandButton command={api.pagination.next} keepsFocus />
        </nav>
      )}
      <RetentionNote />
    </div>
  )
}
