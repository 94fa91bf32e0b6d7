// The contract's plain values, without zod: the browser's first download (the sign-in screens) uses them
// and loads the schema library only when it parses an answer. common.ts builds its schemas on these.

/** The client version this build of the browser app sends in the `client-version` header. */
export const CLIENT_VERSION = '0.0.16'

/** Languages Escriba speaks; pt is the default and the reference. */
export const LANGUAGES = ['pt', 'en', 'de', 'es'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'pt'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

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
  'instruction_not_followed',
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
export type ErrorCode = (typeof ERROR_CODES)[number]

/** Client-side limits of the error reporter (spec, section 9). */
export const REPORTER_LIMITS = {
  itemsPerMinute: 60,
  maxTelemetryEvents: 100,
  maxPayloadBytes: 512 * 1024,
} as const

/** Defaults the reporter tags every item with (spec, section 8). */
export const REPORTER_DEFAULTS = { environment: 'staging', codeVersion: '1.0.0' } as const

export const MIN_PASSWORD_LENGTH = 6
export const MIN_NAME_LENGTH = 3
export const MAX_EMAIL_LENGTH = 254

/** An email address as zod's `z.email()` reads it by default; auth.ts's Email schema uses this very pattern. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** International or national phone number: digits with optional +, spaces, dots, dashes and brackets. */
export const PHONE_NUMBER_PATTERN = /^\+?[0-9 ().-]{6,20}$/

/** What the Email schema accepts, for the browser's forms: the address as typed, without its spaces. */
export const isEmail = (value: string) => {
  const email = value.trim()
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email)
}

/** What the PhoneNumber schema accepts. */
export const isPhoneNumber = (value: string) => PHONE_NUMBER_PATTERN.test(value.trim())

/**
 * Why the offline engine cannot carry out an instruction (422 `instruction_not_followed`; nothing changed,
 * nothing charged): not one of the changes it understands, a target not in the note (or not in the section
 * named), a section the note does not have, a number found in several places, a removal that would take
 * other facts of the same sentence with it, a change the note already has, or a section with nothing it
 * may shorten.
 */
export const INSTRUCTION_REFUSAL_REASONS = [
  'not_understood',
  'not_found',
  'unknown_section',
  'ambiguous',
  'shares_sentence',
  'already_there',
  'cannot_shorten',
] as const
export type InstructionRefusalReason = (typeof INSTRUCTION_REFUSAL_REASONS)[number]

/**
 * The refusal's `fields`, for the browser to say it in the clinician's language. `<field>` is
 * `requested_changes[text]` or `requested_changes[audio]`: `<field>` holds the reason of the first part not
 * followed, `<field>.part` that part, `<field>.target` and `<field>.section` what it names, `<field>.more`
 * how many other parts were not followed either, and for a voice instruction `<field>.heard` its transcript.
 */
export const refusalFields = (field: 'requested_changes[text]' | 'requested_changes[audio]') =>
  ({
    reason: field,
    part: `${field}.part`,
    target: `${field}.target`,
    section: `${field}.section`,
    more: `${field}.more`,
    heard: `${field}.heard`,
  }) as const
