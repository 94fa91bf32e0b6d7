// Which screens use which machine, for the statecharts index: the imports of every route module in
// src/ui/routes/ (static and lazy) and the imports of src/main.tsx but its routes, the shell every screen
// runs in, followed transitively.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { compareText } from './machine-graph'

/** The shell: what src/main.tsx loads statically runs on every screen. */
export const SHELL = 'every screen (app shell)'

const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/** Relative module specifiers a file imports at run time (`import type` is erased, so left out). */
export function runtimeImports(source: string, options: { dynamic: boolean }): string[] {
  const specifiers: string[] = []
  const statement = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm
  for (const match of source.matchAll(statement)) if (!match[2]) specifiers.push(match[3]!)
  if (options.dynamic) {
    for (const match of source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)) specifiers.push(match[1]!)
  }
  return specifiers
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier)
  for (const extension of extensions) {
    const candidate = base + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/** Every file `entry` loads, itself included: statically, and lazily too where `followsLazy` says so. */
function closure(
  entry: string,
  followsLazy: (file: string) => boolean,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(entry) || !/\.tsx?$/.test(entry)) return seen
  seen.add(entry)
  const source = readFileSync(entry, 'utf8')
  const eager = new Set(runtimeImports(source, { dynamic: false }))
  for (const specifier of runtimeImports(source, { dynamic: true })) {
    const file = resolve(entry, specifier)
    if (file && (eager.has(specifier) || followsLazy(file))) closure(file, followsLazy, seen)
  }
  return seen
}

/**
 * For each machine folder (`src/machines/<flow>`, repository-relative), the route names whose screens load
 * it, or SHELL when the app shell does.
 */
export function screensByMachineFolder(root: string): Map<string, string[]> {
  const routesDir = path.join(root, 'src', 'ui', 'routes')
  const entries: [string, string][] = [[SHELL, path.join(root, 'src', 'main.tsx')]]
  if (existsSync(routesDir)) {
    for (const name of readdirSync(routesDir).sort(compareText)) {
      if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        entries.push([name.replace(/\.tsx?$/, ''), path.join(routesDir, name)])
      }
    }
  }
  const machinesDir = `${path.join(root, 'src', 'machines')}${path.sep}`
  const screens = new Map<string, string[]>()
  for (const [screen, entry] of entries) {
    if (!existsSync(entry)) continue
    const folders = new Set<string>()
    // The shell's lazy imports of routes are the screens themselves, its other lazy imports (the mobile-mode
    // follower) still run in the shell; a route's lazy imports are parts of its screen.
    const followsLazy = screen === SHELL ? (file: string) => !file.startsWith(routesDir) : () => true
    for (const file of closure(entry, followsLazy)) {
      if (!file.startsWith(machinesDir)) continue
      const folder = path.relative(root, path.dirname(file)).split(path.sep).join('/')
      folders.add(folder)
    }
    for (const folder of folders) screens.set(folder, [...(screens.get(folder) ?? []), screen])
  }
  return screens
}
