import { z } from 'zod'
import { User } from './auth'
import { envelope, Id } from './common'

export const SectionFormat = z.enum(['bullets', 'prose'])

/** A section of a document template, in the language of the request. */
export const DocumentSection = z.object({
  key: z.string(),
  title: z.string(),
  instruction: z.string(),
  format: SectionFormat,
  abbreviations: z.boolean(),
})
export type DocumentSection = z.infer<typeof DocumentSection>

export const ProcessorInputType = z.enum(['text', 'number', 'date', 'select'])
export const InputTemplate = z.object({
  id: Id,
  processor_input_id: Id,
  name: z.string(),
  content: z.string(),
})
export type InputTemplate = z.infer<typeof InputTemplate>

const InputFields = {
  id: Id,
  label: z.string(),
  help: z.string(),
  type: ProcessorInputType,
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
}
/** A field of the form beside the recording, with the user's saved texts for it. */
export const ProcessorInput = z.object({
  ...InputFields,
  /** The second part entered beside this one (diastolic beside systolic); user inputs key it 'primary:secondary'. */
  secondary: z.object(InputFields).nullable(),
  templates: z.array(InputTemplate),
})
export type ProcessorInput = z.infer<typeof ProcessorInput>
export const ProcessorInputsResponse = envelope(z.object({ d_processor_inputs: z.array(ProcessorInput) }))

export const SelectableDocumentSummary = z.object({ id: Id, name: z.string(), description: z.string() })
export const SelectableDocument = SelectableDocumentSummary.extend({ sections: z.array(DocumentSection) })
export type SelectableDocument = z.infer<typeof SelectableDocument>

export const ConsultationTypeInput = z.object({ processor_input_id: Id, mandatory: z.boolean() })
export const ConsultationType = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  medical_speciality_id: Id,
  sections: z.array(DocumentSection),
  inputs: z.array(ConsultationTypeInput),
  selectable_documents: z.array(SelectableDocumentSummary),
  /** Made by this clinician (editable) rather than part of Escriba's catalogue (read-only, can be copied). */
  custom: z.boolean(),
  /** The type this one was copied from, if any. */
  copied_from: Id.nullable(),
  updated_at: z.string().nullable(),
})
export type ConsultationType = z.infer<typeof ConsultationType>
export const ConsultationTypeParams = z.object({ id: Id })
export const ConsultationTypesResponse = envelope(
  z.object({ d_consultation_types: z.array(ConsultationType) }),
)
export const ConsultationTypeEnvelope = envelope(z.object({ d_consultation_type: ConsultationType }))
export const SelectableDocumentParams = z.object({ id: Id, docId: Id })
export const SelectableDocumentEnvelope = envelope(z.object({ d_selectable_document: SelectableDocument }))

export const MAX_SECTIONS = 30
/** A clinician's own consultation type, as the editor sends it (one language: the clinician's). */
export const ConsultationTypeRequest = z.object({
  consultation_type: z.object({
    name: z.string().trim().min(3).max(120),
    description: z.string().trim().max(1000).default(''),
    medical_speciality_id: Id,
    sections: z
      .array(
        z.object({
          key: z
            .string()
            .regex(/^[a-z][a-z0-9_]{0,59}$/, 'lower case letters, digits and _')
            .optional(),
          title: z.string().trim().min(1).max(200),
          instruction: z.string().trim().max(2000).default(''),
          format: SectionFormat.default('prose'),
          abbreviations: z.boolean().default(false),
        }),
      )
      .min(1)
      .max(MAX_SECTIONS),
    inputs: z.array(ConsultationTypeInput).max(50).default([]),
    selectable_document_ids: z.array(Id).max(30).default([]),
  }),
})
export type ConsultationTypeRequest = z.infer<typeof ConsultationTypeRequest>

export const InputTemplateParams = z.object({ id: Id })
export const InputTemplateItemParams = z.object({ id: Id, templateId: z.uuid() })
export const InputTemplateRequest = z.object({
  template: z.object({
    name: z.string().trim().min(1).max(120).optional(),
    content: z.string().trim().min(1).max(20_000),
  }),
})
export const InputTemplateEnvelope = envelope(z.object({ d_template: InputTemplate }))

/** The documents (reports) a consultation type can produce: its main note and its selectable documents. */
export const TemplateReportsParams = z.object({ id: Id })
export const TemplateReportsResponse = envelope(
  z.object({
    reports: z.array(z.object({ id: Id, name: z.string(), description: z.string(), main: z.boolean() })),
  }),
)

/** GET /start: what the home screen needs in one call. */
export const StartResponse = envelope(
  z.object({
    d_user: User,
    d_consultation_types: z.array(ConsultationType),
    d_medical_specialities: z.array(z.object({ id: Id, name: z.string() })),
  }),
)
