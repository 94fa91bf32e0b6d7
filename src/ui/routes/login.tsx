import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_LANGUAGE } from '../../../contract/constants'
import { isLanguage } from '../../i18n/locale'
import { connectConfirmationResend } from '../../machines/confirmation-resend/confirmation-resend.connect'
import { connectLogin, selectProblem } from '../../machines/login/login.connect'
import type { LoginMode } from '../../machines/login/login.machine'
import { noticeOf } from '../../navigation/route-table'
import { useConfirmationResendActor } from '../account/use-confirmation-resend-actor'
import { useLoginActor } from '../account/use-login-actor'
import { CommandButton, SubmitButton } from '../components/command-button'
import { Field, FormProblem, useSubmitAttempts } from '../components/fields'
import { useScreenNavigation } from '../screen-navigation'

export type { LoginMode }

/** An address typed on another mode of the screen, carried in the router's location state. */
function carriedEmail(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email : undefined
}

/**
 * An invitation to come back to once signed in: the invitation screen carries its token in the location
 * state; a link may carry it as `?invitation=`.
 */
function invitationToken(state: unknown, search: string): string | null {
  const carried = (state as { invitation?: unknown } | null)?.invitation
  if (typeof carried === 'string' && carried) return carried
  return new URLSearchParams(search).get('invitation') || null
}

/** The links to the other modes, each carrying the address typed so far. */
const OTHER_MODES: Record<LoginMode, { to: string; label: string }[]> = {
  login: [
    { to: '/reset', label: 'login.login.toReset' },
    { to: '/signup', label: 'login.login.toSignup' },
  ],
  signup: [{ to: '/login', label: 'login.signup.toLogin' }],
  reset: [{ to: '/login', label: 'login.reset.toLogin' }],
}

/** login, signup and reset are one screen in three modes (spec, section 2). */
export function LoginScreen({ mode }: { mode: LoginMode }) {
  const { t, i18n } = useTranslation()
  const { location, Link } = useScreenNavigation()
  const notice = noticeOf(location.state)
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  const invitation = mode === 'login' ? invitationToken(location.state, location.search) : null
  const actor = useLoginActor(
    mode,
    language,
    carriedEmail(location.state),
    invitation ? `/organization/invitations/${encodeURIComponent(invitation)}` : undefined,
  )
  const snapshot = useSelector(actor, (current) => current)
  const api = connectLogin(snapshot, actor.send, t, (chosen) => i18n.getFixedT(chosen))
  // Each submit remounts the message, so focus moves to the first field to fix even when it repeats.
  const { attempt, submit } = useSubmitAttempts()
  const email = snapshot.context.values.email
  const resendActor = useConfirmationResendActor()
  const resend = connectConfirmationResend(
    useSelector(resendActor, (current) => current),
    resendActor.send,
    t,
    email,
  )
  // Offered when signing in says the address is not confirmed, and kept while it answers.
  const offersResend =
    mode === 'login' &&
    (selectProblem(snapshot) === 'email_not_confirmed' || resend.isBusy || resend.sent || resend.problem)

  return (
    <main data-route={mode} data-login-mode={mode} className="auth">
      <h1>{api.title}</h1>
      {notice && (
        <p role="status" className="notice">
          {t(`notices.${notice}`)}
        </p>
      )}
      {api.done ? (
        <section role="status" className="done notice notice-success" lang={api.done.language ?? undefined}>
          <h2>{api.done.title}</h2>
          <p>{api.done.message}</p>
        </section>
      ) : (
        <form noValidate aria-busy={api.isBusy} onSubmit={submit(() => api.onSubmit())}>
          <p>{api.intro}</p>
          {invitation && <p className="notice">{t('login.login.invitationNote')}</p>}
          <FormProblem key={attempt} message={api.problem} />
          {offersResend && (
            <div className="notice" aria-busy={resend.isBusy} data-form="resend-confirmation">
              <CommandButton command={resend.button} keepsFocus />
              {resend.sent && <p role="status">{resend.sent}</p>}
              {resend.problem && <p role="alert">{resend.problem}</p>}
            </div>
          )}
          {api.fields.map((field) => (
            <Field key={field.name} field={field} />
          ))}
          {api.remember && <Field field={api.remember} />}
          <SubmitButton command={api.submit} className="primary" />
        </form>
      )}
      <nav aria-label={t('login.otherModes')}>
        <ul>
          {OTHER_MODES[mode].map((link) => (
            <li key={link.to}>
              <Link to={link.to} state={email ? { email } : undefined}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  )
}

export default function LoginRoute() {
  return <LoginScreen mode="login" />
}
