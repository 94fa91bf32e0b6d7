import { z } from 'zod'
import { ERROR_CODES, LANGUAGES } from './constants'

export { CLIENT_VERSION, DEFAULT_LANGUAGE, ERROR_CODES, LANGUAGES } from './constants'

export const Language = z.enum(LANGUAGES)
export type Language = z.infer<typeof Language>

/** Every successful body wraps its payload in `data`, as the spec's `data.data.d_user` reads from the client. */
export const envelope = <T extends z.ZodType>(payload: T) => z.object({ data: payload })

export const ErrorCode = z.enum(ERROR_CODES)
export type ErrorCode = z.infer<typeof ErrorCode>

/** The one error body every endpoint answers with. `fields` maps a dotted field path to what is wrong with it. */
export const ErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBody>

export const Id = z.string().min(1)
export const IsoDateTime = z.iso.datetime({ offset: true })
