import { useNavigate } from 'react-router-dom'
import type { User } from '../../../contract/auth'
import { pathFor, type RouteTarget } from '../../navigation/route-table'
import { useShell } from '../shell-context'

// The browser's real side effects for the account flows' machines: the account calls of the shell, the
// app actor and the router. Each flow's hook (one file per flow, so a screen loads only its machine)
// supplies them with .provide(); the machines' tests supply fakes the same way.

type SignInReport = { token: string; user: User; rememberMe: boolean }

export function useSideEffects() {
  const { app, accounts, setLanguage } = useShell()
  const navigate = useNavigate()
  return {
    app,
    accounts,
    setLanguage,
    reportSignIn: (_: unknown, session: SignInReport) => app.send({ type: 'session.signed.in', ...session }),
    reportUserUpdated: (_: unknown, { user }: { user: User }) => app.send({ type: 'user.updated', user }),
    goToRoute: (_: unknown, target: RouteTarget) =>
      void navigate(pathFor(target), target.notice ? { state: { notice: target.notice } } : undefined),
  }
}
