import { describe, expect, it, vi } from 'vitest'
import { type AnyActorRef, createActor, type EventObject, fromCallback } from 'xstate'
import type { ConsultationSession } from '../../../contract/consultations'
import { describePaths, type StepCheck } from '../../../tests/model/paths'
import { answerWith, failWith, fakeCall, flush } from '../../../tests/unit/deferred'
import { consultationSession } from '../../../tests/unit/fixtures'
import { answerOffline } from '../../../tests/unit/offline'
import { ApiError } from '../../services/api'
import type { FileImportEvent, FileImportInput } from '../../services/audio/decode-file'
import type { RecorderCommand, RecorderEvent, RecorderInput } from '../../services/audio/recorder'
import type { UploadOutcome } from '../../services/audio/upload'
import { chunkUploadMachine } from '../chunk-upload/chunk-upload.machine'
import { recordingMachine, SILENT_LEVEL_DB } from './recording.machine'
import { pathOptions } from './recording.paths'
import {
  selectCanChooseMicrophone,
  selectCanFinish,
  selectCanLeave,
  selectCanPause,
  selectCanResume,
  selectCanStart,
  selectCanUploadFile,
  selectFileError,
  selectFileProgress,
  selectFinishFailed,
  selectHasError,
  selectHasTranscriptionErrors,
  selectIsBusy,
  selectIsFinished,
  selectIsIdle,
  selectIsImportingFile,
  selectIsListening,
  selectIsPaused,
  selectIsRequestingMicrophone,
  selectIsTranscribing,
  selectLeftUploading,
  selectLevel,
  selectManualText,
  selectMicrophoneError,
  selectPendingChunks,
  selectUploadProblem,
} from './recording.selectors'

type Key = { sessionId: string; order: number }
type SessionCall = { sessionId: string }

/** A recorder the test speaks for: it records the commands and the test sends its events. */
function fakeRecorder() {
  const commands: RecorderCommand[] = []
  const inputs: RecorderInput[] = []
  let send: ((event: RecorderEvent) => void) | undefined
  let running = false
  const logic = fromCallback<RecorderCommand, RecorderInput, RecorderEvent>(
    ({ input, sendBack, receive }) => {
      inputs.push(input)
      send = sendBack
      running = true
      receive((command) => commands.push(command))
      return () => {
        running = false
      }
    },
  )
  return {
    logic,
    commands,
    inputs,
    emit: (event: RecorderEvent) => send!(event),
    isRunning: () => running,
  }
}

/** A file import the test speaks for: it records the files it was given and the test sends its events. */
function fakeImporter() {
  const inputs: FileImportInput[] = []
  let send: ((event: FileImportEvent) => void) | undefined
  const logic = fromCallback<EventObject, FileImportInput, FileImportEvent>(({ input, sendBack }) => {
    inputs.push(input)
    send = sendBack
  })
  return { logic, inputs, emit: (event: FileImportEvent) => send!(event) }
}

function start(options: { pending?: number[] } = {}) {
  const recorder = fakeRecorder()
  const importer = fakeImporter()
  const calls = {
    start: fakeCall<ConsultationSession, SessionCall>(),
    pause: fakeCall<ConsultationSession, SessionCall>(),
    resume: fakeCall<ConsultationSession, SessionCall>(),
    finish: fakeCall<ConsultationSession, SessionCall>(),
  }
  const list = fakeCall<number[], { sessionId: string }>()
  const upload = fakeCall<UploadOutcome, Key>()
  const remove = fakeCall<void, Key>()
  const handOver = vi.fn()
  const actor = createActor(
    recordingMachine.provide({
      actors: {
        'capture audio': recorder.logic,
        'import file': importer.logic,
        'chunk upload': chunkUploadMachine.provide({
          actors: {
            'list pending chunks': list.logic,
            'upload chunk': upload.logic,
            'delete acknowledged chunk': remove.logic,
          },
        }),
        'start session': calls.start.logic,
        'pause session': calls.pause.logic,
        'resume session': calls.resume.logic,
        'finish session': calls.finish.logic,
      },
      actions: { 'hand over uploads': (_, params) => handOver(params) },
    }),
    { input: { sessionId: 's-1', deviceId: null } },
  ).start()
  list.resolve(options.pending ?? [])
  const snapshot = () => actor.getSnapshot()
  const send = (event: Parameters<typeof actor.send>[0]) => actor.send(event)
  const acknowledge = async () => {
    await answerWith(upload, { status: 201, chunk: {} as never })
    remove.resolve()
    await flush()
  }
  /** Starts and gets to listening (microphone granted, PUT …/start answered). */
  const listen = async () => {
    await flush()
    send({ type: 'recording.start' })
    recorder.emit({ type: 'microphone.ready' })
    await answerWith(calls.start, consultationSession())
  }
  return { actor, recorder, importer, calls, upload, remove, handOver, snapshot, send, acknowledge, listen }
}

