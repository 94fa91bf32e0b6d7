import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import type { SupportArticle, SupportArticleSummary } from '../../../contract/support'
import { describePaths } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import { connectSupport } from './support.connect'
import { SEARCH_DELAY_MS, supportMachine } from './support.machine'
import { pathOptions } from './support.paths'

const mobile: SupportArticleSummary = {
  slug: 'mobile-mode',
  title: 'Modo móvel',
  summary: 'Grave com o telemóvel.',
}
const credits: SupportArticleSummary = {
  slug: 'credits',
  title: 'Créditos',
  summary: 'O que gasta créditos.',
}
const article = (summary: SupportArticleSummary): SupportArticle => ({
  ...summary,
  body: '1. Escolha o modo telemóvel.',
  language: 'pt',
  related: [credits],
})

function start(slug: string | null = null) {
  const search = fakeCall<SupportArticleSummary[], { query: string }>()
  const load = fakeCall<SupportArticle, { slug: string }>()
  const clock = new SimulatedClock()
  const actor = createActor(
    supportMachine.provide({ actors: { 'search articles': search.logic, 'load article': load.logic } }),
    { input: { slug }, clock },
  ).start()
  const view = () => connectSupport(actor.getSnapshot(), actor.send, t)
  return { actor, search, load, clock, view }
}

describe('support machine', () => {
  it('lists every article, then searches once typing pauses', async () => {
    const support = start()
    expect(support.search.inputs).toEqual([{ query: '' }])
    await answerWith(support.search, [mobile, credits])
    expect(support.view().results).toMatchObject({
      heading: 'support.results.all',
      items: [{ title: 'Modo móvel' }, { title: 'Créditos' }],
    })
    support.view().search.onChange('modo')
    support.clock.increment(SEARCH_DELAY_MS - 1)
    support.view().search.onChange('modo móvel')
    support.clock.increment(SEARCH_DELAY_MS - 1)
    expect(support.search.inputs).toHaveLength(1)
    support.clock.increment(1)
    expect(support.search.inputs.at(-1)).toEqual({ query: 'modo móvel' })
    await answerWith(support.search, [mobile])
    expect(support.view().results).toMatchObject({
      heading: 'support.results.for {"query":"modo móvel"}',
      status: 'support.results.count {"count":1}',
    })
  })

  it('opens an article, its related ones, and goes back to the same results without searching again', async () => {
    const support = start()
    await answerWith(support.search, [mobile])
    support.view().results!.items[0]!.onOpen()
    expect(support.load.inputs).toEqual([{ slug: 'mobile-mode' }])
    await answerWith(support.load, article(mobile))
    expect(support.view()).toMatchObject({ results: null, article: { title: 'Modo móvel', lang: 'pt' } })
    support.view().article!.related[0]!.onOpen()
    expect(support.load.inputs.at(-1)).toEqual({ slug: 'credits' })
    await answerWith(support.load, article(credits))
    support.view().back!.onClick()
    expect(support.search.inputs).toHaveLength(1)
    expect(support.view().results!.items).toHaveLength(1)
  })

  it('says when nothing matches, and offers a retry when the search fails', async () => {
    const support = start()
    await answerWith(support.search, [])
    expect(support.view().results!.status).toBe('support.results.none {"query":""}')
    support.view().search.onChange('xyz')
    support.clock.increment(SEARCH_DELAY_MS)
    await answerOffline(support.search)
    expect(support.view().problem).toBe('support.problems.connection')
    support.view().retry!.onClick()
    expect(support.search.inputs.at(-1)).toEqual({ query: 'xyz' })
  })

  it('opens a linked article at once, and says when it no longer exists', async () => {
    const support = start('gone')
    expect(support.search.inputs).toHaveLength(0)
    await failWith(support.load, new ApiError('http', 'not_found', 'Article not found', 404, null))
    expect(support.view().problem).toBe('support.problems.not_found')
    support.view().back!.onClick()
    expect(support.search.inputs).toEqual([{ query: '' }])
  })
})

const supportView = (snapshot: Parameters<typeof connectSupport>[0]) => connectSupport(snapshot, () => {}, t)

describePaths('support machine paths', supportMachine, pathOptions, {
  states: {
    // Typing: the results of the last search stay until the pause, then a new search.
    typing: ({ actual }) => {
      const view = supportView(actual)
      expect(view.results).not.toBeNull()
      expect([view.article, view.isBusy]).toEqual([null, false])
    },
    // Searching: the results say so, no article.
    searching: ({ actual }) => {
      const view = supportView(actual)
      expect(view.results?.status).toBe(t('support.results.searching'))
      expect(view.article).toBeNull()
    },
    // The results (or none) for what was typed.
    listing: ({ actual }) => {
      const view = supportView(actual)
      expect(view.results?.items).toHaveLength(actual.context.results.length)
      expect(view.results?.status).not.toBe(t('support.results.searching'))
      expect([view.problem, view.retry]).toEqual([null, null])
    },
    // The search failed: why, and a retry; no count said.
    searchFailed: ({ actual }) => {
      const view = supportView(actual)
      expect(view.problem).not.toBeNull()
      expect(view.retry).not.toBeNull()
      expect(view.results?.status).toBeNull()
    },
    // Opening an article: no results list meanwhile.
    opening: ({ actual }) => {
      const view = supportView(actual)
      expect([view.isReading, view.isBusy]).toEqual([true, true])
      expect(view.results).toBeNull()
    },
    // Reading: the article with its related ones, and back to the results.
    reading: ({ actual }) => {
      const view = supportView(actual)
      expect(view.article?.title).toBe(actual.context.article?.title)
      expect(view.back?.label).toBe(t('support.article.back'))
      expect(view.results).toBeNull()
    },
    // The article did not open: why, retry, or back; not the article read before in its place.
    articleFailed: ({ actual }) => {
      const view = supportView(actual)
      expect(view.problem).not.toBeNull()
      expect(view.article).toBeNull()
      expect([view.retry !== null, view.back !== null]).toEqual([true, true])
      expect(view.results).toBeNull()
    },
  },
})
