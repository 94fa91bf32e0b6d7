import { assign, fromPromise, setup } from 'xstate'
import type { SelectableDocument } from '../../../contract/catalogue'
import { errorOf, withError, withOutputAs } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'
import { failureOf, isNotFound, type Problem } from '../shared/problems'

export type SelectableDocumentInput = { typeId: string; documentId: string }

export type SelectableDocumentContext = {
  /** The consultation type offering the document. */
  typeId: string
  /** The document asked for. */
  documentId: string
  /** The document with its sections, once loaded. */
  document: SelectableDocument | null
  /** Why it could not be shown; null when it is. */
  problem: Problem | null
}

export type SelectableDocumentEvent = { type: 'document.retry' }

export type SelectableDocumentTag = 'busy' | 'ready' | 'missing' | 'error'

/** A selectable document's template, read-only: loaded, missing (not offered by the type), or failed. */
export const selectableDocumentMachine = setup({
  types: {} as {
    context: SelectableDocumentContext
    events: SelectableDocumentEvent
    input: SelectableDocumentInput
    tags: SelectableDocumentTag
  },
  actors: {
    'load document': fromPromise<SelectableDocument, SelectableDocumentInput>(notProvided('load document')),
  },
  actions: {
    'use loaded document': assign((_, params: { document: SelectableDocument }) => ({
      document: params.document,
      problem: null,
    })),
    'show failure': assign((_, params: { error: unknown }) => ({
      problem: isNotFound(params.error)
        ? ('not_found' as const)
        : failureOf(params.error, { fallback: 'structure_load_failed' }).problem,
    })),
  },
  guards: {
    isMissing: ({ event }) => isNotFound(errorOf(event)),
  },
}).createMachine({
  id: 'selectable-document',
  description:
    "A selectable document's template shown read-only: loaded, missing (the type does not offer it), or failed with a retry.",
  context: ({ input }) => ({ ...input, document: null, problem: null }),
  initial: 'loading',
  states: {
    loading: callState(['busy'], {
      id: 'loadDocument',
      src: 'load document',
      input: ({ context }) => ({ typeId: context.typeId, documentId: context.documentId }),
      onDone: { target: 'shown', actions: withOutputAs('use loaded document', 'document') },
      onError: [
        { guard: 'isMissing', target: 'missing', actions: withError('show failure') },
        { target: 'failed', actions: withError('show failure') },
      ],
    }),
    shown: { tags: ['ready'] },
    missing: { tags: ['missing', 'error'] },
    failed: failedState('document.retry', { target: 'loading' }),
  },
})
