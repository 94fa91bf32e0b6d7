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

export interface CriterionJudgement {
  verdict: Verdict
  /** Why, in one sentence; "not enough information" when the record does not say. */
  explanation: string
  /** The sentence of the record quoted as it stands, or null when nothing was found. */
  evidence: string | null
}

/** Judges one criterion against a patient's record (the text of all their documents). */
export interface ScreeningEngine {
  name: 'rules' | 'llm'
  judge(criterion: ScreeningCriterion, record: string): Promise<CriterionJudgement>
}

export const NOT_ENOUGH_INFORMATION = 'Not enough information in the record'

const PREFIXES: Record<string, CriterionType> = {
  CI: 'critical_inclusion',
  CE: 'critical_exclusion',
  NI: 'non_critical_inclusion',
  NE: 'non_critical_exclusion',
}

/**
 * A pasted block of criteria, one a line, each optionally prefixed `CI:`, `CE:`, `NI:` or `NE:`; bullets and
 * numbering are dropped, blank lines skipped. Unprefixed lines are critical inclusions until typed.
 */
export function splitCriteria(block: string): { definition: string; type: CriterionType; typed: boolean }[] {
  const out: { definition: string; type: CriterionType; typed: boolean }[] = []
  for (const raw of block.split(/\r?\n/)) {
    let line = raw.trim().replace(/^(?:[-*•·]|\d{1,3}[.)])\s+/, '')
    const prefix = /^(CI|CE|NI|NE)\s*[:\-–]\s*/i.exec(line)
    const type = prefix ? PREFIXES[prefix[1]!.toUpperCase()]! : 'critical_inclusion'
    if (prefix) line = line.slice(prefix[0].length).trim()
    if (line) out.push({ definition: line.slice(0, 2000), type, typed: Boolean(prefix) })
  }
  return out
}

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
