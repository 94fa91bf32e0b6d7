import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { authOf } from '../../auth/authenticate'
import { languageOf } from '../../http/language'
import { contractRoutes } from '../../http/route'
import * as assistant from './service'

export const assistantRoutes: FastifyPluginAsyncZod<assistant.AssistantDeps> = async (app, deps) => {
  const route = contractRoutes(app)
  route(api.assistants, async (request) => ({
    assistants: assistant.listAssistants(deps, languageOf(request)),
  }))
  route(api.assistant, async (request) => assistant.ask(deps, authOf(request).user, request.body))
  route(api.assistantRun, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return assistant.runStatus(deps.db, authOf(request).user.id, request.query)
  })
  route(api.assistantThread, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return assistant.getThread(deps.db, authOf(request).user.id, request.query)
  })
}
