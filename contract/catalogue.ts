import { z } from 'zod'
import { envelope, Id } from './common'

export const ProcessorInputType = z.enum(['text', 'number', 'date', 'select'])
export const ProcessorInput = z.object({
  id: Id,
  key: z.string(),
  label: z.string(),
  type: ProcessorInputType,
  mandatory: z.boolean(),
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  options: z.array(z.string()),
})
export const ProcessorInputsResponse = envelope(z.object({ d_processor_inputs: z.array(ProcessorInput) }))

export const DocumentSection = z.object({ key: z.string(), title: z.string(), instruction: z.string() })
export const SelectableDocument = z.object({ id: Id, name: z.string(), sections: z.array(DocumentSection) })

export const ConsultationType = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  sections: z.array(DocumentSection),
  processor_input_ids: z.array(Id),
  selectable_documents: z.array(SelectableDocument.pick({ id: true, name: true })),
})
export const ConsultationTypeParams = z.object({ id: Id })
export const ConsultationTypesResponse = envelope(
  z.object({ d_consultation_types: z.array(ConsultationType) }),
)
export const ConsultationTypeEnvelope = envelope(z.object({ d_consultation_type: ConsultationType }))
export const SelectableDocumentParams = z.object({ id: Id, docId: Id })
export const SelectableDocumentEnvelope = envelope(z.object({ d_selectable_document: SelectableDocument }))

/** A clinician's saved text for one processor input, offered again in later consultations. */
export const InputTemplate = z.object({ id: Id, processor_input_id: Id, content: z.string() })
export const InputTemplateParams = z.object({ id: Id })
export const InputTemplateItemParams = z.object({ id: Id, templateId: Id })
export const InputTemplateRequest = z.object({
  template: z.object({ content: z.string().min(1).max(20_000) }),
})
export const InputTemplateEnvelope = envelope(z.object({ d_template: InputTemplate }))

export const TemplateReportsParams = z.object({ id: Id })
export const TemplateReportsResponse = envelope(
  z.object({ reports: z.array(z.object({ id: Id, name: z.string(), content: z.string() })) }),
)
