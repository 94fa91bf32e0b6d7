import { assertEvent, assign, fromPromise, sendTo, setup, spawnChild } from 'xstate'
import type { AudioChunk, ConsultationSession } from '../../../contract/consultations'
import type { Microphone } from '../../services/audio/microphone'
import type { FollowedSession } from '../../services/transcript'
import { type RecordingTag, recordingMachine } from '../recording/recording.machine'
import { withError, withEventField, withOutputAs } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type ConsultationScreenTag =
  | 'loading'
  | 'load-failed'
  | 'following'
  | 'saving'
  | 'transcript-save-failed'
  | 'notes-save-failed'
  | 'exit-confirming'
  | 'exit-checking'
  | 'exit-signoff'
  | 'exit-signing'
  | 'exit-signoff-failed'
  | 'leaving'

/** How often the transcript is read again while audio is recorded or transcribed. */
export const FOLLOW_DELAY_MS = 3_000
/** Typing pauses this long before the text is saved. */
export const SAVE_DELAY_MS = 1_200
/** Saving a text is retried this many times on its own before the person is asked. */
export const MAX_SAVE_ATTEMPTS = 3

const SETTLED: AudioChunk['status'][] = ['transcribed', 'silent', 'failed']

export type ConsultationScreenInput = {
  /** The consultation on screen. */
  sessionId: string
  /** The remembered microphone; null for the browser's default. */
  deviceId: string | null
}

export type ConsultationScreenContext = {
  /** The consultation on screen. */
  sessionId: string
  /** The microphone the picker shows as chosen. */
  deviceId: string | null
  /** The session as last read (transcript, status, documents, purge_at); null before the first answer. */
  session: ConsultationSession | null
  /** The chunks' statuses as last read; null until audio was recorded. */
  chunks: AudioChunk[] | null
  /** The first read failed ("error loading session"). */
  loadFailed: boolean
  /** The recording records or finishes (its chunks are still to be transcribed). */
  recordingActive: boolean
  /** The recording listens right now (the clock runs). */
  recordingListening: boolean
  /** The recording waits for the browser to open the microphone: nothing recorded yet to transcribe. */
  recordingAsking: boolean
  /** The recording has left idle on this page, so chunks exist. */
  recorded: boolean
  /** Seconds listened on this page. */
  elapsedSeconds: number
  /** Audio recorded before this page opened (the server's chunks and this browser's waiting ones), in ms. */
  recordedBeforeMs: number
  /** Seconds of each file uploaded on this page, by the order of its first chunk (the time counts them). */
  importedSeconds: Record<number, number>
  /** Chunks the recording has not got acknowledged yet (the page should not close on them). */
  pendingChunks: number
  /** The transcript as the clinician edits it; null while it follows the server. */
  transcriptDraft: string | null
  /** Failed attempts to save the transcript in a row. */
  transcriptAttempts: number
  /** The manual text (the session's notes) as typed; null until typed. */
  notesDraft: string | null
  /** Failed attempts to save the notes in a row. */
  notesAttempts: number
  /** The audio inputs for the picker. */
  microphones: Microphone[]
  /** The list was read again after the microphone was allowed (labels appear then). */
  microphonesRelisted: boolean
  /** The unsigned versions the exit asks about, as the exit check found them. */
  exitUnsigned: UnsignedDocument[]
}

/** A written version nobody signed off: which, and how many of its findings are open. */
export type UnsignedDocument = { docId: string; version: number; openFindings: number }

export type ConsultationScreenEvent =
  | { type: 'transcript.change'; text: string }
  | { type: 'notes.change'; text: string }
  | { type: 'save.retry' }
  | { type: 'microphone.choose'; deviceId: string | null }
  | { type: 'microphones.refresh' }
  | { type: 'exit.request' }
  | { type: 'exit.confirm' }
  | { type: 'exit.cancel' }
  | { type: 'documents.written' }
  | { type: 'exit.signoff.confirm' }
  | { type: 'chunk.retry'; chunkId: string }

/** What a read of the session asks for: the chunks' statuses too, and the audio recorded so far. */
type FollowInput = { sessionId: string; withChunks: boolean; measure?: boolean }

