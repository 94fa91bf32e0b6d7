import type { z } from 'zod'
import type { User } from '../../contract/auth'

/** Storage keys of the signed-in session; the guard's "a token is stored" reads TOKEN_KEY. */
export const TOKEN_KEY = 'token'
export const USER_KEY = 'user'

export type StoredSession = { token: string; user: User; rememberMe: boolean }

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

type SessionStorages = { persistent: KeyValueStorage; session: KeyValueStorage }

/** A token is kept in one of the storages: only then is there a stored user to read. */
export const hasStoredToken = ({ persistent, session }: SessionStorages): boolean =>
  [session, persistent].some((storage) => storage.getItem(TOKEN_KEY))

export type SessionStore = ReturnType<typeof createSessionStore>

/**
 * Where the token and the user live between page loads: localStorage when the person asked to be
 * remembered, sessionStorage (gone with the tab) otherwise. Only one of the two ever holds a session.
 */
export function createSessionStore({
  persistent,
  session,
  userSchema,
}: SessionStorages & {
  /**
   * The contract's User schema, which reads a stored user. The app loads it (and zod) only when a token is
   * stored, so the sign-in screens start without it; null drops any stored session.
   */
  userSchema: z.ZodType<User> | null
}) {
  const clear = () => {
    for (const storage of [persistent, session]) {
      storage.removeItem(TOKEN_KEY)
      storage.removeItem(USER_KEY)
    }
  }

  // The tab's own session first: it is the most recent sign-in of this tab.
  const holder = () => [session, persistent].find((storage) => storage.getItem(TOKEN_KEY))

  const readUser = (storage: KeyValueStorage): User | null => {
    if (!userSchema) return null
    try {
      const parsed = userSchema.safeParse(JSON.parse(storage.getItem(USER_KEY) ?? 'null'))
      return parsed.success ? parsed.data : null
    } catch {
      return null
    }
  }

  return {
    /** Keeps a new sign-in, in localStorage with remember-me, else in sessionStorage; never in both. */
    save({ token, user, rememberMe }: StoredSession): void {
      clear()
      const target = rememberMe ? persistent : session
      target.setItem(TOKEN_KEY, token)
      target.setItem(USER_KEY, JSON.stringify(user))
    },

    /** Replaces the stored user (after a profile change) where the token is kept. */
    saveUser(user: User): void {
      holder()?.setItem(USER_KEY, JSON.stringify(user))
    },

    /** The token to send as bearer, read at request time. */
    token(): string | null {
      return holder()?.getItem(TOKEN_KEY) ?? null
    },

    /** Authenticated, in the guard's sense: a token in persistent or session storage. */
    isAuthenticated(): boolean {
      return holder() !== undefined
    },

    /** The session kept from an earlier page load; a token without a readable user is dropped. */
    restore(): StoredSession | null {
      const storage = holder()
      if (!storage) return null
      const token = storage.getItem(TOKEN_KEY)
      const user = readUser(storage)
      if (!token || !user) {
        clear()
        return null
      }
      return { token, user, rememberMe: storage === persistent }
    },

    /** Forgets the session in both storages (logout, expiry, any 401). */
    clear,
  }
}
