import { sql } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { deleteBefore } from '../db/rows'
import { rateLimitWindows } from '../db/schema'

/** A key's hits in its current fixed window and in the one before, by the database's clock. */
export interface WindowCounts {
  /** Hits in the current window, this one included. */
  count: number
  /** Hits in the window before it. */
  previous: number
  /** Seconds since the current window started. */
  elapsed: number
}

/**
 * Counts one hit of `key` in its current window of `windowSeconds` and reads the previous window, in one
 * statement: the upsert is atomic, so hits from any number of processes at once are all counted. The
 * database's clock places the hit (`at` only for tests), so processes with skewed clocks still agree.
 */
export async function countHit(db: Db, key: string, windowSeconds: number, at?: Date): Promise<WindowCounts> {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`
  const result = (await db.execute(sql`
    with clock as (select ${now} as now),
    hit as (
      insert into ${rateLimitWindows} (key, window_start, count)
      select ${key}, to_timestamp((floor(extract(epoch from clock.now) / ${windowSeconds}::int) * ${windowSeconds}::int)::float8), 1
        from clock
      on conflict (key, window_start) do update set count = ${rateLimitWindows}.count + 1
      returning count, window_start
    )
    select hit.count::int as count,
           coalesce((select p.count from ${rateLimitWindows} p
                      where p.key = ${key}
                        and p.window_start = hit.window_start - make_interval(secs => ${windowSeconds}::int)), 0)::int
             as previous,
           extract(epoch from clock.now - hit.window_start)::float8 as elapsed
      from hit, clock`)) as unknown as { rows: { count: number; previous: number; elapsed: number }[] }
  const row = result.rows[0]
  if (!row) throw new Error('the rate-limit upsert returned no row')
  return { count: Number(row.count), previous: Number(row.previous), elapsed: Number(row.elapsed) }
}

/** Deletes windows that started before `before`: no limit reads them any more. */
export const deleteWindowsBefore = (db: Db, before: Date) =>
  deleteBefore(db, rateLimitWindows, rateLimitWindows.windowStart, before)
