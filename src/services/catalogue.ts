import {
  type ConsultationType,
  ConsultationTypeEnvelope,
  type ConsultationTypeRequest,
  ConsultationTypesResponse,
  type InputTemplate,
  InputTemplateEnvelope,
  type ProcessorInput,
  ProcessorInputsResponse,
  type SelectableDocument,
  SelectableDocumentEnvelope,
  StartResponse,
} from '../../contract/catalogue'
import type { Api } from './api'

/** A medical speciality, named in the interface language. */
export type Speciality = { id: string; name: string }

/** What GET /start gives the home screen. */
export type StartData = { types: ConsultationType[]; specialities: Speciality[] }

/** A consultation type as the editor sends it. */
export type ConsultationTypeDraft = ConsultationTypeRequest['consultation_type']

/** A saved text of an input as the clinician writes it: the name is optional (the server names it). */
export type InputTemplateBody = { name?: string; content: string }

export type Catalogue = ReturnType<typeof createCatalogue>

const id = (value: string) => encodeURIComponent(value)

/** The catalogue calls (consultation types, documents, inputs and their templates), parsed with the contract. */
export function createCatalogue(api: Api) {
  return {
    /** GET /start: the consultation types and the specialities in the interface language. */
    async start(): Promise<StartData> {
      const { data } = await api.get('/start', { schema: StartResponse })
      return { types: data.d_consultation_types, specialities: data.d_medical_specialities }
    },

    /** GET /v1/consultation_types: Escriba's (read-only) and the clinician's own. */
    async consultationTypes(): Promise<ConsultationType[]> {
      return (await api.get('/v1/consultation_types', { schema: ConsultationTypesResponse })).data
        .d_consultation_types
    },

    /** GET /v1/consultation_types/:id. */
    async consultationType(typeId: string): Promise<ConsultationType> {
      return (await api.get(`/v1/consultation_types/${id(typeId)}`, { schema: ConsultationTypeEnvelope }))
        .data.d_consultation_type
    },

    /** POST /v1/consultation_types. */
    async createType(draft: ConsultationTypeDraft): Promise<ConsultationType> {
      return (
        await api.post('/v1/consultation_types', {
          json: { consultation_type: draft },
          schema: ConsultationTypeEnvelope,
        })
      ).data.d_consultation_type
    },

    /** PUT /v1/consultation_types/:id (the clinician's own types only). */
    async updateType(typeId: string, draft: ConsultationTypeDraft): Promise<ConsultationType> {
      return (
        await api.put(`/v1/consultation_types/${id(typeId)}`, {
          json: { consultation_type: draft },
          schema: ConsultationTypeEnvelope,
        })
      ).data.d_consultation_type
    },

    /** DELETE /v1/consultation_types/:id. */
    async deleteType(typeId: string): Promise<void> {
      await api.delete(`/v1/consultation_types/${id(typeId)}`)
    },

    /** POST /v1/consultation_types/:id/copy: a new type of the clinician's, to edit. */
    async copyType(typeId: string): Promise<ConsultationType> {
      return (
        await api.post(`/v1/consultation_types/${id(typeId)}/copy`, { schema: ConsultationTypeEnvelope })
      ).data.d_consultation_type
    },

    /** GET /v1/consultation_types/:id/selectable_documents/:docId. */
    async selectableDocument(typeId: string, documentId: string): Promise<SelectableDocument> {
      return (
        await api.get(`/v1/consultation_types/${id(typeId)}/selectable_documents/${id(documentId)}`, {
          schema: SelectableDocumentEnvelope,
        })
      ).data.d_selectable_document
    },

    /** GET /v1/processor_inputs, each with the clinician's templates. */
    async processorInputs(): Promise<ProcessorInput[]> {
      return (await api.get('/v1/processor_inputs', { schema: ProcessorInputsResponse })).data
        .d_processor_inputs
    },

    /** POST /v1/processor_inputs/:id/templates. */
    async createTemplate(inputId: string, template: InputTemplateBody): Promise<InputTemplate> {
      return (
        await api.post(`/v1/processor_inputs/${id(inputId)}/templates`, {
          json: { template },
          schema: InputTemplateEnvelope,
        })
      ).data.d_template
    },

    /** PUT /v1/processor_inputs/:id/templates/:templateId. */
    async updateTemplate(
      inputId: string,
      templateId: string,
      template: InputTemplateBody,
    ): Promise<InputTemplate> {
      return (
        await api.put(`/v1/processor_inputs/${id(inputId)}/templates/${id(templateId)}`, {
          json: { template },
          schema: InputTemplateEnvelope,
        })
      ).data.d_template
    },

    /** DELETE /v1/processor_inputs/:id/templates/:templateId. */
    async deleteTemplate(inputId: string, templateId: string): Promise<void> {
      await api.delete(`/v1/processor_inputs/${id(inputId)}/templates/${id(templateId)}`)
    },
  }
}
