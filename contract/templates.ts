import { z } from 'zod'
import { DocumentSection } from './catalogue'
import { envelope, Id } from './common'

/** One request describes at most this many sections. */
export const MAX_REQUEST_SECTIONS = 20
/** Example files sent with one request, and the size of each. */
export const MAX_EXAMPLE_FILES = 5
export const MAX_EXAMPLE_FILE_BYTES = 10 * 1024 * 1024

/** The example files accepted, by content type, with the names they may carry; the server checks the bytes. */
export const EXAMPLE_FILE_TYPES = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'text/plain': ['.txt'],
} as const satisfies Record<string, readonly string[]>
export type ExampleFileType = keyof typeof EXAMPLE_FILE_TYPES
export const EXAMPLE_FILE_EXTENSIONS = Object.values(EXAMPLE_FILE_TYPES).flat()

/** A section of the requested document, as the clinician describes it. */
export const TemplateRequestSection = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).default(''),
  requested_changes: z.string().trim().max(2000).default(''),
})
export type TemplateRequestSection = z.infer<typeof TemplateRequestSection>

/** The `request` part of POST /v1/template_requests (JSON), beside 0–5 `files` parts. */
export const TemplateRequestInput = z.object({
  title: z.string().trim().min(3).max(120),
  sections: z.array(TemplateRequestSection).min(1).max(MAX_REQUEST_SECTIONS),
  vocabulary_comment: z.string().trim().max(2000).optional(),
  /** A selectable document id or a consultation type id the new document starts from. */
  base_document_id: z.string().trim().min(1).max(100).optional(),
  /** For the clinician's organisation (shared by its members) rather than for the clinician alone. */
  for_organization: z.boolean().default(false),
})
export type TemplateRequestInput = z.input<typeof TemplateRequestInput>

export const TemplateRequestFields = z.object({
  request: z
    .string()
    .describe(
      'JSON: title, sections (1–20 of title, description, requested_changes), ' +
        'vocabulary_comment?, base_document_id?, for_organization?',
    ),
})

export const TemplateRequestStatus = z.enum(['pending', 'approved', 'declined'])
export type TemplateRequestStatus = z.infer<typeof TemplateRequestStatus>

export const TemplateRequestFile = z.object({
  id: Id,
  filename: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
})
export type TemplateRequestFile = z.infer<typeof TemplateRequestFile>

export const TemplateRequest = z.object({
  id: Id,
  title: z.string(),
  sections: z.array(TemplateRequestSection),
  vocabulary_comment: z.string().nullable(),
  base_document_id: z.string().nullable(),
  for_organization: z.boolean(),
  status: TemplateRequestStatus,
  /** Why support declined it. */
  decline_reason: z.string().nullable(),
  /** The custom document made from it, once approved. */
  custom_document_id: Id.nullable(),
  files: z.array(TemplateRequestFile),
  created_at: z.string(),
  decided_at: z.string().nullable(),
})
export type TemplateRequest = z.infer<typeof TemplateRequest>

export const TemplateRequestParams = z.object({ id: z.uuid() })
export const TemplateRequestFileParams = z.object({ id: z.uuid(), fileId: z.uuid() })
export const TemplateRequestEnvelope = envelope(z.object({ d_template_request: TemplateRequest }))
export const TemplateRequestsResponse = envelope(z.object({ d_template_requests: z.array(TemplateRequest) }))

/** A document support made from a request: generated like a selectable document, by its id. */
export const CustomDocument = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  sections: z.array(DocumentSection),
  /** Shared with the clinician's organisation rather than the clinician's own. */
  organization: z.boolean(),
  /**
   * The selectable document or consultation type its request started from: the consultation screen offers
   * the custom document where that document or type is in use.
   */
  base_document_id: z.string().nullable(),
  created_at: z.string(),
})
export type CustomDocument = z.infer<typeof CustomDocument>
export const CustomDocumentParams = z.object({ id: z.uuid() })
export const CustomDocumentEnvelope = envelope(z.object({ d_custom_document: CustomDocument }))
export const CustomDocumentsResponse = envelope(z.object({ d_custom_documents: z.array(CustomDocument) }))

/** A text the clinician writes once and reuses. */
export const CustomTemplate = z.object({
  id: Id,
  name: z.string(),
  text: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type CustomTemplate = z.infer<typeof CustomTemplate>
export const CustomTemplateParams = z.object({ id: z.uuid() })
export const CustomTemplateRequest = z.object({
  custom_template: z.object({
    name: z.string().trim().min(1).max(120),
    text: z.string().trim().min(1).max(20_000),
  }),
})
export type CustomTemplateRequest = z.infer<typeof CustomTemplateRequest>
export const CustomTemplateEnvelope = envelope(z.object({ d_custom_template: CustomTemplate }))
export const CustomTemplatesResponse = envelope(z.object({ d_custom_templates: z.array(CustomTemplate) }))
