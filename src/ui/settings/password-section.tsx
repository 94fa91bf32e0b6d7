import { useTranslation } from 'react-i18next'
import { usePasswordActor } from '../account/use-password-actor'
import { PasswordForm } from '../components/password-form'

/** Settings → account: a password change that stays on the page. */
export function PasswordSection() {
  const { t } = useTranslation()
  const actor = usePasswordActor({ purpose: 'change', afterwards: null })
  return (
    <section data-form="password">
      <h2>{t('settings.account.passwordTitle')}</h2>
      <PasswordForm actor={actor} />
    </section>
  )
}
