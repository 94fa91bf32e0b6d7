import { useActorRef } from '@xstate/react'
import { useNavigate } from 'react-router-dom'
import { fromPromise } from 'xstate'
import type { User } from '../../../contract/auth'
import type { Language } from '../../../contract/common'
import { type AccountForm, accountMachine } from '../../machines/account/account.machine'
import { accountDeletionMachine } from '../../machines/account-deletion/account-deletion.machine'
import { type LoginMode, loginMachine } from '../../machines/login/login.machine'
import { type PasswordInput, passwordMachine } from '../../machines/password/password.machine'
import { type TokenSignInKind, tokenSignInMachine } from '../../machines/token-sign-in/token-sign-in.machine'
import { pathFor, type RouteTarget } from '../../navigation/route-table'
import { useShell } from '../shell-context'

// Each account flow's actor with the browser's real side effects: the account calls of the shell, the
// app actor and the router. Tests of the machines supply fakes the same way (.provide()).

type SignInReport = { token: string; user: User; rememberMe: boolean }

function useSideEffects() {
  const { app, accounts, setLanguage } = useShell()
  const navigate = useNavigate()
  return {
    accounts,
    setLanguage,
    reportSignIn: (_: unknown, session: SignInReport) => app.send({ type: 'session.signed.in', ...session }),
    reportUserUpdated: (_: unknown, { user }: { user: User }) => app.send({ type: 'user.updated', user }),
    goToRoute: (_: unknown, target: RouteTarget) =>
      void navigate(pathFor(target), target.notice ? { state: { notice: target.notice } } : undefined),
  }
}

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

/** A password form's actor: a change (forced or from settings) or a reset by link. */
export function usePasswordActor(input: PasswordInput) {
  const { accounts, reportUserUpdated, goToRoute } = useSideEffects()
  return useActorRef(
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

/** The actor of a token link: spent when the screen opens. */
export function useTokenSignInActor(kind: TokenSignInKind, token: string) {
  const { accounts, reportSignIn } = useSideEffects()
  return useActorRef(
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

/** A settings form's actor, starting from the user the app holds. */
export function useAccountActor(form: AccountForm, user: User) {
  const { accounts, reportUserUpdated, setLanguage } = useSideEffects()
  return useActorRef(
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

/** The delete-account actor; once deleted, the app signs out to login. */
export function useAccountDeletionActor() {
  const { app } = useShell()
  const { accounts } = useSideEffects()
  return useActorRef(
    accountDeletionMachine.provide({
      actors: { 'delete account': fromPromise(() => accounts.deleteAccount()) },
      actions: { 'report account deleted': () => app.send({ type: 'account.deleted' }) },
    }),
  )
}
