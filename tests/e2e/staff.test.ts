// The staff console end to end (issue 22): the real server and the built app in the system Chromium. A
// clinician sends a template request with an example PDF; a staff account (made with `npm run admin --
// user:create --staff` on the data folder before the server starts) opens /staff from its home, opens the
// request, sees the PDF in its frame, writes the template and approves it; the clinician then has the
// custom document. A second request is declined with a reason the clinician reads in the settings. Support
// publishes an announcement seen first in the console's carousel preview, then on a clinician's home, and
// reads the error report a clinician's browser sent.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CustomDocument, TemplateRequest } from '../../contract/templates'
import { tinyPdf } from '../fixtures/pdf'
import { runScript } from '../support/run-script'
import { seriousViolations } from './axe'
import { watchErrors } from './harness'
import { e2eSuite } from './suite'
import { api, logIn, PASSWORD, signedInAs } from './users'

const STAFF = { email: 'suporte@escriba.test', name: 'Rui Suporte', password: PASSWORD }

let dataDir: string

/** `npm run admin -- …` as support runs it, on a data folder no server has open yet. */
function admin(dataDir: string, args: string[]) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  return runScript('scripts/admin.ts', args, { env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } })
}

/** A template request sent as the settings screen sends it: the request as JSON and an example PDF. */
async function sendRequest(token: string, title: string): Promise<TemplateRequest> {
  const form = new FormData()
  form.append(
    'request',
    JSON.stringify({
      title,
      sections: [
        { title: 'Motivo da referenciação', description: 'Porque é referenciado.', requested_changes: '' },
        { title: 'Plano de reabilitação', description: 'Sessões e objetivos.', requested_changes: '' },
      ],
      vocabulary_comment: 'Unidades SI, sem siglas',
      base_document_id: 'referral_letter',
    }),
  )
  form.append('files', new Blob([tinyPdf()], { type: 'application/pdf' }), 'exemplo.pdf')
  const response = await fetch(`${e2e.server.baseUrl}/v1/template_requests`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { data: { d_template_request: TemplateRequest } }).data
    .d_template_request
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'escriba-e2e-staff-'))
  const made = await admin(dataDir, [
    'user:create',
    '--email',
    STAFF.email,
    '--name',
    STAFF.name,
    '--password',
    STAFF.password,
    '--staff',
  ])
  expect(made.code, made.stderr).toBe(0)
})

const e2e = e2eSuite({ server: () => ({ dataDir }) })

/** The staff account signed in on its own Portuguese browser context, on the console's queue. */
async function staffConsole(options: { bypassCSP?: boolean } = {}) {
  const context = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl, locale: 'pt-PT', ...options })
  e2e.contexts.push(context)
  const page = await context.newPage()
  const errors = watchErrors(page)
  await logIn(page, STAFF)
  await page.getByRole('link', { name: 'Consola de suporte' }).click()
  await page.getByRole('heading', { level: 1, name: 'Consola de suporte' }).waitFor()
  return { page, errors }
}

describe('the staff console in the browser', () => {
  it('opens a request with its PDF in the page, approves it with a template, and the clinician has the document', async () => {
    const clinician = await signedInAs(e2e.server, e2e.browser, 'Pedido', { contexts: e2e.contexts })
    // The clinician sees no way to the console, and /staff tells them it is for support.
    expect(await clinician.page.getByRole('link', { name: 'Consola de suporte' }).count()).toBe(0)
    await clinician.page.goto('/staff')
    await clinician.page.getByText('Esta página é só para a equipa de suporte do Escriba.').waitFor()
    const request = await sendRequest(clinician.token, 'Carta para fisioterapia')

    const { page, errors } = await staffConsole()
    const queue = page.getByTestId('staff-requests')
    await queue.getByRole('button', { name: 'Abrir o pedido Carta para fisioterapia' }).click()
    await queue.getByRole('article', { name: 'Carta para fisioterapia' }).waitFor()
    await queue.getByText('Unidades SI, sem siglas').waitFor()
    const frame = queue.locator('iframe[title="Ficheiro de exemplo exemplo.pdf"]')
    await frame.waitFor({ state: 'visible' })
    expect(await frame.getAttribute('src')).toMatch(/^blob:/)

    await queue
      .getByRole('textbox', { name: 'Modelo', exact: true })
      .fill(
        '# Carta ao fisioterapeuta\n\n## Motivo [bullets]\nPorque é referenciado.\n\n## Plano\nSessões, exercícios e objetivos.',
      )
    const preview = queue.getByRole('region', { name: 'Pré-visualização' })
    await preview.getByRole('heading', { name: 'Carta ao fisioterapeuta' }).waitFor()
    await preview.getByRole('heading', { name: 'Motivo' }).waitFor()
    // The document the server writes from its sample consultation, with the template's sections.
    const generated = queue.getByRole('region', { name: 'Documento gerado de uma consulta de exemplo' })
    await generated.getByRole('heading', { name: 'Plano' }).waitFor({ timeout: 15_000 })
    await generated.getByRole('heading', { name: 'Motivo' }).waitFor()
    expect(await generated.getByRole('alert').count()).toBe(0)
    await queue.getByRole('button', { name: 'Aprovar e criar o documento' }).click()
    await queue.getByText(/Pedido aprovado/).waitFor({ timeout: 15_000 })

    // The clinician's request is approved and the custom document is theirs (polled: the answer may lag).
    let approved: TemplateRequest | undefined
    await expect
      .poll(
        async () => {
          const mine = await api<{ data: { d_template_requests: TemplateRequest[] } }>(
            e2e.server,
            clinician.token,
            'GET',
            '/v1/template_requests',
          )
          approved = mine.body.data.d_template_requests.find((r) => r.id === request.id)
          return approved?.status
        },
        { timeout: 15_000 },
      )
      .toBe('approved')
    const documents = await api<{ data: { d_custom_documents: CustomDocument[] } }>(
      e2e.server,
      clinician.token,
      'GET',
      '/v1/custom_documents',
    )
    const document = documents.body.data.d_custom_documents.find((d) => d.id === approved!.custom_document_id)
    expect(document).toMatchObject({
      name: 'Carta ao fisioterapeuta',
      sections: [
        { title: 'Motivo', instruction: 'Porque é referenciado.', format: 'bullets' },
        { title: 'Plano', instruction: 'Sessões, exercícios e objetivos.', format: 'prose' },
      ],
    })
    await clinician.page.goto('/settings/templates')
    await clinician.page.getByText('Carta ao fisioterapeuta').first().waitFor({ timeout: 15_000 })
    expect(errors).toEqual([])
  })

  it('declines a request with a reason the clinician reads; axe finds no serious violation on the queue or the request', async () => {
    const clinician = await signedInAs(e2e.server, e2e.browser, 'Recusa', { contexts: e2e.contexts })
    await sendRequest(clinician.token, 'Atestado escolar')
    // axe-core is injected as a script, so this context bypasses the CSP (the first test keeps it).
    const { page, errors } = await staffConsole({ bypassCSP: true })
    const queue = page.getByTestId('staff-requests')
    await queue.getByLabel('Estado', { exact: true }).selectOption('pending')
    await queue.getByRole('button', { name: 'Abrir o pedido Atestado escolar' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await queue.getByRole('button', { name: 'Abrir o pedido Atestado escolar' }).click()
    await queue.locator('iframe').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    const reason = 'Já existe um atestado no catálogo: escolha «Atestado médico».'
    await queue.getByLabel('Motivo da recusa').fill(reason)
    await queue.getByRole('button', { name: 'Recusar o pedido' }).click()
    await queue.getByText(/Pedido recusado/).waitFor({ timeout: 15_000 })

    await clinician.page.goto('/settings/templates')
    await clinician.page.getByText(`Motivo da recusa: ${reason}`).waitFor({ timeout: 15_000 })
    expect(errors).toEqual([])
  })
  it("publishes an announcement seen in the carousel preview and on a clinician's home, and reads an error report a browser sent; axe finds no serious violation on either", async () => {
    const clinician = await signedInAs(e2e.server, e2e.browser, 'Anúncio', { contexts: e2e.contexts })
    // An uncaught error on the clinician's settings page: the app's error reporter sends it to the server.
    await clinician.page.goto('/settings')
    await clinician.page.getByRole('heading', { level: 1 }).first().waitFor()
    await clinician.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('E2E: secções indefinidas')
      })
    })

    const { page, errors } = await staffConsole({ bypassCSP: true })
    await page.getByRole('link', { name: 'Anúncios' }).click()
    const section = page.getByTestId('staff-announcements')
    await section.getByText('Ainda não há anúncios.').waitFor()
    const pt = section.getByRole('group', { name: 'Português (obrigatório)' })
    await pt.getByRole('textbox', { name: 'Título' }).fill('Exportar para PDF')
    await pt.getByRole('textbox', { name: 'Texto' }).fill('Cada nota sai agora em PDF.')
    const preview = section.getByTestId('staff-announcement-preview').getByTestId('announcements')
    await preview.getByRole('heading', { name: 'Exportar para PDF' }).waitFor()
    await preview.getByText('Cada nota sai agora em PDF.').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await section.getByRole('button', { name: 'Publicar o anúncio' }).click()
    await section.getByText('Anúncio publicado.').waitFor({ timeout: 15_000 })
    await section
      .getByRole('listitem')
      .filter({ hasText: 'Exportar para PDF' })
      .getByText('Visível agora')
      .waitFor()

    // The clinician's home carousel shows what the preview showed.
    await clinician.page.goto('/')
    await clinician.page
      .getByTestId('announcements')
      .getByRole('heading', { name: 'Exportar para PDF' })
      .waitFor({ timeout: 15_000 })

    await page.getByRole('link', { name: 'Registo de auditoria' }).click()
    await page.getByRole('cell', { name: 'announcement.add' }).first().waitFor()

    await page.getByRole('link', { name: 'Relatórios de erros' }).click()
    const reports = page.getByTestId('staff-errors')
    await reports.getByLabel('Rota').fill('/settings')
    const sent = reports.getByRole('button', { name: /Abrir o relatório .*E2E: secções indefinidas/ })
    // The report may still be on its way: filter (load) again until it is listed.
    await expect
      .poll(
        async () => {
          await reports.getByRole('button', { name: 'Filtrar' }).click()
          await reports
            .getByText(/relatório/)
            .first()
            .waitFor()
          return sent.count()
        },
        { timeout: 15_000 },
      )
      .toBe(1)
    // By keyboard: Enter on the report opens it; the focus is then on the way back.
    await sent.focus()
    await page.keyboard.press('Enter')
    const read = reports.getByTestId('staff-error-report')
    await read.getByText('/settings', { exact: true }).waitFor()
    expect(await read.locator('pre').first().textContent()).toContain('E2E: secções indefinidas')
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Enter')
    await sent.waitFor()
    expect(errors).toEqual([])
  })
})
