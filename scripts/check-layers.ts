// Keeps imports flowing one way (ARCHITECTURE.md): contract ← services ← machines ← ui in the browser,
// the server apart from src/, production code apart from tests and scripts, and server features that
// depend on another one way, never in a circle. It keeps each owned table in its feature's store (no
// other feature names it), and the map of what is built (docs/architecture.md) true: every path it names
// in backticks is still in the repository.
//
//   npx tsx scripts/check-layers.ts                  check src/, server/, contract/, scripts/
//   npx tsx scripts/check-layers.ts --root <dir>     check another tree laid out the same way
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isEntry, onlyOption } from './lib/command-line'
import { blankNonCode, type FoundImport, findImports } from './lib/imports'

export type Layer =
  | 'contract'
  | 'services'
  | 'machines'
  | 'ui'
  | 'i18n'
  | 'navigation'
  | 'app'
  | 'server'
  | 'scripts'
  | 'tests'
  | 'other'
  | 'package'

const scannedFolders = ['src', 'server', 'contract', 'scripts']
const sourceFile = /\.(ts|tsx|mts|cts)$/
const testFile = /\.(test|spec)\.(ts|tsx|mts|cts)$/
const srcLayers: ReadonlySet<Layer> = new Set(['services', 'machines', 'ui', 'i18n', 'navigation', 'app'])
/** Sample data for the path tests and the statechart docs: a machine's `<flow>.paths.ts`, the shared samples. */
const sampleModule = /^src\/machines\/(?:[^/]+\/[^/]+\.paths|shared\/(?:catalogue-)?samples)(?:\.ts)?$/

/** The layer of a repository-relative path (forward slashes). */
export function layerOf(relativePath: string): Layer {
  const [top, second] = relativePath.split('/')
  if (top === 'contract') return 'contract'
  if (top === 'server') return 'server'
  if (top === 'scripts') return 'scripts'
  if (top === 'tests') return 'tests'
  if (top !== 'src') return 'other'
  if (second === 'services' || second === 'machines' || second === 'ui' || second === 'i18n') return second
  if (second === 'navigation') return 'navigation'
  // main.tsx and other modules at the top of src/ compose the app and may use every browser layer.
  return 'app'
}

export interface ImportEdge {
  /** Importing file, repository-relative. */
  file: string
  line: number
  /** Resolved repository-relative path of a relative import, else the package specifier. */
  target: string
  from: Layer
  to: Layer
  typeOnly: boolean
  /** Whether the importing file is a test (`*.test.ts`, `*.spec.tsx`), which may import tests/. */
  fromTest: boolean
}

export interface Rule {
  name: string
  /** True when the edge breaks the rule. */
  breaks: (edge: ImportEdge) => boolean
}

/**
 * Server features whose dependency runs one way: `[feature, the feature that depends on it]`. The first
 * never imports the second, not even its types; what it needs of it is given at registration.
 */
const oneWayFeatures: readonly (readonly [string, string])[] = [
  ['consultations', 'documents'],
  ['accounts', 'organizations'],
]

/**
 * Every table of the schema with its one owning store: server code outside the owner's folder never names
 * it, neither by importing its schema binding (from the schema, or from a module that re-exports it, the
 * owner's store included) nor in SQL text, but calls the owner's store (the schema that defines them aside). An owner is a feature (`server/features/<owner>/`) or, for the platform's own
 * tables, a folder of the server (`server/<owner>/`). A table the schema adds without an entry here fails.
 */
