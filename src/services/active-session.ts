import { ActiveStatusResponse, SessionEnvelope } from '../../contract/consultations'
import type { Api } from './api'

/** What the root rule needs of the active consultation to open it. */
export type ActiveSessionSummary = { id: string; show_transcription: boolean }

/** The calls of the active-session follower, parsed with the contract. */
export function createActiveSessionChecks(api: Api) {
  return {
    /** GET /v1/consultation_sessions/active/status: the id of the user's unfinished consultation, or null. */
    async status(): Promise<string | null> {
      return (await api.get('/v1/consultation_sessions/active/status', { schema: ActiveStatusResponse })).data
        .id
    },
    /** GET /v1/consultation_sessions/:id: what the root rule needs to open it (dictaphone or not). */
    async session(id: string): Promise<ActiveSessionSummary> {
      const { d_consultation_session: session } = (
        await api.get(`/v1/consultation_sessions/${encodeURIComponent(id)}`, { schema: SessionEnvelope })
      ).data
      return { id: session.id, show_transcription: session.show_transcription }
    },
  }
}
