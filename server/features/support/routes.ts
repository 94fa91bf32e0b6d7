import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { api } from '../../../contract/api'
import { languageOf } from '../../http/language'
import { contractRoutes } from '../../http/route'
import { loadArticles } from '../../support/articles'
import { supportLibrary } from './service'

/** Help articles: public, so a person who cannot sign in can read them too. */
export const supportRoutes: FastifyPluginAsyncZod<{ articlesDir?: string }> = async (app, deps) => {
  const library = supportLibrary(loadArticles(deps.articlesDir))
  const route = contractRoutes(app)
  route(api.supportArticles, async (request) => ({
    d_articles: library.search(request.query.q, languageOf(request)),
  }))
  route(api.supportArticle, async (request) => ({
    d_article: library.get(request.params.slug, languageOf(request)),
  }))
}
