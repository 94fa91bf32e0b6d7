import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
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
   * Prepares `text` (parameters $1…$n, all uuid) under `name`: a named statement on each PostgreSQL
   * connection, PREPARE/EXECUTE on PGlite's single one (its parameter round trips cost more than the
   * query). An argument that is not a uuid matches nothing.
   */
  preparedUuidQuery: UuidQuery
  migrate(): Promise<void>
  ping(): Promise<void>
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

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true })
  const client = await PGlite.create(dir)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  const prepared = new Map<string, Promise<unknown>>()
  return {
    kind: 'pglite',
    db,
    preparedUuidQuery: <Row>(name: string, text: string) => {
      const arity = new Set(text.match(/\$\d+/g)).size
      return async (args: string[]): Promise<Row[]> => {
        if (args.length !== arity || !allUuids(args)) return []
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
      }
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values)
      const results = await client.exec(text)
      return { rows: results.at(-1)?.rows ?? [] }
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
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
  const db = drizzleNodePg(pool, { schema }) as unknown as Db
  return {
    kind: 'postgres',
    db,
    preparedUuidQuery: <Row>(name: string, text: string) => {
      const arity = new Set(text.match(/\$\d+/g)).size
      return async (args: string[]): Promise<Row[]> => {
        if (args.length !== arity || !allUuids(args)) return []
        return (await pool.query({ name, text, values: args })).rows as Row[]
      }
    },
    executeSql: (text, values) => pool.query(text, values as unknown[] | undefined),
    migrate: () => migrateNodePg(db as never, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1')
    },
    close: () => pool.end(),
  }
}
