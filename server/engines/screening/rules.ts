import {
  type CriterionJudgement,
  NOT_ENOUGH_INFORMATION,
  type ScreeningCriterion,
  type ScreeningEngine,
  type ScreeningMessage,
  type Verdict,
} from './engine'
import {
  ADULT_CRITERION,
  AGE_CRITERION,
  AGE_RECORD,
  CONCEPTS,
  CONTRAST,
  CURRENT,
  FAMILY,
  FEMALE_CRITERION,
  FEMALE_RECORD,
  HISTORY,
  MALE_CRITERION,
  MALE_RECORD,
  NEGATION_AFTER,
  NEGATION_BEFORE,
  TIME_WINDOW,
} from './lexicon'
import { BLOOD_PRESSURE_NAMES, MEASURES, type Measure } from './measures'

/** Accents off, decimal commas as points, superscripts as digits; the case is kept for abbreviations. */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/²/g, '2')
    .replace(/(\d),(\d)/g, '$1.$2')

interface Sentence {
  original: string
  /** plain() of the sentence, case kept. */
  cased: string
  low: string
}

/** The record's sentences: split at line ends and at sentence-ending punctuation. */
export function sentencesOf(record: string): Sentence[] {
  return record
    .split(/\r?\n+|(?<=[.!?;])(?<!\b[A-Za-z]\.)(?<!\b(?:Dr|Dra|Sr|Sra|Mr|Mrs|Ms|St|ca|bzw|vs)\.)\s+(?=\S)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 1)
    .map((original) => {
      const cased = plain(original)
      return { original, cased, low: cased.toLowerCase() }
    })
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Abbreviations of three letters or fewer must be written in capitals ("MI", "HTA"), so "mi", "no" never match. */
function termPattern(term: string): { regex: RegExp; cased: boolean } {
  const short = term.replace(/[^a-z]/g, '').length <= 3 && !term.includes(' ')
  const body = escapeRegExp(short ? term.toUpperCase() : term).replace(/\\ /g, '\\s+')
  return { regex: new RegExp(`(?<![A-Za-z0-9])${body}(?![A-Za-z0-9])`, 'g'), cased: short }
}

const patternCache = new Map<string, { regex: RegExp; cased: boolean }>()
function findTerm(sentence: { cased: string; low: string }, term: string) {
  let p = patternCache.get(term)
  if (!p) {
    p = termPattern(term)
    patternCache.set(term, p)
  }
  const text = p.cased ? sentence.cased.replace(/\bA1C\b/gi, 'A1C') : sentence.low
  p.regex.lastIndex = 0
  return [...text.matchAll(p.regex)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))
}

const words = (list: string[]) => list.map((w) => escapeRegExp(w).replace(/\\ /g, '\\s+')).join('|')
const anyWord = (words: string[]) =>
  new RegExp(
    `(?<![a-z0-9])(?:${words.map((w) => escapeRegExp(w).replace(/\\ /g, '\\s+')).join('|')})(?![a-z0-9])`,
  )
const NEGATION_RE = new RegExp(`(?<![a-z0-9])(?:${words(NEGATION_BEFORE)}|no)(?![a-z0-9])`, 'g')
/** "no" negates only right before the term or a history phrase: Portuguese "no" also means "in the". */
const NO_GAP =
  /^\s*(?:(?:history|evidence|known|signs?|previous|prior|personal|refiere|presenta|tiene|hay|antecedentes|historia)\b.*)?$/
const NEGATION_AFTER_RE = anyWord(NEGATION_AFTER)
/** Where a negation stops: a contrast, a positive "with", a new clause. */
const SCOPE_END = anyWord([
  ...CONTRAST,
  'com',
  'with',
  'mit',
  'con',
  'apresenta',
  'has',
  'hat',
  'tiene',
  'sob',
  'under',
  'unter',
  'bajo',
  'medicado',
  'medicada',
  'toma',
  'takes',
  'nimmt',
  'on',
])
const HISTORY_RE = anyWord(HISTORY)
const FAMILY_RE = anyWord(FAMILY)
/** "Past medical history:" heads a list of conditions, current ones included. */
const HISTORY_HEADING =
  /[a-z ]*(?:history|historia|antecedentes|vorgeschichte|anamnese|vorerkrankungen)[a-z ]*:/g
