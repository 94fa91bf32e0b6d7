import type { DocumentSection } from '../../../contract/catalogue'
import type { Language } from '../../../contract/common'
import type { LineEvidence } from '../../../contract/review'

/** A filled structured input, ready to be written into a note. */
export interface NoteInput {
  /** The processor input id (bloodpressure, hemoglobinac, medication…). */
  key: string
  /** Its label in the note's language. */
  label: string
  /** The value as the clinician typed it, with the unit appended when it has one (e.g. '142/88 mmHg'). */
  value: string
}

export interface GenerationRequest {
  /** The language the note is written in. */
  language: Language
  /**
   * What was said or dictated: a consultation transcript, with or without speaker labels
   * (`[doctor] …`, `Doctor: …`, `Médico: …`, `Paciente: …`), or free text.
   */
  transcript: string
  /** The structured inputs the clinician filled. */
  inputs: NoteInput[]
  /** The document to write: its name and its ordered sections, each with what belongs in it and its style. */
  template: { name: string; sections: DocumentSection[] }
  /** A regeneration: the clinician's instruction, and the version it changes. */
  instruction?: string
  previous?: string
  /** The LLM engine honours these when the model is configured; the extractive engine has no use for them. */
  model?: string
  temperature?: number
}

export interface GeneratedSection {
  key: string
  title: string
  /** Markdown; for a section with nothing to say, the engine's 'not discussed' marker in the note's language. */
  content: string
  /** Whether the input had nothing for this section. */
  empty: boolean
}

export interface GeneratedNote {
  /** The whole document as markdown: one `## Title` heading per section, in the template's order. */
  markdown: string
  sections: GeneratedSection[]
  /**
   * Where each line of `markdown` came from, when the engine knows it by construction (the offline engine);
   * the review check aligns the lines it does not cover.
   */
  provenance?: LineEvidence[]
}

/** Writes clinical documents; chosen by GENERATION_ENGINE, never by `if` chains in features. */
export interface GenerationEngine {
  readonly name: string
  generate(request: GenerationRequest): Promise<GeneratedNote>
}

/** The engine cannot work now (server overloaded, rate limited, unreachable): the request may be tried again. */
export class GenerationOverloadedError extends Error {}

/** The engine refused the request for a reason retrying will not change (bad key, unknown model). */
export class GenerationUnavailableError extends Error {}

/** What a section with nothing to say reads, in the note's language (as the catalogue's instructions say). */
export const NOT_DISCUSSED: Record<Language, string> = {
  pt: 'Não abordado.',
  en: 'Not discussed.',
  de: 'Nicht erhoben.',
  es: 'No consta.',
}

/** Joins sections into the document's markdown. */
export function toMarkdown(sections: GeneratedSection[]): string {
  return sections.map((s) => `## ${s.title}\n\n${s.content.trim()}`).join('\n\n')
}
