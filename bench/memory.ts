// Resident memory of the server at rest on the embedded defaults (PGlite, files, no Whisper model loaded):
// the real server, built as `npm start` runs it and beside it the sources through the TypeScript loader,
// started as a child process on a fresh data folder, sampled from /proc/PID/status once
// GET /health answers and the start-up has settled. Target: ≤ 300 MB idle resident.
//
//   npm run bench -- memory
//   BENCH_IDLE_SECONDS=20 npx tsx bench/memory.ts
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildServer } from '../scripts/build-server'
import { freePort } from '../tests/support/server-processes'

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10)
const TARGET_MB = 300

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** VmRSS (resident now) and VmHWM (resident at its peak) of a process, in MB. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}

async function idleServer(label: string, command: string[], env: Record<string, string> = {}) {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'escriba-memory-'))
  const { DATABASE_URL: _postgres, ...inherited } = process.env
  const child = spawn(process.execPath, command, {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // At rest: no model is fetched or loaded (the model's own memory is the engine's, not the server's).
      WHISPER_MODEL_URL: '',
      WHISPER_MODEL_PATH: path.join(dataDir, 'no-model.bin'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    const started = Date.now()
    let ready = false
    while (!ready && Date.now() - started < 60_000) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
      ready = await fetch(`http://127.0.0.1:${port}/health`)
        .then((response) => response.status === 200)
        .catch(() => false)
      if (!ready) await sleep(100)
    }
    if (!ready) throw new Error('the server did not answer GET /health within 60 s')
    const startSeconds = (Date.now() - started) / 1000
    await sleep(IDLE_SECONDS * 1000)
    const samples: number[] = []
    for (let i = 0; i < 5; i += 1) {
      samples.push(residentMb(child.pid!).rss)
      await sleep(200)
    }
    const rss = Math.max(...samples)
    const { peak } = residentMb(child.pid!)
    console.log(
      `${label.padEnd(44)} idle resident ${rss.toFixed(0).padStart(4)} MB  peak ${peak.toFixed(0).padStart(4)} MB  ` +
        `ready in ${startSeconds.toFixed(1)} s`,
    )
    return { rss, peak }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log(`Idle ${IDLE_SECONDS} s after GET /health answered 200, then the largest of 5 samples of VmRSS.`)
const outdir = path.join('.tmp', `bench-memory-server-${process.pid}`)
let server: { rss: number; peak: number }
try {
  // What `npm start` runs: the server built to plain JavaScript.
  const entry = await buildServer(outdir)
  server = await idleServer('built server (npm start)', ['--enable-source-maps', entry])
} finally {
  rmSync(outdir, { recursive: true, force: true })
}
// The same server through the TypeScript loader, as `npm run start:server`, development and the tests run it.
await idleServer('sources through tsx (npm run start:server)', ['--import', 'tsx', 'server/main.ts'])
console.log(
  `target: idle resident of the built server ≤ ${TARGET_MB} MB: ${server.rss <= TARGET_MB ? 'met' : 'MISSED'} ` +
    `(${server.rss.toFixed(0)} MB)`,
)
