import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { describePaths } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { formatDate, t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import type { Credits } from '../../services/credits'
import {
  connectCredits,
  connectPayingPool,
  selectCredits,
  selectIsBusy,
  selectIsReady,
} from './credits.connect'
import { creditsMachine } from './credits.machine'
import { pathOptions, sampleEntry } from './credits.paths'

const credits: Credits = {
  pools: [
    {
      kind: 'user',
      name: 'Ana Sousa',
      balance: 10,
      spending: false,
      history: [
        sampleEntry({ id: 'e-0', amount: 10, kind: 'welcome', reason: 'Welcome credits', user_name: null }),
      ],
    },
    {
      kind: 'organization',
      name: 'Clínica do Largo',
      balance: 41,
      spending: true,
      history: [
        sampleEntry(),
        sampleEntry({ id: 'e-2', amount: 42, kind: 'grant', reason: 'Annual plan', user_name: null }),
      ],
    },
  ],
  creditsPerDocument: 1,
  supportContact: 'apoio@escriba.pt',
}

function start() {
  const load = fakeCall<Credits, unknown>()
  const actor = createActor(creditsMachine.provide({ actors: { 'load credits': load.logic } })).start()
  const snapshot = () => actor.getSnapshot()
  return { actor, load, snapshot, view: () => connectCredits(snapshot(), actor.send, t, formatDate) }
}

describe('credits machine', () => {
  it('shows each pool, which one generating spends from, and how to buy more', async () => {
    const screen = start()
    expect(selectIsBusy(screen.snapshot())).toBe(true)
    expect(screen.view().status).toBe('credits.loading')
    await answerWith(screen.load, credits)
    expect(selectIsReady(screen.snapshot())).toBe(true)
    expect(selectCredits(screen.snapshot())).toBe(credits)
    const view = screen.view()
    expect(view.spending).toBe('credits.spendsFromOrganization {"name":"Clínica do Largo"}')
    // A member's documents fall back to their own credits when the organisation runs out.
    expect(view.fallback).toBe('credits.fallback')
    expect(view.perDocument).toBe('credits.perDocument {"count":1}')
    expect(view.buyMore).toEqual({
      text: 'credits.buyMore',
      contact: 'apoio@escriba.pt',
      href: 'mailto:apoio@escriba.pt',
    })
    expect(view.pools.map((pool) => [pool.title, pool.balance, pool.spending, pool.showsWho])).toEqual([
      ['credits.pools.user', 'credits.balance {"count":10}', null, false],
      [
        'credits.pools.organization {"name":"Clínica do Largo"}',
        'credits.balance {"count":41}',
        'credits.spendingBadge',
        true,
      ],
    ])
    expect(view.pools[1]?.history.map((row) => [row.date, row.what, row.amount, row.who])).toEqual([
      ['2026-01-10', 'credits.kinds.document', '−1', 'Rui Lopes'],
      ['2026-01-10', 'credits.kinds.grant: Annual plan', '+42', '—'],
    ])
  })

  it('says why it could not load, and loads again when asked', async () => {
    const screen = start()
    await answerOffline(screen.load, 'Failed to fetch')
    expect(screen.view().problem).toBe('problems.connection')
    screen.view().retry?.onClick()
    expect(screen.load.inputs).toHaveLength(2)
    await failWith(screen.load, new ApiError('http', 'internal', 'x', 500))
    expect(screen.view().problem).toBe('credits.problems.load_failed')
  })
})

// Every path of docs/statecharts/credits.md, replayed on a real actor.
const creditsView = (snapshot: Parameters<typeof connectCredits>[0]) =>
  connectCredits(snapshot, () => {}, t, formatDate)

describePaths(
  'credits machine paths',
  creditsMachine,
  { events: pathOptions.events, simple: true },
  {
    states: {
      // Loading: the busy line, no balance yet, nothing to retry.
      loading: ({ actual }) => {
        const view = creditsView(actual)
        expect(view.status).toBe(t('credits.loading'))
        expect([view.pools, view.buyMore, view.retry]).toEqual([[], null, null])
      },
      // Each pool's balance and history, what a document costs, which pool pays, how to buy more.
      ready: ({ actual }) => {
        const view = creditsView(actual)
        expect(view.pools).toHaveLength(actual.context.credits!.pools.length)
        expect(view.perDocument).not.toBeNull()
        expect(view.buyMore?.contact).toBe(actual.context.credits!.supportContact)
        expect([view.problem, view.retry]).toEqual([null, null])
      },
      // Not loaded: why, and a retry.
      failed: ({ actual }) => {
        const view = creditsView(actual)
        expect(view.problem).not.toBeNull()
        expect(view.retry?.label).toBe(t('credits.retry'))
        expect(view.status).toBeNull()
      },
    },
  },
)

describe('which credits pay the next document', () => {
  const ready = (pools: Credits['pools']) => {
    const actor = createActor(
      creditsMachine.provide({
        actors: {
          'load credits': fromPromise(async () => ({ pools, creditsPerDocument: 1, supportContact: 's' })),
        },
      }),
    ).start()
    return actor
  }
  const pool = (kind: 'user' | 'organization', balance: number, spending: boolean) => ({
    kind,
    name: kind === 'user' ? 'Ana' : 'Clínica',
    balance,
    spending,
    history: [],
  })

  it.each([
    [[pool('user', 5, true)], 'credits.paying.own {"count":5}'],
    [
      [pool('user', 5, false), pool('organization', 9, true)],
      'credits.paying.organization {"name":"Clínica","count":9}',
    ],
    [
      [pool('user', 5, true), pool('organization', 0, false)],
      'credits.paying.ownFallback {"name":"Clínica","count":5}',
    ],
  ])('%j → %s', async (pools, text) => {
    const actor = ready(pools)
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(connectPayingPool(actor.getSnapshot(), t)).toBe(text)
  })
})
