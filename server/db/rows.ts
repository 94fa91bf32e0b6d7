import { and, eq, getTableColumns, inArray, lt, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './connect'

type Columns<T extends PgTable> = T['_']['columns']

type Equal<T extends PgTable> = { [K in keyof Columns<T>]?: Columns<T>[K]['_']['data'] }

type Order = SQL | PgColumn

/** `table`'s columns equal to `equal`, as one condition per column. */
function matching<T extends PgTable>(table: T, equal: Equal<T>) {
  const columns = getTableColumns(table)
  return Object.entries(equal).map(([name, value]) => {
    // An absent value would match nothing or, worse, everything: a caller's mistake, never a query.
    if (value === undefined) throw new Error(`no value for ${name} in a query of its table`)
    return eq(columns[name]!, value)
  })
}

/**
 * The row of `table` whose columns equal `equal` (its key, within its owner) and that meets `also`, or
 * undefined when there is none.
 */
export async function rowWhere<T extends PgTable>(
  db: Db,
  table: T,
  equal: Equal<T>,
  ...also: (SQL | undefined)[]
) {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(...matching(table, equal), ...also))
  return row as T['$inferSelect'] | undefined
}

/** The rows of `table` whose columns equal `equal` (an owner's, say), in the order `orderBy`. */
export async function rowsWhere<T extends PgTable>(db: Db, table: T, equal: Equal<T>, ...orderBy: Order[]) {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(...matching(table, equal)))
    .orderBy(...orderBy)
  return rows as T['$inferSelect'][]
}

/** The rows of `table` whose column `name` holds one of `values` (no query when there are none), in the order `orderBy`. */
export async function rowsIn<T extends PgTable, K extends keyof Columns<T> & string>(
  db: Db,
  table: T,
  name: K,
  values: readonly Columns<T>[K]['_']['data'][],
  ...orderBy: Order[]
) {
  if (values.length === 0) return []
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(inArray(getTableColumns(table)[name]!, [...values]))
    .orderBy(...orderBy)
  return rows as T['$inferSelect'][]
}

/** The names of the rows whose `id` is one of `ids` (those that still exist), by id; no query when there are none. */
export async function namesById(
  db: Db,
  id: PgColumn,
  name: PgColumn,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id, name })
    .from(id.table as PgTable)
    .where(inArray(id, [...new Set(ids)]))
  return new Map(rows.map((row) => [String(row.id), String(row.name)]))
}

/** Sets `values` on the row of `table` whose columns equal `equal`, `updatedAt` now; the row as written. */
export async function updateRowWhere<T extends PgTable>(
  db: Db,
  table: T,
  equal: Equal<T>,
  values: Partial<T['$inferInsert']>,
) {
  const [row] = await db
    .update(table as PgTable)
    .set({ ...values, updatedAt: new Date() })
    .where(and(...matching(table, equal)))
    .returning()
  return row as T['$inferSelect'] | undefined
}

/** Deletes the row of `table` whose columns equal `equal`, and answers whether there was one. */
export async function deleteRowWhere<T extends PgTable>(db: Db, table: T, equal: Equal<T>) {
  const rows = await db
    .delete(table as PgTable)
    .where(and(...matching(table, equal)))
    .returning()
  return rows.length > 0
}

/** Deletes the rows of `table` whose `column` is earlier than `before`, and answers how many there were. */
export async function deleteBefore(db: Db, table: PgTable, column: PgColumn, before: Date) {
  const deleted = await db.delete(table).where(lt(column, before)).returning({ at: column })
  return deleted.length
}

/** An ILIKE pattern matching text that contains `text`, with `%`, `_` and `\\` in it taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
