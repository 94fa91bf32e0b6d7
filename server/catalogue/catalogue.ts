import type {
  ConsultationType,
  DocumentSection,
  InputTemplate,
  ProcessorInput,
  SelectableDocument,
} from '../../contract/catalogue'
import type { Language } from '../../contract/common'
import { selectableDocuments } from './content/documents'
import { processorInputs } from './content/inputs'
import { consultationTypes } from './content/types'
import type {
  ConsultationTypeDef,
  ProcessorInputDef,
  SectionDef,
  SelectableDocumentDef,
  Text4,
} from './model'

/** Escriba's own catalogue, versioned in the repository (server/catalogue/content) and read-only. */
export const builtInTypes = new Map(consultationTypes.map((t) => [t.id, t]))
export const inputsById = new Map(processorInputs.map((i) => [i.id, i]))
export const documentsById = new Map(selectableDocuments.map((d) => [d.id, d]))

export const localize = (text: Text4, language: Language) => text[language] || text.pt

export const sectionDto = (section: SectionDef, language: Language): DocumentSection => ({
  key: section.key,
  title: localize(section.title, language),
  instruction: localize(section.instruction, language),
  format: section.style.format,
  abbreviations: section.style.abbreviations,
})

export const documentSummary = (doc: SelectableDocumentDef, language: Language) => ({
  id: doc.id,
  name: localize(doc.name, language),
  description: localize(doc.description, language),
})

export const documentDto = (doc: SelectableDocumentDef, language: Language): SelectableDocument => ({
  ...documentSummary(doc, language),
  sections: doc.sections.map((s) => sectionDto(s, language)),
})

export const builtInTypeDto = (def: ConsultationTypeDef, language: Language): ConsultationType => ({
  id: def.id,
  name: localize(def.name, language),
  description: localize(def.description, language),
  medical_speciality_id: def.specialityId,
  sections: def.main.sections.map((s) => sectionDto(s, language)),
  inputs: def.inputs.map((i) => ({ processor_input_id: i.id, mandatory: i.mandatory })),
  selectable_documents: def.documents.map((id) => documentSummary(documentsById.get(id)!, language)),
  custom: false,
  copied_from: null,
  updated_at: null,
})

function inputFields(def: Omit<ProcessorInputDef, 'secondary'>, language: Language) {
  return {
    id: def.id,
    label: localize(def.label, language),
    help: localize(def.help, language),
    type: def.type,
    unit: def.unit ?? null,
    min: def.min ?? null,
    max: def.max ?? null,
    options: (def.options ?? []).map((o) => ({ value: o.value, label: localize(o.label, language) })),
  }
}

export const inputDto = (
  def: ProcessorInputDef,
  language: Language,
  templates: InputTemplate[],
): ProcessorInput => ({
  ...inputFields(def, language),
  secondary: def.secondary ? inputFields(def.secondary, language) : null,
  templates,
})
