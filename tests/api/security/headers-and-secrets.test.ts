import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signLoginTokenForIntegration } from '../../../server/auth/tokens'
import { createConfirmedUser } from '../../../server/features/accounts/service'
import { createLogger, loggableUrl } from '../../../server/http/logging'
import { readOutbox } from '../../support/outbox'
import { createTestApp } from '../test-app'

/**
 * Headers on every kind of answer (API, error, router error, the app shell), the rate limits of the calls
 * that can be guessed at, and secrets: the server log (captured at trace level) never holds a password, a
 * bearer token or a single-use link's token, and no body returns a password or a session token.
 */

const INTEGRATION_SECRET = 'headers-suite-integration-secret-0123456789'
let t: Awaited<ReturnType<typeof createTestApp>>
const logLines: string[] = []
let staticDir: string

beforeAll(async () => {
  staticDir = join(process.cwd(), '.tmp', `static-${randomBytes(4).toString('hex')}`)
  mkdirSync(join(staticDir, 'assets'), { recursive: true })
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)')
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk))
      done()
    },
  })
  t = await createTestApp(
    { INTEGRATION_SECRET, STATIC_DIR: staticDir },
    { logger: createLogger('trace', sink) },
  )
})
afterAll(async () => {
  await t?.close()
  rmSync(staticDir, { recursive: true, force: true })
})

let address = 0
/** Each caller from its own loopback address unless told, so per-address limits only bite where meant. */
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { body?: object; token?: string; from?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: options.from ?? `127.2.${(++address >> 8) & 255}.${address & 255}`,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.headers ?? {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  })

async function clinician(password = `pw-${randomBytes(6).toString('hex')}`) {
  const email = `clinician-${randomBytes(4).toString('hex')}@clinic.example`
  const user = await createConfirmedUser(
    { db: t.database.db },
    { email, name: 'Dra. Ana Lima', password, language: 'pt', welcomeCredits: 5 },
  )
  const res = await call('POST', '/v1/login', { body: { user: { email, password } } })
  expect(res.statusCode).toBe(200)
  return { user, email, password, token: String(res.headers.authorization).replace(/^Bearer /, '') }
}

function expectSecurityHeaders(res: Awaited<ReturnType<typeof call>>, what: string) {
  const h = res.headers
  expect(h['x-content-type-options'], what).toBe('nosniff')
  expect(h['x-frame-options'], what).toBe('SAMEORIGIN')
  expect(h['referrer-policy'], what).toBe('no-referrer')
  expect(h['cross-origin-opener-policy'], what).toBe('same-origin')
  expect(h['cross-origin-resource-policy'], what).toBe('same-origin')
  expect(h['strict-transport-security'], what).toMatch(/^max-age=\d+/)
  expect(h['x-permitted-cross-domain-policies'], what).toBe('none')
  expect(h['permissions-policy'], what).toContain('microphone=(self)')
  expect(h['permissions-policy'], what).toContain('camera=(self)')
  expect(h['permissions-policy'], what).toContain('geolocation=()')
  expect(h['x-powered-by'], what).toBeUndefined()
  const csp = String(h['content-security-policy'])
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "connect-src 'self'",
  ])
    expect(csp, what).toContain(directive)
  // The built app plays audio and shows PDFs and images from blob: URLs, and nothing runs from elsewhere.
  expect(csp, what).toMatch(/media-src 'self' blob:/)
  expect(csp, what).toMatch(/img-src 'self' data: blob:/)
  expect(csp, what).toMatch(/frame-src 'self' blob:/)
  expect(csp, what).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|https?:|\*)/)
  expect(csp, what).not.toMatch(/connect-src[^;]*(https?:|\*)/)
}

describe('security headers', () => {
  it('sends them on API answers, errors, router errors and the app shell', async () => {
    const { token } = await clinician()
    const answers = {
      'an API answer': await call('GET', '/v1/account', { token }),
      'a public answer': await call('GET', '/health'),
      'a 401': await call('GET', '/v1/account'),
      'a validation error': await call('POST', '/v1/login', { body: { user: { email: 'x' } } }),
      'a missing route': await call('GET', '/v1/nothing-here'),
      'the app shell': await call('GET', '/consultation/abc', { headers: { accept: 'text/html' } }),
    }
    for (const [what, res] of Object.entries(answers)) expectSecurityHeaders(res, what)
    // The router answers an over-long address before any hook: a JSON error that may load nothing.
    const long = await call('GET', `/v1/organizations/${'x'.repeat(2_000)}`, { token })
    expect(long.statusCode).toBe(414)
    expect(long.json().error).toMatchObject({ code: 'bad_request', fields: { path: 'Too long' } })
    expect(long.body).not.toContain('xxxxxxxxxx')
    expect(long.headers['content-security-policy']).toContain("default-src 'none'")
    expect(long.headers['x-content-type-options']).toBe('nosniff')
    expect(long.headers['permissions-policy']).toContain('geolocation=()')
    expect(answers['the app shell'].body).toContain('<div id="root">')
  })

  it('keeps API answers out of every cache, and lets hashed assets be cached', async () => {
    const { token } = await clinician()
    for (const url of ['/v1/account', '/v1/consultation_sessions', '/v1/credits']) {
      expect(String((await call('GET', url, { token })).headers['cache-control']), url).toContain('no-store')
    }
    expect(String((await call('GET', '/v1/account')).headers['cache-control']), 'a 401').toContain('no-store')
    const asset = await call('GET', '/assets/app-1a2b3c.js')
    expect(asset.headers['cache-control']).toContain('immutable')
  })
})

