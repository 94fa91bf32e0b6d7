import type { User } from '../../contract/auth'
import type { AudioChunk, ConsultationSession } from '../../contract/consultations'
import { sampleConsultationSession } from '../../src/machines/shared/catalogue-samples'
import { sampleUser } from '../../src/machines/shared/samples'

/** A clinician as GET /v1/account answers it (the statechart docs' sample user, with a short id). */
export const clinician: User = { ...sampleUser, id: 'u-1' }

/** A consultation session as the server sends it: recording, of type ct-1, unless `overrides` say otherwise. */
export function consultationSession(overrides: Partial<ConsultationSession> = {}): ConsultationSession {
  return {
    ...sampleConsultationSession,
    id: 's-1',
    status: 'recording',
    consultation_type_id: 'ct-1',
    started_at: '2025-01-01T09:00:00.000Z',
    created_at: '2025-01-01T09:00:00.000Z',
    ...overrides,
  }
}

/** A consultation session finished at 09:20 and kept until 10:20 (as `consultationSession`), unless `overrides` say otherwise. */
export const finishedSession = (overrides: Partial<ConsultationSession> = {}): ConsultationSession =>
  consultationSession({
    status: 'finished',
    finished_at: '2026-01-10T09:20:00.000Z',
    purge_at: '2026-01-10T10:20:00.000Z',
    ...overrides,
  })

/** A chunk of session s-1's audio as the server lists it: received, one second long, unless `overrides` say otherwise. */
export function audioChunk(order: number, overrides: Partial<AudioChunk> = {}): AudioChunk {
  return {
    id: `a-${order}`,
    order,
    status: 'received',
    duration_ms: 1000,
    text: null,
    error: null,
    error_code: null,
    ...overrides,
  }
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

/** An unsigned JWT expiring at `expiresAtMs` (the browser only decodes it, the server verifies it). */
export function jwtExpiringAt(expiresAtMs: number): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'u-1', exp: Math.floor(expiresAtMs / 1000) })}.signature`
}
