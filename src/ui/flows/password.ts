import { fromPromise } from 'xstate'
import { type PasswordInput, passwordMachine } from '../../machines/password/password.machine'
import { useScreenActor } from '../components/screen-actor'
import { useSideEffects } from './side-effects'

/** A password form's actor: a change (forced or from settings) or a reset by link. */
export function usePasswordActor(input: PasswordInput) {
  const { accounts, reportUserUpdated, goToRoute } = useSideEffects()
  return useScreenActor(
    passwordMachine.provide({
      actors: {
        'change password': fromPromise(({ input: change }) => accounts.updateAccount(change)),
        'set new password': fromPromise(({ input: { token, ...body } }) =>
          accounts.resetPassword(token, body),
        ),
      },
      actions: { 'report user updated': reportUserUpdated, 'go to route': goToRoute },
    }),
    { input },
  )
}
