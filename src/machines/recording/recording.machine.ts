import { assertEvent, assign, type EventObject, fromCallback, fromPromise, not, sendTo, setup } from 'xstate'
import type { ConsultationSession } from '../../../contract/consultations'
import type { FileImportErrorKind, FileImportEvent, FileImportInput } from '../../services/audio/decode-file'
import type { MicrophoneErrorKind } from '../../services/audio/microphone'
import type { RecorderCommand, RecorderEvent, RecorderInput } from '../../services/audio/recorder'
import {
  type ChunkUploadContext,
  chunkUploadMachine,
  type UploadProblem,
} from '../chunk-upload/chunk-upload.machine'
import { withError } from '../shared/actor-events'
import { callState } from '../shared/call-state'
import { notProvided } from '../shared/not-provided'

export type RecordingTag =
  | 'idle'
  | 'requesting-microphone'
  | 'importing'
  | 'listening'
  | 'paused'
  | 'busy'
  | 'transcribing'
  | 'error'
  | 'microphone-error'
  | 'transcription-errors'
  | 'finish-failed'
  | 'finished'

/** The input level before any sound, in dBFS (the recorder's digital silence). */
export const SILENT_LEVEL_DB = -100

export type RecordingInput = {
  /** The consultation being recorded. */
  sessionId: string
  /** The microphone chosen in the picker or remembered; null for the browser's default. */
  deviceId: string | null
}

/**
 * An uploaded recording on its way: decoding (the browser reads it), storing (its chunks are written to
 * the queue), then sending (the queue uploads them; done when none of its orders waits any more).
 */
export type FileImport = {
  /** decoding, storing, or stored (every chunk is in the queue). */
  phase: 'decoding' | 'storing' | 'stored'
  /** Seconds of the file already stored as chunks. */
  storedSeconds: number
  /** The file's length in seconds, once decoded (0 before). */
  totalSeconds: number
  /** The orders its chunks were stored under. */
  orders: number[]
}

export type RecordingContext = {
  /** The consultation being recorded. */
  sessionId: string
  /** The microphone to record with; null for the browser's default. */
  deviceId: string | null
  /** Why the microphone could not be used, while that is the case. */
  microphoneError: MicrophoneErrorKind | null
  /** The last input level, in dBFS, for a level meter. */
  level: number
  /** Chunks recorded but not yet acknowledged by the server (the visible indicator). */
  pendingChunks: number
  /** Their orders, ascending (an uploaded file's progress is read from them). */
  pendingOrders: number[]
  /** The last uploaded recording, from choosing it until another is chosen; null if none. */
  fileImport: FileImport | null
  /** Why the last chosen file could not be taken, until another is chosen or recording starts. */
  fileError: FileImportErrorKind | null
  /** What stopped or slowed the uploads, if anything. */
  uploadProblem: UploadProblem | null
  /** The upload queue waits for the network. */
  uploadOffline: boolean
  /** The upload queue has looked for chunks an earlier page left, so pendingChunks is complete. */
  uploadListed: boolean
  /** What the clinician typed (manual entry is possible at any time, with or without audio). */
  manualText: string
  /** The consultation was finished while chunks were still uploading (they go on in the background). */
  leftUploading: boolean
}

/** What the recording's screen sends. */
export type RecordingUserEvent =
  | { type: 'recording.start' }
  | { type: 'recording.pause' }
  | { type: 'recording.resume' }
  | { type: 'recording.finish' }
  | { type: 'recording.leave' }
  | { type: 'microphone.choose'; deviceId: string | null }
  | { type: 'text.change'; text: string }
  | { type: 'upload.retry' }
  | { type: 'file.choose'; file: Blob }

export type RecordingEvent = RecordingUserEvent | RecorderEvent | FileImportEvent

/** What the recording reads of the upload queue's snapshot. */
export type UploadProgress = Pick<ChunkUploadContext, 'pending' | 'problem' | 'online' | 'listed'>

/** The queue's progress from its snapshot's context; null for a snapshot without it (a stand-in actor). */
function uploadProgressOf(context: Partial<UploadProgress> | undefined): UploadProgress | null {
  return Array.isArray(context?.pending) ? (context as UploadProgress) : null
}

