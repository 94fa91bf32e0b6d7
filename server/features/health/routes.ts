import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import type { EngineHealth, HealthResponse } from '../../../contract/health'
import type { EngineReadiness } from '../../engines/transcription/engine'
import { contractRoutes } from '../../http/route'

export interface HealthDeps {
  version: string
  pingDatabase(): Promise<void>
  pingJobs(): Promise<void>
  /** The engines' state now; reading it never starts or downloads anything. */
  engines(): { transcription: EngineReadiness; generation: EngineReadiness; assistant: EngineReadiness }
}

const engineHealth = (readiness: EngineReadiness): EngineHealth => ({
  ready: readiness.state === 'ready',
  state: readiness.state,
  reason: readiness.reason,
})

const check = (probe: () => Promise<void>) =>
  probe().then(
    () => 'ok' as const,
    () => 'failing' as const,
  )

/**
 * GET /health: 200 when the database and the job queue answer, 503 otherwise (load balancers read the status);
 * the engines' readiness is said in the body without changing the status.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, deps) => {
  const route = contractRoutes(app)
  route(api.health, { alsoAnswers: [503] }, async (_request, reply) => {
    const [database, jobs] = await Promise.all([check(deps.pingDatabase), check(deps.pingJobs)])
    const engines = deps.engines()
    const body: HealthResponse = {
      status: database === 'ok' && jobs === 'ok' ? 'ok' : 'failing',
      database,
      jobs,
      version: deps.version,
      engines: {
        transcription: engineHealth(engines.transcription),
        generation: engineHealth(engines.generation),
        assistant: engineHealth(engines.assistant),
      },
    }
    return reply
      .status(body.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body)
  })
}
