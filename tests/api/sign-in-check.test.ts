import { beforeAll, describe, expect, it } from 'vitest'
import { LISTENER_NAME } from '../../server/db/connect'
import { updateUser } from '../../server/features/accounts/store'
import { testAppAndAnotherServerForFile, withServerOnOwnConnections } from './test-app'
import { signedInUser } from './users'

// The sign-in check every authenticated request passes (the token's session is live, the account is not
// disabled, and the user's row) is answered from memory that the database's notifications keep current.
// Every check below signs in and asks once or twice first, so the answer the change must overturn is the
// one held in memory; and every refusal is asserted on the very next request, never after a wait.
const t = testAppAndAnotherServerForFile()
let staff: Who

beforeAll(async () => {
  staff = await signedInUser(t, 'en')
  await updateUser(t.database.db, staff.user.id, { isStaff: true })
})

type Who = Awaited<ReturnType<typeof signedInUser>>
type App = typeof t.app
const call = (who: Who, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: object, app?: App) =>
  (app ?? t.app).inject({ method, url, headers: who.headers, ...(body ? { payload: body } : {}) })
const account = (who: Who, app?: App) => call(who, 'GET', '/v1/account', undefined, app)
/** Asks twice, so the second answer comes from memory when the cache is listening. */
const warm = async (who: Who, app?: App) => {
  expect((await account(who, app)).statusCode).toBe(200)
  const res = await account(who, app)
  expect(res.statusCode).toBe(200)
  return res.json().data.d_user
}
const expired = async (who: Who, app?: App) => {
  const res = await account(who, app)
  expect(res.statusCode).toBe(401)
  expect(res.json().error.message).toBe('Your session has expired; sign in again')
}
let ip = 0
/** Another sign-in of the same account (a phone beside the desktop). */
const secondLogin = async (who: Who): Promise<Who> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { user: { email: who.email, password: who.password } },
    remoteAddress: `10.8.0.${++ip}`,
  })
  expect(res.statusCode).toBe(200)
  return { ...who, headers: { authorization: String(res.headers.authorization) } }
}
const sql = (text: string, values: unknown[] = []) => t.database.executeSql(text, values)

