import { describe, expect, it } from 'vitest'
import { guard } from './guard'
import { ROUTE_NAMES, type RouteName } from './route-table'

const ALWAYS_ALLOWED_FOR_ANONYMOUS: RouteName[] = [
  'confirm_email',
  'reset_password',
  'autologin',
  'organization_invitations',
  'integration',
]

describe('navigation guard', () => {
  describe('always allowed token screens', () => {
    it.each(ALWAYS_ALLOWED_FOR_ANONYMOUS)('lets an anonymous visitor open %s', (route) => {
      expect(guard(route, false)).toEqual({ allow: true })
    })

    it.each(['confirm_email', 'reset_password', 'organization_invitations'] as const)(
      'lets a signed-in user open %s',
      (route) => {
        expect(guard(route, true)).toEqual({ allow: true })
      },
    )
  })

  describe('authenticated users', () => {
    it.each(['login', 'signup', 'reset'] as const)('sends a signed-in user from %s to home', (route) => {
      expect(guard(route, true)).toEqual({ redirect: 'home' })
    })

    // The spec lists autologin and integration as always allowed and as redirecting home when
    // authenticated: a signed-in user does not sign in again with a token, so home wins for them.
    it.each(['autologin', 'integration'] as const)('sends a signed-in user from %s to home', (route) => {
      expect(guard(route, true)).toEqual({ redirect: 'home' })
    })

    const signedInScreens = ROUTE_NAMES.filter(
      (route) => !['login', 'signup', 'reset', 'autologin', 'integration'].includes(route),
    )
    it.each(signedInScreens)('lets a signed-in user open %s', (route) => {
      expect(guard(route, true)).toEqual({ allow: true })
    })
  })

  describe('anonymous visitors', () => {
    it.each(['login', 'signup', 'reset'] as const)('lets an anonymous visitor open %s', (route) => {
      expect(guard(route, false)).toEqual({ allow: true })
    })

    const privateScreens = ROUTE_NAMES.filter(
      (route) => !['login', 'signup', 'reset', ...ALWAYS_ALLOWED_FOR_ANONYMOUS].includes(route),
    )
    it('has private screens to protect', () => {
      expect(privateScreens).toContain('home')
      expect(privateScreens).toContain('logout')
      expect(privateScreens).toContain('not_found')
    })
    it.each(privateScreens)('sends an anonymous visitor from %s to login', (route) => {
      expect(guard(route, false)).toEqual({ redirect: 'login' })
    })
  })
})
