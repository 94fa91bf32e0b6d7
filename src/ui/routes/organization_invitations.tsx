import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { DEFAULT_LANGUAGE } from '../../../contract/constants'
import { isLanguage } from '../../i18n/locale'
import { selectUser } from '../../machines/app/app.selectors'
import { connectInvitation } from '../../machines/invitation/invitation.connect'
import { CommandButton, SubmitButton } from '../components/command-button'
import { Field, FormProblem, ReadOnlyField, useSubmitAttempts } from '../components/fields'
import { ProblemNotice } from '../components/problem-notice'
import { useDateFormat } from '../components/use-date-format'
import { useInvitationActor } from '../settings/use-invitation-actor'
import { useAppActor } from '../shell-context'

/** `/organization/invitations/{token}`: the invitee accepts or rejects, signed in or not. */
export default function OrganizationInvitationsRoute() {
  const { token = '' } = useParams()
  // Another link opened in the same tab is another invitation.
  return <InvitationScreen key={token} token={token} />
}

function InvitationScreen({ token }: { token: string }) {
  const { t, i18n } = useTranslation()
  const { formatDay } = useDateFormat()
  const app = useAppActor()
  const user = useSelector(app, selectUser)
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  // Who opened the link is read once: signing up here signs in, and the screen then leaves.
  const [signedInEmail] = useState(() => user?.email ?? null)
  const actor = useInvitationActor(token, signedInEmail, language)
  const snapshot = useSelector(actor, (current) => current)
  const api = connectInvitation(snapshot, actor.send, t, formatDay)
  const { attempt, submit } = useSubmitAttempts()
  const email = snapshot.context.invitation?.email

  return (
    <main data-route="organization_invitations" className="auth" aria-busy={api.isBusy}>
      <h1>{api.title}</h1>
      {api.status && <p role="status">{api.status}</p>}
      {api.summary && (
        <>
          <p>{api.summary.text}</p>
          {api.summary.expires && <p className="muted text-sm">{api.summary.expires}</p>}
        </>
      )}
      <ProblemNotice problem={api.signup ? null : api.problem} />
      {api.retry && <CommandButton command={api.retry} className="primary" />}
      {api.accept && (
        <div className="cluster">
          <CommandButton command={api.accept} className="primary" />
          {api.reject && <CommandButton command={api.reject} />}
        </div>
      )}
      {api.otherAccount && (
        <div className="notice notice-warning">
          <p>{api.otherAccount.message}</p>
          <Link to="/logout">{api.otherAccount.signOut}</Link>
        </div>
      )}
      {api.signIn && (
        <>
          <p>{api.signIn.message}</p>
          <div className="cluster">
            {/* The login screen brings the person back here once signed in. */}
            <Link to="/login" state={{ email, invitation: token }} className="button primary">
              {api.signIn.link}
            </Link>
            {api.reject && <CommandButton command={api.reject} />}
          </div>
        </>
      )}
      {api.signup && (
        <>
          <form noValidate aria-busy={api.isBusy} onSubmit={submit(() => api.signup?.onSubmit())}>
            <p>{api.signup.intro}</p>
            <FormProblem key={attempt} message={api.problem} />
            <ReadOnlyField field={api.signup.email} />
            {api.signup.fields.map((field) => (
              <Field key={field.name} field={field} />
            ))}
            <SubmitButton command={api.signup.submit} className="primary" />
          </form>
          {api.reject && (
            <nav aria-label={t('invitation.otherAnswers')}>
              <CommandButton command={api.reject} className="quiet" />
            </nav>
          )}
        </>
      )}
      {api.outcome && (
        <section role="status" className={`notice notice-${api.outcome.tone}`}>
          <p>{api.outcome.message}</p>
          {api.outcome.toOrganization ? (
            <Link to="/settings/organization">{api.outcome.toOrganization}</Link>
          ) : user ? (
            <Link to="/">{t('invitation.toHome')}</Link>
          ) : (
            <Link to="/login">{t('invitation.toLogin')}</Link>
          )}
        </section>
      )}
    </main>
  )
}
