// Resident memory of the server on the embedded defaults (PGlite, files): the real server, built as
// `npm start` runs it and beside it the sources through the TypeScript loader, started as a child process
// on a fresh data folder and sampled from /proc/PID/status (its worker threads, Whisper's among them, are
// in the same process).
// - At rest, no Whisper model loaded: once GET /health answers and the start-up has settled. Target: ≤ 300 MB
//   idle resident.
// - During a consultation, the built server with the embedded Whisper engine and its model: every 250 ms while
//   BENCH_MINUTES (default 10) of speech-like sound (bursts of noise and buzz between pauses, which the voice
//   detector passes to Whisper) is uploaded in 25 s chunks at BENCH_SPEEDUP times real time (default 10),
//   each once the one before is transcribed, then the consultation finished and its note generated. The model
//   is WHISPER_MODEL_PATH when set, else the weightless test model beside the repository, which runs the
//   engine's whole path but hears nothing (the dialogue is then typed as the edited transcript, so the note
//   is written from something); a real model adds about its own size.
//
//   npm run bench -- memory
//   BENCH_IDLE_SECONDS=20 BENCH_MINUTES=30 npx tsx bench/memory.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildServer } from '../scripts/build-server'
import type { RunningServer } from '../tests/e2e/harness'
import { freePort, startServer as startServerProcess } from '../tests/support/server-processes'
import { babble, concat, noise, RATE } from '../tests/unit/audio/signals'
import {
  documentWhenSettled,
  finishedAskingForNote,
  newConsultation,
  settled,
  settledChunks,
  signedIn,
  typeTranscript,
  uploadWhenSpoken,
} from './server-client'

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10)
const TARGET_MB = 300
const CONSULTATION_SECONDS = Number(process.env.BENCH_MINUTES ?? 10) * 60
const SPEEDUP = Number(process.env.BENCH_SPEEDUP ?? 10)
const CHUNK_SECONDS = 25
const SAMPLE_EVERY_MS = 250
const TEST_MODEL = path.resolve('../shared/models/for-tests-ggml-tiny.bin')
const DIALOGUES = path.resolve('../shared/eval-data/aci-bench/challenge_data_json/valid.json')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** VmRSS (resident now) and VmHWM (resident at its peak) of a process, in MB. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}

/** The server as a child process on a fresh data folder, once GET /health answers 200. */
async function startedServer(command: string[], env: (dataDir: string) => Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'escriba-memory-'))
  const started = Date.now()
  const child = startServerProcess({
    dataDir,
    port: await freePort(),
    // The browser app served as `npm start` serves it.
    env: { STATIC_DIR: path.resolve('dist'), ...env(dataDir) },
    args: command,
    onOutput: (text) => process.stderr.write(text),
  })
  const stop = async () => {
    const ended = await child.stop()
    rmSync(dataDir, { recursive: true, force: true })
    return ended
  }
  try {
    await child.healthy(60_000)
  } catch (error) {
    await stop()
    throw error
  }
  const server: RunningServer = { baseUrl: child.baseUrl, dataDir, output: child.output, stop }
  return { server, pid: child.pid, startSeconds: (Date.now() - started) / 1000 }
}

async function idleServer(label: string, command: string[], env: Record<string, string> = {}) {
  const { server, pid, startSeconds } = await startedServer(command, (dataDir) => ({
    // At rest: no model is fetched or loaded (the model's own memory is the engine's, not the server's).
    WHISPER_MODEL_URL: '',
    WHISPER_MODEL_PATH: path.join(dataDir, 'no-model.bin'),
    ...env,
  }))
  try {
    await sleep(IDLE_SECONDS * 1000)
    const samples: number[] = []
    for (let i = 0; i < 5; i += 1) {
      samples.push(residentMb(pid).rss)
      await sleep(200)
    }
    const rss = Math.max(...samples)
    const { peak } = residentMb(pid)
    console.log(
      `${label.padEnd(44)} idle resident ${rss.toFixed(0).padStart(4)} MB  peak ${peak.toFixed(0).padStart(4)} MB  ` +
        `ready in ${startSeconds.toFixed(1)} s`,
    )
    return { rss, peak }
  } finally {
    await server.stop()
  }
}

