import type { jsPDF as JsPdf } from 'jspdf'
import { type NoteBlock, parseNote, type Run } from './note-blocks'

/** What a note's PDF shows: who wrote it, when, for which consultation type, and the note itself. */
export type PdfNote = {
  markdown: string
  /** The document's name: the PDF's title. */
  documentName: string
  clinician: string
  /** The consultation's date (ISO), written in the interface language. */
  date: string
  typeName: string
  /** The interface language, for the date. */
  language: string
  /** Translated labels of the header and the footer. */
  labels: { clinician: string; date: string; type: string; page: string; of: string }
  /** The downloaded file's name, without the extension. */
  fileName: string
  /** The clinician's sign-off of this version, in the note's language ('Revisto por … em …'); none if unsigned. */
  signedLine?: string
}

/** When a version was signed, as its sign-off line says it in `language`: '25 de novembro de 2026, 10:30'. */
export const signoffMoment = (at: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(at))

// A4 in points, with 2 cm margins.
const PAGE = { width: 595.28, height: 841.89, margin: 56.7 }
const BODY_SIZE = 11
const LINE = 1.35
const GREY = 110

// The standard PDF fonts write WinAnsi (Latin-1 and a few more): pt, de and es accents are all there.
// What is outside it is written as its nearest WinAnsi text instead of as a wrong glyph.
const REPLACEMENTS: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '←': '<-',
  '↑': '^',
  '↓': 'v',
  '≈': '~',
  '≠': '!=',
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u00a0': ' ',
  '\u200b': '',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '⁄': '/',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
}
// Beyond Latin-1, WinAnsi also has these.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** The text with every character the standard fonts can write; others replaced or dropped. */
export function toWinAnsi(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char))
      out += char
    else if (char in REPLACEMENTS) out += REPLACEMENTS[char]
    else if (char === '\t') out += '    '
    else {
      // Letters with marks beyond Latin-1 (ő, ł…) keep their base letter.
      const base = char.normalize('NFD').replace(/\p{M}/gu, '')
      out += base !== char && /^[\x20-\x7e]+$/.test(base) ? base : '?'
    }
  }
  return out
}

type Word = { text: string; bold: boolean; space: boolean }

/** Runs cut into words, each remembering whether a space comes before it. */
function wordsOf(runs: Run[]): Word[] {
  const words: Word[] = []
  let pendingSpace = false
  for (const run of runs) {
    for (const piece of toWinAnsi(run.text).split(/(\s+)/)) {
      if (!piece) continue
      if (/^\s+$/.test(piece)) pendingSpace = true
      else {
        words.push({ text: piece, bold: run.bold, space: pendingSpace && words.length > 0 })
        pendingSpace = false
      }
    }
  }
  return words
}

