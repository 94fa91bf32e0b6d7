// The Research Space end to end (issues 11 and 23, acceptance): the real server (offline rule engine) and
// the built app in the system Chromium. A researcher opens the Research Space from the app bar with the
// keyboard, creates a space and a trial whose criteria are pasted as a protocol writes them (headings and
// numbered and bulleted lists), adds one criterion by hand that cannot be saved until it has a type; adds
// two patients with a PDF each (made here with jspdf), after the upload refuses eleven files and a text
// file; runs the screening; sees one patient fit and the other not approved, each with an overall
// explanation, the exclusion that excludes said so and the evidence quoted from their PDFs; sets a review
// status; downloads the CSV (in Portuguese, ';'-separated, with a BOM) and reads its cells; and finds the
// space, trial and patient still chosen after going back to the list.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults } from 'axe-core'
import { jsPDF } from 'jspdf'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { readCsv } from '../../scripts/lib/csv'
import { e2eSuite } from './suite'
import { signedInAs } from './users'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

const e2e = e2eSuite()

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

/** The criteria as a protocol writes them: headings over a numbered and a bulleted list. */
const CRITERIA_BLOCK = [
  'Critérios de inclusão:',
  '1. Idade entre 18 e 75 anos;',
  '2. HbA1c entre 7% e 10%',
  '',
  'CRITÉRIOS DE EXCLUSÃO',
  '• História de enfarte do miocárdio',
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
    const { page, errors } = await signedInAs(e2e.server, e2e.browser, 'Investigadora', {
      contexts: e2e.contexts,
      // axe-core is added as a script tag, which the app's Content-Security-Policy would refuse.
      context: { bypassCSP: true },
    })

    // The Research Space from the app bar, with the keyboard.
    await page.goto('/settings/account')
    await page.getByRole('heading', { level: 1, name: 'Definições' }).waitFor()
    await page.locator('header.app-bar').getByRole('link', { name: 'Espaço de Investigação' }).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/trials')
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

    // The trial: a protocol block pasted and split (the headings type the lines and are no criteria),
    // then a criterion added by hand, which is not saved until it has a type.
    await page.getByRole('button', { name: 'Novo ensaio' }).click()
    await page.getByLabel('Nome do ensaio').fill('GLIC-2026')
    await page.getByLabel('Descrição').fill('Novo antidiabético oral')
    await page.getByLabel('Colar critérios').fill(CRITERIA_BLOCK)
    await page.getByRole('button', { name: 'Separar em critérios' }).click()
    const rows = page.getByTestId('criterion-row')
    await expect.poll(() => rows.count()).toBe(3)
    const definitions = () =>
      Promise.all(
        [0, 1, 2].map((i) =>
          rows
            .nth(i)
            .getByLabel(`Critério ${i + 1}`, { exact: true })
            .inputValue(),
        ),
      )
    expect(await definitions()).toEqual([
      'Idade entre 18 e 75 anos',
      'HbA1c entre 7% e 10%',
      'História de enfarte do miocárdio',
    ])
    const typeOf = (i: number) => rows.nth(i).getByLabel('Tipo', { exact: true })
    expect(await Promise.all([0, 1, 2].map((i) => typeOf(i).inputValue()))).toEqual([
      'critical_inclusion',
      'critical_inclusion',
      'critical_exclusion',
    ])
    expect(await page.getByLabel('Colar critérios').inputValue()).toBe('')
    await page.getByRole('button', { name: 'Adicionar critério' }).click()
    await expect.poll(() => rows.count()).toBe(4)
    await rows.nth(3).getByLabel('Critério 4', { exact: true }).fill('IMC < 35 kg/m2')
    await rows.nth(3).getByText('Escolha o tipo deste critério.').waitFor()
    await page.getByRole('button', { name: 'Guardar ensaio' }).click()
    await rows.nth(3).getByText('Escolha o tipo: inclusão ou exclusão, crítica ou não crítica.').waitFor()
    expect(await typeOf(3).getAttribute('aria-invalid')).toBe('true')
    await page.getByText('Verifique os campos assinalados.').waitFor()
    await typeOf(3).selectOption({ label: 'Inclusão não crítica' })
    expect(await typeOf(3).getAttribute('aria-invalid')).toBeNull()
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

    // Each row says why, in Portuguese: what decided it.
    expect(await rowOf('Doente A').getByTestId('result-overall').textContent()).toBe(
      'Apto: os 3 critérios críticos são favoráveis ao doente.',
    )
    const overallB =
      'Não aprovado por: critério 2 «HbA1c entre 7% e 10%» (não cumprido — HbA1c 6,1 % não cumpre 7–10 %); critério 3 «História de enfarte do miocárdio» (exclui — Enfarte do miocárdio: está registado no processo).'
    expect(await rowOf('Doente B').getByTestId('result-overall').textContent()).toBe(overallB)

    await page.getByRole('button', { name: 'Critérios de Doente A' }).click()
    const evidence = page.getByLabel('Evidência citada dos documentos')
    await expect.poll(() => evidence.allTextContents()).toContainEqual(expect.stringContaining('HbA1c 8,2 %'))
    const verdicts = page.getByTestId('criterion-result')
    await verdicts.nth(2).getByText('Não exclui', { exact: true }).waitFor()
    await verdicts.nth(1).getByText('HbA1c 8,2 % cumpre 7–10 %').waitFor()
    await page.getByRole('button', { name: 'Critérios de Doente B' }).click()
    await expect
      .poll(() => evidence.allTextContents())
      .toContainEqual(expect.stringContaining('Enfarte do miocardio em 2019'))
    await verdicts.nth(1).getByText('Não cumprido', { exact: true }).waitFor()
    const excludes = verdicts.nth(2).getByText('Exclui', { exact: true })
    expect(await excludes.getAttribute('class')).toContain('research-verdict-against')
    await verdicts.nth(2).getByText('Decidiu o resultado').waitFor()

    // A review status, kept by the server.
    await page.getByLabel('Estado de revisão de Doente A').selectOption({ label: 'Aprovado' })
    await expect
      .poll(async () => page.getByLabel('Estado de revisão de Doente A').inputValue())
      .toBe('approved')

    // The CSV in the clinician's language: UTF-8 with a BOM, semicolons, one row per patient with the
    // overall explanation and each criterion's verdict, explanation and evidence.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descarregar CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('results-GLIC-2026.csv')
    const csv = readFileSync((await download.path()) as string, 'utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [head, ...csvRows] = readCsv(csv.slice(1), ';')
    expect(csvRows).toHaveLength(2)
    expect(head?.slice(0, 6)).toEqual([
      'Doente',
      'Ensaio',
      'Resultado final',
      'Estado de revisão',
      'Explicação geral',
      'Pré-avaliação',
    ])
    expect(head?.slice(12, 15)).toEqual([
      '3. História de enfarte do miocárdio (exclusão crítica)',
      '3. explicação',
      '3. evidência',
    ])
    const csvRow = (label: string) => csvRows.find((row) => row[0] === label) ?? []
    expect(csvRow('Doente A').slice(0, 5)).toEqual([
      'Doente A',
      'GLIC-2026',
      'Apto',
      'Aprovado',
      'Apto: os 3 critérios críticos são favoráveis ao doente.',
    ])
    expect(csvRow('Doente A').slice(12, 14)).toEqual([
      'não exclui',
      'Enfarte do miocárdio: o processo afirma que não existe',
    ])
    expect(csvRow('Doente B').slice(0, 5)).toEqual([
      'Doente B',
      'GLIC-2026',
      'Não aprovado',
      'Em revisão',
      overallB,
    ])
    expect(csvRow('Doente B').slice(9, 15)).toEqual([
      'não cumprido',
      'HbA1c 6,1 % não cumpre 7–10 %',
      'HbA1c 6,1 %.',
      'exclui',
      'Enfarte do miocárdio: está registado no processo',
      'Enfarte do miocardio em 2019.',
    ])

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
