import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contract/constants'

export { isLanguage }

/** The localStorage key holding the language a person chose. */
export const LOCALE_STORAGE_KEY = 'locale'

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
