import { type AnyEventObject, assign, fromPromise, setup } from 'xstate'
import { type GeneratedDocument, MAIN_DOCUMENT } from '../../../contract/consultations'
import type { SessionDocuments } from '../../services/documents'
import { generationMachine } from '../generation/generation.machine'
import { sampleFailure } from '../shared/samples'

/** Automatic reloads after a failed load, before the panel offers a button. */
export const MAX_LOAD_RETRIES = 2
/** The first automatic reload waits this long; each next one twice as long. */
export const LOAD_RETRY_BASE_MS = 2_000

export type DocumentsInput = { sessionId: string; consultationTypeId: string }

/** A selectable document of the consultation type. */
export type SelectableEntry = { id: string; name: string; description: string }

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
  /** The documents with an actor, by name ('main' first, then the selectable ones opened). */
  opened: string[]
  /** Failed loads in a row, for the capped automatic reload. */
  loadAttempts: number
  /** Whether the last load failed for want of a connection (else: the server could not answer). */
  loadProblem: 'connection' | 'load_failed' | 'not_found' | null
}

export type DocumentsEvent = { type: 'documents.open'; name: string } | { type: 'documents.reload' }

/** The id of a document's actor among the panel's children. */
export const documentActorId = (name: string) => `document:${name}`

const notProvided = (name: string) => () => Promise.reject(new Error(`Provide the '${name}' actor`))
const errorOf = (event: AnyEventObject) =>
  (event as { error?: unknown }).error as { kind?: string; code?: string } | undefined

/**
 * The documents panel of a consultation: loads the session (the documents already written) and its type
 * (the selectable documents), then runs one generation actor per document: the main note at once, a
 * selectable document when the clinician opens it.
 */
export const documentsMachine = setup({
  types: {
    context: {} as DocumentsContext,
    events: {} as DocumentsEvent,
    input: {} as DocumentsInput,
    tags: {} as 'busy' | 'ready' | 'error',
  },
  actors: {
    'load documents': fromPromise<SessionDocuments, DocumentsInput>(notProvided('load documents')),
    'generate document': generationMachine,
  },
  actions: {
    'use loaded documents': assign((_, params: { loaded: SessionDocuments }) => ({
      typeName: params.loaded.typeName,
      consultationDate: params.loaded.session.started_at ?? params.loaded.session.created_at,
      selectable: params.loaded.selectable,
      // The main note, then the selectable documents written earlier in the type's order.
      opened: [
        MAIN_DOCUMENT,
        ...params.loaded.selectable
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
    'open document': assign(({ context, spawn }, params: { name: string }) => {
      // Opened on demand: asked for at once.
      spawn('generate document', {
        id: documentActorId(params.name),
        input: { sessionId: context.sessionId, name: params.name, document: null, start: true },
      })
      return { opened: [...context.opened, params.name] }
    }),
  },
  guards: {
    canRetryLoad: ({ context }) => context.loadAttempts <= MAX_LOAD_RETRIES,
    isMissing: ({ event }) => errorOf(event)?.code === 'not_found',
    isNewDocument: ({ context, event }) =>
      !context.opened.includes((event as { name?: string }).name ?? '') &&
      context.selectable.some((entry) => entry.id === (event as { name?: string }).name),
  },
  delays: {
    loadRetryDelay: ({ context }) => LOAD_RETRY_BASE_MS * 2 ** Math.max(0, context.loadAttempts - 1),
  },
}).createMachine({
  id: 'documents',
  description:
    "A consultation's documents panel: loads the session and its type (capped automatic reloads), then one generation actor per document: the main note at once, each selectable document when opened.",
  context: ({ input }) => ({
    sessionId: input.sessionId,
    consultationTypeId: input.consultationTypeId,
    typeName: '',
    consultationDate: null,
    selectable: [],
    opened: [],
    loadAttempts: 0,
    loadProblem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDocuments',
        src: 'load documents',
        input: ({ context }) => ({
          sessionId: context.sessionId,
          consultationTypeId: context.consultationTypeId,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'use loaded documents', params: ({ event }) => ({ loaded: event.output }) },
            {
              type: 'start document actors',
              params: ({ event }) => ({ documents: event.output.session.generated_documents }),
            },
          ],
        },
        onError: [
          {
            guard: 'isMissing',
            target: 'missing',
            actions: { type: 'count failed load', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'loadFailed',
            actions: { type: 'count failed load', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
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
        'documents.open': {
          guard: 'isNewDocument',
          actions: { type: 'open document', params: ({ event }) => ({ name: event.name }) },
        },
      },
    },
  },
})

const sampleLoaded: SessionDocuments = {
  session: {
    id: 's-sample',
    status: 'finished',
    show_transcription: false,
    consultation_type_id: 'general_practice_soap',
    mobile: false,
    force: false,
    started_at: '2025-01-01T09:00:00.000Z',
    finished_at: '2025-01-01T09:20:00.000Z',
    purge_at: null,
    mode: 'consultation',
    language: 'pt',
    transcription: 'Médico: O que a traz cá? Doente: Tosse seca há uma semana.',
    notes: null,
    user_inputs: [],
    generated_documents: [],
    deleted: false,
    created_at: '2025-01-01T09:00:00.000Z',
  },
  typeName: 'Medicina geral (SOAP)',
  selectable: [{ id: 'referral_letter', name: 'Carta de referenciação', description: 'Para outro médico' }],
}

/** Sample events for the statechart docs and the path tests: a load answered, lost, or refused. */
export const pathOptions = {
  input: { sessionId: 's-sample', consultationTypeId: 'general_practice_soap' } satisfies DocumentsInput,
  events: [
    { type: 'xstate.done.actor.loadDocuments', output: sampleLoaded },
    { type: 'xstate.error.actor.loadDocuments', error: sampleFailure('unavailable', { kind: 'network' }) },
    { type: 'xstate.error.actor.loadDocuments', error: sampleFailure('not_found', { status: 404 }) },
    { type: 'documents.open', name: 'referral_letter' },
    { type: 'documents.reload' },
  ],
}