describe('recording machine', () => {
  it('asks for the microphone, then listens once the server knows', async () => {
    const screen = start()
    await flush()
    expect(selectIsIdle(screen.snapshot())).toBe(true)
    screen.send({ type: 'recording.start' })
    expect(selectIsBusy(screen.snapshot())).toBe(true)
    expect(screen.recorder.inputs).toEqual([{ sessionId: 's-1', deviceId: null }])
    screen.recorder.emit({ type: 'microphone.ready' })
    // Audio is captured from here on, while PUT …/start is on its way.
    expect(selectIsListening(screen.snapshot())).toBe(true)
    expect(screen.calls.start.inputs).toEqual([{ sessionId: 's-1' }])
    await answerWith(screen.calls.start, consultationSession())
    expect(selectIsListening(screen.snapshot())).toBe(true)
    expect(selectCanPause(screen.snapshot())).toBe(true)
  })

  it('pauses and resumes the capture and the session on the server', async () => {
    const screen = await (async () => {
      const s = start()
      await s.listen()
      return s
    })()
    screen.send({ type: 'recording.pause' })
    expect(screen.recorder.commands).toEqual([{ type: 'capture.pause' }])
    expect(screen.calls.pause.inputs).toEqual([{ sessionId: 's-1' }])
    await answerWith(screen.calls.pause, consultationSession({ status: 'paused' }))
    expect(selectIsPaused(screen.snapshot())).toBe(true)
    expect(selectIsBusy(screen.snapshot())).toBe(false)
    screen.send({ type: 'recording.resume' })
    expect(screen.recorder.commands.at(-1)).toEqual({ type: 'capture.resume' })
    await answerWith(screen.calls.resume, consultationSession())
    expect(selectIsListening(screen.snapshot())).toBe(true)
  })

  it('keeps recording when the pause or resume call fails (the audio is what matters)', async () => {
    const screen = start()
    await screen.listen()
    screen.send({ type: 'recording.pause' })
    await answerOffline(screen.calls.pause)
    expect(selectIsPaused(screen.snapshot())).toBe(true)
    expect(selectHasError(screen.snapshot())).toBe(false)
  })

  it('uploads each stored chunk and shows how many wait', async () => {
    const screen = start()
    await screen.listen()
    screen.recorder.emit({ type: 'chunk.stored', order: 0 })
    screen.recorder.emit({ type: 'chunk.stored', order: 1 })
    expect(selectPendingChunks(screen.snapshot())).toBe(2)
    expect(screen.upload.inputs).toEqual([{ sessionId: 's-1', order: 0 }])
    await screen.acknowledge()
    expect(selectPendingChunks(screen.snapshot())).toBe(1)
  })

  it('at finish, stores the last chunk, waits for every upload, then finishes on the server', async () => {
    const screen = start()
    await screen.listen()
    screen.recorder.emit({ type: 'chunk.stored', order: 0 })
    screen.send({ type: 'recording.finish' })
    expect(screen.recorder.commands.at(-1)).toEqual({ type: 'capture.stop' })
    expect(selectIsTranscribing(screen.snapshot())).toBe(true)
    // The recorder stores the last chunk, then says it stopped: both must reach the server first.
    screen.recorder.emit({ type: 'chunk.stored', order: 1 })
    screen.recorder.emit({ type: 'capture.stopped' })
    expect(screen.recorder.isRunning()).toBe(false)
    expect(selectPendingChunks(screen.snapshot())).toBe(2)
    expect(screen.calls.finish.inputs).toEqual([])
    expect(selectCanLeave(screen.snapshot())).toBe(true)
    await screen.acknowledge()
    expect(screen.calls.finish.inputs).toEqual([])
    await screen.acknowledge()
    expect(screen.calls.finish.inputs).toEqual([{ sessionId: 's-1' }])
    await answerWith(screen.calls.finish, consultationSession({ status: 'finished' }))
    expect(selectIsFinished(screen.snapshot())).toBe(true)
    expect(selectLeftUploading(screen.snapshot())).toBe(false)
  })

  it('finishes at once when the last chunk is already on the server', async () => {
    const screen = start()
    await screen.listen()
    screen.send({ type: 'recording.finish' })
    screen.recorder.emit({ type: 'capture.stopped' })
    expect(screen.calls.finish.inputs).toEqual([{ sessionId: 's-1' }])
  })

  it('lets the person leave the last chunks uploading in the background', async () => {
    const screen = start()
    await screen.listen()
    screen.send({ type: 'recording.finish' })
    screen.recorder.emit({ type: 'chunk.stored', order: 0 })
    screen.recorder.emit({ type: 'capture.stopped' })
    screen.send({ type: 'recording.leave' })
    expect(screen.handOver).toHaveBeenCalledWith({ sessionId: 's-1' })
    await answerWith(screen.calls.finish, consultationSession({ status: 'finished' }))
    expect(selectIsFinished(screen.snapshot())).toBe(true)
    expect(selectLeftUploading(screen.snapshot())).toBe(true)
  })

  it('waits for chunks an earlier page left before finishing', async () => {
    const screen = start({ pending: [0, 1] })
    await flush()
    expect(selectPendingChunks(screen.snapshot())).toBe(2)
    screen.send({ type: 'recording.finish' })
    expect(screen.calls.finish.inputs).toEqual([])
    await screen.acknowledge()
    await screen.acknowledge()
    expect(screen.calls.finish.inputs).toHaveLength(1)
  })

  it('says "transcription with errors" when the server refuses a chunk, and can try again', async () => {
    const screen = start()
    await screen.listen()
    screen.recorder.emit({ type: 'chunk.stored', order: 0 })
    await failWith(screen.upload, new ApiError('http', 'conflict', 'Another chunk', 409))
    expect(selectUploadProblem(screen.snapshot())).toBe('conflict')
    // While recording it is only shown; at the end it stops the finish.
    expect(selectIsListening(screen.snapshot())).toBe(true)
    screen.send({ type: 'recording.finish' })
    screen.recorder.emit({ type: 'capture.stopped' })
    expect(selectHasTranscriptionErrors(screen.snapshot())).toBe(true)
    expect(selectHasError(screen.snapshot())).toBe(true)
    screen.send({ type: 'upload.retry' })
    expect(screen.upload.inputs).toHaveLength(2)
    expect(selectHasTranscriptionErrors(screen.snapshot())).toBe(false)
    await screen.acknowledge()
    expect(screen.calls.finish.inputs).toHaveLength(1)
  })

  it('tells the microphone error, and records again with another microphone', async () => {
    const screen = start()
    await flush()
    screen.send({ type: 'recording.start' })
    screen.recorder.emit({ type: 'microphone.failed', kind: 'permission-denied' })
    expect(selectMicrophoneError(screen.snapshot())).toBe('permission-denied')
    expect(selectHasError(screen.snapshot())).toBe(true)
    expect(selectCanChooseMicrophone(screen.snapshot())).toBe(true)
    screen.send({ type: 'microphone.choose', deviceId: 'usb' })
    expect(selectMicrophoneError(screen.snapshot())).toBeNull()
    expect(screen.recorder.inputs.at(-1)).toEqual({ sessionId: 's-1', deviceId: 'usb' })
  })

  it('keeps what was recorded when the microphone goes away, and can finish with it', async () => {
    const screen = start()
    await screen.listen()
    screen.recorder.emit({ type: 'chunk.stored', order: 0 })
    screen.recorder.emit({ type: 'microphone.failed', kind: 'device-busy' })
    expect(selectMicrophoneError(screen.snapshot())).toBe('device-busy')
    screen.send({ type: 'recording.finish' })
    await screen.acknowledge()
    expect(screen.calls.finish.inputs).toHaveLength(1)
  })

  it('takes manual text at any time, recording or not', async () => {
    const screen = start()
    screen.send({ type: 'text.change', text: 'Dor torácica há 2 dias.' })
    expect(selectManualText(screen.snapshot())).toBe('Dor torácica há 2 dias.')
    await screen.listen()
    screen.send({ type: 'text.change', text: 'Dor torácica há 3 dias.' })
    expect(selectManualText(screen.snapshot())).toBe('Dor torácica há 3 dias.')
    expect(selectIsListening(screen.snapshot())).toBe(true)
  })

  it('finishes a consultation typed by hand, without a microphone', async () => {
    const screen = start()
    await flush()
    screen.send({ type: 'recording.finish' })
    expect(screen.recorder.inputs).toEqual([])
    expect(screen.calls.finish.inputs).toHaveLength(1)
  })

  it('shows the input level while capturing, and silence after', async () => {
    const screen = start()
    await screen.listen()
    screen.recorder.emit({ type: 'audio.level', db: -28 })
    expect(selectLevel(screen.snapshot())).toBe(-28)
    screen.send({ type: 'recording.finish' })
    screen.recorder.emit({ type: 'capture.stopped' })
    expect(selectLevel(screen.snapshot())).toBe(-100)
  })

  it('says when ending the consultation failed, and tries again when asked', async () => {
    const screen = start()
    await flush()
    screen.send({ type: 'recording.finish' })
    await failWith(screen.calls.finish, new ApiError('http', 'internal', 'x', 500))
    expect(selectFinishFailed(screen.snapshot())).toBe(true)
    screen.send({ type: 'recording.finish' })
    expect(screen.calls.finish.inputs).toHaveLength(2)
  })
})

