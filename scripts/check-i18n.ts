// Every locale says everything pt.json says (pt is the reference): same keys, nothing empty, nothing
// extra, the same {{placeholders}}. Plural keys (`_one`, `_other`, …) follow each language's own rules.
//
// The messages come in two parts, each checked so: <language>.json (the shell and the sign-in screens,
// downloaded first) and later/<language>.json (the rest); a top-level key lives in one part only.
//
//   npx tsx scripts/check-i18n.ts                 check src/i18n/locales and src/i18n/locales/later
//   npx tsx scripts/check-i18n.ts --dir <dir>     check another folder of <language>.json files (and its later/)
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isEntry, onlyOption } from './lib/command-line'

export const referenceLanguage = 'pt'
export const requiredLanguages = ['en', 'de', 'es'] as const

export type ProblemKind =
  | 'missing file'
  | 'invalid'
  | 'missing'
  | 'empty'
  | 'not text'
  | 'extra'
  | 'placeholders'
  | 'in both parts'

export interface Problem {
  file: string
  kind: ProblemKind
  key: string
  detail?: string
}

const pluralSuffixes = ['zero', 'one', 'two', 'few', 'many', 'other'] as const
type PluralSuffix = (typeof pluralSuffixes)[number]
const pluralKey = new RegExp(`^(.*)_(${pluralSuffixes.join('|')})$`)

/** Dotted key → leaf value; arrays are indexed (`steps.0`). */
export function flatten(
  value: unknown,
  prefix = '',
  into = new Map<string, unknown>(),
): Map<string, unknown> {
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into)
  } else {
    into.set(prefix, value)
  }
  return into
}

/** Names of the `{{name}}` placeholders of a text (`{{- name}}` and `{{name, format}}` included). */
export function placeholders(text: string): string[] {
  const names = new Set<string>()
  for (const match of text.matchAll(/\{\{\s*-?\s*([^}\s,]+)[^}]*\}\}/g)) names.add(match[1]!)
  return [...names].sort()
}

function pluralCategories(language: string): Set<string> {
  try {
    return new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories)
  } catch {
    return new Set(['one', 'other'])
  }
}

/** Plural groups of the reference: base key → suffixes present (a group exists when `base_other` does). */
function pluralGroups(keys: Iterable<string>): Map<string, Set<PluralSuffix>> {
  const all = new Set(keys)
  const groups = new Map<string, Set<PluralSuffix>>()
  for (const key of all) {
    const match = pluralKey.exec(key)
    if (!match || !all.has(`${match[1]}_other`)) continue
    const suffixes = groups.get(match[1]!) ?? new Set<PluralSuffix>()
    suffixes.add(match[2] as PluralSuffix)
    groups.set(match[1]!, suffixes)
  }
  return groups
}

function show(names: readonly string[]): string {
  return names.length ? names.map((name) => `{{${name}}}`).join(' ') : 'none'
}

function textProblem(file: string, key: string, value: unknown): Problem | undefined {
  if (typeof value !== 'string') return { file, kind: 'not text', key, detail: JSON.stringify(value) }
  if (value.trim() === '') return { file, kind: 'empty', key }
  return undefined
}

/** Compares one locale with the reference. */
export function compareLocale(
  file: string,
  language: string,
  reference: ReadonlyMap<string, unknown>,
  locale: ReadonlyMap<string, unknown>,
): Problem[] {
  const problems: Problem[] = []
  const groups = pluralGroups(reference.keys())
  const categories = pluralCategories(language)
  const inGroup = (key: string) => {
    const match = pluralKey.exec(key)
    return match && groups.has(match[1]!) ? { base: match[1]!, suffix: match[2] as PluralSuffix } : undefined
  }
  const groupPlaceholders = (map: ReadonlyMap<string, unknown>, base: string) =>
    new Set(pluralSuffixes.flatMap((suffix) => placeholders(String(map.get(`${base}_${suffix}`) ?? ''))))

  for (const [key, value] of reference) {
    if (inGroup(key)) continue
    if (!locale.has(key)) {
      problems.push({ file, kind: 'missing', key })
      continue
    }
    const localValue = locale.get(key)
    const problem = textProblem(file, key, localValue)
    if (problem) {
      problems.push(problem)
      continue
    }
    const expected = placeholders(String(value))
    const actual = placeholders(String(localValue))
    if (expected.join() !== actual.join()) {
      problems.push({
        file,
        kind: 'placeholders',
        key,
        detail: `has ${show(actual)}, pt has ${show(expected)}`,
      })
    }
  }

  for (const [base, suffixes] of groups) {
    const required = new Set<string>(['other'])
    if (suffixes.has('one') && categories.has('one')) required.add('one')
    if (suffixes.has('zero')) required.add('zero')
    const known = groupPlaceholders(reference, base)
    for (const suffix of required) {
      if (!locale.has(`${base}_${suffix}`)) problems.push({ file, kind: 'missing', key: `${base}_${suffix}` })
    }
    for (const suffix of pluralSuffixes) {
      const key = `${base}_${suffix}`
      if (!locale.has(key)) continue
      if (!categories.has(suffix) && suffix !== 'zero') {
        problems.push({ file, kind: 'extra', key, detail: `${language} has no "${suffix}" plural form` })
        continue
      }
      const problem = textProblem(file, key, locale.get(key))
      if (problem) {
        problems.push(problem)
        continue
      }
      const unknown = placeholders(String(locale.get(key))).filter(
        (name) => !known.has(name) && name !== 'count',
      )
      if (unknown.length) {
        problems.push({ file, kind: 'placeholders', key, detail: `has ${show(unknown)}, unknown to pt` })
      }
    }
    const used = groupPlaceholders(locale, base)
    const lost = [...known].filter((name) => name !== 'count' && !used.has(name)).sort()
    if (lost.length) {
      problems.push({
        file,
        kind: 'placeholders',
        key: `${base}_*`,
        detail: `never uses ${show(lost)}, pt does`,
      })
    }
  }

  for (const key of locale.keys()) {
    if (!reference.has(key) && !inGroup(key)) problems.push({ file, kind: 'extra', key })
  }
  return problems
}