/** Speech-like sound the voice detector lets through: 4 s of syllables, then a 1 s pause, over and over. */
function consultationSamples(): Int16Array {
  const pieces: Float32Array[] = []
  for (let second = 0; second < CONSULTATION_SECONDS; second += 5) {
    pieces.push(babble(4, 2 + second), noise(1, -60, 1 + second))
  }
  const sound = concat(...pieces)
  return Int16Array.from(sound.subarray(0, CONSULTATION_SECONDS * RATE), (sample) =>
    Math.round(Math.max(-1, Math.min(1, sample)) * 32_767),
  )
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** Resident memory of the built server sampled every 250 ms through one consultation on the embedded engines. */
async function consultationServer(entry: string, modelPath: string) {
  const { server, pid } = await startedServer(['--enable-source-maps', entry], () => ({
    TRANSCRIPTION_ENGINE: 'embedded',
    GENERATION_ENGINE: 'extractive',
    WHISPER_MODEL_URL: '',
    WHISPER_MODEL_PATH: modelPath,
  }))
  try {
    const samples = consultationSamples()
    const auth = await signedIn(server)
    const session = await newConsultation(server, auth)
    const before = residentMb(pid).rss
    const during: number[] = []
    const sampler = setInterval(() => during.push(residentMb(pid).rss), SAMPLE_EVERY_MS)
    const started = Date.now()
    const chunk = CHUNK_SECONDS * RATE
    const chunks = Math.ceil(samples.length / chunk)
    let status = ''
    try {
      for (let order = 0; order < chunks; order += 1) {
        const end = Math.min(samples.length, (order + 1) * chunk)
        await uploadWhenSpoken(
          server,
          auth,
          session.id,
          { order, samples: samples.subarray(order * chunk, end), end },
          { started, speedup: SPEEDUP, sampleRate: RATE },
        )
      }
      const audios = await settledChunks(server, auth, session.id, chunks)
      const heard = audios.filter((audio) => audio.status === 'transcribed').length
      if (heard !== chunks || !audios.every((audio) => settled(audio.status)))
        throw new Error(`${heard} of ${chunks} chunks went through Whisper: ${audios.map((a) => a.status)}`)
      if (modelPath === TEST_MODEL) {
        const dialogue = (JSON.parse(readFileSync(DIALOGUES, 'utf8')) as { data: { src: string }[] }).data[0]!
          .src
        await typeTranscript(server, auth, session.id, dialogue)
      }
      const note = await finishedAskingForNote(server, auth, session.id)
      status = (await documentWhenSettled(server, auth, session.id, note)).status
    } finally {
      clearInterval(sampler)
    }
    during.push(residentMb(pid).rss)
    const { peak } = residentMb(pid)
    return {
      before,
      median: median(during),
      max: Math.max(...during),
      peak,
      chunks,
      seconds: (Date.now() - started) / 1000,
      status,
    }
  } finally {
    await server.stop()
  }
}

const modelPath = process.env.WHISPER_MODEL_PATH ?? TEST_MODEL
console.log(`Idle ${IDLE_SECONDS} s after GET /health answered 200, then the largest of 5 samples of VmRSS.`)
const outdir = path.join('.tmp', `bench-memory-server-${process.pid}`)
let server: { rss: number; peak: number }
let consultation: Awaited<ReturnType<typeof consultationServer>>
try {
  // What `npm start` runs: the server built to plain JavaScript.
  const entry = await buildServer(outdir)
  server = await idleServer('built server (npm start)', ['--enable-source-maps', entry])
  consultation = await consultationServer(entry, modelPath)
} finally {
  rmSync(outdir, { recursive: true, force: true })
}
// The same server through the TypeScript loader, as `npm run start:server`, development and the tests run it.
await idleServer('sources through tsx (npm run start:server)', ['--import', 'tsx', 'server/main.ts'])
console.log(
  `target: idle resident of the built server ≤ ${TARGET_MB} MB: ${server.rss <= TARGET_MB ? 'met' : 'MISSED'} ` +
    `(${server.rss.toFixed(0)} MB)`,
)
const mb = (value: number) => `${value.toFixed(0)} MB`
console.log(
  `A consultation on the built server, embedded Whisper with ${path.basename(modelPath)}` +
    `${modelPath === TEST_MODEL ? ' (the weightless test model: it runs the whole engine but hears nothing; a real model adds about its size)' : ''}:\n` +
    `  ${CONSULTATION_SECONDS / 60} min of audio in ${consultation.chunks} chunks of ${CHUNK_SECONDS} s at ${SPEEDUP}× real time, ` +
    `each through Whisper, then the note (${consultation.status}), in ${consultation.seconds.toFixed(0)} s, ` +
    `VmRSS sampled every ${SAMPLE_EVERY_MS} ms\n` +
    `  resident before the first chunk ${mb(consultation.before)}, during the consultation median ${mb(consultation.median)}, ` +
    `max ${mb(consultation.max)}; peak (VmHWM, since start) ${mb(consultation.peak)}; no target`,
)
