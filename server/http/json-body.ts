import type { FastifyInstance } from 'fastify'

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), except that a DELETE that says
 * `content-type: application/json` with nothing after it is a DELETE without a body: some clients send it.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && String(body).trim() === '') return done(null, undefined)
    parseJson(request, body as string, done)
  })
}
