import { type ComponentType, useMemo } from 'react'
import { guard } from '../navigation/guard'
import { ROUTES, type RouteName } from '../navigation/route-table'
import { ScreenFrame } from './components/screen-frame'
import {
  InAppLink,
  type LinkProps,
  type NavigateOptions,
  NavigationContext,
  type ScreenLocation,
  type ScreenNavigation,
  useScreenNavigation,
} from './screen-navigation'

// An anonymous visitor opening a sign-in screen sees it before the router's code has loaded: the router
// comes once the screen is up, and takes over on the first move (a link, or signing in).

/** The screens that may open before the router: the sign-in screens, each the route's own module. */
const FIRST_SCREENS = {
  login: () => import('./routes/login'),
  signup: () => import('./routes/signup'),
  reset: () => import('./routes/reset'),
} satisfies Partial<Record<RouteName, () => Promise<{ default: ComponentType }>>>

export type FirstScreenName = keyof typeof FIRST_SCREENS

const isFirstScreen = (route: RouteName): route is FirstScreenName => route in FIRST_SCREENS

/**
 * The sign-in screen a URL opens for an anonymous visitor, if any. Only the table's exact path: another
 * spelling ('/Login/') is left to the router and its own path rules.
 */
export function firstScreenAt(pathname: string): FirstScreenName | null {
  const route = ROUTES.find((candidate) => candidate.path === pathname)?.name
  if (!route || !isFirstScreen(route)) return null
  return 'allow' in guard(route, false) ? route : null
}

export const loadFirstScreen = async (name: FirstScreenName): Promise<ComponentType> =>
  (await FIRST_SCREENS[name]()).default

/** The page's location as the router reads it (React Router keeps a move's state under `usr`). */
export function browserLocation(): ScreenLocation {
  const { pathname, search } = window.location
  const state = (window.history.state as { usr?: unknown } | null)?.usr
  return { pathname, search, state: state || null }
}

/** A link of the first screen: its move (with the state it carries) goes to the router. */
function FirstScreenLink({ to, state, className, children }: LinkProps) {
  const { navigate } = useScreenNavigation()
  return (
    <InAppLink
      to={to}
      className={className}
      navigate={(path) => navigate(path, state === undefined ? undefined : { state })}
    >
      {children}
    </InAppLink>
  )
}

/** The sign-in screen in the frame every screen has; `navigate` loads the router if it has not come yet. */
export function FirstScreen({
  Screen,
  location,
  navigate,
}: {
  Screen: ComponentType
  location: ScreenLocation
  navigate: (to: string, options?: NavigateOptions) => void
}) {
  const navigation = useMemo<ScreenNavigation>(
    () => ({ location, navigate, Link: FirstScreenLink }),
    [location, navigate],
  )
  return (
    <NavigationContext value={navigation}>
      <ScreenFrame>
        <Screen />
      </ScreenFrame>
    </NavigationContext>
  )
}
