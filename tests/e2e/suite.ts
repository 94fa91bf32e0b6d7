// The set-up most end-to-end files share: one server and one Chromium for the file, the browser contexts
// a test opens closed after it, everything stopped at the end. Kept apart from harness.ts, which the
// benchmarks import outside Vitest.
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
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
