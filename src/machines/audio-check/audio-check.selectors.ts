import type { SnapshotFrom } from 'xstate'
import type { audioCheckMachine } from './audio-check.machine'

type AudioCheckSnapshot = SnapshotFrom<typeof audioCheckMachine>

/** Step one: listening for sound. */
export const selectIsChecking = (snapshot: AudioCheckSnapshot) => snapshot.hasTag('checking')
/** A sound is being heard; held for a second it counts. */
export const selectIsHearing = (snapshot: AudioCheckSnapshot) => snapshot.hasTag('hearing')
export const selectIsDetected = (snapshot: AudioCheckSnapshot) => snapshot.hasTag('detected')
/** No sound in time: offer another microphone (microphone.choose) or another try (check.again). */
export const selectIsNotDetected = (snapshot: AudioCheckSnapshot) => snapshot.hasTag('not-detected')
export const selectMicrophoneError = (snapshot: AudioCheckSnapshot) =>
  snapshot.hasTag('microphone-error') ? snapshot.context.microphoneError : null
/** The check is over: go on to the consultation with the output's microphone. */
export const selectIsDone = (snapshot: AudioCheckSnapshot) => snapshot.hasTag('continue')
/** Not offered on this device (mobile). */
export const selectIsUnsupported = (snapshot: AudioCheckSnapshot) => snapshot.hasTag('unsupported')
export const selectLevel = (snapshot: AudioCheckSnapshot) => snapshot.context.level
export const selectDeviceId = (snapshot: AudioCheckSnapshot) => snapshot.context.deviceId
export const selectCanContinue = (snapshot: AudioCheckSnapshot) => snapshot.can({ type: 'check.continue' })
export const selectCanChooseMicrophone = (snapshot: AudioCheckSnapshot) =>
  snapshot.can({ type: 'microphone.choose', deviceId: null })
