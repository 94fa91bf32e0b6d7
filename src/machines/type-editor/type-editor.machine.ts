import { type AnyEventObject, assign, fromPromise, setup } from 'xstate'
import {
  type ConsultationType,
  type DocumentSection,
  MAX_SECTIONS,
  type ProcessorInput,
} from '../../../contract/catalogue'
import type { ConsultationTypeDraft, Speciality } from '../../services/catalogue'
import { dialogMachine, warningDialog } from '../dialog/dialog.machine'
import { errorOf, outputOf, withError, withFailure, withOutput } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import {
  type FieldProblem,
  type FieldProblems,
  failureOf,
  isNotFound,
  type Problem,
  serverFieldsOf,
} from '../shared/problems'

export type TypeEditorTag =
  | 'busy'
  | 'loading'
  | 'saving'
  | 'missing'
  | 'error'
  | 'read-only'
  | 'editing'
  | 'unsaved'
  | 'saved'
  | 'confirming'
  | 'deleted'
  | 'left'

/** Shortest name of a consultation type (as the server checks it). */
export const MIN_TYPE_NAME = 3

/** A selectable document as the editor offers it. */
export type DocumentChoice = { id: string; name: string; description: string }

/** A section being edited; `uid` follows it through moves (a new one has no `key` until saved). */
export type SectionDraft = Omit<DocumentSection, 'key'> & { uid: string; key: string | null }

/** A consultation type as the editor holds it. */
export type TypeDraft = {
  name: string
  description: string
  medical_speciality_id: string
  sections: SectionDraft[]
  inputs: { processor_input_id: string; mandatory: boolean }[]
  selectable_document_ids: string[]
}

/** What the editor loads: the type (none for a new one), and what its fields choose from. */
export type EditorData = {
  type: ConsultationType | null
  specialities: Speciality[]
  inputs: ProcessorInput[]
  documents: DocumentChoice[]
}

export type TypeEditorInput = {
  /** The type to open; null to create one. */
  typeId: string | null
  /** The speciality a new type starts with (the clinician's own), if any. */
  specialityId?: string | null
}

export type TypeEditorContext = {
  /** The type being edited: null for a new one until it is first saved. */
  typeId: string | null
  /** The type as loaded or last saved (a built-in one is shown read-only from it). */
  original: ConsultationType | null
  /** What the form shows; kept through every error. */
  draft: TypeDraft
  /** The draft as last loaded or saved: a difference is an unsaved change. */
  baseline: TypeDraft
  /** Medical specialities to choose from, named in the interface language. */
  specialities: Speciality[]
  /** The processor inputs a type can ask for. */
  inputs: ProcessorInput[]
  /** The selectable documents a type can offer. */
  documents: DocumentChoice[]
  /** Fields to mark: name, description, medical_speciality_id, sections, sections.<uid>.title, inputs, documents. */
  fieldErrors: FieldProblems
  /** The form-level message; null when none. */
  problem: Problem | null
  /** Sections created so far in this editor, for their uids. */
  sectionsCreated: number
}

type SectionField = 'title' | 'instruction' | 'format' | 'abbreviations'

export type TypeEditorEvent =
  | { type: 'editor.field.changed'; field: 'name' | 'description' | 'medical_speciality_id'; value: string }
  | { type: 'editor.section.added'; index: number }
  | { type: 'editor.section.removed'; uid: string }
  | { type: 'editor.section.moved'; uid: string; offset: number }
  | { type: 'editor.section.changed'; uid: string; field: SectionField; value: string | boolean }
  | { type: 'editor.input.toggled'; processorInputId: string; included: boolean }
  | { type: 'editor.input.mandatory.changed'; processorInputId: string; mandatory: boolean }
  | { type: 'editor.document.toggled'; documentId: string; included: boolean }
  | { type: 'editor.save' }
  | { type: 'editor.copy' }
  | { type: 'editor.delete' }
  | { type: 'editor.leave.requested' }
  | { type: 'editor.retry' }

const DRAFT_EVENTS = [
  'editor.field.changed',
  'editor.section.added',
  'editor.section.removed',
  'editor.section.moved',
  'editor.section.changed',
  'editor.input.toggled',
  'editor.input.mandatory.changed',
  'editor.document.toggled',
] as const

/** A blank section (a new type starts with one: a type needs at least one). */
const blankSection = (uid: string): SectionDraft => ({
  uid,
  key: null,
  title: '',
  instruction: '',
  format: 'prose',
  abbreviations: false,
})

