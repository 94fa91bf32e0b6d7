import { type AnyEventObject, assertEvent, assign, fromPromise, sendParent, setup } from 'xstate'
import { type GeneratedDocument, isEditedSource } from '../../../contract/consultations'
import type { GenerationOptions, RequestedChange } from '../../services/documents'
import { type EditNotesOutput, editNotesMachine } from '../edit-notes/edit-notes.machine'
import {
  type JobPollingReport,
  jobPollingWith,
  pollAnswerOf,
  pollOutcomeOf,
  withAnswerAs,
  withPollFailure,
} from '../job-polling/job-polling.machine'
import { reviewMachine } from '../review/review.machine'
import { errorOf, outputOf, withError, withEventField, withOutputAs } from '../shared/actor-events'
import { growingDelayOf } from '../shared/backoff'
import { callState, failedState } from '../shared/call-state'
import {
  type DocumentProblem,
  documentErrorProblem,
  documentFailureOf,
  isConnectionFailure,
} from '../shared/document-problems'
import { notProvided } from '../shared/not-provided'
import { followingState, retryConnectionFailure, retryingState } from '../shared/polling'
import { type VersionsOutput, versionsMachine } from '../versions/versions.machine'

export type GenerationTag =
  | 'idle'
  | 'busy'
  | 'writing'
  | 'retrying'
  | 'ready'
  | 'editing'
  | 'error'
  | 'stalled'
  | 'has-content'
  | 'browsing-versions'
  | 'confirming-regenerate'

/** How the review panel hands the document a dismissal saved back to the document's actor, which holds it. */
// Cast: sendParent is typed by the event it sends, which the child's own event union does not list.
export const HAND_DOCUMENT_TO_PARENT = {
  'pass document to parent': sendParent((_, params: { document: GeneratedDocument }) => ({
    type: 'document.updated' as const,
    document: params.document,
  })) as never,
}

/** The server is asked how the document is going this often while it is written. */
export const POLL_DELAY_MS = 1_500
/** Polls before the panel says 'this is taking longer than usual' and waits for the clinician (6 min). */
export const MAX_POLLS = 240
/** Automatic tries again after a connection failure, before the panel offers a button. */
export const MAX_RETRIES = 3
/** The first automatic try again waits this long; each next one twice as long. */
export const RETRY_BASE_MS = 2_000

export type GenerationInput = {
  sessionId: string
  /** 'main', or a selectable document's id. */
  name: string
  /** The document as the session listed it, or null when it was never asked for. */
  document: GeneratedDocument | null
  /** Ask for it at once (a selectable document opened on demand). */
  start?: boolean
  /** Model and temperature of the first request. */
  options?: GenerationOptions
  /** Polls before asking the clinician to keep waiting; MAX_POLLS unless a test says otherwise. */
  maxPolls?: number
  /** Automatic tries again after a connection failure; MAX_RETRIES unless a test says otherwise. */
  maxRetries?: number
}

/** What the clinician keeps between two openings of the edit dialog: nothing typed is lost. */
export type EditDraft = { text: string; markdown: string | null }

export type GenerationContext = {
  /** The consultation the document belongs to. */
  sessionId: string
  /** 'main' or the selectable document's id: the path of POST …/generated_documents/:name. */
  name: string
  /** Ask for the document as soon as the actor starts. */
  start: boolean
  /** The latest known state of the document; its content is the current version (or the previous one while a new one is written). */
  document: GeneratedDocument | null
  /** The change the version being written carries (null: from the transcript); trying again sends it again. */
  change: RequestedChange | null
  /** Model and temperature chosen for this document's next generation. */
  options: GenerationOptions
  /** The cap on polls (MAX_POLLS). */
  maxPolls: number
  /** Connection failures in a row asking for a version, for the capped automatic retry. */
  attempts: number
  /** The cap on automatic tries again (MAX_RETRIES). */
  maxRetries: number
  /** What the panel says went wrong; null when nothing did. */
  problem: DocumentProblem | null
  /** Where to ask for credits, when they ran out. */
  supportContact: string | null
  /** What the clinician typed in the edit dialog and did not send (or sent and it failed). */
  draft: EditDraft
}

