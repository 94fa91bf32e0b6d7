import type { User } from '../../../contract/auth'
import { useShell } from '../shell-context'

// The browser's real side effects for the account flows' machines: the account calls of the shell and the
// app actor. Each flow's hook (one file per flow, so a screen loads only its machine) supplies them with
// .provide(); the machines' tests supply fakes the same way.

type SignInReport = { token: string; user: User; rememberMe: boolean }

export function useSideEffects() {
  const { app, accounts, setLanguage } = useShell()
  return {
    app,
    accounts,
    setLanguage,
    reportSignIn: (_: unknown, session: SignInReport) => app.send({ type: 'session.signed.in', ...session }),
    reportUserUpdated: (_: unknown, { user }: { user: User }) => app.send({ type: 'user.updated', user }),
  }
}
