import type { ActorRefFrom } from 'xstate'
import { connectPassword } from '../../machines/password/password.connect'
import type { passwordMachine } from '../../machines/password/password.machine'
import { SubmitButton } from './command-button'
import { Field, FormProblem, useSubmitAttempts } from './fields'
import { useConnect } from './use-connect'

/** A new-password form (change or reset by link); what surrounds it is the screen's. */
export function PasswordForm({ actor }: { actor: ActorRefFrom<typeof passwordMachine> }) {
  const api = useConnect(actor, connectPassword)
  const { attempt, submit } = useSubmitAttempts()
  return (
    <form noValidate aria-busy={api.isBusy} onSubmit={submit(() => api.onSubmit())}>
      <FormProblem key={attempt} message={api.problem} />
      {api.isDone && (
        <p role="status" className="notice notice-success">
          {api.doneMessage}
        </p>
      )}
      {api.fields.map((field) => (
        <Field key={field.name} field={field} />
      ))}
      <SubmitButton command={api.submit} className="primary" />
    </form>
  )
}
