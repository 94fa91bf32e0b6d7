import { liveSessionCache } from '../../auth/live-session-cache'

/** The status poll's answer for one live sign-in session. */
export interface LiveStatus {
  activeId: string | null
  /** How long the sign-in session stays live, by the database's clock, when it was read. */
  remainingMs: number
}

/** Live sign-in sessions and their users' active consultation session, kept between polls. */
export function sessionStatusCache(
  options: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {},
) {
  const cache = liveSessionCache<{ activeId: string | null }>(options)
  return {
    get: cache.get,
    ticket: cache.ticket,
    store: (ticket: ReturnType<typeof cache.ticket>, sessionId: string, status: LiveStatus) =>
      cache.store(ticket, sessionId, { activeId: status.activeId }, status.remainingMs),
    invalidate: cache.invalidate,
    clear: cache.clear,
    get size() {
      return cache.size
    },
  }
}