const CURRENT_RE = anyWord(CURRENT)
const OR_RE = /(?<![a-z0-9])(?:ou|or|oder|o)(?![a-z0-9])|\//

/** Whether the term at `start` is negated: a cue before it in the same clause, or a cue right after it. */
function isNegated(low: string, start: number, end: number): boolean {
  const before = low.slice(Math.max(0, start - 80), start)
  const cut = Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf(':'))
  const clause = before.slice(cut + 1)
  NEGATION_RE.lastIndex = 0
  let last = -1
  for (const m of clause.matchAll(NEGATION_RE)) {
    const gap = clause.slice((m.index ?? 0) + m[0].length)
    if (m[0] !== 'no' || NO_GAP.test(gap)) last = (m.index ?? 0) + m[0].length
  }
  if (last >= 0 && !SCOPE_END.test(clause.slice(last))) return true
  const after = low.slice(end, end + 30).split(/[.;,]/)[0] ?? ''
  return NEGATION_AFTER_RE.test(after)
}

interface Mention {
  sentence: Sentence
  negated: boolean
  history: boolean
}

function mentionsOf(sentences: Sentence[], terms: string[]): Mention[] {
  const out: Mention[] = []
  for (const sentence of sentences) {
    for (const term of terms) {
      for (const { start, end } of findTerm(sentence, term)) {
        const before = sentence.low.slice(0, start)
        if (FAMILY_RE.test(before.slice(-60))) continue
        out.push({
          sentence,
          negated: isNegated(sentence.low, start, end),
          history:
            HISTORY_RE.test(before.replace(HISTORY_HEADING, ' ')) ||
            /\b(?:em|in|en|im|since|desde|seit)\s+(?:19|20)\d\d\b/.test(before),
        })
      }
    }
  }
  return out
}

const quote = (s: Sentence) => (s.original.length > 400 ? `${s.original.slice(0, 397)}…` : s.original)

type Part = CriterionJudgement

const part = (
  verdict: Verdict,
  explanation: string,
  evidence: Sentence | null = null,
  message?: ScreeningMessage,
): Part => ({
  verdict,
  explanation,
  evidence: evidence ? quote(evidence) : null,
  ...(message ? { messages: [message] } : {}),
})
const unknown = (what: string, subject?: string) =>
  part('unknown', `${NOT_ENOUGH_INFORMATION}: ${what} not found`, null, {
    key: 'not_found',
    params: subject ? { subject } : {},
  })
/** The key of a measure's label ("HbA1c" → hba1c), or age, for the message params. */
const subjectOf = (label: string) =>
  label === 'Age' ? 'age' : (MEASURES.find((m) => m.label === label)?.key ?? label)
const messagesOf = (parts: Part[]) => {
  const messages = parts.flatMap((p) => p.messages ?? [])
  return messages.length ? { messages } : {}
}

// ── numbers ──────────────────────────────────────────────────────────────────────────────────────────────

interface Spec {
  min?: number
  max?: number
  minIncl?: boolean
  maxIncl?: boolean
  /** The diastolic bound of "160/100 mmHg". */
  second?: number
  unit?: string
  index: number
  end: number
  text: string
}

const N = '(\\d+(?:\\.\\d+)?)(?:\\s*\\/\\s*(\\d{2,3})(?!\\.?\\d))?'
const U =
  '\\s*(%|mmol\\/mol|mg\\/dl|mmol\\/l|(?:µ|μ|u)mol\\/l|g\\/dl|g\\/l|ml\\/min[^\\s,;)]*|kg\\/m2?|mm\\s?hg|anos|ano|years?|jahre[n]?|y)?'
