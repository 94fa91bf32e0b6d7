// Custom document templates end to end (issue 10, acceptance): the real server and the built app in the
// system Chromium. The clinician builds a request with two sections and an example PDF, sends it, sees it
// pending and a second request refused; support approves it with `npm run admin`; the new document is
// generated in a consultation (through the API: the consultation screen does not list custom documents
// yet).
//
// The embedded database allows one process per data folder, so this server runs on PostgreSQL (a fresh
// database, dropped afterwards): the admin command then runs beside it, as support would run it.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ConsultationSession, GeneratedDocument } from '../../contract/consultations'
import type { CustomDocument, TemplateRequest } from '../../contract/templates'
import { TOKEN_KEY } from '../../src/services/session-storage'
import { readOutbox } from '../support/outbox'
import { launchBrowser, type RunningServer, startServer, watchErrors } from './harness'

/** The PostgreSQL server the CI keeps up (`.ci/run`); each run makes its own database on it. */
const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const PASSWORD = 'segredo-123'
const TRANSCRIPT =
  'Médico: O que o traz cá? Doente: Dói-me o joelho direito há três semanas, desde uma queda. ' +
  'Médico: Vamos pedir fisioterapia, dez sessões de reforço muscular, e reavaliar daqui a um mês.'

let work: string
let database: { name: string; url: string }
let server: RunningServer
let browser: Browser
const contexts: BrowserContext[] = []

/** A tiny valid PDF: one empty page, with a correct cross-reference table. */
function tinyPdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** `npm run admin -- …` as support runs it, on the server's database and data folder. */
function admin(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => {
      stdout += d
    })
    child.stderr.on('data', (d) => {
      stderr += d
    })
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'escriba-templates-e2e-'))
  const name = `escriba_e2e_templates_${randomBytes(5).toString('hex')}`
  try {
    await adminQuery(`CREATE DATABASE ${name}`)
  } catch (error) {
    throw new Error(
      `The templates e2e needs PostgreSQL at ${POSTGRES} (set E2E_POSTGRES_URL to another): ${error}`,
    )
  }
  const url = new URL(POSTGRES)
  url.pathname = `/${name}`
  database = { name, url: url.toString() }
  ;[server, browser] = await Promise.all([
    startServer({ env: { DATABASE_URL: database.url } }),
    launchBrowser(),
  ])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`)
  if (work) rmSync(work, { recursive: true, force: true })
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

/** A confirmed clinician, made through the API: signup, then the confirmation link from the outbox. */
async function confirmedUser() {
  const user = { name: 'Dra. Ana Sousa', email: `templates-${Date.now()}@example.test`, password: PASSWORD }
  const signup = await fetch(`${server.baseUrl}/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { ...user, language: 'pt' } }),
  })
  expect(signup.status).toBe(201)
  let token: string | undefined
  await expect
    .poll(
      () => {
        token = readOutbox(`${server.dataDir}/outbox`)
          .filter((mail) => mail.to.includes(user.email) && mail.link?.kind === 'confirm_email')
          .at(-1)?.link?.token
        return token
      },
      { timeout: 5_000 },
    )
    .toBeDefined()
  const confirm = await fetch(`${server.baseUrl}/v1/confirm_email/${token}`, { method: 'PATCH' })
  expect(confirm.status).toBe(200)
  return user
}

/** Signs in through the login screen; answers the stored token for the API calls. */
async function signedInPage() {
  const user = await confirmedUser()
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'pt-PT' })
  contexts.push(context)
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto('/login')
  await page.locator('main[data-route="login"]').waitFor({ state: 'visible' })
  await page.locator('input[name=email]').fill(user.email)
  await page.locator('input[name=password]').fill(user.password)
  await page.getByRole('button', { name: 'Iniciar sessão' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  const token = await page.evaluate(
    (key) => sessionStorage.getItem(key) ?? localStorage.getItem(key),
    TOKEN_KEY,
  )
  return { page, errors, token: token as string }
}

async function api<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  expect(response.status, `${method} ${url}`).toBeLessThan(300)
  return (await response.json()) as T
}

describe('custom document templates in the browser', () => {
  it('builds and sends a request, refuses a second one, is approved by support and generates the document', async () => {
    const { page, errors, token } = await signedInPage()
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
      await api<{ data: { d_template_requests: TemplateRequest[] } }>(token, 'GET', '/v1/template_requests')
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

    // Generated in a consultation like a selectable document, by its id.
    const [document] = (
      await api<{ data: { d_custom_documents: CustomDocument[] } }>(token, 'GET', '/v1/custom_documents')
    ).data.d_custom_documents
    const session = (
      await api<{ data: { d_consultation_session: ConsultationSession } }>(
        token,
        'POST',
        '/v1/consultation_sessions',
        { consultation_type_id: 'general_practice_soap', mobile: false, force: true },
      )
    ).data.d_consultation_session
    await api(token, 'PUT', `/v1/consultation_sessions/${session.id}/transcription`, {
      transcription: TRANSCRIPT,
    })
    const started = (
      await api<{ data: { d_generated_document: GeneratedDocument } }>(
        token,
        'POST',
        `/v1/consultation_sessions/${session.id}/generated_documents/${document!.id}`,
        {},
      )
    ).data.d_generated_document
    let generated: GeneratedDocument | undefined
    await expect
      .poll(
        async () => {
          generated = (
            await api<{ data: { d_generated_document: GeneratedDocument } }>(
              token,
              'GET',
              `/v1/consultation_sessions/${session.id}/generated_documents/${started.id}`,
            )
          ).data.d_generated_document
          return generated.status
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('ready')
    expect(generated!.name).toBe(document!.id)
    expect(generated!.content).toContain('## Motivo da referenciação')
    expect(generated!.content).toContain('## Plano de reabilitação')
    expect(generated!.content).toMatch(/fisioterapia/)

    // The one failed call is the refused second request, which the screen explained.
    expect(errors.filter((error) => !error.includes('409 (Conflict)'))).toEqual([])
    expect(errors.filter((error) => error.includes('/v1/template_requests'))).toHaveLength(1)
  }, 120_000)
})
