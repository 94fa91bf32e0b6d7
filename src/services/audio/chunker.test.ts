import { describe, expect, it } from 'vitest'
import { babble, concat, mix, noise, RATE, speechRecordings } from '../../../tests/unit/audio/signals'
import { type AudioChunkSamples, createChunker } from './chunker'
import { rmsDb } from './level'

const seconds = (chunk: AudioChunkSamples) => chunk.samples.length / RATE

/** Feeds a signal in blocks (the worklet posts a few thousand samples at a time) and flushes. */
function chunk(signal: Float32Array, block = 2048, options = {}): AudioChunkSamples[] {
  const chunker = createChunker(options)
  const chunks: AudioChunkSamples[] = []
  for (let offset = 0; offset < signal.length; offset += block) {
    chunks.push(...chunker.push(signal.subarray(offset, offset + block)))
  }
  const last = chunker.flush()
  if (last) chunks.push(last)
  return chunks
}

/** The chunks put back together are the signal, sample for sample: nothing lost, nothing twice. */
function expectLossless(signal: Float32Array, chunks: AudioChunkSamples[]) {
  let start = 0
  for (const piece of chunks) {
    expect(piece.startSample).toBe(start)
    start += piece.samples.length
  }
  expect(start).toBe(signal.length)
  // Compared by hand: a deep equality over millions of samples is slow.
  const joined = concat(...chunks.map((piece) => piece.samples))
  const firstDifference = joined.findIndex((sample, index) => sample !== signal[index])
  expect(firstDifference).toBe(-1)
}

/** The level of the 60 ms around each cut. */
const levelsAtCuts = (signal: Float32Array, chunks: AudioChunkSamples[]) =>
  chunks.slice(1).map(({ startSample }) => rmsDb(signal, startSample - 480, startSample + 480))

/** Speech (babble) with a pause of `pause` seconds at each given second, over background noise. */
function speechWithPauses(total: number, pauses: { at: number; length: number; db?: number }[]) {
  const pieces: Float32Array[] = []
  let t = 0
  let seed = 10
  for (const pause of pauses) {
    pieces.push(babble(pause.at - t, seed++))
    pieces.push(noise(pause.length, pause.db ?? -60, seed++))
    t = pause.at + pause.length
  }
  pieces.push(babble(total - t, seed))
  return mix(concat(...pieces), noise(total, -62, 99))
}