const GE = words([
  '>=',
  '≥',
  '=>',
  'at least',
  'no minimo',
  'pelo menos',
  'minimo de',
  'mindestens',
  'al menos',
  'como minimo',
  'not less than',
  'igual ou superior a',
  'igual o superior a',
  'greater than or equal to',
  'maior ou igual a',
  'mayor o igual a',
  'grosser oder gleich',
  'minimum',
])
const LE = words([
  '<=',
  '≤',
  '=<',
  'at most',
  'no maximo',
  'hochstens',
  'maximo de',
  'como maximo',
  'not more than',
  'up to',
  'ate',
  'igual ou inferior a',
  'igual o inferior a',
  'less than or equal to',
  'menor ou igual a',
  'menor o igual a',
  'kleiner oder gleich',
  'bis zu',
  'maximal',
  'maximum',
  'hasta',
])
const GT = words([
  '>',
  'above',
  'over',
  'greater than',
  'more than',
  'higher than',
  'superior a',
  'acima de',
  'maior que',
  'mais de',
  'mais do que',
  'uber',
  'ueber',
  'mehr als',
  'hoher als',
  'grosser als',
  'mayor que',
  'mayor de',
  'mas de',
  'por encima de',
  'exceeding',
  'elevated above',
])
const LT = words([
  '<',
  'below',
  'under',
  'less than',
  'lower than',
  'inferior a',
  'abaixo de',
  'menor que',
  'menos de',
  'menos do que',
  'unter',
  'weniger als',
  'kleiner als',
  'niedriger als',
  'menor de',
  'por debajo de',
])
const OR_MORE = words([
  'or more',
  'or older',
  'or above',
  'or higher',
  'or over',
  'ou mais',
  'ou superior',
  'ou acima',
  'oder mehr',
  'oder alter',
  'oder hoher',
  'oder daruber',
  'o mas',
  'o mayor',
  'o superior',
  'y mas',
  'e mais',
  'und alter',
  'und mehr',
])
const OR_LESS = words([
  'or less',
  'or younger',
  'or below',
  'or lower',
  'ou menos',
  'ou inferior',
  'oder weniger',
  'oder junger',
  'oder darunter',
  'o menos',
  'o inferior',
])

const SPEC_PATTERNS: { re: RegExp; make: (m: RegExpMatchArray) => Omit<Spec, 'index' | 'end' | 'text'> }[] = [
  {
    re: new RegExp(
      `(?:between|entre|zwischen|from|von|de)\\s+${N}${U}\\s*(?:and|e|und|y|a|to|bis|-|–)\\s*${N}${U}`,
      'g',
    ),
    make: (m) => ({ min: +m[1]!, max: +m[4]!, minIncl: true, maxIncl: true, unit: m[6] ?? m[3] }),
  },
  {
    re: new RegExp(`(?:${GE})\\s*${N}${U}`, 'g'),
    make: (m) => ({ min: +m[1]!, minIncl: true, second: m[2] ? +m[2] : undefined, unit: m[3] }),
  },
  {
    re: new RegExp(`(?:${LE})\\s*${N}${U}`, 'g'),
    make: (m) => ({ max: +m[1]!, maxIncl: true, second: m[2] ? +m[2] : undefined, unit: m[3] }),
  },
  {
    re: new RegExp(`${N}${U}\\s*(?:${OR_MORE})`, 'g'),
    make: (m) => ({ min: +m[1]!, minIncl: true, unit: m[3] }),
  },
  {
    re: new RegExp(`${N}${U}\\s*(?:${OR_LESS})`, 'g'),
    make: (m) => ({ max: +m[1]!, maxIncl: true, unit: m[3] }),
  },
  {
    re: new RegExp(
      `(?<![\\d.])(\\d+(?:\\.\\d+)?)${U}\\s*(?:-|–|to|a|bis|ate)\\s*(\\d+(?:\\.\\d+)?)${U}`,
      'g',
    ),
    make: (m) => ({ min: +m[1]!, max: +m[3]!, minIncl: true, maxIncl: true, unit: m[4] ?? m[2] }),
  },
  {
    re: new RegExp(`(?:${GT})\\s*${N}${U}`, 'g'),
    make: (m) => ({ min: +m[1]!, minIncl: false, second: m[2] ? +m[2] : undefined, unit: m[3] }),
  },
  {
    re: new RegExp(`(?:${LT})\\s*${N}${U}`, 'g'),
    make: (m) => ({ max: +m[1]!, maxIncl: false, second: m[2] ? +m[2] : undefined, unit: m[3] }),
  },
]

