import type { Language } from '../../../contract/common'

/** Lines Whisper is known to invent on silence or music (subtitle credits), in our languages. */
const INVENTED_LINES = [
  /legendas pela comunidade amara\.org/i,
  /subtitles by the amara\.org community/i,
  /untertitel (der|im auftrag des) .*amara\.org/i,
  /subt[ií]tulos (realizados )?por la comunidad de amara\.org/i,
  /^\s*(thanks|thank you) for watching[.!]?\s*$/i,
  /^\s*obrigad[oa] por (assistir|verem)[.!]?\s*$/i,
  /^\s*vielen dank f[üu]rs zuschauen[.!]?\s*$/i,
  /^\s*gracias por ver( el v[ií]deo)?[.!]?\s*$/i,
]

const normalise = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '')

/**
 * Cuts repeated-phrase loops (a phrase of 1 to 8 words said three or more times in a row becomes once) and the
 * credits Whisper invents on silence.
 */
export function cutLoops(text: string): string {
  const kept = text
    .split('\n')
    .filter((line) => !INVENTED_LINES.some((pattern) => pattern.test(line)))
    .join('\n')
  const words = kept.split(/\s+/).filter(Boolean)
  const out: string[] = []
  let i = 0
  while (i < words.length) {
    let skipped = false
    for (let n = 8; n >= 1 && !skipped; n--) {
      const phrase = words.slice(i, i + n).map(normalise)
      if (phrase.length < n || phrase.every((w) => w === '')) continue
      let repeats = 1
      while (
        words
          .slice(i + repeats * n, i + (repeats + 1) * n)
          .map(normalise)
          .join(' ') === phrase.join(' ')
      ) {
        repeats++
      }
      if (repeats >= 3) {
        out.push(...words.slice(i, i + n))
        i += repeats * n
        skipped = true
      }
    }
    if (!skipped) out.push(words[i++]!)
  }
  return out.join(' ').trim()
}

/**
 * Joins a chunk's text to the text before it, dropping words the engine repeated across the boundary
 * (the previous chunk's last words were given as context and may come back at the start).
 */
export function stitch(previous: string, next: string): string {
  const before = previous.trim()
  const after = next.trim()
  if (!before) return after
  if (!after) return before
  const a = before.split(/\s+/)
  const b = after.split(/\s+/)
  for (let k = Math.min(12, a.length, b.length); k >= 2; k--) {
    const tail = a.slice(-k).map(normalise).join(' ')
    const head = b.slice(0, k).map(normalise).join(' ')
    if (tail === head && tail.replace(/\s/g, '') !== '') return `${before} ${b.slice(k).join(' ')}`.trim()
  }
  return `${before} ${after}`
}

/** Hesitations a clinician does not want in a dictated text (the `clean` option). */
const FILLERS: Record<Language, RegExp> = {
  pt: /(^|\s)(hum+|hmm+|humm+|ã+|é+h|ah+|eh+|uh+)(?=[\s,.!?]|$)[,]?/gi,
  en: /(^|\s)(um+|uh+|erm+|er|hmm+|ah+)(?=[\s,.!?]|$)[,]?/gi,
  de: /(^|\s)(äh+m?|ähm+|öhm+|hm+|mhm)(?=[\s,.!?]|$)[,]?/gi,
  es: /(^|\s)(eh+|em+|mmm+|hmm+)(?=[\s,.!?]|$)[,]?/gi,
}

export function removeFillers(text: string, language: Language): string {
  return text
    .replace(FILLERS[language], '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    .trim()
}
