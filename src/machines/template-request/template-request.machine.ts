import { assertEvent, assign, fromPromise, setup } from 'xstate'
import {
  EXAMPLE_FILE_EXTENSIONS,
  MAX_EXAMPLE_FILE_BYTES,
  MAX_EXAMPLE_FILES,
  MAX_REQUEST_SECTIONS,
  type TemplateRequest,
  type TemplateRequestInput,
  type TemplateRequestSection,
} from '../../../contract/templates'
import type { BaseDocument, ExampleFile } from '../../services/templates'
import { errorOf, outputOf, withError, withOutput, withOutputAs } from '../shared/actor-events'
import { type ApiErrorLike, errorCode, isApiErrorLike } from '../shared/api-error'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type TemplateRequestTag =
  | 'busy'
  | 'error'
  | 'editing'
  | 'section-open'
  | 'viewer-open'
  | 'pending'
  | 'approved'
  | 'refused'

/** Shortest and longest request title the server accepts. */
export const MIN_TITLE = 3
export const MAX_TITLE = 120
/** Longest section title, description, requested changes and vocabulary comment. */
export const MAX_SECTION_TITLE = 200
export const MAX_TEXT = 2000

/**
 * What went wrong, as the builder says it (`templates.problems.<code>`): the spec's 'custom request
 * submission error', the one-at-a-time refusals (the clinician's own pending request, or the organisation's),
 * and the failures around them.
 */
export type RequestProblem =
  | 'load_failed'
  | 'submit_failed'
  | 'connection'
  | 'session_expired'
  | 'fields_invalid'
  | 'files_invalid'
  | 'pending_own'
  | 'pending_organization'
  | 'file_open_failed'

/** Why an example file was not taken (`templates.fileProblems.<code>`). */
export type FileProblem = 'too_many' | 'too_large' | 'wrong_type' | 'empty' | 'content_mismatch'

/** A request field's problem (`templates.fieldProblems.<code>`). */
export type RequestFieldProblem = 'required' | 'too_short' | 'too_long' | 'invalid'

/** The request being written, kept whatever happens until it is sent. */
export type RequestDraft = {
  title: string
  sections: TemplateRequestSection[]
  vocabulary_comment: string
  /** A catalogue document or consultation type to start from; '' for none. */
  base_document_id: string
  /** For the clinician's organisation rather than for the clinician alone. */
  for_organization: boolean
  files: ExampleFile[]
}

/** The section open in the section modal: a new one (index null) or one of the draft's. */
export type SectionDraft = TemplateRequestSection & { index: number | null }

/** A file shown in the example viewer, with its text read when it is plain text. */
export type ExamplePreview = { name: string; type: string; size: number; blob: Blob; text: string | null }

/** Which file the viewer opens: one of the draft's, or one stored with a sent request. */
export type ExampleSource =
  | { kind: 'draft'; file: ExampleFile }
  | { kind: 'stored'; requestId: string; fileId: string; name: string; type: string; size: number }

export type TemplateRequestInputData = {
  /** Whether the clinician belongs to an organisation (and may ask for it). */
  inOrganization: boolean
}

export type TemplateRequestContext = {
  /** Whether the clinician belongs to an organisation (and may ask for it). */
  inOrganization: boolean
  /** The clinician's requests, newest first. */
  requests: TemplateRequest[]
  /** The catalogue's documents and types a request may start from. */
  baseDocuments: BaseDocument[]
  /** The request being written. */
  draft: RequestDraft
  /** The section in the section modal, while it is open. */
  section: SectionDraft | null
  /** The open section's fields to mark. */
  sectionErrors: Partial<Record<'title' | 'description' | 'requested_changes', RequestFieldProblem>>
  /** The draft's fields to mark: title, sections, vocabulary_comment, base_document_id. */
  fieldErrors: Partial<
    Record<'title' | 'sections' | 'vocabulary_comment' | 'base_document_id', RequestFieldProblem>
  >
  /** Files not taken (when picked) or refused by the server, by name, with why. */
  fileProblems: { name: string; problem: FileProblem }[]
  /** The file in the example viewer. */
  preview: ExamplePreview | null
  /** Why the last call failed, or why the request cannot be sent; null when nothing is wrong. */
  problem: RequestProblem | null
}

