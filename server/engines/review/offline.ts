import { createHash } from 'node:crypto'
import type { Language } from '../../../contract/common'
import type { Evidence, Finding, LineEvidence, ReviewWarning } from '../../../contract/review'
import { readConsultation } from '../clinical/facts'
import { allergyClass, FOR_ALLERGY, medicationKey } from '../clinical/medications'
import { readNumbers } from '../clinical/numbers'
import type { AllergyFact, SourceSentence } from '../clinical/types'
import { NOT_DISCUSSED } from '../generation/engine'
import {
  type Alignment,
  alignLine,
  evidenceOf,
  indexSource,
  provenanceFor,
  type SourceIndex,
  unitsOfEvidence,
} from './align'
import { checkDrugs } from './check-drugs'
import { checkNegations } from './check-negation'
import {
  articleCounts,
  checkNumbers,
  describeNumbers,
  PEOPLE,
  type SaidNumber,
  scaleAnswers,
} from './check-numbers'
import { checkOmissions } from './check-omissions'
import type { Draft, ReviewContext } from './context'
import { findDrugs } from './drugs'
import type { ReviewEngine, ReviewRequest, ReviewResult } from './engine'
import { guessLanguage } from './language'
import { findingText, warning } from './messages'
import { saidTerms } from './negation'
import { readNote } from './note'
import { asSessions, HOW_OLD, heights, pastAge, roleIn, scoresBeyond } from './numbers'
import { fold } from './words'

/** About three hours of speech: a longer transcript is checked on its first part, and says so. */
export const TRANSCRIPT_LIMIT = 200_000

/** Stable for the same finding on the same note text and consultation, so a dismissal survives a re-check. */
function findingId(draft: Draft, note: string): string {
  const at = draft.note ? note.slice(draft.note.start, draft.note.end) : ''
  const evidence = draft.evidence.map((e) => e.text).join('\u0001')
  const key = [draft.kind, draft.code, JSON.stringify(draft.params), at, evidence].join('\u0000')
  return createHash('sha256').update(key).digest('hex').slice(0, 16)
}

const sameEvidence = (a: Evidence, b: Evidence) =>
  a.source === 'transcript' && b.source === 'transcript'
    ? a.start === b.start && a.end === b.end
    : a.source === 'input' && b.source === 'input' && a.key === b.key

const distinct = (evidence: Evidence[]) =>
  evidence.filter((e, i) => evidence.findIndex((x) => sameEvidence(x, e)) === i)

function check(request: ReviewRequest): ReviewResult {
  const { language } = request
  const warnings: ReviewWarning[] = []
  const lines = readNote(request.note).filter((l) => l.text.trim() !== NOT_DISCUSSED[language])
  if (!lines.length) return { findings: [], lines: [], warnings: [warning('empty_note', language)] }
  let transcript = request.transcript
  if (transcript.length > TRANSCRIPT_LIMIT) {
    // Cut at a line end so no sentence is read half.
    const cut = transcript.lastIndexOf('\n', TRANSCRIPT_LIMIT)
    transcript = transcript.slice(0, cut > 0 ? cut : TRANSCRIPT_LIMIT)
    warnings.push(warning('transcript_truncated', language, { chars: String(transcript.length) }))
  }
  if (!transcript.trim() && !request.inputs.length) {
    warnings.push(warning('no_transcript', language))
    return {
      findings: [],
      lines: lines.map((l) => ({ note: { start: l.start, end: l.end }, evidence: [] })),
      warnings,
    }
  }
  const noteLanguage = guessLanguage(lines.map((l) => l.text).join(' '))
  const spokenLanguage = guessLanguage(transcript)
  if (
    (noteLanguage && noteLanguage !== language) ||
    (noteLanguage && spokenLanguage && noteLanguage !== spokenLanguage)
  )
    warnings.push(warning('language_mismatch', language))

  const read = readConsultation(transcript, request.inputs, language)
  const { sentences } = read
  // An allergy told as the cause of a reaction is an allergy the consultation states.
  const attributed = attributedAllergies(
    sentences,
    read.facts.filter((f) => f.kind === 'allergy'),
  )
  const consultation = attributed.length ? { ...read, facts: [...read.facts, ...attributed] } : read
  const index = indexSource(sentences, request.inputs, language)
  const lineEvidence: LineEvidence[] = []
  const lineDrugs = lines.map((line) => findDrugs(line.text))
  const aligned: Alignment[] = lines.map((line, l) => {
    const given = provenanceFor(line, request.provenance)
    const alignment = given
      ? { units: unitsOfEvidence(given.evidence, index), score: 1 }
      : alignLine(line.text, index, language, lineDrugs[l])
    lineEvidence.push({
      note: { start: line.start, end: line.end },
      evidence: given
        ? given.evidence
        : distinct(alignment.units.flatMap((u) => evidenceOf(index.units[u]!))),
    })
    return alignment
  })
  const numbers = index.units.map((_, u) => saidNumbers(index, u, sentences, language))
  const ctx: ReviewContext = {
    language,
    note: request.note,
    lines,
    aligned,
    lineDrugs,
    index,
    numbers,
    articleCounts: articleCounts(transcript, language),
    scaleAnswers: scaleAnswers(sentences, (s) => numbers[index.unitOfSentence[s.index]!]!),
    saidTerms: saidTerms(sentences, language),
    consultation,
    allergies: [
      ...listedAllergies(
        consultation.facts.filter((f) => f.kind === 'allergy'),
        sentences,
      ),
      ...consultation.inputFacts.flatMap(({ key, fact }) =>
        fact.kind === 'allergy' ? [{ ...fact, input: key }] : [],
      ),
    ],
  }
  const drafts = [...checkNumbers(ctx), ...checkDrugs(ctx), ...checkNegations(ctx), ...checkOmissions(ctx)]
  const findings: Finding[] = drafts
    .map((d) => ({ ...d, evidence: distinct(d.evidence) }))
    .map((d) => ({
      id: findingId(d, request.note),
      ...d,
      text: findingText(d.code, d.params, language),
    }))
    .sort((a, b) => (a.note?.start ?? Infinity) - (b.note?.start ?? Infinity))
  return { findings, lines: lineEvidence, warnings }
}

