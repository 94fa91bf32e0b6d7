import { describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../../../server/features/accounts/service'
import { readOutbox } from '../../support/outbox'
import { testAppForFile } from '../test-app'

const t = testAppForFile({ APP_URL: 'https://escriba.example' })

let n = 0
const nextIp = () => `10.30.0.${++n}`
const signup = (email: string, password = 'someone-elses') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/signup',
    remoteAddress: nextIp(),
    payload: { user: { name: 'Dr. Rui Sousa', email, password, language: 'en' } },
  })
/** The mails to this email, once the mails queued so far are sent. */
const mailsTo = async (email: string) => {
  await t.mailsSent()
  return readOutbox(t.config.outboxDir).filter((m) => m.to.includes(email))
}

describe('signup does not tell who has an account', () => {
  it('answers a taken email as it answers a new one, and mails the owner a reset link instead', async () => {
    const taken = 'owner@clinic.example'
    await createConfirmedUser(
      { db: t.database.db },
      { email: taken, name: 'Dra. Ana Lima', password: 'right-pass', language: 'pt', welcomeCredits: 0 },
    )
    const fresh = await signup('newcomer@clinic.example')
    const existing = await signup(taken.toUpperCase())
    expect(existing.statusCode).toBe(fresh.statusCode)
    expect(existing.statusCode).toBe(201)
    const { id: _freshId, email: freshEmail, ...freshUser } = fresh.json().data.d_user
    const { id: _takenId, email: takenEmail, ...takenUser } = existing.json().data.d_user
    expect(takenUser).toEqual(freshUser)
    expect([freshEmail, takenEmail]).toEqual(['newcomer@clinic.example', taken])
    expect(existing.headers.authorization).toBeUndefined()
    expect(Object.keys(existing.headers).sort()).toEqual(Object.keys(fresh.headers).sort())

    const mail = (await mailsTo(taken)).at(-1)!
    expect(mail.subject).toMatch(/tentou criar uma conta/)
    expect(mail.link?.kind).toBe('reset_password')
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/v1/reset_password/${mail.link!.token}`,
      payload: { password: 'fresh-pass', password_confirmation: 'fresh-pass' },
    })
    expect(reset.statusCode).toBe(200)
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/login',
      remoteAddress: nextIp(),
      payload: { user: { email: taken, password: 'fresh-pass' } },
    })
    expect(login.statusCode).toBe(200)
  })

  it('mails the owner at most three times an hour however often someone tries', async () => {
    const taken = 'busy-owner@clinic.example'
    await createConfirmedUser(
      { db: t.database.db },
      { email: taken, name: 'Dra. Ana Lima', password: 'right-pass', welcomeCredits: 0 },
    )
    for (let i = 0; i < 6; i++) expect((await signup(taken)).statusCode).toBe(201)
    expect(await mailsTo(taken)).toHaveLength(3)
  })
})
