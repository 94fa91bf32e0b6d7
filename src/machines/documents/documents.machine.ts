import { type AnyEventObject, and, assertEvent, assign, fromPromise, sendTo, setup, stateIn } from 'xstate'
import type { Language } from '../../../contract/common'
import { type GeneratedDocument, MAIN_DOCUMENT } from '../../../contract/consultations'
import type { CopiedAs } from '../../services/clipboard'
import type { CustomDocumentEntry, GenerationModel, SessionDocuments } from '../../services/documents'
import type { PdfNote } from '../../services/pdf'
import { generationMachine } from '../generation/generation.machine'
import { errorOf, withError, withEventField, withOutputAs } from '../shared/actor-events'
import { growingDelayOf } from '../shared/backoff'
import { callState } from '../shared/call-state'
import { isConnectionFailure } from '../shared/document-problems'
import { notProvided } from '../shared/not-provided'

export type DocumentsTag =
  | 'busy'
  | 'ready'
  | 'error'
  | 'copying'
  | 'copied'
  | 'copy-failed'
  | 'exporting'
  | 'exported'
  | 'export-failed'
  | 'signoff-confirming'
  | 'signing'
  | 'signoff-failed'

/** Automatic reloads after a failed load, before the panel offers a button. */
export const MAX_LOAD_RETRIES = 2
/** The first automatic reload waits this long; each next one twice as long. */
export const LOAD_RETRY_BASE_MS = 2_000
/** How long 'Copied' and 'PDF saved' stay on screen. */
export const SHARE_NOTICE_MS = 4_000

export type DocumentsInput = { sessionId: string; consultationTypeId: string }

/** A selectable document of the consultation type. */
export type SelectableEntry = { id: string; name: string; description: string }

/** The sign-off of the version being copied or exported: asked for first when it is unsigned. */
export type ShareReview = {
  docId: string
  version: number
  /** Findings still open, shown in the confirmation. */
  open: number
  /** Who signed this version and when; null asks the clinician to confirm they reviewed it. */
  signed: { name: string; at: string } | null
}

/** What the PDF is written from: the note, and its sign-off printed in the note's language. */
export type PdfExport = { note: PdfNote; signoff: { name: string; at: string; language: Language } | null }

/** Why the sign-off was not stored: no answer, a newer version came (review it first), or refused. */
export type SignoffProblem = 'connection' | 'stale' | 'failed'

export type DocumentsContext = {
  /** The consultation whose documents these are. */
  sessionId: string
  /** Its consultation type: the main note's template and the selectable documents. */
  consultationTypeId: string
  /** The type's name (the PDF's header). */
  typeName: string
  /** When the consultation took place (the PDF's date). */
  consultationDate: string | null
  /** The type's selectable documents, in its order. */
  selectable: SelectableEntry[]
  /** The clinician's and their organisation's custom documents: any consultation can write them. */
  custom: CustomDocumentEntry[]
  /** Whether the clinician put the custom document banner aside for this consultation. */
  bannerDismissed: boolean
  /** The documents with an actor, by name ('main' first, then the selectable ones opened). */
  opened: string[]
  /** Failed loads in a row, for the capped automatic reload. */
  loadAttempts: number
  /** Whether the last load failed for want of a connection (else: the server could not answer). */
  loadProblem: 'connection' | 'load_failed' | 'not_found' | null
  /** The generation models the server offers; a choice shows when there are several. */
  models: GenerationModel[]
  /** The model chosen for the next generations; null for the server's default. */
  model: string | null
  /** The document last copied or exported (its notice shows beside it). */
  sharedName: string | null
  /** The note to copy, while it is copied. */
  copying: string | null
  /** How the last copy reached the clipboard. */
  copiedAs: CopiedAs | null
  /** The PDF to write, while it is written. */
  exporting: PdfNote | null
  /** The sign-off of the document being copied or exported. */
  review: ShareReview | null
  /** Why the last sign-off failed. */
  signoffProblem: SignoffProblem | null
  /** The language the consultation's documents are written in (the PDF's sign-off line). */
  noteLanguage: Language
}

