// Accessibility end to end (issue 13): axe-core checks the real screens in Chromium (login, home, a
// consultation, a note with its review and the sign-off question, settings, trials) for serious or critical
// violations, and one clinician goes through sign-in, the type choice, a consultation and settings with the
// keyboard alone.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from './axe'
import { writeToneWav } from './harness'
import { e2eSuite } from './suite'
import { api, confirmedUser, signedInAs, soapConsultation, storedToken } from './users'

let work: string

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'escriba-a11y-e2e-'))
  writeToneWav(path.join(work, 'tone.wav'))
})

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

const e2e = e2eSuite({ browser: () => ({ fakeMicrophoneWav: path.join(work, 'tone.wav') }) })

describe('accessibility (axe-core): no serious or critical violation', () => {
  it('on login and signup', async () => {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      locale: 'pt-PT',
      bypassCSP: true,
    })
    e2e.contexts.push(context)
    const page = await context.newPage()
    await page.goto('/login')
    await page.locator('main[data-route="login"]').waitFor({ state: 'visible' })
    expect(await seriousViolations(page)).toEqual([])
    await page.goto('/signup')
    await page.locator('input[name=name]').waitFor({ state: 'visible' })
    expect(await seriousViolations(page)).toEqual([])
  })

  it('on home, a consultation, settings and trials', async () => {
    const { page, token } = await signedInAs(e2e.server, e2e.browser, 'axe', {
      contexts: e2e.contexts,
      // axe-core is injected as a script: the app's Content Security Policy would refuse it.
      context: { permissions: ['microphone'], bypassCSP: true },
    })
    await page.getByRole('listbox', { name: 'Tipos de consulta' }).waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])

    await page.goto(`/consultation/${await soapConsultation(e2e.server, token)}`)
    await page.locator('main[data-route="consultation"]').waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/settings/account')
    await page.locator('input[name=name]').waitFor({ state: 'visible' })
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/trials')
    await page.locator('main[data-route="research"]').waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
  })

  it('on home at 390 px, the consultation mode folded and opened', async () => {
    const { page } = await signedInAs(e2e.server, e2e.browser, 'axe-phone', {
      contexts: e2e.contexts,
      context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true },
    })
    await page.getByRole('listbox', { name: 'Tipos de consulta' }).waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    const toggle = page.getByRole('button', { name: /^Modo de consulta/ })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await seriousViolations(page)).toEqual([])
    await toggle.tap()
    await page.getByRole('group', { name: 'Modo de consulta' }).waitFor({ state: 'visible' })
    expect(await seriousViolations(page)).toEqual([])
  })
})

