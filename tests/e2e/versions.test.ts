import { createRequire } from 'node:module'
import type { AxeResults } from 'axe-core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { DocumentVersion } from '../../contract/consultations'
import { e2eSuite } from './suite'
import { api, mainDocumentOf, signedInAs, typedConsultation } from './users'

// A note's versions in the browser, on a phone's width (390 px), with the offline engine: the clinician edits
// the note by markdown, opens the versions from the badge, looks at version 1 and restores it (free), and
// is asked before generating again over their work.

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const TRANSCRIPT =
  'Médico: Bom dia, o que a traz cá?\n' +
  'Doente: Tenho tosse seca há uma semana, sem febre.\n' +
  'Médico: Vamos fazer paracetamol 1 g de 8 em 8 horas e reavaliar dentro de uma semana.'
const EDITED = '## Subjetivo\n\nTosse seca há uma semana, sem febre. Escrito à mão pela médica.'

const e2e = e2eSuite()

const consultation = (token: string) => typedConsultation(e2e.server, token, TRANSCRIPT)
const mainDocument = (token: string, id: string) => mainDocumentOf(e2e.server, token, id)

async function versionsOf(token: string, id: string, docId: string) {
  const answer = await api<{ data: { d_versions: DocumentVersion[] } }>(
    e2e.server,
    token,
    'GET',
    `/v1/consultation_sessions/${id}/generated_documents/${docId}/versions`,
  )
  return answer.body.data.d_versions
}

const balance = async (token: string) =>
  (await api<{ data: { d_pools: { balance: number }[] } }>(e2e.server, token, 'GET', '/v1/credits')).body.data
    .d_pools[0]!.balance

const note = (page: Page) => page.getByRole('article', { name: 'Nota da consulta' })

/** Nothing sticks out sideways at the phone's width. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** axe-core's serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page) {
  // A dialog fades in: its colours are only its own once the animation ends.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
  await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResults> }
    }
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      targets: violation.nodes.map((node) => String(node.target)),
    }))
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

describe('the versions of a note in the browser', () => {
  it('edits by markdown, restores version 1 from the version list, and asks before generating over the edits', async () => {
    const { page, errors, token } = await signedInAs(e2e.server, e2e.browser, 'Versões', {
      contexts: e2e.contexts,
      name: 'Dra. Marta Neves',
      context: { viewport: { width: 390, height: 844 }, bypassCSP: true },
    })
    const id = await consultation(token)
    await page.goto(`/consultation/${id}`)
    await note(page).getByRole('button', { name: 'Gerar nota' }).click()
    await note(page).getByText('Versão 1', { exact: true }).waitFor({ timeout: 30_000 })
    const generated = (await mainDocument(token, id)).content!
    expect(generated).toContain('paracetamol 1 g')

    // The clinician rewrites the note by hand: version 2, free.
    const credits = await balance(token)
    await note(page).getByRole('button', { name: 'Editar' }).click()
    const editor = page.getByRole('dialog', { name: /Editar documento/ })
    await editor.getByRole('tab', { name: 'Editar texto' }).click()
    await editor.getByRole('textbox', { name: 'Texto do documento (markdown)' }).fill(EDITED)
    await editor.getByRole('button', { name: 'Guardar' }).click()
    await editor.waitFor({ state: 'detached' })
    await note(page).getByText('Escrito à mão pela médica.').waitFor()

    // The badge opens the version list: who or what made each version, and when.
    const badge = note(page).getByRole('button', { name: 'Versão 2: histórico de versões' })
    await badge.click()
    const history = page.getByRole('dialog', { name: /Histórico de versões/ })
    const rows = history.getByRole('listitem')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(2)
    expect(await rows.nth(0).textContent()).toContain('Editada em markdown')
    expect(await rows.nth(1).textContent()).toContain('Gerada a partir da consulta')
    expect(await rows.nth(1).locator('time').textContent()).toMatch(/\d{4}.*\d{1,2}:\d{2}/)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Fechar')
    expect(await overflowsSideways(page)).toBe(false)
    expect(await seriousViolations(page)).toEqual([])

    // Version 1, read-only, then restored.
    await history.getByRole('button', { name: 'Ver a versão 1' }).click()
    const preview = history.getByTestId('version-content')
    await preview
      .getByText(/paracetamol 1 g/)
      .first()
      .waitFor()
    expect(await preview.textContent()).not.toContain('Escrito à mão')
    expect(await overflowsSideways(page)).toBe(false)
    await history.getByRole('button', { name: 'Repor a versão 1' }).click()
    await history.waitFor({ state: 'detached' })
    await note(page).getByRole('button', { name: 'Versão 3: histórico de versões' }).waitFor()
    expect(await note(page).getByTestId('document-content').textContent()).not.toContain('Escrito à mão')
    // Focus is back on the badge that opened the list.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Versão 3: histórico de versões',
    )
    const restored = await mainDocument(token, id)
    expect(restored).toMatchObject({ version: 3, content: generated, source: 'restored' })
    expect((await versionsOf(token, id, restored.id))[0]).toMatchObject({
      version: 3,
      source: 'restored',
      restored_from: 1,
    })
    expect(await balance(token)).toBe(credits)

    // Generating again over the restored version asks first; keeping the edits changes nothing.
    const regenerate = note(page).getByRole('button', { name: 'Gerar de novo' })
    await regenerate.click()
    let asked = page.getByRole('alertdialog', { name: 'Gerar de novo por cima das suas alterações?' })
    await asked.waitFor()
    expect(await asked.textContent()).toContain('ficam no histórico de versões')
    expect(await asked.textContent()).toContain('gasta créditos')
    expect(await overflowsSideways(page)).toBe(false)
    expect(await seriousViolations(page)).toEqual([])
    await asked.getByRole('button', { name: 'Manter as alterações' }).click()
    await asked.waitFor({ state: 'detached' })
    expect((await mainDocument(token, id)).version).toBe(3)
    expect(await balance(token)).toBe(credits)

    // Escape keeps them too; confirming writes version 4 and spends a credit.
    await regenerate.click()
    asked = page.getByRole('alertdialog')
    await asked.waitFor()
    await page.keyboard.press('Escape')
    await asked.waitFor({ state: 'detached' })
    await regenerate.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Gerar de novo' }).click()
    await note(page)
      .getByRole('button', { name: 'Versão 4: histórico de versões' })
      .waitFor({ timeout: 30_000 })
    expect(await balance(token)).toBe(credits - 1)
    expect((await versionsOf(token, id, restored.id))[0]).toMatchObject({ version: 4, source: 'generated' })
    expect(errors).toEqual([])
  })
})
