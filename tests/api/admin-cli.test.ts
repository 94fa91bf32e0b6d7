import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runScript } from '../support/run-script'
import { freePort, type ServerProcess, startServer as startProcess } from '../support/server-processes'
import { dataDirWithDatabase } from './test-app'

/**
 * `npm run admin` on the embedded database, with and without a running server: with one, the command runs
 * inside it through its loopback endpoint (the database is the server's alone); without, the command line
 * opens the database itself; when neither can work it says why within seconds.
 */

const { DATABASE_URL: _embedded, ...inherited } = process.env

/** Runs `npm run admin -- …` as support does, and how long it took. */
async function admin(dataDir: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now()
  const run = await runScript('scripts/admin.ts', args, {
    env: { ...inherited, DATA_DIR: dataDir, WELCOME_CREDITS: '10', LOG_LEVEL: 'silent', ...env },
  })
  return { ...run, ms: Date.now() - started }
}

const dataDir = dataDirWithDatabase('escriba-admin-')
const endpointFile = join(dataDir, 'admin-endpoint.json')
let server: ServerProcess | null = null
let base = ''
const STAFF = 'sam.support@escriba.example'

/** The real server process on the data folder, until it answers /health and its admin endpoint is up. */
async function startServer() {
  server = startProcess({ dataDir, port: await freePort(), env: { WELCOME_CREDITS: '10', WORKERS: 'false' } })
  base = server.baseUrl
  await server.healthy(90_000)
  await expect.poll(() => existsSync(endpointFile), { timeout: 10_000 }).toBe(true)
}

async function stopServer() {
  await server?.stop()
}

async function staffAudit() {
  const login = await fetch(`${base}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: STAFF, password: 'secret-pass' } }),
  })
  expect(login.status).toBe(200)
  const res = await fetch(`${base}/v1/staff/audit`, {
    headers: { authorization: login.headers.get('authorization')! },
  })
  expect(res.status).toBe(200)
  return (await res.json()).data.d_audit as { action: string; via: string; actor: { label: string } }[]
}

afterAll(async () => {
  await stopServer()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('npm run admin on the embedded database', () => {
  it('opens the database itself when no server runs, and audits the command', async () => {
    const created = await admin(dataDir, [
      'user:create',
      '--email',
      STAFF,
      '--name',
      'Sam Support',
      '--password',
      'secret-pass',
      '--staff',
    ])
    expect(created.stderr).toBe('')
    expect(created.code).toBe(0)
    expect(created.stdout).toMatch(new RegExp(`^Created ${STAFF} \\([0-9a-f-]{36}\\) as staff\\n$`))
    const log = await admin(dataDir, ['audit:list'])
    expect(log.code).toBe(0)
    expect(log.stdout).toMatch(
      /admin CLI \(.+\) \(cli\) {2}account\.create user [0-9a-f-]{36} {2}\{"email":"sam\.support@escriba\.example","staff":true\}/,
    )
  }, 60_000)

  it('hands the command to the running server, which holds the database, and prints its answer', async () => {
    await startServer()
    expect(statSync(endpointFile).mode & 0o777).toBe(0o600)
    const granted = await admin(dataDir, [
      'credits:grant',
      '--email',
      STAFF,
      '--amount',
      '5',
      '--reason',
      'Pack',
    ])
    expect(granted.stderr).toBe('')
    expect(granted.code).toBe(0)
    expect(granted.stdout).toBe(`Granted 5 credits to ${STAFF}: balance 15\n`)
    const refused = await admin(dataDir, [
      'credits:grant',
      '--email',
      'nobody@clinic.example',
      '--amount',
      '5',
      '--reason',
      'x',
    ])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe('No account has that email\n')
    const usage = await admin(dataDir, [
      'credits:grant',
      '--email',
      STAFF,
      '--amount',
      'many',
      '--reason',
      'x',
    ])
    expect(usage.code).toBe(1)
    expect(usage.stderr).toMatch(/--amount must be a whole number/)
    // The server's own log of staff actions has the command, from the command line.
    const audit = await staffAudit()
    expect(audit[0]).toMatchObject({ action: 'credits.grant', via: 'cli' })
    expect(audit[0]!.actor.label).toMatch(/^admin CLI \(.+\)$/)
    expect(audit.filter((e) => e.action === 'credits.grant')).toHaveLength(1)
  }, 120_000)

  it('refuses a wrong secret', async () => {
    const endpoint = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(endpointFile, 'utf8')))
    const res = await fetch(`${endpoint.url}/admin/commands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${'x'.repeat(43)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ command: 'audit:list', args: [] }),
    })
    expect(res.status).toBe(401)
    expect((await res.json()).stdout).toBe('')
  })

  it('opens the database itself again once the server stopped', async () => {
    await stopServer()
    expect(existsSync(endpointFile)).toBe(false)
    const log = await admin(dataDir, ['audit:list'])
    expect(log.code).toBe(0)
    expect(log.stdout).toMatch(
      /\(cli\) {2}credits\.grant user [0-9a-f-]{36} {2}\{"name":"sam\.support@escriba\.example","amount":5,"reason":"Pack","balance":15\}/,
    )
    expect(log.stdout).toMatch(/2 entries\n$/)
  }, 60_000)
})

describe('npm run admin never hangs', () => {
  let silent: Server
  const sockets: Socket[] = []
  let otherDir: string
  beforeAll(async () => {
    otherDir = dataDirWithDatabase('escriba-admin-')
    // A server process that holds the folder but whose endpoint accepts connections and never answers.
    silent = createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()))
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
    rmSync(otherDir, { recursive: true, force: true })
  })

  it('says why and exits 1 within seconds when the server holding the database does not answer', async () => {
    const { port } = silent.address() as { port: number }
    writeFileSync(
      join(otherDir, 'admin-endpoint.json'),
      JSON.stringify({ url: `http://127.0.0.1:${port}`, secret: 's'.repeat(43), pid: process.pid }),
      { mode: 0o600 },
    )
    writeFileSync(join(otherDir, 'escriba.pid'), `${process.pid} the Escriba server\n`)
    const run = await admin(otherDir, ['audit:list'], { ADMIN_ENDPOINT_TIMEOUT_MS: '1500' })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(
      new RegExp(
        `The Escriba server \\(pid ${process.pid}\\) holds the embedded database .* did not answer \\(no answer\\)`,
      ),
    )
    expect(run.ms).toBeLessThan(15_000)
  }, 30_000)

  it('says who holds the folder when the server has no endpoint to reach', async () => {
    rmSync(join(otherDir, 'admin-endpoint.json'))
    const run = await admin(otherDir, ['audit:list'])
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/the Escriba server \(pid \d+\) is using .* one process per data folder/)
  }, 30_000)
})