export type DocumentsEvent =
  | { type: 'documents.open'; name: string }
  | { type: 'documents.banner.dismissed' }
  | { type: 'documents.reload' }
  | { type: 'documents.model.chosen'; model: string }
  | { type: 'documents.copy'; name: string; markdown: string; review: ShareReview | null }
  | { type: 'documents.export'; name: string; pdf: PdfNote; review: ShareReview | null }
  | { type: 'documents.signoff.confirm' }
  | { type: 'documents.signoff.cancel' }

/**
 * Copy and export, from any state of the sharing region that is not busy, once the panel is ready; an
 * unsigned version asks the clinician to confirm they reviewed it first.
 */
function shareEvents() {
  return {
    'documents.copy': [
      {
        guard: and(['isPanelReady', 'isUnsigned']),
        target: '#documents.sharing.confirming',
        actions: 'take note to copy',
      },
      { guard: 'isPanelReady', target: '#documents.sharing.copying', actions: 'take note to copy' },
    ],
    'documents.export': [
      {
        guard: and(['isPanelReady', 'isUnsigned']),
        target: '#documents.sharing.confirming',
        actions: 'take pdf to write',
      },
      { guard: 'isPanelReady', target: '#documents.sharing.exporting', actions: 'take pdf to write' },
    ],
  } as const
}

/** The note copied or exported: said for `shareNoticeDelay`, and copy and export stay at hand meanwhile. */
const sharedNotice = <const Tag extends 'copied' | 'exported'>(tag: Tag) => ({
  tags: [tag],
  after: { shareNoticeDelay: { target: 'idle' } },
  on: shareEvents(),
})

/** The id of a document's actor among the panel's children. */
export const documentActorId = (name: string) => `document:${name}`

const failureOf = (event: AnyEventObject) => errorOf(event) as { kind?: string; code?: string } | undefined

/**
 * The documents panel of a consultation: loads the session (the documents already written), its type (the
 * selectable documents) and the clinician's custom documents, then runs one generation actor per document:
 * the main note at once, a selectable or custom document when the clinician opens it.
 */
