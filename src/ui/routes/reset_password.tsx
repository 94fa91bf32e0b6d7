import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { selectIsLinkInvalid, selectProblem } from '../../machines/password/password.connect'
import { usePasswordActor } from '../account/use-password-actor'
import { PasswordForm } from '../components/password-form'

/** The mailed reset link: a new password twice, then login with a notice; a stale link offers a new one. */
function ResetPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation()
  const actor = usePasswordActor({
    purpose: 'reset',
    token,
    afterwards: { to: 'login', notice: 'password-reset' },
  })
  const isLinkInvalid = useSelector(actor, selectIsLinkInvalid)
  const problem = useSelector(actor, selectProblem)
  return (
    <main data-route="reset_password" className="auth">
      <h1>{t('routes.reset_password.title')}</h1>
      {isLinkInvalid ? (
        <section role="alert" className="notice notice-error">
          <p>{t(`problems.${problem ?? 'token_invalid'}`)}</p>
          <p>{t('password.reset.linkAdvice')}</p>
          <Link to="/reset">{t('password.reset.newLink')}</Link>
        </section>
      ) : (
        <>
          <p>{t('password.reset.intro')}</p>
          <PasswordForm actor={actor} />
        </>
      )}
    </main>
  )
}

export default function ResetPasswordRoute() {
  const { token = '' } = useParams()
  // Another link opened in the same tab is another form.
  return <ResetPasswordScreen key={token} token={token} />
}