describe('rate limits', () => {
  it('refuses the right password after five wrong ones for one account from one address, saying how long to wait', async () => {
    const { email, password } = await clinician()
    const from = '127.4.0.1'
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/v1/login', { body: { user: { email, password: `wrong-${i}` } }, from })
      expect(res.statusCode).toBe(401)
    }
    const locked = await call('POST', '/v1/login', { body: { user: { email, password } }, from })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().error).toMatchObject({ code: 'rate_limited' })
    expect(locked.json().error.message).toMatch(/try again in \d+ seconds/)
    expect(locked.headers.authorization).toBeUndefined()
  })

  it('refuses more than 50 sign-in attempts from one address within 15 minutes', async () => {
    const from = '127.3.0.1'
    let last = 0
    for (let i = 0; i < 51; i++) {
      last = (
        await call('POST', '/v1/login', {
          from,
          body: { user: { email: `nobody-${i}@clinic.example`, password: 'whatever' } },
        })
      ).statusCode
    }
    expect(last).toBe(429)
    // Another address is not held back by it.
    const other = await call('POST', '/v1/login', {
      from: '127.3.0.2',
      body: { user: { email: 'nobody@clinic.example', password: 'whatever' } },
    })
    expect(other.statusCode).toBe(401)
  })

  it('refuses an eleventh sign-up from one address within the hour', async () => {
    const from = '127.3.1.1'
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const email = `signup-${randomBytes(4).toString('hex')}@clinic.example`
      statuses.push(
        (
          await call('POST', '/v1/signup', {
            from,
            body: { user: { name: 'Dr. Novo', email, password: 'secret-pass', language: 'pt' } },
          })
        ).statusCode,
      )
    }
    expect(statuses.slice(0, 10).every((s) => s === 201 || s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('refuses a sixth reset mail for one account within the hour', async () => {
    const { email } = await clinician()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await call('POST', '/v1/reset_password', { body: { email } })).statusCode)
    expect(statuses.slice(0, 5).every((s) => s < 300)).toBe(true)
    expect(statuses[5]).toBe(429)
  })

  it('refuses a flood of error reports from the browser', async () => {
    const report = {
      access_token: t.config.errorReportToken,
      environment: 'staging',
      code_version: '1.0.0',
      level: 'error',
      source: 'ui',
      message: 'TypeError',
      telemetry: [],
      occurred_at: new Date().toISOString(),
    }
    const statuses: number[] = []
    for (let i = 0; i < 70; i++)
      statuses.push((await call('POST', '/v1/error_reports', { from: '127.3.2.1', body: report })).statusCode)
    expect(statuses[0]).toBe(201)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('secrets', () => {
  it('never writes a password, a bearer token or a single-use token to the log, nor returns them in a body', async () => {
    logLines.length = 0
    const password = `Pw-${randomBytes(8).toString('hex')}`
    const signupEmail = `log-${randomBytes(4).toString('hex')}@clinic.example`
    const bodies: string[] = []
    const keep = async (res: Awaited<ReturnType<typeof call>>) => {
      bodies.push(res.body)
      return res
    }
    // Sign-up, confirmation link, sign-in.
    await keep(
      await call('POST', '/v1/signup', {
        body: { user: { name: 'Dra. Log', email: signupEmail, password, language: 'pt' } },
      }),
    )
    await t.mailsSent()
    const confirmToken = readOutbox(t.config.outboxDir).find(
      (m) => m.to.includes(signupEmail) && m.link?.kind === 'confirm_email',
    )!.link!.token
    const confirmed = await keep(await call('PATCH', `/v1/confirm_email/${confirmToken}`))
    expect(confirmed.statusCode).toBe(200)
    const login = await keep(
      await call('POST', '/v1/login', { body: { user: { email: signupEmail, password } } }),
    )
    const token = String(login.headers.authorization).replace(/^Bearer /, '')
    expect(token.length).toBeGreaterThan(20)
    await keep(
      await call('POST', '/v1/login', {
        body: { user: { email: signupEmail, password: `${password}-wrong` } },
      }),
    )
    // Authenticated calls, a password change, a QR login, an integration login, a reset link.
    await keep(await call('GET', '/v1/account', { token }))
    const newPassword = `New-${randomBytes(8).toString('hex')}`
    await keep(
      await call('PUT', '/v1/account', {
        token,
        body: {
          user: { current_password: password, password: newPassword, password_confirmation: newPassword },
        },
      }),
    )
    const relogin = await call('POST', '/v1/login', {
      body: { user: { email: signupEmail, password: newPassword } },
    })
    const session = String(relogin.headers.authorization).replace(/^Bearer /, '')
    const qr = (await keep(await call('POST', '/v1/qr_token', { token: session }))).json().data
      .token as string
    const qrLogin = await keep(await call('POST', '/v1/auto_login/', { body: { token: qr } }))
    expect(qrLogin.statusCode).toBe(200)
    const signed = await signLoginTokenForIntegration(INTEGRATION_SECRET, signupEmail)
    await keep(await call('POST', '/v1/signed_token_login/', { body: { token: signed } }))
    await keep(await call('POST', '/v1/reset_password', { body: { email: signupEmail } }))
    await t.mailsSent()
    const resetToken = readOutbox(t.config.outboxDir)
      .filter((m) => m.to.includes(signupEmail) && m.link?.kind === 'reset_password')
      .at(-1)!.link!.token
    const resetPassword = `Reset-${randomBytes(8).toString('hex')}`
    const reset = await keep(
      await call('PATCH', `/v1/reset_password/${resetToken}`, {
        body: { password: resetPassword, password_confirmation: resetPassword },
      }),
    )
    expect(reset.statusCode).toBe(200)
    // An invitation link, and the app shell's own token routes.
    const { token: admin } = await clinician()
    const org = (
      await call('POST', '/v1/organizations', {
        token: admin,
        body: { organization: { name: 'Clínica Log' } },
      })
    ).json().data.d_organization.id as string
    const invited = `invited-${randomBytes(4).toString('hex')}@clinic.example`
    await call('POST', `/v1/organizations/${org}/invitations`, { token: admin, body: { emails: invited } })
    await t.mailsSent()
    const invitationToken = /\/organization\/invitations\/([A-Za-z0-9_-]+)/.exec(
      readOutbox(t.config.outboxDir)
        .filter((m) => m.to.includes(invited))
        .at(-1)?.text ?? '',
    )![1]!
    await keep(await call('GET', `/v1/organization_invitations/${invitationToken}`))
    await call('GET', `/autologin/${qr}`, { headers: { accept: 'text/html' } })
    await call('GET', `/reset_password/${resetToken}`, { headers: { accept: 'text/html' } })

    const log = logLines.join('')
    expect(log).toContain('incoming request')
    expect(log).toContain('/v1/reset_password/[redacted]')
    const secrets = {
      password,
      newPassword,
      resetPassword,
      'the session token': token,
      'the second session token': session,
      'the confirmation token': confirmToken,
      'the QR token': qr,
      'the signed login token': signed,
      'the reset token': resetToken,
      'the invitation token': invitationToken,
    }
    for (const [what, secret] of Object.entries(secrets))
      expect(log.includes(secret), `${what} is in the log`).toBe(false)
    // Bodies: never a password or its hash; the session token travels in the Authorization header only.
    const all = bodies.join('\n')
    for (const secret of [password, newPassword, resetPassword, token, session])
      expect(all.includes(secret), 'a body returns a secret').toBe(false)
    expect(all).not.toMatch(/password_hash|\$argon2/)
  })

  it('masks every kind of token in a logged address', () => {
    expect(loggableUrl('/v1/reset_password/abc?x=1')).toBe('/v1/reset_password/[redacted]?x=1')
    expect(loggableUrl('/v1/organization_invitations/abc/accept')).toBe(
      '/v1/organization_invitations/[redacted]/accept',
    )
    expect(loggableUrl('/integration/abc')).toBe('/integration/[redacted]')
    expect(loggableUrl('/assistant/run?assistant_key=a&thread_key=b&run_key=c')).toBe(
      '/assistant/run?assistant_key=a&thread_key=[redacted]&run_key=[redacted]',
    )
    expect(loggableUrl('/v1/consultation_sessions/123')).toBe('/v1/consultation_sessions/123')
  })
})
