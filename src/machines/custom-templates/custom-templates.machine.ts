import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { CustomTemplate } from '../../../contract/templates'
import type { CustomTemplateBody } from '../../services/templates'
import { dialogMachine, warningDialog } from '../dialog/dialog.machine'
import { withFailure } from '../shared/actor-events'
import { isApiErrorLike } from '../shared/api-error'
import { callState, failedState, loadingState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import {
  confirmingDeletionState,
  deletingState,
  draftGuards,
  draftingState,
  listEvents,
  savingState,
  withTemplate,
} from '../shared/template-drafts'

export type CustomTemplatesTag = 'busy' | 'error' | 'drafting' | 'confirming' | 'ready'

/** Longest name and text the server accepts. */
export const MAX_NAME = 120
export const MAX_TEXT = 20_000

/** What went wrong (`templates.customTemplates.problems.<code>`). */
export type CustomTemplatesProblem =
  | 'load_failed'
  | 'save_failed'
  | 'remove_failed'
  | 'copy_failed'
  | 'connection'
  | 'session_expired'
  | 'fields_invalid'
  | 'not_found'

/** A text being written: a new one, or a saved one being changed. */
export type CustomTemplateDraft = { templateId: string | null; name: string; text: string }

export type CustomTemplatesContext = {
  /** The clinician's texts, newest first. */
  templates: CustomTemplate[]
  /** The text being written, while one is. */
  draft: CustomTemplateDraft | null
  /** The draft's fields to mark. */
  fieldErrors: Partial<Record<'name' | 'text', 'required' | 'too_long'>>
  /** The text whose deletion is being confirmed or done, or last failed. */
  deletingId: string | null
  /** The text last copied, to say so beside it. */
  copiedId: string | null
  /** Why the last call failed; null when none did. */
  problem: CustomTemplatesProblem | null
}

export type CustomTemplatesEvent =
  | { type: 'templates.retry' }
  | { type: 'templates.create.started' }
  | { type: 'templates.edit.started'; templateId: string }
  | { type: 'templates.draft.changed'; field: 'name' | 'text'; value: string }
  | { type: 'templates.draft.saved' }
  | { type: 'templates.draft.cancelled' }
  | { type: 'templates.delete.requested'; templateId: string }
  | { type: 'templates.copy.requested'; templateId: string }

/** The warning before a text is deleted. */
export const DELETE_CUSTOM_TEMPLATE_DIALOG = warningDialog('templates.customTemplates.delete')

export const bodyOf = (draft: CustomTemplateDraft): CustomTemplateBody => ({
  name: draft.name.trim(),
  text: draft.text.trim(),
})

function draftProblems(draft: CustomTemplateDraft): CustomTemplatesContext['fieldErrors'] {
  const fields: CustomTemplatesContext['fieldErrors'] = {}
  if (!draft.name.trim()) fields.name = 'required'
  else if (draft.name.trim().length > MAX_NAME) fields.name = 'too_long'
  if (!draft.text.trim()) fields.text = 'required'
  else if (draft.text.trim().length > MAX_TEXT) fields.text = 'too_long'
  return fields
}

/** A failed call read for the clinician, with what to say when nothing more precise applies. */
export function problemOf(error: unknown, fallback: CustomTemplatesProblem): CustomTemplatesProblem {
  if (!isApiErrorLike(error)) return fallback
  if (error.kind === 'network' || error.kind === 'timeout') return 'connection'
  if (error.code === 'unauthorized') return 'session_expired'
  if (error.code === 'not_found') return 'not_found'
  if (error.code === 'validation_failed' || error.code === 'bad_request') return 'fields_invalid'
  return fallback
}

/** The clinician's own texts (name and text): written, changed, copied to reuse, deleted after a warning. */
export const customTemplatesMachine = setup({
  types: {} as { context: CustomTemplatesContext; events: CustomTemplatesEvent; tags: CustomTemplatesTag },
  actors: {
    dialog: dialogMachine,
    'load templates': fromPromise<CustomTemplate[]>(notProvided('load templates')),
    'create template': fromPromise<CustomTemplate, { body: CustomTemplateBody }>(
      notProvided('create template'),
    ),
    'update template': fromPromise<CustomTemplate, { templateId: string; body: CustomTemplateBody }>(
      notProvided('update template'),
    ),
    'delete template': fromPromise<void, { templateId: string }>(notProvided('delete template')),
    'copy text': fromPromise<void, { text: string }>(notProvided('copy text')),
  },
  actions: {
    'use loaded templates': assign((_, params: { templates: CustomTemplate[] }) => ({
      templates: params.templates,
      problem: null,
    })),
    'start new draft': assign({
      draft: { templateId: null, name: '', text: '' },
      fieldErrors: {},
      problem: null,
      copiedId: null,
    }),
    'start editing draft': assign(({ context, event }) => {
      assertEvent(event, 'templates.edit.started')
      const template = context.templates.find((candidate) => candidate.id === event.templateId)!
      return {
        draft: { templateId: template.id, name: template.name, text: template.text },
        fieldErrors: {},
        problem: null,
        copiedId: null,
      }
    }),
    'change draft': assign(({ context, event }) => {
      assertEvent(event, 'templates.draft.changed')
      if (!context.draft) return {}
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors
      return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors }
    }),
    'show draft problems': assign(({ context }) => ({
      fieldErrors: context.draft ? draftProblems(context.draft) : {},
      problem: 'fields_invalid' as const,
    })),
    'forget draft': assign({ draft: null, fieldErrors: {}, problem: null }),
    'remember template': assign(({ context }, params: { template: CustomTemplate }) => ({
      templates: withTemplate(context.templates, params.template, 'first'),
      draft: null,
      fieldErrors: {},
      problem: null,
    })),
    'show failure': assign((_, params: { error: unknown; fallback: CustomTemplatesProblem }) => ({
      problem: problemOf(params.error, params.fallback),
    })),
    'remember deletion': assign(({ event }) => {
      assertEvent(event, 'templates.delete.requested')
      return { deletingId: event.templateId, problem: null, copiedId: null }
    }),
    'forget deleted template': assign(({ context }) => ({
      templates: context.templates.filter((template) => template.id !== context.deletingId),
      deletingId: null,
    })),
    'forget deletion': assign({ deletingId: null }),
    'remember copy': assign(({ event }) => {
      assertEvent(event, 'templates.copy.requested')
      return { copiedId: event.templateId, problem: null }
    }),
    'forget copy': assign({ copiedId: null }),
  },
  guards: {
    ...draftGuards,
    isValidDraft: ({ context }) => !!context.draft && Object.keys(draftProblems(context.draft)).length === 0,
  },
}).createMachine({
  id: 'custom-templates',
  description:
    "The clinician's own texts (name and text): listed, written in a form, changed, copied to reuse, deleted after a warning.",
  context: {
    templates: [],
    draft: null,
    fieldErrors: {},
    deletingId: null,
    copiedId: null,
    problem: null,
  },
  initial: 'loading',
  states: {
    loading: loadingState(
      'loadTemplates',
      'load templates',
      { target: 'idle', action: 'use loaded templates', key: 'templates' },
      { target: 'loadFailed', actions: withFailure('show failure', 'load_failed') },
    ),
    loadFailed: failedState('templates.retry', { target: 'loading' }),
    idle: {
      tags: ['ready'],
      initial: 'fine',
      on: {
        ...listEvents,
        'templates.copy.requested': { guard: 'isKnownTemplate', target: 'copying', actions: 'remember copy' },
      },
      states: {
        fine: {},
        // A deletion or a copy failed: the list says why; asking again tries again.
        failed: { tags: ['error'] },
      },
    },
    drafting: draftingState(['ready', 'drafting']),
    saving: savingState('custom-templates', ['ready', 'drafting', 'busy'], {
      create: ({ context }: { context: CustomTemplatesContext }) => ({ body: bodyOf(context.draft!) }),
      update: ({ context }: { context: CustomTemplatesContext }) => ({
        templateId: context.draft!.templateId!,
        body: bodyOf(context.draft!),
      }),
    }),
    confirmingDeletion: confirmingDeletionState(
      'confirmCustomTemplateDeletion',
      DELETE_CUSTOM_TEMPLATE_DIALOG,
      ['ready', 'confirming'],
    ),
    deleting: deletingState(['ready', 'busy'], ({ context }: { context: CustomTemplatesContext }) => ({
      templateId: context.deletingId!,
    })),
    copying: callState(['ready', 'busy'], {
      id: 'copyText',
      src: 'copy text',
      input: ({ context }) => ({ text: context.templates.find((t) => t.id === context.copiedId)!.text }),
      onDone: { target: 'idle' },
      onError: {
        target: 'idle.failed',
        actions: [{ type: 'show failure', params: { error: null, fallback: 'copy_failed' } }, 'forget copy'],
      },
    }),
  },
})
