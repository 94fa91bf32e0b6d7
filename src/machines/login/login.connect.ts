import type { SnapshotFrom } from 'xstate'
import type { Language } from '../../../contract/constants'
import {
  type CheckboxFieldProps,
  type FieldProps,
  fieldBase,
  problemMessage,
  type Translate,
} from '../shared/field-props'
import type { Send } from '../shared-connect/commands'
import { languageField } from '../shared-connect/field-presets'
import { LOGIN_FIELDS, type LoginEvent, type LoginField, type loginMachine } from './login.machine'

type LoginSnapshot = SnapshotFrom<typeof loginMachine>

export type LoginOutcome = 'signed-in' | 'confirmation-sent' | 'reset-sent'

export const selectIsBusy = (snapshot: LoginSnapshot) => snapshot.hasTag('busy')
export const selectHasError = (snapshot: LoginSnapshot) => snapshot.hasTag('error')
export const selectProblem = (snapshot: LoginSnapshot) => snapshot.context.problem
/** How long the server said to wait before trying again, in seconds; null when it said nothing. */
export const selectRetryAfterSeconds = (snapshot: LoginSnapshot) => snapshot.context.retryAfterSeconds
export const selectValues = (snapshot: LoginSnapshot) => snapshot.context.values

export function selectOutcome(snapshot: LoginSnapshot): LoginOutcome | null {
  if (snapshot.hasTag('signed-in')) return 'signed-in'
  if (snapshot.hasTag('confirmation-sent')) return 'confirmation-sent'
  if (snapshot.hasTag('reset-sent')) return 'reset-sent'
  return null
}

const INPUTS: Record<
  Exclude<LoginField, 'language'>,
  { type: 'text' | 'email' | 'password'; autoComplete: string }
> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  password: { type: 'password', autoComplete: 'current-password' },
  password_confirmation: { type: 'password', autoComplete: 'new-password' },
}

/**
 * Everything the login screen shows, translated, with its commands. `translateIn` renders the signup
 * confirmation in the language the person chose for the account (the one its mail is written in).
 */
export function connectLogin(
  snapshot: LoginSnapshot,
  send: Send<LoginEvent>,
  t: Translate,
  translateIn: (language: Language) => Translate = () => t,
) {
  const { mode, values, fieldErrors, problem, retryAfterSeconds } = snapshot.context
  const isBusy = selectIsBusy(snapshot)
  const outcome = selectOutcome(snapshot)
  const change = (field: LoginField) => (value: string) => send({ type: 'login.field.changed', field, value })

  const fields: FieldProps[] = LOGIN_FIELDS[mode].map((field): FieldProps => {
    const common = fieldBase(t, field, fieldErrors[field], isBusy)
    if (field === 'language') {
      return languageField(common, t, {
        value: values.language,
        hint: t('login.signup.languageHint'),
        onChange: change('language'),
      })
    }
    const input = INPUTS[field]
    return {
      ...common,
      kind: 'text',
      type: input.type,
      // Signup and reset never fill in a saved password: the person chooses a new one.
      autoComplete: field === 'password' && mode === 'signup' ? 'new-password' : input.autoComplete,
      value: values[field],
      required: true,
      onChange: change(field),
    }
  })

  const remember: CheckboxFieldProps | null =
    mode === 'login'
      ? {
          kind: 'checkbox',
          name: 'remember',
          label: t('fields.remember'),
          hint: t('login.login.rememberHint'),
          error: null,
          readOnly: isBusy,
          checked: values.remember,
          onChange: (checked) => send({ type: 'login.remember.changed', remember: checked }),
        }
      : null

  const chosen = translateIn(values.language)
  return {
    mode,
    title: t(`routes.${mode}.title`),
    intro: t(`login.${mode}.intro`),
    isBusy,
    outcome,
    /** The form-level message, shown above the fields (with the server's wait); null when there is none. */
    problem: problemMessage(t, problem, retryAfterSeconds),
    fields,
    remember,
    submit: { label: isBusy ? t(`login.${mode}.busy`) : t(`login.${mode}.submit`), disabled: isBusy },
    onSubmit: () => send({ type: 'login.submit' }),
    /** What replaces the form once the server said yes. */
    done:
      outcome === 'confirmation-sent'
        ? {
            language: values.language,
            title: chosen('login.signup.doneTitle'),
            message: chosen('login.signup.doneMessage', { email: values.email.trim() }),
          }
        : outcome === 'reset-sent'
          ? {
              language: null,
              title: t('login.reset.doneTitle'),
              message: t('login.reset.doneMessage', { email: values.email.trim() }),
            }
          : outcome === 'signed-in'
            ? { language: null, title: t('login.login.doneTitle'), message: t('login.login.doneMessage') }
            : null,
  }
}
