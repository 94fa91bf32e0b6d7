import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { summarizeSession } from '../shared/session-summary'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import type { SessionHistoryEvent, sessionHistoryMachine } from './session-history.machine'

type SessionHistorySnapshot = SnapshotFrom<typeof sessionHistoryMachine>

export const selectIsBusy = (snapshot: SessionHistorySnapshot) => snapshot.hasTag('busy')
export const selectIsReady = (snapshot: SessionHistorySnapshot) => snapshot.hasTag('ready')
export const selectProblem = (snapshot: SessionHistorySnapshot) => snapshot.context.problem
export const selectPageCount = (snapshot: SessionHistorySnapshot) =>
  Math.max(1, Math.ceil(snapshot.context.total / snapshot.context.perPage))

/** Everything the history list shows, translated: rows, the page, previous and next, problems. */
export function connectSessionHistory(
  snapshot: SessionHistorySnapshot,
  send: Send<SessionHistoryEvent>,
  t: Translate,
  formatMoment: (iso: string) => string,
) {
  const { sessions, typeNames, problem, page, total } = snapshot.context
  const isBusy = selectIsBusy(snapshot)
  const hasLoaded = total > 0 || selectIsReady(snapshot)
  const pages = selectPageCount(snapshot)
  return {
    isBusy,
    status: isBusy ? t('sessions.history.loading') : null,
    problem: problem
      ? t(problem === 'connection' ? 'problems.connection' : 'sessions.history.loadFailed')
      : null,
    retry: commandIfAccepted(snapshot, send, { type: 'history.retry' }, t('sessions.retry')),
    empty: hasLoaded && total === 0 && !problem ? t('sessions.history.empty') : null,
    rows: sessions.map((session) => summarizeSession(session, typeNames, t, formatMoment)),
    pagination:
      total > 0
        ? {
            label: t('sessions.history.pagination'),
            position: t('sessions.history.page', { page, pages, total }),
            // Offered even while a page loads (the machine ignores it then), so focus stays on the button.
            previous: {
              label: t('sessions.history.previous'),
              disabled: page <= 1,
              onClick: () => send({ type: 'history.previous' }),
            },
            next: {
              label: t('sessions.history.next'),
              disabled: page >= pages,
              onClick: () => send({ type: 'history.next' }),
            },
          }
        : null,
  }
}