/** Lays a note out on A4 pages: header, blocks with wrapping and bold runs, page numbers. */
export function drawNote(doc: JsPdf, note: PdfNote): JsPdf {
  const { margin } = PAGE
  const right = PAGE.width - margin
  const bottom = PAGE.height - margin - 14
  let y = margin

  const font = (bold: boolean, size: number) => {
    doc.setFont('helvetica', bold ? 'bold' : 'normal')
    doc.setFontSize(size)
  }
  const newPage = () => {
    doc.addPage()
    y = margin
  }
  const ensure = (height: number) => {
    if (y + height > bottom) newPage()
  }

  /**
   * Writes words from `left`, wrapping at the right margin. Neighbouring words of one font on one line
   * go out as one string, so the PDF's text reads (and extracts) as written.
   */
  const writeWords = (words: Word[], left: number, size: number, forceBold = false) => {
    const lineHeight = size * LINE
    let x = left
    let segment: { text: string; x: number; bold: boolean } | null = null
    const flush = () => {
      if (!segment) return
      font(segment.bold, size)
      doc.text(segment.text, segment.x, y + size)
      segment = null
    }
    const breakLine = () => {
      flush()
      y += lineHeight
      ensure(lineHeight)
      x = left
    }
    ensure(lineHeight)
    for (const word of words) {
      const bold = forceBold || word.bold
      font(bold, size)
      const space = word.space && x > left ? doc.getTextWidth(' ') : 0
      let text = word.text
      let width = doc.getTextWidth(text)
      if (x > left && x + space + width > right) breakLine()
      else if (space) {
        if (segment && segment.bold === bold) segment.text += ' '
        x += space
      }
      // A word wider than the line (a long code or address) is cut where it must be.
      while (width > right - x) {
        let cut = text.length - 1
        while (cut > 1 && doc.getTextWidth(text.slice(0, cut)) > right - x) cut--
        flush()
        segment = { text: text.slice(0, cut), x, bold }
        text = text.slice(cut)
        breakLine()
        font(bold, size)
        width = doc.getTextWidth(text)
      }
      if (segment && segment.bold !== bold) flush()
      if (segment) segment.text += text
      else segment = { text, x, bold }
      x += width
    }
    flush()
    y += lineHeight
  }

  doc.setProperties({ title: toWinAnsi(note.documentName), author: toWinAnsi(note.clinician) })

  // Header: the document's name, then who, when and which consultation type.
  writeWords(wordsOf([{ text: note.documentName, bold: true }]), margin, 16)
  y += 4
  const when = new Date(note.date)
  const date = Number.isNaN(when.getTime())
    ? note.date
    : new Intl.DateTimeFormat(note.language, { dateStyle: 'long' }).format(when)
  for (const [label, value] of [
    [note.labels.clinician, note.clinician],
    [note.labels.date, date],
    [note.labels.type, note.typeName],
  ] as const) {
    if (!value) continue
    writeWords(
      wordsOf([
        { text: `${label}: `, bold: true },
        { text: value, bold: false },
      ]),
      margin,
      10,
    )
  }
  if (note.signedLine) {
    y += 2
    writeWords(wordsOf([{ text: note.signedLine, bold: true }]), margin, 10)
  }
  y += 6
  doc.setDrawColor(GREY)
  doc.line(margin, y, right, y)
  y += 12

  let previous: NoteBlock['kind'] | null = null
  for (const block of parseNote(note.markdown)) {
    if (block.kind === 'heading') {
      const size = block.level <= 1 ? 14 : block.level === 2 ? 13 : 12
      y += previous ? 8 : 0
      // A heading never ends a page alone.
      ensure(size * LINE + BODY_SIZE * LINE * 2)
      writeWords(wordsOf(block.runs), margin, size, true)
      y += 2
    } else if (block.kind === 'paragraph') {
      y += previous && previous !== 'heading' ? 5 : 0
      writeWords(wordsOf(block.runs), margin, BODY_SIZE)
    } else if (block.kind === 'item') {
      const indent = margin + 14 + block.depth * 14
      ensure(BODY_SIZE * LINE)
      font(false, BODY_SIZE)
      const marker = toWinAnsi(block.marker)
      doc.text(marker, indent - 4 - doc.getTextWidth(marker), y + BODY_SIZE)
      writeWords(wordsOf(block.runs), indent, BODY_SIZE)
    } else {
      y += 4
      ensure(8)
      doc.line(margin, y, right, y)
      y += 8
    }
    previous = block.kind
  }

  // Footer on every page: the document and the page number.
  const pages = doc.getNumberOfPages()
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page)
    font(false, 8)
    doc.setTextColor(GREY)
    const footer = toWinAnsi(`${note.labels.page} ${page} ${note.labels.of} ${pages}`)
    doc.text(footer, right - doc.getTextWidth(footer), PAGE.height - margin / 2)
    doc.text(toWinAnsi(note.documentName), margin, PAGE.height - margin / 2)
    doc.setTextColor(0)
  }
  return doc
}

/** jspdf weighs about 100 KB gzip: it is fetched the first time a PDF is made, never with the app. */
const loadJsPdf = async () => (await import('jspdf')).jsPDF

/** The note's PDF, as bytes. */
export async function renderNotePdf(note: PdfNote): Promise<ArrayBuffer> {
  const JsPDF = await loadJsPdf()
  return drawNote(new JsPDF({ unit: 'pt', format: 'a4', compress: false }), note).output('arraybuffer')
}

/** The note's PDF, downloaded as `<fileName>.pdf`. */
export async function exportNotePdf(note: PdfNote): Promise<void> {
  const JsPDF = await loadJsPdf()
  drawNote(new JsPDF({ unit: 'pt', format: 'a4', compress: false }), note).save(
    `${note.fileName.replace(/[\\/:*?"<>|]+/g, '-')}.pdf`,
  )
}
