import type { SessionMode } from '../../contract/consultations'

// The consultation mode chosen on home (spec, section 2: normal, mobile phone, teleconsultation). Mobile is
// the user's consultation_mode on the server (it follows them to the phone); teleconsultation and the
// dictaphone view are choices of this browser, kept in localStorage.

/** What the mode choice on home offers. */
export type ModeChoice = 'normal' | 'mobile' | 'teleconsultation'

/** localStorage keys of this browser's choices. */
export const TELECONSULTATION_KEY = 'escriba.teleconsultation'
export const DICTAPHONE_KEY = 'escriba.dictaphone'

/** Chrome (also headless and on iOS), Chromium, Edge and Opera, as their user agents name themselves. */
const TELECONSULTATION_BROWSERS = /(?:HeadlessChrome|Chrome|Chromium|CriOS|Edg|EdgA|EdgiOS|OPR)\/|Opera/
/** Browsers that carry "Chrome/" in their user agent without being one of the three. */
const OTHER_CHROMIUM_BROWSERS = /SamsungBrowser|YaBrowser|UCBrowser|Firefox|FxiOS/

/** The spec (section 5): teleconsultation only in Chrome, Opera or Edge. */
export function supportsTeleconsultation(userAgent: string): boolean {
  return TELECONSULTATION_BROWSERS.test(userAgent) && !OTHER_CHROMIUM_BROWSERS.test(userAgent)
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What this browser remembers of the choice. */
export type LocalModePreference = {
  /** Teleconsultation was chosen here (it needs this browser's tab capture). */
  teleconsultation: boolean
  /** New consultations open with the transcript as the main view. */
  dictaphone: boolean
}

export function createModePreference(storage: KeyValueStorage) {
  const flag = (key: string, on: boolean) => (on ? storage.setItem(key, 'true') : storage.removeItem(key))
  return {
    get: (): LocalModePreference => ({
      teleconsultation: storage.getItem(TELECONSULTATION_KEY) === 'true',
      dictaphone: storage.getItem(DICTAPHONE_KEY) === 'true',
    }),
    set: (preference: LocalModePreference) => {
      flag(TELECONSULTATION_KEY, preference.teleconsultation)
      flag(DICTAPHONE_KEY, preference.dictaphone)
    },
  }
}

export type ModePreference = ReturnType<typeof createModePreference>

/**
 * The mode and mobile flag of a new consultation. Teleconsultation records the call tab too; the
 * dictaphone view (show_transcription) applies to the other two; a phone in mobile mode marks its
 * consultations mobile, so the desktop that follows them keeps reading their transcript.
 */
export function newSessionMode(
  choice: ModeChoice,
  dictaphone: boolean,
  isMobileDevice: boolean,
): { mode: SessionMode; mobile: boolean } {
  const mobile = choice === 'mobile' && isMobileDevice
  if (choice === 'teleconsultation') return { mode: 'teleconsultation', mobile: false }
  if (dictaphone) return { mode: 'dictaphone', mobile }
  return { mode: choice === 'mobile' ? 'mobile' : 'consultation', mobile }
}
