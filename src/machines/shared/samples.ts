import type { User } from '../../../contract/auth'
import type { ErrorCode } from '../../../contract/common'
import type { GeneratedDocument } from '../../../contract/consultations'
import type { Trial } from '../../services/research'

// Sample payloads for the statechart docs (`pathOptions` of each machine): fixed, so the generated
// pages come out the same on every run.

export const sampleUser: User = {
  id: 'u-sample',
  name: 'Ana Sousa',
  email: 'ana@example.pt',
  language: 'pt',
  phone_number: null,
  medical_speciality_id: null,
  organization_id: null,
  opt_in_newsletter: false,
  opt_in_product_contact: false,
  save_audios: false,
  save_text_data: true,
  consultation_mode: 'desktop',
  force_password_change: false,
  email_confirmed: true,
}

/** An unsigned JWT expiring at `exp` (seconds since 1970). */
export const sampleTokenExpiringAt = (exp: number) =>
  `${btoa('{"alg":"HS256","typ":"JWT"}')}.${btoa(JSON.stringify({ sub: 'sample', exp }))}.signature`.replace(
    /=/g,
    '',
  )

/** An unsigned JWT expiring in 2100. */
export const sampleToken = sampleTokenExpiringAt(4_102_444_800)

/**
 * A failed call as the API client throws it (an ApiError's fields), for `xstate.error.actor.*` samples.
 * An Error, so the docs label it by its message alone.
 */
export function sampleFailure(
  code: ErrorCode,
  {
    status = 400,
    kind = 'http',
    fields,
  }: { status?: number; kind?: 'http' | 'network'; fields?: Record<string, string> } = {},
) {
  const message = kind === 'http' ? `${status} ${code}` : 'no answer (network)'
  return Object.assign(new Error(message), {
    name: 'ApiError',
    kind,
    code,
    status: kind === 'http' ? status : null,
    body: kind === 'http' ? { error: { code, message: code, ...(fields && { fields }) } } : null,
  })
}

/** A consultation's main note as the server answers it, written on 1 January 2025; `overrides` shape a sample. */
export const sampleDocument = (overrides: Partial<GeneratedDocument> = {}): GeneratedDocument => ({
  id: 'd-sample',
  name: 'main',
  status: 'ready',
  content: '## Subjetivo\n\nTosse seca há uma semana.',
  version: 1,
  error: null,
  created_at: '2025-01-01T09:30:00.000Z',
  updated_at: '2025-01-01T09:30:00.000Z',
  review: null,
  signoff: null,
  ...overrides,
})

/** A trial of the Research Space with one critical inclusion criterion. */
export const sampleTrial: Trial = {
  id: 'trial-1',
  name: 'GLIC-2026',
  description: 'Novo antidiabético oral',
  criteria: [{ id: 'c-1', definition: 'Idade ≥ 18 anos', type: 'critical_inclusion', needs_review: false }],
  updated_at: '2026-03-02T10:00:00.000Z',
}
