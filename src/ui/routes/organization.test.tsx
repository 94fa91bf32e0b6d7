import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Invitation, Organization } from '../../../contract/organizations'
import { refusal } from '../../../tests/unit/api-errors'
import { clinician } from '../../../tests/unit/fixtures'
import { API, recordRequests, signIn, viewTestServer } from '../../../tests/unit/view-harness'
import { selectUser } from '../../machines/app/app.selectors'
import { sampleEntry } from '../../machines/credits/credits.paths'
import { sampleHistory } from '../../machines/member-history/member-history.paths'
import { sampleMember, sampleOtherMember } from '../../machines/organization/organization.paths'

// Settings → organisation and credits, and the member-history route, against MSW answering as the
// server does (contract shapes, its rules for roles and leaving).

const { server, openPage } = viewTestServer()

const ana = { ...sampleMember, user_id: clinician.id }
const rui = { ...sampleOtherMember, user_id: 'u-2' }

type Team = { organization: Organization | null; invitations: Invitation[] }

/** The organisation endpoints over one team in memory; `failing` makes one call answer an error. */
function organizationServer(team: Team, failing: Partial<Record<string, () => Response>> = {}) {
  const own = () => team.organization
  const mine = () => {
    const organization = own()!
    const me = organization.members.find((member) => member.user_id === ana.user_id)
    return { ...organization, role: me?.role ?? 'member' }
  }
  const envelope = () => HttpResponse.json({ data: { d_organization: mine() } })
  server.use(
    http.get(`${API}/v1/organizations`, () =>
      HttpResponse.json({
        data: { d_organizations: own() ? [{ id: own()!.id, name: own()!.name, role: mine().role }] : [] },
      }),
    ),
    http.post(`${API}/v1/organizations`, async ({ request }) => {
      const { organization } = (await request.json()) as { organization: { name: string } }
      team.organization = {
        id: 'o-1',
        name: organization.name,
        role: 'admin',
        members: [{ ...ana, role: 'admin' }],
      }
      return HttpResponse.json({ data: { d_organization: mine() } }, { status: 201 })
    }),
    http.get(`${API}/v1/organizations/o-1`, envelope),
    http.put(`${API}/v1/organizations/o-1`, async ({ request }) => {
      if (failing.rename) return failing.rename()
      const { organization } = (await request.json()) as { organization: { name: string } }
      team.organization = { ...own()!, name: organization.name }
      return envelope()
    }),
    http.put(`${API}/v1/organizations/o-1/members/:userId`, async ({ request, params }) => {
      if (failing.role) return failing.role()
      const { role } = (await request.json()) as { role: 'member' | 'admin' }
      team.organization = {
        ...own()!,
        members: own()!.members.map((member) =>
          member.user_id === params.userId ? { ...member, role } : member,
        ),
      }
      return envelope()
    }),
    http.delete(`${API}/v1/organizations/o-1/members/:userId`, ({ params }) => {
      const organization = own()!
      const admins = organization.members.filter((member) => member.role === 'admin')
      const leaving = organization.members.find((member) => member.user_id === params.userId)
      if (leaving?.role === 'admin' && admins.length === 1 && organization.members.length > 1)
        return refusal(
          'conflict',
          409,
          undefined,
          'You are the only admin: promote another member before leaving',
        )
      const members = organization.members.filter((member) => member.user_id !== params.userId)
      team.organization = params.userId === ana.user_id ? null : { ...organization, members }
      return new HttpResponse(null, { status: 204 })
    }),
    http.get(`${API}/v1/organizations/o-1/invitations`, () =>
      HttpResponse.json({ data: { d_invitations: team.invitations } }),
    ),
    http.post(`${API}/v1/organizations/o-1/invitations`, async ({ request }) => {
      const { emails } = (await request.json()) as { emails: string }
      const lines = emails
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => ({
          line,
          valid: line.includes('@'),
          problem: line.includes('@') ? null : 'Not an email',
        }))
      const created = lines
        .filter((line) => line.valid)
        .map((line, index) => ({
          id: `i-new-${index}`,
          email: line.line,
          invited_at: '2026-01-08T12:00:00.000Z',
          expires_at: '2026-01-15T12:00:00.000Z',
          status: 'pending' as const,
        }))
      team.invitations = [...created, ...team.invitations]
      return HttpResponse.json({ data: { d_lines: lines, d_invitations: created } }, { status: 201 })
    }),
    http.delete(`${API}/v1/organizations/o-1/invitations/:invitationId`, ({ params }) => {
      team.invitations = team.invitations.map((invitation) =>
        invitation.id === params.invitationId ? { ...invitation, status: 'revoked' as const } : invitation,
      )
      return new HttpResponse(null, { status: 204 })
    }),
  )
}

