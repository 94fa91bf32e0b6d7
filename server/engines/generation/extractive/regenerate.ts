import type { DocumentSection } from '../../../../contract/catalogue'
import type { Language } from '../../../../contract/common'
import { DOSE, FREQUENCY } from '../../clinical/medications'
import type { InstructionRefusal } from '../engine'
import {
  addedText,
  clausesOf,
  everywhere,
  marksText,
  namesWholeNote,
  type ReadClause,
  readClause,
  saysSection,
  sectionName,
  splitsAt,
  targetOf,
} from './instructions'
import type { Family, LanguagePack } from './lang/pack'
import { drugsIn, findTarget, fold, hasNegation, namesDiagnosis } from './matching'
import { classifyFree, familiesOf, familyNamed, sectionRouter } from './sections'

/** Text under a heading the template does not have, or before the first heading: kept as it is. */
export interface KeptBlock {
  /** The heading as written; null for text before the first heading. */
  title: string | null
  body: string
}

/** The lines of each section of an earlier version, read from its `## Title` headings, and what else it has. */
export function parsePrevious(markdown: string, sections: DocumentSection[], pack: LanguagePack) {
  const blocks: KeptBlock[] = []
  let title: string | null = null
  let body: string[] = []
  const flush = () => {
    const text = body.join('\n').trim()
    if (title !== null || text) blocks.push({ title, body: text })
  }
  for (const line of markdown.normalize('NFC').split(/\r?\n/)) {
    const heading = /^#{1,3}\s+(.+?)\s*#*\s*$/.exec(line)
    if (heading) {
      flush()
      title = heading[1]!.trim()
      body = []
    } else body.push(line)
  }
  flush()
  const markers = new Set([pack.notDiscussed, pack.toBeCompleted].map((m) => m.toLowerCase()))
  const byTitle = new Map(blocks.filter((b) => b.title !== null).map((b) => [b.title!.toLowerCase(), b]))
  const used = new Set<KeptBlock>()
  const lines = sections.map((s) => {
    const block = byTitle.get(s.title.trim().toLowerCase())
    if (!block) return null
    used.add(block)
    if (markers.has(block.body.toLowerCase()) || !block.body) return []
    return block.body
      .split(/\r?\n/)
      .map((l) => l.replace(/^\s*[-•*]\s+/, '').trim())
      .filter(Boolean)
      .flatMap((l) => (s.format === 'prose' ? l.split(/(?<=[.?!])\s+(?=\p{Lu})/u) : [l]))
  })
  return { lines, kept: blocks.filter((b) => !used.has(b)) }
}

const normalise = (s: string) =>
  fold(s)
    .replace(/[^\p{L}\d%/]+/gu, ' ')
    .trim()

/** What an instruction did: each section's lines, or why it could not be done (then nothing changes). */
export interface Regeneration {
  lines: string[][]
  /** Text of the earlier version under headings the template lacks, kept as written. */
  kept: KeptBlock[]
  refusals: InstructionRefusal[]
}

type Scope = number | 'note'

/**
 * A regeneration. The earlier version is the base (the clinician may have edited it), so nothing in it is
 * dropped unless asked; sections it lacks are taken from a fresh extraction. The instruction is read clause by
 * clause (instructions.ts) and each clause is one of: remove X [from a section], add Y [to a section], move X
 * to a section, replace X with Y [in a section | everywhere], shorten a section (or the note). A clause that
 * is none of these, or that names what the note does not have, is refused with its reason; any refusal
 * leaves the whole note as it was, so an instruction is never half done.
 */
