import type { EditWords, LanguagePack } from './lang/pack'
import { fold } from './matching'

/** What a clause of an instruction asks for, before it is looked for in the note. */
export type EditKind = 'remove' | 'add' | 'move' | 'replace' | 'shorten'

/** One clause read: its verb's kinds, the words after the verb (as written), and the pack that read it. */
export interface ReadClause {
  kinds: EditKind[]
  /** The clause as the clinician wrote it. */
  part: string
  /** What follows the verb, in the clinician's spelling, without courtesies and closing particles. */
  rest: string
  pack: LanguagePack
}

/** A place in `rest` where a connecting word ('from', 'to', 'with') splits it in two. */
export interface Split {
  before: string
  after: string
}

const QUOTES: Record<string, string> = {
  '"': '"',
  '«': '»',
  '“': '”',
  '„': '“',
  "'": "'",
  '‘': '’',
  '‹': '›',
}
const OPENING = new RegExp(`[${Object.keys(QUOTES).join('')}]`)

/** The spans of quoted text, so a quoted target is never cut at its own full stop or 'and'. */
function quotedSpans(text: string): [number, number][] {
  const spans: [number, number][] = []
  for (let i = 0; i < text.length; i++) {
    const open = text[i]!
    const close = QUOTES[open]
    // An apostrophe inside a word ("patient's") opens nothing.
    if (!close || (open === "'" && /\p{L}/u.test(text[i - 1] ?? ''))) continue
    const end = text.indexOf(close, i + 1)
    if (end < 0) continue
    spans.push([i, end])
    i = end
  }
  return spans
}

const compiled = new WeakMap<EditWords, ReturnType<typeof compile>>()

function compile(words: EditWords) {
  const verbs = [words.remove, words.add, words.move, words.replace, words.shorten].join('|')
  const narrative = new RegExp(`^(?:${words.narrative})$`)
  const opening = verbs
    .split('|')
    .filter((verb) => !narrative.test(verb))
    .join('|')
  const alternation = (source: string) => `(?:${source})`
  return {
    shorter: new RegExp(words.shorter.source, 'du'),
    polite: new RegExp(`^(?:${alternation(words.polite)}(?![\\p{L}])[\\s,]*)+`, 'u'),
    trailingPolite: new RegExp(`[\\s,]+${alternation(words.polite)}$`, 'u'),
    verbFirst: new RegExp(`^(${verbs})(?![\\p{L}])[\\s,:-]*`, 'u'),
    verbLast: new RegExp(`[\\s,]+(${verbs})$`, 'u'),
    particles: words.particles ? new RegExp(`\\s+${alternation(words.particles)}$`, 'u') : null,
    particlesBeforeColon: words.particles
      ? new RegExp(`\\s+${alternation(words.particles)}(?=\\s*:)`, 'u')
      : null,
    kinds: (['remove', 'add', 'move', 'replace', 'shorten'] as const).map(
      (kind) => [kind, new RegExp(`^(?:${words[kind]})$`, 'u')] as const,
    ),
    articles: new RegExp(`^(?:${alternation(words.articles)}\\s+)+`, 'u'),
    mentionOf: new RegExp(`^(?:${words.mentionOf})\\s+`, 'u'),
    that: new RegExp(`^${alternation(words.that)}\\s+`, 'u'),
    sectionBefore: new RegExp(
      `^(?:${alternation(words.articles)}\\s+)?${alternation(words.section)}(?:\\s+(?:de|do|da|of|der|des|von|del|de la))?\\s+`,
      'u',
    ),
    sectionAfter: new RegExp(`\\s+${alternation(words.section)}$`, 'u'),
    note: new RegExp(
      `^(?:${alternation(words.articles)}\\s+)?(?:${alternation(words.note)})(?:\\s+(?:toda|todo|inteira|inteiro|entera|entero|ganze|whole))?$`,
      'u',
    ),
    everywhere: new RegExp(`[\\s,]+(?:${words.everywhere})$`, 'u'),
    from: new RegExp(`\\s(?:${words.from})\\s`, 'gu'),
    to: new RegExp(`\\s(?:${words.to})\\s`, 'gu'),
    by: new RegExp(`\\s(?:${words.by})\\s`, 'gu'),
    // Another clause begins at 'and' or a comma followed by a verb: 'remove X and add Y to the plan'.
    nextClause: new RegExp(
      `(?:,\\s*|\\s+)(?:e|and|und|y|then|depois|dann|luego|e depois|and then|und dann|y luego)\\s+(?=(?:${opening})(?![\\p{L}]))|,\\s+(?=(?:${opening})(?![\\p{L}]))`,
      'gu',
    ),
  }
}

