import type { FastifyInstance } from 'fastify'

/** Compares dotted numeric versions: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0)
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

/** Tells an outdated browser app to reload: `client-deprecated: true` when its version is below the minimum. */
export function registerClientVersionCheck(app: FastifyInstance, minClientVersion: string) {
  // Set on arrival (a plain callback hook, no promise per request), so errors carry it too.
  app.addHook('onRequest', (request, reply, done) => {
    const version = request.headers['client-version']
    if (typeof version === 'string' && compareVersions(version, minClientVersion) < 0) {
      reply.header('client-deprecated', 'true')
    }
    done()
  })
}