export function specsOf(low: string): Spec[] {
  const specs: Spec[] = []
  for (const { re, make } of SPEC_PATTERNS) {
    re.lastIndex = 0
    for (const m of low.matchAll(re)) {
      const index = m.index ?? 0
      const end = index + m[0].length
      if (specs.some((s) => index < s.end && end > s.index)) continue
      specs.push({ ...make(m), index, end, text: m[0].trim() })
    }
  }
  return specs.sort((a, b) => a.index - b.index)
}

const YEARS = /^(?:anos|ano|years?|jahre[n]?|y)$/

const inSpec = (value: number, s: Spec) =>
  (s.min === undefined || (s.minIncl ? value >= s.min : value > s.min)) &&
  (s.max === undefined || (s.maxIncl ? value <= s.max : value < s.max))

function describe(s: Spec, unit: string) {
  const u = unit === 'years' ? ' years' : ` ${unit}`
  if (s.min !== undefined && s.max !== undefined) return `${s.min}–${s.max}${u}`
  if (s.min !== undefined) return `${s.minIncl ? '≥' : '>'} ${s.min}${u}`
  return `${s.maxIncl ? '≤' : '<'} ${s.max}${u}`
}

/** A criterion's bound in the measure's unit: "HbA1c ≥ 53 mmol/mol" becomes ≥ 7.0 %. */
function toCanonical(measure: Measure, value: number, unit: string | undefined) {
  const known = unit ? measure.units.find((u) => u.pattern.test(unit)) : undefined
  if (known) return known.toCanonical(value)
  return measure.guess ? measure.guess(value) : value
}

function canonicalSpec(measure: Measure, s: Spec): Spec {
  return {
    ...s,
    min: s.min === undefined ? undefined : toCanonical(measure, s.min, s.unit),
    max: s.max === undefined ? undefined : toCanonical(measure, s.max, s.unit),
  }
}

interface Reading {
  value: number
  second?: number
  sentence: Sentence
}

/** The last value of a measure written in the record, in its canonical unit; implausible numbers skipped. */
function readingOf(
  sentences: Sentence[],
  names: string[],
  measure?: Measure,
  pressure = false,
): Reading | undefined {
  let found: Reading | undefined
  for (const sentence of sentences) {
    for (const name of names) {
      for (const { end } of findTerm(sentence, name)) {
        const tail = sentence.low.slice(end, end + 60)
        const re = pressure
          ? /^[^0-9]{0,30}?(\d{2,3})\s*\/\s*(\d{2,3})/
          : new RegExp(`^[^0-9]{0,30}?(\\d+(?:\\.\\d+)?)${U}`)
        const m = re.exec(tail)
        if (!m) continue
        if (pressure) {
          found = { value: +m[1]!, second: +m[2]!, sentence }
          continue
        }
        if (!measure) continue
        const value = toCanonical(measure, +m[1]!, m[2])
        if (value < measure.plausible[0] || value > measure.plausible[1]) continue
        found = { value, sentence }
      }
    }
  }
  return found
}

// ── the criterion's subjects ───────────────────────────────────────────────────────────────────────────

interface Subject {
  kind: 'age' | 'measure' | 'pressure'
  measure?: Measure
  index: number
}

