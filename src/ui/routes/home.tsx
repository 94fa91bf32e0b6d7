import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { selectUser } from '../../machines/app/app.selectors'
import { useAppActor } from '../shell-context'

/** The signed-in landing for now: who is signed in, settings and sign out (later issues build home). */
export default function HomeRoute() {
  const { t } = useTranslation()
  const user = useSelector(useAppActor(), selectUser)
  return (
    <main data-route="home">
      <h1>{t('routes.home.title')}</h1>
      {user && <p>{t('home.signedInAs', { name: user.name })}</p>}
      <nav aria-label={t('home.nav')}>
        <ul>
          <li>
            <Link to="/settings/account">{t('home.settings')}</Link>
          </li>
          <li>
            <Link to="/logout">{t('home.logout')}</Link>
          </li>
        </ul>
      </nav>
    </main>
  )
}
