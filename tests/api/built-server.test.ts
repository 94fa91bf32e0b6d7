import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../scripts/build-server'
import { readOutbox } from '../support/outbox'
import { type ServerProcess, spawnServer } from '../support/server-processes'
import { TEST_WHISPER_MODEL } from './test-app'

/**
 * `npm start` runs the server built to plain JavaScript (scripts/build-server.ts), not the sources the rest of
 * the suite runs: a build that leaves out a file the server reads at run time, or a package it loads, fails
 * here. It starts on an empty data folder (the database is created in a child process), loads the Whisper
 * worker, and answers real calls.
 */

const outdir = join(process.cwd(), '.tmp', `built-server-${process.pid}`)
let server: ServerProcess

beforeAll(async () => {
  const entry = await buildServer(outdir)
  server = await spawnServer({ WHISPER_MODEL_PATH: TEST_WHISPER_MODEL }, ['--enable-source-maps', entry])
  await server.healthy()
})

afterAll(async () => {
  await server?.stop()
  rmSync(outdir, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function call(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }
}

describe('the built server', () => {
  it('creates its database, runs the migrations and loads the Whisper worker from the built output', async () => {
    const deadline = Date.now() + 30_000
    let health = await call('GET', '/health')
    while (health.body.engines.transcription.state === 'starting' && Date.now() < deadline) {
      await sleep(200)
      health = await call('GET', '/health')
    }
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({ status: 'ok', database: 'ok', jobs: 'ok' })
    expect(health.body.engines.transcription).toEqual({ ready: true, state: 'ready', reason: null })
  })

  it('signs a clinician up, mails the confirmation, signs them in and starts a consultation', async () => {
    const email = 'built-server@clinic.example'
    const signup = await call('POST', '/v1/signup', {
      body: { user: { name: 'Dra. Ana Lima', email, password: 'secret-pass', language: 'pt' } },
    })
    expect(signup.status).toBe(201)
    expect(signup.body.data.d_user).toMatchObject({ email, email_confirmed: false })

    const outbox = join(server.dataDir, 'outbox')
    const deadline = Date.now() + 20_000
    let mail = readOutbox(outbox).find((m) => m.to.includes(email))
    while (!mail && Date.now() < deadline) {
      await sleep(100)
      mail = readOutbox(outbox).find((m) => m.to.includes(email))
    }
    expect(mail?.link?.kind).toBe('confirm_email')

    const confirmed = await call('PATCH', `/v1/confirm_email/${mail!.link!.token}`)
    expect(confirmed.status).toBe(200)
    const token = String(confirmed.headers.get('authorization')).replace(/^Bearer /, '')

    const created = await call('POST', '/v1/consultation_sessions', {
      token,
      body: { consultation_type_id: 'general_practice_soap', mobile: false, force: true },
    })
    expect(created.status).toBe(201)
    const listed = await call('GET', '/v1/consultation_sessions', { token })
    expect(listed.status).toBe(200)
    expect(JSON.stringify(listed.body)).toContain(created.body.data.d_consultation_session.id)
  })
})
