import type { ComponentType } from 'react'
import { type DataRouter, Outlet, type RouteObject, redirect } from 'react-router-dom'
import { guard } from '../navigation/guard'
import { pathFor, ROUTES, type RouteName, routeNameForPath } from '../navigation/route-table'
import { ErrorBoundary } from './components/error-boundary'
import { RootDialog } from './components/root-dialog'
import { LoadingScreen, RouteErrorScreen } from './components/status-screens'
import { useShell } from './shell-context'

type ScreenModule = { default: ComponentType }

/** One lazily loaded module per route, named as the spec names the route. */
export const SCREENS: Record<RouteName, () => Promise<ScreenModule>> = {
  home: () => import('./routes/home'),
  'home-v2': () => import('./routes/home-v2'),
  change_password: () => import('./routes/change_password'),
  autologin: () => import('./routes/autologin'),
  integration: () => import('./routes/integration'),
  login: () => import('./routes/login'),
  signup: () => import('./routes/signup'),
  logout: () => import('./routes/logout'),
  reset: () => import('./routes/reset'),
  consultation: () => import('./routes/consultation'),
  dictaphone_consultation: () => import('./routes/dictaphone_consultation'),
  trials: () => import('./routes/trials'),
  settings: () => import('./routes/settings'),
  'member-history': () => import('./routes/member-history'),
  generation: () => import('./routes/generation'),
  reset_password: () => import('./routes/reset_password'),
  confirm_email: () => import('./routes/confirm_email'),
  selectable_document: () => import('./routes/selectable_document'),
  consultation_type: () => import('./routes/consultation_type'),
  organization_invitations: () => import('./routes/organization_invitations'),
  staff: () => import('./routes/staff'),
  not_found: () => import('./routes/not_found'),
}

/** Every screen's frame: render errors stay inside it, and the app's dialog sits above it. */
function RootLayout() {
  const { reportUiError } = useShell()
  return (
    <>
      <ErrorBoundary onError={reportUiError}>
        <Outlet />
      </ErrorBoundary>
      <RootDialog />
    </>
  )
}

export type RouteDependencies = {
  /** Authenticated in the guard's sense: a token in persistent or session storage, read at navigation time. */
  isAuthenticated: () => boolean
  /**
   * Resolves once the messages past the sign-in screens (locales/later) are there; absent where every
   * message is bundled (tests).
   */
  laterMessages?: () => Promise<unknown>
}

/** Screens that say only what the first part of the messages holds (locales/<language>.json). */
export const SCREENS_IN_FIRST_MESSAGES: ReadonlySet<RouteName> = new Set([
  'login',
  'signup',
  'reset',
  'logout',
  'not_found',
])

/** The route objects of the router: the spec's table, each guarded and lazily loaded. */
export function createRouteObjects({ isAuthenticated, laterMessages }: RouteDependencies): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: LoadingScreen,
      ErrorBoundary: RouteErrorScreen,
      children: ROUTES.map(({ name, path }) => ({
        id: name,
        path,
        // The guard runs before a screen loads, on every navigation, so no screen ever flashes.
        loader: () => {
          const decision = guard(name, isAuthenticated())
          return 'redirect' in decision ? redirect(pathFor({ to: decision.redirect })) : null
        },
        lazy: async () => {
          const [screen] = await Promise.all([
            SCREENS[name](),
            SCREENS_IN_FIRST_MESSAGES.has(name) ? null : laterMessages?.(),
          ])
          return { Component: screen.default }
        },
      })),
    },
  ]
}

/**
 * Calls back with each screen the router settles on, once per location. The call comes after the
 * router has finished its own update: React Router resets its pending history action right after
 * notifying subscribers, so a navigation started inside one (logout → login) would never reach the URL.
 */
export function onRouteSettled(
  router: DataRouter,
  listener: (route: RouteName, pathname: string) => void,
): () => void {
  let last: string | null = null
  const notify = () => {
    const { navigation, location } = router.state
    if (navigation.state !== 'idle' || !router.state.initialized) return
    const key = `${location.pathname}${location.search}`
    if (key === last) return
    last = key
    queueMicrotask(() => listener(routeNameForPath(location.pathname), location.pathname))
  }
  notify()
  return router.subscribe(notify)
}
