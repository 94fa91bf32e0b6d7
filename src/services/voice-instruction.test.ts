import { describe, expect, it, vi } from 'vitest'
import { fakeCapture } from '../../tests/unit/audio/capture'
import { flush } from '../../tests/unit/deferred'
import { WAV_HEADER_BYTES } from './audio/wav'
import { startVoiceRecording, type VoiceRecorderEvent } from './voice-instruction'

function fakes({ refuse = false } = {}) {
  const track = { stop: vi.fn() }
  const stream = { getTracks: () => [track], getAudioTracks: () => [track] } as unknown as MediaStream
  const mediaDevices = {
    getUserMedia: vi.fn(async () => {
      if (refuse) throw new DOMException('denied', 'NotAllowedError')
      return stream
    }),
  } as unknown as MediaDevices
  const capture = fakeCapture()
  const events: VoiceRecorderEvent[] = []
  const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }
  return {
    dependencies: { mediaDevices, storage, startCapture: capture.start },
    events,
    emit: (event: VoiceRecorderEvent) => events.push(event),
    speak: (seconds: number) => capture.feed(new Float32Array(seconds * 16_000).fill(0.1)),
    capture: capture.capture,
    track,
  }
}

describe('voice instruction recording', () => {
  it('says when the microphone is on, and hands over one 16 kHz WAV, cut at the limit', async () => {
    const fake = fakes()
    const recording = startVoiceRecording(fake.dependencies, 2, fake.emit)
    await flush()
    expect(fake.events).toEqual([{ type: 'voice.started' }])
    fake.speak(1)
    fake.speak(2)
    await recording.stop()
    expect(fake.capture.stop).toHaveBeenCalled()
    const recorded = fake.events[1] as Extract<VoiceRecorderEvent, { type: 'voice.recorded' }>
    expect(recorded.type).toBe('voice.recorded')
    expect(recorded.seconds).toBe(2)
    expect(recorded.audio.type).toBe('audio/wav')
    expect(recorded.audio.size).toBe(WAV_HEADER_BYTES + 2 * 16_000 * 2)
  })

  it('says why the microphone could not be opened', async () => {
    const fake = fakes({ refuse: true })
    startVoiceRecording(fake.dependencies, 90, fake.emit)
    await flush()
    expect(fake.events).toEqual([{ type: 'voice.failed', kind: 'permission-denied' }])
  })

  it('drops the recording when the dialog leaves it', async () => {
    const fake = fakes()
    const recording = startVoiceRecording(fake.dependencies, 90, fake.emit)
    await flush()
    recording.dispose()
    await flush()
    expect(fake.capture.stop).toHaveBeenCalled()
    await recording.stop()
    expect(fake.events).toEqual([{ type: 'voice.started' }])
  })
})
