import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { summarizeSession } from '../shared/session-summary'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import type { HomeSessionsEvent, homeSessionsMachine } from './home-sessions.machine'

type HomeSessionsSnapshot = SnapshotFrom<typeof homeSessionsMachine>

export const selectIsBusy = (snapshot: HomeSessionsSnapshot) => snapshot.hasTag('busy')
export const selectHasActive = (snapshot: HomeSessionsSnapshot) => snapshot.hasTag('has-active')
export const selectProblem = (snapshot: HomeSessionsSnapshot) => snapshot.context.problem

/** Everything home shows of the consultations, translated: the one to resume, the recent ones. */
export function connectHomeSessions(
  snapshot: HomeSessionsSnapshot,
  send: Send<HomeSessionsEvent>,
  t: Translate,
  formatMoment: (iso: string) => string,
) {
  const { active, recent, typeNames, problem } = snapshot.context
  const isBusy = selectIsBusy(snapshot)
  const summary = (session: NonNullable<typeof active>) =>
    summarizeSession(session, typeNames, t, formatMoment)
  return {
    isBusy,
    status: isBusy ? t('sessions.loading') : null,
    problem: problem ? t(problem === 'connection' ? 'problems.connection' : 'sessions.loadFailed') : null,
    retry: commandIfAccepted(snapshot, send, { type: 'sessions.retry' }, t('sessions.retry')),
    active:
      active && selectHasActive(snapshot)
        ? {
            ...summary(active),
            title: t('sessions.active.title'),
            resume: { label: t('sessions.active.resume'), onClick: () => send({ type: 'sessions.resume' }) },
          }
        : null,
    recent: snapshot.hasTag('ready')
      ? {
          empty: recent.length === 0 ? t('sessions.recent.empty') : null,
          // The active one has its own card above.
          rows: recent.filter((session) => session.id !== active?.id).map(summary),
        }
      : null,
  }
}
