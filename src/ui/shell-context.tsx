import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Language } from '../../contract/common'
import type { appMachine } from '../machines/app/app.machine'
import type { Accounts } from '../services/accounts'
import type { Api } from '../services/api'

export type AppActor = ActorRefFrom<typeof appMachine>

export type ShellServices = {
  /** The running app actor: screens read its selectors and send it events. */
  app: AppActor
  /** Where uncaught render errors go (the error reporter, source 'ui'). */
  reportUiError: (error: unknown, componentStack: string) => void
  /** The account calls, which the account flows' machines invoke. */
  accounts: Accounts
  /** The HTTP client: lazily loaded screens build their own resource services on it (catalogue, consultations). */
  api: Api
  /** Switches the interface language at once and keeps the choice for the next visit. */
  setLanguage: (language: Language) => void
}

export const ShellContext = createContext<ShellServices | null>(null)

export function useShell(): ShellServices {
  const shell = useContext(ShellContext)
  if (!shell) throw new Error('useShell must be used inside <ShellContext>')
  return shell
}

/** The app actor, for useSelector(app, selector) and app.send(event). */
export const useAppActor = (): AppActor => useShell().app
