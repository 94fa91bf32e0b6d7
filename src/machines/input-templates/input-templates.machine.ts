import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { InputTemplate } from '../../../contract/catalogue'
import type { InputTemplateBody } from '../../services/catalogue'
import { dialogMachine, warningDialog } from '../dialog/dialog.machine'
import { notProvided } from '../shared/not-provided'
import { type FieldProblems, failureOf, type Problem } from '../shared/problems'
import {
  confirmingDeletionState,
  deletingState,
  draftGuards,
  draftingState,
  listEvents,
  savingState,
  withTemplate,
} from '../shared/template-drafts'

export type InputTemplatesTag = 'drafting' | 'busy' | 'error' | 'confirming'

/** Longest template name the server accepts. */
export const MAX_TEMPLATE_NAME = 120

/** A template being written: a new one from a field's text, or a saved one being changed. */
export type TemplateDraft = {
  /** The processor input it belongs to. */
  inputId: string
  /** The template being changed; null for a new one. */
  templateId: string | null
  name: string
  content: string
}

export type InputTemplatesInput = {
  /** The clinician's templates, across the inputs. */
  templates: InputTemplate[]
}

export type InputTemplatesContext = {
  /** The clinician's saved texts, across the inputs (grouped by processor_input_id by the view). */
  templates: InputTemplate[]
  /** The template being written, while one is. */
  draft: TemplateDraft | null
  /** The template whose deletion is being confirmed or done, or last failed. */
  deletingId: string | null
  /** The draft's fields to mark (name, content). */
  fieldErrors: FieldProblems
  /** Why the last call failed; null when none did. */
  problem: Problem | null
}

export type InputTemplatesEvent =
  | { type: 'templates.create.started'; inputId: string; content: string }
  | { type: 'templates.edit.started'; templateId: string }
  | { type: 'templates.draft.changed'; field: 'name' | 'content'; value: string }
  | { type: 'templates.draft.saved' }
  | { type: 'templates.draft.cancelled' }
  | { type: 'templates.delete.requested'; templateId: string }

/** What a draft sends: the content, and the name when one was given (else the server names it). */
export function bodyOf(draft: TemplateDraft): InputTemplateBody {
  const name = draft.name.trim()
  return { ...(name ? { name } : {}), content: draft.content.trim() }
}

/** The warning before a template is deleted. */
export const DELETE_TEMPLATE_DIALOG = warningDialog('inputTemplates.delete')

/**
 * A clinician's saved texts for the form's inputs: save a field's text as a (named) template, change one,
 * delete one after a warning. Inserting a template into a field is the form's business.
 */
export const inputTemplatesMachine = setup({
  types: {} as {
    context: InputTemplatesContext
    events: InputTemplatesEvent
    input: InputTemplatesInput
    tags: InputTemplatesTag
  },
  actors: {
    dialog: dialogMachine,
    'create template': fromPromise<InputTemplate, { inputId: string; body: InputTemplateBody }>(
      notProvided('create template'),
    ),
    'update template': fromPromise<
      InputTemplate,
      { inputId: string; templateId: string; body: InputTemplateBody }
    >(notProvided('update template')),
    'delete template': fromPromise<void, { inputId: string; templateId: string }>(
      notProvided('delete template'),
    ),
  },
  actions: {
    'start new draft': assign(({ event }) => {
      assertEvent(event, 'templates.create.started')
      return {
        draft: { inputId: event.inputId, templateId: null, name: '', content: event.content },
        fieldErrors: {},
        problem: null,
      }
    }),
    'start editing draft': assign(({ context, event }) => {
      assertEvent(event, 'templates.edit.started')
      const template = context.templates.find((candidate) => candidate.id === event.templateId)!
      return {
        draft: {
          inputId: template.processor_input_id,
          templateId: template.id,
          name: template.name,
          content: template.content,
        },
        fieldErrors: {},
        problem: null,
      }
    }),
    'change draft': assign(({ context, event }) => {
      assertEvent(event, 'templates.draft.changed')
      if (!context.draft || (event.field !== 'name' && event.field !== 'content')) return {}
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors
      return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors }
    }),
    'show draft problems': assign(({ context }) => {
      const fieldErrors: FieldProblems = {}
      if (!context.draft?.content.trim()) fieldErrors.content = 'required'
      if ((context.draft?.name.trim().length ?? 0) > MAX_TEMPLATE_NAME) fieldErrors.name = 'invalid'
      return { fieldErrors, problem: 'fields_invalid' as const }
    }),
    'forget draft': assign({ draft: null, fieldErrors: {}, problem: null }),
    'remember template': assign(({ context }, params: { template: InputTemplate }) => ({
      templates: withTemplate(context.templates, params.template, 'last'),
      draft: null,
      fieldErrors: {},
      problem: null,
    })),
    'show failure': assign((_, params: { error: unknown; fallback: Problem }) => {
      const failure = failureOf(params.error, { fallback: params.fallback, invalidFields: params.fallback })
      // The server names `template.content` / `template.name`.
      const fieldErrors: FieldProblems = {}
      for (const [field, problem] of Object.entries(failure.fields)) {
        const name = field.replace(/^template\./, '')
        if (name === 'name' || name === 'content') fieldErrors[name] = problem
      }
      return { problem: failure.problem, fieldErrors }
    }),
    'remember deletion': assign(({ event }) => {
      assertEvent(event, 'templates.delete.requested')
      return { deletingId: event.templateId, problem: null }
    }),
    'forget deleted template': assign(({ context }) => ({
      templates: context.templates.filter((template) => template.id !== context.deletingId),
      deletingId: null,
    })),
    'forget deletion': assign({ deletingId: null }),
  },
  guards: {
    ...draftGuards,
    isValidDraft: ({ context }) =>
      !!context.draft?.content.trim() && context.draft.name.trim().length <= MAX_TEMPLATE_NAME,
  },
}).createMachine({
  id: 'input-templates',
  description:
    "A clinician's saved texts for the form's inputs: save a field's text as a named template, change one, delete one after a warning.",
  context: ({ input }) => ({
    templates: input.templates,
    draft: null,
    deletingId: null,
    fieldErrors: {},
    problem: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'fine',
      on: {
        ...listEvents,
      },
      states: {
        fine: {},
        // A deletion failed: the template is still there; asking again tries again.
        failed: { tags: ['error'] },
      },
    },
    drafting: draftingState(['drafting']),
    saving: savingState('input-templates', ['drafting', 'busy'], {
      create: ({ context }: { context: InputTemplatesContext }) => ({
        inputId: context.draft!.inputId,
        body: bodyOf(context.draft!),
      }),
      update: ({ context }: { context: InputTemplatesContext }) => ({
        inputId: context.draft!.inputId,
        templateId: context.draft!.templateId!,
        body: bodyOf(context.draft!),
      }),
    }),
    confirmingDeletion: confirmingDeletionState('confirmTemplateDeletion', DELETE_TEMPLATE_DIALOG, [
      'confirming',
    ]),
    // A failed deletion keeps the template, and which one it was: its list says why it is still there.
    deleting: deletingState(['busy'], ({ context }: { context: InputTemplatesContext }) => {
      const template = context.templates.find((candidate) => candidate.id === context.deletingId)!
      return { inputId: template.processor_input_id, templateId: template.id }
    }),
  },
})
