import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { User } from '../../../contract/auth'
import { refusal } from '../../../tests/unit/api-errors'
import { clinician, jwtExpiringAt } from '../../../tests/unit/fixtures'
import {
  API,
  recordRequests,
  signedInAnswer,
  signIn,
  typeInto,
  viewTestServer,
} from '../../../tests/unit/view-harness'
import { selectUser } from '../../machines/app/app.selectors'
import { sampleInvitation } from '../../machines/invitation/invitation.paths'
import type { InvitationView } from '../../services/organizations'
import { TOKEN_KEY } from '../../services/session-storage'

// The invitation link and the login screen's part in it (back to the invitation; the confirmation
// link sent again), against MSW answering as the server does.

const { server, openPage: open } = viewTestServer()

const token = jwtExpiringAt(Date.now() + 3_600_000)

const organization = {
  id: 'o-1',
  name: 'Clínica do Largo',
  role: 'member',
  members: [
    { user_id: clinician.id, name: 'Ana Sousa', email: 'ana@example.pt', role: 'member', joined_at: null },
  ],
}

function invitationServer(view: InvitationView) {
  server.use(
    http.get(`${API}/v1/organization_invitations/tok-1`, () =>
      HttpResponse.json({ data: { d_invitation: view } }),
    ),
  )
}

/** What settings → organisation asks for once the invitee lands there. */
function organizationServer() {
  server.use(
    http.get(`${API}/v1/organizations`, () =>
      HttpResponse.json({
        data: { d_organizations: [{ id: 'o-1', name: 'Clínica do Largo', role: 'member' }] },
      }),
    ),
    http.get(`${API}/v1/organizations/o-1`, () =>
      HttpResponse.json({ data: { d_organization: organization } }),
    ),
  )
}

