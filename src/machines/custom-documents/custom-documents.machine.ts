import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { CustomDocument } from '../../../contract/templates'
import { withError, withOutputAs } from '../shared/actor-events'
import type { ApiErrorLike } from '../shared/api-error'
import { callState, failedState, loadingState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type CustomDocumentsTag = 'busy' | 'error' | 'ready' | 'document-open'

/** What went wrong (`templates.customDocuments.problems.<code>`). */
export type CustomDocumentsProblem = 'load_failed' | 'connection' | 'session_expired'

export type CustomDocumentsContext = {
  /** The custom documents of the clinician and of their organisation. */
  documents: CustomDocument[]
  /** The document shown in the document modal. */
  openId: string | null
  /** Why the list could not be loaded; null when it was. */
  problem: CustomDocumentsProblem | null
}

export type CustomDocumentsEvent =
  | { type: 'documents.retry' }
  | { type: 'documents.refresh' }
  | { type: 'document.opened'; documentId: string }
  | { type: 'document.closed' }

/** A failed load read for the clinician. */
export function problemOf(error: unknown): CustomDocumentsProblem {
  const e = error as Partial<ApiErrorLike> | null
  if (e?.kind === 'network' || e?.kind === 'timeout') return 'connection'
  if (e?.code === 'unauthorized') return 'session_expired'
  return 'load_failed'
}

/**
 * The custom documents support made for the clinician or their organisation: listed, each opened in the
 * document modal with its sections; the list is read again on request (a request approved meanwhile).
 */
export const customDocumentsMachine = setup({
  types: {} as { context: CustomDocumentsContext; events: CustomDocumentsEvent; tags: CustomDocumentsTag },
  actors: {
    'load documents': fromPromise<CustomDocument[]>(notProvided('load documents')),
  },
  actions: {
    'use loaded documents': assign(({ context }, params: { documents: CustomDocument[] }) => ({
      documents: params.documents,
      openId: params.documents.some((d) => d.id === context.openId) ? context.openId : null,
      problem: null,
    })),
    'show failure': assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
    'open document': assign(({ event }) => {
      assertEvent(event, 'document.opened')
      return { openId: event.documentId }
    }),
    'close document': assign({ openId: null }),
  },
  guards: {
    isKnownDocument: ({ context, event }) =>
      event.type === 'document.opened' && context.documents.some((d) => d.id === event.documentId),
  },
}).createMachine({
  id: 'custom-documents',
  description:
    'The custom documents made for the clinician and their organisation: listed, each opened in the document modal, read again on request.',
  context: { documents: [], openId: null, problem: null },
  initial: 'loading',
  states: {
    loading: loadingState(
      'loadDocuments',
      'load documents',
      { target: 'ready', action: 'use loaded documents', key: 'documents' },
      { target: 'failed', actions: withError('show failure') },
    ),
    failed: failedState('documents.retry', { target: 'loading' }),
    ready: {
      tags: ['ready'],
      initial: 'listing',
      states: {
        listing: {
          on: {
            'document.opened': { guard: 'isKnownDocument', target: 'open', actions: 'open document' },
            'documents.refresh': { target: 'refreshing' },
          },
          initial: 'fine',
          states: { fine: {}, failed: { tags: ['error'] } },
        },
        open: {
          tags: ['document-open'],
          on: { 'document.closed': { target: 'listing', actions: 'close document' } },
        },
        // The list stays shown while it is read again.
        refreshing: callState(['busy'], {
          id: 'refreshDocuments',
          src: 'load documents',
          onDone: { target: 'listing', actions: withOutputAs('use loaded documents', 'documents') },
          onError: { target: 'listing.failed', actions: withError('show failure') },
        }),
      },
    },
  },
})