function subjectsOf(c: { cased: string; low: string }): Subject[] {
  const subjects: Subject[] = []
  for (const measure of MEASURES) {
    for (const name of measure.names)
      for (const { start } of findTerm(c, name)) subjects.push({ kind: 'measure', measure, index: start })
  }
  for (const name of BLOOD_PRESSURE_NAMES)
    for (const { start } of findTerm(c, name)) subjects.push({ kind: 'pressure', index: start })
  const age = AGE_CRITERION.exec(c.low)
  if (age) subjects.push({ kind: 'age', index: age.index })
  // A measure's own name wins over a blood-pressure word inside it ("pressao arterial sistolica").
  return subjects
    .filter(
      (s) =>
        s.kind !== 'pressure' ||
        !subjects.some(
          (o) =>
            o.kind === 'measure' && Math.abs(o.index - s.index) < 25 && /bp|sbp|dbp/.test(o.measure!.key),
        ),
    )
    .sort((a, b) => a.index - b.index)
}

function ageOf(sentences: Sentence[]): Reading | undefined {
  for (const sentence of sentences) {
    for (const re of AGE_RECORD) {
      const m = re.exec(sentence.low)
      if (m && +m[1]! > 0 && +m[1]! < 120) return { value: +m[1]!, sentence }
    }
  }
  return undefined
}

function sexOf(sentences: Sentence[]): { sex: 'female' | 'male'; sentence: Sentence } | undefined {
  for (const sentence of sentences) {
    const f = FEMALE_RECORD.exec(sentence.low)
    const m = MALE_RECORD.exec(sentence.low)
    if (f && (!m || f.index <= m.index)) return { sex: 'female', sentence }
    if (m) return { sex: 'male', sentence }
  }
  return undefined
}

function judgeNumber(label: string, unit: string, reading: Reading | undefined, spec: Spec): Part {
  const subject = subjectOf(label)
  if (!reading) return unknown(label, subject)
  const ok = inSpec(reading.value, spec)
  return part(
    ok ? 'met' : 'not_met',
    `${label} ${reading.value} ${unit === 'years' ? 'years' : unit} ${ok ? 'is' : 'is not'} ${describe(spec, unit)}`,
    reading.sentence,
    {
      key: ok ? 'value_within' : 'value_outside',
      params: { subject, label, value: String(reading.value), unit, bound: describe(spec, '').trim() },
    },
  )
}

function judgePressure(sentences: Sentence[], spec: Spec): Part {
  const reading = readingOf(sentences, BLOOD_PRESSURE_NAMES, undefined, true)
  if (!reading) return unknown('blood pressure', 'blood_pressure')
  const diastolic: Spec = {
    ...spec,
    min: spec.min !== undefined ? spec.second : undefined,
    max: spec.max !== undefined ? spec.second : undefined,
  }
  const sOk = inSpec(reading.value, spec)
  const dOk = spec.second === undefined ? undefined : inSpec(reading.second!, diastolic)
  // Above a pressure: either number above it; below it: both numbers below.
  const ok = dOk === undefined ? sOk : spec.min !== undefined ? sOk || dOk : sOk && dOk
  const bound = spec.second === undefined ? describe(spec, 'mmHg') : `${spec.text}`
  return part(
    ok ? 'met' : 'not_met',
    `Blood pressure ${reading.value}/${reading.second} mmHg ${ok ? 'is' : 'is not'} ${bound}`,
    reading.sentence,
    {
      key: ok ? 'value_within' : 'value_outside',
      params: {
        subject: 'blood_pressure',
        label: 'Blood pressure',
        value: `${reading.value}/${reading.second}`,
        unit: 'mmHg',
        bound: spec.second === undefined ? describe(spec, '').trim() : spec.text,
      },
    },
  )
}