export const tableOwners: readonly { table: string; binding: string; owner: string }[] = [
  { table: 'users', binding: 'users', owner: 'accounts' },
  { table: 'auth_sessions', binding: 'authSessions', owner: 'accounts' },
  { table: 'one_time_tokens', binding: 'oneTimeTokens', owner: 'accounts' },
  { table: 'used_signed_tokens', binding: 'usedSignedTokens', owner: 'accounts' },
  { table: 'auth_events', binding: 'authEvents', owner: 'accounts' },
  { table: 'medical_specialities', binding: 'medicalSpecialities', owner: 'accounts' },
  { table: 'announcements', binding: 'announcements', owner: 'announcements' },
  { table: 'assistant_threads', binding: 'assistantThreads', owner: 'assistant' },
  { table: 'assistant_runs', binding: 'assistantRuns', owner: 'assistant' },
  { table: 'assistant_messages', binding: 'assistantMessages', owner: 'assistant' },
  { table: 'custom_consultation_types', binding: 'customConsultationTypes', owner: 'catalogue' },
  { table: 'input_templates', binding: 'inputTemplates', owner: 'catalogue' },
  { table: 'consultation_sessions', binding: 'consultationSessions', owner: 'consultations' },
  { table: 'audio_chunks', binding: 'audioChunks', owner: 'consultations' },
  { table: 'session_feedback', binding: 'sessionFeedback', owner: 'consultations' },
  { table: 'credit_pools', binding: 'creditPools', owner: 'credits' },
  { table: 'credit_entries', binding: 'creditEntries', owner: 'credits' },
  { table: 'generated_documents', binding: 'generatedDocuments', owner: 'documents' },
  { table: 'generation_requests', binding: 'generationRequests', owner: 'documents' },
  { table: 'document_versions', binding: 'documentVersions', owner: 'documents' },
  { table: 'document_dismissals', binding: 'documentDismissals', owner: 'documents' },
  { table: 'document_signoffs', binding: 'documentSignoffs', owner: 'documents' },
  { table: 'error_reports', binding: 'errorReports', owner: 'error-reports' },
  { table: 'organizations', binding: 'organizations', owner: 'organizations' },
  { table: 'invitations', binding: 'invitations', owner: 'organizations' },
  { table: 'research_spaces', binding: 'researchSpaces', owner: 'research' },
  { table: 'research_trials', binding: 'researchTrials', owner: 'research' },
  { table: 'research_criteria', binding: 'researchCriteria', owner: 'research' },
  { table: 'research_patients', binding: 'researchPatients', owner: 'research' },
  { table: 'research_patient_documents', binding: 'researchPatientDocuments', owner: 'research' },
  { table: 'screening_runs', binding: 'screeningRuns', owner: 'research' },
  { table: 'evaluation_results', binding: 'evaluationResults', owner: 'research' },
  { table: 'staff_audit_log', binding: 'staffAuditLog', owner: 'staff' },
  { table: 'template_requests', binding: 'templateRequests', owner: 'templates' },
  { table: 'template_request_files', binding: 'templateRequestFiles', owner: 'templates' },
  { table: 'custom_documents', binding: 'customDocuments', owner: 'templates' },
  { table: 'custom_templates', binding: 'customTemplates', owner: 'templates' },
  { table: 'rate_limit_windows', binding: 'rateLimitWindows', owner: 'limits' },
  { table: 'blob_parts', binding: 'blobParts', owner: 'storage' },
]

/** The schema that defines the tables, the one server module besides their owners that names them. */
const SCHEMA = 'server/db/schema.ts'

/** The feature folder of a server path (`server/features/<name>/…`), if it is in one. */
const featureOf = (relativePath: string) => /^server\/features\/([^/]+)\//.exec(relativePath)?.[1]

/** Where a server path may own tables: its feature, else its folder of the server (`server/limits/…`). */
const ownerOf = (relativePath: string) =>
  featureOf(relativePath) ?? /^server\/(?!features\/)([^/]+)\//.exec(relativePath)?.[1]

// A layer's allow-list binds its production files; its tests (say, one checking that every route has
// a title in the locales) may import any layer of the browser app, but still not across src/server.
const only = (from: Layer, allowed: readonly Layer[]) => (edge: ImportEdge) =>
  edge.from === from && !edge.fromTest && edge.to !== 'package' && !allowed.includes(edge.to)