export function applyInstruction(args: {
  sections: DocumentSection[]
  fresh: string[][]
  previous: string
  instruction: string
  /** The note's language pack first, then the others (an instruction may be written in another). */
  packs: LanguagePack[]
  language: Language
}): Regeneration {
  const { sections, fresh, language } = args
  const notePack = args.packs[0]!
  const previous = args.previous.trim()
    ? parsePrevious(args.previous, sections, notePack)
    : { lines: sections.map(() => null), kept: [] }
  const lines = sections.map((_, i) => [...(previous.lines[i] ?? fresh[i] ?? [])])
  const refusals: InstructionRefusal[] = []
  const note = new Note(sections, lines, args.packs, language)
  if (args.instruction.trim()) {
    const pack = instructionPack(args.instruction, args.packs)
    for (const part of clausesOf(args.instruction, pack)) {
      // A clause may read in several languages ('remove' is English and Portuguese): the first done wins.
      const readings = [pack, ...args.packs.filter((p) => p !== pack)]
        .map((p) => readClause(part, p))
        .filter((read) => read !== null)
      const failed: InstructionRefusal[] = []
      for (const read of readings) {
        const refusal = note.attempt(read)
        if (!refusal) break
        failed.push(refusal)
      }
      if (failed.length === readings.length)
        refusals.push(mostTelling(failed) ?? { reason: 'not_understood', part })
    }
  }
  return {
    lines: refusals.length ? sections.map((_, i) => [...(previous.lines[i] ?? fresh[i] ?? [])]) : lines,
    kept: previous.kept,
    refusals,
  }
}

/** Of several readings' refusals, the one that got furthest: 'not found' tells more than 'not understood'. */
const mostTelling = (refusals: InstructionRefusal[]) =>
  refusals.find((r) => r.reason !== 'not_understood') ?? refusals[0] ?? null

/** The language the instruction is written in: the first pack that reads its first clause, else the note's. */
function instructionPack(instruction: string, packs: LanguagePack[]): LanguagePack {
  for (const pack of packs) {
    const first = clausesOf(instruction, pack)[0]
    if (first && readClause(first, pack)) return pack
  }
  return packs[0]!
}

/** The note being edited: its sections' lines, changed in place clause by clause. */
class Note {
  private readonly route: (family: Family) => number

  constructor(
    private readonly sections: DocumentSection[],
    private readonly lines: string[][],
    private readonly packs: LanguagePack[],
    private readonly language: Language,
  ) {
    this.route = sectionRouter(sections, packs[0]!)
  }

  /**
   * Carries out one clause, trying its verb's kinds in order, or leaves the note as it was and says why not
   * (the refusal of the reading that got furthest).
   */
  attempt(read: ReadClause): InstructionRefusal | null {
    const refusals: InstructionRefusal[] = []
    for (const kind of read.kinds) {
      const before = this.lines.map((lines) => [...lines])
      const refusal = this[kind](read)
      if (!refusal) return null
      before.forEach((lines, i) => {
        this.lines[i] = lines
      })
      refusals.push(refusal)
    }
    return mostTelling(refusals)
  }

  // --- sections -------------------------------------------------------------------------------------------

  private title = (i: number) => this.sections[i]!.title

  /** A section as an instruction names it: by its title (or the start of it), by what it is about, or the note. */
  private resolve(text: string, pack: LanguagePack): Scope | null {
    const name = sectionName(text, pack)
    if (!name) return null
    if (namesWholeNote(name, pack)) return 'note'
    const wanted = normalise(name)
    if (!/\p{L}{3}/u.test(wanted)) return null
    const titles = this.sections.map((s) => normalise(s.title).replace(/^\p{L} /u, ''))
    const exact = titles.findIndex(
      (t, i) => t === wanted || normalise(this.sections[i]!.key.replace(/_/g, ' ')) === wanted,
    )
    if (exact >= 0) return exact
    const words = wanted.split(' ').filter((w) => w.length >= 3)
    const containing = titles
      .map((t, i) => ({ i, words: t.split(' ') }))
      .filter((t) => words.every((w) => t.words.includes(w)))
    if (containing.length === 1) return containing[0]!.i
    const family = words.length <= 3 ? familyNamed(name, [pack, ...this.packs]) : null
    if (family) {
      const owner = this.sections.findIndex((s) => familiesOf(s, this.packs[0]!).includes(family))
      const i = owner >= 0 ? owner : this.route(family)
      if (i >= 0) return i
    }
    if (containing.length > 1) return containing[0]!.i
    return null
  }

