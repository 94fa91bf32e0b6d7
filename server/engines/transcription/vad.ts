import type { Pcm } from './engine'

const FRAME = 480 // 30 ms at 16 kHz

export interface VoiceActivity {
  /** Milliseconds of frames judged to be speech. */
  speechMs: number
  /** Whether the audio holds speech worth sending to an engine. */
  hasSpeech: boolean
}

const dbfs = (frame: Float32Array) => {
  let sum = 0
  for (let i = 0; i < frame.length; i++) sum += (frame[i] ?? 0) ** 2
  return 10 * Math.log10(sum / frame.length + 1e-12)
}

/**
 * Energy-based voice-activity detection. Speech rises well above the noise floor between words; steady noise
 * and silence do not. A frame is speech when it is 12 dB over the floor (the 10th percentile of frame energies)
 * and above an absolute -50 dBFS; the audio has speech when such frames add up to 300 ms in runs of 90 ms.
 */
export function detectVoice(pcm: Pcm): VoiceActivity {
  const energies: number[] = []
  for (let start = 0; start + FRAME <= pcm.length; start += FRAME)
    energies.push(dbfs(pcm.subarray(start, start + FRAME)))
  if (energies.length === 0) return { speechMs: 0, hasSpeech: false }
  const sorted = [...energies].sort((a, b) => a - b)
  const floor = sorted[Math.floor(sorted.length * 0.1)] ?? -100
  const threshold = Math.max(floor + 12, -50)
  let speechFrames = 0
  let run = 0
  for (const energy of energies) {
    if (energy > threshold) {
      run++
    } else {
      if (run >= 3) speechFrames += run
      run = 0
    }
  }
  if (run >= 3) speechFrames += run
  const speechMs = speechFrames * 30
  return { speechMs, hasSpeech: speechMs >= 300 }
}
