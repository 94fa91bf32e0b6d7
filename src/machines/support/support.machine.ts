import { assign, fromPromise, setup } from 'xstate'
import type { SupportArticle, SupportArticleSummary } from '../../../contract/support'
import { withEventField, withFailure, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type SupportTag = 'busy' | 'listing' | 'reading' | 'error'

/** Typing pauses this long before the search goes out. */
export const SEARCH_DELAY_MS = 300

export type SupportInput = {
  /** An article to open at once (a link to it), or null for the list. */
  slug: string | null
}

export type SupportProblem = 'search_failed' | 'article_failed' | 'not_found' | 'connection'

export type SupportContext = {
  /** What is searched for; empty lists every article. */
  query: string
  /** The articles found for the query, best first. */
  results: SupportArticleSummary[]
  /** The query the results answer (the list says 'no article for …'). */
  resultsFor: string
  /** The article asked for, and the one read once loaded. */
  slug: string | null
  article: SupportArticle | null
  problem: SupportProblem | null
}

export type SupportEvent =
  | { type: 'support.query'; query: string }
  | { type: 'support.open'; slug: string }
  | { type: 'support.back' }
  | { type: 'support.retry' }

const problemOf = (error: unknown, fallback: SupportProblem): SupportProblem => {
  const e = error as { kind?: string; code?: string } | null
  if (e?.kind === 'network' || e?.kind === 'timeout') return 'connection'
  if (e?.code === 'not_found') return 'not_found'
  return fallback
}

/**
 * Settings → support: help articles searched as the person types (after a short pause; accents and case
 * do not matter), one opened to read with its related articles, back to the results.
 */
export const supportMachine = setup({
  types: {} as { context: SupportContext; events: SupportEvent; input: SupportInput; tags: SupportTag },
  actors: {
    'search articles': fromPromise<SupportArticleSummary[], { query: string }>(
      notProvided('search articles'),
    ),
    'load article': fromPromise<SupportArticle, { slug: string }>(notProvided('load article')),
  },
  actions: {
    'keep query': assign((_, params: { query: string }) => ({ query: params.query })),
    'use results': assign(({ context }, params: { results: SupportArticleSummary[] }) => ({
      results: params.results,
      resultsFor: context.query,
      problem: null,
    })),
    'choose article': assign((_, params: { slug: string }) => ({ slug: params.slug, problem: null })),
    'use article': assign((_, params: { article: SupportArticle }) => ({
      article: params.article,
      problem: null,
    })),
    'forget article': assign({ slug: null, article: null, problem: null }),
    // The article asked for did not open; the one read before must not stand in for it.
    'put article away': assign({ article: null }),
    'show problem': assign((_, params: { error: unknown; fallback: SupportProblem }) => ({
      problem: problemOf(params.error, params.fallback),
    })),
  },
  guards: {
    opensArticle: ({ context }) => context.slug !== null,
    hasCurrentResults: ({ context }) => context.results.length > 0 && context.resultsFor === context.query,
  },
  delays: {
    searchDelay: SEARCH_DELAY_MS,
  },
}).createMachine({
  id: 'support',
  description:
    'Settings → support: help articles searched as the person types (after a short pause, accents and case ignored), one opened to read with its related articles, back to the results; failures offer a retry.',
  context: ({ input }) => ({
    query: '',
    results: [],
    resultsFor: '',
    slug: input.slug,
    article: null,
    problem: null,
  }),
  initial: 'starting',
  on: {
    'support.query': {
      target: '.typing',
      actions: [withEventField('keep query', 'query'), 'forget article'],
    },
    'support.open': { target: '.opening', actions: withEventField('choose article', 'slug') },
  },
  states: {
    starting: {
      always: [{ guard: 'opensArticle', target: 'opening' }, { target: 'searching' }],
    },
    typing: {
      tags: ['listing'],
      after: { searchDelay: { target: 'searching' } },
    },
    searching: callState(['listing', 'busy'], {
      id: 'searchArticles',
      src: 'search articles',
      input: ({ context }) => ({ query: context.query }),
      onDone: { target: 'listing', actions: withOutputAs('use results', 'results') },
      onError: { target: 'searchFailed', actions: withFailure('show problem', 'search_failed') },
    }),
    listing: { tags: ['listing'] },
    searchFailed: {
      tags: ['listing', 'error'],
      on: { 'support.retry': { target: 'searching' } },
    },
    opening: callState(['reading', 'busy'], {
      id: 'loadArticle',
      src: 'load article',
      input: ({ context }) => ({ slug: context.slug ?? '' }),
      onDone: { target: 'reading', actions: withOutputAs('use article', 'article') },
      onError: {
        target: 'articleFailed',
        actions: [withFailure('show problem', 'article_failed'), 'put article away'],
      },
    }),
    reading: {
      tags: ['reading'],
      on: {
        'support.back': [
          { guard: 'hasCurrentResults', target: 'listing', actions: 'forget article' },
          { target: 'searching', actions: 'forget article' },
        ],
      },
    },
    articleFailed: {
      tags: ['reading', 'error'],
      on: {
        'support.retry': { target: 'opening' },
        'support.back': { target: 'searching', actions: 'forget article' },
      },
    },
  },
})
