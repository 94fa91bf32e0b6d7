import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/common'
import de from './locales/de.json'
import en from './locales/en.json'
import es from './locales/es.json'
import pt from './locales/pt.json'

/** Every locale's messages; pt is the reference the others must match key for key. */
export const LOCALES = { pt, en, de, es } as const satisfies Record<Language, unknown>

/** A ready i18next instance for one language; resources are bundled, so it is usable at once. */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(
      Object.entries(LOCALES).map(([code, messages]) => [code, { translation: messages }]),
    ),
    initAsync: false,
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
