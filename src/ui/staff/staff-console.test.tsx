import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { User } from '../../../contract/auth'
import { clinician } from '../../../tests/unit/fixtures'
import { API, boot, signIn, viewTestServer } from '../../../tests/unit/view-harness'
import { sampleReport, sampleSummary } from '../../machines/staff-error-reports/staff-error-reports.paths'
import { samplePending } from '../../machines/staff-requests/staff-requests.paths'

const { server, mounted } = viewTestServer()
beforeAll(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:example'), revokeObjectURL: vi.fn() })
})

const staffUser = { ...clinician, id: 'u-staff', name: 'Rui Suporte', email: 'rui@escriba.test', staff: true }
const REQUEST_ID = samplePending.id
const FILE_ID = '00000000-0000-4000-8000-0000000000f1'
// The staff requests statechart's sample request, with an example file to open.
const request = {
  ...samplePending,
  files: [
    {
      id: FILE_ID,
      filename: 'exemplo.pdf',
      content_type: 'application/pdf',
      bytes: 4,
      url: `/v1/staff/template_requests/${REQUEST_ID}/files/${FILE_ID}`,
    },
  ],
  requester: { ...samplePending.requester, id: 'u-1' },
}

/** The preview route: answers with the template's sections filled from the language's sample. */
function previewRoute(
  sent: { name: string; sections: { title: string }[]; language: string }[],
  fail = () => false,
) {
  return http.post(`${API}/v1/staff/template_preview`, async ({ request: asked }) => {
    const body = (await asked.json()) as (typeof sent)[number]
    sent.push(body)
    if (fail()) return HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 })
    return HttpResponse.json({
      data: {
        d_preview: {
          language: body.language,
          transcript: `Médico (${body.language}): Bom dia.`,
          markdown: '',
          sections: body.sections.map((section, index) => ({
            key: `s${index}`,
            title: section.title,
            content: `- Azitromicina 500 mg (${body.language})`,
            empty: false,
          })),
        },
      },
    })
  })
}

function open(path: string, user: User = staffUser) {
  server.use(http.get(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: user } })))
  signIn(user)
  const shell = boot(path)
  mounted(shell.stop)
  return shell
}

/** An account as the console reads it: a clinician, in no organisation, created on 5 January 2026. */
const accountRead = (id: string, name: string, email: string, balance: number) => ({
  id,
  name,
  email,
  staff: false,
  disabled: false,
  disabled_at: null,
  email_confirmed: true,
  force_password_change: false,
  organization: null,
  balance,
  created_at: '2026-01-05T10:00:00.000Z',
})

/** The search finds this one account, and opening it reads it as it is. */
const accountFound = (account: { id: string }) => [
  http.get(`${API}/v1/staff/accounts`, () => HttpResponse.json({ data: { d_accounts: [account] } })),
  http.get(`${API}/v1/staff/accounts/${account.id}`, () =>
    HttpResponse.json({ data: { d_account: account } }),
  ),
]

/** Searches the section by email and opens the account found, as support does. */
async function openAccount(section: HTMLElement, email: string, name: string) {
  fireEvent.change(within(section).getByLabelText('Email (ou parte dele)'), { target: { value: email } })
  fireEvent.click(within(section).getByRole('button', { name: 'Procurar' }))
  fireEvent.click(await within(section).findByRole('button', { name: `Abrir ${name}` }))
}

