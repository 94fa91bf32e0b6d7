import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../../contract/api'
import { CLIENT_VERSION } from '../../contract/common'
import { ConfigError, loadConfig } from '../../server/config'
import { errorReports } from '../../server/db/schema'
import { insertErrorReport } from '../../server/features/error-reports/store'
import { buildOpenApiDocument } from '../../server/http/openapi'
import { anotherServer, createTestApp } from './test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let staticDir: string

const validReport = () => ({
  access_token: t.config.errorReportToken,
  environment: 'staging',
  code_version: '1.0.0',
  level: 'error' as const,
  source: 'ui' as const,
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at Home',
  url: 'http://localhost/',
  telemetry: [{ type: 'navigation' as const, at: new Date().toISOString(), message: '/ → /login' }],
  truncated: false,
  occurred_at: new Date().toISOString(),
})

/** A GET as a browser asks for a page. */
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'escriba-dist-'))
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)')
  t = await createTestApp({ STATIC_DIR: staticDir, MIN_CLIENT_VERSION: '0.0.17' })
})
afterAll(async () => {
  await t?.close()
})

describe('health', () => {
  it('answers 200 when the database and the job queue answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', jobs: 'ok' })
  })

  it('answers 503 naming the database when it is gone', async () => {
    const broken = await createTestApp()
    await broken.jobs.stop()
    await broken.database.close()
    const res = await broken.app.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: 'failing', database: 'failing' })
    await broken.close()
  })
})

describe('bad input gets a 400 naming the field, never a 500', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/error_reports',
      headers: { 'content-type': contentType },
      payload,
    })

  it('rejects malformed JSON', async () => {
    const res = await post('{"access_token": ')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({ code: 'bad_request', fields: { body: expect.any(String) } })
  })

  it('rejects an empty JSON body', async () => {
    const res = await post('')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty('body')
  })

  it('rejects a wrong type and names the field', async () => {
    const res = await post(JSON.stringify({ ...validReport(), level: 42 }))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('validation_failed')
    expect(Object.keys(res.json().error.fields)).toEqual(['level'])
  })

  it('rejects a missing field and names it', async () => {
    const { message: _omitted, ...withoutMessage } = validReport()
    const res = await post(JSON.stringify(withoutMessage))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ message: expect.stringContaining('expected string') })
  })

  it('names a nested field by its dotted path', async () => {
    const report = validReport()
    const res = await post(JSON.stringify({ ...report, telemetry: [{ ...report.telemetry[0], type: 'x' }] }))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toHaveProperty(['telemetry.0.type'])
  })

  it('rejects a body that is not JSON with 415', async () => {
    const res = await post('hello', 'text/plain')
    expect(res.statusCode).toBe(415)
    expect(res.json().error.code).toBe('unsupported_media_type')
  })

  it('answers an unknown API route with the error body', async () => {
    const res = await page('/v1/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route GET /v1/nothing-here' } })
  })

  it('hides the stack of an unexpected failure', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'escriba-data-'))
    const app = await anotherServer(t, t.database, {
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    })
    app.get('/v1/boom', async () => {
      throw new Error('secret internals at /srv/escriba/server.ts:12')
    })
    const res = await app.inject({ method: 'GET', url: '/v1/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.body).not.toContain('secret internals')
    expect(res.json().error.code).toBe('internal')
    await app.close()
  })
})

describe('client version', () => {
  const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/health', headers })

  it('marks an outdated browser app as deprecated', async () => {
    const res = await get({ 'client-version': '0.0.16' })
    expect(res.headers['client-deprecated']).toBe('true')
  })

  it('leaves a current browser app alone', async () => {
    expect((await get({ 'client-version': '0.0.17' })).headers['client-deprecated']).toBeUndefined()
    expect((await get({ 'client-version': '0.1.0' })).headers['client-deprecated']).toBeUndefined()
    expect((await get({})).headers['client-deprecated']).toBeUndefined()
  })
})