describe('recording machine: an uploaded recording', () => {
  const file = new Blob([new Uint8Array(8)], { type: 'audio/wav' })
  /** A file chosen and decoded (`totalSeconds` long), its first chunk stored (up to `storedSeconds`). */
  async function fileFirstChunkStored(storedSeconds: number, totalSeconds: number) {
    const screen = start()
    await flush()
    screen.send({ type: 'file.choose', file })
    screen.importer.emit({ type: 'file.decoded', totalSeconds })
    screen.importer.emit({ type: 'file.stored', order: 0, storedSeconds, totalSeconds })
    return screen
  }

  it('decodes the file, queues each stored chunk for upload and shows how far it got', async () => {
    const screen = start()
    await flush()
    expect(selectCanUploadFile(screen.snapshot())).toBe(true)
    screen.send({ type: 'file.choose', file })
    expect(screen.importer.inputs).toEqual([{ sessionId: 's-1', file }])
    expect(selectIsImportingFile(screen.snapshot())).toBe(true)
    expect(selectIsBusy(screen.snapshot())).toBe(true)
    // Neither the microphone nor another file while this one is read.
    expect(selectCanStart(screen.snapshot())).toBe(false)
    expect(selectCanUploadFile(screen.snapshot())).toBe(false)
    expect(selectFileProgress(screen.snapshot())).toMatchObject({ phase: 'decoding', sent: 0, total: 0 })

    screen.importer.emit({ type: 'file.decoded', totalSeconds: 50 })
    screen.importer.emit({ type: 'file.stored', order: 0, storedSeconds: 25, totalSeconds: 50 })
    expect(selectFileProgress(screen.snapshot())).toMatchObject({ phase: 'storing', storedPercent: 50 })
    // The chunk goes up as soon as it is stored, while the rest of the file is cut.
    expect(screen.upload.inputs).toEqual([{ sessionId: 's-1', order: 0 }])
    expect(selectPendingChunks(screen.snapshot())).toBe(1)
    screen.importer.emit({ type: 'file.stored', order: 1, storedSeconds: 50, totalSeconds: 50 })
    screen.importer.emit({ type: 'file.imported' })
    expect(selectIsIdle(screen.snapshot())).toBe(true)
    expect(selectFileProgress(screen.snapshot())).toMatchObject({ phase: 'sending', sent: 0, total: 2 })

    await screen.acknowledge()
    expect(selectFileProgress(screen.snapshot())).toMatchObject({ phase: 'sending', sent: 1, total: 2 })
    expect(screen.upload.inputs.at(-1)).toEqual({ sessionId: 's-1', order: 1 })
    await screen.acknowledge()
    expect(selectFileProgress(screen.snapshot())).toMatchObject({ phase: 'sent', sent: 2, total: 2 })
    expect(selectPendingChunks(screen.snapshot())).toBe(0)
    // The microphone or another file can follow.
    expect(selectCanStart(screen.snapshot())).toBe(true)
    expect(selectCanUploadFile(screen.snapshot())).toBe(true)
  })

  it('says why a file was refused, and takes another one', async () => {
    const screen = start()
    await flush()
    screen.send({ type: 'file.choose', file })
    screen.importer.emit({ type: 'file.failed', kind: 'undecodable' })
    expect(selectFileError(screen.snapshot())).toBe('undecodable')
    expect(selectFileProgress(screen.snapshot())).toBeNull()
    expect(selectHasError(screen.snapshot())).toBe(false)
    expect(screen.upload.inputs).toEqual([])
    screen.send({ type: 'file.choose', file })
    expect(selectFileError(screen.snapshot())).toBeNull()
    expect(screen.importer.inputs).toHaveLength(2)
  })

  it('still sends the chunks stored before the browser ran out of space', async () => {
    const screen = await fileFirstChunkStored(30, 90)
    screen.importer.emit({ type: 'file.failed', kind: 'storage' })
    expect(selectFileError(screen.snapshot())).toBe('storage')
    expect(selectFileProgress(screen.snapshot())).toMatchObject({ phase: 'sending', total: 1 })
    await screen.acknowledge()
    expect(selectFileProgress(screen.snapshot())).toMatchObject({ phase: 'sent', sent: 1 })
  })

  it('retries a chunk of the file the network lost, and finishes once it is on the server', async () => {
    const screen = await fileFirstChunkStored(20, 20)
    screen.importer.emit({ type: 'file.imported' })
    await answerOffline(screen.upload)
    // The chunk stays waiting in the browser; the retry delay sends it again.
    expect(selectFileProgress(screen.snapshot())).toMatchObject({ phase: 'sending', sent: 0, total: 1 })
    screen.send({ type: 'recording.finish' })
    expect(selectIsTranscribing(screen.snapshot())).toBe(true)
    expect(screen.calls.finish.inputs).toEqual([])
    screen.send({ type: 'upload.retry' })
    await flush()
    expect(screen.upload.inputs).toEqual([
      { sessionId: 's-1', order: 0 },
      { sessionId: 's-1', order: 0 },
    ])
    await screen.acknowledge()
    expect(selectFileProgress(screen.snapshot())).toMatchObject({ phase: 'sent', sent: 1 })
    expect(screen.calls.finish.inputs).toEqual([{ sessionId: 's-1' }])
  })

  it('takes a file when the microphone cannot be used', async () => {
    const screen = start()
    await flush()
    screen.send({ type: 'recording.start' })
    screen.recorder.emit({ type: 'microphone.failed', kind: 'permission-denied' })
    expect(selectCanUploadFile(screen.snapshot())).toBe(true)
    screen.send({ type: 'file.choose', file })
    expect(selectMicrophoneError(screen.snapshot())).toBeNull()
    expect(selectIsImportingFile(screen.snapshot())).toBe(true)
  })

  it('offers no upload while listening or once finished', async () => {
    const screen = start()
    await screen.listen()
    expect(selectCanUploadFile(screen.snapshot())).toBe(false)
    screen.send({ type: 'recording.finish' })
    screen.recorder.emit({ type: 'capture.stopped' })
    await answerWith(screen.calls.finish, consultationSession())
    expect(selectIsFinished(screen.snapshot())).toBe(true)
    expect(selectCanUploadFile(screen.snapshot())).toBe(false)
  })
})

