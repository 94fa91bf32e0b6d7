import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/connect'
import { DataDirBusyError, lockDataDir } from './db/data-dir-lock'
import { enginesFrom } from './engines/from-config'
import { startAdminEndpoint } from './features/staff/admin-endpoint'
import { requeuePendingTranscriptions } from './features/transcription/service'
import { createLogger } from './http/logging'
import { startJobs } from './jobs/boss'
import { jobDefinitions, TRANSCRIBE_CHUNK } from './jobs/definitions'
import { SEND_MAIL } from './mail/jobs'
import { createMailer } from './mail/mailer'
import { makePrivate, PRIVATE_UMASK } from './storage/file-modes'
import { blobStoreFrom } from './storage/from-config'

/** Process entry: config → database → migrations → jobs → app → listen; SIGTERM closes them in reverse. */
async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(2)
    }
    throw error
  }
  const log = createLogger(config.logLevel)
  // Everything this process creates is private; what an older version left readable is made so now.
  process.umask(PRIVATE_UMASK)
  const loosened = makePrivate(config.dataDir)
  if (loosened > 0)
    log.info({ dataDir: config.dataDir, changed: loosened }, 'data folder made private (0700/0600)')
  // Several processes on one database check each other's session tokens and the browser's report token.
  const perFolder = ['JWT_SECRET', 'ERROR_REPORT_TOKEN'].filter((name) => !process.env[name])
  if (config.databaseUrl && perFolder.length > 0)
    log.warn(
      { generated: perFolder, dataDir: config.dataDir },
      `${perFolder.join(' and ')} not set: this process uses its own, generated in its data folder; give every ` +
        'server process on the database the same one',
    )
  let unlock = () => {}
  if (!config.databaseUrl) {
    try {
      unlock = lockDataDir(config.dataDir, 'the Escriba server')
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error
      log.fatal(error.message)
      process.exit(2)
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pg'),
  })
  await database.migrate()
  // PGlite sets the modes of some files it writes itself, whatever the umask: made private again.
  if (!config.databaseUrl) makePrivate(join(config.dataDir, 'pg'))
  log.info({ database: database.kind }, 'database ready')
  const blobs = await blobStoreFrom(config.blobs, { db: database.db, blobsDir: config.blobsDir })
  log.info({ blobStore: config.blobs.store }, 'blob store ready')
  const filesLeft = existsSync(config.blobsDir) && readdirSync(config.blobsDir).length > 0
  if (config.blobs.store !== 'fs' && filesLeft)
    log.warn(
      { blobsDir: config.blobsDir, blobStore: config.blobs.store },
      'files are kept in the blob store BLOB_STORE names, and this folder still holds files it will not read: ' +
        `move them with npm run admin -- blobs:migrate --to ${config.blobs.store}, or set BLOB_STORE=fs to keep reading them there`,
    )
  const engines = enginesFrom(config, log)
  const mailer = createMailer(
    { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir },
    log,
  )
  const jobs = await startJobs(
    database,
    (send) => jobDefinitions({ database, config, blobs, ...engines, mailer, send, log }),
    log,
    {
      workers: process.env.WORKERS !== 'false',
      reclaimActive: database.kind === 'pglite',
      everyJobSentHere: database.kind === 'pglite',
      sharedDatabaseUrl: config.databaseUrl,
    },
  )
  const requeued = await requeuePendingTranscriptions(
    database.db,
    (chunkId) => jobs.send(TRANSCRIBE_CHUNK, { chunkId }),
    async () =>
      new Set((await jobs.pending(TRANSCRIBE_CHUNK)).map((job) => (job as { chunkId: string }).chunkId)),
  )
  if (requeued > 0) log.info({ chunks: requeued }, 'audio waiting for transcription queued again')
  const app = await buildApp({ config, database, jobs, blobs, ...engines, logger: log })

  // The embedded database is this process's alone: `npm run admin` hands its commands to it over loopback.
  const adminEndpoint = config.databaseUrl
    ? undefined
    : await startAdminEndpoint({
        db: database.db,
        config,
        enqueueMail: async (job) => {
          await jobs.send(SEND_MAIL, job)
        },
        blobs,
        dataDir: config.dataDir,
        log,
      })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    log.info({ signal }, 'shutting down: finishing requests, stopping workers, closing the database')
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting')
      process.exit(1)
    }, config.shutdownTimeoutMs)
    timer.unref()
    try {
      await adminEndpoint?.close()
      await app.close()
      await jobs.stop()
      await engines.engine.close()
      blobs.close()
      await database.close()
      unlock()
      process.exit(0)
    } catch (error) {
      log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
  log.info(
    `Escriba is listening on ${config.tls ? 'https' : 'http'}://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
