import { describe, expect, it } from 'vitest'
import { signLoginTokenForIntegration } from '../../server/auth/tokens'
import { authEvents, oneTimeTokens } from '../../server/db/schema'
import { createConfirmedUser } from '../../server/features/accounts/service'
import { readOutbox } from '../support/outbox'
import { createTestApp, testAppForFile } from './test-app'

const INTEGRATION_SECRET = 'integration-secret-of-the-hospital-system-0123456789'
const t = testAppForFile({ INTEGRATION_SECRET, APP_URL: 'https://escriba.example' })
let ip = 0
/** Each test signs in from its own address, so the per-address limits of one test do not reach another. */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const call = (
  method: Method,
  url: string,
  options: { body?: unknown; token?: string; ip?: string; lang?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  })

const tokenOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers.authorization).replace(/^Bearer /, '')
let emails = 0
const newEmail = () => `clinician${++emails}@clinic.example`

async function confirmedUser(password = 'secret-pass') {
  const email = newEmail()
  await createConfirmedUser(
    { db: t.database.db },
    { email, name: 'Dra. Ana Lima', password, welcomeCredits: 5 },
  )
  const res = await call('POST', '/v1/login', { body: { user: { email, password } }, ip: nextIp() })
  expect(res.statusCode).toBe(200)
  return { email, password, token: tokenOf(res), user: res.json().data.d_user }
}

/** The last mail to this email, once the mails queued so far are sent. */
const lastMailTo = async (email: string) => {
  await t.mailsSent()
  return readOutbox(t.config.outboxDir)
    .filter((m) => m.to.includes(email))
    .at(-1)
}

