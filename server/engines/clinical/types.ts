/**
 * The clinical reading of a consultation, shared by the offline generation engine (which writes each section
 * from these facts) and the review check (which holds a note against them). Offsets are into the transcript
 * text that was read, end exclusive.
 */

export type Speaker = 'clinician' | 'patient' | 'other'

export interface Span {
  start: number
  end: number
}

/** A number as said or written, read with its meaning. */
export interface NumberMention extends Span {
  /** The words as they stand in the text ('one fifty two over ninety', '38 e meio', '6-7'). */
  text: string
  /** How a note writes it: '152/90', '38.5', '6–7', '2/6', '500'. */
  written: string
  /** What it states: one value, or both ends of a range, or both parts of a ratio or pressure. */
  values: number[]
  shape: 'number' | 'range' | 'ratio' | 'pressure'
  /** The unit said with it, as a symbol ('mg', 'mmHg', '%', '°C', 'kg', 'days'), when there is one. */
  unit?: string
  /** Said in words, at least in part ('two', 'e meio', 'out of'): a note writes it as `written`. */
  spoken: boolean
}

/** A sentence of the consultation. */
export interface SourceSentence extends Span {
  index: number
  /** Index of its speaker turn (0-based). */
  turn: number
  speaker: Speaker
  /** Said by a relative or carer for the patient: their first person is not the patient's. */
  carer?: true
  /** The words as said. */
  said: string
  /** Cleaned of hesitations, numbers and units normalised; negations and conditions always kept. */
  text: string
  question: boolean
  /** The last sentence of its turn (where a question expects its answer). */
  lastOfTurn: boolean
  /** It states something as absent or not done ('não', 'denies', 'kein', 'sin'). */
  negated: boolean
  /** It gives advice on a condition ('if the pain comes at rest, go to…', 'se', 'wenn', 'si'). */
  conditional: boolean
}

interface FactBase {
  /** Index of the sentence it was read from. */
  sentence: number
  /** The words that state it. */
  span: Span
  speaker: Speaker
}

export type MedicationStatus =
  /** Taken now, before this visit. */
  | 'current'
  /** Prescribed or started today. */
  | 'started'
  /** Dose or frequency changed today. */
  | 'changed'
  /** Stopped (today or before). */
  | 'stopped'
  /** Kept as it is ('continue the metformin'). */
  | 'continued'
  /** Decided against ('we will not use amoxicillin'). */
  | 'avoided'
  /** Only talked about (an option, a question). */
  | 'discussed'

export interface MedicationFact extends FactBase {
  kind: 'medication'
  /** The name as said, first letter capitalised. */
  name: string
  /** The lexicon key shared by the four languages (lower-case stem), for matching. */
  key: string
  dose?: string
  frequency?: string
  route?: string
  status: MedicationStatus
}

export interface AllergyFact extends FactBase {
  kind: 'allergy'
  /** What the patient is allergic or intolerant to; null for 'no known allergies'. */
  agent: string | null
  /** The medication lexicon key when the agent is a drug (penicillin, amoxicillin…), for matching. */
  key: string | null
  reaction?: string
  /** The sentence that told the reaction, when it was not the agent's own ('Ao ibuprofeno. Ficou com pieira.'). */
  reactionSentence?: number
  intolerance: boolean
  /** Said as a possibility ('lo anotamos como posible alergia', 'suspected allergy'): written as one. */
  possible?: boolean
  /** 'No known drug allergies': none among medicines (other allergies may be named). */
  scope?: 'drug'
  /** Later sentences that say the same allergy again ('Okay, no allergies then.'). */
  restated?: number[]
  /** Later sentences that settle what it is ('não é bem alergia…', 'No, papá, eso fue el contraste'): read into it. */
  settledBy?: number[]
}

export interface MeasurementFact extends FactBase {
  kind: 'measurement'
  /** bloodPressure, heartRate, temperature… or 'other' for a value whose name is only in `name`. */
  measure: string
  /** Its name in the note's language ('Blood pressure', 'HbA1c'). */
  name: string
  /** As a note writes it: '152/90 mmHg', '38.5 °C', '7.2%'. */
  value: string
  /** Which one of its kind, as said ('LDL'). */
  label?: string
  number: NumberMention
}

export interface SymptomFact extends FactBase {
  kind: 'symptom'
  text: string
  negated: boolean
}

export interface HistoryFact extends FactBase {
  kind: 'history'
  text: string
}

export interface SocialFact extends FactBase {
  kind: 'social'
  topic: 'smoking' | 'alcohol' | 'drugs' | 'work' | 'living' | 'exercise'
  text: string
}

export interface ImpressionFact extends FactBase {
  kind: 'impression'
  /** The condition named ('pneumonia', 'Lungenentzündung'). */
  diagnosis: string
  /** The clause as a note writes it ('Probable community-acquired pneumonia'). */
  text: string
  certainty: 'stated' | 'probable' | 'possible'
  /** A result judged ('Potassium, high'): the assessment's, yet no sign that the examination is over. */
  ofResult?: true
}

export interface OrderFact extends FactBase {
  kind: 'order'
  type: 'test' | 'imaging' | 'prescription' | 'referral' | 'advice' | 'follow_up' | 'safety_net'
  /** What is ordered or advised, short ('chest x-ray', 'cardiology', 'in 4 months'). */
  what: string
  /** The order as a note writes it. */
  text: string
}

export type Fact =
  | MedicationFact
  | AllergyFact
  | MeasurementFact
  | SymptomFact
  | HistoryFact
  | SocialFact
  | ImpressionFact
  | OrderFact
