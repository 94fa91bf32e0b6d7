import { type ReactNode, useId } from 'react'
import type { Command } from '../../machines/shared-connect/commands'

/** A section of the staff console: named by its heading, busy while its flow waits. */
export function StaffSection({
  title,
  busy,
  testId,
  headingId,
  children,
}: {
  title: string
  busy: boolean
  testId: string
  /** The heading's id, when something inside is named by it too. */
  headingId?: string
  children: ReactNode
}) {
  const ownId = useId()
  const id = headingId ?? ownId
  return (
    <section aria-labelledby={id} aria-busy={busy || undefined} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/** The button that opens a listed account or request: its name shown, what it does read out. */
export function OpenItemButton({ command, name }: { command: Command; name: string }) {
  return (
    <button type="button" className="staff-item-open" onClick={command.onClick} aria-label={command.label}>
      <strong>{name}</strong>
    </button>
  )
}
