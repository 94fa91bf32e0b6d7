import { type CallbackActorLogic, createActor, fromPromise } from 'xstate'
import { type AudioCheckEvent, audioCheckMachine } from '../../machines/audio-check/audio-check.machine'
import { backgroundUploadsWith } from '../../machines/background-uploads/background-uploads.machine'
import { chunkUploadMachine } from '../../machines/chunk-upload/chunk-upload.machine'
import { consultationScreenMachine } from '../../machines/consultation-screen/consultation-screen.machine'
import { recordingMachine } from '../../machines/recording/recording.machine'
import type { Api } from '../../services/api'
import { createAudioActors } from '../../services/audio/actors'
import { type ChunkQueue, openChunkQueue } from '../../services/audio/chunk-queue'
import { createMicrophonePreference, listMicrophones } from '../../services/audio/microphone'
import { createDocuments } from '../../services/documents'
import { createTranscripts } from '../../services/transcript'

// The consultation screen's machines on the real services: built once per API client and chunk queue.

let queueOpening: Promise<{ queue: ChunkQueue; durable: boolean }> | undefined
/** The IndexedDB chunk queue, opened once per page (the screen suspends until it is open). */
export const chunkQueue = () => {
  queueOpening ??= openChunkQueue()
  return queueOpening
}

const mediaDevices = () => (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices)
export const microphonePreference = () => createMicrophonePreference(localStorage)

function build(api: Api, queue: ChunkQueue) {
  const transcripts = createTranscripts(api)
  const documents = createDocuments(api)
  const audio = createAudioActors({
    api,
    queue,
    mediaDevices: mediaDevices(),
    storage: localStorage,
    network: window,
    sessionMode: async (sessionId) =>
      (await transcripts.follow({ sessionId, withChunks: false })).session.mode,
  })
  const uploader = chunkUploadMachine.provide({
    actors: {
      'list pending chunks': audio.listPendingChunks,
      'upload chunk': audio.uploadChunk,
      'delete acknowledged chunk': audio.deleteAcknowledgedChunk,
      'watch network': audio.watchNetwork,
    },
    actions: {
      'report failure': (_, params) => console.warn('chunk upload failed', params.order, params.error),
    },
  })
  // A consultation finished while its chunks still go up hands them here, until they are all sent.
  const backgroundUploads = createActor(backgroundUploadsWith(uploader)).start()
  const recording = recordingMachine.provide({
    actors: {
      'capture audio': audio.captureAudio,
      'import file': audio.importFile,
      'chunk upload': uploader,
      'start session': audio.startSession,
      'pause session': audio.pauseSession,
      'resume session': audio.resumeSession,
      'finish session': audio.finishSession,
    },
    actions: {
      'hand over uploads': (_, params) =>
        backgroundUploads.send({ type: 'uploads.hand-over', sessionId: params.sessionId }),
      'report failure': (_, params) => console.warn('recording call failed', params.error),
    },
  })
  const screen = consultationScreenMachine.provide({
    actors: {
      recording,
      'follow session': fromPromise(async ({ input }) => {
        const followed = await transcripts.follow(input)
        if (!input.measure) return followed
        return {
          ...followed,
          recordedMs: await audio.uploads.recordedMs(input.sessionId, followed.chunks ?? []),
        }
      }),
      'save transcript': fromPromise(({ input }) => transcripts.saveTranscription(input)),
      'retry chunk': fromPromise(({ input }) => transcripts.retryChunk(input)),
      'save notes': fromPromise(({ input }) => transcripts.saveNotes(input)),
      // One at a time: each stores its own sign-off; a refused one (a newer version) stops the exit.
      'sign off documents': fromPromise(async ({ input }) => {
        for (const document of input.documents)
          await documents.signOff(input.sessionId, document.docId, document.version)
      }),
      'list microphones': fromPromise(async () => {
        const devices = mediaDevices()
        return devices?.enumerateDevices ? listMicrophones(devices) : []
      }),
    },
    actions: {
      'remember microphone': (_, params) => microphonePreference().set(params.deviceId),
      'report failure': (_, params) => console.warn('consultation screen call failed', params.error),
    },
  })
  const audioCheck = audioCheckMachine.provide({
    // It receives nothing; the machine's typing names its own event union as what it could receive.
    actors: {
      'watch input level': audio.watchInputLevel as unknown as CallbackActorLogic<
        AudioCheckEvent,
        { deviceId: string | null }
      >,
    },
  })
  return { screen, audioCheck }
}

const built = new WeakMap<Api, WeakMap<ChunkQueue, ReturnType<typeof build>>>()

/** The consultation screen and audio check machines with the real services. */
export function consultationMachines(api: Api, queue: ChunkQueue) {
  let byQueue = built.get(api)
  if (!byQueue) {
    byQueue = new WeakMap()
    built.set(api, byQueue)
  }
  let machines = byQueue.get(queue)
  if (!machines) {
    machines = build(api, queue)
    byQueue.set(queue, machines)
  }
  return machines
}
