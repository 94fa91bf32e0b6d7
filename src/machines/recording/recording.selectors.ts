import type { SnapshotFrom } from 'xstate'
import { tagSelectors } from '../shared-connect/tag-selectors'
import type { recordingMachine } from './recording.machine'

type RecordingSnapshot = SnapshotFrom<typeof recordingMachine>

export const {
  selectIsIdle,
  selectIsRequestingMicrophone,
  selectIsListening,
  selectIsPaused,
  selectIsBusy,
  selectIsTranscribing,
  selectHasError,
  selectIsFinished,
  selectHasTranscriptionErrors,
  selectFinishFailed,
} = tagSelectors<RecordingSnapshot>()({
  selectIsIdle: 'idle',
  /** The browser is asking for the microphone (the call's tab too, in a teleconsultation): not ready yet. */
  selectIsRequestingMicrophone: 'requesting-microphone',
  selectIsListening: 'listening',
  selectIsPaused: 'paused',
  selectIsBusy: 'busy',
  /** After stop: the last chunks go up (the spec's "transcribing"). */
  selectIsTranscribing: 'transcribing',
  selectHasError: 'error',
  selectIsFinished: 'finished',
  /** The spec's "transcription with errors": chunks the server refused, kept in the browser. */
  selectHasTranscriptionErrors: 'transcription-errors',
  /** "Error ending consultation", with a try-again (recording.finish). */
  selectFinishFailed: 'finish-failed',
})

/**
 * Why the microphone cannot be used (permission-denied, no-device, device-busy, other), for the spec's
 * "Error accessing or starting the microphone" with the prompt to choose another one or check permissions.
 */
export const selectMicrophoneError = (snapshot: RecordingSnapshot) =>
  snapshot.hasTag('microphone-error') ? snapshot.context.microphoneError : null

/** The visible indicator: chunks recorded and not yet on the server. */
export const selectPendingChunks = (snapshot: RecordingSnapshot) => snapshot.context.pendingChunks
export const selectUploadProblem = (snapshot: RecordingSnapshot) => snapshot.context.uploadProblem
export const selectIsUploadOffline = (snapshot: RecordingSnapshot) => snapshot.context.uploadOffline
/** Finished while chunks were still uploading (they go on in the background). */
export const selectLeftUploading = (snapshot: RecordingSnapshot) => snapshot.context.leftUploading
/** The input level in dBFS (-100 when silent or not capturing). */
export const selectLevel = (snapshot: RecordingSnapshot) => snapshot.context.level
export const selectManualText = (snapshot: RecordingSnapshot) => snapshot.context.manualText

export const selectCanStart = (snapshot: RecordingSnapshot) => snapshot.can({ type: 'recording.start' })
export const selectCanPause = (snapshot: RecordingSnapshot) => snapshot.can({ type: 'recording.pause' })
export const selectCanResume = (snapshot: RecordingSnapshot) => snapshot.can({ type: 'recording.resume' })
export const selectCanFinish = (snapshot: RecordingSnapshot) => snapshot.can({ type: 'recording.finish' })
/** Offered while the last chunks upload: finish now and let them go on in the background. */
export const selectCanLeave = (snapshot: RecordingSnapshot) => snapshot.can({ type: 'recording.leave' })
export const selectCanChooseMicrophone = (snapshot: RecordingSnapshot) =>
  snapshot.can({ type: 'microphone.choose', deviceId: null })

/** A recording made elsewhere can be uploaded now (idle, or the microphone failed). */
export const selectCanUploadFile = (snapshot: RecordingSnapshot) =>
  snapshot.can({ type: 'file.choose', file: new Blob([]) })
/** The uploaded file is being decoded or its chunks stored. */
export const selectIsImportingFile = (snapshot: RecordingSnapshot) => snapshot.hasTag('importing')
/** Why the last chosen file was refused (undecodable, too-big, too-long, empty, storage), if it was. */
export const selectFileError = (snapshot: RecordingSnapshot) => snapshot.context.fileError

/**
 * The last uploaded file's progress: decoding, storing (percent of its audio stored), sending (parts
 * acknowledged by the server out of all its parts) or sent; null when no file was uploaded.
 */
export const selectFileProgress = (snapshot: RecordingSnapshot) => {
  const { fileImport, pendingOrders } = snapshot.context
  if (!fileImport) return null
  const total = fileImport.orders.length
  const sent = fileImport.orders.filter((order) => !pendingOrders.includes(order)).length
  const storedPercent =
    fileImport.totalSeconds > 0 ? Math.floor((fileImport.storedSeconds / fileImport.totalSeconds) * 100) : 0
  const phase =
    fileImport.phase !== 'stored' ? fileImport.phase : sent < total ? ('sending' as const) : ('sent' as const)
  return { phase, storedPercent, sent, total, totalSeconds: Math.round(fileImport.totalSeconds) }
}
