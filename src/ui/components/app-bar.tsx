import { useSelector } from '@xstate/react'
import { type MouseEvent, type ReactNode, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataRouter } from 'react-router-dom'
import { selectIsSignedIn, selectUser } from '../../machines/app/app.selectors'
import { type RouteName, routeNameForPath } from '../../navigation/route-table'
import { useAppActor } from '../shell-context'

/** Screens that show who is signed in, with settings and sign-out links, themselves; the bar does not repeat them. */
const SCREENS_WITH_ACCOUNT_LINKS: ReadonlySet<RouteName> = new Set(['home', 'change_password'])

/** The screen the router shows now, read from the router the shell already holds. */
function useRouteName(router: DataRouter): RouteName {
  const pathname = useSyncExternalStore(
    (onChange) => router.subscribe(() => onChange()),
    () => router.state.location.pathname,
  )
  return routeNameForPath(pathname)
}

/** The bar sits outside the router's tree: a plain click navigates in the app, any other is the browser's. */
function BarLink({
  router,
  to,
  className,
  current,
  children,
}: {
  router: DataRouter
  to: string
  className?: string
  current?: boolean
  children: ReactNode
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate(to)
  }
  return (
    <a href={to} className={className} aria-current={current || undefined} onClick={onClick}>
      {children}
    </a>
  )
}

/**
 * The top bar: the wordmark, and for someone signed in their name, the Research Space, the staff console (staff
 * only), settings and sign out.
 */
export function AppBar({ router }: { router: DataRouter }) {
  const { t } = useTranslation()
  const app = useAppActor()
  const isSignedIn = useSelector(app, selectIsSignedIn)
  const user = useSelector(app, selectUser)
  const route = useRouteName(router)
  const showAccount = isSignedIn && !SCREENS_WITH_ACCOUNT_LINKS.has(route)
  return (
    <header className="app-bar">
      {showAccount ? (
        <BarLink router={router} to="/" className="app-bar-brand">
          <span className="app-bar-name">{t('app.name')}</span>
        </BarLink>
      ) : (
        <span className="app-bar-brand">
          <span className="app-bar-name">{t('app.name')}</span>
        </span>
      )}
      {showAccount && user && <span className="app-bar-user">{user.name}</span>}
      {showAccount && (
        <nav className="app-bar-nav" aria-label={t('home.nav')}>
          <ul>
            <li>
              <BarLink router={router} to="/trials" current={route === 'trials'}>
                {t('home.researchSpace')}
              </BarLink>
            </li>
            {user?.staff && (
              <li>
                <BarLink router={router} to="/staff" current={route === 'staff'}>
                  {t('home.staffConsole')}
                </BarLink>
              </li>
            )}
            <li>
              <BarLink router={router} to="/settings/account" current={route === 'settings'}>
                {t('home.settings')}
              </BarLink>
            </li>
            <li>
              <BarLink router={router} to="/logout">
                {t('home.logout')}
              </BarLink>
            </li>
          </ul>
        </nav>
      )}
    </header>
  )
}
