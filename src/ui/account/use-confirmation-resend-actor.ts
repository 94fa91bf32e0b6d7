import { fromPromise } from 'xstate'
import { confirmationResendMachine } from '../../machines/confirmation-resend/confirmation-resend.machine'
import { resendConfirmation } from '../../services/accounts'
import { useScreenActor } from '../components/screen-actor'
import { useShell } from '../shell-context'

/** "Send the link again", for an address that signing in says is not confirmed yet. */
export function useConfirmationResendActor() {
  const { api } = useShell()
  return useScreenActor(
    confirmationResendMachine.provide({
      actors: { 'resend confirmation': fromPromise(({ input }) => resendConfirmation(api, input.email)) },
    }),
  )
}
