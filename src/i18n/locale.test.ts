import { describe, expect, it } from 'vitest'
import { pickLocale } from './locale'

describe('start-up locale', () => {
  it('uses the saved locale when it is supported', () => {
    expect(pickLocale({ stored: 'de', browserLanguage: 'en-GB' })).toBe('de')
    expect(pickLocale({ stored: 'es', browserLanguage: null })).toBe('es')
  })

  it('ignores a saved locale Escriba does not speak and uses the browser language', () => {
    expect(pickLocale({ stored: 'fr', browserLanguage: 'en-GB' })).toBe('en')
    expect(pickLocale({ stored: '', browserLanguage: 'es' })).toBe('es')
  })

  it("uses the browser language's primary subtag", () => {
    expect(pickLocale({ stored: null, browserLanguage: 'en-GB' })).toBe('en')
    expect(pickLocale({ stored: null, browserLanguage: 'de-AT' })).toBe('de')
    expect(pickLocale({ stored: null, browserLanguage: 'PT-br' })).toBe('pt')
  })

  it('falls back to pt when neither is supported', () => {
    expect(pickLocale({ stored: null, browserLanguage: 'fr-FR' })).toBe('pt')
    expect(pickLocale({ stored: undefined, browserLanguage: undefined })).toBe('pt')
    expect(pickLocale({ stored: 'xx', browserLanguage: '' })).toBe('pt')
  })
})
