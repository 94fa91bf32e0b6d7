import type { Language } from '../../../contract/common'
import type { Evidence, LineEvidence } from '../../../contract/review'
import { normaliseMeasurements } from '../clinical/measurements'
import type { SourceSentence } from '../clinical/types'
import type { NoteInput } from '../generation/engine'
import { type DrugMention, findDrugs } from './drugs'
import { termsIn } from './negation'
import type { NoteLine } from './note'
import { spokenNumbers } from './numbers'
import { contentStems } from './words'

/**
 * What a note line can come from: a transcript sentence (a short answer together with the question it
 * answers), or a structured input.
 */
export interface Unit {
  sentences: SourceSentence[]
  input?: NoteInput
  /** The words as said (or the input as typed), which the checks read. */
  said: string
  /** Numbers and units normalised, for alignment. */
  text: string
  stems: Set<string>
  /** `said` with its numbers made readable (spokenNumbers), which the checks read. */
  spoken: string
  /** The drugs it names, with offsets into `spoken`. */
  drugs: DrugMention[]
}

export interface SourceIndex {
  units: Unit[]
  /** The unit each transcript sentence belongs to as its own sentence. */
  unitOfSentence: number[]
  postings: Map<string, number[]>
  idf: Map<string, number>
}

/**
 * Content words; drug names as one token shared by every spelling and brand of the drug; symptoms as one
 * token shared by the lay and the clinical word ('short of breath', 'dyspnea').
 */
function stemsOf(text: string, drugs: DrugMention[], language: Language): Set<string> {
  return new Set([
    ...contentStems(text, language),
    ...drugs.map((d) => `rx:${d.key}`),
    ...termsIn(text, language).map((t) => `sx:${t.key}`),
  ])
}

/** A short answer ('no', 'yes, twice a day', 'nein') gets the question before it as its context. */
export const SHORT_ANSWER_WORDS = 8

export function indexSource(
  sentences: SourceSentence[],
  inputs: NoteInput[],
  language: Language,
): SourceIndex {
  const units: Unit[] = []
  const unitOfSentence: number[] = []
  sentences.forEach((s, i) => {
    const previous = sentences[i - 1]
    const answers =
      previous?.question &&
      previous.turn !== s.turn &&
      previous.speaker !== s.speaker &&
      s.said.split(/\s+/).length <= SHORT_ANSWER_WORDS
    const own = answers ? [previous, s] : [s]
    const text = own.map((x) => x.text).join(' ')
    const said = own.map((x) => x.said).join(' ')
    const spoken = spokenNumbers(said, language)
    const drugs = findDrugs(spoken)
    unitOfSentence.push(units.length)
    units.push({ sentences: own, said, spoken, text, drugs, stems: stemsOf(text, drugs, language) })
  })
  for (const input of inputs) {
    const said = `${input.label}: ${input.value}`
    const text = normaliseMeasurements(said, language)
    const drugs = findDrugs(said)
    units.push({
      sentences: [],
      input,
      said,
      spoken: said,
      text,
      drugs,
      stems: stemsOf(text, drugs, language),
    })
  }
  const postings = new Map<string, number[]>()
  units.forEach((u, i) => {
    for (const s of u.stems) {
      const list = postings.get(s)
      if (list) list.push(i)
      else postings.set(s, [i])
    }
  })
  const idf = new Map<string, number>()
  for (const [s, list] of postings) idf.set(s, Math.log(1 + units.length / list.length))
  return { units, unitOfSentence, postings, idf }
}

/** Where a line came from: the units it was aligned to, best first, and how well the best one matched. */
export interface Alignment {
  units: number[]
  score: number
}

const MIN_SCORE = 0.3
const NEAR_BEST = 0.75
const MAX_UNITS = 3

/**
 * Aligns a note line to the consultation by its content words, drug names and numbers, each weighted by
 * how rare it is in the consultation: the share of the line's weight a unit holds is its score.
 */
export function alignLine(
  text: string,
  index: SourceIndex,
  language: Language,
  drugs: DrugMention[] = findDrugs(text),
): Alignment {
  const stems = stemsOf(normaliseMeasurements(text, language), drugs, language)
  // Words the consultation never says still weigh, as much as the rarest word it says.
  const unseen = Math.log(1 + index.units.length)
  let total = 0
  const scores = new Map<number, number>()
  for (const s of stems) {
    const weight = (index.idf.get(s) ?? unseen) * (/^(?:rx|sx):/.test(s) ? 2 : 1)
    total += weight
    for (const u of index.postings.get(s) ?? []) scores.set(u, (scores.get(u) ?? 0) + weight)
  }
  if (!total) return { units: [], score: 0 }
  const ranked = [...scores.entries()]
    .map(([u, w]) => ({ u, score: w / total }))
    .sort((a, b) => b.score - a.score || a.u - b.u)
  const best = ranked[0]?.score ?? 0
  if (best < MIN_SCORE) return { units: [], score: best }
  return {
    units: ranked
      .filter((r) => r.score >= best * NEAR_BEST)
      .slice(0, MAX_UNITS)
      .map((r) => r.u),
    score: best,
  }
}

/** The evidence a unit gives: its transcript sentences with their ranges, or its input. */
export function evidenceOf(unit: Unit): Evidence[] {
  if (unit.input)
    return [{ source: 'input', key: unit.input.key, label: unit.input.label, text: unit.input.value }]
  return unit.sentences.map((s) => ({
    source: 'transcript' as const,
    start: s.start,
    end: s.end,
    turn: s.turn,
    text: s.said,
  }))
}

/** The units that given evidence points at (the generating engine's provenance). */
export function unitsOfEvidence(evidence: Evidence[], index: SourceIndex): number[] {
  const out = new Set<number>()
  for (const e of evidence) {
    if (e.source === 'input') {
      const u = index.units.findIndex((x) => x.input?.key === e.key)
      if (u >= 0) out.add(u)
      continue
    }
    index.units.forEach((u, i) => {
      const s = u.sentences.at(-1)
      if (!u.input && s && s.start < e.end && s.end > e.start && index.unitOfSentence[s.index] === i)
        out.add(i)
    })
  }
  return [...out]
}

/** The provenance entry that covers most of a line, when it covers at least half of it. */
export function provenanceFor(
  line: NoteLine,
  provenance: LineEvidence[] | undefined,
): LineEvidence | undefined {
  let best: LineEvidence | undefined
  let covered = 0
  for (const p of provenance ?? []) {
    const overlap = Math.min(p.note.end, line.end) - Math.max(p.note.start, line.start)
    if (overlap > covered) {
      covered = overlap
      best = p
    }
  }
  return best && covered * 2 >= line.end - line.start ? best : undefined
}
