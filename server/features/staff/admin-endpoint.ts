import { randomBytes, timingSafeEqual } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { z } from 'zod'
import { type CommandResult, runAdminCommand } from './commands'
import { cliActor, type StaffDeps } from './service'

/** Where a running server says how to reach its admin endpoint: its URL and secret, readable by its owner only. */
export const adminEndpointFile = (dataDir: string) => join(dataDir, 'admin-endpoint.json')

export const AdminEndpoint = z.object({ url: z.url(), secret: z.string().min(32), pid: z.number().int() })
export type AdminEndpoint = z.infer<typeof AdminEndpoint>

/** What the CLI sends: the command, its arguments and the operating-system user who ran it (for the audit). */
export const AdminCommandRequest = z.object({
  command: z.string().min(1).max(100),
  args: z.array(z.string().max(10_000)).max(100),
  user: z.string().max(200).default('unknown user'),
})

const MAX_BODY = 1024 * 1024

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) throw new Error('too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The admin command line's way into a running server: the embedded database allows one process, so while
 * the server holds it, `npm run admin` hands its command here. Listens on loopback only, on a port of the
 * system's choosing, and answers only a bearer secret written (0600) to the data folder at start.
 */
export async function startAdminEndpoint(
  deps: StaffDeps & { dataDir: string; log: { info(obj: object, msg: string): void } },
) {
  const secret = randomBytes(32).toString('base64url')
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: CommandResult) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      response.end(JSON.stringify(body))
    }
    const refuse = (status: number, message: string) =>
      answer(status, { code: 1, stdout: '', stderr: `${message}\n` })
    if (request.method !== 'POST' || request.url !== '/admin/commands') return refuse(404, 'Not found')
    const header = request.headers.authorization ?? ''
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), secret))
      return refuse(401, 'The admin secret is not right')
    let body: z.infer<typeof AdminCommandRequest>
    try {
      body = AdminCommandRequest.parse(JSON.parse(await readBody(request)))
    } catch {
      return refuse(400, 'Send JSON: command, args, user')
    }
    const actor = { ...cliActor(), label: `admin CLI (${body.user})` }
    deps.log.info({ command: body.command, user: body.user }, 'admin command from the command line')
    answer(200, await runAdminCommand(body.command, body.args, { ...deps, actor }))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const file = adminEndpointFile(deps.dataDir)
  // Removed first: a file left by an older run keeps its mode whatever writeFileSync is told.
  rmSync(file, { force: true })
  const endpoint: AdminEndpoint = { url: `http://127.0.0.1:${port}`, secret, pid: process.pid }
  writeFileSync(file, `${JSON.stringify(endpoint)}\n`, { mode: 0o600, flag: 'wx' })
  return {
    url: endpoint.url,
    async close() {
      // Only our own file: a newer server may have written its own meanwhile.
      try {
        if (AdminEndpoint.parse(JSON.parse(readFileSync(file, 'utf8'))).secret === secret) rmSync(file)
      } catch {}
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
