import { describe, expect, it } from 'vitest'
import { noteToHtml, noteToPlainText, parseInline, parseNote } from './note-blocks'

const note = `## Subjetivo

Doente refere **tosse seca** há uma semana,
sem febre.

## Plano
- Paracetamol *1 g* 8/8 h
  durante 5 dias
1. Reavaliação <script>alert(1)</script>

---
Fim & assinatura`

describe('note blocks', () => {
  it('reads headings, paragraphs (lines joined), list items with continuations, rules', () => {
    expect(parseNote(note)).toEqual([
      { kind: 'heading', level: 2, runs: [{ text: 'Subjetivo', bold: false }] },
      {
        kind: 'paragraph',
        runs: [
          { text: 'Doente refere ', bold: false },
          { text: 'tosse seca', bold: true },
          { text: ' há uma semana, sem febre.', bold: false },
        ],
      },
      { kind: 'heading', level: 2, runs: [{ text: 'Plano', bold: false }] },
      {
        kind: 'item',
        marker: '•',
        depth: 0,
        runs: [{ text: 'Paracetamol 1 g 8/8 h durante 5 dias', bold: false }],
      },
      {
        kind: 'item',
        marker: '1.',
        depth: 0,
        runs: [{ text: 'Reavaliação <script>alert(1)</script>', bold: false }],
      },
      { kind: 'rule' },
      { kind: 'paragraph', runs: [{ text: 'Fim & assinatura', bold: false }] },
    ])
  })

  it('keeps the text of links and code, and snake_case words as they are', () => {
    expect(parseInline('Ver [guia](https://x.pt) e `cód` em valor_base')).toEqual([
      { text: 'Ver guia e cód em valor_base', bold: false },
    ])
  })

  it('writes plain text for any text box', () => {
    expect(noteToPlainText(note)).toBe(
      [
        'Subjetivo',
        '',
        'Doente refere tosse seca há uma semana, sem febre.',
        '',
        'Plano',
        '',
        '- Paracetamol 1 g 8/8 h durante 5 dias',
        '1. Reavaliação <script>alert(1)</script>',
        '',
        '—',
        '',
        'Fim & assinatura',
      ].join('\n'),
    )
  })

  it('writes HTML with every text escaped', () => {
    const html = noteToHtml(note)
    expect(html).toContain('<h2>Subjetivo</h2>')
    expect(html).toContain('<p>Doente refere <strong>tosse seca</strong> há uma semana, sem febre.</p>')
    expect(html).toContain('<ul>\n<li>Paracetamol 1 g 8/8 h durante 5 dias</li>\n</ul>\n<ol>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
    expect(html).toContain('<p>Fim &amp; assinatura</p>')
  })
})
