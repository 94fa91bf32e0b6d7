import { fireEvent, render, screen } from '@testing-library/react'
import type { i18n as I18n } from 'i18next'
import { HttpResponse, http } from 'msw'
import { type SetupServer, setupServer } from 'msw/node'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, type DataRouter, RouterProvider } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { User } from '../../contract/auth'
import type { Language } from '../../contract/common'
import { createI18n } from '../../src/i18n/i18n'
import { LOCALE_STORAGE_KEY } from '../../src/i18n/locale'
import { pathFor, routeNameForPath } from '../../src/navigation/route-paths'
import { type Notice, type RouteName, redirectState } from '../../src/navigation/route-table'
import { createAccounts } from '../../src/services/accounts'
import { createApi } from '../../src/services/api'
import { createSessionStore } from '../../src/services/session-storage'
import { startAppActor } from '../../src/ui/app-actor'
import { createRouteObjects, onRouteSettled } from '../../src/ui/router'
import { Shell } from '../../src/ui/shell'
import { ShellContext } from '../../src/ui/shell-context'
import { jwtExpiringAt } from './fixtures'

/** The API origin the view tests' MSW handlers answer on. */
export const API = 'http://api.escriba.test'

export const sessionStore = createSessionStore({
  persistent: window.localStorage,
  session: window.sessionStorage,
  userSchema: User,
})

/**
 * The MSW server of a view test file, listening for the whole file. After each test the view it mounted
 * is stopped (hand its `stop` to `mounted`, or open it with `openPage`) and the handlers and request
 * listeners the test added go.
 */
export function viewTestServer() {
  const server = setupServer()
  let stop = () => {}
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    stop()
    stop = () => {}
    server.resetHandlers()
    server.events.removeAllListeners()
  })
  afterAll(() => server.close())
  const mounted = (stopView: () => void) => {
    stop = stopView
  }
  /** The whole app booted at `path` (see `boot`), stopped after the test, once its page heading shows. */
  const openPage = async (path: string, options?: Parameters<typeof boot>[1]) => {
    const shell = boot(path, options)
    mounted(shell.stop)
    await screen.findByRole('heading', { level: 1 })
    return shell
  }
  return { server, mounted, openPage }
}

/** Stores a signed-in session, as an earlier page load would have. */
export function signIn(user: User, { rememberMe = true } = {}) {
  const token = jwtExpiringAt(Date.now() + 3_600_000)
  sessionStore.save({ token, user, rememberMe })
  return token
}

/**
 * The app actor as main.tsx wires it to `router`: the app navigates the router, the router tells the app
 * its route. Signing out at the server is a spy.
 */
export function startRoutedApp(
  router: DataRouter,
  { route, isMobileDevice = false }: { route: RouteName; isMobileDevice?: boolean },
) {
  const endServerSession = vi.fn(async (_token: string) => {})
  const app = startAppActor({
    sessionStore,
    endServerSession,
    navigate: (target) => void router.navigate(pathFor(target), { state: redirectState(target.notice) }),
    isMobileDevice,
    route,
  })
  onRouteSettled(router, (next) => app.send({ type: 'route.changed', route: next }))
  return { app, endServerSession }
}

/** The app actor wired to a memory router opened at `path` (with the page's `state`, as a redirect leaves it). */
export function routedApp(
  path: string,
  {
    state,
    isMobileDevice = false,
  }: { state?: { notice?: Notice; email?: string }; isMobileDevice?: boolean } = {},
) {
  const router = createMemoryRouter(createRouteObjects({ isAuthenticated: sessionStore.isAuthenticated }), {
    initialEntries: [state ? { pathname: path, state } : path],
  })
  return { router, ...startRoutedApp(router, { route: routeNameForPath(path), isMobileDevice }) }
}

/**
 * The whole browser app as main.tsx wires it (real API client against MSW, real account calls, real
 * session storage, the app actor), over a memory router opened at `path`.
 */
