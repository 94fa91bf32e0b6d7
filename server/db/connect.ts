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

export interface Database {
  kind: 'pglite' | 'postgres'
  db: Db
  executeSql: ExecuteSql
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

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true })
  const client = await PGlite.create(dir)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    kind: 'pglite',
    db,
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
    executeSql: (text, values) => pool.query(text, values as unknown[] | undefined),
    migrate: () => migrateNodePg(db as never, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1')
    },
    close: () => pool.end(),
  }
}
