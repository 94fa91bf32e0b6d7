import {
  type AudioChunk,
  AudioEnvelope,
  AudiosResponse,
  type ConsultationSession,
  SessionEnvelope,
} from '../../contract/consultations'
import type { Api } from './api'

const sessionPath = (sessionId: string) => `/v1/consultation_sessions/${encodeURIComponent(sessionId)}`

/**
 * What the consultation screen follows: the session (transcript, status, documents), its chunks, and on
 * the first read the audio recorded so far in ms (the server's chunks and this browser's waiting ones).
 */
export type FollowedSession = {
  session: ConsultationSession
  chunks: AudioChunk[] | null
  recordedMs?: number
}

export type Transcripts = ReturnType<typeof createTranscripts>

/** The transcript calls of the consultation screen, parsed with the contract. */
export function createTranscripts(api: Api) {
  const session = async (sessionId: string) =>
    (await api.get(sessionPath(sessionId), { schema: SessionEnvelope })).data.d_consultation_session
  return {
    /** GET …/:id, and GET …/audios when asked (the chunks' statuses say whether transcription is over). */
    async follow({
      sessionId,
      withChunks,
    }: {
      sessionId: string
      withChunks: boolean
    }): Promise<FollowedSession> {
      const [current, chunks] = await Promise.all([
        session(sessionId),
        withChunks
          ? api
              .get(`${sessionPath(sessionId)}/audios`, { schema: AudiosResponse })
              .then((r) => r.data.d_audios)
          : Promise.resolve(null),
      ])
      return { session: current, chunks }
    },
    /** POST …/audios/:audioId/retry: a failed chunk transcribed again. */
    async retryChunk({ sessionId, chunkId }: { sessionId: string; chunkId: string }): Promise<AudioChunk> {
      const path = `${sessionPath(sessionId)}/audios/${encodeURIComponent(chunkId)}/retry`
      return (await api.post(path, { schema: AudioEnvelope })).data.d_audio
    },
    /** PUT …/transcription: the clinician's edited transcript, which the server keeps instead of the chunks' texts. */
    async saveTranscription({ sessionId, text }: { sessionId: string; text: string }): Promise<void> {
      await api.put(`${sessionPath(sessionId)}/transcription`, { json: { transcription: text } })
    },
    /** PUT …/:id {notes}: what the clinician typed by hand; documents are written from transcript and notes. */
    async saveNotes({ sessionId, text }: { sessionId: string; text: string }): Promise<void> {
      await api.put(sessionPath(sessionId), { json: { notes: text }, schema: SessionEnvelope })
    },
  }
}
