import {
  type ErrorCode,
  isEmail,
  isPhoneNumber,
  MIN_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../../../contract/constants'
import { type ApiErrorLike, isApiErrorLike } from './api-error'

// What went wrong, as the account flows tell a person: every code has a translated message in
// `problems.*` (form-level) or `fieldProblems.*` (next to a field). Several flows read the server's
// errors the same way, so the reading lives here rather than in one flow's folder.

/** Form-level messages, translated by the view from `problems.<code>`. */
export const PROBLEMS = [
  'fields_missing',
  'fields_invalid',
  'invalid_credentials',
  'email_not_confirmed',
  'email_taken',
  'rate_limited',
  'token_invalid',
  'token_expired',
  'session_expired',
  'connection',
  'server',
  'update_failed',
  'password_update_failed',
  'delete_failed',
  // The catalogue and consultation screens (spec, section 8: error loading, error loading session, …).
  'load_failed',
  'session_load_failed',
  'session_create_failed',
  'structure_load_failed',
  'save_failed',
  'remove_failed',
  'not_found',
  'mandatory_missing',
] as const
export type Problem = (typeof PROBLEMS)[number]

/** Messages next to one field, translated by the view from `fieldProblems.<code>`. */
export const FIELD_PROBLEMS = [
  'required',
  'invalid_email',
  'name_too_short',
  'password_too_short',
  'passwords_mismatch',
  'invalid_phone',
  'language_missing',
  'email_taken',
  'email_support',
  'current_password_wrong',
  'speciality_unknown',
  'invalid',
] as const
export type FieldProblem = (typeof FIELD_PROBLEMS)[number]

/** Field name (the request's, without the `user.` prefix) → what is wrong with it. */
export type FieldProblems = Record<string, FieldProblem>

/**
 * A failed call, read for a person: one form-level problem and the fields to mark, and for a 429 how many
 * seconds the server said to wait.
 */
export type Failure = { problem: Problem; fields: FieldProblems; retryAfterSeconds?: number }

/** How one flow reads failures: what to say when nothing more precise applies. */
export type FailureReading = {
  /** The message for a failure with no more precise one (a 500, an unreadable answer, a bug). */
  fallback: Problem
  /** The message for a 401 that is not about credentials; default: the session expired. */
  unauthorized?: Problem
  /** The message for a 400 that names fields; default: check the fields marked. */
  invalidFields?: Problem
}

/** What each server field means when the server refuses it. */
function fieldProblemOf(field: string, code: ErrorCode): FieldProblem {
  switch (field) {
    case 'email':
      if (code === 'conflict') return 'email_taken'
      if (code === 'bad_request') return 'email_support'
      return 'invalid_email'
    case 'name':
      return 'name_too_short'
    case 'password':
      return 'password_too_short'
    case 'password_confirmation':
      return 'passwords_mismatch'
    case 'current_password':
      return 'current_password_wrong'
    case 'phone_number':
      return 'invalid_phone'
    case 'language':
      return 'language_missing'
    case 'medical_speciality_id':
      return 'speciality_unknown'
    default:
      return 'invalid'
  }
}

function fieldsOf(error: ApiErrorLike): FieldProblems {
  const fields: FieldProblems = {}
  for (const path of Object.keys(error.body?.error.fields ?? {})) {
    const field = path.replace(/^user\./, '')
    // The token is the link itself, never a field the person can fix.
    if (field === 'token' || field === 'body') continue
    fields[field] = fieldProblemOf(field, error.code)
  }
  return fields
}

/** The wait a 429 names (the server's `fields.retry_after_seconds`): whole seconds, or undefined. */
function retryAfterOf(error: ApiErrorLike): number | undefined {
  const seconds = Number(error.body?.error.fields?.retry_after_seconds)
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined
}

/** Reads a thrown value (usually an ApiError) as a message and marked fields. */
export function failureOf(error: unknown, reading: FailureReading): Failure {
  if (!isApiErrorLike(error)) return { problem: reading.fallback, fields: {} }
  if (error.kind === 'network' || error.kind === 'timeout') return { problem: 'connection', fields: {} }
  const fields = fieldsOf(error)
  const only = (problem: Problem): Failure => ({ problem, fields: {} })
  switch (error.code) {
    case 'invalid_credentials':
      return only('invalid_credentials')
    case 'email_not_confirmed':
      return only('email_not_confirmed')
    case 'rate_limited': {
      const wait = retryAfterOf(error)
      return wait ? { problem: 'rate_limited', fields: {}, retryAfterSeconds: wait } : only('rate_limited')
    }
    case 'token_invalid':
      return only(error.body?.error.fields?.token === 'expired' ? 'token_expired' : 'token_invalid')
    case 'unauthorized':
      return only(reading.unauthorized ?? 'session_expired')
    case 'conflict':
      return { problem: fields.email ? 'email_taken' : reading.fallback, fields }
    case 'bad_request':
    case 'validation_failed':
      if (Object.keys(fields).length > 0)
        return { problem: reading.invalidFields ?? 'fields_invalid', fields }
      return only(reading.fallback)
    default:
      return only(reading.fallback)
  }
}

/** Problems worth trying again as they are: the request may well pass on a second try. */
export const isTransient = (problem: Problem | null): boolean =>
  problem === 'connection' || problem === 'server' || problem === 'rate_limited'

/** Whether a failed call may well pass as it is if tried again: no answer, a busy or failing server. */
export const isRetryable = (error: unknown): boolean => {
  if (!isApiErrorLike(error)) return false
  if (error.kind === 'network' || error.kind === 'timeout') return true
  const status = (error as { status?: number | null }).status ?? 0
  return error.kind === 'http' && (status >= 500 || status === 429)
}

/** Whether a thrown value is the server saying the thing asked for does not exist (or is not the user's). */
export const isNotFound = (error: unknown): boolean =>
  isApiErrorLike(error) && error.kind === 'http' && error.code === 'not_found'

/** Whether a thrown value is a conflict answer (409), e.g. an unfinished consultation exists. */
export const isConflict = (error: unknown): boolean =>
  isApiErrorLike(error) && error.kind === 'http' && error.code === 'conflict'

/** The server's own field paths and messages of a refused request (`user_inputs.0.value` → message). */
export const serverFieldsOf = (error: unknown): Record<string, string> =>
  (isApiErrorLike(error) && error.body?.error.fields) || {}

// Checks of the spec's section 5, shared by every form.

export const isBlank = (value: string) => value.trim() === ''
export { isEmail, isPhoneNumber }
export const isLongEnoughName = (value: string) => value.trim().length >= MIN_NAME_LENGTH
export const isLongEnoughPassword = (value: string) => value.length >= MIN_PASSWORD_LENGTH

/** Required fields first: when any is empty the form says 'Fill all the fields'. */
export function summaryOf(fields: FieldProblems): Problem | null {
  const problems = Object.values(fields)
  if (problems.length === 0) return null
  return problems.includes('required') ? 'fields_missing' : 'fields_invalid'
}

/** The problems of a new password and its confirmation (≥ 6 characters, the same twice). */
export function passwordProblems(password: string, confirmation: string): FieldProblems {
  const fields: FieldProblems = {}
  if (password === '') fields.password = 'required'
  else if (!isLongEnoughPassword(password)) fields.password = 'password_too_short'
  if (confirmation === '') fields.password_confirmation = 'required'
  else if (password !== confirmation) fields.password_confirmation = 'passwords_mismatch'
  return fields
}

/** Why a list or a page could not be loaded, as a screen that only loads says it. */
export type LoadProblem = 'connection' | 'load_failed'

/** A failed load: no answer from the server ('connection', worth trying again), or any other ('load_failed'). */
export const loadProblemOf = (error: unknown): LoadProblem =>
  failureOf(error, { fallback: 'load_failed' }).problem === 'connection' ? 'connection' : 'load_failed'
