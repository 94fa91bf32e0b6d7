import { describe, expect, it } from 'vitest'
import { inlinePieces, noteLayout, shownNote, sourceLines } from './note-layout'

/** Each piece of text with its offsets read back from the markdown. */
const sliced = (markdown: string) =>
  noteLayout(markdown).flatMap((block) =>
    block.kind === 'rule'
      ? []
      : (block.kind === 'list' ? block.items.flatMap((item) => item.pieces) : block.pieces).map((piece) => {
          expect(markdown.slice(piece.start, piece.end)).toBe(piece.text)
          return piece
        }),
  )

describe('the note laid out with its offsets', () => {
  it('reads headings, paragraphs and lists, each piece a slice of the markdown', () => {
    const markdown =
      '## Subjetivo\n\nTosse **seca** há uma\nsemana.\n\n## Plano\n\n- Paracetamol 1 g\n  de 8/8 h\n1. Reavaliar\n\n---\n'
    const blocks = noteLayout(markdown)
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'list',
      'list',
      'rule',
    ])
    expect(sliced(markdown).map((piece) => [piece.text, piece.bold])).toEqual([
      ['Subjetivo', false],
      ['Tosse ', false],
      ['seca', true],
      [' há uma\nsemana.', false],
      ['Plano', false],
      ['Paracetamol 1 g', false],
      ['de 8/8 h', false],
      ['Reavaliar', false],
    ])
    expect(blocks[3]).toMatchObject({ kind: 'list', ordered: false })
    expect(blocks[4]).toMatchObject({ kind: 'list', ordered: true })
  })

  it('leaves out inline marks, escapes and link targets, keeping snake_case and lone stars', () => {
    const text = 'Ver [guia](https://x.pt) e *nota* com \\*estrela\\*, dose_max 5 * 2 e `x_y`.'
    expect(inlinePieces(text, 0, text.length).map((piece) => [piece.text, piece.italic])).toEqual([
      ['Ver ', false],
      ['guia', false],
      [' e ', false],
      ['nota', true],
      [' com ', false],
      ['*estrela', false],
      ['*, dose_max 5 * 2 e ', false],
      ['x_y', false],
      ['.', false],
    ])
  })

  it('cuts the pieces at the line spans and marks the chosen span', () => {
    const markdown = '## Plano\n\nTosse seca. Febre de 38 graus.'
    const first = { start: markdown.indexOf('Tosse'), end: markdown.indexOf(' Febre') }
    const second = { start: markdown.indexOf('Febre'), end: markdown.length }
    const [, paragraph] = shownNote(markdown, [first, second], {
      start: markdown.indexOf('38'),
      end: markdown.indexOf('38') + 2,
    })
    expect(paragraph).toMatchObject({ kind: 'paragraph' })
    const pieces = (
      paragraph as { pieces: { text: string; line: number | null; marked: boolean; lineStart: boolean }[] }
    ).pieces
    expect(pieces.map((piece) => [piece.text, piece.line, piece.marked, piece.lineStart])).toEqual([
      ['Tosse seca.', 0, false, true],
      [' ', null, false, false],
      ['Febre de ', 1, false, true],
      ['38', 1, true, false],
      [' graus.', 1, false, false],
    ])
  })

  it("cuts the consultation's text into its lines with the evidence marked", () => {
    const source = 'Médico: Alergias?\n\nDoente: Sou alérgica à penicilina.'
    const at = source.indexOf('alérgica')
    expect(sourceLines(source, [{ start: at, end: at + 8 }])).toEqual([
      { start: 0, end: 17, pieces: [{ text: 'Médico: Alergias?', start: 0, end: 17, marked: false }] },
      {
        start: 19,
        end: source.length,
        pieces: [
          { text: 'Doente: Sou ', start: 19, end: at, marked: false },
          { text: 'alérgica', start: at, end: at + 8, marked: true },
          { text: ' à penicilina.', start: at + 8, end: source.length, marked: false },
        ],
      },
    ])
  })
})
