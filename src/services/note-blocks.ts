// The markdown of a generated note read as blocks (headings, paragraphs, list items) with bold runs: the
// shape the PDF and the clipboard write. Notes use a small part of markdown (## headings, paragraphs,
// - and 1. lists, **bold**, *italic*); anything else is kept as its text. No HTML is ever passed through.

/** A stretch of text, bold or not. */
export type Run = { text: string; bold: boolean }

export type NoteBlock =
  | { kind: 'heading'; level: number; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'item'; marker: string; depth: number; runs: Run[] }
  | { kind: 'rule' }

/** `**bold**` and `__bold__` as bold runs; `*x*`, `_x_`, `` `x` `` and links keep their text only. */
export function parseInline(text: string): Run[] {
  const runs: Run[] = []
  const pattern = /(\*\*|__)(.+?)\1/g
  let last = 0
  const push = (value: string, bold: boolean) => {
    const clean = value
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(^|[^\w*])\*(?!\s)([^*]+?)\*(?!\w)/g, '$1$2')
      .replace(/(^|[^\w])_(?!\s)([^_]+?)_(?!\w)/g, '$1$2')
      .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    if (!clean) return
    const previous = runs.at(-1)
    if (previous && previous.bold === bold) previous.text += clean
    else runs.push({ text: clean, bold })
  }
  for (const match of text.matchAll(pattern)) {
    push(text.slice(last, match.index), false)
    push(match[2] ?? '', true)
    last = (match.index ?? 0) + match[0].length
  }
  push(text.slice(last), false)
  return runs
}

/** A markdown heading line: its hashes and its text. */
export const HEADING_LINE = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*$/
/** A list item line: its indentation, its marker and its text. */
export const ITEM_LINE = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/
/** A thematic break (---, ***, ___). */
export const RULE_LINE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/

/** The note's blocks, in order; lines of one paragraph are joined with a space. */
export function parseNote(markdown: string): NoteBlock[] {
  const blocks: NoteBlock[] = []
  let paragraph: string[] = []
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', runs: parseInline(paragraph.join(' ')) })
    paragraph = []
  }
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '')
    const heading = HEADING_LINE.exec(line)
    const item = ITEM_LINE.exec(line)
    if (!line.trim()) endParagraph()
    else if (heading) {
      endParagraph()
      blocks.push({ kind: 'heading', level: heading[1]!.length, runs: parseInline(heading[2] ?? '') })
    } else if (RULE_LINE.test(line)) {
      endParagraph()
      blocks.push({ kind: 'rule' })
    } else if (item) {
      endParagraph()
      const marker = /^\d/.test(item[2]!) ? item[2]!.replace(')', '.') : '•'
      blocks.push({
        kind: 'item',
        marker,
        depth: Math.floor((item[1] ?? '').replace(/\t/g, '    ').length / 2),
        runs: parseInline(item[3] ?? ''),
      })
    } else if (blocks.at(-1)?.kind === 'item' && /^\s+\S/.test(raw) && paragraph.length === 0) {
      // A list item's continuation line.
      const previous = blocks.at(-1) as Extract<NoteBlock, { kind: 'item' }>
      for (const run of parseInline(` ${line.trim()}`)) {
        const last = previous.runs.at(-1)
        if (last && last.bold === run.bold) last.text += run.text
        else previous.runs.push(run)
      }
    } else paragraph.push(line.trim().replace(/^>\s?/, ''))
  }
  endParagraph()
  return blocks
}

const textOf = (runs: Run[]) => runs.map((run) => run.text).join('')

/** The note as plain text: headings on their own line, list items with their marker, a blank line between blocks. */
export function noteToPlainText(markdown: string): string {
  const lines: string[] = []
  let previous: NoteBlock['kind'] | null = null
  for (const block of parseNote(markdown)) {
    const grouped = block.kind === 'item' && previous === 'item'
    if (lines.length && !grouped) lines.push('')
    if (block.kind === 'heading' || block.kind === 'paragraph') lines.push(textOf(block.runs))
    else if (block.kind === 'item')
      lines.push(
        `${'  '.repeat(block.depth)}${block.marker === '•' ? '-' : block.marker} ${textOf(block.runs)}`,
      )
    else lines.push('—')
    previous = block.kind
  }
  return lines.join('\n')
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const htmlRuns = (runs: Run[]) =>
  runs.map((run) => (run.bold ? `<strong>${escapeHtml(run.text)}</strong>` : escapeHtml(run.text))).join('')

/** The note as simple HTML for pasting into a record (headings, paragraphs, lists, bold); every text escaped. */
export function noteToHtml(markdown: string): string {
  const out: string[] = []
  let list: 'ul' | 'ol' | null = null
  const closeList = () => {
    if (list) out.push(`</${list}>`)
    list = null
  }
  for (const block of parseNote(markdown)) {
    if (block.kind === 'item') {
      const kind = block.marker === '•' ? 'ul' : 'ol'
      if (list !== kind) {
        closeList()
        out.push(`<${kind}>`)
        list = kind
      }
      out.push(`<li>${htmlRuns(block.runs)}</li>`)
      continue
    }
    closeList()
    if (block.kind === 'heading') {
      const level = Math.min(6, block.level)
      out.push(`<h${level}>${htmlRuns(block.runs)}</h${level}>`)
    } else if (block.kind === 'paragraph') out.push(`<p>${htmlRuns(block.runs)}</p>`)
    else out.push('<hr>')
  }
  closeList()
  return out.join('\n')
}
