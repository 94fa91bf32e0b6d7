import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

// Gzip size of the JavaScript the login route loads, and of the largest chunk. Target: ≤ 120 KB for login.
interface ManifestEntry {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

const dist = 'dist'
const manifestFile = join(dist, '.vite', 'manifest.json')
if (!existsSync(manifestFile)) execSync('npx vite build', { stdio: 'inherit' })
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Every chunk a key loads statically (its own file and its static imports, transitively). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen)
  return seen
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
const loginKey = Object.keys(manifest).find((k) => /ui\/routes\/login/.test(k))
if (!entry) throw new Error('no entry chunk in the Vite manifest')
const keys = staticClosure(entry)
if (loginKey) staticClosure(loginKey, keys)
// The interface language is downloaded before the first paint: count the default one (pt) with the route,
// its first part (locales/pt.json); locales/later/pt.json comes once the first screen has settled.
const defaultLocale = Object.keys(manifest).find((k) => /i18n\/locales\/pt\.json$/.test(k))
if (defaultLocale) keys.add(defaultLocale)
const loginBytes = [...keys].reduce((sum, k) => sum + gz(manifest[k]!.file), 0)
/** Libraries that must load only when used, and whether the login route's JavaScript holds them. */
const lazy = {
  jspdf: /jspdf/,
  'react-markdown': /react-markdown|markdown/,
  research: /trials|research|screening/,
}
for (const [name, pattern] of Object.entries(lazy)) {
  const inLogin = [...keys].some((k) => pattern.test(k) || pattern.test(manifest[k]!.file))
  console.log(`${name} in the login route: ${inLogin ? 'YES (should load only when used)' : 'no'}`)
}
const chunks = Object.values(manifest)
  .filter((e) => e.file.endsWith('.js'))
  .map((e) => ({ file: e.file, bytes: gz(e.file) }))
  .sort((a, b) => b.bytes - a.bytes)

console.log(
  `login route JavaScript (gzip): ${kb(loginBytes)}  target ≤ 120 KB  ${loginBytes <= 120 * 1024 ? 'met' : 'MISSED'}`,
)
// The router comes once the sign-in screen is up (it takes over on the first move): not in the figure above.
const routingKey = Object.keys(manifest).find((k) => /ui\/routing\.tsx$/.test(k))
if (routingKey) {
  const later = [...staticClosure(routingKey)].filter((k) => !keys.has(k))
  const laterBytes = later.reduce((sum, k) => sum + gz(manifest[k]!.file), 0)
  console.log(`then, once the login screen is up, the router (gzip): ${kb(laterBytes)}`)
}
console.log("what the login route loads, by package (gzip of each one's code, from the source maps):")
for (const [name, bytes] of [...loginPackages(keys)].sort((x, y) => y[1] - x[1]).slice(0, 8)) {
  console.log(`  ${name.padEnd(28)} ${kb(bytes).padStart(9)}`)
}
console.log(`largest chunk (gzip): ${chunks[0]?.file} ${kb(chunks[0]?.bytes ?? 0)}`)
console.log(`chunks: ${chunks.length}, all JavaScript (gzip): ${kb(chunks.reduce((s, c) => s + c.bytes, 0))}`)

/** The login route's code by package (node_modules/<package>, or 'our code'), gzipped package by package. */
function loginPackages(chunkKeys: Set<string>): Map<string, number> {
  const code = new Map<string, string[]>()
  for (const key of chunkKeys) {
    const file = join(dist, manifest[key]!.file)
    if (!existsSync(`${file}.map`)) continue
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string }
    const lines = readFileSync(file, 'utf8').split('\n')
    let source = 0
    map.mappings.split(';').forEach((segments, line) => {
      let column = 0
      const starts = segments
        .split(',')
        .filter(Boolean)
        .map((segment) => {
          const [columnDelta, sourceDelta] = decodeVlq(segment)
          column += columnDelta ?? 0
          if (sourceDelta !== undefined) source += sourceDelta
          return { column, source: sourceDelta === undefined ? undefined : source }
        })
      starts.forEach((start, i) => {
        if (start.source === undefined) return
        const text = lines[line]!.slice(start.column, starts[i + 1]?.column ?? lines[line]!.length)
        const name = packageOf(map.sources[start.source] ?? '')
        code.set(name, [...(code.get(name) ?? []), text])
      })
    })
  }
  return new Map([...code].map(([name, parts]) => [name, gzipSync(parts.join('')).length]))
}

function packageOf(source: string): string {
  const inModules = source.split('node_modules/').at(-1)!
  if (inModules === source) return 'our code'
  const parts = inModules.split('/')
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
}

/** One source-map segment's fields (base64 VLQ, deltas). */
function decodeVlq(segment: string): number[] {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = digits.indexOf(char)
    value += (digit & 31) << shift
    if (digit & 32) shift += 5
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1)
      value = 0
      shift = 0
    }
  }
  return values
}
