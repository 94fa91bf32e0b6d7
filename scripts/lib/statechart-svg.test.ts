import { describe, expect, it } from 'vitest'
import { pictureSource, renderSvgs, svgContent } from './statechart-svg'

const credits = pictureSource(
  'credits',
  'The balance:\n  loaded, or a failure to try again.',
  [
    'stateDiagram-v2',
    '  [*] --> loading',
    '  state "loading · invoke loadCredits" as loading',
    '  loading --> ready : done(loadCredits)',
    '  loading --> failed : error(loadCredits)',
    '  failed --> loading : after(5 s) [canRetry]',
  ].join('\n'),
)
// Concurrent regions: Mermaid names them with Math.random, which the page seeds.
const dialog = pictureSource(
  'dialog',
  'One dialog.',
  [
    'stateDiagram-v2',
    '  [*] --> open',
    '  state open {',
    '    [*] --> shown',
    '    --',
    '    [*] --> idle',
    '  }',
    '  open --> closed : dialog.confirm',
  ].join('\n'),
)

/** The words a reader sees, in order. */
function words(svg: string): string {
  return svg
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

describe('statechart pictures', () => {
  it('draws every diagram in Chromium as a standalone SVG with plain text, the same bytes every time', async () => {
    const first = await renderSvgs([
      { name: 'credits', source: credits },
      { name: 'dialog', source: dialog },
    ])
    const second = await renderSvgs([
      { name: 'dialog', source: dialog },
      { name: 'credits', source: credits },
    ])
    expect([...first.keys()]).toEqual(['credits', 'dialog'])
    // Another session, another order: each picture depends on its own source only.
    expect(second.get('credits')).toBe(first.get('credits'))
    expect(second.get('dialog')).toBe(first.get('dialog'))

    const svg = first.get('credits')!
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg id="statechart-credits" /)
    expect(svg).toMatch(/<svg [^>]*width="[\d.]+"[^>]*height="[\d.]+"/)
    expect(svg).not.toContain('width="100%"')
    // SVG text, not HTML in <foreignObject>: image viewers and office suites draw it.
    expect(svg).not.toContain('foreignObject')
    expect(svg).toContain('<title id="chart-title-statechart-credits">credits statechart</title>')
    expect(svg).toContain('loaded, or a failure to try again.</desc>')
    expect(svg).toContain('font-family:Arimo,Arial,"Liberation Sans",Helvetica,sans-serif')
    const text = words(svg)
    for (const label of [
      'done(loadCredits)',
      'error(loadCredits)',
      'after(5 s) [canRetry]',
      'ready',
      'failed',
    ])
      expect(text).toContain(label)
    expect(text).toMatch(/loading · invoke loadCredits/)
  }, 90_000)

  it('names the diagram Mermaid refuses', async () => {
    await expect(
      renderSvgs([
        { name: 'dialog', source: dialog },
        { name: 'broken', source: 'stateDiagram-v2\n  a --> : {' },
      ]),
    ).rejects.toThrow(/Mermaid could not draw broken/)
  }, 60_000)

  it('compares pictures by what they say, not where it is drawn', () => {
    const drawn =
      '<svg viewBox="0 0 100 50"><g transform="translate(10.5, -3)"><text x="1">after(5 s)</text></g></svg>'
    const moved =
      '<svg viewBox="0 0 101 52"><g transform="translate(11.25, -3.5)"><text x="2e-3">after(5 s)</text></g></svg>'
    const relabelled = drawn.replace('after(5 s)', 'after(10 s)')
    expect(svgContent(moved)).toBe(svgContent(drawn))
    expect(svgContent(relabelled)).not.toBe(svgContent(drawn))
  })
})
