import { fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { User } from '../../contract/auth'
import { shellServices } from '../../tests/unit/shell-services'
import { createI18n } from '../i18n/i18n'
import { createSessionStore } from '../services/session-storage'
import { startAppActor } from './app-actor'
import { FirstScreen, firstScreenAt, loadFirstScreen } from './first-screen'
import { ShellContext } from './shell-context'

describe('firstScreenAt', () => {
  it('opens the sign-in screens before the router, at their exact paths only', () => {
    expect(firstScreenAt('/login')).toBe('login')
    expect(firstScreenAt('/signup')).toBe('signup')
    expect(firstScreenAt('/reset')).toBe('reset')
    // Other spellings, and every other screen, are the router's.
    expect(firstScreenAt('/Login')).toBeNull()
    expect(firstScreenAt('/login/')).toBeNull()
    expect(firstScreenAt('/')).toBeNull()
    expect(firstScreenAt('/settings/account')).toBeNull()
    expect(firstScreenAt('/reset_password/abc')).toBeNull()
  })
})

describe('the first screen', () => {
  const app = startAppActor({
    sessionStore: createSessionStore({
      persistent: window.localStorage,
      session: window.sessionStorage,
      userSchema: User,
    }),
    endServerSession: async () => {},
    navigate: () => {},
    isMobileDevice: false,
    route: 'login',
  })
  afterAll(() => app.stop())

  async function open(state: unknown) {
    const navigate = vi.fn()
    const Screen = await loadFirstScreen('login')
    render(
      <I18nextProvider i18n={createI18n('pt')}>
        <ShellContext value={shellServices(app)}>
          <FirstScreen
            Screen={Screen}
            location={{ pathname: '/login', search: '', state }}
            navigate={navigate}
          />
        </ShellContext>
      </I18nextProvider>,
    )
    return navigate
  }

  it("shows the notice the page's state carries and hands a link's move, with the typed address, to navigate", async () => {
    const navigate = await open({ redirect: true, notice: 'session-expired' })
    expect(screen.getByText('A sessão expirou. Inicie sessão novamente.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('E-mail', { exact: true }), {
      target: { value: 'ana@example.pt' },
    })
    const signup = screen.getByRole('link', { name: 'Criar conta' })
    expect(signup.getAttribute('href')).toBe('/signup')
    // A click to open a new tab is the browser's.
    fireEvent.click(signup, { ctrlKey: true })
    expect(navigate).not.toHaveBeenCalled()
    fireEvent.click(signup)
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/signup', { state: { email: 'ana@example.pt' } })
  })
})
