import { fromPromise } from 'xstate'
import { type TokenSignInKind, tokenSignInMachine } from '../../machines/token-sign-in/token-sign-in.machine'
import { useScreenActor } from '../components/screen-actor'
import { useSideEffects } from './side-effects'

/** The actor of a token link: spent when the screen opens. */
export function useTokenSignInActor(kind: TokenSignInKind, token: string) {
  const { accounts, reportSignIn } = useSideEffects()
  return useScreenActor(
    tokenSignInMachine.provide({
      actors: {
        'confirm email': fromPromise(({ input }) => accounts.confirmEmail(input.token)),
        'sign in with qr token': fromPromise(({ input }) => accounts.autoLogin(input.token)),
        'sign in with signed token': fromPromise(({ input }) => accounts.signedTokenLogin(input.token)),
      },
      actions: { 'report sign in': reportSignIn },
    }),
    { input: { kind, token } },
  )
}
