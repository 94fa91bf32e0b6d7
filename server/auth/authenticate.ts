import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../db/connect'
import { findLiveSession, type UserRow } from '../features/accounts/store'
import { unauthorized } from '../http/errors'
import { verifySessionToken } from './tokens'

export interface Auth {
  user: UserRow
  sessionId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set on every route declared with `config: { auth: true }`. */
    auth: Auth | null
  }
  interface FastifyContextConfig {
    /** The route needs a live session (from the contract's `auth`). */
    auth?: boolean
  }
}

/** The signed-in user of an authenticated route; the hook guarantees it is there. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized()
  return request.auth
}

/** Authentication is this one hook: a bearer JWT whose session is live (not revoked, not expired). */
export function registerAuthentication(app: FastifyInstance, deps: { db: Db; jwtSecret: string }) {
  app.decorateRequest('auth', null)
  app.addHook('onRoute', (route) => {
    if (!route.config?.auth) return
    const hooks = [route.onRequest ?? []].flat()
    route.onRequest = [
      async (request: FastifyRequest) => {
        const header = request.headers.authorization ?? ''
        const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
        const claims = token ? await verifySessionToken(deps.jwtSecret, token) : null
        const live = claims && (await findLiveSession(deps.db, claims.sessionId, claims.userId))
        if (!live)
          throw unauthorized(token ? 'Your session has expired; sign in again' : 'Sign in to continue')
        request.auth = { user: live.user, sessionId: live.session.id }
      },
      ...hooks,
    ]
  })
}
