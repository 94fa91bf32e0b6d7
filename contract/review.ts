import { z } from 'zod'

/**
 * The review check: what a note states that the consultation does not support, states differently, or
 * leaves out. Shared by the server (documents carry their findings), the CLI (`check`) and the browser.
 */

/** unsupported: stated with no support · contradiction: the consultation says otherwise · omission: left out. */
export const FindingKind = z.enum(['unsupported', 'contradiction', 'omission'])
export type FindingKind = z.infer<typeof FindingKind>

/**
 * What a finding says, as a message code the browser translates (`review.finding.<code>`) with its params.
 * Params hold words of the note or the consultation as written there (a drug, a value, an allergen).
 */
export const FINDING_CODES = [
  // unsupported
  'unsupported_number', // {value}: a number no source states
  'unsupported_medication', // {name}
  'unsupported_allergy', // {agent}
  'unsupported_diagnosis', // {diagnosis}
  'unsupported_order', // {order}
  // contradiction
  'contradiction_allergy', // {drug} {agent}: given or listed as current against a stated allergy
  'contradiction_negation', // {said}: the consultation says the opposite
  'contradiction_value', // {written} {said}: another value or unit than said
  'contradiction_laterality', // {written} {said}: the other side
  'contradiction_condition', // {said}: advice given on a condition written as a fact
  // omission
  'omission_allergy', // {agent}
  'omission_no_known_allergies', // (no params)
  'omission_medication', // {name}
  'omission_prescription', // {name}: started, stopped or changed today
  'omission_measurement', // {name} {value}
  'omission_impression', // {diagnosis}
  'omission_order', // {order}
  'omission_follow_up', // {when}
  'omission_safety_net', // {advice}
] as const
export const FindingCode = z.enum(FINDING_CODES)
export type FindingCode = z.infer<typeof FindingCode>

/** A character range, end exclusive. */
export const TextSpan = z.object({ start: z.number().int().min(0), end: z.number().int().min(0) })
export type TextSpan = z.infer<typeof TextSpan>

/**
 * Where something comes from: a range of the transcript (offsets into the text the note was written
 * from, with the speaker turn it lies in), or a structured input of the consultation form.
 */
export const Evidence = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('transcript'),
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    /** Index of the speaker turn (0-based) the range starts in. */
    turn: z.number().int().min(0),
    /** The words of the range, for showing without the transcript at hand. */
    text: z.string(),
  }),
  z.object({
    source: z.literal('input'),
    /** The processor input id (bloodpressure, medication…). */
    key: z.string(),
    label: z.string(),
    text: z.string(),
  }),
])
export type Evidence = z.infer<typeof Evidence>

export const Finding = z.object({
  /** Stable for the same note text and consultation, so a dismissal survives a re-check. */
  id: z.string(),
  kind: FindingKind,
  code: FindingCode,
  params: z.record(z.string(), z.string()),
  /** The message in the note's language (the browser translates `code` into the interface's). */
  text: z.string(),
  /** The part of the note it is about (unsupported, contradiction); null for an omission. */
  note: TextSpan.nullable(),
  evidence: z.array(Evidence),
})
export type Finding = z.infer<typeof Finding>

/** Each sentence or bullet of the note and where it came from; no evidence marks a line to check. */
export const LineEvidence = z.object({ note: TextSpan, evidence: z.array(Evidence) })
export type LineEvidence = z.infer<typeof LineEvidence>

/** Something about the check itself: the note looks written in another language, a very long transcript… */
export const ReviewWarning = z.object({
  code: z.enum(['empty_note', 'language_mismatch', 'transcript_truncated', 'no_transcript']),
  text: z.string(),
})
export type ReviewWarning = z.infer<typeof ReviewWarning>

export const ReviewResult = z.object({
  findings: z.array(Finding),
  lines: z.array(LineEvidence),
  warnings: z.array(ReviewWarning),
})
export type ReviewResult = z.infer<typeof ReviewResult>
