import { selectUser } from '../../machines/app/app.selectors'
import { modeChoiceOf } from '../../machines/consultation-mode/consultation-mode.machine'
import {
  createModePreference,
  newSessionMode,
  supportsTeleconsultation,
} from '../../services/consultation-mode'
import { isMobileUserAgent } from '../../services/device'
import type { AppActor } from '../shell-context'

/** The mode and mobile flag of a consultation started now, from the account and this browser's choices. */
export function chosenSessionMode(snapshot: ReturnType<AppActor['getSnapshot']>) {
  const userAgent = window.navigator.userAgent
  const preference = createModePreference(window.localStorage).get()
  const choice = modeChoiceOf(
    selectUser(snapshot)?.consultation_mode,
    preference,
    supportsTeleconsultation(userAgent),
  )
  return newSessionMode(choice, preference.dictaphone, isMobileUserAgent(userAgent))
}