/**
 * The numbers a unit of the consultation states, read with the sentence before it in the same turn, so a dose
 * cut from its drug ('zoloft, um, 25 mg') keeps it.
 */
function saidNumbers(
  index: SourceIndex,
  u: number,
  sentences: SourceSentence[],
  language: Language,
): SaidNumber[] {
  const unit = index.units[u]!
  const first = unit.sentences[0]
  const previous =
    first && sentences[first.index - 1]?.turn === first.turn ? sentences[first.index - 1]! : undefined
  const before = previous ? index.units[index.unitOfSentence[previous.index]!]! : undefined
  // The sentence before keeps the drugs it names ('zoloft, um,' before '25 mg'), read once with its unit.
  const prefix = previous && before?.said === previous.said ? `${before.spoken} ` : ''
  const said = prefix + unit.spoken
  const drugs = [
    ...(prefix ? before!.drugs : []),
    ...unit.drugs.map((d) => ({ ...d, start: d.start + prefix.length, end: d.end + prefix.length })),
  ]
  // An answer to 'how old …?' in the turn before states an age.
  // An answer to 'how old …?' in the turn before (or in its own unit, with the question) states an age.
  let k = first ? first.index - 1 : -1
  while (k >= 0 && sentences[k]!.turn === first!.turn) k--
  let askedAge = unit.sentences.some((s) => s.question && HOW_OLD.test(fold(s.said)))
  const lastAsked = k >= 0 && sentences[k]!.question ? sentences[k]!.said : ''
  for (; !askedAge && k >= 0 && sentences[k]!.turn === first!.turn - 1; k--)
    askedAge = HOW_OLD.test(fold(sentences[k]!.said))
  const numbers = heights(said, scoresBeyond(said, readNumbers(said, language)))
    .filter((n) => n.start >= prefix.length)
    .map((n) => ({ ...asSessions(n, said), role: roleIn(said, n, askedAge), past: pastAge(said, n) }))
  // 'Quantos filhos tem?' 'Tenho dois.', 'Quantos ciclos fez?' 'Fiz seis.': counted, not an age.
  return describeNumbers(said, numbers, language, drugs, lastAsked).map((n) =>
    (n.counted && PEOPLE.has(n.counted)) || n.relatives || n.answersHowMany
      ? { ...n, role: 'value' as const }
      : n,
  )
}

/** A reaction said to be caused by what follows ('the allergic reaction was due to this medicine called Keflex'). */
const REACTION_CAUSED =
  /\b(?:reactions?|reacao|reacoes|reaccion|reacciones|reaktion(?:en)?)\b[^.!?]{0,40}?\b(?:due to|caused by|from|devid[oa]s? (?:a|ao|a)|causad[oa]s? (?:por|pel[oa])|provocad[oa]s? (?:por|pel[oa])|debid[oa]s? (?:a|al)|ausgelost durch|durch|wegen|auf)\b[^.!?]*$/