describe('signup and email confirmation', () => {
  it('creates the account, mails a confirmation link in the user language, and the link signs in once', async () => {
    const email = newEmail()
    const res = await call('POST', '/v1/signup', {
      body: { user: { name: 'Dr. Hans Weber', email, password: 'secret-pass', language: 'de' } },
      ip: nextIp(),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().data.d_user).toMatchObject({ email, language: 'de', email_confirmed: false })
    expect(res.headers.authorization).toBeUndefined()

    const mail = (await lastMailTo(email))!
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Escriba')
    expect(mail.link?.url).toMatch(/^https:\/\/escriba\.example\/confirm_email\//)

    const early = await call('POST', '/v1/login', {
      body: { user: { email, password: 'secret-pass' } },
      ip: nextIp(),
    })
    expect(early.statusCode).toBe(403)
    expect(early.json().error.code).toBe('email_not_confirmed')

    const confirmed = await call('PATCH', `/v1/confirm_email/${mail.link!.token}`)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().data.d_user.email_confirmed).toBe(true)
    const account = await call('GET', '/v1/account', { token: tokenOf(confirmed) })
    expect(account.json().data.d_user.email).toBe(email)

    const again = await call('PATCH', `/v1/confirm_email/${mail.link!.token}`)
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('token_invalid')
  })

  it('mails a new confirmation link on request, the same answer for any email', async () => {
    const email = newEmail()
    await call('POST', '/v1/signup', {
      body: { user: { name: 'Dra. Inês Sá', email, password: 'secret-pass', language: 'pt' } },
      ip: nextIp(),
    })
    const first = (await lastMailTo(email))!.link!.token
    const again = await call('POST', '/v1/confirm_email', { body: { email }, ip: nextIp() })
    const unknown = await call('POST', '/v1/confirm_email', {
      body: { email: 'ghost@clinic.example' },
      ip: nextIp(),
    })
    expect(again.statusCode).toBe(202)
    expect(unknown.json()).toEqual(again.json())
    const second = (await lastMailTo(email))!.link!.token
    expect(second).not.toBe(first)
    expect((await call('PATCH', `/v1/confirm_email/${second}`)).statusCode).toBe(200)
    const confirmed = await call('POST', '/v1/confirm_email', { body: { email }, ip: nextIp() })
    expect(confirmed.statusCode).toBe(202)
    expect((await lastMailTo(email))!.link!.token).toBe(second)
  })

  it.each([
    [{ name: 'Al', email: 'a@b.pt', password: 'secret-pass', language: 'pt' }, 'user.name'],
    [{ name: 'Dra. Ana', email: 'not-an-email', password: 'secret-pass', language: 'pt' }, 'user.email'],
    [{ name: 'Dra. Ana', email: 'a@b.pt', password: '12345', language: 'pt' }, 'user.password'],
    [{ name: 'Dra. Ana', email: 'a@b.pt', password: 'secret-pass', language: 'fr' }, 'user.language'],
    [{ name: 'Dra. Ana', email: 'a@b.pt', password: 'secret-pass' }, 'user.language'],
  ])('refuses %o naming %s', async (user, field) => {
    const res = await call('POST', '/v1/signup', { body: { user }, ip: nextIp() })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty([field])
  })

  it('makes no second account with the same email, whatever its case', async () => {
    const { email, password } = await confirmedUser()
    const res = await call('POST', '/v1/signup', {
      body: {
        user: { name: 'Dra. Ana', email: email.toUpperCase(), password: 'other-pass', language: 'pt' },
      },
      ip: nextIp(),
    })
    expect(res.statusCode).toBe(201)
    const signIn = (pass: string) =>
      call('POST', '/v1/login', { body: { user: { email, password: pass } }, ip: nextIp() })
    expect((await signIn('other-pass')).statusCode).toBe(401)
    expect((await signIn(password)).statusCode).toBe(200)
  })

  it('refuses an invitation that does not exist', async () => {
    const res = await call('POST', '/v1/signup', {
      body: {
        user: { name: 'Dra. Ana', email: newEmail(), password: 'secret-pass', language: 'pt' },
        invitation_token: 'abc',
      },
      ip: nextIp(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty('invitation_token')
  })

  it('limits signups from one address', async () => {
    const address = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', '/v1/signup', {
        body: { user: { name: 'Dra. Ana', email: newEmail(), password: 'secret-pass', language: 'pt' } },
        ip: address,
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('login and logout', () => {
  it('answers d_user in data and the token in the Authorization header', async () => {
    const { token, user, email } = await confirmedUser()
    expect(token.split('.')).toHaveLength(3)
    expect(user).toMatchObject({ email, force_password_change: false, consultation_mode: 'desktop' })
  })

  it('says only "Invalid credentials" for a wrong password or an unknown email', async () => {
    const { email } = await confirmedUser()
    const wrong = await call('POST', '/v1/login', {
      body: { user: { email, password: 'nope-nope' } },
      ip: nextIp(),
    })
    const unknown = await call('POST', '/v1/login', {
      body: { user: { email: 'nobody@clinic.example', password: 'nope-nope' } },
      ip: nextIp(),
    })
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.json().error).toEqual({ code: 'invalid_credentials', message: 'Invalid credentials' })
    }
  })

  it('revokes the token on the server at logout', async () => {
    const { token } = await confirmedUser()
    expect((await call('DELETE', '/v1/logout', { token })).statusCode).toBe(204)
    const after = await call('GET', '/v1/account', { token })
    expect(after.statusCode).toBe(401)
  })

  it('refuses forged, expired and missing tokens', async () => {
    const { token } = await confirmedUser()
    const [h, p] = token.split('.')
    expect((await call('GET', '/v1/account', { token: `${h}.${p}.forged` })).statusCode).toBe(401)
    expect((await call('GET', '/v1/account')).statusCode).toBe(401)
    const short = await createTestApp({ TOKEN_TTL_SECONDS: '5' })
    const email = newEmail()
    await createConfirmedUser(
      { db: short.database.db },
      { email, name: 'Dr. Rui', password: 'secret-pass', welcomeCredits: 0 },
    )
    const login = await short.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { user: { email, password: 'secret-pass' } },
    })
    const shortToken = tokenOf(login)
    const claims = JSON.parse(Buffer.from(shortToken.split('.')[1]!, 'base64url').toString())
    expect(claims.exp - claims.iat).toBe(5)
    await new Promise((r) => setTimeout(r, 6000))
    const res = await short.app.inject({
      method: 'GET',
      url: '/v1/account',
      headers: { authorization: `Bearer ${shortToken}` },
    })
    expect(res.statusCode).toBe(401)
    await short.close()
  }, 20_000)

  it('keeps an audit trail of sign-in events', async () => {
    const { token, user } = await confirmedUser()
    await call('DELETE', '/v1/logout', { token })
    const events = (await t.database.db.select().from(authEvents))
      .filter((e) => e.userId === user.id)
      .map((e) => e.event)
    expect(events).toEqual(['login_succeeded', 'logout'])
  })
})

describe('account', () => {
  it('changes profile fields and keeps the email', async () => {
    const { token } = await confirmedUser()
    const user = {
      name: 'Dra. Ana Lima Costa',
      phone_number: '+351 912 345 678',
      medical_speciality_id: 'cardiology',
      language: 'en',
      opt_in_newsletter: true,
      save_audios: true,
      consultation_mode: 'mobile',
    }
    const res = await call('PUT', '/v1/account', { token, body: { user } })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.d_user).toMatchObject(user)
  })

  it.each([
    [{ name: 'Jo' }, 'user.name'],
    [{ phone_number: 'call me' }, 'user.phone_number'],
    [{ language: 'it' }, 'user.language'],
    [{ email: 'other@clinic.example' }, 'user.email'],
    [{ medical_speciality_id: 'astrology' }, 'user.medical_speciality_id'],
    [
      { password: 'new-pass', password_confirmation: 'other-pass', current_password: 'secret-pass' },
      'user.password_confirmation',
    ],
    [{ password: 'new', password_confirmation: 'new', current_password: 'secret-pass' }, 'user.password'],
    [
      { password: 'new-pass', password_confirmation: 'new-pass', current_password: 'wrong' },
      'user.current_password',
    ],
  ])('refuses %o naming %s', async (user, field) => {
    const { token } = await confirmedUser()
    const res = await call('PUT', '/v1/account', { token, body: { user } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty([field])
  })

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const first = await confirmedUser()
    const other = await call('POST', '/v1/login', {
      body: { user: { email: first.email, password: first.password } },
      ip: nextIp(),
    })
    const res = await call('PUT', '/v1/account', {
      token: first.token,
      body: {
        user: { current_password: first.password, password: 'brand-new', password_confirmation: 'brand-new' },
      },
    })
    expect(res.statusCode).toBe(200)
    expect((await call('GET', '/v1/account', { token: first.token })).statusCode).toBe(200)
    expect((await call('GET', '/v1/account', { token: tokenOf(other) })).statusCode).toBe(401)
    const relogin = await call('POST', '/v1/login', {
      body: { user: { email: first.email, password: 'brand-new' } },
      ip: nextIp(),
    })
    expect(relogin.statusCode).toBe(200)
  })

  it('deletes the account of the given bearer token and nothing else', async () => {
    const doomed = await confirmedUser()
    const bystander = await confirmedUser()
    expect((await call('DELETE', '/v1/account', { token: doomed.token })).statusCode).toBe(204)
    expect((await call('GET', '/v1/account', { token: doomed.token })).statusCode).toBe(401)
    const login = await call('POST', '/v1/login', {
      body: { user: { email: doomed.email, password: doomed.password } },
      ip: nextIp(),
    })
    expect(login.statusCode).toBe(401)
    expect((await call('GET', '/v1/account', { token: bystander.token })).json().data.d_user.email).toBe(
      bystander.email,
    )
  })

  it('answers each user only their own account', async () => {
    const a = await confirmedUser()
    const b = await confirmedUser()
    expect((await call('GET', '/v1/account', { token: a.token })).json().data.d_user.id).toBe(a.user.id)
    expect((await call('GET', '/v1/account', { token: b.token })).json().data.d_user.id).toBe(b.user.id)
    expect((await call('GET', '/v1/organizations', { token: a.token })).json()).toEqual({
      data: { d_organizations: [] },
    })
  })

  it('lists medical specialities in the language asked for', async () => {
    const pt = await call('GET', '/v1/medical_specialities', { lang: 'pt-PT,pt;q=0.9' })
    const de = await call('GET', '/v1/medical_specialities', { lang: 'de' })
    const fallback = await call('GET', '/v1/medical_specialities', { lang: 'fr-FR' })
    expect(pt.json().data.d_medical_specialities).toContainEqual({ id: 'cardiology', name: 'Cardiologia' })
    expect(de.json().data.d_medical_specialities).toContainEqual({ id: 'cardiology', name: 'Kardiologie' })
    expect(fallback.json().data.d_medical_specialities[0]).toEqual({
      id: 'general_practice',
      name: 'Medicina Geral e Familiar',
    })
    expect(pt.json().data.d_medical_specialities.length).toBeGreaterThanOrEqual(20)
  })
})

describe('password reset', () => {
  const askReset = (email: string) => call('POST', '/v1/reset_password', { body: { email }, ip: nextIp() })
  /** The link a reset request mails to this address. */
  const resetLink = async (email: string) => {
    await askReset(email)
    return (await lastMailTo(email))!.link!
  }
  const setPassword = (link: { token: string }, password: string, confirmation = password) =>
    call('PATCH', `/v1/reset_password/${link.token}`, {
      body: { password, password_confirmation: confirmation },
    })

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const { email } = await confirmedUser()
    const known = await askReset(email)
    const unknown = await askReset('ghost@clinic.example')
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(202)
    expect(unknown.json()).toEqual(known.json())
    expect((await lastMailTo(email))?.link?.kind).toBe('reset_password')
    expect(await lastMailTo('ghost@clinic.example')).toBeUndefined()
  })

  it('sets the new password once, ends every session, and refuses the link again', async () => {
    const { email, token } = await confirmedUser()
    const link = await resetLink(email)
    const mismatch = await setPassword(link, 'fresh-pass', 'other-pass')
    expect(mismatch.statusCode).toBe(400)
    expect(mismatch.json().error.fields).toHaveProperty('password_confirmation')
    const ok = await setPassword(link, 'fresh-pass')
    expect(ok.statusCode).toBe(200)
    expect((await call('GET', '/v1/account', { token })).statusCode).toBe(401)
    const login = await call('POST', '/v1/login', {
      body: { user: { email, password: 'fresh-pass' } },
      ip: nextIp(),
    })
    expect(login.statusCode).toBe(200)
    const reused = await setPassword(link, 'other-pass')
    expect(reused.statusCode).toBe(400)
    expect(reused.json().error.code).toBe('token_invalid')
  })

  it('refuses an expired reset link', async () => {
    const { email } = await confirmedUser()
    const link = await resetLink(email)
    await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) })
    const res = await setPassword(link, 'fresh-pass')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('token_invalid')
  })

  it('limits reset requests per account', async () => {
    const { email } = await confirmedUser()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await askReset(email)).statusCode)
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  })
})

