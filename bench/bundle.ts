import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

// Gzip size of the JavaScript the login route loads, and of the largest chunk. Target: ≤ 150 KB for login.
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
  `login route JavaScript (gzip): ${kb(loginBytes)}  target ≤ 150 KB  ${loginBytes <= 150 * 1024 ? 'met' : 'MISSED'}`,
)
console.log(`largest chunk (gzip): ${chunks[0]?.file} ${kb(chunks[0]?.bytes ?? 0)}`)
console.log(`chunks: ${chunks.length}, all JavaScript (gzip): ${kb(chunks.reduce((s, c) => s + c.bytes, 0))}`)
