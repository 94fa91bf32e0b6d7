import {
  type ConsultationSession,
  SessionEnvelope,
  SessionListResponse,
  type SessionMode,
  type UserInput,
} from '../../contract/consultations'
import type { Api } from './api'

/** What starting a consultation needs; force ends the clinician's unfinished one first. */
export type NewSession = {
  consultation_type_id: string
  force: boolean
  mode?: SessionMode
  mobile?: boolean
}

export type Consultations = ReturnType<typeof createConsultations>

const id = (value: string) => encodeURIComponent(value)

/** The consultation session calls the catalogue screens use, parsed with the contract. */
export function createConsultations(api: Api) {
  return {
    /** POST /v1/consultation_sessions; a 409 (conflict, fields.force) means an unfinished one exists. */
    async createSession({ mobile = false, ...session }: NewSession): Promise<ConsultationSession> {
      return (
        await api.post('/v1/consultation_sessions', {
          json: { ...session, mobile },
          schema: SessionEnvelope,
        })
      ).data.d_consultation_session
    },

    /** GET /v1/consultation_sessions, newest first. */
    async listSessions({ page = 1, perPage = 20 } = {}): Promise<ConsultationSession[]> {
      return (
        await api.get('/v1/consultation_sessions', {
          searchParams: { page, per_page: perPage },
          schema: SessionListResponse,
        })
      ).data.d_consultation_sessions
    },

    /** GET /v1/consultation_sessions, one page with the history's total (retention-deleted ones included). */
    async sessionPage({ page = 1, perPage = 20 } = {}): Promise<{
      sessions: ConsultationSession[]
      total: number
    }> {
      const { data } = await api.get('/v1/consultation_sessions', {
        searchParams: { page, per_page: perPage },
        schema: SessionListResponse,
      })
      return { sessions: data.d_consultation_sessions, total: data.total }
    },

    /** GET /v1/consultation_sessions/recent: the latest few, newest first. */
    async recentSessions(): Promise<ConsultationSession[]> {
      return (await api.get('/v1/consultation_sessions/recent', { schema: SessionListResponse })).data
        .d_consultation_sessions
    },

    /** GET /v1/consultation_sessions/active: the clinician's unfinished consultation (404 when none). */
    async activeSession(): Promise<ConsultationSession> {
      return (await api.get('/v1/consultation_sessions/active', { schema: SessionEnvelope })).data
        .d_consultation_session
    },

    /** GET /v1/consultation_sessions/:id. */
    async getSession(sessionId: string): Promise<ConsultationSession> {
      return (await api.get(`/v1/consultation_sessions/${id(sessionId)}`, { schema: SessionEnvelope })).data
        .d_consultation_session
    },

    /** PUT /v1/consultation_sessions/:id {user_inputs}: the whole form, which replaces what was saved. */
    async saveUserInputs(sessionId: string, userInputs: UserInput[]): Promise<ConsultationSession> {
      return (
        await api.put(`/v1/consultation_sessions/${id(sessionId)}`, {
          json: { user_inputs: userInputs },
          schema: SessionEnvelope,
        })
      ).data.d_consultation_session
    },
  }
}
