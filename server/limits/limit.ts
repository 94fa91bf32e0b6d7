import type { Db } from '../db/connect'
import { countHit, deleteWindowsBefore, type WindowCounts } from './store'

/** The longest window a limit may have: windows older than twice this are deleted. */
export const MAX_WINDOW_SECONDS = 12 * 3600

export interface Limit {
  /** Hits allowed in any window of `windowSeconds`. */
  max: number
  windowSeconds: number
}

/**
 * Whether hits so far allow this one: the current window's count plus the previous window's, weighted by how
 * much of it still lies within the last `windowSeconds` (a sliding window estimated from two fixed ones, so
 * a burst across a window's edge is not let through twice). Rounded up: a burst is never under-counted.
 */
export function allows(counts: WindowCounts, limit: Limit) {
  const left = Math.max(0, 1 - counts.elapsed / limit.windowSeconds)
  return counts.count + Math.ceil(counts.previous * left) <= limit.max
}

/** Seconds until the next hit would be allowed, if nothing else came meanwhile; at least 1. */
export function secondsUntilAllowed(counts: WindowCounts, limit: Limit) {
  const w = limit.windowSeconds
  const next = counts.count + 1
  let wait: number
  if (next <= limit.max && counts.previous > 0) {
    // Within this window, once enough of the previous one has slid out.
    wait = w * (1 - (limit.max - next) / counts.previous) - counts.elapsed
  } else {
    // In the next window, once enough of this one has slid out.
    wait = w - counts.elapsed + w * Math.max(0, 1 - (limit.max - 1) / counts.count)
  }
  return Math.max(1, Math.ceil(wait))
}

/**
 * Counts a hit of `key` in the database, shared by every server process on it, and answers whether it is
 * within the limit and, if not, how long to wait. Refused hits count too, so a flood stays refused.
 */
export async function hitLimit(db: Db, key: string, limit: Limit, at?: Date) {
  if (limit.windowSeconds > MAX_WINDOW_SECONDS)
    throw new Error(`a limit's window is at most ${MAX_WINDOW_SECONDS} s`)
  const counts = await countHit(db, key, limit.windowSeconds, at)
  return allows(counts, limit)
    ? { allowed: true as const }
    : { allowed: false as const, retryAfterSeconds: secondsUntilAllowed(counts, limit) }
}

/** Deletes the counters no limit reads any more (run by the purge job). */
export function purgeOldWindows(db: Db, now = new Date()) {
  return deleteWindowsBefore(db, new Date(now.getTime() - 2 * MAX_WINDOW_SECONDS * 1000))
}
