import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../server/app'
import { signSessionToken } from '../../server/auth/tokens'
import { verifiedTokenCache } from '../../server/auth/verified-tokens'
import { createTestApp } from './test-app'
import { signedInUser } from './users'

// The status poll every phone-mode clinician sends every 5 s: one prepared statement proves the sign-in
// session live and reads the active session id; only token signatures are remembered between requests.
let t: Awaited<ReturnType<typeof createTestApp>>
/** A second server process on the same database, as on the PostgreSQL scale path. */
let other: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  t = await createTestApp()
  other = await buildApp({
    config: t.config,
    database: t.database,
    jobs: t.jobs,
    mailer: { send: async () => {} },
    blobs: t.blobs,
    engine: t.engine,
    generation: t.generation,
  })
  await other.ready()
})
afterAll(async () => {
  await other?.close()
  await t?.close()
})

const STATUS = '/v1/consultation_sessions/active/status'
type Who = { headers: { authorization: string } }
const poll = (who: Who, app = t.app) => app.inject({ method: 'GET', url: STATUS, headers: who.headers })
let ip = 0
const secondLogin = async (email: string, password: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { user: { email, password } },
    remoteAddress: `10.9.0.${++ip}`,
  })
  return { headers: { authorization: String(res.headers.authorization) } }
}

describe('the status poll', () => {
  it('answers the active session id, or null, with no-store', async () => {
    const ana = await signedInUser(t)
    const idle = await poll(ana)
    expect(idle.statusCode).toBe(200)
    expect(idle.headers['cache-control']).toBe('no-store')
    expect(idle.json()).toEqual({ data: { id: null } })
    const started = await t.app.inject({
      method: 'POST',
      url: '/v1/consultation_sessions',
      headers: ana.headers,
      payload: { consultation_type_id: 'general_practice_soap', mobile: true, force: false },
    })
    const id = started.json().data.d_consultation_session.id
    expect((await poll(ana)).json()).toEqual({ data: { id } })
    // Another clinician's active session is never theirs.
    expect((await poll(await signedInUser(t))).json()).toEqual({ data: { id: null } })
    await t.app.inject({ method: 'PUT', url: `/v1/consultation_sessions/${id}/finish`, headers: ana.headers })
    expect((await poll(ana)).json()).toEqual({ data: { id: null } })
  })

  it('refuses no token, a forged one and a malformed one', async () => {
    const ana = await signedInUser(t)
    expect((await t.app.inject({ method: 'GET', url: STATUS })).statusCode).toBe(401)
    const forged = `${ana.token.slice(0, -4)}AAAA`
    for (const token of [forged, 'not-a-jwt']) {
      const res = await t.app.inject({
        method: 'GET',
        url: STATUS,
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(401)
      expect(res.json().error.message).toBe('Your session has expired; sign in again')
    }
  })

  it('stops answering at once after logout, although the token was just verified', async () => {
    const ana = await signedInUser(t)
    expect((await poll(ana)).statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/logout', headers: ana.headers })).statusCode,
    ).toBe(204)
    const res = await poll(ana)
    expect(res.statusCode).toBe(401)
    expect(res.json().error.message).toBe('Your session has expired; sign in again')
  })

  it('stops answering the other sessions at once after a password change, and after account deletion', async () => {
    const ana = await signedInUser(t)
    const phone = await secondLogin(ana.email, ana.password)
    expect((await poll(phone)).statusCode).toBe(200)
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/v1/account',
      headers: ana.headers,
      payload: {
        user: { current_password: ana.password, password: 'brand-new', password_confirmation: 'brand-new' },
      },
    })
    expect(changed.statusCode).toBe(200)
    expect((await poll(phone)).statusCode).toBe(401)
    expect((await poll(ana)).statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/account', headers: ana.headers })).statusCode,
    ).toBe(204)
    expect((await poll(ana)).statusCode).toBe(401)
  })

  it('is revoked everywhere at once when several server processes share the database', async () => {
    const ana = await signedInUser(t)
    expect((await poll(ana, other)).json()).toEqual({ data: { id: null } })
    const started = await t.app.inject({
      method: 'POST',
      url: '/v1/consultation_sessions',
      headers: ana.headers,
      payload: { consultation_type_id: 'general_practice_soap', mobile: true, force: false },
    })
    // A session started through one process is seen by the other on its next poll.
    expect((await poll(ana, other)).json()).toEqual({
      data: { id: started.json().data.d_consultation_session.id },
    })
    await t.app.inject({ method: 'DELETE', url: '/v1/logout', headers: ana.headers })
    expect((await poll(ana, other)).statusCode).toBe(401)
  })

  it('refuses a session past its expiry by the database clock', async () => {
    const ana = await signedInUser(t)
    await t.database.executeSql(
      `update auth_sessions set expires_at = now() - interval '1 second' where user_id = $1`,
      [ana.user.id],
    )
    expect((await poll(ana)).statusCode).toBe(401)
  })
})

describe('the verified-token cache', () => {
  const secret = 'a-test-secret-of-enough-length-000000'
  const token = (n: number, expiresAt = new Date(Date.now() + 3_600_000)) =>
    signSessionToken(secret, {
      userId: '00000000-0000-4000-8000-00000000000' + n,
      sessionId: '10000000-0000-4000-8000-00000000000' + n,
      expiresAt,
    })

  it('keeps at most its bound, dropping the oldest', async () => {
    const cache = verifiedTokenCache(secret, 2)
    const tokens = await Promise.all([1, 2, 3].map((n) => token(n)))
    for (const one of tokens) expect(await cache.verify(one)).not.toBeNull()
    expect(cache.size).toBe(2)
    // The dropped one is verified again, not refused.
    expect(await cache.verify(tokens[0]!)).toEqual({
      userId: '00000000-0000-4000-8000-000000000001',
      sessionId: '10000000-0000-4000-8000-000000000001',
    })
  })

  it('refuses a remembered token once it has expired', async () => {
    const cache = verifiedTokenCache(secret)
    const soon = await token(4, new Date(Date.now() + 60_000))
    expect(await cache.verify(soon)).not.toBeNull()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 120_000)
      expect(await cache.verify(soon)).toBeNull()
      expect(cache.size).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('never remembers a token with a wrong signature', async () => {
    const cache = verifiedTokenCache(secret)
    const good = await token(5)
    expect(await cache.verify(good)).not.toBeNull()
    expect(await cache.verify(`${good.slice(0, -4)}AAAA`)).toBeNull()
    expect(await verifiedTokenCache('another-secret-of-enough-length-0000').verify(good)).toBeNull()
    expect(cache.size).toBe(1)
  })
})
