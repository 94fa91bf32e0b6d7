interface Entry {
  userId: string
  /** The answer as sent: serialised once, by the route's own serializer. */
  json: string
  /** By this cache's clock. */
  expiresAt: number
}

/** Taken before a query and handed back with its answer: the answer is kept only if nothing moved since. */
export interface ListTicket {
  readonly userId: string
  readonly generation: number
  readonly takenAt: number
}

/**
 * The session list's answers (home's history and recent consultations), serialised, kept per user and page
 * between requests and forgotten when the database says something in a user's list changed
 * (`invalidate(userId)`) or when notifications may have been missed (`clear()`). Every entry is read again
 * at least every `maxAgeMs`. Bounded by the characters it keeps (transcripts and notes make answers large):
 * the oldest entries go first, and an answer larger than an eighth of the bound is not kept.
 *
 * The read/notify race is closed as in the status poll's cache: a query takes a ticket first and its answer
 * is stored only if neither its user nor the whole cache was invalidated after the ticket was taken.
 */
export function sessionListCache(options: { maxChars?: number; maxAgeMs?: number; now?: () => number } = {}) {
  const maxChars = options.maxChars ?? 16 * 1024 * 1024
  const maxAgeMs = options.maxAgeMs ?? 60_000
  const now = options.now ?? (() => performance.now())
  /** By `userId page perPage`, oldest first. */
  const entries = new Map<string, Entry>()
  /** The keys of each user's entries. */
  const byUser = new Map<string, Set<string>>()
  let chars = 0
  let generation = 0
  const invalidatedAt = new Map<string, number>()
  let clearedAt = 0
  /** Users remembered in `invalidatedAt` before it is folded into a cache-wide clear. */
  const maxInvalidated = 20_000

  const keyOf = (userId: string, page: number, perPage: number) => `${userId} ${page} ${perPage}`

  const remove = (key: string, entry: Entry) => {
    entries.delete(key)
    chars -= entry.json.length
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
    chars = 0
  }

  return {
    get(userId: string, page: number, perPage: number): string | undefined {
      const key = keyOf(userId, page, perPage)
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        remove(key, entry)
        return undefined
      }
      return entry.json
    },

    ticket(userId: string): ListTicket {
      return { userId, generation, takenAt: now() }
    },

    /** Keeps an answer read under `ticket`, unless its user's list changed since. */
    store(ticket: ListTicket, page: number, perPage: number, json: string) {
      if (clearedAt > ticket.generation) return
      if ((invalidatedAt.get(ticket.userId) ?? 0) > ticket.generation) return
      if (json.length > maxChars / 8) return
      const key = keyOf(ticket.userId, page, perPage)
      const old = entries.get(key)
      if (old) remove(key, old)
      while (chars + json.length > maxChars) {
        const [oldestKey, oldest] = entries.entries().next().value as [string, Entry]
        remove(oldestKey, oldest)
      }
      entries.set(key, { userId: ticket.userId, json, expiresAt: ticket.takenAt + maxAgeMs })
      chars += json.length
      const keys = byUser.get(ticket.userId)
      if (keys) keys.add(key)
      else byUser.set(ticket.userId, new Set([key]))
    },

    /** The database said this user's list changed: forget it, and refuse answers read before now. */
    invalidate(userId: string) {
      generation += 1
      if (invalidatedAt.size >= maxInvalidated) clear()
      else invalidatedAt.set(userId, generation)
      const keys = byUser.get(userId)
      if (!keys) return
      for (const key of keys) {
        const entry = entries.get(key)
        if (entry) {
          entries.delete(key)
          chars -= entry.json.length
        }
      }
      byUser.delete(userId)
    },

    clear,

    get size() {
      return entries.size
    },

    get chars() {
      return chars
    },
  }
}
