import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/common'

/** The localStorage key holding the language a person chose. */
export const LOCALE_STORAGE_KEY = 'locale'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/**
 * The start-up language (spec, section 2): the saved choice when it is supported, else the browser
 * language's primary subtag ('en-GB' → 'en') when supported, else pt.
 */
export function pickLocale({
  stored,
  browserLanguage,
}: {
  stored: string | null | undefined
  browserLanguage: string | null | undefined
}): Language {
  if (isLanguage(stored)) return stored
  const primary = browserLanguage?.split('-')[0]?.toLowerCase()
  if (isLanguage(primary)) return primary
  return DEFAULT_LANGUAGE
}
