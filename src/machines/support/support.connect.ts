import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import type { SupportEvent, supportMachine } from './support.machine'

type SupportSnapshot = SnapshotFrom<typeof supportMachine>

export const selectIsReading = (snapshot: SupportSnapshot) => snapshot.hasTag('reading')
export const selectIsBusy = (snapshot: SupportSnapshot) => snapshot.hasTag('busy')
export const selectArticle = (snapshot: SupportSnapshot) => snapshot.context.article
export const selectResults = (snapshot: SupportSnapshot) => snapshot.context.results

/** The support section: a search box over the results, or one article with its related ones. */
export function connectSupport(snapshot: SupportSnapshot, send: Send<SupportEvent>, t: Translate) {
  const { query, results, resultsFor, article, problem } = snapshot.context
  const reading = selectIsReading(snapshot)
  const busy = selectIsBusy(snapshot)
  const open = (slug: string) => send({ type: 'support.open', slug })
  return {
    search: {
      label: t('support.search.label'),
      placeholder: t('support.search.placeholder'),
      value: query,
      onChange: (value: string) => send({ type: 'support.query', query: value }),
    },
    isBusy: busy,
    isReading: reading,
    /** The results, while not reading an article. */
    results: reading
      ? null
      : {
          heading: resultsFor.trim()
            ? t('support.results.for', { query: resultsFor.trim() })
            : t('support.results.all'),
          /** Said politely to screen readers when a search settles. */
          status: busy
            ? t('support.results.searching')
            : snapshot.hasTag('error')
              ? null
              : results.length === 0
                ? t('support.results.none', { query: resultsFor.trim() })
                : t('support.results.count', { count: results.length }),
          items: results.map((item) => ({
            key: item.slug,
            title: item.title,
            summary: item.summary,
            onOpen: () => open(item.slug),
          })),
        },
    article:
      reading && article
        ? {
            title: article.title,
            summary: article.summary,
            body: article.body,
            lang: article.language,
            relatedHeading: t('support.article.related'),
            related: article.related.map((item) => ({
              key: item.slug,
              title: item.title,
              onOpen: () => open(item.slug),
            })),
          }
        : null,
    back: commandIfAccepted(snapshot, send, { type: 'support.back' }, t('support.article.back')),
    problem: problem ? t(`support.problems.${problem}`) : null,
    retry: commandIfAccepted(snapshot, send, { type: 'support.retry' }, t('support.retry')),
  }
}
