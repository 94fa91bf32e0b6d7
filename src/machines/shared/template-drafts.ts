import type { AnyEventObject } from 'xstate'
import type { DialogInput } from '../dialog/dialog.machine'
import { outputOf, withFailure } from './actor-events'

// The lifecycle both kinds of saved text share (a form input's templates, the clinician's custom templates):
// a draft written, checked and saved (created when new, updated otherwise), a deletion confirmed with a
// warning, then done. Each machine names its own actors, actions and tags; the states read the same.

type Tag = string
/** What the states read from a machine's context. */
type DraftsContext = { templates: { id: string }[]; draft: { templateId: string | null } | null }

/** The guards of the lifecycle: the template an event names exists; the draft is new; the warning confirmed. */
export const draftGuards = {
  isKnownTemplate: ({ context, event }: { context: DraftsContext; event: AnyEventObject }) =>
    'templateId' in event && context.templates.some((template) => template.id === event.templateId),
  isNewDraft: ({ context }: { context: DraftsContext }) => context.draft?.templateId === null,
  isConfirmed: ({ event }: { event: AnyEventObject }) =>
    outputOf<{ answer?: string }>(event)?.answer === 'confirmed',
}

/** From the list: start a new draft, change a saved template, or delete one (after the warning). */
export const listEvents = {
  'templates.create.started': { target: 'drafting', actions: 'start new draft' },
  'templates.edit.started': { guard: 'isKnownTemplate', target: 'drafting', actions: 'start editing draft' },
  'templates.delete.requested': {
    guard: 'isKnownTemplate',
    target: 'confirmingDeletion',
    actions: 'remember deletion',
  },
} as const

/** A saved template in the list: in its place when it was there, else added first or last. */
export function withTemplate<T extends { id: string }>(
  templates: T[],
  template: T,
  newOnes: 'first' | 'last',
) {
  if (templates.some((candidate) => candidate.id === template.id)) {
    return templates.map((candidate) => (candidate.id === template.id ? template : candidate))
  }
  return newOnes === 'first' ? [template, ...templates] : [...templates, template]
}

/** A template's deletion failed or a call was refused: the machine says why ('show failure'). */
const showFailure = (fallback: 'save_failed' | 'remove_failed') => withFailure('show failure', fallback)

/** Writing a draft: changed, cancelled, or saved once valid; checked or refused, it stays as written. */
export function draftingState<const T extends Tag>(tags: T[]) {
  return {
    tags,
    initial: 'writing',
    on: {
      'templates.draft.changed': { actions: 'change draft' },
      'templates.draft.cancelled': { target: 'idle', actions: 'forget draft' },
      'templates.draft.saved': [
        { guard: 'isValidDraft', target: 'saving' },
        { target: '.invalid', actions: 'show draft problems' },
      ],
    },
    states: {
      writing: {},
      // Checked before sending, or refused by the server: the draft stays as written.
      invalid: { tags: ['error'] },
      failed: { tags: ['error'] },
    },
  } as const
}

/** Saving a draft: a new one created, a saved one updated; then back to the list, or to the draft on a failure. */
export function savingState<const T extends Tag, C extends DraftsContext, CreateInput, UpdateInput>(
  machineId: string,
  tags: T[],
  inputs: {
    create: (args: { context: C }) => CreateInput
    update: (args: { context: C }) => UpdateInput
  },
) {
  const saved = {
    target: `#${machineId}.idle`,
    actions: {
      type: 'remember template' as const,
      // The server answers the template as saved.
      params: ({ event }: { event: { output: C['templates'][number] } }) => ({ template: event.output }),
    },
  }
  const refused = { target: `#${machineId}.drafting.failed`, actions: showFailure('save_failed') }
  return {
    tags,
    initial: 'choosing',
    states: {
      choosing: {
        always: [{ guard: 'isNewDraft', target: 'creating' }, { target: 'updating' }],
      },
      creating: {
        invoke: {
          id: 'createTemplate',
          src: 'create template',
          input: inputs.create,
          onDone: saved,
          onError: refused,
        },
      },
      updating: {
        invoke: {
          id: 'updateTemplate',
          src: 'update template',
          input: inputs.update,
          onDone: saved,
          onError: refused,
        },
      },
    },
  } as const
}

/** The warning before a deletion, in a dialog actor with this id: confirmed, it deletes; else nothing. */
export function confirmingDeletionState<const T extends Tag>(
  dialogId: string,
  dialog: DialogInput,
  tags: T[],
) {
  return {
    tags,
    invoke: {
      id: dialogId,
      src: 'dialog',
      input: dialog,
      onDone: [
        { guard: 'isConfirmed', target: 'deleting' },
        { target: 'idle', actions: 'forget deletion' },
      ],
    },
  } as const
}

/** The deletion: done, the template leaves the list; failed, it stays and its list says why. */
export function deletingState<const T extends Tag, C, Input>(
  tags: T[],
  input: (args: { context: C }) => Input,
) {
  return {
    tags,
    invoke: {
      id: 'deleteTemplate',
      src: 'delete template',
      input,
      onDone: { target: 'idle', actions: 'forget deleted template' },
      onError: { target: 'idle.failed', actions: showFailure('remove_failed') },
    },
  } as const
}