export type TemplateRequestEvent =
  | { type: 'request.retry' }
  | {
      type: 'request.field.changed'
      field: 'title' | 'vocabulary_comment' | 'base_document_id'
      value: string
    }
  | { type: 'request.organization.changed'; value: boolean }
  | { type: 'request.files.picked'; files: ExampleFile[] }
  | { type: 'request.file.removed'; index: number }
  | { type: 'request.section.added' }
  | { type: 'request.section.edited'; index: number }
  | { type: 'request.section.removed'; index: number }
  | { type: 'request.section.moved'; index: number; offset: -1 | 1 }
  | { type: 'section.field.changed'; field: 'title' | 'description' | 'requested_changes'; value: string }
  | { type: 'section.saved' }
  | { type: 'section.cancelled' }
  | { type: 'request.submitted' }
  | { type: 'request.refresh' }
  | { type: 'request.another' }
  | { type: 'example.opened'; index: number }
  | { type: 'example.stored.opened'; requestId: string; fileId: string }
  | { type: 'example.closed' }

export const emptyDraft = (): RequestDraft => ({
  title: '',
  sections: [],
  vocabulary_comment: '',
  base_document_id: '',
  for_organization: false,
  files: [],
})

/** What the draft sends: trimmed texts, optional ones left out when empty. */
export function bodyOf(draft: RequestDraft): TemplateRequestInput {
  const vocabulary = draft.vocabulary_comment.trim()
  return {
    title: draft.title.trim(),
    sections: draft.sections.map((s) => ({
      title: s.title.trim(),
      description: s.description.trim(),
      requested_changes: s.requested_changes.trim(),
    })),
    ...(vocabulary ? { vocabulary_comment: vocabulary } : {}),
    ...(draft.base_document_id ? { base_document_id: draft.base_document_id } : {}),
    for_organization: draft.for_organization,
  }
}

/** The requests as loaded: the pending one shown, else the newest approved, else a new draft. */
const useLoadedRequests = withOutput(
  'use loaded requests',
  (loaded: { requests: TemplateRequest[]; baseDocuments: BaseDocument[] }) => loaded,
)
const afterLoading = [
  { guard: 'hasPending', target: 'pending', actions: useLoadedRequests },
  { guard: 'isNewestApproved', target: 'approved', actions: useLoadedRequests },
  { target: 'editing', actions: useLoadedRequests },
] as const

const extensionOf = (name: string) => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? ''

/** The picked files the draft takes, and why the others were not taken (count, size, kind by name). */
export function takeFiles(existing: ExampleFile[], picked: ExampleFile[]) {
  const taken: ExampleFile[] = []
  const refused: { name: string; problem: FileProblem }[] = []
  for (const file of picked) {
    const problem: FileProblem | null = !(EXAMPLE_FILE_EXTENSIONS as readonly string[]).includes(
      extensionOf(file.name),
    )
      ? 'wrong_type'
      : file.size > MAX_EXAMPLE_FILE_BYTES
        ? 'too_large'
        : file.size === 0
          ? 'empty'
          : existing.length + taken.length >= MAX_EXAMPLE_FILES
            ? 'too_many'
            : null
    if (problem) refused.push({ name: file.name, problem })
    else taken.push(file)
  }
  return { taken, refused }
}

/** The draft's problems before it is sent (the server checks the same, and the files' bytes). */
export function draftProblems(draft: RequestDraft): TemplateRequestContext['fieldErrors'] {
  const fields: TemplateRequestContext['fieldErrors'] = {}
  const title = draft.title.trim()
  if (!title) fields.title = 'required'
  else if (title.length < MIN_TITLE) fields.title = 'too_short'
  else if (title.length > MAX_TITLE) fields.title = 'too_long'
  if (draft.sections.length === 0) fields.sections = 'required'
  else if (draft.sections.length > MAX_REQUEST_SECTIONS) fields.sections = 'too_long'
  if (draft.vocabulary_comment.trim().length > MAX_TEXT) fields.vocabulary_comment = 'too_long'
  return fields
}

function sectionProblems(section: SectionDraft): TemplateRequestContext['sectionErrors'] {
  const fields: TemplateRequestContext['sectionErrors'] = {}
  const title = section.title.trim()
  if (!title) fields.title = 'required'
  else if (title.length > MAX_SECTION_TITLE) fields.title = 'too_long'
  if (section.description.trim().length > MAX_TEXT) fields.description = 'too_long'
  if (section.requested_changes.trim().length > MAX_TEXT) fields.requested_changes = 'too_long'
  return fields
}

