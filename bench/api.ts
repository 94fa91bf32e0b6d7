// API throughput and latency: GET /v1/consultation_sessions/active/status (the poll every phone-mode
// clinician sends every 5 s) and the session list, authenticated, at 50 and 200 concurrent connections,
// measured in the same run as a bare Fastify route on the same machine. Targets: the status poll at
// ≥ 50% of the bare route's requests per second, p99 under 25 ms at 200 connections; the session list at
// ≥ 10% of the bare route at 50 connections, p99 under 100 ms at 200; on PGlite and on PostgreSQL (when
// DATABASE_URL_PG or a local server on 127.0.0.1:5432 is there).
//
//   npm run bench -- api          both databases
//   npx tsx bench/api.ts pglite   one of them
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { type RunningServer, startServer } from '../tests/e2e/harness'
import { freePort, freshPostgresDatabase } from '../tests/support/server-processes'
import { signedIn } from './server-client'

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = [50, 200]
const POSTGRES = process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test'

interface Figures {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

async function load(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: DURATION_SECONDS, headers })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

const row = (name: string, connections: number, f: Figures, bare?: Figures) =>
  `  ${name.padEnd(34)} ${String(connections).padStart(4)} conn  ${f.rps.toFixed(0).padStart(7)} req/s  ` +
  `p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms` +
  (bare ? `  ${((100 * f.rps) / bare.rps).toFixed(0).padStart(3)}% of bare` : '') +
  (f.errors + f.non2xx > 0 ? `  (${f.errors} errors, ${f.non2xx} non-2xx)` : '')

/** A bare Fastify route in its own process, so it does not share an event loop with the load. */
async function startBareRoute(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify'
       const app = Fastify()
       app.get('/bare', async () => ({ data: { id: null } }))
       await app.listen({ port: ${port}, host: '127.0.0.1' })`,
    ],
    { stdio: 'ignore', cwd: process.cwd() },
  )
  const url = `http://127.0.0.1:${port}/bare`
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill() }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error('the bare Fastify route did not start')
}

/** A confirmed clinician with a few finished sessions; answers the bearer token. */
async function seededUser(server: RunningServer): Promise<string> {
  const { authorization } = await signedIn(server, { language: 'pt' })
  const auth = { 'content-type': 'application/json', authorization }
  const types = (await (
    await fetch(`${server.baseUrl}/v1/consultation_types`, { headers: auth })
  ).json()) as {
    data: { d_consultation_types: { id: string }[] }
  }
  const typeId = types.data.d_consultation_types[0]!.id
  for (let i = 0; i < 20; i += 1) {
    const created = await fetch(`${server.baseUrl}/v1/consultation_sessions`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ consultation_type_id: typeId, force: true }),
    })
    const { data } = (await created.json()) as { data: { d_consultation_session: { id: string } } }
    await fetch(`${server.baseUrl}/v1/consultation_sessions/${data.d_consultation_session.id}/finish`, {
      method: 'PUT',
      headers: auth,
    })
  }
  return authorization.replace(/^Bearer /, '')
}

async function benchDatabase(label: string, env: Record<string, string>, bareUrl: string) {
  const server = await startServer({ env: { LOG_LEVEL: 'error', ...env } })
  try {
    const token = await seededUser(server)
    const headers = { authorization: `Bearer ${token}` }
    console.log(`\n${label}`)
    for (const connections of CONNECTIONS) {
      const bare = await load(bareUrl, connections)
      const status = await load(
        `${server.baseUrl}/v1/consultation_sessions/active/status`,
        connections,
        headers,
      )
      const list = await load(`${server.baseUrl}/v1/consultation_sessions`, connections, headers)
      console.log(row('bare Fastify route', connections, bare))
      console.log(row('GET …/active/status', connections, status, bare))
      console.log(row('GET /v1/consultation_sessions', connections, list, bare))
      // The session list (home, 20 sessions): ≥ 10% of the bare route at 50 connections, p99 < 100 ms at 200.
      if (connections === 50) {
        const ratio = list.rps / bare.rps
        console.log(
          `  target: session list ≥ 10% of bare at 50 connections: ${ratio >= 0.1 ? 'met' : 'MISSED'} (${(100 * ratio).toFixed(0)}%)`,
        )
      } else {
        console.log(
          `  target: session list p99 < 100 ms at 200 connections: ${list.p99 < 100 ? 'met' : 'MISSED'} (${list.p99} ms)`,
        )
      }
      if (connections === 200) {
        const ratio = status.rps / bare.rps
        console.log(
          `  targets: status poll ≥ 50% of bare: ${ratio >= 0.5 ? 'met' : 'MISSED'} (${(100 * ratio).toFixed(0)}%); ` +
            `p99 < 25 ms at 200 connections: ${status.p99 < 25 ? 'met' : 'MISSED'} (${status.p99} ms)`,
        )
      }
    }
  } finally {
    await server.stop()
  }
}

const which = process.argv.slice(2)
const bare = await startBareRoute()
try {
  console.log(`${DURATION_SECONDS} s per measurement; the load generator runs on the same machine.`)
  if (which.length === 0 || which.includes('pglite')) await benchDatabase('PGlite (embedded)', {}, bare.url)
  if (which.length === 0 || which.includes('postgres')) {
    const database = await freshPostgresDatabase(POSTGRES, 'escriba_bench').catch((error) => {
      console.log(`\nPostgreSQL: not reachable at ${POSTGRES} (${error.message}); skipped`)
      return undefined
    })
    if (database) {
      try {
        await benchDatabase('PostgreSQL', { DATABASE_URL: database.url }, bare.url)
      } finally {
        await database.drop()
      }
    }
  }
} finally {
  bare.stop()
}
