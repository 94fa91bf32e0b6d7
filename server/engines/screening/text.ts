import {
  type CriterionJudgement,
  NOT_ENOUGH_INFORMATION,
  type ScreeningMessage,
  type Verdict,
} from './engine'
import { CONTRAST, CURRENT, FAMILY, HISTORY, NEGATION_AFTER, NEGATION_BEFORE } from './lexicon'

// The record and criterion text as the rule engine reads it: sentences, terms, negation, history.

/** Accents off, decimal commas as points, superscripts as digits; the case is kept for abbreviations. */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/²/g, '2')
    .replace(/(\d),(\d)/g, '$1.$2')

/**
 * The words of `original` that read as `span` once plain and in lower case: the criterion's own words, accents
 * kept ("metástases cerebrais" for "metastases cerebrais"); the span itself when it is not found.
 */
export function originalWords(original: string, span: string): string {
  let low = ''
  const at: number[] = []
  for (let i = 0; i < original.length; i++) {
    const p = plain(original[i]!).toLowerCase()
    for (let k = 0; k < p.length; k++) at.push(i)
    low += p
  }
  const i = span ? low.indexOf(span) : -1
  return i < 0 ? span : original.slice(at[i], at[i + span.length - 1]! + 1)
}

export interface Sentence {
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

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Abbreviations of three letters or fewer must be written in capitals ("MI", "HTA"), so "mi", "no" never match. */
export function termPattern(term: string): { regex: RegExp; cased: boolean } {
  const short = term.replace(/[^a-z]/g, '').length <= 3 && !term.includes(' ')
  const body = short ? escapeRegExp(term.toUpperCase()) : term.split(' ').map(inflected).join('\\s+')
  return { regex: new RegExp(`(?<![A-Za-z0-9])${body}(?![A-Za-z0-9])`, 'g'), cased: short }
}

/** A word with its plural, gender and declension endings: "cerebral" also reads "cerebrais", "metastase" "metastasen". */
function inflected(word: string): string {
  const w = escapeRegExp(word)
  const hyphen = word.lastIndexOf('-')
  if (hyphen > 0) return `${escapeRegExp(word.slice(0, hyphen + 1))}${inflected(word.slice(hyphen + 1))}`
  if (!/^[a-z]{5,}$/.test(word)) return w
  if (/ao$/.test(word)) return `${w.slice(0, -2)}(?:ao|oes|aes|aos)`
  if (/al$/.test(word)) return `${w.slice(0, -2)}(?:al|ais|ales|ale|alen|aler)`
  if (/[oa]$/.test(word)) return `${w.slice(0, -1)}(?:o|a|os|as)`
  if (/or$/.test(word)) return `${w}(?:es|a|as|en|s)?`
  return `${w}(?:s|es|n|en|e|er|ern)?`
}

const patternCache = new Map<string, { regex: RegExp; cased: boolean }>()
export function findTerm(sentence: { cased: string; low: string }, term: string) {
  let p = patternCache.get(term)
  if (!p) {
    p = termPattern(term)
    patternCache.set(term, p)
  }
  const text = p.cased ? sentence.cased.replace(/\bA1C\b/gi, 'A1C') : sentence.low
  p.regex.lastIndex = 0
  return [...text.matchAll(p.regex)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }))
}

export const words = (list: string[]) => list.map((w) => escapeRegExp(w).replace(/\\ /g, '\\s+')).join('|')
export const anyWord = (words: string[]) =>
  new RegExp(
    `(?<![a-z0-9])(?:${words.map((w) => escapeRegExp(w).replace(/\\ /g, '\\s+')).join('|')})(?![a-z0-9])`,
  )
export const NEGATION_RE = new RegExp(`(?<![a-z0-9])(?:${words(NEGATION_BEFORE)}|no)(?![a-z0-9])`, 'g')
/** "no" negates only right before the term or a history phrase: Portuguese "no" also means "in the". */
const NO_GAP =
  /^\s*(?:(?:history|evidence|known|signs?|previous|prior|current|currently|active|actual|atual|other|outr[oa]s?|otr[oa]s?|personal|refiere|presenta|tiene|hay|antecedentes|historia|toma|tomo|esta|es|era|fue|ha|han|habia|recibe|recibio|ha recibido|usa|utiliza|fuma|consume)\b.*)?$/