function readLocale(dir: string, file: string): Map<string, unknown> | Problem {
  try {
    return flatten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
  } catch (error) {
    return { file, kind: 'invalid', key: '', detail: error instanceof Error ? error.message : String(error) }
  }
}

/** Checks every `<language>.json` of `dir` against `pt.json`. */
export function checkLocales(dir: string): { languages: string[]; keys: number; problems: Problem[] } {
  const referenceFile = `${referenceLanguage}.json`
  if (!existsSync(path.join(dir, referenceFile))) {
    return { languages: [], keys: 0, problems: [{ file: referenceFile, kind: 'missing file', key: '' }] }
  }
  const reference = readLocale(dir, referenceFile)
  if (!(reference instanceof Map)) return { languages: [], keys: 0, problems: [reference] }
  const problems: Problem[] = []
  for (const [key, value] of reference) {
    const problem = textProblem(referenceFile, key, value)
    if (problem) problems.push(problem)
  }
  const present = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== referenceFile)
    .map((name) => name.slice(0, -'.json'.length))
  const languages = [...new Set([...requiredLanguages, ...present])].sort()
  for (const language of languages) {
    const file = `${language}.json`
    if (!present.includes(language)) {
      problems.push({ file, kind: 'missing file', key: '' })
      continue
    }
    const locale = readLocale(dir, file)
    if (!(locale instanceof Map)) problems.push(locale)
    else problems.push(...compareLocale(file, language, reference, locale))
  }
  return { languages: [referenceLanguage, ...languages], keys: reference.size, problems }
}

/** The folder, inside the locales folder, of the messages loaded after the first screen. */
export const laterFolder = 'later'

function topLevelKeys(file: string): string[] {
  try {
    const messages: unknown = JSON.parse(readFileSync(file, 'utf8'))
    return typeof messages === 'object' && messages !== null ? Object.keys(messages) : []
  } catch {
    return []
  }
}

/**
 * Checks both parts of the messages: `dir` and `dir/later` each as checkLocales does, and that no
 * top-level key of a language is in both its parts (i18n.ts and the app merge them).
 */
export function checkLocaleParts(dir: string): { languages: string[]; keys: number; problems: Problem[] } {
  const firstPart = checkLocales(dir)
  const laterDir = path.join(dir, laterFolder)
  if (!existsSync(laterDir)) return firstPart
  const laterPart = checkLocales(laterDir)
  const problems = [
    ...firstPart.problems,
    ...laterPart.problems.map((problem) => ({ ...problem, file: `${laterFolder}/${problem.file}` })),
  ]
  for (const language of new Set([...firstPart.languages, ...laterPart.languages])) {
    const file = `${language}.json`
    const inLater = new Set(topLevelKeys(path.join(laterDir, file)))
    for (const key of topLevelKeys(path.join(dir, file))) {
      if (inLater.has(key))
        problems.push({ file, kind: 'in both parts', key, detail: `and ${laterFolder}/${file}` })
    }
  }
  const languages = [...new Set([...firstPart.languages, ...laterPart.languages])]
  return { languages, keys: firstPart.keys + laterPart.keys, problems }
}

/** `en.json  missing  routes.home.title` */
export function formatProblem(problem: Problem): string {
  const key = problem.key ? `  ${problem.key}` : ''
  const detail = problem.detail ? `  (${problem.detail})` : ''
  return `${problem.file}  ${problem.kind}${key}${detail}`
}

function main(argv: readonly string[]): number {
  const dirOption = onlyOption(argv, '--dir')
  if (dirOption === null) {
    console.error('Usage: tsx scripts/check-i18n.ts [--dir <locales folder>]')
    return 2
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const dir = dirOption ? path.resolve(dirOption) : path.join(root, 'src', 'i18n', 'locales')
  const { languages, keys, problems } = checkLocaleParts(dir)
  for (const problem of problems) console.error(formatProblem(problem))
  if (problems.length) {
    console.error(
      `${problems.length} problem(s) in ${path.relative(process.cwd(), dir) || dir}: every locale needs exactly ` +
        "pt.json's keys, none empty, with the same {{placeholders}}.",
    )
    return 1
  }
  console.log(`check-i18n: ${languages.join(', ')} agree on ${keys} keys`)
  return 0
}

if (isEntry(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2))
}
