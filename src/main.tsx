import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'
import { addLaterMessages, loadI18n, switchLanguage } from './i18n/load'
import { LOCALE_STORAGE_KEY, pickLocale } from './i18n/locale'
import { selectIsInMobileMode } from './machines/app/app.selectors'
import { redirectState, routeNameForPath } from './navigation/route-table'
import { createAccounts } from './services/accounts'
import { createApi } from './services/api'
import { endServerSession } from './services/auth'
import { isMobileUserAgent } from './services/device'
import { createErrorReporter, createHttpReporterTransport } from './services/error-reporter'
import { createSessionStore, hasStoredToken } from './services/session-storage'
import { startAppActor } from './ui/app-actor'
import { createRouteObjects, onRouteSettled } from './ui/router'
import { Shell } from './ui/shell'
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
const sessionStore = createSessionStore({
  ...storages,
  // Reading a stored user takes the contract's schema and zod: loaded only when a session is stored.
  userSchema: hasStoredToken(storages) ? (await import('../contract/auth')).User : null,
})

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

const router = createBrowserRouter(
  createRouteObjects({ isAuthenticated: sessionStore.isAuthenticated, laterMessages: addLater }),
)

const app = startAppActor({
  sessionStore,
  endServerSession: (token) => endServerSession(api, token),
  // Marked as the app's own move, so a screen asking before the person leaves lets it through.
  navigate: (path, notice) => void router.navigate(path, { state: redirectState(notice) }),
  isMobileDevice: isMobileUserAgent(window.navigator.userAgent),
  route: routeNameForPath(window.location.pathname),
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

onRouteSettled(router, (route, pathname) => {
  reporter.recordNavigation(pathname)
  app.send({ type: 'route.changed', route })
  // Once the first screen is up, the rest of the messages and the HTTP client come in the background.
  addLater().catch(() => {})
  api.prepare()
})

// A screen that could not load (a lost chunk, typically) is shown by the router's error screen; report it.
const reportedRouteErrors = new Set<unknown>()
router.subscribe(({ errors }) => {
  for (const error of Object.values(errors ?? {})) {
    if (reportedRouteErrors.has(error)) continue
    reportedRouteErrors.add(error)
    void reporter.report(error, 'ui')
  }
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
const i18n = await translations
createRoot(root).render(
  <Shell
    i18n={i18n}
    router={router}
    services={{
      app,
      reportUiError: (error, componentStack) =>
        void reporter.report(error, 'ui', { context: componentStack }),
      accounts: createAccounts(api),
      api,
      setLanguage: (language) => {
        currentLanguage = language
        void switchLanguage(i18n, language)
        window.localStorage.setItem(LOCALE_STORAGE_KEY, language)
        document.documentElement.lang = language
      },
    }}
  />,
)
