import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { ConsultationType } from '../../../contract/catalogue'
import type { DocumentVersion, GeneratedDocument } from '../../../contract/consultations'
import type { CustomDocument } from '../../../contract/templates'
import { sampleTypes } from '../../../src/machines/shared/catalogue-samples'
import { clinician, consultationSession } from '../fixtures'
import { openDocumentsPanel } from '../paths/documents-panel'
import { API, viewTestServer } from '../view-harness'

const { server, mounted } = viewTestServer()

const note =
  '## Subjetivo\n\nTosse **seca** há uma semana. <b>raw</b><script>alert(1)</script>\n\n## Plano\n\n- Repouso'
const type: ConsultationType = {
  ...sampleTypes[0]!,
  id: 'ct-1',
  name: 'Medicina geral',
  selectable_documents: [
    { id: 'referral_letter', name: 'Carta de referenciação', description: 'Para outro médico' },
  ],
}

const physio: CustomDocument = {
  id: 'e0000000-0000-4000-8000-000000000001',
  name: 'Carta para fisioterapia',
  description: 'Motivo · Plano',
  sections: [],
  organization: false,
  base_document_id: 'referral_letter',
  created_at: '2026-01-06T10:00:00.000Z',
}

/**
 * A server that writes documents as the real one does: 202 pending, then ready on the next poll; with the
 * clinician's custom documents.
 */
/** The review the server gives the main note: one open finding, three lines (the last unsupported). */
function reviewOf(content: string, version: number): GeneratedDocument['review'] {
  const at = (text: string) => ({ start: content.indexOf(text), end: content.indexOf(text) + text.length })
  const said = (text: string) => ({
    source: 'transcript' as const,
    start: SOURCE.indexOf(text),
    end: SOURCE.indexOf(text) + text.length,
    turn: 1,
    text,
  })
  return {
    version,
    open: 1,
    source: SOURCE,
    warnings: [],
    findings: [
      {
        id: 'f-repouso',
        kind: 'unsupported',
        code: 'unsupported_order',
        params: { order: 'Repouso' },
        text: 'O pedido «Repouso» não é referido na consulta.',
        note: at('Repouso'),
        evidence: [],
        dismissed: false,
      },
    ],
    lines: [
      { note: at('Tosse **seca** há uma semana.'), evidence: [said('Tenho tosse seca há uma semana.')] },
      { note: at('Repouso'), evidence: [] },
    ],
  }
}
const SOURCE = 'Médico: O que a traz cá?\nDoente: Tenho tosse seca há uma semana.'