export type GenerationEvent =
  | { type: 'document.generate'; options?: GenerationOptions }
  | { type: 'document.regenerate'; options?: GenerationOptions }
  | { type: 'document.retry' }
  | { type: 'document.edit' }
  /** Open the version history (view, restore). */
  | { type: 'document.versions' }
  /** Generate over the clinician's edits after all, or keep them. */
  | { type: 'document.regenerate.confirm' }
  | { type: 'document.regenerate.cancel' }
  /** The document as a call on it answered (a dismissal, a sign-off): its review or sign-off changed. */
  | { type: 'document.updated'; document: GeneratedDocument }
  /** How following the version being written goes (from the job-polling child). */
  | JobPollingReport<GeneratedDocument>

/** What asking for a version needs: a fresh one from the transcript, or one with the clinician's change. */
export type VersionRequest = {
  sessionId: string
  name: string
  /** The document's id, when it exists (a change needs it). */
  docId: string | null
  change: RequestedChange | null
  options: GenerationOptions
}

/** The document the calls are about: its consultation, and its id (empty while there is no document yet). */
const documentRef = (context: GenerationContext) => ({
  sessionId: context.sessionId,
  docId: context.document?.id ?? '',
})

const documentOf = (event: AnyEventObject) => outputOf(event) as GeneratedDocument | undefined
/** 'use document' with the version a poll report or ending carries. */
const useAnswer = withAnswerAs<GeneratedDocument>()('use document', 'document')
const writtenOf = (event: AnyEventObject) =>
  pollOutcomeOf(event) === 'ended' ? pollAnswerOf<GeneratedDocument>(event) : undefined
const emptyDraft: EditDraft = { text: '', markdown: null }

/**
 * One clinical document of a consultation (the main note or a selectable document): asked for (POST),
 * polled until ready or failed, edited through the edit-notes dialog, generated again. Connection failures
 * are tried again a few times after growing waits; every failure offers to try again, and nothing the
 * clinician typed is lost.
 */
