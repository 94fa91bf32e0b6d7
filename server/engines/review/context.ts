import type { Language } from '../../../contract/common'
import type { Evidence, FindingCode, FindingKind } from '../../../contract/review'
import type { Consultation } from '../clinical/facts'
import type { AllergyFact, Span } from '../clinical/types'
import type { Alignment, SourceIndex } from './align'
import type { SaidNumber } from './check-numbers'
import type { DrugMention } from './drugs'
import type { SaidTerm } from './negation'
import type { NoteLine } from './note'

/** Everything the checks read: the note's lines aligned to the consultation, and what the consultation says. */
export interface ReviewContext {
  language: Language
  note: string
  lines: NoteLine[]
  /** Per line, the units of the consultation it was aligned to (or given by provenance). */
  aligned: Alignment[]
  /** Per line, the drugs it names (read once: every check looks for them). */
  lineDrugs: DrugMention[][]
  index: SourceIndex
  /** Per unit, the numbers it states. */
  numbers: SaidNumber[][]
  /** Durations and counts of one or two said in words ('a week', 'a couple of days'), as 'weeks:1'. */
  articleCounts: Set<string>
  /** Scores said in answer to a question on a scale to ten. */
  scaleAnswers: Set<number>
  /** The symptoms it affirms or denies, by key. */
  saidTerms: Map<string, SaidTerm[]>
  /** What the consultation established (facts said and typed). */
  consultation: Consultation
  /** The allergies it states, with the input they were typed in (for evidence). */
  allergies: (AllergyFact & { input?: string })[]
}

/** A finding before its id and text are given. */
export interface Draft {
  kind: FindingKind
  code: FindingCode
  params: Record<string, string>
  note: Span | null
  evidence: Evidence[]
}
