import { useSelector } from '@xstate/react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRef, EventObject, Snapshot } from 'xstate'
import type { Translate } from '../../machines/shared/field-props'
import type { Command } from '../../machines/shared-connect/commands'
import { useStaffDateFormat } from './date-format'

/** A staff section's view: its actor read through the flow's connect function, moments to `timeStyle`. */
export function useStaffView<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, View>(
  actor: ActorRef<TSnapshot, TEvent>,
  connect: (
    snapshot: TSnapshot,
    send: (event: TEvent) => void,
    t: Translate,
    formatDate: (iso: string) => string,
  ) => View,
  timeStyle: 'short' | 'medium',
) {
  const { t } = useTranslation()
  const snapshot = useSelector(actor, (current) => current)
  const formatDate = useStaffDateFormat(timeStyle)
  return connect(snapshot, actor.send, t, formatDate)
}

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
