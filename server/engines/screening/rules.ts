import { inWindow, MEDICATION_LIST, type Window, whenOf, windowOf } from './dates'
import {
  type CriterionJudgement,
  NOT_ENOUGH_INFORMATION,
  type ScreeningCriterion,
  type ScreeningEngine,
} from './engine'
import {
  judgeGrades,
  judgePregnancy,
  judgeSmoking,
  judgeTransplant,
  personOf,
  smokingCriterion,
  smokingOf,
} from './families'
import {
  ADULT_CRITERION,
  AGE_CRITERION,
  AGE_RECORD,
  CONCEPTS,
  FEMALE_CRITERION,
  FEMALE_RECORD,
  MALE_CRITERION,
  MALE_RECORD,
  MEDICINES,
  NEGATED_BY,
  RULED_OUT_BY,
} from './lexicon'
import { BLOOD_PRESSURE_NAMES, MEASURES, type Measure, PACKS_A_DAY } from './measures'
import {
  CURRENT_RE,
  findTerm,
  isNegated,
  mentionsOf,
  messagesOf,
  OR_RE,
  originalWords,
  type Part,
  part,
  plain,
  type Sentence,
  sentencesOf,
  unknown,
  words,
} from './text'

export { plain, sentencesOf }

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
  '\\s*(%|mmol\\/mol|mg\\/dl|mmol\\/l|(?:µ|μ|u)mol\\/l|g\\/dl|g\\/l|ml\\/min[^\\s,;)]*|kg\\/m2?|mm\\s?hg|pg\\/ml|ng\\/l|anos|ano|years?|jahre[n]?|y)?'
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
      `(?:between|entre|zwischen|from|von|de)\\s+(?:el\\s+|la\\s+|o\\s+|os\\s+|los\\s+|the\\s+)?${N}${U}\\s*(?:and|e|und|y|a|to|bis|-|–)\\s*(?:el\\s+|la\\s+|o\\s+|os\\s+|los\\s+|the\\s+)?${N}${U}`,
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
  /** "eGFR > 90": the value is only known to be above (or below) `value`. */
  bound?: 'above' | 'below'
  sentence: Sentence
}

/** Every measure name, to tell "creatinina" alone from "clearance da creatinina". */
const ALL_NAMES = [...new Set([...MEASURES.flatMap((m) => m.names), ...BLOOD_PRESSURE_NAMES])]

/** Where a name is matched inside a longer name of another measure, that longer name is meant. */
function namesAt(sentence: { cased: string; low: string }, names: string[]) {
  const own = names.flatMap((name) => findTerm(sentence, name).map((at) => ({ ...at, name })))
  const others = ALL_NAMES.filter((n) => !names.includes(n)).flatMap((n) => findTerm(sentence, n))
  return own.filter(
    (a) =>
      !others.some((o) => o.start <= a.start && o.end >= a.end && o.end - o.start > a.end - a.start) &&
      !own.some((o) => o !== a && o.start <= a.start && o.end >= a.end && o.end - o.start > a.end - a.start),
  )
}

const numberOf = (text: string, whole?: boolean) =>
  whole && /^\d{1,3}\.\d{3}$/.test(text) ? +text.replace('.', '') : +text

/** The last value of a measure written in the record, in its canonical unit; implausible numbers skipped. */
function readingOf(
  sentences: Sentence[],
  names: string[],
  measure?: Measure,
  pressure = false,
): Reading | undefined {
  let found: Reading | undefined
  for (const sentence of sentences) {
    for (const { start, end } of namesAt(sentence, names)) {
      if (measure?.before) {
        const m = measure.before.exec(sentence.low.slice(Math.max(0, start - 12), start))
        if (m) {
          const value = numberOf(m[1]!, measure.whole)
          if (value >= measure.plausible[0] && value <= measure.plausible[1]) {
            found = { value, sentence }
            continue
          }
        }
      }
      const tail = sentence.low.slice(end, end + 60)
      if (pressure) {
        const m = /^[^0-9]{0,30}?(\d{2,3})\s*\/\s*(\d{2,3})/.exec(tail)
        if (m) found = { value: +m[1]!, second: +m[2]!, sentence }
        continue
      }
      if (!measure) continue
      if (measure.after) {
        const m = measure.after.exec(tail)
        if (m) found = { value: +m[1]!, sentence }
        continue
      }
      const m = new RegExp(`^([^0-9]{0,30}?)(\\d+(?:\\.\\d+)?)${U}`).exec(tail)
      if (!m) continue
      const value = toCanonical(measure, numberOf(m[2]!, measure.whole), m[3])
      if (value < measure.plausible[0] || value > measure.plausible[1]) continue
      const bound = /(?:>|≥|above|over|superior a|acima de|mais de|uber|mehr als|mayor de|mas de)\s*$/.test(
        m[1]!,
      )
        ? 'above'
        : /(?:<|≤|below|under|inferior a|abaixo de|menos de|unter|weniger als|menor de)\s*$/.test(m[1]!)
          ? 'below'
          : undefined
      found = { value, bound, sentence }
    }
  }
  return found
}

