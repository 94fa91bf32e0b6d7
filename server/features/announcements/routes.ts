import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import type { Db } from '../../db/connect'
import { languageOf } from '../../http/language'
import { contractRoutes } from '../../http/route'
import * as announcements from './service'

export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  const route = contractRoutes(app)
  route(api.announcements, async (request) => ({
    d_announcements: await announcements.shownAnnouncements(deps.db, languageOf(request)),
  }))
}
