import { fromPromise } from 'xstate'
import { accountDeletionMachine } from '../../machines/account-deletion/account-deletion.machine'
import { useScreenActor } from '../components/screen-actor'
import { useSideEffects } from './side-effects'

/** The delete-account actor; once deleted, the app signs out to login. */
export function useAccountDeletionActor() {
  const { app, accounts } = useSideEffects()
  return useScreenActor(
    accountDeletionMachine.provide({
      actors: { 'delete account': fromPromise(() => accounts.deleteAccount()) },
      actions: { 'report account deleted': () => app.send({ type: 'account.deleted' }) },
    }),
  )
}