describe('error reports', () => {
  it('gives the browser its reporter token and environment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/client_config' })
    expect(res.json()).toEqual({
      data: { error_report_token: t.config.errorReportToken, environment: 'staging', code_version: '1.0.0' },
    })
  })

  it('stores a report with its telemetry and the client version', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/error_reports',
      headers: { 'client-version': CLIENT_VERSION },
      payload: validReport(),
    })
    expect(res.statusCode).toBe(201)
    const rows = await t.database.db.select().from(errorReports)
    const row = rows.find((r) => r.id === res.json().data.id)
    expect(row).toMatchObject({ source: 'ui', clientVersion: CLIENT_VERSION, environment: 'staging' })
    expect(row?.telemetry).toHaveLength(1)
  })

  it('refuses a report without the access token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/error_reports',
      payload: { ...validReport(), access_token: 'x'.repeat(43) },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.fields).toHaveProperty('access_token')
  })

  it('accepts at most 60 reports a minute from one address', async () => {
    const fresh = await createTestApp()
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) {
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/v1/error_reports',
        payload: { ...validReport(), access_token: fresh.config.errorReportToken },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(60)
    expect(statuses.at(-1)).toBe(429)
    await fresh.close()
  })

  it('purges reports past retention through the job queue', async () => {
    const old = await insertErrorReport(t.database.db, validReport(), null)
    await t.database.db
      .update(errorReports)
      .set({ receivedAt: new Date(Date.now() - 91 * 24 * 3600 * 1000) })
      .where(eq(errorReports.id, old))
    const before = await t.database.db.select().from(errorReports)
    await t.jobs.send('purge-error-reports', {})
    await expect
      .poll(async () => (await t.database.db.select().from(errorReports)).length, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(before.length - 1)
  })
})

describe('OpenAPI', () => {
  it('documents every call of the contract at /docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    for (const call of Object.values(api)) {
      const path = call.path.replace(/:([A-Za-z_]+)/g, '{$1}')
      expect(doc.paths[path]?.[call.method.toLowerCase()], `${call.method} ${call.path}`).toBeDefined()
    }
    expect(doc.paths['/v1/error_reports'].post['x-escriba-status']).toBeUndefined()
    expect(doc.paths['/v1/login'].post['x-escriba-status']).toBeUndefined()
    // The assistant is served now; a call without a route would be marked planned.
    expect(doc.paths['/assistant'].post['x-escriba-status']).toBeUndefined()
    expect(buildOpenApiDocument(() => false).paths['/assistant']!.post).toMatchObject({
      'x-escriba-status': 'planned',
    })
  })

  it('serves a browsable page at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })
})

describe('the browser app on the same port', () => {
  it('answers every client-side route with index.html under a strict CSP', async () => {
    for (const url of ['/', '/login', '/consultation/abc', '/settings/account/7', '/generate/letter']) {
      const res = await page(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('<div id="root">')
      expect(res.headers['cache-control']).toBe('no-cache')
    }
    const csp = String((await page('/')).headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
  })

  it('serves hashed assets as immutable and misses as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    expect((await page('/assets/missing-1.js')).statusCode).toBe(404)
  })

  it('never answers an API call with the app shell', async () => {
    const res = await page('/assistant/nothing')
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('not_found')
  })
})

describe('configuration', () => {
  it('generates the JWT secret once and keeps it in the data folder', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'escriba-data-'))
    const first = loadConfig({ DATA_DIR: dataDir })
    const second = loadConfig({ DATA_DIR: dataDir })
    expect(first.jwtSecret).toHaveLength(43)
    expect(second.jwtSecret).toBe(first.jwtSecret)
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600)
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40) }).jwtSecret).toBe('y'.repeat(40))
  })

  it('names the variable that is wrong', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'escriba-data-'))
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ DATA_DIR: dataDir, WHISPER_FIT_CONTEXT: 'yes' })).toThrow(/WHISPER_FIT_CONTEXT/)
    // The built-in HTTPS needs both files, each readable.
    expect(() => loadConfig({ DATA_DIR: dataDir, TLS_CERT: join(dataDir, 'cert.pem') })).toThrow(/TLS_KEY/)
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        TLS_CERT: join(dataDir, 'none.pem'),
        TLS_KEY: join(dataDir, 'none.pem'),
      }),
    ).toThrow(/TLS_CERT: cannot read/)
  })

  it('fits the encoder to short chunks unless told not to', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'escriba-data-'))
    expect(loadConfig({ DATA_DIR: dataDir }).transcription.whisperFitContext).toBe(true)
    expect(
      loadConfig({ DATA_DIR: dataDir, WHISPER_FIT_CONTEXT: 'false' }).transcription.whisperFitContext,
    ).toBe(false)
  })
})