export const documentsMachine = setup({
  types: {} as {
    context: DocumentsContext
    events: DocumentsEvent
    input: DocumentsInput
    tags: DocumentsTag
  },
  actors: {
    'load documents': fromPromise<SessionDocuments, DocumentsInput>(notProvided('load documents')),
    'generate document': generationMachine,
    'copy note': fromPromise<CopiedAs, { markdown: string }>(notProvided('copy note')),
    'export pdf': fromPromise<void, PdfExport>(notProvided('export pdf')),
    'sign off': fromPromise<GeneratedDocument, { sessionId: string; docId: string; version: number }>(
      notProvided('sign off'),
    ),
  },
  actions: {
    'use loaded documents': assign(({ context }, params: { loaded: SessionDocuments }) => ({
      consultationTypeId: context.consultationTypeId || params.loaded.session.consultation_type_id,
      typeName: params.loaded.typeName,
      consultationDate: params.loaded.session.started_at ?? params.loaded.session.created_at,
      selectable: params.loaded.selectable,
      custom: params.loaded.custom,
      models: params.loaded.models,
      model: params.loaded.models.find((model) => model.default)?.id ?? null,
      noteLanguage: params.loaded.session.language,
      // The main note, then the selectable and custom documents written earlier, in their lists' order.
      opened: [
        MAIN_DOCUMENT,
        ...[...params.loaded.selectable, ...params.loaded.custom]
          .map((entry) => entry.id)
          .filter((id) => params.loaded.session.generated_documents.some((doc) => doc.name === id)),
      ],
      loadAttempts: 0,
      loadProblem: null,
    })),
    'start document actors': assign(({ context, spawn }, params: { documents: GeneratedDocument[] }) => {
      for (const name of context.opened) {
        const document = params.documents.find((candidate) => candidate.name === name) ?? null
        spawn('generate document', {
          id: documentActorId(name),
          input: { sessionId: context.sessionId, name, document },
        })
      }
      return {}
    }),
    'count failed load': assign(({ context }, params: { error: unknown }) => {
      const error = params.error as { kind?: string; code?: string } | undefined
      return {
        loadAttempts: context.loadAttempts + 1,
        loadProblem:
          error?.kind === 'network' || error?.kind === 'timeout'
            ? ('connection' as const)
            : error?.code === 'not_found'
              ? ('not_found' as const)
              : ('load_failed' as const),
      }
    }),
    'forget failed loads': assign({ loadAttempts: 0 }),
    'dismiss banner': assign({ bannerDismissed: true }),
    'choose model': assign(({ context, event }) => {
      assertEvent(event, 'documents.model.chosen')
      return context.models.some((model) => model.id === event.model) ? { model: event.model } : {}
    }),
    'take note to copy': assign(({ event }) => {
      assertEvent(event, 'documents.copy')
      const { name, markdown, review } = event
      return {
        sharedName: name,
        copying: markdown,
        copiedAs: null,
        exporting: null,
        review,
        signoffProblem: null,
      }
    }),
    'take pdf to write': assign(({ event }) => {
      assertEvent(event, 'documents.export')
      const { name, pdf, review } = event
      return { sharedName: name, exporting: pdf, copying: null, copiedAs: null, review, signoffProblem: null }
    }),
    'note sign-off': assign(({ context }, params: { document: GeneratedDocument }) => ({
      review:
        context.review && params.document.signoff
          ? {
              ...context.review,
              signed: {
                name: params.document.signoff.signed_by.name,
                at: params.document.signoff.signed_at,
              },
            }
          : context.review,
      signoffProblem: null,
    })),
    // The document's own actor holds it: its view shows the sign-off.
    'pass signed document': sendTo(
      ({ context }) => documentActorId(context.sharedName ?? ''),
      (_, params: { document: GeneratedDocument }) => ({
        type: 'document.updated' as const,
        document: params.document,
      }),
    ),
    'show sign-off problem': assign((_, params: { error: unknown }) => ({
      signoffProblem: isConnectionFailure(params.error)
        ? ('connection' as const)
        : (params.error as { status?: number } | undefined)?.status === 409
          ? ('stale' as const)
          : ('failed' as const),
    })),
    'remember copy': assign((_, params: { copiedAs: CopiedAs }) => ({
      copiedAs: params.copiedAs,
      copying: null,
    })),
    'forget shared note': assign({ copying: null, exporting: null, review: null, signoffProblem: null }),
    'open document': assign(({ context, spawn }, params: { name: string }) => {
      // Opened on demand: asked for at once.
      spawn('generate document', {
        id: documentActorId(params.name),
        input: {
          sessionId: context.sessionId,
          name: params.name,
          document: null,
          start: true,
          ...(context.model ? { options: { model: context.model } } : {}),
        },
      })
      return { opened: [...context.opened, params.name] }
    }),
  },
  guards: {
    isPanelReady: stateIn('#documents.panel.ready'),
    isUnsigned: ({ event }) => 'review' in event && event.review !== null && event.review.signed === null,
    isCopyAsked: ({ context }) => context.copying !== null,
    canRetryLoad: ({ context }) => context.loadAttempts <= MAX_LOAD_RETRIES,
    isMissing: ({ event }) => failureOf(event)?.code === 'not_found',
    isNewDocument: ({ context, event }) =>
      event.type === 'documents.open' &&
      !context.opened.includes(event.name) &&
      [...context.selectable, ...context.custom].some((entry) => entry.id === event.name),
  },
  delays: {
    loadRetryDelay: growingDelayOf(LOAD_RETRY_BASE_MS, 'loadAttempts'),
    shareNoticeDelay: SHARE_NOTICE_MS,
  },
}).createMachine({
  id: 'documents',
  description:
    "A consultation's documents panel: loads the session and its type (capped automatic reloads), then one generation actor per document: the main note at once, each selectable or custom document when opened.",
  context: ({ input }) => ({
    sessionId: input.sessionId,
    consultationTypeId: input.consultationTypeId,
    typeName: '',
    consultationDate: null,
    selectable: [],
    custom: [],
    bannerDismissed: false,
    opened: [],
    loadAttempts: 0,
    loadProblem: null,
    models: [],
    model: null,
    sharedName: null,
    copying: null,
    copiedAs: null,
    exporting: null,
    review: null,
    signoffProblem: null,
    noteLanguage: 'pt',
  }),
  type: 'parallel',
  states: {
    panel: {
      initial: 'loading',
      states: {
        loading: callState(['busy'], {
          id: 'loadDocuments',
          src: 'load documents',
          input: ({ context }) => ({
            sessionId: context.sessionId,
            consultationTypeId: context.consultationTypeId,
          }),
          onDone: {
            target: 'ready',
            actions: [
              withOutputAs('use loaded documents', 'loaded'),
              {
                type: 'start document actors',
                params: ({ event }) => ({ documents: event.output.session.generated_documents }),
              },
            ],
          },
          onError: [
            { guard: 'isMissing', target: 'missing', actions: withError('count failed load') },
            { target: 'loadFailed', actions: withError('count failed load') },
          ],
        }),
        loadFailed: {
          tags: ['error'],
          after: { loadRetryDelay: { guard: 'canRetryLoad', target: 'loading' } },
          on: { 'documents.reload': { target: 'loading', actions: 'forget failed loads' } },
        },
        // The session does not exist, or is another clinician's.
        missing: { tags: ['error'] },
        ready: {
          tags: ['ready'],
          on: {
            'documents.model.chosen': { actions: 'choose model' },
            'documents.open': { guard: 'isNewDocument', actions: withEventField('open document', 'name') },
            'documents.banner.dismissed': { actions: 'dismiss banner' },
          },
        },
      },
    },
    // Copying and exporting a document, beside the panel: one at a time, each with its notice; an unsigned
    // version is signed off first, once the clinician confirms they reviewed it.
    sharing: {
      initial: 'idle',
      states: {
        idle: { on: shareEvents() },
        confirming: {
          tags: ['signoff-confirming'],
          on: {
            'documents.signoff.confirm': 'signing',
            'documents.signoff.cancel': { target: 'idle', actions: 'forget shared note' },
          },
        },
        signing: callState(['signoff-confirming', 'signing'], {
          id: 'signOff',
          src: 'sign off',
          input: ({ context }) => ({
            sessionId: context.sessionId,
            docId: context.review?.docId ?? '',
            version: context.review?.version ?? 0,
          }),
          onDone: [
            {
              guard: 'isCopyAsked',
              target: 'copying',
              actions: [
                withOutputAs('note sign-off', 'document'),
                withOutputAs('pass signed document', 'document'),
              ],
            },
            {
              target: 'exporting',
              actions: [
                withOutputAs('note sign-off', 'document'),
                withOutputAs('pass signed document', 'document'),
              ],
            },
          ],
          onError: { target: 'signoffFailed', actions: withError('show sign-off problem') },
        }),
        // Not signed: the reason; confirming again tries again, cancelling copies and exports nothing.
        signoffFailed: {
          tags: ['signoff-confirming', 'signoff-failed'],
          on: {
            'documents.signoff.confirm': 'signing',
            'documents.signoff.cancel': { target: 'idle', actions: 'forget shared note' },
          },
        },
        copying: callState(['copying'], {
          id: 'copyNote',
          src: 'copy note',
          input: ({ context }) => ({ markdown: context.copying ?? '' }),
          onDone: { target: 'copied', actions: withOutputAs('remember copy', 'copiedAs') },
          onError: { target: 'copyFailed', actions: 'forget shared note' },
        }),
        copied: sharedNotice('copied'),
        copyFailed: { tags: ['copy-failed'], on: shareEvents() },
        exporting: callState(['exporting'], {
          id: 'exportPdf',
          src: 'export pdf',
          input: ({ context }) => ({
            note: context.exporting as PdfNote,
            signoff: context.review?.signed
              ? { ...context.review.signed, language: context.noteLanguage }
              : null,
          }),
          onDone: { target: 'exported', actions: 'forget shared note' },
          onError: { target: 'exportFailed', actions: 'forget shared note' },
        }),
        exported: sharedNotice('exported'),
        exportFailed: { tags: ['export-failed'], on: shareEvents() },
      },
    },
  },
})
