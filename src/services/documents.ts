import type { z } from 'zod'
import { ConsultationTypeEnvelope } from '../../contract/catalogue'
import {
  type ConsultationSession,
  DocumentEnvelope,
  type DocumentVersion,
  DocumentVersionsResponse,
  type FeedbackRequest,
  type GeneratedDocument,
  MAIN_DOCUMENT,
  reviewSource,
  SessionEnvelope,
} from '../../contract/consultations'
import { ModelsResponse } from '../../contract/engines'
import { CustomDocumentsResponse } from '../../contract/templates'
import type { Api } from './api'

/** What a generation request may choose; the server's default model otherwise. */
export type GenerationOptions = { model?: string; temperature?: number }

/** A change the clinician asks for: exactly one of an instruction, a recorded instruction, or their own text. */
export type RequestedChange =
  | { kind: 'text'; text: string }
  | { kind: 'audio'; audio: Blob }
  | { kind: 'markdown'; markdown: string }

export type GenerationModels = z.infer<typeof ModelsResponse>['data']
export type GenerationModel = GenerationModels['models'][number]
export type Feedback = z.infer<typeof FeedbackRequest>

/** The session and what its type can write: the main note and the selectable documents. */
export type SessionDocuments = {
  session: ConsultationSession
  /** The consultation type's name, for the PDF. */
  typeName: string
  /** The type's selectable documents, in its order. */
  selectable: { id: string; name: string; description: string }[]
  /** The generation models the server offers (empty when it could not say). */
  models: GenerationModel[]
  /** The clinician's and their organisation's custom documents, which any consultation can write. */
  custom: CustomDocumentEntry[]
}

/** A custom document as the panel offers it. */
export type CustomDocumentEntry = {
  id: string
  name: string
  description: string
  /** Shared by the clinician's organisation rather than the clinician's own. */
  organization: boolean
  /** The selectable document or consultation type its request started from, if any. */
  baseDocumentId: string | null
}

export type Documents = ReturnType<typeof createDocuments>

/**
 * The session with each document's review holding the text it read: inside a session the server leaves it
 * out when it is the session's own transcript and notes (DocumentReview.source).
 */
export const withReviewSources = (session: ConsultationSession): ConsultationSession => ({
  ...session,
  generated_documents: session.generated_documents.map((document) =>
    document.review && document.review.source === null
      ? {
          ...document,
          review: { ...document.review, source: reviewSource(session.transcription, session.notes) },
        }
      : document,
  ),
})

const id = (value: string) => encodeURIComponent(value)
const sessionPath = (sessionId: string) => `/v1/consultation_sessions/${id(sessionId)}`
const documentPath = (sessionId: string, docId: string) =>
  `${sessionPath(sessionId)}/generated_documents/${id(docId)}`

