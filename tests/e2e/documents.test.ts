import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTranscriptionApiDouble } from '../support/transcription-api-double'
import { pdfText } from '../unit/documents/pdf-text'
import { speechWav } from './harness'
import { e2eSuite } from './suite'
import {
  api,
  audioChunksOnServer,
  consultationOnServer,
  mainDocumentOf,
  signedInAs,
  soapConsultation,
} from './users'

/** What the consultation's audio is transcribed as (the double's answer while the consultation is recorded). */
const TRANSCRIPT =
  'Médico: Bom dia, o que a traz cá? Doente: Tenho tosse seca há uma semana e febre de 38 graus. ' +
  'Médico: Tem falta de ar? Doente: Não. Médico: Vamos fazer paracetamol 1 g de 8 em 8 horas e reavaliar dentro de uma semana.'
/** What the fake microphone says, and what the double answers for the voice instruction. */
const SPOKEN = 'Acrescente que a doente é alérgica à penicilina.'
const EDITED = 'Tosse seca há uma semana, sem dispneia. Apirética desde ontem.'

let work: string
let speech: Awaited<ReturnType<typeof startTranscriptionApiDouble>>
/** What the transcription double answers now: the consultation's dialogue, then the voice instruction. */
let heard = TRANSCRIPT
let microphone: string

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'escriba-documents-e2e-'))
  // Portuguese speech, at 48 kHz like a real microphone; Chromium loops it.
  microphone = speechWav(path.join(work, 'microphone-48k.wav'), [`${TRANSCRIPT} ${SPOKEN}`], {
    sampleRate: 48_000,
  })
  speech = await startTranscriptionApiDouble(() => heard)
})

