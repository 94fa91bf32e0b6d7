import { generatePath, matchPath } from 'react-router-dom'
import { ROUTES, type RouteName, type RouteTarget, routePath } from './route-table'

// The route table read with the router's own path rules. Apart from the table, so the sign-in screen an
// anonymous visitor opens on starts without the router's code (it comes once the first screen is up).

/** The URL of a route, e.g. pathFor({ to: 'consultation', params: { id: '42' } }) is '/consultation/42'. */
export function pathFor({ to, params = {} }: RouteTarget): string {
  if (to === 'not_found') return '/not-found'
  return generatePath(routePath(to), params)
}

/** Which screen a URL path shows; anything no route matches is not_found. */
export function routeNameForPath(pathname: string): RouteName {
  const match = ROUTES.find(
    (route) => route.path !== '*' && matchPath({ path: route.path, end: true }, pathname),
  )
  return match?.name ?? 'not_found'
}