  /** The first split (from the right) whose second half is a section of the note. */
  private sectionSplit(text: string, pack: LanguagePack, word: 'from' | 'to') {
    for (const split of splitsAt(text, pack, word).reverse()) {
      const scope = this.resolve(split.after, pack)
      if (scope !== null) return { ...split, scope }
    }
    return null
  }

  /** A split whose second half says it is a section ('the X section') but names none the note has. */
  private unknownSection(
    text: string,
    pack: LanguagePack,
    word: 'from' | 'to',
    part: string,
  ): InstructionRefusal | null {
    const split = splitsAt(text, pack, word).find((s) => saysSection(s.after, pack))
    return split ? { reason: 'unknown_section', part, target: sectionName(split.after, pack) } : null
  }

  private indices = (scope: Scope) => (scope === 'note' ? this.sections.map((_, i) => i) : [scope])

  /** The lines holding the target, in the scope: [section, line] pairs. */
  private where(target: string, scope: Scope) {
    const found: [number, number][] = []
    for (const i of this.indices(scope))
      this.lines[i]!.forEach((line, k) => {
        if (findTarget(target, line, this.language).length) found.push([i, k])
      })
    return found
  }

  /** The targets a phrase names: itself, or each item of a list ('penicilina e ibuprofeno') when all are found. */
  private targets(phrase: string, scope: Scope): string[] | null {
    if (this.where(phrase, scope).length) return [phrase]
    const items = phrase.split(/\s*,\s*|\s+(?:e|and|und|y|ou|or|oder|o)\s+/u).filter(Boolean)
    return items.length > 1 && items.every((item) => this.where(item, scope).length) ? items : null
  }

  // --- the five changes -----------------------------------------------------------------------------------

  private remove({ rest, pack, part }: ReadClause): InstructionRefusal | null {
    const split = this.sectionSplit(rest, pack, 'from')
    const scoped = split ? this.targets(targetOf(split.before, pack), split.scope) : null
    const whole = scoped ? null : this.targets(targetOf(rest, pack), 'note')
    if (!scoped && !whole) {
      if (split)
        return {
          reason: 'not_found',
          part,
          target: targetOf(split.before, pack),
          ...(split.scope !== 'note' ? { section: this.title(split.scope) } : {}),
        }
      return (
        this.unknownSection(rest, pack, 'from', part) ?? {
          reason: 'not_found',
          part,
          target: targetOf(rest, pack),
        }
      )
    }
    const scope: Scope = scoped && split ? split.scope : 'note'
    for (const target of scoped ?? whole!) {
      const refusal = this.removeTarget(target, scope, part)
      if (refusal) return refusal
    }
    return null
  }

  /**
   * Removes a target from each line holding it: only its item when the line is a list ('A, B e C') without a
   * negation, the item is not the first (which may carry the verb that governs the rest: 'Suspendeu A e B')
   * and says nothing but the target with its dose and frequency (a last item may carry what governs the
   * others: 'Lisinopril und Metformin abgesetzt'); else the whole line, unless the rest of the line states a
   * number, another medicine, an allergy, a negation or a diagnosis, which a removal never takes with it.
   */
  private removeTarget(target: string, scope: Scope, part: string): InstructionRefusal | null {
    const asked = drugsIn(target)
    const changes: { i: number; k: number; line: string | null }[] = []
    for (const [i, k] of this.where(target, scope)) {
      const line = this.lines[i]![k]!
      const spans = findTarget(target, line, this.language)
      const items = listItems(line)
      const hit = items.filter((it) => spans.some((s) => s.start < it.end && s.end > it.start))
      const others = items.filter((it) => !hit.includes(it))
      const alone = hit.every((it) => this.onlyTarget(line.slice(it.start, it.end), target))
      if (items.length > 1 && !hit.includes(items[0]!) && !hasNegation(line) && alone) {
        let kept = line
        for (const it of [...hit].reverse()) kept = kept.slice(0, it.cut) + kept.slice(it.end)
        changes.push({ i, k, line: kept.trim() })
        continue
      }
      const said = (it: (typeof items)[number]) => line.slice(it.start, it.end)
      const otherMedicine = hit.some((it) => [...drugsIn(said(it))].some((d) => !asked.has(d)))
      if (otherMedicine || others.some((it) => this.states(said(it), asked) || hasNegation(said(it))))
        return { reason: 'shares_sentence', part, target, section: this.title(i) }
      changes.push({ i, k, line: null })
    }
    for (const { i, k, line } of changes.reverse()) {
      if (line === null) this.lines[i]!.splice(k, 1)
      else this.lines[i]![k] = line
    }
    return null
  }