export const generationMachine = setup({
  types: {} as {
    context: GenerationContext
    events: GenerationEvent
    input: GenerationInput
    tags: GenerationTag
  },
  actors: {
    'request version': fromPromise<GeneratedDocument, VersionRequest>(notProvided('request version')),
    'follow document': jobPollingWith(
      fromPromise<GeneratedDocument, { sessionId: string; docId: string }>(notProvided('fetch document')),
    ),
    'edit notes': editNotesMachine,
    'browse versions': versionsMachine,
    'review document': reviewMachine.provide({ actions: HAND_DOCUMENT_TO_PARENT }),
  },
  actions: {
    'use document': assign(({ context }, params: { document: GeneratedDocument | undefined }) => ({
      document: params.document ?? context.document,
    })),
    'choose options': assign(({ context, event }) => {
      assertEvent(event, ['document.generate', 'document.regenerate'])
      return { options: event.options ?? context.options }
    }),
    'forget change': assign({ change: null }),
    'start writing': assign({ attempts: 0, problem: null, supportContact: null }),
    'count failed attempt': assign(({ context }) => ({ attempts: context.attempts + 1 })),
    'forget failed attempts': assign({ attempts: 0, problem: null }),
    'show failure': assign((_, params: { error: unknown }) => {
      const failure = documentFailureOf(params.error)
      return { problem: failure.problem, supportContact: failure.supportContact }
    }),
    'show connection problem': assign({ problem: 'connection' as const }),
    'read document failure': assign(({ context }) => ({
      problem: documentErrorProblem(context.document?.error ?? null),
      supportContact: null,
    })),
    'show taking long': assign({ problem: 'taking_long' as const }),
    'forget problem': assign({ problem: null, supportContact: null, attempts: 0 }),
    'take edit result': assign(({ context }, params: { output: EditNotesOutput | undefined }) => {
      const output = params.output
      if (!output?.document) return { draft: output?.draft ?? context.draft }
      // A new version makes an edited copy of the old one stale.
      return {
        document: output.document,
        change: output.change,
        draft: { text: output.draft.text, markdown: null },
      }
    }),
    'forget instruction': assign(({ context }) => ({ draft: { ...context.draft, text: '' } })),
    // A restored version makes an edited copy of the old one stale, as a saved edit does.
    'take restored version': assign(({ context }, params: { output: VersionsOutput | undefined }) =>
      params.output?.document
        ? {
            document: params.output.document,
            change: null,
            draft: { text: context.draft.text, markdown: null },
          }
        : {},
    ),
  },
  guards: {
    hasNoDocument: ({ context }) => context.document === null,
    isAskedToStart: ({ context }) => context.document === null && context.start === true,
    isBeingWritten: ({ context }) =>
      context.document?.status === 'pending' || context.document?.status === 'generating',
    isReadyDocument: ({ context }) => context.document?.status === 'ready',
    isReadyAnswer: ({ event }) => documentOf(event)?.status === 'ready',
    isWritten: ({ event }) => writtenOf(event)?.status === 'ready',
    isFailedVersion: ({ event }) => writtenOf(event)?.status === 'failed',
    isTakingLong: ({ event }) => pollOutcomeOf(event) === 'stalled',
    canRetry: ({ context }) => context.attempts < context.maxRetries,
    isConnectionFailure: ({ event }) => isConnectionFailure(errorOf(event)),
    hasContent: ({ context }) => Boolean(context.document?.content),
    // An answer about an older version than the one held (a dismissal crossing a new version) is dropped.
    isCurrentDocument: ({ context }, params: { document: GeneratedDocument }) =>
      params.document.id === context.document?.id && params.document.version >= context.document.version,
    // Anything but a plain generation is the clinician's work: generating over it asks first.
    isEditedVersion: ({ context }) => isEditedSource(context.document?.source),
    wasClosed: ({ event }) => !(outputOf(event) as EditNotesOutput | undefined)?.document,
    isSavedEdit: ({ event }) =>
      (outputOf(event) as EditNotesOutput | undefined)?.document?.status === 'ready',
  },
  delays: {
    pollDelay: POLL_DELAY_MS,
    retryDelay: growingDelayOf(RETRY_BASE_MS, 'attempts'),
  },
}).createMachine({
  id: 'generation',
  description:
    'One clinical document: asked for, polled until ready or failed (connection failures tried again with growing waits, a cap on polls), edited by text, voice or markdown, generated again; every failure offers to try again.',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    name: input.name,
    document: input.document,
    start: input.start ?? false,
    change: null,
    options: input.options ?? {},
    maxPolls: input.maxPolls ?? MAX_POLLS,
    attempts: 0,
    maxRetries: input.maxRetries ?? MAX_RETRIES,
    problem: null,
    supportContact: null,
    draft: emptyDraft,
  }),
  // The review panel of the version shown, beside whatever the document is doing.
  invoke: {
    id: 'review',
    src: 'review document',
    input: ({ context }) => ({ sessionId: context.sessionId }),
  },
  on: {
    'document.updated': {
      guard: withEventField('isCurrentDocument', 'document'),
      actions: withEventField('use document', 'document'),
    },
  },
  initial: 'starting',
  states: {
    // Where the document stands when the screen opens: never asked for, being written, ready or failed.
    starting: {
      always: [
        { guard: 'isAskedToStart', target: 'requesting', actions: 'start writing' },
        { guard: 'hasNoDocument', target: 'idle' },
        { guard: 'isBeingWritten', target: 'writing' },
        { guard: 'isReadyDocument', target: 'ready' },
        { target: 'failed', actions: 'read document failure' },
      ],
    },
    idle: {
      tags: ['idle'],
      on: {
        'document.generate': {
          target: 'requesting',
          actions: ['choose options', 'forget change', 'start writing'],
        },
      },
    },
    requesting: callState(['busy', 'writing'], {
      id: 'requestVersion',
      src: 'request version',
      input: ({ context }) => ({
        sessionId: context.sessionId,
        name: context.name,
        docId: context.document?.id ?? null,
        change: context.change,
        options: context.options,
      }),
      onDone: [
        {
          guard: 'isReadyAnswer',
          target: 'ready',
          actions: [withOutputAs('use document', 'document'), 'forget failed attempts'],
        },
        {
          target: 'writing',
          actions: [withOutputAs('use document', 'document'), 'forget failed attempts'],
        },
      ],
      onError: retryConnectionFailure('requestRetrying', {
        target: 'failed',
        actions: withError('show failure'),
      }),
    }),
    // No answer: asked again by itself after a growing wait, a few times.
    requestRetrying: {
      ...retryingState('document.retry', 'requesting'),
      tags: ['busy', 'writing', 'retrying', 'error'],
    },
    // The server writes the version; the panel asks how it goes every POLL_DELAY_MS (at once when the
    // clinician asked to check again). After a lost answer the next check waits longer.
    writing: followingState(
      ['busy', 'writing'],
      ['retrying', 'error'],
      {
        id: 'followDocument',
        src: 'follow document',
        input: ({ context, event }) => ({
          request: documentRef(context),
          endsAt: ['ready', 'failed'],
          askAtOnce: event.type === 'document.retry',
          pollDelayMs: POLL_DELAY_MS,
          retryBaseMs: RETRY_BASE_MS,
          maxPolls: context.maxPolls,
          maxRetries: context.maxRetries,
        }),
        onDone: [
          {
            guard: 'isWritten',
            target: 'ready',
            actions: [useAnswer, 'forget instruction'],
          },
          {
            guard: 'isFailedVersion',
            target: 'failed',
            actions: [useAnswer, 'read document failure'],
          },
          {
            guard: 'isTakingLong',
            target: 'stalled',
            actions: [useAnswer, 'show taking long'],
          },
          { target: 'lost', actions: withPollFailure('show failure') },
        ],
      },
      {
        answered: [useAnswer, 'forget failed attempts'],
        retrying: 'show connection problem',
      },
      'document.retry',
    ),
    // Written for longer than the cap on polls: the clinician chooses to keep waiting.
    stalled: {
      tags: ['error', 'stalled'],
      on: { 'document.retry': { target: 'writing', actions: 'forget problem' } },
    },
    // The server stopped answering while the version was written: it goes on there, and is checked again.
    lost: failedState('document.retry', { target: 'writing', actions: 'forget problem' }),
    ready: {
      tags: ['ready', 'has-content'],
      on: {
        'document.regenerate': [
          { guard: 'isEditedVersion', target: 'confirmingRegenerate', actions: 'choose options' },
          { target: 'requesting', actions: ['choose options', 'forget change', 'start writing'] },
        ],
        'document.edit': { target: 'editing' },
        'document.versions': { target: 'browsingVersions' },
      },
    },
    // The current version is the clinician's edit: a new generation would replace it (it stays in the
    // versions) and costs a credit, so they confirm first; cancelling keeps everything.
    confirmingRegenerate: {
      tags: ['ready', 'has-content', 'confirming-regenerate'],
      on: {
        'document.regenerate.confirm': {
          target: 'requesting',
          actions: ['forget change', 'start writing'],
        },
        'document.regenerate.cancel': { target: 'ready' },
      },
    },
    // The version history is open over the document; a restored version becomes the one on show.
    browsingVersions: callState(['ready', 'browsing-versions', 'has-content'], {
      id: 'versions',
      src: 'browse versions',
      input: ({ context }) => ({ ...documentRef(context), current: context.document?.version ?? 0 }),
      onDone: { target: 'ready', actions: withOutputAs('take restored version', 'output') },
    }),
    // The edit dialog is open over the document.
    editing: callState(['ready', 'editing', 'has-content'], {
      id: 'editNotes',
      src: 'edit notes',
      input: ({ context }) => ({
        ...documentRef(context),
        markdown: context.draft.markdown ?? context.document?.content ?? '',
        text: context.draft.text,
      }),
      onDone: [
        { guard: 'wasClosed', target: 'ready', actions: withOutputAs('take edit result', 'output') },
        { guard: 'isSavedEdit', target: 'ready', actions: withOutputAs('take edit result', 'output') },
        {
          target: 'writing',
          actions: [withOutputAs('take edit result', 'output'), 'start writing'],
        },
      ],
    }),
    // Not written: the reason, and a button to try again (the same request, the clinician's change kept).
    failed: {
      tags: ['error'],
      on: {
        'document.retry': { target: 'requesting', actions: 'start writing' },
        'document.generate': {
          target: 'requesting',
          actions: ['choose options', 'forget change', 'start writing'],
        },
        'document.regenerate': {
          target: 'requesting',
          actions: ['choose options', 'forget change', 'start writing'],
        },
        'document.edit': { guard: 'hasContent', target: 'editing' },
      },
    },
  },
})