describe('staff console', () => {
  it('is linked in the bar for staff, and opens a request with its PDF, template preview and approval', async () => {
    const approvals: unknown[] = []
    let status = 'pending'
    server.use(
      http.get(`${API}/v1/staff/template_requests`, () =>
        HttpResponse.json({ data: { d_template_requests: [{ ...request, status }] } }),
      ),
      http.get(`${API}/v1/staff/template_requests/${REQUEST_ID}`, () =>
        HttpResponse.json({ data: { d_template_request: { ...request, status } } }),
      ),
      http.get(
        `${API}/v1/staff/template_requests/${REQUEST_ID}/files/${FILE_ID}`,
        () => new HttpResponse('%PDF', { headers: { 'content-type': 'application/pdf' } }),
      ),
      previewRoute([]),
      http.post(`${API}/v1/staff/template_requests/${REQUEST_ID}/approve`, async ({ request: sent }) => {
        approvals.push(await sent.json())
        status = 'approved'
        const { requester: _r, organization_name: _o, ...plain } = request
        return HttpResponse.json({
          data: {
            d_template_request: { ...plain, files: [], status },
            d_custom_document: {
              id: '00000000-0000-4000-8000-0000000000d1',
              name: 'Carta curta',
              description: '',
              sections: [],
              organization: false,
              base_document_id: 'referral_letter',
              created_at: '2026-01-06T10:00:00.000Z',
            },
          },
        })
      }),
    )
    open('/staff')
    expect(await screen.findByRole('heading', { level: 1, name: 'Consola de suporte' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Consola de suporte' }).getAttribute('href')).toBe('/staff')
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir o pedido Carta ao fisioterapeuta' }))
    const frame = await screen.findByTitle('Ficheiro de exemplo exemplo.pdf')
    expect(frame.tagName).toBe('IFRAME')
    expect(screen.getByText('Unidades SI')).toBeTruthy()
    const template = screen.getByLabelText('Modelo')
    fireEvent.change(template, { target: { value: '# Carta curta\n\n## Plano [bullets]\nSessões' } })
    const preview = screen.getByRole('region', { name: 'Pré-visualização' })
    expect(within(preview).getByRole('heading', { name: 'Carta curta' })).toBeTruthy()
    expect(within(preview).getByText('Tópicos')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar e criar o documento' }))
    expect(await screen.findByText(/Pedido aprovado/)).toBeTruthy()
    expect(approvals).toEqual([
      {
        name: 'Carta curta',
        sections: [{ title: 'Plano', instruction: 'Sessões', format: 'bullets', abbreviations: false }],
      },
    ])
    expect(screen.queryByLabelText('Modelo')).toBeNull()
  })

  it('shows the document generated from the sample consultation as the template changes, in the language chosen', async () => {
    const sent: { name: string; sections: { title: string }[]; language: string }[] = []
    let failing = false
    server.use(
      http.get(`${API}/v1/staff/template_requests`, () =>
        HttpResponse.json({ data: { d_template_requests: [request] } }),
      ),
      http.get(`${API}/v1/staff/template_requests/${REQUEST_ID}`, () =>
        HttpResponse.json({ data: { d_template_request: { ...request, files: [] } } }),
      ),
      previewRoute(sent, () => failing),
    )
    open('/staff')
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir o pedido Carta ao fisioterapeuta' }))
    const generated = await screen.findByRole('region', {
      name: 'Documento gerado de uma consulta de exemplo',
    })
    expect(await within(generated).findByText('Azitromicina 500 mg (pt)')).toBeTruthy()
    expect(within(generated).getByRole('heading', { name: 'Carta ao fisioterapeuta' })).toBeTruthy()
    expect(within(generated).getByRole('heading', { name: 'Plano' })).toBeTruthy()
    expect(sent).toEqual([
      {
        name: 'Carta ao fisioterapeuta',
        sections: [expect.objectContaining({ title: 'Plano' })],
        language: 'pt',
      },
    ])

    // Typing asks once, after the pause, with the sections as written.
    const template = screen.getByLabelText('Modelo')
    fireEvent.change(template, { target: { value: '# Carta\n\n## Plan' } })
    fireEvent.change(template, { target: { value: '# Carta\n\n## Plano terapêutico' } })
    expect(
      await within(generated).findByRole('heading', { name: 'Plano terapêutico' }, { timeout: 3000 }),
    ).toBeTruthy()
    expect(sent.slice(1).map((b) => b.sections.map((s) => s.title))).toEqual([['Plano terapêutico']])

    fireEvent.change(within(generated).getByLabelText('Idioma da consulta de exemplo'), {
      target: { value: 'en' },
    })
    expect(await within(generated).findByText('Azitromicina 500 mg (en)', {}, { timeout: 3000 })).toBeTruthy()
    expect(sent.at(-1)?.language).toBe('en')

    // A template with no section asks nothing and says why.
    const asked = sent.length
    fireEvent.change(template, { target: { value: '# Carta' } })
    expect(
      await within(generated).findByText(
        'Corrija o modelo para ver o documento gerado.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy()
    expect(sent.length).toBe(asked)

    // A failure says so and offers a retry, which works once the server answers again.
    failing = true
    fireEvent.change(template, { target: { value: '# Carta\n\n## Exame' } })
    const alert = await within(generated).findByRole('alert', {}, { timeout: 3000 })
    expect(alert.textContent).toContain('Não foi possível gerar o documento')
    failing = false
    fireEvent.click(within(alert).getByRole('button', { name: 'Gerar de novo' }))
    expect(await within(generated).findByRole('heading', { name: 'Exame' })).toBeTruthy()
    expect(within(generated).queryByRole('alert')).toBeNull()
  })

  it('tells a clinician the page is only for support, with no link to it', async () => {
    open('/staff', clinician)
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Esta página é só para a equipa de suporte do Escriba.',
    )
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Consola de suporte' })).toBeNull())
  })

  it('finds a clinician, grants credits with a reason and shows the ledger again', async () => {
    const account = accountRead('00000000-0000-4000-8000-000000000002', 'Ana Sousa', 'ana@example.pt', 10)
    const entry = (id: string, amount: number, kind: string, reason: string) => ({
      id,
      amount,
      kind,
      reason,
      user_id: null,
      user_name: null,
      document_id: null,
      session_id: null,
      created_at: '2026-01-05T10:00:00.000Z',
    })
    let ledger = [entry('e1', 10, 'welcome', 'Oferta inicial')]
    const grants: unknown[] = []
    server.use(
      http.get(`${API}/v1/staff/accounts`, () => HttpResponse.json({ data: { d_accounts: [account] } })),
      http.get(`${API}/v1/staff/accounts/${account.id}`, () =>
        HttpResponse.json({
          data: { d_account: { ...account, balance: ledger.reduce((a, e) => a + e.amount, 0), ledger } },
        }),
      ),
      http.post(`${API}/v1/staff/credits`, async ({ request: sent }) => {
        grants.push(await sent.json())
        ledger = [entry('e2', 5, 'grant', 'Compra de 5'), ...ledger]
        return HttpResponse.json({
          data: {
            d_grant: { to: { kind: 'user', id: account.id, name: 'Ana Sousa' }, amount: 5, balance: 15 },
          },
        })
      }),
    )
    open('/staff/credits')
    const section = await screen.findByTestId('staff-credits')
    await openAccount(section, 'ana', 'Ana Sousa')
    await within(section).findByText('Oferta inicial')
    fireEvent.change(within(section).getByLabelText('Créditos'), { target: { value: '5' } })
    fireEvent.change(within(section).getByLabelText('Motivo'), { target: { value: 'Compra de 5' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Dar 5 créditos' }))
    await within(section).findByText('Créditos atualizados.')
    expect(within(section).getByText('Compra de 5')).toBeTruthy()
    expect(within(section).getByText('15 créditos')).toBeTruthy()
    expect(grants).toEqual([{ user_id: account.id, amount: 5, reason: 'Compra de 5' }])
  })

  it('lists the audit log, newest first', async () => {
    server.use(
      http.get(`${API}/v1/staff/audit`, () =>
        HttpResponse.json({
          data: {
            d_audit: [
              {
                id: '00000000-0000-4000-8000-0000000000a1',
                at: '2026-01-05T10:00:00.000Z',
                actor: { id: null, label: 'admin CLI' },
                via: 'cli',
                action: 'credits.grant',
                target_type: 'user',
                target_id: 'u-1',
                details: { amount: 5 },
              },
            ],
          },
        }),
      ),
    )
    open('/staff/audit')
    const table = await screen.findByRole('table')
    expect(within(table).getByText('admin CLI (linha de comandos)')).toBeTruthy()
    expect(within(table).getByText('credits.grant')).toBeTruthy()
  })

  it('makes an account staff, and says why staff cannot remove their own access', async () => {
    const account = {
      ...accountRead('00000000-0000-4000-8000-000000000006', 'Carla Reis', 'carla@example.pt', 0),
      ledger: [],
    }
    const sent: unknown[] = []
    server.use(
      ...accountFound(account),
      http.put(`${API}/v1/staff/accounts/${account.id}/staff`, async ({ request: asked }) => {
        const body = (await asked.json()) as { staff: boolean }
        sent.push(body)
        if (!body.staff)
          return HttpResponse.json(
            { error: { code: 'conflict', message: 'You cannot remove your own staff access' } },
            { status: 409 },
          )
        return HttpResponse.json({ data: { d_account: { ...account, staff: true } } })
      }),
    )
    open('/staff/people')
    const section = await screen.findByTestId('staff-people')
    await openAccount(section, 'carla', 'Carla Reis')
    fireEvent.click(
      await within(section).findByRole('button', { name: 'Tornar membro da equipa de suporte' }),
    )
    await within(section).findByText('A conta passou a ter acesso à consola de suporte.')
    expect(sent).toEqual([{ staff: true }])
    expect(within(section).queryByRole('button', { name: 'Tornar membro da equipa de suporte' })).toBeNull()
    fireEvent.click(within(section).getByRole('button', { name: 'Retirar da equipa de suporte' }))
    await within(section).findByText('Não pode retirar o seu próprio acesso: peça a outro membro da equipa.')
    expect(sent).toEqual([{ staff: true }, { staff: false }])
  })

  it('disables an account with a reason, then offers to enable it again', async () => {
    const account = {
      ...accountRead('00000000-0000-4000-8000-000000000005', 'Bruno Costa', 'bruno@example.pt', 3),
      ledger: [],
    }
    const reasons: unknown[] = []
    server.use(
      ...accountFound(account),
      http.post(`${API}/v1/staff/accounts/${account.id}/disable`, async ({ request: sent }) => {
        reasons.push(await sent.json())
        return HttpResponse.json({
          data: { d_account: { ...account, disabled: true, disabled_at: '2026-01-06T10:00:00.000Z' } },
        })
      }),
    )
    open('/staff/people')
    const section = await screen.findByTestId('staff-people')
    expect(within(section).queryByRole('radio')).toBeNull()
    await openAccount(section, 'bruno', 'Bruno Costa')
    const disable = await within(section).findByRole('button', { name: 'Desativar a conta' })
    expect(disable).toHaveProperty('disabled', true)
    fireEvent.change(within(section).getByLabelText('Motivo da desativação'), {
      target: { value: 'Pedido do próprio' },
    })
    fireEvent.click(disable)
    await within(section).findByText('Conta desativada: as sessões terminaram.')
    expect(reasons).toEqual([{ reason: 'Pedido do próprio' }])
    expect(within(section).getByRole('button', { name: 'Reativar a conta' })).toBeTruthy()
    expect(within(section).queryByLabelText('Motivo da desativação')).toBeNull()
  })
  it('writes an announcement, previews it as the home carousel shows it in a reader language, publishes and removes it', async () => {
    const created: unknown[] = []
    const removed: string[] = []
    const ANNOUNCEMENT_ID = '00000000-0000-4000-8000-0000000000b1'
    server.use(
      http.get(`${API}/v1/staff/announcements`, () => HttpResponse.json({ data: { d_announcements: [] } })),
      http.post(`${API}/v1/staff/announcements`, async ({ request: sent }) => {
        const body = (await sent.json()) as { texts: Record<string, { title: string; body: string }> }
        created.push(body)
        return HttpResponse.json(
          {
            data: {
              d_announcement: {
                id: ANNOUNCEMENT_ID,
                texts: body.texts,
                starts_at: '2026-03-01T09:00:00.000Z',
                ends_at: null,
                state: 'shown',
                created_at: '2026-03-01T09:00:00.000Z',
              },
            },
          },
          { status: 201 },
        )
      }),
      http.delete(`${API}/v1/staff/announcements/:id`, ({ params }) => {
        removed.push(String(params.id))
        return new HttpResponse(null, { status: 204 })
      }),
    )
    open('/staff/announcements')
    const section = await screen.findByTestId('staff-announcements')
    await within(section).findByText('Ainda não há anúncios.')
    const preview = within(section).getByTestId('staff-announcement-preview')
    expect(within(preview).queryByTestId('announcements')).toBeNull()

    // Publishing with Portuguese missing marks its fields and sends nothing.
    fireEvent.click(within(section).getByRole('button', { name: 'Publicar o anúncio' }))
    expect(within(section).getAllByText('Obrigatório.')).toHaveLength(2)
    expect(created).toHaveLength(0)

    const pt = within(section).getByRole('group', { name: 'Português (obrigatório)' })
    fireEvent.change(within(pt).getByRole('textbox', { name: 'Título' }), {
      target: { value: 'Exportar para PDF' },
    })
    fireEvent.change(within(pt).getByRole('textbox', { name: 'Texto' }), {
      target: { value: 'Cada nota sai em PDF.' },
    })
    // The home carousel's own component draws the slide, in Portuguese for a German reader with no German text.
    const carousel = await within(preview).findByTestId('announcements')
    expect(within(carousel).getByRole('heading', { name: 'Exportar para PDF' })).toBeTruthy()
    fireEvent.click(within(preview).getByRole('radio', { name: 'Deutsch' }))
    expect(
      within(preview).getByText('Sem texto em Deutsch: quem lê nessa língua vê o português.'),
    ).toBeTruthy()
    const de = within(section).getByRole('group', { name: 'Deutsch (opcional)' })
    fireEvent.change(within(de).getByRole('textbox', { name: 'Título' }), { target: { value: 'PDF-Export' } })
    fireEvent.change(within(de).getByRole('textbox', { name: 'Texto' }), {
      target: { value: 'Jede Notiz als PDF.' },
    })
    const german = await within(preview).findByRole('heading', { name: 'PDF-Export' })
    expect(german.closest('[lang]')?.getAttribute('lang')).toBe('de')

    fireEvent.click(within(section).getByRole('button', { name: 'Publicar o anúncio' }))
    await within(section).findByText('Anúncio publicado.')
    expect(created).toEqual([
      {
        texts: {
          pt: { title: 'Exportar para PDF', body: 'Cada nota sai em PDF.' },
          de: { title: 'PDF-Export', body: 'Jede Notiz als PDF.' },
        },
      },
    ])
    const item = within(section).getByText('Exportar para PDF').closest('li')!
    expect(within(item).getByText('Visível agora')).toBeTruthy()
    expect(within(item).getByText('Línguas: PT · DE')).toBeTruthy()

    // 'Keep' gives the focus back to the announcement's own 'Remove'.
    fireEvent.click(within(item).getByRole('button', { name: 'Remover o anúncio Exportar para PDF' }))
    fireEvent.click(within(item).getByRole('button', { name: 'Manter' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(item).getByRole('button', { name: 'Remover o anúncio Exportar para PDF' }),
      ),
    )
    fireEvent.click(within(item).getByRole('button', { name: 'Remover o anúncio Exportar para PDF' }))
    const keep = within(item).getByRole('button', { name: 'Manter' })
    expect(document.activeElement).toBe(keep)
    fireEvent.click(within(item).getByRole('button', { name: 'Remover' }))
    await within(section).findByText('Anúncio removido.')
    expect(removed).toEqual([ANNOUNCEMENT_ID])
    expect(within(section).queryByText('Exportar para PDF')).toBeNull()
  })

  it('lists error reports, filters them by route and release, opens one and purges after a confirmation', async () => {
    const asked: string[] = []
    let purges = 0
    server.use(
      http.get(`${API}/v1/staff/error_reports`, ({ request: sent }) => {
        const url = new URL(sent.url)
        asked.push(url.search)
        return HttpResponse.json({ data: { d_error_reports: purges > 0 ? [] : [sampleSummary] } })
      }),
      http.get(`${API}/v1/staff/error_reports/${sampleReport.id}`, () =>
        HttpResponse.json({ data: { d_error_report: sampleReport } }),
      ),
      http.post(`${API}/v1/staff/error_reports/purge`, () => {
        purges += 1
        return HttpResponse.json({
          data: { d_purge: { deleted: 1, retention_days: 90, before: '2025-12-02T09:00:00.000Z' } },
        })
      }),
    )
    open('/staff/errors')
    const section = await screen.findByTestId('staff-errors')
    await within(section).findByText('1 relatório')
    expect(within(section).getByText('/consultation/42')).toBeTruthy()

    fireEvent.change(within(section).getByRole('textbox', { name: 'Rota' }), { target: { value: 'consult' } })
    fireEvent.change(within(section).getByRole('textbox', { name: 'Versão' }), { target: { value: '1.4.0' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Filtrar' }))
    await within(section).findByText('1 relatório com estes filtros')
    expect(asked).toEqual(['?limit=100', '?limit=100&route=consult&release=1.4.0'])

    fireEvent.click(
      within(section).getByRole('button', { name: `Abrir o relatório ${sampleReport.message}` }),
    )
    const read = await within(section).findByTestId('staff-error-report')
    expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Voltar à lista' }))
    expect(within(read).getByText(/consultation\.tsx:10:5/)).toBeTruthy()
    expect(within(read).getByText(/"breadcrumbs": \[\]/)).toBeTruthy()
    fireEvent.click(within(section).getByRole('button', { name: 'Voltar à lista' }))
    await within(section).findByText('1 relatório com estes filtros')

    // Cancelling gives the focus back to the purge button.
    fireEvent.click(within(section).getByRole('button', { name: 'Apagar os relatórios fora do prazo' }))
    fireEvent.click(within(section).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('button', { name: 'Apagar os relatórios fora do prazo' }),
      ),
    )
    fireEvent.click(within(section).getByRole('button', { name: 'Apagar os relatórios fora do prazo' }))
    const confirm = within(section).getByRole('group', { name: /Apagar já os relatórios/ })
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancelar' }))
    expect(purges).toBe(0)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Apagar' }))
    await within(section).findByText(/Apagado 1 relatório recebido antes de/)
    await within(section).findByText('Nenhum relatório com estes filtros.')
    expect(purges).toBe(1)
  })
})
