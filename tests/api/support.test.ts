import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../contract/common'
import { ARTICLE_ORDER, loadArticles } from '../../server/support/articles'
import { createTestApp } from './test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const search = async (q: string, language: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/support/articles?q=${encodeURIComponent(q)}`,
    headers: { 'accept-language': language },
  })
  expect(res.statusCode).toBe(200)
  return res.json().data.d_articles as { slug: string; title: string; summary: string }[]
}
const slugs = async (q: string, language: string) => (await search(q, language)).map((a) => a.slug)

describe('help articles', () => {
  it('are written in pt, en, de and es, each with a title, a summary and a body', () => {
    const articles = loadArticles()
    expect(articles.map((a) => a.slug)).toEqual(ARTICLE_ORDER.map((a) => a.slug))
    const slugsKnown = new Set(articles.map((a) => a.slug))
    for (const article of articles) {
      for (const other of article.related) expect(slugsKnown.has(other)).toBe(true)
      const bodies = new Set(LANGUAGES.map((l) => article.texts[l].body))
      // Each language has its own text, not a copy of another's.
      expect(bodies.size).toBe(LANGUAGES.length)
    }
    for (const topic of ['recording', 'mobile-mode', 'templates', 'credits', 'privacy']) {
      expect(slugsKnown.has(topic)).toBe(true)
    }
  })

  it('lists every article in the order support keeps them when there is no query', async () => {
    expect(await slugs('', 'en')).toEqual(ARTICLE_ORDER.map((a) => a.slug))
  })
})

describe('GET /v1/support/articles?q=', () => {
  it("finds the mobile-mode article first for 'modo móvel' in Portuguese, accents and case ignored", async () => {
    for (const q of ['modo móvel', 'MODO MOVEL', 'Modo Móvel?']) {
      const found = await search(q, 'pt-PT')
      expect(found[0]).toMatchObject({ slug: 'mobile-mode', title: 'Modo móvel: gravar com o telemóvel' })
    }
  })

  it('finds each topic in each language, best first', async () => {
    const cases: [string, string, string][] = [
      ['pt', 'gravar consulta', 'recording'],
      ['pt', 'créditos', 'credits'],
      ['pt', 'apagar dados', 'privacy'],
      ['pt', 'QR', 'mobile-mode'],
      ['en', 'mobile mode', 'mobile-mode'],
      ['en', 'Record a consultation', 'recording'],
      ['en', 'templates', 'templates'],
      ['en', 'buy credits', 'credits'],
      ['en', 'GDPR', 'privacy'],
      ['de', 'Mobilmodus', 'mobile-mode'],
      ['de', 'Vorlagen', 'templates'],
      ['de', 'Guthaben kaufen', 'credits'],
      ['de', 'Datenschutz', 'privacy'],
      ['de', 'Daten löschen', 'privacy'],
      ['es', 'modo móvil', 'mobile-mode'],
      ['es', 'grabar', 'recording'],
      ['es', 'plantillas', 'templates'],
      ['es', 'creditos', 'credits'],
      ['es', 'privacidad', 'privacy'],
      ['es', 'pegar en la historia clínica', 'copy-paste'],
    ]
    for (const [language, q, slug] of cases) {
      expect([language, q, (await slugs(q, language))[0]]).toEqual([language, q, slug])
    }
  })

  it('finds words by their beginning and answers nothing for words no article uses', async () => {
    expect((await slugs('microf', 'pt'))[0]).toBe('microphone')
    expect(await slugs('xylophone zebra', 'en')).toEqual([])
  })

  it('answers in Portuguese when the language is not one of Escriba’s', async () => {
    expect((await search('modo móvel', 'fr'))[0]?.title).toBe('Modo móvel: gravar com o telemóvel')
  })
})

describe('GET /v1/support/articles/:slug', () => {
  it("answers the article in the request's language with its related articles", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/support/articles/mobile-mode',
      headers: { 'accept-language': 'es' },
    })
    expect(res.statusCode).toBe(200)
    const article = res.json().data.d_article
    expect(article).toMatchObject({
      slug: 'mobile-mode',
      language: 'es',
      title: 'Modo móvil: grabar con el teléfono',
    })
    expect(article.body).toContain('código QR')
    expect(article.related.map((r: { slug: string }) => r.slug)).toEqual(['recording', 'microphone'])
  })

  it('answers 404 for an article that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/support/articles/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('not_found')
  })
})
