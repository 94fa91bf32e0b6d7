import path from 'node:path'
import type { Page } from 'playwright-core'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { ACTIVE_SESSION_POLL_MS } from '../../src/machines/active-session-follower/active-session-follower.machine'
import { speechWav, watchErrors } from './harness'
import { chunkMilliseconds, dictationSuite } from './suite'
import { api, consultationOnServer, signedInAs } from './users'

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const STATUS_PATH = '/v1/consultation_sessions/active/status'

const e2e = dictationSuite({
  folder: 'escriba-modes-e2e-',
  // A few sentences of Portuguese dictation at 48 kHz, like a real microphone (Chromium loops it).
  speech: (work) =>
    speechWav(
      path.join(work, 'dictation-48k.wav'),
      [
        'Doente de sessenta anos, hipertenso, vem à consulta de seguimento. Tensão arterial controlada. Mantém a medicação.',
      ],
      { sampleRate: 48_000, wordsPerMinute: 140, padSeconds: 1 },
    ),
  answer: (request) => `ditado de ${chunkMilliseconds(request.fileBytes)} ms.`,
})

const modePanel = (page: Page) => page.getByRole('group', { name: 'Modo de consulta' })

/** Starts a consultation of the first listed type from home. */
async function startFirstType(page: Page) {
  await page.getByRole('listbox', { name: 'Tipos de consulta' }).waitFor({ state: 'visible' })
  await page.getByRole('option').first().click()
}

const session = (token: string, id: string) => consultationOnServer(e2e.server, token, id)

/** Makes the page hidden or visible again, as a minimised window or a background tab would be. */
async function setPageVisible(page: Page, visible: boolean) {
  await page.evaluate((shown) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (shown ? 'visible' : 'hidden'),
    })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !shown })
    document.dispatchEvent(new Event('visibilitychange'))
  }, visible)
}

