// Synthetic and recorded signals for the audio unit tests: 16 kHz mono Float32 in [-1, 1].
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const RATE = 16_000

/** The repository's speech recordings (shared/ beside the clone, as in CI). */
export const speechDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/eval-data/speech',
)

/** A seeded pseudo-random generator (mulberry32), so failures replay. */
export function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Amplitude of a dBFS RMS level for white noise uniform in [-a, a] (RMS a/√3). */
const noiseAmplitude = (db: number) => 10 ** (db / 20) * Math.sqrt(3)

/** White noise at an RMS level in dBFS. */
export function noise(seconds: number, db: number, seed = 1): Float32Array {
  const next = random(seed)
  const amplitude = noiseAmplitude(db)
  const out = new Float32Array(Math.round(seconds * RATE))
  for (let i = 0; i < out.length; i++) out[i] = (next() * 2 - 1) * amplitude
  return out
}

/** A sine tone at an RMS level in dBFS. */
export function tone(seconds: number, frequency: number, db = -20, rate = RATE): Float32Array {
  const amplitude = 10 ** (db / 20) * Math.SQRT2
  const out = new Float32Array(Math.round(seconds * rate))
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / rate)
  return out
}

/**
 * Speech-like sound: syllables (noise bursts with a 150 Hz buzz, 120–250 ms) separated by 40–80 ms dips
 * that are too short to count as pauses, at about -22 dBFS.
 */
export function babble(seconds: number, seed = 2): Float32Array {
  const next = random(seed)
  const out = new Float32Array(Math.round(seconds * RATE))
  let i = 0
  while (i < out.length) {
    const syllable = Math.round((0.12 + next() * 0.13) * RATE)
    for (let j = 0; j < syllable && i < out.length; j++, i++) {
      const envelope = Math.sin((Math.PI * j) / syllable)
      out[i] = envelope * (0.08 * (next() * 2 - 1) + 0.1 * Math.sin((2 * Math.PI * 150 * i) / RATE))
    }
    const dip = Math.round((0.04 + next() * 0.04) * RATE)
    for (let j = 0; j < dip && i < out.length; j++, i++) out[i] = 0.01 * (next() * 2 - 1)
  }
  return out
}

/** The pieces one after the other. */
export function concat(...pieces: Float32Array[]): Float32Array {
  const out = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0))
  let offset = 0
  for (const piece of pieces) {
    out.set(piece, offset)
    offset += piece.length
  }
  return out
}

/** Adds b onto a (same length or shorter), in place; returns a. */
export function mix(a: Float32Array, b: Float32Array): Float32Array {
  for (let i = 0; i < Math.min(a.length, b.length); i++) a[i]! += b[i]!
  return a
}

/** Samples of a 16-bit PCM WAV (first channel), read from its RIFF chunks. */
export function readWav(buffer: Buffer): { sampleRate: number; channels: number; samples: Float32Array } {
  let offset = 12
  let sampleRate = 0
  let channels = 0
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4)
    const size = buffer.readUInt32LE(offset + 4)
    if (id === 'fmt ') {
      channels = buffer.readUInt16LE(offset + 10)
      sampleRate = buffer.readUInt32LE(offset + 12)
    } else if (id === 'data') {
      const count = Math.floor(Math.min(size, buffer.length - offset - 8) / 2 / channels)
      const samples = new Float32Array(count)
      for (let i = 0; i < count; i++) samples[i] = buffer.readInt16LE(offset + 8 + i * 2 * channels) / 32768
      return { sampleRate, channels, samples }
    }
    offset += 8 + size + (size % 2)
  }
  throw new Error('no data chunk')
}

/** Every speech recording of shared/eval-data/speech, by file name. */
export function speechRecordings(): { name: string; samples: Float32Array }[] {
  return readdirSync(speechDir)
    .filter((name) => name.endsWith('.wav'))
    .sort()
    .map((name) => {
      const wav = readWav(readFileSync(path.join(speechDir, name)))
      if (wav.sampleRate !== RATE) throw new Error(`${name}: ${wav.sampleRate} Hz, expected ${RATE}`)
      return { name, samples: wav.samples }
    })
}