// ── the criterion's subjects ───────────────────────────────────────────────────────────────────────────

interface Subject {
  kind: 'age' | 'measure' | 'pressure'
  measure?: Measure
  index: number
  end?: number
}

function subjectsOf(c: { cased: string; low: string }): Subject[] {
  const subjects: Subject[] = []
  for (const measure of MEASURES) {
    for (const { start, end } of namesAt(c, measure.names))
      subjects.push({ kind: 'measure', measure, index: start, end })
  }
  for (const { start, end } of namesAt(c, BLOOD_PRESSURE_NAMES))
    subjects.push({ kind: 'pressure', index: start, end })
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

/** Cigarettes a day: packs count 20 each; a former or never smoker smokes none now. */
function cigarettesOf(sentences: Sentence[], today: Date): Reading | undefined {
  for (const sentence of sentences) {
    const m = PACKS_A_DAY.exec(sentence.low)
    if (m) {
      const n = /^\d/.test(m[1]!) ? +m[1]! : 1
      return { value: n * 20, sentence }
    }
  }
  const status = smokingOf(sentences, today)
  if (status.length > 0 && status.every((s) => s.status !== 'current'))
    return { value: 0, sentence: status[0]!.sentence }
  return undefined
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

/** Whether every value of "above v" / "below v" is in the spec (true), none is (false), or some are. */
function boundInSpec(v: number, bound: 'above' | 'below', s: Spec): boolean | undefined {
  if (bound === 'above') {
    if (s.max !== undefined && v >= s.max) return false
    if (s.max === undefined && (s.min === undefined || v >= s.min)) return true
    return undefined
  }
  if (s.min !== undefined && v <= s.min) return false
  if (s.min === undefined && (s.max === undefined || v <= s.max)) return true
  return undefined
}

/** The key of a measure's label ("HbA1c" → hba1c), or age, for the message params. */
const subjectOf = (label: string) =>
  label === 'Age' ? 'age' : (MEASURES.find((m) => m.label === label)?.key ?? label)

function judgeNumber(label: string, unit: string, reading: Reading | undefined, spec: Spec): Part {
  const subject = subjectOf(label)
  if (!reading) return unknown(label, subject, label)
  const bound = describe(spec, '').trim()
  if (reading.bound) {
    const ok = boundInSpec(reading.value, reading.bound, spec)
    const shown = `${label} ${reading.bound === 'above' ? '>' : '<'} ${reading.value} ${unit}`
    const params = {
      subject,
      label,
      value: `${reading.bound === 'above' ? '>' : '<'} ${reading.value}`,
      unit,
      bound,
    }
    if (ok === undefined)
      return part(
        'unknown',
        `${shown} may or may not be ${describe(spec, unit)}`,
        reading.sentence,
        'value_uncertain',
        params,
      )
    return part(
      ok ? 'met' : 'not_met',
      `${shown} ${ok ? 'is' : 'is not'} ${describe(spec, unit)}`,
      reading.sentence,
      ok ? 'value_within' : 'value_outside',
      params,
    )
  }
  const ok = inSpec(reading.value, spec)
  return part(
    ok ? 'met' : 'not_met',
    `${label} ${reading.value} ${unit === 'years' ? 'years' : unit} ${ok ? 'is' : 'is not'} ${describe(spec, unit)}`,
    reading.sentence,
    ok ? 'value_within' : 'value_outside',
    { subject, label, value: String(reading.value), unit, bound },
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
    ok ? 'value_within' : 'value_outside',
    {
      subject: 'blood_pressure',
      label: 'Blood pressure',
      value: `${reading.value}/${reading.second}`,
      unit: 'mmHg',
      // "≥ 160/100" from the criterion's numbers, whatever words it wrote them with.
      bound:
        spec.second === undefined
          ? describe(spec, '').trim()
          : spec.min !== undefined
            ? `${spec.minIncl ? '≥' : '>'} ${spec.min}/${spec.second}`
            : `${spec.maxIncl ? '≤' : '<'} ${spec.max}/${spec.second}`,
    },
  )
}

const SIDES: Record<string, RegExp> = {
  left: /\b(?:left|esquerd[oa]|izquierd[oa]|links|linke[nrs]?|linksseitig\w*|sinistr[oa])\b/,
  right: /\b(?:right|direit[oa]|derech[oa]|rechts|rechte[nrs]?|rechtsseitig\w*|dextr[oa])\b/,
  both: /\b(?:bilateral\w*|both|ambos|ambas|beidseit\w*|doppelseitig\w*|beide)\b/,
}

/** The side a criterion or a mention names: left, right, both, or none. */
export function sideOf(text: string): 'left' | 'right' | 'both' | undefined {
  if (SIDES.both!.test(text) || (SIDES.left!.test(text) && SIDES.right!.test(text))) return 'both'
  if (SIDES.left!.test(text)) return 'left'
  if (SIDES.right!.test(text)) return 'right'
  return undefined
}

const SEVERITIES: Record<string, RegExp> = {
  severe:
    /\b(?:severe|severa|severo|grave|graves|schwer\w*|schwergradig\w*|high-grade|avancad[oa]|avanzad[oa]|advanced|fortgeschritten\w*)\b/,
  moderate: /\b(?:moderate|moderad[oa]|mittelschwer\w*|mittelgradig\w*|maessig\w*|massig\w*)\b/,
  mild: /\b(?:mild|ligeir[oa]|leve|leves|leicht\w*|geringgradig\w*)\b/,
}

/** The severity a text names, if one. */
export function severityOf(text: string): string | undefined {
  const found = Object.entries(SEVERITIES).filter(([, re]) => re.test(text))
  return found.length === 1 ? found[0]![0] : undefined
}

const SYSTEMIC_ROUTE =
  /\b(?:oral\w*|orale\w*|systemic\w*|sistemic\w*|systemisch\w*|intraven\w*|endoven\w*|iv|per os|p\.o\.)\b/
const LOCAL_ROUTE =
  /\b(?:inhal\w*|inalad\w*|inalat\w*|inhalativ\w*|topic\w*|topisch\w*|nasal\w*|cutane\w*|creme|crema|pomada|salbe|ocular\w*|colirio|augentropfen|intra-?articular\w*|intraartikular\w*|budesonid\w*|fluticason\w*|beclometason\w*|mometason\w*)\b/

const INACTIVE =
  /\b(?:tratad[oa]s?|treated|behandelt\w*|bestrahlt\w*|irradiad[oa]s?|radiocirugia|radiocirurgia|radiosurgery|stereota\w*|estables?|estavel|estaveis|stable|stabil\w*|controlad[oa]s?|controlled|kontrolliert\w*|resolvid[oa]s?|resolved|remissao|remission|remision|residual\w*|ressecad[oa]s?|resected|reseziert\w*|resecad[oa]s?)\b/

interface Asked {
  /** The criterion asks for an active condition. */
  active?: boolean
  /** The criterion names a systemic route (oral, intravenous): local forms do not meet it. */
  systemic?: boolean
  /** The severity the criterion asks for ("severe COPD"), when no number or grade defines it. */
  severity?: string
  wantsCurrent: boolean
  window?: Window
  side?: 'left' | 'right' | 'both'
  today: Date
}

function judgeConcept(sentences: Sentence[], concept: string, terms: string[], asked: Asked): Part {
  const { wantsCurrent, window, side, today } = asked
  // "Oral corticosteroids" are not met by an inhaler: a route the criterion names must not be contradicted.
  const mentions = mentionsOf(sentences, terms).filter(
    (m) => !asked.systemic || !LOCAL_ROUTE.test(m.sentence.low.slice(Math.max(0, m.start - 25), m.end + 25)),
  )
  let affirmed = mentions.filter((m) => !m.negated)
  const medicine = MEDICINES.has(concept)
  if (affirmed.length > 0 && asked.severity) {
    const graded = affirmed.map((m) => ({
      m,
      severity: severityOf(m.sentence.low.slice(Math.max(0, m.start - 25), m.end + 25)),
    }))
    const match = graded.find((x) => x.severity === asked.severity)
    if (match)
      return part('met', `${asked.severity} ${concept} is recorded`, match.m.sentence, 'recorded_severity', {
        severity: asked.severity,
      })
    if (graded.every((x) => x.severity))
      return part(
        'not_met',
        `${concept} is recorded as ${graded[0]!.severity}, not ${asked.severity}`,
        graded[0]!.m.sentence,
        'severity_other',
        { severity: graded[0]!.severity!, wanted: asked.severity },
      )
    return part(
      'unknown',
      `${concept} is recorded; its severity is not stated`,
      affirmed[0]!.sentence,
      'severity_unstated',
    )
  }
  if (affirmed.length > 0 && side && side !== 'both') {
    const sided = affirmed.map((m) => ({
      m,
      side: sideOf(m.sentence.low.slice(Math.max(0, m.start - 30), m.end + 30)),
    }))
    const match = sided.find((x) => x.side === side || x.side === 'both')
    if (match)
      return part('met', `${concept} on the ${side} side is recorded`, match.m.sentence, 'recorded_side', {
        side,
      })
    if (sided.every((x) => x.side && x.side !== side))
      return part(
        'not_met',
        `${concept} is recorded on the ${sided[0]!.side} side only`,
        sided[0]!.m.sentence,
        'side_other',
        { side: sided[0]!.side! },
      )
    return part(
      'unknown',
      `${concept} is recorded; its side is not stated`,
      affirmed[0]!.sentence,
      'side_unstated',
    )
  }
  if (affirmed.length > 0 && window) {
    const judged = affirmed.map((m) => ({
      m,
      inside: inWindow(whenOf(m.sentence, m.start, m.end, today), window, today),
    }))
    const yes = judged.find((j) => j.inside === true)
    if (yes)
      return part(
        'met',
        `${concept} is recorded ${window.within ? 'within' : 'before'} the criterion's period (${window.text})`,
        yes.m.sentence,
        window.within ? 'period_within' : 'period_before',
        { period: window.text },
      )
    if (judged.every((j) => j.inside === false))
      return part(
        'not_met',
        `${concept} is recorded ${window.within ? 'only before' : 'only within'} the criterion's period (${window.text})`,
        judged[0]!.m.sentence,
        window.within ? 'period_only_before' : 'period_only_within',
        { period: window.text },
      )
    return part(
      'unknown',
      `${concept} is recorded, but its date against the criterion's period (${window.text}) is not stated`,
      affirmed[0]!.sentence,
      'recorded_undated',
      { period: window.text },
    )
  }
  if (affirmed.length > 0) {
    const stopped = affirmed.filter((m) => whenOf(m.sentence, m.start, m.end, today).stopped)
    // "Active" is not met by what the record calls treated, stable or in remission.
    const settled = asked.active
      ? affirmed.filter((m) => INACTIVE.test(m.sentence.low.slice(Math.max(0, m.start - 40), m.end + 50)))
      : []
    const current = affirmed.filter((m) => !m.history && !stopped.includes(m) && !settled.includes(m))
    if (asked.active && current.length === 0 && settled.length > 0)
      return part(
        'unknown',
        `${concept} is recorded as treated or stable; whether it is active is not stated`,
        settled[0]!.sentence,
        'recorded_inactive',
      )
    if (wantsCurrent && current.length === 0) {
      if (medicine && stopped.length === affirmed.length)
        return part('not_met', `${concept} was stopped: it is not current`, stopped[0]!.sentence, 'stopped')
      return part(
        'unknown',
        `Only a past ${concept} is recorded; whether it is current is not stated`,
        affirmed[0]!.sentence,
        'only_past',
      )
    }
    const at = (wantsCurrent ? current : affirmed)[0]!
    return part(
      'met',
      `${concept} is recorded${at.history ? ' in the history' : ''}`,
      at.sentence,
      at.history ? 'recorded_history' : 'recorded',
    )
  }
  affirmed = []
  const negated = mentions[0]
  if (negated) return part('not_met', `The record states no ${concept}`, negated.sentence, 'stated_absent')
  const broader = NEGATED_BY[concept]
    ? mentionsOf(sentences, NEGATED_BY[concept]!).find((m) => m.negated)
    : undefined
  if (broader)
    return part(
      'not_met',
      `The record states none of a broader group that includes ${concept}`,
      broader.sentence,
      'stated_absent_group',
    )
  const other = RULED_OUT_BY[concept]
  const rival = other ? mentionsOf(sentences, CONCEPTS[other]!).find((m) => !m.negated) : undefined
  if (rival)
    return part(
      'not_met',
      `The record states ${other}, which rules out ${concept}`,
      rival.sentence,
      'ruled_out',
    )
  if (medicine && (wantsCurrent || window?.within)) {
    const list = sentences.find((s) => MEDICATION_LIST.test(s.low))
    if (list)
      return part('not_met', `${concept} is not in the medication list`, list, 'not_in_medication_list')
  }
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
    messages: messagesOf(parts),
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
    messages: messagesOf(parts),
  }
}

/**
 * A condition's or medicine's explanation names it with the criterion's own words (`concept`), and gives its
 * period and missing word as the criterion wrote them, so every language can say what decided.
 */
function named(p: Part, definition: string, span: string): Part {
  const words = (text: string | undefined) => (text ? originalWords(definition, text) : text)
  return {
    ...p,
    messages: p.messages?.map((m) => {
      const params: Record<string, string> = { ...m.params, concept: originalWords(definition, span) }
      if (params.period) params.period = words(params.period)!
      if (params.word) params.word = words(params.word)!
      return { ...m, params }
    }),
  }
}

const flip = (p: Part): Part =>
  p.verdict === 'unknown' ? p : { ...p, verdict: p.verdict === 'met' ? 'not_met' : 'met' }

const EXAMPLES =
  /\((?:e\.\s?g\.?|eg|z\.\s?b\.?|p\.\s?ex\.?|por ejemplo|por exemplo|such as|including|wie|como|ex\.?:?|i\.\s?e\.?)[^)]*\)/g