function judgeConcept(
  sentences: Sentence[],
  concept: string,
  terms: string[],
  wantsCurrent: boolean,
  window: boolean,
): Part {
  const mentions = mentionsOf(sentences, terms)
  const affirmed = mentions.filter((m) => !m.negated)
  const current = affirmed.filter((m) => !m.history)
  if (affirmed.length > 0) {
    if (wantsCurrent && current.length === 0)
      return part(
        'unknown',
        `Only a past ${concept} is recorded; whether it is current is not stated`,
        affirmed[0]!.sentence,
        { key: 'only_past', params: {} },
      )
    const at = (wantsCurrent ? current : affirmed)[0]!
    if (window)
      return part(
        'unknown',
        `${concept} is recorded, but its date against the criterion's period could not be checked`,
        at.sentence,
        { key: 'recorded_undated', params: {} },
      )
    return part('met', `${concept} is recorded${at.history ? ' in the history' : ''}`, at.sentence, {
      key: at.history ? 'recorded_history' : 'recorded',
      params: {},
    })
  }
  const negated = mentions[0]
  if (negated)
    return part('not_met', `The record states no ${concept}`, negated.sentence, {
      key: 'stated_absent',
      params: {},
    })
  return unknown(concept)
}

/** Every concept a criterion names, the longest name first, never two on the same words. */
function conceptsOf(c: { cased: string; low: string }) {
  const hits: { concept: string; start: number; end: number }[] = []
  const all = Object.entries(CONCEPTS).flatMap(([concept, terms]) => terms.map((term) => ({ concept, term })))
  all.sort((a, b) => b.term.length - a.term.length)
  for (const { concept, term } of all) {
    for (const { start, end } of findTerm(c, term)) {
      if (hits.some((h) => start < h.end && end > h.start)) continue
      hits.push({ concept, start, end })
    }
  }
  const unique = new Map<string, { concept: string; start: number; end: number }>()
  for (const h of hits.sort((a, b) => a.start - b.start)) if (!unique.has(h.concept)) unique.set(h.concept, h)
  return [...unique.values()]
}

const FRAMING =
  /^(?:(?:doentes?|pacientes?|patients?|patienten|participants?)\s+(?:com|with|mit|con)\s+)?(?:(?:historia|antecedentes?|history|diagnostico|diagnosis|diagnose|vorgeschichte|tratamento|treatment|behandlung|tratamiento|uso|use)\s+(?:de|of|with|com|mit|con|einer?|eines)\s+)?/

/** AND of the parts; a not-met part decides, an unknown one leaves the whole unknown. */
function all(parts: Part[]): Part {
  const failed = parts.find((p) => p.verdict === 'not_met')
  if (failed) return failed
  const open = parts.find((p) => p.verdict === 'unknown')
  if (open) return open
  return {
    verdict: 'met',
    explanation: parts.map((p) => p.explanation).join('; '),
    evidence: [...new Set(parts.map((p) => p.evidence).filter(Boolean))].join(' … ') || null,
    ...messagesOf(parts),
  }
}

function any(parts: Part[]): Part {
  const met = parts.find((p) => p.verdict === 'met')
  if (met) return met
  const open = parts.find((p) => p.verdict === 'unknown')
  if (open) return open
  return {
    verdict: 'not_met',
    explanation: parts.map((p) => p.explanation).join('; '),
    evidence: [...new Set(parts.map((p) => p.evidence).filter(Boolean))].join(' … ') || null,
    ...messagesOf(parts),
  }
}

const flip = (p: Part): Part =>
  p.verdict === 'unknown' ? p : { ...p, verdict: p.verdict === 'met' ? 'not_met' : 'met' }