/** The SVG path uqr draws for a value: the QR image on the page must be exactly this. */
function qrPathFor(value: string) {
  const { data } = encode(value, { ecc: 'M', border: 2 })
  let d = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`
    })
  })
  return d
}

describe('consultation modes', () => {
  it('opens a dictaphone consultation on the live transcript, which fills as the doctor dictates', async () => {
    const doctor = await signedInAs(e2e.server, e2e.browser, 'Ditafone', { contexts: e2e.contexts })
    const { page } = doctor
    const dictaphone = modePanel(page).getByRole('checkbox', { name: 'Ditafone' })
    await dictaphone.check()
    expect(await page.evaluate(() => localStorage.getItem('escriba.dictaphone'))).toBe('true')
    await startFirstType(page)
    await page.waitForURL(/\/dictaphone\/consultation\/[0-9a-f-]{36}$/)
    const id = page.url().split('/').at(-1)!
    const stored = await session(doctor.token, id)
    expect(stored).toMatchObject({ mode: 'dictaphone', show_transcription: true })

    // The live transcript is the screen's first region, above the recording controls.
    const live = page.getByRole('region', { name: 'Transcrição em direto' })
    await live.waitFor()
    const regions = await page
      .locator('main section[data-region]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-region')))
    expect(regions.slice(0, 2)).toEqual(['live-transcript', 'recording'])

    await page.getByRole('button', { name: 'Iniciar gravação', exact: true }).click()
    await page.getByRole('button', { name: 'Pausar', exact: true }).waitFor()
    await page.waitForTimeout(6_000)
    // A pause sends what was said so far; its text shows without leaving the screen.
    await page.getByRole('button', { name: 'Pausar', exact: true }).click()
    const transcript = live.getByRole('textbox', { name: 'Transcrição (atualizada enquanto dita)' })
    await expect.poll(() => transcript.inputValue(), { timeout: 30_000 }).toMatch(/^ditado de \d+ ms\.$/)
    expect(e2e.transcriptionApi.received.length).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Terminar gravação', exact: true }).click()
    await expect
      .poll(async () => (await session(doctor.token, id)).status, { timeout: 15_000 })
      .toBe('finished')
    expect(doctor.errors).toEqual([])
  }, 90_000)

  it('follows on the computer the consultation the phone starts, within one poll, never polling while hidden', async () => {
    const desktop = await signedInAs(e2e.server, e2e.browser, 'Computador', { contexts: e2e.contexts })
    const polls: number[] = []
    desktop.page.on('request', (request) => {
      if (new URL(request.url()).pathname === STATUS_PATH) polls.push(Date.now())
    })
    // Desktop mode: no poll at all.
    await desktop.page.waitForTimeout(ACTIVE_SESSION_POLL_MS + 1_000)
    expect(polls).toEqual([])

    // Mobile mode is saved on the account; the computer shows the QR code and starts polling.
    await modePanel(desktop.page)
      .getByRole('radio', { name: /Telemóvel/ })
      .check()
    const banner = desktop.page.getByRole('region', { name: 'Entrar no telemóvel' })
    const image = banner.getByRole('img', { name: 'Código QR para entrar no telemóvel' })
    await image.waitFor()
    expect(
      (
        await api<{ data: { d_user: { consultation_mode: string } } }>(
          e2e.server,
          desktop.token,
          'GET',
          '/v1/account',
        )
      ).body.data.d_user.consultation_mode,
    ).toBe('mobile')
    const url = (await image.getAttribute('data-qr-value'))!
    expect(url).toMatch(new RegExp(`^${e2e.server.baseUrl}/autologin/[^/]+$`))
    expect(await image.locator('path').getAttribute('d')).toBe(qrPathFor(url))
    await expect.poll(() => polls.length, { timeout: 3_000 }).toBeGreaterThan(0)
    await expect.poll(() => polls.length, { timeout: ACTIVE_SESSION_POLL_MS + 3_000 }).toBeGreaterThan(1)
    const gap = polls[1]! - polls[0]!
    expect(gap).toBeGreaterThanOrEqual(ACTIVE_SESSION_POLL_MS - 200)
    expect(gap).toBeLessThan(ACTIVE_SESSION_POLL_MS + 1_500)

    // Hidden: no poll for more than two intervals; visible again: one at once.
    await setPageVisible(desktop.page, false)
    const hiddenAt = Date.now()
    await desktop.page.waitForTimeout(ACTIVE_SESSION_POLL_MS * 2 + 1_000)
    expect(polls.filter((at) => at > hiddenAt + 300)).toEqual([])
    const shownAt = Date.now()
    await setPageVisible(desktop.page, true)
    await expect.poll(() => polls.filter((at) => at >= shownAt).length, { timeout: 1_500 }).toBe(1)

    // The phone signs in with the QR code's address, as the same clinician, in mobile mode.
    const phoneContext = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      locale: 'pt-PT',
      userAgent: ANDROID_CHROME,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    })
    e2e.contexts.push(phoneContext)
    const phone = await phoneContext.newPage()
    const phoneErrors = watchErrors(phone)
    await phone.goto(new URL(url).pathname)
    await phone.waitForURL((address) => address.pathname === '/')
    // A phone folds the mode under its title, which names the mode chosen; a tap opens it.
    const modeToggle = phone.getByRole('button', { name: /^Modo de consulta/ })
    expect(await modeToggle.textContent()).toBe('Modo de consultaTelemóvel')
    await modeToggle.tap()
    expect(
      await modePanel(phone)
        .getByRole('radio', { name: /Telemóvel/ })
        .isChecked(),
    ).toBe(true)
    await phone.getByText('Este telemóvel grava as consultas; o computador acompanha-as.').waitFor()
    expect(await phone.getByRole('img', { name: 'Código QR para entrar no telemóvel' }).count()).toBe(0)

    // The phone starts a consultation; the computer opens it within one poll.
    await startFirstType(phone)
    await phone.waitForURL(/\/consultation\/[0-9a-f-]{36}$/)
    const startedAt = Date.now()
    const id = phone.url().split('/').at(-1)!
    expect(await session(desktop.token, id)).toMatchObject({ mode: 'mobile', mobile: true })
    await desktop.page.waitForURL(`${e2e.server.baseUrl}/consultation/${id}`, {
      timeout: ACTIVE_SESSION_POLL_MS + 2_000,
    })
    expect(Date.now() - startedAt).toBeLessThanOrEqual(ACTIVE_SESSION_POLL_MS + 2_000)
    const followed = desktop.page.getByRole('region', { name: 'Gravação' })
    await followed.waitFor()
    // The computer records nothing itself: it follows where the phone is, within one poll, without a reload.
    const phoneState = followed.locator('[data-recording-status] .badge')
    await expect.poll(() => phoneState.textContent()).toBe('À espera do telemóvel')
    expect(await followed.getByRole('button', { name: 'Iniciar gravação', exact: true }).count()).toBe(0)
    await phone.getByRole('button', { name: 'Iniciar gravação', exact: true }).click()
    await phone.getByRole('button', { name: 'Pausar', exact: true }).waitFor()
    await expect
      .poll(() => phoneState.textContent(), { timeout: ACTIVE_SESSION_POLL_MS })
      .toBe('A gravar no telemóvel')
    await phone.getByRole('button', { name: 'Pausar', exact: true }).click()
    await phone.getByRole('button', { name: 'Retomar', exact: true }).waitFor()
    await expect
      .poll(() => phoneState.textContent(), { timeout: ACTIVE_SESSION_POLL_MS })
      .toBe('Em pausa no telemóvel')
    await phone.getByRole('button', { name: 'Terminar gravação', exact: true }).click()
    await expect
      .poll(() => phoneState.textContent(), { timeout: ACTIVE_SESSION_POLL_MS })
      .toBe('Gravação terminada no telemóvel')
    // The time the phone recorded, from its audio on the server.
    await expect
      .poll(async () => (await followed.locator('[data-elapsed]').textContent()) !== '00:00', {
        timeout: ACTIVE_SESSION_POLL_MS * 2,
      })
      .toBe(true)

    // Home stays reachable on the computer: the consultation it follows does not pull it back.
    await desktop.page.getByRole('link', { name: 'Início' }).click()
    const leave = desktop.page.getByRole('button', { name: 'Sair', exact: true })
    // No document was written: the computer asks before leaving, as on every consultation.
    await leave.waitFor()
    await leave.click()
    await desktop.page.waitForURL(`${e2e.server.baseUrl}/`)
    await desktop.page.waitForTimeout(ACTIVE_SESSION_POLL_MS + 1_000)
    expect(new URL(desktop.page.url()).pathname).toBe('/')
    expect(desktop.errors).toEqual([])
    expect(phoneErrors).toEqual([])
  }, 120_000)

  it('offers teleconsultation in Chromium, and refuses it with the message under another browser', async () => {
    const chromium = await signedInAs(e2e.server, e2e.browser, 'Teleconsulta', { contexts: e2e.contexts })
    const offered = modePanel(chromium.page).getByRole('radio', { name: /Teleconsulta/ })
    await offered.check()
    expect(await offered.isChecked()).toBe(true)
    expect(await modePanel(chromium.page).getByRole('alert').count()).toBe(0)
    await startFirstType(chromium.page)
    await chromium.page.waitForURL(/\/consultation\/[0-9a-f-]{36}$/)
    const id = chromium.page.url().split('/').at(-1)!
    expect(await session(chromium.token, id)).toMatchObject({ mode: 'teleconsultation' })
    await chromium.page.locator('[data-teleconsultation-hint]').waitFor()
    // The person cancels the browser's tab picker (headless Chromium cannot show it): a clear error.
    await chromium.page.evaluate(() => {
      const devices = navigator.mediaDevices as MediaDevices & {
        realGetDisplayMedia?: MediaDevices['getDisplayMedia']
      }
      devices.realGetDisplayMedia = devices.getDisplayMedia.bind(devices)
      devices.getDisplayMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
    })
    const recording = chromium.page.getByRole('region', { name: 'Gravação' })
    await recording.getByRole('button', { name: 'Iniciar gravação', exact: true }).click()
    const problem = recording.getByRole('alert')
    await problem.waitFor()
    expect(await problem.textContent()).toContain('Não foi possível gravar o áudio da chamada.')
    expect(await problem.textContent()).toContain('A partilha do separador da chamada foi recusada.')
    // Shared on the second try (Chromium's fake capture gives the 'tab' a sound track): it records both.
    await chromium.page.evaluate(() => {
      const devices = navigator.mediaDevices as MediaDevices & {
        realGetDisplayMedia: MediaDevices['getDisplayMedia']
        sharedTracks?: string[]
      }
      devices.getDisplayMedia = async (options) => {
        const stream = await devices.realGetDisplayMedia(options)
        devices.sharedTracks = stream.getTracks().map((track) => track.kind)
        return stream
      }
    })
    await problem.getByRole('button', { name: 'Tentar novamente' }).click()
    await recording.getByRole('button', { name: 'Pausar', exact: true }).waitFor()
    expect(
      await chromium.page.evaluate(
        () => (navigator.mediaDevices as MediaDevices & { sharedTracks?: string[] }).sharedTracks,
      ),
    ).toContain('audio')
    await chromium.page.waitForTimeout(4_000)
    await recording.getByRole('button', { name: 'Pausar', exact: true }).click()
    await expect
      .poll(
        async () =>
          (
            await api<{ data: { d_audios: { duration_ms: number }[] } }>(
              e2e.server,
              chromium.token,
              'GET',
              `/v1/consultation_sessions/${id}/audios`,
            )
          ).body.data.d_audios.length,
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)
    expect(chromium.errors).toEqual([])

    const firefox = await signedInAs(e2e.server, e2e.browser, 'Outro navegador', {
      contexts: e2e.contexts,
      context: { userAgent: FIREFOX },
    })
    const panel = modePanel(firefox.page)
    const refused = panel.getByRole('radio', { name: /Teleconsulta/ })
    const message = 'A teleconsulta só está disponível no Chrome, Opera ou Edge.'
    // Home shows the panel once its screen has loaded: wait for the message rather than count at once.
    await panel.getByText(message).waitFor({ state: 'visible' })
    expect(await panel.getByText(message).count()).toBe(1)
    await refused.click()
    expect(await panel.getByRole('alert').textContent()).toBe(message)
    expect(await refused.isChecked()).toBe(false)
    expect(await panel.getByRole('radio', { name: /Normal/ }).isChecked()).toBe(true)
    expect(firefox.errors).toEqual([])
  }, 60_000)

  it('opens the microphone with the audio settings chosen in settings → audio', async () => {
    const doctor = await signedInAs(e2e.server, e2e.browser, 'Audio', { contexts: e2e.contexts })
    const { page } = doctor
    await page.goto('/settings/audio')
    const section = page.getByRole('region', { name: 'Áudio' })
    // The fake microphone is listed once the browser answers.
    await section.getByRole('combobox', { name: 'Microfone preferido' }).waitFor()
    await section.getByRole('checkbox', { name: 'Supressão de ruído' }).uncheck()
    await section.getByRole('checkbox', { name: 'Ganho automático' }).uncheck()
    await section.getByText('Guardado neste navegador.').waitFor()
    // What the next recording asks the browser for.
    await page.evaluate(() => {
      const devices = navigator.mediaDevices as MediaDevices & { asked?: MediaStreamConstraints[] }
      const real = devices.getUserMedia.bind(devices)
      devices.asked = []
      devices.getUserMedia = (constraints) => {
        devices.asked!.push(constraints!)
        return real(constraints)
      }
    })
    await page.getByRole('link', { name: 'Voltar ao início' }).click()
    await startFirstType(page)
    await page.waitForURL(/\/consultation\/[0-9a-f-]{36}$/)
    await page.getByRole('button', { name: 'Iniciar gravação', exact: true }).click()
    await page.getByRole('button', { name: 'Pausar', exact: true }).waitFor()
    const asked = await page.evaluate(
      () => (navigator.mediaDevices as MediaDevices & { asked?: MediaStreamConstraints[] }).asked,
    )
    expect(asked?.at(-1)?.audio).toMatchObject({
      channelCount: 1,
      noiseSuppression: false,
      echoCancellation: true,
      autoGainControl: false,
    })
    expect(doctor.errors).toEqual([])
  }, 60_000)
})
