interface Entry<T> {
  userId: string
  value: T
  /** By this cache's clock. */
  expiresAt: number
}

/** Taken before a query and handed back with its answer: the answer is kept only if nothing moved since. */
export interface LiveSessionTicket {
  readonly userId: string
  readonly generation: number
  readonly takenAt: number
}

/**
 * Answers about live sign-in sessions (the sign-in check's user, the status poll's active consultation
 * session), kept in memory between requests and forgotten when the database says a user's answer changed
 * (`invalidate(userId)`) or when notifications may have been missed (`clear()`). A sign-in session still
 * leaves the cache at its expiry with no notification, and every entry is read again at least every
 * `maxAgeMs`. Only live answers are kept (a
 * refusal asks the database again). Bounded: the oldest entry goes when it is full.
 *
 * The read/notify race: a query that started before a notification may answer what the notification just
 * replaced, so each query takes a ticket first and its answer is stored only if neither its user nor the
 * whole cache was invalidated after the ticket was taken.
 */
export function liveSessionCache<T>(
  options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {},
) {
  const maxEntries = options.maxEntries ?? 20_000
  // A notification lost without the connection noticing (a half-open link) is outlived by this much at most.
  const maxAgeMs = options.maxAgeMs ?? 60_000
  const now = options.now ?? (() => performance.now())
  /** By sign-in session id. */
  const entries = new Map<string, Entry<T>>()
  /** Sign-in session ids of each user with an entry. */
  const byUser = new Map<string, Set<string>>()
  /** Counts invalidations; a ticket remembers its value. */
  let generation = 0
  /** When each user was last invalidated; forgotten (with a cache-wide bump) when it grows past the bound. */
  const invalidatedAt = new Map<string, number>()
  let clearedAt = 0

  const remove = (sessionId: string, entry: Entry<T>) => {
    entries.delete(sessionId)
    const sessions = byUser.get(entry.userId)
    sessions?.delete(sessionId)
    if (sessions?.size === 0) byUser.delete(entry.userId)
  }

  const clear = () => {
    generation += 1
    clearedAt = generation
    entries.clear()
    byUser.clear()
    invalidatedAt.clear()
  }

  return {
    /** The cached answer of a live sign-in session of this user, if any. */
    get(claims: { sessionId: string; userId: string }): T | undefined {
      const entry = entries.get(claims.sessionId)
      if (!entry || entry.userId !== claims.userId) return undefined
      if (entry.expiresAt <= now()) {
        remove(claims.sessionId, entry)
        return undefined
      }
      return entry.value
    },

    ticket(userId: string): LiveSessionTicket {
      return { userId, generation, takenAt: now() }
    },

    /**
     * Keeps a live answer read under `ticket`, unless its user's answer changed since; `remainingMs` is how
     * long the sign-in session stays live, by the database's clock, when it was read.
     */
    store(ticket: LiveSessionTicket, sessionId: string, value: T, remainingMs: number) {
      if (clearedAt > ticket.generation) return
      if ((invalidatedAt.get(ticket.userId) ?? 0) > ticket.generation) return
      if (remainingMs <= 0) return
      const old = entries.get(sessionId)
      if (old) remove(sessionId, old)
      else if (entries.size >= maxEntries) {
        const [oldestId, oldest] = entries.entries().next().value as [string, Entry<T>]
        remove(oldestId, oldest)
      }
      // Measured from before the query, so the entry never outlives the session.
      const entry = {
        userId: ticket.userId,
        value,
        expiresAt: ticket.takenAt + Math.min(remainingMs, maxAgeMs),
      }
      entries.set(sessionId, entry)
      const sessions = byUser.get(ticket.userId)
      if (sessions) sessions.add(sessionId)
      else byUser.set(ticket.userId, new Set([sessionId]))
    },

    /** The database said this user's answer changed: forget it, and refuse answers read before now. */
    invalidate(userId: string) {
      generation += 1
      if (invalidatedAt.size >= maxEntries) clear()
      else invalidatedAt.set(userId, generation)
      const sessions = byUser.get(userId)
      if (!sessions) return
      for (const sessionId of sessions) entries.delete(sessionId)
      byUser.delete(userId)
    },

    clear,

    get size() {
      return entries.size
    },
  }
}
