// Renders Mermaid state diagrams to SVG in the system Chromium (the one the e2e suite drives), offline:
// Mermaid and the Arimo font are read from node_modules into a blank page, nothing is fetched. One
// browser serves every diagram. Same source in, same SVG out: deterministic ids seeded by the diagram's
// name, one fixed font (Arimo has Arial's metrics, so Arial stands in for it on a reader's machine).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath, requireChromium } from './chromium'

/** Measured with Arimo (loaded into the page); readers without it get Arial, whose metrics are the same. */
export const fontFamily = 'Arimo, Arial, "Liberation Sans", Helvetica, sans-serif'

export interface Diagram {
  /** Names the picture: seeds its ids, titles it. */
  name: string
  /** Mermaid source. */
  source: string
}

const require = createRequire(import.meta.url)

/** The version of Mermaid that draws the pictures; it changes their bytes, so the check names it. */
export function mermaidVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as { version: string })
    .version
}

// Every weight Mermaid uses, every subset, inlined: the page has no origin to load files from.
function fontFaces(): string {
  const dir = path.dirname(require.resolve('@fontsource/arimo/package.json'))
  return ['400.css', '700.css']
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n')
    .replace(
      /url\(\.\/files\/([^)]+)\.woff2\) format\('woff2'\), url\([^)]+\) format\('woff'\)/g,
      (_, name) => {
        const data = readFileSync(path.join(dir, 'files', `${name}.woff2`)).toString('base64')
        return `url(data:font/woff2;base64,${data}) format('woff2')`
      },
    )
}

function pageHtml(): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${fontFaces()}
body { margin: 0; font-family: ${fontFamily}; }</style></head><body></body></html>`
}

// Mermaid's settings: the neutral (grey) theme prints well; SVG text instead of HTML labels, so the
// file opens in image viewers, office suites and test tools that ignore <foreignObject>.
const mermaidConfig = {
  startOnLoad: false,
  securityLevel: 'strict',
  theme: 'neutral',
  fontFamily,
  htmlLabels: false,
  deterministicIds: true,
  state: { useMaxWidth: false },
}

/**
 * The SVG of every diagram, by name, drawn in one Chromium session. Throws with the diagram's name when
 * Mermaid refuses a source.
 */
export async function renderSvgs(diagrams: readonly Diagram[]): Promise<Map<string, string>> {
  requireChromium()
  const svgs = new Map<string, string>()
  if (diagrams.length === 0) return svgs
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
    // A blank page with no origin: anything Mermaid tried to fetch would fail rather than download.
    await page.route('**/*', (route) => route.abort())
    await page.setContent(pageHtml())
    await page.addScriptTag({ path: require.resolve('mermaid/dist/mermaid.min.js') })
    const fontReady = await page.evaluate(async (family) => {
      await document.fonts.load(`16px ${family}`)
      await document.fonts.load(`bold 16px ${family}`)
      return document.fonts.check('16px Arimo')
    }, fontFamily)
    if (!fontReady) throw new Error('The Arimo font did not load into the page (@fontsource/arimo)')
    const rendered = await page.evaluate(
      async ({ config, list }) => {
        const mermaid = (globalThis as unknown as { mermaid: MermaidGlobal }).mermaid
        const out: Array<{ name: string; svg?: string; error?: string }> = []
        for (const { name, source } of list) {
          // Re-initialised per diagram, so a picture's ids depend on its own name only, not on order.
          mermaid.initialize({ ...config, deterministicIDSeed: name })
          // Mermaid names the regions of a parallel state with Math.random: seeded by the name too.
          let seed = 2166136261
          for (const char of name) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0
          Math.random = () => {
            seed = (seed + 0x6d2b79f5) >>> 0
            let t = seed
            t = Math.imul(t ^ (t >>> 15), t | 1)
            t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
            return ((t ^ (t >>> 14)) >>> 0) / 4294967296
          }
          try {
            const { svg } = await mermaid.render(`statechart-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`, source)
            out.push({ name, svg })
          } catch (error) {
            out.push({ name, error: error instanceof Error ? error.message : String(error) })
          }
        }
        return out
      },
      { config: mermaidConfig, list: diagrams.map(({ name, source }) => ({ name, source })) },
    )
    for (const { name, svg, error } of rendered) {
      if (error !== undefined || svg === undefined)
        throw new Error(`Mermaid could not draw ${name}: ${error}`)
      svgs.set(name, standalone(svg))
    }
  } finally {
    await browser.close()
  }
  return svgs
}

interface MermaidGlobal {
  initialize(config: Record<string, unknown>): void
  render(id: string, source: string): Promise<{ svg: string }>
}

/**
 * A file that stands alone: the XML prolog, and a width and height from the view box (Mermaid writes
 * `width="100%"` for embedding in a page, which some viewers draw as a sliver).
 */
export function standalone(svg: string): string {
  const viewBox = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)
  let text = svg
  if (viewBox) {
    const [, , , width, height] = viewBox
    text = text.replace(/^<svg([^>]*?) width="100%"/, `<svg$1 width="${width}" height="${height}"`)
    text = text.replace(/^(<svg[^>]*?) style="max-width: [\d.]+px;"/, '$1')
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${text}\n`
}

/**
 * What the picture says without where it is drawn: every number inside a tag (coordinates, sizes, path
 * data, view box) replaced, text and styles kept, so `after(5 s)` changing to `after(10 s)` still counts.
 */
export function svgContent(svg: string): string {
  return svg.replace(/<[^>]*>/g, (tag) => tag.replace(/-?\d*\.?\d+(e-?\d+)?/g, '#'))
}

const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n'
const STAMP = /^<!-- statechart source sha256:([0-9a-f]{64}) drawing sha256:([0-9a-f]{64}) -->\n/
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * A drawn picture stamped with what it was drawn from and what it says: a comment after the prolog holding
 * the hash of its Mermaid source and of its content (`svgContent`), so a check needs no browser.
 */
export function stamped(svg: string, source: string): string {
  const body = svg.startsWith(PROLOG) ? svg.slice(PROLOG.length) : svg
  const drawing = sha256(svgContent(body))
  return `${PROLOG}<!-- statechart source sha256:${sha256(source)} drawing sha256:${drawing} -->\n${body}`
}

/**
 * Whether a committed picture is the drawing of `source`, untouched since: its stamp names that source and
 * its content is still what was drawn (a label edited by hand is not). Read without drawing anything.
 */
export function drawnFrom(svg: string, source: string): boolean {
  const rest = svg.startsWith(PROLOG) ? svg.slice(PROLOG.length) : svg
  const stamp = STAMP.exec(rest)
  if (!stamp) return false
  const body = rest.slice(stamp[0].length)
  return stamp[1] === sha256(source) && stamp[2] === sha256(svgContent(body))
}

/**
 * The Mermaid source of a picture: the page's diagram with the machine's name as its title, and a title
 * and description for screen readers (`<title>` and `<desc>` in the SVG).
 */
export function pictureSource(name: string, purpose: string, mermaid: string): string {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
  const [first, ...rest] = mermaid.split('\n')
  return [
    '---',
    `title: ${JSON.stringify(`${name} statechart`)}`,
    '---',
    first,
    `  accTitle: ${oneLine(`${name} statechart`)}`,
    `  accDescr: ${oneLine(purpose)}`,
    ...rest,
  ].join('\n')
}