describe('QR and signed-token login', () => {
  it('signs a phone in once with a QR token that lives 5 minutes', async () => {
    const desktop = await confirmedUser()
    const res = await call('POST', '/v1/qr_token', { token: desktop.token })
    expect(res.statusCode).toBe(201)
    const { token, expires_at, url, phone_warning } = res.json().data
    // APP_URL is the address the phone opens, whatever address the browser used.
    expect(url).toBe(`https://escriba.example/autologin/${encodeURIComponent(token)}`)
    expect(phone_warning).toBeNull()
    const lifetime = new Date(expires_at).getTime() - Date.now()
    expect(lifetime).toBeGreaterThan(4.9 * 60_000)
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000)
    const phone = await call('POST', '/v1/auto_login/', { body: { token } })
    expect(phone.statusCode).toBe(200)
    expect(phone.json().data.d_user.id).toBe(desktop.user.id)
    expect((await call('GET', '/v1/account', { token: tokenOf(phone) })).statusCode).toBe(200)
    const again = await call('POST', '/v1/auto_login/', { body: { token } })
    expect(again.statusCode).toBe(400)
  })

  it('needs a session to make a QR token', async () => {
    expect((await call('POST', '/v1/qr_token')).statusCode).toBe(401)
  })

  it('accepts a token signed by the integrating system once, and refuses forged, expired or replayed ones', async () => {
    const { email, user } = await confirmedUser()
    const token = await signLoginTokenForIntegration(INTEGRATION_SECRET, email)
    const ok = await call('POST', '/v1/signed_token_login/', { body: { token } })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().data.d_user.id).toBe(user.id)

    const replay = await call('POST', '/v1/signed_token_login/', { body: { token } })
    expect(replay.statusCode).toBe(401)
    expect(replay.json().error.fields).toEqual({ token: 'replayed' })

    const forged = await signLoginTokenForIntegration('another-secret-another-secret-0123456789', email)
    expect(
      (await call('POST', '/v1/signed_token_login/', { body: { token: forged } })).json().error.fields,
    ).toEqual({
      token: 'forged',
    })
    const expired = await signLoginTokenForIntegration(INTEGRATION_SECRET, email, -10)
    expect(
      (await call('POST', '/v1/signed_token_login/', { body: { token: expired } })).json().error.fields,
    ).toEqual({
      token: 'expired',
    })
  })
})
