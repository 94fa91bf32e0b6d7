// Several real Escriba server processes on one PostgreSQL database, behind a loopback round-robin proxy, as
// an operator runs them behind a load balancer: used by the scale test (tests/scale) and `npm run bench -- scale`.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import {
  Agent,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const keptOutput = 64 * 1024

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** A fresh database on the PostgreSQL server `adminUrl` names, and how to drop it. */
export async function freshPostgresDatabase(adminUrl: string, prefix = 'escriba_scale') {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string
  /** This process's own DATA_DIR (its outbox, its secrets), as on a machine of its own. */
  dataDir: string
  pid: number
  /** What it printed so far (the last 64 KiB of each stream). */
  output(): { stdout: string; stderr: string }
  /** Resolves once `GET /health` answers 200; rejects with the process's output when it exits or never does. */
  healthy(timeoutMs?: number): Promise<void>
  /** Ends it at once, as a crash or an OOM kill would: no shutdown, jobs left where they were. */
  kill(): Promise<void>
  /** SIGTERM (SIGKILL after 10 s); answers how it ended. */
  stop(): Promise<number | string | null>
}

/** Whether the process has ended, by exit or by signal. */
export const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

/** Resolves true once the process has ended, false if it is still running after `timeoutMs`. */
export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/** What `node` runs: the sources through the TypeScript loader, as development and the tests do. */
export const SOURCE_SERVER = ['--import', 'tsx', 'server/main.ts']

/**
 * Starts `node --import tsx server/main.ts` (or `args`, such as a built server) on a free port with a fresh
 * DATA_DIR and `env`, and answers at once (several start at the same moment); `healthy()` waits for it.
 * `stop()` removes the data folder.
 */
export async function spawnServer(
  env: Record<string, string>,
  args: readonly string[] = SOURCE_SERVER,
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'escriba-server-'))
  const server = startServer({ dataDir, port: await freePort(), env, args })
  return {
    ...server,
    stop: async () => {
      const ended = await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
      return ended
    },
  }
}

/**
 * Starts the server on `port` and a data folder the caller owns (kept when it stops, so a restart on it finds
 * its data), and answers at once; `healthy()` waits for it.
 */
export function startServer(options: {
  dataDir: string
  port: number
  env?: Record<string, string>
  args?: readonly string[]
  /** Sees everything it prints, stdout and stderr, as it prints it. */
  onOutput?: (text: string) => void
}): ServerProcess {
  const { dataDir, port, env = {}, args = SOURCE_SERVER, onOutput } = options
  const baseUrl = `http://127.0.0.1:${port}`
  const { DATABASE_URL: _inherited, ...inherited } = process.env
  const child = spawn(process.execPath, [...args], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-app'),
      LOG_LEVEL: 'warn',
      WHISPER_MODEL_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-keptOutput)
    onOutput?.(chunk.toString())
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-keptOutput)
    onOutput?.(chunk.toString())
  })
  const output = () => ({ stdout, stderr })
  const describe = () => `--- stderr ---\n${stderr || '(empty)'}\n--- stdout ---\n${stdout || '(empty)'}`
  return {
    baseUrl,
    dataDir,
    pid: child.pid!,
    output,
    healthy: async (timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs
      let problem = 'no answer yet'
      while (Date.now() < deadline) {
        if (exited(child))
          throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}\n${describe()}`)
        try {
          const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) })
          if (response.status === 200) return
          problem = `GET /health answered ${response.status}`
        } catch (error) {
          problem = `GET /health failed: ${error instanceof Error ? error.message : String(error)}`
        }
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`the server did not become healthy in ${timeoutMs / 1000} s: ${problem}\n${describe()}`)
    },
    kill: async () => {
      if (!exited(child)) child.kill('SIGKILL')
      await waitForExit(child, 10_000)
    },
    stop: async () => {
      if (!exited(child)) {
        child.kill('SIGTERM')
        if (!(await waitForExit(child, 10_000))) {
          child.kill('SIGKILL')
          await waitForExit(child, 10_000)
        }
      }
      return child.exitCode ?? child.signalCode
    },
  }
}

export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>`. */
  url: string
  /** The servers it sends requests to, in turn; changed with add and remove. */
  backends: string[]
  add(backend: string): void
  remove(backend: string): void
  /** How many requests each server answered. */
  answered: Map<string, number>
  close(): Promise<void>
}

/** Headers a proxy does not pass on (hop-by-hop). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'])

/**
 * A loopback load balancer: each request goes to the next server in turn. A server that refuses the
 * connection (stopped, or not started yet), or closed a kept-alive one before the request went out, is skipped
 * for the next one, as a load balancer's health check would, since the request never reached it; a request a server took and never answered (it was killed
 * mid-request) is answered 502, as it would be in front of real servers.
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const pool = [...backends]
  const answered = new Map<string, number>()
  let next = 0
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })

  const forward = (req: IncomingMessage, body: Buffer, backend: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const target = new URL(req.url ?? '/', backend)
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'content-length'),
      )
      const out = request(
        target,
        { method: req.method, headers: { ...headers, 'content-length': body.byteLength }, agent },
        resolve,
      )
      // A kept-alive connection the server had already closed (it stopped) never delivered the request.
      out.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          out.reusedSocket && error.code === 'ECONNRESET'
            ? Object.assign(error, { code: 'ECONNREFUSED' })
            : error,
        ),
      )
      out.end(body)
    })

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    let lastProblem = 'no server to send it to'
    for (let tries = 0; tries < pool.length; tries++) {
      const backend = pool[next++ % pool.length]!
      try {
        const answer = await forward(req, body, backend)
        answered.set(backend, (answered.get(backend) ?? 0) + 1)
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
        )
        res.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(res)
        return
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        lastProblem = `${backend}: ${code ?? (error as Error).message}`
        if (code !== 'ECONNREFUSED') break
      }
    }
    res.writeHead(502, { 'content-type': 'text/plain' }).end(`bad gateway (${lastProblem})`)
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(502).end(String(error))
      else res.destroy()
    })
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    backends: pool,
    add: (backend) => {
      if (!pool.includes(backend)) pool.push(backend)
    },
    remove: (backend) => {
      const at = pool.indexOf(backend)
      if (at >= 0) pool.splice(at, 1)
    },
    answered,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
    },
  }
}

/** The proxy in a process of its own, so it shares no event loop with a load generator. */
export async function spawnRoundRobinProxy(
  backends: string[],
): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), 'proxy', ...backends],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let printed = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString()
      const line = printed.split('\n')[0]
      if (printed.includes('\n') && line) resolve(line.trim())
    })
    child.once('exit', (code) => reject(new Error(`the proxy exited with ${code}`)))
  })
  return {
    url,
    stop: async () => {
      if (!exited(child)) child.kill('SIGTERM')
      await waitForExit(child, 5_000)
    },
  }
}

// `node --import tsx tests/support/server-processes.ts proxy URL…`: the proxy alone, printing its address.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) &&
  process.argv[2] === 'proxy'
) {
  const proxy = await startRoundRobinProxy(process.argv.slice(3))
  console.log(proxy.url)
  process.on('SIGTERM', () => {
    proxy.close().finally(() => process.exit(0))
  })
}
