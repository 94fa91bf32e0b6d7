import type { Language } from '../../../contract/common'
import type { SourceSentence } from '../clinical/types'
import { classWord, findDrugs } from './drugs'
import { NEGATION } from './source'
import { fold } from './words'

/** Words that say allergy or intolerance in the four languages, folded. */
export const ALLERGY_WORD =
  /\b(?:allerg\w*|alerg\w*|intoleran\w*|unvertraglich\w*|vertragt?\s+\w+\s+nicht|anaphyla\w*|nkda|nka)\b/

export interface Allergy {
  /** What the patient is allergic to, as said. */
  agent: string
  /** Its drug key, or the class it names ('penicillins'). */
  key: string
  sentences: SourceSentence[]
}

/** Drugs and drug classes a text names, with their offsets. */
function agentsIn(text: string): { start: number; name: string; key: string }[] {
  const agents = findDrugs(text).map((d) => ({ start: d.start, name: d.name, key: d.key }))
  for (const m of text.matchAll(/[\p{L}-]{4,}/gu)) {
    const cls = classWord(m[0])
    if (cls && !agents.some((a) => a.start <= m.index && m.index < a.start + a.name.length))
      agents.push({ start: m.index, name: m[0], key: cls })
  }
  return agents
}

/** An allergy word and the preposition that introduces its agent: 'allergic to', 'alergia à', 'Allergie gegen'. */
const ALLERGY_TO =
  /\b(?:allergic|allerg(?:y|ies)|allergien?|allergisch|alergic[oa]s?|alergias?|intoleran(?:t|ce|cia|cias)|unvertraglichkeit(?:en)?|reac(?:tion|cao|cion)s?|reaktion(?:en)?)\s+(?:to|with|a|as|aos|ao|a la|al|a los|a las|de|da|do|gegen|auf|von)\s/g
/** An agent named right before an allergy word: 'penicillin allergy', 'alergia' after 'sulfa'. */
const ALLERGY_AFTER = /^[\s-]{0,2}(?:allerg|alerg|intoleran|unvertrag)/

/**
 * The drug allergies the consultation states: 'allergic to penicillin', 'alergia à penicilina', 'Allergie gegen
 * Penicillin', 'alérgico a la penicilina', 'penicillin allergy', 'Penicillinallergie', or a drug named in
 * answer to a question about allergies. 'Not allergic to' and 'no allergies' state none.
 */
export function readAllergies(sentences: SourceSentence[], language: Language): Allergy[] {
  const out: Allergy[] = []
  const negated = (low: string, at: number) => NEGATION[language].test(low.slice(Math.max(0, at - 25), at))
  sentences.forEach((s, i) => {
    if (s.question) return
    const low = fold(s.said)
    const agents = agentsIn(s.said)
    const stated = new Set<(typeof agents)[number]>()
    for (const m of low.matchAll(ALLERGY_TO)) {
      if (negated(low, m.index)) continue
      const from = m.index + m[0].length
      const clause = /^[^.;?!]*/.exec(low.slice(from, from + 60))![0]
      for (const a of agents) if (a.start >= from && a.start < from + clause.length) stated.add(a)
    }
    for (const a of agents) {
      const after = low.slice(a.start + a.name.length, a.start + a.name.length + 12)
      if ((ALLERGY_AFTER.test(after) || /allerg|alerg/.test(fold(a.name))) && !negated(low, a.start))
        stated.add(a)
    }
    const previous = sentences[i - 1]
    const answers = previous?.question && previous.turn !== s.turn && ALLERGY_WORD.test(fold(previous.said))
    if (answers && !NEGATION[language].test(low)) for (const a of agents) stated.add(a)
    for (const a of stated)
      out.push({
        agent: a.name.replace(/-?(?:allergie|allergy)$/i, ''),
        key: a.key,
        sentences: answers && !ALLERGY_WORD.test(low) ? [previous!, s] : [s],
      })
  })
  return out
}
