// Sample events and inputs of the support statechart, for its path tests and its docs
// (scripts/export-statecharts.ts reads `pathOptions` here): fixed, so the generated pages come out the
// same on every run. Nothing in the app imports this module.

import type { SupportArticleSummary } from '../../../contract/support'
import { sampleFailure } from '../shared/samples'
import type { SupportInput } from './support.machine'

const sampleSummary: SupportArticleSummary = {
  slug: 'mobile-mode',
  title: 'Modo móvel: gravar com o telemóvel',
  summary: 'Use o telemóvel como microfone e veja a nota aparecer no computador.',
}

/** Sample events and input for the statechart docs and the path tests. */
export const pathOptions = {
  input: { slug: null } satisfies SupportInput,
  events: [
    { type: 'support.query', query: 'modo móvel' },
    { type: 'support.open', slug: 'mobile-mode' },
    { type: 'xstate.done.actor.searchArticles', output: [sampleSummary] },
    { type: 'xstate.error.actor.searchArticles', error: sampleFailure('unavailable', { kind: 'network' }) },
    {
      type: 'xstate.done.actor.loadArticle',
      output: { ...sampleSummary, body: '1. No computador…', language: 'pt', related: [] },
    },
    { type: 'xstate.error.actor.loadArticle', error: sampleFailure('not_found', { status: 404 }) },
  ],
}
