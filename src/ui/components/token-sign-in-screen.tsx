import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { selectIsSignedIn } from '../../machines/app/app.selectors'
import { connectTokenSignIn } from '../../machines/token-sign-in/token-sign-in.connect'
import type { TokenSignInKind } from '../../machines/token-sign-in/token-sign-in.machine'
import { useTokenSignInActor } from '../account/use-token-sign-in-actor'
import { useAppActor } from '../shell-context'
import { CommandButton } from './command-button'
import { useConnect } from './use-connect'

/** A link that signs in (email confirmation, QR code, integration): the token is spent as it opens. */
export function TokenSignInScreen({ kind, mode }: { kind: TokenSignInKind; mode?: string }) {
  const { token = '' } = useParams()
  // Another link opened in the same tab is another sign-in.
  return <TokenSignIn key={token} kind={kind} mode={mode} token={token} />
}

function TokenSignIn({
  kind,
  mode,
  token,
}: {
  kind: TokenSignInKind
  mode: string | undefined
  token: string
}) {
  const { t } = useTranslation()
  const actor = useTokenSignInActor(kind, token)
  const api = useConnect(actor, connectTokenSignIn)
  // Someone already signed in (a link opened twice) has nothing to do on the login screen.
  const isSignedIn = useSelector(useAppActor(), selectIsSignedIn)
  return (
    <main data-route={api.route} data-login-mode={mode} className="auth" aria-busy={api.isBusy}>
      <h1>{api.title}</h1>
      {api.status && <p role="status">{api.status}</p>}
      {api.problem && (
        <section role="alert" className="notice notice-error">
          <p>{api.problem}</p>
          {api.advice && <p>{api.advice}</p>}
        </section>
      )}
      {api.retry && <CommandButton command={api.retry} className="primary" />}
      {api.loginLink &&
        (isSignedIn ? (
          <Link to="/">{t('tokenSignIn.toHome')}</Link>
        ) : (
          <Link to="/login">{api.loginLink}</Link>
        ))}
    </main>
  )
}
