// Session and expiry on the real screen: every shortest path of the app machine (its own path options,
// from each of its inputs) replayed through the whole app over MSW, checking at each step what the
// person sees: the login screen, home, the expiry dialog, the change-password screen, the consultation.

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { User } from '../../../contract/auth'
import type { AppEvent } from '../../../src/machines/app/app.machine'
import { appMachine } from '../../../src/machines/app/app.machine'
import { pathOptions } from '../../../src/machines/app/app.paths'
import { pathFor } from '../../../src/navigation/route-paths'
import { catalogueServer } from '../catalogue-server'
import { consultationSession } from '../fixtures'
import { replayOnScreen, rowFor, type ScreenActions, screenPaths, unusedRows } from '../screen-paths'
import { API, boot, sessionStore, viewTestServer } from '../view-harness'

const { server, mounted } = viewTestServer()

const heading = (name: string) => screen.findByRole('heading', { level: 1, name })
const noDialog = () => expect(screen.queryByRole('alertdialog')).toBeNull()

/** What the screen shows for each tag of the app machine; the first row whose tags the state has. */
const SCREEN = [
  {
    tags: ['session-expired'],
    sees: async () => {
      // Over whatever screen was open: only the way back to login, and the tokens already gone.
      const dialog = await screen.findByRole('alertdialog', { name: 'A sua sessão expirou' })
      expect(dialog.textContent).toContain('Inicie sessão novamente')
      const buttons = within(dialog).getAllByRole('button')
      expect(buttons.map((button) => button.textContent)).toEqual(['Iniciar sessão'])
      expect((buttons[0] as HTMLButtonElement).disabled).toBe(false)
      expect(sessionStore.isAuthenticated()).toBe(false)
    },
  },
  {
    tags: ['password-change-required'],
    sees: async () => {
      await heading('Alterar palavra-passe')
      noDialog()
    },
  },
  {
    tags: ['following-consultation'],
    sees: async () => {
      await heading('Consulta')
      expect((await screen.findByRole('button', { name: 'Continuar' })).hasAttribute('disabled')).toBe(false)
      noDialog()
    },
  },
  {
    tags: ['signed-in'],
    sees: async () => {
      expect(await screen.findByText('Sessão iniciada como Ana Sousa.')).toBeTruthy()
      const shortcuts = screen.getByRole('navigation', { name: 'Atalhos' })
      expect(within(shortcuts).getByRole('link', { name: 'Terminar sessão' })).toBeTruthy()
      expect(sessionStore.isAuthenticated()).toBe(true)
      noDialog()
    },
  },
  {
    tags: ['signed-out'],
    sees: async () => {
      await heading('Iniciar sessão')
      expect(screen.getByRole('button', { name: 'Iniciar sessão' }).hasAttribute('disabled')).toBe(false)
      expect(screen.queryByRole('link', { name: 'Terminar sessão' })).toBeNull()
      expect(sessionStore.isAuthenticated()).toBe(false)
      noDialog()
    },
  },
] as const

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })

/**
 * Opens settings from wherever the person is, through the links on screen (leaving a consultation without
 * a document when asked), once its forms are ready.
 */
async function openSettings() {
  fireEvent.click((await screen.findAllByRole('link', { name: 'Definições' }))[0]!)
  await waitFor(() => {
    const leave = screen.queryByRole('button', { name: 'Sair' })
    if (leave) fireEvent.click(leave)
    expect(screen.getByRole('heading', { level: 1, name: 'Definições' })).toBeTruthy()
  })
  await waitFor(() => expect(document.querySelector('form[aria-busy="true"]')).toBeNull())
  return within(screen.getByRole('heading', { level: 2, name: 'Perfil' }).closest('section')!)
}

/** How a person (or the server) sends each event of the app machine; `router` is the booted app's. */
function personActions(router: () => ReturnType<typeof boot>['router']): ScreenActions {
  /** The user the next GET or PUT of the account answers with. */
  let account: User | null = null
  server.use(
    http.get(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: account } })),
    http.get(`${API}/v1/medical_specialities`, () =>
      HttpResponse.json({ data: { d_medical_specialities: [] } }),
    ),
    http.delete(`${API}/v1/account`, () => new HttpResponse(null, { status: 204 })),
  )
  return {
    // Signed out: the login form, remember-me as the event says. Signed in: a confirmation link opened
    // over the session. Either way the server answers with the event's token and user.
    'session.signed.in': async (sent) => {
      const event = sent as Extract<AppEvent, { type: 'session.signed.in' }>
      account = event.user
      const answer = () =>
        HttpResponse.json(
          { data: { d_user: event.user } },
          { headers: { authorization: `Bearer ${event.token}` } },
        )
      server.use(http.post(`${API}/v1/login`, answer), http.patch(`${API}/v1/confirm_email/:token`, answer))
      if (screen.queryByRole('heading', { level: 1, name: 'Iniciar sessão' })) {
        type('E-mail', event.user.email)
        type('Palavra-passe', 'secret1')
        const remember = screen.getByLabelText(
          'Manter a sessão iniciada neste dispositivo',
        ) as HTMLInputElement
        if (remember.checked !== event.rememberMe) fireEvent.click(remember)
        fireEvent.click(screen.getByRole('button', { name: 'Iniciar sessão' }))
      } else {
        await router().navigate('/confirm_email/c-1')
      }
    },
    // Home shows the unfinished consultation (the server's newest); the person resumes it.
    'consultation.active.found': async () => {
      const unfinished = await screen.findByRole('region', { name: 'Tem uma consulta por terminar' })
      fireEvent.click(within(unfinished).getByRole('button', { name: 'Retomar a consulta' }))
    },
    // The profile saved in settings; the server answers with the user as it now is.
    'user.updated': async (sent) => {
      account = (sent as Extract<AppEvent, { type: 'user.updated' }>).user
      server.use(http.put(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: account } })))
      const profile = await openSettings()
      fireEvent.submit(profile.getByLabelText('Nome').closest('form')!)
    },
    'account.deleted': async () => {
      await openSettings()
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar conta' }))
      fireEvent.click(await screen.findByRole('button', { name: 'Eliminar definitivamente' }))
    },
  }
}

const pathsOf = (input: (typeof pathOptions.inputs)[keyof typeof pathOptions.inputs]) =>
  screenPaths(appMachine, { events: pathOptions.events, input })

it('has one row of the screen table for each state, and no row without a state', () => {
  expect(unusedRows(SCREEN, Object.values(pathOptions.inputs).flatMap(pathsOf))).toEqual([])
})

for (const [name, input] of Object.entries(pathOptions.inputs)) {
  describe(`session and expiry on screen (${name})`, () => {
    for (const path of pathsOf(input)) {
      it(path.name, async () => {
        const state = catalogueServer(server)
        // The consultation the path resumes is the server's unfinished one, shown on home.
        const found = path.events.find((event) => event.type === 'consultation.active.found') as
          | Extract<AppEvent, { type: 'consultation.active.found' }>
          | undefined
        if (found) {
          state.sessions.push(
            consultationSession({
              ...found.session,
              status: 'paused',
              consultation_type_id: 'general_practice_soap',
            }),
          )
        }
        let shell: ReturnType<typeof boot> | undefined
        const act = personActions(() => shell!.router)
        if (input.storedSession) sessionStore.save(input.storedSession)
        shell = boot(pathFor({ to: input.route }), { isMobileDevice: input.isMobileDevice })
        mounted(shell.stop)
        await replayOnScreen(path, act, (expected) => rowFor(SCREEN, expected).sees())
      })
    }
  })
}
