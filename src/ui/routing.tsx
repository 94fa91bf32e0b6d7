import type { ReactNode } from 'react'
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router-dom'
import { pathFor } from '../navigation/route-paths'
import type { RouteName, RouteTarget } from '../navigation/route-table'
import { createRouteObjects, onRouteSettled, type RouteDependencies } from './router'
import type { NavigateOptions } from './screen-navigation'

export type Routing = {
  router: DataRouter
  /** The screens as the router shows them. */
  screens: ReactNode
  /** Moves to a URL or a route of the table. */
  navigate: (to: string | RouteTarget, options?: NavigateOptions) => void
}

/**
 * The browser's router over the route table, calling `onSettled` with each screen it settles on after
 * `settled` (a location already reported: the first screen shown before the router).
 */
export function startRouting({
  onSettled,
  settled = null,
  ...dependencies
}: RouteDependencies & {
  onSettled: (route: RouteName, pathname: string) => void
  settled?: string | null
}): Routing {
  const router = createBrowserRouter(createRouteObjects(dependencies))
  onRouteSettled(router, onSettled, settled)
  return {
    router,
    screens: <RouterProvider router={router} />,
    navigate: (to, options) => void router.navigate(typeof to === 'string' ? to : pathFor(to), options),
  }
}