/** The draft of a loaded type; its sections take their keys as uids. */
export function draftOf(type: ConsultationType): TypeDraft {
  return {
    name: type.name,
    description: type.description,
    medical_speciality_id: type.medical_speciality_id,
    sections: type.sections.map((section) => ({ ...section, uid: `key-${section.key}` })),
    inputs: type.inputs.map((input) => ({ ...input })),
    selectable_document_ids: type.selectable_documents.map((document) => document.id),
  }
}

const newDraft = (specialityId: string | null | undefined): TypeDraft => ({
  name: '',
  description: '',
  medical_speciality_id: specialityId ?? '',
  sections: [blankSection('new-1')],
  inputs: [],
  selectable_document_ids: [],
})

/** The body POST and PUT /v1/consultation_types send (trimmed; a new section's key is the server's to give). */
export function requestOf(draft: TypeDraft): ConsultationTypeDraft {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    medical_speciality_id: draft.medical_speciality_id,
    sections: draft.sections.map((section) => ({
      ...(section.key ? { key: section.key } : {}),
      title: section.title.trim(),
      instruction: section.instruction.trim(),
      format: section.format,
      abbreviations: section.abbreviations,
    })),
    inputs: draft.inputs,
    selectable_document_ids: draft.selectable_document_ids,
  }
}

/** Whether the draft says something other than what was loaded or saved. */
export const isDraftChanged = (context: Pick<TypeEditorContext, 'draft' | 'baseline'>) =>
  JSON.stringify(requestOf(context.draft)) !== JSON.stringify(requestOf(context.baseline))

/** The editor's checks (those of the server): a name, a speciality, sections, each with a title. */
export function draftProblems(draft: TypeDraft): FieldProblems {
  const fields: FieldProblems = {}
  const name = draft.name.trim()
  if (!name) fields.name = 'required'
  else if (name.length < MIN_TYPE_NAME) fields.name = 'invalid'
  if (!draft.medical_speciality_id) fields.medical_speciality_id = 'required'
  if (draft.sections.length === 0) fields.sections = 'required'
  for (const section of draft.sections) {
    if (!section.title.trim()) fields[`sections.${section.uid}.title`] = 'required'
  }
  return fields
}

/** The server's field paths (`consultation_type.sections.2.title`) as the editor's field names. */
function serverFieldProblems(error: unknown, sentSections: readonly SectionDraft[]): FieldProblems {
  const fields: FieldProblems = {}
  for (const path of Object.keys(serverFieldsOf(error))) {
    const field = path.replace(/^consultation_type\./, '')
    const section = /^sections\.(\d+)\.(\w+)/.exec(field)
    if (section) {
      const uid = sentSections[Number(section[1])]?.uid
      if (uid) fields[`sections.${uid}.${section[2] === 'key' ? 'title' : section[2]}`] = 'invalid'
      continue
    }
    const problem: FieldProblem =
      field === 'medical_speciality_id' ? 'speciality_unknown' : field === 'name' ? 'invalid' : 'invalid'
    if (field.startsWith('inputs')) fields.inputs = problem
    else if (field.startsWith('selectable_document_ids')) fields.documents = problem
    else fields[field] = problem
  }
  return fields
}

/** Applies one change of the form to the draft; an event that makes no sense changes nothing. */
export function changedDraft(draft: TypeDraft, event: TypeEditorEvent, newUid: string): TypeDraft {
  const sections = draft.sections
  const at = (uid: string) => sections.findIndex((section) => section.uid === uid)
  switch (event.type) {
    case 'editor.field.changed':
      return { ...draft, [event.field]: event.value }
    case 'editor.section.added': {
      const next = [...sections]
      next.splice(event.index, 0, blankSection(newUid))
      return { ...draft, sections: next }
    }
    case 'editor.section.removed':
      return { ...draft, sections: sections.filter((section) => section.uid !== event.uid) }
    case 'editor.section.moved': {
      const from = at(event.uid)
      const to = from + event.offset
      const next = [...sections]
      const [moved] = next.splice(from, 1)
      next.splice(to, 0, moved!)
      return { ...draft, sections: next }
    }
    case 'editor.section.changed':
      return {
        ...draft,
        sections: sections.map((section) =>
          section.uid === event.uid ? { ...section, [event.field]: event.value } : section,
        ),
      }
    case 'editor.input.toggled':
      return {
        ...draft,
        inputs: event.included
          ? [...draft.inputs, { processor_input_id: event.processorInputId, mandatory: false }]
          : draft.inputs.filter((input) => input.processor_input_id !== event.processorInputId),
      }
    case 'editor.input.mandatory.changed':
      return {
        ...draft,
        inputs: draft.inputs.map((input) =>
          input.processor_input_id === event.processorInputId
            ? { ...input, mandatory: event.mandatory }
            : input,
        ),
      }
    case 'editor.document.toggled':
      return {
        ...draft,
        selectable_document_ids: event.included
          ? [...draft.selectable_document_ids, event.documentId]
          : draft.selectable_document_ids.filter((id) => id !== event.documentId),
      }
    default:
      return draft
  }
}

