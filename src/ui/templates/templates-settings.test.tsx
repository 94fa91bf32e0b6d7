import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { CustomDocument, CustomTemplate, TemplateRequest } from '../../../contract/templates'
import { sampleTypes } from '../../../src/machines/shared/catalogue-samples'
import { clinician } from '../../../tests/unit/fixtures'
import { API, boot, signIn, viewTestServer } from '../../../tests/unit/view-harness'
import { sampleDocument } from '../../machines/custom-documents/custom-documents.paths'
import { samplePending } from '../../machines/template-request/template-request.paths'

const { server, mounted } = viewTestServer()

const pending = (overrides: Partial<TemplateRequest> = {}): TemplateRequest => ({
  ...samplePending,
  sections: [
    { title: 'Motivo', description: 'Porque é referenciado', requested_changes: '' },
    { title: 'Plano', description: 'Sessões', requested_changes: '' },
  ],
  files: [
    {
      id: 'c0000000-0000-4000-8000-000000000002',
      filename: 'notas.txt',
      content_type: 'text/plain',
      bytes: 12,
    },
  ],
  ...overrides,
})
const document: CustomDocument = {
  ...sampleDocument,
  name: 'Relatório de fisioterapia',
  description: 'Motivo · Plano',
  organization: true,
}

/** The calls of the section, answering as the server does; `requests` changes with each POST. */
function templatesServer({
  requests = [] as TemplateRequest[],
  answer = null as null | ((form: FormData) => Response),
} = {}) {
  const posted: FormData[] = []
  const templates: CustomTemplate[] = []
  server.use(
    http.get(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: clinician } })),
    http.get(`${API}/v1/template_requests`, () =>
      HttpResponse.json({ data: { d_template_requests: requests } }),
    ),
    http.get(`${API}/v1/template_requests/:id/files/:fileId`, () =>
      HttpResponse.text('Olá, exemplo', { headers: { 'content-type': 'text/plain' } }),
    ),
    http.post(`${API}/v1/template_requests`, async ({ request }) => {
      const form = await request.formData()
      posted.push(form)
      if (answer) return answer(form)
      const body = JSON.parse(String(form.get('request')))
      const created = pending({ ...body, files: [] })
      requests = [created]
      return HttpResponse.json({ data: { d_template_request: created } }, { status: 201 })
    }),
    http.get(`${API}/v1/consultation_types`, () =>
      HttpResponse.json({ data: { d_consultation_types: sampleTypes } }),
    ),
    http.get(`${API}/v1/custom_documents`, () =>
      HttpResponse.json({ data: { d_custom_documents: [document] } }),
    ),
    http.get(`${API}/v1/custom_templates`, () =>
      HttpResponse.json({ data: { d_custom_templates: templates } }),
    ),
    http.post(`${API}/v1/custom_templates`, async ({ request }) => {
      const { custom_template } = (await request.json()) as {
        custom_template: { name: string; text: string }
      }
      const created = {
        id: `d0000000-0000-4000-8000-00000000000${templates.length + 1}`,
        ...custom_template,
        created_at: '2026-01-05T10:00:00.000Z',
        updated_at: '2026-01-05T10:00:00.000Z',
      }
      templates.unshift(created)
      return HttpResponse.json({ data: { d_custom_template: created } }, { status: 201 })
    }),
  )
  return { posted }
}

async function open() {
  signIn(clinician)
  const shell = boot('/settings/templates')
  mounted(shell.stop)
  await screen.findByRole('heading', { level: 1, name: 'Definições' })
  return shell
}

const builder = async () =>
  within(
    (await screen.findByRole('heading', { level: 2, name: 'Pedir um documento personalizado' })).closest(
      'section',
    )!,
  )

