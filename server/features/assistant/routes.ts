import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { authOf } from '../../auth/authenticate'
import { languageOf } from '../../http/language'
import * as assistant from './service'

export const assistantRoutes: FastifyPluginAsyncZod<assistant.AssistantDeps> = async (app, deps) => {
  const config = { auth: true }

  app.get(
    api.assistants.path,
    { config, schema: { response: { 200: api.assistants.response } } },
    async (request) => ({ data: { assistants: assistant.listAssistants(deps, languageOf(request)) } }),
  )

  app.post(
    api.assistant.path,
    { config, schema: { body: api.assistant.body, response: { 202: api.assistant.response } } },
    async (request, reply) =>
      reply.status(202).send({ data: await assistant.ask(deps, authOf(request).user, request.body) }),
  )

  app.get(
    api.assistantRun.path,
    {
      config,
      schema: { querystring: api.assistantRun.querystring, response: { 200: api.assistantRun.response } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { data: await assistant.runStatus(deps.db, authOf(request).user.id, request.query) }
    },
  )

  app.get(
    api.assistantThread.path,
    {
      config,
      schema: {
        querystring: api.assistantThread.querystring,
        response: { 200: api.assistantThread.response },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { data: await assistant.getThread(deps.db, authOf(request).user.id, request.query) }
    },
  )
}
