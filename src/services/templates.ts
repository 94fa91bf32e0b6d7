import { ConsultationTypesResponse } from '../../contract/catalogue'
import {
  type CustomDocument,
  CustomDocumentEnvelope,
  CustomDocumentsResponse,
  type CustomTemplate,
  CustomTemplateEnvelope,
  type CustomTemplateRequest,
  CustomTemplatesResponse,
  type TemplateRequest,
  TemplateRequestEnvelope,
  type TemplateRequestInput,
  TemplateRequestsResponse,
} from '../../contract/templates'
import type { Api } from './api'

/** A document of the catalogue a request may start from: a selectable document or a consultation type's note. */
export type BaseDocument = { id: string; name: string; kind: 'document' | 'type' }

/** An example file picked by the clinician: the bytes (a File in the browser) and the name to send. */
export type ExampleFile = { name: string; size: number; type: string; blob: Blob }

/** A text the clinician writes and reuses, as it is sent. */
export type CustomTemplateBody = CustomTemplateRequest['custom_template']

export type Templates = ReturnType<typeof createTemplates>

const id = (value: string) => encodeURIComponent(value)

/** The calls of custom documents: template requests with example files, custom documents, custom templates. */
export function createTemplates(api: Api) {
  return {
    /** GET /v1/template_requests: the clinician's own, newest first. */
    async requests(): Promise<TemplateRequest[]> {
      return (await api.get('/v1/template_requests', { schema: TemplateRequestsResponse })).data
        .d_template_requests
    },

    /** POST /v1/template_requests, multipart: the request as JSON and each example file as a `files` part. */
    async submitRequest(request: TemplateRequestInput, files: ExampleFile[]): Promise<TemplateRequest> {
      const form = new FormData()
      form.append('request', JSON.stringify(request))
      for (const file of files) form.append('files', file.blob, file.name)
      return (await api.post('/v1/template_requests', { body: form, schema: TemplateRequestEnvelope })).data
        .d_template_request
    },

    /** GET /v1/template_requests/:id/files/:fileId: an example file's bytes, typed, for the viewer. */
    async requestFile(requestId: string, fileId: string): Promise<Blob> {
      return api.get<Blob>(`/v1/template_requests/${id(requestId)}/files/${id(fileId)}`, {
        responseType: 'blob',
      })
    },

    /** The documents a request may start from: every selectable document once, then the consultation types. */
    async baseDocuments(): Promise<BaseDocument[]> {
      const types = (await api.get('/v1/consultation_types', { schema: ConsultationTypesResponse })).data
        .d_consultation_types
      const documents = new Map<string, BaseDocument>()
      for (const type of types) {
        for (const doc of type.selectable_documents) {
          if (!documents.has(doc.id)) documents.set(doc.id, { id: doc.id, name: doc.name, kind: 'document' })
        }
      }
      return [
        ...documents.values(),
        ...types.map((type) => ({ id: type.id, name: type.name, kind: 'type' as const })),
      ]
    },

    /** GET /v1/custom_documents: the clinician's own and their organisation's. */
    async customDocuments(): Promise<CustomDocument[]> {
      return (await api.get('/v1/custom_documents', { schema: CustomDocumentsResponse })).data
        .d_custom_documents
    },

    /** GET /v1/custom_documents/:id. */
    async customDocument(documentId: string): Promise<CustomDocument> {
      return (await api.get(`/v1/custom_documents/${id(documentId)}`, { schema: CustomDocumentEnvelope }))
        .data.d_custom_document
    },

    /** GET /v1/custom_templates, newest first. */
    async customTemplates(): Promise<CustomTemplate[]> {
      return (await api.get('/v1/custom_templates', { schema: CustomTemplatesResponse })).data
        .d_custom_templates
    },

    /** POST /v1/custom_templates. */
    async createCustomTemplate(body: CustomTemplateBody): Promise<CustomTemplate> {
      return (
        await api.post('/v1/custom_templates', {
          json: { custom_template: body },
          schema: CustomTemplateEnvelope,
        })
      ).data.d_custom_template
    },

    /** PUT /v1/custom_templates/:id. */
    async updateCustomTemplate(templateId: string, body: CustomTemplateBody): Promise<CustomTemplate> {
      return (
        await api.put(`/v1/custom_templates/${id(templateId)}`, {
          json: { custom_template: body },
          schema: CustomTemplateEnvelope,
        })
      ).data.d_custom_template
    },

    /** DELETE /v1/custom_templates/:id. */
    async deleteCustomTemplate(templateId: string): Promise<void> {
      await api.delete(`/v1/custom_templates/${id(templateId)}`)
    },
  }
}

/** Puts a custom template's text on the clipboard, to paste where it is reused. */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<void> {
  if (!clipboard?.writeText) throw new Error('The clipboard is not available')
  await clipboard.writeText(text)
}
