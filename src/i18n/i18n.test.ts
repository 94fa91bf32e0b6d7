import { describe, expect, it } from 'vitest'
import { ROUTE_NAMES } from '../navigation/route-table'
import { createI18n, LOCALES } from './i18n'

type Messages = { [key: string]: string | Messages }

/** Every dotted key of a locale file with its text. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') entries.set(path, value)
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text)
  }
  return entries
}

const reference = flatten(LOCALES.pt)

describe('locales', () => {
  it.each(['en', 'de', 'es'] as const)('%s has exactly the keys of pt, none empty', (language) => {
    const messages = flatten(LOCALES[language])
    expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort())
    for (const [key, text] of messages) expect(text.trim(), key).not.toBe('')
  })

  it('translates rather than copies pt', () => {
    for (const language of ['en', 'de', 'es'] as const) {
      const messages = flatten(LOCALES[language])
      expect(messages.get('session.expired.title')).not.toBe(reference.get('session.expired.title'))
      expect(messages.get('routes.settings.title')).not.toBe(reference.get('routes.settings.title'))
    }
  })

  it('has a title for every route', () => {
    for (const name of ROUTE_NAMES) expect(reference.has(`routes.${name}.title`), name).toBe(true)
  })

  it('speaks European Portuguese by default with the spec texts', () => {
    const i18n = createI18n('pt')
    expect(i18n.language).toBe('pt')
    expect(i18n.t('session.expired.title')).toBe('A sua sessão expirou')
    expect(i18n.t('dialog.confirm')).toBe('Confirmar')
    expect(i18n.t('dialog.cancel')).toBe('Cancelar')
  })

  it('starts in the chosen language', () => {
    expect(createI18n('de').t('dialog.cancel')).toBe('Abbrechen')
    expect(createI18n('en').t('session.expired.title')).toBe('Your session has expired')
  })
})
