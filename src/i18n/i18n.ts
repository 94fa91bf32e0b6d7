import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { Language } from '../../contract/common'
import de from './locales/de.json'
import en from './locales/en.json'
import es from './locales/es.json'
import laterDe from './locales/later/de.json'
import laterEn from './locales/later/en.json'
import laterEs from './locales/later/es.json'
import laterPt from './locales/later/pt.json'
import pt from './locales/pt.json'
import { i18nOptions } from './options'

/**
 * Every locale's messages, both parts (the sign-in screens' and the rest, which share no top-level key);
 * pt is the reference the others must match key for key.
 */
export const LOCALES = {
  pt: { ...pt, ...laterPt },
  en: { ...en, ...laterEn },
  de: { ...de, ...laterDe },
  es: { ...es, ...laterEs },
} as const satisfies Record<Language, unknown>

/**
 * A ready i18next instance with every locale bundled, usable at once: for tests and tools. The app loads
 * only the languages it shows (./load.ts), so the other locales stay out of its first download.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance()
  void instance
    .use(initReactI18next)
    .init(
      i18nOptions(
        language,
        Object.fromEntries(
          Object.entries(LOCALES).map(([code, messages]) => [code, { translation: messages }]),
        ),
      ),
    )
  return instance
}
