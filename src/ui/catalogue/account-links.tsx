import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { selectUser } from '../../machines/app/app.selectors'
import { useAppActor } from '../shell-context'

/**
 * Who is signed in, with the ways to the Research Space, settings and out (home carries them; the app bar leaves
 * them out there).
 */
export function AccountLinks() {
  const { t } = useTranslation()
  const user = useSelector(useAppActor(), selectUser)
  return (
    <div className="home-account cluster">
      {user && <p>{t('home.signedInAs', { name: user.name })}</p>}
      <nav aria-label={t('home.nav')}>
        <ul className="cluster">
          <li>
            <Link to="/trials">{t('home.researchSpace')}</Link>
          </li>
          {user?.staff && (
            <li>
              <Link to="/staff">{t('home.staffConsole')}</Link>
            </li>
          )}
          <li>
            <Link to="/settings/account">{t('home.settings')}</Link>
          </li>
          <li>
            <Link to="/logout">{t('home.logout')}</Link>
          </li>
        </ul>
      </nav>
    </div>
  )
}