const _OR_SPLIT = /\s(?:or|ou|oder|o)\s|,\s*(?=[a-z])(?![^()]*\))/

interface Judged {
  part: Part
  /** Whether any rule read the criterion (not the last-resort search for its words). */
  readable: boolean
}

/** Judges one criterion against a record by rules alone; "not enough information" rather than a guess. */
export function judgeByRules(
  definition: string,
  record: string,
  options: { today?: Date } = {},
): CriterionJudgement {
  const today = options.today ?? new Date()
  const sentences = sentencesOf(record)
  const cased = plain(definition)
  const c = { cased, low: cased.toLowerCase(), definition }
  const whole = judgeOne(c, sentences, today)
  // "A or B": each alternative judged alone, when a rule reads every one of them.
  const alternatives = alternativesOf(c)
  if (alternatives.length > 1) {
    const judged = alternatives.map((a) => judgeOne({ ...a, definition }, sentences, today))
    if (judged.every((j) => j.readable)) return any(judged.map((j) => j.part))
  }
  return whole.part
}

/** Top-level alternatives of a criterion, each keeping the first one's framing ("Prior heart transplant or LVAD"). */
function alternativesOf(c: { cased: string; low: string }) {
  if (judgeSmokingAsked(c) || /pregnan|gravid|schwanger|embaraz|lacta|amamenta|still|breast/.test(c.low))
    return []
  const low = c.low.replace(EXAMPLES, (m) => ' '.repeat(m.length))
  const cuts: number[] = []
  let depth = 0
  for (let i = 0; i < low.length; i++) {
    const ch = low[i]
    if (ch === '(') depth++
    else if (ch === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0) {
      const m = /^\s(?:or|ou|oder|o)\s/.exec(low.slice(i))
      if (m) {
        cuts.push(i, i + m[0].length)
        i += m[0].length - 1
      }
    }
  }
  if (cuts.length === 0) return []
  const pieces: { cased: string; low: string }[] = []
  let from = 0
  for (let k = 0; k < cuts.length; k += 2) {
    pieces.push({ cased: c.cased.slice(from, cuts[k]), low: c.low.slice(from, cuts[k]) })
    from = cuts[k + 1]!
  }
  pieces.push({ cased: c.cased.slice(from), low: c.low.slice(from) })
  const first = pieces[0]!
  const frame =
    /^(.*?\b(?:with|com|mit|con|of|de|do|da|del)\s+(?:an?\s+|um\s+|uma\s+|einer?\s+|una?\s+)?)/.exec(
      first.low,
    )
  const lead =
    /^((?:prior|previous|current|currently|active|history of|known|previo|previa|atual|actual|aktuelle?|z\.\s?n\.)\s+)/.exec(
      first.low,
    )
  const prefix = frame?.[1] ?? lead?.[1]
  if (!prefix) return pieces
  return pieces.map((p, i) =>
    i === 0 || p.low.startsWith(prefix)
      ? p
      : { cased: `${first.cased.slice(0, prefix.length)}${p.cased}`, low: `${prefix}${p.low}` },
  )
}

