import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { shellServices } from '../../tests/unit/shell-services'
import { createI18n, LOCALES } from '../i18n/i18n'
import { appMachine } from '../machines/app/app.machine'
import { guard } from '../navigation/guard'
import { pathFor } from '../navigation/route-paths'
import { ROUTE_NAMES, type RouteName } from '../navigation/route-table'
import { createRouteObjects, onRouteSettled } from './router'
import { Shell } from './shell'

/** A URL for each screen, with made-up parameter values. */
const SAMPLE_PATHS: Record<RouteName, string> = {
  home: '/',
  'home-v2': '/v2',
  change_password: '/change-password',
  autologin: '/autologin/qr-token',
  integration: '/integration/signed-token',
  login: '/login',
  signup: '/signup',
  logout: '/logout',
  reset: '/reset',
  consultation: '/consultation/s-1',
  dictaphone_consultation: '/dictaphone/consultation/s-1',
  research: '/trials/space-1',
  settings: '/settings/account',
  'member-history': '/settings/organization/u-2',
  generation: '/generate/letter',
  reset_password: '/reset_password/token',
  confirm_email: '/confirm_email/token',
  selectable_document: '/consultation_types/ct-1/selectable_documents/doc-1',
  consultation_type: '/editor/ct-1',
  organization_invitations: '/organization/invitations/token',
  staff: '/staff',
  not_found: '/no/such/page',
}

const titleOf = (route: RouteName) => LOCALES.pt.routes[route].title

/** Screens built so far (accounts, catalogue); the others are placeholders until their issue. */
const BUILT: readonly RouteName[] = [
  'home',
  'home-v2',
  'consultation',
  'dictaphone_consultation',
  'consultation_type',
  'selectable_document',
  'login',
  'signup',
  'reset',
  'change_password',
  'reset_password',
  'confirm_email',
  'autologin',
  'integration',
  'settings',
  'research',
]

/** The app at `path`; `isAuthenticated` is asked on every navigation when it is a function. */
function renderAt(path: string, isAuthenticated: boolean | (() => boolean)) {
  const guard = typeof isAuthenticated === 'function' ? isAuthenticated : () => isAuthenticated
  const router = createMemoryRouter(createRouteObjects({ isAuthenticated: guard }), {
    initialEntries: [path],
  })
  const app = createActor(appMachine, {
    input: { storedSession: null, isMobileDevice: false, route: 'home' },
  })
  render(
    <Shell
      i18n={createI18n('pt')}
      services={shellServices(app.start())}
      navigate={(to) => void router.navigate(to)}
    >
      <RouterProvider router={router} />
    </Shell>,
  )
  return router
}

describe('router', () => {
  describe.each([true, false])('signed in: %s', (isAuthenticated) => {
    it.each(ROUTE_NAMES)('opens %s as the guard decides, under its translated title', async (route) => {
      const router = renderAt(SAMPLE_PATHS[route], isAuthenticated)
      const decision = guard(route, isAuthenticated)
      const shown = 'redirect' in decision ? decision.redirect : route
      expect(await screen.findByRole('heading', { level: 1, name: titleOf(shown) })).toBeTruthy()
      expect(router.state.location.pathname).toBe(
        'redirect' in decision ? pathFor({ to: shown }) : SAMPLE_PATHS[route],
      )
      // Placeholders pretend nothing: no forms, no buttons.
      if (!BUILT.includes(shown)) {
        expect(screen.queryAllByRole('button')).toEqual([])
        expect(screen.queryAllByRole('textbox')).toEqual([])
      }
    })
  })

  it('flags integration as a signed-token login on the autologin screen', async () => {
    renderAt(SAMPLE_PATHS.integration, false)
    const heading = await screen.findByRole('heading', { name: titleOf('integration') })
    expect(heading.closest('[data-login-mode]')?.getAttribute('data-login-mode')).toBe('signed-token')
  })

  it.each([
    ['signup', 'signup'],
    ['reset', 'reset'],
    ['login', 'login'],
  ] as const)('shows the login screen in %s mode', async (route, mode) => {
    renderAt(SAMPLE_PATHS[route], false)
    const heading = await screen.findByRole('heading', { name: titleOf(route) })
    expect(heading.closest('[data-login-mode]')?.getAttribute('data-login-mode')).toBe(mode)
  })

  it('offers a way home from the not-found screen', async () => {
    renderAt('/nowhere', true)
    expect((await screen.findByRole('link', { name: 'Voltar ao início' })).getAttribute('href')).toBe('/')
  })

  it('re-checks the guard on every navigation', async () => {
    let isAuthenticated = true
    const router = renderAt('/settings', () => isAuthenticated)
    await screen.findByRole('heading', { name: titleOf('settings') })
    isAuthenticated = false
    await router.navigate('/trials')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('reports each settled screen once', async () => {
    const router = createMemoryRouter(createRouteObjects({ isAuthenticated: () => false }), {
      initialEntries: ['/settings'],
    })
    const settled: [RouteName, string][] = []
    onRouteSettled(router, (route, pathname) => settled.push([route, pathname]))
    await waitFor(() => expect(settled).toEqual([['login', '/login']]))
    await router.navigate('/signup')
    await waitFor(() => expect(settled.at(-1)).toEqual(['signup', '/signup']))
    expect(settled).toHaveLength(2)
  })
})