  /** Whether a list item is the target and no more: its dose, frequency and short words aside. */
  private onlyTarget(item: string, target: string) {
    let rest = item
    for (const span of findTarget(target, item, this.language).reverse())
      rest = rest.slice(0, span.start) + rest.slice(span.end)
    rest = rest
      .replace(new RegExp(DOSE.source, 'giu'), ' ')
      .replace(new RegExp(FREQUENCY[this.language].source, 'gi'), ' ')
    return !/\p{L}{4,}/u.test(rest)
  }

  /** Whether text states a fact a removal must not take along: a number, a medicine, an allergy, a diagnosis. */
  private states(text: string, except: Set<string>) {
    const pack = this.packs[0]!
    return (
      /\d/.test(text) ||
      [...drugsIn(text)].some((d) => !except.has(d)) ||
      (pack.cues.allergies?.test(text) ?? false) ||
      namesDiagnosis(text)
    )
  }

  private add({ rest, pack, part }: ReadClause): InstructionRefusal | null {
    let text = rest
    let scope: Scope | null = null
    const colon = rest.indexOf(':')
    if (colon >= 0) {
      const left = rest.slice(0, colon).trim()
      text = rest.slice(colon + 1)
      if (left) {
        const named = splitsAt(` ${left}`, pack, 'to')[0]
        const where = named && !named.before ? named.after : left
        scope = this.resolve(where, pack)
        if (scope === null && (named || saysSection(left, pack)))
          return { reason: 'unknown_section', part, target: sectionName(where, pack) }
      }
    } else {
      const split = this.sectionSplit(rest, pack, 'to')
      if (split) {
        text = split.before
        scope = split.scope
      } else {
        const unknown = this.unknownSection(rest, pack, 'to', part)
        if (unknown) return unknown
        // Without a section, a colon, 'that' or quotes, the words may be a wish ('write it like a letter').
        if (!marksText(rest, pack)) return { reason: 'not_understood', part }
      }
    }
    const added = addedText(text, pack)
    if (!/[\p{L}\d]/u.test(added)) return { reason: 'not_understood', part }
    const line = added.replace(/^\p{Ll}/u, (c) => c.toUpperCase())
    let index = scope === null || scope === 'note' ? this.route(classifyFree(added, this.packs[0]!)) : scope
    if (index < 0) index = 0
    if (this.lines[index]!.some((l) => normalise(l) === normalise(line)))
      return { reason: 'already_there', part, target: added, section: this.title(index) }
    this.lines[index]!.push(line)
    return null
  }

  private move({ rest, pack, part }: ReadClause): InstructionRefusal | null {
    const split = this.sectionSplit(rest, pack, 'to')
    if (!split || split.scope === 'note')
      return this.unknownSection(rest, pack, 'to', part) ?? { reason: 'not_understood', part }
    const to = split.scope
    const target = targetOf(split.before, pack)
    const found = this.where(target, 'note')
    if (!found.length) return { reason: 'not_found', part, target }
    const moving = found.filter(([i]) => i !== to)
    if (!moving.length) return { reason: 'already_there', part, target, section: this.title(to) }
    const lines = moving.map(([i, k]) => this.lines[i]![k]!)
    for (const [i, k] of moving.reverse()) this.lines[i]!.splice(k, 1)
    this.lines[to]!.push(...lines)
    return null
  }

