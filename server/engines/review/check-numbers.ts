import type { Language } from '../../../contract/common'
import { findMeasurements } from '../clinical/measurements'
import { DURATION_UNITS } from '../clinical/numbers'
import type { NumberMention, SourceSentence } from '../clinical/types'
import { evidenceOf } from './align'
import type { Draft, ReviewContext } from './context'
import { findDrugs } from './drugs'
import { type NoteNumber, noteNumbers, sameKind, sameNumber } from './numbers'
import { fold, stem } from './words'

/** A number as the consultation states it, with what it measures and the drug it doses, when known. */
export interface SaidNumber extends NumberMention {
  role: NoteNumber['role']
  measure?: string
  drug?: string
  /** For a count ('4 views', 'três comprimidos'), the stem of the word counted. */
  counted?: string
}

/** Units of a dose: a dose is compared with the same drug's dose only. */
const DOSE_UNITS = new Set(['mg', 'mcg', 'g', 'ml', 'units', 'tablets'])

/** The drug a dose belongs to: the nearest one named before it in the same clause. */
export function drugBefore(text: string, at: number): string | undefined {
  const drugs = findDrugs(text.slice(0, at)).filter((d) => at - d.end <= 40)
  const last = drugs.at(-1)
  return last && !/[.;!?]/.test(text.slice(last.end, at)) ? last.key : undefined
}

/** Reads what each number of a text states: its measurement, and for a dose, its drug. */
export function describeNumbers<T extends NumberMention>(text: string, numbers: T[], language: Language) {
  const measures = findMeasurements(text, language)
  return numbers.map((n) => {
    const measure = measures.find((m) => m.number.start === n.start)?.measure
    const next = /^\s*([\p{L}]{3,})/u.exec(text.slice(n.end))?.[1]
    const count = !measure && !n.unit && n.shape === 'number' && Number.isInteger(n.values[0]) && next
    return {
      ...n,
      measure,
      drug: n.unit && DOSE_UNITS.has(n.unit) ? drugBefore(text, n.start) : undefined,
      counted: count ? stem(fold(next)) : undefined,
    }
  })
}

/** 'A week', 'a couple of days', 'uma semana', 'un par de días', 'ein paar Tage': 1 and 2 said without digits. */
const ARTICLE_UNITS: Record<Language, [number, RegExp][]> = {
  en: [
    [
      1,
      /\b(?:a|an|one|per|every|each|once a|last|past|next|this coming)\s+(day|week|month|year|hour|minute|time)/g,
    ],
    [2, /\b(?:couple(?: of)?|twice a|two)\s+(days?|weeks?|months?|years?|hours?|minutes?|times?)/g],
    [1.5, /\b(?:a|one)?\s?(day|week|month|year|hour) and a half\b/g],
    [30, /\bhalf an? (hour)\b/g],
  ],
  pt: [
    [
      1,
      /\b(?:um|uma|por|cada|ao|a|uma vez por|ultimo|ultima|proximo|proxima)\s+(dia|semana|mes|ano|hora|minuto|vez)/g,
    ],
    [2, /\b(?:um par de|duas vezes|dois|duas)\s+(dias?|semanas?|meses|anos?|horas?|minutos?|vezes)/g],
    [1.5, /\b(dia|semana|mes|ano|hora) e meio\b/g],
    [30, /\bmeia (hora)\b/g],
  ],
  es: [
    [
      1,
      /\b(?:un|una|por|cada|al|a la|una vez al|ultimo|ultima|proximo|proxima)\s+(dia|semana|mes|ano|hora|minuto|vez)/g,
    ],
    [2, /\b(?:un par de|dos veces|dos)\s+(dias?|semanas?|mes(?:es)?|anos?|horas?|minutos?|veces)/g],
    [1.5, /\b(dia|semana|mes|ano|hora) y medio\b/g],
    [30, /\bmedia (hora)\b/g],
  ],
  de: [
    [
      1,
      /\b(?:ein|eine|einen|einem|pro|jede[nrm]?|einmal|nachste[nrm]?)\s+(tag|woche|monat|jahr|stunde|minute|mal)/g,
    ],
    [2, /\b(?:ein paar|paar|zwei|zweimal)\s+(tage?n?|wochen?|monate?n?|jahre?n?|stunden?|minuten?|mal)/g],
    [1.5, /\b(?:anderthalb|eineinhalb)\s+(tage?n?|wochen?|monate?n?|jahre?n?|stunden?)/g],
    [30, /\bhalbe?n? (stunde)\b/g],
  ],
}
const UNIT_OF_WORD: [RegExp, string][] = [
  [/^(?:days?|dias?|tage?n?|tag)$/, 'days'],
  [/^(?:weeks?|semanas?|wochen?|woche)$/, 'weeks'],
  [/^(?:months?|mes|meses|monate?n?|monat)$/, 'months'],
  [/^(?:years?|anos?|jahre?n?|jahr)$/, 'years'],
  [/^(?:hours?|horas?|stunden?|stunde)$/, 'hours'],
  [/^(?:minutes?|minutos?|minuten?|minute)$/, 'minutes'],
  [/^(?:times?|vez|vezes|veces|mal)$/, 'times'],
]