afterAll(async () => {
  await speech?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

const e2e = e2eSuite({
  server: () => ({ env: { TRANSCRIPTION_ENGINE: 'openai', TRANSCRIPTION_URL: speech.baseUrl } }),
  browser: () => ({ fakeMicrophoneWav: microphone }),
})

const note = (page: Page) => page.getByRole('article', { name: 'Nota da consulta' })
const version = (page: Page, n: number) => note(page).getByText(`Versão ${n}`, { exact: true })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const appBarLink = (page: Page, name: string) =>
  page.locator('header.app-bar').getByRole('link', { name, exact: true })

describe('clinical documents in the browser', () => {
  it('records the consultation, writes the note, edits it by markdown and by voice, copies it, exports it as a PDF and takes feedback', async () => {
    const { page, errors, token } = await signedInAs(e2e.server, e2e.browser, 'Documentos', {
      contexts: e2e.contexts,
      name: 'Dra. Ana Sousa',
      context: {
        acceptDownloads: true,
        permissions: ['clipboard-read', 'clipboard-write', 'microphone'],
      },
    })
    const id = await soapConsultation(e2e.server, token)
    await page.goto(`/consultation/${id}`)
    await page.getByRole('region', { name: 'Gravação' }).waitFor()

    // No document yet: the app bar's link waits for the exit confirmation, and staying stays.
    await appBarLink(page, 'Definições').click()
    const warning = page.getByRole('alertdialog', { name: 'Sair sem gerar nenhum documento?' })
    await warning.waitFor({ state: 'visible' })
    await warning.getByRole('button', { name: 'Ficar', exact: true }).click()
    await warning.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe(`/consultation/${id}`)

    // Record with the fake microphone, then finish: the chunk reaches the server and is transcribed.
    await button(page, 'Iniciar gravação').click()
    await button(page, 'Pausar').waitFor()
    await page.waitForTimeout(8_000)
    await button(page, 'Terminar gravação').click()
    await page.getByText('Gravação terminada').waitFor({ timeout: 30_000 })
    const transcript = page.getByRole('textbox', { name: 'Transcrição' })
    await expect
      .poll(() => transcript.inputValue(), { timeout: 30_000 })
      .toContain('tosse seca há uma semana')
    const chunks = await audioChunksOnServer(e2e.server, token, id)
    expect(chunks.length).toBeGreaterThanOrEqual(1)
    expect(chunks.every((chunk) => chunk.status === 'transcribed')).toBe(true)
    expect((await consultationOnServer(e2e.server, token, id)).status).toBe('finished')
    expect(speech.received.length).toBe(chunks.length)
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
    // The note is written from what was recorded (the extractive engine only repeats the transcript).
    expect(await content.textContent()).toMatch(/tosse seca/i)
    expect(await content.textContent()).toMatch(/paracetamol 1 g/i)

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

    // A written instruction offline editing cannot follow: it says which part and why, nothing changes or is
    // charged, the instruction stays, and the text editor is one click away.
    const credits = async () =>
      (await api<{ data: { d_pools: { balance: number }[] } }>(e2e.server, token, 'GET', '/v1/credits')).body
        .data.d_pools[0]!.balance
    const balance = await credits()
    await note(page).getByRole('button', { name: 'Editar' }).click()
    const written = dialog.getByRole('textbox', { name: 'O que pretende alterar?' })
    await written.fill('Faça um resumo mais bonito.')
    await dialog.getByRole('button', { name: 'Enviar alteração' }).click()
    const refusal = dialog.getByRole('alert')
    await refusal.getByText(/não percebeu «Faça um resumo mais bonito\.»/).waitFor({ state: 'visible' })
    expect(await refusal.textContent()).toContain('A nota não foi alterada e não foi gasto nenhum crédito.')
    expect(await written.inputValue()).toBe('Faça um resumo mais bonito.')
    expect((await mainDocumentOf(e2e.server, token, id)).version).toBe(2)
    expect(await credits()).toBe(balance)
    await refusal.getByRole('button', { name: 'Editar o texto' }).click()
    await dialog.getByRole('textbox', { name: 'Texto do documento (markdown)' }).waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    // Edit by voice: recorded from the fake microphone with a countdown, then sent as a WAV.
    heard = SPOKEN
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
    const instruction = speech.received.at(-1)!
    expect(instruction).toMatchObject({ language: 'pt' })
    expect(instruction.fileBytes).toBeGreaterThan(16_000)
    const saved = await mainDocumentOf(e2e.server, token, id)
    expect(saved.version).toBe(3)
    expect(saved.content).toContain(EDITED)

    // Copy: version 3 is unsigned, so the clinician first confirms they reviewed it; then rich text with
    // its plain-text twin.
    await note(page).getByRole('button', { name: 'Copiar' }).click()
    const signoff = page.getByRole('alertdialog', { name: 'Confirmar a revisão' })
    await signoff.getByRole('button', { name: 'Confirmo que revi' }).click()
    await note(page).getByText('Copiado, com a formatação.').waitFor({ state: 'visible' })
    expect((await mainDocumentOf(e2e.server, token, id)).signoff).toMatchObject({
      version: 3,
      signed_by: { name: 'Dra. Ana Sousa' },
    })
    const clipboard = await page.evaluate(async () => {
      const items = await navigator.clipboard.read()
      const read = async (type: string) =>
        items[0]?.types.includes(type) ? await (await items[0].getType(type)).text() : null
      return { plain: await read('text/plain'), html: await read('text/html') }
    })
    expect(clipboard.plain).toContain(EDITED)
    expect(clipboard.plain).not.toContain('## ')
    expect(clipboard.html).toContain('<h2>')

    // PDF (signed, so asked nothing): downloaded, its text holds the note with its accents, and the header.
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

    // With the note signed off, the app bar's link leaves at once.
    await appBarLink(page, 'Definições').click()
    await page.waitForURL((url) => url.pathname === '/settings/account')
    expect(await warning.count()).toBe(0)

    // The one error answer is the refused instruction's 422, which the browser logs.
    expect(errors.filter((error) => !error.includes('422 (Unprocessable Entity)'))).toEqual([])
    expect(errors.filter((error) => error.includes('/regenerate'))).toHaveLength(1)
  }, 180_000)
})
