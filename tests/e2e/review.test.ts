import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerEverySection, startChatApiDouble } from '../support/chat-api-double'
import { pdfText } from '../unit/documents/pdf-text'
import { e2eSuite } from './suite'
import { mainDocumentOf, signedInAs, typedConsultation } from './users'

// A consultation where the patient says she is allergic to penicillin, and a model (a loopback test double
// of an OpenAI-compatible API) that writes penicillin into the plan: the review must catch it.
const TRANSCRIPT =
  'Médico: Bom dia, o que a traz cá?\n' +
  'Doente: Dor de garganta há três dias, sem febre.\n' +
  'Médico: Tem alergias a algum medicamento?\n' +
  'Doente: Sou alérgica à penicilina.\n' +
  'Médico: Vamos fazer ibuprofeno 400 mg de 8 em 8 horas e reavaliar dentro de uma semana.'
const PLAN = 'Penicilina 1 g de 12 em 12 horas durante 7 dias.'
/** A sentence the model made up, with nothing in the consultation behind it. */
const INVENTED = 'Regressou ontem de uma viagem ao Japão.'
const EDITED = 'Ibuprofeno 400 mg de 8 em 8 horas; reavaliar dentro de uma semana.'

let work: string
let chat: Awaited<ReturnType<typeof startChatApiDouble>>

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'escriba-review-e2e-'))
  chat = await startChatApiDouble((request) =>
    answerEverySection(request, (title) =>
      /plano/i.test(title)
        ? PLAN
        : /subjetivo/i.test(title)
          ? `Dor de garganta há três dias, sem febre. ${INVENTED}`
          : 'Não abordado.',
    ),
  )
})

