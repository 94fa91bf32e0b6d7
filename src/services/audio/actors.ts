import { type EventObject, fromCallback, fromPromise } from 'xstate'
import type { SessionMode } from '../../../contract/consultations'
import type { Api } from '../api'
import { type PcmCapture, type PcmCaptureHandlers, startPcmCapture } from './capture'
import type { ChunkQueue } from './chunk-queue'
import { FileImportError, type FileImportEvent, type FileImportInput, queueFile } from './decode-file'
import {
  asMicrophoneError,
  createMicrophonePreference,
  type MicrophoneErrorKind,
  openMicrophone,
} from './microphone'
import { type RecorderCommand, type RecorderEvent, type RecorderInput, startRecorder } from './recorder'
import { createAudioProcessingPreference } from './settings'
import { type CaptureSource, openTeleconsultationAudio } from './source'
import { createAudioUploads, createRecordingSession } from './upload'

// The audio services as the logic the recording, chunk upload and audio check machines name in setup():
// the app passes these to `.provide({ actors })`, tests pass fakes instead.

export type AudioActorDependencies = {
  api: Api
  queue: ChunkQueue
  /** The browser's media devices (navigator.mediaDevices; undefined on an insecure page). */
  mediaDevices: MediaDevices | undefined
  /** Where the chosen microphone is remembered (localStorage). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** The window, for online/offline events. */
  network: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> }
  /** startPcmCapture, replaceable in tests. */
  startCapture?: (source: CaptureSource, handlers: PcmCaptureHandlers) => Promise<PcmCapture>
  /** The browser's OfflineAudioContext (decodes uploaded files), replaceable in tests. */
  OfflineAudioContext?: typeof OfflineAudioContext
  /** The consultation's mode (GET …/:id): a teleconsultation records the call tab with the microphone. */
  sessionMode?: (sessionId: string) => Promise<SessionMode>
}

type LevelEvent =
  | { type: 'audio.level'; db: number }
  | { type: 'microphone.failed'; kind: MicrophoneErrorKind }

export function createAudioActors(dependencies: AudioActorDependencies) {
  const { api, queue, mediaDevices, storage, network } = dependencies
  const startCapture = dependencies.startCapture ?? ((stream, handlers) => startPcmCapture(stream, handlers))
  const preference = createMicrophonePreference(storage)
  const uploads = createAudioUploads(api, queue)
  const session = createRecordingSession(api)
  const processing = createAudioProcessingPreference(storage)
  const open = (deviceId: string | null) =>
    openMicrophone(mediaDevices, preference, deviceId ?? preference.get(), processing.get())
  /** The microphone, and the call tab too when the consultation is a teleconsultation. */
  const openFor = async (sessionId: string, deviceId: string | null): Promise<CaptureSource> => {
    // Offline, the mode cannot be read: record the microphone rather than nothing (a call needs the network).
    const mode = await (dependencies.sessionMode?.(sessionId) ?? Promise.resolve('consultation')).catch(
      (error: unknown) => {
        console.warn('The consultation mode could not be read; recording the microphone', error)
        return 'consultation' as const
      },
    )
    if (mode !== 'teleconsultation') return open(deviceId)
    return openTeleconsultationAudio(mediaDevices, preference, deviceId ?? preference.get(), processing.get())
  }

  return {
    uploads,
    /** recording: 'capture audio'. */
    captureAudio: fromCallback<RecorderCommand, RecorderInput, RecorderEvent>(
      ({ input, sendBack, receive }) => {
        const recorder = startRecorder(
          {
            queue,
            openMicrophone: (deviceId) => openFor(input.sessionId, deviceId),
            startCapture,
            nextOrder: (id) => uploads.nextOrder(id),
          },
          input,
          sendBack,
        )
        receive((command) => recorder.handle(command))
        return () => recorder.dispose()
      },
    ),
    /**
     * recording: 'import file'. The file is decoded and every chunk stored in the queue before it is
     * announced, so the upload machine sends it exactly like a recorded one.
     */
    importFile: fromCallback<EventObject, FileImportInput, FileImportEvent>(({ input, sendBack }) => {
      let stopped = false
      const send = (event: FileImportEvent) => {
        if (!stopped) sendBack(event)
      }
      queueFile(
        {
          queue,
          nextOrder: (id) => uploads.nextOrder(id),
          OfflineAudioContext: dependencies.OfflineAudioContext ?? globalThis.OfflineAudioContext,
        },
        input.sessionId,
        input.file,
        {
          onDecoded: (totalSeconds) => send({ type: 'file.decoded', totalSeconds }),
          // A chunk stored after the import stopped (the page left) waits in the queue for the next uploader.
          onStored: (order, progress) => send({ type: 'file.stored', order, ...progress }),
        },
      ).then(
        () => send({ type: 'file.imported' }),
        (error: unknown) => {
          if (!(error instanceof FileImportError)) console.error('The file could not be imported', error)
          else if (error.cause) console.warn(`The file could not be imported (${error.kind})`, error.cause)
          send({ type: 'file.failed', kind: error instanceof FileImportError ? error.kind : 'undecodable' })
        },
      )
      return () => {
        stopped = true
      }
    }),
    /** audio check: 'watch input level'. */
    watchInputLevel: fromCallback<LevelEvent, { deviceId: string | null }>(({ input, sendBack }) => {
      let stopped = false
      let stop: (() => Promise<void>) | undefined
      void (async () => {
        const stream = await open(input.deviceId)
        const capture = await startCapture(stream, {
          onSamples: () => {},
          onLevel: (db) => sendBack({ type: 'audio.level', db }),
          onEnded: (error) => sendBack({ type: 'microphone.failed', kind: error.kind }),
        })
        stop = capture.stop
        if (stopped) await stop()
      })().catch((error: unknown) => {
        if (!stopped) sendBack({ type: 'microphone.failed', kind: asMicrophoneError(error).kind })
      })
      return () => {
        stopped = true
        void stop?.()
      }
    }),
    /** chunk upload: 'watch network'. */
    watchNetwork: fromCallback(({ sendBack }) => {
      const online = () => sendBack({ type: 'network.online' })
      const offline = () => sendBack({ type: 'network.offline' })
      if (!network.navigator.onLine) offline()
      network.addEventListener('online', online)
      network.addEventListener('offline', offline)
      return () => {
        network.removeEventListener('online', online)
        network.removeEventListener('offline', offline)
      }
    }),
    /** chunk upload: 'list pending chunks', 'upload chunk', 'delete acknowledged chunk'. */
    listPendingChunks: fromPromise(({ input }: { input: { sessionId: string } }) => uploads.pending(input)),
    uploadChunk: fromPromise(({ input }: { input: { sessionId: string; order: number } }) =>
      uploads.upload(input),
    ),
    deleteAcknowledgedChunk: fromPromise(({ input }: { input: { sessionId: string; order: number } }) =>
      uploads.acknowledge(input),
    ),
    /** recording: 'start session', 'pause session', 'resume session', 'finish session'. */
    startSession: fromPromise(({ input }: { input: { sessionId: string } }) => session.start(input)),
    pauseSession: fromPromise(({ input }: { input: { sessionId: string } }) => session.pause(input)),
    resumeSession: fromPromise(({ input }: { input: { sessionId: string } }) => session.resume(input)),
    finishSession: fromPromise(({ input }: { input: { sessionId: string } }) => session.finish(input)),
  }
}
