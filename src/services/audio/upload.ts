import {
  type AudioChunk,
  AudioEnvelope,
  AudiosResponse,
  type ConsultationSession,
  SessionEnvelope,
} from '../../../contract/consultations'
import type { Api } from '../api'
import type { ChunkQueue } from './chunk-queue'

/** What the server said to one chunk: 201 stored now, 200 already stored (a retry); gone: not queued any more. */
export type UploadOutcome = { status: 200 | 201; chunk: AudioChunk } | { status: 'gone' }

/** One chunk of one session. */
export type ChunkKey = { sessionId: string; order: number }

const sessionPath = (sessionId: string) => `/v1/consultation_sessions/${encodeURIComponent(sessionId)}`

/**
 * Uploads of queued chunks and the chunk calls of the recording flow (the chunk upload machine's actors):
 * POST …/audios with a FormData body through the app's API client, so failures are ApiErrors with
 * their status and kind.
 */
export function createAudioUploads(api: Api, queue: ChunkQueue) {
  return {
    /** POST …/audios {audio_file, order} for a queued chunk. */
    async upload({ sessionId, order }: ChunkKey): Promise<UploadOutcome> {
      const stored = await queue.get(sessionId, order)
      // Another tab (or an earlier page) already sent and deleted it.
      if (!stored) return { status: 'gone' }
      const body = new FormData()
      body.append('order', String(order))
      body.append('audio_file', new Blob([stored.wav], { type: 'audio/wav' }), `${order}.wav`)
      const response = await api.request(`${sessionPath(sessionId)}/audios`, {
        method: 'post',
        body,
        schema: AudioEnvelope,
      })
      return { status: response.status === 201 ? 201 : 200, chunk: response.data.data.d_audio }
    },
    /** Orders still waiting in this browser, ascending. */
    pending: ({ sessionId }: { sessionId: string }) => queue.pending(sessionId),
    /** Deletes a chunk the server acknowledged. */
    acknowledge: ({ sessionId, order }: ChunkKey) => queue.delete(sessionId, order),
    /** GET …/audios: every chunk's status, or the listed ones. */
    async statuses(sessionId: string, audioIds?: string[]): Promise<AudioChunk[]> {
      const response = await api.get(`${sessionPath(sessionId)}/audios`, {
        schema: AudiosResponse,
        ...(audioIds && { searchParams: { audios_ids: audioIds.join(',') } }),
      })
      return response.data.d_audios
    },
    /**
     * The audio recorded so far, in ms: every chunk still waiting in this browser and every chunk the
     * server holds, each order counted once, so a reload shows the consultation's time going on rather
     * than from 0. This browser's queue is read first and the server asked after it: a chunk sent in
     * between (the reloaded page sends what waits at once) has left the queue but is on the server by
     * then, so none is missed. `known`, the server's chunks as read earlier, serves only when the server
     * cannot be asked now.
     */
    async recordedMs(sessionId: string, known?: readonly AudioChunk[]): Promise<number> {
      const durations = new Map<number, number>()
      try {
        for (const order of await queue.pending(sessionId)) {
          const stored = await queue.get(sessionId, order)
          if (stored) durations.set(order, stored.durationMs)
        }
      } catch (error) {
        console.warn('the waiting chunks could not be measured', error)
      }
      const onServer = await this.statuses(sessionId).catch((error: unknown) => {
        if (known === undefined) throw error
        return known
      })
      for (const chunk of onServer) durations.set(chunk.order, chunk.duration_ms)
      let total = 0
      for (const ms of durations.values()) total += ms
      return total
    },
    /**
     * The order for the next chunk: after everything this browser stored for the session and everything
     * the server holds (a reload, or a recording started on another page). Without an answer from the
     * server the browser's own count is the best there is.
     */
    async nextOrder(sessionId: string): Promise<number> {
      const local = await queue.lastOrder(sessionId)
      const server = await this.statuses(sessionId).then(
        (chunks) => Math.max(-1, ...chunks.map((chunk) => chunk.order)),
        () => -1,
      )
      return Math.max(local, server) + 1
    },
  }
}

export type AudioUploads = ReturnType<typeof createAudioUploads>

/** The session calls of the recording flow: PUT …/start, …/resume, …/pause and …/finish. */
export function createRecordingSession(api: Api) {
  const put = async (path: string): Promise<ConsultationSession> =>
    (await api.put(path, { schema: SessionEnvelope })).data.d_consultation_session
  return {
    start: ({ sessionId }: { sessionId: string }) => put(`${sessionPath(sessionId)}/start`),
    resume: ({ sessionId }: { sessionId: string }) => put(`${sessionPath(sessionId)}/resume`),
    pause: ({ sessionId }: { sessionId: string }) => put(`${sessionPath(sessionId)}/pause`),
    finish: ({ sessionId }: { sessionId: string }) => put(`${sessionPath(sessionId)}/finish`),
  }
}
