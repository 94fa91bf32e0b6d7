import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import type { ScreeningEvent, screeningMachine } from './screening.machine'

type ScreeningSnapshot = SnapshotFrom<typeof screeningMachine>

export const { selectIsRunning, selectIsDone, selectHasError } = tagSelectors<ScreeningSnapshot>()({
  selectIsRunning: 'running',
  selectIsDone: 'done',
  selectHasError: 'error',
})
/** Evaluations finished out of all of the run (patients × trials); null before a run. */
export const selectProgress = (snapshot: ScreeningSnapshot) => {
  const run = snapshot.context.run
  return run ? { done: run.done, total: run.total } : null
}

/** The screening panel: what it says, the progress bar, and its buttons. */
export function connectScreening(snapshot: ScreeningSnapshot, send: Send<ScreeningEvent>, t: Translate) {
  const { context } = snapshot
  const running = selectIsRunning(snapshot)
  // While a run starts, the one before it (if any) is no measure of its progress.
  const progress = snapshot.hasTag('starting') ? null : selectProgress(snapshot)
  const retrying = snapshot.hasTag('retrying')
  const status = running
    ? retrying
      ? t('research.screening.retrying')
      : progress && progress.total > 0
        ? t('research.screening.progress', { done: progress.done, total: progress.total })
        : t('research.screening.starting')
    : selectIsDone(snapshot) && progress
      ? t('research.screening.done', { count: progress.total })
      : null
  const problem =
    selectHasError(snapshot) && context.problem ? t(`research.screening.problems.${context.problem}`) : null
  return {
    isRunning: running,
    isDone: selectIsDone(snapshot),
    status,
    /** The progress bar's value and maximum while a run is followed. */
    progress: running && progress && progress.total > 0 ? progress : null,
    problem,
    /** The engine's own words when a run failed on the server. */
    reason: context.problem === 'engine_failed' ? context.reason : null,
    start: snapshot.can({ type: 'screening.start' })
      ? {
          label:
            selectIsDone(snapshot) || context.run
              ? t('research.screening.rerun')
              : t('research.screening.start'),
          onClick: () => send({ type: 'screening.start' }),
        }
      : null,
    retry: commandIfAccepted(snapshot, send, { type: 'screening.retry' }, t('research.screening.retry')),
  }
}
