import {
  type SupportArticle,
  SupportArticleEnvelope,
  type SupportArticleSummary,
  SupportArticlesResponse,
} from '../../contract/support'
import type { Api } from './api'

export type Support = ReturnType<typeof createSupport>

/** The help articles calls, parsed with the contract. */
export function createSupport(api: Api) {
  return {
    /** GET /v1/support/articles?q=: every article, or those matching the words, best first. */
    async search(query: string): Promise<SupportArticleSummary[]> {
      return (
        await api.get('/v1/support/articles', {
          searchParams: { q: query.trim() },
          schema: SupportArticlesResponse,
        })
      ).data.d_articles
    },

    /** GET /v1/support/articles/:slug in the interface language. */
    async article(slug: string): Promise<SupportArticle> {
      return (
        await api.get(`/v1/support/articles/${encodeURIComponent(slug)}`, { schema: SupportArticleEnvelope })
      ).data.d_article
    },
  }
}
