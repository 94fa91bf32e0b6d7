import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { SessionSummary } from '../../machines/shared/session-summary'

/**
 * Consultations as home and history list them: the type opens the consultation (its documents) while
 * retained; once retention deleted its data, the row says so plainly and opens nothing.
 */
export function SessionList({ rows, label }: { rows: SessionSummary[]; label: string }) {
  return (
    <ul className="session-list" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className="session-row" data-session-id={row.id} data-retention={row.retention}>
          <p className="session-title">
            {row.path ? (
              <Link to={row.path} aria-label={row.openLabel}>
                {row.type}
              </Link>
            ) : (
              <span>{row.type}</span>
            )}
          </p>
          <p className="session-meta muted text-sm">
            <span>{row.started}</span>
            <span>{row.status}</span>
            {row.documents && <span>{row.documents}</span>}
          </p>
          {row.signoff && row.signoff.length > 0 && (
            <p className="session-signoff text-sm">
              {row.signoff.map((status) => (
                <span
                  key={status.text}
                  className={`badge badge-text${status.signed ? ' badge-success' : ''}`}
                >
                  {status.text}
                </span>
              ))}
            </p>
          )}
          <p
            className={
              row.path ? 'session-retention muted text-sm' : 'session-retention session-gone text-sm'
            }
          >
            {row.retentionText}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** The line under history that says how long data is kept and where to choose to keep it. */
export function RetentionNote() {
  const { t } = useTranslation()
  return (
    <p className="muted text-sm">
      {t('sessions.retentionNote')} <Link to="/settings/data">{t('sessions.retentionSettings')}</Link>
    </p>
  )
}
