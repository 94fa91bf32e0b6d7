import { z } from 'zod'
import { envelope, Language } from './common'

/** A help article in the list and in search results. */
export const SupportArticleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
})
export type SupportArticleSummary = z.infer<typeof SupportArticleSummary>

/** A whole help article; the body is markdown. */
export const SupportArticle = SupportArticleSummary.extend({
  body: z.string(),
  /** The language it is written in (the request's). */
  language: Language,
  /** Other articles worth reading next. */
  related: z.array(SupportArticleSummary),
})
export type SupportArticle = z.infer<typeof SupportArticle>

/** Words to look for; empty lists every article. Accents and case are ignored. */
export const SupportSearchQuery = z.object({ q: z.string().max(200).default('') })
export const SupportArticlesResponse = envelope(z.object({ d_articles: z.array(SupportArticleSummary) }))

export const SupportArticleParams = z.object({ slug: z.string().min(1).max(100) })
export const SupportArticleEnvelope = envelope(z.object({ d_article: SupportArticle }))