const adminTeam = (): Team => ({
  organization: {
    id: 'o-1',
    name: 'Clínica do Largo',
    role: 'admin',
    members: [
      { ...ana, role: 'admin' },
      { ...rui, role: 'member' },
    ],
  },
  invitations: [
    {
      id: 'i-1',
      email: 'marta@example.pt',
      invited_at: '2026-01-07T12:00:00.000Z',
      expires_at: '2026-01-14T12:00:00.000Z',
      status: 'pending',
    },
  ],
})

function open(path: string, user = clinician) {
  signIn(user)
  return openPage(path)
}

/** A settings card by its heading. */
const card = (heading: string) => within(screen.getByRole('heading', { name: heading }).closest('section')!)

describe('settings → organisation', () => {
  it('is in the settings navigation, with credits', async () => {
    organizationServer({ organization: null, invitations: [] })
    await open('/settings/organization')
    const nav = screen.getByRole('navigation', { name: 'Secções das definições' })
    expect(within(nav).getByRole('link', { name: 'Organização' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Créditos' }).getAttribute('href')).toBe('/settings/credits')
  })

  it('creates an organisation, whose creator is its admin, and the app knows the user joined it', async () => {
    organizationServer({ organization: null, invitations: [] })
    const requests = recordRequests(server)
    const { app } = await open('/settings/organization')
    await screen.findByRole('heading', { name: 'Criar uma organização' })
    fireEvent.click(screen.getByRole('button', { name: 'Criar organização' }))
    expect((await screen.findAllByText('O nome tem de ter pelo menos 3 caracteres.')).length).toBeGreaterThan(
      0,
    )
    fireEvent.change(screen.getByLabelText('Nome da organização'), { target: { value: 'Clínica Nova' } })
    fireEvent.click(screen.getByRole('button', { name: 'Criar organização' }))
    await screen.findByRole('heading', { level: 2, name: 'Clínica Nova' })
    expect(screen.getByText('O seu papel: Administrador.')).toBeTruthy()
    expect(requests.find((request) => request.call === 'POST /v1/organizations')?.body).toEqual({
      organization: { name: 'Clínica Nova' },
    })
    expect(selectUser(app.getSnapshot())?.organization_id).toBe('o-1')
  })

  it('shows an admin the members, changes a role, and says the role change error when it fails', async () => {
    const team = adminTeam()
    const failing: Record<string, () => Response> = { role: () => refusal('internal', 500) }
    organizationServer(team, failing)
    await open('/settings/organization')
    const members = await screen.findByRole('heading', { name: 'Membros' })
    const table = within(members.closest('section')!)
    expect(table.getAllByRole('row').map((row) => row.getAttribute('data-member'))).toEqual([
      null,
      'ana@example.pt',
      'rui@example.pt',
    ])
    const ruiRole = table.getByLabelText('Papel de Rui Lopes') as HTMLSelectElement
    fireEvent.change(ruiRole, { target: { value: 'admin' } })
    expect(await table.findByText('Erro ao alterar o papel. Tente novamente.')).toBeTruthy()
    expect(ruiRole.value).toBe('member')
    delete failing.role
    fireEvent.change(ruiRole, { target: { value: 'admin' } })
    await waitFor(() => expect(ruiRole.value).toBe('admin'))
    expect(team.organization?.members[1]?.role).toBe('admin')
    expect(table.getByRole('link', { name: 'Histórico de Rui Lopes' }).getAttribute('href')).toBe(
      '/settings/organization/u-2',
    )
  })

  it('renames, saying "error updating data" when it fails', async () => {
    organizationServer(adminTeam(), { rename: () => refusal('internal', 500) })
    await open('/settings/organization')
    const field = (await screen.findByLabelText('Nome da organização')) as HTMLInputElement
    fireEvent.change(field, { target: { value: 'Clínica da Praça' } })
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nome' }))
    expect(await screen.findByText('Erro ao atualizar os dados. Tente novamente.')).toBeTruthy()
    expect(field.value).toBe('Clínica da Praça')
  })

  it('marks each line valid or invalid as typed, sends, shows the answer per line and lists the invitations', async () => {
    const team = adminTeam()
    organizationServer(team)
    const requests = recordRequests(server)
    await open('/settings/organization')
    const box = await screen.findByLabelText('E-mails a convidar')
    fireEvent.change(box, { target: { value: 'joana@example.pt\nnão é email\nmarta@example.pt' } })
    const checked = within(screen.getByRole('list', { name: 'Verificação das linhas' }))
    expect(checked.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Válido joana@example.pt',
      'Não é um e-mail não é email',
      'Já convidado marta@example.pt',
    ])
    expect(screen.getByText('Linhas válidas: 1 de 3.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Enviar convites' }))
    const answer = within(await screen.findByRole('list', { name: 'Resultado do envio' }))
    expect(answer.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Convidado joana@example.pt',
      'Não é um e-mail não é email',
      'Convidado marta@example.pt',
    ])
    expect(
      requests.find((request) => request.call === 'POST /v1/organizations/o-1/invitations')?.body,
    ).toEqual({
      emails: 'joana@example.pt\nnão é email\nmarta@example.pt',
    })
    expect((box as HTMLTextAreaElement).value).toBe('não é email')
    const invitations = card('Convites')
    await waitFor(() =>
      expect(invitations.getAllByRole('row').map((row) => row.getAttribute('data-invitation'))).toContain(
        'joana@example.pt',
      ),
    )
    fireEvent.click(invitations.getByRole('button', { name: 'Retirar o convite de joana@example.pt' }))
    await waitFor(() =>
      expect(
        within(invitations.getByRole('row', { name: /joana@example\.pt/ })).getByText('Retirado'),
      ).toBeTruthy(),
    )
  })

  it('removes a member after the warning', async () => {
    const team = adminTeam()
    organizationServer(team)
    await open('/settings/organization')
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Rui Lopes' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Remover este membro?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover membro' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remover Rui Lopes' })).toBeNull())
    expect(team.organization?.members.map((member) => member.name)).toEqual(['Ana Sousa'])
  })

  it('tells a sole admin to promote another member before leaving', async () => {
    organizationServer(adminTeam())
    await open('/settings/organization')
    fireEvent.click(await screen.findByRole('button', { name: 'Sair da organização' }))
    expect(
      await screen.findByText('É o único administrador: promova outro membro a administrador antes de sair.'),
    ).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('lets a member leave after confirming, then offers to create one', async () => {
    const team = adminTeam()
    team.organization!.members = [
      { ...ana, role: 'member' },
      { ...rui, role: 'admin' },
    ]
    organizationServer(team)
    const { app } = await open('/settings/organization', { ...clinician, organization_id: 'o-1' })
    await screen.findByText('O seu papel: Membro.')
    expect(screen.queryByLabelText('E-mails a convidar')).toBeNull()
    expect(screen.queryByRole('link', { name: /Histórico de/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Sair da organização' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Sair da organização?' })
    // An irreversible act: focus starts on Cancel.
    expect(document.activeElement?.textContent).toBe('Cancelar')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair da organização' }))
    await screen.findByRole('heading', { name: 'Criar uma organização' })
    expect(team.organization).toBeNull()
    expect(selectUser(app.getSnapshot())?.organization_id).toBeNull()
  })
})

describe('settings → credits', () => {
  it('shows each pool with its balance and history, which one generating spends, and how to buy more', async () => {
    server.use(
      http.get(`${API}/v1/credits`, () =>
        HttpResponse.json({
          data: {
            d_pools: [
              { kind: 'user', name: 'Ana Sousa', balance: 10, spending: false, history: [] },
              {
                kind: 'organization',
                name: 'Clínica do Largo',
                balance: 1,
                spending: true,
                history: [sampleEntry()],
              },
            ],
            credits_per_document: 1,
            support_contact: 'apoio@escriba.pt',
          },
        }),
      ),
    )
    await open('/settings/credits')
    await screen.findByText('Os documentos que gera gastam os créditos da organização Clínica do Largo.')
    expect(screen.getByText('Cada documento gerado custa 1 crédito.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'apoio@escriba.pt' }).getAttribute('href')).toBe(
      'mailto:apoio@escriba.pt',
    )
    expect(card('Os seus créditos pessoais').getByText('Saldo: 10 créditos')).toBeTruthy()
    const shared = card('Créditos da organização Clínica do Largo')
    expect(shared.getByText('Saldo: 1 crédito')).toBeTruthy()
    expect(shared.getByText('Usados ao gerar')).toBeTruthy()
    const row = shared.getAllByRole('row')[1]!
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringContaining('2026'), 'Documento gerado', 'Rui Lopes', '−1'])
  })
})

describe('member history', () => {
  it("shows an admin a member's consultations and credits spent", async () => {
    server.use(
      http.get(`${API}/v1/organizations`, () =>
        HttpResponse.json({
          data: { d_organizations: [{ id: 'o-1', name: 'Clínica do Largo', role: 'admin' }] },
        }),
      ),
      http.get(`${API}/v1/organizations/o-1/members/u-2/history`, () =>
        HttpResponse.json({
          data: {
            d_member: { ...rui, role: 'member' },
            d_consultation_sessions: sampleHistory.history.d_consultation_sessions,
            d_credits_spent: 2,
          },
        }),
      ),
      http.get(`${API}/v1/consultation_types`, () => refusal('internal', 500)),
    )
    // The type names are a nicety: their failure is only logged.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await open('/settings/organization/u-2')
    await screen.findByRole('heading', { level: 1, name: 'Histórico de Rui Lopes' })
    expect(screen.getByText('2 créditos gastos')).toBeTruthy()
    const row = within(screen.getAllByRole('row')[1]!)
    expect(row.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Tipo de consulta próprio do membro',
      expect.stringContaining('2026'),
      expect.stringContaining('2026'),
      'Terminada',
      '2',
    ])
    expect(screen.getByRole('link', { name: 'Voltar à organização' }).getAttribute('href')).toBe(
      '/settings/organization',
    )
    expect(logged).toHaveBeenCalledWith('Error loading consultation types', expect.anything())
    logged.mockRestore()
  })

  it('refuses a member who is not an admin', async () => {
    server.use(
      http.get(`${API}/v1/organizations`, () =>
        HttpResponse.json({
          data: { d_organizations: [{ id: 'o-1', name: 'Clínica do Largo', role: 'member' }] },
        }),
      ),
      http.get(`${API}/v1/organizations/o-1/members/u-2/history`, () => refusal('forbidden', 403)),
      http.get(`${API}/v1/consultation_types`, () =>
        HttpResponse.json({ data: { d_consultation_types: [] } }),
      ),
    )
    await open('/settings/organization/u-2')
    expect(
      await screen.findByText('Só os administradores da organização podem ver o histórico dos membros.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull()
  })
})
