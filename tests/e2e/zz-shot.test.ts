import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, it } from 'vitest'
import { launchBrowser, type RunningServer, startServer } from './harness'
import { signedInAs, typedConsultation } from './users'

let server: RunningServer
let browser: Browser
const contexts: BrowserContext[] = []
beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

it('shots', async () => {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    const { page, token } = await signedInAs(server, browser, `Shot${width}`, {
      contexts,
      context: { viewport: { width, height } },
    })
    const transcript = readFileSync('tests/fixtures/consultations/pt-gota.txt', 'utf8')
    const id = await typedConsultation(server, token, transcript)
    await page.goto(`/consultation/${id}`)
    const note = page.getByRole('article', { name: 'Nota da consulta' })
    await note.getByRole('button', { name: 'Gerar nota' }).click()
    await note.getByText('Versão 1').first().waitFor({ timeout: 60_000 })
    await page.waitForTimeout(1500)
    await note.screenshot({ path: `/tmp/zz/note-${width}.png` })
  }
}, 240_000)