/** In order: an edge is reported under the first rule it breaks. */
export const rules: readonly Rule[] = [
  {
    name: 'the server never imports src/',
    breaks: (edge) => edge.from === 'server' && srcLayers.has(edge.to),
  },
  {
    name: 'src/ never imports the server',
    breaks: (edge) => srcLayers.has(edge.from) && edge.to === 'server',
  },
  {
    name: 'production code never imports tests/ or scripts/',
    breaks: (edge) =>
      !edge.fromTest &&
      (srcLayers.has(edge.from) || edge.from === 'server' || edge.from === 'contract') &&
      (edge.to === 'tests' || edge.to === 'scripts'),
  },
  {
    name: 'production code never imports sample data',
    breaks: (edge) =>
      !edge.fromTest &&
      srcLayers.has(edge.from) &&
      !sampleModule.test(edge.file) &&
      sampleModule.test(edge.target),
  },
  ...oneWayFeatures.map(([feature, dependent]) => ({
    name: `${dependent} depends on ${feature}, not back`,
    breaks: (edge: ImportEdge) =>
      !edge.fromTest && featureOf(edge.file) === feature && featureOf(edge.target) === dependent,
  })),
  {
    name: 'contract imports only contract and packages',
    breaks: only('contract', ['contract']),
  },
  {
    name: 'machines never import ui',
    breaks: (edge) => edge.from === 'machines' && edge.to === 'ui',
  },
  {
    name: 'machines import services for types only',
    breaks: (edge) => edge.from === 'machines' && edge.to === 'services' && !edge.typeOnly && !edge.fromTest,
  },
  {
    name: 'machines import only contract, navigation, services types and machines',
    breaks: only('machines', ['machines', 'contract', 'navigation', 'services']),
  },
  {
    name: 'services import only contract and packages',
    breaks: only('services', ['services', 'contract']),
  },
  {
    name: 'navigation imports only contract and navigation',
    breaks: only('navigation', ['navigation', 'contract']),
  },
  {
    name: 'i18n imports only contract and its locales',
    breaks: only('i18n', ['i18n', 'contract']),
  },
]

export interface Violation {
  edge: ImportEdge
  rule: string
}

/** Every .ts/.tsx file under the scanned folders, repository-relative, sorted. */
export function listSourceFiles(root: string): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (sourceFile.test(name)) files.push(path.relative(root, full).split(path.sep).join('/'))
    }
  }
  for (const folder of scannedFolders) {
    const dir = path.join(root, folder)
    if (existsSync(dir)) walk(dir)
  }
  return files
}

function edgeOf(file: string, found: FoundImport): ImportEdge {
  const relative = found.specifier.startsWith('.')
  const target = relative
    ? path.posix.normalize(path.posix.join(path.posix.dirname(file), found.specifier))
    : found.specifier
  return {
    file,
    line: found.line,
    target,
    from: layerOf(file),
    to: relative ? layerOf(target) : 'package',
    typeOnly: found.typeOnly,
    fromTest: testFile.test(file),
  }
}

/** The two features a production import joins, when it goes from one server feature to another. */
function featureEdge(edge: ImportEdge): [string, string] | undefined {
  const from = featureOf(edge.file)
  const to = featureOf(edge.target)
  return !edge.fromTest && from && to && from !== to ? [from, to] : undefined
}

/**
 * The imports by which server features import each other in a circle (a imports b, which imports a, directly
 * or through others), each with the way back; built from the imports no other rule refuses, so an import
 * reported the wrong way round is not reported again here.
 */
function featureCircles(edges: readonly ImportEdge[]): Violation[] {
  const graph = new Map<string, Set<string>>()
  for (const edge of edges) {
    const joined = featureEdge(edge)
    if (joined) graph.set(joined[0], (graph.get(joined[0]) ?? new Set()).add(joined[1]))
  }
  // The shortest chain of imports from `start` to `goal`, breadth first.
  const wayBack = (start: string, goal: string): string[] | undefined => {
    const previous = new Map<string, string>([[start, start]])
    const queue = [start]
    for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
      if (at === goal) {
        const way = [goal]
        while (way[0] !== start) way.unshift(previous.get(way[0]!)!)
        return way
      }
      for (const next of graph.get(at) ?? []) {
        if (previous.has(next)) continue
        previous.set(next, at)
        queue.push(next)
      }
    }
    return undefined
  }
  return edges.flatMap((edge) => {
    const joined = featureEdge(edge)
    const way = joined && wayBack(joined[1], joined[0])
    return way
      ? [
          {
            edge,
            rule: `server features never import each other in a circle: ${[joined[0], ...way].join(' → ')}`,
          },
        ]
      : []
  })
}

