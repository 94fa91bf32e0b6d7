import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { addLaterMessages, loadI18n, switchLanguage } from './i18n/load'
import { LOCALE_STORAGE_KEY, pickLocale } from './i18n/locale'
import { selectIsInMobileMode } from './machines/app/app.selectors'
import { type RouteName, type RouteTarget, redirectState } from './navigation/route-table'
import { createAccounts } from './services/accounts'
import { createApi } from './services/api'
import { endServerSession } from './services/auth'
import { isMobileUserAgent } from './services/device'
import { createErrorReporter, createHttpReporterTransport } from './services/error-reporter'
import { createSessionStore, hasStoredToken } from './services/session-storage'
import { startAppActor } from './ui/app-actor'
import { browserLocation, FirstScreen, firstScreenAt, loadFirstScreen } from './ui/first-screen'
import type { Routing } from './ui/routing'
import type { NavigateOptions } from './ui/screen-navigation'
import { Shell } from './ui/shell'
import type { ShellServices } from './ui/shell-context'
import './ui/styles/index.css'

/** The API origin; same origin unless the build says otherwise. */
const API_BASE: string = import.meta.env.VITE_API_BASE ?? ''

const reporter = createErrorReporter({ transport: createHttpReporterTransport({ baseUrl: API_BASE }) })
reporter.install(window)

const language = pickLocale({
  stored: window.localStorage.getItem(LOCALE_STORAGE_KEY),
  browserLanguage: window.navigator.language,
})
document.documentElement.lang = language
/** The language of the interface and of the requests' accept-language; the person may switch it. */
let currentLanguage = language
// The app's language is downloaded before the first paint; another one when the person switches to it.
const translations = loadI18n(language)

const storages = { persistent: window.localStorage, session: window.sessionStorage }
// An anonymous visitor opening a sign-in screen sees it without the router's code, which comes once the
// screen is up; any other screen waits for the router, downloaded at once beside the translations.
const firstScreen = hasStoredToken(storages) ? null : firstScreenAt(window.location.pathname)
const firstScreenCode = firstScreen ? loadFirstScreen(firstScreen).catch(() => null) : null
type RouterCode = [typeof import('./ui/routing'), typeof import('./navigation/route-paths')]
let routerDownload: Promise<RouterCode> | undefined
const loadRouterCode = (): Promise<RouterCode> => {
  routerDownload ??= Promise.all([import('./ui/routing'), import('./navigation/route-paths')]).catch(
    (error: unknown) => {
      routerDownload = undefined
      throw error
    },
  )
  return routerDownload
}
if (!firstScreen) void loadRouterCode().catch(() => {})

const sessionStore = createSessionStore({
  ...storages,
  // Reading a stored user takes the contract's schema and zod: loaded only when a session is stored.
  userSchema: hasStoredToken(storages) ? (await import('../contract/auth')).User : null,
})
const FirstScreenCode = await firstScreenCode
/** The first screen shown before the router (none if its code could not load: the router shows it). */
const opening = firstScreen && FirstScreenCode ? { route: firstScreen, Screen: FirstScreenCode } : null

const api = createApi({
  baseUrl: API_BASE,
  getToken: sessionStore.token,
  getLanguage: () => currentLanguage,
  // Requests only start once the app actor below is running.
  onUnauthorized: () => app.send({ type: 'session.unauthorized' }),
  reload: () => window.location.reload(),
  currentPath: () => window.location.pathname,
  storage: window.sessionStorage,
  onError: (error, request) =>
    reporter.recordNetworkError(`${request.method} ${request.url}: ${error.status ?? error.kind}`),
})

/** The messages past the sign-in screens: downloaded once, tried again when a download failed. */
let laterMessages: Promise<void> | undefined
const addLater = (): Promise<void> => {
  laterMessages ??= translations.then(addLaterMessages).catch((error: unknown) => {
    laterMessages = undefined
    throw error
  })
  return laterMessages
}

/** Each screen shown, once per location: from the router, or the first screen before it. */
const onSettled = (route: RouteName, pathname: string) => {
  reporter.recordNavigation(pathname)
  app.send({ type: 'route.changed', route })
  // Once the first screen is up, the rest of the messages, the HTTP client and the router come in the background.
  addLater().catch(() => {})
  api.prepare()
  if (opening) startRouter().catch(() => {})
}

