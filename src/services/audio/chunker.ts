import { AUDIO_FORMAT } from '../../../contract/consultations'
import { rmsDb } from './level'

// Cuts a 16 kHz stream into chunks at pauses, so no word is split between two transcriptions. Energy-based
// voice activity: RMS over 30 ms frames against a noise floor that follows the room (it drops at once to a
// quieter frame and rises slowly, so speech does not lift it but a fan switched on does).

export type ChunkerOptions = {
  /** Samples per second of the stream. */
  sampleRate: number
  /** Frame length for the energy, in ms. */
  frameMs: number
  /** No cut before this many seconds (a chunk is at least this long, except the last one). */
  minSeconds: number
  /** The quietest pause between minSeconds and this is taken when this length is reached. */
  targetSeconds: number
  /** Hard cut: a chunk never gets longer than this (the server takes at most 60 s). */
  maxSeconds: number
  /** A pause this long (ms) counts as a place to cut before targetSeconds. */
  pauseMs: number
  /** Past targetSeconds, a shorter pause (ms) is enough. */
  shortPauseMs: number
  /** A frame this many dB above the noise floor is voice. */
  voiceMarginDb: number
  /** How fast the noise floor rises, in dB per second. */
  floorRiseDbPerSecond: number
  /** Frames quieter than this (dBFS) are never voice, however low the floor. */
  absoluteSilenceDb: number
}

export const DEFAULT_CHUNKER_OPTIONS: ChunkerOptions = {
  sampleRate: AUDIO_FORMAT.sampleRate,
  frameMs: 30,
  minSeconds: 20,
  targetSeconds: 30,
  maxSeconds: 55,
  pauseMs: 300,
  shortPauseMs: 150,
  voiceMarginDb: 9,
  floorRiseDbPerSecond: 1,
  absoluteSilenceDb: -60,
}

/** One cut piece of the stream. */
export type AudioChunkSamples = {
  /** 16 kHz mono samples in [-1, 1]. */
  samples: Float32Array
  /** Where the chunk starts in the stream, in samples since the chunker started. */
  startSample: number
  /** Why the chunk ended here. */
  cut: 'pause' | 'hard' | 'end'
}

export type Chunker = {
  /** Adds samples; returns the chunks this completed (usually none). */
  push: (samples: Float32Array) => AudioChunkSamples[]
  /** Ends the stream: the rest as a last chunk, or null when nothing is left. */
  flush: () => AudioChunkSamples | null
  /** The current noise floor estimate, in dBFS (for tests and level displays). */
  noiseFloorDb: () => number
}

/** A run of quiet frames, in frames from the start of the current chunk. */
type Pause = { start: number; end: number; meanDb: number }

