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
    | 'not_found' // {subject?} {organs?}: the record does not say (organs: the transplant's the criterion names)
    | 'unreadable' // the engine cannot read the criterion
    | 'value_within' // {subject} {label} {value} {unit} {bound}
    | 'value_outside' // {subject} {label} {value} {unit} {bound}
    | 'only_past' // a past mention only; whether it is current is not stated
    | 'recorded_undated' // recorded, its date against the criterion's period not checked
    | 'recorded' // recorded
    | 'recorded_history' // recorded in the history
    | 'stated_absent' // the record states it is absent
    | 'patient_sex' // {sex}: female | male
    | 'value_uncertain' // {subject} {label} {value} {unit} {bound}: a value known only above or below a number
    | 'recorded_severity' // {severity}: mild | moderate | severe
    | 'severity_other' // {severity} {wanted}: recorded with another severity than the criterion's
    | 'severity_unstated' // recorded; its severity is not stated
    | 'recorded_side' // {side}: left | right
    | 'side_other' // {side}: recorded on the other side only
    | 'side_unstated' // recorded; its side is not stated
    | 'period_within' // {period}: recorded within the criterion's period
    | 'period_before' // {period}: recorded before the criterion's period
    | 'period_only_before' // {period}: recorded only before the criterion's period
    | 'period_only_within' // {period}: recorded only within the criterion's period
    | 'recorded_inactive' // recorded as treated or stable; whether it is active is not stated
    | 'stopped' // a medicine recorded as stopped
    | 'stated_absent_group' // the record states none of a broader group that includes it
    | 'ruled_out' // the record states a condition that rules it out
    | 'not_in_medication_list' // a medicine missing from the record's medication list
    | 'recorded_unqualified' // {word}: recorded, but the record does not say the criterion's word of it
    | 'sex_only' // the sex is recorded, the rest of the criterion is not
    | 'grade_within' // {subject} {value} {allowed}: NYHA, ECOG
    | 'grade_outside' // {subject} {value} {allowed}
    | 'grade_partly' // {subject} {value} {allowed}
    | 'smoking_conflicting' // the record states different smoking statuses
    | 'smoking_status' // {status}: current | former | never | not_current; {years?} since quitting
    | 'male_not_pregnant' // a man: not pregnant, breastfeeding or of childbearing potential
    | 'past_childbearing_age' // {age} {limit}
    | 'past_childbearing' // menopause or surgery that ends childbearing potential
    | 'pregnant' // the record states a pregnancy
    | 'not_pregnant' // the record states the patient is not pregnant
    | 'breastfeeding' // the record states the patient is breastfeeding
    | 'not_breastfeeding' // the record states the patient is not breastfeeding
    | 'contraception' // the record states the contraception the patient uses
    | 'transplant_kind_unstated' // {kind}: allogeneic | autologous
    | 'transplant_recorded' // {organs}: heart, lung, kidney, liver, pancreas, stem cell (joined by ',')
    | 'transplant_absent' // {organs}: the record states no such transplant (the organs the criterion names)
  /**
   * A condition's or medicine's messages also carry {concept}: the criterion's own words for it, which the
   * languages put before the message, so it says what decided.
   */
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