// Every path of docs/statecharts/recording.md, replayed on a real actor.
/** Which of start, pause, resume and finish the screen offers. */
const offers = (snapshot: Parameters<typeof selectCanStart>[0]) => ({
  start: selectCanStart(snapshot),
  pause: selectCanPause(snapshot),
  resume: selectCanResume(snapshot),
  finish: selectCanFinish(snapshot),
})
const none = { start: false, pause: false, resume: false, finish: false }
type Snapshot = Parameters<typeof selectCanStart>[0]
/** The badge `shows` is up, busy or not, and exactly `offered` can be pressed. */
const badge =
  (shows: (snapshot: Snapshot) => boolean, busy: boolean, offered: typeof none): StepCheck =>
  ({ actual }) => {
    expect([shows(actual), selectIsBusy(actual)]).toEqual([true, busy])
    expect(offers(actual)).toEqual(offered)
  }

describePaths('recording machine paths', recordingMachine, pathOptions, {
  every: (step) => {
    const snapshot = step.actual
    const capture = (snapshot.children as Record<string, AnyActorRef | undefined>).capture
    // The microphone is in use exactly while capturing; the upload queue runs until the end.
    expect(capture !== undefined).toBe(snapshot.matches('capturing'))
    if (snapshot.status === 'active') expect(snapshot.children.upload).toBeDefined()
    expect(selectMicrophoneError(snapshot) !== null).toBe(snapshot.hasTag('microphone-error'))
    // One badge at a time: ready, asking for the microphone, listening or paused.
    expect(
      [selectIsIdle, selectIsRequestingMicrophone, selectIsListening, selectIsPaused].filter((is) =>
        is(snapshot),
      ).length,
    ).toBeLessThanOrEqual(1)
    // Asked for exactly while the capture waits for the microphone, never once it is granted or refused.
    expect(selectIsRequestingMicrophone(snapshot)).toBe(
      snapshot.matches({ capturing: 'requestingMicrophone' }),
    )
    if (snapshot.hasTag('finished')) expect(snapshot.status).toBe('done')
    // A file is read only while importing, and can be chosen only where nothing else uses the audio.
    expect(snapshot.children.import !== undefined).toBe(selectIsImportingFile(snapshot))
    expect(selectCanUploadFile(snapshot)).toBe(snapshot.hasTag('idle') || snapshot.hasTag('microphone-error'))
  },
  states: {
    // Ready to record: start, choose a microphone, or finish with typed notes only; no error shown.
    idle: ({ actual }) => {
      expect(selectIsIdle(actual)).toBe(true)
      expect(offers(actual)).toEqual({ ...none, start: true, finish: true })
      expect([selectHasError(actual), selectCanChooseMicrophone(actual)]).toEqual([false, true])
      expect(selectLevel(actual)).toBe(SILENT_LEVEL_DB)
    },
    // The microphone is being asked for: the badge says so, busy, and only giving up is offered.
    'capturing.requestingMicrophone': ({ actual }) => {
      expect([selectIsRequestingMicrophone(actual), selectIsIdle(actual), selectIsBusy(actual)]).toEqual([
        true,
        false,
        true,
      ])
      expect(offers(actual)).toEqual({ ...none, finish: true })
    },
    // Listening (the server told meanwhile, or already): pause or finish.
    'capturing.starting': badge(selectIsListening, false, { ...none, pause: true, finish: true }),
    'capturing.listening': badge(selectIsListening, false, { ...none, pause: true, finish: true }),
    // Pausing or resuming: the badge says where it is going, and nothing can be pressed meanwhile.
    'capturing.pausing': badge(selectIsPaused, true, none),
    'capturing.paused': badge(selectIsPaused, false, { ...none, resume: true, finish: true }),
    'capturing.resuming': badge(selectIsListening, true, none),
    // The last chunk is being stored: transcribing, nothing more to record.
    'capturing.stopping': badge(selectIsTranscribing, true, none),
    // A file is being read: busy, its progress shown, no recording meanwhile.
    importing: ({ actual }) => {
      expect(selectIsBusy(actual)).toBe(true)
      expect(selectFileProgress(actual)).not.toBeNull()
      expect(offers(actual)).toEqual(none)
    },
    // The microphone failed: why, and try again, another microphone, a file, or finish with what there is.
    microphoneError: ({ actual }) => {
      expect(selectMicrophoneError(actual)).not.toBeNull()
      expect(offers(actual)).toEqual({ ...none, start: true, finish: true })
      expect(selectCanChooseMicrophone(actual)).toBe(true)
      expect(selectLevel(actual)).toBe(SILENT_LEVEL_DB)
    },
    // The rest goes up: transcribing, and the person may leave it to the background.
    'finishing.uploading': ({ actual }) => {
      expect([selectIsTranscribing(actual), selectIsBusy(actual)]).toEqual([true, true])
      expect(selectCanLeave(actual)).toBe(true)
      expect(offers(actual)).toEqual(none)
    },
    // The server refused chunks: they are kept, and can be sent again or left to the background.
    'finishing.withErrors': ({ actual }) => {
      expect([selectHasTranscriptionErrors(actual), selectHasError(actual)]).toEqual([true, true])
      expect([actual.can({ type: 'upload.retry' }), selectCanLeave(actual)]).toEqual([true, true])
    },
    // Telling the server the consultation ended: busy, nothing to press.
    closing: ({ actual }) => {
      expect([selectIsTranscribing(actual), selectIsBusy(actual)]).toEqual([true, true])
      expect(offers(actual)).toEqual(none)
      expect(selectCanLeave(actual)).toBe(false)
    },
    // Ending failed: the error, and trying again is the one way on.
    finishFailed: ({ actual }) => {
      expect([selectFinishFailed(actual), selectHasError(actual), selectIsBusy(actual)]).toEqual([
        true,
        true,
        false,
      ])
      expect(offers(actual)).toEqual({ ...none, finish: true })
    },
    finished: ({ actual }) => {
      expect(selectIsFinished(actual)).toBe(true)
      expect(actual.status).toBe('done')
    },
  },
})
