import { z } from 'zod'

/** The client version this build of the browser app sends in the `client-version` header. */
export const CLIENT_VERSION = '0.0.16'

/** Languages Escriba speaks; pt is the default and the reference. */
export const LANGUAGES = ['pt', 'en', 'de', 'es'] as const
export const Language = z.enum(LANGUAGES)
export type Language = z.infer<typeof Language>
export const DEFAULT_LANGUAGE: Language = 'pt'

/** Every successful body wraps its payload in `data`, as the spec's `data.data.d_user` reads from the client. */
export const envelope = <T extends z.ZodType>(payload: T) => z.object({ data: payload })

/** Machine-readable error codes; the browser translates them, the message is for logs and API users. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'invalid_credentials',
  'email_not_confirmed',
  'token_invalid',
  'forbidden',
  'insufficient_credits',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'client_deprecated',
  'server_overloaded',
  'unavailable',
  'internal',
] as const
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