type SessionCall = { sessionId: string }

/**
 * Telling the server of a step (started, paused, resumed, finished) with PUT …/<step>: the audio is safe in
 * the browser either way, so a failure is reported and the recording goes on to `next` unless `failed` says
 * where else.
 */
const tellingServer = <const Tag extends RecordingTag, const Src extends string, const Next extends string>(
  tags: readonly Tag[],
  id: string,
  src: Src,
  next: Next,
  failed: string = next,
) =>
  callState(tags, {
    id,
    src,
    input: ({ context }: { context: RecordingContext }) => ({ sessionId: context.sessionId }),
    onDone: next,
    onError: { target: failed, actions: withError('report failure') },
  })

/**
 * One consultation's recording: the microphone, listening and paused (PUT …/pause and …/resume), and at
 * the end the last chunk flushed and the upload queue emptied (or left uploading in the background)
 * before PUT …/finish. Manual text can be typed at any time.
 */
export const recordingMachine = setup({
  types: {} as {
    context: RecordingContext
    events: RecordingEvent
    input: RecordingInput
    tags: RecordingTag
  },
  actors: {
    // The recorder (src/services/audio/recorder.ts): microphone, capture, chunks stored before upload.
    'capture audio': fromCallback<RecorderCommand, RecorderInput, RecorderEvent>(() => {}),
    'chunk upload': chunkUploadMachine,
    // The file import (src/services/audio/decode-file.ts): decoded in the browser, chunks stored before upload.
    'import file': fromCallback<EventObject, FileImportInput, FileImportEvent>(() => {}),
    'start session': fromPromise<ConsultationSession, SessionCall>(notProvided('start session')),
    'pause session': fromPromise<ConsultationSession, SessionCall>(notProvided('pause session')),
    'resume session': fromPromise<ConsultationSession, SessionCall>(notProvided('resume session')),
    'finish session': fromPromise<ConsultationSession, SessionCall>(notProvided('finish session')),
  },
  actions: {
    'pause capture': sendTo('capture', { type: 'capture.pause' } satisfies RecorderCommand),
    'resume capture': sendTo('capture', { type: 'capture.resume' } satisfies RecorderCommand),
    'stop capture': sendTo('capture', { type: 'capture.stop' } satisfies RecorderCommand),
    'queue chunk for upload': sendTo('upload', ({ event }) => {
      assertEvent(event, 'chunk.stored')
      return { type: 'chunk.stored' as const, order: event.order }
    }),
    'queue file chunk for upload': sendTo('upload', ({ event }) => {
      assertEvent(event, 'file.stored')
      return { type: 'chunk.stored' as const, order: event.order }
    }),
    'start file import': assign({
      fileImport: { phase: 'decoding', storedSeconds: 0, totalSeconds: 0, orders: [] } satisfies FileImport,
      fileError: null,
    }),
    'note file decoded': assign(({ context, event }) => {
      assertEvent(event, 'file.decoded')
      if (!context.fileImport) return {}
      return {
        fileImport: { ...context.fileImport, phase: 'storing' as const, totalSeconds: event.totalSeconds },
      }
    }),
    // Counted as waiting at once: the queue's next snapshot has it too.
    'note file chunk stored': assign(({ context, event }) => {
      assertEvent(event, 'file.stored')
      if (!context.fileImport) return {}
      const { order, storedSeconds, totalSeconds } = event
      return {
        fileImport: {
          ...context.fileImport,
          storedSeconds,
          totalSeconds,
          orders: context.fileImport.orders.includes(order)
            ? context.fileImport.orders
            : [...context.fileImport.orders, order],
        },
        pendingOrders: context.pendingOrders.includes(order)
          ? context.pendingOrders
          : [...context.pendingOrders, order].sort((a, b) => a - b),
      }
    }),
    'note file stored': assign(({ context }) => ({
      fileImport: context.fileImport && { ...context.fileImport, phase: 'stored' as const },
    })),
    // Chunks stored before the failure (the browser's storage gave out) still go up.
    'note file error': assign(({ context, event }) => {
      assertEvent(event, 'file.failed')
      return {
        fileError: event.kind,
        fileImport: context.fileImport?.orders.length
          ? { ...context.fileImport, phase: 'stored' as const }
          : null,
      }
    }),
    'forget file error': assign({ fileError: null }),
    'retry uploads': sendTo('upload', { type: 'upload.retry' as const }),
    'note upload progress': assign(({ context }, params: { upload: Partial<UploadProgress> | undefined }) => {
      const progress = uploadProgressOf(params.upload)
      if (!progress) return context
      return {
        pendingChunks: progress.pending.length,
        pendingOrders: progress.pending,
        uploadProblem: progress.problem,
        uploadOffline: !progress.online,
        uploadListed: progress.listed,
      }
    }),
    // The queue is told to retry; its next snapshot says how that went.
    'forget upload problem': assign({ uploadProblem: null }),
    'note microphone error': assign(({ event }) => {
      assertEvent(event, 'microphone.failed')
      return { microphoneError: event.kind }
    }),
    'forget microphone error': assign({ microphoneError: null }),
    'choose microphone': assign(({ event }) => {
      assertEvent(event, 'microphone.choose')
      return { deviceId: event.deviceId, microphoneError: null }
    }),
    'note level': assign(({ event }) => {
      assertEvent(event, 'audio.level')
      return { level: event.db }
    }),
    'forget level': assign({ level: SILENT_LEVEL_DB }),
    'change text': assign(({ event }) => {
      assertEvent(event, 'text.change')
      return { manualText: event.text }
    }),
    'note left uploading': assign({ leftUploading: true }),
    // The app hands the session to its background uploads (the chunks are safe in IndexedDB meanwhile).
    'hand over uploads': (_, _params: { sessionId: string }) => {},
    // The app logs it: a failed pause/resume/start call does not stop the recording.
    'report failure': (_, _params: { error: unknown }) => {},
  },
  guards: {
    isUploadDrained: ({ context }) => context.uploadListed && context.pendingChunks === 0,
    hasFailedChunks: ({ context }) =>
      context.uploadProblem === 'conflict' || context.uploadProblem === 'rejected',
  },
}).createMachine({
  id: 'recording',
  description:
    "A consultation's recording: microphone, listening and paused (PUT pause/resume), then the last chunk flushed and every chunk uploaded (or left uploading in the background) before PUT finish; manual text at any time.",
  context: ({ input }) => ({
    sessionId: input.sessionId,
    deviceId: input.deviceId,
    microphoneError: null,
    level: SILENT_LEVEL_DB,
    pendingChunks: 0,
    pendingOrders: [],
    fileImport: null,
    fileError: null,
    uploadProblem: null,
    uploadOffline: false,
    uploadListed: false,
    manualText: '',
    leftUploading: false,
  }),
  invoke: {
    id: 'upload',
    src: 'chunk upload',
    input: ({ context }) => ({ sessionId: context.sessionId }),
    onSnapshot: {
      actions: { type: 'note upload progress', params: ({ event }) => ({ upload: event.snapshot?.context }) },
    },
  },
  on: {
    'chunk.stored': { actions: 'queue chunk for upload' },
    'text.change': { actions: 'change text' },
    'upload.retry': { actions: 'retry uploads' },
  },
  initial: 'idle',
  states: {
    idle: {
      tags: ['idle'],
      on: {
        'recording.start': { target: 'capturing', actions: 'forget file error' },
        'microphone.choose': { actions: 'choose microphone' },
        // A recording made elsewhere: its chunks join the consultation like recorded ones.
        'file.choose': { target: 'importing', actions: 'start file import' },
        // Manual entry only: nothing recorded, nothing to wait for.
        'recording.finish': 'finishing',
      },
    },
    capturing: {
      invoke: {
        id: 'capture',
        src: 'capture audio',
        input: ({ context }) => ({ sessionId: context.sessionId, deviceId: context.deviceId }),
      },
      exit: 'forget level',
      on: {
        'audio.level': { actions: 'note level' },
        'microphone.failed': { target: 'microphoneError', actions: 'note microphone error' },
      },
      initial: 'requestingMicrophone',
      states: {
        // The browser asks the person for the microphone (and, in a teleconsultation, the call's tab).
        requestingMicrophone: {
          tags: ['requesting-microphone', 'busy'],
          on: {
            'microphone.ready': 'starting',
            'recording.finish': 'stopping',
          },
        },
        // Audio is captured already; the server hears of it meanwhile.
        starting: {
          ...tellingServer(['listening'], 'startSession', 'start session', 'listening'),
          on: {
            'recording.pause': 'pausing',
            'recording.finish': 'stopping',
          },
        },
        listening: {
          tags: ['listening'],
          on: {
            'recording.pause': 'pausing',
            'recording.finish': 'stopping',
          },
        },
        pausing: {
          entry: 'pause capture',
          ...tellingServer(['paused', 'busy'], 'pauseSession', 'pause session', 'paused'),
        },
        paused: {
          tags: ['paused'],
          on: {
            'recording.resume': 'resuming',
            'recording.finish': 'stopping',
          },
        },
        resuming: {
          entry: 'resume capture',
          ...tellingServer(['listening', 'busy'], 'resumeSession', 'resume session', 'listening'),
        },
        // The recorder stores the last chunk, then says it stopped.
        stopping: {
          tags: ['transcribing', 'busy'],
          entry: 'stop capture',
          on: { 'capture.stopped': '#recording.finishing' },
        },
      },
    },
    // The chosen file is decoded and its chunks stored; the upload queue sends each one as it is stored.
    importing: {
      tags: ['importing', 'busy'],
      invoke: {
        id: 'import',
        src: 'import file',
        input: ({ context, event }) => {
          assertEvent(event, 'file.choose')
          return { sessionId: context.sessionId, file: event.file }
        },
      },
      on: {
        'file.decoded': { actions: 'note file decoded' },
        'file.stored': { actions: ['queue file chunk for upload', 'note file chunk stored'] },
        'file.imported': { target: 'idle', actions: 'note file stored' },
        'file.failed': { target: 'idle', actions: 'note file error' },
      },
    },
    microphoneError: {
      tags: ['error', 'microphone-error'],
      on: {
        // No microphone here: a recording made elsewhere can still be uploaded.
        'file.choose': { target: 'importing', actions: ['forget microphone error', 'start file import'] },
        'recording.start': { target: 'capturing', actions: 'forget microphone error' },
        'microphone.choose': { target: 'capturing', actions: 'choose microphone' },
        // What was recorded before the microphone went away is kept and uploaded.
        'recording.finish': { target: 'finishing', actions: 'forget microphone error' },
      },
    },
    finishing: {
      tags: ['transcribing'],
      initial: 'uploading',
      states: {
        uploading: {
          tags: ['busy'],
          always: [
            { guard: 'isUploadDrained', target: '#recording.closing' },
            { guard: 'hasFailedChunks', target: 'withErrors' },
          ],
          on: {
            'recording.leave': {
              target: '#recording.closing',
              actions: [
                'note left uploading',
                { type: 'hand over uploads', params: ({ context }) => ({ sessionId: context.sessionId }) },
              ],
            },
          },
        },
        // Transcription with errors: chunks the server refused are kept in the browser.
        withErrors: {
          tags: ['error', 'transcription-errors'],
          always: { guard: not('hasFailedChunks'), target: 'uploading' },
          on: {
            'upload.retry': { target: 'uploading', actions: ['retry uploads', 'forget upload problem'] },
            'recording.leave': {
              target: '#recording.closing',
              actions: [
                'note left uploading',
                { type: 'hand over uploads', params: ({ context }) => ({ sessionId: context.sessionId }) },
              ],
            },
          },
        },
      },
    },
    closing: tellingServer(
      ['busy', 'transcribing'],
      'finishSession',
      'finish session',
      'finished',
      'finishFailed',
    ),
    // "Error ending consultation": the person tries again.
    finishFailed: {
      tags: ['error', 'finish-failed'],
      on: { 'recording.finish': 'closing' },
    },
    finished: { type: 'final', tags: ['finished'] },
  },
})
