import { AUDIO_FORMAT } from '../../../contract/consultations'

export type WavCheck = { ok: true; durationMs: number } | { ok: false; reason: string; tooLong?: boolean }

/**
 * Checks that a buffer is a 16 kHz mono 16-bit PCM WAV (of at most a minute, for a chunk), reading its RIFF chunks
 * (browsers and sox may put LIST or fact chunks before `data`).
 */
export function checkWav(buffer: Buffer, maxSeconds: number = AUDIO_FORMAT.maxSeconds): WavCheck {
  if (
    buffer.length < 44 ||
    buffer.toString('ascii', 0, 4) !== 'RIFF' ||
    buffer.toString('ascii', 8, 12) !== 'WAVE'
  ) {
    return { ok: false, reason: 'not a WAV file' }
  }
  let offset = 12
  let format: { audioFormat: number; channels: number; sampleRate: number; bitsPerSample: number } | undefined
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4)
    const size = buffer.readUInt32LE(offset + 4)
    const body = offset + 8
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > buffer.length) return { ok: false, reason: 'truncated format chunk' }
      format = {
        audioFormat: buffer.readUInt16LE(body),
        channels: buffer.readUInt16LE(body + 2),
        sampleRate: buffer.readUInt32LE(body + 4),
        bitsPerSample: buffer.readUInt16LE(body + 14),
      }
    } else if (id === 'data') {
      if (!format) return { ok: false, reason: 'data before format' }
      if (format.audioFormat !== 1 && format.audioFormat !== 0xfffe) return { ok: false, reason: 'not PCM' }
      if (format.channels !== AUDIO_FORMAT.channels)
        return { ok: false, reason: `${format.channels} channels, expected mono` }
      if (format.sampleRate !== AUDIO_FORMAT.sampleRate) {
        return { ok: false, reason: `${format.sampleRate} Hz, expected ${AUDIO_FORMAT.sampleRate} Hz` }
      }
      if (format.bitsPerSample !== AUDIO_FORMAT.bitsPerSample) {
        return { ok: false, reason: `${format.bitsPerSample}-bit, expected 16-bit` }
      }
      // A streaming writer may leave the size unknown (0 or 0xFFFFFFFF): the rest of the file is the data.
      const available = buffer.length - body
      const dataBytes = size === 0 || size === 0xffffffff || size > available ? available : size
      if (size > available && size !== 0xffffffff) return { ok: false, reason: 'truncated audio data' }
      const durationMs = Math.round((dataBytes / (AUDIO_FORMAT.sampleRate * 2)) * 1000)
      if (durationMs === 0) return { ok: false, reason: 'no audio' }
      if (durationMs > maxSeconds * 1000) {
        const reason = `${Math.round(durationMs / 1000)} s, chunks are at most ${maxSeconds} s`
        return { ok: false, reason, tooLong: true }
      }
      return { ok: true, durationMs }
    }
    offset = body + size + (size % 2)
  }
  return { ok: false, reason: 'no audio data' }
}

/** A WAV header for 16 kHz mono 16-bit PCM samples (tests, the CLI and benchmarks make chunks with it). */
export function wavFromPcm(samples: Int16Array): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(AUDIO_FORMAT.sampleRate, 24)
  header.writeUInt32LE(AUDIO_FORMAT.sampleRate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}
