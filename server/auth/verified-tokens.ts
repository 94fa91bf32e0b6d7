import { decodeJwt } from 'jose'
import { verifySessionToken } from './tokens'

export interface SessionClaims {
  userId: string
  sessionId: string
}

/**
 * Session tokens whose signature was already checked, so a clinician polling every 5 s costs one HMAC per
 * token rather than one per request. Safe with several server processes: it only remembers what the token
 * itself proves (signature and expiry); whether the session is still live is asked on every request of the
 * sign-in check (or, for the status poll, of its cache), which the database's notifications keep current,
 * so a logout anywhere takes effect at once. Bounded: the oldest entry goes when it is full.
 */
export function verifiedTokenCache(secret: string, maxEntries = 10_000) {
  const verified = new Map<string, SessionClaims & { expiresAtMs: number }>()
  return {
    async verify(token: string): Promise<SessionClaims | null> {
      const hit = verified.get(token)
      if (hit) {
        if (hit.expiresAtMs > Date.now()) return { userId: hit.userId, sessionId: hit.sessionId }
        verified.delete(token)
        return null
      }
      const claims = await verifySessionToken(secret, token)
      if (!claims) return null
      const exp = decodeJwt(token).exp
      if (typeof exp !== 'number') return claims
      if (verified.size >= maxEntries) verified.delete(verified.keys().next().value as string)
      verified.set(token, { ...claims, expiresAtMs: exp * 1000 })
      return claims
    },
    get size() {
      return verified.size
    },
  }
}
