// Writes docs/statecharts/<machine-id>.md for every machine exported by src/machines/*/*.machine.ts, with
// its diagram as a picture (<machine-id>.svg, drawn in the system Chromium) and its paths as test cases
// (<machine-id>.csv), plus an index. `--check` writes nothing and fails when the committed files differ
// from the machines; it draws nothing either: each picture carries a stamp of the source it was drawn from
// and of what it says (`stamped`), so the check needs no browser and no particular Chromium.
//
//   npx tsx scripts/export-statecharts.ts            regenerate
//   npx tsx scripts/export-statecharts.ts --check    verify (CI)
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { isEntry } from './lib/command-line'
import { compareText, isStateMachine, type TraversalSettings } from './lib/machine-graph'
import { SHELL, screensByMachineFolder } from './lib/screens'
import { csvFileName, renderPathCsv } from './lib/statechart-csv'
import {
  docBaseName,
  leadingComment,
  type MachineSource,
  type RenderedMachine,
  renderIndex,
  renderMachineDoc,
} from './lib/statechart-doc'
import { type Diagram, drawnFrom, pictureSource, renderSvgs, stamped } from './lib/statechart-svg'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const fixCommand = 'npm run statecharts'

/** `src/machines/<flow>/<flow>.machine.ts` files (any `*.machine.ts` one folder down), sorted. */
export function findMachineFiles(root: string): string[] {
  const machinesDir = path.join(root, 'src', 'machines')
  if (!existsSync(machinesDir)) return []
  const files: string[] = []
  for (const flow of readdirSync(machinesDir).sort(compareText)) {
    const flowDir = path.join(machinesDir, flow)
    if (!statSync(flowDir).isDirectory()) continue
    for (const name of readdirSync(flowDir).sort(compareText)) {
      if (name.endsWith('.machine.ts')) files.push(path.join(flowDir, name))
    }
  }
  return files
}

/** The module beside a machine that holds its sample events and inputs: `<flow>.paths.ts`. */
export const pathsFileOf = (machineFile: string) => machineFile.replace(/\.machine\.ts$/, '.paths.ts')

/**
 * Imports a module and returns each exported machine with what the docs need about it. The sample events
 * and inputs come from `pathOptions` in the paths module beside it (test data, kept out of the app), or
 * from the machine module itself when there is none.
 */
export async function loadMachines(root: string, file: string): Promise<MachineSource[]> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>
  const relative = path.relative(root, file).split(path.sep).join('/')
  const comment = leadingComment(readFileSync(file, 'utf8'))
  const pathsFile = pathsFileOf(file)
  const options = existsSync(pathsFile)
    ? ((await import(pathToFileURL(pathsFile).href)) as Record<string, unknown>).pathOptions
    : module.pathOptions
  const { settings, inputs } = readPathOptions(options, relative)
  return Object.keys(module)
    .sort(compareText)
    .flatMap((exportName) => {
      const machine = module[exportName]
      if (!isStateMachine(machine)) return []
      return [{ machine, exportName, file: relative, leadingComment: comment, settings, inputs }]
    })
}

// A paths module (or the machine module) may export `pathOptions = { events: [...], input, inputs: { name: input } }`:
// sample events with payloads, and the input(s) the machine starts from (one path list per named input).
function readPathOptions(
  value: unknown,
  file: string,
): { settings?: TraversalSettings; inputs?: Record<string, unknown> } {
  if (value === undefined) return {}
  if (typeof value !== 'object' || value === null) throw new Error(`${file}: pathOptions must be an object`)
  const { events, input, inputs } = value as { events?: unknown; input?: unknown; inputs?: unknown }
  if (events !== undefined && !Array.isArray(events) && typeof events !== 'function') {
    throw new Error(`${file}: pathOptions.events must be an array of events or a function`)
  }
  if (inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))) {
    throw new Error(`${file}: pathOptions.inputs must be an object of named inputs`)
  }
  return {
    settings: { events: events as TraversalSettings['events'], input },
    inputs: inputs as Record<string, unknown> | undefined,
  }
}

export interface DocsPlan {
  /** Every text file (pages, index, CSV) by name, with its exact content. */
  files: Map<string, string>
  /** Every picture to draw, by file name. */
  pictures: Map<string, Diagram>
}

/** Every file the docs folder should hold: the text files exactly, the pictures as Mermaid sources. */
export function planDocs(
  sources: readonly MachineSource[],
  warn: (line: string) => void = () => {},
): DocsPlan {
  const rendered: RenderedMachine[] = []
  const owners = new Map<string, string>()
  for (const source of sources) {
    const doc = renderMachineDoc(source)
    for (const warning of doc.warnings) warn(`warning: ${source.file} (${source.exportName}): ${warning}`)
    const owner = `${source.file} (${source.exportName})`
    const previous = owners.get(doc.fileName)
    if (previous)
      throw new Error(
        `Machines ${previous} and ${owner} both export to ${doc.fileName}: give them distinct ids`,
      )
    owners.set(doc.fileName, owner)
    rendered.push(doc)
  }
  const files = new Map<string, string>()
  const pictures = new Map<string, Diagram>()
  for (const doc of rendered) {
    files.set(doc.fileName, doc.markdown)
    files.set(csvFileName(doc.fileName), renderPathCsv(doc))
    pictures.set(`${docBaseName(doc.id)}.svg`, {
      name: doc.id,
      source: pictureSource(doc.id, doc.purpose, doc.mermaid),
    })
  }
  files.set('README.md', renderIndex(rendered))
  return {
    files: new Map([...files].sort(([a], [b]) => compareText(a, b))),
    pictures: new Map([...pictures].sort(([a], [b]) => compareText(a, b))),
  }
}

