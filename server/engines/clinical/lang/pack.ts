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

/** The words needed to read a consultation in one language: speakers, sentences, cue words. */
export interface ReadingPack {
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
  /** A follow-up appointment or interval. */
  followUp: RegExp
  /** Words that state something as absent or not done ('não', 'denies', 'kein', 'sin'). */
  negation: RegExp
  /** A clause that sets a condition ('if the pain…', 'se a dor…', 'wenn…', 'si…'). */
  condition: RegExp
  /** Checking who the patient is (name, date of birth, number): never in a note. */
  identity: RegExp
  /** Talk about the visit itself ('let me go over my assessment and plan'), not about the patient. */
  visitTalk: RegExp
}
