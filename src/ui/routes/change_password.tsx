import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { usePasswordActor } from '../account/use-password-actor'
import { PasswordForm } from '../components/password-form'

/** The forced password change: the current password and a new one twice, then home. */
export default function ChangePasswordRoute() {
  const { t } = useTranslation()
  const actor = usePasswordActor({ purpose: 'change', afterwards: { to: 'home' } })
  return (
    <main data-route="change_password" className="auth">
      <h1>{t('routes.change_password.title')}</h1>
      <p>{t('password.change.intro')}</p>
      <PasswordForm actor={actor} />
      <nav aria-label={t('login.otherModes')}>
        <ul>
          <li>
            <Link to="/logout">{t('home.logout')}</Link>
          </li>
        </ul>
      </nav>
    </main>
  )
}
