import { describe, expect, it, vi } from 'vitest'
import {
  classifyMicrophoneError,
  createMicrophonePreference,
  listMicrophones,
  MICROPHONE_KEY,
  MicrophoneError,
  openMicrophone,
} from './microphone'

const domError = (name: string) => Object.assign(new Error(name), { name })
const stream = {} as MediaStream

function devices(getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  return {
    getUserMedia: vi.fn(getUserMedia),
    enumerateDevices: vi.fn(
      async () =>
        [
          { kind: 'audioinput', deviceId: 'default', label: 'Default' },
          { kind: 'videoinput', deviceId: 'cam', label: 'Camera' },
          { kind: 'audioinput', deviceId: 'usb', label: 'USB headset' },
          { kind: 'audiooutput', deviceId: 'spk', label: 'Speakers' },
        ] as MediaDeviceInfo[],
    ),
  }
}

describe('microphone errors', () => {
  it.each([
    ['NotAllowedError', 'permission-denied'],
    ['PermissionDeniedError', 'permission-denied'],
    ['SecurityError', 'permission-denied'],
    ['NotFoundError', 'no-device'],
    ['DevicesNotFoundError', 'no-device'],
    ['OverconstrainedError', 'no-device'],
    ['NotReadableError', 'device-busy'],
    ['TrackStartError', 'device-busy'],
    ['AbortError', 'device-busy'],
    ['TypeError', 'other'],
  ])('reads %s as %s', (name, kind) => {
    expect(classifyMicrophoneError(domError(name))).toBe(kind)
  })

  it('reads anything else as other', () => {
    expect(classifyMicrophoneError('boom')).toBe('other')
    expect(classifyMicrophoneError(null)).toBe('other')
  })
})

describe('microphone choice', () => {
  it('lists audio inputs only', async () => {
    expect(await listMicrophones(devices(async () => stream))).toEqual([
      { deviceId: 'default', label: 'Default' },
      { deviceId: 'usb', label: 'USB headset' },
    ])
  })

  it('remembers the chosen microphone in localStorage', () => {
    const preference = createMicrophonePreference(window.localStorage)
    expect(preference.get()).toBeNull()
    preference.set('usb')
    expect(window.localStorage.getItem(MICROPHONE_KEY)).toBe('usb')
    expect(createMicrophonePreference(window.localStorage).get()).toBe('usb')
    preference.set(null)
    expect(preference.get()).toBeNull()
  })

  it('opens the remembered microphone, mono, with speech processing', async () => {
    const preference = createMicrophonePreference(window.localStorage)
    preference.set('usb')
    const media = devices(async () => stream)
    expect(await openMicrophone(media, preference)).toBe(stream)
    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: {
        deviceId: { exact: 'usb' },
        channelCount: 1,
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
      },
      video: false,
    })
  })

  it('falls back to the default microphone when the remembered one is gone, and forgets it', async () => {
    const preference = createMicrophonePreference(window.localStorage)
    preference.set('unplugged')
    const media = devices(async (constraints) => {
      const audio = constraints.audio as MediaTrackConstraints
      if (audio.deviceId) throw domError('OverconstrainedError')
      return stream
    })
    expect(await openMicrophone(media, preference)).toBe(stream)
    expect(media.getUserMedia).toHaveBeenCalledTimes(2)
    expect(preference.get()).toBeNull()
  })

  it('throws a MicrophoneError with the kind', async () => {
    const preference = createMicrophonePreference(window.localStorage)
    const denied = devices(async () => {
      throw domError('NotAllowedError')
    })
    await expect(openMicrophone(denied, preference)).rejects.toMatchObject({
      name: 'MicrophoneError',
      kind: 'permission-denied',
    })
    await expect(openMicrophone(undefined, preference)).rejects.toBeInstanceOf(MicrophoneError)
  })
})