export function createChunker(overrides: Partial<ChunkerOptions> = {}): Chunker {
  const options = { ...DEFAULT_CHUNKER_OPTIONS, ...overrides }
  const frameLength = Math.round((options.sampleRate * options.frameMs) / 1000)
  const framesIn = (seconds: number) => Math.round((seconds * 1000) / options.frameMs)
  const minFrames = framesIn(options.minSeconds)
  const targetFrames = framesIn(options.targetSeconds)
  const maxFrames = Math.floor((options.maxSeconds * options.sampleRate) / frameLength)
  const pauseFrames = Math.max(1, Math.round(options.pauseMs / options.frameMs))
  const shortPauseFrames = Math.max(1, Math.round(options.shortPauseMs / options.frameMs))
  const riseDbPerFrame = (options.floorRiseDbPerSecond * options.frameMs) / 1000

  // The current chunk's samples (a growing buffer) and the level of each complete frame.
  let buffer = new Float32Array(options.sampleRate * 8)
  let length = 0
  let levels: number[] = []
  let chunkStart = 0
  let floor: number | null = null
  // The quiet run going on at the end of the levels, if any.
  let runStart = -1
  let runSum = 0
  // Pauses long enough to cut at, since minFrames.
  let pauses: Pause[] = []

  const append = (samples: Float32Array) => {
    if (length + samples.length > buffer.length) {
      const grown = new Float32Array(Math.max(buffer.length * 2, length + samples.length))
      grown.set(buffer.subarray(0, length))
      buffer = grown
    }
    buffer.set(samples, length)
    length += samples.length
  }

  const isQuiet = (db: number) =>
    db <= options.absoluteSilenceDb || (floor !== null && db < floor + options.voiceMarginDb)

  const followFloor = (db: number) => {
    if (floor === null || db < floor) floor = floor === null ? db : floor + (db - floor) * 0.5
    else floor = Math.min(db, floor + riseDbPerFrame)
  }

  // Where to cut inside a pause: its middle, as far from the words on either side as it gets, but not
  // before minSeconds when the pause goes on past it (a long silence makes full-length chunks too).
  const middle = (pause: Pause) =>
    Math.min(pause.end, Math.max(Math.floor((pause.start + pause.end) / 2), minFrames))
  const endsAfterMin = (pause: Pause) => pause.end > minFrames

  const currentRun = (): Pause | null =>
    runStart < 0 ? null : { start: runStart, end: levels.length, meanDb: runSum / (levels.length - runStart) }

  /** The frame to cut before, if the chunk should end now. */
  const cutPoint = (): { frame: number; cut: 'pause' | 'hard' } | null => {
    const frames = levels.length
    const run = currentRun()
    if (frames >= maxFrames) {
      // No pause in time: the quietest frame of the last few seconds, so a word is cut as rarely as can be.
      const from = Math.max(minFrames, frames - framesIn(5))
      let quietest = frames
      for (let i = from; i < frames; i++) if (levels[i]! < (levels[quietest] ?? Infinity)) quietest = i
      return { frame: quietest, cut: 'hard' }
    }
    if (frames === targetFrames) {
      const candidates = [...pauses]
      if (run && run.end - run.start >= pauseFrames && endsAfterMin(run)) candidates.push(run)
      if (candidates.length) {
        const best = candidates.reduce((a, b) => (b.meanDb < a.meanDb ? b : a))
        return { frame: middle(best), cut: 'pause' }
      }
    }
    if (frames > targetFrames && run && run.end - run.start >= shortPauseFrames && endsAfterMin(run)) {
      return { frame: middle(run), cut: 'pause' }
    }
    return null
  }

  const cutAt = (frame: number, cut: AudioChunkSamples['cut']): AudioChunkSamples => {
    const end = frame * frameLength
    const chunk = { samples: buffer.slice(0, end), startSample: chunkStart, cut }
    buffer.copyWithin(0, end, length)
    length -= end
    chunkStart += end
    levels = levels.slice(frame)
    // Re-express the quiet run in the new chunk's frames; earlier pauses belong to the chunk just cut.
    if (runStart >= 0) {
      runStart = Math.max(0, runStart - frame)
      runSum = levels.slice(runStart).reduce((sum, db) => sum + db, 0)
      if (levels.length === runStart) runStart = -1
    }
    pauses = []
    return chunk
  }

  const addFrame = (db: number) => {
    const quiet = isQuiet(db)
    followFloor(db)
    if (quiet) {
      if (runStart < 0) {
        runStart = levels.length
        runSum = 0
      }
      runSum += db
    } else if (runStart >= 0) {
      const run = currentRun()!
      if (run.end - run.start >= pauseFrames && endsAfterMin(run) && middle(run) < targetFrames) {
        pauses.push(run)
      }
      runStart = -1
    }
    levels.push(db)
  }

  return {
    push(samples) {
      const chunks: AudioChunkSamples[] = []
      let offset = 0
      while (offset < samples.length) {
        // Feed up to the end of the next frame, so decisions fall on frame boundaries.
        const needed = frameLength - (length - levels.length * frameLength)
        const piece = samples.subarray(offset, Math.min(samples.length, offset + needed))
        append(piece)
        offset += piece.length
        if (length - levels.length * frameLength < frameLength) continue
        addFrame(rmsDb(buffer, levels.length * frameLength, (levels.length + 1) * frameLength))
        const point = cutPoint()
        if (point) chunks.push(cutAt(point.frame, point.cut))
      }
      return chunks
    },
    flush() {
      if (length === 0) return null
      const chunk = { samples: buffer.slice(0, length), startSample: chunkStart, cut: 'end' as const }
      chunkStart += length
      length = 0
      levels = []
      runStart = -1
      pauses = []
      return chunk
    },
    noiseFloorDb: () => floor ?? options.absoluteSilenceDb,
  }
}