/** Judges one criterion against a record by rules alone; "not enough information" rather than a guess. */
export function judgeByRules(definition: string, record: string): CriterionJudgement {
  const cased = plain(definition)
  const c = { cased, low: cased.toLowerCase() }
  const sentences = sentencesOf(record)
  const parts: Part[] = []

  // Numbers: each bound belongs to the nearest subject before it (or just after it).
  const subjects = subjectsOf(c)
  const specs = specsOf(c.low)
  const concepts = conceptsOf(c)
  const used = new Set<Subject>()
  for (const spec of specs) {
    const isYears = spec.unit !== undefined && YEARS.test(spec.unit)
    let subject = [...subjects].reverse().find((s) => s.index <= spec.index && spec.index - s.index < 80)
    subject ??= subjects.find((s) => s.index >= spec.end && s.index - spec.end < 30)
    if (isYears && subject?.kind !== 'age') {
      if (concepts.length > 0 && !AGE_CRITERION.test(c.low)) continue
      subject = { kind: 'age', index: spec.index }
    }
    if (!subject) continue
    used.add(subject)
    if (subject.kind === 'age') parts.push(judgeNumber('Age', 'years', ageOf(sentences), spec))
    else if (subject.kind === 'pressure') parts.push(judgePressure(sentences, spec))
    else {
      const m = subject.measure!
      let reading = readingOf(sentences, m.names, m)
      if (!reading && (m.key === 'sbp' || m.key === 'dbp')) {
        const bp = readingOf(sentences, BLOOD_PRESSURE_NAMES, undefined, true)
        if (bp) reading = { value: m.key === 'sbp' ? bp.value : bp.second!, sentence: bp.sentence }
      }
      parts.push(judgeNumber(m.label, m.unit, reading, canonicalSpec(m, spec)))
    }
  }
  if (ADULT_CRITERION.test(c.low) && !parts.length && ![...used].some((s) => s.kind === 'age'))
    parts.push(
      judgeNumber('Age', 'years', ageOf(sentences), {
        min: 18,
        minIncl: true,
        index: 0,
        end: 0,
        text: '≥ 18',
      }),
    )

  // Sex: only when the criterion names one sex.
  const wantsFemale = FEMALE_CRITERION.test(c.low)
  const wantsMale = MALE_CRITERION.test(c.low)
  if (wantsFemale !== wantsMale) {
    const sex = sexOf(sentences)
    const wanted = wantsFemale ? 'female' : 'male'
    parts.push(
      sex
        ? part(sex.sex === wanted ? 'met' : 'not_met', `The patient is ${sex.sex}`, sex.sentence, {
            key: 'patient_sex',
            params: { sex: sex.sex },
          })
        : unknown('sex', 'sex'),
    )
  }

  // Diagnoses and medicines: negation in the criterion itself turns the answer round ("no history of MI").
  const window = TIME_WINDOW.test(c.low)
  const wantsCurrent = CURRENT_RE.test(c.low)
  const conceptParts = concepts.map(({ concept, start, end }) => {
    const judged = judgeConcept(sentences, concept, CONCEPTS[concept]!, wantsCurrent, window)
    return isNegated(c.low, start, end) ? flip(judged) : judged
  })
  if (conceptParts.length > 0) {
    const between = c.low.slice(concepts[0]!.start, concepts.at(-1)!.end)
    parts.push(concepts.length > 1 && OR_RE.test(between) ? any(conceptParts) : all(conceptParts))
  }

  if (parts.length === 0) {
    // A term the lexicon does not know: looked for as written, when it is short enough to be a name.
    const term = c.low
      .replace(/[.;:]+$/, '')
      .replace(FRAMING, '')
      .trim()
    if (term.split(/\s+/).length <= 4 && term.length >= 4 && !/\d/.test(term)) {
      const judged = judgeConcept(sentences, term, [term], wantsCurrent, window)
      return judged
    }
    return part('unknown', `${NOT_ENOUGH_INFORMATION}: the rule engine cannot read this criterion`, null, {
      key: 'unreadable',
      params: {},
    })
  }
  return all(parts)
}

/** The embedded offline screening engine. */
export function ruleScreeningEngine(): ScreeningEngine {
  return {
    name: 'rules',
    judge: async (criterion: ScreeningCriterion, record: string) =>
      judgeByRules(criterion.definition, record),
  }
}