/** A failed submission read for the clinician: what to say, which fields to mark, which files were refused. */
export function submissionFailureOf(error: unknown, files: ExampleFile[]) {
  const result = {
    problem: 'submit_failed' as RequestProblem,
    fieldErrors: {} as TemplateRequestContext['fieldErrors'],
    fileProblems: [] as TemplateRequestContext['fileProblems'],
  }
  if (!isApiErrorLike(error)) return result
  if (error.kind === 'network' || error.kind === 'timeout')
    return { ...result, problem: 'connection' as const }
  const fields = error.body?.error.fields ?? {}
  if (error.code === 'unauthorized') return { ...result, problem: 'session_expired' as const }
  if (error.code === 'conflict') {
    return {
      ...result,
      problem: fields['request.for_organization']
        ? ('pending_organization' as const)
        : ('pending_own' as const),
    }
  }
  for (const field of Object.keys(fields)) {
    const file = /^files\.(\d+)$/.exec(field)
    if (file) {
      const name = files[Number(file[1])]?.name ?? ''
      const problem: FileProblem =
        error.code === 'payload_too_large'
          ? 'too_large'
          : error.code === 'unsupported_media_type'
            ? 'content_mismatch'
            : 'wrong_type'
      result.fileProblems.push({ name, problem })
    } else if (field === 'files') {
      result.fileProblems.push({ name: '', problem: 'too_many' })
    } else {
      const name = field.replace(/^request\./, '').split('.')[0]
      if (
        name === 'title' ||
        name === 'sections' ||
        name === 'vocabulary_comment' ||
        name === 'base_document_id'
      ) {
        result.fieldErrors[name] = 'invalid'
      }
    }
  }
  if (result.fileProblems.length > 0) return { ...result, problem: 'files_invalid' as const }
  if (Object.keys(result.fieldErrors).length > 0) return { ...result, problem: 'fields_invalid' as const }
  return result
}

/** What the requests say: one pending (one at a time), the newest approved, or nothing in the way. */
export const pendingRequestOf = (requests: TemplateRequest[]) =>
  requests.find((request) => request.status === 'pending') ?? null

/** An example file open in the viewer over the screen it was opened from: closing it goes `back` there. */
const viewingExample = <const Back extends string>(back: Back) => ({
  tags: ['viewer-open'] as const,
  exit: 'close preview' as const,
  on: { 'example.closed': { target: back } },
})

/**
 * The custom document request: the clinician writes a title, sections (in a section modal), a vocabulary
 * comment, example files and a base document, and sends it; while it is pending no other can be sent (the
 * server's rule, explained here) until support approves or declines it.
 */
