import { createHash, randomBytes } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'

const key = (secret: string) => new TextEncoder().encode(secret)

/** A random single-use token for a link (reset, confirm, QR) and the hash that is stored instead of it. */
export function newOneTimeToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The stored hash of a random single-use token, or null for any spelling the server never issues: base64url
 * leaves unused bits in the last character, so only the canonical spelling of 32 bytes is looked up.
 */
export function oneTimeTokenHash(token: string): string | null {
  const bytes = Buffer.from(token, 'base64url')
  if (bytes.length !== 32 || bytes.toString('base64url') !== token) return null
  return hashToken(token)
}

/** A session token: HS256 JWT whose `jti` is the revocable session id. */
export async function signSessionToken(
  secret: string,
  claims: { userId: string; sessionId: string; expiresAt: Date },
) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setJti(claims.sessionId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .setIssuer('escriba')
    .sign(key(secret))
}

export async function verifySessionToken(secret: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: 'escriba', algorithms: ['HS256'] })
    if (!payload.sub || !payload.jti) return null
    return { userId: payload.sub, sessionId: payload.jti }
  } catch {
    return null
  }
}

export type SignedTokenCheck =
  /** `useKey` is the same for every spelling of one token: what its single use is recorded by. */
  | { ok: true; email: string; expiresAt: Date; useKey: string }
  | { ok: false; reason: 'expired' | 'forged' | 'malformed' }

/**
 * A login token signed by an integrating system: an HS256 JWT with the user's `email` and an `exp`,
 * signed with the shared INTEGRATION_SECRET. Tokens living longer than `maxLifetimeSeconds` are refused.
 */
export async function verifySignedLoginToken(
  secret: string,
  token: string,
  maxLifetimeSeconds = 3600,
): Promise<SignedTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    })
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null
    const exp = payload.exp!
    if (!email || exp - Date.now() / 1000 > maxLifetimeSeconds) return { ok: false, reason: 'malformed' }
    // The decoded signature, not the token's text: the last base64url character carries bits the verifier ignores.
    const signature = Buffer.from(token.split('.')[2] ?? '', 'base64url')
    const useKey = createHash('sha256').update(signature).digest('hex')
    return { ok: true, email, expiresAt: new Date(exp * 1000), useKey }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' }
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'forged' }
    return { ok: false, reason: 'malformed' }
  }
}

/** How an integrating system makes a login token (also used by tests and the admin CLI). */
export async function signLoginTokenForIntegration(secret: string, email: string, lifetimeSeconds = 300) {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomBytes(12).toString('base64url'))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(key(secret))
}
