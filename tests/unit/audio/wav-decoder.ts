import { readWav } from './signals'

/**
 * The browser's decoder for what the unit tests upload (happy-dom has no OfflineAudioContext; the real
 * one runs in the Chromium e2e test): it reads a 16 kHz mono WAV and refuses anything else, as
 * decodeAudioData refuses what it cannot decode.
 */
export class WavOnlyOfflineContext {
  destination = {}
  async decodeAudioData(bytes: ArrayBuffer) {
    const buffer = Buffer.from(bytes)
    if (buffer.toString('ascii', 0, 4) !== 'RIFF')
      throw new DOMException('Unable to decode audio data', 'EncodingError')
    const { samples, sampleRate, channels } = readWav(buffer)
    return {
      sampleRate,
      numberOfChannels: channels,
      length: samples.length,
      duration: samples.length / sampleRate,
      getChannelData: () => samples,
    }
  }
}
