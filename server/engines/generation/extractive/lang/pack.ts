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
  /** How a clinician asks for a change to a note (instructions.ts reads them). */
  edits: EditWords
  /** Clinical terms and their usual abbreviation, used in both directions by the abbreviations setting. */
  abbreviations: [string, string][]
}

/**
 * The words of an instruction to change a note, each an alternation written folded (lower case, without
 * accents: instructions are matched folded, so 'remova', 'Remova' and 'remová' read alike).
 */
export interface EditWords {
  /** Verbs, as people write them: imperatives and infinitives, polite and familiar. */
  remove: string
  add: string
  move: string
  replace: string
  shorten: string
  /** 'Make the plan shorter': group 1 names what to shorten. */
  shorter: RegExp
  /** Before the section a target is in ('from', 'da'), and before the one text goes to ('to', 'ao'). */
  from: string
  to: string
  /** Between what is replaced and what replaces it ('with', 'por', 'durch'). */
  by: string
  /** Courtesies and fillers before the verb or after it ('please', 'can you', 'also'), dropped. */
  polite: string
  articles: string
  /** Words that name a section as such ('section', 'secção'), dropped around its name. */
  section: string
  /** The whole document ('the note'). */
  note: string
  /** A change made in every section ('everywhere'). */
  everywhere: string
  /** 'That' after 'add' ('add that she smokes'). */
  that: string
  /** Words before a target that only point at it ('the line about', 'any mention of'). */
  mentionOf: string
  /**
   * Verb forms that also tell what a patient does ('e passa a tomar', 'y lleva tres días'): they open a
   * change at the start of a sentence, never after an 'and' inside one.
   */
  narrative: string
  /** Particles that close a separable verb ('füge … hinzu', 'nimm … heraus'). */
  particles?: string
  /** Whether the verb may come last, as an infinitive ('Penicillin aus der Medikation entfernen'). */
  verbLast?: boolean
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
