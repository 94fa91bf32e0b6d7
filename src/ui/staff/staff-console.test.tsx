import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { User } from '../../../contract/auth'
import { clinician } from '../../../tests/unit/fixtures'
import { API, boot, signIn } from '../../../tests/unit/view-harness'

const server = setupServer()
let stop = () => {}
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:example'), revokeObjectURL: vi.fn() })
})
afterEach(() => {
  stop()
  server.resetHandlers()
})
afterAll(() => server.close())

const staffUser = { ...clinician, id: 'u-staff', name: 'Rui Suporte', email: 'rui@escriba.test', staff: true }
const REQUEST_ID = '00000000-0000-4000-8000-000000000001'
const FILE_ID = '00000000-0000-4000-8000-0000000000f1'
const request = {
  id: REQUEST_ID,
  title: 'Carta ao fisioterapeuta',
  sections: [{ title: 'Plano', description: 'Sessões e objetivos', requested_changes: '' }],
  vocabulary_comment: 'Unidades SI',
  base_document_id: 'referral_letter',
  for_organization: false,
  status: 'pending',
  decline_reason: null,
  custom_document_id: null,
  files: [
    {
      id: FILE_ID,
      filename: 'exemplo.pdf',
      content_type: 'application/pdf',
      bytes: 4,
      url: `/v1/staff/template_requests/${REQUEST_ID}/files/${FILE_ID}`,
    },
  ],
  created_at: '2026-01-05T10:00:00.000Z',
  decided_at: null,
  requester: { id: 'u-1', email: 'ana@example.pt', name: 'Ana Sousa' },
  organization_name: null,
}

function open(path: string, user: User = staffUser) {
  server.use(http.get(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: user } })))
  signIn(user)
  const shell = boot(path)
  stop = shell.stop
  return shell
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

  it('tells a clinician the page is only for support, with no link to it', async () => {
    open('/staff', clinician)
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Esta página é só para a equipa de suporte do Escriba.',
    )
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Consola de suporte' })).toBeNull())
  })
})
