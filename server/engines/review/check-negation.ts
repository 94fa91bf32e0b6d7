import { READING } from '../clinical/lang/packs'
import { evidenceOf } from './align'
import { neighbours, TRUSTED_ALIGNMENT } from './check-numbers'
import type { Draft, ReviewContext } from './context'
import { LOCAL_ONLY, sameSite, termsIn } from './negation'
import { fold } from './words'

/** Lines about allergies, relatives, or the risks and side effects explained: not the patient's symptoms. */
const NOT_THE_PATIENT =
  /allerg|alerg|famil|\b(?:risks?|complications?|side effects?|riscos?|complicac|efeitos (?:secundarios|adversos)|riesgos?|complicacion|efectos (?:secundarios|adversos)|risiken|komplikation|nebenwirkung)/

/** How much of what was said a finding quotes. */
const QUOTE = 160

/**
 * Negations flipped: a symptom or finding the note affirms that the consultation only ever denies, or denies
 * when the consultation only ever affirms it. What was said where the line comes from decides; elsewhere in
 * the consultation only when the line's own sentences do not speak of it.
 */
export function checkNegations(ctx: ReviewContext): Draft[] {
  const drafts: Draft[] = []
  for (const [l, line] of ctx.lines.entries()) {
    if (READING[ctx.language].condition.test(line.text) || NOT_THE_PATIENT.test(fold(line.text))) continue
    const around = neighbours(ctx, ctx.aligned[l]!.units)
    for (const term of termsIn(line.text, ctx.language)) {
      const said = (ctx.saidTerms.get(term.key) ?? []).filter((t) => sameSite(term, t))
      // Where the line comes from decides when the line matched it well; elsewhere, only plain answers.
      const trusted = ctx.aligned[l]!.score >= TRUSTED_ALIGNMENT
      const local = trusted ? said.filter((t) => around.has(ctx.index.unitOfSentence[t.sentence]!)) : []
      const decisive = local.length || LOCAL_ONLY.has(term.key) ? local : said.filter((t) => t.answered)
      if (!decisive.length || decisive.some((t) => t.polarity === term.polarity)) continue
      const unit = ctx.index.units[ctx.index.unitOfSentence[decisive[0]!.sentence]!]!
      const quote = unit.said.length > QUOTE ? `${unit.said.slice(0, QUOTE - 1)}…` : unit.said
      drafts.push({
        kind: 'contradiction',
        code: 'contradiction_negation',
        params: { said: quote },
        note: { start: line.start + term.start, end: line.start + term.end },
        evidence: evidenceOf(unit),
      })
    }
  }
  return drafts
}
