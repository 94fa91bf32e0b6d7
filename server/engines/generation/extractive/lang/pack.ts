/**
 * What a section of a note is about. A template section maps to one or more families by its key or title;
 * each sentence of the consultation is classified into one family.
 */
export type Family =
  | 'complaint'
  | 'hpi'
  | 'past_history'
  | 'family'
  | 'social'
  | 'medication'
  | 'allergies'
  | 'ros'
  | 'exam'
  | 'vitals'
  | 'results'
  | 'assessment'
  | 'plan'
  | 'follow_up'
  | 'all'

export type Gender = 'female' | 'male' | 'unknown'
export type Speaker = 'clinician' | 'patient'

/** The words the extractive engine needs in one language. */
export interface LanguagePack {
  /** What a section with nothing to say reads, as the catalogue's instructions spell it. */
  notDiscussed: string
  /** A gap the clinician must fill, for sections whose instruction asks for one. */
  toBeCompleted: string
  /** Speaker labels, lower-cased and without brackets or colon. */
  clinicianLabel: RegExp
  patientLabel: RegExp
  /** Hesitations and fillers removed from every sentence. */
  fillers: RegExp[]
  /** Discourse words dropped at the start of a sentence ('okay', 'so', 'well'). */
  leading: RegExp
  /** Spelling fixes applied before anything else ('do n't' → 'do not'). */
  rewrites: [RegExp, string][]
  /** Where a long unpunctuated turn is cut into sentences (a lookahead). */
  splitBefore: RegExp
  /** Words ending in a full stop that do not end a sentence (dr., mr., z. b.). */
  abbreviationDot: RegExp
  /** A sentence that asks, even without a question mark. */
  question: RegExp
  /** Small talk and turn-taking that never belongs in a note. */
  smallTalk: RegExp
  /** Commands to a voice assistant, removed ('hey dragon, show me the x-ray'). */
  assistant: RegExp
  /** Function words: what a sentence has beyond them is its content. */
  stopwords: Set<string>
  /** Clinical vocabulary: how much a sentence is about health. */
  clinical: RegExp
  /** Cue words of each family, checked on a sentence. */
  cues: Partial<Record<Family, RegExp>>
  /** Where the visit moves on: examination, results, assessment and plan. */
  phases: { exam: RegExp; results: RegExp; plan: RegExp }
  /** Phrases that give the reason for the visit; group 1 is the reason. */
  complaint: RegExp[]
  /** The clinician asking why the patient came. */
  complaintQuestion: RegExp
  /** A follow-up appointment or interval. */
  followUp: RegExp
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
