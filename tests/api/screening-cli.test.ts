import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { jsPDF } from 'jspdf'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'escriba-cli-')), SCREENING_ENGINE: '' },
  })

describe('npm run cli -- screen', () => {
  it('screens a PDF record against a criteria file and prints JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'escriba-screen-'))
    writeFileSync(
      join(dir, 'criteria.txt'),
      'CI: Age 18-75 years\nCI: HbA1c between 7% and 10%\nCE: History of stroke\nNI: BMI < 30 kg/m2\n',
    )
    const doc = new jsPDF()
    ;['68-year-old man with type 2 diabetes.', 'HbA1c 7.9 %. He denies any history of stroke.'].forEach(
      (line, i) => {
        doc.text(line, 10, 15 + i * 8)
      },
    )
    writeFileSync(join(dir, 'record.pdf'), Buffer.from(doc.output('arraybuffer')))
    const { stdout } = await cli(
      'screen',
      '--criteria',
      join(dir, 'criteria.txt'),
      '--patient',
      join(dir, 'record.pdf'),
      '--format',
      'json',
    )
    const out = JSON.parse(stdout)
    expect(out.result).toBe('fit')
    expect(out.criteria.map((c: { type: string; verdict: string }) => [c.type, c.verdict])).toEqual([
      ['critical_inclusion', 'met'],
      ['critical_inclusion', 'met'],
      ['critical_exclusion', 'not_met'],
      ['non_critical_inclusion', 'unknown'],
    ])
    expect(out.criteria[2].evidence).toBe('He denies any history of stroke.')
  })

  // Five runs of the command line, each starting tsx: more than the default time on a busy machine.
  it('reads a protocol block and answers in the language asked: --language pt', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'escriba-screen-'))
    writeFileSync(
      join(dir, 'criteria.txt'),
      'Critérios de inclusão:\n1. Idade ≥ 18 anos\n2. HbA1c entre 7% e 10%\nCritérios de exclusão:\n- História de AVC\n',
    )
    writeFileSync(join(dir, 'record.txt'), 'Doente de 68 anos. HbA1c 7,9 %. Nega história de AVC.\n')
    const args = ['screen', '--criteria', join(dir, 'criteria.txt'), '--patient', join(dir, 'record.txt')]
    const out = JSON.parse((await cli(...args, '--language', 'pt', '--format', 'json')).stdout)
    expect(out).toMatchObject({ language: 'pt', result: 'fit', result_label: 'Apto' })
    expect(
      out.criteria.map((c: { type: string; verdict_label: string }) => [c.type, c.verdict_label]),
    ).toEqual([
      ['critical_inclusion', 'cumprido'],
      ['critical_inclusion', 'cumprido'],
      ['critical_exclusion', 'não exclui'],
    ])
    expect(out.criteria[1].explanation).toBe('HbA1c 7,9 % cumpre 7–10 %')
    expect(out.criteria[2].explanation).toBe('AVC: o processo afirma que não existe')
    expect(out.overall).toBe('Apto: os 3 critérios críticos são favoráveis ao doente.')
    // Not approved: the overall explanation says which value and which condition decided.
    writeFileSync(join(dir, 'other.txt'), 'Doente de 68 anos. HbA1c 11,2 %. AVC isquémico em 2020.\n')
    const other = ['screen', '--criteria', join(dir, 'criteria.txt'), '--patient', join(dir, 'other.txt')]
    const ruledOut = JSON.parse((await cli(...other, '--language', 'pt', '--format', 'json')).stdout)
    expect(ruledOut.result_label).toBe('Não aprovado')
    expect(ruledOut.overall).toMatch(
      /^Não aprovado por: critério 2 «HbA1c entre 7% e 10%» \(não cumprido — HbA1c 11,2 % não cumpre 7–10 %\); critério 3 «História de AVC» \(exclui — AVC: /,
    )
    const text = (await cli(...args, '--language', 'pt')).stdout
    expect(text).toContain('[CE] não exclui: História de AVC')
    expect(text).toContain('Resultado final: Apto')
    await expect(cli(...args, '--language', 'fr')).rejects.toMatchObject({
      stderr: expect.stringContaining('--language must be one of pt, en, de, es'),
    })
  }, 90_000)
})
