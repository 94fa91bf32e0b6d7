import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { busyLine, describePaths } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall } from '../../../tests/unit/deferred'
import { consultationSession, finishedSession } from '../../../tests/unit/fixtures'
import { t } from '../../../tests/unit/translate'
import { ApiError } from '../../services/api'
import { connectHomeSessions } from './home-sessions.connect'
import { type HomeSessions, homeSessionsMachine } from './home-sessions.machine'
import { pathOptions } from './home-sessions.paths'

const formatMoment = (iso: string) => iso.slice(0, 16).replace('T', ' ')

function start() {
  const load = fakeCall<HomeSessions, unknown>()
  const open = vi.fn()
  const actor = createActor(
    homeSessionsMachine.provide({
      actors: { 'load home sessions': load.logic },
      actions: { 'open consultation': (_, params) => open(params.session.id) },
    }),
  ).start()
  const view = () => connectHomeSessions(actor.getSnapshot(), actor.send, t, formatMoment)
  return { actor, load, open, view }
}

const unfinished = consultationSession({ id: 's-2', status: 'paused', consultation_type_id: 'ct-1' })
const finished = finishedSession({ id: 's-1', consultation_type_id: 'ct-1' })

describe('home sessions machine', () => {
  it('shows the unfinished consultation apart, the others as recent, and resumes it', async () => {
    const home = start()
    expect(home.view().status).toBe('sessions.loading')
    await answerWith(home.load, {
      active: unfinished,
      recent: [unfinished, finished],
      typeNames: { 'ct-1': 'MGF' },
    })
    expect(home.view().active).toMatchObject({ id: 's-2', type: 'MGF', status: 'sessions.status.paused' })
    expect(home.view().recent?.rows.map((row) => row.id)).toEqual(['s-1'])
    home.view().active?.resume.onClick()
    expect(home.open).toHaveBeenCalledWith('s-2')
  })

  it('has nothing to resume without an unfinished consultation, and says when there are none at all', async () => {
    const home = start()
    await answerWith(home.load, { active: null, recent: [], typeNames: {} })
    expect(home.view().active).toBeNull()
    expect(home.view().recent?.empty).toBe('sessions.recent.empty')
    home.actor.send({ type: 'sessions.resume' })
    expect(home.open).not.toHaveBeenCalled()
  })

  it('says loading failed and tries again when asked', async () => {
    const home = start()
    await failWith(home.load, new ApiError('http', 'internal', 'x', 500))
    expect(home.view().problem).toBe('sessions.loadFailed')
    expect(home.view().recent).toBeNull()
    home.view().retry?.onClick()
    expect(home.load.inputs).toHaveLength(2)
  })
})

// Every path of docs/statecharts/home-sessions.md, replayed on a real actor.
const homeView = (snapshot: Parameters<typeof connectHomeSessions>[0]) =>
  connectHomeSessions(snapshot, () => {}, t, formatMoment)

describePaths(
  'home sessions machine paths',
  homeSessionsMachine,
  { events: pathOptions.events, simple: true },
  {
    states: {
      // Loading: the busy line, no list yet, nothing to retry.
      loading: busyLine(homeView, t('sessions.loading'), ['recent', 'active', 'retry']),
      // Loaded, nothing unfinished: the recent ones (or "none yet"), no card to resume.
      ready: ({ actual }) => {
        const view = homeView(actual)
        expect(view.recent).not.toBeNull()
        expect([view.active, view.problem]).toEqual([null, null])
        expect(actual.can({ type: 'sessions.resume' })).toBe(false)
      },
      // An unfinished consultation: its card with resume, above the recent ones (which leave it out).
      withActive: ({ actual }) => {
        const view = homeView(actual)
        expect(view.active?.resume.label).toBe(t('sessions.active.resume'))
        expect(view.recent?.rows.map((row) => row.id)).not.toContain(actual.context.active?.id)
      },
      // Not loaded: why, and a retry.
      failed: ({ actual }) => {
        const view = homeView(actual)
        expect(view.problem).not.toBeNull()
        expect(view.retry?.label).toBe(t('sessions.retry'))
        expect(view.recent).toBeNull()
      },
    },
  },
)
