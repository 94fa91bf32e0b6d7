import { fromCallback } from 'xstate'
import { AUDIO_FORMAT } from '../../contract/consultations'
import { type PcmCapture, type PcmCaptureHandlers, startPcmCapture } from './audio/capture'
import {
  asMicrophoneError,
  createMicrophonePreference,
  isTabAudioError,
  openMicrophone,
} from './audio/microphone'
import { encodeWav } from './audio/wav'

// A spoken instruction for the edit-notes dialog: the chosen microphone → 16 kHz mono PCM (the same
// capture as a consultation) → one WAV, at most the limit long, sent as requested_changes[audio].

/** What the recorder tells the edit-notes machine. */
export type VoiceRecorderEvent =
  | { type: 'voice.started' }
  | { type: 'voice.recorded'; audio: Blob; seconds: number }
  | { type: 'voice.failed'; kind: 'permission-denied' | 'no-device' | 'device-busy' | 'other' }

export type VoiceRecorderDependencies = {
  /** navigator.mediaDevices (undefined on an insecure page). */
  mediaDevices: MediaDevices | undefined
  /** Where the chosen microphone is remembered (the recording screen's choice). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** startPcmCapture, replaceable in tests. */
  startCapture?: (stream: MediaStream, handlers: PcmCaptureHandlers) => Promise<PcmCapture>
}

/** Samples joined in order, cut at `max`. */
function join(blocks: Float32Array[], max: number): Float32Array {
  const total = Math.min(
    max,
    blocks.reduce((sum, block) => sum + block.length, 0),
  )
  const samples = new Float32Array(total)
  let offset = 0
  for (const block of blocks) {
    if (offset >= total) break
    const part = block.subarray(0, total - offset)
    samples.set(part, offset)
    offset += part.length
  }
  return samples
}

/**
 * Records one instruction: 'voice.started' once the microphone is on, then, when told 'voice.stop' (the
 * machine's countdown ends it at the limit), 'voice.recorded' with the WAV. Leaving the state stops the
 * microphone and drops what was captured.
 */
export function startVoiceRecording(
  dependencies: VoiceRecorderDependencies,
  maxSeconds: number,
  emit: (event: VoiceRecorderEvent) => void,
) {
  const startCapture = dependencies.startCapture ?? ((stream, handlers) => startPcmCapture(stream, handlers))
  const preference = createMicrophonePreference(dependencies.storage)
  const blocks: Float32Array[] = []
  const maxSamples = Math.round(maxSeconds * AUDIO_FORMAT.sampleRate)
  let capture: PcmCapture | null = null
  let done = false

  const fail = (error: unknown) => {
    if (done) return
    done = true
    const { kind } = asMicrophoneError(error)
    // Voice instructions use the microphone alone: a tab's share cannot fail here.
    emit({ type: 'voice.failed', kind: isTabAudioError(kind) ? 'other' : kind })
  }

  const started = (async () => {
    const stream = await openMicrophone(dependencies.mediaDevices, preference)
    if (done) {
      for (const track of stream.getTracks()) track.stop()
      return
    }
    capture = await startCapture(stream, {
      onSamples: (samples) => {
        blocks.push(samples)
      },
      onEnded: fail,
    })
    if (done) {
      await capture.stop()
      return
    }
    emit({ type: 'voice.started' })
  })().catch(fail)

  return {
    /** Ends the recording and hands the WAV over. */
    async stop() {
      await started
      if (done || !capture) return
      await capture.stop()
      done = true
      const samples = join(blocks, maxSamples)
      const audio = new Blob([encodeWav(samples)], { type: 'audio/wav' })
      emit({
        type: 'voice.recorded',
        audio,
        seconds: Math.round(samples.length / AUDIO_FORMAT.sampleRate),
      })
    },
    /** Stops without a recording (the dialog closed, or the machine left recording). */
    dispose() {
      if (done) return
      done = true
      void started.then(() => capture?.stop())
    },
  }
}

/** The edit-notes machine's 'record voice' actor on the real microphone. */
export const createVoiceRecorderActor = (dependencies: VoiceRecorderDependencies) =>
  fromCallback<{ type: 'voice.stop' }, { maxSeconds: number }, VoiceRecorderEvent>(
    ({ input, sendBack, receive }) => {
      const recording = startVoiceRecording(dependencies, input.maxSeconds, sendBack)
      receive((event) => {
        if (event.type === 'voice.stop') void recording.stop()
      })
      return () => recording.dispose()
    },
  )
