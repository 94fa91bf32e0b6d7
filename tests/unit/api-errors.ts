import { HttpResponse } from 'msw'
import type { ErrorCode } from '../../contract/common'
import { ApiError } from '../../src/services/api'

/** The ApiError the client throws for an error answer: its code, status and the fields it names. */
export function httpError(code: ErrorCode, status: number, fields?: Record<string, string>, message = 'x') {
  return new ApiError('http', code, message, status, { error: { code, message, ...(fields && { fields }) } })
}

/** The server's error answer, as MSW gives it: its code, status and the fields it names; its message the code unless given. */
export const refusal = (
  code: ErrorCode,
  status: number,
  fields?: Record<string, string>,
  message: string = code,
) => HttpResponse.json({ error: { code, message, ...(fields && { fields }) } }, { status })