const NEGATION_AFTER_RE = anyWord(NEGATION_AFTER)
/** Where a negation stops: a contrast, a positive "with", a new clause. */
export const SCOPE_END = anyWord([
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
export const HISTORY_RE = anyWord(HISTORY)
export const FAMILY_RE = anyWord(FAMILY)
/** "Past medical history:" heads a list of conditions, current ones included. */
const HISTORY_HEADING =
  /[a-z ]*(?:history|historia|antecedentes|vorgeschichte|anamnese|vorerkrankungen)[a-z ]*:/g
export const CURRENT_RE = anyWord(CURRENT)
export const OR_RE = /(?<![a-z0-9])(?:ou|or|oder|o)(?![a-z0-9])|\//

/** Negations that may deny one word only: "não isquémica", "not dilated", "nicht-ischämische", "non-smoker". */
const WORD_NEGATION = /^(?:nao|not|nicht|non|no)$/
/** What may stand between such a negation and the one word it denies: a copula, an article. */
const COPULA_ARTICLE =
  /^(?:(?:is|was|e|foi|esta|es|ist|war)\s+)?(?:(?:a|an|um|uma|un|una|ein|eine|einen|einer)\s+)?/
/** After a comma, a list joined by these goes on denying ("not diabetic, nor hypertensive"). */
const DENYING_JOINER = /(?<![a-z0-9])(?:nem|nor|ni|noch|weder)(?![a-z0-9])/
/** After a comma, an "or" leaves open whether the denial reaches on ("not diabetic, obese or hypertensive"). */
const OPEN_JOINER = /(?<![a-z0-9])(?:ou|or|o|oder)(?![a-z0-9])/
/** After a comma, a new statement that a denial before it does not reach: "…, submetido a transplante". */
const NEW_STATEMENT =
  /,\s*(?:submetid[oa]s?|sometid[oa]s?|operad[oa]s?|intervencionad[oa]s?|tratad[oa]s?|internad[oa]s?|ingresad[oa]s?|transplantad[oa]s?|trasplantad[oa]s?|recebeu|recibio|realizou|realizo|fez|hizo|underwent|undergone|treated|operated|received|admitted|transplanted|s\/p|status post|post|pos|apos|tras|z\.\s?n\.|zustand nach|wurde|erhielt|erhalten|operiert|transplantiert|herztransplantiert|nierentransplantiert|lungentransplantiert|lebertransplantiert)\b/

export type Polarity = 'affirmed' | 'negated' | 'unclear'

/**
 * Whether the term at `start` is denied: a cue before it in the same clause, or a cue right after it. A cue
 * closed by its comma ("raucht nicht, …") or one that denies a single word ("miocardiopatia não isquémica, …",
 * "non-ischaemic", "not a smoker, …") does not reach a term after that word; where the words after the comma
 * leave it open ("not diabetic, obese or …"), the answer is unclear, and the reader says nothing on it.
 */
export function polarityAt(low: string, start: number, end: number): Polarity {
  const before = low.slice(Math.max(0, start - 80), start)
  const cut = Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf(':'))
  const clause = before.slice(cut + 1)
  NEGATION_RE.lastIndex = 0
  let last = -1
  let cue = ''
  for (const m of clause.matchAll(NEGATION_RE)) {
    const gap = clause.slice((m.index ?? 0) + m[0].length)
    if (m[0] !== 'no' || NO_GAP.test(gap)) {
      last = (m.index ?? 0) + m[0].length
      cue = m[0]
    }
  }
  // "non-ischaemic": "non" denies the word it is joined to, and only that one.
  if (/(?<![a-z0-9])non-?\s?$/.test(clause)) return 'negated'
  const rest = last >= 0 ? clause.slice(last) : ''
  // "raucht nicht, …": the denial closed by its comma is of what came before it.
  if (last >= 0 && /^\s*,/.test(rest)) return afterOnly(low, end)
  if (last >= 0 && WORD_NEGATION.test(cue)) {
    const denied = deniedWord(cue, rest)
    if (denied) {
      if (DENYING_JOINER.test(denied.after)) return 'negated'
      if (OPEN_JOINER.test(denied.after) && !NEW_STATEMENT.test(`,${denied.after}`)) return 'unclear'
      return afterOnly(low, end)
    }
    // "não diabético e hipertenso": whether the denial reaches past "and" is not said.
    if (/^\s+[a-z-]+\s+(?:e|and|y|und)\s/.test(rest)) return 'unclear'
  }
  // The verb a negation governs is not a new clause: "no toma X", "does not take X".
  const scope = rest
    .replace(
      /^\s*(?:(?:esta|is|ist|was|war)\s+)?(?:toma|takes?|nimmt|tiene|has|hat|presenta|usa|uses|on|under|sob|bajo|unter)\b/,
      '',
    )
    // "keine Vortherapie mit X", "sem tratamento com X": the "with" belongs to the negated treatment.
    .replace(
      /\b(?:\w*therapie|behandlung|tratamento|tratamiento|treatment|therapy|terapeutica|terapia|history|historia)\s+(?:com|with|mit|con)\b/g,
      ' ',
    )
  // The term itself may open the new statement: "sin diabetes, trasplantado renal".
  if (last >= 0 && !SCOPE_END.test(scope) && !NEW_STATEMENT.test(`${scope}${low.slice(start, end)}`))
    return 'negated'
  return afterOnly(low, end)
}

/**
 * The one word a word negation denies, when the term is past it: closed by a comma ("não isquémica, …",
 * "is not a smoker, …"; German also "nicht ischämische Kardiomyopathie, …") or joined by a hyphen
 * ("nicht-ischämische Kardiomyopathie"); `after` is what stands between that comma and the term.
 */
function deniedWord(cue: string, rest: string): { after: string } | undefined {
  if (/^-[a-z]+\s/.test(rest) && !rest.includes(',')) return { after: '' }
  const words = rest.replace(/^-?\s*/, '').replace(COPULA_ARTICLE, '')
  if (!/^[-\s]/.test(rest) || words === '') return undefined
  const closed = (cue === 'nicht' ? /^[a-z-]+(?:\s+[a-z-]+)?\s*,/ : /^[a-z-]+\s*,/).exec(words)
  return closed ? { after: words.slice(closed[0].length) } : undefined
}

/** A cue right after the term: "enfarte excluído", "MI ruled out". */
function afterOnly(low: string, end: number): Polarity {
  const after = low.slice(end, end + 30).split(/[.;,]/)[0] ?? ''
  return NEGATION_AFTER_RE.test(after) ? 'negated' : 'affirmed'
}

/** Whether the term at `start` is denied (an unclear denial is not one). */
export const isNegated = (low: string, start: number, end: number) =>
  polarityAt(low, start, end) === 'negated'

/** A suspected, planned or awaited condition or procedure is not one the patient has. */
export const UNCERTAIN =
  /(?:suspeita de|suspected|suspicion of|possible|possivel|provavel|probable|verdacht auf|v\.\s?a\.|sospecha de|posible|candidat[oa] a|candidate for|em lista (?:de espera )?para|lista de espera para|waiting list for|awaiting|listed for|evaluation for|avaliacao para|evaluacion para|planned|planead[oa]|programad[oa]|geplant\w*|to rule out|para excluir|descartar|r\/o)\s+(?:\w+\s+){0,3}$/

/** "heart transplant waiting list", "Transplantation in Evaluation": awaited, not had. */
export const UNCERTAIN_AFTER =
  /^\W*(?:[a-z-]+\s+){0,2}(?:waiting list|lista de espera|warteliste|evaluation|work-?up|avaliacao|evaluacion|candidat\w*|planned|planead[oa]|programad[oa]|geplant\w*)/

export interface Mention {
  sentence: Sentence
  start: number
  end: number
  negated: boolean
  history: boolean
}

export function mentionsOf(sentences: Sentence[], terms: string[]): Mention[] {
  const out: Mention[] = []
  for (const sentence of sentences) {
    for (const term of terms) {
      for (const { start, end } of findTerm(sentence, term)) {
        const before = sentence.low.slice(0, start)
        if (FAMILY_RE.test(before.slice(-60))) continue
        if (UNCERTAIN.test(before.slice(-40)) || UNCERTAIN_AFTER.test(sentence.low.slice(end, end + 40)))
          continue
        const polarity = polarityAt(sentence.low, start, end)
        // A denial that may or may not reach it: the mention says neither.
        if (polarity === 'unclear') continue
        out.push({
          sentence,
          start,
          end,
          negated: polarity === 'negated',
          history:
            HISTORY_RE.test(before.replace(HISTORY_HEADING, ' ')) ||
            /\b(?:em|in|en|im|since|desde|seit)\s+(?:19|20)\d\d\b/.test(before),
        })
      }
    }
  }
  return out
}

export const quote = (s: Sentence) => (s.original.length > 400 ? `${s.original.slice(0, 397)}…` : s.original)

export type Part = CriterionJudgement

/** A judgement with its English explanation and the same as a message key, for the clinician's language. */
export const part = (
  verdict: Verdict,
  explanation: string,
  evidence: Sentence | null,
  key: ScreeningMessage['key'],
  params: Record<string, string> = {},
): Part => ({
  verdict,
  explanation,
  evidence: evidence ? quote(evidence) : null,
  messages: [{ key, params }],
})
/** Nothing found; `subject` (a measure's key, "sex", "smoking"…) names what, when the languages have a word for it. */
export const unknown = (what: string, subject?: string, label?: string) =>
  part('unknown', `${NOT_ENOUGH_INFORMATION}: ${what} not found`, null, 'not_found', {
    ...(subject ? { subject } : {}),
    ...(label ? { label } : {}),
  })
/** The message keys of several parts, one after another. */
export const messagesOf = (parts: Part[]) => parts.flatMap((p) => p.messages ?? [])
