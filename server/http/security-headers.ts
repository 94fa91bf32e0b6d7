import type { FastifyInstance } from 'fastify'
import { isApiPath } from './static'

/**
 * Powerful browser features: the microphone and the shared call tab (teleconsultation) for Escriba's own
 * pages, nothing else for anyone. Chromium checks the camera policy when a tab is shared through
 * getDisplayMedia, so the camera is allowed to Escriba's own pages too; it never asks for it otherwise.
 */
export const PERMISSIONS_POLICY =
  'microphone=(self), display-capture=(self), camera=(self), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()'

/**
 * Headers beside helmet's: the permissions policy on every answer, and `no-store` on API answers, which
 * carry clinical data that no browser or proxy cache should keep.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
    if (isApiPath(request.url) && !request.url.startsWith('/docs') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store')
    return payload
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
