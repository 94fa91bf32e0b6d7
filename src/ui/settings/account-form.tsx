import type { User } from '../../../contract/auth'
import { connectAccount } from '../../machines/account/account.connect'
import type { AccountForm } from '../../machines/account/account.machine'
import { useAccountActor } from '../account/use-account-actor'
import { SubmitButton } from '../components/command-button'
import { Field, FormProblem, ReadOnlyField, useSubmitAttempts } from '../components/fields'
import { useConnect } from '../components/use-connect'

/** One settings form over PUT /v1/account, under its own heading. */
export function AccountFormSection({
  form,
  user,
  title,
  intro,
}: {
  form: AccountForm
  user: User
  title: string
  intro?: string
}) {
  const actor = useAccountActor(form, user)
  const api = useConnect(actor, connectAccount)
  const { attempt, submit } = useSubmitAttempts()
  return (
    <section data-form={form}>
      <h2>{title}</h2>
      {intro && <p>{intro}</p>}
      <form noValidate aria-busy={api.isBusy} onSubmit={submit(() => api.onSubmit())}>
        <FormProblem key={attempt} message={api.problem} />
        {api.email && <ReadOnlyField field={api.email} />}
        {api.fields.map((field) => (
          <Field key={field.name} field={field} />
        ))}
        {api.submit && <SubmitButton command={api.submit} className="primary" />}
        <p role="status" className="form-status">
          {api.status}
        </p>
      </form>
    </section>
  )
}
