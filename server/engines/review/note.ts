import type { Span } from '../clinical/types'
import { sentenceSpans } from './words'

/** A sentence or bullet of a note: what a finding points at and what gets its own evidence. */
export interface NoteLine extends Span {
  /** The words of the line, without its bullet marker. */
  text: string
  /** The heading it stands under ('Allergies', 'PLAN'), folded to lower case; '' before any heading. */
  section: string
  bullet: boolean
}

const BULLET = /^(\s*)(?:[-*•+‣◦]|\d{1,2}[.)])\s+/
const MARKDOWN_HEADING = /^\s*#{1,6}\s+(.*?)\s*#*\s*$/
/** A heading written as a line of its own: 'CHIEF COMPLAINT', '**Plan**', 'Allergies:'. */
const LINE_HEADING =
  /^\s*(?:\*\*([^*]+)\*\*:?|__([^_]+)__:?|([\p{Lu}][\p{Lu}\d /&,'()-]{2,60}):?|([\p{L}][\p{L} /&-]{1,40}):)\s*$/u
/**
 * Reads a note written as markdown (or as plain text with capitalised headings): each bullet and each sentence
 * of prose becomes a line with its span; headings give each line its section and are not lines themselves.
 */
export function readNote(markdown: string): NoteLine[] {
  const lines: NoteLine[] = []
  let section = ''
  let offset = 0
  for (const raw of markdown.split('\n')) {
    const lineStart = offset
    offset += raw.length + 1
    const line = raw.replace(/\r$/, '')
    if (!line.trim()) continue
    const heading = MARKDOWN_HEADING.exec(line) ?? (BULLET.test(line) ? null : LINE_HEADING.exec(line))
    if (heading) {
      section = (heading.slice(1).find((g) => g !== undefined) ?? '')
        .toLowerCase()
        .replace(/[*_:]/g, '')
        .trim()
      continue
    }
    const bullet = BULLET.exec(line)
    const bodyStart = bullet ? bullet[0].length : line.length - line.trimStart().length
    const body = line.slice(bodyStart).replace(/\s+$/, '')
    for (const span of sentenceSpans(body, lineStart + bodyStart, true)) {
      const text = markdown.slice(span.start, span.end)
      if (!/[\p{L}\p{N}]/u.test(text)) continue
      lines.push({ ...span, text, section, bullet: bullet !== null })
    }
  }
  return lines
}
