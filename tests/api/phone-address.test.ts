import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { request } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser, phoneWarning } from '../../server/features/accounts/service'
import { createTestApp } from './test-app'

// A self-signed certificate for 'localhost', made for this test (the built-in HTTPS reads PEM files).
const certDir = mkdtempSync(join(tmpdir(), 'escriba-tls-'))
const TLS_CERT = join(certDir, 'cert.pem')
const TLS_KEY = join(certDir, 'key.pem')
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-keyout',
    TLS_KEY,
    '-out',
    TLS_CERT,
  ],
  { stdio: 'ignore' },
)

let t: Awaited<ReturnType<typeof createTestApp>>
let session: string

beforeAll(async () => {
  // No APP_URL: the phone opens the address the browser used.
  t = await createTestApp({ TLS_CERT, TLS_KEY })
  const user = { email: 'phone@example.org', password: 'a long enough password' }
  await createConfirmedUser({ db: t.database.db }, { ...user, name: 'Dra. Telefone', welcomeCredits: 1 })
  const login = await t.app.inject({ method: 'POST', url: '/v1/login', payload: { user } })
  session = String(login.headers.authorization).replace(/^Bearer /, '')
  await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await t?.close()
})

/** A request over the server's own HTTPS, as a browser that opened `host` sends it. */
function overHttps(method: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = t.app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        rejectUnauthorized: false,
        headers: { host, authorization: `Bearer ${session}` },
      },
      (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}
const qr = async (host: string) => {
  const res = await overHttps('POST', '/v1/qr_token', host)
  expect(res.status).toBe(201)
  return JSON.parse(res.body).data
}

describe('the phone opens an address it can reach', () => {
  it('takes the address the browser used when APP_URL is not set, and warns when a phone cannot use it', async () => {
    const body = await qr('192.168.1.20:3000')
    // The test app serves HTTPS (TLS_CERT/TLS_KEY), so the LAN address is an https one a phone can use.
    expect(body.url).toBe(`https://192.168.1.20:3000/autologin/${encodeURIComponent(body.token)}`)
    expect(body.phone_warning).toBeNull()

    const loopback = await qr('localhost:3000')
    expect(loopback.url).toMatch(/^https:\/\/localhost:3000\/autologin\//)
    expect(loopback.phone_warning).toBe('loopback')
  })

  it.each([
    ['http://127.0.0.1:3000', 'loopback'],
    ['http://[::1]:3000', 'loopback'],
    ['http://localhost', 'loopback'],
    ['http://192.168.1.20:3000', 'not_https'],
    ['https://escriba.lan', null],
  ])('%s → %s', (origin, warning) => {
    expect(phoneWarning(origin)).toBe(warning)
  })

  it('serves HTTPS itself when TLS_CERT and TLS_KEY are set', async () => {
    expect((await overHttps('GET', '/health', 'localhost')).status).toBe(200)
  })
})
