import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { type Database, openDatabase } from '../../server/db/connect'
import { enginesFrom } from '../../server/engines/from-config'
import { type Jobs, startJobs } from '../../server/jobs/boss'
import { jobDefinitions } from '../../server/jobs/definitions'
import { SEND_MAIL } from '../../server/mail/jobs'
import { createMailer } from '../../server/mail/mailer'
import { blobStoreFrom } from '../../server/storage/from-config'
import { freshPostgresDatabase } from '../support/server-processes'
import { startTranscriptionApiDouble } from '../support/transcription-api-double'

const silent = { info() {}, error() {} }

/**
 * The whisper.cpp test model shipped beside the repository: it loads and runs but has no trained weights, so
 * it answers empty text. Tests never download a model.
 */
export const TEST_WHISPER_MODEL = join(process.cwd(), '../shared/models/for-tests-ggml-tiny.bin')

/** A test double of the speech API answering `text`, open for the tests of the suite it is called in. */
export function speechApiForSuite(text: string) {
  const api = {} as Awaited<ReturnType<typeof startTranscriptionApiDouble>>
  beforeAll(async () => {
    Object.assign(api, await startTranscriptionApiDouble(() => text))
  })
  afterAll(async () => {
    await api.close?.()
  })
  return api
}

/** Transcription through an OpenAI-compatible speech API (a test double at `url`). */
export const transcriptionApiAt = (url: string) => ({
  TRANSCRIPTION_ENGINE: 'openai',
  TRANSCRIPTION_URL: url,
})

/** The LLM engine on a chat API double, offering a private model, a usual one and an experimental one. */
export const llmEngineOn = (chatUrl: string) => ({
  GENERATION_ENGINE: 'llm',
  LLM_URL: chatUrl,
  LLM_API_KEY: 'sk-llm',
  LLM_MODELS: JSON.stringify([
    { id: 'clinic-llama', private: true },
    { id: 'gpt-4o-mini' },
    { id: 'o-preview', experimental: true },
  ]),
})

/**
 * A real database for one test file: a copy of the migrated PGlite template, or, when DATABASE_URL names a
 * PostgreSQL server (npm run test:pg), a fresh database created on it and dropped afterwards.
 */
