import { useId, useState } from 'react'
import type {
  CheckboxFieldProps,
  FieldProps,
  SelectFieldProps,
  TextFieldProps,
} from '../../machines/shared/field-props'

/** The ids a control points to with aria-describedby: its hint, then its problem. */
export function useFieldDescriptions(field: { hint?: string | null; error: string | null }) {
  const id = useId()
  const hintId = field.hint ? `${id}-hint` : undefined
  const errorId = field.error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return { id, hintId, errorId, describedBy }
}

/** A control's hint and problem, under it, with the ids its aria-describedby names. */
export function FieldNotes({
  field,
  hintId,
  errorId,
}: {
  field: { hint?: string | null; error: string | null }
  hintId?: string | undefined
  errorId?: string | undefined
}) {
  return (
    <>
      {field.hint && (
        <p id={hintId} className="field-hint">
          {field.hint}
        </p>
      )}
      {field.error && (
        <p id={errorId} className="field-error">
          {field.error}
        </p>
      )}
    </>
  )
}

/**
 * What every field's control carries (its id and name, whether it is marked, the ids of its notes) and
 * the notes themselves, to place under it.
 */
export function useFieldControl(field: { name: string; hint?: string | null; error: string | null }) {
  const { id, hintId, errorId, describedBy } = useFieldDescriptions(field)
  return {
    control: {
      id,
      name: field.name,
      'aria-invalid': field.error ? true : undefined,
      'aria-describedby': describedBy,
    },
    notes: <FieldNotes field={field} hintId={hintId} errorId={errorId} />,
  }
}

export function TextField({ field }: { field: TextFieldProps }) {
  const { control, notes } = useFieldControl(field)
  return (
    <div className="field">
      <label htmlFor={control.id}>{field.label}</label>
      <input
        {...control}
        type={field.type}
        autoComplete={field.autoComplete}
        value={field.value}
        required={field.required}
        readOnly={field.readOnly}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
      {notes}
    </div>
  )
}

export function SelectField({ field }: { field: SelectFieldProps }) {
  const { control, notes } = useFieldControl(field)
  return (
    <div className="field">
      <label htmlFor={control.id}>{field.label}</label>
      <select
        {...control}
        value={field.value}
        // A select cannot be read-only: while busy it keeps focus and the machine ignores changes.
        aria-readonly={field.readOnly || undefined}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {notes}
    </div>
  )
}

export function CheckboxField({ field }: { field: CheckboxFieldProps }) {
  const { control, notes } = useFieldControl(field)
  return (
    <div className="field field-checkbox">
      <input
        {...control}
        type="checkbox"
        checked={field.checked}
        aria-readonly={field.readOnly || undefined}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
      />
      <label htmlFor={control.id}>{field.label}</label>
      {notes}
    </div>
  )
}

/** Any control a form's connect describes. */
export function Field({ field }: { field: FieldProps }) {
  switch (field.kind) {
    case 'text':
      return <TextField field={field} />
    case 'select':
      return <SelectField field={field} />
    case 'checkbox':
      return <CheckboxField field={field} />
  }
}

/** A value shown with its label that cannot be changed here (the email in settings). */
export function ReadOnlyField({
  field,
}: {
  field: { name: string; label: string; value: string; hint: string | null }
}) {
  const { control, notes } = useFieldControl({ ...field, error: null })
  return (
    <div className="field">
      <label htmlFor={control.id}>{field.label}</label>
      <input {...control} type="text" value={field.value} readOnly />
      {notes}
    </div>
  )
}

/** Moves focus to the first marked field of the form, or to the message itself when none is marked. */
function focusFirstProblem(element: HTMLElement | null) {
  if (!element) return
  const marked = element.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')
  ;(marked ?? element).focus()
}

/**
 * Counts a form's submits, so a `FormProblem` keyed by the count remounts (and takes focus) on each one even
 * when its message repeats. `submit(run)` is the form's onSubmit: no page load, one more attempt, then `run`.
 */
export function useSubmitAttempts() {
  const [attempt, setAttempt] = useState(0)
  const submit = (run: () => void) => (event: { preventDefault: () => void }) => {
    event.preventDefault()
    setAttempt((count) => count + 1)
    run()
  }
  return { attempt, submit }
}

/**
 * A form's message: announced as it appears, and focus goes to the first field to fix. Give it a new
 * `key` per submit so a repeated message moves focus again.
 */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <div role="alert" tabIndex={-1} className="form-problem" ref={focusFirstProblem}>
      {message}
    </div>
  )
}
