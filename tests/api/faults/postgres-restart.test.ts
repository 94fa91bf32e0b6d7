import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../support/server-processes'
import { createTestApp } from '../test-app'
import { signedInUser } from '../users'

/**
 * PostgreSQL restarted under load: a PostgreSQL cluster of this test's own (initdb in a temporary folder,
 * on a free loopback port, so the machine's shared server is never touched), the whole app on it, requests
 * in flight while the database stops and starts again. Every request while it is down fails cleanly (503,
 * the error body), none hangs or answers 500, and the same app serves again once it is back.
 */

const version = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql')
      .sort((a, b) => Number(a) - Number(b))
      .at(-1)
  : undefined
const bin = (name: string) => join('/usr/lib/postgresql', version ?? '', 'bin', name)
const asRoot = process.getuid?.() === 0

/** Runs a PostgreSQL program, as the postgres user when we are root (PostgreSQL refuses to run as root). */
const pgRun = (name: string, args: string[]) =>
  execFileSync(asRoot ? 'runuser' : bin(name), asRoot ? ['-u', 'postgres', '--', bin(name), ...args] : args, {
    stdio: 'pipe',
    timeout: 60_000,
  }).toString()

let dir: string
let port: number
const start = () =>
  pgRun('pg_ctl', [
    '-D',
    dir,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ])
const stop = () => pgRun('pg_ctl', ['-D', dir, '-w', '-m', 'fast', 'stop'])

let t: Awaited<ReturnType<typeof createTestApp>>
let who: Awaited<ReturnType<typeof signedInUser>>

beforeAll(async () => {
  if (!version)
    throw new Error('PostgreSQL is not installed (/usr/lib/postgresql): apt-get install postgresql')
  dir = mkdtempSync(join(tmpdir(), 'escriba-pg-restart-'))
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim()
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim()
    chownSync(dir, Number(ids), Number(gid))
  }
  port = await freePort()
  pgRun('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync'])
  start()
  // The app on this cluster: createTestApp makes its database there.
  const shared = process.env.DATABASE_URL
  process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/postgres`
  try {
    t = await createTestApp()
  } finally {
    if (shared === undefined) delete process.env.DATABASE_URL
    else process.env.DATABASE_URL = shared
  }
  who = await signedInUser(t)
}, 120_000)

afterAll(async () => {
  try {
    start()
  } catch {
    // already running
  }
  await t?.close().catch(() => {})
  try {
    stop()
  } catch {
    // already stopped
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
}, 60_000)

describe('PostgreSQL restarted under load', () => {
  it('answers 503 while the database is down and serves again when it is back, without a restart', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/consultation_sessions',
      headers: who.headers,
      payload: { consultation_type_id: 'general_practice_soap', force: true },
    })
    const sessionId = created.json().data.d_consultation_session.id as string
    const statuses: number[] = []
    const bodies: string[] = []
    let running = true
    let n = 0
    /** Four clients reading and writing for as long as the test runs (bounded by `running` and a count). */
    const client = async () => {
      while (running && n < 20_000) {
        n++
        const startedAt = Date.now()
        const res =
          n % 2
            ? await t.app.inject({ method: 'GET', url: '/v1/consultation_sessions', headers: who.headers })
            : await t.app.inject({
                method: 'PUT',
                url: `/v1/consultation_sessions/${sessionId}/transcription`,
                headers: who.headers,
                payload: { transcription: `Médico: ${n}` },
              })
        statuses.push(res.statusCode)
        if (res.statusCode >= 300) bodies.push(res.body)
        expect(Date.now() - startedAt, 'a request hung').toBeLessThan(15_000)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
    const clients = Promise.all([client(), client(), client(), client()])
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const beforeStop = statuses.length
    stop()
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const whileDown = statuses.slice(beforeStop)
    start()
    // Back within 15 s: the pool reconnects by itself.
    const deadline = Date.now() + 15_000
    let backAt = -1
    while (Date.now() < deadline && backAt < 0) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const recent = statuses.slice(-8)
      if (recent.length === 8 && recent.every((s) => s < 300)) backAt = statuses.length
    }
    running = false
    await clients

    expect(beforeStop).toBeGreaterThan(10)
    expect(whileDown.filter((s) => s === 503).length, 'requests while the database was down').toBeGreaterThan(
      0,
    )
    // Never a 401: the browser signs out on one, and an outage is no reason to.
    expect(statuses.filter((s) => s >= 300 && s !== 503)).toEqual([])
    for (const body of bodies) {
      const error = JSON.parse(body).error
      expect(error.code).toBe('unavailable')
      expect(error.message.length).toBeGreaterThan(0)
    }
    expect(backAt, 'the app did not serve again after the database came back').toBeGreaterThan(0)
    const after = await t.app.inject({
      method: 'GET',
      url: `/v1/consultation_sessions/${sessionId}`,
      headers: who.headers,
    })
    expect(after.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
  }, 120_000)
})