describe('the sign-in check answered from memory', () => {
  it('refuses a session on the very next request after its logout', async () => {
    const ana = await signedInUser(t)
    const phone = await secondLogin(ana)
    await warm(ana)
    await warm(phone)
    expect((await call(ana, 'DELETE', '/v1/logout')).statusCode).toBe(204)
    await expired(ana)
    // Only that session: the phone's stays signed in.
    expect((await account(phone)).statusCode).toBe(200)
  })

  it('refuses the other sessions at once after a password change, and every one after account deletion', async () => {
    const ana = await signedInUser(t)
    const phone = await secondLogin(ana)
    await warm(phone)
    await warm(ana)
    const changed = await call(ana, 'PUT', '/v1/account', {
      user: { current_password: ana.password, password: 'brand-new', password_confirmation: 'brand-new' },
    })
    expect(changed.statusCode).toBe(200)
    await expired(phone)
    await warm(ana)
    expect((await call(ana, 'DELETE', '/v1/account')).statusCode).toBe(204)
    await expired(ana)
  })

  it('refuses a disabled account at once, and a staff member whose rights were taken away', async () => {
    const ana = await signedInUser(t)
    await warm(ana)
    const disabled = await call(staff, 'POST', `/v1/staff/accounts/${ana.user.id}/disable`, {
      reason: 'Shared account',
    })
    expect(disabled.statusCode, disabled.body).toBe(200)
    await expired(ana)

    const colleague = await signedInUser(t, 'en')
    expect((await call(colleague, 'GET', '/v1/staff/audit')).statusCode).toBe(403)
    await call(staff, 'PUT', `/v1/staff/accounts/${colleague.user.id}/staff`, { staff: true })
    expect((await call(colleague, 'GET', '/v1/staff/audit')).statusCode).toBe(200)
    expect((await call(colleague, 'GET', '/v1/staff/audit')).statusCode).toBe(200)
    await call(staff, 'PUT', `/v1/staff/accounts/${colleague.user.id}/staff`, { staff: false })
    expect((await call(colleague, 'GET', '/v1/staff/audit')).statusCode).toBe(403)
  })

  it('answers what is written straight to the database (a job, an admin command) on the next request', async () => {
    const ana = await signedInUser(t)
    await warm(ana)
    await sql(`update users set name = 'Dra. Ana Sousa', language = 'en' where id = $1`, [ana.user.id])
    expect(await warm(ana)).toMatchObject({ name: 'Dra. Ana Sousa', language: 'en' })
    await sql('update users set disabled_at = now() where id = $1', [ana.user.id])
    await expired(ana)
    await sql('update users set disabled_at = null where id = $1', [ana.user.id])
    expect((await account(ana)).statusCode).toBe(200)

    await warm(ana)
    await sql('update auth_sessions set revoked_at = now() where user_id = $1', [ana.user.id])
    await expired(ana)
    const bea = await signedInUser(t)
    await warm(bea)
    await sql('delete from auth_sessions where user_id = $1', [bea.user.id])
    await expired(bea)
    const caio = await signedInUser(t)
    await warm(caio)
    await sql('delete from users where id = $1', [caio.user.id])
    await expired(caio)
    const dina = await signedInUser(t)
    await warm(dina)
    await sql(`update auth_sessions set expires_at = now() - interval '1 second' where user_id = $1`, [
      dina.user.id,
    ])
    await expired(dina)
  })

  it('answers from memory: a change whose notification is turned off is not seen until another one is', async () => {
    const ana = await signedInUser(t)
    expect(await warm(ana)).toMatchObject({ name: 'Dra. Ana Lima' })
    await sql('alter table users disable trigger users_sign_in_notify')
    try {
      await sql(`update users set name = 'Sem aviso' where id = $1`, [ana.user.id])
      expect((await account(ana)).json().data.d_user.name).toBe('Dra. Ana Lima')
    } finally {
      await sql('alter table users enable trigger users_sign_in_notify')
    }
    await sql(`update users set language = 'de' where id = $1`, [ana.user.id])
    expect((await account(ana)).json().data.d_user).toMatchObject({ name: 'Sem aviso', language: 'de' })
  })

  it('refuses a cached session once its expiry passes by the database clock, with nothing written meanwhile', async () => {
    const ana = await signedInUser(t)
    await sql(
      `update auth_sessions set expires_at = now() + interval '1500 milliseconds' where user_id = $1`,
      [ana.user.id],
    )
    await warm(ana)
    await new Promise((resolve) => setTimeout(resolve, 1_700))
    await expired(ana)
  })

  it('is current in every server process on the database: what one changes, the other refuses at once', async () => {
    const ana = await signedInUser(t)
    await warm(ana, t.other)
    expect((await call(ana, 'DELETE', '/v1/logout')).statusCode).toBe(204)
    await expired(ana, t.other)

    const bea = await signedInUser(t)
    await warm(bea)
    await warm(bea, t.other)
    await call(
      staff,
      'POST',
      `/v1/staff/accounts/${bea.user.id}/disable`,
      { reason: 'Left the clinic' },
      t.other,
    )
    await expired(bea)
  })

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'refuses at once, in a server process with its own PostgreSQL connections, what another one changed',
    async () => {
      const listening = async () =>
        (
          (
            await sql(
              `select count(*)::int as n from pg_stat_activity
                where datname = current_database() and application_name = $1`,
              [LISTENER_NAME],
            )
          ).rows[0] as { n: number }
        ).n
      // The two processes already listening on every channel.
      const before = await listening()
      await withServerOnOwnConnections(t, async (elsewhere) => {
        // It listens on every channel (half as many connections as the two others) before the race is run.
        await expect.poll(listening, { timeout: 5_000 }).toBe(before + before / 2)
        // Many rounds, each refused on the request that follows the change with no wait in between: an
        // answer from memory that ran ahead of the database's notification would let one through.
        for (let round = 0; round < 15; round += 1) {
          const ana = await signedInUser(t)
          await warm(ana, elsewhere)
          expect((await call(ana, 'DELETE', '/v1/logout')).statusCode).toBe(204)
          await expired(ana, elsewhere)

          const bea = await signedInUser(t)
          await warm(bea)
          const disabled = await call(
            staff,
            'POST',
            `/v1/staff/accounts/${bea.user.id}/disable`,
            { reason: 'Left the clinic' },
            elsewhere,
          )
          expect(disabled.statusCode).toBe(200)
          await expired(bea)
        }
        const colleague = await signedInUser(t, 'en')
        await updateUser(t.database.db, colleague.user.id, { isStaff: true })
        expect((await call(colleague, 'GET', '/v1/staff/audit', undefined, elsewhere)).statusCode).toBe(200)
        expect((await call(colleague, 'GET', '/v1/staff/audit', undefined, elsewhere)).statusCode).toBe(200)
        await call(staff, 'PUT', `/v1/staff/accounts/${colleague.user.id}/staff`, { staff: false })
        expect((await call(colleague, 'GET', '/v1/staff/audit', undefined, elsewhere)).statusCode).toBe(403)
      })
    },
  )

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'refuses a revoked session while its PostgreSQL listening connection is cut, and after it comes back',
    async () => {
      const ana = await signedInUser(t)
      await warm(ana)
      const listeners = async () =>
        (
          await sql(
            `select pid from pg_stat_activity where datname = current_database() and application_name = $1`,
            [LISTENER_NAME],
          )
        ).rows.length
      const before = await listeners()
      expect(before).toBeGreaterThan(0)
      await sql(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = $1`,
        [LISTENER_NAME],
      )
      // Written while no process listens: no notification reaches anyone.
      await sql('update auth_sessions set revoked_at = now() where user_id = $1', [ana.user.id])
      await expired(ana)
      await expect.poll(listeners, { timeout: 5_000 }).toBe(before)
      const bea = await signedInUser(t)
      await warm(bea)
      await sql('update auth_sessions set revoked_at = now() where user_id = $1', [bea.user.id])
      await expired(bea)
    },
  )
})
