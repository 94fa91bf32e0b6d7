import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { connectOrganization } from '../../machines/organization/organization.connect'
import { CommandButton, SubmitButton } from '../components/command-button'
import { Dialog } from '../components/dialog'
import { Field, FormProblem, useSubmitAttempts } from '../components/fields'
import { useConnect } from '../components/use-connect'
import { useDateFormat } from '../components/use-date-format'
import { useOrganizationActor } from './use-organization-actor'
import './organization.css'
import { ScrollTable } from '../components/table-head'

type OrganizationView = ReturnType<typeof connectOrganization>

/** Settings → organisation: create one, or see it, leave it and, as an admin, run it. */
export function OrganizationSection({ userId }: { userId: string }) {
  const { t } = useTranslation()
  const { formatDay } = useDateFormat()
  const actor = useOrganizationActor(userId)
  const api = useConnect(actor, connectOrganization, formatDay)
  // Each submit remounts its message, so focus moves to it even when it repeats.
  const { attempt, submit } = useSubmitAttempts()

  return (
    <>
      <p role="status" className="visually-hidden">
        {api.status}
      </p>
      {api.isLoading && (
        <section aria-busy="true">
          <h2>{t('settings.sections.organization')}</h2>
          <p role="status">{t('organization.busy.loading')}</p>
        </section>
      )}
      {api.problems.load && (
        <section>
          <h2>{t('settings.sections.organization')}</h2>
          <FormProblem message={api.problems.load} />
          {api.retry && <CommandButton command={api.retry} className="primary" />}
        </section>
      )}
      {api.create && (
        <section data-form="organization-create">
          <h2>{api.create.title}</h2>
          <p>{api.create.intro}</p>
          <form noValidate aria-busy={api.isBusy} onSubmit={submit(api.create.onSubmit)}>
            <FormProblem key={attempt} message={api.problems.create} />
            <Field field={api.create.field} />
            <SubmitButton command={api.create.submit} className="primary" />
          </form>
        </section>
      )}
      {api.organization && (
        <>
          <section data-form="organization" aria-busy={api.isBusy}>
            <h2>{api.organization.name}</h2>
            <p>{api.organization.yourRole}</p>
            {api.rename && (
              <form noValidate onSubmit={submit(api.rename.onSubmit)}>
                <h3>{api.rename.title}</h3>
                <FormProblem key={attempt} message={api.problems.rename} />
                <Field field={api.rename.field} />
                <SubmitButton command={api.rename.submit} />
              </form>
            )}
          </section>
          <Members api={api} />
          {api.invite && (
            <Invite invite={api.invite} problem={api.problems.invite} attempt={attempt} busy={api.isBusy} />
          )}
          {api.invitations && (
            <Invitations invitations={api.invitations} problem={api.problems.invitations} />
          )}
          {api.leave && (
            <section data-form="organization-leave" className="danger-zone">
              <h2>{api.leave.title}</h2>
              <p>{api.leave.intro}</p>
              <FormProblem key={attempt} message={api.problems.leave} />
              <button
                type="button"
                className="danger"
                aria-disabled={api.leave.disabled}
                onClick={submit(() => api.leave?.onClick())}
              >
                {api.leave.label}
              </button>
            </section>
          )}
        </>
      )}
      {api.dialog && <Dialog actor={api.dialog} />}
    </>
  )
}

