// The microphone: the device list, the person's remembered choice, and getUserMedia errors sorted into
// what the screen can say (the spec: "Error accessing or starting the microphone", with the prompt to
// choose another microphone or check permissions).

import { type AudioProcessing, DEFAULT_AUDIO_PROCESSING } from './settings'

/** What went wrong opening a microphone, as the screens tell it. */
export type MicrophoneErrorKind =
  | 'permission-denied'
  | 'no-device'
  | 'device-busy'
  | 'other'
  | TabAudioErrorKind
/** Teleconsultation: the call tab's share was refused, the shared tab has no sound, or sharing stopped. */
export type TabAudioErrorKind = 'tab-share-refused' | 'tab-no-audio' | 'tab-share-ended'

export const isTabAudioError = (kind: MicrophoneErrorKind): kind is TabAudioErrorKind =>
  kind.startsWith('tab-')

export class MicrophoneError extends Error {
  override readonly name = 'MicrophoneError'

  constructor(
    /** What the person can do about it: allow access, plug one in, close the other app, or try again. */
    readonly kind: MicrophoneErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** The kind of a getUserMedia (or AudioContext) failure, from the DOMException's name. */
export function classifyMicrophoneError(error: unknown): MicrophoneErrorKind {
  if (error instanceof MicrophoneError) return error.kind
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError': // older Chrome
    case 'SecurityError': // a page not served over HTTPS, or a policy that forbids it
      return 'permission-denied'
    case 'NotFoundError':
    case 'DevicesNotFoundError': // older Chrome
    case 'OverconstrainedError': // the chosen device is gone
      return 'no-device'
    case 'NotReadableError':
    case 'TrackStartError': // older Chrome
    case 'AbortError':
      return 'device-busy'
    default:
      return 'other'
  }
}

export const asMicrophoneError = (error: unknown): MicrophoneError =>
  error instanceof MicrophoneError
    ? error
    : new MicrophoneError(
        classifyMicrophoneError(error),
        error instanceof Error ? error.message : String(error),
        { cause: error },
      )

/** One audio input as the microphone picker lists it. */
export type Microphone = { deviceId: string; label: string }

/** localStorage key of the chosen microphone. */
export const MICROPHONE_KEY = 'escriba.microphone'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
type Devices = Pick<MediaDevices, 'enumerateDevices' | 'getUserMedia'>

/** The microphone the person chose, remembered in this browser. */
export function createMicrophonePreference(storage: KeyValueStorage) {
  return {
    get: (): string | null => storage.getItem(MICROPHONE_KEY),
    set: (deviceId: string | null) =>
      deviceId ? storage.setItem(MICROPHONE_KEY, deviceId) : storage.removeItem(MICROPHONE_KEY),
  }
}

/**
 * Audio inputs. Labels are empty until the page was once allowed the microphone; the picker then shows
 * numbered names (the view's job), and the list is worth reading again after the first grant.
 */
export async function listMicrophones(devices: Devices): Promise<Microphone[]> {
  const all = await devices.enumerateDevices()
  return all
    .filter((device) => device.kind === 'audioinput')
    .map((device) => ({ deviceId: device.deviceId, label: device.label }))
}

/** Constraints for speech: one channel, the browser's echo, noise and gain processing as chosen in settings. */
export function microphoneConstraints(
  deviceId: string | null,
  processing: AudioProcessing = DEFAULT_AUDIO_PROCESSING,
): MediaStreamConstraints {
  return {
    audio: {
      ...(deviceId && deviceId !== 'default' && { deviceId: { exact: deviceId } }),
      channelCount: 1,
      echoCancellation: processing.echoCancellation,
      noiseSuppression: processing.noiseSuppression,
      autoGainControl: processing.autoGainControl,
    },
    video: false,
  }
}

/**
 * Opens the chosen microphone, or the default one when none was chosen or the chosen one is gone (it is
 * then forgotten). Every failure is a MicrophoneError with its kind.
 */
export async function openMicrophone(
  devices: Devices | undefined,
  preference: ReturnType<typeof createMicrophonePreference>,
  deviceId: string | null = preference.get(),
  processing: AudioProcessing = DEFAULT_AUDIO_PROCESSING,
): Promise<MediaStream> {
  // No mediaDevices: an insecure page (http:// other than localhost) or a browser without capture.
  if (!devices?.getUserMedia) throw new MicrophoneError('other', 'navigator.mediaDevices is unavailable')
  try {
    return await devices.getUserMedia(microphoneConstraints(deviceId, processing))
  } catch (error) {
    const kind = classifyMicrophoneError(error)
    if (deviceId && kind === 'no-device') {
      preference.set(null)
      try {
        return await devices.getUserMedia(microphoneConstraints(null, processing))
      } catch (fallback) {
        throw asMicrophoneError(fallback)
      }
    }
    throw asMicrophoneError(error)
  }
}

/** What PUT …/recording takes about the inputs: their ids and labels. */
export const micsInfo = (microphones: Microphone[]) =>
  microphones.map((microphone) => ({ id: microphone.deviceId, label: microphone.label }))
