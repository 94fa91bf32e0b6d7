import {
  INSTRUCTION_REFUSAL_REASONS,
  type InstructionRefusalReason,
  refusalFields,
} from '../../../contract/constants'
import { isApiErrorLike } from './api-error'

// How the documents flows (generation, edit notes, feedback) read a failed call or a failed document:
// what the panel says, in `documents.problems.<code>`.

/**
 * What went wrong with a document, as the panel says it (`documents.problems.<code>`): the spec's
 * catalogue (error generating document, server overloaded with try again, connection problems) and the
 * server's refusals (no credits left, nothing to write from yet).
 */
export type DocumentProblem =
  | 'connection'
  | 'overloaded'
  | 'generation_failed'
  | 'insufficient_credits'
  | 'nothing_to_write'
  | 'transcription_unfinished'
  | 'not_found'
  | 'taking_long'
  | 'no_speech'
  | 'recording_too_long'
  | 'recording_unreadable'
  | 'empty_document'
  | 'instruction_not_followed'

/** What the offline engine could not follow of an instruction, in the clinician's words (contract: refusalFields). */
export type InstructionRefusal = {
  reason: InstructionRefusalReason
  /** The part of the instruction not followed, as written or heard. */
  part: string
  /** The words it looked for and did not find, or the section name it does not know. */
  target: string | null
  /** The section it looked in. */
  section: string | null
  /** How many other parts were not followed either. */
  more: number
  /** A voice instruction as it was heard. */
  heard: string | null
}

/** A failure read for a person: the problem, the support contact when credits ran out, what was not followed. */
export type DocumentFailure = {
  problem: DocumentProblem
  supportContact: string | null
  refusal: InstructionRefusal | null
}

/** The server's 402 names the support contact in brackets at the end: 'contact support (x@y.pt)'. */
const supportContactOf = (message: string | undefined) => /\(([^()]+)\)\s*$/.exec(message ?? '')?.[1] ?? null

/** The refusal the server's fields describe, for a written or a spoken instruction; null when they do not. */
function refusalOf(fields: Record<string, string>): InstructionRefusal | null {
  for (const field of ['requested_changes[text]', 'requested_changes[audio]'] as const) {
    const names = refusalFields(field)
    const reason = INSTRUCTION_REFUSAL_REASONS.find((r) => r === fields[names.reason])
    if (!reason) continue
    return {
      reason,
      part: fields[names.part] ?? '',
      target: fields[names.target] ?? null,
      section: fields[names.section] ?? null,
      more: Number(fields[names.more] ?? 0) || 0,
      heard: fields[names.heard] ?? null,
    }
  }
  return null
}

/** Reads a failed call (usually an ApiError) as what the panel tells the clinician. */
export function documentFailureOf(error: unknown): DocumentFailure {
  const only = (problem: DocumentProblem): DocumentFailure => ({
    problem,
    supportContact: null,
    refusal: null,
  })
  if (!isApiErrorLike(error)) return only('generation_failed')
  if (error.kind === 'network' || error.kind === 'timeout') return only('connection')
  const fields = error.body?.error.fields ?? {}
  switch (error.code) {
    case 'insufficient_credits':
      return {
        problem: 'insufficient_credits',
        supportContact: supportContactOf(error.body?.error.message),
        refusal: null,
      }
    case 'instruction_not_followed':
      return { problem: 'instruction_not_followed', supportContact: null, refusal: refusalOf(fields) }
    case 'server_overloaded':
    case 'unavailable':
    case 'rate_limited':
      return only('overloaded')
    case 'not_found':
      return only('not_found')
    case 'payload_too_large':
      return only('recording_too_long')
    case 'unsupported_media_type':
      return only(fields['requested_changes[audio]'] ? 'recording_unreadable' : 'generation_failed')
    default:
      if (error.status === 422) return only('nothing_to_write')
      if (fields['requested_changes[audio]']) return only('no_speech')
      if (fields['requested_changes[markdown]']) return only('empty_document')
      return only('generation_failed')
  }
}

/** Why a document the server marked failed failed, from its `error` text. */
export function documentErrorProblem(error: string | null): DocumentProblem {
  if (!error) return 'generation_failed'
  if (/overloaded/i.test(error)) return 'overloaded'
  if (/nothing to write/i.test(error)) return 'nothing_to_write'
  if (/transcription did not finish/i.test(error)) return 'transcription_unfinished'
  if (/could not follow the instruction/i.test(error)) return 'instruction_not_followed'
  return 'generation_failed'
}

/** Whether a failed call had no answer at all: worth trying again by itself. */
export const isConnectionFailure = (error: unknown) => documentFailureOf(error).problem === 'connection'
