#!/usr/bin/env node
// Git merge driver for the locale files (src/i18n/locales/*.json): several branches add keys to the same
// file at once, and a line merge then conflicts where two branches appended beside each other. Tries the
// line merge first; when that conflicts, merges the three JSON trees key by key and fails only when both
// sides changed the same key differently. Set up with:
//   git config merge.locale-json.driver 'node scripts/merge-locale.mjs %O %A %B'
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const [basePath, oursPath, theirsPath] = process.argv.slice(2)
const lineMerged = path.join(mkdtempSync(path.join(tmpdir(), 'escriba-locale-')), 'merged.json')
copyFileSync(oursPath, lineMerged)
try {
  execFileSync('git', ['merge-file', '-q', lineMerged, basePath, theirsPath])
  copyFileSync(lineMerged, oursPath)
  process.exit(0)
} catch {
  // The lines conflict: merge the JSON trees instead.
}
const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return {}
  }
}
const base = read(basePath)
const theirs = read(theirsPath)
const ours = read(oursPath)
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)
const conflicts = []

function merge(b, o, t, where) {
  if (same(o, t)) return o
  if (same(b, o)) return t
  if (same(b, t)) return o
  if (isObject(o) && isObject(t)) {
    const result = {}
    const keys = [...Object.keys(o), ...Object.keys(t).filter((key) => !(key in o))]
    for (const key of keys) {
      const merged = merge(isObject(b) ? b[key] : undefined, o[key], t[key], `${where}.${key}`)
      if (merged !== undefined) result[key] = merged
    }
    return result
  }
  conflicts.push(where)
  return o
}

const result = merge(base, ours, theirs, '')
writeFileSync(oursPath, `${JSON.stringify(result, null, 2)}\n`)
if (conflicts.length > 0) {
  console.error(`locale keys changed on both sides: ${conflicts.join(', ')}`)
  process.exit(1)
}
