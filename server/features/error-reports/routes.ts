import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { REPORTER_DEFAULTS } from '../../../contract/error-reports'
import type { Db } from '../../db/connect'
import { contractRoutes } from '../../http/route'
import { receiveErrorReport } from './service'

export interface ErrorReportDeps {
  db: Db
  errorReportToken: string
  environment: string
}

export const errorReportRoutes: FastifyPluginAsyncZod<ErrorReportDeps> = async (app, deps) => {
  const route = contractRoutes(app)
  route(api.clientConfig, async () => ({
    error_report_token: deps.errorReportToken,
    environment: deps.environment,
    code_version: REPORTER_DEFAULTS.codeVersion,
  }))

  route(api.errorReport, async (request) => {
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
    return { id }
  })
}
