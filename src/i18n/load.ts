import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, type Language } from '../../contract/common'
import { i18nOptions } from './options'

type Messages = Record<string, unknown>

/** Each locale file as its own chunk: the app downloads a language only when it shows it. */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
}

async function messagesOf(language: Language): Promise<Messages> {
  return (await loaders[language]()).default
}

/** An i18next instance holding `language` and the fallback (pt), ready once the promise settles. */
export async function loadI18n(language: Language): Promise<I18n> {
  const languages = [...new Set([language, DEFAULT_LANGUAGE])]
  const resources = Object.fromEntries(
    await Promise.all(
      languages.map(async (code) => [code, { translation: await messagesOf(code) }] as const),
    ),
  )
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init(i18nOptions(language, resources))
  return instance
}

/** Switches `instance` to `language`, downloading its messages first when they are not there yet. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await messagesOf(language))
  }
  await instance.changeLanguage(language)
}
