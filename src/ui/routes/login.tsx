import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { DEFAULT_LANGUAGE } from '../../../contract/common'
import { isLanguage } from '../../i18n/locale'
import type { LoginMode } from '../../machines/login/login.machine'
import { connectLogin } from '../../machines/login/login.selectors'
import { noticeOf } from '../../navigation/route-table'
import { Field, FormProblem } from '../components/fields'
import { useLoginActor } from '../flows/login'

export type { LoginMode }

/** An address typed on another mode of the screen, carried in the router's location state. */
function carriedEmail(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email
  return typeof email === 'string' ? email : undefined
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
  const location = useLocation()
  const notice = noticeOf(location.state)
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  const actor = useLoginActor(mode, language, carriedEmail(location.state))
  const snapshot = useSelector(actor, (current) => current)
  const api = connectLogin(snapshot, actor.send, t, (chosen) => i18n.getFixedT(chosen))
  // Each submit remounts the message, so focus moves to the first field to fix even when it repeats.
  const [attempt, setAttempt] = useState(0)
  const email = snapshot.context.values.email

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
        <form
          noValidate
          aria-busy={api.isBusy}
          onSubmit={(event) => {
            event.preventDefault()
            setAttempt((count) => count + 1)
            api.onSubmit()
          }}
        >
          <p>{api.intro}</p>
          <FormProblem key={attempt} message={api.problem} />
          {api.fields.map((field) => (
            <Field key={field.name} field={field} />
          ))}
          {api.remember && <Field field={api.remember} />}
          {/* Not disabled while busy, so focus stays on it; the machine ignores a second submit. */}
          <button type="submit" className="primary" aria-disabled={api.submit.disabled}>
            {api.submit.label}
          </button>
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
