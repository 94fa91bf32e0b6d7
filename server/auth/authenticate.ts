import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database, Db } from '../db/connect'
import type { UserRow } from '../db/schema'
import { unauthorized } from '../http/errors'
import { liveSignIns } from './live-sign-ins'
import { type SessionClaims, verifiedTokenCache } from './verified-tokens'

export interface Auth {
  /** Shared by the requests of its session while it stays the same: read, never altered. */
  user: Readonly<UserRow>
  sessionId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set on every route declared with `config: { auth: true }`. */
    auth: Auth | null
    /** The verified token's user and session; set on every authenticated route, before any liveness check. */
    claims: SessionClaims | null
  }
  interface FastifyContextConfig {
    /** The route needs a live session (from the contract's `auth`). */
    auth?: boolean
    /**
     * The handler proves the session live itself (the status poll: its cache, else one query), so the
     * hook only checks the token's signature and loads no user row. Such a handler must call
     * `sessionExpired()` when it finds no live session.
     */
    liveSessionCheckedByHandler?: boolean
  }
}

/** The signed-in user of an authenticated route; the hook guarantees it is there. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized()
  return request.auth
}

/** The verified claims of a route that checks liveness itself (`liveSessionCheckedByHandler`). */
export function claimsOf(request: FastifyRequest): SessionClaims {
  if (!request.claims) throw unauthorized()
  return request.claims
}

/** What a revoked, expired or unknown session answers. */
export const sessionExpired = () => unauthorized('Your session has expired; sign in again')

/** Authentication is this one hook: a bearer JWT whose session is live (not revoked, not expired). */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { db: Db; listen: Database['listen']; jwtSecret: string },
) {
  app.decorateRequest('auth', null)
  app.decorateRequest('claims', null)
  const tokens = verifiedTokenCache(deps.jwtSecret)
  const signIns = liveSignIns(deps)
  app.addHook('onClose', () => signIns.close())
  app.addHook('onRoute', (route) => {
    if (!route.config?.auth) return
    const checkedByHandler = route.config.liveSessionCheckedByHandler === true
    const hooks = [route.onRequest ?? []].flat()
    route.onRequest = [
      async (request: FastifyRequest) => {
        const header = request.headers.authorization ?? ''
        const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
        if (!token) throw unauthorized('Sign in to continue')
        const claims = await tokens.verify(token)
        if (!claims) throw sessionExpired()
        request.claims = claims
        if (checkedByHandler) return
        const user = await signIns.user(claims)
        if (!user) throw sessionExpired()
        request.auth = { user, sessionId: claims.sessionId }
      },
      ...hooks,
    ]
  })
}
