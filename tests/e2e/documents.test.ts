// Clinical documents end to end (issue 7, acceptance): the real server and the built app in the system
// Chromium. A consultation with a typed transcript (the recording screen's own e2e records one with the
// fake microphone) gets its note, the clinician edits it by markdown and by voice (the fake microphone
// speaks the instruction), copies it, exports a PDF whose text holds the note, and sends feedback.
//
// The server runs the offline extractive engine; the voice instruction is transcribed by a loopback test
// double of an OpenAI-compatible transcription API (the test Whisper model has no weights: it hears
// nothing).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ConsultationSession, GeneratedDocument } from '../../contract/consultations'
import { TOKEN_KEY } from '../../src/services/session-storage'
import { readOutbox } from '../support/outbox'
import { startTranscriptionApiDouble } from '../support/transcription-api-double'
import { pdfText } from '../unit/documents/pdf-text'
import { launchBrowser, type RunningServer, startServer, watchErrors } from './harness'

const PASSWORD = 'segredo-123'
const TRANSCRIPT =
  'Médico: Bom dia, o que a traz cá? Doente: Tenho tosse seca há uma semana e febre de 38 graus. ' +
  'Médico: Tem falta de ar? Doente: Não. Médico: Vamos fazer paracetamol 1 g de 8 em 8 horas e reavaliar dentro de uma semana.'
/** What the fake microphone says, and what the transcription double answers for it. */
const SPOKEN = 'A doente é alérgica à penicilina.'
const EDITED = 'Tosse seca há uma semana, sem dispneia. Apirética desde ontem.'

let work: string
let server: RunningServer
let speech: Awaited<ReturnType<typeof startTranscriptionApiDouble>>
let browser: Browser
const contexts: BrowserContext[] = []

/** Runs a command line tool the CI installs, failing with what to install when it is missing. */
function tool(command: string, args: string[]) {
  try {
    return execFileSync(command, args, { stdio: 'pipe' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${command} is needed for the documents e2e: run \`apt-get install -y ${command}\``)
    }
    throw error
  }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'escriba-documents-e2e-'))
  const spoken = path.join(work, 'spoken.wav')
  const microphone = path.join(work, 'microphone-48k.wav')
  tool('espeak-ng', ['-v', 'pt', '-w', spoken, SPOKEN])
  tool('sox', [spoken, '-r', '48000', microphone])
  speech = await startTranscriptionApiDouble(() => SPOKEN)
  ;[server, browser] = await Promise.all([
    startServer({ env: { TRANSCRIPTION_ENGINE: 'openai', TRANSCRIPTION_URL: speech.baseUrl } }),
    launchBrowser({ fakeMicrophoneWav: microphone }),
  ])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await speech?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

/** A confirmed clinician, made through the API: signup, then the confirmation link from the outbox. */
async function confirmedUser() {
  const user = { name: 'Dra. Ana Sousa', email: `documents-${Date.now()}@example.test`, password: PASSWORD }
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

/** Signs in through the login screen; answers the stored token for the API calls of the setup. */
async function signedInPage() {
  const user = await confirmedUser()
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'pt-PT',
    acceptDownloads: true,
    permissions: ['clipboard-read', 'clipboard-write', 'microphone'],
  })
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