const judgeSmokingAsked = (c: { cased: string; low: string }) => smokingCriterion(c) !== undefined

function judgeOne(
  c: { cased: string; low: string; definition: string },
  sentences: Sentence[],
  today: Date,
): Judged {
  const parts: Part[] = []

  // Numbers: each bound belongs to the nearest subject before it (or just after it).
  const subjects = subjectsOf(c)
  const specs = specsOf(c.low)
  const withoutExamples = { cased: c.cased.replace(EXAMPLES, ''), low: c.low.replace(EXAMPLES, '') }
  let concepts = conceptsOf(withoutExamples)
  if (concepts.length === 0) concepts = conceptsOf(c)
  const used = new Set<Subject>()
  const age = ageOf(sentences)
  const period = windowOf(c.low)
  const periodAt = period ? c.low.indexOf(period.text) : -1
  for (const spec of specs) {
    const isYears = spec.unit !== undefined && YEARS.test(spec.unit)
    // "há mais de 5 anos" is a time window, never an age.
    if (period && spec.index < periodAt + period.text.length && spec.end > periodAt) continue
    let subject = [...subjects].reverse().find((s) => s.index <= spec.index && spec.index - s.index < 80)
    subject ??= subjects.find((s) => s.index >= spec.end && s.index - spec.end < 30)
    if (isYears && subject?.kind !== 'age') {
      if (concepts.length > 0 && !AGE_CRITERION.test(c.low)) continue
      subject = { kind: 'age', index: spec.index }
    }
    if (!subject) continue
    used.add(subject)
    if (subject.kind === 'age') parts.push(judgeNumber('Age', 'years', age, spec))
    else if (subject.kind === 'pressure') parts.push(judgePressure(sentences, spec))
    else {
      const m = subject.measure!
      let reading = readingOf(sentences, m.names, m)
      if (!reading && (m.key === 'sbp' || m.key === 'dbp')) {
        const bp = readingOf(sentences, BLOOD_PRESSURE_NAMES, undefined, true)
        if (bp) reading = { value: m.key === 'sbp' ? bp.value : bp.second!, sentence: bp.sentence }
      }
      if (!reading && m.key === 'cigarettes') reading = cigarettesOf(sentences, today)
      parts.push(judgeNumber(m.label, m.unit, reading, canonicalSpec(m, spec)))
    }
  }
  if (ADULT_CRITERION.test(c.low) && !parts.length && ![...used].some((s) => s.kind === 'age'))
    parts.push(
      judgeNumber('Age', 'years', age, {
        min: 18,
        minIncl: true,
        index: 0,
        end: 0,
        text: '≥ 18',
      }),
    )

  // Families read as a whole: grades, smoking, pregnancy and childbearing, transplants.
  const grades = judgeGrades(c, sentences)
  parts.push(...grades)
  // A negated family turns the answer round: "Not pregnant", "No prior heart transplant", "No current smoking".
  const turned = (p: Part | undefined, trigger: RegExp) => {
    const m = p ? trigger.exec(c.low) : null
    return p && m && isNegated(c.low, m.index, m.index + m[0].length) ? flip(p) : p
  }
  // "Never smokers" and "non-smokers" are read by the smoking rule itself, never turned round.
  const smokingItself =
    /\b(?:never|nunca|nie|non-?smok\w*|nichtraucher\w*|nao fumador\w*|no fumador\w*)\b/.test(c.low)
  const smoking = smokingItself
    ? judgeSmoking(c, sentences, today)
    : turned(judgeSmoking(c, sentences, today), SMOKING_TRIGGER)
  if (smoking) parts.push(smoking)
  const person = personOf(sentences, age)
  const pregnancy = turned(judgePregnancy(c, sentences, person), PREGNANCY_TRIGGER)
  if (pregnancy) parts.push(pregnancy)
  const transplant = turned(judgeTransplant(c, sentences), /[a-z]*(?:transplant|trasplant)\w*/)
  if (transplant) parts.push(transplant)

  // Sex: only when the criterion names one sex (pregnancy already answers for men).
  const wantsFemale = FEMALE_CRITERION.test(c.low)
  const wantsMale = MALE_CRITERION.test(c.low)
  let sexPart: Part | undefined
  if (wantsFemale !== wantsMale && !pregnancy) {
    const sex = sexOf(sentences)
    const wanted = wantsFemale ? 'female' : 'male'
    sexPart = sex
      ? part(
          sex.sex === wanted ? 'met' : 'not_met',
          `The patient is ${sex.sex}`,
          sex.sentence,
          'patient_sex',
          {
            sex: sex.sex,
          },
        )
      : unknown('sex', 'sex')
    parts.push(sexPart)
  }

  // Diagnoses and medicines: negation in the criterion itself turns the answer round ("no history of MI").
  const window = windowOf(c.low)
  const wantsCurrent = CURRENT_RE.test(c.low)
  const asked: Asked = {
    active: /\b(?:activ[oa]s?|ativ[oa]s?|active|aktive?[nrs]?)\b/.test(c.low),
    systemic: SYSTEMIC_ROUTE.test(c.low),
    wantsCurrent,
    window,
    side: sideOf(c.low),
    today,
    severity: specs.length === 0 && grades.length === 0 ? severityOf(c.low) : undefined,
  }
  const decidedGrade = grades.some((g) => g.verdict !== 'unknown')
  const pressureAsked = [...used].some((s) => s.kind === 'pressure' || s.measure?.key === 'sbp')
  const conceptParts = concepts.flatMap(({ concept, start, end }) => {
    const judged = judgeConcept(sentences, concept, CONCEPTS[concept]!, asked)
    // A grade or a pressure the criterion gives defines the condition: "heart failure, NYHA II–III".
    if (
      (judged.verdict === 'unknown' && concept === 'heart failure' && decidedGrade) ||
      (concept === 'hypertension' && pressureAsked)
    )
      return []
    if (
      (pregnancy && (concept === 'pregnancy' || concept === 'breastfeeding')) ||
      (transplant && TRANSPLANT_WORD.test(concept))
    )
      return []
    const said = (p: Part) => named(p, c.definition, c.low.slice(start, end))
    if (isNegated(c.low, start, end)) return [said(flip(judged))]
    return [said(judged.verdict === 'met' ? qualified(judged, c.low, start, end, period?.text) : judged)]
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
      return {
        part: named(judgeConcept(sentences, term, [term], asked), c.definition, term),
        readable: false,
      }
    }
    return {
      part: part(
        'unknown',
        `${NOT_ENOUGH_INFORMATION}: the rule engine cannot read this criterion`,
        null,
        'unreadable',
      ),
      readable: false,
    }
  }
  // The sex alone never meets a criterion that asks for more ("Women with …" the rules cannot read).
  if (
    parts.length === 1 &&
    sexPart?.verdict === 'met' &&
    /[a-z]{4,}/.test(c.low.replace(SEX_WORDS, ' ').replace(FILLER, ' '))
  )
    return {
      part: part(
        'unknown',
        `${NOT_ENOUGH_INFORMATION}: the patient's sex is recorded, the rest of the criterion is not`,
        null,
        'sex_only',
      ),
      readable: true,
    }
  return { part: all(parts), readable: true }
}

