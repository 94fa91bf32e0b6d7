import { AUDIO_FORMAT } from '../../../contract/consultations'

/** Bytes of the canonical RIFF/WAVE header this encoder writes. */
export const WAV_HEADER_BYTES = 44

/** Float samples in [-1, 1] as 16-bit PCM, clipped; the server stores and transcribes 16-bit. */
export function toInt16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length)
  for (let i = 0; i < samples.length; i++) {
    const clipped = Math.max(-1, Math.min(1, samples[i]!))
    pcm[i] = clipped < 0 ? Math.round(clipped * 0x8000) : Math.round(clipped * 0x7fff)
  }
  return pcm
}

/** A 16 kHz mono 16-bit PCM WAV file (44-byte header), the only chunk format the server accepts. */
export function encodeWav(samples: Float32Array | Int16Array): ArrayBuffer {
  const pcm = samples instanceof Int16Array ? samples : toInt16(samples)
  const { sampleRate, channels, bitsPerSample } = AUDIO_FORMAT
  const blockAlign = channels * (bitsPerSample / 8)
  const dataBytes = pcm.length * blockAlign
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataBytes)
  const view = new DataView(buffer)
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i))
  }
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + dataBytes, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true) // size of the fmt chunk
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, channels, true)
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * blockAlign, true)
  view.setUint16(32, blockAlign, true)
  view.setUint16(34, bitsPerSample, true)
  ascii(36, 'data')
  view.setUint32(40, dataBytes, true)
  new Int16Array(buffer, WAV_HEADER_BYTES, pcm.length).set(pcm)
  return buffer
}

/** Milliseconds of audio in a WAV this module wrote. */
export function wavDurationMs(wav: ArrayBuffer): number {
  const samples = (wav.byteLength - WAV_HEADER_BYTES) / (AUDIO_FORMAT.bitsPerSample / 8)
  return Math.round((samples / AUDIO_FORMAT.sampleRate) * 1000)
}
