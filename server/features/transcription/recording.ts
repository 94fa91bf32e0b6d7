import { AppError } from '../../http/errors'

/**
 * An uploaded recording in any common format, decoded to 16 kHz mono samples; a clear 415 when it is not
 * audio and 413 when it is longer than `maxSeconds`, naming the form field it came in.
 */
export async function decodeRecording(
  file: { data: Buffer; filename: string },
  limit: { field: string; maxSeconds: number; tooLong: string },
): Promise<Float32Array> {
  // The decoder is Whisper's native module: loaded with the first recording, not held by an idle server.
  const { decodeAudioAsync } = await import('@napi-rs/whisper')
  let pcm: Float32Array
  try {
    pcm = await decodeAudioAsync(file.data, file.filename || 'recording')
  } catch {
    throw new AppError(415, 'unsupported_media_type', 'The recording could not be read as audio', {
      [limit.field]: 'Not a readable audio file',
    })
  }
  if (pcm.length > limit.maxSeconds * 16_000) {
    throw new AppError(413, 'payload_too_large', limit.tooLong, { [limit.field]: 'Too long' })
  }
  return pcm
}
