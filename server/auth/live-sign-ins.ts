import type { Database, Db } from '../db/connect'
import type { UserRow } from '../db/schema'
import { liveSessionUserQuery } from '../features/accounts/store'
import { liveSessionCache } from './live-session-cache'

/** The channel the database's triggers notify with the user id whose sign-in check may answer otherwise. */
export const SIGN_IN_CHANNEL = 'sign_in'

/**
 * The sign-in check of every authenticated request (the token's session is live, its account not disabled,
 * and the user's row), answered from memory while the database's notifications keep that memory current:
 * any change to a user's row or sign-in sessions, by any process, job or admin command, notifies. Before it
 * answers from memory it waits until every notification committed before the request has arrived (on
 * PostgreSQL one round trip on the listening connection, shared by the requests waiting meanwhile), so a
 * session revoked or an account disabled through any server is refused by every server on its very next
 * request. Otherwise one prepared statement asks the database, as before.
 */
export function liveSignIns(deps: { db: Db; listen: Database['listen'] }) {
  const query = liveSessionUserQuery(deps.db)
  const cache = liveSessionCache<Readonly<UserRow>>()
  const listener = deps.listen(SIGN_IN_CHANNEL, { notify: cache.invalidate, reset: cache.clear })
  return {
    /** The signed-in user of a live session, or undefined. */
    async user(claims: { sessionId: string; userId: string }): Promise<Readonly<UserRow> | undefined> {
      const caughtUp = listener.caughtUp()
      if (caughtUp === true || (caughtUp !== false && (await caughtUp))) {
        const hit = cache.get(claims)
        if (hit) return hit
      }
      const ticket = cache.ticket(claims.userId)
      const found = await query(claims)
      if (!found) return undefined
      // Shared by every request of this session until it changes: no handler may alter it.
      const user = Object.freeze(found.user)
      cache.store(ticket, claims.sessionId, user, found.remainingMs)
      return user
    },
    close: () => listener.close(),
  }
}
