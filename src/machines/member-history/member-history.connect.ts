import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import type { MemberHistoryEvent, memberHistoryMachine } from './member-history.machine'

type MemberHistorySnapshot = SnapshotFrom<typeof memberHistoryMachine>

export const { selectIsBusy, selectIsReady, selectIsDenied } = tagSelectors<MemberHistorySnapshot>()({
  selectIsBusy: 'busy',
  selectIsReady: 'ready',
  selectIsDenied: 'denied',
})
export const selectProblem = (snapshot: MemberHistorySnapshot) => snapshot.context.problem

/** Everything the member-history screen shows, translated. */
export function connectMemberHistory(
  snapshot: MemberHistorySnapshot,
  send: Send<MemberHistoryEvent>,
  t: Translate,
  formatDate: (iso: string) => string,
) {
  const { history, typeNames, problem } = snapshot.context
  const member = history?.d_member ?? null
  return {
    isBusy: selectIsBusy(snapshot),
    status: selectIsBusy(snapshot) ? t('organization.history.loading') : null,
    title: member ? t('organization.history.title', { name: member.name }) : t('routes.member-history.title'),
    problem: problem
      ? problem === 'connection'
        ? t('problems.connection')
        : t(`organization.history.problems.${problem}`)
      : null,
    retry: commandIfAccepted(snapshot, send, { type: 'history.retry' }, t('organization.history.retry')),
    member: member
      ? {
          email: member.email,
          role: t(`organization.roles.${member.role}`),
          joined: member.joined_at
            ? t('organization.history.joined', { date: formatDate(member.joined_at) })
            : null,
        }
      : null,
    creditsSpent: history ? t('organization.history.creditsSpent', { count: history.d_credits_spent }) : null,
    sessions: history
      ? {
          empty: history.d_consultation_sessions.length === 0 ? t('organization.history.empty') : null,
          rows: history.d_consultation_sessions.map((session) => ({
            id: session.id,
            type: typeNames[session.consultation_type_id] ?? t('organization.history.ownType'),
            started: session.started_at ? formatDate(session.started_at) : '—',
            finished: session.finished_at ? formatDate(session.finished_at) : '—',
            status: t(`organization.history.status.${session.status}`),
            documents: String(session.documents),
          })),
        }
      : null,
    back: { path: '/settings/organization', label: t('organization.history.back') },
  }
}