describe('invitation link', () => {
  it('signs up right there with the invitation, signs in at once and opens the organisation joined', async () => {
    invitationServer(sampleInvitation({ has_account: false }))
    organizationServer()
    const joined: User = { ...clinician, organization_id: 'o-1' }
    server.use(http.post(`${API}/v1/signup`, () => signedInAnswer(joined, token, 201)))
    const requests = recordRequests(server)
    const { router, app } = await open('/organization/invitations/tok-1')
    expect(
      await screen.findByText('Clínica do Largo convidou ana@example.pt para a organização.'),
    ).toBeTruthy()
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta e entrar' }))
    expect(await screen.findByText('Preencha todos os campos.')).toBeTruthy()
    typeInto('Nome', 'Ana Sousa')
    typeInto('Palavra-passe', 'secret1')
    typeInto('Confirmar palavra-passe', 'secret1')
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta e entrar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/organization'))
    await screen.findByText('O seu papel: Membro.')
    expect(requests.find((request) => request.call === 'POST /v1/signup')?.body).toEqual({
      user: { name: 'Ana Sousa', email: 'ana@example.pt', password: 'secret1', language: 'pt' },
      invitation_token: 'tok-1',
    })
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token)
    expect(selectUser(app.getSnapshot())?.organization_id).toBe('o-1')
  })

  it('lets the invitee signed in with the invited email accept', async () => {
    invitationServer(sampleInvitation())
    server.use(
      http.post(`${API}/v1/organization_invitations/tok-1/accept`, () =>
        HttpResponse.json({ data: { d_organization: organization } }),
      ),
    )
    signIn(clinician)
    const { app } = await open('/organization/invitations/tok-1')
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar convite' }))
    expect(
      await screen.findByText(
        'Entrou em Clínica do Largo. Os documentos que gerar passam a usar os créditos da organização.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ver a organização' }).getAttribute('href')).toBe(
      '/settings/organization',
    )
    expect(selectUser(app.getSnapshot())?.organization_id).toBe('o-1')
  })

  it('says the invitation accept error when accepting fails', async () => {
    invitationServer(sampleInvitation())
    server.use(http.post(`${API}/v1/organization_invitations/tok-1/accept`, () => refusal('internal', 500)))
    signIn(clinician)
    await open('/organization/invitations/tok-1')
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar convite' }))
    expect(await screen.findByText('Erro ao aceitar o convite. Tente novamente.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Aceitar convite' })).toBeTruthy()
  })

  it('tells someone signed in with another email whose invitation it is', async () => {
    invitationServer(sampleInvitation())
    signIn({ ...clinician, email: 'rui@example.pt' })
    await open('/organization/invitations/tok-1')
    expect(
      await screen.findByText(
        'Este convite é para ana@example.pt, mas tem sessão iniciada como rui@example.pt. Termine a sessão e inicie sessão com ana@example.pt para o aceitar.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Aceitar convite' })).toBeNull()
  })

  it('sends an invitee with an account to sign in, then back to the invitation to answer it', async () => {
    invitationServer(sampleInvitation())
    server.use(http.post(`${API}/v1/login`, () => signedInAnswer(clinician, token)))
    const { router } = await open('/organization/invitations/tok-1')
    fireEvent.click(await screen.findByRole('link', { name: 'Iniciar sessão e aceitar' }))
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sessão' })
    expect(screen.getByText(/Inicie sessão com o e-mail convidado para responder ao convite/)).toBeTruthy()
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.pt')
    typeInto('Palavra-passe', 'secret1')
    fireEvent.submit(screen.getByLabelText('Palavra-passe', { exact: true }).closest('form')!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/invitations/tok-1'))
    expect(await screen.findByRole('button', { name: 'Aceitar convite' })).toBeTruthy()
  })

  it('honours ?invitation= on the login screen too', async () => {
    invitationServer(sampleInvitation())
    server.use(http.post(`${API}/v1/login`, () => signedInAnswer(clinician, token)))
    const { router } = await open('/login?invitation=tok-1')
    typeInto('E-mail', 'ana@example.pt')
    typeInto('Palavra-passe', 'secret1')
    fireEvent.submit(screen.getByLabelText('Palavra-passe', { exact: true }).closest('form')!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/invitations/tok-1'))
  })

  it('says an expired invitation has expired, with nothing to answer', async () => {
    invitationServer(sampleInvitation({ status: 'expired' }))
    await open('/organization/invitations/tok-1')
    expect(
      await screen.findByText(
        'Este convite para Clínica do Largo expirou. Peça um novo convite a um administrador da organização.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('declines an invitation without signing in', async () => {
    invitationServer(sampleInvitation())
    server.use(
      http.post(`${API}/v1/organization_invitations/tok-1/reject`, () =>
        HttpResponse.json({ data: { d_invitation: sampleInvitation({ status: 'rejected' }) } }),
      ),
    )
    await open('/organization/invitations/tok-1')
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar convite' }))
    expect(await screen.findByText('Recusou o convite para Clínica do Largo.')).toBeTruthy()
  })

  it('says an unknown link is not valid', async () => {
    server.use(
      http.get(`${API}/v1/organization_invitations/nope`, () =>
        refusal('token_invalid', 404, { token: 'Unknown' }),
      ),
    )
    await open('/organization/invitations/nope')
    expect(await screen.findByText(/Esta ligação de convite não é válida/)).toBeTruthy()
  })
})

describe('login: the confirmation link again', () => {
  it('offers to send the link again when the email is not confirmed, and answers neutrally', async () => {
    server.use(
      http.post(`${API}/v1/login`, () => refusal('email_not_confirmed', 403)),
      http.post(`${API}/v1/confirm_email`, () =>
        HttpResponse.json({ data: { message: 'If the account exists, a link was sent' } }, { status: 202 }),
      ),
    )
    const requests = recordRequests(server)
    await open('/login')
    expect(screen.queryByRole('button', { name: 'Enviar a ligação de novo' })).toBeNull()
    typeInto('E-mail', ' ana@example.pt ')
    typeInto('Palavra-passe', 'secret1')
    fireEvent.submit(screen.getByLabelText('Palavra-passe', { exact: true }).closest('form')!)
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar a ligação de novo' }))
    expect(
      await screen.findByText(
        'Se a conta de ana@example.pt aguarda confirmação, enviámos uma nova ligação. Veja também a pasta de spam.',
      ),
    ).toBeTruthy()
    expect(requests.find((request) => request.call === 'POST /v1/confirm_email')?.body).toEqual({
      email: 'ana@example.pt',
    })
  })
})
