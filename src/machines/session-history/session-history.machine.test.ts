import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { busyLine, describePaths } from '../../../tests/model/paths'
import { answerWith, fakeCall } from '../../../tests/unit/deferred'
import { consultationSession, finishedSession } from '../../../tests/unit/fixtures'
import { answerOffline } from '../../../tests/unit/offline'
import { t } from '../../../tests/unit/translate'
import { sampleDocument } from '../shared/samples'
import { connectSessionHistory } from './session-history.connect'
import { type HistoryPage, sessionHistoryMachine } from './session-history.machine'
import { pathOptions } from './session-history.paths'

const formatMoment = (iso: string) => iso.slice(0, 16).replace('T', ' ')
const typeNames = { 'ct-1': 'Medicina geral' }

const page = (ids: string[], total: number): HistoryPage => ({
  sessions: ids.map((id) => finishedSession({ id })),
  total,
  typeNames,
})

function start(perPage = 2) {
  const load = fakeCall<HistoryPage, { page: number; perPage: number }>()
  const actor = createActor(sessionHistoryMachine.provide({ actors: { 'load history page': load.logic } }), {
    input: { perPage },
  }).start()
  const view = () => connectSessionHistory(actor.getSnapshot(), actor.send, t, formatMoment)
  return { actor, load, view }
}

describe('session history machine', () => {
  it('turns the pages forward and back, and never past either end', async () => {
    const history = start()
    await answerWith(history.load, page(['s-5', 's-4'], 5))
    expect(history.view().pagination?.position).toBe('sessions.history.page {"page":1,"pages":3,"total":5}')
    expect(history.view().pagination?.previous.disabled).toBe(true)
    history.view().pagination?.previous.onClick()
    expect(history.load.inputs).toHaveLength(1)
    history.view().pagination?.next.onClick()
    expect(history.view().isBusy).toBe(true)
    // The page shown stays while the next one loads.
    expect(history.view().rows.map((row) => row.id)).toEqual(['s-5', 's-4'])
    await answerWith(history.load, page(['s-3', 's-2'], 5))
    history.view().pagination?.next.onClick()
    await answerWith(history.load, page(['s-1'], 5))
    expect(history.view().pagination?.next.disabled).toBe(true)
    history.view().pagination?.next.onClick()
    history.view().pagination?.previous.onClick()
    expect(history.load.inputs).toEqual([
      { page: 1, perPage: 2 },
      { page: 2, perPage: 2 },
      { page: 3, perPage: 2 },
      { page: 2, perPage: 2 },
    ])
  })

  it('reads each consultation: type, start, documents and their sign-off, until when it is kept, and where it opens', async () => {
    const history = start()
    await answerWith(history.load, {
      sessions: [
        finishedSession({
          id: 's-2',
          consultation_type_id: 'ct-1',
          generated_documents: [
            sampleDocument({
              id: 'd-1',
              signoff: {
                version: 1,
                signed_by: { id: 'u-1', name: 'Dra. Ana Sousa' },
                signed_at: '2026-01-10T09:25:00.000Z',
                open_findings: 1,
                dismissed_findings: 0,
              },
            }),
            sampleDocument({ id: 'd-2', name: 'referral_letter', version: 2 }),
          ],
        }),
        consultationSession({
          id: 's-1',
          status: 'deleted',
          consultation_type_id: 'gone',
          finished_at: '2026-01-09T09:20:00.000Z',
          purged_at: '2026-01-09T10:21:00.000Z',
          deleted: true,
        }),
      ],
      total: 2,
      typeNames,
    })
    const [kept, deleted] = history.view().rows
    expect(kept).toMatchObject({
      type: 'Medicina geral',
      documents: 'sessions.documents {"count":2}',
      // Who signed the note's current version and when; the other document is not signed yet.
      signoff: [
        { signed: true, text: 'review.signedBy {"name":"Dra. Ana Sousa","date":"2026-01-10 09:25"}' },
        { signed: false, text: 'review.othersUnsigned {"count":1}' },
      ],
      retentionText: 'sessions.retention.kept_until {"date":"2026-01-10 10:20"}',
      path: '/consultation/s-2',
    })
    expect(deleted).toMatchObject({
      type: 'sessions.unknownType',
      documents: null,
      signoff: null,
      retention: 'deleted',
      retentionText: 'sessions.retention.deleted {"date":"2026-01-09 10:21"}',
      path: null,
    })
  })

  it('goes back to the last page when consultations were deleted meanwhile', async () => {
    const history = start()
    await answerWith(history.load, page(['s-4', 's-3'], 4))
    history.view().pagination?.next.onClick()
    await answerWith(history.load, page([], 2))
    await answerWith(history.load, page(['s-2', 's-1'], 2))
    expect(history.load.inputs.map((input) => input.page)).toEqual([1, 2, 1])
    expect(history.view().pagination?.position).toBe('sessions.history.page {"page":1,"pages":1,"total":2}')
    expect(history.view().rows.map((row) => row.id)).toEqual(['s-2', 's-1'])
  })

  it('says when there is no history yet', async () => {
    const history = start()
    await answerWith(history.load, { sessions: [], total: 0, typeNames })
    expect(history.view().empty).toBe('sessions.history.empty')
    expect(history.view().pagination).toBeNull()
  })

  it('offers a retry after a connection problem, and loads the same page again', async () => {
    const history = start()
    await answerOffline(history.load, 'Failed to fetch')
    expect(history.view().problem).toBe('problems.connection')
    history.view().retry?.onClick()
    expect(history.load.inputs).toEqual([
      { page: 1, perPage: 2 },
      { page: 1, perPage: 2 },
    ])
  })
})

// Every path of docs/statecharts/session-history.md, replayed on a real actor.
const historyView = (snapshot: Parameters<typeof connectSessionHistory>[0]) =>
  connectSessionHistory(snapshot, () => {}, t, formatMoment)

describePaths(
  'session history machine paths',
  sessionHistoryMachine,
  { input: pathOptions.input, events: pathOptions.events, simple: true },
  {
    every: ({ actual }) => {
      const { page, perPage, total } = actual.context
      expect(page).toBeGreaterThanOrEqual(1)
      if (total > 0) expect(page).toBeLessThanOrEqual(Math.ceil(total / perPage))
    },
    states: {
      // A page loading: the busy line, nothing to retry.
      loading: busyLine(historyView, t('sessions.history.loading'), ['problem', 'retry']),
      // A page of consultations (or "none yet"), with previous and next where there are pages.
      ready: ({ actual }) => {
        const view = historyView(actual)
        expect(view.rows).toHaveLength(actual.context.sessions.length)
        expect(view.empty !== null).toBe(actual.context.total === 0)
        expect(view.pagination?.previous.disabled ?? true).toBe(!actual.can({ type: 'history.previous' }))
        expect(view.pagination?.next.disabled ?? true).toBe(!actual.can({ type: 'history.next' }))
        expect(view.status).toBeNull()
      },
      // Not loaded: why, and a retry.
      failed: ({ actual }) => {
        const view = historyView(actual)
        expect(view.problem).not.toBeNull()
        expect(view.retry?.label).toBe(t('sessions.retry'))
        expect(view.empty).toBeNull()
      },
    },
  },
)
