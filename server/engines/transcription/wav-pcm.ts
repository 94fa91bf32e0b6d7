import { checkWav, wavFromPcm } from '../../features/consultations/wav'
import type { Pcm } from './engine'

/** The samples of a 16 kHz mono 16-bit WAV (as stored for chunks), as floats in [-1, 1]. */
export function pcmFromWav(wav: Buffer): Pcm {
  const check = checkWav(wav, Number.POSITIVE_INFINITY)
  if (!check.ok) throw new Error(`not a 16 kHz mono 16-bit WAV: ${check.reason}`)
  let offset = 12
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4)
    const size = wav.readUInt32LE(offset + 4)
    if (id === 'data') {
      const start = offset + 8
      const bytes = Math.min(
        size === 0 || size === 0xffffffff ? wav.length - start : size,
        wav.length - start,
      )
      const samples = new Float32Array(Math.floor(bytes / 2))
      for (let i = 0; i < samples.length; i++) samples[i] = wav.readInt16LE(start + i * 2) / 32768
      return samples
    }
    offset += 8 + size + (size % 2)
  }
  throw new Error('no data chunk')
}

/** The WAV bytes of samples, for engines that take files. */
export function wavFromFloat(pcm: Pcm): Buffer {
  const ints = new Int16Array(pcm.length)
  for (let i = 0; i < pcm.length; i++)
    ints[i] = Math.max(-32768, Math.min(32767, Math.round((pcm[i] ?? 0) * 32767)))
  return wavFromPcm(ints)
}
