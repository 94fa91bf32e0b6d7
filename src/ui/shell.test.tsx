import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { clinician, jwtExpiringAt } from '../../tests/unit/fixtures'
import { shellServices } from '../../tests/unit/shell-services'
import { routedApp, sessionStore, startRoutedApp } from '../../tests/unit/view-harness'
import { createI18n } from '../i18n/i18n'
import { TOKEN_KEY } from '../services/session-storage'
import { createRouteObjects } from './router'
import { Shell } from './shell'

/** The shell wired as main.tsx wires it, over a memory router; its API and account calls never answer. */
function boot(path: string, { isMobileDevice = false } = {}) {
  const { router, app, endServerSession } = routedApp(path, { isMobileDevice })
  render(
    <Shell i18n={createI18n('pt')} services={shellServices(app)} navigate={(to) => void router.navigate(to)}>
      <RouterProvider router={router} />
    </Shell>,
  )
  return { app, router, endServerSession }
}

let stop = () => {}
afterEach(() => stop())

describe('shell', () => {
  it('shows the session-expired dialog over the screen and goes to login on confirmation', async () => {
    sessionStore.save({ token: jwtExpiringAt(Date.now() - 1000), user: clinician, rememberMe: true })
    const { app, router } = boot('/settings')
    stop = () => app.stop()
    const dialog = await screen.findByRole('alertdialog', { name: 'A sua sessão expirou' })
    expect(dialog.textContent).toContain('Inicie sessão novamente')
    expect(sessionStore.isAuthenticated()).toBe(false)
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sessão' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sessão' })).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('signs out from /logout: storage cleared, server told, login shown', async () => {
    sessionStore.save({ token: jwtExpiringAt(Date.now() + 3_600_000), user: clinician, rememberMe: false })
    const { app, router, endServerSession } = boot('/logout')
    stop = () => app.stop()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(endServerSession).toHaveBeenCalledTimes(1)
    expect(app.getSnapshot().hasTag('signed-out')).toBe(true)
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sessão' })).toBeTruthy()
  })

  it('puts login in the address bar after a sign-out from a link (browser history)', async () => {
    sessionStore.save({ token: jwtExpiringAt(Date.now() + 3_600_000), user: clinician, rememberMe: false })
    window.history.replaceState(null, '', '/')
    const router = createBrowserRouter(createRouteObjects({ isAuthenticated: sessionStore.isAuthenticated }))
    const { app } = startRoutedApp(router, { route: 'home' })
    stop = () => {
      app.stop()
      router.dispose()
    }
    render(
      <Shell
        i18n={createI18n('pt')}
        services={shellServices(app)}
        navigate={(to) => void router.navigate(to)}
      >
        <RouterProvider router={router} />
      </Shell>,
    )
    fireEvent.click(await screen.findByRole('link', { name: 'Terminar sessão' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sessão' })).toBeTruthy()
    await waitFor(() => expect(window.location.pathname).toBe('/login'))
  })

  it('opens the consultation screen when an active session appears, and a phone goes home when it ends', async () => {
    sessionStore.save({ token: jwtExpiringAt(Date.now() + 3_600_000), user: clinician, rememberMe: true })
    const { app, router } = boot('/settings', { isMobileDevice: true })
    stop = () => app.stop()
    await screen.findByRole('heading', { level: 1, name: 'Definições' })
    app.send({ type: 'consultation.active.found', session: { id: 's-7', show_transcription: false } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultation/s-7'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Consulta' })).toBeTruthy()
    app.send({ type: 'consultation.active.gone' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('links the Research Space from the app bar, in the interface language, marked where it is', async () => {
    sessionStore.save({ token: jwtExpiringAt(Date.now() + 3_600_000), user: clinician, rememberMe: true })
    const { app, router } = boot('/settings')
    stop = () => app.stop()
    await screen.findByRole('heading', { level: 1, name: 'Definições' })
    const bar = document.querySelector('header.app-bar') as HTMLElement
    const link = within(bar).getByRole('link', { name: 'Espaço de Investigação' })
    expect(link.getAttribute('href')).toBe('/trials')
    expect(link.getAttribute('aria-current')).toBeNull()
    fireEvent.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/trials'))
    await waitFor(() =>
      expect(
        within(bar).getByRole('link', { name: 'Espaço de Investigação' }).getAttribute('aria-current'),
      ).toBe('true'),
    )
  })

  it('links the Research Space from home, where the bar leaves the account links to the page', async () => {
    sessionStore.save({ token: jwtExpiringAt(Date.now() + 3_600_000), user: clinician, rememberMe: true })
    const { app } = boot('/')
    stop = () => app.stop()
    const links = await screen.findAllByRole('link', { name: 'Espaço de Investigação' })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/trials'])
  })

  it('sends a user who must change the password to change_password', async () => {
    sessionStore.save({
      token: jwtExpiringAt(Date.now() + 3_600_000),
      user: { ...clinician, force_password_change: true },
      rememberMe: true,
    })
    const { app, router } = boot('/')
    stop = () => app.stop()
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Alterar palavra-passe' })).toBeTruthy()
  })
})
