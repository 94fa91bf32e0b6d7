import type { FastifyInstance } from 'fastify'
import { badRequest } from './errors'

const NUL = '\u0000'
/** A UTF-16 half with no partner (`"\udfff"` in JSON): PostgreSQL's text and jsonb cannot hold it. */
const LONE_SURROGATE = /\p{Surrogate}/u

type Unstorable = { path: string; reason: 'nul' | 'surrogate' }

function unstorableIn(text: string): Unstorable['reason'] | undefined {
  if (text.includes(NUL)) return 'nul'
  if (LONE_SURROGATE.test(text)) return 'surrogate'
  return undefined
}

/** The first string in a parsed value that PostgreSQL cannot store (`user.name`, `sections.0.title`), if any. */
export function unstorablePath(value: unknown, path = '', depth = 0): Unstorable | undefined {
  if (typeof value === 'string') {
    const reason = unstorableIn(value)
    return reason ? { path: path || 'body', reason } : undefined
  }
  if (!value || typeof value !== 'object' || depth > 64) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const keyReason = unstorableIn(key)
    const at = path ? `${path}.${key}` : key
    if (keyReason) return { path: path || 'body', reason: keyReason }
    const found = unstorablePath(inner, at, depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * Refuses text PostgreSQL cannot store (U+0000, or half of a UTF-16 pair): a 400 naming the field, before
 * anything is written.
 */
export function refuseUnstorable(value: unknown, field?: string) {
  const found = unstorablePath(value, field)
  if (!found) return
  const { path, reason } = found
  if (reason === 'nul')
    throw badRequest(`${path} cannot contain the NUL character (U+0000)`, { [path]: 'Contains U+0000' })
  throw badRequest(`${path} holds a broken character (half of a UTF-16 pair)`, {
    [path]: 'Invalid characters',
  })
}

/** Every JSON body, query and path parameter is checked before its route runs; multipart readers call refuseUnstorable. */
export function registerTextGuard(app: FastifyInstance) {
  // A plain callback hook: no promise on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseUnstorable(request.params)
      refuseUnstorable(request.query)
      if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body))
        refuseUnstorable(request.body)
    } catch (error) {
      return done(error as Error)
    }
    done()
  })
}