function documentsServer({
  credits = true,
  custom = [] as CustomDocument[],
  reviewed = false,
  notice = null as GeneratedDocument['notice'],
} = {}) {
  const docs = new Map<string, GeneratedDocument>()
  const seen: { call: string; body?: unknown }[] = []
  const now = '2025-01-01T09:30:00.000Z'
  const make = (name: string, content: string | null, version: number): GeneratedDocument => ({
    id: `doc-${name}`,
    name,
    status: 'pending',
    content,
    version,
    error: null,
    created_at: now,
    updated_at: now,
    review: null,
    signoff: null,
  })
  const pendingNext = new Map<string, string>()
  // Every version of each document, newest first, as GET …/versions answers them.
  const history = new Map<string, DocumentVersion[]>()
  let clock = Date.parse(now)
  const record = (
    doc: GeneratedDocument,
    source: DocumentVersion['source'],
    restoredFrom: number | null = null,
  ) => {
    clock += 60_000
    history.set(doc.id, [
      {
        version: doc.version,
        content: doc.content ?? '',
        source,
        instruction: null,
        restored_from: restoredFrom,
        created_at: new Date(clock).toISOString(),
      },
      ...(history.get(doc.id) ?? []),
    ])
  }
  server.use(
    http.get(`${API}/v1/consultation_sessions/s-1`, () =>
      HttpResponse.json({
        data: { d_consultation_session: consultationSession({ generated_documents: [...docs.values()] }) },
      }),
    ),
    http.get(`${API}/v1/consultation_types/ct-1`, () =>
      HttpResponse.json({ data: { d_consultation_type: type } }),
    ),
    http.get(`${API}/v1/models`, () =>
      HttpResponse.json({
        data: {
          engine: 'llm',
          models: [
            { id: 'clinic-llama', private: true, experimental: false, default: true },
            { id: 'o-preview', private: false, experimental: true, default: false },
          ],
        },
      }),
    ),
    http.get(`${API}/v1/custom_documents`, () => HttpResponse.json({ data: { d_custom_documents: custom } })),
    // A member whose organisation's pool is empty: the next document is paid with the clinician's own.
    http.get(`${API}/v1/credits`, () =>
      HttpResponse.json({
        data: {
          d_pools: [
            { kind: 'user', name: 'Ana Sousa', balance: 7, spending: true, history: [] },
            { kind: 'organization', name: 'Clínica do Largo', balance: 0, spending: false, history: [] },
          ],
          credits_per_document: 1,
          support_contact: 'support@escriba.local',
        },
      }),
    ),
    http.post(
      `${API}/v1/consultation_sessions/s-1/generated_documents/:name`,
      async ({ params, request }) => {
        const name = String(params.name)
        const body = await request.json()
        seen.push({ call: `POST generate ${name}`, ...(Object.keys(body as object).length ? { body } : {}) })
        if (!credits)
          return HttpResponse.json(
            {
              error: {
                code: 'insufficient_credits',
                message: 'No credits left: to buy more, contact support (apoio@escriba.pt)',
              },
            },
            { status: 402 },
          )
        const doc = make(name, docs.get(name)?.content ?? null, docs.get(name)?.version ?? 0)
        docs.set(name, doc)
        pendingNext.set(doc.id, name === 'main' ? note : `## Carta\n\nExmo. colega.`)
        return HttpResponse.json({ data: { d_generated_document: doc } }, { status: 202 })
      },
    ),
    http.get(`${API}/v1/consultation_sessions/s-1/generated_documents/:docId`, ({ params }) => {
      const doc = [...docs.values()].find((each) => each.id === params.docId)!
      const next = pendingNext.get(doc.id)
      if (next !== undefined) {
        pendingNext.delete(doc.id)
        const version = doc.version + 1
        const review = reviewed && doc.name === 'main' ? reviewOf(next, version) : null
        const ready = {
          ...doc,
          status: 'ready' as const,
          content: next,
          version,
          review,
          signoff: null,
          notice,
          source: 'generated' as const,
        }
        docs.set(doc.name, ready)
        record(ready, 'generated')
        return HttpResponse.json({ data: { d_generated_document: ready } })
      }
      return HttpResponse.json({ data: { d_generated_document: doc } })
    }),
    http.post(
      `${API}/v1/consultation_sessions/s-1/generated_documents/:docId/regenerate`,
      async ({ request, params }) => {
        const form = await request.formData()
        const doc = [...docs.values()].find((each) => each.id === params.docId)!
        const markdown = form.get('requested_changes[markdown]')
        // multipart/form-data sends line breaks as CRLF; the test reads them as written.
        const body = Object.fromEntries(
          [...form.entries()].map(([key, value]) => [
            key,
            typeof value === 'string' ? value.replace(/\r\n/g, '\n') : value,
          ]),
        )
        seen.push({ call: 'POST regenerate', body })
        if (typeof markdown === 'string') {
          const saved = {
            ...doc,
            status: 'ready' as const,
            content: markdown.replace(/\r\n/g, '\n'),
            version: doc.version + 1,
            source: 'markdown' as const,
          }
          docs.set(doc.name, saved)
          record(saved, 'markdown')
          return HttpResponse.json({ data: { d_generated_document: saved } })
        }
        if (form.get('requested_changes[text]') === 'Faça um resumo mais bonito.')
          return HttpResponse.json(
            {
              error: {
                code: 'instruction_not_followed',
                message: 'Offline editing cannot follow this instruction, so nothing was changed or charged',
                fields: {
                  'requested_changes[text]': 'not_understood',
                  'requested_changes[text].part': 'Faça um resumo mais bonito.',
                },
              },
            },
            { status: 422 },
          )
        pendingNext.set(doc.id, `${doc.content}\n\nAlergia à penicilina.`)
        return HttpResponse.json(
          { data: { d_generated_document: { ...doc, status: 'pending' } } },
          { status: 202 },
        )
      },
    ),
    http.post(
      `${API}/v1/consultation_sessions/s-1/generated_documents/:docId/signoff`,
      async ({ request, params }) => {
        const doc = [...docs.values()].find((each) => each.id === params.docId)!
        const { version } = (await request.json()) as { version: number }
        seen.push({ call: 'POST signoff', body: { version } })
        const signed: GeneratedDocument = {
          ...doc,
          signoff: {
            version,
            signed_by: { id: clinician.id, name: clinician.name },
            signed_at: '2025-01-01T09:45:00.000Z',
            open_findings: doc.review?.open ?? 0,
            dismissed_findings: 0,
          },
        }
        docs.set(doc.name, signed)
        return HttpResponse.json({ data: { d_generated_document: signed } })
      },
    ),
    http.put(
      `${API}/v1/consultation_sessions/s-1/generated_documents/:docId/dismissed_findings/:findingId`,
      ({ params }) => {
        seen.push({ call: `PUT dismiss ${params.findingId}` })
        const doc = [...docs.values()].find((each) => each.id === params.docId)!
        const review = doc.review!
        const dismissed: GeneratedDocument = {
          ...doc,
          review: {
            ...review,
            open: 0,
            findings: review.findings.map((finding) => ({ ...finding, dismissed: true })),
          },
        }
        docs.set(doc.name, dismissed)
        return HttpResponse.json({ data: { d_generated_document: dismissed } })
      },
    ),
    http.get(`${API}/v1/consultation_sessions/s-1/generated_documents/:docId/versions`, ({ params }) =>
      HttpResponse.json({ data: { d_versions: history.get(String(params.docId)) ?? [] } }),
    ),
    http.post(
      `${API}/v1/consultation_sessions/s-1/generated_documents/:docId/versions/:version/restore`,
      ({ params }) => {
        const doc = [...docs.values()].find((each) => each.id === params.docId)!
        const from = Number(params.version)
        seen.push({ call: `POST restore ${from}` })
        const earlier = history.get(doc.id)?.find((each) => each.version === from)
        if (!earlier)
          return HttpResponse.json(
            { error: { code: 'not_found', message: `The document has no version ${from}` } },
            { status: 404 },
          )
        const restored: GeneratedDocument = {
          ...doc,
          status: 'ready',
          content: earlier.content,
          version: doc.version + 1,
          source: 'restored',
          signoff: null,
        }
        docs.set(doc.name, restored)
        record(restored, 'restored', from)
        return HttpResponse.json({ data: { d_generated_document: restored } })
      },
    ),
    http.post(`${API}/v1/consultation_sessions/s-1/feedback`, async ({ request }) => {
      seen.push({ call: 'POST feedback', body: await request.json() })
      return new HttpResponse(null, { status: 201 })
    }),
  )
  return { docs, seen }
}

