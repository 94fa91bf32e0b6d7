import type { SnapshotFrom } from 'xstate'
import { MIN_PASSWORD_LENGTH } from '../../../contract/auth'
import { type FieldProps, fieldProblemMessage, problemMessage, type Translate } from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import { tagSelectors } from '../shared-connect/tag-selectors'
import {
  PASSWORD_FIELDS,
  type PasswordEvent,
  type PasswordField,
  type passwordMachine,
} from './password.machine'

type PasswordSnapshot = SnapshotFrom<typeof passwordMachine>

export const { selectIsBusy, selectHasError, selectIsDone, selectIsLinkInvalid } =
  tagSelectors<PasswordSnapshot>()({
    selectIsBusy: 'busy',
    selectHasError: 'error',
    selectIsDone: 'success',
    selectIsLinkInvalid: 'link-invalid',
  })
export const selectProblem = (snapshot: PasswordSnapshot) => snapshot.context.problem

const AUTOCOMPLETE: Record<PasswordField, string> = {
  current_password: 'current-password',
  password: 'new-password',
  password_confirmation: 'new-password',
}

/** Everything a password form shows, translated, with its commands. */
export function connectPassword(snapshot: PasswordSnapshot, send: Send<PasswordEvent>, t: Translate) {
  const { purpose, values, fieldErrors, problem } = snapshot.context
  const isBusy = selectIsBusy(snapshot)
  const isLinkInvalid = selectIsLinkInvalid(snapshot)
  const fields: FieldProps[] = PASSWORD_FIELDS[purpose].map((field) => ({
    kind: 'text',
    type: 'password',
    name: field,
    label: t(`fields.${field === 'password' ? 'newPassword' : field}`),
    hint: field === 'password' ? t('password.hint', { min: MIN_PASSWORD_LENGTH }) : null,
    error: fieldProblemMessage(t, fieldErrors[field]),
    readOnly: isBusy,
    autoComplete: AUTOCOMPLETE[field],
    value: values[field],
    required: true,
    onChange: (value: string) => send({ type: 'password.field.changed', field, value }),
  }))
  return {
    isBusy,
    isDone: selectIsDone(snapshot),
    /** The reset link was used or expired: the form gives way to a link to ask for a new one. */
    isLinkInvalid,
    problem: problemMessage(t, problem),
    fields,
    submit: { label: isBusy ? t('password.busy') : t(`password.${purpose}.submit`), disabled: isBusy },
    onSubmit: () => send({ type: 'password.submit' }),
    doneMessage: t(`password.${purpose}.done`),
  }
}
