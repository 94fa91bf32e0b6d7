import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { selectIsSignedIn, selectRoute, selectUser } from '../../machines/app/app.selectors'
import type { RouteName } from '../../navigation/route-table'
import { InAppLink } from '../screen-navigation'
import { useAppActor } from '../shell-context'

/** Screens that show who is signed in, with settings and sign-out links, themselves; the bar does not repeat them. */
const SCREENS_WITH_ACCOUNT_LINKS: ReadonlySet<RouteName> = new Set(['home', 'change_password'])

/**
 * The top bar: the wordmark, and for someone signed in their name, the Research Space, the staff console (staff
 * only), settings and sign out.
 */
export function AppBar({ navigate }: { navigate: (to: string) => void }) {
  const { t } = useTranslation()
  const app = useAppActor()
  const isSignedIn = useSelector(app, selectIsSignedIn)
  const user = useSelector(app, selectUser)
  const route = useSelector(app, selectRoute)
  const showAccount = isSignedIn && !SCREENS_WITH_ACCOUNT_LINKS.has(route)
  return (
    <header className="app-bar">
      {showAccount ? (
        <InAppLink navigate={navigate} to="/" className="app-bar-brand">
          <span className="app-bar-name">{t('app.name')}</span>
        </InAppLink>
      ) : (
        <span className="app-bar-brand">
          <span className="app-bar-name">{t('app.name')}</span>
        </span>
      )}
      {showAccount && user && <span className="app-bar-user visually-hidden-on-phone">{user.name}</span>}
      {showAccount && (
        <nav className="app-bar-nav" aria-label={t('home.nav')}>
          <ul>
            <li>
              <InAppLink navigate={navigate} to="/trials" current={route === 'research'}>
                {t('home.researchSpace')}
              </InAppLink>
            </li>
            {user?.staff && (
              <li>
                <InAppLink navigate={navigate} to="/staff" current={route === 'staff'}>
                  {t('home.staffConsole')}
                </InAppLink>
              </li>
            )}
            <li>
              <InAppLink navigate={navigate} to="/settings/account" current={route === 'settings'}>
                {t('home.settings')}
              </InAppLink>
            </li>
            <li>
              <InAppLink navigate={navigate} to="/logout">
                {t('home.logout')}
              </InAppLink>
            </li>
          </ul>
        </nav>
      )}
    </header>
  )
}