/** A denial of the cause ('not due to', 'não foi do', 'no fue por', 'nicht durch'). */
const CAUSE_DENIED =
  /\b(?:not|nao|no|nicht|kein\w*)\s+(?:\w+\s+)?(?:due|caused|devid\w*|causad\w*|debid\w*|durch|wegen|auf)\b/

/**
 * The drugs a reaction is said to be caused by ('They believe the allergic reaction was due to this medicine
 * called Keflex', 'a reação alérgica foi causada pela amoxicilina', 'la reacción fue debida al ibuprofeno', 'die
 * allergische Reaktion wurde durch das Penicillin ausgelöst'): an allergy to each.
 */
export function attributedAllergies(sentences: SourceSentence[], known: AllergyFact[]): AllergyFact[] {
  const out: AllergyFact[] = []
  for (const s of sentences) {
    if (s.question) continue
    const low = fold(s.said)
    if (!/\b(?:reac|reak)/.test(low)) continue
    for (const drug of findDrugs(s.said)) {
      const before = low.slice(0, drug.start)
      if (!REACTION_CAUSED.test(before) || CAUSE_DENIED.test(before)) continue
      if ([...known, ...out].some((a) => a.key === drug.key)) continue
      out.push({
        kind: 'allergy',
        sentence: s.index,
        span: { start: s.start + drug.start, end: s.start + drug.end },
        speaker: s.speaker,
        agent: drug.name,
        key: drug.key,
        intolerance: false,
      })
    }
  }
  return out
}

/**
 * Where a list of allergies ends: a contrast, a drug taken or tolerated, a new subject after 'and' ('I take
 * amlodipine and I tried ramipril, but it made me dizzy'), a change made for it ('the ramipril gave you a cough,
 * so we switched you to candesartan', 'por isso mudou para o losartan', 'deshalb nehme ich jetzt Candesartan').
 */
const CLAUSE_BREAK =
  /\b(?:but|however|though|although|except|takes?|taking|tolerat\w*|fine|so|switch\w*|chang\w*|instead|now|por isso|mud\w*|troc\w*|em vez|agora|asi que|cambi\w*|en vez|ahora|deshalb|daher|umgestellt|gewechselt|stattdessen|jetzt|mas|porem|tomo|toma|pero|aber|nehme|vertrag\w*|and (?:i|he|she|we|they|tried|took)|e (?:eu|ele|ela|experiment\w*|tomei|tomou)|y (?:yo|el|ella|prob\w*|tome)|und (?:ich|er|sie|hatte|nahm))\b|[.;?!]/

/** Words that give or prescribe a drug: a sentence with one names the drug given, not another allergen. */
const GIVES =
  /\b(?:give|giving|prescrib\w*|start\w*|recet\w*|receit\w*|prescrev\w*|verschreib\w*|verordn\w*|gebe|ansetz\w*|setze|dou-lhe|vou dar|le doy|le pongo)\b/

/**
 * The allergies read, with the other agents named in the same sentence as one of them ('sulfa drugs,
 * penicillin, and some mycins'): a list of allergies is read whole, unless the sentence gives a drug
 * ('because of the penicillin allergy I'll give you clarithromycin').
 */
function listedAllergies(facts: AllergyFact[], sentences: SourceSentence[]): AllergyFact[] {
  const out = [...facts]
  for (const fact of facts) {
    const sentence = fact.agent ? sentences[fact.sentence] : undefined
    // ('Loratadina diez miligramos al día, por la alergia al polen': the medicine taken for the allergy is no allergen.)
    if (!sentence || GIVES.test(fold(sentence.said)) || FOR_ALLERGY.test(sentence.said)) continue
    // The clause that names the agent: not a drug taken 'but' tolerated.
    const clause = fold(sentence.said)
      .split(CLAUSE_BREAK)
      .find((c) => c.includes(fold(fact.agent!)))
    for (const word of clause?.match(/\p{L}[\p{L}-]{3,}/gu) ?? []) {
      if (out.some((f) => f.agent && fold(f.agent) === word)) continue
      const drugClass = allergyClass(word)
      const key = medicationKey(word)?.key ?? null
      if (drugClass || key) out.push({ ...fact, agent: word, key })
    }
  }
  return out
}

/** The review check, offline and deterministic, in pt, en, de and es. */
export function reviewEngine(): ReviewEngine {
  return { name: 'offline', check }
}
