import type { Evidence } from '../../../contract/review'
import { READING } from '../clinical/lang/packs'
import type { AllergyFact } from '../clinical/types'
import { evidenceOf } from './align'
import type { Draft, ReviewContext } from './context'
import { allergyForbids, spell } from './drugs'
import { fold } from './words'

/** Words that say allergy or intolerance in the four languages, folded; German joins them ('Penicillinallergie'). */
const ALLERGY_WORD = /\b(?:\w*allerg\w*|alerg\w*|intoleran\w*|\w*unvertraglich\w*|anaphyla\w*|nkda|nka)\b/

/** A line about an allergy or a reaction names the drug to avoid it, not to give it. */
const REACTION =
  /\b(?:reac\w*|rash|hives|urticaria|exantema|\w*exanthem\w*|ausschlag|nesselsucht|avoid\w*|evitar|evite|vermeid\w*|contraindica\w*|kontraindiziert|instead|em vez|en vez|en lugar|statt|anstelle|stop\w*|discontinu\w*|suspend\w*|suspens\w*|abgesetzt|absetzen|retirad\w*)\b/

/**
 * The drug named as the cause of what the line describes ('Arzneimittelexanthem durch das Amoxicillin', 'rash
 * due to amoxicillin', 'exantema provocado pela amoxicilina', 'Reaktion auf das Allopurinol', 'side effect of
 * amlodipine'): read on the folded text just before the drug.
 */
const CAUSED_BY =
  /(?:\w*reaktion auf|\w*nebenwirkung(?:en)? (?:von|vom|des|der)|side effects? (?:of|from)|adverse (?:reaction|effect)s? to|reaction to|efeitos? (?:secundarios?|adversos?) (?:d[oa]s?|de)|efectos? (?:secundarios?|adversos?) (?:del?|de la)|\bdurch|ausgelost durch|bedingt durch|due to|caused by|induced by|secondary to|causad[oa]s? (?:por|pel[oa])|provocad[oa]s? (?:por|pel[oa])|induzid[oa]s? (?:por|pel[oa])|inducid[oa]s? por|secundari[oa]s? (?:a|ao|al|à)|devid[oa]s? (?:a|ao|à)|debid[oa]s? (?:a|al))(?:\s+(?:the|das|den|die|dem|der|o|a|os|as|el|la|los|las))?\s+$/

/** Words that give or prescribe a drug today. */
const PRESCRIBES =
  /\b(?:start\w*|prescri\w*|initiat\w*|begin|give|given|inici\w*|prescrev\w*|receit\w*|administr\w*|verordn\w*|angesetzt|ansetzen|beginn\w*|gegeben|pauta\w*|empez\w*|recet\w*)\b/

/**
 * A drug named, then refused in its own clause ('O ibuprofeno não pode tomar', 'El metamizol no lo tome', 'Das
 * Ibuprofen bitte nicht nehmen', 'Ibuprofen is not to be taken'): the line says to avoid it (folded text).
 */
const REFUSED_AFTER =
  /^[^.;,]{0,20}?\b(?:nao|no|not|nicht|nunca|never|nie|keine?n?)\b(?:\s+[\w-]+){0,3}?\s+(?:tom\w*|us\w*|dar|de|tak\w*|giv\w*|used|nehm\w*|einnehm\w*|geb\w*|gegeben|genommen|eingenommen|verwend\w*|anwend\w*|pod\w*|pued\w*|dev\w*|deb\w*|should|must|can|darf|durfen|soll\w*)\b/

/** Where a fact was said: its sentence (with the question it answers), or the input it was typed in. */
export function factEvidence(ctx: ReviewContext, fact: AllergyFact & { input?: string }): Evidence[] {
  if (fact.sentence < 0) {
    const unit = ctx.index.units.find((u) => u.input?.key === fact.input)
    return unit ? evidenceOf(unit) : []
  }
  return evidenceOf(ctx.index.units[ctx.index.unitOfSentence[fact.sentence]!]!)
}

/**
 * Medications: a drug the note names that neither the transcript nor the inputs name is unsupported; a drug
 * given or listed as current against an allergy the consultation states (to it or its class) is a
 * contradiction.
 */
/** Words that tell the patient to keep away from a drug (read on folded text). */
const AVOID = /(?<![a-z])(?:avoid\w*|evit\w*|vermeid\w*|meiden)(?![a-z])/g

/** A denial or avoidance before the drug in its clause, with no order to give one between ('no X; start Y'). */
function keptAway(clause: string, negation: RegExp): boolean {
  const cues = [
    ...clause.matchAll(new RegExp(negation.source, `${negation.flags.replace('g', '')}g`)),
    ...clause.matchAll(AVOID),
  ]
  const last = Math.max(-1, ...cues.map((m) => m.index + m[0].length))
  return last >= 0 && !PRESCRIBES.test(clause.slice(last))
}

export function checkDrugs(ctx: ReviewContext): Draft[] {
  const drafts: Draft[] = []
  const said = new Set(ctx.index.units.flatMap((u) => u.drugs).map((d) => d.key))
  // A name the lexicon does not hold is still said when its first letters are ('Hydrocode', 'methothrexate').
  const spoken = ` ${spell(ctx.index.units.map((u) => u.said).join(' ')).replace(/[^a-z\d]+/g, ' ')}`
  const namedIn = (name: string) =>
    spoken.includes(
      ` ${spell(name)
        .replace(/[^a-z\d]+/g, ' ')
        .slice(0, 7)}`,
    )
  for (const [l, line] of ctx.lines.entries()) {
    const low = fold(line.text)
    // Under an allergies heading a line lists what to avoid, unless it starts or prescribes a drug.
    const aboutAllergy =
      ALLERGY_WORD.test(low) ||
      REACTION.test(low) ||
      (ALLERGY_WORD.test(line.section) && !PRESCRIBES.test(low))
    for (const found of ctx.lineDrugs[l]!) {
      const span = { start: line.start + found.start, end: line.start + found.end }
      const before = low.slice(Math.max(0, found.start - 25), found.start)
      // 'Do not take any ibuprofen or aspirin', 'Evitar AINE e aspirina': a denial or avoidance reaches over a
      // list, within its sentence.
      const clause =
        low
          .slice(Math.max(0, found.start - 80), found.start)
          .split(/[.;:!?]/)
          .pop() ?? ''
      const allergy = ctx.allergies.find((a) => a.agent && allergyForbids(a.agent, a.key, found))
      if (
        allergy &&
        !aboutAllergy &&
        !REFUSED_AFTER.test(low.slice(found.end)) &&
        !READING[ctx.language].negation.test(before) &&
        !CAUSED_BY.test(before) &&
        !keptAway(clause, READING[ctx.language].negation)
      ) {
        drafts.push({
          kind: 'contradiction',
          code: 'contradiction_allergy',
          params: { drug: found.name, agent: allergy.agent! },
          note: span,
          evidence: factEvidence(ctx, allergy),
        })
        continue
      }
      if (!said.has(found.key) && !namedIn(found.name))
        drafts.push({
          kind: 'unsupported',
          code: 'unsupported_medication',
          params: { name: found.name },
          note: span,
          evidence: [],
        })
    }
  }
  return drafts
}
