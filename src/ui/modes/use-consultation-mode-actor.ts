import { fromPromise } from 'xstate'
import { consultationModeMachine } from '../../machines/consultation-mode/consultation-mode.machine'
import { createModePreference, supportsTeleconsultation } from '../../services/consultation-mode'
import { isMobileUserAgent } from '../../services/device'
import { createPhoneSignIn } from '../../services/mobile-pairing'
import { useScreenActor } from '../components/screen-actor'
import { useShell } from '../shell-context'

/** The mode panel's actor on the real services: the account call, this browser's storage, the QR token. */
export function useConsultationModeActor() {
  const { app, accounts, api } = useShell()
  const preference = createModePreference(window.localStorage)
  return useScreenActor(
    consultationModeMachine.provide({
      actors: {
        'save consultation mode': fromPromise(({ input }) =>
          accounts.updateAccount({ consultation_mode: input.consultationMode }),
        ),
        'create phone sign-in': fromPromise(() => createPhoneSignIn(api)),
      },
      actions: {
        'remember choice here': (_, params) => preference.set(params),
        'report user': (_, { user }) => app.send({ type: 'user.updated', user }),
      },
    }),
    {
      input: {
        consultationMode: app.getSnapshot().context.user?.consultation_mode ?? 'desktop',
        preference: preference.get(),
        teleconsultationSupported: supportsTeleconsultation(window.navigator.userAgent),
        isMobileDevice: isMobileUserAgent(window.navigator.userAgent),
      },
    },
  )
}
