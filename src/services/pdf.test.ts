import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pdfPageCount, pdfStrings, pdfText } from '../../tests/unit/documents/pdf-text'
import { type PdfNote, renderNotePdf, signoffMoment, toWinAnsi } from './pdf'

const notes = {
  pt: {
    markdown:
      '## Subjetivo\n\nDoente refere **tosse seca** há uma semana; ação: vigilância.\n\n## Plano\n\n- Paracetamol 1 g 8/8 h\n- Reavaliação em três semanas',
    labels: { clinician: 'Médico', date: 'Data', type: 'Tipo de consulta', page: 'Página', of: 'de' },
    words: ['Doente refere', 'tosse seca', 'há uma semana; ação: vigilância.', 'Reavaliação em três semanas'],
    date: '1 de janeiro de 2025',
  },
  en: {
    markdown: '## Plan\n\nFollow-up in **three weeks**; naïve café patient, résumé reviewed.',
    labels: { clinician: 'Clinician', date: 'Date', type: 'Consultation type', page: 'Page', of: 'of' },
    words: ['Follow-up in', 'three weeks', '; naïve café patient, résumé reviewed.'],
    date: 'January 1, 2025',
  },
  de: {
    markdown: '## Befund\n\nÜbelkeit seit drei Tagen, Größe 1,82 m, Gewicht 80 kg. Straße, Ärger, Öl.',
    labels: { clinician: 'Ärztin/Arzt', date: 'Datum', type: 'Konsultationsart', page: 'Seite', of: 'von' },
    words: ['Übelkeit seit drei Tagen, Größe 1,82 m, Gewicht 80 kg. Straße, Ärger, Öl.'],
    date: '1. Januar 2025',
  },
  es: {
    markdown: '## Plan\n\n¿Dolor? Niño con tos; señor García, acción y corazón pequeño. ¡Mejoría!',
    labels: { clinician: 'Médico', date: 'Fecha', type: 'Tipo de consulta', page: 'Página', of: 'de' },
    words: ['¿Dolor? Niño con tos; señor García, acción y corazón pequeño. ¡Mejoría!'],
    date: '1 de enero de 2025',
  },
} as const

const note = (language: keyof typeof notes, overrides: Partial<PdfNote> = {}): PdfNote => ({
  markdown: notes[language].markdown,
  documentName: 'Nota da consulta',
  clinician: 'Ana Sousa',
  date: '2025-01-01T12:00:00.000Z',
  typeName: 'Medicina geral (SOAP)',
  language,
  labels: notes[language].labels,
  fileName: 'nota',
  ...overrides,
})

describe('the note as a PDF', () => {
  it.each(Object.keys(notes) as (keyof typeof notes)[])(
    'writes %s with its accents, header and date',
    async (language) => {
      const pdf = await renderNotePdf(note(language))
      const strings = pdfStrings(pdf)
      for (const words of notes[language].words) expect(strings).toContain(words)
      const { labels } = notes[language]
      expect(strings).toEqual(
        expect.arrayContaining([
          'Nota da consulta',
          `${labels.clinician}:`,
          'Ana Sousa',
          `${labels.date}:`,
          notes[language].date,
          `${labels.type}:`,
          'Medicina geral (SOAP)',
          `${labels.page} 1 ${labels.of} 1`,
        ]),
      )
      expect(new TextDecoder('latin1').decode(pdf)).toContain('/Encoding /WinAnsiEncoding')
    },
  )

  it('writes headings and bold runs in the bold font, list items with their markers', async () => {
    const pdf = new TextDecoder('latin1').decode(await renderNotePdf(note('pt')))
    // /F2 is Helvetica-Bold in jspdf's standard font list.
    expect(pdf).toMatch(/\/F2 \d+(\.\d+)? Tf[\s\S]*?\(Subjetivo\) Tj/)
    expect(pdf).toMatch(/\/F2 \d+(\.\d+)? Tf[^()]*\(tosse seca\) Tj/)
    expect(pdfStrings(await renderNotePdf(note('pt')))).toEqual(
      expect.arrayContaining(['•', 'Paracetamol 1 g 8/8 h']),
    )
  })

  it('wraps long paragraphs over as many pages as they need, numbering them', async () => {
    const long = Array.from(
      { length: 60 },
      (_, i) => `## Secção ${i + 1}\n\n${'Texto clínico com acentuação. '.repeat(12)}`,
    ).join('\n\n')
    const pdf = await renderNotePdf(note('pt', { markdown: long }))
    const pages = pdfPageCount(pdf)
    expect(pages).toBeGreaterThan(3)
    expect(pdfStrings(pdf)).toContain(`Página ${pages} de ${pages}`)
    expect(pdfText(pdf)).toContain('Secção 60')
    // No line runs past the margin: every string is shorter than a line of text.
    expect(Math.max(...pdfStrings(pdf).map((text) => text.length))).toBeLessThan(110)
  })

  it('prints the sign-off line under the header, and none for an unsigned note', async () => {
    const line = `Revisto por Dra. Ana Sousa em ${signoffMoment('2025-01-01T12:30:00.000Z', 'pt')}`
    const strings = pdfStrings(await renderNotePdf(note('pt', { signedLine: line })))
    expect(strings).toContain(line)
    // Above the note's first heading.
    expect(strings.indexOf(line)).toBeLessThan(strings.indexOf('Subjetivo'))
    expect(pdfText(await renderNotePdf(note('pt')))).not.toContain('Revisto por')
    expect(signoffMoment('2025-01-01T12:30:00.000Z', 'de')).toMatch(/^1\. Januar 2025/)
  })

  it('writes what WinAnsi lacks as its nearest text', () => {
    expect(toWinAnsi('PA ≥ 140 → rever; 5 µg; 37 °C; 1–2 • “ok” €')).toBe(
      'PA >= 140 -> rever; 5 µg; 37 °C; 1–2 • “ok” €',
    )
    expect(toWinAnsi('Łódź 日本')).toBe('Lódz ??')
  })

  it('reads right in a PDF reader too (pdftotext, where installed)', async () => {
    let pdftotext = true
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    } catch {
      pdftotext = false
    }
    if (!pdftotext) return
    const dir = mkdtempSync(path.join(tmpdir(), 'escriba-pdf-'))
    const file = path.join(dir, 'note.pdf')
    writeFileSync(file, Buffer.from(await renderNotePdf(note('pt'))))
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toContain('Doente refere tosse seca há uma semana; ação: vigilância.')
    expect(text).toContain('Médico: Ana Sousa')
  })
})
