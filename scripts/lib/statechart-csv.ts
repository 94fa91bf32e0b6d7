// Writes one machine's path catalogue as CSV for a test-management tool: one test case per listed path,
// one row per step (the multi-row layout TestRail, Xray, Zephyr and Azure Test Plans import, rows of
// one case sharing its ID; the case's own fields on its first row only). Pure: same paths, same bytes.
import { createHash } from 'node:crypto'
import { describeSnapshot, payloadFields } from './machine-graph'
import type { DescribedPath, PathLists } from './statechart-doc'

export const csvColumns = [
  'ID',
  'Title',
  'Machine',
  'Input',
  'Path',
  'Step',
  'Action',
  'Services started',
  'Expected result',
  'Screens',
  'Tags',
] as const

type Row = Record<(typeof csvColumns)[number], string>

export interface CsvMachine {
  id: string
  screens: readonly string[]
  pathLists: readonly PathLists[]
}

/** `credits.csv` for the page `credits.md`. */
export function csvFileName(docFileName: string): string {
  return docFileName.replace(/\.md$/, '.csv')
}

/** The exact events a path feeds after the start, payloads included: what makes it this path. */
function pathKey(input: string | undefined, path: DescribedPath): string {
  const events = path.path.steps.slice(1).map((step) => [step.event.type, payloadFields(step.event)])
  return JSON.stringify([input ?? null, events])
}

/**
 * A test case's ID that survives renumbering: the machine and a digest of the input and the exact events
 * fed, so a re-import updates the same case while the path exists.
 */
export function caseId(machine: string, input: string | undefined, path: DescribedPath): string {
  return `${machine}-${createHash('sha256').update(pathKey(input, path)).digest('hex').slice(0, 10)}`
}

interface TestCase {
  input: string | undefined
  path: DescribedPath
  /** Where the page lists it: `shortest 4`, and `simple 6` when both lists hold it. */
  numbers: string[]
  kinds: string[]
}

/**
 * The CSV text: a header, then every step of every path in the page's order. A simple path that is
 * also a shortest path is one test case, numbered in both lists.
 */
export function renderPathCsv(machine: CsvMachine): string {
  const cases = new Map<string, TestCase>()
  for (const list of machine.pathLists) {
    for (const [kind, paths] of [
      ['shortest', list.shortest],
      ['simple', list.simple],
    ] as const) {
      paths.forEach((path, index) => {
        const key = pathKey(list.input, path)
        const found = cases.get(key) ?? { input: list.input, path, numbers: [], kinds: [] }
        found.numbers.push(`${kind} ${index + 1}`)
        if (!found.kinds.includes(kind)) found.kinds.push(kind)
        cases.set(key, found)
      })
    }
  }
  const rows: Row[] = []
  const used = new Set<string>()
  const screens = machine.screens.join(', ')
  for (const { input, path, numbers, kinds } of cases.values()) {
    // Sample payloads shortened alike could give two paths one digest: keep IDs unique, in page order.
    const base = caseId(machine.id, input, path)
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    const where = numbers.join(', ')
    const tags = ['statechart', machine.id, ...kinds.map((kind) => `${kind}-path`)].join(' ')
    const last = path.path.steps.length - 1
    path.path.steps.forEach((step, stepIndex) => {
      const first = stepIndex === 0
      rows.push({
        ID: id,
        Title: first ? `${machine.id}, ${where}${input ? ` (${input})` : ''}: ${path.result}` : '',
        Machine: first ? machine.id : '',
        Input: first ? (input ?? '') : '',
        Path: first ? where : '',
        Step: String(stepIndex + 1),
        Action: first ? '(start)' : path.eventNames[stepIndex - 1]!,
        'Services started': step.services.join(', '),
        'Expected result': stepIndex === last ? path.result : describeSnapshot(step.snapshot),
        Screens: first ? screens : '',
        Tags: first ? tags : '',
      })
    })
  }
  const lines = [csvColumns.map(csvCell).join(',')]
  for (const row of rows) lines.push(csvColumns.map((column) => csvCell(row[column])).join(','))
  return `${lines.join('\n')}\n`
}

/**
 * One field, quoted as RFC 4180 says when it holds a comma, a quote or a line break. A field a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) is written with a leading apostrophe.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
