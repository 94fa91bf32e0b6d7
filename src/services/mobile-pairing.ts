import { QrTokenResponse } from '../../contract/auth'
import type { Api } from './api'

/**
 * A QR token for the phone: the address the phone opens (the server's APP_URL, or the address this browser
 * used), when it stops working, and why a phone may not reach it (a loopback address, or plain HTTP).
 */
export type PhoneSignIn = { url: string; expiresAt: number; warning: 'loopback' | 'not_https' | null }

/** POST /v1/qr_token: a short-lived single-use token that signs the same clinician in on a phone. */
export async function createPhoneSignIn(api: Api): Promise<PhoneSignIn> {
  const { data } = await api.post('/v1/qr_token', { schema: QrTokenResponse })
  return { url: data.url, expiresAt: Date.parse(data.expires_at), warning: data.phone_warning }
}
