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

// One set of calls per API client and per builder: the screens that load lazily build theirs on the shell's
// client, so the login route never carries their code.
const built = new WeakMap<(api: Api) => unknown, WeakMap<Api, unknown>>()

/** What `build` makes of the shell's API client (a resource's calls), built once per client. */
export function useApiService<T>(build: (api: Api) => T): T {
  const { api } = useShell()
  let byApi = built.get(build)
  if (!byApi) {
    byApi = new WeakMap()
    built.set(build, byApi)
  }
  if (!byApi.has(api)) byApi.set(api, build(api))
  return byApi.get(api) as T
}
