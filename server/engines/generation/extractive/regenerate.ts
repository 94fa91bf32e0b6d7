import type { DocumentSection } from '../../../../contract/catalogue'
import type { Language } from '../../../../contract/common'
import { normaliseMeasurements } from '../../clinical/measurements'
import type { LanguagePack } from './lang/pack'
import { classifyFree, familiesOf, sectionRouter } from './sections'

/** The lines of each section of an earlier version, read from its `## Title` headings. */
export function parsePrevious(markdown: string, sections: DocumentSection[], pack: LanguagePack) {
  const bodies = new Map<string, string>()
  let title: string | null = null
  let body: string[] = []
  const flush = () => {
    if (title !== null) bodies.set(title.trim().toLowerCase(), body.join('\n').trim())
  }
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^#{1,3}\s+(.+?)\s*#*\s*$/.exec(line)
    if (heading) {
      flush()
      title = heading[1]!
      body = []
    } else body.push(line)
  }
  flush()
  const markers = new Set([pack.notDiscussed, pack.toBeCompleted].map((m) => m.toLowerCase()))
  return sections.map((s) => {
    const text = bodies.get(s.title.trim().toLowerCase())
    if (text === undefined) return null
    if (markers.has(text.toLowerCase()) || !text) return []
    return text
      .split(/\r?\n/)
      .map((l) => l.replace(/^\s*[-•*]\s+/, '').trim())
      .filter(Boolean)
      .flatMap((l) => (s.format === 'prose' ? l.split(/(?<=[.?!])\s+(?=\p{Lu})/u) : [l]))
  })
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\d%/]+/gu, ' ')
    .trim()

/**
 * A regeneration. The earlier version is the base (the clinician may have edited it), so nothing in it is
 * dropped; sections it lacks are taken from a fresh extraction. The instruction is clinician-written text:
 * 'remove X' / 'delete X' (and the same verbs in pt, de, es) drops the lines containing X; 'add to <section>:
 * text' puts the text in that section; any other sentence goes to the section its cue words point to.
 */
export function applyInstruction(args: {
  sections: DocumentSection[]
  fresh: string[][]
  previous: string
  instruction: string
  pack: LanguagePack
  language: Language
}): string[][] {
  const { sections, fresh, pack, language } = args
  const previous = args.previous.trim()
    ? parsePrevious(args.previous, sections, pack)
    : sections.map(() => null)
  const result = sections.map((_, i) => [...(previous[i] ?? fresh[i] ?? [])])
  const route = sectionRouter(sections, pack)
  const has = (i: number, text: string) => result[i]!.some((l) => normalise(l).includes(normalise(text)))

  const parts = args.instruction
    .split(/\r?\n|(?<=[.?!;])\s+/)
    .map((p) => p.trim())
    .filter(Boolean)
  for (const part of parts) {
    const removal = pack.removal.exec(part)
    if (removal?.[1]) {
      const target = normalise(removal[1])
      if (target.length >= 2)
        for (const lines of result) {
          for (let k = lines.length - 1; k >= 0; k--)
            if (normalise(lines[k]!).includes(target)) lines.splice(k, 1)
        }
      continue
    }
    const addTo = pack.addTo.exec(part)
    let index = -1
    let text = part
    if (addTo?.[1] && addTo[2]) {
      const name = normalise(addTo[1])
      index = sections.findIndex(
        (s) => normalise(s.title).includes(name) || name.includes(normalise(s.title)),
      )
      if (index < 0) {
        const family = pack.titles.find(([title]) => title.test(addTo[1]!))?.[1]
        if (family) index = sections.findIndex((s) => familiesOf(s, pack).includes(family))
      }
      text = addTo[2].trim()
    }
    if (index < 0) index = route(classifyFree(text, pack))
    if (index < 0) index = 0
    const line = normaliseMeasurements(text, language).replace(/^\p{Ll}/u, (c) => c.toUpperCase())
    if (!has(index, line)) result[index]!.push(line)
  }
  return result
}
