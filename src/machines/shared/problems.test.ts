import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Email, PhoneNumber } from '../../../contract/auth'
import type { ErrorBody, ErrorCode } from '../../../contract/common'
import { createI18n } from '../../i18n/i18n'
import { ApiError, type ApiErrorKind } from '../../services/api'
import {
  FIELD_PROBLEMS,
  failureOf,
  isEmail,
  isPhoneNumber,
  isTransient,
  PROBLEMS,
  passwordProblems,
  summaryOf,
} from './problems'

const apiError = (
  code: ErrorCode,
  {
    kind = 'http',
    status = 400,
    fields,
  }: { kind?: ApiErrorKind; status?: number; fields?: Record<string, string> } = {},
) => {
  const body: ErrorBody = { error: fields ? { code, message: code, fields } : { code, message: code } }
  return new ApiError(kind, code, code, status, kind === 'http' ? body : null)
}

const login = { fallback: 'server' } as const
const settings = { fallback: 'update_failed' } as const

describe('failureOf', () => {
  it.each([
    ['invalid_credentials', 401, 'invalid_credentials'],
    ['email_not_confirmed', 403, 'email_not_confirmed'],
    ['rate_limited', 429, 'rate_limited'],
    ['unauthorized', 401, 'session_expired'],
    ['internal', 500, 'server'],
    ['unavailable', 503, 'server'],
  ] as const)('reads %s (%i) as %s', (code, status, problem) => {
    expect(failureOf(apiError(code, { status }), login)).toEqual({ problem, fields: {} })
  })

  it('reads no answer at all as connection problems', () => {
    expect(failureOf(apiError('unavailable', { kind: 'network' }), login).problem).toBe('connection')
    expect(failureOf(apiError('unavailable', { kind: 'timeout' }), settings).problem).toBe('connection')
  })

  it('falls back to the flow message for anything else, a bug included', () => {
    expect(failureOf(new TypeError('x is undefined'), settings)).toEqual({
      problem: 'update_failed',
      fields: {},
    })
    expect(failureOf(apiError('internal', { kind: 'invalid_response', status: 200 }), login).problem).toBe(
      'server',
    )
  })

  it('marks the fields the server names, without the user. prefix, each with its own message', () => {
    const failure = failureOf(
      apiError('validation_failed', {
        fields: {
          'user.current_password': 'Not your current password',
          'user.password_confirmation': 'The given passwords do not match',
          'user.phone_number': 'Invalid phone number',
          'user.mystery': 'Bad',
        },
      }),
      { fallback: 'password_update_failed', invalidFields: 'password_update_failed' },
    )
    expect(failure).toEqual({
      problem: 'password_update_failed',
      fields: {
        current_password: 'current_password_wrong',
        password_confirmation: 'passwords_mismatch',
        phone_number: 'invalid_phone',
        mystery: 'invalid',
      },
    })
  })

  it('tells a taken email at signup from an email that only support changes', () => {
    const taken = failureOf(
      apiError('conflict', { status: 409, fields: { 'user.email': 'Already registered' } }),
      login,
    )
    expect(taken).toEqual({ problem: 'email_taken', fields: { email: 'email_taken' } })
    const support = failureOf(
      apiError('bad_request', { fields: { 'user.email': 'Contact support' } }),
      settings,
    )
    expect(support.fields).toEqual({ email: 'email_support' })
  })

  it('reads a used link as invalid and an expired signed token as expired', () => {
    expect(failureOf(apiError('token_invalid', { fields: { token: 'Invalid or expired' } }), login)).toEqual({
      problem: 'token_invalid',
      fields: {},
    })
    expect(
      failureOf(apiError('token_invalid', { status: 401, fields: { token: 'expired' } }), login).problem,
    ).toBe('token_expired')
    expect(
      failureOf(apiError('unauthorized', { status: 401 }), { ...login, unauthorized: 'token_invalid' }),
    ).toEqual({
      problem: 'token_invalid',
      fields: {},
    })
  })

  it('says which problems are worth a second try', () => {
    expect(isTransient('connection')).toBe(true)
    expect(isTransient('server')).toBe(true)
    expect(isTransient('token_invalid')).toBe(false)
    expect(isTransient(null)).toBe(false)
  })
})

describe('form checks', () => {
  it('says Fill all the fields when a required field is empty, else check the fields', () => {
    expect(summaryOf({})).toBeNull()
    expect(summaryOf({ email: 'invalid_email', password: 'required' })).toBe('fields_missing')
    expect(summaryOf({ password: 'password_too_short' })).toBe('fields_invalid')
  })

  it('wants a new password of 6 characters or more, the same twice', () => {
    expect(passwordProblems('', '')).toEqual({ password: 'required', password_confirmation: 'required' })
    expect(passwordProblems('12345', '12345')).toEqual({ password: 'password_too_short' })
    expect(passwordProblems('123456', '123457')).toEqual({ password_confirmation: 'passwords_mismatch' })
    expect(passwordProblems('123456', '123456')).toEqual({})
  })
})

describe('problem texts', () => {
  it.each(['pt', 'en', 'de', 'es'] as const)('are all translated in %s', (language) => {
    const { t, exists } = createI18n(language)
    for (const problem of PROBLEMS) expect(exists(`problems.${problem}`), problem).toBe(true)
    for (const problem of FIELD_PROBLEMS) expect(exists(`fieldProblems.${problem}`), problem).toBe(true)
    expect(t('fieldProblems.password_too_short', { min: 6 })).toContain('6')
  })

  it('say the messages of the spec catalogue', () => {
    const { t } = createI18n('en')
    expect(t('problems.fields_missing')).toBe('Fill all the fields.')
    expect(t('problems.invalid_credentials')).toMatch(/^Invalid credentials/)
    expect(t('fieldProblems.passwords_mismatch')).toBe('The given passwords do not match.')
    expect(t('problems.connection')).toMatch(/^Connection problems.*check your internet connection/i)
    expect(t('problems.update_failed')).toMatch(/^Error updating data/)
    expect(t('problems.password_update_failed')).toBe('Error updating password.')
    expect(t('problems.session_expired')).toBe('Session expired, log in again.')
  })
})

describe('the forms check email and phone as the contract does, without zod', () => {
  const emailLike = fc.oneof(
    fc.emailAddress(),
    fc.string(),
    fc
      .tuple(fc.string(), fc.constantFrom('@', '.', ' ', '-', "'"), fc.emailAddress())
      .map((parts) => parts.join('')),
    fc.emailAddress().map((email) => ` ${email}  `),
  )
  it('agrees with the Email schema on the address as typed', () => {
    fc.assert(
      fc.property(emailLike, (typed) => isEmail(typed) === Email.safeParse(typed.trim()).success),
      { numRuns: 2000 },
    )
    expect(isEmail(`${'a'.repeat(250)}@x.pt`)).toBe(false)
  })

  it('agrees with the PhoneNumber schema', () => {
    const phoneLike = fc.oneof(fc.string(), fc.stringMatching(/^ ?\+?[0-9 ().-]{4,22} ?$/))
    fc.assert(
      fc.property(phoneLike, (typed) => isPhoneNumber(typed) === PhoneNumber.safeParse(typed).success),
      {
        numRuns: 2000,
      },
    )
  })
})
