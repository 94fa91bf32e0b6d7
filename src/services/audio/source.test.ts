import { describe, expect, it, vi } from 'vitest'
import { createMicrophonePreference, MicrophoneError } from './microphone'
import { DEFAULT_AUDIO_PROCESSING } from './settings'
import { openTeleconsultationAudio, releaseSource, TAB_SHARE_OPTIONS } from './source'

const domError = (name: string) => Object.assign(new Error(name), { name })

function track(kind: 'audio' | 'video') {
  return { kind, stop: vi.fn() }
}

function stream(kinds: ('audio' | 'video')[]) {
  const tracks = kinds.map(track)
  return {
    tracks,
    stream: {
      getTracks: () => tracks,
      getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    } as unknown as MediaStream,
  }
}

const preference = () => createMicrophonePreference(window.localStorage)

/** Opens the teleconsultation's audio expecting a failure, and says which. */
async function openingFails(devices: Parameters<typeof openTeleconsultationAudio>[0]) {
  const error = await openTeleconsultationAudio(devices, preference(), null, DEFAULT_AUDIO_PROCESSING).catch(
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(MicrophoneError)
  return (error as MicrophoneError).kind
}

describe('teleconsultation audio', () => {
  it('shares a tab with its sound, then opens the microphone: two inputs for one capture', async () => {
    const tab = stream(['video', 'audio'])
    const microphone = stream(['audio'])
    const devices = {
      getDisplayMedia: vi.fn(async () => tab.stream),
      getUserMedia: vi.fn(async () => microphone.stream),
    }
    const sources = await openTeleconsultationAudio(devices, preference(), null, DEFAULT_AUDIO_PROCESSING)
    expect(devices.getDisplayMedia).toHaveBeenCalledWith(TAB_SHARE_OPTIONS)
    expect(sources).toEqual([
      { stream: microphone.stream, endedKind: 'device-busy' },
      { stream: tab.stream, endedKind: 'tab-share-ended' },
    ])
    releaseSource(sources)
    for (const t of [...tab.tracks, ...microphone.tracks]) expect(t.stop).toHaveBeenCalled()
  })

  it('says so when the person refuses to share the tab', async () => {
    const devices = {
      getDisplayMedia: vi.fn(async () => Promise.reject(domError('NotAllowedError'))),
      getUserMedia: vi.fn(),
    }
    expect(await openingFails(devices)).toBe('tab-share-refused')
    expect(devices.getUserMedia).not.toHaveBeenCalled()
  })

  it('says so when the shared tab has no sound, and stops the share', async () => {
    const tab = stream(['video'])
    const devices = { getDisplayMedia: vi.fn(async () => tab.stream), getUserMedia: vi.fn() }
    expect(await openingFails(devices)).toBe('tab-no-audio')
    expect(tab.tracks[0]!.stop).toHaveBeenCalled()
    expect(devices.getUserMedia).not.toHaveBeenCalled()
  })

  it('stops the tab share when the microphone cannot open', async () => {
    const tab = stream(['video', 'audio'])
    const devices = {
      getDisplayMedia: vi.fn(async () => tab.stream),
      getUserMedia: vi.fn(async () => Promise.reject(domError('NotAllowedError'))),
    }
    expect(await openingFails(devices)).toBe('permission-denied')
    for (const t of tab.tracks) expect(t.stop).toHaveBeenCalled()
  })

  it('says tab sharing is refused where the browser cannot share a tab', async () => {
    expect(await openingFails({ getUserMedia: vi.fn() })).toBe('tab-share-refused')
  })
})
