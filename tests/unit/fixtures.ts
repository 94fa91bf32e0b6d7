import type { User } from '../../contract/auth'
import type { ConsultationSession } from '../../contract/consultations'

/** A clinician as GET /v1/account answers it. */
export const clinician: User = {
  id: 'u-1',
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

/** A consultation session as the server sends it. */
export function consultationSession(overrides: Partial<ConsultationSession> = {}): ConsultationSession {
  return {
    id: 's-1',
    status: 'recording',
    show_transcription: false,
    consultation_type_id: 'ct-1',
    mobile: false,
    force: false,
    started_at: '2025-01-01T09:00:00.000Z',
    finished_at: null,
    purge_at: null,
    purged_at: null,
    mode: 'consultation',
    language: 'pt',
    transcription: null,
    notes: null,
    user_inputs: [],
    generated_documents: [],
    deleted: false,
    created_at: '2025-01-01T09:00:00.000Z',
    ...overrides,
  }
}

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

/** An unsigned JWT expiring at `expiresAtMs` (the browser only decodes it, the server verifies it). */
export function jwtExpiringAt(expiresAtMs: number): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'u-1', exp: Math.floor(expiresAtMs / 1000) })}.signature`
}
