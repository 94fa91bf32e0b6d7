import { QrTokenResponse } from '../../contract/auth'
import type { Api } from './api'

/** A QR token for the phone, with the address the phone opens and when it stops working. */
export type PhoneSignIn = { url: string; expiresAt: number }

/** The address the phone opens: /autologin/{token} on this app's origin. */
export const autologinUrl = (origin: string, token: string) =>
  `${origin.replace(/\/$/, '')}/autologin/${encodeURIComponent(token)}`

/** POST /v1/qr_token: a short-lived single-use token that signs the same clinician in on a phone. */
export async function createPhoneSignIn(api: Api, origin: string): Promise<PhoneSignIn> {
  const { data } = await api.post('/v1/qr_token', { schema: QrTokenResponse })
  return { url: autologinUrl(origin, data.token), expiresAt: Date.parse(data.expires_at) }
}
