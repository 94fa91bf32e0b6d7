import { assign, fromPromise, not, setup, stateIn } from 'xstate'
import type { DocumentVersion, GeneratedDocument } from '../../../contract/consultations'
import { withError, withOutputAs } from '../shared/actor-events'
import { callState, failedState } from '../shared/call-state'
import { isConnectionFailure } from '../shared/document-problems'
import { notProvided } from '../shared/not-provided'

export type VersionsInput = {
  sessionId: string
  /** The document whose versions these are. */
  docId: string
  /** The document's current version (it cannot be restored: it is already on show). */
  current: number
}

export type VersionsTag = 'busy' | 'loading' | 'listing' | 'previewing' | 'restoring' | 'error'

/** What went wrong: no answer, the list could not be read, or the version was not restored (and why). */
export type VersionsProblem = 'connection' | 'load_failed' | 'restore_failed' | 'restore_conflict'

/** What the dialog hands back as it closes: the restored version, or null when closed without restoring. */
export type VersionsOutput = { document: GeneratedDocument | null }

export type VersionsEvent =
  | { type: 'versions.view'; version: number }
  | { type: 'versions.back' }
  | { type: 'versions.restore'; version: number }
  | { type: 'versions.retry' }
  | { type: 'versions.close' }

export type VersionsContext = {
  /** The consultation of the document. */
  sessionId: string
  /** The document whose versions are listed. */
  docId: string
  /** The document's current version number. */
  current: number
  /** Every version, newest first, once loaded. */
  versions: DocumentVersion[]
  /** The version shown read-only; null while the list shows. */
  viewing: number | null
  /** The version being restored. */
  restoring: number | null
  /** What went wrong last; null when nothing did. */
  problem: VersionsProblem | null
  /** The new current version the server answered. */
  result: GeneratedDocument | null
}

const versionOf = (event: VersionsEvent) => ('version' in event ? event.version : undefined)

/**
 * The version history of a document: every version with how and when it was made; any one is shown
 * read-only, and any earlier one restored (a copy becomes the new current version, free). A failure keeps
 * the dialog open with the reason; Escape or the close button closes it, except while restoring.
 */
export const versionsMachine = setup({
  types: {} as {
    context: VersionsContext
    events: VersionsEvent
    input: VersionsInput
    output: VersionsOutput
    tags: VersionsTag
  },
  actors: {
    'load versions': fromPromise<DocumentVersion[], { sessionId: string; docId: string }>(
      notProvided('load versions'),
    ),
    'restore version': fromPromise<GeneratedDocument, { sessionId: string; docId: string; version: number }>(
      notProvided('restore version'),
    ),
  },
  actions: {
    'keep versions': assign((_, params: { versions: DocumentVersion[] }) => ({
      versions: params.versions,
      problem: null,
    })),
    'show load problem': assign((_, params: { error: unknown }) => ({
      problem: isConnectionFailure(params.error) ? ('connection' as const) : ('load_failed' as const),
    })),
    'show version': assign(({ event }) => ({ viewing: versionOf(event) ?? null, problem: null })),
    'show list': assign({ viewing: null, problem: null }),
    'take version to restore': assign(({ event }) => ({
      restoring: versionOf(event) ?? null,
      problem: null,
    })),
    'keep result': assign((_, params: { document: GeneratedDocument }) => ({ result: params.document })),
    'show restore problem': assign((_, params: { error: unknown }) => ({
      restoring: null,
      problem: isConnectionFailure(params.error)
        ? ('connection' as const)
        : (params.error as { status?: number } | undefined)?.status === 409
          ? ('restore_conflict' as const)
          : ('restore_failed' as const),
    })),
  },
  guards: {
    isListedVersion: ({ context, event }) => context.versions.some((v) => v.version === versionOf(event)),
    isEarlierVersion: ({ context, event }) =>
      versionOf(event) !== context.current && context.versions.some((v) => v.version === versionOf(event)),
    isViewing: ({ context }) => context.viewing !== null,
    isBusy: stateIn('#versions.restoring'),
  },
}).createMachine({
  id: 'versions',
  description:
    'The version history of a document: listed with how and when each version was made, one shown read-only, an earlier one restored as the new current version (free); failures keep the dialog open with the reason.',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    docId: input.docId,
    current: input.current,
    versions: [],
    viewing: null,
    restoring: null,
    problem: null,
    result: null,
  }),
  output: ({ context }) => ({ document: context.result }),
  on: {
    'versions.close': { guard: not('isBusy'), target: '.closed' },
  },
  initial: 'loading',
  states: {
    loading: callState(['busy', 'loading'], {
      id: 'loadVersions',
      src: 'load versions',
      input: ({ context }) => ({ sessionId: context.sessionId, docId: context.docId }),
      onDone: { target: 'listing', actions: withOutputAs('keep versions', 'versions') },
      onError: { target: 'loadFailed', actions: withError('show load problem') },
    }),
    // Not loaded: the reason and a button to try again.
    loadFailed: failedState('versions.retry', { target: 'loading' }),
    listing: {
      tags: ['listing'],
      on: {
        'versions.view': { guard: 'isListedVersion', target: 'previewing', actions: 'show version' },
        'versions.restore': {
          guard: 'isEarlierVersion',
          target: 'restoring',
          actions: 'take version to restore',
        },
      },
    },
    // One version read-only, with a way back to the list and (an earlier one) to restore it.
    previewing: {
      tags: ['previewing'],
      on: {
        'versions.back': { target: 'listing', actions: 'show list' },
        'versions.restore': {
          guard: 'isEarlierVersion',
          target: 'restoring',
          actions: 'take version to restore',
        },
      },
    },
    restoring: callState(['busy', 'restoring'], {
      id: 'restoreVersion',
      src: 'restore version',
      input: ({ context }) => ({
        sessionId: context.sessionId,
        docId: context.docId,
        version: context.restoring ?? 0,
      }),
      onDone: { target: 'done', actions: withOutputAs('keep result', 'document') },
      onError: { target: 'returning', actions: withError('show restore problem') },
    }),
    // Not restored: back where the clinician was, with the reason.
    returning: {
      always: [{ guard: 'isViewing', target: 'previewing' }, { target: 'listing' }],
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
})
