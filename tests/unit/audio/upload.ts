import { HttpResponse, http } from 'msw'
import { checkWav } from '../../../server/features/consultations/wav'
import { chunkUploadMachine } from '../../../src/machines/chunk-upload/chunk-upload.machine'
import type { createAudioActors } from '../../../src/services/audio/actors'
import { TEST_API } from '../api-client'
import { audioChunk } from '../fixtures'

/**
 * POST …/consultation_sessions/s-1/audios as the real server answers it: each chunk's WAV checked (415 when
 * refused) and kept by order in `chunks`: 201 new, 200 the same bytes again, 409 other bytes. A try for which
 * `unavailable()` says yes answers 503 first.
 */
export function audioUploads(chunks: Map<number, Buffer>, unavailable: () => boolean) {
  return http.post(`${TEST_API}/v1/consultation_sessions/s-1/audios`, async ({ request }) => {
    if (unavailable())
      return HttpResponse.json({ error: { code: 'unavailable', message: 'x' } }, { status: 503 })
    const form = await request.formData()
    const order = Number(form.get('order'))
    const wav = Buffer.from(await (form.get('audio_file') as File).arrayBuffer())
    const check = checkWav(wav)
    if (!check.ok)
      return HttpResponse.json({ error: { code: 'bad_request', message: check.reason } }, { status: 415 })
    const existing = chunks.get(order)
    if (existing && !existing.equals(wav)) {
      return HttpResponse.json({ error: { code: 'conflict', message: 'x' } }, { status: 409 })
    }
    chunks.set(order, wav)
    const d_audio = audioChunk(order, { duration_ms: check.durationMs })
    return HttpResponse.json({ data: { d_audio } }, { status: existing ? 200 : 201 })
  })
}

/** The chunk upload machine on the real audio actors, trying again after 5 ms instead of seconds. */
export const chunkUploadOn = (audio: ReturnType<typeof createAudioActors>) =>
  chunkUploadMachine.provide({
    actors: {
      'list pending chunks': audio.listPendingChunks,
      'upload chunk': audio.uploadChunk,
      'delete acknowledged chunk': audio.deleteAcknowledgedChunk,
      'watch network': audio.watchNetwork,
    },
    delays: { retryDelay: 5 },
  })
