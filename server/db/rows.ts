import { and, eq, getTableColumns, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './connect'

type Columns<T extends PgTable> = T['_']['columns']

/**
 * The row of `table` whose columns equal `equal` (its key, within its owner) and that meets `also`, or
 * undefined when there is none.
 */
export async function rowWhere<T extends PgTable>(
  db: Db,
  table: T,
  equal: { [K in keyof Columns<T>]?: Columns<T>[K]['_']['data'] },
  ...also: (SQL | undefined)[]
) {
  const columns = getTableColumns(table)
  const matches = Object.entries(equal).map(([name, value]) => {
    // An absent value would match nothing or, worse, everything: a caller's mistake, never a query.
    if (value === undefined) throw new Error(`rowWhere: no value for ${name}`)
    return eq(columns[name]!, value)
  })
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(...matches, ...also))
  return row as T['$inferSelect'] | undefined
}
