import { LANGUAGES, type Language } from '../../../contract/common'
import { fold } from './words'

/** Words frequent in one of the four languages and rare in the other three. */
const MARKERS: Record<Language, Set<string>> = {
  en: new Set(
    'the and is with of to was has have for this that you your she he it are not patient'.split(' '),
  ),
  pt: new Set('nao com uma para que esta tem dor sem tambem os das dos ao doente voce isso muito'.split(' ')),
  es: new Set(
    'con una para que esta tiene dolor sin tambien los las del el y usted paciente muy pero'.split(' '),
  ),
  de: new Set('der die das und ist mit nicht ein eine kein zu von den dem hat bei auf sie ich'.split(' ')),
}

/** The language a text is most likely written in, or null when it is too short or too mixed to say. */
export function guessLanguage(text: string): Language | null {
  const words = fold(text.slice(0, 20_000)).match(/[\p{L}]+/gu) ?? []
  if (words.length < 12) return null
  const counts = LANGUAGES.map((l) => ({ l, n: words.filter((w) => MARKERS[l].has(w)).length }))
  counts.sort((a, b) => b.n - a.n)
  const [first, second] = counts
  if (!first || first.n < 4 || first.n < (second?.n ?? 0) * 1.5) return null
  return first.l
}
