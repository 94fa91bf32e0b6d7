import { flushSync } from 'react-dom'
import type { ActorRefFrom } from 'xstate'
import { connectCustomTemplatePicker } from '../../machines/custom-templates/custom-templates.connect'
import type { customTemplatesMachine } from '../../machines/custom-templates/custom-templates.machine'
import { CommandButton } from '../components/command-button'
import { useConnect } from '../components/use-connect'

/** Back to the field with the caret after the inserted text, to go on typing. */
function focusField(fieldId: string) {
  const field = document.getElementById(fieldId)
  if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)) return
  field.focus()
  field.setSelectionRange(field.value.length, field.value.length)
}

/**
 * The clinician's custom templates beside a free-text field of the consultation: each inserted with a
 * button (after what the field holds), focus then back in the field. Nothing shows while there are none.
 */
export function CustomTemplatePicker({
  actor,
  fieldId,
  label,
  insert,
}: {
  actor: ActorRefFrom<typeof customTemplatesMachine>
  /** The field's id, to give it focus back. */
  fieldId: string
  /** The field's label, to name the buttons. */
  label: string
  insert: (text: string) => void
}) {
  const api = useConnect(actor, connectCustomTemplatePicker, { label, insert })
  if (!api) return null
  return (
    <details className="input-templates custom-template-picker">
      <summary>{api.summary}</summary>
      {api.loadProblem && (
        <div className="notice notice-error">
          <p>{api.loadProblem}</p>
          {api.retry && <CommandButton command={api.retry} />}
        </div>
      )}
      {api.items.length > 0 && (
        <ul>
          {api.items.map((item) => (
            <li key={item.id}>
              <strong>{item.name}</strong>
              <p className="muted text-sm">{item.preview}</p>
              <button
                type="button"
                aria-label={item.insert.ariaLabel}
                onClick={() => {
                  flushSync(item.insert.onClick)
                  focusField(fieldId)
                }}
              >
                {item.insert.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}
