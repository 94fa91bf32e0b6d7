import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { REPORTER_DEFAULTS } from '../../../contract/error-reports'
import type { Db } from '../../db/connect'
import { receiveErrorReport } from './service'

export interface ErrorReportDeps {
  db: Db
  errorReportToken: string
  environment: string
}

export const errorReportRoutes: FastifyPluginAsyncZod<ErrorReportDeps> = async (app, deps) => {
  app.get(api.clientConfig.path, { schema: { response: { 200: api.clientConfig.response } } }, async () => ({
    data: {
      error_report_token: deps.errorReportToken,
      environment: deps.environment,
      code_version: REPORTER_DEFAULTS.codeVersion,
    },
  }))

  app.post(
    api.errorReport.path,
    { schema: { body: api.errorReport.body, response: { 201: api.errorReport.response } } },
    async (request, reply) => {
      const clientVersion = request.headers['client-version']
      const id = await receiveErrorReport(deps.db, request.body, {
        expectedToken: deps.errorReportToken,
        clientVersion: typeof clientVersion === 'string' ? clientVersion.slice(0, 50) : null,
        ip: request.ip,
      })
      request.log.warn(
        {
          reportId: id,
          source: request.body.source,
          message: request.body.message.slice(0, 500),
          url: request.body.url,
        },
        'browser error reported',
      )
      return reply.status(201).send({ data: { id } })
    },
  )
}
