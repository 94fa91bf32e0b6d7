import type { Language } from '../../../contract/common'
import { NUMBER_WORDS, readNumbers } from '../clinical/numbers'
import type { NumberMention } from '../clinical/types'

/** Dates, clock times and years: a note copies them from the record as often as from what was said. */
const DATE =
  /(?<![\d/])\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?![\d/])|(?<![\d/])\d{1,2}\/(?:19|20)\d{2}(?![\d/])|(?<![\d/])\d{1,2}\/\d{1,2}(?=\s+(?:and|to|through|bis|a|al|e)\s+\d{1,2}\/\d{1,2})|\b\d{1,2}[:h]\d{2}\b|\b(?:19|20)\d{2}s?\b/g

/** Names with a number in them: 'COVID-19', 'C5-6', 'Co-Q 10', 'type 2 diabetes', a '0-10' scale's ends. */
const NAMED_BEFORE = /(?:[\p{L}\d]-|\bco-?q\s?|\b(?:covid|vitamin[ae]?|vitamine|b)\s?)$/iu
const ORDINAL_AFTER = /^(?:st|nd|rd|th|º|ª|°(?![CF])|\.?\s?(?:grades?|grau|grado|grad)\b)/i
const SCALE_DEFINITION = /^\s*=|^\s*[-–]\s*10\s*(?:scale|escala|skala)/i

/** Words before a day and month. */
const DATE_BEFORE = /(?<![\p{L}])(?:on|since|from|until|em|desde|até|am|seit|bis|el|dia|día)\s*$/iu

/** Words before a number that make it a kind (type 2 diabetes), a class or a stage: checked only against one said. */
const KIND_BEFORE =
  /(?<![\p{L}])(?:type|tipo|typ|stage|est[aá]dio|estadio|stadium|class|classe|clase|klasse)\s*$/iu
/** Words after a number that make it an age ('58-year-old', '75 y.o.', '67 anos de idade', '58-jährig'). */
const AGE_AFTER =
  /^[\s-]*(?:years?[\s-]old|y\.?\s?o\.?(?![\p{L}])|yo\b|anos de idade|años de edad|jahre alt|-?j[aä]hrig\p{L}*)/iu
/** An age said as 'tenho 67 anos', 'doente de 67 anos', 'tiene 45 años', 'ich bin 58 Jahre'. */
const AGE_AROUND: [RegExp, RegExp] = [
  /(?<![\p{L}])(?:tenho|tem|tinha|com|de|tengo|tiene|tenia|con|bin|ist)\s*$/iu,
  /^\s*(?:anos|años|jahre)(?![\p{L}])/iu,
]
const isAge = (before: string, after: string) =>
  AGE_AFTER.test(after) || (AGE_AROUND[0].test(before) && AGE_AROUND[1].test(after))

export type NumberRole = 'value' | 'age' | 'kind'

export interface NoteNumber extends NumberMention {
  role: NumberRole
}

/**
 * The numbers a note line states that a consultation can confirm: no dates, years, clock times, ordinals or
 * numbers that are part of a name; ages and kinds ('type 2') are marked, as they are only compared with one said.
 */
export function noteNumbers(text: string, language: Language): NoteNumber[] {
  const skip = [...text.matchAll(DATE)].map((m) => [m.index, m.index + m[0].length] as const)
  return readNumbers(text, language).flatMap((mention): NoteNumber[] => {
    let n = mention
    if (skip.some(([a, b]) => n.start < b && n.end > a)) return []
    const before = text.slice(Math.max(0, n.start - 12), n.start)
    const after = text.slice(n.end, n.end + 16)
    if (NAMED_BEFORE.test(before) || ORDINAL_AFTER.test(after) || SCALE_DEFINITION.test(after)) return []
    if (/^\p{L}/u.test(after)) return []
    // A small number in words with nothing after it ('one of them', 'the two') is a word, not a value.
    if (n.spoken && n.shape === 'number' && !n.unit && n.values[0]! < 10) return []
    if (n.shape === 'range' && n.values[0] === 0 && n.values[1] === 10) return []
    // A day and month without the year ('on 04/10').
    if (n.shape === 'ratio' && (/^0\d/.test(n.text) || DATE_BEFORE.test(before))) return []
    // '2-week', '3-day': the unit joined by a hyphen.
    const joined = /^-(day|week|month|year|hour|minute)s?\b/i.exec(after)?.[1]
    if (joined && !n.unit) n = { ...n, unit: `${joined.toLowerCase()}s`, end: n.end + joined.length + 1 }
    const role: NumberRole = isAge(before, after) ? 'age' : KIND_BEFORE.test(before) ? 'kind' : 'value'
    return [{ ...n, role }]
  })
}

/** The role a number read in the consultation plays, from the words round it. */
export function roleIn(text: string, n: NumberMention): NumberRole {
  const before = text.slice(Math.max(0, n.start - 12), n.start)
  if (isAge(before, text.slice(n.end, n.end + 16))) return 'age'
  return KIND_BEFORE.test(before) ? 'kind' : 'value'
}

const EN_DIGIT_WORDS = Object.entries(NUMBER_WORDS.en.units)
  .filter(([, v]) => v < 10)
  .map(([w]) => w)
