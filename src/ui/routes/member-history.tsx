import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { connectMemberHistory } from '../../machines/member-history/member-history.connect'
import { CommandButton } from '../components/command-button'
import { NotFoundScreen } from '../components/status-screens'
import { useConnect } from '../components/use-connect'
import { useDateFormat } from '../components/use-date-format'
import { useMemberHistoryActor } from '../settings/use-member-history-actor'
import '../settings/organization.css'
import { ProblemNotice } from '../components/problem-notice'
import { ScrollTable } from '../components/table-head'

/** `/settings/{section}/{user_id}`: an admin's view of a member; only the organisation section has members. */
export default function MemberHistoryRoute() {
  const { section, user_id: userId = '' } = useParams()
  if (section !== 'organization') return <NotFoundScreen />
  // Another member opened from the same screen is another history.
  return <MemberHistory key={userId} userId={userId} />
}

function MemberHistory({ userId }: { userId: string }) {
  const { t } = useTranslation()
  const { formatMoment } = useDateFormat()
  const actor = useMemberHistoryActor(userId)
  const api = useConnect(actor, connectMemberHistory, formatMoment)
  return (
    <main data-route="member-history" aria-busy={api.isBusy}>
      <header className="page-header">
        <h1>{api.title}</h1>
        <Link to={api.back.path}>{api.back.label}</Link>
      </header>
      {api.status && <p role="status">{api.status}</p>}
      <ProblemNotice problem={api.problem} />
      {api.retry && <CommandButton command={api.retry} className="primary" />}
      {api.member && (
        <section className="card stack">
          <p>{api.member.email}</p>
          <p>
            {api.member.role}
            {api.member.joined && ` · ${api.member.joined}`}
          </p>
          <p>
            <strong>{api.creditsSpent}</strong>
          </p>
        </section>
      )}
      {api.sessions && (
        <section>
          <h2>{t('organization.history.sessions')}</h2>
          <ScrollTable
            prefix="organization.history"
            columns={['type', 'started', 'finished', 'state', 'documents']}
            empty={api.sessions.empty}
          >
            {api.sessions.rows.map((row) => (
              <tr key={row.id}>
                <td>{row.type}</td>
                <td>{row.started}</td>
                <td>{row.finished}</td>
                <td>{row.status}</td>
                <td>{row.documents}</td>
              </tr>
            ))}
          </ScrollTable>
        </section>
      )}
    </main>
  )
}
