// The browser's chunks against the server's own check of uploads: what one writes, the other takes.
import { describe, expect, it } from 'vitest'
import { checkWav } from '../../../server/features/consultations/wav'
import { createChunker } from '../../../src/services/audio/chunker'
import { encodeWav } from '../../../src/services/audio/wav'
import { babble, concat, RATE, speechRecordings } from './signals'

describe('chunks as the server sees them', () => {
  it('accepts an encoded 25 s chunk with its duration', () => {
    const wav = Buffer.from(encodeWav(new Float32Array(RATE * 25).fill(0.1)))
    expect(checkWav(wav)).toEqual({ ok: true, durationMs: 25_000 })
  })

  it('accepts every chunk of speech with no pause for two minutes (hard cuts under 60 s)', () => {
    const chunker = createChunker()
    const signal = concat(babble(120), ...speechRecordings().map((recording) => recording.samples))
    const chunks = [...chunker.push(signal), chunker.flush()!]
    expect(chunks.length).toBeGreaterThanOrEqual(3)
    for (const piece of chunks) expect(checkWav(Buffer.from(encodeWav(piece.samples))).ok).toBe(true)
  })
})
