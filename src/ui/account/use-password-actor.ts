import { useNavigate } from 'react-router-dom'
import { fromPromise } from 'xstate'
import { type PasswordInput, passwordMachine } from '../../machines/password/password.machine'
import { pathFor } from '../../navigation/route-paths'
import type { RouteTarget } from '../../navigation/route-table'
import { useScreenActor } from '../components/screen-actor'
import { useSideEffects } from './side-effects'

/** A password form's actor: a change (forced or from settings) or a reset by link. */
export function usePasswordActor(input: PasswordInput) {
  const { accounts, reportUserUpdated } = useSideEffects()
  const navigate = useNavigate()
  const goToRoute = (_: unknown, target: RouteTarget) =>
    void navigate(pathFor(target), target.notice ? { state: { notice: target.notice } } : undefined)
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
