import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ErrorBody } from '../../contract/common'

/** Paths that belong to the API: never answered with the app shell. */
const apiPrefixes = ['/v1/', '/health', '/docs', '/audio-to-text', '/assistant', '/template/', '/start']

const apiRoots = apiPrefixes.map((prefix) => prefix.replace(/\/$/, ''))

// Asked on every request (security headers): no allocation but the path itself.
export function isApiPath(url: string): boolean {
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  for (let i = 0; i < apiPrefixes.length; i++) {
    if (path.startsWith(apiPrefixes[i]!) || path === apiRoots[i]) return true
  }
  return false
}

/** A browser asking for a page (history-mode deep link), as opposed to a script or an API client. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (isApiPath(request.url)) return false
  const accept = request.headers.accept ?? ''
  return accept.includes('text/html') || accept.includes('*/*')
}

const notFoundBody = (method: string, url: string): ErrorBody => ({
  error: { code: 'not_found', message: `No route ${method} ${url.split('?')[0]}` },
})

/** Serves the built browser app on the API's port, with index.html for every client-side route. */
export async function registerStaticApp(app: FastifyInstance, staticDir: string) {
  const built = existsSync(join(staticDir, 'index.html'))
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        // Vite names assets by content hash: they never change; index.html always must be fresh.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  } else {
    app.log.warn({ staticDir }, 'the browser app is not built: run `npm run build` to serve it')
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (built && wantsPage(request) && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.status(404).send(notFoundBody(request.method, request.url))
  })
}
