import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { clinician } from '../../../tests/unit/fixtures'
import {
  API,
  recordRequests,
  signIn,
  typeInto,
  usedLinkAnswer,
  viewTestServer,
  withoutHomeLoading,
} from '../../../tests/unit/view-harness'

const { server, openPage: open } = viewTestServer()

const submit = () => fireEvent.click(screen.getAllByRole('button').at(-1)!)

describe('change_password (forced)', () => {
  it('changes the password, clears the forced flag and goes home', async () => {
    const token = signIn({ ...clinician, force_password_change: true })
    server.use(http.put(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: clinician } })))
    const requests = recordRequests(server)
    const { router, app } = await open('/')
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'))
    await screen.findByRole('heading', { level: 1, name: 'Alterar palavra-passe' })
    typeInto('Palavra-passe atual', 'old123')
    typeInto('Nova palavra-passe', 'new123')
    typeInto('Confirmar palavra-passe', 'new123')
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByText('Sessão iniciada como Ana Sousa.')).toBeTruthy()
    expect(withoutHomeLoading(requests)).toEqual([
      {
        call: 'PUT /v1/account',
        body: { user: { current_password: 'old123', password: 'new123', password_confirmation: 'new123' } },
        authorization: `Bearer ${token}`,
      },
    ])
    expect(app.getSnapshot().context.user?.force_password_change).toBe(false)
  })

  it('marks a wrong current password and says Error updating password', async () => {
    signIn({ ...clinician, force_password_change: true })
    server.use(
      http.put(`${API}/v1/account`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'bad_request',
              message: 'The current password is not right',
              fields: { 'user.current_password': 'Not your current password' },
            },
          },
          { status: 400 },
        ),
      ),
    )
    await open('/change-password')
    typeInto('Palavra-passe atual', 'wrong1')
    typeInto('Nova palavra-passe', 'new123')
    typeInto('Confirmar palavra-passe', 'new123')
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao atualizar a palavra-passe.')
    expect(screen.getByText('A palavra-passe atual não está correta.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Palavra-passe atual'))
  })
})

describe('reset_password/:token', () => {
  it('sets the new password and opens login with a message', async () => {
    server.use(
      http.patch(`${API}/v1/reset_password/tok-1`, () => HttpResponse.json({ data: { message: 'ok' } })),
    )
    const requests = recordRequests(server)
    const { router } = await open('/reset_password/tok-1')
    typeInto('Nova palavra-passe', 'new123')
    typeInto('Confirmar palavra-passe', 'new123')
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    // The login screen loads lazily: until it shows, the status may still be the reset screen's own.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
        expect.stringMatching(/^A sua palavra-passe foi alterada/),
      ),
    )
    expect(requests.map((request) => request.body)).toEqual([
      { password: 'new123', password_confirmation: 'new123' },
    ])
  })

  it('says when the link is used or expired and links to a new one', async () => {
    server.use(http.patch(`${API}/v1/reset_password/old`, usedLinkAnswer))
    await open('/reset_password/old')
    typeInto('Nova palavra-passe', 'new123')
    typeInto('Confirmar palavra-passe', 'new123')
    submit()
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Esta ligação é inválida ou já foi utilizada\./,
    )
    expect(screen.getByRole('link', { name: 'Pedir uma nova ligação' }).getAttribute('href')).toBe('/reset')
    expect(screen.queryByLabelText('Nova palavra-passe')).toBeNull()
  })

  it('checks the new password before calling the server', async () => {
    const requests = recordRequests(server)
    await open('/reset_password/tok-2')
    typeInto('Nova palavra-passe', 'new12')
    submit()
    expect(await screen.findByText('A palavra-passe tem de ter pelo menos 6 caracteres.')).toBeTruthy()
    expect(screen.getByText('Campo obrigatório.')).toBeTruthy()
    expect(requests).toEqual([])
  })
})
