import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { EvaluationResult } from '../../services/research'
import type { screeningMachine } from '../screening/screening.machine'
import type { Translate } from '../shared/field-props'
import { tagSelectors } from '../shared-connect/tag-selectors'
import type { trialEditorMachine } from '../trial-editor/trial-editor.machine'
import type { researchSpaceMachine, UploadProblem } from './research-space.machine'

type ResearchSpaceSnapshot = SnapshotFrom<typeof researchSpaceMachine>

export const {
  selectIsLoading,
  selectIsChoosing,
  selectIsReady,
  selectIsBusy,
  selectIsUploading,
  selectIsMissing,
} = tagSelectors<ResearchSpaceSnapshot>()({
  selectIsLoading: 'loading',
  selectIsChoosing: 'choosing',
  selectIsReady: 'ready',
  selectIsBusy: 'busy',
  selectIsUploading: 'uploading',
  selectIsMissing: 'missing',
})
/** The whole screen failed to load (not a failed action inside an open space). */
export const selectHasLoadError = (snapshot: ResearchSpaceSnapshot) =>
  snapshot.hasTag('error') && !snapshot.hasTag('missing')
export const selectSpaces = (snapshot: ResearchSpaceSnapshot) => snapshot.context.spaces
export const selectSpace = (snapshot: ResearchSpaceSnapshot) => snapshot.context.space
export const selectTrials = (snapshot: ResearchSpaceSnapshot) => snapshot.context.trials
export const selectActiveTrial = (snapshot: ResearchSpaceSnapshot) =>
  snapshot.context.trials.find((trial) => trial.id === snapshot.context.trialId) ?? null
export const selectPatients = (snapshot: ResearchSpaceSnapshot) => snapshot.context.patients
export const selectActivePatient = (snapshot: ResearchSpaceSnapshot) =>
  snapshot.context.patients.find((patient) => patient.id === snapshot.context.patientId) ?? null
export const selectResults = (snapshot: ResearchSpaceSnapshot) => snapshot.context.results
export const selectFilter = (snapshot: ResearchSpaceSnapshot) => snapshot.context.filter
export const selectProblem = (snapshot: ResearchSpaceSnapshot) => snapshot.context.problem
export const selectUploadProblem = (snapshot: ResearchSpaceSnapshot) => snapshot.context.uploadProblem
export const selectChangedSinceScreening = (snapshot: ResearchSpaceSnapshot) =>
  snapshot.context.changedSinceScreening
/** Bytes sent of the upload under way, as a whole percentage; null when none is. */
export const selectUploadPercent = (snapshot: ResearchSpaceSnapshot) => {
  const progress = snapshot.hasTag('uploading') ? snapshot.context.progress : null
  if (!progress) return null
  return progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0
}
/** The screening child, while a space is open. */
export const selectScreeningActor = (snapshot: ResearchSpaceSnapshot) =>
  (snapshot.children.screening as ActorRefFrom<typeof screeningMachine> | undefined) ?? null
/** The trial editor, while it is open. */
export const selectTrialEditorActor = (snapshot: ResearchSpaceSnapshot) =>
  (snapshot.children.trialEditor as ActorRefFrom<typeof trialEditorMachine> | undefined) ?? null

/** An upload problem as the clinician reads it, naming the file when one is at fault. */
export const uploadProblemText = (t: Translate, problem: UploadProblem | null) =>
  problem ? t(`research.patients.uploadProblems.${problem.reason}`, { ...problem }) : null

/**
 * Whether a criterion's verdict speaks for the patient (an inclusion met, an exclusion that does not
 * exclude), against them (an inclusion not met, an exclusion that excludes), or is open.
 */
export type CriterionStanding = 'favourable' | 'against' | 'open'
export const criterionStanding = (criterion: EvaluationResult['criteria'][number]): CriterionStanding =>
  criterion.verdict === 'unknown'
    ? 'open'
    : (criterion.verdict === 'met') === criterion.type.endsWith('_inclusion')
      ? 'favourable'
      : 'against'

/** How many of a result's criteria speak for the patient, against them, or lack information. */
export const verdictCounts = (result: EvaluationResult) => ({
  favourable: result.criteria.filter((criterion) => criterionStanding(criterion) === 'favourable').length,
  against: result.criteria.filter((criterion) => criterionStanding(criterion) === 'against').length,
  unknown: result.criteria.filter((criterion) => criterionStanding(criterion) === 'open').length,
})
