// Screening on the real screen: every shortest path of the screening machine (its own path options)
// replayed on a Research Space through the whole app over MSW. The server's answers to starting the run
// and to each poll of it wait for the path's word; fake timers bring the next poll. At each step the
// screening panel must show what the state promises: the status and progress, the problem, the buttons.

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, vi } from 'vitest'
import type { EventObject } from 'xstate'
import type { ResearchSpace } from '../../../contract/research'
import { POLL_DELAY_MS, screeningMachine } from '../../../src/machines/screening/screening.machine'
import { pathOptions } from '../../../src/machines/screening/screening.paths'
import type { ScreeningRun } from '../../../src/services/research'
import {
  type Answer,
  bootAsClinician,
  describeScreenPaths,
  heldAnswer,
  pressableButtons,
  runningFakeTimers,
  type ScreenActions,
  texts,
} from '../screen-paths'
import { API, viewTestServer } from '../view-harness'

const { server, mounted } = viewTestServer()

const SPACE = 'space-1'
const at = '2026-03-02T10:00:00.000Z'
const space: ResearchSpace = { id: SPACE, name: 'Ensaios de diabetes', owner: 'user', created_at: at }

type Sample = EventObject & {
  output?: ScreeningRun | { outcome: string; answer?: ScreeningRun; error?: Failure }
  error?: Failure
}
type Failure = { status: number | null; body: object | null }

const runAnswer = (run: ScreeningRun, status = 200) =>
  HttpResponse.json({ data: { d_screening: run } }, { status })
/** The server's answer to a failed call, as the sample failure has it (no status: no answer at all). */
const failure = ({ status, body }: Failure): Answer =>
  status ? () => HttpResponse.json(body, { status }) : () => HttpResponse.error()

/** A space with a trial and two patients; starting a run and each poll of it answer when the path says. */
function world(): ScreenActions {
  const start = heldAnswer()
  const poll = heldAnswer()
  const base = `${API}/v1/research_spaces`
  server.use(
    http.get(base, () => HttpResponse.json({ data: { d_research_spaces: [space] } })),
    http.get(`${base}/${SPACE}`, () => HttpResponse.json({ data: { d_research_space: space } })),
    http.get(`${base}/${SPACE}/trials`, () => HttpResponse.json({ data: { d_trials: [] } })),
    http.get(`${base}/${SPACE}/patients`, () => HttpResponse.json({ data: { d_patients: [] } })),
    http.post(`${base}/${SPACE}/screenings`, start.reply),
    http.get(`${base}/${SPACE}/screenings/:run`, poll.reply),
  )
  /** Answers the waiting poll (and every one after it), then lets the panel's next poll come. */
  const answerPoll = async (answer: Answer, wait = POLL_DELAY_MS) => {
    poll.settle(answer)
    await vi.advanceTimersByTimeAsync(wait)
  }
  return {
    'screening.start': () =>
      fireEvent.click(within(panel()).getByRole('button', { name: 'Iniciar triagem' })),
    'xstate.done.actor.startScreening': (event) =>
      start.settle(() => runAnswer((event as Sample).output as ScreeningRun, 202)),
    'xstate.error.actor.startScreening': (event) => start.settle(failure((event as Sample).error!)),
    'poll.retrying': () => answerPoll(() => HttpResponse.error()),
    'xstate.done.actor.followScreening': (event) => {
      const output = (event as Sample).output as { outcome: string; answer?: ScreeningRun; error?: Failure }
      if (output.answer) return answerPoll(() => runAnswer(output.answer!))
      // No answer at all: the panel gives up once its tries again (a minute at most) ran out.
      return answerPoll(failure(output.error!), output.error!.status ? POLL_DELAY_MS : 60_000)
    },
  }
}

const panel = () => screen.getByRole('heading', { level: 2, name: 'Triagem' }).closest('section')!
function view() {
  const scope = within(panel())
  return {
    status: texts(scope.queryAllByRole('status')),
    progress: scope.queryByRole('progressbar', { name: 'Progresso da triagem' }) !== null,
    alerts: texts(scope.queryAllByRole('alert')),
    buttons: texts(pressableButtons(scope)),
  }
}

/** What the screening panel shows for each tag, first matching row first. */
const SCREEN = [
  {
    tags: ['retrying'],
    // The progress so far stays, with the trouble and a way to ask again at once.
    view: {
      status: ['Sem resposta do servidor; a tentar novamente…'],
      progress: true,
      alerts: ['Problemas de ligação: a triagem continua no servidor. Tente novamente.'],
      buttons: ['Tentar novamente'],
    },
  },
  // Running: the progress once the server counted the evaluations, nothing to press meanwhile.
  {
    tags: ['running'],
    view: {
      status: [expect.stringMatching(/^(A iniciar a triagem…|A avaliar: \d+ de \d+)$/)],
      alerts: [],
      buttons: [],
    },
  },
  {
    tags: ['done'],
    view: {
      status: ['Triagem concluída: 4 avaliações.'],
      progress: false,
      alerts: [],
      buttons: ['Repetir triagem'],
    },
  },
  // Failed to start, or lost on the way: why, and the way to start again; a run the server goes on
  // with (the message says so) can also be checked again.
  {
    tags: ['error'],
    view: { status: [], progress: false, alerts: [expect.any(String)] },
    buttons: (alert: string) =>
      alert.startsWith('Problemas de ligação: a triagem continua no servidor.')
        ? ['Repetir triagem', 'Tentar novamente']
        : [expect.stringMatching(/^(Iniciar|Repetir) triagem$/)],
  },
  { tags: ['idle'], view: { status: [], progress: false, alerts: [], buttons: ['Iniciar triagem'] } },
] as const

// Timers go on by themselves; a path that answers a poll brings the next one at once.
runningFakeTimers()

/** The trial page, once its screening panel shows. */
async function openScreen() {
  const act = world()
  bootAsClinician(`/trials/${SPACE}`, mounted)
  await screen.findByRole('heading', { level: 2, name: 'Triagem' })
  return act
}

const seesRow = (row: (typeof SCREEN)[number]) =>
  waitFor(() => {
    expect(view()).toMatchObject(row.view)
    if ('buttons' in row) expect(view().buttons).toEqual(row.buttons(view().alerts[0]!))
  })

describeScreenPaths('screening on screen', screeningMachine, pathOptions, SCREEN, openScreen, seesRow)
