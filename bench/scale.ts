// Scale: chunk uploads per second and status polls per second through one server process and through two,
// on one PostgreSQL database, in the same run on the same machine. Each figure is measured through the same
// loopback round-robin proxy (its own process; one backend, then two), so the ratio compares like with like;
// one process without the proxy is printed beside them. The processes are API-only (WORKERS=false): the
// uploads' transcription jobs wait in the queue and take no CPU from the measurement.
//
//   npm run bench -- scale      DATABASE_URL_PG or postgres://postgres@127.0.0.1:5432/test; BENCH_SECONDS (8)
import autocannon from 'autocannon'
import { wavFromPcm } from '../server/features/consultations/wav'
import {
  freshPostgresDatabase,
  type ServerProcess,
  spawnRoundRobinProxy,
  spawnServer,
} from '../tests/support/server-processes'
import { signedIn } from './server-client'

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const POSTGRES = process.env.DATABASE_URL_PG ?? 'postgres://postgres@127.0.0.1:5432/test'
const UPLOAD_CONNECTIONS = 16
const POLL_CONNECTIONS = 100
/** A 10-second chunk of 16 kHz mono 16-bit PCM (320 KB), a tone so it is not silence. */
const CHUNK_SECONDS = 10

function chunkWav(): Buffer {
  const samples = new Int16Array(CHUNK_SECONDS * 16_000)
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16_000))
  return wavFromPcm(samples)
}

const BOUNDARY = 'escriba-bench-boundary'
const wav = chunkWav()
/** The multipart body of one chunk upload with its order. */
const uploadBody = (order: number) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="order"\r\n\r\n${order}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio_file"; filename="chunk.wav"\r\n` +
        'Content-Type: audio/wav\r\n\r\n',
    ),
    wav,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])

interface Figures {
  rps: number
  p50: number
  p99: number
  failed: number
}

async function measure(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ duration: DURATION_SECONDS, ...options })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  }
}

async function newSession(base: string, auth: Record<string, string>) {
  const created = await fetch(`${base}/v1/consultation_sessions`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ consultation_type_id: 'general_practice_soap', force: true, language: 'en' }),
  })
  if (created.status !== 201) throw new Error(`a session answered ${created.status}`)
  return ((await created.json()) as { data: { d_consultation_session: { id: string } } }).data
    .d_consultation_session.id
}

/** Chunk uploads through `base` into a new session (orders counted from 0). */
async function uploads(base: string, auth: Record<string, string>) {
  const session = await newSession(base, auth)
  let order = 0
  return measure({
    url: base,
    connections: UPLOAD_CONNECTIONS,
    requests: [
      {
        method: 'POST',
        path: `/v1/consultation_sessions/${session}/audios`,
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        setupRequest: (request) => ({ ...request, body: uploadBody(order++) }),
      },
    ],
  })
}

/** The phone-mode status poll through `base`. */
const polls = (base: string, auth: Record<string, string>) =>
  measure({
    url: `${base}/v1/consultation_sessions/active/status`,
    connections: POLL_CONNECTIONS,
    headers: auth,
  })

/** The mean of two measurements. */
const mean = (a: Figures, b: Figures): Figures => ({
  rps: (a.rps + b.rps) / 2,
  p50: Math.round((a.p50 + b.p50) / 2),
  p99: Math.round((a.p99 + b.p99) / 2),
  failed: a.failed + b.failed,
})

/**
 * One process directly, then one and two behind the proxy twice, in the order one, two, two, one, so a
 * drift of the machine over the run (the database growing, a checkpoint, other work) weighs on both alike.
 */
async function compare(direct: string, one: string, two: string, run: (base: string) => Promise<Figures>) {
  const alone = await run(direct)
  const oneA = await run(one)
  const twoA = await run(two)
  const twoB = await run(two)
  const oneB = await run(one)
  return { alone, one: mean(oneA, oneB), two: mean(twoA, twoB) }
}

const row = (name: string, f: Figures, unit: string) =>
  `  ${name.padEnd(30)} ${f.rps.toFixed(0).padStart(6)} ${unit}  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms` +
  (f.failed > 0 ? `  (${f.failed} failed)` : '')

const database = await freshPostgresDatabase(POSTGRES, 'escriba_bench_scale').catch((error) => {
  console.log(`PostgreSQL not reachable at ${POSTGRES} (${error.message}): skipped`)
  return undefined
})
if (database) {
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: 'bench-scale-secret-shared-by-both-processes-0123456789',
    ERROR_REPORT_TOKEN: 'bench-scale-report-token',
    WORKERS: 'false',
    LOG_LEVEL: 'error',
  }
  const servers = await Promise.all([spawnServer(env), spawnServer(env)])
  const [first, second] = servers as [ServerProcess, ServerProcess]
  const proxies: { stop(): Promise<void> }[] = []
  try {
    await Promise.all(servers.map((server) => server.healthy()))
    // The confirmation mail needs a worker: one is started beside them for the sign-up only.
    const mailer = await spawnServer({ ...env, WORKERS: 'true' })
    servers.push(mailer)
    await mailer.healthy()
    // The processes are API-only: the mailer process works the queue and writes the confirmation mail.
    const auth = await signedIn(first, { outboxesOf: [mailer] })
    await mailer.stop()

    const oneProxy = await spawnRoundRobinProxy([first.baseUrl])
    proxies.push(oneProxy)
    const twoProxy = await spawnRoundRobinProxy([first.baseUrl, second.baseUrl])
    proxies.push(twoProxy)
    console.log(
      `${DURATION_SECONDS} s per measurement; uploads of ${CHUNK_SECONDS}-s chunks (${Math.round(wav.length / 1024)} KB, ` +
        `BLOB_STORE=postgres) at ${UPLOAD_CONNECTIONS} connections, status polls at ${POLL_CONNECTIONS}; the ` +
        'database, the proxy and the load generator share the machine.',
    )
    // Polls first: the uploads' writes (hundreds of MB of parts) would slow what follows them.
    const poll = await compare(first.baseUrl, oneProxy.url, twoProxy.url, (base) => polls(base, auth))
    const upload = await compare(first.baseUrl, oneProxy.url, twoProxy.url, (base) => uploads(base, auth))
    const report = (title: string, f: typeof poll, unit: string) => {
      console.log(`\n${title}`)
      console.log(row('one process, no proxy', f.alone, unit))
      console.log(row('one process behind the proxy', f.one, unit))
      console.log(row('two processes behind the proxy', f.two, unit))
      console.log(`  two ÷ one (behind the proxy): ${(f.two.rps / f.one.rps).toFixed(2)}×`)
    }
    report('status polls (GET …/active/status; mean of two runs behind the proxy)', poll, 'polls/s  ')
    report('chunk uploads (POST …/audios; mean of two runs behind the proxy)', upload, 'uploads/s')
  } finally {
    for (const proxy of proxies) await proxy.stop()
    for (const server of servers) await server.stop()
    await database.drop()
  }
}
