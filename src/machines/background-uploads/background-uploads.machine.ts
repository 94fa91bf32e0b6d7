import { enqueueActions, not, setup } from 'xstate'
import {
  type ChunkUploadReport,
  chunkUploadMachine,
  REPORT_DRAINED_TO_PARENT,
} from '../chunk-upload/chunk-upload.machine'

export type BackgroundUploadsTag = 'uploading' | 'drained'

export type BackgroundUploadsEvent =
  /** A consultation was finished (or left) while chunks were still going up: send the rest meanwhile. */
  | { type: 'uploads.hand-over'; sessionId: string }
  /** A consultation's queue has sent everything (its chunk-upload child reports it). */
  | ChunkUploadReport

export type BackgroundUploadsContext = {
  /** Consultations whose chunks still go up, in the order they were handed over; one queue each. */
  sessions: string[]
}

/** The id of a consultation's queue among the machine's children. */
export const uploaderId = (sessionId: string) => `upload:${sessionId}` as const

type BackgroundUploadsChildren = { [id: `upload:${string}`]: 'chunk upload' }

const sessionOf = (event: BackgroundUploadsEvent) => ({ sessionId: event.sessionId })

/**
 * The uploads that outlive their consultation screen: a consultation finished while its chunks were still
 * going up hands them over here; one chunk-upload queue per consultation sends them (resuming from the
 * browser's store), and is stopped and forgotten once it reports everything is on the server.
 */
export const backgroundUploadsMachine = setup({
  types: {} as {
    context: BackgroundUploadsContext
    events: BackgroundUploadsEvent
    tags: BackgroundUploadsTag
    children: BackgroundUploadsChildren
  },
  actors: {
    'chunk upload': chunkUploadMachine,
  },
  actions: {
    'start uploader': enqueueActions(({ context, enqueue }, params: { sessionId: string }) => {
      enqueue.spawnChild('chunk upload', {
        id: uploaderId(params.sessionId),
        input: { sessionId: params.sessionId },
      })
      enqueue.assign({ sessions: [...context.sessions, params.sessionId] })
    }),
    'stop uploader': enqueueActions(({ context, enqueue }, params: { sessionId: string }) => {
      enqueue.stopChild(uploaderId(params.sessionId))
      enqueue.assign({ sessions: context.sessions.filter((sessionId) => sessionId !== params.sessionId) })
    }),
  },
  guards: {
    isUploading: ({ context, event }) => context.sessions.includes(event.sessionId),
    isLastUploading: ({ context, event }) =>
      context.sessions.length === 1 && context.sessions[0] === event.sessionId,
  },
}).createMachine({
  id: 'background-uploads',
  description:
    'The uploads that outlive their consultation screen: one chunk-upload queue per consultation handed over, never two for one; each stopped and forgotten once it reports everything is on the server.',
  context: { sessions: [] },
  initial: 'idle',
  states: {
    idle: {
      tags: ['drained'],
      on: {
        'uploads.hand-over': {
          target: 'uploading',
          actions: { type: 'start uploader', params: ({ event }) => sessionOf(event) },
        },
      },
    },
    uploading: {
      tags: ['uploading'],
      on: {
        'uploads.hand-over': {
          // A consultation already uploading keeps its one queue.
          guard: not('isUploading'),
          actions: { type: 'start uploader', params: ({ event }) => sessionOf(event) },
        },
        'upload.drained': [
          {
            guard: 'isLastUploading',
            target: 'idle',
            actions: { type: 'stop uploader', params: ({ event }) => sessionOf(event) },
          },
          {
            guard: 'isUploading',
            actions: { type: 'stop uploader', params: ({ event }) => sessionOf(event) },
          },
        ],
      },
    },
  },
})

/** The machine with the app's queue (its real services), which reports to it once drained. */
export const backgroundUploadsWith = (uploader: typeof chunkUploadMachine) =>
  backgroundUploadsMachine.provide({
    actors: { 'chunk upload': uploader.provide({ actions: REPORT_DRAINED_TO_PARENT }) },
  })