/** Checks every file under `root`; returns the violations sorted by file and line. */
export function checkLayers(root: string): { files: number; imports: number; violations: Violation[] } {
  const files = listSourceFiles(root)
  let imports = 0
  const violations: Violation[] = []
  const allowed: ImportEdge[] = []
  for (const file of files) {
    for (const found of findImports(readFileSync(path.join(root, file), 'utf8'))) {
      imports++
      const edge = edgeOf(file, found)
      const broken = rules.find((rule) => rule.breaks(edge))
      if (broken) violations.push({ edge, rule: broken.name })
      else allowed.push(edge)
    }
  }
  violations.push(...featureCircles(allowed))
  violations.sort((a, b) =>
    a.edge.file < b.edge.file ? -1 : a.edge.file > b.edge.file ? 1 : a.edge.line - b.edge.line,
  )
  return { files: files.length, imports, violations }
}

export interface TableUse {
  file: string
  line: number
  /** The table, or its schema binding, as the file names it. */
  name: string
  owner: string
}

/** A name as a module holds it: one of its own (`from` unset), or `name` of the module `from` (`*`: its namespace). */
interface NameRef {
  from?: string
  name: string
}

/** How a server module names what other modules export. */
interface ModuleNames {
  /** Each name an import clause (or an `export { … } from` clause) brings in, by the name the clause gives it. */
  taken: Map<string, NameRef>
  /** Each name it exports: `export { a as b }`, `export const b = a`, `export { a as b } from`, `export * as b from`. */
  exported: Map<string, NameRef>
  /** Every module whose every name it exports (`export * from`). */
  stars: string[]
}

/** What a name stands for, for the table check: a table's schema binding, or the namespace of a module. */
type Meaning = { binding: string } | { module: string } | undefined

/**
 * An import or re-export clause with its specifier (blank in `code`, group 7): a default import (`import a`)
 * in group 2, named ones (`{ b, c as d }`) in group 3, a star in group 4 with the namespace's name
 * (`import * as e`, `export * as f`) in group 5, or without it every name (`export *`).
 */