/** Draws the given pictures in one Chromium session, each stamped with its source: SVG text by file name. */
export async function drawPictures(pictures: ReadonlyMap<string, Diagram>): Promise<Map<string, string>> {
  if (pictures.size === 0) return new Map()
  const svgs = await renderSvgs([...pictures.values()])
  return new Map(
    [...pictures].map(([fileName, diagram]) => [fileName, stamped(svgs.get(diagram.name)!, diagram.source)]),
  )
}

export interface DocsDifference {
  stale: string[]
  missing: string[]
  extra: string[]
}

const generatedExtensions = ['.md', '.csv', '.svg']

/**
 * Compares the planned files with the generated files in `dir`: text files byte for byte, pictures by the
 * stamp that says which source they were drawn from and that they were not edited since (`drawnFrom`).
 */
export function compareDocs(
  dir: string,
  files: ReadonlyMap<string, string>,
  pictures: ReadonlyMap<string, Diagram>,
): DocsDifference {
  const present = existsSync(dir)
    ? readdirSync(dir).filter((name) => generatedExtensions.includes(path.extname(name)))
    : []
  const difference: DocsDifference = { stale: [], missing: [], extra: [] }
  const planned = [...files.keys(), ...pictures.keys()].sort(compareText)
  for (const name of planned) {
    const file = path.join(dir, name)
    if (!existsSync(file)) {
      difference.missing.push(name)
      continue
    }
    const current = readFileSync(file, 'utf8')
    const picture = pictures.get(name)
    if (picture ? !drawnFrom(current, picture.source) : current !== files.get(name))
      difference.stale.push(name)
  }
  for (const name of present.sort(compareText)) if (!planned.includes(name)) difference.extra.push(name)
  return difference
}

/**
 * Writes the planned files, draws the pictures whose machine changed (in the system Chromium) and removes
 * files of machines that no longer exist; a picture still drawn from its machine is left as it is.
 */
export async function writeDocs(
  dir: string,
  files: ReadonlyMap<string, string>,
  pictures: ReadonlyMap<string, Diagram>,
): Promise<DocsDifference> {
  const difference = compareDocs(dir, files, pictures)
  const redraw = [...difference.stale, ...difference.missing].filter((name) => pictures.has(name))
  const drawn = await drawPictures(new Map(redraw.map((name) => [name, pictures.get(name)!])))
  mkdirSync(dir, { recursive: true })
  for (const name of [...difference.stale, ...difference.missing])
    writeFileSync(path.join(dir, name), drawn.get(name) ?? files.get(name)!)
  for (const name of difference.extra) rmSync(path.join(dir, name))
  return difference
}

export interface RunOptions {
  /** Repository root holding src/machines. */
  root: string
  /** Folder of the generated pages. */
  docsDir: string
  /** Compare instead of writing. */
  check: boolean
  log?: (line: string) => void
  error?: (line: string) => void
}

/** Loads every machine under `root` and writes (or checks) the pages; returns the exit code. */
export async function run(options: RunOptions): Promise<number> {
  const log = options.log ?? console.log
  const error = options.error ?? console.error
  const { root, docsDir } = options
  const sources: MachineSource[] = []
  const screens = screensByMachineFolder(root)
  for (const file of findMachineFiles(root)) {
    const folder = path.relative(root, path.dirname(file)).split(path.sep).join('/')
    const using = screens.get(folder) ?? []
    const found = (await loadMachines(root, file)).map((source) => ({
      ...source,
      screens: using.includes(SHELL) ? [SHELL] : using,
    }))
    if (found.length === 0) error(`warning: ${path.relative(root, file)} exports no XState machine`)
    for (const source of found) {
      if (source.machine.id === '(machine)') {
        error(`warning: ${source.file}: ${source.exportName} has no id; its page is named after the export`)
      }
    }
    sources.push(...found)
  }
  const plan = planDocs(sources, error)
  const relativeDir = path.relative(root, docsDir).split(path.sep).join('/')
  const total = plan.files.size + plan.pictures.size
  if (options.check) {
    const { stale, missing, extra } = compareDocs(docsDir, plan.files, plan.pictures)
    if (stale.length + missing.length + extra.length === 0) {
      log(
        `${relativeDir}: ${total} files up to date (${plan.pictures.size} picture(s) checked by their stamp)`,
      )
      return 0
    }
    for (const name of stale) error(`stale    ${relativeDir}/${name}`)
    for (const name of missing) error(`missing  ${relativeDir}/${name}`)
    for (const name of extra) error(`extra    ${relativeDir}/${name}`)
    error(`Statecharts are out of date with src/machines: run \`${fixCommand}\` and commit ${relativeDir}.`)
    return 1
  }
  const drawStart = performance.now()
  const { stale, missing, extra } = await writeDocs(docsDir, plan.files, plan.pictures)
  const drawSeconds = ((performance.now() - drawStart) / 1000).toFixed(1)
  const changed = stale.length + missing.length + extra.length
  const summary = changed
    ? `${stale.length} updated, ${missing.length} added, ${extra.length} removed`
    : 'no changes'
  log(`${relativeDir}: ${sources.length} machine(s), ${summary} (${drawSeconds} s)`)
  return 0
}

async function main(argv: readonly string[]): Promise<number> {
  const unknown = argv.filter((arg) => arg !== '--check')
  if (unknown.length) {
    console.error(`Unknown argument ${unknown.join(' ')}. Usage: tsx scripts/export-statecharts.ts [--check]`)
    return 2
  }
  return run({
    root: repoRoot,
    docsDir: path.join(repoRoot, 'docs', 'statecharts'),
    check: argv.includes('--check'),
  })
}

if (isEntry(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error)
      process.exitCode = 1
    },
  )
}