export function boot(
  path: string,
  {
    language = 'pt' as Language,
    state,
    i18n = createI18n(language),
    isMobileDevice = false,
  }: {
    language?: Language
    state?: { notice?: Notice; email?: string }
    /** Translations other than every message bundled, e.g. only the part the sign-in screens load first. */
    i18n?: I18n
    /** Whether the app believes it runs on a phone or tablet. */
    isMobileDevice?: boolean
  } = {},
) {
  const api = createApi({
    baseUrl: API,
    getToken: sessionStore.token,
    getLanguage: () => i18n.language,
    onUnauthorized: () => app.send({ type: 'session.unauthorized' }),
    reload: () => {},
    currentPath: () => router.state.location.pathname,
    storage: window.sessionStorage,
  })
  const { router, app, endServerSession } = routedApp(path, { state, isMobileDevice })
  const setLanguage = vi.fn((next: Language) => {
    void i18n.changeLanguage(next)
    window.localStorage.setItem(LOCALE_STORAGE_KEY, next)
  })
  const view = render(
    <Shell
      i18n={i18n}
      services={{ app, reportUiError: vi.fn(), accounts: createAccounts(api), api, setLanguage }}
      navigate={(to) => void router.navigate(to)}
    >
      <RouterProvider router={router} />
    </Shell>,
  )
  return { app, router, i18n, api, setLanguage, endServerSession, view, stop: () => app.stop() }
}

/**
 * One component as a screen mounts it, alone: `user` signed in, the app actor and the real API client over
 * MSW in the shell's context. Answers what `render` answers, plus `stop` for the test's afterEach.
 */
export function renderInShell(server: SetupServer, user: User, children: ReactNode) {
  server.use(http.get(`${API}/v1/account`, () => HttpResponse.json({ data: { d_user: user } })))
  signIn(user)
  const shell = boot('/settings/marketing')
  const view = render(
    <I18nextProvider i18n={shell.i18n}>
      <ShellContext
        value={{
          app: shell.app,
          api: shell.api,
          accounts: {} as never,
          reportUiError: vi.fn(),
          setLanguage: vi.fn(),
        }}
      >
        {children}
      </ShellContext>
    </I18nextProvider>,
  )
  return { ...view, stop: shell.stop }
}

/** The server's answer to a sign-in (or a sign-up, with 201): `user`, and the session's `token` in its header. */
export const signedInAnswer = (user: User, token: string, status = 200) =>
  HttpResponse.json({ data: { d_user: user } }, { status, headers: { authorization: `Bearer ${token}` } })

/** Types `value` into the field labelled exactly `label`, as one change. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })

/** The server's answer to a single-use link that was used or has expired (400, `token_invalid`). */
export const usedLinkAnswer = () =>
  HttpResponse.json(
    { error: { code: 'token_invalid', message: 'x', fields: { token: 'Invalid or expired' } } },
    { status: 400 },
  )

/** Every request MSW saw, as `METHOD /path` with its JSON body, in order. */
export function recordRequests(server: SetupServer) {
  const seen: { call: string; body: unknown; authorization: string | null }[] = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    const text = await request.clone().text()
    seen.push({
      call: `${request.method} ${url.pathname}`,
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
    })
  })
  return seen
}

/**
 * What home asks for as it opens: the consultation types, the latest consultations, the recent ones (the
 * unfinished one among them), the announcements.
 */
export const HOME_LOADING_CALLS = [
  'GET /start',
  'GET /v1/consultation_sessions',
  'GET /v1/consultation_sessions/recent',
  'GET /v1/announcements',
  'GET /health',
]

/** The recorded requests without home's own loading, for tests about what happened before it. */
export const withoutHomeLoading = <T extends { call: string }>(requests: readonly T[]) =>
  requests.filter((request) => !HOME_LOADING_CALLS.includes(request.call))
