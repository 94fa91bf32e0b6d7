import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { languageOf } from '../../http/language'
import { loadArticles } from '../../support/articles'
import { supportLibrary } from './service'

/** Help articles: public, so a person who cannot sign in can read them too. */
export const supportRoutes: FastifyPluginAsyncZod<{ articlesDir?: string }> = async (app, deps) => {
  const library = supportLibrary(loadArticles(deps.articlesDir))

  app.get(
    api.supportArticles.path,
    {
      schema: {
        querystring: api.supportArticles.querystring,
        response: { 200: api.supportArticles.response },
      },
    },
    async (request) => ({
      data: { d_articles: library.search(request.query.q, languageOf(request)) },
    }),
  )

  app.get(
    api.supportArticle.path,
    { schema: { params: api.supportArticle.params, response: { 200: api.supportArticle.response } } },
    async (request) => ({
      data: { d_article: library.get(request.params.slug, languageOf(request)) },
    }),
  )
}
