import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { busyLine, describePaths } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { answerOffline } from '../../../tests/unit/offline'
import { formatDate, t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import { connectMemberHistory, selectIsDenied } from './member-history.connect'
import { type LoadedHistory, memberHistoryMachine } from './member-history.machine'
import { pathOptions, sampleHistory } from './member-history.paths'

// The sample history plus a consultation still recording, of the clinician's own type.
const loaded: LoadedHistory = {
  ...sampleHistory,
  history: {
    ...sampleHistory.history,
    d_consultation_sessions: [
      ...sampleHistory.history.d_consultation_sessions,
      {
        id: 's-2',
        consultation_type_id: 'ct-own',
        status: 'recording',
        started_at: '2026-01-11T09:00:00.000Z',
        finished_at: null,
        documents: 0,
      },
    ],
  },
}

function start() {
  const load = fakeCall<LoadedHistory, { userId: string }>()
  const actor = createActor(memberHistoryMachine.provide({ actors: { 'load member history': load.logic } }), {
    input: { userId: 'u-2' },
  }).start()
  const snapshot = () => actor.getSnapshot()
  return { actor, load, snapshot, view: () => connectMemberHistory(snapshot(), actor.send, t, formatDate) }
}

describe('member history machine', () => {
  it("shows the member's consultations (type, dates, documents) and the credits spent", async () => {
    const screen = start()
    expect(screen.load.inputs).toEqual([{ userId: 'u-2' }])
    await answerWith(screen.load, loaded)
    const view = screen.view()
    expect(view.title).toBe('organization.history.title {"name":"Rui Lopes"}')
    expect(view.creditsSpent).toBe('organization.history.creditsSpent {"count":2}')
    expect(view.sessions?.rows.map((row) => [row.type, row.started, row.finished, row.documents])).toEqual([
      ['Consulta de medicina geral', '2026-01-10', '2026-01-10', '2'],
      ['organization.history.ownType', '2026-01-11', '—', '0'],
    ])
  })

  it('refuses anyone but an admin of the member organisation, with nothing to retry', async () => {
    const screen = start()
    await failWith(screen.load, new ApiError('http', 'forbidden', 'x', 403))
    expect(selectIsDenied(screen.snapshot())).toBe(true)
    expect(screen.view().problem).toBe('organization.history.problems.not_admin')
    expect(screen.view().retry).toBeNull()
  })

  it('offers a retry after a connection problem', async () => {
    const screen = start()
    await answerOffline(screen.load, 'Failed to fetch')
    expect(screen.view().problem).toBe('problems.connection')
    screen.view().retry?.onClick()
    expect(screen.load.inputs).toHaveLength(2)
  })
})

// Every path of docs/statecharts/member-history.md, replayed on a real actor.
const historyView = (snapshot: Parameters<typeof connectMemberHistory>[0]) =>
  connectMemberHistory(snapshot, () => {}, t, formatDate)

describePaths(
  'member history machine paths',
  memberHistoryMachine,
  { input: pathOptions.input, events: pathOptions.events, simple: true },
  {
    states: {
      // Loading: the busy line, nothing about the member yet.
      loading: busyLine(historyView, t('organization.history.loading'), ['problem', 'sessions', 'retry']),
      // The member, their consultations (no clinical content) and the credits they spent.
      ready: ({ actual }) => {
        const view = historyView(actual)
        expect(view.member).not.toBeNull()
        expect(view.sessions).not.toBeNull()
        expect([view.problem, view.status, view.retry]).toEqual([null, null, null])
      },
      // Not an admin of this member: refused for good, nothing shown, nothing to retry.
      denied: ({ actual }) => {
        const view = historyView(actual)
        expect(selectIsDenied(actual)).toBe(true)
        expect(view.problem).not.toBeNull()
        expect([view.member, view.sessions, view.retry]).toEqual([null, null, null])
      },
      // Not loaded: why, and a retry.
      failed: ({ actual }) => {
        const view = historyView(actual)
        expect(view.problem).not.toBeNull()
        expect(view.retry?.label).toBe(t('organization.history.retry'))
      },
    },
  },
)