/** Words beside a condition in a criterion that ask nothing more of the record. */
const PLAIN_WORDS =
  /^(?:chronic\w*|cronic\w*|chronisch\w*|known|conhecid\w*|bekannt\w*|conocid\w*|confirm\w*|gesichert\w*|diagnos\w*|documented|documentad\w*|dokumentiert\w*|established|estabelecid\w*|stable|estavel|estable|stabil\w*|history|historia|antecedentes?|anamnese|vorgeschichte|previous|previously|prior|previ[oa]s?|vorbehandlung|vortherapie|current\w*|atua\w*|actual\w*|aktuell\w*|activ\w*|ativ\w*|aktiv\w*|treatment|tratamento|tratamiento|behandlung|therapie|therapy|terapeutica|terapia|with|patients?|doentes?|pacientes?|patienten|recipients?|receptor\w*|empfanger\w*|uso|use|any|qualquer|cualquier|jegliche\w*|mellitus|tipo|type|typ|group|grupo|gruppe|class\w*|clase|klasse|drugs?|farmacos?|medicamentos?|medikamente\w*|medicines?|inhibitor\w*|inibidor\w*|inhibidor\w*|agonist\w*|sintomas?|from|para|durante|since|desde|seit|during|within|innerhalb|letzten|ultim\w*|last|past|months?|meses|monate\w*|weeks?|semanas|wochen|years?|anos|jahre\w*|days?|dias|tage\w*|treated|tratad\w*|behandelt\w*|taking|tomando|einnahme|under|unter|bajo|medicad\w*|receiving|recebendo|recibiendo|sistemic\w*|systemic\w*|systemisch\w*|oral\w*|orale\w*|diabetic\w*|diabetico\w*|sided|seitig\w*|lado|side)$/
