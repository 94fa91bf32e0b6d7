import type { FastifyInstance } from 'fastify'
import { badRequest } from './errors'

const NUL = '\u0000'

/** The path of the first string holding U+0000 in a parsed value (`user.name`, `sections.0.title`), if any. */
export function nulPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'body' : undefined
  if (!value || typeof value !== 'object' || depth > 64) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, path ? `${path}.${key}` : key, depth + 1)
    if (found) return found
  }
  return undefined
}

/** Refuses text with U+0000, which PostgreSQL cannot store: a 400 naming the field, before anything is written. */
export function refuseNul(value: unknown, field?: string) {
  const path = nulPath(value, field)
  if (path)
    throw badRequest(`${path} cannot contain the NUL character (U+0000)`, { [path]: 'Contains U+0000' })
}

/** Every JSON body, query and path parameter is checked before its route runs; multipart readers call refuseNul. */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    refuseNul(request.params)
    refuseNul(request.query)
    if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body))
      refuseNul(request.body)
  })
}
