import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import { isApiPath } from './static'

/**
 * Powerful browser features: the microphone and the shared call tab (teleconsultation) for Escriba's own
 * pages, nothing else for anyone. Chromium checks the camera policy when a tab is shared through
 * getDisplayMedia, so the camera is allowed to Escriba's own pages too; it never asks for it otherwise.
 */
export const PERMISSIONS_POLICY =
  'microphone=(self), display-capture=(self), camera=(self), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()'

/**
 * Helmet's headers for these options, worked out once. Helmet builds its middleware again on every call
 * (@fastify/helmet called it per request); with static directives its answer never changes.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value)
    },
    // X-Powered-By: Fastify never sends it.
    removeHeader() {},
  }
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/**
 * Every answer's security headers, set when the request arrives so that errors, 404s and the app shell
 * carry them too: helmet's (worked out once from `options`), the permissions policy, and `no-store` on API
 * answers, which carry clinical data that no browser or proxy cache should keep (a route may still say
 * otherwise: the header is set before its handler runs).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const everyAnswer = { ...helmetHeaders(options), 'permissions-policy': PERMISSIONS_POLICY }
  const apiAnswer = { ...everyAnswer, 'cache-control': 'no-store' }
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url
    reply.headers(isApiPath(url) && !url.startsWith('/docs') ? apiAnswer : everyAnswer)
    done()
  })
}

/**
 * For answers made before any hook runs (the router's own errors): helmet's main headers, by hand, with a
 * policy that lets a JSON error load nothing at all.
 */
export const errorAnswerHeaders = {
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cache-control': 'no-store',
}
