import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { findMachineFiles, loadMachines } from '../export-statecharts'
import { readCsv } from './csv'
import { csvCell, csvColumns, renderPathCsv } from './statechart-csv'
import { renderMachineDoc } from './statechart-doc'

const fixtureRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'statecharts')

async function uploadCsv(): Promise<{ rows: Record<string, string>[]; markdown: string }> {
  const [upload] = await loadMachines(fixtureRoot, findMachineFiles(fixtureRoot)[0]!)
  const doc = renderMachineDoc({ ...upload!, screens: ['consultation', 'settings'] })
  const csv = renderPathCsv(doc)
  expect(csv.endsWith('\n')).toBe(true)
  const [header, ...body] = readCsv(csv)
  expect(header).toEqual([...csvColumns])
  for (const row of body) expect(row).toHaveLength(csvColumns.length)
  return {
    rows: body.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index]!]))),
    markdown: doc.markdown,
  }
}

describe('statechart CSV', () => {
  it('holds one test case per listed path, one row per step, with the page numbers and results', async () => {
    const { rows, markdown } = await uploadCsv()
    const cases = new Map<string, Record<string, string>[]>()
    for (const row of rows) cases.set(row.ID!, [...(cases.get(row.ID!) ?? []), row])
    // 12 shortest and 31 simple paths on the page; a shortest path is also simple: one case for both.
    expect(markdown).toContain('Shortest paths (12,')
    expect(markdown).toContain('Simple paths (31,')
    expect(cases.size).toBe(31)
    const firstRows = [...cases.values()].map((steps) => steps[0]!)
    expect(firstRows.filter((row) => row.Path!.startsWith('shortest '))).toHaveLength(12)
    for (const [id, steps] of cases) {
      expect(id).toMatch(/^upload-[0-9a-f]{10}$/)
      expect(steps.map((step) => step.Step)).toEqual(steps.map((_, index) => String(index + 1)))
      expect(steps[0]!.Action).toBe('(start)')
      expect(steps[0]!.Machine).toBe('upload')
      expect(steps[0]!.Screens).toBe('consultation, settings')
      expect(steps[0]!.Title).toBe(`upload, ${steps[0]!.Path}: ${steps.at(-1)!['Expected result']}`)
      for (const step of steps.slice(1))
        expect([step.Title, step.Machine, step.Path, step.Tags]).toEqual(['', '', '', ''])
    }
    // Rows of one case are contiguous, so a multi-row importer reads each case whole.
    const order = rows.map((row) => row.ID)
    expect(order.filter((id, index) => id !== order[index - 1])).toHaveLength(cases.size)

    const retried = [...cases.values()].find((steps) =>
      steps[0]!.Title!.endsWith('failed [error] · attempts: 2'),
    )!
    expect(retried.map((step) => [step.Action, step['Services started'], step['Expected result']])).toEqual([
      ['(start)', '', 'idle'],
      ['upload.start', 'send chunk', 'sending.transfer.running, sending.progress.quiet [busy]'],
      ['error(sendChunk)', '', 'failed [error]'],
      ['after(backoff)', 'send chunk', 'sending.transfer.running, sending.progress.quiet [busy]'],
      ['error(sendChunk)', '', 'failed [error] · attempts: 2'],
    ])
    expect(retried[0]!.Path).toMatch(/^shortest \d+, simple \d+$/)
    expect(retried[0]!.Tags).toBe('statechart upload shortest-path simple-path')
    const onlySimple = [...cases.values()].filter((steps) => !steps[0]!.Path!.startsWith('shortest'))
    expect(onlySimple.length).toBeGreaterThan(0)
    for (const steps of onlySimple) expect(steps[0]!.Tags).toBe('statechart upload simple-path')
  })

  it('keeps a case ID while its path exists, however the list is renumbered', () => {
    // From idle, one event per state: the path of `b` is listed second, then third once `a` exists.
    const casesByEvent = (events: string[]) => {
      const machine = setup({}).createMachine({
        id: 'steps',
        initial: 'idle',
        states: Object.fromEntries([
          ['idle', { on: Object.fromEntries(events.map((event) => [event, event])) }],
          ...events.map((event) => [event, {}]),
        ]),
      })
      const doc = renderMachineDoc({ machine, exportName: 'stepsMachine', file: 'steps.machine.ts' })
      const rows = readCsv(renderPathCsv(doc)).slice(1)
      const firstRow = (id: string) => rows.find((row) => row[0] === id)!
      return new Map(
        rows
          .filter((row) => row[5] === '2')
          .map((row) => [row[6], { id: row[0], path: firstRow(row[0]!)[4] }]),
      )
    }
    const before = casesByEvent(['b', 'c']).get('b')!
    const after = casesByEvent(['a', 'b', 'c']).get('b')!
    expect(before.path).toBe('shortest 2, simple 2')
    expect(after.path).toBe('shortest 3, simple 3')
    expect(after.id).toBe(before.id)
  })

  it('quotes fields as RFC 4180 says and keeps spreadsheets from running a field as a formula', () => {
    expect(csvCell('plain text')).toBe('plain text')
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell('problem: "connection"')).toBe('"problem: ""connection"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(' padded')).toBe('" padded"')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@sum')).toBe("'@sum")
    expect(csvCell('')).toBe('')
  })
})
