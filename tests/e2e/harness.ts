// End-to-end harness: the real server as a child process on a free port with a fresh data folder, and
// the system Chromium driven by playwright-core.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium'
import { freePort, startServer as startServerProcess } from '../support/server-processes'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const healthTimeoutMs = 60_000

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string
  /** The server's DATA_DIR: database, blobs, outbox. Removed by `stop()`. */
  dataDir: string
  /** What the server printed so far (stdout and stderr, last 64 KiB each). */
  output: () => { stdout: string; stderr: string }
  /**
   * SIGTERM, then SIGKILL after 10 s, then remove the data folder; resolves with how the process ended (0 after
   * a clean shutdown).
   */
  stop: () => Promise<number | string | null>
}

export interface StartServerOptions {
  /** Extra environment, e.g. `{ TOKEN_TTL_SECONDS: '30' }`. */
  env?: Record<string, string>
  /**
   * A DATA_DIR prepared beforehand (say, by `npm run admin` on its PGlite database, which only one process
   * may open at a time); a fresh temporary folder by default. Removed by `stop()` either way.
   */
  dataDir?: string
}

/** Starts `node --import tsx server/main.ts` and resolves once `GET /health` answers 200. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'escriba-e2e-'))
  const server = startServerProcess({
    dataDir,
    port: await freePort(),
    env: {
      // The browser app the e2e suites drive, as `npm start` serves it.
      STATIC_DIR: path.join(repoRoot, 'dist'),
      // Never download a model in tests: the whisper.cpp test model beside the repository loads and runs.
      WHISPER_MODEL_PATH: path.join(repoRoot, '../shared/models/for-tests-ggml-tiny.bin'),
      ...options.env,
    },
  })
  const stop = async () => {
    const ended = await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
    return ended
  }
  try {
    await server.healthy(healthTimeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl: server.baseUrl, dataDir, output: server.output, stop }
}

export interface LaunchOptions {
  /**
   * A WAV file Chromium plays as the microphone (and grants the permission without asking). Chromium
   * loops it; 16-bit PCM, mono or stereo. `writeToneWav` makes one.
   */
  fakeMicrophoneWav?: string
  /** More command-line switches. */
  args?: string[]
}

/** The system Chromium, headless. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const microphone = options.fakeMicrophoneWav
    ? [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-audio-capture=${options.fakeMicrophoneWav}`,
      ]
    : []
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...microphone, ...(options.args ?? [])],
  })
}

/**
 * Collects what would show in the page's console as an error: `console.error` calls, failed resource
 * loads, CSP violations, and uncaught exceptions. Read the array at the end of a test.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const { url, lineNumber } = message.location()
    errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`)
  })
  page.on('pageerror', (error) => {
    errors.push(`uncaught: ${error.stack ?? error.message}`)
  })
  return errors
}

/** Writes a 16-bit mono PCM WAV with a sine tone, e.g. as the fake microphone. */
export function writeToneWav(
  file: string,
  {
    seconds = 3,
    frequency = 440,
    sampleRate = 16_000,
  }: { seconds?: number; frequency?: number; sampleRate?: number } = {},
): string {
  const samples = Math.round(seconds * sampleRate)
  const buffer = Buffer.alloc(44 + samples * 2)
  buffer.write('RIFF', 0, 'ascii')
  buffer.writeUInt32LE(36 + samples * 2, 4)
  buffer.write('WAVE', 8, 'ascii')
  buffer.write('fmt ', 12, 'ascii')
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(1, 20) // PCM
  buffer.writeUInt16LE(1, 22) // mono
  buffer.writeUInt32LE(sampleRate, 24)
  buffer.writeUInt32LE(sampleRate * 2, 28)
  buffer.writeUInt16LE(2, 32)
  buffer.writeUInt16LE(16, 34)
  buffer.write('data', 36, 'ascii')
  buffer.writeUInt32LE(samples * 2, 40)
  for (let i = 0; i < samples; i++) {
    buffer.writeInt16LE(
      Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 0.3 * 32767),
      44 + i * 2,
    )
  }
  writeFileSync(file, buffer)
  return file
}

/** Runs a command line tool the CI installs (espeak-ng, sox), failing with what to install when missing. */
export function runTool(command: string, args: string[]): Buffer {
  try {
    return execFileSync(command, args, { stdio: 'pipe' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${command} is needed for the e2e suites: run \`apt-get install -y ${command}\``)
    }
    throw error
  }
}

/**
 * Portuguese speech from espeak-ng into `file`: the sentences in turn (`rounds` times over), joined, resampled to
 * `sampleRate` (and mixed to `channels`) with `padSeconds` of silence at the end, as a microphone or a recording
 * made elsewhere delivers it. The spoken parts are written beside `file`.
 */
export function speechWav(
  file: string,
  sentences: readonly string[],
  options: {
    sampleRate: number
    rounds?: number
    wordsPerMinute?: number
    channels?: number
    padSeconds?: number
  },
): string {
  const { sampleRate, rounds = 1, wordsPerMinute, channels, padSeconds } = options
  const stem = file.replace(/\.wav$/, '')
  const speed = wordsPerMinute === undefined ? [] : ['-s', String(wordsPerMinute)]
  const parts: string[] = []
  for (let round = 0; round < rounds; round++) {
    sentences.forEach((sentence, index) => {
      const part = `${stem}-${round}-${index}.wav`
      runTool('espeak-ng', ['-v', 'pt', ...speed, '-w', part, sentence])
      parts.push(part)
    })
  }
  let spoken = parts[0]!
  if (parts.length > 1) {
    spoken = `${stem}-joined.wav`
    runTool('sox', [...parts, spoken])
  }
  runTool('sox', [
    spoken,
    '-r',
    String(sampleRate),
    ...(channels === undefined ? [] : ['-c', String(channels)]),
    file,
    ...(padSeconds === undefined ? [] : ['pad', '0', String(padSeconds)]),
  ])
  return file
}
