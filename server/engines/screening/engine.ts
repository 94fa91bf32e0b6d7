/** The four kinds of eligibility criterion; exclusions are "met" when the excluding condition holds. */
export const CRITERION_TYPES = [
  'critical_inclusion',
  'critical_exclusion',
  'non_critical_inclusion',
  'non_critical_exclusion',
] as const
export type CriterionType = (typeof CRITERION_TYPES)[number]
export type Verdict = 'met' | 'not_met' | 'unknown'
export type FinalResult = 'fit' | 'possible' | 'not_approved'

export interface ScreeningCriterion {
  definition: string
  type: CriterionType
  needsReview: boolean
}

/**
 * What an explanation says, as a key and its params, so it can be written in the clinician's language
 * (server/features/research/messages.ts); the English `explanation` stays beside it.
 */
export interface ScreeningMessage {
  key:
    | 'not_found' // {subject?}: the record does not say
    | 'unreadable' // the engine cannot read the criterion
    | 'value_within' // {subject} {label} {value} {unit} {bound}
    | 'value_outside' // {subject} {label} {value} {unit} {bound}
    | 'only_past' // a past mention only; whether it is current is not stated
    | 'recorded_undated' // recorded, its date against the criterion's period not checked
    | 'recorded' // recorded
    | 'recorded_history' // recorded in the history
    | 'stated_absent' // the record states it is absent
    | 'patient_sex' // {sex}: female | male
  params: Record<string, string>
}

export interface CriterionJudgement {
  verdict: Verdict
  /** Why, in one sentence; "not enough information" when the record does not say. */
  explanation: string
  /** The same, as message keys (one per part of the criterion); absent when only the text is known. */
  messages?: ScreeningMessage[]
  /** The sentence of the record quoted as it stands, or null when nothing was found. */
  evidence: string | null
}

/** Judges one criterion against a patient's record (the text of all their documents). */
export interface ScreeningEngine {
  name: 'rules' | 'llm'
  judge(criterion: ScreeningCriterion, record: string): Promise<CriterionJudgement>
}

export const NOT_ENOUGH_INFORMATION = 'Not enough information in the record'

const isCritical = (type: CriterionType) => type.startsWith('critical_')
const isInclusion = (type: CriterionType) => type.endsWith('_inclusion')

/** Whether a verdict speaks for the patient: an inclusion met, an exclusion not met. */
export const satisfies = (type: CriterionType, verdict: Verdict) =>
  verdict === 'unknown' ? undefined : (verdict === 'met') === isInclusion(type)

/**
 * not_approved when a critical inclusion is not met or a critical exclusion is met; fit when every critical
 * criterion is satisfied and none of them needs a person's review; possible otherwise. Non-critical criteria
 * are shown but never decide.
 */
export function finalResult(
  verdicts: { type: CriterionType; needsReview: boolean; verdict: Verdict }[],
): FinalResult {
  const critical = verdicts.filter((v) => isCritical(v.type))
  if (critical.some((v) => satisfies(v.type, v.verdict) === false)) return 'not_approved'
  if (critical.some((v) => v.verdict === 'unknown' || v.needsReview)) return 'possible'
  return 'fit'
}

export interface ScreenedCriterion extends ScreeningCriterion, CriterionJudgement {}

/** Every criterion judged one at a time, then the final result. */
export async function screenRecord(
  engine: ScreeningEngine,
  criteria: ScreeningCriterion[],
  record: string,
): Promise<{ criteria: ScreenedCriterion[]; result: FinalResult }> {
  const judged: ScreenedCriterion[] = []
  for (const criterion of criteria) judged.push({ ...criterion, ...(await engine.judge(criterion, record)) })
  return { criteria: judged, result: finalResult(judged) }
}