export const templateRequestMachine = setup({
  types: {} as {
    context: TemplateRequestContext
    events: TemplateRequestEvent
    input: TemplateRequestInputData
    tags: TemplateRequestTag
  },
  actors: {
    'load requests': fromPromise<{ requests: TemplateRequest[]; baseDocuments: BaseDocument[] }>(
      notProvided('load requests'),
    ),
    'submit request': fromPromise<TemplateRequest, { request: TemplateRequestInput; files: ExampleFile[] }>(
      notProvided('submit request'),
    ),
    'open example': fromPromise<ExamplePreview, ExampleSource>(notProvided('open example')),
  },
  actions: {
    'use loaded requests': assign(
      (_, params: { requests: TemplateRequest[]; baseDocuments: BaseDocument[] }) => ({
        requests: params.requests,
        baseDocuments: params.baseDocuments,
        problem: null,
      }),
    ),
    'show load failure': assign((_, params: { error: unknown }) => {
      const error = params.error as Partial<ApiErrorLike>
      return {
        problem:
          error?.kind === 'network' || error?.kind === 'timeout'
            ? ('connection' as const)
            : error?.code === 'unauthorized'
              ? ('session_expired' as const)
              : ('load_failed' as const),
      }
    }),
    'change field': assign(({ context, event }) => {
      assertEvent(event, 'request.field.changed')
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors
      return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors }
    }),
    'change organization': assign(({ context, event }) => {
      assertEvent(event, 'request.organization.changed')
      return { draft: { ...context.draft, for_organization: event.value } }
    }),
    'take files': assign(({ context, event }) => {
      assertEvent(event, 'request.files.picked')
      const { taken, refused } = takeFiles(context.draft.files, event.files)
      return { draft: { ...context.draft, files: [...context.draft.files, ...taken] }, fileProblems: refused }
    }),
    'remove file': assign(({ context, event }) => {
      assertEvent(event, 'request.file.removed')
      return {
        draft: { ...context.draft, files: context.draft.files.filter((_, i) => i !== event.index) },
        fileProblems: [],
      }
    }),
    'open new section': assign({
      section: { index: null, title: '', description: '', requested_changes: '' },
      sectionErrors: {},
      problem: null,
    }),
    'open section': assign(({ context, event }) => {
      assertEvent(event, 'request.section.edited')
      return {
        section: { ...context.draft.sections[event.index]!, index: event.index },
        sectionErrors: {},
        problem: null,
      }
    }),
    'change section': assign(({ context, event }) => {
      assertEvent(event, 'section.field.changed')
      if (!context.section) return {}
      const { [event.field]: _fixed, ...sectionErrors } = context.sectionErrors
      return { section: { ...context.section, [event.field]: event.value }, sectionErrors }
    }),
    'show section problems': assign(({ context }) => ({
      sectionErrors: context.section ? sectionProblems(context.section) : {},
    })),
    'save section': assign(({ context }) => {
      const { index, ...section } = context.section!
      const sections =
        index === null
          ? [...context.draft.sections, section]
          : context.draft.sections.map((s, i) => (i === index ? section : s))
      const { sections: _fixed, ...fieldErrors } = context.fieldErrors
      return { draft: { ...context.draft, sections }, section: null, sectionErrors: {}, fieldErrors }
    }),
    'close section': assign({ section: null, sectionErrors: {} }),
    'remove section': assign(({ context, event }) => {
      assertEvent(event, 'request.section.removed')
      return {
        draft: { ...context.draft, sections: context.draft.sections.filter((_, i) => i !== event.index) },
      }
    }),
    'move section': assign(({ context, event }) => {
      assertEvent(event, 'request.section.moved')
      const sections = [...context.draft.sections]
      const [moved] = sections.splice(event.index, 1)
      sections.splice(event.index + event.offset, 0, moved!)
      return { draft: { ...context.draft, sections } }
    }),
    'show draft problems': assign(({ context }) => ({
      fieldErrors: draftProblems(context.draft),
      problem: 'fields_invalid' as const,
    })),
    'clear problems': assign({ problem: null, fileProblems: [] }),
    'forget problem': assign({ problem: null }),
    'remember request': assign(({ context }, params: { request: TemplateRequest }) => ({
      requests: [params.request, ...context.requests.filter((r) => r.id !== params.request.id)],
      draft: emptyDraft(),
      fieldErrors: {},
      fileProblems: [],
      problem: null,
    })),
    'show submission failure': assign(({ context }, params: { error: unknown }) =>
      submissionFailureOf(params.error, context.draft.files),
    ),
    'start another draft': assign({ draft: emptyDraft(), fieldErrors: {}, fileProblems: [], problem: null }),
    'show preview': assign((_, params: { preview: ExamplePreview }) => ({ preview: params.preview })),
    'close preview': assign({ preview: null }),
    'show open failure': assign({ problem: 'file_open_failed' as const }),
  },
  guards: {
    hasPending: ({ event }) =>
      pendingRequestOf(outputOf<{ requests?: TemplateRequest[] }>(event)?.requests ?? []) !== null,
    isNewestApproved: ({ event }) =>
      outputOf<{ requests?: TemplateRequest[] }>(event)?.requests?.[0]?.status === 'approved',
    inOrganization: ({ context }) => context.inOrganization,
    canAddSection: ({ context }) => context.draft.sections.length < MAX_REQUEST_SECTIONS,
    isKnownSection: ({ context, event }) =>
      'index' in event && event.index >= 0 && event.index < context.draft.sections.length,
    canMoveSection: ({ context, event }) => {
      if (event.type !== 'request.section.moved') return false
      const to = event.index + event.offset
      return (
        event.index >= 0 &&
        event.index < context.draft.sections.length &&
        to >= 0 &&
        to < context.draft.sections.length
      )
    },
    isKnownFile: ({ context, event }) =>
      'index' in event && event.index >= 0 && event.index < context.draft.files.length,
    isStoredFile: ({ context, event }) =>
      event.type === 'example.stored.opened' &&
      context.requests.some((r) => r.id === event.requestId && r.files.some((f) => f.id === event.fileId)),
    isValidSection: ({ context }) =>
      context.section !== null && Object.keys(sectionProblems(context.section)).length === 0,
    isValidDraft: ({ context }) => Object.keys(draftProblems(context.draft)).length === 0,
    isRefusal: ({ event }) => errorCode(errorOf(event)) === 'conflict',
  },
}).createMachine({
  id: 'template-request',
  description:
    'The custom document request: write it (sections in a modal, example files with a viewer, a base document), send it, and wait: one pending request at a time, until support approves or declines it.',
  context: ({ input }) => ({
    inOrganization: input.inOrganization,
    requests: [],
    baseDocuments: [],
    draft: emptyDraft(),
    section: null,
    sectionErrors: {},
    fieldErrors: {},
    fileProblems: [],
    preview: null,
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: callState(['busy'], {
      id: 'loadRequests',
      src: 'load requests',
      onDone: afterLoading,
      onError: { target: 'loadFailed', actions: withError('show load failure') },
    }),
    loadFailed: failedState('request.retry', { target: 'loading' }),
    editing: {
      tags: ['editing'],
      initial: 'composing',
      states: {
        composing: {
          on: {
            'request.field.changed': { actions: 'change field' },
            'request.organization.changed': { guard: 'inOrganization', actions: 'change organization' },
            'request.files.picked': { actions: 'take files' },
            'request.file.removed': { guard: 'isKnownFile', actions: 'remove file' },
            'request.section.added': {
              guard: 'canAddSection',
              target: 'section',
              actions: 'open new section',
            },
            'request.section.edited': { guard: 'isKnownSection', target: 'section', actions: 'open section' },
            'request.section.removed': { guard: 'isKnownSection', actions: 'remove section' },
            'request.section.moved': { guard: 'canMoveSection', actions: 'move section' },
            'example.opened': { guard: 'isKnownFile', target: 'openingExample', actions: 'forget problem' },
            'request.submitted': [
              { guard: 'isValidDraft', target: '#template-request.submitting', actions: 'clear problems' },
              { target: '.invalid', actions: 'show draft problems' },
            ],
          },
          initial: 'fine',
          states: {
            // Back to writing: the last failure's message is done with (marked fields stay until fixed).
            fine: { entry: 'forget problem' },
            // Checked before sending: the fields are marked, the draft stays as written.
            invalid: { tags: ['error'] },
            // The custom request submission error: nothing written is lost, sending again tries again.
            failed: { tags: ['error'] },
            // One at a time: the clinician's (or the organisation's) request is still pending.
            refused: { tags: ['error', 'refused'] },
          },
        },
        section: {
          tags: ['section-open'],
          on: {
            'section.field.changed': { actions: 'change section' },
            'section.saved': [
              { guard: 'isValidSection', target: 'composing', actions: 'save section' },
              { actions: 'show section problems' },
            ],
            'section.cancelled': { target: 'composing', actions: 'close section' },
          },
        },
        openingExample: callState(['busy', 'viewer-open'], {
          id: 'openExample',
          src: 'open example',
          input: ({ context, event }) => {
            assertEvent(event, 'example.opened')
            return { kind: 'draft' as const, file: context.draft.files[event.index]! }
          },
          onDone: { target: 'viewingExample', actions: withOutputAs('show preview', 'preview') },
          onError: { target: 'composing.failed', actions: 'show open failure' },
        }),
        viewingExample: viewingExample('composing'),
      },
    },
    submitting: callState(['busy', 'editing'], {
      id: 'submitRequest',
      src: 'submit request',
      input: ({ context }) => ({ request: bodyOf(context.draft), files: context.draft.files }),
      onDone: { target: 'pending', actions: withOutputAs('remember request', 'request') },
      onError: [
        {
          guard: 'isRefusal',
          target: 'editing.composing.refused',
          actions: withError('show submission failure'),
        },
        { target: 'editing.composing.failed', actions: withError('show submission failure') },
      ],
    }),
    pending: {
      tags: ['pending'],
      initial: 'waiting',
      on: {
        'request.another': { target: 'editing', actions: 'start another draft' },
      },
      states: {
        waiting: {
          on: {
            'request.refresh': { target: '#template-request.checking' },
            'example.stored.opened': { guard: 'isStoredFile', target: 'openingExample' },
          },
          initial: 'fine',
          states: { fine: {}, failed: { tags: ['error'] } },
        },
        openingExample: callState(['busy', 'viewer-open'], {
          id: 'openStoredExample',
          src: 'open example',
          input: ({ context, event }) => {
            assertEvent(event, 'example.stored.opened')
            const file = context.requests
              .find((r) => r.id === event.requestId)!
              .files.find((f) => f.id === event.fileId)!
            return {
              kind: 'stored' as const,
              requestId: event.requestId,
              fileId: file.id,
              name: file.filename,
              type: file.content_type,
              size: file.bytes,
            }
          },
          onDone: { target: 'viewingExample', actions: withOutputAs('show preview', 'preview') },
          onError: { target: 'waiting.failed', actions: 'show open failure' },
        }),
        viewingExample: viewingExample('waiting'),
      },
    },
    // Support's answer is checked on request (it may take days): approved, declined, or still pending.
    checking: callState(['busy', 'pending'], {
      id: 'checkRequests',
      src: 'load requests',
      onDone: afterLoading,
      onError: { target: 'pending.waiting.failed', actions: withError('show load failure') },
    }),
    approved: {
      tags: ['approved'],
      on: { 'request.another': { target: 'editing', actions: 'start another draft' } },
    },
  },
})