const moduleClause =
  /(?<![.\w$])(import|export)\s+(?:type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|(\*)(?:\s+as\s+([\w$]+))?)?\s*from\s*(['"])([^'"\n]*)\6/dg

/** A module's own names exported under a name: `export { a, b as c }` (without `from`). */
const exportList = /(?<![.\w$])export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from(?![\w$]))/g

/** A name exported as another, `export const b = a` or `export default a`, where the value is that name alone. */
const exportAlias =
  /(?<![.\w$])export\s+(?:default|(?:const|let|var)\s+([\w$]+)\s*(?::[^=;]+)?=)\s*([\w$]+)(?![\w$])(?!\s*[.([?!+\-*/%&|^<>=,`])/g

/** The parts of a `{ a, type b, c as d }` clause: `[name, local]`. */
const clauseParts = (clause: string) =>
  clause.split(',').flatMap((part) => {
    const [name, local] = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/)
    return name ? [[name, local ?? name] as const] : []
  })

/** The module a relative specifier of `file` names among `modules` (`./store`, `../db/schema.js`, `./lib`). */
function resolveModule(file: string, specifier: string, modules: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const target = path.posix
    .normalize(path.posix.join(path.posix.dirname(file), specifier))
    .replace(/\.js$/, '')
  return [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((module) => modules.has(module))
}

function moduleNames(file: string, source: string, code: string, modules: ReadonlySet<string>): ModuleNames {
  const taken = new Map<string, NameRef>()
  const exported = new Map<string, NameRef>()
  const stars: string[] = []
  for (const match of code.matchAll(moduleClause)) {
    const [, kind, defaultName, named, star, namespace] = match
    const [start, end] = match.indices![7]!
    const from = resolveModule(file, source.slice(start, end), modules)
    if (!from) continue
    const exporting = kind === 'export'
    if (defaultName && !exporting) taken.set(defaultName, { from, name: 'default' })
    for (const [name, local] of clauseParts(named ?? '')) {
      taken.set(local, { from, name })
      if (exporting) exported.set(local, { from, name })
    }
    if (star && namespace) (exporting ? exported : taken).set(namespace, { from, name: '*' })
    else if (star && exporting) stars.push(from)
  }
  for (const match of code.matchAll(exportList))
    for (const [name, local] of clauseParts(match[1]!)) exported.set(local, { name })
  for (const match of code.matchAll(exportAlias)) exported.set(match[1] ?? 'default', { name: match[2]! })
  return { taken, exported, stars }
}

/**
 * What the names of server modules stand for, followed through every re-export (`export { x } from`,
 * `export *`, `export { x }` of an imported name, `export const y = x`, `export default x`), so a table
 * binding a store passes on is the binding wherever it is taken.
 */
function nameResolver(modules: ReadonlyMap<string, ModuleNames>) {
  const bindings = new Set(tableOwners.map((entry) => entry.binding))
  const meanings = new Map<string, Meaning>()
  const meaningOf = (ref: NameRef, at: string): Meaning => {
    if (ref.from === undefined) {
      const taken = modules.get(at)?.taken.get(ref.name)
      return taken && meaningOf(taken, at)
    }
    return ref.name === '*' ? { module: ref.from } : exportOf(ref.from, ref.name)
  }
  const exportOf = (module: string, name: string): Meaning => {
    if (module === SCHEMA) return bindings.has(name) ? { binding: name } : undefined
    const key = `${module}\n${name}`
    if (meanings.has(key)) return meanings.get(key)
    meanings.set(key, undefined) // a circle of re-exports ends here
    const names = modules.get(module)
    const ref = names?.exported.get(name)
    let meaning = ref && meaningOf(ref, module)
    for (const star of names?.stars ?? []) meaning ??= name === 'default' ? undefined : exportOf(star, name)
    meanings.set(key, meaning)
    return meaning
  }
  const exportNames = (module: string, seen = new Set<string>()): Set<string> => {
    if (module === SCHEMA) return bindings
    const names = modules.get(module)
    if (!names || seen.has(module)) return new Set()
    seen.add(module)
    return new Set([...names.exported.keys(), ...names.stars.flatMap((star) => [...exportNames(star, seen)])])
  }
  /** The bindings a namespace of `module` holds, each with the names that lead to it (`schemaTables.users`). */
  const bindingsUnder = (module: string, depth = 0): [string[], string][] =>
    [...exportNames(module)].flatMap((name): [string[], string][] => {
      const meaning = exportOf(module, name)
      if (!meaning) return []
      if ('binding' in meaning) return [[[name], meaning.binding]]
      return depth < 2
        ? bindingsUnder(meaning.module, depth + 1).map(([trail, binding]) => [[name, ...trail], binding])
        : []
    })
  return { meaningOf, bindingsUnder }
}

const escaped = (name: string) => name.replace(/\$/g, '\\$')

/** SQL words a table's name follows: `from users`, `join "users"`, `update public.users`, `using users`. */
const tableKeyword = /\b(from|join|into|update|table|references|truncate|using)\s+/gi

/** Where SQL names a table: a table (its name in group 1), or a subquery, a function or a `${…}` in its place. */
const tableHead =
  /(?:lateral\s+)?(?:only\s+)?(?:if\s+(?:not\s+)?exists\s+)?(?:\((?:[^()]|\([^()]*\))*\)|\$\{[^{}]*\}|(?:"?public"?\.)?"?([\w$]+)(?![\w$:])"?)/diy

/** What follows a table of a `from` or `using` list up to the comma before the next: arguments, an alias. */
const tableTail =
  /(?:\s*\((?:[^()]|\([^()]*\))*\))?(?:\s+(?:as\s+)?(?!(?:where|join|inner|left|right|full|cross|natural|on|using|group|order|limit|offset|having|window|returning|set|union|intersect|except|for|fetch|tablesample|values|select|lateral)(?![\w$]))"?[\w$]+"?(?:\s*\([^()]*\))?)?\s*,\s*/iy

/** Each place `text` names a table in SQL: after a word of SQL, and every table of a comma-separated list. */
function sqlTableNames(text: string): { name: string; at: number }[] {
  const names: { name: string; at: number }[] = []
  for (const keyword of text.matchAll(tableKeyword)) {
    const list = /^(?:from|using)$/i.test(keyword[1]!)
    tableHead.lastIndex = keyword.index + keyword[0].length
    for (let head = tableHead.exec(text); head; head = tableHead.exec(text)) {
      if (head[1] !== undefined) names.push({ name: head[1], at: head.indices![1]![0] })
      tableTail.lastIndex = tableHead.lastIndex
      if (!list || !tableTail.exec(text)) break
      tableHead.lastIndex = tableTail.lastIndex
    }
  }
  return names
}

/**
 * Server production code that names a table another folder owns: in code, a schema binding it imports, from
 * the schema or from any module that re-exports it (and every line that uses it); in string or template text,
 * the table's name where SQL names a table (each table of `from a, b`). Comments may speak of either; an
 * identifier of the same name that is not the schema's binding (a function `errorReports`, a route
 * `api.documentVersions`) and text that is not SQL (a path `/v1/organizations`, an import specifier, an audit
 * action `error_reports.purge`) are not the table. Sorted by file and line.
 */
export function checkTableOwners(root: string): TableUse[] {
  const files = listSourceFiles(root).filter((file) => file.startsWith('server/') && !testFile.test(file))
  const modules = new Set(files)
  const read = new Map(
    files.map((file) => {
      const source = readFileSync(path.join(root, file), 'utf8')
      const code = blankNonCode(source)
      return [file, { source, code, names: moduleNames(file, source, code, modules) }] as const
    }),
  )
  const { meaningOf, bindingsUnder } = nameResolver(
    new Map([...read].map(([file, { names }]) => [file, names])),
  )
  const ownerOfBinding = new Map(tableOwners.map((entry) => [entry.binding, entry.owner]))
  const ownerOfTable = new Map(tableOwners.map((entry) => [entry.table, entry.owner]))
  const uses: (TableUse & { at: number })[] = []
  for (const [file, { source, code, names }] of read) {
    if (file === SCHEMA) continue
    const here = ownerOf(file)
    const lineOf = (at: number) => code.slice(0, at).split('\n').length
    const found = new Set<string>()
    const use = (at: number, name: string, owner: string) => {
      const line = lineOf(at)
      if (found.has(`${line} ${name}`)) return
      found.add(`${line} ${name}`)
      uses.push({ file, line, name, owner, at })
    }
    // In code: each name standing for a binding, and each namespace's path to one (`schema.users`).
    const words: [string, string][] = []
    for (const [local, ref] of names.taken) {
      const meaning = meaningOf(ref, file)
      if (!meaning) continue
      if ('module' in meaning) {
        for (const [trail, binding] of bindingsUnder(meaning.module))
          words.push([[local, ...trail].map(escaped).join('\\s*\\.\\s*'), binding])
        continue
      }
      words.push([escaped(local), meaning.binding])
      // The clause names what it takes, also when it gives it another local name.
      if (ref.name !== local) words.push([`${escaped(ref.name)}(?=\\s+as\\s)`, meaning.binding])
    }
    for (const [word, binding] of words) {
      const owner = ownerOfBinding.get(binding)!
      if (owner === here) continue
      for (const match of code.matchAll(new RegExp(`(?<![\\w$.])${word}(?![\\w$])`, 'g')))
        use(match.index, binding, owner)
    }
    // In text: where the code alone is blank, where SQL names a table.
    for (const { name, at } of sqlTableNames(blankNonCode(source, { keepText: true }))) {
      const owner = ownerOfTable.get(name)
      if (owner && owner !== here && code[at] === ' ') use(at, name, owner)
    }
  }
  return uses
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.at - b.at))
    .map(({ at: _at, ...use }) => use)
}

/** The tables `server/db/schema.ts` defines (`pgTable('name', …)`) that have no owner in `tableOwners`. */
export function checkUnownedTables(root: string): string[] {
  const schema = path.join(root, SCHEMA)
  if (!existsSync(schema)) return []
  const defined = [...readFileSync(schema, 'utf8').matchAll(/\bpgTable\(\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  )
  return defined.filter((table) => !tableOwners.some((entry) => entry.table === table)).sort()
}

/** `file:line  names  table  (owner)` */
export function formatTableUse({ file, line, name, owner }: TableUse): string {
  return `${file}:${line}  names  ${name}  (a table of ${owner}: call its store)`
}

/** The repository's map of what is built, kept true by this check. */
export const MAP = 'docs/architecture.md'

/** Folders that are not the repository's own code or documents. */
const notMapped = new Set(['node_modules', 'dist', 'data', 'coverage'])

/** A backticked name the map gives as a path: with a slash, not an address, a placeholder or a glob. */
const mappedPath = /^(?!\/|\.\.)(?!.*(?:[<>*{}:…]|\s))[\w.@-]+(?:\/[\w.@-]+)*\/?$/

/** Every file and folder of the repository, relative, for the map's paths to be looked up in. */
function listRepositoryPaths(root: string): string[] {
  const paths: string[] = []
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.') || notMapped.has(name)) continue
      const relative = prefix ? `${prefix}/${name}` : name
      paths.push(relative)
      if (statSync(path.join(dir, name)).isDirectory()) walk(path.join(dir, name), relative)
    }
  }
  walk(root, '')
  return paths
}

/**
 * The paths `docs/architecture.md` names in backticks (`src/ui/research/`, `features/research/messages.ts`)
 * that no file or folder of the repository is, or ends with: a renamed or deleted part the map still shows.
 */
export function checkMap(root: string): { named: number; missing: string[] } {
  const map = path.join(root, MAP)
  if (!existsSync(map)) return { named: 0, missing: [] }
  const named = [...readFileSync(map, 'utf8').matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1]!)
    .filter((name) => name.includes('/') && mappedPath.test(name))
  const paths = listRepositoryPaths(root)
  const there = (name: string) => {
    const wanted = name.replace(/\/$/, '')
    return paths.some((candidate) => candidate === wanted || candidate.endsWith(`/${wanted}`))
  }
  const missing = [...new Set(named.filter((name) => !there(name)))].sort()
  return { named: new Set(named).size, missing }
}

/** `file:line  imports  target  (rule)` */
export function formatViolation({ edge, rule }: Violation): string {
  return `${edge.file}:${edge.line}  imports  ${edge.target}  (${rule})`
}

function main(argv: readonly string[]): number {
  const rootOption = onlyOption(argv, '--root')
  if (rootOption === null) {
    console.error('Usage: tsx scripts/check-layers.ts [--root <dir>]')
    return 2
  }
  const root = path.resolve(rootOption ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'))
  const { files, imports, violations } = checkLayers(root)
  for (const violation of violations) console.error(formatViolation(violation))
  if (violations.length) {
    console.error(
      `${violations.length} import(s) break the layers of ARCHITECTURE.md: move the code to the layer that may use it.`,
    )
  }
  const tableUses = checkTableOwners(root)
  for (const use of tableUses) console.error(formatTableUse(use))
  if (tableUses.length) {
    console.error(
      `${tableUses.length} line(s) use a table another feature owns: query it in the owner's store and call that.`,
    )
  }
  const unowned = checkUnownedTables(root)
  for (const table of unowned) console.error(`${SCHEMA}  defines  ${table}  (no owner in tableOwners)`)
  if (unowned.length) {
    console.error(
      `${unowned.length} table(s) have no owning store: add each to tableOwners in scripts/check-layers.ts.`,
    )
  }
  if (violations.length || tableUses.length || unowned.length) return 1
  const map = checkMap(root)
  for (const name of map.missing) console.error(`${MAP}  names  ${name}  (not in the repository)`)
  if (map.missing.length) {
    console.error(`${map.missing.length} path(s) in ${MAP} are gone: say where that part lives now.`)
    return 1
  }
  console.log(
    `check-layers: ${files} files, ${imports} imports, layers and table owners respected; ${MAP} names ${map.named} paths, all there`,
  )
  return 0
}

if (isEntry(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
