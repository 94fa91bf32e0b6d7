// Streaming band-limited resampling (windowed sinc) from the audio context's rate (often 44.1 or 48 kHz)
// to the 16 kHz the server takes. Plain linear interpolation would fold everything between 8 kHz and the
// input's Nyquist back into the speech band; the low-pass below keeps it out.

/** Taps on each side of the interpolation point, in input samples at the filter's cutoff scale. */
const HALF_TAPS = 16
/** Cutoff as a share of the output's Nyquist frequency: a little margin for the filter's slope. */
const CUTOFF = 0.9
/** Fractional positions the filter is tabulated at. */
const PHASES = 1024

export type Resampler = {
  /** Resamples the next block; blocks of any size give the same output as one long block. */
  push: (input: Float32Array) => Float32Array
  /** Output samples still held back for lack of lookahead, padded with silence. */
  flush: () => Float32Array
}

const sinc = (x: number) => (x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x))
/** Blackman window over [-1, 1]. */
const blackman = (x: number) => 0.42 + 0.5 * Math.cos(Math.PI * x) + 0.08 * Math.cos(2 * Math.PI * x)

export function createResampler(fromRate: number, toRate: number): Resampler {
  if (fromRate === toRate) return { push: (input) => input.slice(), flush: () => new Float32Array(0) }
  const step = fromRate / toRate // input samples per output sample
  const cutoff = Math.min(1, toRate / fromRate) * CUTOFF // cycles per input sample, times 2
  const reach = Math.ceil(HALF_TAPS / cutoff) // input samples needed on each side of a point
  // Input kept from earlier blocks: `history[0]` is input sample number `historyStart`.
  let history = new Float32Array(0)
  let historyStart = 0
  // Position of the next output sample, in input samples since the start of the stream.
  let position = 0
  let ended = false

  // Filter weights per fractional position, quantised finely enough to be exact for speech.
  const phases = new Map<number, Float32Array>()
  const weightsAt = (fraction: number) => {
    const phase = Math.round(fraction * PHASES)
    let weights = phases.get(phase)
    if (!weights) {
      weights = new Float32Array(2 * reach)
      let total = 0
      for (let tap = 0; tap < weights.length; tap++) {
        const distance = phase / PHASES + reach - 1 - tap
        const weight = sinc(cutoff * distance) * blackman(distance / (reach + 1))
        weights[tap] = weight
        total += weight
      }
      // Normalised, so a constant signal stays constant despite the window's truncation.
      for (let tap = 0; tap < weights.length; tap++) weights[tap]! /= total
      phases.set(phase, weights)
    }
    return weights
  }

  const produce = (available: number) => {
    const out: number[] = []
    while (position + reach < available || (ended && position < available)) {
      const centre = Math.floor(position)
      const weights = weightsAt(position - centre)
      let sum = 0
      const first = centre - reach + 1 - historyStart
      for (let tap = 0; tap < weights.length; tap++) {
        const offset = first + tap
        if (offset >= 0 && offset < history.length) sum += history[offset]! * weights[tap]!
      }
      out.push(sum)
      position += step
    }
    // Keep what the next points still need.
    const keepFrom = Math.max(historyStart, Math.floor(position) - reach)
    history = history.slice(keepFrom - historyStart)
    historyStart = keepFrom
    return Float32Array.from(out)
  }

  return {
    push(input) {
      const joined = new Float32Array(history.length + input.length)
      joined.set(history)
      joined.set(input, history.length)
      history = joined
      return produce(historyStart + history.length)
    },
    flush() {
      ended = true
      return produce(historyStart + history.length)
    },
  }
}

/** Resamples a whole signal at once. */
export function resample(input: Float32Array, fromRate: number, toRate: number): Float32Array {
  const resampler = createResampler(fromRate, toRate)
  const head = resampler.push(input)
  const tail = resampler.flush()
  const out = new Float32Array(head.length + tail.length)
  out.set(head)
  out.set(tail, head.length)
  return out
}