function Members({ api }: { api: OrganizationView }) {
  const { t } = useTranslation()
  const isAdmin = api.organization?.isAdmin ?? false
  return (
    <section data-form="organization-members">
      <h2>{t('organization.members.title')}</h2>
      <FormProblem message={api.problems.members} />
      <ScrollTable
        prefix="organization"
        columns={[
          'members.name',
          'members.email',
          'members.role',
          'members.joined',
          isAdmin && 'members.actions',
        ]}
      >
        {api.members.map((member) => (
          <tr key={member.userId} data-member={member.email} aria-busy={member.isBusy || undefined}>
            <th scope="row">{member.name}</th>
            <td>{member.email}</td>
            <td>
              {member.roleSelect ? (
                <select
                  name={`role-${member.userId}`}
                  aria-label={member.roleSelect.label}
                  value={member.roleSelect.value}
                  aria-disabled={member.roleSelect.disabled || undefined}
                  onChange={(event) => member.roleSelect?.onChange(event.currentTarget.value)}
                >
                  {member.roleSelect.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                member.role
              )}
            </td>
            <td>{member.joined ?? '—'}</td>
            {isAdmin && (
              <td>
                <div className="cluster">
                  {member.history && (
                    <Link to={member.history.path} aria-label={member.history.accessibleLabel}>
                      {member.history.label}
                    </Link>
                  )}
                  {member.remove && <RowAction action={member.remove} />}
                </div>
              </td>
            )}
          </tr>
        ))}
      </ScrollTable>
    </section>
  )
}

/** A quiet button on a table row, named in full for screen readers (which row it acts on). */
function RowAction({
  action,
}: {
  action: { label: string; accessibleLabel: string; disabled?: boolean; onClick: () => void }
}) {
  return (
    <button
      type="button"
      className="quiet"
      aria-label={action.accessibleLabel}
      aria-disabled={action.disabled}
      onClick={action.onClick}
    >
      {action.label}
    </button>
  )
}

type Marked = { key: string; line: string; valid: boolean; mark: string }

/** Lines each marked valid or invalid, in words (not colour alone). */
function MarkedLines({ lines, label }: { lines: Marked[]; label: string }) {
  return (
    <ul aria-label={label} className="marked-lines text-sm">
      {lines.map((line) => (
        <li key={line.key} data-valid={line.valid}>
          <span className={line.valid ? 'badge badge-primary' : 'badge'}>{line.mark}</span> {line.line}
        </li>
      ))}
    </ul>
  )
}

function Invite({
  invite,
  problem,
  attempt,
  busy,
}: {
  invite: NonNullable<OrganizationView['invite']>
  problem: string | null
  attempt: number
  busy: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <section data-form="organization-invite">
      <h2>{invite.title}</h2>
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault()
          invite.onSubmit()
        }}
      >
        <FormProblem key={attempt} message={problem} />
        <div className="field">
          <label htmlFor={id}>{invite.label}</label>
          <textarea
            id={id}
            name="emails"
            rows={5}
            value={invite.value}
            readOnly={invite.readOnly}
            aria-describedby={`${id}-hint`}
            onChange={(event) => invite.onChange(event.currentTarget.value)}
          />
          <p id={`${id}-hint`} className="field-hint">
            {invite.hint}
          </p>
        </div>
        {invite.lines.length > 0 && (
          <>
            <MarkedLines lines={invite.lines} label={t('organization.invite.checked')} />
            <p className="muted text-sm">{invite.summary}</p>
          </>
        )}
        <SubmitButton command={invite.submit} className="primary" />
      </form>
      {invite.answer && (
        <div role="status" className="notice">
          <h3>{t('organization.invite.answerTitle')}</h3>
          <MarkedLines lines={invite.answer} label={t('organization.invite.answerTitle')} />
        </div>
      )}
    </section>
  )
}

function Invitations({
  invitations,
  problem,
}: {
  invitations: NonNullable<OrganizationView['invitations']>
  problem: string | null
}) {
  return (
    <section data-form="organization-invitations">
      <h2>{invitations.title}</h2>
      <FormProblem message={problem} />
      <ScrollTable
        prefix="organization"
        columns={[
          'invitations.email',
          'invitations.invitedAt',
          'invitations.expiresAt',
          'invitations.statusLabel',
          'members.actions',
        ]}
        empty={invitations.empty}
      >
        {invitations.rows.map((row) => (
          <tr key={row.id} data-invitation={row.email}>
            <th scope="row">{row.email}</th>
            <td>{row.invitedAt}</td>
            <td>{row.expiresAt}</td>
            <td>{row.status}</td>
            <td>{row.withdraw && <RowAction action={row.withdraw} />}</td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  )
}