const rules = (pack: LanguagePack) => {
  const known = compiled.get(pack.edits)
  if (known) return known
  const made = compile(pack.edits)
  compiled.set(pack.edits, made)
  return made
}

/** Cuts `text` where `pattern` matches (on its folded form, unless told) outside quotes, dropping the match. */
function cutOutsideQuotes(text: string, pattern: RegExp, folded = true): string[] {
  const quoted = quotedSpans(text)
  const inQuotes = (i: number) => quoted.some(([a, b]) => i > a && i < b)
  const pieces: string[] = []
  let from = 0
  for (const m of (folded ? fold(text) : text).matchAll(pattern)) {
    if (inQuotes(m.index)) continue
    pieces.push(text.slice(from, m.index))
    from = m.index + m[0].length
  }
  pieces.push(text.slice(from))
  return pieces
}

/**
 * The clauses of an instruction: one per line, per sentence (a full stop, semicolon, question or
 * exclamation mark followed by a space), and per 'and' or comma that opens another verb of the pack's language.
 */
export function clausesOf(instruction: string, pack: LanguagePack): string[] {
  const text = instruction.normalize('NFC')
  const sentences = text.split(/\r?\n/).flatMap((line) => cutOutsideQuotes(line, /(?<=[.?!;])\s+/gu, false))
  // Text after a colon is what to write ('add to the plan: rest and note the dose'): never cut at its verbs.
  const clauses = sentences.flatMap((sentence) => {
    const colon = sentence.indexOf(':')
    const pieces = cutOutsideQuotes(colon < 0 ? sentence : sentence.slice(0, colon), rules(pack).nextClause)
    if (colon >= 0) pieces[pieces.length - 1] += sentence.slice(colon)
    return pieces
  })
  // 'Por favor, retire…' is cut at the comma before the verb: courtesies alone are no clause.
  const said = (c: string) => fold(c).slice(rules(pack).polite.exec(fold(c))?.[0].length ?? 0)
  return clauses.map((c) => c.trim().replace(/^[-•*]\s+/, '')).filter((c) => /[\p{L}\d]/u.test(said(c)))
}

/** Particles that turn a German verb of two kinds into one ('nimm … auf' adds, 'nimm … heraus' removes). */
const ADDING_PARTICLE = /^(?:auf|ein|hinzu)$/

/**
 * Reads the verb of a clause in one language: the kinds of change it may ask for (most likely first; a verb
 * of two kinds, 'mude X para Y', is settled by the note: a section after 'para' moves, anything else
 * replaces) and what follows it. Null when the clause has no verb of the pack at its start (or, in German,
 * at its end).
 */
export function readClause(part: string, pack: LanguagePack): ReadClause | null {
  const r = rules(pack)
  let text = part
    .trim()
    .replace(/^[¿¡]/, '')
    .replace(/[.!?;:]+$/, '')
    .trim()
  const strip = (pattern: RegExp, from: 'start' | 'end') => {
    const m = pattern.exec(fold(text))
    if (m) text = (from === 'start' ? text.slice(m[0].length) : text.slice(0, m.index)).trim()
    return m
  }
  strip(r.polite, 'start')
  strip(r.trailingPolite, 'end')
  let verb = strip(r.verbFirst, 'start')?.[1]
  if (!verb && pack.edits.verbLast) verb = strip(r.verbLast, 'end')?.[1]
  if (!verb) {
    const shorter = r.shorter.exec(fold(text))
    const at = shorter?.indices?.[1]
    return at ? { kinds: ['shorten'], part, rest: text.slice(at[0], at[1]), pack } : null
  }
  strip(r.polite, 'start')
  let particle = r.particles ? strip(r.particles, 'end')?.[0].trim() : undefined
  // 'Füge zum Plan hinzu: Röntgen': the particle closes the verb before the text to write.
  const beforeColon = r.particlesBeforeColon?.exec(fold(text))
  if (beforeColon) {
    particle = beforeColon[0].trim()
    text = text.slice(0, beforeColon.index) + text.slice(beforeColon.index + beforeColon[0].length)
  }
  let kinds = r.kinds.filter(([, pattern]) => pattern.test(verb)).map(([kind]) => kind)
  if (kinds.includes('add') && kinds.includes('remove'))
    kinds = [particle && ADDING_PARTICLE.test(particle) ? 'add' : 'remove']
  if (!kinds.length || !text) return null
  return { kinds, part, rest: text, pack }
}

