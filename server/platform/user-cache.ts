interface Entry<V> {
  userId: string
  value: V
  /** By this cache's clock. */
  expiresAt: number
}

/** Taken before a query and handed back with its answer: the answer is kept only if nothing moved since. */
export interface UserCacheTicket {
  readonly userId: string
  readonly generation: number
  readonly takenAt: number
}

export interface UserCacheOptions<V> {
  /** Every entry is read again at least this often: a notification lost unnoticed is outlived by this much. */
  maxAgeMs?: number
  now?: () => number
  /** What one entry costs against `maxWeight` (1 by default: the bound counts entries). */
  weigh?: (value: V) => number
  /** The total weight kept; the oldest entries go first when a new one would pass it. */
  maxWeight: number
  /** An entry heavier than this is not kept (read each time). */
  maxEntryWeight?: number
  /** Users remembered as invalidated before that memory is folded into a cache-wide clear. */
  maxInvalidated: number
}

/**
 * Answers kept in memory per user between requests, forgotten when the database says a user's answers
 * changed (`invalidate(userId)`) or when notifications may have been missed (`clear()`). Entries are found
 * by a key and belong to one user each; every entry is read again at least every `maxAgeMs`.
 *
 * The read/notify race: a query that started before a notification may answer what the notification just
 * replaced, so each query takes a ticket first and its answer is stored only if neither its user nor the
 * whole cache was invalidated after the ticket was taken.
 */
export function userCache<V>(options: UserCacheOptions<V>) {
  const maxAgeMs = options.maxAgeMs ?? 60_000
  const now = options.now ?? (() => performance.now())
  const weigh = options.weigh ?? (() => 1)
  const maxEntryWeight = options.maxEntryWeight ?? options.maxWeight
  /** By key, oldest first. */
  const entries = new Map<string, Entry<V>>()
  /** The keys of each user's entries. */
  const byUser = new Map<string, Set<string>>()
  /** The sum of the kept entries' weights. */
  let weight = 0
  /** Counts invalidations; a ticket remembers its value. */
  let generation = 0
  /** When each user was last invalidated; forgotten (with a cache-wide bump) when it grows past the bound. */
  const invalidatedAt = new Map<string, number>()
  let clearedAt = 0

  const drop = (key: string, entry: Entry<V>) => {
    entries.delete(key)
    weight -= weigh(entry.value)
  }

  const remove = (key: string, entry: Entry<V>) => {
    drop(key, entry)
    const keys = byUser.get(entry.userId)
    keys?.delete(key)
    if (keys?.size === 0) byUser.delete(entry.userId)
  }

  const clear = () => {
    generation += 1
    clearedAt = generation
    entries.clear()
    byUser.clear()
    invalidatedAt.clear()
    weight = 0
  }

  return {
    /** The answer kept under `key` for this user, if any and not too old. */
    get(key: string, userId: string): V | undefined {
      const entry = entries.get(key)
      if (!entry || entry.userId !== userId) return undefined
      if (entry.expiresAt <= now()) {
        remove(key, entry)
        return undefined
      }
      return entry.value
    },

    ticket(userId: string): UserCacheTicket {
      return { userId, generation, takenAt: now() }
    },

    /**
     * Keeps an answer read under `ticket`, unless its user's answers changed since; `lifetimeMs` (at most
     * `maxAgeMs`) is how long the answer stays true when it was read.
     */
    store(ticket: UserCacheTicket, key: string, value: V, lifetimeMs = maxAgeMs) {
      if (clearedAt > ticket.generation) return
      if ((invalidatedAt.get(ticket.userId) ?? 0) > ticket.generation) return
      if (lifetimeMs <= 0) return
      const cost = weigh(value)
      if (cost > maxEntryWeight) return
      const old = entries.get(key)
      if (old) remove(key, old)
      while (entries.size > 0 && weight + cost > options.maxWeight) {
        const [oldestKey, oldest] = entries.entries().next().value as [string, Entry<V>]
        remove(oldestKey, oldest)
      }
      // Measured from before the query, so the entry never outlives what it answers.
      entries.set(key, {
        userId: ticket.userId,
        value,
        expiresAt: ticket.takenAt + Math.min(lifetimeMs, maxAgeMs),
      })
      weight += cost
      const keys = byUser.get(ticket.userId)
      if (keys) keys.add(key)
      else byUser.set(ticket.userId, new Set([key]))
    },

    /** The database said this user's answers changed: forget them, and refuse answers read before now. */
    invalidate(userId: string) {
      generation += 1
      if (invalidatedAt.size >= options.maxInvalidated) clear()
      else invalidatedAt.set(userId, generation)
      const keys = byUser.get(userId)
      if (!keys) return
      for (const key of keys) {
        const entry = entries.get(key)
        if (entry) drop(key, entry)
      }
      byUser.delete(userId)
    },

    clear,

    get size() {
      return entries.size
    },

    /** The sum of the kept entries' weights. */
    get weight() {
      return weight
    },
  }
}