/** Whether a change of the form makes sense for the draft (a real section, a position in range…). */
export function isApplicable(
  context: Pick<TypeEditorContext, 'draft' | 'inputs' | 'documents'>,
  event: AnyEventObject,
) {
  const { draft } = context
  const has = (uid: unknown) => draft.sections.some((section) => section.uid === uid)
  switch (event.type) {
    case 'editor.field.changed':
      return (
        ['name', 'description', 'medical_speciality_id'].includes(event.field) &&
        typeof event.value === 'string' &&
        draft[event.field as 'name'] !== event.value
      )
    case 'editor.section.added':
      return (
        Number.isInteger(event.index) &&
        event.index >= 0 &&
        event.index <= draft.sections.length &&
        draft.sections.length < MAX_SECTIONS
      )
    case 'editor.section.removed':
      return has(event.uid) && draft.sections.length > 1
    case 'editor.section.moved': {
      const from = draft.sections.findIndex((section) => section.uid === event.uid)
      const to = from + Number(event.offset)
      return from >= 0 && event.offset !== 0 && to >= 0 && to < draft.sections.length
    }
    case 'editor.section.changed': {
      const section = draft.sections.find((candidate) => candidate.uid === event.uid)
      if (!section) return false
      const expected = event.field === 'abbreviations' ? 'boolean' : 'string'
      if (typeof event.value !== expected) return false
      if (event.field === 'format' && event.value !== 'prose' && event.value !== 'bullets') return false
      return (
        ['title', 'instruction', 'format', 'abbreviations'].includes(event.field) &&
        section[event.field as SectionField] !== event.value
      )
    }
    case 'editor.input.toggled': {
      const included = draft.inputs.some((input) => input.processor_input_id === event.processorInputId)
      return (
        context.inputs.some((input) => input.id === event.processorInputId) && included !== event.included
      )
    }
    case 'editor.input.mandatory.changed':
      return draft.inputs.some(
        (input) => input.processor_input_id === event.processorInputId && input.mandatory !== event.mandatory,
      )
    case 'editor.document.toggled': {
      const included = draft.selectable_document_ids.includes(event.documentId)
      return (
        context.documents.some((document) => document.id === event.documentId) && included !== event.included
      )
    }
    default:
      return false
  }
}

export const DELETE_TYPE_DIALOG = warningDialog('typeEditor.delete', { initialFocus: 'cancel' })

export const LEAVE_DIALOG = warningDialog('typeEditor.leave', { ownCancel: true, initialFocus: 'cancel' })

/** A type the server saved (a copy or the draft): shown as saved, and told to whoever lists types. */
const takeSavedType = [
  withOutput('use saved type', (type: ConsultationType) => ({ type })),
  withOutput('report type saved', (type: ConsultationType) => ({ type })),
] as const

/** A refusal (the editor's checks, the server): marked, and unsaved only if the draft differs from the saved type. */
const refusedState = {
  tags: ['error'],
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isDraftChanged', target: 'changed' }, { target: 'unchanged' }],
    },
    changed: {
      tags: ['unsaved'],
      on: { 'editor.leave.requested': { target: '#type-editor.confirmingLeave' } },
    },
    unchanged: {},
  },
} as const

const draftTransitions = Object.fromEntries(
  DRAFT_EVENTS.map((type) => [
    type,
    { guard: 'isApplicableChange' as const, target: '.checking' as const, actions: 'change draft' as const },
  ]),
)

/**
 * The consultation type editor: a new type, one of Escriba's shown read-only (copy to edit), or one of the
 * clinician's own: name, description, speciality, ordered sections, inputs and documents; saved with the
 * server's field errors shown, deleted after a warning, and never left with unsaved changes unasked.
 */