const EN_NUMBER_WORDS = [
  ...Object.keys(NUMBER_WORDS.en.units),
  ...Object.keys(NUMBER_WORDS.en.tens),
  ...Object.keys(NUMBER_WORDS.en.scales),
].join('|')

/**
 * Numbers as transcripts write them, made readable: 'ninety eight . seven' and '38 . 5' (a full stop said as
 * the point), '.6' and 'point five' with no whole part (0.6, 0.5), 'three to four hundred' (300 to 400), and
 * a stammered word said once ('over over seventy').
 */
export function spokenNumbers(text: string, language: Language): string {
  let out = text
    .replace(/\b([\p{L}]+)(?: \1\b)+/gu, '$1')
    .replace(/(\d) \. (\d)/g, '$1.$2')
    .replace(/(?<![\d\p{L}.,])[.,](\d)/gu, '0.$1')
  if (language !== 'en') return out
  const digit = `(?:${EN_DIGIT_WORDS.join('|')}|\\d)`
  out = out
    .replace(new RegExp(`\\b(${EN_NUMBER_WORDS}) \\. (?=${digit}\\b)`, 'gi'), '$1 point ')
    .replace(new RegExp(`\\b(a|an|at|of|is|was|about|be) \\. (?=${digit}\\b)`, 'gi'), '$1 point ')
    .replace(
      new RegExp(
        `\\b(${EN_DIGIT_WORDS.join('|')}) (to|or|-) (${EN_DIGIT_WORDS.join('|')}) hundreds?\\b`,
        'gi',
      ),
      '$1 hundred $2 $3 hundred',
    )
  return out.replace(
    new RegExp(`(?<!\\b(?:${EN_NUMBER_WORDS}|\\d+) )\\bpoint (?=${digit}\\b)`, 'gi'),
    'zero point ',
  )
}

/** Units that state the same quantity: degrees said without a scale match either scale. */
function unitsAgree(a?: string, b?: string): boolean {
  if (!a || !b || a === b) return true
  const degrees = (u: string) => u === '°' || u === '°C' || u === '°F'
  return degrees(a) && degrees(b) && (a === '°' || b === '°')
}

/** A value in another unit than said: kilograms and pounds, Celsius and Fahrenheit, glucose in mmol/L. */
const CONVERSIONS: [string, string, (x: number) => number, number][] = [
  ['lb', 'kg', (x) => x / 2.2046, 0.06],
  ['°F', '°C', (x) => ((x - 32) * 5) / 9, 0.01],
  ['mg/dL', 'mmol/L', (x) => x / 18, 0.06],
]

const close = (x: number, y: number) => Math.abs(x - y) < 1e-9

/** Durations in days, to compare '4 weeks' with 'a month' and '1 year' with '12 months'. */
const DAYS: Record<string, number[]> = { days: [1], weeks: [7], months: [28, 30, 31], years: [365] }
function sameDuration(a: NumberMention, b: NumberMention): boolean {
  const da = DAYS[a.unit ?? '']
  const db = DAYS[b.unit ?? '']
  if (!da || !db || a.values.length !== 1 || b.values.length !== 1) return false
  return da.some((x) => db.some((y) => close(a.values[0]! * x, b.values[0]! * y)))
}

/** Whether two mentions state the same thing: the same values (either end of a range), units that agree. */
export function sameNumber(a: NumberMention, b: NumberMention): boolean {
  if (a.unit && b.unit && a.unit !== b.unit) {
    if (sameDuration(a, b)) return true
    const conversion = CONVERSIONS.find(
      ([x, y]) => (a.unit === x && b.unit === y) || (a.unit === y && b.unit === x),
    )
    if (conversion && a.values.length === 1 && b.values.length === 1) {
      const [from, , convert, tolerance] = conversion
      const [raw, converted] = a.unit === from ? [a, b] : [b, a]
      const value = convert(raw.values[0]!)
      return Math.abs(value - converted.values[0]!) <= Math.abs(value) * tolerance + 0.05
    }
    if (!unitsAgree(a.unit, b.unit)) return false
  }
  if (a.shape === 'range' || b.shape === 'range') {
    const [single, range] = a.shape === 'range' ? [b, a] : [a, b]
    if (single.shape === 'range') return single.values.every((v, i) => close(v, range.values[i]!))
    // A score within a range said on the same scale: '2/10' from 'two through seven out of 10'.
    if (single.shape === 'ratio' && range.values.length === 3)
      return (
        close(single.values[1]!, range.values[2]!) &&
        range.values.slice(0, 2).some((v) => close(v, single.values[0]!))
      )
    // A range's end confirms that value; a score ('6/10') stays a score.
    return single.shape === 'number' && range.values.slice(0, 2).some((v) => close(v, single.values[0]!))
  }
  return a.values.length === b.values.length && a.values.every((v, i) => close(v, b.values[i]!))
}

/** Whether two mentions state the same kind of quantity (the same unit, or both a pressure or a score). */
export function sameKind(a: NumberMention, b: NumberMention): boolean {
  if (a.unit || b.unit) return !!a.unit && !!b.unit && unitsAgree(a.unit, b.unit)
  return a.shape === b.shape && a.shape !== 'number' && a.values.length === b.values.length
}
