import { type ComponentType, type ReactNode, useMemo } from 'react'
import {
  type DataRouter,
  Link,
  Outlet,
  type RouteObject,
  redirect,
  useLocation,
  useNavigate,
} from 'react-router-dom'
import { guard } from '../navigation/guard'
import { pathFor, routeNameForPath } from '../navigation/route-paths'
import { ROUTES, type RouteName } from '../navigation/route-table'
import { ScreenFrame } from './components/screen-frame'
import { LoadingScreen, RouteErrorScreen } from './components/status-screens'
import { NavigationContext, type ScreenNavigation } from './screen-navigation'

type ScreenModule = { default: ComponentType }

/** One lazily loaded module per route, named as the route table names the route. */
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
  research: () => import('./routes/research'),
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

/** The router's location, moves and links, for the screens that also open before it (the sign-in screens). */
function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation()
  const navigate = useNavigate()
  const navigation = useMemo<ScreenNavigation>(
    () => ({ location, navigate: (to, options) => void navigate(to, options), Link }),
    [location, navigate],
  )
  return <NavigationContext value={navigation}>{children}</NavigationContext>
}

function RootLayout() {
  return (
    <RouterNavigation>
      <ScreenFrame>
        <Outlet />
      </ScreenFrame>
    </RouterNavigation>
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
 * `settled` is a location (path and query) already reported, the first screen shown before the router.
 */
export function onRouteSettled(
  router: DataRouter,
  listener: (route: RouteName, pathname: string) => void,
  settled: string | null = null,
): () => void {
  let last = settled
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
