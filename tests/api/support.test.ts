import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../contract/common'
import { ARTICLE_ORDER, loadArticles } from '../../server/support/articles'
import de from '../../src/i18n/locales/de.json'
import en from '../../src/i18n/locales/en.json'
import es from '../../src/i18n/locales/es.json'
import laterDe from '../../src/i18n/locales/later/de.json'
import laterEn from '../../src/i18n/locales/later/en.json'
import laterEs from '../../src/i18n/locales/later/es.json'
import laterPt from '../../src/i18n/locales/later/pt.json'
import pt from '../../src/i18n/locales/pt.json'
import { testAppForFile } from './test-app'

const t = testAppForFile()

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

/** The app's words in each language, as the screens show them. */
const screens = {
  pt: { ...pt, ...laterPt },
  en: { ...en, ...laterEn },
  de: { ...de, ...laterDe },
  es: { ...es, ...laterEs },
} as const
const label = (language: keyof typeof screens, key: string): string => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], screens[language])
  if (typeof found !== 'string') throw new Error(`no ${language} text for ${key}`)
  return found
}

/** Each article names, in bold, the buttons and places it sends the clinician to: these keys' texts. */
const NAMED: Record<string, string[]> = {
  recording: [
    'modes.title',
    'typeChoice.title',
    'recording.check.open',
    'recording.start',
    'recording.pause',
    'recording.resume',
    'recording.finish',
    'documents.generate',
    'engines.transcription.typeHere',
    'recording.tryAgain',
  ],
  'mobile-mode': ['modes.title', 'modes.choice.mobile'],
  dictation: [
    'modes.title',
    'modes.dictaphone',
    'recording.notes',
    'recording.transcript',
    'recording.file.label',
  ],
  teleconsultation: ['modes.choice.teleconsultation', 'recording.finish'],
  microphone: ['recording.check.open', 'recording.check.continue', 'recording.microphone'],
  templates: [
    'home.manage.title',
    'home.manage.builtIn',
    'typeEditor.copy',
    'home.manage.new',
    'home.manage.own',
    'inputTemplates.saveCurrent',
    'inputTemplates.insert',
    'templates.builder.title',
  ],
  'editing-notes': [
    'documents.edit.open',
    'documents.edit.modes.text',
    'documents.edit.modes.voice',
    'documents.edit.modes.markdown',
    'documents.edit.voice.restart',
    'documents.versions.title',
    'documents.regenerate',
    'documents.feedback.title',
  ],
  'copy-paste': ['documents.share.copy', 'documents.share.exportPdf', 'supportTools.linkLabel'],
  credits: ['documents.generate'],
  organisations: ['documents.generate'],
  privacy: ['settings.delete.button'],
  account: ['login.login.toReset'],
  'assistant-models': ['home.entries.assistant.title', 'home.entries.models.title'],
}

describe('help articles name what the app shows', () => {
  const articles = loadArticles()
  for (const language of LANGUAGES) {
    it(`names buttons and places as the ${language} screens label them`, () => {
      for (const article of articles) {
        const body = article.texts[language].body
        for (const key of NAMED[article.slug] ?? []) {
          expect(body, `${article.slug}/${language}.md names ${key}`).toContain(`**${label(language, key)}**`)
        }
      }
    })

    it(`sends to settings sections that exist, in ${language}`, () => {
      const settings = label(language, 'routes.settings.title')
      const sections = new Set(
        Object.values(
          (screens[language] as { settings: { sections: Record<string, string> } }).settings.sections,
        ),
      )
      for (const article of articles) {
        const body = article.texts[language].body
        const paths = [...body.matchAll(new RegExp(`\\*\\*${settings} → ([^*]+)\\*\\*`, 'g'))]
        for (const [, section] of paths) {
          expect(sections, `${article.slug}/${language}.md: ${settings} → ${section}`).toContain(section)
        }
      }
    })
  }
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
