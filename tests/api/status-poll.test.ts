import { describe, expect, it, vi } from 'vitest'
import { signSessionToken } from '../../server/auth/tokens'
import { verifiedTokenCache } from '../../server/auth/verified-tokens'
import { LISTENER_NAME } from '../../server/db/connect'
import { sessionStatusCache } from '../../server/features/consultations/status-cache'
import { testAppAndAnotherServerForFile, withServerOnOwnConnections } from './test-app'
import { signedInUser } from './users'

// The status poll every phone-mode clinician sends every 5 s: answered from memory that the database's
// notifications keep current, else one prepared statement proves the sign-in session live and reads the
// active session id. Every check below polls first, so the answer it changes is the one held in memory.
const t = testAppAndAnotherServerForFile()

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
    const id = await startSession(ana)
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
    expect((await poll(ana, t.other)).json()).toEqual({ data: { id: null } })
    const id = await startSession(ana)
    // A session started through one process is seen by the other on its next poll.
    expect((await poll(ana, t.other)).json()).toEqual({ data: { id } })
    await t.app.inject({ method: 'DELETE', url: '/v1/logout', headers: ana.headers })
    expect((await poll(ana, t.other)).statusCode).toBe(401)
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

const startSession = async (who: Who) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/consultation_sessions',
    headers: who.headers,
    payload: { consultation_type_id: 'general_practice_soap', mobile: true, force: false },
  })
  return res.json().data.d_consultation_session.id as string
}
/** Polls twice, so the second answer comes from memory when the cache is listening. */
const warm = async (who: Who, app = t.app) => {
  await poll(who, app)
  return (await poll(who, app)).json()
}

describe('the status poll answered from memory', () => {
  it('answers a session started, finished or deleted through the API right away', async () => {
    const ana = await signedInUser(t)
    expect(await warm(ana)).toEqual({ data: { id: null } })
    const first = await startSession(ana)
    expect((await poll(ana)).json()).toEqual({ data: { id: first } })
    expect(await warm(ana)).toEqual({ data: { id: first } })
    await t.app.inject({
      method: 'PUT',
      url: `/v1/consultation_sessions/${first}/finish`,
      headers: ana.headers,
    })
    expect((await poll(ana)).json()).toEqual({ data: { id: null } })
    const second = await startSession(ana)
    expect(await warm(ana)).toEqual({ data: { id: second } })
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/consultation_sessions/${second}`,
      headers: ana.headers,
    })
    expect(deleted.statusCode).toBe(204)
    expect((await poll(ana)).json()).toEqual({ data: { id: null } })
  })

  it('answers what a job writes straight to the database right away', async () => {
    const ana = await signedInUser(t)
    const id = await startSession(ana)
    expect(await warm(ana)).toEqual({ data: { id } })
    await t.database.executeSql(`update consultation_sessions set status = 'finished' where id = $1`, [id])
    expect((await poll(ana)).json()).toEqual({ data: { id: null } })
    expect(await warm(ana)).toEqual({ data: { id: null } })
    await t.database.executeSql(`update consultation_sessions set status = 'paused' where id = $1`, [id])
    expect((await poll(ana)).json()).toEqual({ data: { id } })
    expect(await warm(ana)).toEqual({ data: { id } })
    await t.database.executeSql('delete from consultation_sessions where id = $1', [id])
    expect((await poll(ana)).json()).toEqual({ data: { id: null } })
  })

  it('refuses right away a sign-in session revoked or removed straight in the database', async () => {
    const ana = await signedInUser(t)
    expect(await warm(ana)).toEqual({ data: { id: null } })
    await t.database.executeSql('update auth_sessions set revoked_at = now() where user_id = $1', [
      ana.user.id,
    ])
    expect((await poll(ana)).statusCode).toBe(401)
    const bea = await signedInUser(t)
    expect(await warm(bea)).toEqual({ data: { id: null } })
    await t.database.executeSql('delete from auth_sessions where user_id = $1', [bea.user.id])
    expect((await poll(bea)).statusCode).toBe(401)
    const caio = await signedInUser(t)
    expect(await warm(caio)).toEqual({ data: { id: null } })
    await t.database.executeSql('delete from users where id = $1', [caio.user.id])
    expect((await poll(caio)).statusCode).toBe(401)
  })

  it('refuses a sign-in session once its expiry passes, with nothing written meanwhile', async () => {
    const ana = await signedInUser(t)
    await t.database.executeSql(
      `update auth_sessions set expires_at = now() + interval '1500 milliseconds' where user_id = $1`,
      [ana.user.id],
    )
    expect(await warm(ana)).toEqual({ data: { id: null } })
    await new Promise((resolve) => setTimeout(resolve, 1_700))
    expect((await poll(ana)).statusCode).toBe(401)
  })

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'keeps answering right while its PostgreSQL listening connection is cut and comes back',
    async () => {
      const ana = await signedInUser(t)
      const id = await startSession(ana)
      expect(await warm(ana)).toEqual({ data: { id } })
      const listeners = () =>
        t.database.executeSql(
          `select pid from pg_stat_activity
            where datname = current_database() and application_name = $1`,
          [LISTENER_NAME],
        )
      expect((await listeners()).rows.length).toBeGreaterThan(0)
      await t.database.executeSql(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = $1`,
        [LISTENER_NAME],
      )
      // Written while no process listens: no notification reaches anyone.
      await t.database.executeSql(`update consultation_sessions set status = 'finished' where id = $1`, [id])
      expect((await poll(ana)).json()).toEqual({ data: { id: null } })
      await expect.poll(async () => (await listeners()).rows.length, { timeout: 5_000 }).toBeGreaterThan(0)
      expect(await warm(ana)).toEqual({ data: { id: null } })
      await t.database.executeSql(`update consultation_sessions set status = 'paused' where id = $1`, [id])
      expect((await poll(ana)).json()).toEqual({ data: { id } })
    },
  )

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'sees in one server process what was written through another with its own PostgreSQL connections',
    async () => {
      await withServerOnOwnConnections(t, async (elsewhere) => {
        const ana = await signedInUser(t)
        // Its listener connects in the background; once it does, its answers come from memory.
        await expect.poll(async () => (await warm(ana, elsewhere)).data).toEqual({ id: null })
        const id = await startSession(ana)
        // Another process's notification arrives as fast as PostgreSQL delivers it, not before the write's answer.
        await expect
          .poll(async () => (await poll(ana, elsewhere)).json(), { timeout: 2_000 })
          .toEqual({
            data: { id },
          })
        expect(await warm(ana, elsewhere)).toEqual({ data: { id } })
        await t.app.inject({ method: 'DELETE', url: '/v1/logout', headers: ana.headers })
        await expect.poll(async () => (await poll(ana, elsewhere)).statusCode, { timeout: 2_000 }).toBe(401)
      })
    },
  )
})

