import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { recordingMachine } from '../recording/recording.machine'
import { type consultationScreenMachine, hasDocument } from './consultation-screen.machine'

type ScreenSnapshot = SnapshotFrom<typeof consultationScreenMachine>

/** The running recording, for the recording selectors. */
export const selectRecordingActor = (snapshot: ScreenSnapshot) =>
  snapshot.children.recording as ActorRefFrom<typeof recordingMachine> | undefined
export const selectSession = (snapshot: ScreenSnapshot) => snapshot.context.session
export const selectIsLoading = (snapshot: ScreenSnapshot) => snapshot.hasTag('loading')
export const selectLoadFailed = (snapshot: ScreenSnapshot) => snapshot.hasTag('load-failed')
/** The transcript is being read again as chunks are transcribed. */
/**
 * The transcript is being brought up to date: never while the microphone is only being asked for, with nothing
 * recorded yet to transcribe (the recorder's badge says that).
 */
export const selectIsFollowing = (snapshot: ScreenSnapshot) => {
  const askingForMicrophone = snapshot.context.recordingAsking && snapshot.context.pendingChunks === 0
  return snapshot.hasTag('following') && !askingForMicrophone
}
/** What the transcript box shows: the clinician's edit, else the server's transcript. */
export const selectTranscript = (snapshot: ScreenSnapshot) =>
  snapshot.context.transcriptDraft ?? snapshot.context.session?.transcription ?? ''
export const selectIsTranscriptEdited = (snapshot: ScreenSnapshot) =>
  snapshot.context.transcriptDraft !== null
export const selectNotes = (snapshot: ScreenSnapshot) =>
  snapshot.context.notesDraft ?? snapshot.context.session?.notes ?? ''
export const selectIsSaving = (snapshot: ScreenSnapshot) => snapshot.hasTag('saving')
export const selectSaveFailed = (snapshot: ScreenSnapshot) =>
  snapshot.hasTag('transcript-save-failed') || snapshot.hasTag('notes-save-failed')
/** Chunks the server could not transcribe (with their reasons): the spec's "transcription with errors". */
export const selectFailedChunks = (snapshot: ScreenSnapshot) =>
  (snapshot.context.chunks ?? []).filter((chunk) => chunk.status === 'failed')
/** The recorded time: what was recorded before the page opened (a reload), the files uploaded here and the seconds listened here. */
export const selectElapsedSeconds = (snapshot: ScreenSnapshot) =>
  Math.round(
    snapshot.context.recordedBeforeMs / 1000 +
      Object.values(snapshot.context.importedSeconds).reduce((sum, seconds) => sum + seconds, 0),
  ) + snapshot.context.elapsedSeconds
/**
 * A consultation the phone records (mobile mode) as the computer follows it: where the phone is (waiting,
 * recording, paused, finished) and the time its audio on the server lasts, read at every follow.
 */
export const selectPhoneRecording = (snapshot: ScreenSnapshot) => {
  const session = snapshot.context.session
  if (!session?.mobile) return null
  const seconds = Math.round(
    (snapshot.context.chunks ?? []).reduce((total, chunk) => total + chunk.duration_ms, 0) / 1000,
  )
  return { status: session.status, seconds }
}
export const selectMicrophones = (snapshot: ScreenSnapshot) => snapshot.context.microphones
export const selectDeviceId = (snapshot: ScreenSnapshot) => snapshot.context.deviceId
export const selectIsExitConfirming = (snapshot: ScreenSnapshot) => snapshot.hasTag('exit-confirming')
export const selectIsExitChecking = (snapshot: ScreenSnapshot) => snapshot.hasTag('exit-checking')
export const selectIsLeaving = (snapshot: ScreenSnapshot) => snapshot.hasTag('leaving')
/** The consultation has a document as far as the screen knows (read from the server or asked for here). */
export const selectHasDocument = (snapshot: ScreenSnapshot) => hasDocument(snapshot.context)
/** Nothing to warn about: the consultation could not be read (gone, or another account's) and nothing was recorded here. */
const isUnreadAndEmpty = (snapshot: ScreenSnapshot) =>
  snapshot.hasTag('load-failed') && !snapshot.context.recorded
/**
 * A navigation the person starts goes through the exit check (the machine reads the server again: no
 * document asks to confirm leaving, an unsigned one asks to sign it off, signed ones let it go at once),
 * unless the person has already chosen to leave.
 */
export const selectMustConfirmExit = (snapshot: ScreenSnapshot) =>
  !snapshot.hasTag('leaving') && !isUnreadAndEmpty(snapshot)
/** Leaving waits for the sign-off of the written documents: how many, and how many findings are open. */
export const selectExitSignoff = (snapshot: ScreenSnapshot) => {
  if (!snapshot.hasTag('exit-signoff')) return null
  const unsigned = snapshot.context.exitUnsigned
  return {
    documents: unsigned.length,
    openFindings: unsigned.reduce((sum, document) => sum + document.openFindings, 0),
    signing: snapshot.hasTag('exit-signing'),
    failed: snapshot.hasTag('exit-signoff-failed'),
  }
}
/** Closing or reloading the page deserves the browser's warning: recording, chunks waiting, or no document. */
export const selectWarnsBeforeUnload = (snapshot: ScreenSnapshot) =>
  snapshot.context.recordingActive ||
  snapshot.context.pendingChunks > 0 ||
  (!hasDocument(snapshot.context) && !isUnreadAndEmpty(snapshot))