const STOP_WORDS =
  /^(?:the|and|und|para|pelo|pela|with|that|this|from|como|sido|sein|eine[rnms]?|einer|dass|desde|seit|der|die|das|dem|den|des|del|los|las|uma|uns|umas|unos|unas|nos|nas|por|per|mais|more|than|als|mas|que|qui|who|which|since|have|has|had|tem|ter|tiene|hat|haben|ist|are|esta|estan|been)$/

/**
 * A condition met in the record, checked against the words the criterion puts beside it: "cancro do pulmão"
 * is not met by a breast cancer. A word the record's sentence does not share leaves the answer open.
 */
function qualified(judged: Part, low: string, start: number, end: number, period?: string): Part {
  const clause = (text: string) =>
    text.split(/[,;:()]|\s(?:ou|or|oder|o|e|and|und|y|com|with|mit|con|sem|without|ohne|sin)\s/)
  let after = clause(low.slice(end))[0] ?? ''
  let before = (clause(low.slice(0, start)).at(-1) ?? '').split(/\s+/).slice(-2).join(' ')
  if (period) {
    after = after.replace(period, ' ')
    before = before.replace(period, ' ')
  }
  const words = `${before} ${after.split(/\s+/).slice(0, 4).join(' ')}`
    .split(/[^a-z]+/)
    .filter(
      (w) => w.length >= 4 && !PLAIN_WORDS.test(w) && !STOP_WORDS.test(w) && !severityOf(w) && !sideOf(w),
    )
  const evidence = plain(judged.evidence ?? '').toLowerCase()
  const missing = words.find((w) => !evidence.includes(w.slice(0, Math.min(5, w.length))))
  if (!missing) return judged
  return part(
    'unknown',
    `${judged.explanation}, but the record does not say "${missing}" of it`,
    null,
    'recorded_unqualified',
    { word: missing },
  )
}