afterAll(async () => {
  await chat?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

const e2e = e2eSuite({
  server: () => ({
    env: {
      GENERATION_ENGINE: 'llm',
      LLM_URL: chat.baseUrl,
      LLM_API_KEY: 'sk-test',
      LLM_MODELS: 'clinic-llama',
    },
  }),
})

const consultation = (token: string) => typedConsultation(e2e.server, token, TRANSCRIPT)
const mainDocument = (token: string, id: string) => mainDocumentOf(e2e.server, token, id)

const note = (page: Page) => page.getByRole('article', { name: 'Nota da consulta' })

describe('the review of a note in the browser', () => {
  it('shows the allergen written as a medication, reveals the transcript line, asks for the sign-off before copying, and prints it on the PDF', async () => {
    const { page, errors, token } = await signedInAs(e2e.server, e2e.browser, 'Revisão', {
      contexts: e2e.contexts,
      name: 'Dra. Rita Sousa',
      context: { acceptDownloads: true, permissions: ['clipboard-read', 'clipboard-write'] },
    })
    const id = await consultation(token)
    await page.goto(`/consultation/${id}`)
    await note(page).getByRole('button', { name: 'Gerar nota' }).click()
    await note(page).getByText('Versão 1', { exact: true }).waitFor({ timeout: 30_000 })

    // The count on the note's header, and the finding in the panel beside the note.
    const count = note(page).locator('[data-findings-count]')
    expect(Number(await count.getAttribute('data-findings-count'))).toBeGreaterThanOrEqual(1)
    await note(page).getByText('Por rever', { exact: true }).waitFor()
    const panel = note(page).getByRole('complementary', { name: /Revisão/ })
    const finding = panel.locator('[data-kind="contradiction"]').filter({ hasText: /alérgica a penicilina/i })
    await finding.waitFor()
    expect(await finding.textContent()).toMatch(
      /Penicilina está na nota, mas a pessoa é alérgica a penicilina/i,
    )

    // Clicking it marks its span in the note and reveals the transcript line it rests on.
    await finding.getByRole('button', { name: 'Mostrar' }).click()
    const marked = note(page).getByRole('group', { name: 'Nota revista, frase a frase' }).locator('mark')
    expect(await marked.allTextContents()).toEqual([expect.stringMatching(/^Penicilina/)])
    const transcript = panel.getByRole('region', { name: 'Consulta' })
    const evidence = transcript.locator('mark[data-evidence]').filter({ hasText: /alérgica à penicilina/ })
    expect(await evidence.count()).toBe(1)
    const box = (await transcript.boundingBox())!
    const line = (await evidence.boundingBox())!
    expect(line.y).toBeGreaterThanOrEqual(box.y - 1)
    expect(line.y + line.height).toBeLessThanOrEqual(box.y + box.height + 1)
    expect(await finding.textContent()).toContain('Na consulta: «')

    // A sentence of the note shows where it came from; the invented one has nothing behind it.
    await note(page)
      .getByRole('button', { name: /^Dor de garganta há três dias, sem febre\.$/ })
      .click()
    await note(page)
      .getByText(/Na consulta: «.*Dor de garganta há três dias/)
      .waitFor()
    await note(page)
      .getByRole('button', { name: /^Regressou ontem de uma viagem ao Japão\..*\(sem origem na consulta\)$/ })
      .click()
    await note(page).getByText('Nada na consulta sustenta esta frase: verifique-a.').waitFor()

    // Copying an unsigned version asks first, showing how many findings are open.
    const open = Number(await count.getAttribute('data-findings-count'))
    await note(page).getByRole('button', { name: 'Copiar' }).click()
    const signoff = page.getByRole('alertdialog', { name: 'Confirmar a revisão' })
    await signoff.waitFor()
    expect(await signoff.textContent()).toContain(
      open === 1 ? 'Há 1 achado por rever.' : `Há ${open} achados por rever.`,
    )
    await signoff.getByRole('button', { name: 'Confirmo que revi' }).click()
    await note(page).getByText('Copiado, com a formatação.').waitFor()
    await note(page)
      .getByText(/^Revisto por Dra\. Rita Sousa em /)
      .waitFor()
    const signed = await mainDocument(token, id)
    expect(signed.signoff).toMatchObject({
      version: 1,
      signed_by: { name: 'Dra. Rita Sousa' },
      open_findings: open,
      dismissed_findings: 0,
    })

    // The PDF (signed: nothing to ask) carries the sign-off line in the note's language.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      note(page).getByRole('button', { name: 'Exportar PDF' }).click(),
    ])
    const file = path.join(work, 'note.pdf')
    await download.saveAs(file)
    const text = pdfText(readFileSync(file)).replace(/\s+/g, ' ')
    expect(text).toMatch(/Revisto por Dra\. Rita Sousa em \d{1,2} de \S+ de \d{4}/)
    expect(text).toContain(PLAN)

    // A later edit makes the note unsigned again; leaving then asks, and may leave it unsigned.
    await note(page).getByRole('button', { name: 'Editar' }).click()
    const dialog = page.getByRole('dialog', { name: /Editar documento/ })
    await dialog.getByRole('tab', { name: 'Editar texto' }).click()
    const editor = dialog.getByRole('textbox', { name: 'Texto do documento (markdown)' })
    await editor.fill((await editor.inputValue()).replace(PLAN, EDITED))
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await note(page).getByText('Versão 2', { exact: true }).waitFor()
    await note(page).getByText('Por rever', { exact: true }).waitFor()
    expect((await mainDocument(token, id)).signoff).toBeNull()
    await page.getByRole('link', { name: 'Voltar ao início', exact: true }).click()
    const leaving = page.getByRole('alertdialog', { name: 'Sair sem confirmar a revisão?' })
    await leaving.waitFor()
    expect(await leaving.textContent()).toContain(
      '1 documento escrito ainda não foi confirmado como revisto.',
    )
    await leaving.getByRole('button', { name: 'Sair sem confirmar' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    expect((await mainDocument(token, id)).signoff).toBeNull()

    expect(errors).toEqual([])
  }, 120_000)
})