/** What 'note recording' reads of the recording's snapshot: all optional, as a test's stand-in actor may lack it. */
type RecordingSnapshotEvent = {
  snapshot?: {
    hasTag?: (tag: RecordingTag) => boolean
    context?: {
      pendingChunks?: number
      fileImport?: { orders: number[]; storedSeconds: number } | null
    }
  }
}

/** The files uploaded on this page with the one in the recording's snapshot, each counted once. */
function withImported(
  imported: Record<number, number>,
  file: { orders: number[]; storedSeconds: number } | null | undefined,
) {
  const first = file?.orders[0]
  if (first === undefined || imported[first] === file!.storedSeconds) return imported
  return { ...imported, [first]: file!.storedSeconds }
}

/** A chunk that failed for want of an engine is transcribed by the server once one is ready: it is not over. */
const isSettled = (chunk: AudioChunk) =>
  SETTLED.includes(chunk.status) && chunk.error_code !== 'engine_unavailable'
const settled = (chunks: AudioChunk[] | null) => chunks?.every(isSettled) ?? false

/** The consultation has a document, as far as the last read of the session knows. */
export const hasDocument = (context: ConsultationScreenContext) =>
  (context.session?.generated_documents.length ?? 0) > 0

/** The written documents whose current version nobody signed off yet: leaving asks about them. */
export const unsignedDocuments = (context: ConsultationScreenContext) =>
  (context.session?.generated_documents ?? []).filter(
    (document) =>
      document.status === 'ready' && document.version > 0 && document.signoff?.version !== document.version,
  )

/** The versions to sign when the clinician confirms they reviewed them on the way out. */
export type DocumentsToSign = { sessionId: string; documents: { docId: string; version: number }[] }

/** What one text saved as it is typed (the transcript, the notes) names in setup(). */
type SavedText<Src, Guard, Action, Delay, Tag> = {
  id: string
  src: Src
  draft: 'transcriptDraft' | 'notesDraft'
  canRetry: Guard
  countAttempt: Action
  forgetAttempts: Action
  retryDelay: Delay
  failedTag: Tag
}

/**
 * A text saved as it is typed: `saveDelay` after the last change; a failed save is tried again after the
 * growing `retryDelay` while `canRetry`, then the screen says it was not saved ("Error saving
 * transcription") and the person tries again, the text still on screen.
 */
const savedAsTyped = <
  const Src extends string,
  const Guard extends string,
  const Action extends string,
  const Delay extends string,
  const Tag extends ConsultationScreenTag,
>(
  text: SavedText<Src, Guard, Action, Delay, Tag>,
) => ({
  typing: { after: { saveDelay: 'saving' } },
  saving: callState(['saving'], {
    id: text.id,
    src: text.src,
    input: ({ context }: { context: ConsultationScreenContext }) => ({
      sessionId: context.sessionId,
      text: context[text.draft] ?? '',
    }),
    onDone: { target: 'saved', actions: text.forgetAttempts },
    onError: [
      { guard: text.canRetry, target: 'retrying', actions: text.countAttempt },
      { target: 'failed', actions: withError('report failure') },
    ],
  }),
  retrying: { after: { [text.retryDelay]: 'saving' } as Record<Delay, 'saving'> },
  failed: {
    tags: [text.failedTag],
    on: { 'save.retry': { target: 'saving', actions: text.forgetAttempts } },
  },
  saved: {},
})

/**
 * The consultation screen around the recording: it runs the recording, follows the session's transcript
 * while audio is recorded or transcribed, saves the edited transcript (PUT …/transcription) and the manual
 * text (PUT …/:id {notes}) after typing pauses, lists the microphones, counts the recorded time (going on
 * from what was recorded before a reload), and asks before leaving a consultation without any document:
 * the navigation the person started waits for 'leave' or 'stay'.
 */
