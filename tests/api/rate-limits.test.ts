import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitWindows } from '../../server/db/schema'
import { allows, hitLimit, purgeOldWindows, secondsUntilAllowed } from '../../server/limits/limit'
import { countHit } from '../../server/limits/store'
import { openTestDatabase } from './test-app'

let t: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  t = await openTestDatabase()
})
afterAll(async () => {
  await t?.drop()
})

let keys = 0
const nextKey = () => `test:${++keys}`
/** A minute's window starts on the minute: 12:00:00 + seconds. */
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, 0) + seconds * 1000)
const perMinute = (max: number) => ({ max, windowSeconds: 60 })

describe('the shared rate-limit counter', () => {
  it('counts every hit of one key in its window, and the window before it', async () => {
    const key = nextKey()
    expect(await countHit(t.database.db, key, 60, at(5))).toEqual({ count: 1, previous: 0, elapsed: 5 })
    expect(await countHit(t.database.db, key, 60, at(6))).toEqual({ count: 2, previous: 0, elapsed: 6 })
    expect(await countHit(t.database.db, key, 60, at(61))).toEqual({ count: 1, previous: 2, elapsed: 1 })
    // Another key has its own count.
    expect(await countHit(t.database.db, nextKey(), 60, at(61))).toMatchObject({ count: 1, previous: 0 })
  })

  it('counts hits that arrive at the same moment each once', async () => {
    const key = nextKey()
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countHit(t.database.db, key, 60, at(10))),
    )
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
  })

  it('allows the limit in a window, refuses the next hit and says when to come back', async () => {
    const key = nextKey()
    for (let i = 0; i < 3; i++)
      expect(await hitLimit(t.database.db, key, perMinute(3), at(10 + i))).toEqual({ allowed: true })
    const refused = await hitLimit(t.database.db, key, perMinute(3), at(20))
    expect(refused).toMatchObject({ allowed: false })
    // The next window starts in 40 s; half of its 4 counted hits (the refused one too) slide out 30 s later.
    expect(refused.allowed === false && refused.retryAfterSeconds).toBe(70)
    expect(await hitLimit(t.database.db, key, perMinute(3), at(20 + 70))).toEqual({ allowed: true })
  })

  it('does not let a burst through twice across the edge of a window', async () => {
    const key = nextKey()
    for (let i = 0; i < 3; i++) await hitLimit(t.database.db, key, perMinute(3), at(59))
    expect((await hitLimit(t.database.db, key, perMinute(3), at(60))).allowed).toBe(false)
    expect((await hitLimit(t.database.db, key, perMinute(3), at(61))).allowed).toBe(false)
  })

  it('weighs the previous window by how much of it is still within the last window', () => {
    const limit = perMinute(10)
    expect(allows({ count: 5, previous: 10, elapsed: 30 }, limit)).toBe(true)
    expect(allows({ count: 6, previous: 10, elapsed: 30 }, limit)).toBe(false)
    // The next hit (6) fits once 7 of the previous 10 have slid out: at 42 s, 12 s from now.
    expect(secondsUntilAllowed({ count: 6, previous: 10, elapsed: 30 }, limit)).toBe(12)
  })

  it('deletes windows no limit reads any more', async () => {
    const key = nextKey()
    await countHit(t.database.db, key, 60, at(0))
    await countHit(t.database.db, key, 60, at(3 * 86_400))
    expect(await purgeOldWindows(t.database.db, at(3 * 86_400))).toBeGreaterThanOrEqual(1)
    const left = await t.database.db.select().from(rateLimitWindows)
    expect(left.filter((row) => row.key === key)).toHaveLength(1)
  })
})
