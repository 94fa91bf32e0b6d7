import type { Language } from '../../../contract/common'
import { fold, STOPWORDS } from './words'

/**
 * The state a condition is said to be in: controlled or not, stable or not ('hipertensão arterial não
 * controlada', 'poorly controlled diabetes', 'Diabetes entgleist', 'asma mal controlada'). A note that drops
 * the 'not' of a state says the opposite of the consultation, as a dropped 'no' before a symptom does.
 */
export interface StateMention {
  key: 'controlled' | 'stable' | 'improving' | 'needed'
  /** Null when a denial further back in its clause may or may not reach it ('I don't think it's well controlled'). */
  negated: boolean | null
  start: number
  end: number
  /**
   * For a change, the circumstance it is said in ('better with rest', 'no improvement on Sinemet'): the first
   * letters of the word after 'with', 'on', 'when'…; empty when none. Changes meet only in the same one.
   * For a need, the first letters of what is needed ('antib' of 'Antibiotika', 'Antibiotikaindikation').
   */
  circumstance?: string
}

/** The words of each state, folded, with the prefixes that deny them ('uncontrolled', 'descompensada'). */
const STATES: Record<Language, [StateMention['key'], RegExp][]> = {
  en: [
    ['controlled', /\b(un)?(?:controlled|under control)\b/g],
    ['stable', /\b(un)?stable\b/g],
    // A change for the better, not an aim ('to improve', 'will improve') nor an action on something ('improving
    // your diet'): 'improved', 'no improvement', 'not getting better', 'did not improve'.
    [
      'improving',
      /\b(?:improv(?:ed|ement|ements|ing|es)|(?<=\b(?:do|does|did|not|n't|never) )improve|(?<=\b(?:getting|gotten|get|got|gets|any|feel|feels|feeling|felt|much|no) )better)\b(?! (?:your|his|her|my|their|our|its|the|a|an|this|that|than)\b)/g,
    ],
  ],
  pt: [
    ['controlled', /\b(des)?(?:controlad[oa]s?|compensad[oa]s?)\b/g],
    ['stable', /\b(in)?estave(?:l|is)\b/g],
    [
      'improving',
      /(?<!\bpara )\bmelhor(?:a|ou|ia|ias|ado|ada|ados|adas|ando)\b(?! (?:o|a|os|as|seu|sua)\b)/g,
    ],
  ],
  es: [
    ['controlled', /\b(des)?(?:controlad[oa]s?|compensad[oa]s?)\b/g],
    ['stable', /\b(in)?estables?\b/g],
    [
      'improving',
      /(?<!\bpara )\bmejor(?:a|o|ia|ias|ado|ada|ados|adas|ando)\b(?! (?:el|la|los|las|su|sus)\b)/g,
    ],
  ],
  de: [
    // 'Eingestellt' alone also means 'stopped' or 'set on a drug': only with how well it is.
    [
      'controlled',
      /\b(un|de)?(?:kontrolliert|kompensiert)\w*|\b(entgleist)\w*|(?<=\b(?:gut|schlecht|nicht|optimal|ausreichend|unzureichend) )eingestellt\w*/g,
    ],
    ['stable', /\b(in)?stabil\b/g],
    ['improving', /\b(?:besserung|gebessert|verbessert)\b/g],
  ],
}

/** Words before a state, in its clause, that deny it: 'not well', 'mal', 'schlecht'. */
const DENIED_BEFORE: Record<Language, RegExp> = {
  en: /\b(?:not|no longer|never|poorly|inadequately|suboptimally|badly|sub-?optimal\w*)\b|n't\b/,
  pt: /\b(?:nao|mal|nunca|pouco|deixou de estar|ja nao)\b/,
  es: /\b(?:no|mal|nunca|poco|dejo de estar|ya no)\b/,
  de: /\b(?:nicht|schlecht|nie|kein\w*|unzureichend|ungenugend|nicht mehr)\b/,
}

/** Further words before a change that deny it: 'without any improvement', 'sem melhoria', 'keine Besserung'. */
const CHANGE_DENIED: Record<Language, RegExp> = {
  en: /\b(?:without|no|nothing)\b/,
  pt: /\b(?:sem|nenhuma)\b/,
  es: /\b(?:sin|ninguna)\b/,
  de: /\b(?:ohne|keine)\b/,
}

/** Words that put a change in a circumstance ('better with rest', 'melhora com o repouso'), folded. */
const CIRCUMSTANCE: Record<Language, RegExp> = {
  en: /^ (?:with|on|when|after|while|from|since) (?:(?:the|a|an|his|her|my|your|their|this|that|any) )*(\p{L}+)/u,
  pt: /^ (?:com|quando|depois|apos|desde|ao|a) (?:(?:o|a|os|as|do|da|de|seu|sua|este|esta) )*(\p{L}+)/u,
  es: /^ (?:con|cuando|despues|tras|desde|al) (?:(?:el|la|los|las|del|de|su|sus|este|esta) )*(\p{L}+)/u,
  de: /^ (?:mit|unter|wenn|nach|seit|bei|durch) (?:(?:der|die|das|den|dem|des|einer|einem|einen|ihrer|seiner) )*(\p{L}+)/u,
}

/** Where a condition starts: a state inside one ('if not controlled, add…') is neither said nor denied. */
const CONDITION: Record<Language, RegExp> = {
  en: /\b(?:if|unless|whether|until)\b/,
  pt: /\b(?:se|caso|ate)\b/,
  es: /\b(?:si|hasta que)\b/,
  de: /\b(?:wenn|falls|ob|bis)\b/,
}

/** A denial of belief ('I don't think', 'não acho que', 'ich glaube nicht, dass'): it denies what it governs. */
const BELIEF_DENIED: Record<Language, RegExp> = {
  en: /\b(?:do not|don't|doesn't|does not|did not|didn't) (?:really )?(?:think|believe|feel)\b/,
  pt: /\bnao (?:acho|creio|penso|me parece)\b/,
  es: /\bno (?:creo|pienso|me parece)\b/,
  de: /\b(?:glaube|denke|finde) (?:ich )?nicht\b/,
}

/** How many words before a state may deny it. */
const REACH = 4

/** Words of a need ('needs', 'no indication for', 'não precisa de', 'necesita', 'braucht'), folded. */
const NEED: Record<Language, RegExp> = {
  // What was needed before is no need now ('she needed antibiotics last winter'); 'indicated' only as a state
  // ('not indicated'), not as 'said' ('she indicated that…').
  en: /\b(?:needs?|necessary|indication|(?<=\b(?:is|are|was|were|not|be|been) )(?:needed|indicated|required))\b/g,
  pt: /\b(?:precis[ae]\w*|necessit[ae]\w*|necessari[oa]s?|indicad[oa]s?|indicacao)\b/g,
  es: /\b(?:necesit[ae]\w*|necesari[oa]s?|indicad[oa]s?|indicacion|hace falta)\b/g,
  de: /\b(?:brauch(?!te)\w*|notig\w*|notwendig\w*|indiziert|indikation|erforderlich)\b|\p{L}{4,}(?:indikation|bedarf)\b/gu,
}
/** A need that is a dosing rule or a condition ('as needed', 'if needed', 'bei Bedarf'), folded. */
const AS_NEEDED =
  /\b(?:as|if|when|whenever|se|si|quando|cuando|wenn|falls|bei|nach) (?:\w+ )?(?:needed|necessary|indicated|necessari[oa]|necesari[oa]|notig|bedarf)\b/
/** Words between a need and what is needed ('need for an', 'precisa de', 'braucht sie keine'). */
const NEED_SKIP =
  /^(?:for|of|a|an|any|the|to|some|more|further|de|da|do|das|dos|para|um|uma|el|la|los|las|un|una|del|fur|eine|einen|einer|ein|kein\w*|sie|er|es|ich|wir|ihr|noch|mehr|weitere\w*|nicht|no|not|never|nothing|without|nao|nunca|nada|sem|sin|nie|nichts|ohne|mais|nenhum\w*|ningun\w*|is|are|was|were|be|e|es|esta|sao|son|ist|sind|war|waren|really|also)$/
/** How many words either side of a need may deny it. */
const NEED_REACH = 4
/** A denial near a need, in its clause ('Antibiotika braucht sie nicht', 'no need for'), folded. */
const NEED_DENIED: Record<Language, RegExp> = {
  en: /\b(?:not|no|never|without|nothing)\b|n't\b/,
  pt: /\b(?:nao|sem|nunca|nenhum\w*)\b/,
  es: /\b(?:no|sin|nunca|ningun\w*)\b/,
  de: /\b(?:nicht|kein\w*|ohne|nie)\b/,
}

/**
 * The needs a text says, each with what is needed and whether it is denied near it in its clause (a denial
 * may follow the verb: 'Antibiotika braucht sie nicht'): 'does not need antibiotics', 'Keine
 * Antibiotikaindikation', 'não precisa de antibiótico', 'no necesita antibióticos'.
 */
function needsIn(low: string, language: Language): StateMention[] {
  const stop = STOPWORDS[language]
  const out: StateMention[] = []
  for (const m of low.matchAll(NEED[language])) {
    const from = Math.max(
      ...[',', ';', '.', ':', '!', '?', '\n'].map((c) => low.lastIndexOf(c, m.index - 1) + 1),
      0,
    )
    const toRel = low.slice(m.index).search(/[,;.:!?\n]/)
    const to = toRel < 0 ? low.length : m.index + toRel
    const clause = low.slice(from, to).split(/\s(?:but|mas|pero|aber)\s/)
    const whole = low.slice(from, to)
    if (CONDITION[language].test(whole) || AS_NEEDED.test(whole)) continue
    const content = (w: string) => w.length >= 3 && !NEED_SKIP.test(w) && !stop.has(w)
    let object = ''
    const compound = /^(\p{L}{4,}?)(?:indikation|bedarf)$/u.exec(m[0])
    if (compound) object = compound[1]!
    else {
      const after = low.slice(m.index + m[0].length, to).match(/\p{L}+/gu) ?? []
      const before = low.slice(from, m.index).match(/\p{L}+/gu) ?? []
      object = after.slice(0, 4).find(content) ?? before.reverse().slice(0, 4).find(content) ?? ''
    }
    if (!object || clause.length > 1) continue
    // Near the need only ('the need to use her CPAP because she never used it' is no denial of it).
    const near = [
      ...low.slice(from, m.index).split(/\s+/).filter(Boolean).slice(-NEED_REACH),
      ...low
        .slice(m.index, to)
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, NEED_REACH + 1),
    ].join(' ')
    out.push({
      key: 'needed',
      negated: NEED_DENIED[language].test(near),
      start: m.index,
      end: m.index + m[0].length,
      circumstance: object.slice(0, 5),
    })
  }
  return out
}

/** The states a text says, each denied or not by its own words. */
export function statesIn(text: string, language: Language): StateMention[] {
  const low = fold(text)
  const out: StateMention[] = needsIn(low, language)
  for (const [key, pattern] of STATES[language])
    for (const m of low.matchAll(pattern)) {
      // 'Ich glaube nicht, dass…', 'I don't think that…': the comma before 'that' does not end the clause.
      const clause = low
        .slice(0, m.index)
        .replace(/,\s*(?=(?:that|que|dass)\b)/g, ' ')
        .split(/[,.;:!?()\n]|\s(?:but|mas|pero|aber)\s/)
        .at(-1)!
      if (CONDITION[language].test(clause)) continue
      const words = clause.split(/\s+/).filter(Boolean)
      const denies = (w: string[]) =>
        DENIED_BEFORE[language].test(w.join(' ')) ||
        (key === 'improving' && CHANGE_DENIED[language].test(w.join(' ')))
      const near = denies(words.slice(-REACH))
      const far = denies(words.slice(0, -REACH))
      const circumstance =
        key === 'improving'
          ? (CIRCUMSTANCE[language].exec(low.slice(m.index + m[0].length))?.[1]?.slice(0, 5) ?? '')
          : undefined
      const prefixed = !!m[1] || !!m[2]
      if (far && !near && BELIEF_DENIED[language].test(clause)) {
        out.push({ key, negated: !prefixed, start: m.index, end: m.index + m[0].length, circumstance })
        continue
      }
      out.push({
        key,
        negated: far && !near ? null : prefixed !== near,
        start: m.index,
        end: m.index + m[0].length,
        circumstance,
      })
    }
  return out
}

/** The clause a state is said in, folded: what it is the state of ('a tensão não está controlada'). */
export function stateClause(text: string, state: StateMention): string {
  const low = fold(text)
  const start = Math.max(
    ...[',', ';', '.', ':', '!', '?'].map((c) => low.lastIndexOf(c, state.start - 1) + 1),
    0,
  )
  const end = low.slice(state.end).search(/[,;.:!?]/)
  return low.slice(start, end < 0 ? undefined : state.end + end)
}