describe('the session status cache', () => {
  const ana = { userId: 'user-ana', sessionId: 'session-ana' }
  const bea = { userId: 'user-bea', sessionId: 'session-bea' }
  let clock = 0
  const cacheOf = (options: { maxEntries?: number; maxAgeMs?: number } = {}) =>
    sessionStatusCache({ ...options, now: () => clock })

  it('answers only the user of the session it read, until its expiry', () => {
    const cache = cacheOf()
    cache.store(cache.ticket(ana.userId), ana.sessionId, { activeId: 'a1', remainingMs: 1_000 })
    expect(cache.get(ana)).toEqual({ activeId: 'a1' })
    expect(cache.get({ userId: bea.userId, sessionId: ana.sessionId })).toBeUndefined()
    clock += 999
    expect(cache.get(ana)).toEqual({ activeId: 'a1' })
    clock += 1
    expect(cache.get(ana)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('reads an entry again after its longest age, whatever the session expiry', () => {
    const cache = cacheOf({ maxAgeMs: 100 })
    cache.store(cache.ticket(ana.userId), ana.sessionId, { activeId: null, remainingMs: 3_600_000 })
    clock += 100
    expect(cache.get(ana)).toBeUndefined()
  })

  it('forgets a user when told, and refuses an answer read before it was told', () => {
    const cache = cacheOf()
    cache.store(cache.ticket(ana.userId), ana.sessionId, { activeId: 'a1', remainingMs: 60_000 })
    cache.store(cache.ticket(bea.userId), bea.sessionId, { activeId: null, remainingMs: 60_000 })
    const before = cache.ticket(ana.userId)
    cache.invalidate(ana.userId)
    expect(cache.get(ana)).toBeUndefined()
    expect(cache.get(bea)).toEqual({ activeId: null })
    cache.store(before, ana.sessionId, { activeId: 'a1', remainingMs: 60_000 })
    expect(cache.get(ana)).toBeUndefined()
    // Another user's notification does not spoil a read.
    const fresh = cache.ticket(ana.userId)
    cache.invalidate(bea.userId)
    cache.store(fresh, ana.sessionId, { activeId: 'a2', remainingMs: 60_000 })
    expect(cache.get(ana)).toEqual({ activeId: 'a2' })
  })

  it('refuses every answer read before it was cleared', () => {
    const cache = cacheOf()
    const before = cache.ticket(ana.userId)
    cache.clear()
    cache.store(before, ana.sessionId, { activeId: 'a1', remainingMs: 60_000 })
    expect(cache.size).toBe(0)
  })

  it('keeps at most its bound, dropping the oldest, and refuses older reads once it forgets who was told', () => {
    const cache = cacheOf({ maxEntries: 2 })
    for (const n of [1, 2, 3]) {
      cache.store(cache.ticket(`user-${n}`), `session-${n}`, { activeId: null, remainingMs: 60_000 })
    }
    expect(cache.size).toBe(2)
    expect(cache.get({ userId: 'user-1', sessionId: 'session-1' })).toBeUndefined()
    // The third user told overflows what it remembers of whom it told: the first one's old read is refused.
    const before = cache.ticket('user-4')
    for (const n of [4, 5, 6]) cache.invalidate(`user-${n}`)
    cache.store(before, 'session-4', { activeId: null, remainingMs: 60_000 })
    expect(cache.get({ userId: 'user-4', sessionId: 'session-4' })).toBeUndefined()
  })
})

describe('the verified-token cache', () => {
  const secret = 'a-test-secret-of-enough-length-000000'
  const token = (n: number, expiresAt = new Date(Date.now() + 3_600_000)) =>
    signSessionToken(secret, {
      userId: `00000000-0000-4000-8000-00000000000${n}`,
      sessionId: `10000000-0000-4000-8000-00000000000${n}`,
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
