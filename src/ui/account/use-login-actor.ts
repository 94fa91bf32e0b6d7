import { fromPromise } from 'xstate'
import type { Language } from '../../../contract/common'
import { type LoginMode, loginMachine } from '../../machines/login/login.machine'
import { useScreenActor } from '../components/screen-actor'
import { useScreenNavigation } from '../screen-navigation'
import { useSideEffects } from './side-effects'

/**
 * The login screen's actor, in one of its three modes. `returnTo` is a screen to open once signed in
 * instead of home (an invitation link that needed a sign-in first).
 */
export function useLoginActor(mode: LoginMode, language: Language, email?: string, returnTo?: string) {
  const { accounts, reportSignIn } = useSideEffects()
  const { navigate } = useScreenNavigation()
  return useScreenActor(
    loginMachine.provide({
      actors: {
        'sign in': fromPromise(({ input }) => accounts.signIn(input)),
        'sign up': fromPromise(({ input }) => accounts.signUp(input)),
        'request password reset': fromPromise(({ input }) => accounts.requestPasswordReset(input.email)),
      },
      actions: {
        'report sign in': (args, session) => {
          reportSignIn(args, session)
          // Started after the app's own navigation home, so this one wins.
          if (returnTo) navigate(returnTo)
        },
      },
    }),
    { input: { mode, language, ...(email && { email }) } },
  )
}
