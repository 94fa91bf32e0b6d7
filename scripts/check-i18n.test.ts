import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { checkLocaleParts, checkLocales, formatProblem, placeholders } from './check-i18n'

const temporary: string[] = []

function localesDir(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'escriba-i18n-'))
  temporary.push(dir)
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(
      path.join(dir, name),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    )
  }
  return dir
}

afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const pt = {
  app: { name: 'Escriba', greeting: 'Olá, {{name}}' },
  notes: { count_one: '{{count}} nota', count_many: '{{count}} de notas', count_other: '{{count}} notas' },
  routes: { reset_password: { title: 'Redefinir palavra-passe' } },
}
const en = {
  app: { name: 'Escriba', greeting: 'Hello, {{name}}' },
  notes: { count_one: 'one note', count_other: '{{count}} notes' },
  routes: { reset_password: { title: 'Reset password' } },
}
const de = {
  app: { name: 'Escriba', greeting: 'Hallo, {{name}}' },
  notes: { count_one: '{{count}} Notiz', count_other: '{{count}} Notizen' },
  routes: { reset_password: { title: 'Passwort zurücksetzen' } },
}
const es = {
  app: { name: 'Escriba', greeting: 'Hola, {{name}}' },
  notes: { count_one: '{{count}} nota', count_many: '{{count}} de notas', count_other: '{{count}} notas' },
  routes: { reset_password: { title: 'Restablecer contraseña' } },
}

describe('check-i18n', () => {
  it('reads placeholders the way i18next writes them', () => {
    expect(placeholders('{{name}} has {{- html}} and {{date, datetime}} and {{ name }}')).toEqual([
      'date',
      'html',
      'name',
    ])
  })

  it('accepts locales that agree, plural forms following each language', () => {
    const result = checkLocales(localesDir({ 'pt.json': pt, 'en.json': en, 'de.json': de, 'es.json': es }))
    expect(result.problems).toEqual([])
    expect(result.languages).toEqual(['pt', 'de', 'en', 'es'])
  })

  it('lists missing, empty, extra and mismatched keys and missing files', () => {
    const dir = localesDir({
      'pt.json': pt,
      'en.json': {
        app: { name: '  ', greeting: 'Hello, {{user}}' },
        notes: { count_one: 'one note', count_many: 'many notes', count_other: '{{count}} notes' },
        routes: { reset_password: {} },
        leftover: 'Old text',
      },
      'de.json': { ...de, notes: { count_one: '{{count}} Notiz' } },
    })
    const lines = checkLocales(dir).problems.map(formatProblem)
    expect(lines).toEqual([
      'de.json  missing  notes.count_other',
      'en.json  empty  app.name',
      'en.json  placeholders  app.greeting  (has {{user}}, pt has {{name}})',
      'en.json  missing  routes.reset_password.title',
      'en.json  extra  notes.count_many  (en has no "many" plural form)',
      'en.json  extra  leftover',
      'es.json  missing file',
    ])
  })

  it('checks the later part like the first, and finds a key in both parts', () => {
    const split = <T extends { notes: unknown }>(messages: T) => {
      const { notes, ...firstPart } = messages
      return { firstPart, laterPart: { notes } }
    }
    const files: Record<string, unknown> = {}
    for (const [language, messages] of Object.entries({ pt, en, de, es })) {
      const { firstPart, laterPart } = split(messages)
      files[`${language}.json`] = firstPart
      files[`later/${language}.json`] = laterPart
    }
    const agreeing = checkLocaleParts(localesDir(files))
    expect(agreeing.problems).toEqual([])
    expect(agreeing.keys).toBe(checkLocales(localesDir({ 'pt.json': pt })).keys)

    files['later/es.json'] = { notes: { count_one: '{{count}} nota' } }
    files['de.json'] = { ...(files['de.json'] as object), notes: de.notes }
    expect(checkLocaleParts(localesDir(files)).problems.map(formatProblem)).toEqual([
      'de.json  extra  notes.count_one',
      'de.json  extra  notes.count_other',
      'later/es.json  missing  notes.count_other',
      'de.json  in both parts  notes  (and later/de.json)',
    ])
  })

  it('exits 1 from the command line with the list', () => {
    const dir = localesDir({
      'pt.json': pt,
      'en.json': en,
      'de.json': de,
      'es.json': { ...es, app: { name: 'Escriba' } },
    })
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-i18n.ts')
    const run = spawnSync(process.execPath, ['--import', 'tsx', script, '--dir', dir], { encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('es.json  missing  app.greeting')
    expect(run.stderr).toContain('1 problem(s)')

    const fine = localesDir({ 'pt.json': pt, 'en.json': en, 'de.json': de, 'es.json': es })
    const ok = spawnSync(process.execPath, ['--import', 'tsx', script, '--dir', fine], { encoding: 'utf8' })
    expect(ok.status).toBe(0)
    expect(ok.stdout).toContain('agree on')
  })

  it('reports a reference that is missing or not JSON', () => {
    expect(checkLocales(localesDir({ 'en.json': en })).problems.map(formatProblem)).toEqual([
      'pt.json  missing file',
    ])
    const broken = checkLocales(localesDir({ 'pt.json': '{ "app": ' })).problems
    expect(broken).toHaveLength(1)
    expect(broken[0]!.kind).toBe('invalid')
  })
})