export const consultationScreenMachine = setup({
  types: {} as {
    context: ConsultationScreenContext
    events: ConsultationScreenEvent
    input: ConsultationScreenInput
    tags: ConsultationScreenTag
  },
  actors: {
    recording: recordingMachine,
    // The first read also measures the audio recorded before the page opened (a reload).
    'follow session': fromPromise<FollowedSession, FollowInput>(notProvided('follow session')),
    'save transcript': fromPromise<void, { sessionId: string; text: string }>(notProvided('save transcript')),
    'save notes': fromPromise<void, { sessionId: string; text: string }>(notProvided('save notes')),
    'list microphones': fromPromise<Microphone[], void>(notProvided('list microphones')),
    'sign off documents': fromPromise<void, DocumentsToSign>(notProvided('sign off documents')),
    'retry chunk': fromPromise<AudioChunk, { sessionId: string; chunkId: string }>(
      notProvided('retry chunk'),
    ),
  },
  actions: {
    'note session': assign((_, params: { followed: FollowedSession }) => {
      const { session, chunks, recordedMs } = params.followed
      return {
        session,
        loadFailed: false,
        ...(chunks && { chunks }),
        ...(recordedMs !== undefined && { recordedBeforeMs: recordedMs }),
      }
    }),
    'note load failed': assign({ loadFailed: true }),
    // Shown as waiting at once; the follow that this starts reads what the server made of it.
    'mark chunk waiting': assign(({ context, event }) => {
      assertEvent(event, 'chunk.retry')
      return {
        chunks: (context.chunks ?? []).map((chunk) =>
          chunk.id === event.chunkId ? { ...chunk, status: 'received' as const, error_code: null } : chunk,
        ),
      }
    }),
    'retry chunk': spawnChild('retry chunk', {
      input: ({ context, event }) => {
        assertEvent(event, 'chunk.retry')
        return { sessionId: context.sessionId, chunkId: event.chunkId }
      },
    }),
    'note recording': assign(({ context }, { snapshot }: RecordingSnapshotEvent) => {
      if (!snapshot?.hasTag) return context
      const idle = snapshot.hasTag('idle')
      const finished = snapshot.hasTag('finished')
      return {
        recordingActive: !idle && !finished,
        recordingListening: snapshot.hasTag('listening'),
        recordingAsking: snapshot.hasTag('requesting-microphone'),
        recorded: context.recorded || !idle,
        pendingChunks: snapshot.context?.pendingChunks ?? context.pendingChunks,
        importedSeconds: withImported(context.importedSeconds, snapshot.context?.fileImport),
      }
    }),
    'note recording finished': assign({
      recordingActive: false,
      recordingListening: false,
      recordingAsking: false,
    }),
    'count a second': assign(({ context }) => ({ elapsedSeconds: context.elapsedSeconds + 1 })),
    'change transcript': assign(({ event }) => {
      assertEvent(event, 'transcript.change')
      return { transcriptDraft: event.text }
    }),
    'change notes': assign(({ event }) => {
      assertEvent(event, 'notes.change')
      return { notesDraft: event.text }
    }),
    'count transcript attempt': assign(({ context }) => ({
      transcriptAttempts: context.transcriptAttempts + 1,
    })),
    'forget transcript attempts': assign({ transcriptAttempts: 0 }),
    'count notes attempt': assign(({ context }) => ({ notesAttempts: context.notesAttempts + 1 })),
    'forget notes attempts': assign({ notesAttempts: 0 }),
    'note microphones': assign((_, params: { microphones: Microphone[] }) => ({
      microphones: params.microphones,
    })),
    'note microphones relisted': assign({ microphonesRelisted: true }),
    'remember unsigned documents': assign(({ context }) => ({
      exitUnsigned: unsignedDocuments(context).map((document) => ({
        docId: document.id,
        version: document.version,
        openFindings: document.review?.open ?? 0,
      })),
    })),
    'choose microphone': assign(({ event }) => {
      assertEvent(event, 'microphone.choose')
      return { deviceId: event.deviceId }
    }),
    'pass microphone to recording': sendTo('recording', ({ event }) => {
      assertEvent(event, 'microphone.choose')
      return { type: 'microphone.choose' as const, deviceId: event.deviceId }
    }),
    'pass notes to recording': sendTo('recording', ({ event }) => {
      assertEvent(event, 'notes.change')
      return { type: 'text.change' as const, text: event.text }
    }),
    // The app keeps the choice for the next consultation (localStorage).
    'remember microphone': (_, _params: { deviceId: string | null }) => {},
    // The app logs it: a failed read is tried again on the next tick.
    'report failure': (_, _params: { error: unknown }) => {},
    // The screen lets the navigation the person started go on (the router's blocker proceeds).
    leave: () => {},
    // The screen drops the navigation the person started (the router's blocker resets).
    stay: () => {},
  },
  guards: {
    isFollowing: ({ context }) =>
      context.recordingActive ||
      // Chunks still to reach the server (an uploaded file's, sent after its import ended).
      context.pendingChunks > 0 ||
      context.session?.status === 'recording' ||
      context.session?.status === 'paused' ||
      // Mobile mode: the phone records, so the computer keeps reading until the phone has started.
      (context.session?.mobile === true && context.session.status === 'created') ||
      // Chunks still to be transcribed: recorded on this page, or found waiting (for an engine) on opening it.
      ((context.recorded || context.chunks !== null) && !settled(context.chunks)),
    isListening: ({ context }) => context.recordingListening,
    isLoaded: ({ context }) => context.session !== null,
    hasDocuments: ({ context }) => hasDocument(context),
    hasUnsignedDocuments: ({ context }) => unsignedDocuments(context).length > 0,
    canRetryTranscript: ({ context }) => context.transcriptAttempts < MAX_SAVE_ATTEMPTS,
    canRetryNotes: ({ context }) => context.notesAttempts < MAX_SAVE_ATTEMPTS,
    needsMicrophoneLabels: ({ context }) =>
      context.recordingListening &&
      !context.microphonesRelisted &&
      context.microphones.some((microphone) => microphone.label === ''),
  },
  delays: {
    followDelay: FOLLOW_DELAY_MS,
    saveDelay: SAVE_DELAY_MS,
    transcriptRetryDelay: ({ context }) => 1_000 * 2 ** context.transcriptAttempts,
    notesRetryDelay: ({ context }) => 1_000 * 2 ** context.notesAttempts,
  },
}).createMachine({
  id: 'consultation-screen',
  description:
    'The consultation screen: runs the recording, follows the transcript while audio is recorded or transcribed, saves the edited transcript and the manual text, lists microphones, counts recorded time (from what a reload found), and asks before leaving without a document.',
  context: ({ input }) => ({
    sessionId: input.sessionId,
    deviceId: input.deviceId,
    session: null,
    chunks: null,
    loadFailed: false,
    recordingActive: false,
    recordingListening: false,
    recordingAsking: false,
    recorded: false,
    elapsedSeconds: 0,
    recordedBeforeMs: 0,
    importedSeconds: {},
    pendingChunks: 0,
    transcriptDraft: null,
    transcriptAttempts: 0,
    notesDraft: null,
    notesAttempts: 0,
    microphones: [],
    microphonesRelisted: false,
    exitUnsigned: [],
  }),
  invoke: {
    id: 'recording',
    src: 'recording',
    input: ({ context }) => ({ sessionId: context.sessionId, deviceId: context.deviceId }),
    onSnapshot: {
      actions: { type: 'note recording', params: ({ event }) => ({ snapshot: event.snapshot }) },
    },
    // Its final snapshot does not come as a snapshot event.
    onDone: { actions: 'note recording finished' },
  },
  on: {
    // A failed chunk transcribed again on request; a refusal shows in the next read of the chunks.
    'chunk.retry': { guard: 'isLoaded', actions: ['retry chunk', 'mark chunk waiting'] },
    'microphone.choose': {
      actions: [
        'choose microphone',
        'pass microphone to recording',
        withEventField('remember microphone', 'deviceId'),
      ],
    },
  },
  type: 'parallel',
  states: {
    session: {
      initial: 'loading',
      // A document was asked for on this page: read the session again, so the screen knows it has one.
      on: { 'documents.written': { guard: 'isLoaded', target: '.following' } },
      states: {
        loading: callState(['loading'], {
          id: 'loadSession',
          src: 'follow session',
          input: ({ context }) => ({ sessionId: context.sessionId, withChunks: true, measure: true }),
          onDone: { target: 'waiting', actions: withOutputAs('note session', 'followed') },
          onError: { target: 'failed', actions: ['note load failed', withError('report failure')] },
        }),
        // "Error loading session": the person reloads; the recording itself still works.
        failed: { tags: ['load-failed'], always: { guard: 'isFollowing', target: 'scheduled' } },
        waiting: { always: { guard: 'isFollowing', target: 'scheduled' } },
        scheduled: {
          tags: ['following'],
          after: { followDelay: 'following' },
        },
        following: callState(['following'], {
          id: 'followSession',
          src: 'follow session',
          input: ({ context }) => ({
            sessionId: context.sessionId,
            withChunks: context.recorded || context.chunks !== null,
          }),
          onDone: { target: 'waiting', actions: withOutputAs('note session', 'followed') },
          onError: { target: 'waiting', actions: withError('report failure') },
        }),
      },
    },
    clock: {
      initial: 'stopped',
      states: {
        stopped: { always: { guard: 'isListening', target: 'running' } },
        running: {
          always: { guard: ({ context }) => !context.recordingListening, target: 'stopped' },
          after: { 1000: { target: 'running', reenter: true, actions: 'count a second' } },
        },
      },
    },
    transcript: {
      initial: 'following',
      on: { 'transcript.change': { target: '.typing', actions: 'change transcript' } },
      states: {
        following: {},
        ...savedAsTyped({
          id: 'saveTranscript',
          src: 'save transcript',
          draft: 'transcriptDraft',
          canRetry: 'canRetryTranscript',
          countAttempt: 'count transcript attempt',
          forgetAttempts: 'forget transcript attempts',
          retryDelay: 'transcriptRetryDelay',
          failedTag: 'transcript-save-failed',
        }),
      },
    },
    notes: {
      initial: 'idle',
      on: { 'notes.change': { target: '.typing', actions: ['change notes', 'pass notes to recording'] } },
      states: {
        idle: {},
        ...savedAsTyped({
          id: 'saveNotes',
          src: 'save notes',
          draft: 'notesDraft',
          canRetry: 'canRetryNotes',
          countAttempt: 'count notes attempt',
          forgetAttempts: 'forget notes attempts',
          retryDelay: 'notesRetryDelay',
          failedTag: 'notes-save-failed',
        }),
      },
    },
    microphones: {
      initial: 'listing',
      on: { 'microphones.refresh': '.listing' },
      states: {
        listing: {
          invoke: {
            id: 'listMicrophones',
            src: 'list microphones',
            onDone: { target: 'listed', actions: withOutputAs('note microphones', 'microphones') },
            onError: { target: 'listed', actions: withError('report failure') },
          },
        },
        // Labels are empty until the microphone is first allowed: read the list again once it is.
        listed: {
          always: { guard: 'needsMicrophoneLabels', target: 'listing', actions: 'note microphones relisted' },
        },
      },
    },
    exit: {
      initial: 'staying',
      states: {
        staying: { on: { 'exit.request': 'checking' } },
        // Documents may have been written since the last read.
        checking: callState(['exit-checking'], {
          id: 'checkDocuments',
          src: 'follow session',
          input: ({ context }) => ({ sessionId: context.sessionId, withChunks: false }),
          onDone: { target: 'deciding', actions: withOutputAs('note session', 'followed') },
          onError: 'confirming',
        }),
        deciding: {
          always: [
            {
              guard: 'hasUnsignedDocuments',
              target: 'signoffConfirming',
              actions: 'remember unsigned documents',
            },
            { guard: 'hasDocuments', target: 'leaving' },
            { target: 'confirming' },
          ],
        },
        confirming: {
          tags: ['exit-confirming'],
          on: { 'exit.confirm': 'leaving', 'exit.cancel': { target: 'staying', actions: 'stay' } },
        },
        // Written documents nobody signed: confirm having reviewed them (signs them), leave them unsigned, or stay.
        signoffConfirming: {
          tags: ['exit-signoff'],
          on: {
            'exit.signoff.confirm': 'signingOff',
            'exit.confirm': 'leaving',
            'exit.cancel': { target: 'staying', actions: 'stay' },
          },
        },
        signingOff: callState(['exit-signoff', 'exit-signing'], {
          id: 'signOffDocuments',
          src: 'sign off documents',
          input: ({ context }) => ({
            sessionId: context.sessionId,
            documents: context.exitUnsigned.map(({ docId, version }) => ({ docId, version })),
          }),
          onDone: 'leaving',
          onError: { target: 'signoffFailed', actions: withError('report failure') },
        }),
        // Not signed (no answer, or a newer version came in): the same three ways on.
        signoffFailed: {
          tags: ['exit-signoff', 'exit-signoff-failed'],
          on: {
            'exit.signoff.confirm': 'signingOff',
            'exit.confirm': 'leaving',
            'exit.cancel': { target: 'staying', actions: 'stay' },
          },
        },
        leaving: { tags: ['leaving'], entry: 'leave' },
      },
    },
  },
})
