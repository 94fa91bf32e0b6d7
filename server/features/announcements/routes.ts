import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import type { Db } from '../../db/connect'
import { languageOf } from '../../http/language'
import * as announcements from './service'

export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, deps) => {
  app.get(
    api.announcements.path,
    { config: { auth: true }, schema: { response: { 200: api.announcements.response } } },
    async (request) => ({
      data: { d_announcements: await announcements.shownAnnouncements(deps.db, languageOf(request)) },
    }),
  )
}
