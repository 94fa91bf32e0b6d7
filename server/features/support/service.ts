import { LANGUAGES, type Language } from '../../../contract/common'
import type { SupportArticle, SupportArticleSummary } from '../../../contract/support'
import { notFound } from '../../http/errors'
import type { Article, ArticleText } from '../../support/articles'

/** Lower case, without accents, words separated by single spaces: 'Modo Móvel!' → 'modo movel'. */
export const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** Words too common to say anything about an article, per language (already normalised). */
const STOP_WORDS: Record<Language, Set<string>> = {
  pt: new Set(
    'a o as os um uma de do da dos das em no na nos nas e ou para por com como que se eu me meu minha'.split(
      ' ',
    ),
  ),
  en: new Set('a an the of to in on at and or for by with how do i my is it can what'.split(' ')),
  de: new Set(
    'der die das den dem des ein eine einen und oder zu im in am an mit wie ich mein meine ist kann was'.split(
      ' ',
    ),
  ),
  es: new Set('el la los las un una de del en y o para por con como que se yo mi mis es puedo'.split(' ')),
}

/** Where a word counts for how much: a title says most about what an article is for. */
const WEIGHTS = { title: 8, keywords: 5, summary: 3, body: 1 } as const
type Field = keyof typeof WEIGHTS

type Indexed = { article: Article; text: ArticleText; fields: Record<Field, string> }

/** A term matches a word it begins (3 letters or more: 'grav' finds 'gravacao'), or the same word. */
function matches(field: string, term: string): number {
  const words = field.split(' ')
  return words.filter((word) => word === term || (term.length >= 3 && word.startsWith(term))).length
}

export interface SupportLibrary {
  search(query: string, language: Language): SupportArticleSummary[]
  get(slug: string, language: Language): SupportArticle
}

export const summaryOf = (slug: string, text: ArticleText): SupportArticleSummary => ({
  slug,
  title: text.title,
  summary: text.summary,
})

/** The help articles, searchable in each language. */
export function supportLibrary(articles: Article[]): SupportLibrary {
  const bySlug = new Map(articles.map((a) => [a.slug, a]))
  const index = (language: Language): Indexed[] =>
    articles.map((article) => {
      const text = article.texts[language]
      return {
        article,
        text,
        fields: {
          title: normalise(text.title),
          keywords: normalise(text.keywords.join(' ')),
          summary: normalise(text.summary),
          body: normalise(text.body),
        },
      }
    })
  const indexes = new Map(LANGUAGES.map((language) => [language, index(language)]))
  const indexOf = (language: Language) => indexes.get(language)!

  return {
    search(query, language) {
      const all = indexOf(language)
      const phrase = normalise(query)
      if (!phrase) return all.map((entry) => summaryOf(entry.article.slug, entry.text))
      const words = phrase.split(' ')
      const meaningful = words.filter((w) => !STOP_WORDS[language].has(w))
      const terms = meaningful.length > 0 ? meaningful : words
      const ranked = all.flatMap((entry, position) => {
        let score = 0
        let matched = 0
        for (const term of terms) {
          let found = false
          for (const field of Object.keys(WEIGHTS) as Field[]) {
            const count = matches(entry.fields[field], term)
            if (count === 0) continue
            found = true
            // A word said often in the body counts a little more, but never outweighs a title.
            score += WEIGHTS[field] * (field === 'body' ? Math.min(count, 3) : 1)
          }
          if (found) matched += 1
        }
        if (matched === 0) return []
        if (terms.length > 1) {
          const joined = ` ${terms.join(' ')} `
          if (` ${entry.fields.title} `.includes(joined)) score += 20
          else if (` ${entry.fields.keywords} `.includes(joined)) score += 12
          else if (` ${entry.fields.body} `.includes(joined)) score += 4
        }
        return [{ entry, matched, score, position }]
      })
      ranked.sort((a, b) => b.matched - a.matched || b.score - a.score || a.position - b.position)
      return ranked.map(({ entry }) => summaryOf(entry.article.slug, entry.text))
    },

    get(slug, language) {
      const article = bySlug.get(slug)
      if (!article) throw notFound('Article')
      const text = article.texts[language]
      return {
        ...summaryOf(slug, text),
        body: text.body,
        language,
        related: article.related.flatMap((other) => {
          const related = bySlug.get(other)
          return related ? [summaryOf(other, related.texts[language])] : []
        }),
      }
    },
  }
}
