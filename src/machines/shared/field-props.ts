import { LANGUAGES, MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../../../contract/constants'
import type { FieldProblem, Problem } from './problems'

// What a form's `connect` hands its view for each control: translated, with the commands wired. The
// views in src/ui/components/fields.tsx only spread these.

export type Translate = (key: string, options?: Record<string, unknown>) => string

type FieldBase = {
  /** The request's field name, also the input's `name` (stable for tests and password managers). */
  name: string
  label: string
  /** A note under the label, e.g. why a field cannot change. */
  hint: string | null
  /** The translated problem of the field, shown next to it; null when it is fine. */
  error: string | null
  /** Busy forms keep what is typed visible but unchangeable. */
  readOnly: boolean
}

export type TextFieldProps = FieldBase & {
  kind: 'text'
  type: 'text' | 'email' | 'password' | 'tel' | 'datetime-local'
  autoComplete: string
  value: string
  required: boolean
  onChange: (value: string) => void
}

export type SelectFieldProps = FieldBase & {
  kind: 'select'
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}

export type CheckboxFieldProps = FieldBase & {
  kind: 'checkbox'
  checked: boolean
  onChange: (checked: boolean) => void
}

export type FieldProps = TextFieldProps | SelectFieldProps | CheckboxFieldProps

/** The placeholders the field messages use: the minimum lengths of the spec. */
const MESSAGE_VALUES = { min: MIN_PASSWORD_LENGTH, minName: MIN_NAME_LENGTH }

export const fieldProblemMessage = (t: Translate, problem: FieldProblem | undefined): string | null =>
  problem ? t(`fieldProblems.${problem}`, MESSAGE_VALUES) : null

/** What every control of a form starts from: labelled `fields.<name>`, its problem, no hint. */
export const fieldBase = (
  t: Translate,
  name: string,
  problem: FieldProblem | undefined,
  readOnly: boolean,
): FieldBase => ({
  name,
  label: t(`fields.${name}`),
  hint: null,
  error: fieldProblemMessage(t, problem),
  readOnly,
})

/** The app's languages, each named in the person's language. */
export const languageOptions = (t: Translate): SelectFieldProps['options'] =>
  LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))

/**
 * The form-level message; for too many attempts with the server's wait, the wait itself: in seconds under a
 * minute, else in minutes rounded up (waiting that long is always enough).
 */
export function problemMessage(
  t: Translate,
  problem: Problem | null,
  retryAfterSeconds?: number | null,
): string | null {
  if (!problem) return null
  if (problem === 'rate_limited' && retryAfterSeconds) {
    return retryAfterSeconds < 60
      ? t('problems.rate_limited_seconds', { count: retryAfterSeconds })
      : t('problems.rate_limited_minutes', { count: Math.ceil(retryAfterSeconds / 60) })
  }
  return t(`problems.${problem}`)
}
