/**
 * Every screen of the spec's route table (section 2), in the order the spec lists them, plus not-found.
 * Paths are the spec's; a name is the feature's word where the spec's differs (its `trials` is `research`).
 */
export const ROUTES = [
  { name: 'home', path: '/' },
  { name: 'home-v2', path: '/v2' },
  { name: 'change_password', path: '/change-password' },
  { name: 'autologin', path: '/autologin/:token' },
  { name: 'integration', path: '/integration/:token' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'logout', path: '/logout' },
  { name: 'reset', path: '/reset' },
  { name: 'consultation', path: '/consultation/:id' },
  { name: 'dictaphone_consultation', path: '/dictaphone/consultation/:id' },
  { name: 'research', path: '/trials/:space?' },
  { name: 'settings', path: '/settings/:section?' },
  { name: 'member-history', path: '/settings/:section/:user_id' },
  { name: 'generation', path: '/generate/:prompt' },
  { name: 'reset_password', path: '/reset_password/:token' },
  { name: 'confirm_email', path: '/confirm_email/:token' },
  {
    name: 'selectable_document',
    path: '/consultation_types/:consultation_type_id/selectable_documents/:selectable_document_id',
  },
  { name: 'consultation_type', path: '/editor/:consultation_type_id?' },
  { name: 'organization_invitations', path: '/organization/invitations/:token' },
  // Support's console (issue 22): shown to staff accounts only.
  { name: 'staff', path: '/staff/:section?' },
  { name: 'not_found', path: '*' },
] as const satisfies readonly { name: string; path: string }[]

export type RouteDefinition = (typeof ROUTES)[number]
export type RouteName = RouteDefinition['name']
export type RouteParams = Record<string, string>

/** A message the next screen shows once, carried in the router's location state rather than the URL. */
export const NOTICES = ['password-reset', 'account-deleted', 'session-expired'] as const
export type Notice = (typeof NOTICES)[number]

/** The notice a screen was opened with, if the location state carries a known one. */
export function noticeOf(state: unknown): Notice | null {
  const notice = (state as { notice?: unknown } | null)?.notice
  return (NOTICES as readonly unknown[]).includes(notice) ? (notice as Notice) : null
}

/**
 * Location state of a move the app makes itself (the root rules, sign-out, session expiry): screens that
 * ask before the person leaves (the consultation's exit confirmation) let these through.
 */
export type RedirectState = { redirect: true; notice?: Notice }

export const redirectState = (notice?: Notice): RedirectState =>
  notice ? { redirect: true, notice } : { redirect: true }

/** The location state says the app moved by itself, not the person. */
export const isRedirect = (state: unknown): boolean =>
  (state as { redirect?: unknown } | null)?.redirect === true

/** Where to go: a route name, the values of its path parameters and a notice for the screen. */
export type RouteTarget = { to: RouteName; params?: RouteParams; notice?: Notice }

export const ROUTE_NAMES: readonly RouteName[] = ROUTES.map((route) => route.name)

export const isRouteName = (value: string): value is RouteName =>
  (ROUTE_NAMES as readonly string[]).includes(value)

export function routePath(name: RouteName): string {
  // The table is exhaustive over RouteName, so the lookup always succeeds.
  return ROUTES.find((route) => route.name === name)!.path
}