/** The documents calls (generate, poll, versions, regenerate, feedback, models), parsed with the contract. */
export function createDocuments(api: Api) {
  return {
    /**
     * GET the session (its generated documents), its type (the selectable documents), the models and the
     * custom documents. The models only offer a choice (without them the server's default is used) and the
     * custom documents are extras beside the type's: their failure is logged, the panel works without them.
     */
    async sessionDocuments(sessionId: string, typeId?: string): Promise<SessionDocuments> {
      const models = this.models().then(
        (answer) => answer.models,
        (error: unknown) => {
          console.error('The generation models could not be listed', error)
          return []
        },
      )
      const custom = this.customDocuments().catch((error: unknown) => {
        console.error('The custom documents could not be listed', error)
        return []
      })
      const session = withReviewSources(
        (await api.get(sessionPath(sessionId), { schema: SessionEnvelope })).data.d_consultation_session,
      )
      const type = (
        await api.get(`/v1/consultation_types/${id(typeId ?? session.consultation_type_id)}`, {
          schema: ConsultationTypeEnvelope,
        })
      ).data.d_consultation_type
      return {
        session,
        typeName: type.name,
        selectable: type.selectable_documents,
        models: await models,
        custom: await custom,
      }
    },

    /** GET /v1/custom_documents, as the panel offers them. */
    async customDocuments(): Promise<CustomDocumentEntry[]> {
      const { d_custom_documents } = (
        await api.get('/v1/custom_documents', { schema: CustomDocumentsResponse })
      ).data
      return d_custom_documents.map((doc) => ({
        id: doc.id,
        name: doc.name,
        description: doc.description,
        organization: doc.organization,
        baseDocumentId: doc.base_document_id,
      }))
    },

    /** POST …/generated_documents/main or /:name: starts a generation (202, pending). */
    async generate(
      sessionId: string,
      name: string,
      options: GenerationOptions = {},
    ): Promise<GeneratedDocument> {
      const path = `${sessionPath(sessionId)}/generated_documents/${name === MAIN_DOCUMENT ? MAIN_DOCUMENT : id(name)}`
      return (await api.post(path, { json: options, schema: DocumentEnvelope })).data.d_generated_document
    },

    /** GET …/generated_documents/:docId: its status and content (polled until ready or failed). */
    async document(sessionId: string, docId: string): Promise<GeneratedDocument> {
      return (await api.get(documentPath(sessionId, docId), { schema: DocumentEnvelope })).data
        .d_generated_document
    },

    /** GET …/:docId/versions, newest first. */
    async versions(sessionId: string, docId: string): Promise<DocumentVersion[]> {
      return (
        await api.get(`${documentPath(sessionId, docId)}/versions`, { schema: DocumentVersionsResponse })
      ).data.d_versions
    },

    /** POST …/:docId/versions/:version/restore: a copy of that version becomes the current one (free). */
    async restoreVersion(sessionId: string, docId: string, version: number): Promise<GeneratedDocument> {
      return (
        await api.post(`${documentPath(sessionId, docId)}/versions/${version}/restore`, {
          schema: DocumentEnvelope,
        })
      ).data.d_generated_document
    },

    /**
     * POST …/:docId/regenerate, multipart with one requested change: markdown is saved at once (ready),
     * an instruction or a recording starts a new version (pending, to poll).
     */
    async regenerate(sessionId: string, docId: string, change: RequestedChange): Promise<GeneratedDocument> {
      const form = new FormData()
      if (change.kind === 'text') form.append('requested_changes[text]', change.text)
      else if (change.kind === 'markdown') form.append('requested_changes[markdown]', change.markdown)
      else
        form.append(
          'requested_changes[audio]',
          new File([change.audio], 'instruction.wav', { type: change.audio.type || 'audio/wav' }),
        )
      return (
        await api.post(`${documentPath(sessionId, docId)}/regenerate`, {
          body: form,
          schema: DocumentEnvelope,
        })
      ).data.d_generated_document
    },

    /** PUT or DELETE …/:docId/dismissed_findings/:findingId: the document with the finding dismissed or back. */
    async setFindingDismissed(
      sessionId: string,
      docId: string,
      findingId: string,
      dismissed: boolean,
    ): Promise<GeneratedDocument> {
      const path = `${documentPath(sessionId, docId)}/dismissed_findings/${id(findingId)}`
      const answer = dismissed
        ? await api.put(path, { schema: DocumentEnvelope })
        : await api.delete(path, { schema: DocumentEnvelope })
      return answer.data.d_generated_document
    },

    /** POST …/:docId/signoff: the clinician reviewed this version (409 when a newer one exists). */
    async signOff(sessionId: string, docId: string, version: number): Promise<GeneratedDocument> {
      return (
        await api.post(`${documentPath(sessionId, docId)}/signoff`, {
          json: { version },
          schema: DocumentEnvelope,
        })
      ).data.d_generated_document
    },

    /** POST …/:id/feedback. */
    async sendFeedback(sessionId: string, feedback: Feedback): Promise<void> {
      await api.post(`${sessionPath(sessionId)}/feedback`, { json: feedback })
    },

    /** GET /v1/models: the engine and the models it offers. */
    async models(): Promise<GenerationModels> {
      return (await api.get('/v1/models', { schema: ModelsResponse })).data
    },
  }
}
