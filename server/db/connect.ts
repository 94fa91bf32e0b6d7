import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema'

export const migrationsFolder = join(import.meta.dirname, 'migrations')

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** Raw SQL for the job queue: multi-statement text without values, one statement with values. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>

/** A hot read prepared once per connection, run with uuid arguments; rows keyed by the SQL's column names. */
export type UuidQuery = <Row>(name: string, text: string) => (args: string[]) => Promise<Row[]>

export interface Database {
  kind: 'pglite' | 'postgres'
  db: Db
  executeSql: ExecuteSql
  /**
   * The job queue's own SQL. On PostgreSQL it has its own small pool: the queue's polling does not wait
   * for the API's connections, and its writes (only ever to the queue's tables) are not counted as writes
   * the status cache must see notified (several a second, each would make polls wait for a round trip).
   */
  jobQueueSql: ExecuteSql
  /**
   * Prepares `text` (parameters $1…$n, all uuid) under `name`: a named statement on each PostgreSQL
   * connection, PREPARE/EXECUTE on PGlite's single one (its parameter round trips cost more than the
   * query). An argument that is not a uuid matches nothing.
   */
  preparedUuidQuery: UuidQuery
  /**
   * Listens to `channel` (NOTIFY from the database's triggers) for a cache the database itself invalidates:
   * `notify` gets each payload; `reset` runs whenever notifications may have been missed or start again
   * (connected, reconnected, connection lost, closed), so the cache forgets everything. Starts at once
   * and connects in the background; `current()` says when the cache may answer.
   */
  listen(channel: string, handlers: ChannelHandlers): ChannelListener
  migrate(): Promise<void>
  /**
   * Runs `work` (schema set-up, such as the job queue's queues) while no other process on the database runs
   * its own: on PostgreSQL under the migrations' advisory lock; on PGlite, one process, at once.
   */
  underSetupLock<T>(work: () => Promise<T>): Promise<T>
  ping(): Promise<void>
  close(): Promise<void>
}

export interface ChannelHandlers {
  notify(payload: string): void
  reset(): void
}

