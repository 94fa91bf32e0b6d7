// The Research Space end to end (issue 11, acceptance): the real server (offline rule engine) and the
// built app in the system Chromium. A researcher creates a space and a trial whose criteria are pasted as
// a block, split and typed; adds two patients with a PDF each (made here with jspdf), after the upload
// refuses eleven files and a text file; runs the screening; sees one patient fit and the other not
// approved with the evidence quoted from their PDFs; sets a review status; downloads the CSV and reads
// its rows; and finds the space, trial and patient still chosen after going back to the list.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults } from 'axe-core'
import { jsPDF } from 'jspdf'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, type RunningServer, startServer } from './harness'
import { signedInAs } from './users'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

let server: RunningServer
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

/** A real PDF with one text line per line of `text`, as a clinic's letter would carry it. */
function pdfOf(text: string): Buffer {
  const doc = new jsPDF()
  text.split('\n').forEach((line, i) => {
    doc.text(line, 10, 15 + i * 8)
  })
  return Buffer.from(doc.output('arraybuffer'))
}

const FIT =
  'Doente do sexo masculino, 64 anos.\nDiabetes mellitus tipo 2.\nHbA1c 8,2 %. Sem historia de enfarte.'
const NOT_APPROVED =
  'Doente do sexo feminino, 58 anos.\nDiabetes mellitus tipo 2.\nHbA1c 6,1 %. Enfarte do miocardio em 2019.'

/** Three typed lines and one without a prefix, as pasted from a protocol. */
const CRITERIA_BLOCK = [
  'CI: Idade entre 18 e 75 anos',
  'CI: HbA1c entre 7% e 10%',
  'CE: História de enfarte do miocárdio',
  'IMC < 35 kg/m2',
].join('\n')

const pdfFile = (name: string, text: string) => ({ name, mimeType: 'application/pdf', buffer: pdfOf(text) })

/** axe-core's serious and critical violations on the page as it is now (rule ids and targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath })
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResults> }
    }
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => String(node.target)).join(', ')}`)
  })
}

/** Adds a patient by label and uploads their PDF, waiting until the server lists it. */
async function addPatientWithPdf(page: Page, label: string, file: ReturnType<typeof pdfFile>) {
  await page.getByLabel('Identificação do doente').fill(label)
  await page.getByRole('button', { name: 'Adicionar doente' }).click()
  const documents = page.getByTestId('active-patient')
  await documents.getByRole('heading', { name: `Documentos de ${label}` }).waitFor()
  await documents.getByLabel('Adicionar documentos PDF').setInputFiles(file)
  await documents.getByRole('button', { name: 'Carregar' }).click()
  await documents.getByText(file.name, { exact: true }).waitFor()
  await expect.poll(() => documents.getByText('1 página').count()).toBe(1)
}

