import type { EventObject } from 'xstate'

/** How a view hands an event to its flow's actor. */
export type Send<E extends EventObject> = (event: E) => void

/** A button's label and what it does, as views render it. */
export type Command = { label: string; onClick: () => void }

/** The command sending `event` while the machine takes it, else null (the view then shows no button). */
export function commandIfAccepted<E extends EventObject>(
  snapshot: { can(event: E): boolean },
  send: Send<E>,
  event: E,
  label: string,
): Command | null {
  return snapshot.can(event) ? { label, onClick: () => send(event) } : null
}
