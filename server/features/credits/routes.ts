import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { authOf } from '../../auth/authenticate'
import type { Config } from '../../config'
import type { Db } from '../../db/connect'
import { contractRoutes } from '../../http/route'
import { creditsView, type UserNames } from './service'

export interface CreditsRoutesDeps {
  db: Db
  config: Pick<Config, 'credits'>
  /** The name of an organisation, null when there is none: the organizations feature owns it (and uses credits). */
  organizationName: (organizationId: string) => Promise<string | null>
  /** Who each ledger row concerns: the accounts feature owns users (and uses credits). */
  userNames: UserNames
}

export const creditRoutes: FastifyPluginAsyncZod<CreditsRoutesDeps> = async (app, deps) => {
  const route = contractRoutes(app)

  route(api.credits, async (request) => {
    const { user } = authOf(request)
    const organizationName = user.organizationId ? await deps.organizationName(user.organizationId) : null
    return {
      d_pools: await creditsView(
        deps.db,
        deps.userNames,
        user,
        organizationName,
        deps.config.credits.perDocument,
      ),
      credits_per_document: deps.config.credits.perDocument,
      support_contact: deps.config.credits.supportContact,
    }
  })
}
