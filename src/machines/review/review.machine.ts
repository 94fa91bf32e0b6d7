import { assign, fromPromise, setup } from 'xstate'
import type { GeneratedDocument } from '../../../contract/consultations'
import { withError, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { isConnectionFailure } from '../shared/document-problems'
import { notProvided } from '../shared/not-provided'

export type ReviewInput = { sessionId: string }

export type ReviewTag = 'saving' | 'error'

/** A finding to dismiss or bring back, on the document it belongs to. */
export type FindingChange = { sessionId: string; docId: string; findingId: string; dismissed: boolean }

/**
 * What the clinician looks at in the review: a finding (its span in the note, its evidence in the
 * transcript) or a line of the note (the transcript lines it came from), in the version it was chosen in.
 */
export type ReviewSelection = { version: number; findingId: string } | { version: number; line: number }

export type ReviewContext = {
  /** The consultation the document belongs to. */
  sessionId: string
  /** What is selected; a selection made in another version than the one shown is ignored. */
  selection: ReviewSelection | null
  /** The dismissal being saved, or the last one that failed. */
  change: FindingChange | null
  /** Why the last dismissal was not saved. */
  problem: 'connection' | 'failed' | null
}

export type ReviewEvent =
  | { type: 'review.finding.select'; version: number; findingId: string }
  | { type: 'review.line.select'; version: number; line: number }
  | { type: 'review.selection.clear' }
  | { type: 'review.finding.dismiss'; docId: string; findingId: string }
  | { type: 'review.finding.restore'; docId: string; findingId: string }

/** The dismissal or restoration a person asked for, as the server takes it. */
const changeOf = (
  context: ReviewContext,
  event: { docId: string; findingId: string },
  dismissed: boolean,
): FindingChange => ({
  sessionId: context.sessionId,
  docId: event.docId,
  findingId: event.findingId,
  dismissed,
})

/**
 * The review panel of one document: which finding or line the clinician looks at, and their one-click
 * dismissals and restorations, saved one at a time. The saved document goes to the parent (the document's
 * generation actor), which holds it.
 */
export const reviewMachine = setup({
  types: {} as { context: ReviewContext; events: ReviewEvent; input: ReviewInput; tags: ReviewTag },
  actors: {
    'save dismissal': fromPromise<GeneratedDocument, FindingChange>(notProvided('save dismissal')),
  },
  actions: {
    'show selection': assign((_, params: { selection: ReviewSelection | null }) => ({
      selection: params.selection,
    })),
    'take change': assign((_, params: { change: FindingChange }) => ({
      change: params.change,
      problem: null,
    })),
    'forget change': assign({ change: null, problem: null }),
    'show problem': assign((_, params: { error: unknown }) => ({
      problem: isConnectionFailure(params.error) ? ('connection' as const) : ('failed' as const),
    })),
    // The document's actor provides it (HAND_DOCUMENT_TO_PARENT): it holds the document.
    'pass document to parent': (_, _params: { document: GeneratedDocument }) => {},
  },
}).createMachine({
  id: 'review',
  description:
    "One document's review panel: the finding or note line the clinician looks at, and one-click dismissals and restorations of findings, saved one at a time (the saved document goes to the document's actor).",
  context: ({ input }) => ({ sessionId: input.sessionId, selection: null, change: null, problem: null }),
  on: {
    'review.finding.select': {
      actions: {
        type: 'show selection',
        params: ({ event }) => ({ selection: { version: event.version, findingId: event.findingId } }),
      },
    },
    'review.line.select': {
      actions: {
        type: 'show selection',
        params: ({ event }) => ({ selection: { version: event.version, line: event.line } }),
      },
    },
    'review.selection.clear': { actions: { type: 'show selection', params: { selection: null } } },
  },
  initial: 'ready',
  states: {
    // Dismiss and restore whenever no other one is being saved.
    ready: {
      initial: 'idle',
      on: {
        'review.finding.dismiss': {
          target: 'saving',
          actions: {
            type: 'take change',
            params: ({ context, event }) => ({ change: changeOf(context, event, true) }),
          },
        },
        'review.finding.restore': {
          target: 'saving',
          actions: {
            type: 'take change',
            params: ({ context, event }) => ({ change: changeOf(context, event, false) }),
          },
        },
      },
      states: {
        idle: {},
        // Not saved: the finding keeps its state on screen, the message says why; clicking again tries again.
        failed: { tags: ['error'] },
      },
    },
    saving: callState(['saving'], {
      id: 'saveDismissal',
      src: 'save dismissal',
      input: ({ context }) => context.change as FindingChange,
      onDone: {
        target: 'ready.idle',
        actions: [withOutputAs('pass document to parent', 'document'), 'forget change'],
      },
      onError: { target: 'ready.failed', actions: withError('show problem') },
    }),
  },
})