export interface ChannelListener {
  /**
   * Whether no notification can be owed to this process: true while the channel is listened to, false
   * while it is not. On PostgreSQL, right after this process wrote, a promise of the same answer once the
   * listening connection has answered a round trip started after the write (so the notifications the
   * write caused came first): waiting for it costs less than asking the database. Another process's
   * write reaches the cache as fast as PostgreSQL delivers its notification.
   */
  current(): boolean | Promise<boolean>
  /**
   * Like `current()`, and also covering every other process's writes committed before the call: on
   * PostgreSQL, a promise answered once the listening connection has answered a round trip started after
   * the call (the database signals a commit's notifications to its listeners before the writer sees the
   * commit, and a listener sends them before it reads its next statement). Round trips are shared: every
   * caller waiting meanwhile is answered by the next one. For answers that must change on every server at
   * once, such as a revoked sign-in session.
   */
  caughtUp(): boolean | Promise<boolean>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite in `pgliteDir`. */
  databaseUrl?: string | undefined
  pgliteDir: string
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const allUuids = (args: string[]) => args.every((arg) => UUID.test(arg))

/**
 * A query of `text` whose arguments are uuids: a list of the wrong length, or anything not a uuid, matches no
 * row without reaching the database; `run` executes it with the arguments checked.
 */
function uuidQuery<Row>(text: string, run: (args: string[], arity: number) => Promise<Row[]>) {
  const arity = new Set(text.match(/\$\d+/g)).size
  return async (args: string[]): Promise<Row[]> =>
    args.length === arity && allUuids(args) ? run(args, arity) : []
}

/**
 * PGlite's own start parameters (a list given at creation replaces them all) and the shared buffers: its
 * default of 128 MB is allocated and written at start inside its WebAssembly memory, so it is resident
 * for good; 16 MB holds the working set of a clinic many times over, and reads past it come from the
 * operating system's file cache.
 */
export const PGLITE_START_PARAMS = [
  ...['--single', '-F', '-O', '-j'],
  ...['-c', 'search_path=public', '-c', 'exit_on_error=false', '-c', 'log_checkpoints=false'],
  ...['-c', 'max_worker_processes=0', '-c', 'max_parallel_workers=0'],
  ...['-c', 'max_parallel_workers_per_gather=0', '-c', 'max_parallel_maintenance_workers=0'],
  ...['-c', 'io_method=sync'],
  ...['-c', 'shared_buffers=16MB'],
]

/**
 * Creates the database of an empty PGlite folder in a child process. Creating it runs initdb in a second
 * WebAssembly instance beside the first, and PGlite keeps both memories reachable afterwards: done in this
 * process it would hold about 450 MB more for as long as the server runs; the child gives it all back.
 */
async function createPgliteDatabase(dir: string): Promise<void> {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)})
    const db = await PGlite.create(process.argv[1], { startParams: JSON.parse(process.argv[2]) })
    await db.close()`
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script, dir, JSON.stringify(PGLITE_START_PARAMS)],
    { maxBuffer: 16 * 1024 * 1024 },
  )
}

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  if (!existsSync(join(dir, 'PG_VERSION'))) await createPgliteDatabase(dir)
  const client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS })
  // Each database's driver and migrator are loaded with it: a server holds only the one it runs on.
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const db = drizzlePglite(client, { schema }) as unknown as Db
  const executeSql: ExecuteSql = async (text, values) => {
    if (values && values.length > 0) return client.query(text, values)
    const results = await client.exec(text)
    return { rows: results.at(-1)?.rows ?? [] }
  }
  const prepared = new Map<string, Promise<unknown>>()
  return {
    kind: 'pglite',
    db,
    preparedUuidQuery: <Row>(name: string, text: string) =>
      uuidQuery<Row>(text, async (args, arity) => {
        let ready = prepared.get(name)
        if (!ready) {
          ready = client.exec(`PREPARE ${name}(${Array(arity).fill('uuid').join(', ')}) AS ${text}`)
          prepared.set(name, ready)
          ready.catch(() => prepared.delete(name))
        }
        await ready
        // Arguments are checked uuids, so they are safe as literals of the EXECUTE.
        const result = await client.query<Row>(`EXECUTE ${name}(${args.map((a) => `'${a}'`).join(', ')})`)
        return result.rows
      }),
    executeSql,
    jobQueueSql: executeSql,
    // In-process: a notification is handed over (queued as a microtask) while the writing statement's
    // answer is read, so the writer sees its own notification before its own await resumes.
    listen: (channel, handlers) => {
      let listening = false
      let closed = false
      const unlisten = client
        .listen(channel, (payload) => handlers.notify(payload))
        .then((stop) => {
          if (closed) return stop().then(() => undefined)
          handlers.reset()
          listening = true
          return stop
        })
      // One process: every write reaches the listener as it is answered.
      const current = () => listening && !client.closed
      return {
        current,
        caughtUp: current,
        close: async () => {
          closed = true
          listening = false
          handlers.reset()
          const stop = await unlisten.catch(() => undefined)
          if (stop && !client.closed) await stop().catch(() => {})
        },
      }
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    underSetupLock: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => client.close(),
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const queuePool = new pg.Pool({ connectionString: url, max: 3 })
  queuePool.on('error', () => {})
  const listeners = new Set<PostgresListener>()
  // Every write this process makes is counted before its caller sees the answer, so each listener can
  // prove it has received the notifications the write caused before its cache answers again.
  pool.on('connect', (client) => {
    client.connection.on('commandComplete', (message: { text?: string }) => {
      if (READ_ONLY_COMMAND.test(message.text ?? '')) return
      for (const listener of listeners) listener.wrote()
    })
  })
  const [{ drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const db = drizzleNodePg(pool, { schema }) as unknown as Db
  return {
    kind: 'postgres',
    db,
    preparedUuidQuery: <Row>(name: string, text: string) =>
      uuidQuery<Row>(text, async (args) => (await pool.query({ name, text, values: args })).rows as Row[]),
    executeSql: (text, values) => pool.query(text, values as unknown[] | undefined),
    jobQueueSql: (text, values) => queuePool.query(text, values as unknown[] | undefined),
    listen: (channel, handlers) => {
      const listener = postgresListener(url, channel, handlers, () => listeners.delete(listener))
      listeners.add(listener)
      return listener
    },
    // Servers starting together (a rolling deploy) take turns: one migrates, the others wait for its lock and
    // find nothing left to do.
    migrate: () =>
      withAdvisoryLock(pool, MIGRATION_LOCK, () => migrateNodePg(db as never, { migrationsFolder })),
    underSetupLock: (work) => withAdvisoryLock(pool, MIGRATION_LOCK, work),
    ping: async () => {
      await pool.query('select 1')
    },
    close: async () => {
      await Promise.all([...listeners].map((listener) => listener.close()))
      await Promise.all([pool.end(), queuePool.end()])
    },
  }
}

/** The advisory lock key the schema's migrations (and the job queue's set-up) are run under. */
const MIGRATION_LOCK = 0x65736372 // 'escr'

/** Runs `work` while this connection holds PostgreSQL's session advisory lock `key` (waiting for it first). */
async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [key])
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key])
    }
  } finally {
    client.release()
  }
}

/**
 * Command tags that change nothing (no notification can follow them). A data-modifying CTE under an outer
 * SELECT would pass for a read (Escriba has none): its notification would then arrive as another process's.
 */
const READ_ONLY_COMMAND =
  /^(SELECT|BEGIN|ROLLBACK|SET|SHOW|FETCH|LISTEN|UNLISTEN|DISCARD|DEALLOCATE|PREPARE)\b/

/** How the listening connections show in pg_stat_activity. */
export const LISTENER_NAME = 'escriba listener'
const FENCE_TIMEOUT_MS = 2_000
const RECONNECT_FIRST_MS = 100
const RECONNECT_MAX_MS = 5_000

interface PostgresListener extends ChannelListener {
  /** This process wrote: the cache waits until the listening connection has answered a round trip. */
  wrote(): void
}

/**
 * A dedicated connection that LISTENs to `channel`, reconnecting with an exponential delay (capped) for as
 * long as it is open. While it is down the cache does not answer and is reset on every (re)connect.
 */
function postgresListener(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
  onClose: () => void,
): PostgresListener {
  let client: pg.Client | undefined
  let listening = false
  let closed = false
  let retryDelay = RECONNECT_FIRST_MS
  let retryTimer: NodeJS.Timeout | undefined
  /**
   * Writes this process made and catch-ups asked for, and how many of them a completed round trip on the
   * listener covers.
   */
  let writes = 0
  let fenced = 0
  let fencing = false
  /** Callers waiting for a round trip to cover the writes counted when they asked. */
  let waiting: { writes: number; resolve: (current: boolean) => void }[] = []

  const settle = () => {
    if (waiting.length === 0) return
    const still: typeof waiting = []
    for (const waiter of waiting) {
      if (!listening) waiter.resolve(false)
      else if (fenced >= waiter.writes) waiter.resolve(true)
      else still.push(waiter)
    }
    waiting = still
  }

  const lost = (which: pg.Client) => {
    if (which !== client) return
    client = undefined
    listening = false
    fencing = false
    handlers.reset()
    settle()
    which.end().catch(() => {})
    if (closed) return
    retryTimer = setTimeout(connect, retryDelay)
    retryTimer.unref()
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS)
  }

  const connect = async () => {
    retryTimer = undefined
    if (closed) return
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: LISTENER_NAME })
    client = next
    next.on('notification', (message) => {
      if (next === client && message.channel === channel) handlers.notify(message.payload ?? '')
    })
    next.on('error', () => lost(next))
    next.on('end', () => lost(next))
    try {
      await next.connect()
      const seen = writes
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      if (next !== client || closed) return
      // Whatever was written before LISTEN took effect is read by the queries made from now on.
      handlers.reset()
      fenced = Math.max(fenced, seen)
      listening = true
      retryDelay = RECONNECT_FIRST_MS
      if (fenced < writes) fence()
    } catch {
      lost(next)
    }
  }

  const fence = () => {
    const on = client
    if (fencing || !on || !listening) return
    fencing = true
    const target = writes
    // A round trip that does not come back means a dead link that has not said so: start again.
    const timeout = setTimeout(() => lost(on), FENCE_TIMEOUT_MS)
    timeout.unref()
    on.query('select 1').then(
      () => {
        clearTimeout(timeout)
        if (on !== client) return
        fencing = false
        fenced = Math.max(fenced, target)
        settle()
        if (fenced < writes) fence()
      },
      () => {
        clearTimeout(timeout)
        lost(on)
      },
    )
  }

  const current = () => {
    if (!listening) return false
    if (fenced === writes) return true
    const owed = writes
    return new Promise<boolean>((resolve) => waiting.push({ writes: owed, resolve }))
  }

  void connect()
  return {
    current,
    caughtUp() {
      if (!listening) return false
      writes += 1
      fence()
      return current()
    },
    wrote() {
      writes += 1
      fence()
    },
    close: async () => {
      if (closed) return
      closed = true
      listening = false
      if (retryTimer) clearTimeout(retryTimer)
      handlers.reset()
      settle()
      onClose()
      const last = client
      client = undefined
      await last?.end().catch(() => {})
    },
  }
}
