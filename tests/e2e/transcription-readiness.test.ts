import { copyFileSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from './axe'
import { runTool } from './harness'
import { e2eSuite } from './suite'
import { audioChunksOnServer, consultationOnServer, newConsultation, signedInAs } from './users'

// A server started without a usable Whisper model (the path names an empty folder, nothing is downloaded):
// the clinician learns before recording that transcription is not available, why, and where to type the
// transcript instead; a part that failed for that reason says so and offers a retry; and once the model is
// put in place the parts that waited are transcribed without a restart (the whisper.cpp test model hears
// nothing, yet a part with speech reaches "transcribed").

const TEST_MODEL = path.resolve(import.meta.dirname, '../../../shared/models/for-tests-ggml-tiny.bin')

let work: string
let modelPath: string

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'escriba-readiness-e2e-'))
  modelPath = path.join(work, 'ggml-tiny.bin')
})

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

const e2e = e2eSuite({
  server: () => ({
    env: { WHISPER_MODEL_PATH: modelPath, WHISPER_MODEL_URL: '', TRANSCRIPTION_RECHECK_SECONDS: '1' },
  }),
  contextsPerFile: true,
})

/** A few seconds of Portuguese speech (one part), so the server's voice detection sends it to the engine. */
function speechWav(): string {
  const file = path.join(work, 'ditado.wav')
  runTool('espeak-ng', [
    '-v',
    'pt',
    '-s',
    '130',
    '-w',
    file,
    'O doente refere tosse seca há uma semana, sem febre. Vamos pedir uma radiografia do tórax.',
  ])
  return file
}

const UNAVAILABLE_PART =
  'Parte 1: a transcrição não está disponível no servidor; é transcrita automaticamente quando estiver.'

describe('a server that cannot transcribe', () => {
  it('says so on home and on the consultation screen before recording, why, and where to type instead', async () => {
    const { page, errors, token } = await signedInAs(e2e.server, e2e.browser, 'Sem modelo', {
      contexts: e2e.contexts,
      // axe-core is injected as a script: the app's Content Security Policy would refuse it.
      context: { bypassCSP: true },
    })
    const health = await (await fetch(`${e2e.server.baseUrl}/health`)).json()
    expect(health.engines.transcription.ready).toBe(false)

    // Home: the notice, with the server's reason behind a disclosure.
    const homeNotice = page.locator('[data-transcription-notice]')
    await homeNotice.waitFor()
    expect(await homeNotice.getAttribute('data-transcription-notice')).toBe('unavailable')
    expect(await page.getByRole('region', { name: 'Transcrição indisponível.' }).count()).toBe(1)
    expect(await homeNotice.innerText()).toContain(
      'Este servidor não consegue transcrever áudio agora: o que gravar fica guardado e é transcrito quando a transcrição ficar disponível.',
    )
    expect(await homeNotice.innerText()).toContain('Pode escrever ou colar a transcrição na consulta.')
    const reason = homeNotice.locator('.transcription-notice-reason')
    expect(await reason.isVisible()).toBe(false)
    await homeNotice.getByText('Motivo (para quem gere o servidor)').click()
    expect(await reason.isVisible()).toBe(true)
    expect(await reason.textContent()).toContain(modelPath)
    expect(await seriousViolations(page)).toEqual([])
    expect(await reason.textContent()).toMatch(
      /WHISPER_MODEL_PATH.*TRANSCRIPTION_URL|TRANSCRIPTION_URL.*WHISPER_MODEL_PATH/s,
    )

    // The consultation screen, before anything is recorded: the same notice, linking to the transcript field.
    const session = await newConsultation(e2e.server, token, 'consultation')
    await page.goto(`/consultation/${session.id}`)
    await page.getByRole('region', { name: 'Gravação' }).waitFor()
    const notice = page.getByRole('region', { name: 'Transcrição indisponível.' })
    await notice.waitFor()
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
    const typeHere = notice.getByRole('link', { name: 'Escrever ou colar a transcrição' })
    const target = (await typeHere.getAttribute('href'))!.slice(1)
    const field = page.locator(`textarea#${target}`)
    expect(await field.count()).toBe(1)
    // Followed by keyboard: the link leads to the field, and what is typed there is the transcript.
    await typeHere.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.hash === `#${target}`)
    await field.fill('Tosse seca há uma semana, sem febre.')
    await expect
      .poll(async () => (await consultationOnServer(e2e.server, token, session.id)).transcription, {
        timeout: 15_000,
      })
      .toBe('Tosse seca há uma semana, sem febre.')
    expect(errors).toEqual([])
  })

  it('shows a part that failed with its reason and a retry, and transcribes it once the model is in place', async () => {
    const { page, errors, token } = await signedInAs(e2e.server, e2e.browser, 'Modelo tarde', {
      contexts: e2e.contexts,
      context: { bypassCSP: true },
    })
    const id = (await newConsultation(e2e.server, token, 'consultation')).id
    await page.goto(`/consultation/${id}`)
    await page.getByRole('region', { name: 'Gravação' }).waitFor()
    await page.getByRole('region', { name: 'Transcrição indisponível.' }).waitFor()

    await page.getByLabel('Carregar uma gravação').setInputFiles(speechWav())
    const failed = page.locator('[data-failed-chunk="0"]')
    await failed.waitFor({ timeout: 60_000 })
    expect(await failed.textContent()).toContain(UNAVAILABLE_PART)
    const [chunk] = await audioChunksOnServer(e2e.server, token, id)
    expect(chunk).toMatchObject({ order: 0, status: 'failed', error_code: 'engine_unavailable' })
    expect(await page.locator('[data-recording-status] .badge').first().textContent()).toBe(
      'Transcrição com erros',
    )
    expect(await seriousViolations(page)).toEqual([])

    // The retry asks the server again; with no model yet, the part fails again for the same reason.
    const retry = page.getByRole('button', { name: 'Tentar novamente a parte 1' })
    const [retried] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith(`/v1/consultation_sessions/${id}/audios/${chunk!.id}/retry`) &&
          response.request().method() === 'POST',
      ),
      retry.click(),
    ])
    expect(retried.status()).toBe(202)
    await expect
      .poll(async () => (await audioChunksOnServer(e2e.server, token, id))[0]?.status, { timeout: 30_000 })
      .toBe('failed')
    await failed.waitFor({ timeout: 15_000 })
    expect(await failed.textContent()).toContain(UNAVAILABLE_PART)

    // The model arrives (written whole, then renamed, as an administrator's copy would land): no restart,
    // and no click: the part is transcribed and the screen stops reporting it.
    const partial = `${modelPath}.part`
    copyFileSync(TEST_MODEL, partial)
    renameSync(partial, modelPath)
    await expect
      .poll(async () => (await audioChunksOnServer(e2e.server, token, id))[0]?.status, { timeout: 60_000 })
      .toBe('transcribed')
    await page.locator('[data-failed-chunks]').waitFor({ state: 'detached', timeout: 15_000 })
    expect(await page.locator('[data-recording-status] .badge').first().textContent()).not.toBe(
      'Transcrição com erros',
    )

    // Opened again, neither home nor the consultation warns any more.
    const [checked] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/health'),
      page.reload(),
    ])
    expect((await checked.json()).engines.transcription.ready).toBe(true)
    await page.getByRole('region', { name: 'Gravação' }).waitFor()
    await page.getByRole('button', { name: 'Iniciar gravação', exact: true }).waitFor()
    expect(await page.locator('[data-transcription-notice]').count()).toBe(0)
    expect(errors).toEqual([])
  }, 180_000)
})