/** Every way `text` splits at a connecting word ('from', 'to' or 'with' in the pack's language), outside quotes. */
export function splitsAt(text: string, pack: LanguagePack, word: 'from' | 'to' | 'by'): Split[] {
  const quoted = quotedSpans(text)
  const inQuotes = (i: number) => quoted.some(([a, b]) => i > a && i < b)
  const splits: Split[] = []
  for (const m of fold(text).matchAll(rules(pack)[word])) {
    if (inQuotes(m.index)) continue
    splits.push({ before: text.slice(0, m.index).trim(), after: text.slice(m.index + m[0].length).trim() })
  }
  return splits
}

/** A target as meant: without 'the line about', articles and quotes ('a «penicilina»' → 'penicilina'). */
export function targetOf(text: string, pack: LanguagePack): string {
  const r = rules(pack)
  let out = text.trim()
  for (const pattern of [r.mentionOf, r.articles, r.that]) {
    const m = pattern.exec(fold(out))
    if (m) out = out.slice(m[0].length).trim()
  }
  const open = out[0]
  if (open && OPENING.test(open) && out.endsWith(QUOTES[open]!)) out = out.slice(1, -1)
  return out.trim()
}

/** Text to add, as typed: without a leading 'that', its quotes, or a colon left from 'add to X:'. */
export function addedText(text: string, pack: LanguagePack): string {
  let out = text.trim().replace(/^:\s*/, '')
  const that = rules(pack).that.exec(fold(out))
  if (that) out = out.slice(that[0].length)
  const open = out[0]
  if (open && OPENING.test(open) && out.endsWith(QUOTES[open]!)) out = out.slice(1, -1)
  return out.trim()
}

/** Whether words to add say they are text: 'that …' or quoted. */
export function marksText(text: string, pack: LanguagePack): boolean {
  const out = text.trim()
  return rules(pack).that.test(fold(out)) || (OPENING.test(out[0] ?? '') && out.endsWith(QUOTES[out[0]!]!))
}

/** A section as named in an instruction, without articles and 'section' ('a secção de medicação' → 'medicação'). */
export function sectionName(text: string, pack: LanguagePack): string {
  const r = rules(pack)
  let out = targetOf(text, pack)
  const before = r.sectionBefore.exec(fold(out))
  if (before) out = out.slice(before[0].length)
  const after = r.sectionAfter.exec(fold(out))
  if (after) out = out.slice(0, after.index)
  return out.trim()
}

/** Whether the words name the whole note ('the note', 'o documento'). */
export const namesWholeNote = (text: string, pack: LanguagePack) => rules(pack).note.test(fold(text.trim()))

/** Whether the words name a section as such ('the plan section', 'a secção X'). */
export const saysSection = (text: string, pack: LanguagePack) => {
  const r = rules(pack)
  const folded = fold(text.trim())
  return r.sectionBefore.test(folded) || r.sectionAfter.test(folded)
}

/** A trailing 'everywhere': the text without it, and whether it was there. */
export function everywhere(text: string, pack: LanguagePack): { text: string; everywhere: boolean } {
  const m = rules(pack).everywhere.exec(fold(text))
  return m ? { text: text.slice(0, m.index).trim(), everywhere: true } : { text, everywhere: false }
}
