import { describe, expect, it } from 'vitest'
import { concat, tone } from '../../../tests/unit/audio/signals'
import { rmsDb } from './level'
import { createResampler, resample } from './resample'

/** Level of the signal's middle (the edges carry the filter's ramp). */
const middleDb = (signal: Float32Array) =>
  rmsDb(signal, Math.floor(signal.length * 0.1), Math.floor(signal.length * 0.9))

/** The strongest frequency near `expected`, by correlation (enough for a pure tone). */
function correlation(signal: Float32Array, frequency: number, rate: number) {
  let re = 0
  let im = 0
  for (let i = 0; i < signal.length; i++) {
    re += signal[i]! * Math.cos((2 * Math.PI * frequency * i) / rate)
    im += signal[i]! * Math.sin((2 * Math.PI * frequency * i) / rate)
  }
  return Math.hypot(re, im) / signal.length
}

describe('resampling to 16 kHz', () => {
  it.each([48_000, 44_100, 32_000, 22_050, 8_000])('keeps a 1 kHz tone at %i Hz as a 1 kHz tone', (rate) => {
    const input = tone(2, 1000, -20, rate)
    const output = resample(input, rate, 16_000)
    expect(Math.abs(output.length - 32_000)).toBeLessThanOrEqual(2)
    expect(middleDb(output)).toBeCloseTo(-20, 0)
    // All the energy is at 1 kHz: none leaks to a neighbouring frequency.
    expect(correlation(output, 1000, 16_000)).toBeGreaterThan(0.06)
    expect(correlation(output, 1100, 16_000)).toBeLessThan(0.002)
  })

  it('filters out what 16 kHz cannot hold instead of folding it into the speech band', () => {
    // 11 kHz at 48 kHz would alias to 5 kHz with plain interpolation.
    const output = resample(tone(1, 11_000, -20, 48_000), 48_000, 16_000)
    expect(middleDb(output)).toBeLessThan(-70)
  })

  it('gives the same samples whatever the block size', () => {
    const input = concat(tone(0.5, 300, -10, 44_100), tone(0.5, 2500, -30, 44_100))
    const whole = resample(input, 44_100, 16_000)
    const resampler = createResampler(44_100, 16_000)
    const pieces: Float32Array[] = []
    for (let offset = 0; offset < input.length; offset += 128) {
      pieces.push(resampler.push(input.subarray(offset, offset + 128)))
    }
    pieces.push(resampler.flush())
    const streamed = concat(...pieces)
    expect(streamed.length).toBe(whole.length)
    for (let i = 0; i < whole.length; i++) expect(streamed[i]).toBeCloseTo(whole[i]!, 6)
  })

  it('passes 16 kHz through untouched', () => {
    const input = tone(0.1, 440, -20, 16_000)
    expect(resample(input, 16_000, 16_000)).toEqual(input)
  })
})
