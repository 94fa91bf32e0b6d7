import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES, type Language } from '../../contract/common'

/**
 * Escriba's help articles: content kept in the repository, one folder per article under `articles/` with
 * one markdown file per language (`pt.md`, `en.md`, `de.md`, `es.md`), each opening with a front matter of
 * `title`, `summary` and `keywords` (words people search with that the text may not use).
 */
export const ARTICLE_ORDER = [
  { slug: 'recording', related: ['microphone', 'dictation', 'mobile-mode'] },
  { slug: 'mobile-mode', related: ['recording', 'microphone'] },
  { slug: 'dictation', related: ['recording', 'editing-notes'] },
  { slug: 'teleconsultation', related: ['recording', 'microphone'] },
  { slug: 'microphone', related: ['recording', 'teleconsultation'] },
  { slug: 'templates', related: ['editing-notes', 'credits'] },
  { slug: 'editing-notes', related: ['copy-paste', 'credits'] },
  { slug: 'copy-paste', related: ['editing-notes', 'privacy'] },
  { slug: 'credits', related: ['organisations', 'editing-notes'] },
  { slug: 'organisations', related: ['credits', 'templates'] },
  { slug: 'privacy', related: ['account', 'assistant-models'] },
  { slug: 'account', related: ['privacy', 'organisations'] },
  { slug: 'assistant-models', related: ['privacy', 'templates'] },
] as const

export interface ArticleText {
  title: string
  summary: string
  keywords: string[]
  /** Markdown. */
  body: string
}

export interface Article {
  slug: string
  related: readonly string[]
  texts: Record<Language, ArticleText>
}

export const ARTICLES_DIR = join(import.meta.dirname, 'articles')

/** Reads `---` front matter of `key: value` lines, then the markdown body. */
export function parseArticle(source: string, file: string): ArticleText {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'))
  if (!match) throw new Error(`${file}: expected a front matter between --- lines`)
  const fields = new Map<string, string>()
  for (const line of match[1]!.split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  const title = fields.get('title')
  const summary = fields.get('summary')
  const body = match[2]!.trim()
  if (!title || !summary || !body) throw new Error(`${file}: title, summary and a body are required`)
  const keywords = (fields.get('keywords') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
  return { title, summary, keywords, body }
}

/** Every article in every language; a missing or malformed file stops the server at start, not a reader. */
export function loadArticles(dir = ARTICLES_DIR): Article[] {
  return ARTICLE_ORDER.map(({ slug, related }) => {
    const texts = Object.fromEntries(
      LANGUAGES.map((language) => {
        const file = join(dir, slug, `${language}.md`)
        return [language, parseArticle(readFileSync(file, 'utf8'), file)]
      }),
    ) as Record<Language, ArticleText>
    return { slug, related, texts }
  })
}
