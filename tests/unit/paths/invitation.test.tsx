// Invitation on the real screen: every shortest path of the invitation machine (its own path options,
// from each of its inputs) replayed on the invitation link's screen through the whole app over MSW. The
// server's answers (reading the link, accepting, declining) wait for the path's word. At each step the
// screen must show what the state promises: what is said, the answers a person can give, the links on.

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import type { User } from '../../../contract/auth'
import { invitationMachine } from '../../../src/machines/invitation/invitation.machine'
import { pathOptions } from '../../../src/machines/invitation/invitation.paths'
import { clinician } from '../fixtures'
import {
  type Answer,
  heldAnswer,
  pressableButtons,
  replayOnScreen,
  rowFor,
  type ScreenActions,
  screenPaths,
  texts,
  unusedRows,
} from '../screen-paths'
import { API, boot, signIn, viewTestServer } from '../view-harness'

const { server, mounted } = viewTestServer()

type Sample = EventObject & { output?: unknown; error?: { status: number | null; body: object | null } }

/** The server's answer to a failed call, as the sample failure has it (no status: no answer at all). */
const failure = ({ error }: Sample): Answer => {
  const { status, body } = error!
  return status ? () => HttpResponse.json(body, { status }) : () => HttpResponse.error()
}

/** The invitation endpoints of the link's token, each answering when the path says. */
function world(token: string): ScreenActions {
  const load = heldAnswer()
  const accept = heldAnswer()
  const reject = heldAnswer()
  const link = `${API}/v1/organization_invitations/${token}`
  server.use(
    http.get(link, load.reply),
    http.post(`${link}/accept`, accept.reply),
    http.post(`${link}/reject`, reject.reply),
  )
  const press = (name: string) => fireEvent.click(within(main()).getByRole('button', { name }))
  return {
    'xstate.done.actor.loadInvitation': (event) =>
      load.settle(() => HttpResponse.json({ data: { d_invitation: (event as Sample).output } })),
    'xstate.error.actor.loadInvitation': (event) => load.settle(failure(event as Sample)),
    'invitation.accept': () => press('Aceitar convite'),
    'invitation.reject': () => press('Recusar convite'),
    'xstate.done.actor.rejectInvitation': (event) =>
      reject.settle(() => HttpResponse.json({ data: { d_invitation: (event as Sample).output } })),
    'xstate.error.actor.rejectInvitation': (event) => reject.settle(failure(event as Sample)),
  }
}

const main = () => document.querySelector<HTMLElement>('main[data-route="organization_invitations"]')!
/** What the screen says and offers: its status lines, its alerts, the buttons that can be pressed, its links. */
function view() {
  const scope = within(main())
  return {
    status: texts(scope.queryAllByRole('status')),
    alerts: texts(scope.queryAllByRole('alert')),
    buttons: texts(pressableButtons(scope)),
    links: texts(scope.queryAllByRole('link')),
  }
}

const SUMMARY = 'Clínica do Largo convidou ana@example.pt para a organização.'

/** What the screen says and offers for each tag, first matching row first. */
const SCREEN = [
  {
    tags: ['busy'],
    sees: () => {
      const { status, buttons } = view()
      expect(status).toHaveLength(1)
      expect(['A abrir o convite…', 'A aceitar o convite…', 'A recusar o convite…']).toContain(status[0])
      expect(buttons).toEqual([])
    },
  },
  {
    tags: ['error'],
    // A link that is not valid says so, with nothing to try again; any other trouble offers a retry.
    sees: () => {
      const { alerts, buttons } = view()
      expect(alerts).toHaveLength(1)
      if (alerts[0]?.startsWith('Esta ligação de convite não é válida.')) expect(buttons).toEqual([])
      else expect(buttons).toEqual(['Tentar novamente'])
    },
  },
  {
    tags: ['can-answer'],
    sees: () => {
      expect(screen.getByText(SUMMARY)).toBeTruthy()
      expect(view()).toMatchObject({ alerts: [], buttons: ['Aceitar convite', 'Recusar convite'] })
    },
  },
  {
    tags: ['other-account'],
    sees: () => {
      expect(
        screen.getByText(/^Este convite é para ana@example\.pt, mas tem sessão iniciada como/),
      ).toBeTruthy()
      expect(view()).toMatchObject({ alerts: [], buttons: [], links: ['Terminar sessão'] })
    },
  },
  {
    tags: ['sign-in-needed'],
    sees: () => {
      expect(screen.getByText(SUMMARY)).toBeTruthy()
      expect(view()).toMatchObject({ buttons: ['Recusar convite'], links: ['Iniciar sessão e aceitar'] })
    },
  },
  {
    tags: ['sign-up-needed'],
    sees: () => {
      expect(screen.getByText(SUMMARY)).toBeTruthy()
      expect(view()).toMatchObject({ buttons: ['Criar conta e entrar', 'Recusar convite'] })
    },
  },
  ...(
    [
      ['accepted', 'Este convite para Clínica do Largo já foi aceite.'],
      [
        'rejected',
        /^(Este convite para Clínica do Largo foi recusado\.|Recusou o convite para Clínica do Largo\.)/,
      ],
      ['expired', /^Este convite para Clínica do Largo expirou\./],
      ['withdrawn', 'Este convite para Clínica do Largo foi retirado pela organização.'],
    ] as const
  ).map(([tag, outcome]) => ({
    tags: [tag],
    // Answered, one way or another: the outcome replaces the answers.
    sees: () => {
      const { status, buttons } = view()
      expect(status).toHaveLength(1)
      expect(status[0]).toMatch(outcome)
      expect(buttons).toEqual([])
    },
  })),
] as const

const pathsOf = (input: (typeof pathOptions.inputs)[keyof typeof pathOptions.inputs]) =>
  screenPaths(invitationMachine, { events: pathOptions.events, input })

it('has one row of the screen table for each state, and no row without a state', () => {
  expect(unusedRows(SCREEN, Object.values(pathOptions.inputs).flatMap(pathsOf))).toEqual([])
})

for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describe(`invitation on screen (${name})`, () => {
    for (const path of pathsOf(input)) {
      it(path.name, async () => {
        const act = world(input.token)
        if (input.signedInEmail) {
          const user: User = { ...clinician, email: input.signedInEmail }
          server.use(http.get(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: user } })))
          signIn(user)
        }
        const shell = boot(`/organization/invitations/${input.token}`)
        mounted(shell.stop)
        await screen.findByRole('heading', { level: 1 })
        await replayOnScreen(path, act, (expected) => waitFor(() => rowFor(SCREEN, expected).sees()))
      })
    }
  })
}
