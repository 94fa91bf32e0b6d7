import type { EventObject } from 'xstate'

/** How a view hands an event to its flow's actor. */
export type Send<E extends EventObject> = (event: E) => void

/** A button's label and what it does, as views render it. */
export type Command = { label: string; onClick: () => void }

/** A dialog's keydown handler: Escape does `act` (and goes no further) unless `held` (while it sends or restores). */
export const onEscape =
  (act: () => void, held = false) =>
  (event: { key: string; preventDefault: () => void }) => {
    if (event.key !== 'Escape' || held) return
    event.preventDefault()
    act()
  }

/** The command sending `event` while the machine takes it, else null (the view then shows no button). */
export function commandIfAccepted<E extends EventObject>(
  snapshot: { can(event: E): boolean },
  send: Send<E>,
  event: E,
  label: string,
): Command | null {
  return snapshot.can(event) ? { label, onClick: () => send(event) } : null
}

/** What a listed template's commands send (the template-drafts events). */
type TemplateItemEvent =
  | { type: 'templates.edit.started'; templateId: string }
  | { type: 'templates.delete.requested'; templateId: string }

/**
 * A listed template's edit and delete commands, labelled from the flow's keys under `keys`
 * (`edit`, `editNamed`, `deleting`, `delete.button`, `deleteNamed`); both wait while another change runs.
 */
export function templateItemCommands(
  send: Send<TemplateItemEvent>,
  t: (key: string, options?: Record<string, unknown>) => string,
  keys: string,
  template: { id: string; name: string },
  { canStart, isDeleting }: { canStart: boolean; isDeleting: boolean },
) {
  const named = { name: template.name }
  return {
    edit: {
      label: t(`${keys}.edit`),
      ariaLabel: t(`${keys}.editNamed`, named),
      disabled: !canStart,
      onClick: () => send({ type: 'templates.edit.started', templateId: template.id }),
    },
    remove: {
      label: isDeleting ? t(`${keys}.deleting`) : t(`${keys}.delete.button`),
      ariaLabel: t(`${keys}.deleteNamed`, named),
      disabled: !canStart,
      onClick: () => send({ type: 'templates.delete.requested', templateId: template.id }),
    },
  }
}

/** A template draft's save and cancel commands, labelled from the flow's keys (`saving`, `save`, `cancel`). */
export function templateDraftCommands(
  send: Send<{ type: 'templates.draft.saved' } | { type: 'templates.draft.cancelled' }>,
  t: (key: string) => string,
  keys: string,
  isBusy: boolean,
) {
  return {
    save: {
      label: isBusy ? t(`${keys}.saving`) : t(`${keys}.save`),
      disabled: isBusy,
      onClick: () => send({ type: 'templates.draft.saved' }),
    },
    cancel: {
      label: t(`${keys}.cancel`),
      disabled: isBusy,
      onClick: () => send({ type: 'templates.draft.cancelled' }),
    },
  }
}