describe('Research Space', () => {
  it('creates a space and a trial, uploads two patients, screens them and downloads the CSV', async () => {
    const { page, errors } = await signedInAs(server, browser, 'Investigadora', {
      contexts,
      // axe-core is added as a script tag, which the app's Content-Security-Policy would refuse.
      context: { bypassCSP: true },
    })

    await page.goto('/trials')
    await page.getByRole('heading', { level: 1, name: 'Espaço de Investigação' }).waitFor()
    await page.getByText('Ainda não há espaços de investigação.', { exact: false }).waitFor()
    // Nothing typed: the form says so at the field.
    await page.getByRole('button', { name: 'Criar espaço' }).click()
    await page.getByText('Indique o nome do espaço.').waitFor()
    await page.getByLabel('Nome do espaço').fill('Ensaios de diabetes')
    await page.getByRole('button', { name: 'Criar espaço' }).click()
    await page.waitForURL(/\/trials\/[0-9a-f-]{36}$/)
    const spacePath = new URL(page.url()).pathname
    await page.getByRole('heading', { level: 1, name: 'Ensaios de diabetes' }).waitFor()

    // The trial: a block pasted and split, the untyped line typed by hand.
    await page.getByRole('button', { name: 'Novo ensaio' }).click()
    await page.getByLabel('Nome do ensaio').fill('GLIC-2026')
    await page.getByLabel('Descrição').fill('Novo antidiabético oral')
    await page.getByLabel('Colar critérios').fill(CRITERIA_BLOCK)
    await page.getByRole('button', { name: 'Separar em critérios' }).click()
    const rows = page.getByTestId('criterion-row')
    await expect.poll(() => rows.count()).toBe(4)
    expect(await rows.nth(0).getByLabel('Critério 1', { exact: true }).inputValue()).toBe(
      'Idade entre 18 e 75 anos',
    )
    expect(await rows.nth(2).getByLabel('Tipo', { exact: true }).inputValue()).toBe('critical_exclusion')
    const untyped = rows.nth(3).getByLabel('Tipo', { exact: true })
    expect(await untyped.getAttribute('aria-invalid')).toBe('true')
    await rows.nth(3).getByText('Escolha o tipo deste critério.').waitFor()
    await untyped.selectOption({ label: 'Inclusão não crítica' })
    expect(await untyped.getAttribute('aria-invalid')).toBeNull()
    expect(await page.getByLabel('Colar critérios').inputValue()).toBe('')
    await page.getByRole('button', { name: 'Guardar ensaio' }).click()
    const trial = page.getByTestId('active-trial')
    await trial.getByRole('heading', { name: 'GLIC-2026' }).waitFor()
    expect(await trial.getByRole('listitem').allTextContents()).toEqual([
      'Inclusão crítica Idade entre 18 e 75 anos',
      'Inclusão crítica HbA1c entre 7% e 10%',
      'Exclusão crítica História de enfarte do miocárdio',
      'Inclusão não crítica IMC < 35 kg/m2',
    ])
    expect(
      await page.getByRole('button', { name: 'GLIC-2026', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true')

    // Two patients with one PDF each; first the upload refuses eleven files, then a text file.
    await addPatientWithPdf(page, 'Doente A', pdfFile('doente-a.pdf', FIT))
    const documents = page.getByTestId('active-patient')
    const files = documents.getByLabel('Adicionar documentos PDF')
    await files.setInputFiles(Array.from({ length: 11 }, (_, i) => pdfFile(`extra-${i + 1}.pdf`, FIT)))
    await documents.getByRole('button', { name: 'Carregar' }).click()
    await documents
      .getByRole('alert')
      .getByText('Escolheu 11 ficheiros: carregue no máximo 10 de cada vez.')
      .waitFor()
    await files.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('HbA1c 8 %') })
    await documents.getByRole('button', { name: 'Carregar' }).click()
    await documents.getByText('notas.txt não é um PDF. Só são aceites ficheiros PDF.').waitFor()
    expect(await documents.getByRole('listitem').count()).toBe(1)
    await addPatientWithPdf(page, 'Doente B', pdfFile('doente-b.pdf', NOT_APPROVED))

    // Screening, with its progress, until done.
    await page.getByRole('button', { name: 'Iniciar triagem' }).click()
    await page.getByText('Triagem concluída: 2 avaliações.').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Repetir triagem' }).waitFor()

    // Results: fit and not approved, each with the evidence quoted from its PDF.
    const results = page.getByTestId('result-row')
    await expect.poll(() => results.count()).toBe(2)
    const rowOf = (label: string) => results.filter({ hasText: label })
    expect(await rowOf('Doente A').getAttribute('data-final')).toBe('fit')
    await rowOf('Doente A').getByText('Apto', { exact: true }).waitFor()
    expect(await rowOf('Doente B').getAttribute('data-final')).toBe('not_approved')
    await rowOf('Doente B').getByText('Não aprovado', { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Critérios de Doente A' }).click()
    const evidence = page.getByLabel('Evidência citada dos documentos')
    await expect.poll(() => evidence.allTextContents()).toContainEqual(expect.stringContaining('HbA1c 8,2 %'))
    await page.getByRole('button', { name: 'Critérios de Doente B' }).click()
    await expect
      .poll(() => evidence.allTextContents())
      .toContainEqual(expect.stringContaining('Enfarte do miocardio em 2019'))
    expect(await page.getByText('Não cumprido', { exact: true }).count()).toBeGreaterThan(0)

    // A review status, kept by the server.
    await page.getByLabel('Estado de revisão de Doente A').selectOption({ label: 'Aprovado' })
    await expect
      .poll(async () => page.getByLabel('Estado de revisão de Doente A').inputValue())
      .toBe('approved')

    // The CSV: UTF-8 with a BOM, semicolons, one row per patient with each criterion's verdict.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descarregar CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('results-GLIC-2026.csv')
    const csv = readFileSync((await download.path()) as string, 'utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).trimEnd().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toContain('patient;trial;final_result;review_status;pre_evaluation')
    expect(lines[0]).toContain('3. História de enfarte do miocárdio [critical_exclusion]')
    const csvRow = (label: string) => lines.find((line) => line.startsWith(`${label};`))?.split(';') ?? []
    expect(csvRow('Doente A').slice(0, 4)).toEqual(['Doente A', 'GLIC-2026', 'fit', 'approved'])
    expect(csvRow('Doente A')).toContain('met')
    expect(csvRow('Doente B').slice(0, 3)).toEqual(['Doente B', 'GLIC-2026', 'not_approved'])
    expect(csvRow('Doente B').join(';')).toContain('Enfarte do miocardio em 2019')

    // The open space with a result's criteria shown: no serious accessibility problem, and on a phone
    // (360 px) only the results table scrolls sideways, never the page.
    expect(await seriousViolations(page)).toEqual([])
    await page.setViewportSize({ width: 360, height: 740 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await page.setViewportSize({ width: 1280, height: 800 })

    // A filter on the final result.
    await page.getByLabel('Resultado final', { exact: true }).selectOption({ label: 'Apto' })
    await expect.poll(() => results.count()).toBe(1)
    expect(await results.first().getAttribute('data-final')).toBe('fit')

    // Back to the list and into the space again: the app kept the active trial and patient.
    await page.getByRole('link', { name: /Todos os espaços/ }).click()
    await page.getByRole('heading', { level: 2, name: 'Espaços de investigação' }).waitFor()
    const spaceLink = page.getByRole('link', { name: 'Ensaios de diabetes' })
    expect(await spaceLink.getAttribute('aria-current')).toBe('true')
    await spaceLink.click()
    await page.waitForURL((url) => url.pathname === spacePath)
    await page.getByTestId('active-trial').getByRole('heading', { name: 'GLIC-2026' }).waitFor()
    await page.getByRole('heading', { name: 'Documentos de Doente B' }).waitFor()

    expect(errors).toEqual([])
  })
})