export const typeEditorMachine = setup({
  types: {} as {
    context: TypeEditorContext
    events: TypeEditorEvent
    input: TypeEditorInput
    tags: TypeEditorTag
  },
  actors: {
    dialog: dialogMachine,
    'load editor': fromPromise<EditorData, { typeId: string | null }>(notProvided('load editor')),
    'save type': fromPromise<ConsultationType, { typeId: string | null; draft: ConsultationTypeDraft }>(
      notProvided('save type'),
    ),
    'copy type': fromPromise<ConsultationType, { typeId: string }>(notProvided('copy type')),
    'delete type': fromPromise<void, { typeId: string }>(notProvided('delete type')),
  },
  actions: {
    // The app supplies them: the address follows the saved type; home after a deletion; the router's
    // blocked navigation goes on (leave) or is cancelled (stay).
    'report type saved': (_, _params: { type: ConsultationType }) => {},
    'report type deleted': () => {},
    leave: () => {},
    stay: () => {},

    'use loaded editor': assign(({ context }, params: EditorData) => {
      const draft = params.type ? draftOf(params.type) : context.draft
      return {
        original: params.type,
        draft,
        baseline: draft,
        specialities: params.specialities,
        inputs: params.inputs,
        documents: params.documents,
        problem: null,
      }
    }),
    'use saved type': assign((_, params: { type: ConsultationType }) => {
      const draft = draftOf(params.type)
      return {
        typeId: params.type.id,
        original: params.type,
        draft,
        baseline: draft,
        fieldErrors: {},
        problem: null,
      }
    }),
    'change draft': assign(({ context, event }) => {
      const added = event.type === 'editor.section.added'
      const sectionsCreated = context.sectionsCreated + (added ? 1 : 0)
      const draft = changedDraft(context.draft, event, `new-${sectionsCreated}`)
      // Fixing a field clears its mark; the message stays until the next save.
      const touched =
        event.type === 'editor.field.changed'
          ? [event.field]
          : event.type === 'editor.section.changed'
            ? [`sections.${event.uid}.${event.field}`]
            : event.type === 'editor.input.toggled' || event.type === 'editor.input.mandatory.changed'
              ? ['inputs']
              : event.type === 'editor.document.toggled'
                ? ['documents']
                : ['sections']
      const fieldErrors = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([field]) => !touched.includes(field)),
      )
      return { draft, fieldErrors, sectionsCreated }
    }),
    'show draft problems': assign(({ context }) => ({
      fieldErrors: draftProblems(context.draft),
      problem: 'fields_invalid' as const,
    })),
    'show failure': assign(({ context }, params: { error: unknown; fallback: Problem }) => {
      const failure = failureOf(params.error, { fallback: params.fallback, invalidFields: 'fields_invalid' })
      const fieldErrors = serverFieldProblems(params.error, context.draft.sections)
      return {
        problem: Object.keys(fieldErrors).length ? ('fields_invalid' as const) : failure.problem,
        fieldErrors,
      }
    }),
    'show load failure': assign((_, params: { error: unknown }) => ({
      problem: failureOf(params.error, { fallback: 'structure_load_failed' }).problem,
    })),
    'show missing type': assign({ problem: 'not_found' as const }),
    'clear problems': assign({ problem: null, fieldErrors: {} }),
    'forget changes': assign(({ context }) => ({ draft: context.baseline, problem: null, fieldErrors: {} })),
  },
  guards: {
    isApplicableChange: ({ context, event }) => isApplicable(context, event),
    isDraftChanged: ({ context }) => isDraftChanged(context),
    hasDraftProblems: ({ context }) => Object.keys(draftProblems(context.draft)).length > 0,
    isReadOnlyType: ({ event }) => outputOf<EditorData>(event)?.type?.custom === false,
    isSavedType: ({ context }) => context.typeId !== null,
    isMissing: ({ event }) => isNotFound(errorOf(event)),
    isConfirmed: ({ event }) => outputOf<{ answer?: string }>(event)?.answer === 'confirmed',
  },
}).createMachine({
  id: 'type-editor',
  description:
    "The consultation type editor: create, read Escriba's types (copy to edit), edit one's own (sections in order, inputs, documents), save with the server's field errors, delete after a warning, never leave unsaved changes unasked.",
  context: ({ input }) => {
    const draft = newDraft(input.specialityId)
    return {
      typeId: input.typeId,
      original: null,
      draft,
      baseline: draft,
      specialities: [],
      inputs: [],
      documents: [],
      fieldErrors: {},
      problem: null,
      sectionsCreated: 1,
    }
  },
  initial: 'loading',
  states: {
    loading: callState(['busy', 'loading'], {
      id: 'loadEditor',
      src: 'load editor',
      input: ({ context }) => ({ typeId: context.typeId }),
      onDone: [
        {
          guard: 'isReadOnlyType',
          target: 'viewing',
          actions: { type: 'use loaded editor', params: ({ event }) => event.output },
        },
        { target: 'editing', actions: { type: 'use loaded editor', params: ({ event }) => event.output } },
      ],
      onError: [
        { guard: 'isMissing', target: 'missing', actions: 'show missing type' },
        { target: 'loadFailed', actions: withError('show load failure') },
      ],
    }),
    loadFailed: failedState('editor.retry', { target: 'loading' }),
    missing: { tags: ['missing', 'error'] },
    // One of Escriba's types: read, and copied to be changed.
    viewing: {
      tags: ['read-only'],
      initial: 'reading',
      on: { 'editor.copy': { target: 'copying', actions: 'clear problems' } },
      states: {
        reading: {},
        failed: { tags: ['error'] },
      },
    },
    copying: callState(['read-only', 'busy'], {
      id: 'copyType',
      src: 'copy type',
      input: ({ context }) => ({ typeId: context.typeId! }),
      onDone: { target: 'editing.saved', actions: takeSavedType },
      onError: { target: 'viewing.failed', actions: withFailure('show failure', 'save_failed') },
    }),
    editing: {
      tags: ['editing'],
      initial: 'pristine',
      on: {
        ...draftTransitions,
        'editor.save': [
          { guard: 'hasDraftProblems', target: '.invalid', actions: 'show draft problems' },
          { target: 'saving', actions: 'clear problems' },
        ],
        'editor.delete': { guard: 'isSavedType', target: 'confirmingDeletion' },
      },
      states: {
        // After a change: changed or, when it was undone, as saved.
        checking: {
          always: [{ guard: 'isDraftChanged', target: 'changed' }, { target: 'pristine' }],
        },
        pristine: {},
        saved: { tags: ['saved'] },
        changed: {
          tags: ['unsaved'],
          on: { 'editor.leave.requested': { target: '#type-editor.confirmingLeave' } },
        },
        // The editor's checks or the server said no: the draft stays as it is, the fields are marked.
        invalid: refusedState,
        failed: refusedState,
        back: { type: 'history', history: 'deep' },
      },
    },
    saving: {
      ...callState(['busy', 'saving', 'editing', 'unsaved'], {
        id: 'saveType',
        src: 'save type',
        input: ({ context }) => ({ typeId: context.typeId, draft: requestOf(context.draft) }),
        onDone: { target: 'editing.saved', actions: takeSavedType },
        onError: {
          target: 'editing.failed',
          actions: withFailure('show failure', 'save_failed'),
        },
      }),
      // Leaving while the save is on its way waits for its answer (the router stays blocked).
      on: { 'editor.leave.requested': { actions: 'stay' } },
    },
    confirmingDeletion: callState(['confirming', 'editing'], {
      id: 'confirmTypeDeletion',
      src: 'dialog',
      input: DELETE_TYPE_DIALOG,
      onDone: [{ guard: 'isConfirmed', target: 'deleting' }, { target: 'editing.back' }],
    }),
    deleting: callState(['busy', 'editing'], {
      id: 'deleteType',
      src: 'delete type',
      input: ({ context }) => ({ typeId: context.typeId! }),
      onDone: { target: 'deleted', actions: ['forget changes', 'report type deleted'] },
      onError: { target: 'editing.failed', actions: withFailure('show failure', 'remove_failed') },
    }),
    confirmingLeave: callState(['confirming', 'editing', 'unsaved'], {
      id: 'confirmLeaving',
      src: 'dialog',
      input: LEAVE_DIALOG,
      onDone: [
        { guard: 'isConfirmed', target: 'left', actions: ['forget changes', 'leave'] },
        { target: 'editing.back', actions: 'stay' },
      ],
    }),
    deleted: { type: 'final', tags: ['deleted'] },
    // The changes were given up and the person went elsewhere.
    left: { type: 'final', tags: ['left'] },
  },
})
