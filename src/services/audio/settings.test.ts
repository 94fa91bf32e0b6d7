import { describe, expect, it, vi } from 'vitest'
import { createMicrophonePreference, openMicrophone } from './microphone'
import { AUDIO_PROCESSING_KEY, createAudioProcessingPreference, DEFAULT_AUDIO_PROCESSING } from './settings'

describe('audio processing settings', () => {
  it('starts with every processing on, and keeps what the clinician turns off', () => {
    const preference = createAudioProcessingPreference(window.localStorage)
    expect(preference.get()).toEqual(DEFAULT_AUDIO_PROCESSING)
    preference.set({ noiseSuppression: false, echoCancellation: true, autoGainControl: false })
    expect(createAudioProcessingPreference(window.localStorage).get()).toEqual({
      noiseSuppression: false,
      echoCancellation: true,
      autoGainControl: false,
    })
  })

  it('reads anything unreadable as the default', () => {
    window.localStorage.setItem(AUDIO_PROCESSING_KEY, '{not json')
    expect(createAudioProcessingPreference(window.localStorage).get()).toEqual(DEFAULT_AUDIO_PROCESSING)
    window.localStorage.setItem(AUDIO_PROCESSING_KEY, JSON.stringify({ echoCancellation: 'no' }))
    expect(createAudioProcessingPreference(window.localStorage).get()).toEqual(DEFAULT_AUDIO_PROCESSING)
  })

  it('is what the microphone is opened with', async () => {
    const getUserMedia = vi.fn(async () => ({}) as MediaStream)
    await openMicrophone(
      { getUserMedia, enumerateDevices: vi.fn() },
      createMicrophonePreference(window.localStorage),
      'usb',
      { noiseSuppression: false, echoCancellation: false, autoGainControl: true },
    )
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: {
        deviceId: { exact: 'usb' },
        channelCount: 1,
        echoCancellation: false,
        noiseSuppression: false,
        autoGainControl: true,
      },
      video: false,
    })
  })
})