const TRANSPLANT_WORD = /transplant/
/** The words that name smoking in a criterion, but not a non-smoker, which the smoking rule reads itself. */
const SMOKING_TRIGGER = /\b(?:fumador\w*|fumadora\w*|smok\w*|raucher\w*|rauchen|tabagismo|tabaquismo)\b/
const PREGNANCY_TRIGGER =
  /\b(?:gravid\w*|gestante\w*|pregnan\w*|schwanger\w*|embaraz\w*|amamenta\w*|lactac\w*|lactante\w*|breast-?feeding|stillend\w*|stillzeit|lactancia)\b/
const SEX_WORDS =
  /\b(?:mulher(?:es)?|sexo feminino|feminino|female|females|women|woman|frauen|frau|weiblich\w*|mujer(?:es)?|sexo femenino|femenino|homem|homens|sexo masculino|masculino|male|males|men|man|manner|mann|mannlich\w*|hombres?|varon(?:es)?|patients?|doentes?|pacientes?|patient(?:en|innen)?)\b/g
const FILLER =
  /\b(?:with|com|mit|con|and|e|und|y|of|de|do|da|der|die|das|del|the|sexo|sex|gender|only|apenas|nur|solo)\b/g

/** The embedded offline screening engine. */
export function ruleScreeningEngine(options: { today?: Date } = {}): ScreeningEngine {
  return {
    name: 'rules',
    judge: async (criterion: ScreeningCriterion, record: string) =>
      judgeByRules(criterion.definition, record, { today: options.today }),
  }
}
