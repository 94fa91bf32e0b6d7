import type { Language } from '../../../../contract/common'
import { drugKey, drugMatches } from '../../clinical/medications'
import { CONCEPTS } from '../../screening/lexicon'

/**
 * Lower case without accents, one character for one: offsets found in the folded text are offsets in the
 * original (an instruction's words are cut from the original, keeping the clinician's spelling).
 */
export function fold(text: string): string {
  let out = ''
  for (const ch of text.normalize('NFC')) {
    const lower = ch.toLowerCase()
    const bare = lower.normalize('NFD').replace(/\p{M}+/gu, '')
    const one = bare.length === ch.length ? bare : lower.length === ch.length ? lower : ch
    out += one
  }
  return out
}

/** A word or a number of a text, where it is, and what it is compared by. */
interface Token {
  start: number
  end: number
  /** The folded word, the number with a decimal point, or `drug:<key>` for a medicine (one token per name). */
  key: string
  kind: 'word' | 'number' | 'drug'
}

const WORD_OR_NUMBER = /\p{L}[\p{L}'’]*|\d+(?:[.,/]\d+)*/gu

function tokens(text: string): Token[] {
  const folded = fold(text)
  const drugs = drugMatches(text).map((m) => ({
    start: m.index,
    end: m.index + m[0].replace(/-+$/, '').length,
    key: `drug:${drugKey(m[0])}`,
    kind: 'drug' as const,
  }))
  const out: Token[] = [...drugs]
  for (const m of folded.matchAll(WORD_OR_NUMBER)) {
    const start = m.index
    const end = start + m[0].replace(/['’]+$/, '').length
    if (drugs.some((d) => start < d.end && end > d.start)) continue
    const number = /^\d/.test(m[0])
    out.push({
      start,
      end,
      key: number ? m[0].replace(/,/g, '.') : m[0].slice(0, end - start),
      kind: number ? 'number' : 'word',
    })
  }
  return out.sort((a, b) => a.start - b.start)
}

/** Plural endings per language, as [plural, singular] in folded spelling. */
const PLURALS: Record<Language, [string, string][]> = {
  en: [
    ['ies', 'y'],
    ['es', ''],
    ['s', ''],
  ],
  pt: [
    ['oes', 'ao'],
    ['aes', 'ao'],
    ['ais', 'al'],
    ['eis', 'el'],
    ['ois', 'ol'],
    ['es', ''],
    ['s', ''],
  ],
  es: [
    ['ces', 'z'],
    ['es', ''],
    ['s', ''],
  ],
  de: [
    ['nen', ''],
    ['en', ''],
    ['er', ''],
    ['e', ''],
    ['n', ''],
    ['s', ''],
  ],
}

/** A word and its singular forms (a word may end like a plural without being one: all are kept). */
function forms(word: string, language: Language): string[] {
  const out = [word]
  for (const [plural, singular] of PLURALS[language])
    if (word.endsWith(plural) && word.length - plural.length + singular.length >= 3)
      out.push(word.slice(0, word.length - plural.length) + singular)
  return out
}

function same(a: Token, b: Token, language: Language) {
  if (a.kind !== b.kind) return false
  if (a.key === b.key) return true
  if (a.kind !== 'word' || a.key.length < 3 || b.key.length < 3) return false
  const fb = forms(b.key, language)
  return forms(a.key, language).some((f) => fb.includes(f))
}

/** Words that add nothing to what a target names ('the', 'a'): skipped at its edges. */
const EDGE_ARTICLES = new Set(
  'o a os as um uma the an der die das den dem des ein eine einen el la los las lo un una unos unas'.split(
    ' ',
  ),
)

/**
 * Where a target (a word, a phrase, a medicine) occurs in a text: whole words, case and accents ignored,
 * singular or plural, a medicine by any of its names the lexicon links (penicilina = Penicillin).
 */
export function findTarget(
  target: string,
  text: string,
  language: Language,
): { start: number; end: number }[] {
  const wanted = tokens(target)
  while (wanted.length > 1 && EDGE_ARTICLES.has(wanted[0]!.key)) wanted.shift()
  if (!wanted.length) return []
  const have = tokens(text)
  const found: { start: number; end: number }[] = []
  for (let i = 0; i + wanted.length <= have.length; i++) {
    if (wanted.every((w, k) => same(have[i + k]!, w, language))) {
      found.push({ start: have[i]!.start, end: have[i + wanted.length - 1]!.end })
      i += wanted.length - 1
    }
  }
  return found
}

/** The medicines a text names, by their lexicon key. */
export const drugsIn = (text: string) => new Set(drugMatches(text).map((m) => drugKey(m[0])))

/** Negations in the four languages (folded): a sentence holding one is never cut into pieces. */
const NEGATION =
  /(?<![\p{L}])(?:nao|nem|nunca|sem|nega|negou|negativ[oa]s?|ausencia|nenhum|nenhuma|nada|no|not|none|never|without|denies|denied|negative|nor|neither|kein\p{L}*|nicht|nichts|ohne|nie|weder|noch|verneint|ausgeschlossen|sin|niega|nego|ni|ningun|ninguna|ninguno|descartad[oa]|excluid[oa]|n't)(?![\p{L}])/u

export const hasNegation = (text: string) => NEGATION.test(fold(text))

/** Diagnoses and conditions the screening lexicon names, folded, as one pattern. */
const DIAGNOSES = new RegExp(
  String.raw`(?<![\p{L}])(?:${Object.values(CONCEPTS)
    .flat()
    .filter((name) => name.length > 3)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\p{L}])`,
  'u',
)

export const namesDiagnosis = (text: string) => DIAGNOSES.test(fold(text))
