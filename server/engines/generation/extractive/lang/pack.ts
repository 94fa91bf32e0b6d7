import type { Family, ReadingPack } from '../../../clinical/lang/pack'

export type { Family, ReadingPack }

export type Gender = 'female' | 'male' | 'unknown'
export type Speaker = 'clinician' | 'patient'

/** The words the extractive engine needs in one language: how to read it, and how to write a note. */
export interface LanguagePack extends ReadingPack {
  /** What a section with nothing to say reads, as the catalogue's instructions spell it. */
  notDiscussed: string
  /** A gap the clinician must fill, for sections whose instruction asks for one. */
  toBeCompleted: string
  /** Phrases that give the reason for the visit; group 1 is the reason. */
  complaint: RegExp[]
  /** The clinician asking why the patient came. */
  complaintQuestion: RegExp
  /** Explicit words for the patient's sex (a 50-year-old female, Mrs, Herr). */
  gender: { female: RegExp; male: RegExp }
  /** A yes/no question about a symptom (group 1 is the symptom) and the short answers to it. */
  qa: { question: RegExp; yes: RegExp; no: RegExp; denies: string; reports: string }
  /** Rewrites a sentence in the third person, or returns null when that cannot be done reliably. */
  thirdPerson(sentence: string, speaker: Speaker, gender: Gender): string | null
  /** Section titles of custom templates and the family each names. */
  titles: [RegExp, Family][]
  /** An instruction to remove something; group 1 is what to remove. */
  removal: RegExp
  /** An instruction naming a section to put text in: group 1 the section title, group 2 the text. */
  addTo: RegExp
  /** Clinical terms and their usual abbreviation, used in both directions by the abbreviations setting. */
  abbreviations: [string, string][]
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
