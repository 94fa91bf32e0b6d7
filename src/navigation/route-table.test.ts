import { describe, expect, it } from 'vitest'
import { pathFor, routeNameForPath } from './route-paths'
import { isRedirect, ROUTES, redirectState } from './route-table'

describe('route table', () => {
  it('names every screen of the spec once', () => {
    const names = ROUTES.map((route) => route.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual([
      'home',
      'home-v2',
      'change_password',
      'autologin',
      'integration',
      'login',
      'signup',
      'logout',
      'reset',
      'consultation',
      'dictaphone_consultation',
      'research',
      'settings',
      'member-history',
      'generation',
      'reset_password',
      'confirm_email',
      'selectable_document',
      'consultation_type',
      'organization_invitations',
      'staff',
      'not_found',
    ])
  })

  it.each([
    ['/', 'home'],
    ['/v2', 'home-v2'],
    ['/change-password', 'change_password'],
    ['/autologin/qr-1', 'autologin'],
    ['/integration/signed-1', 'integration'],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/logout', 'logout'],
    ['/reset', 'reset'],
    ['/consultation/42', 'consultation'],
    ['/dictaphone/consultation/42', 'dictaphone_consultation'],
    ['/trials', 'research'],
    ['/trials/space-1', 'research'],
    ['/settings', 'settings'],
    ['/settings/account', 'settings'],
    ['/settings/organization/user-7', 'member-history'],
    ['/generate/discharge-letter', 'generation'],
    ['/reset_password/token-1', 'reset_password'],
    ['/confirm_email/token-1', 'confirm_email'],
    ['/consultation_types/ct-1/selectable_documents/doc-2', 'selectable_document'],
    ['/editor', 'consultation_type'],
    ['/editor/ct-1', 'consultation_type'],
    ['/organization/invitations/token-1', 'organization_invitations'],
    ['/staff', 'staff'],
    ['/staff/credits', 'staff'],
    ['/nowhere/at/all', 'not_found'],
    ['/consultation', 'not_found'],
  ])('shows %s with the %s screen', (pathname, name) => {
    expect(routeNameForPath(pathname)).toBe(name)
  })

  it('builds paths from names and parameters', () => {
    expect(pathFor({ to: 'home' })).toBe('/')
    expect(pathFor({ to: 'consultation', params: { id: '42' } })).toBe('/consultation/42')
    expect(pathFor({ to: 'dictaphone_consultation', params: { id: 'a b' } })).toBe(
      '/dictaphone/consultation/a%20b',
    )
    expect(pathFor({ to: 'settings' })).toBe('/settings')
    expect(pathFor({ to: 'settings', params: { section: 'audio' } })).toBe('/settings/audio')
    expect(routeNameForPath(pathFor({ to: 'not_found' }))).toBe('not_found')
  })

  it('marks the app’s own moves, keeping their notice', () => {
    expect(redirectState()).toEqual({ redirect: true })
    expect(redirectState('session-expired')).toEqual({ redirect: true, notice: 'session-expired' })
    expect(isRedirect(redirectState())).toBe(true)
    expect([null, undefined, { notice: 'password-reset' }, { redirect: 'yes' }].map(isRedirect)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