/** The panel of consultation s-1, mounted as the screen replays mount it, stopped after the test. */
const open = () => mounted(openDocumentsPanel().stop)

const main = () => screen.getByRole('article', { name: 'Nota da consulta' })

/** Saves the note's markdown through the edit dialog, as a clinician would. */
async function saveMarkdown(markdown: string) {
  fireEvent.click(within(main()).getByRole('button', { name: 'Editar' }))
  const dialog = await screen.findByRole('dialog', { name: /Editar documento/ })
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Editar texto' }))
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Texto do documento (markdown)' }), {
    target: { value: markdown },
  })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}
const waitLong = { timeout: 5_000 }

/** Opens the panel and generates the first version of the note, as a clinician would. */
async function openWithNote() {
  open()
  fireEvent.click(await screen.findByRole('button', { name: 'Gerar nota' }))
  await within(main()).findByText('Versão 1', undefined, waitLong)
}

describe('documents panel', () => {
  it('generates the note, polls it and renders its markdown without raw HTML', async () => {
    const state = documentsServer()
    open()
    // The server offers two models: the choice goes with the request.
    fireEvent.change(await screen.findByRole('combobox', { name: 'Modelo de geração' }), {
      target: { value: 'o-preview' },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar nota' }))
    expect(await within(main()).findByRole('status')).toHaveProperty('textContent', 'A escrever o documento…')
    const heading = await within(main()).findByRole('heading', { name: 'Subjetivo' }, waitLong)
    expect(heading.tagName).toBe('H2')
    const content = within(main()).getByTestId('document-content')
    expect(content.querySelector('strong')?.textContent).toBe('seca')
    // Raw HTML in a note is never rendered: at most its text shows.
    expect(content.querySelector('script, b')).toBeNull()
    expect(within(main()).getByText('Versão 1')).toBeTruthy()
    expect(state.seen).toEqual([{ call: 'POST generate main', body: { model: 'o-preview' } }])
  }, 10_000)

  it('edits by markdown in a dialog that keeps focus, closes on Escape and saves a new version', async () => {
    const state = documentsServer()
    await openWithNote()
    const edit = within(main()).getByRole('button', { name: 'Editar' })
    edit.focus()
    fireEvent.click(edit)
    let dialog = await screen.findByRole('dialog', { name: /Editar documento/ })
    expect(document.activeElement).toBe(within(dialog).getByRole('tab', { name: 'Instrução escrita' }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'O que pretende alterar?' }), {
      target: { value: 'Acrescente a alergia' },
    })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(edit)

    fireEvent.click(edit)
    dialog = await screen.findByRole('dialog', { name: /Editar documento/ })
    // What was typed is still there.
    expect(within(dialog).getByRole('textbox', { name: 'O que pretende alterar?' })).toHaveProperty(
      'value',
      'Acrescente a alergia',
    )
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Editar texto' }))
    const editor = within(dialog).getByRole('textbox', { name: 'Texto do documento (markdown)' })
    expect((editor as HTMLTextAreaElement).value).toBe(note)
    fireEvent.change(editor, { target: { value: '## Subjetivo\n\nTosse seca, sem febre.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(main()).getByText('Versão 2')).toBeTruthy()
    expect(within(main()).getByText('Tosse seca, sem febre.')).toBeTruthy()
    expect(state.seen.at(-1)).toEqual({
      call: 'POST regenerate',
      body: { 'requested_changes[markdown]': '## Subjetivo\n\nTosse seca, sem febre.' },
    })
  }, 10_000)

  it('opens the versions from the badge, shows one read-only and restores it as a new version', async () => {
    const state = documentsServer()
    await openWithNote()
    await saveMarkdown('## Subjetivo\n\nTosse seca, sem febre.')
    const badge = within(main()).getByRole('button', { name: 'Versão 2: histórico de versões' })
    expect(badge.getAttribute('aria-haspopup')).toBe('dialog')
    badge.focus()
    fireEvent.click(badge)
    const dialog = await screen.findByRole('dialog', { name: /Histórico de versões/ })
    expect(badge.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Fechar' }))
    const rows = await within(dialog).findAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('data-version'))).toEqual(['2', '1'])
    expect(rows[0]!.textContent).toContain('Editada em markdown')
    expect(rows[0]!.textContent).toContain('Atual')
    expect(rows[1]!.textContent).toContain('Gerada a partir da consulta')
    // When, in the interface's language and the clinician's time zone.
    const when = new Intl.DateTimeFormat('pt', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2025-01-01T09:31:00.000Z'),
    )
    expect(rows[1]!.querySelector('time')?.textContent).toBe(when)
    // The current version is not offered for restore.
    expect(within(rows[0]!).queryByRole('button', { name: /Repor/ })).toBeNull()

    const view = within(rows[1]!).getByRole('button', { name: 'Ver a versão 1' })
    fireEvent.click(view)
    const heading = within(dialog).getByRole('heading', { name: 'Versão 1' })
    expect(document.activeElement).toBe(heading)
    await waitFor(() =>
      expect(within(dialog).getByTestId('version-content').textContent).toContain(
        'Tosse seca há uma semana.',
      ),
    )
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: /Histórico de versões/ })).toBe(dialog)
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Ver a versão 1' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ver a versão 1' }))

    fireEvent.click(within(dialog).getByRole('button', { name: 'Repor a versão 1' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(state.seen.at(-1)).toEqual({ call: 'POST restore 1' })
    expect(within(main()).getByText('Versão 3')).toBeTruthy()
    expect(within(main()).getByTestId('document-content').textContent).toContain('Tosse seca há uma semana.')
    expect(document.activeElement).toBe(within(main()).getByRole('button', { name: /Versão 3/ }))
    // No new generation was asked for.
    expect(state.seen.filter((call) => call.call.startsWith('POST generate'))).toHaveLength(1)
  }, 10_000)

  it('asks before generating again over an edit: cancelling keeps it, confirming writes a new note', async () => {
    const state = documentsServer()
    await openWithNote()
    await saveMarkdown('## Subjetivo\n\nTosse seca, sem febre.')
    const regenerate = within(main()).getByRole('button', { name: 'Gerar de novo' })
    expect(regenerate.getAttribute('aria-haspopup')).toBe('dialog')
    regenerate.focus()
    fireEvent.click(regenerate)
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Gerar de novo por cima das suas alterações?',
    })
    expect(dialog.textContent).toContain('Editada em markdown')
    expect(dialog.textContent).toContain('ficam no histórico de versões')
    expect(dialog.textContent).toContain('gasta créditos')
    // Keeping the edits is the default.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Manter as alterações' }))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement).toBe(regenerate)
    fireEvent.click(regenerate)
    dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Manter as alterações' }))
    expect(within(main()).getByText('Tosse seca, sem febre.')).toBeTruthy()
    expect(state.seen.filter((call) => call.call === 'POST generate main')).toHaveLength(1)

    fireEvent.click(regenerate)
    dialog = await screen.findByRole('alertdialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar de novo' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() =>
      expect(state.seen.filter((call) => call.call === 'POST generate main')).toHaveLength(2),
    )
    await within(main()).findByText('Versão 3', undefined, waitLong)
  }, 10_000)

  it('generates again at once over a note nobody edited', async () => {
    const state = documentsServer()
    await openWithNote()
    const regenerate = within(main()).getByRole('button', { name: 'Gerar de novo' })
    expect(regenerate.getAttribute('aria-haspopup')).toBeNull()
    fireEvent.click(regenerate)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() =>
      expect(state.seen.filter((call) => call.call === 'POST generate main')).toHaveLength(2),
    )
  }, 10_000)

  it('sends a written instruction and shows the new version once written', async () => {
    const state = documentsServer()
    await openWithNote()
    fireEvent.click(within(main()).getByRole('button', { name: 'Editar' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Acrescente a alergia' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar alteração' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(main()).getByRole('status').textContent).toBe('A escrever uma nova versão…')
    await within(main()).findByText('Alergia à penicilina.', undefined, waitLong)
    expect(state.seen.at(-1)).toEqual({
      call: 'POST regenerate',
      body: { 'requested_changes[text]': 'Acrescente a alergia' },
    })
  }, 10_000)

  it('says what offline editing could not follow, keeps the instruction and opens the text editor', async () => {
    const state = documentsServer()
    await openWithNote()
    fireEvent.click(within(main()).getByRole('button', { name: 'Editar' }))
    const dialog = await screen.findByRole('dialog')
    const instruction = within(dialog).getByRole('textbox', { name: 'O que pretende alterar?' })
    fireEvent.change(instruction, { target: { value: 'Faça um resumo mais bonito.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar alteração' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('A edição automática não percebeu «Faça um resumo mais bonito.».')
    expect(alert.textContent).toContain('A nota não foi alterada e não foi gasto nenhum crédito.')
    expect((instruction as HTMLTextAreaElement).value).toBe('Faça um resumo mais bonito.')
    expect(within(main()).getByText('Versão 1')).toBeTruthy()
    fireEvent.click(within(alert).getByRole('button', { name: 'Editar o texto' }))
    expect(within(dialog).getByRole('tab', { name: 'Editar texto' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(state.seen.filter((s) => s.call === 'POST regenerate')).toHaveLength(1)
  }, 10_000)

  it('shows above the note how the model’s headings were read', async () => {
    documentsServer({ notice: { code: 'headings_kept', text: 'Part of the answer was kept.' } })
    await openWithNote()
    expect(within(main()).getByRole('note').textContent).toBe(
      'Parte da resposta do modelo de linguagem não corresponde a nenhuma secção do documento e foi mantida com os seus próprios títulos. Reveja-a.',
    )
  }, 10_000)

  it('copies the note as rich text and plain text, once the clinician confirmed they reviewed it', async () => {
    const state = documentsServer()
    const written: Record<string, string>[] = []
    class Item {
      constructor(readonly items: Record<string, Blob>) {}
    }
    vi.stubGlobal('ClipboardItem', Item)
    Object.defineProperty(window.navigator, 'clipboard', {
      configurable: true,
      value: {
        write: async (items: Item[]) => {
          const entry: Record<string, string> = {}
          for (const [kind, blob] of Object.entries(items[0]!.items)) entry[kind] = await blob.text()
          written.push(entry)
        },
        writeText: async () => {},
      },
    })
    await openWithNote()
    fireEvent.click(within(main()).getByRole('button', { name: 'Copiar' }))
    // Unsigned: the clinician confirms they reviewed it first; then it is copied and shown signed.
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar a revisão' })
    expect(within(confirm).getByText('Não há achados por rever.')).toBeTruthy()
    expect(written).toHaveLength(0)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmo que revi' }))
    await within(main()).findByText('Copiado, com a formatação.')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(within(main()).getByText(/^Revisto por Ana Sousa em /)).toBeTruthy()
    expect(state.seen.at(-1)).toEqual({ call: 'POST signoff', body: { version: 1 } })
    expect(written[0]!['text/plain']).toContain('Subjetivo\n\nTosse seca há uma semana.')
    expect(written[0]!['text/html']).toContain('<h2>Subjetivo</h2>')
    expect(written[0]!['text/html']).not.toContain('<script>')
    vi.unstubAllGlobals()
  }, 10_000)

  it('shows the review beside the note: findings, the evidence of each line, unsupported lines marked', async () => {
    const state = documentsServer({ reviewed: true })
    await openWithNote()
    // The count on the note's header, and the panel beside the note.
    expect(within(main()).getByRole('button', { name: '1 achado por rever' })).toBeTruthy()
    expect(within(main()).getByText('Por rever')).toBeTruthy()
    const panel = within(main()).getByRole('complementary', { name: /Revisão/ })
    const finding = within(panel).getByRole('listitem')
    expect(finding.textContent).toContain('Sem suporte')
    expect(finding.textContent).toContain('O pedido «Repouso» não é referido na consulta.')

    // The finding's span is marked in the note.
    fireEvent.click(within(finding).getByRole('button', { name: 'Mostrar' }))
    const noteGroup = within(main()).getByRole('group', { name: 'Nota revista, frase a frase' })
    expect([...noteGroup.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Repouso'])

    // A sentence shows the consultation's words it came from, marked in the consultation's text.
    const sentence = within(noteGroup).getByRole('button', { name: 'Tosse seca há uma semana.' })
    fireEvent.click(sentence)
    expect(sentence.getAttribute('aria-pressed')).toBe('true')
    expect(within(noteGroup).getByText('Na consulta: «Tenho tosse seca há uma semana.»')).toBeTruthy()
    const transcript = within(panel).getByRole('region', { name: 'Consulta' })
    expect([...transcript.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Tenho tosse seca há uma semana.',
    ])
    // A line with nothing behind it says so in words, not only by colour.
    const unsupported = within(noteGroup).getByRole('button', { name: /Repouso.*sem origem na consulta/ })
    // Arrow keys move between lines; Enter shows where the line came from.
    sentence.focus()
    fireEvent.keyDown(sentence, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(unsupported)
    fireEvent.keyDown(unsupported, { key: 'Enter' })
    expect(within(noteGroup).getByText('Nada na consulta sustenta esta frase: verifique-a.')).toBeTruthy()

    // Dismissed in one click: the count follows.
    fireEvent.click(within(finding).getByRole('button', { name: 'Dispensar' }))
    await within(panel).findByRole('button', { name: 'Repor' })
    expect(within(main()).getByRole('button', { name: 'Achados todos dispensados' })).toBeTruthy()
    expect(state.seen.at(-1)).toEqual({ call: 'PUT dismiss f-repouso' })
  }, 10_000)

  it('writes a selectable document on demand', async () => {
    const state = documentsServer()
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar Carta de referenciação' }))
    const letter = await screen.findByRole('article', { name: 'Carta de referenciação' })
    await within(letter).findByText('Exmo. colega.', undefined, waitLong)
    expect(state.seen).toEqual([{ call: 'POST generate referral_letter', body: { model: 'clinic-llama' } }])
  }, 10_000)

  it('lists the custom documents and offers in a banner the one made from a document of this consultation', async () => {
    const other = {
      ...physio,
      id: 'e0000000-0000-4000-8000-000000000002',
      name: 'Relatório',
      base_document_id: null,
    }
    const state = documentsServer({ custom: [physio, other] })
    open()
    const banner = await screen.findByRole('region', {
      name: 'Tem um documento personalizado para esta consulta',
    })
    expect(
      within(banner).getByText(/«Carta para fisioterapia» foi feito a partir de «Carta de referenciação»/),
    ).toBeTruthy()
    const list = screen.getByRole('region', { name: 'Os seus documentos personalizados' })
    expect(within(list).getByRole('button', { name: 'Gerar Relatório' })).toBeTruthy()
    fireEvent.click(within(banner).getByRole('button', { name: 'Gerar Carta para fisioterapia' }))
    // The offer leaves the banner; focus goes to the document, written like a selectable one.
    expect(
      screen.queryByRole('region', { name: 'Tem um documento personalizado para esta consulta' }),
    ).toBeNull()
    const written = within(list).getByRole('article', { name: 'Carta para fisioterapia' })
    expect(document.activeElement?.contains(written)).toBe(true)
    await within(written).findByText('Exmo. colega.', undefined, waitLong)
    expect(state.seen).toEqual([{ call: `POST generate ${physio.id}`, body: { model: 'clinic-llama' } }])
  }, 10_000)

  it('puts the custom document banner aside for this consultation', async () => {
    documentsServer({ custom: [{ ...physio, base_document_id: 'ct-1' }] })
    open()
    const banner = await screen.findByRole('region', {
      name: 'Tem um documento personalizado para esta consulta',
    })
    expect(
      within(banner).getByText(/a partir da nota de «Medicina geral», o tipo desta consulta/),
    ).toBeTruthy()
    fireEvent.click(within(banner).getByRole('button', { name: 'Agora não' }))
    expect(
      screen.queryByRole('region', { name: 'Tem um documento personalizado para esta consulta' }),
    ).toBeNull()
    expect(screen.getByRole('button', { name: 'Gerar Carta para fisioterapia' })).toBeTruthy()
  })

  it('says beside "Gerar" which credits pay the next document', async () => {
    documentsServer()
    open()
    await screen.findByRole('button', { name: 'Gerar nota' })
    expect(
      await screen.findByText(
        'Clínica do Largo não tem créditos: este documento é pago com os seus (7 créditos disponíveis).',
      ),
    ).toBeTruthy()
  })

  it('says credits ran out, naming the support contact, with a try-again', async () => {
    documentsServer({ credits: false })
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar nota' }))
    const alert = await within(main()).findByRole('alert')
    expect(alert.textContent).toContain(
      'Não tem créditos disponíveis. Para comprar mais, contacte o suporte (apoio@escriba.pt).',
    )
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy()
  })

  it('takes feedback once there is a note', async () => {
    const state = documentsServer()
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Gerar nota' }))
    expect(screen.queryByRole('region', { name: 'A sua opinião' })).toBeNull()
    const form = await screen.findByRole('region', { name: 'A sua opinião' }, waitLong)
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar opinião' }))
    expect(within(form).getByRole('alert').textContent).toBe('Responda a todas as perguntas antes de enviar.')
    const pick = (group: string, value: string) =>
      fireEvent.click(
        within(within(form).getByRole('group', { name: group })).getByRole('radio', { name: value }),
      )
    pick('Satisfação do médico', '9')
    pick('Satisfação do doente', '8')
    pick('Qualidade da nota', '10')
    pick('Tempo gasto a editar', '1 a 5 min')
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comentário (opcional)' }), {
      target: { value: 'Poupou-me tempo.' },
    })
    fireEvent.click(within(form).getByRole('checkbox'))
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Enviar opinião' }))
    })
    await within(form).findByText('Obrigado pela sua opinião!')
    expect(state.seen.at(-1)).toEqual({
      call: 'POST feedback',
      body: {
        doctor_satisfaction: 9,
        patient_satisfaction: 8,
        notes_quality: 10,
        editing_time: '1 to 5 min',
        comment: 'Poupou-me tempo.',
        share_publicly_anonymously: true,
      },
    })
  }, 10_000)
})
