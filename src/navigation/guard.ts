import type { RouteName } from './route-table'

export type GuardDecision = { allow: true } | { redirect: RouteName }

/** Token links opened from an e-mail or a QR code: they work whoever is signed in (spec, section 2). */
const ALWAYS_ALLOWED: readonly RouteName[] = [
  'confirm_email',
  'reset_password',
  'autologin',
  'organization_invitations',
  'integration',
]

/** Screens for signing in; a signed-in user has nothing to do there and goes home. */
const SIGN_IN_SCREENS: readonly RouteName[] = ['login', 'signup', 'reset', 'autologin', 'integration']

/** The only screens (besides the always-allowed ones) an anonymous visitor may open. */
const ANONYMOUS_SCREENS: readonly RouteName[] = ['login', 'signup', 'reset']

/**
 * The navigation guard of the spec (section 2). The spec lists autologin and integration both as always
 * allowed and as redirecting home when authenticated; we read it as: always allowed for an anonymous
 * visitor (no sign-in needed to use the token), but a signed-in user goes home instead of signing in again.
 * The sign-in rule is therefore checked before the always-allowed rule.
 */
export function guard(route: RouteName, isAuthenticated: boolean): GuardDecision {
  if (isAuthenticated && SIGN_IN_SCREENS.includes(route)) return { redirect: 'home' }
  if (ALWAYS_ALLOWED.includes(route)) return { allow: true }
  if (isAuthenticated) return { allow: true }
  if (ANONYMOUS_SCREENS.includes(route)) return { allow: true }
  return { redirect: 'login' }
}
