import type { SnapshotFrom } from 'xstate'
import type { Translate } from '../shared/field-props'
import { commandIfAccepted, type Send } from '../shared-connect/commands'
import type { CreditsEvent, creditsMachine } from './credits.machine'

type CreditsSnapshot = SnapshotFrom<typeof creditsMachine>

export const selectIsBusy = (snapshot: CreditsSnapshot) => snapshot.hasTag('busy')
export const selectIsReady = (snapshot: CreditsSnapshot) => snapshot.hasTag('ready')
export const selectCredits = (snapshot: CreditsSnapshot) => snapshot.context.credits
export const selectProblem = (snapshot: CreditsSnapshot) => snapshot.context.problem

/** A signed amount as the ledger reads: +10 for a grant, −1 for a document. */
const signed = (amount: number) => (amount > 0 ? `+${amount}` : amount < 0 ? `−${-amount}` : '0')

/** A contact support can be written to: an email address becomes a mailto link. */
const contactHref = (contact: string) =>
  /^[^\s@]+@[^\s@]+$/.test(contact) ? `mailto:${contact}` : /^https?:\/\//.test(contact) ? contact : null

/**
 * Everything settings → credits shows, translated: each pool's balance and whether generating spends
 * from it, its history (the organisation's says who), what a document costs and how to buy more.
 */
export function connectCredits(
  snapshot: CreditsSnapshot,
  send: Send<CreditsEvent>,
  t: Translate,
  formatDate: (iso: string) => string,
) {
  const { credits, problem } = snapshot.context
  const spendingPool = credits?.pools.find((pool) => pool.spending) ?? null
  return {
    isBusy: selectIsBusy(snapshot),
    status: selectIsBusy(snapshot) ? t('credits.loading') : null,
    problem: problem
      ? problem === 'connection'
        ? t('problems.connection')
        : t('credits.problems.load_failed')
      : null,
    retry: commandIfAccepted(snapshot, send, { type: 'credits.retry' }, t('credits.retry')),
    /** Which pool generating a document spends from. */
    spending: spendingPool
      ? spendingPool.kind === 'organization'
        ? t('credits.spendsFromOrganization', { name: spendingPool.name })
        : t('credits.spendsFromYours')
      : null,
    /** A member's documents fall back to their own credits while the organisation has none. */
    fallback: credits?.pools.some((pool) => pool.kind === 'organization') ? t('credits.fallback') : null,
    perDocument: credits ? t('credits.perDocument', { count: credits.creditsPerDocument }) : null,
    pools: (credits?.pools ?? []).map((pool) => ({
      kind: pool.kind,
      title:
        pool.kind === 'organization'
          ? t('credits.pools.organization', { name: pool.name })
          : t('credits.pools.user'),
      balance: t('credits.balance', { count: pool.balance }),
      spending: pool.spending ? t('credits.spendingBadge') : null,
      /** The organisation's ledger names who spent; one's own is all one's own. */
      showsWho: pool.kind === 'organization',
      empty: pool.history.length === 0 ? t('credits.history.empty') : null,
      history: pool.history.map((entry) => ({
        id: entry.id,
        date: formatDate(entry.created_at),
        what:
          entry.kind === 'grant' && entry.reason
            ? `${t('credits.kinds.grant')}: ${entry.reason}`
            : t(`credits.kinds.${entry.kind}`),
        amount: signed(entry.amount),
        isSpend: entry.amount < 0,
        who: entry.user_name ?? '—',
      })),
    })),
    /** Buying more goes through support (spec, section 1). */
    buyMore: credits
      ? {
          text: t('credits.buyMore'),
          contact: credits.supportContact,
          href: contactHref(credits.supportContact),
        }
      : null,
  }
}

/**
 * Which pool pays the next document, for the hint beside "Gerar": the organisation's, the clinician's own,
 * or the clinician's own because the organisation's is empty; null until loaded (or when it failed: the hint
 * is a help, the generation says itself when no credit is left).
 */
export function connectPayingPool(snapshot: CreditsSnapshot, t: Translate): string | null {
  const credits = snapshot.context.credits
  const paying = credits?.pools.find((pool) => pool.spending)
  if (!credits || !paying) return null
  const organization = credits.pools.find((pool) => pool.kind === 'organization')
  if (paying.kind === 'organization')
    return t('credits.paying.organization', { name: paying.name, count: paying.balance })
  if (organization) return t('credits.paying.ownFallback', { name: organization.name, count: paying.balance })
  return t('credits.paying.own', { count: paying.balance })
}
