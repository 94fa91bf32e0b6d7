import { describe, expect, it } from 'vitest'
import { signLoginTokenForIntegration } from '../../../server/auth/tokens'
import { readOutbox } from '../../support/outbox'
import { testAppForFile } from '../test-app'
import { signedInUser } from '../users'

const INTEGRATION_SECRET = 'integration-secret-of-the-hospital-system-0123456789'
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

const t = testAppForFile({ INTEGRATION_SECRET })

/** The other spellings of a base64url text whose last character carries two unused bits. */
function otherSpellings(text: string) {
  const last = ALPHABET.indexOf(text.at(-1)!)
  return [0, 1, 2, 3]
    .map((low) => `${text.slice(0, -1)}${ALPHABET[(last & ~3) | low]}`)
    .filter((spelling) => spelling !== text)
}

const post = (url: string, body?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(body ? { payload: body } : {}) })

/** The link of the last mail to this email, once the mails queued so far are sent. */
const lastLink = async (email: string) => {
  await t.mailsSent()
  return readOutbox(t.config.outboxDir)
    .filter((m) => m.to.includes(email))
    .at(-1)?.link
}

describe('single-use tokens are used once, whatever their spelling', () => {
  it('refuses every other spelling of a signed integration login token once it was used', async () => {
    const { email } = await signedInUser(t)
    const token = await signLoginTokenForIntegration(INTEGRATION_SECRET, email)
    const [head, payload, signature] = token.split('.') as [string, string, string]
    const spellings = otherSpellings(signature).map((s) => `${head}.${payload}.${s}`)
    expect(spellings).toHaveLength(3)
    expect((await post('/v1/signed_token_login/', { token })).statusCode).toBe(200)
    for (const spelling of spellings) {
      const replay = await post('/v1/signed_token_login/', { token: spelling })
      expect(replay.statusCode).toBe(401)
      expect(replay.json().error.fields).toEqual({ token: 'replayed' })
    }
  })

  it('records the use of a signed token by its signature, so a respelling used first blocks the original', async () => {
    const { email } = await signedInUser(t)
    const token = await signLoginTokenForIntegration(INTEGRATION_SECRET, email)
    const [head, payload, signature] = token.split('.') as [string, string, string]
    const respelt = `${head}.${payload}.${otherSpellings(signature)[0]}`
    expect((await post('/v1/signed_token_login/', { token: respelt })).statusCode).toBe(200)
    expect((await post('/v1/signed_token_login/', { token })).statusCode).toBe(401)
  })

  it('accepts only the issued spelling of a QR token, and only once', async () => {
    const desktop = await signedInUser(t)
    const { token } = (await post('/v1/qr_token', undefined, desktop.headers)).json().data
    for (const spelling of otherSpellings(token)) {
      expect((await post('/v1/auto_login/', { token: spelling })).statusCode).toBe(400)
    }
    expect((await post('/v1/auto_login/', { token })).statusCode).toBe(200)
    for (const spelling of [token, ...otherSpellings(token)]) {
      expect((await post('/v1/auto_login/', { token: spelling })).statusCode).toBe(400)
    }
  })

  it('accepts only the issued spelling of a reset link, and only once', async () => {
    const { email } = await signedInUser(t)
    await post('/v1/reset_password', { email })
    const { token } = (await lastLink(email))!
    const reset = (spelling: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/reset_password/${spelling}`,
        payload: { password: 'fresh-pass', password_confirmation: 'fresh-pass' },
      })
    for (const spelling of otherSpellings(token)) {
      const refused = await reset(spelling)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.fields).toHaveProperty('token')
    }
    expect((await reset(token)).statusCode).toBe(200)
    for (const spelling of [token, ...otherSpellings(token)])
      expect((await reset(spelling)).statusCode).toBe(400)
  })

  it('accepts only the issued spelling of a confirmation link, and only once', async () => {
    const email = `new-${Date.now()}@clinic.example`
    const signup = await post('/v1/signup', {
      user: { name: 'Dr. Rui Sousa', email, password: 'secret-pass', language: 'pt' },
    })
    expect(signup.statusCode).toBeLessThan(300)
    const { token } = (await lastLink(email))!
    const confirm = (spelling: string) =>
      t.app.inject({ method: 'PATCH', url: `/v1/confirm_email/${spelling}` })
    for (const spelling of otherSpellings(token)) expect((await confirm(spelling)).statusCode).toBe(400)
    expect((await confirm(token)).statusCode).toBe(200)
    for (const spelling of [token, ...otherSpellings(token)])
      expect((await confirm(spelling)).statusCode).toBe(400)
  })

  it('knows an invitation only by the issued spelling of its link', async () => {
    const admin = await signedInUser(t)
    const invitee = await signedInUser(t)
    const org = await post('/v1/organizations', { organization: { name: 'Clínica do Largo' } }, admin.headers)
    const orgId = org.json().data.d_organization.id
    await post(`/v1/organizations/${orgId}/invitations`, { emails: invitee.email }, admin.headers)
    await t.mailsSent()
    const token = /\/organization\/invitations\/([A-Za-z0-9_-]+)/.exec(
      readOutbox(t.config.outboxDir)
        .filter((m) => m.to.includes(invitee.email))
        .at(-1)!.text,
    )![1]!
    for (const spelling of otherSpellings(token)) {
      expect(
        (await post(`/v1/organization_invitations/${spelling}/accept`, undefined, invitee.headers))
          .statusCode,
      ).toBe(404)
    }
    expect(
      (await post(`/v1/organization_invitations/${token}/accept`, undefined, invitee.headers)).statusCode,
    ).toBe(200)
    expect(
      (await post(`/v1/organization_invitations/${token}/accept`, undefined, invitee.headers)).statusCode,
    ).toBe(409)
  })
})
