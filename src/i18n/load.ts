import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, type Language } from '../../contract/constants'
import { i18nOptions } from './options'

type Messages = Record<string, unknown>
type Loaders = Record<Language, () => Promise<{ default: Messages }>>

/**
 * Each language in two chunks: locales/<language>.json holds what the shell and the sign-in screens say,
 * downloaded before the first paint; locales/later/<language>.json the rest, downloaded once the first
 * screen has settled, or before a screen that needs it.
 */
const first: Loaders = {
  pt: () => import('./locales/pt.json'),
  en: () => import('./locales/en.json'),
  de: () => import('./locales/de.json'),
  es: () => import('./locales/es.json'),
}
const later: Loaders = {
  pt: () => import('./locales/later/pt.json'),
  en: () => import('./locales/later/en.json'),
  de: () => import('./locales/later/de.json'),
  es: () => import('./locales/later/es.json'),
}

const messagesOf = async (loaders: Loaders, language: Language): Promise<Messages> =>
  (await loaders[language]()).default

/** The languages an instance holds: the one shown and the fallback (pt). */
const languagesOf = (language: Language): Language[] => [...new Set([language, DEFAULT_LANGUAGE])]

/**
 * An i18next instance holding the first part of `language` and of the fallback (pt), ready once the
 * promise settles; addLaterMessages completes it.
 */
export async function loadI18n(language: Language): Promise<I18n> {
  const resources = Object.fromEntries(
    await Promise.all(
      languagesOf(language).map(
        async (code) => [code, { translation: await messagesOf(first, code) }] as const,
      ),
    ),
  )
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init(i18nOptions(language, resources))
  return instance
}

const heldLanguages = (instance: I18n): Language[] =>
  (Object.keys(first) as Language[]).filter((code) => instance.hasResourceBundle(code, 'translation'))

/** Adds the rest of every language `instance` holds (locales/later), for the screens past sign-in. */
export async function addLaterMessages(instance: I18n): Promise<void> {
  await Promise.all(
    heldLanguages(instance).map(async (code) =>
      instance.addResourceBundle(code, 'translation', await messagesOf(later, code), true, false),
    ),
  )
}

/**
 * Switches `instance` to `language`, downloading all its messages first when they are not there yet (a
 * person switches languages on screens past sign-in, which need the rest).
 */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  await holdAllMessages(instance, language)
  await instance.changeLanguage(language)
}

/** Adds every message of `language` (both parts) to `instance`, unless it holds the language already. */
async function holdAllMessages(instance: I18n, language: Language) {
  if (instance.hasResourceBundle(language, 'translation')) return
  const [firstPart, laterPart] = await Promise.all([messagesOf(first, language), messagesOf(later, language)])
  instance.addResourceBundle(language, 'translation', { ...firstPart, ...laterPart })
}

/**
 * Messages in `language` without switching the interface to it (a note's PDF is written in the note's
 * language): its messages are added to `instance` first when it does not hold them yet.
 */
export async function translatorFor(instance: I18n, language: Language) {
  await holdAllMessages(instance, language)
  return instance.getFixedT(language)
}
