import { useActorRef } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { Language } from '../../../contract/common'
import { type LoginMode, loginMachine } from '../../machines/login/login.machine'
import { useSideEffects } from './side-effects'

/** The login screen's actor, in one of its three modes. */
export function useLoginActor(mode: LoginMode, language: Language, email?: string) {
  const { accounts, reportSignIn } = useSideEffects()
  return useActorRef(
    loginMachine.provide({
      actors: {
        'sign in': fromPromise(({ input }) => accounts.signIn(input)),
        'sign up': fromPromise(({ input }) => accounts.signUp(input)),
        'request password reset': fromPromise(({ input }) => accounts.requestPasswordReset(input.email)),
      },
      actions: { 'report sign in': reportSignIn },
    }),
    { input: { mode, language, ...(email && { email }) } },
  )
}
