// A note's markdown laid out for the review panel: the same blocks as note-blocks.ts reads, but every piece of
// text keeps its offsets in the markdown, so the review's line and finding spans (offsets into the markdown)
// can be cut out of it; and the consultation's text cut into its lines with the evidence ranges marked.
import type { TextSpan } from '../../contract/review'
import { HEADING_LINE, ITEM_LINE, RULE_LINE } from './note-blocks'

/** A stretch of the note's text, shown as it reads, with where it lies in the markdown. */
export type NotePiece = TextSpan & { text: string; bold: boolean; italic: boolean }

export type NoteLayoutBlock =
  | { kind: 'heading'; level: number; pieces: NotePiece[] }
  | { kind: 'paragraph'; pieces: NotePiece[] }
  | { kind: 'list'; ordered: boolean; items: { depth: number; pieces: NotePiece[] }[] }
  | { kind: 'rule' }

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!]/

/**
 * The text of `markdown[start, end)` as pieces, without the inline marks (`**`, `*`, `_`, `` ` ``, link
 * targets, escapes), each piece a slice of the markdown with its offsets.
 */
export function inlinePieces(markdown: string, start: number, end: number): NotePiece[] {
  const pieces: NotePiece[] = []
  let bold = false
  let italic = false
  let code = false
  let from = start
  const push = (to: number) => {
    if (to > from) pieces.push({ text: markdown.slice(from, to), start: from, end: to, bold, italic })
  }
  const closes = (mark: string, at: number) => {
    const next = markdown.indexOf(mark, at)
    return next !== -1 && next < end
  }
  let i = start
  while (i < end) {
    const char = markdown[i]!
    const next = markdown[i + 1]
    if (code) {
      if (char === '`') {
        push(i)
        code = false
        from = i + 1
      }
      i++
    } else if (char === '\\' && next !== undefined && i + 1 < end && ESCAPABLE.test(next)) {
      push(i)
      from = i + 1
      i += 2
    } else if ((char === '*' || char === '_') && next === char && (bold || closes(char + char, i + 2))) {
      push(i)
      bold = !bold
      i += 2
      from = i
    } else if (
      (char === '*' || char === '_') &&
      (italic ||
        (next !== undefined &&
          !/\s/.test(next) &&
          (char === '*' || i === start || !/\w/.test(markdown[i - 1]!)) &&
          closes(char, i + 1)))
    ) {
      push(i)
      italic = !italic
      i++
      from = i
    } else if (char === '`' && closes('`', i + 1)) {
      push(i)
      code = true
      i++
      from = i
    } else if (char === '[') {
      const link = /^\[([^\]]*)\]\([^)]*\)/.exec(markdown.slice(i, end))
      if (link) {
        push(i)
        from = i + 1
        push(i + 1 + link[1]!.length)
        i += link[0].length
        from = i
      } else i++
    } else i++
  }
  push(end)
  return pieces
}

/** The note's blocks in order, each piece of text with its offsets in the markdown. */
export function noteLayout(markdown: string): NoteLayoutBlock[] {
  const blocks: NoteLayoutBlock[] = []
  let paragraph: { start: number; end: number } | null = null
  let list: Extract<NoteLayoutBlock, { kind: 'list' }> | null = null
  const endParagraph = () => {
    if (paragraph)
      blocks.push({ kind: 'paragraph', pieces: inlinePieces(markdown, paragraph.start, paragraph.end) })
    paragraph = null
  }
  const endList = () => {
    list = null
  }
  let offset = 0
  for (const raw of markdown.split('\n')) {
    const lineStart = offset
    offset += raw.length + 1
    const line = raw.replace(/\s+$/, '')
    const lineEnd = lineStart + line.length
    const heading = HEADING_LINE.exec(line)
    const item = ITEM_LINE.exec(line)
    if (!line.trim()) {
      endParagraph()
      continue
    }
    if (heading) {
      endParagraph()
      endList()
      const text = heading[2] ?? ''
      const textStart = lineStart + line.indexOf(text, heading[1]!.length + line.indexOf('#'))
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length,
        pieces: inlinePieces(markdown, textStart, textStart + text.length),
      })
    } else if (RULE_LINE.test(line)) {
      endParagraph()
      endList()
      blocks.push({ kind: 'rule' })
    } else if (item) {
      endParagraph()
      const ordered = /^\d/.test(item[2]!)
      if (!list || list.ordered !== ordered) {
        list = { kind: 'list', ordered, items: [] }
        blocks.push(list)
      }
      const textStart = lineEnd - (item[3] ?? '').length
      list.items.push({
        depth: Math.floor((item[1] ?? '').replace(/\t/g, '    ').length / 2),
        pieces: inlinePieces(markdown, textStart, lineEnd),
      })
    } else if (list && !paragraph && /^\s+\S/.test(raw)) {
      // A list item's continuation line.
      const last = list.items.at(-1)!
      const textStart = lineStart + (raw.length - raw.trimStart().length)
      last.pieces.push(...inlinePieces(markdown, textStart, lineEnd))
    } else {
      endList()
      const textStart = lineStart + (line.length - line.trimStart().length)
      if (paragraph) paragraph.end = lineEnd
      else paragraph = { start: textStart, end: lineEnd }
    }
  }
  endParagraph()
  return blocks
}

