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

/**
 * The drug allergies the consultation states: 'allergic to penicillin', 'alergia à penicilina', 'Allergie gegen
 * Penicillin', 'alérgico a la penicilina', 'penicillin allergy', or a drug named in answer to a question about
 * allergies. 'No allergies' and 'not allergic to' state none.
 */
export function readAllergies(sentences: SourceSentence[], language: Language): Allergy[] {
  const out: Allergy[] = []
  sentences.forEach((s, i) => {
    if (s.question) return
    const low = fold(s.said)
    const previous = sentences[i - 1]
    const answersAllergyQuestion =
      previous?.question && previous.turn !== s.turn && ALLERGY_WORD.test(fold(previous.said))
    const cue = ALLERGY_WORD.exec(low)
    if (!cue && !answersAllergyQuestion) return
    for (const agent of agentsIn(s.said)) {
      // The words between the allergy word and the drug must not negate it ('not allergic to penicillin').
      const from = cue ? Math.min(cue.index, agent.start) : 0
      const between = low.slice(Math.max(0, from - 20), Math.max(agent.start, cue ? cue.index : 0))
      if (NEGATION[language].test(between)) continue
      if (cue && Math.abs(agent.start - cue.index) > 60) continue
      out.push({
        agent: agent.name,
        key: agent.key,
        sentences: answersAllergyQuestion && !cue ? [previous!, s] : [s],
      })
    }
  })
  return out
}