/** The durations and counts of one or two a consultation says in words without a number: 'days:1', 'weeks:2'. */
export function articleCounts(said: string, language: Language): Set<string> {
  const out = new Set<string>()
  const low = fold(said)
  for (const [count, pattern] of ARTICLE_UNITS[language])
    for (const m of low.matchAll(pattern)) {
      const unit = UNIT_OF_WORD.find(([p]) => p.test(m[1]!))?.[1]
      if (unit === 'hours' && count === 30) out.add('minutes:30')
      else if (unit) out.add(`${unit}:${count}`)
      // 'A month' is the note's '4 weeks', 'a week' its '7 days', 'a year' its '12 months'.
      if (unit === 'months') out.add(`weeks:${count * 4}`)
      if (unit === 'weeks') out.add(`days:${count * 7}`)
      if (unit === 'years') out.add(`months:${count * 12}`)
    }
  // 'A pack and a half', 'half a cc': 1.5 and 0.5 of whatever is counted.
  if (/\b(?:and a half|e meio|e meia|y medio|y media|einhalb|anderthalb)\b/.test(low)) out.add('any:1.5')
  if (/\b(?:half an?|meio|meia|medio|media|halbe?n?)\b/.test(low)) out.add('any:0.5')
  // 'A baby aspirin', 'aspirina infantil': 81 mg said without the number.
  if (/\b(?:baby|low[- ]dose) aspirin|aspirina infantil|aspirina de (?:dosis )?baja|ass 100\b/.test(low))
    out.add('mg:81')
  return out
}

/** Words that ask for a score on a scale ('on a scale of one to ten', 'de 0 a 10', 'von 0 bis 10'). */
const SCALE =
  /\b(?:scale|escala|skala|out of (?:ten|10)|de (?:0|zero|cero|um|uno|1) a (?:10|dez|diez)|von (?:0|null|1|eins) bis (?:10|zehn)|pain (?:level|score)|nivel de dor|intensidade da dor|nivel de dolor|intensidad del dolor|schmerzstarke|schmerzintensitat)\b/
/** A question about pain, answered with a score ('how bad is the pain?' 'about an eight'). */
const PAIN = /\b(?:pain|hurt\w*|dor|doi|dolor|duele|schmerz\w*|weh)\b/

/** Scores given in answer to a question on a scale from 0 or 1 to 10: the values said in the turns after it. */
export function scaleAnswers(
  sentences: SourceSentence[],
  numbers: (s: SourceSentence) => NumberMention[],
): Set<number> {
  const out = new Set<number>()
  sentences.forEach((s, i) => {
    const low = fold(s.said)
    const window = SCALE.test(low) ? 6 : s.question && PAIN.test(low) ? 3 : 0
    for (const next of sentences.slice(i, i + window))
      for (const n of numbers(next))
        if (n.shape === 'number' && !n.unit && n.values[0]! <= 10) out.add(n.values[0]!)
  })
  return out
}

/**
 * Every number the note states must be stated by the consultation with the same meaning: the same value in
 * a compatible unit. One said nowhere is unsupported, unless the consultation states the same measurement
 * (blood pressure, HbA1c), the same drug's dose, or the same kind of quantity in the sentence the line was
 * aligned to, with another value: then the note contradicts it. Ages and kinds ('type 2') are only compared
 * with one the consultation states.
 */
export function checkNumbers(ctx: ReviewContext): Draft[] {
  const drafts: Draft[] = []
  const all = ctx.numbers.flat()
  for (const [l, line] of ctx.lines.entries()) {
    const found = describeNumbers(line.text, noteNumbers(line.text, ctx.language), ctx.language)
    for (const n of found) {
      if (all.some((s) => sameNumber(n, s))) continue
      const count = n.unit ? `${n.unit}:${n.values[0]}` : ''
      if ((count && ctx.articleCounts.has(count)) || ctx.articleCounts.has(`any:${n.values[0]}`)) continue
      if (n.shape === 'ratio' && n.values.at(-1) === 10 && ctx.scaleAnswers.has(n.values[0]!)) continue
      const span = { start: line.start + n.start, end: line.start + n.end }
      const aligned = ctx.aligned[l]!.units
      // A score out of ten answered with its number alone ('on a scale of one to ten?' 'six').
      if (
        n.shape === 'ratio' &&
        aligned.some((u) =>
          ctx.numbers[u]!.some((s) => s.shape === 'number' && s.values[0] === n.values[0]),
        ) &&
        all.some((s) => s.values.includes(n.values.at(-1)!))
      )
        continue
      const contradicts = (u: number, s: SaidNumber) => {
        if (n.counted) return s.counted === n.counted && aligned.includes(u)
        if (n.role !== 'value' || s.role !== 'value')
          return n.role === s.role && (n.role === 'age' || aligned.includes(u))
        if (n.measure || s.measure) return n.measure === s.measure
        if (n.unit && DOSE_UNITS.has(n.unit)) return sameKind(n, s) && !!n.drug && n.drug === s.drug
        if (n.unit && DURATION_UNITS.has(n.unit)) return sameKind(n, s) && aligned.includes(u)
        return sameKind(n, s) && aligned.includes(u)
      }
      // The aligned sentences first, then the whole consultation for a measurement, a dose or an age.
      const order = [...aligned, ...ctx.numbers.keys()]
      let said: { u: number; s: SaidNumber } | undefined
      for (const u of order) {
        const s = ctx.numbers[u]!.find((x) => contradicts(u, x))
        if (s) {
          said = { u, s }
          break
        }
      }
      if (said) {
        drafts.push({
          kind: 'contradiction',
          code: 'contradiction_value',
          params: { written: n.text, said: said.s.text },
          note: span,
          evidence: evidenceOf(ctx.index.units[said.u]!),
        })
        continue
      }
      // A count ('4 views', '3 quadrants') is checked against the same count said, never alone.
      if (n.role !== 'value' || n.counted) continue
      drafts.push({
        kind: 'unsupported',
        code: 'unsupported_number',
        params: { value: n.text },
        note: span,
        evidence: [],
      })
    }
  }
  return drafts
}
