import type { InitOptions } from 'i18next'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/constants'

/** The i18next options every instance shares, bundled (tests) or loaded per language (the app). */
export function i18nOptions(language: Language, resources: InitOptions['resources']): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    initAsync: false,
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  }
}