/** The screens the shell shows (the first screen, then the router's), rendered once the translations are in. */
let screens: ReactNode = null
let render: (() => void) | undefined
const show = (next: ReactNode) => {
  screens = next
  render?.()
}

/** The router, once started: its screens are shown at once, or from its first move after a first screen. */
let routing: Routing | undefined
function startRoutingWith([{ startRouting }]: RouterCode): Routing {
  const started = startRouting({
    isAuthenticated: sessionStore.isAuthenticated,
    laterMessages: addLater,
    onSettled,
    settled: opening && `${window.location.pathname}${window.location.search}`,
  })
  routing = started
  reportRouteErrors(started)
  if (!opening) show(started.screens)
  else {
    const opened = started.router.state.location.key
    const unsubscribe = started.router.subscribe(({ location }) => {
      if (location.key === opened) return
      unsubscribe()
      show(started.screens)
    })
  }
  return started
}
let routingStart: Promise<Routing> | undefined
const startRouter = (): Promise<Routing> => {
  routingStart ??= loadRouterCode().then((code) => routing ?? startRoutingWith(code))
  routingStart.catch(() => {
    routingStart = undefined
  })
  return routingStart
}

/**
 * The app's moves, through the router; from the first screen, once the router has come. If it cannot come,
 * the browser opens the page itself (a move to a route: this page again, where the router takes it on).
 */
function navigate(to: string | RouteTarget, options?: NavigateOptions) {
  if (routing) return routing.navigate(to, options)
  startRouter().then(
    (started) => started.navigate(to, options),
    () => (typeof to === 'string' ? window.location.assign(to) : window.location.reload()),
  )
}

// A screen that could not load (a lost chunk, typically) is shown by the router's error screen; report it.
const reportedRouteErrors = new Set<unknown>()
function reportRouteErrors({ router }: Routing) {
  router.subscribe(({ errors }) => {
    for (const error of Object.values(errors ?? {})) {
      if (reportedRouteErrors.has(error)) continue
      reportedRouteErrors.add(error)
      void reporter.report(error, 'ui')
    }
  })
}

// Any screen but the first one opens with the router, started before the app actor so its moves reach it.
const routerCode = opening ? null : await loadRouterCode()
if (routerCode) startRoutingWith(routerCode)

const app = startAppActor({
  sessionStore,
  endServerSession: (token) => endServerSession(api, token),
  // Marked as the app's own move, so a screen asking before the person leaves lets it through.
  navigate: (target) => navigate(target, { state: redirectState(target.notice) }),
  isMobileDevice: isMobileUserAgent(window.navigator.userAgent),
  route: opening?.route ?? routerCode![1].routeNameForPath(window.location.pathname),
})

// Mobile mode: the desktop follows the consultation the phone starts (polls only while it applies). The
// follower loads once someone in mobile mode is signed in; until then it would only wait.
const followInMobileMode = () => {
  if (!selectIsInMobileMode(app.getSnapshot())) return
  modeWatch.unsubscribe()
  void import('./ui/modes/active-session-follower').then(({ startActiveSessionFollower }) =>
    startActiveSessionFollower({ app, api, document }),
  )
}
const modeWatch = app.subscribe(followInMobileMode)
followInMobileMode()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const i18n = await translations
const services: ShellServices = {
  app,
  reportUiError: (error, componentStack) => void reporter.report(error, 'ui', { context: componentStack }),
  accounts: createAccounts(api),
  api,
  setLanguage: (language) => {
    currentLanguage = language
    void switchLanguage(i18n, language)
    window.localStorage.setItem(LOCALE_STORAGE_KEY, language)
    document.documentElement.lang = language
  },
}
const reactRoot = createRoot(root)
render = () =>
  reactRoot.render(
    <Shell i18n={i18n} services={services} navigate={(to) => navigate(to)}>
      {screens}
    </Shell>,
  )
if (opening && screens === null) {
  show(<FirstScreen Screen={opening.Screen} location={browserLocation()} navigate={navigate} />)
  queueMicrotask(() => onSettled(opening.route, window.location.pathname))
} else render()
