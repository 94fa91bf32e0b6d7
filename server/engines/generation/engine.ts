import type { DocumentSection } from '../../../contract/catalogue'
import type { Language } from '../../../contract/common'
import type { DocumentNotice, InstructionRefusalReason } from '../../../contract/consultations'
import type { LineEvidence } from '../../../contract/review'
import type { EngineReadiness } from '../transcription/engine'

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
  /** What the clinician should know about how the note was written (the model's headings were mapped). */
  notice?: DocumentNotice | null
}

/** A part of an instruction an engine cannot carry out, and why, in the clinician's own words. */
export interface InstructionRefusal {
  reason: InstructionRefusalReason
  /** The clause of the instruction, as written or transcribed. */
  part: string
  /** The words looked for and not found, or the section name not known. */
  target?: string
  /** The section the target was looked for in, as the note titles it. */
  section?: string
}

/** The instruction (or a part of it) cannot be carried out: nothing was changed. */
export class InstructionNotFollowedError extends Error {
  constructor(readonly refusals: InstructionRefusal[]) {
    super(refusals.map(describeRefusal).join(' '))
  }
}

/** A refusal in words, for logs, API users and the document's error. */
export function describeRefusal(refusal: InstructionRefusal): string {
  const where = refusal.section ? ` in «${refusal.section}»` : ''
  const what: Record<InstructionRefusalReason, string> = {
    not_understood: 'is not a change offline editing understands',
    not_found: `names «${refusal.target}», which is not${where || ' in the note'}`,
    unknown_section: `names a section the note does not have («${refusal.target}»)`,
    ambiguous: `names «${refusal.target}», which is in several places${where}: say which section`,
    shares_sentence: `would also remove what shares a sentence with «${refusal.target}»`,
    already_there: `asks for what the note already says${where}`,
    cannot_shorten: `cannot shorten${where || ' the note'}: every line states a number, a medicine, an allergy, a negation or a diagnosis`,
  }
  return `«${refusal.part}» ${what[refusal.reason]}.`
}

/** Writes clinical documents; chosen by GENERATION_ENGINE, never by `if` chains in features. */
export interface GenerationEngine {
  readonly name: string
  generate(request: GenerationRequest): Promise<GeneratedNote>
  /**
   * The parts of the request's instruction this engine cannot carry out, found before anything is charged;
   * an engine without it (the LLM one) takes any instruction.
   */
  refusals?(request: GenerationRequest): InstructionRefusal[]
  /** What the engine can do now (GET /health); an engine without it (the offline one) is always ready. */
  readiness?(): EngineReadiness
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
