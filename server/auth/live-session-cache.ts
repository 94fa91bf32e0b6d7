import { type UserCacheTicket, userCache } from '../platform/user-cache'

/** Taken before a query and handed back with its answer: the answer is kept only if nothing moved since. */
export type LiveSessionTicket = UserCacheTicket

/**
 * Answers about live sign-in sessions (the sign-in check's user, the status poll's active consultation
 * session), kept in memory between requests by sign-in session id and forgotten when the database says a
 * user's answer changed (`invalidate(userId)`) or when notifications may have been missed (`clear()`). A
 * sign-in session still leaves the cache at its expiry with no notification, and every entry is read again
 * at least every `maxAgeMs`. Only live answers are kept (a refusal asks the database again). Bounded: the
 * oldest entry goes when it is full.
 */
export function liveSessionCache<T>(
  options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {},
) {
  const maxEntries = options.maxEntries ?? 20_000
  const cache = userCache<T>({
    maxAgeMs: options.maxAgeMs,
    now: options.now,
    maxWeight: maxEntries,
    maxInvalidated: maxEntries,
  })
  return {
    /** The cached answer of a live sign-in session of this user, if any. */
    get: (claims: { sessionId: string; userId: string }): T | undefined =>
      cache.get(claims.sessionId, claims.userId),

    ticket: cache.ticket,

    /**
     * Keeps a live answer read under `ticket`, unless its user's answer changed since; `remainingMs` is how
     * long the sign-in session stays live, by the database's clock, when it was read.
     */
    store: (ticket: LiveSessionTicket, sessionId: string, value: T, remainingMs: number) =>
      cache.store(ticket, sessionId, value, remainingMs),

    invalidate: cache.invalidate,
    clear: cache.clear,

    get size() {
      return cache.size
    },
  }
}
