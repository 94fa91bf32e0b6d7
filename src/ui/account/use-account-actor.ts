import { fromPromise } from 'xstate'
import type { User } from '../../../contract/auth'
import { type AccountForm, accountMachine } from '../../machines/account/account.machine'
import { useScreenActor } from '../components/screen-actor'
import { useSideEffects } from './side-effects'

/** A settings form's actor, starting from the user the app holds. */
export function useAccountActor(form: AccountForm, user: User) {
  const { accounts, reportUserUpdated, setLanguage } = useSideEffects()
  return useScreenActor(
    accountMachine.provide({
      actors: {
        'load account': fromPromise(({ input }) => accounts.loadSettings(input.form === 'profile')),
        'save account': fromPromise(({ input }) => accounts.updateAccount(input)),
      },
      actions: {
        'report user updated': reportUserUpdated,
        'apply language': (_, { language }) => setLanguage(language),
      },
    }),
    { input: { form, user } },
  )
}
