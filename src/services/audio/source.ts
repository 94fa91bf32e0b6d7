import {
  asMicrophoneError,
  type createMicrophonePreference,
  MicrophoneError,
  type MicrophoneErrorKind,
  openMicrophone,
} from './microphone'
import type { AudioProcessing } from './settings'

// What a consultation records from: the microphone, or in teleconsultation the microphone and the call's
// browser tab (getDisplayMedia), both mixed into the same 16 kHz mono capture.

/** One input of a mixed capture, and what its ending means (the microphone went away, the tab stopped sharing). */
export type SourceStream = { stream: MediaStream; endedKind: MicrophoneErrorKind }

/** What is captured: a microphone, or several inputs (microphone and call tab) mixed into one mono signal. */
export type CaptureSource = MediaStream | SourceStream[]

export const sourcesOf = (source: CaptureSource): SourceStream[] =>
  Array.isArray(source) ? source : [{ stream: source, endedKind: 'device-busy' }]

/** Stops every track of a source (a shared tab's video too), for a capture that never started. */
export function releaseSource(source: CaptureSource) {
  for (const { stream } of sourcesOf(source)) for (const track of stream.getTracks()) track.stop()
}

type Devices = Partial<Pick<MediaDevices, 'enumerateDevices' | 'getUserMedia' | 'getDisplayMedia'>>

/** What the browser is asked to share: a tab with its sound, not this page, no system audio. */
export const TAB_SHARE_OPTIONS = {
  video: true,
  audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
  preferCurrentTab: false,
  selfBrowserSurface: 'exclude',
  surfaceSwitching: 'include',
  systemAudio: 'exclude',
} as DisplayMediaStreamOptions

/**
 * The call tab's sound and the microphone, for a teleconsultation. Refusing the share, a tab shared
 * without its sound and a browser that cannot share a tab are MicrophoneErrors of their own kinds; what
 * was opened is released on any failure.
 */
export async function openTeleconsultationAudio(
  devices: Devices | undefined,
  preference: ReturnType<typeof createMicrophonePreference>,
  deviceId: string | null,
  processing: AudioProcessing,
): Promise<SourceStream[]> {
  if (!devices?.getDisplayMedia) {
    throw new MicrophoneError('tab-share-refused', 'getDisplayMedia is unavailable in this browser')
  }
  let tab: MediaStream
  try {
    tab = await devices.getDisplayMedia(TAB_SHARE_OPTIONS)
  } catch (error) {
    const kind = asMicrophoneError(error).kind
    // Refused in the picker (NotAllowedError) or closed without choosing (AbortError in some versions).
    throw new MicrophoneError(
      kind === 'permission-denied' || kind === 'device-busy' ? 'tab-share-refused' : kind,
      String(error),
      {
        cause: error,
      },
    )
  }
  if (tab.getAudioTracks().length === 0) {
    releaseSource(tab)
    throw new MicrophoneError('tab-no-audio', 'The shared tab has no audio track')
  }
  try {
    const microphone = await openMicrophone(
      devices as Parameters<typeof openMicrophone>[0],
      preference,
      deviceId,
      processing,
    )
    return [
      { stream: microphone, endedKind: 'device-busy' },
      { stream: tab, endedKind: 'tab-share-ended' },
    ]
  } catch (error) {
    releaseSource(tab)
    throw asMicrophoneError(error)
  }
}