async function addSection(title: string, description: string) {
  fireEvent.click((await builder()).getByRole('button', { name: 'Adicionar secção' }))
  const modal = within(await screen.findByRole('dialog', { name: 'Nova secção' }))
  fireEvent.change(modal.getByLabelText('Título da secção'), { target: { value: title } })
  fireEvent.change(modal.getByLabelText('Descrição'), { target: { value: description } })
  fireEvent.click(modal.getByRole('button', { name: 'Guardar secção' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

describe('settings → custom documents', () => {
  it('builds a request with sections in the modal and an example file, sends it, and shows it pending', async () => {
    const { posted } = templatesServer()
    await open()
    const form = await builder()
    fireEvent.change(form.getByLabelText('Título do documento'), {
      target: { value: 'Carta para fisioterapia' },
    })
    await addSection('Motivo', 'Porque é referenciado')
    await addSection('Plano', 'Sessões')
    fireEvent.change(form.getByLabelText('Documento de base'), { target: { value: 'referral_letter' } })
    const file = new File(['Exemplo de carta'], 'notas.txt', { type: 'text/plain' })
    fireEvent.change(form.getByLabelText('Juntar ficheiros de exemplo'), { target: { files: [file] } })
    fireEvent.click(form.getByRole('button', { name: 'Ver o exemplo notas.txt' }))
    const viewer = within(await screen.findByRole('dialog', { name: 'Exemplo: notas.txt' }))
    expect(viewer.getByText('Exemplo de carta')).toBeTruthy()
    fireEvent.click(viewer.getAllByRole('button', { name: 'Fechar' })[0]!)

    fireEvent.click(form.getByRole('button', { name: 'Enviar pedido' }))
    const pendingSection = within(await screen.findByTestId('pending-request'))
    expect(pendingSection.getByRole('heading', { name: 'Pedido em análise' })).toBeTruthy()
    expect(pendingSection.getByText(/Só pode ter um pedido pendente de cada vez/)).toBeTruthy()
    expect(JSON.parse(String(posted[0]!.get('request')))).toEqual({
      title: 'Carta para fisioterapia',
      sections: [
        { title: 'Motivo', description: 'Porque é referenciado', requested_changes: '' },
        { title: 'Plano', description: 'Sessões', requested_changes: '' },
      ],
      base_document_id: 'referral_letter',
      for_organization: false,
    })
    expect((posted[0]!.get('files') as File).name).toBe('notas.txt')
  })

  it('explains the refusal of a second request and keeps what was written', async () => {
    templatesServer({
      requests: [pending()],
      answer: () =>
        HttpResponse.json(
          {
            error: {
              code: 'conflict',
              message: 'one at a time',
              fields: { request: 'A request is pending' },
            },
          },
          { status: 409 },
        ),
    })
    await open()
    const waiting = within(await screen.findByTestId('pending-request'))
    fireEvent.click(waiting.getByRole('button', { name: 'Preparar outro pedido' }))
    const form = await builder()
    fireEvent.change(form.getByLabelText('Título do documento'), { target: { value: 'Atestado escolar' } })
    await addSection('Aptidão', 'Para a prática desportiva')
    fireEvent.click(form.getByRole('button', { name: 'Enviar pedido' }))
    expect((await form.findByRole('alert')).textContent).toMatch(/só é possível um pedido de cada vez/)
    expect((form.getByLabelText('Título do documento') as HTMLInputElement).value).toBe('Atestado escolar')
  })

  it('says why a picked file was not taken', async () => {
    templatesServer()
    await open()
    const form = await builder()
    const exe = new File(['MZ'], 'programa.exe', { type: 'application/octet-stream' })
    fireEvent.change(form.getByLabelText('Juntar ficheiros de exemplo'), { target: { files: [exe] } })
    expect((await form.findByText(/programa.exe não é de um tipo aceite/)).textContent).toBeTruthy()
  })

  it('shows the custom documents in the document modal, and keeps custom templates', async () => {
    templatesServer()
    await open()
    const documents = within(await screen.findByTestId('custom-documents'))
    fireEvent.click(
      await documents.findByRole('button', { name: 'Ver o documento Relatório de fisioterapia' }),
    )
    const modal = within(await screen.findByRole('dialog', { name: 'Relatório de fisioterapia' }))
    expect(modal.getByText('Porque é referenciado.')).toBeTruthy()
    expect(modal.getByText('Da organização')).toBeTruthy()
    fireEvent.click(modal.getAllByRole('button', { name: 'Fechar' })[0]!)

    const templates = within(screen.getByTestId('custom-templates'))
    fireEvent.click(await templates.findByRole('button', { name: 'Novo modelo' }))
    fireEvent.change(templates.getByLabelText('Nome'), { target: { value: 'Alta' } })
    fireEvent.change(templates.getByLabelText('Texto'), { target: { value: 'Vigiar sinais de alarme.' } })
    fireEvent.click(templates.getByRole('button', { name: 'Guardar modelo' }))
    expect(await templates.findByRole('heading', { level: 3, name: 'Alta' })).toBeTruthy()
  })
})
