import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authEvents } from '../../../server/db/schema'
import { createConfirmedUser } from '../../../server/features/accounts/service'
import { readOutbox } from '../../support/outbox'
import { testAppForFile } from '../test-app'

const t = testAppForFile()

let people = 0
let addresses = 0
const nextIp = () => `10.20.${Math.floor(++addresses / 250)}.${addresses % 250}`

async function clinician() {
  const email = `limits${++people}@clinic.example`
  await createConfirmedUser(
    { db: t.database.db },
    { email, name: 'Dra. Ana Lima', password: 'right-pass', welcomeCredits: 0 },
  )
  return email
}

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/login',
    remoteAddress: ip,
    payload: { user: { email, password } },
  })

/** Moves this account's sign-in events back in time, as if the clinician had waited. */
const waitAsIf = (email: string, seconds: number) =>
  t.database.db
    .update(authEvents)
    .set({ at: sql`${authEvents.at} - make_interval(secs => ${seconds})` })
    .where(eq(authEvents.email, email))

describe('sign-in limits', () => {
  it('lets the clinician sign in from their own device while someone elsewhere guesses their password', async () => {
    const email = await clinician()
    const attacker = nextIp()
    for (let i = 0; i < 12; i++) await login(email, `guess-${i}`, attacker)
    expect((await login(email, 'right-pass', attacker)).statusCode).toBe(429)
    expect((await login(email, 'right-pass', nextIp())).statusCode).toBe(200)
  })

  it('makes one account from one address wait after 5 wrong passwords, longer each time, and says how long', async () => {
    const email = await clinician()
    const ip = nextIp()
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-pass', ip)).statusCode).toBe(401)
    const first = await login(email, 'right-pass', ip)
    expect(first.statusCode).toBe(429)
    expect(first.json().error.message).toMatch(/try again in (29|30) seconds/)
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(25)
    expect(Number(first.json().error.fields.retry_after_seconds)).toBeLessThanOrEqual(30)

    await waitAsIf(email, 31)
    expect((await login(email, 'wrong-pass', ip)).statusCode).toBe(401)
    const second = await login(email, 'right-pass', ip)
    expect(second.statusCode).toBe(429)
    expect(second.json().error.message).toMatch(/try again in 1 minute/)
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(55)

    await waitAsIf(email, 61)
    expect((await login(email, 'right-pass', ip)).statusCode).toBe(200)
  })

  it('lifts the delay when the password is reset', async () => {
    const email = await clinician()
    const ip = nextIp()
    for (let i = 0; i < 8; i++) await login(email, 'wrong-pass', ip)
    expect((await login(email, 'right-pass', ip)).statusCode).toBe(429)
    await t.app.inject({ method: 'POST', url: '/v1/reset_password', remoteAddress: ip, payload: { email } })
    await t.mailsSent()
    const link = readOutbox(t.config.outboxDir)
      .filter((m) => m.to.includes(email))
      .at(-1)!.link!
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/v1/reset_password/${link.token}`,
      remoteAddress: ip,
      payload: { password: 'fresh-pass', password_confirmation: 'fresh-pass' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await login(email, 'fresh-pass', ip)).statusCode).toBe(200)
  })

  it('says when the per-address limit lifts', async () => {
    const ip = nextIp()
    let last = await login('nobody@clinic.example', 'x', ip)
    for (let i = 0; i < 50 && last.statusCode !== 429; i++)
      last = await login(`nobody${i}@clinic.example`, 'x', ip)
    expect(last.statusCode).toBe(429)
    expect(last.json().error.message).toMatch(/try again in (14|15) minutes/)
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(14 * 60)
  })
})
