import { describe, expect, it } from 'vitest'
import { readWav } from '../../../tests/unit/audio/signals'
import { encodeWav, toInt16, WAV_HEADER_BYTES, wavDurationMs } from './wav'

describe('WAV encoding', () => {
  it('writes the 44-byte header of 16 kHz mono 16-bit PCM', () => {
    const wav = encodeWav(new Float32Array(16_000))
    const view = new DataView(wav)
    const text = (offset: number) => String.fromCharCode(...new Uint8Array(wav, offset, 4))
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES + 32_000)
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data'])
    expect(view.getUint32(4, true)).toBe(36 + 32_000)
    expect(view.getUint32(16, true)).toBe(16)
    expect(view.getUint16(20, true)).toBe(1)
    expect(view.getUint16(22, true)).toBe(1)
    expect(view.getUint32(24, true)).toBe(16_000)
    expect(view.getUint32(28, true)).toBe(32_000)
    expect(view.getUint16(32, true)).toBe(2)
    expect(view.getUint16(34, true)).toBe(16)
    expect(view.getUint32(40, true)).toBe(32_000)
    expect(wavDurationMs(wav)).toBe(1000)
  })

  it('clips and rounds samples to 16 bits, and keeps them when read back', () => {
    expect([...toInt16(Float32Array.from([0, 1, -1, 2, -2, 0.5, -0.5]))]).toEqual([
      0, 32767, -32768, 32767, -32768, 16384, -16384,
    ])
    const samples = Float32Array.from({ length: 100 }, (_, i) => Math.sin(i / 5) * 0.8)
    const read = readWav(Buffer.from(encodeWav(samples))).samples
    for (let i = 0; i < samples.length; i++)
      expect(Math.abs(read[i]! - samples[i]!)).toBeLessThanOrEqual(2 / 32_768)
  })

  it('takes 16-bit samples as they are', () => {
    const wav = encodeWav(Int16Array.from([1, -2, 3]))
    expect([...new Int16Array(wav, WAV_HEADER_BYTES)]).toEqual([1, -2, 3])
  })
})
