import { readFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import { loadConfig } from '../server/config'
import { DataDirBusyError } from '../server/db/data-dir-lock'
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
import { withDatabase } from './operator'

// Support's tools: `npm run admin -- <command>`. With the embedded database and a server running, the
// command runs inside the server (its loopback admin endpoint); otherwise this process opens the database.

/** A refused or silent server is told within this long, so the command line never hangs. */
const ENDPOINT_TIMEOUT_MS = Number(process.env.ADMIN_ENDPOINT_TIMEOUT_MS ?? 10_000)

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

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

async function run(argv: string[]): Promise<number> {
  const [name, ...args] = argv
  if (!name || !adminCommands[name]) {
    const width = Math.max(...Object.keys(adminCommands).map((n) => n.length))
    console.log('Usage: npm run admin -- <command> [options]\n\nCommands:')
    for (const [n, c] of Object.entries(adminCommands)) console.log(`  ${n.padEnd(width)}  ${c.summary}`)
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
