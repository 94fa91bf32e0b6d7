import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import type { HealthResponse } from '../../../contract/health'

export interface HealthDeps {
  version: string
  pingDatabase(): Promise<void>
  pingJobs(): Promise<void>
}

const check = (probe: () => Promise<void>) =>
  probe().then(
    () => 'ok' as const,
    () => 'failing' as const,
  )

/** GET /health: 200 when the database and the job queue answer, 503 otherwise (load balancers read the status). */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, deps) => {
  app.get(
    api.health.path,
    { schema: { response: { 200: api.health.response, 503: api.health.response } } },
    async (_request, reply) => {
      const [database, jobs] = await Promise.all([check(deps.pingDatabase), check(deps.pingJobs)])
      const body: HealthResponse = {
        status: database === 'ok' && jobs === 'ok' ? 'ok' : 'failing',
        database,
        jobs,
        version: deps.version,
      }
      return reply
        .status(body.status === 'ok' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
}
