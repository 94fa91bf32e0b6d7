import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { recordingMachine } from '../recording/recording.machine'
import type { consultationScreenMachine } from './consultation-screen.machine'

type ScreenSnapshot = SnapshotFrom<typeof consultationScreenMachine>

/** The running recording, for the recording selectors. */
export const selectRecordingActor = (snapshot: ScreenSnapshot) =>
  snapshot.children.recording as ActorRefFrom<typeof recordingMachine> | undefined
export const selectSession = (snapshot: ScreenSnapshot) => snapshot.context.session
export const selectIsLoading = (snapshot: ScreenSnapshot) => snapshot.hasTag('loading')
export const selectLoadFailed = (snapshot: ScreenSnapshot) => snapshot.hasTag('load-failed')
/** The transcript is being read again as chunks are transcribed. */
export const selectIsFollowing = (snapshot: ScreenSnapshot) => snapshot.hasTag('following')
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
export const selectElapsedSeconds = (snapshot: ScreenSnapshot) => snapshot.context.elapsedSeconds
export const selectMicrophones = (snapshot: ScreenSnapshot) => snapshot.context.microphones
export const selectDeviceId = (snapshot: ScreenSnapshot) => snapshot.context.deviceId
export const selectIsExitConfirming = (snapshot: ScreenSnapshot) => snapshot.hasTag('exit-confirming')
export const selectIsExitChecking = (snapshot: ScreenSnapshot) => snapshot.hasTag('exit-checking')
export const selectIsLeaving = (snapshot: ScreenSnapshot) => snapshot.hasTag('leaving')