/** A consultation with a typed transcript, made through the API. */
async function consultationWithTranscript(token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const created = await fetch(`${server.baseUrl}/v1/consultation_sessions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ consultation_type_id: 'general_practice_soap', mobile: false, force: true }),
  })
  expect(created.status).toBe(201)
  const { id } = ((await created.json()) as { data: { d_consultation_session: ConsultationSession } }).data
    .d_consultation_session
  const transcript = await fetch(`${server.baseUrl}/v1/consultation_sessions/${id}/transcription`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ transcription: TRANSCRIPT }),
  })
  expect(transcript.status).toBe(200)
  return id
}

/** The main note as the server holds it. */
async function mainDocument(token: string, id: string): Promise<GeneratedDocument> {
  const response = await fetch(`${server.baseUrl}/v1/consultation_sessions/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const session = ((await response.json()) as { data: { d_consultation_session: ConsultationSession } }).data
    .d_consultation_session
  return session.generated_documents.find((document) => document.name === 'main')!
}

const note = (page: Page) => page.getByRole('article', { name: 'Nota da consulta' })
const version = (page: Page, n: number) => note(page).getByText(`Versão ${n}`, { exact: true })

describe('clinical documents in the browser', () => {
  it('writes the note, edits it by markdown and by voice, copies it, exports it as a PDF and takes feedback', async () => {
    const { page, errors, token } = await signedInPage()
    const id = await consultationWithTranscript(token)
    await page.goto(`/consultation/${id}`)
    await page
      .getByRole('heading', { name: 'Documentos', exact: true })
      .waitFor({ state: 'visible', timeout: 20_000 })

    // The note: asked for, polled, shown as rendered markdown.
    await note(page).getByRole('button', { name: 'Gerar nota' }).click()
    await version(page, 1).waitFor({ state: 'visible', timeout: 30_000 })
    const content = note(page).getByTestId('document-content')
    // react-markdown arrives with the first note.
    await content.locator('h2').first().waitFor({ state: 'visible' })
    expect(await content.locator('h2').count()).toBeGreaterThan(1)
    expect(await content.textContent()).toMatch(/tosse seca/i)

    // Edit by markdown: the clinician's own text becomes version 2 at once.
    await note(page).getByRole('button', { name: 'Editar' }).click()
    const dialog = page.getByRole('dialog', { name: /Editar documento/ })
    await dialog.getByRole('tab', { name: 'Editar texto' }).click()
    const editor = dialog.getByRole('textbox', { name: 'Texto do documento (markdown)' })
    const markdown = await editor.inputValue()
    expect(markdown).toContain('## ')
    const edited = markdown.replace(/(## [^\n]+\n+)/, `$1${EDITED}\n\n`)
    await editor.fill(edited)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await version(page, 2).waitFor({ state: 'visible', timeout: 15_000 })
    expect(await dialog.count()).toBe(0)
    await content.getByText(EDITED).waitFor({ state: 'visible' })

    // Edit by voice: recorded from the fake microphone with a countdown, then sent as a WAV.
    await note(page).getByRole('button', { name: 'Editar' }).click()
    await dialog.getByRole('tab', { name: 'Instrução por voz' }).click()
    await dialog.getByRole('button', { name: 'Gravar instrução' }).click()
    const countdown = dialog.getByTestId('voice-countdown')
    await countdown.waitFor({ state: 'visible', timeout: 10_000 })
    expect(await countdown.textContent()).toMatch(/^1:(30|29|28)$/)
    await page.waitForTimeout(2_500)
    expect(await countdown.textContent()).toMatch(/^1:2\d$/)
    await dialog.getByRole('button', { name: 'Parar' }).click()
    await dialog.getByText(/Instrução gravada \(0:0\d\), pronta a enviar\./).waitFor({ state: 'visible' })
    await dialog.getByRole('button', { name: 'Enviar alteração' }).click()
    await version(page, 3).waitFor({ state: 'visible', timeout: 30_000 })
    await content.getByText(/alérgica à penicilina/).waitFor({ state: 'visible' })
    const heard = speech.received.at(-1)!
    expect(heard).toMatchObject({ language: 'pt' })
    expect(heard.fileBytes).toBeGreaterThan(16_000)
    const saved = await mainDocument(token, id)
    expect(saved.version).toBe(3)
    expect(saved.content).toContain(EDITED)

    // Copy: rich text with its plain-text twin.
    await note(page).getByRole('button', { name: 'Copiar' }).click()
    await note(page).getByText('Copiado, com a formatação.').waitFor({ state: 'visible' })
    const clipboard = await page.evaluate(async () => {
      const items = await navigator.clipboard.read()
      const read = async (type: string) =>
        items[0]?.types.includes(type) ? await (await items[0].getType(type)).text() : null
      return { plain: await read('text/plain'), html: await read('text/html') }
    })
    expect(clipboard.plain).toContain(EDITED)
    expect(clipboard.plain).not.toContain('## ')
    expect(clipboard.html).toContain('<h2>')

    // PDF: downloaded, its text holds the note with its accents, and the header.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      note(page).getByRole('button', { name: 'Exportar PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^nota-da-consulta-\d{4}-\d{2}-\d{2}\.pdf$/)
    const file = path.join(work, 'note.pdf')
    await download.saveAs(file)
    const text = pdfText(readFileSync(file))
    expect(text).toContain('Nota da consulta')
    expect(text).toContain('Médico:')
    expect(text).toContain('Dra. Ana Sousa')
    expect(text).toContain('Tipo de consulta:')
    expect(text.replace(/\s+/g, ' ')).toContain(EDITED)
    expect(text).toContain('alérgica à penicilina')
    await note(page).getByText('PDF criado: veja as transferências do navegador.').waitFor()

    // Feedback.
    const feedback = page.getByRole('region', { name: 'A sua opinião' })
    const pick = (group: string, value: string) =>
      feedback.getByRole('group', { name: group }).getByRole('radio', { name: value, exact: true }).check()
    await pick('Satisfação do médico', '9')
    await pick('Satisfação do doente', '8')
    await pick('Qualidade da nota', '9')
    await pick('Tempo gasto a editar', '1 a 5 min')
    await feedback.getByRole('textbox', { name: 'Comentário (opcional)' }).fill('Poupou-me tempo.')
    await feedback.getByRole('checkbox', { name: /partilha pública e anónima/ }).check()
    await feedback.getByRole('button', { name: 'Enviar opinião' }).click()
    await feedback.getByText('Obrigado pela sua opinião!').waitFor({ state: 'visible' })

    expect(errors).toEqual([])
  })
})
