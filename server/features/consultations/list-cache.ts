import { type UserCacheTicket, userCache } from '../../platform/user-cache'

/** Taken before a query and handed back with its answer: the answer is kept only if nothing moved since. */
export type ListTicket = UserCacheTicket

/**
 * The session list's answers (home's history and recent consultations), serialised once by the route's own
 * serializer and kept as the UTF-8 bytes sent (so a hit writes them as they are, with no encoding per
 * request), per user and page between requests, and forgotten when the database says something in a user's
 * list changed (`invalidate(userId)`) or when notifications may have been missed (`clear()`). Every entry is
 * read again at least every `maxAgeMs`. Bounded by the bytes it keeps (transcripts and notes make answers
 * large): the oldest entries go first, and an answer larger than an eighth of the bound is not kept.
 */
export function sessionListCache(options: { maxBytes?: number; maxAgeMs?: number; now?: () => number } = {}) {
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024
  const cache = userCache<Buffer>({
    maxAgeMs: options.maxAgeMs,
    now: options.now,
    weigh: (json) => json.length,
    maxWeight: maxBytes,
    maxEntryWeight: maxBytes / 8,
    maxInvalidated: 20_000,
  })
  const keyOf = (userId: string, page: number, perPage: number) => `${userId} ${page} ${perPage}`

  return {
    get: (userId: string, page: number, perPage: number): Buffer | undefined =>
      cache.get(keyOf(userId, page, perPage), userId),

    ticket: cache.ticket,

    /** Keeps an answer read under `ticket`, unless its user's list changed since. */
    store: (ticket: ListTicket, page: number, perPage: number, json: Buffer) =>
      cache.store(ticket, keyOf(ticket.userId, page, perPage), json),

    invalidate: cache.invalidate,
    clear: cache.clear,

    get size() {
      return cache.size
    },

    get bytes() {
      return cache.weight
    },
  }
}