describe('accessibility of the review', () => {
  it('on a note with its findings, a finding selected, and the sign-off question; its lines by keyboard', async () => {
    const { page, token } = await signedInAs(e2e.server, e2e.browser, 'axe-review', {
      contexts: e2e.contexts,
      context: { bypassCSP: true },
    })
    const id = await soapConsultation(e2e.server, token)
    await api(e2e.server, token, 'PUT', `/v1/consultation_sessions/${id}/transcription`, {
      transcription: 'Médico: O que a traz cá?\nDoente: Tenho tosse seca há uma semana e febre de 38 graus.',
    })
    await page.goto(`/consultation/${id}`)
    const note = page.getByRole('article', { name: 'Nota da consulta' })
    await note.getByRole('button', { name: 'Gerar nota' }).click()
    await note.getByText('Versão 1', { exact: true }).waitFor({ timeout: 30_000 })
    // The clinician adds a dose nobody said: the review has a finding on it.
    await note.getByRole('button', { name: 'Editar' }).click()
    const dialog = page.getByRole('dialog', { name: /Editar documento/ })
    await dialog.getByRole('tab', { name: 'Editar texto' }).click()
    const editor = dialog.getByRole('textbox', { name: 'Texto do documento (markdown)' })
    await editor.fill(`${await editor.inputValue()}\n\nAmoxicilina 875 mg de 12 em 12 horas.`)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await note.getByText('Versão 2', { exact: true }).waitFor()
    const panel = note.getByRole('complementary', { name: /Revisão/ })
    await panel.getByRole('button', { name: 'Mostrar' }).first().click()
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])

    // The count on the header takes the focus to the review; the note's lines take one Tab stop and arrows.
    await note.locator('[data-findings-count]').click()
    expect(
      await panel
        .locator('h4')
        .first()
        .evaluate((h) => h === document.activeElement),
    ).toBe(true)
    const lines = note
      .getByRole('group', { name: 'Nota revista, frase a frase' })
      .locator('[data-line-start]')
    await lines.first().focus()
    await page.keyboard.press('ArrowDown')
    expect(await lines.nth(1).evaluate((line) => line === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await note.getByText('De onde veio esta frase').waitFor()

    await note.getByRole('button', { name: 'Copiar' }).click()
    const signoff = page.getByRole('alertdialog', { name: 'Confirmar a revisão' })
    await signoff.waitFor()
    // Focus moves into the question, on its confirmation.
    expect(
      await signoff
        .getByRole('button', { name: 'Confirmo que revi' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await signoff.waitFor({ state: 'detached' })
  })
})

/**
 * Presses Tab until `target` has the focus (failing after `limit` presses), and checks the focus is
 * visible: an outline or a ring drawn by box-shadow.
 */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      const ring = await target.evaluate((element) => {
        const style = getComputedStyle(element)
        return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none'
      })
      expect(ring, 'the focused control shows a focus ring').toBe(true)
      return
    }
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

describe('the keyboard alone', () => {
  it('signs in, starts a consultation from the type choice, leaves it, changes the name in settings and writes a trial', async () => {
    const user = await confirmedUser(e2e.server, 'keyboard')
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      locale: 'pt-PT',
      permissions: ['microphone'],
    })
    e2e.contexts.push(context)
    const page = await context.newPage()
    await page.goto('/login')

    await tabTo(page, page.locator('input[name=email]'))
    await page.keyboard.type(user.email)
    await tabTo(page, page.locator('input[name=password]'))
    await page.keyboard.type(user.password)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/')
    const bearer = await storedToken(page)

    // The type choice: search, arrows, Enter.
    const search = page.getByRole('combobox', { name: 'Procurar tipo de consulta' })
    await search.waitFor({ state: 'visible' })
    await tabTo(page, search)
    await page.keyboard.type('cardiologia')
    await page
      .getByRole('option', { name: /Consulta de Cardiologia/ })
      .first()
      .waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname.startsWith('/consultation/'))

    // Start, pause and resume the recording, then leave through the exit confirmation.
    const start = page.getByRole('button', { name: 'Iniciar gravação', exact: true })
    await start.waitFor({ state: 'visible' })
    await tabTo(page, start)
    await page.keyboard.press('Enter')
    const pause = page.getByRole('button', { name: 'Pausar', exact: true })
    await pause.waitFor({ state: 'visible' })
    await tabTo(page, pause)
    await page.keyboard.press('Enter')
    const resume = page.getByRole('button', { name: 'Retomar', exact: true })
    await resume.waitFor({ state: 'visible' })
    await tabTo(page, resume)
    await page.keyboard.press('Enter')
    await pause.waitFor({ state: 'visible' })
    await tabTo(page, page.getByRole('link', { name: 'Voltar ao início', exact: true }))
    await page.keyboard.press('Enter')
    const leave = page.getByRole('alertdialog', { name: 'Sair sem gerar nenhum documento?' })
    await leave.waitFor({ state: 'visible' })
    await tabTo(page, leave.getByRole('button', { name: 'Sair', exact: true }), 10)
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/')

    // Settings: the name, saved with Enter on the button.
    await tabTo(page, page.getByRole('link', { name: 'Definições' }))
    await page.keyboard.press('Enter')
    const name = page.locator('input[name=name]')
    await name.waitFor({ state: 'visible' })
    await tabTo(page, name)
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Dra. Teclado Silva')
    await tabTo(page, page.getByRole('button', { name: 'Guardar', exact: true }).first())
    await page.keyboard.press('Enter')
    await expect
      .poll(async () => {
        const me = await api<{ data: { d_user: { name: string } } }>(e2e.server, bearer, 'GET', '/v1/account')
        return me.body.data?.d_user?.name
      })
      .toBe('Dra. Teclado Silva')

    // Trials: a space, then a trial with a pasted criterion split and saved.
    await page.goto('/trials')
    await page.getByRole('heading', { level: 1, name: 'Espaço de Investigação' }).waitFor()
    await tabTo(page, page.getByLabel('Nome do espaço'))
    await page.keyboard.type('Ensaios de teclado')
    await tabTo(page, page.getByRole('button', { name: 'Criar espaço' }))
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Ensaios de teclado' }).waitFor()
    await tabTo(page, page.getByRole('button', { name: 'Novo ensaio' }))
    await page.keyboard.press('Enter')
    await tabTo(page, page.getByLabel('Nome do ensaio'))
    await page.keyboard.type('TECLA-1')
    await tabTo(page, page.getByLabel('Colar critérios'))
    await page.keyboard.type('CI: Idade entre 18 e 75 anos')
    await tabTo(page, page.getByRole('button', { name: 'Separar em critérios' }))
    await page.keyboard.press('Enter')
    await page.getByTestId('criterion-row').first().waitFor()
    await tabTo(page, page.getByRole('button', { name: 'Guardar ensaio' }))
    await page.keyboard.press('Enter')
    await page.getByTestId('active-trial').getByRole('heading', { name: 'TECLA-1' }).waitFor()
  })
})
