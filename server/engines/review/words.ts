import type { Language } from '../../../contract/common'
import { fold } from '../clinical/fold'
import { de } from '../clinical/lang/de'
import { en } from '../clinical/lang/en'
import { es } from '../clinical/lang/es'
import { pt } from '../clinical/lang/pt'
import { NUMBER_WORDS } from '../clinical/numbers'
import type { Span } from '../clinical/types'

export { fold }

export interface Word {
  start: number
  end: number
  /** The word folded (lower case, no accents). */
  word: string
}

/** The words of a text with their offsets (letters and digits; 'x-ray' is two words). */
export function wordsOf(text: string, offset = 0): Word[] {
  const out: Word[] = []
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu))
    out.push({ start: offset + m.index, end: offset + m.index + m[0].length, word: fold(m[0]) })
  return out
}

/** A word's first five letters: 'fevers' and 'fever', 'febre' and 'febril', 'Schmerzen' and 'Schmerz' meet. */
export const stem = (word: string) => (/^\d/.test(word) ? word : word.slice(0, 5))

const folded = (words: Set<string>) => new Set([...words].map(fold))

/** Discourse and function words of each language, from the clinical reading's packs plus what notes add. */
export const STOPWORDS: Record<Language, Set<string>> = {
  en: folded(en.stopwords),
  pt: folded(pt.stopwords),
  de: folded(de.stopwords),
  es: folded(es.stopwords),
}
const NOTE_WORDS = new Set(
  'reports report reported states stated notes noted endorses endorsed denies denied presents patient patients paciente doente patientin refere nega niega refiere gibt verneint berichtet also well since per via'.split(
    ' ',
  ),
)

/** The content words of a text, as stems: what a line and a sentence share when one paraphrases the other. */
export function contentStems(text: string, language: Language): string[] {
  const stop = STOPWORDS[language]
  return (fold(text).match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => (w.length > 2 || /\d/.test(w)) && !stop.has(w) && !NOTE_WORDS.has(w))
    .map(stem)
}

/** Abbreviations whose full stop does not end a sentence of a note. */
const NOT_AN_END =
  /(?:^|[\s(])(?:dr|dra|drs|mr|mrs|ms|sr|sra|st|vs|etc|e\.g|i\.e|z\.b|bzw|ca|approx|aprox|p\.o|b\.i\.d|t\.i\.d|q\.i\.d|q\.d|p\.r\.n|h\.s|n\.º|nº|fig|[a-z])\.$/i

const NUMBER_WORD = new Set(
  Object.values(NUMBER_WORDS).flatMap((w) => [
    ...Object.keys(w.units),
    ...Object.keys(w.tens),
    ...Object.keys(w.hundreds),
    ...Object.keys(w.scales),
  ]),
)
const isNumberWord = (word: string | undefined) => !!word && (/^\d+$/.test(word) || NUMBER_WORD.has(word))

/**
 * Splits text into sentences at . ? ! followed by a space (never in a decimal); in a note, also at '; '
 * between long clauses and not after abbreviations ('Dr.', 'p.o.').
 */
export function sentenceSpans(text: string, offset: number, note: boolean): Span[] {
  const spans: Span[] = []
  let start = 0
  for (const m of text.matchAll(note ? /[.?!;]+(?=\s+\S)/g : /[.?!]+(?=\s+\S)/g)) {
    const end = m.index + m[0].length
    const before = text.slice(start, end)
    if (note && m[0] === '.' && (NOT_AN_END.test(before) || /^\s*\d{1,2}\.$/.test(before))) continue
    // '10 p.m. to 8 a.m.', 'at 4 p.m. yesterday': a time of day goes on in lower case.
    if (note && /\b[ap]\.m\.$/i.test(before) && /^\s+\p{Ll}/u.test(text.slice(end))) continue
    if (m[0] === ';' && before.trim().split(/\s+/).length < 3) continue
    // 'ninety eight . seven', 'a . five centimeter': a transcript's full stop said as a decimal point.
    if (
      m[0] === '.' &&
      /(?:^|\s)(?:a|an|at|of|is|was|about)\s+\.$|(\S+)\s*\.$/.test(before) &&
      (/(?:^|\s)(?:a|an|at|of|is|was|about)\s+\.$/.test(before) ||
        isNumberWord(/(\S+)\s*\.$/.exec(before)?.[1]?.toLowerCase())) &&
      isNumberWord(/^\s*(\S+)/.exec(text.slice(end))?.[1]?.toLowerCase())
    )
      continue
    spans.push({ start, end })
    start = end
  }
  spans.push({ start, end: text.length })
  return spans
    .map((s) => {
      const piece = text.slice(s.start, s.end)
      const lead = piece.length - piece.trimStart().length
      return { start: offset + s.start + lead, end: offset + s.start + piece.trimEnd().length }
    })
    .filter((s) => s.end > s.start)
}