  /**
   * Replaces X with Y where X is found (whole words), in a section, or in the whole note. Only the words of X
   * change. X holding a number and found on several lines is refused unless 'everywhere' was said: a dose or
   * value is never changed where it was not meant.
   */
  private replace({ rest, pack, part }: ReadClause): InstructionRefusal | null {
    const all = everywhere(rest, pack)
    let text = all.text
    let scope: Scope = 'note'
    if (!all.everywhere) {
      const split = this.sectionSplit(text, pack, 'from')
      // Only when what precedes still says what to replace with what.
      if (split && splitsAt(split.before, pack, 'by').length) {
        text = split.before
        scope = split.scope
      }
    }
    const splits = splitsAt(text, pack, 'by')
    if (!splits.length) return { reason: 'not_understood', part }
    const chosen = splits.find((s) => this.where(targetOf(s.before, pack), scope).length)
    if (!chosen)
      return {
        reason: 'not_found',
        part,
        target: targetOf(splits[0]!.before, pack),
        ...(scope !== 'note' ? { section: this.title(scope) } : {}),
      }
    const target = targetOf(chosen.before, pack)
    const by = addedText(chosen.after, pack)
    if (!/[\p{L}\d]/u.test(by)) return { reason: 'not_understood', part }
    const found = this.where(target, scope)
    if (/\d/.test(target) && found.length > 1 && !all.everywhere)
      return {
        reason: 'ambiguous',
        part,
        target,
        ...(scope !== 'note' ? { section: this.title(scope) } : {}),
      }
    for (const [i, k] of found) {
      let line = this.lines[i]![k]!
      for (const span of findTarget(target, line, this.language).reverse()) {
        const words =
          span.start === 0 && /^\p{Lu}/u.test(line) ? by.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : by
        line = line.slice(0, span.start) + words + line.slice(span.end)
      }
      this.lines[i]![k] = line
    }
    return null
  }

  /**
   * Shortens a section (or every section of the note): drops its least clinical lines until it is about
   * three fifths of its length, never a line that states a number, a medicine, an allergy, a negation or a
   * diagnosis, never a section's last line; a line said twice is kept once.
   */
  private shorten({ rest, pack, part }: ReadClause): InstructionRefusal | null {
    const scope = rest.trim() ? this.resolve(rest, pack) : 'note'
    if (scope === null) return { reason: 'unknown_section', part, target: sectionName(rest, pack) }
    const notePack = this.packs[0]!
    let dropped = 0
    for (const i of this.indices(scope)) {
      const lines = this.lines[i]!
      const assessment = familiesOf(this.sections[i]!, notePack).includes('assessment')
      const seen = new Set<string>()
      const once = lines.filter((l) => {
        const key = normalise(l)
        if (seen.has(key)) return false
        seen.add(key)
        return true
      })
      dropped += lines.length - once.length
      const words = (l: string) => l.split(/\s+/).length
      const total = once.reduce((n, l) => n + words(l), 0)
      const kept = new Set(once)
      const droppable = once
        .filter((l) => !assessment && !this.states(l, new Set()) && !hasNegation(l))
        .map((l) => ({ l, score: (l.match(notePack.clinical)?.length ?? 0) / words(l) }))
        .sort((a, b) => a.score - b.score)
      let left = total
      for (const { l } of droppable) {
        if (left <= total * 0.6 || kept.size <= 1) break
        kept.delete(l)
        left -= words(l)
        dropped++
      }
      this.lines[i] = once.filter((l) => kept.has(l))
    }
    if (!dropped)
      return { reason: 'cannot_shorten', part, ...(scope !== 'note' ? { section: this.title(scope) } : {}) }
    return null
  }
}

/**
 * The items of a line read as a list: cut at commas, semicolons and 'and'/'or' in the four languages. `cut`
 * is where an item's removal starts (the separator before it), `start`/`end` its own words.
 */
function listItems(line: string): { start: number; end: number; cut: number }[] {
  const separator =
    /\s*[,;](?=\s)\s*(?:(?:e|and|und|y|ou|or|oder|o)\s+)?|\s+(?:e|and|und|y|ou|or|oder|o)\s+/giu
  const items: { start: number; end: number; cut: number }[] = []
  let start = 0
  let cut = 0
  for (const m of line.matchAll(separator)) {
    items.push({ start, end: m.index, cut })
    cut = m.index
    start = m.index + m[0].length
  }
  items.push({ start, end: line.replace(/[.;]\s*$/, '').length, cut })
  return items.filter((it) => it.end > it.start)
}