export async function openTestDatabase(): Promise<{
  database: Database
  /** The PostgreSQL database's address (npm run test:pg), so a test can open a second server process on it. */
  url?: string
  drop(): Promise<void>
}> {
  const adminUrl = process.env.DATABASE_URL
  if (adminUrl) {
    const fresh = await freshPostgresDatabase(adminUrl, 'escriba_test')
    const database = await openDatabase({ databaseUrl: fresh.url, pgliteDir: '' })
    await database.migrate()
    return {
      database,
      url: fresh.url,
      drop: async () => {
        await database.close().catch(() => {})
        await fresh.drop()
      },
    }
  }
  const template = process.env.ESCRIBA_PGLITE_TEMPLATE
  if (!template) throw new Error('tests/api/global-setup.ts did not run: start the API suite through vitest')
  const dir = mkdtempSync(join(tmpdir(), 'escriba-pg-'))
  cpSync(template, dir, { recursive: true })
  const database = await openDatabase({ pgliteDir: dir })
  await database.migrate()
  return {
    database,
    drop: async () => {
      await database.close().catch(() => {})
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A fresh data folder for a real server process, its embedded database already copied from the suite's
 * migrated template (tests/api/global-setup.ts), which spares the first start its migrations.
 */
export function dataDirWithDatabase(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const template = process.env.ESCRIBA_PGLITE_TEMPLATE
  if (template) cpSync(template, join(dir, 'pg'), { recursive: true })
  return dir
}

/** The whole Escriba server over a real database, called with `app.inject`; `logger` to read its log. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logger?: FastifyBaseLogger
    /** false: jobs are queued but no worker runs them until `startWorkers()` (to see what a route queued). */
    workers?: boolean
  } = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'escriba-data-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(dataDir, 'no-app'),
    // Tests never download a model: the embedded engine reads the one WHISPER_MODEL_PATH names, or none.
    WHISPER_MODEL_URL: '',
    ...env,
  })
  const { database, url: databaseUrl, drop } = await openTestDatabase()
  const blobs = await blobStoreFrom(config.blobs, { db: database.db, blobsDir: config.blobsDir })
  const engines = enginesFrom(config, silent)
  const mailer = createMailer({ from: config.mailFrom, outboxDir: config.outboxDir }, silent)
  const define = (send: Jobs['send']) =>
    jobDefinitions({ database, config, blobs, ...engines, mailer, send, log: silent })
  const jobs = await startJobs(database, define, silent, { workers: options.workers ?? true })
  let laterWorkers: Jobs | undefined
  const app = await buildApp({
    config,
    database,
    jobs,
    blobs,
    ...engines,
    ...(options.logger ? { logger: options.logger } : {}),
  })
  await app.ready()
  /** Jobs of a queue that are waiting or running. */
  const pending = async (queue: string) => {
    const { rows } = await database.jobQueueSql(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = '${queue}' AND state IN ('created', 'retry', 'active')`,
    )
    return Number((rows[0] as { n: number }).n)
  }
  return {
    app,
    blobs,
    ...engines,
    config,
    database,
    databaseUrl,
    jobs,
    /** How many mail jobs are queued or running. */
    pendingMails: () => pending(SEND_MAIL),
    /**
     * Waits until every mail queued so far is written to the outbox: mails go out from a job, after the
     * request that queued them has answered.
     */
    mailsSent: async () => {
      const deadline = Date.now() + 10_000
      while ((await pending(SEND_MAIL)) > 0) {
        if (Date.now() > deadline) throw new Error('the mail job did not run within 10 s')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    /** Starts workers for an app made with `workers: false`: the queued jobs run now. */
    startWorkers: async () => {
      laterWorkers ??= await startJobs(database, define, silent)
    },
    close: async () => {
      await app.close()
      await laterWorkers?.stop()
      await jobs.stop()
      await engines.engine.close()
      blobs.close()
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The test app of one test file: built (with `env`) before its first test, closed after its last. */
export function testAppForFile(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env))
  })
  afterAll(async () => {
    await t.close?.()
  })
  return t
}

/**
 * The test app and, as `t.other`, a second server process on its database (as on the PostgreSQL scale path),
 * for one test file: both built before its tests and closed after them.
 */
export function testAppAndAnotherServerForFile() {
  const t = {} as TestApp & { other: Awaited<ReturnType<typeof buildApp>> }
  beforeAll(async () => {
    Object.assign(t, await createTestApp())
    t.other = await anotherServer(t)
    await t.other.ready()
  })
  afterAll(async () => {
    await t.other?.close()
    await t.close?.()
  })
  return t
}

/**
 * Runs `use` with another server process on the test app's PostgreSQL database through connections of its
 * own, as a process on another machine has; both closed afterwards.
 */
export async function withServerOnOwnConnections<T>(
  t: TestApp,
  use: (server: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const database = await openDatabase({ databaseUrl: t.databaseUrl, pgliteDir: '' })
  const server = await anotherServer(t, database)
  try {
    await server.ready()
    return await use(server)
  } finally {
    await server.close()
    await database.close()
  }
}

/**
 * Calls the app as `who` (with their session's headers; null for no one signed in), sending `body` as JSON
 * when there is one.
 */
export const callAs =
  (t: TestApp) =>
  (
    who: { headers: Record<string, string> } | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: object,
  ) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(body ? { payload: body } : {}) })

/**
 * Another server process beside the test app: its jobs, blobs and engines, on its database or on `database`;
 * `overrides` replace any of them (a logger, a config).
 */
export function anotherServer(
  t: TestApp,
  database: Database = t.database,
  overrides: Partial<Parameters<typeof buildApp>[0]> = {},
) {
  return buildApp({
    config: t.config,
    database,
    jobs: t.jobs,
    blobs: t.blobs,
    engine: t.engine,
    generation: t.generation,
    review: t.review,
    ...overrides,
  })
}