describe('chunker', () => {
  it('gives nothing for nothing', () => {
    const chunker = createChunker()
    expect(chunker.push(new Float32Array(0))).toEqual([])
    expect(chunker.flush()).toBeNull()
  })

  it('keeps a short recording whole, as the final chunk at stop', () => {
    const signal = babble(7.3)
    const chunks = chunk(signal)
    expect(chunks).toHaveLength(1)
    expect(chunks[0]!.cut).toBe('end')
    expectLossless(signal, chunks)
  })

  it('cuts at a pause between 20 and 30 s', () => {
    const signal = speechWithPauses(70, [
      { at: 12, length: 0.6 },
      { at: 24, length: 0.5 },
      { at: 33, length: 0.5 },
      { at: 49, length: 0.7 },
      { at: 61, length: 0.5 },
    ])
    const chunks = chunk(signal)
    expectLossless(signal, chunks)
    expect(chunks.map((piece) => piece.cut)).toEqual(['pause', 'pause', 'end'])
    // In the middle of the pauses at 24.0–24.5 s and 49.0–49.7 s.
    expect(chunks[1]!.startSample / RATE).toBeCloseTo(24.25, 1)
    expect(chunks[2]!.startSample / RATE).toBeCloseTo(49.35, 1)
  })

  it('takes the quietest of the pauses after 20 s', () => {
    const signal = speechWithPauses(40, [
      { at: 21, length: 0.5, db: -56 },
      { at: 25, length: 0.5, db: -66 },
      { at: 28, length: 0.5, db: -58 },
    ])
    const chunks = chunk(signal)
    expect(chunks[1]!.startSample / RATE).toBeCloseTo(25.25, 1)
    expectLossless(signal, chunks)
  })

  it('waits past 30 s for a short pause when there was none before', () => {
    const signal = speechWithPauses(50, [{ at: 36, length: 0.2 }])
    const chunks = chunk(signal)
    expect(chunks).toHaveLength(2)
    expect(chunks[0]!.cut).toBe('pause')
    expect(seconds(chunks[0]!)).toBeGreaterThan(36)
    expect(seconds(chunks[0]!)).toBeLessThan(36.2)
    expectLossless(signal, chunks)
  })

  it('cuts hard before 55 s when nobody pauses, at the quietest moment of the last seconds', () => {
    // A steady tone would be background to the noise floor; babble is voice throughout.
    const signal = babble(130)
    const chunks = chunk(signal)
    expectLossless(signal, chunks)
    for (const piece of chunks.slice(0, -1)) {
      expect(piece.cut).toBe('hard')
      expect(seconds(piece)).toBeLessThanOrEqual(55)
      expect(seconds(piece)).toBeGreaterThanOrEqual(20)
    }
    expect(chunks.length).toBeGreaterThanOrEqual(3)
  })

  it('makes chunks of 20 s or more of a long silence', () => {
    const signal = noise(95, -70)
    const chunks = chunk(signal)
    expectLossless(signal, chunks)
    for (const piece of chunks.slice(0, -1)) {
      expect(seconds(piece)).toBeGreaterThanOrEqual(20)
      expect(seconds(piece)).toBeLessThanOrEqual(30.1)
    }
  })

  it('follows the room: pauses still count after a fan starts', () => {
    const quietRoom = speechWithPauses(40, [{ at: 25, length: 0.5 }])
    const fan = mix(
      speechWithPauses(60, [
        { at: 23, length: 0.5 },
        { at: 48, length: 0.5 },
      ]),
      noise(60, -42, 7),
    )
    const signal = concat(quietRoom, fan)
    const chunks = chunk(signal)
    expectLossless(signal, chunks)
    expect(chunks.slice(0, -1).every((piece) => piece.cut === 'pause')).toBe(true)
    expect(chunks[1]!.startSample / RATE).toBeCloseTo(25.25, 1)
    // Past 30 s into that chunk, so the first 150 ms of the pause at 63.0–63.5 s is enough.
    expect(chunks[2]!.startSample / RATE).toBeGreaterThan(63)
    expect(chunks[2]!.startSample / RATE).toBeLessThan(63.5)
  })

  it('gives the same chunks whatever the block size', () => {
    const signal = speechWithPauses(65, [
      { at: 22, length: 0.5 },
      { at: 47, length: 0.4 },
    ])
    const reference = chunk(signal, signal.length)
    for (const block of [128, 441, 4096]) {
      const chunks = chunk(signal, block)
      expect(chunks.map((piece) => [piece.startSample, piece.samples.length, piece.cut])).toEqual(
        reference.map((piece) => [piece.startSample, piece.samples.length, piece.cut]),
      )
    }
  })

  it('starts a new chunk after a flush (pause), numbering samples on', () => {
    const chunker = createChunker()
    chunker.push(babble(3))
    const first = chunker.flush()!
    chunker.push(babble(2, 5))
    const second = chunker.flush()!
    expect(first.startSample).toBe(0)
    expect(second.startSample).toBe(3 * RATE)
    expect(second.samples.length).toBe(2 * RATE)
  })
})

describe('chunker on recorded speech', () => {
  // Every recording of shared/eval-data/speech, twice, one after the other: about 3.5 minutes of real
  // voices in six languages with the pauses people make, over a faint room noise.
  const recordings = speechRecordings()
  const speech = concat(
    ...recordings.map((recording) => recording.samples),
    ...recordings.map((r) => r.samples),
  )
  const signal = mix(speech, noise(speech.length / RATE, -65, 3))

  it('finds the speech recordings', () => {
    expect(recordings.length).toBeGreaterThanOrEqual(10)
    expect(signal.length / RATE).toBeGreaterThan(180)
  })

  it('cuts 20–30 s chunks at quiet moments, never over 55 s, losing nothing', () => {
    const chunks = chunk(signal)
    expectLossless(signal, chunks)
    for (const piece of chunks.slice(0, -1)) {
      expect(piece.cut).toBe('pause')
      expect(seconds(piece)).toBeGreaterThanOrEqual(20)
      expect(seconds(piece)).toBeLessThanOrEqual(31)
    }
    expect(seconds(chunks.at(-1)!)).toBeLessThanOrEqual(55)
    // A cut falls where nobody speaks: far below the speech's own level.
    const speechDb = rmsDb(signal)
    for (const level of levelsAtCuts(signal, chunks)) expect(level).toBeLessThan(speechDb - 15)
  })
})
