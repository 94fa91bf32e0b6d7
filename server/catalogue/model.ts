import type { Language } from '../../contract/common'

/** A text in each of Escriba's languages; pt is the reference. */
export type Text4 = Record<Language, string>

/** How a section is written. */
export interface SectionStyle {
  format: 'bullets' | 'prose'
  /** Whether usual clinical abbreviations (HTA, DM2, PA…) may be used. */
  abbreviations: boolean
}

/** One section of a document template, with what belongs in it. */
export interface SectionDef {
  /** Stable, snake_case, unique within its template. */
  key: string
  title: Text4
  /** What belongs in the section, for the generation engines and the clinician reading the template. */
  instruction: Text4
  style: SectionStyle
}

export interface DocumentTemplateDef {
  sections: SectionDef[]
}

/** A document a clinician can generate besides the main note (referral letter, sick note…). */
export interface SelectableDocumentDef extends DocumentTemplateDef {
  /** Stable id, used in URLs. */
  id: string
  name: Text4
  description: Text4
}

export type InputType = 'text' | 'number' | 'date' | 'select'

/** A field of the form a clinician fills beside the recording. */
export interface ProcessorInputDef {
  /** Stable id; the notes payload field for the spec's ones (bloodpressure, hemoglobinac…). */
  id: string
  label: Text4
  /** A hint shown under the field. */
  help: Text4
  type: InputType
  /** Unit of a number input, as written after the value (mmHg, %, mg/dL, kg/m²). */
  unit?: string
  /** Plausible range of a number input: values outside are refused as typing errors. */
  min?: number
  max?: number
  /** Options of a select input. */
  options?: { value: string; label: Text4 }[]
  /**
   * A second part entered beside the first (diastolic beside systolic); user inputs then use the key
   * 'primary:secondary'.
   */
  secondary?: Omit<ProcessorInputDef, 'secondary' | 'id'> & { id: string }
}

export interface ConsultationTypeDef {
  /** Stable id, used in URLs. */
  id: string
  name: Text4
  description: Text4
  /** The medical speciality it is grouped under (ids of the medical_specialities seed). */
  specialityId: string
  /** The main note's template. */
  main: DocumentTemplateDef
  /** The form beside the recording, in order. */
  inputs: { id: string; mandatory: boolean }[]
  /** Ids of the selectable documents offered with this type. */
  documents: string[]
}
