import type { ApiError } from '../../services/api'

/** The fields of an ApiError a machine reads; structural, so machines import no service code. */
export type ApiErrorLike = Pick<ApiError, 'kind' | 'code' | 'status' | 'body'>

/** Whether a failure reads as an ApiError (a fake in a test, or the API client's own). */
export function isApiErrorLike(error: unknown): error is ApiErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    'kind' in error &&
    'code' in error &&
    typeof (error as { code: unknown }).code === 'string'
  )
}

/** The failure as an ApiError's fields, or null when it is something else (a bug, a refused promise). */
export const apiErrorOf = (error: unknown): ApiErrorLike | null => (isApiErrorLike(error) ? error : null)

/** A failure's `code`, whatever the failure is (a fake, the API client's error); undefined when it has none. */
export const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined

/** A failure's `message` (an Error's, or a fake's); undefined when it has none. */
export const errorMessage = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined
