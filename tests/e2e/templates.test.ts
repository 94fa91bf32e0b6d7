import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CustomDocument, TemplateRequest } from '../../contract/templates'
import { tinyPdf } from '../fixtures/pdf'
import { runScript } from '../support/run-script'
import { freshPostgresDatabase } from '../support/server-processes'
import { e2eSuite } from './suite'
import { api, consultationOnServer, signedInAs, typedConsultation } from './users'

/** The PostgreSQL server the CI keeps up (`.ci/run`); each run makes its own database on it. */
const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PHYSIO_PLAN = 'Fisioterapia: dez sessões de reforço muscular do quadricípite. Reavaliar daqui a um mês.'
const TRANSCRIPT =
  'Médico: O que o traz cá? Doente: Dói-me o joelho direito há três semanas, desde uma queda. ' +
  'Médico: Vamos pedir fisioterapia, dez sessões de reforço muscular, e reavaliar daqui a um mês.'

let work: string
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>

/** `npm run admin -- …` as support runs it, on the server's database and data folder. */
function admin(args: string[]) {
  return runScript('scripts/admin.ts', args, {
    env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: e2e.server.dataDir, LOG_LEVEL: 'warn' },
  })
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'escriba-templates-e2e-'))
  database = await freshPostgresDatabase(POSTGRES, 'escriba_e2e_templates').catch((error) => {
    throw new Error(
      `The templates e2e needs PostgreSQL at ${POSTGRES} (set E2E_POSTGRES_URL to another): ${error}`,
    )
  })
})

afterAll(async () => {
  await database?.drop()
  if (work) rmSync(work, { recursive: true, force: true })
})

const e2e = e2eSuite({ server: () => ({ env: { DATABASE_URL: database.url } }) })

/** A JSON call that must succeed; answers the parsed body. */
async function call<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await api<T>(e2e.server, token, method, url, body)
  expect(answer.status, `${method} ${url}`).toBeLessThan(300)
  return answer.body
}

describe('custom document templates in the browser', () => {
  it('builds and sends a request, refuses a second one, is approved by support; the consultation offers and writes the document and takes a custom template', async () => {
    const { page, errors, token } = await signedInAs(e2e.server, e2e.browser, 'Templates', {
      contexts: e2e.contexts,
    })
    await page.goto('/settings/templates')
    const builder = page.getByRole('region', { name: 'Pedir um documento personalizado' })
    await builder.waitFor({ state: 'visible', timeout: 15_000 })

    // The request: a title, two sections written in the section modal, a base document, an example PDF.
    await builder.getByLabel('Título do documento').fill('Carta para fisioterapia')
    const sections = [
      [
        'Motivo da referenciação',
        'Porque é referenciado e desde quando.',
        'Mais curto que a carta habitual.',
      ],
      ['Plano de reabilitação', 'Sessões, exercícios e objetivos.', ''],
    ]
    for (const [title, description, changes] of sections) {
      await builder.getByRole('button', { name: 'Adicionar secção' }).click()
      const modal = page.getByRole('dialog', { name: 'Nova secção' })
      await modal.getByLabel('Título da secção').fill(title!)
      await modal.getByLabel('Descrição').fill(description!)
      if (changes) await modal.getByLabel('Alterações pedidas').fill(changes)
      await modal.getByRole('button', { name: 'Guardar secção' }).click()
      await modal.waitFor({ state: 'detached' })
    }
    await builder.getByRole('heading', { level: 3, name: 'Plano de reabilitação' }).waitFor()
    await builder.getByLabel('Documento de base').selectOption('referral_letter')
    const pdf = tinyPdf()
    writeFileSync(path.join(work, 'exemplo.pdf'), pdf)
    await builder.getByLabel('Juntar ficheiros de exemplo').setInputFiles(path.join(work, 'exemplo.pdf'))
    await builder.getByRole('button', { name: 'Ver o exemplo exemplo.pdf' }).click()
    const viewer = page.getByRole('dialog', { name: 'Exemplo: exemplo.pdf' })
    await viewer.getByRole('link', { name: 'Abrir num novo separador' }).waitFor()
    await viewer.getByRole('button', { name: 'Fechar' }).last().click()
    await viewer.waitFor({ state: 'detached' })

    await builder.getByRole('button', { name: 'Enviar pedido' }).click()
    const pending = page.getByTestId('pending-request')
    await pending.getByRole('heading', { name: 'Pedido em análise' }).waitFor({ timeout: 15_000 })
    await pending.getByText(/Só pode ter um pedido pendente de cada vez/).waitFor()
    await pending.getByText('exemplo.pdf').waitFor()
    const [request] = (
      await call<{ data: { d_template_requests: TemplateRequest[] } }>(token, 'GET', '/v1/template_requests')
    ).data.d_template_requests
    expect(request).toMatchObject({
      title: 'Carta para fisioterapia',
      status: 'pending',
      base_document_id: 'referral_letter',
      sections: [
        {
          title: 'Motivo da referenciação',
          description: 'Porque é referenciado e desde quando.',
          requested_changes: 'Mais curto que a carta habitual.',
        },
        {
          title: 'Plano de reabilitação',
          description: 'Sessões, exercícios e objetivos.',
          requested_changes: '',
        },
      ],
      files: [{ filename: 'exemplo.pdf', content_type: 'application/pdf', bytes: pdf.length }],
    })

    // A second request while the first is pending: written, sent, refused with why; the draft stays.
    await pending.getByRole('button', { name: 'Preparar outro pedido' }).click()
    await builder.getByLabel('Título do documento').fill('Atestado para desporto escolar')
    await builder.getByRole('button', { name: 'Adicionar secção' }).click()
    const modal = page.getByRole('dialog', { name: 'Nova secção' })
    await modal.getByLabel('Título da secção').fill('Aptidão')
    await modal.getByRole('button', { name: 'Guardar secção' }).click()
    await builder.getByRole('button', { name: 'Enviar pedido' }).click()
    await builder
      .getByRole('alert')
      .getByText(/Já tem um pedido à espera do suporte: só é possível um pedido de cada vez/)
      .waitFor({ timeout: 15_000 })
    expect(await builder.getByLabel('Título do documento').inputValue()).toBe(
      'Atestado para desporto escolar',
    )

    // Support: the queue lists the request with its sections and file; approving makes the document.
    const listed = await admin(['template-requests:list', '--status', 'pending'])
    expect(listed.stderr).toBe('')
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain(request!.id)
    expect(listed.stdout).toContain('Motivo da referenciação')
    expect(listed.stdout).toMatch(/file: exemplo\.pdf \(application\/pdf/)
    const approved = await admin([
      'template-requests:approve',
      '--id',
      request!.id,
      '--name',
      'Referenciação à fisioterapia',
    ])
    expect(approved.stderr).toBe('')
    expect(approved.code).toBe(0)
    expect(approved.stdout).toMatch(
      /Approved «Carta para fisioterapia»: custom document .* with 2 section\(s\)/,
    )

    // The clinician sees the answer, and the document beside the others.
    await page.goto('/settings/templates')
    await page.getByRole('heading', { name: 'Pedido aprovado' }).waitFor({ timeout: 15_000 })
    const documents = page.getByTestId('custom-documents')
    await documents.getByRole('button', { name: 'Ver o documento Referenciação à fisioterapia' }).click()
    const documentModal = page.getByRole('dialog', { name: 'Referenciação à fisioterapia' })
    await documentModal.getByRole('heading', { name: 'Plano de reabilitação' }).waitFor()
    await documentModal
      .getByText('Porque é referenciado e desde quando. Mais curto que a carta habitual.')
      .waitFor()
    await documentModal.getByRole('button', { name: 'Fechar' }).last().click()

    // A custom template, written once in the settings.
    const texts = page.getByTestId('custom-templates')
    await texts.getByRole('button', { name: 'Novo modelo' }).click()
    await texts.getByLabel('Nome').fill('Plano de fisioterapia')
    await texts.getByLabel('Texto').fill(PHYSIO_PLAN)
    await texts.getByRole('button', { name: 'Guardar modelo' }).click()
    await texts.getByRole('heading', { name: 'Plano de fisioterapia' }).waitFor({ timeout: 15_000 })

    // A consultation of a type whose referral letter the new document was made from: the banner offers it.
    const sessionId = await typedConsultation(e2e.server, token, TRANSCRIPT)
    await page.goto(`/consultation/${sessionId}`)
    const banner = page.getByRole('region', { name: 'Tem um documento personalizado para esta consulta' })
    await banner.waitFor({ state: 'visible', timeout: 20_000 })
    await banner
      .getByText(
        '«Referenciação à fisioterapia» foi feito a partir de «Carta de referenciação», um dos documentos desta consulta.',
      )
      .waitFor()
    await banner.getByRole('button', { name: 'Gerar Referenciação à fisioterapia' }).click()
    await banner.waitFor({ state: 'detached' })

    // Written like a selectable document, in the list of the clinician's custom documents, with its sections.
    const custom = page.getByRole('region', { name: 'Os seus documentos personalizados' })
    const written = custom.getByRole('article', { name: 'Referenciação à fisioterapia' })
    const content = written.getByTestId('document-content')
    await content
      .getByRole('heading', { name: 'Motivo da referenciação' })
      .waitFor({ state: 'visible', timeout: 30_000 })
    await content.getByRole('heading', { name: 'Plano de reabilitação' }).waitFor()
    expect(await content.textContent()).toMatch(/fisioterapia/)
    const [customDocument] = (
      await call<{ data: { d_custom_documents: CustomDocument[] } }>(token, 'GET', '/v1/custom_documents')
    ).data.d_custom_documents
    const afterWriting = await consultationOnServer(e2e.server, token, sessionId)
    expect(afterWriting.generated_documents.map((generated) => [generated.name, generated.status])).toEqual([
      [customDocument!.id, 'ready'],
    ])

    // The custom template goes into a free-text field of the consultation form, from the keyboard.
    const exam = page.getByRole('textbox', { name: 'Exame objetivo' })
    await exam.fill('Joelho direito com derrame ligeiro.')
    const field = page.locator('.field', { has: exam })
    const picker = field.locator('summary', { hasText: 'Modelo personalizado (1)' })
    await picker.focus()
    await page.keyboard.press('Enter')
    const insert = field.getByRole('button', {
      name: 'Inserir o modelo personalizado Plano de fisioterapia em Exame objetivo',
    })
    await insert.waitFor({ state: 'visible' })
    await insert.focus()
    await page.keyboard.press('Enter')
    expect(await exam.inputValue()).toBe(`Joelho direito com derrame ligeiro.\n${PHYSIO_PLAN}`)
    expect(await exam.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    await expect
      .poll(async () => (await consultationOnServer(e2e.server, token, sessionId)).user_inputs, {
        timeout: 10_000,
        interval: 250,
      })
      .toEqual([
        { processor_input_id: 'physical_exam', value: `Joelho direito com derrame ligeiro.\n${PHYSIO_PLAN}` },
      ])

    // The one failed call is the refused second request, which the screen explained.
    expect(errors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([])
    expect(errors.filter((error) => error.includes('/v1/template_requests'))).toHaveLength(1)
  }, 120_000)
})
