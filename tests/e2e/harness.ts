// End-to-end harness: the real server as a child process on a free port with a fresh data folder, and
// the system Chromium driven by playwright-core.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium'
import { exited, freePort, waitForExit } from '../support/server-processes'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const healthTimeoutMs = 60_000
const stopTimeoutMs = 10_000
const keptOutput = 64 * 1024

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string
  /** The server's DATA_DIR: database, blobs, outbox. Removed by `stop()`. */
  dataDir: string
  /** What the server printed so far (stdout and stderr, last 64 KiB each). */
  output: () => { stdout: string; stderr: string }
  /** SIGTERM, wait for the exit (SIGKILL after 10 s), then remove the data folder. */
  /** SIGTERM, then SIGKILL after 10 s; resolves with how the process ended (0 after a clean shutdown). */
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
  const port = await freePort()
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'escriba-e2e-'))
  const baseUrl = `http://127.0.0.1:${port}`
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Never download a model in tests: the whisper.cpp test model beside the repository loads and runs.
      WHISPER_MODEL_PATH: path.join(repoRoot, '../shared/models/for-tests-ggml-tiny.bin'),
      WHISPER_MODEL_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-keptOutput)
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-keptOutput)
  })

  const stop = async () => {
    if (!exited(child)) {
      child.kill('SIGTERM')
      if (!(await waitForExit(child, stopTimeoutMs))) {
        child.kill('SIGKILL')
        await waitForExit(child, stopTimeoutMs)
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
    return child.exitCode ?? child.signalCode
  }

  const deadline = Date.now() + healthTimeoutMs
  let lastProblem = 'no answer yet'
  while (Date.now() < deadline) {
    if (exited(child)) {
      lastProblem = `the server exited with ${child.exitCode ?? child.signalCode}`
      break
    }
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) })
      if (response.status === 200) {
        return { baseUrl, dataDir, output: () => ({ stdout, stderr }), stop }
      }
      lastProblem = `GET /health answered ${response.status}: ${(await response.text()).slice(0, 500)}`
    } catch (error) {
      lastProblem = `GET /health failed: ${error instanceof Error ? error.message : String(error)}`
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(
    `The server did not become healthy: ${lastProblem} (waiting up to ${healthTimeoutMs / 1000} s).\n` +
      `--- server stderr ---\n${stderr || '(empty)'}\n--- server stdout ---\n${stdout || '(empty)'}`,
  )
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