/** Whether two ranges share a character. */
export const overlaps = (a: TextSpan, b: TextSpan) => a.start < b.end && b.start < a.end

/** Pieces cut wherever one of `spans` starts or ends, so each piece lies wholly in or out of each. */
export function cutPieces<P extends TextSpan & { text: string }>(pieces: P[], spans: TextSpan[]): P[] {
  const cuts = [...new Set(spans.flatMap((span) => [span.start, span.end]))].sort((a, b) => a - b)
  return pieces.flatMap((piece) => {
    const inside = cuts.filter((cut) => cut > piece.start && cut < piece.end)
    if (inside.length === 0) return [piece]
    return [piece.start, ...inside].map((from, index) => {
      const to = inside[index] ?? piece.end
      return { ...piece, text: piece.text.slice(from - piece.start, to - piece.start), start: from, end: to }
    })
  })
}

/** A line of the consultation's text, with its offsets, cut where the marked ranges start and end. */
export type SourceLine = TextSpan & { pieces: (TextSpan & { text: string; marked: boolean })[] }

/** The consultation's text in its lines, the pieces inside `marked` ranges marked. */
export function sourceLines(source: string, marked: TextSpan[]): SourceLine[] {
  const lines: SourceLine[] = []
  let offset = 0
  for (const text of source.split('\n')) {
    const start = offset
    const end = start + text.length
    offset = end + 1
    if (!text.trim()) continue
    const pieces = cutPieces([{ text, start, end }], marked).map((piece) => ({
      ...piece,
      marked: marked.some((span) => overlaps(span, piece)),
    }))
    lines.push({ start, end, pieces })
  }
  return lines
}

/**
 * A piece of the note as shown: on which line of the review it lies (and whether the line starts with
 * it), and whether the selected finding is about it.
 */
export type ShownPiece = NotePiece & { line: number | null; lineStart: boolean; marked: boolean }
export type ShownBlock =
  | { kind: 'heading'; level: number; pieces: ShownPiece[] }
  | { kind: 'paragraph'; pieces: ShownPiece[] }
  | { kind: 'list'; ordered: boolean; items: { depth: number; pieces: ShownPiece[] }[] }
  | { kind: 'rule' }

/** The note's blocks with each piece on its line (the review's line spans) and the `marked` span marked. */
export function shownNote(markdown: string, lines: TextSpan[], marked: TextSpan | null): ShownBlock[] {
  const spans = marked ? [...lines, marked] : lines
  const started = new Set<number>()
  const show = (pieces: NotePiece[]): ShownPiece[] =>
    cutPieces(pieces, spans).map((piece) => {
      const line = lines.findIndex((span) => overlaps(span, piece))
      const lineStart = line !== -1 && !started.has(line)
      started.add(line)
      return {
        ...piece,
        line: line === -1 ? null : line,
        lineStart,
        marked: marked ? overlaps(marked, piece) : false,
      }
    })
  return noteLayout(markdown).map((block): ShownBlock => {
    if (block.kind === 'rule') return block
    if (block.kind === 'list')
      return { ...block, items: block.items.map((item) => ({ ...item, pieces: show(item.pieces) })) }
    if (block.kind === 'heading') return { ...block, pieces: show(block.pieces) }
    return { ...block, pieces: show(block.pieces) }
  })
}
