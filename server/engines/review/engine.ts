import type { Language } from '../../../contract/common'
import type { LineEvidence, ReviewResult } from '../../../contract/review'
import type { NoteInput } from '../generation/engine'

export type {
  Evidence,
  Finding,
  FindingCode,
  FindingKind,
  LineEvidence,
  ReviewResult,
} from '../../../contract/review'

export interface ReviewRequest {
  /** The note's (and the messages') language. */
  language: Language
  /** The text the note was written from (transcript and typed notes); evidence offsets point into it. */
  transcript: string
  /** The structured inputs the clinician filled. */
  inputs: NoteInput[]
  /** The note as markdown; finding and line spans point into it. */
  note: string
  /**
   * Where each line of the note came from, when the engine that wrote it knows (the offline engine does, by
   * construction); lines it does not cover, and notes without it, are aligned to the transcript.
   */
  provenance?: LineEvidence[]
}

/**
 * The review check: engine-independent, offline, deterministic. Reads the consultation and a note and answers
 * what in the note is unsupported or contradicted, what safety-relevant fact it leaves out, and where each of
 * its lines came from.
 */
export interface ReviewEngine {
  readonly name: string
  check(request: ReviewRequest): ReviewResult
}
