// The set-up most end-to-end files share: one server and one Chromium for the file, the browser contexts
// a test opens closed after it, everything stopped at the end. Kept apart from harness.ts, which the
// benchmarks import outside Vitest.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type ReceivedTranscription, startTranscriptionApiDouble } from '../support/transcription-api-double'
import {
  type LaunchOptions,
  launchBrowser,
  type RunningServer,
  type StartServerOptions,
  startServer,
} from './harness'

export interface E2eSuite {
  /** The server under test, from the suite's `beforeAll` on. */
  readonly server: RunningServer
  /** The system Chromium, from the suite's `beforeAll` on. */
  readonly browser: Browser
  /** The contexts tests open (push them here): closed after each test, or after the file. */
  readonly contexts: BrowserContext[]
}

export interface E2eSuiteOptions {
  /** How the server starts, read when the suite's `beforeAll` runs (after the file's own earlier ones). */
  server?: () => StartServerOptions
  /** How Chromium starts (a fake microphone), read at the same time. */
  browser?: () => LaunchOptions
  /** Keep the contexts until the end of the file, for tests that go on where the one before stopped. */
  contextsPerFile?: boolean
}

/**
 * Registers the file's set-up and returns what it starts. Call it after the file's own `beforeAll` that
 * prepares what the options read, and after the `afterAll` that must run once the server has stopped
 * (after hooks run in reverse order).
 */
export function e2eSuite(options: E2eSuiteOptions = {}): E2eSuite {
  let server: RunningServer | undefined
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  const closeContexts = async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
  }

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([
      startServer(options.server?.()),
      launchBrowser(options.browser?.()),
    ])
  })
  afterAll(async () => {
    await closeContexts()
    await browser?.close()
    await server?.stop()
  })
  if (!options.contextsPerFile) afterEach(closeContexts)

  return {
    get server() {
      if (!server) throw new Error('The server starts in the suite’s beforeAll: read it inside a test.')
      return server
    },
    get browser() {
      if (!browser) throw new Error('Chromium starts in the suite’s beforeAll: read it inside a test.')
      return browser
    },
    contexts,
  }
}

/** How the server starts when a test double of an OpenAI-compatible API at `baseUrl` transcribes. */
export const transcriptionDoubleServer = (baseUrl: string): StartServerOptions => ({
  env: { TRANSCRIPTION_ENGINE: 'openai', TRANSCRIPTION_URL: baseUrl, TRANSCRIPTION_API_KEY: 'test-key' },
})

/** How long a chunk the app uploads (16 kHz mono 16-bit WAV) lasts, in ms, from its size. */
export const chunkMilliseconds = (fileBytes: number) => Math.round(((fileBytes - 44) / 32_000) * 1000)

type TranscriptionApiDouble = Awaited<ReturnType<typeof startTranscriptionApiDouble>>

export interface DictationSuite extends E2eSuite {
  /** The test double the server sends each chunk to, from the suite's `beforeAll` on. */
  readonly transcriptionApi: TranscriptionApiDouble
}

/**
 * A suite whose Chromium hears `speech` (a WAV it writes in a temporary folder named from `folder`) through
 * its fake microphone, and whose server has each chunk transcribed by a test double answering `answer`.
 */
export function dictationSuite(options: {
  folder: string
  speech: (work: string) => string
  answer: (request: ReceivedTranscription) => string
  contextsPerFile?: boolean
}): DictationSuite {
  let work: string | undefined
  let wav = ''
  let transcriptionApi: TranscriptionApiDouble | undefined
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), options.folder))
    wav = options.speech(work)
    transcriptionApi = await startTranscriptionApiDouble(options.answer)
  })
  // Registered before the suite's own: runs once the server has stopped.
  afterAll(async () => {
    await transcriptionApi?.close()
    if (work) rmSync(work, { recursive: true, force: true })
  })
  const suite = e2eSuite({
    server: () => transcriptionDoubleServer(transcriptionApi!.baseUrl),
    browser: () => ({ fakeMicrophoneWav: wav }),
    ...(options.contextsPerFile && { contextsPerFile: true }),
  })
  return {
    get server() {
      return suite.server
    },
    get browser() {
      return suite.browser
    },
    contexts: suite.contexts,
    get transcriptionApi() {
      if (!transcriptionApi)
        throw new Error('The test double starts in the suite’s beforeAll: read it inside a test.')
      return transcriptionApi
    },
  }
}
