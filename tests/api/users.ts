import { randomBytes } from 'node:crypto'
import { createConfirmedUser } from '../../server/features/accounts/service'
import type { createTestApp } from './test-app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** A confirmed clinician signed in through the real login endpoint; `headers` carry the bearer token. */
export async function signedInUser(t: TestApp, language: 'pt' | 'en' | 'de' | 'es' = 'pt') {
  const email = `clinician-${randomBytes(4).toString('hex')}@clinic.example`
  const password = 'secret-pass'
  const user = await createConfirmedUser(
    { db: t.database.db },
    { email, name: 'Dra. Ana Lima', password, language, welcomeCredits: t.config.credits.welcome },
  )
  const res = await t.app.inject({ method: 'POST', url: '/v1/login', payload: { user: { email, password } } })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
  const token = String(res.headers.authorization).replace(/^Bearer /, '')
  return { user, email, password, token, headers: { authorization: `Bearer ${token}` } }
}
