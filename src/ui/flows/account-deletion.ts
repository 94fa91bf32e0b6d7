import { useActorRef } from '@xstate/react'
import { fromPromise } from 'xstate'
import { accountDeletionMachine } from '../../machines/account-deletion/account-deletion.machine'
import { useSideEffects } from './side-effects'

/** The delete-account actor; once deleted, the app signs out to login. */
export function useAccountDeletionActor() {
  const { app, accounts } = useSideEffects()
  return useActorRef(
    accountDeletionMachine.provide({
      actors: { 'delete account': fromPromise(() => accounts.deleteAccount()) },
      actions: { 'report account deleted': () => app.send({ type: 'account.deleted' }) },
    }),
  )
}
