import { readFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import { ConfigError, loadConfig } from '../server/config'
import { DataDirBusyError, isAlive } from '../server/db/data-dir-lock'
import {
  type AdminEndpoint,
  AdminEndpoint as AdminEndpointSchema,
  adminEndpointFile,
} from '../server/features/staff/admin-endpoint'
import { adminCommands, type CommandResult, runAdminCommand } from '../server/features/staff/commands'
import { cliActor } from '../server/features/staff/service'
import { sendMailJob } from '../server/jobs/send-mail'
import type { MailJob } from '../server/mail/jobs'
import { createMailer } from '../server/mail/mailer'
import { blobStoreFrom } from '../server/storage/from-config'
import { type BlobMigrationStep, blobKeysIn, migrateBlobs } from '../server/storage/migrate-blobs'
import { postgresBlobStore } from '../server/storage/postgres-blobs'
import { s3BlobStore } from '../server/storage/s3-blobs'
import { flags, withDatabase } from './operator'

// Support's tools: `npm run admin -- <command>`. With the embedded database and a server running, the
// command runs inside the server (its loopback admin endpoint); otherwise this process opens the database.

/** A refused or silent server is told within this long, so the command line never hangs. */
const ENDPOINT_TIMEOUT_MS = Number(process.env.ADMIN_ENDPOINT_TIMEOUT_MS ?? 10_000)

function readEndpoint(dataDir: string): AdminEndpoint | undefined {
  try {
    return AdminEndpointSchema.parse(JSON.parse(readFileSync(adminEndpointFile(dataDir), 'utf8')))
  } catch {
    return undefined
  }
}

const osUser = () => {
  try {
    return userInfo().username
  } catch {
    return 'unknown user'
  }
}

async function viaServer(endpoint: AdminEndpoint, command: string, args: string[]): Promise<CommandResult> {
  const response = await fetch(`${endpoint.url}/admin/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ command, args, user: osUser() }),
    signal: AbortSignal.timeout(ENDPOINT_TIMEOUT_MS),
  })
  const result = (await response.json()) as CommandResult
  if (typeof result.code !== 'number') throw new Error(`answered ${response.status} without a result`)
  return result
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * Moves the files of the filesystem store (DATA_DIR/blobs) into the database or an S3 bucket, printing each
 * file as it goes; run again after a stop, it skips what the target already holds with the same checksum.
 */
async function migrateBlobsCommand(args: string[]): Promise<number> {
  const f = flags(args)
  if (f.to !== 'postgres' && f.to !== 's3') {
    console.error('Name the store to move the files to: --to postgres|s3')
    return 1
  }
  const to = f.to
  const removeSource = f['remove-source'] === 'true'
  let config: ReturnType<typeof loadConfig>
  let target: ReturnType<typeof loadConfig>['blobs']
  try {
    config = loadConfig()
    // The target's settings as the servers will read them once BLOB_STORE names it (S3_* checked here).
    target = loadConfig({ ...process.env, BLOB_STORE: to }).blobs
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
  const total = (await blobKeysIn(config.blobsDir)).length
  const where = to === 's3' && target.store === 's3' ? `the S3 bucket ${target.bucket}` : 'the database'
  if (total === 0) {
    console.log(`No files in ${config.blobsDir}: nothing to move.`)
    return 0
  }
  console.log(`Moving ${total} file(s) from ${config.blobsDir} to ${where}…`)
  const width = String(total).length
  const onStep = (step: BlobMigrationStep, index: number) => {
    const line = `[${String(index + 1).padStart(width)}/${total}] ${step.outcome.padEnd(13)} ${step.key} (${megabytes(step.bytes)})`
    if (step.outcome === 'failed') console.error(`${line}: ${step.reason}`)
    else console.log(line)
  }
  const summary =
    target.store === 's3'
      ? await (async () => {
          const store = s3BlobStore(target)
          try {
            return await migrateBlobs({ sourceDir: config.blobsDir, target: store, removeSource, onStep })
          } finally {
            store.close()
          }
        })()
      : await withDatabase((database) =>
          migrateBlobs({
            sourceDir: config.blobsDir,
            target: postgresBlobStore(database.db),
            removeSource,
            onStep,
          }),
        )
  console.log(
    `\n${summary.files} file(s): ${summary.copied} copied, ${summary.skipped} already there with the same ` +
      `SHA-256, ${summary.failed.length} failed; ${megabytes(summary.bytes)} in ${where}, every copy read back ` +
      `and checked.${removeSource ? ` ${summary.removed} removed from ${config.blobsDir}.` : ''}`,
  )
  if (summary.failed.length > 0) {
    console.error(`${summary.failed.length} file(s) were not moved (above): run the command again.`)
    return 1
  }
  console.log(
    removeSource
      ? `Every server reads them with BLOB_STORE=${to}.`
      : `Set BLOB_STORE=${to} on every server and restart them; run this again to move files uploaded meanwhile, ` +
          `then once more with --remove-source to delete them from ${config.blobsDir}.`,
  )
  return 0
}

/** Commands this process runs itself, never handed to a running server: they print as they go. */
const localCommands: Record<string, { summary: string; run(args: string[]): Promise<number> }> = {
  'blobs:migrate': {
    summary:
      'move the files of DATA_DIR/blobs into the database or an S3 bucket, verified by SHA-256 and ' +
      'resumable: --to postgres|s3 [--remove-source]',
    run: migrateBlobsCommand,
  },
}

async function run(argv: string[]): Promise<number> {
  const [name, ...args] = argv
  const local = name ? localCommands[name] : undefined
  if (local) {
    try {
      return await local.run(args)
    } catch (error) {
      console.error(error instanceof Error ? error.message : error)
      return 1
    }
  }
  if (!name || !adminCommands[name]) {
    const all = { ...adminCommands, ...localCommands }
    const width = Math.max(...Object.keys(all).map((n) => n.length))
    console.log('Usage: npm run admin -- <command> [options]\n\nCommands:')
    for (const [n, c] of Object.entries(all)) console.log(`  ${n.padEnd(width)}  ${c.summary}`)
    if (name && name !== '--help' && name !== 'help') {
      console.error(`\nUnknown command: ${name}`)
      return 1
    }
    return 0
  }
  const config = loadConfig()
  if (!config.databaseUrl) {
    const endpoint = readEndpoint(config.dataDir)
    if (endpoint) {
      try {
        const result = await viaServer(endpoint, name, args)
        process.stdout.write(result.stdout)
        process.stderr.write(result.stderr)
        return result.code
      } catch (error) {
        const why =
          error instanceof Error ? (error.name === 'TimeoutError' ? 'no answer' : error.message) : error
        if (isAlive(endpoint.pid)) {
          console.error(
            `The Escriba server (pid ${endpoint.pid}) holds the embedded database in ${config.dataDir}, but its ` +
              `admin endpoint ${endpoint.url} did not answer (${why}). Check the server's log, or stop it and ` +
              'run the command again.',
          )
          return 1
        }
        // A file left by a server that is gone: the database is free, open it here.
      }
    }
  }
  try {
    const result = await withDatabase(async (database, cfg) => {
      const mailer = createMailer(
        { smtpUrl: cfg.smtpUrl, from: cfg.mailFrom, outboxDir: cfg.outboxDir },
        { info: () => {} },
      )
      const deps = {
        db: database.db,
        config: cfg,
        // No worker runs here: the command line sends its mails itself, after its change is kept.
        enqueueMail: async (job: MailJob) => {
          await sendMailJob({ db: database.db, config: cfg, mailer }, job)
        },
        blobs: await blobStoreFrom(cfg.blobs, { db: database.db, blobsDir: cfg.blobsDir }),
      }
      try {
        return await runAdminCommand(name, args, { ...deps, actor: cliActor() })
      } finally {
        deps.blobs.close()
      }
    })
    process.stdout.write(result.stdout)
    process.stderr.write(result.stderr)
    return result.code
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(`${error.message} (No admin endpoint answered: is it an older server? Restart it.)`)
    } else console.error(error instanceof Error ? error.message : error)
    return 1
  }
}

process.exitCode = await run(process.argv.slice(2))
