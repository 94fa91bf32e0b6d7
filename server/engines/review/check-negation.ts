import type { Language } from '../../../contract/common'
import { READING } from '../clinical/lang/packs'
import { evidenceOf, type Unit } from './align'
import { neighbours, TRUSTED_ALIGNMENT } from './check-numbers'
import type { Draft, ReviewContext } from './context'
import {
  ABLE,
  ANSWER,
  circumstanced,
  denialAt,
  denialReaches,
  ELSEWHERE_SITE,
  FAMILY,
  FILLERS,
  hasDenial,
  LOCAL_ONLY,
  prepare,
  SEEMS,
  sameSite,
  sameTopic,
  sameWord,
  termsIn,
  unitPolarities,
  type WordPolarities,
} from './negation'
import { type StateMention, stateClause, statesIn } from './states'
import { contentStems, fold, STOPWORDS, stem } from './words'

/** Lines about allergies, relatives, or the risks and side effects explained: not the patient's symptoms. */
const NOT_THE_PATIENT =
  /allerg|alerg|intoler|unvertrag|unverträg|famil|\b(?:mother|mom|father|dad|brother|sister|grandmother|grandfather|aunt|uncle|mae|pai|irmao|irma|avo|tio|tia|madre|padre|hermano|hermana|abuel[oa]|mutter|vater|bruder|schwester|grossmutter|grossvater)\b|\b(?:risks?|complications?|side effects?|riscos?|complicac|efeitos (?:secundarios|adversos)|riesgos?|complicacion|efectos (?:secundarios|adversos)|risiken|komplikation|nebenwirkung)/

/**
 * A parent or carer who tells what the patient has ('Mom denies any apnea', 'Parents report no fever', 'Per
 * mother,', 'A mãe nega febre', 'La madre niega fiebre', 'Die Mutter verneint Fieber'), folded: the informant,
 * not the one the line speaks of. A child's consultation is told by them.
 */
const INFORMANT =
  /\b(?:(?:per|according to|segundo|conforme|segun|laut) (?:the |a |o |os |la |el |los |der |die |den )?(?:patient'?s |pt'?s |his |her |their )?(?:mother|mom|father|dad|parents?|caregivers?|guardian|grandmother|grandma|mae|pai|pais|madre|padre|padres|mutter|vater|eltern)\b\s*,?|(?:the |a |o |os |la |el |los |der |die |his |her |their |patient'?s |pt'?s )?(?:mother|mom|father|dad|parents?|caregivers?|guardian|grandmother|grandma|mae|pai|pais|madre|padre|padres|mutter|vater|eltern)(?: and (?:the |his |her |o |a |el |la |der |die )?(?:mother|mom|father|dad|mae|pai|madre|padre|mutter|vater))? (?=(?:also |further |again |both |tambem |tambien |auch )?(?:denies|deny|denied|reports?|reported|states?|stated|notes?|noted|says|said|endorses?|endorsed|admits?|admitted|describes?|described|relates?|confirms?|nega|negam|negou|refere|referem|referiu|relata|relatou|diz|disse|afirma|niega|niegan|nego|refiere|refieren|dice|comenta|verneint|verneinen|berichtet|berichten|gibt an|geben an|schildert)\b))/g

/**
 * An intolerance of heat or cold, folded: a symptom a review of systems asks of ('denies heat or cold
 * intolerance', 'nega intolerância ao calor ou ao frio', 'niega intolerancia al frío', 'verneint Kälte- oder
 * Wärmeintoleranz'), not an allergy.
 */
const THERMAL_INTOLERANCE =
  /\b(?:(?:heat|cold)(?: (?:or|and) (?:heat|cold))? intoleran\w*|intoleran\w* (?:to|of) (?:heat|cold)(?: (?:or|and) (?:heat|cold))?|intolerancia (?:ao|a|al) (?:calor|frio)(?: (?:ou|e|o|y|ni) (?:(?:ao|a|al) )?(?:calor|frio))?|(?:(?:kalte|warme|hitze)-? (?:oder|und) )?(?:kalte|warme|hitze)-?intoleranz)\b/g

/** Words of allergies and intolerances, folded. */
const ALLERGY_WORDS = /allerg|alerg|intoler|unvertrag|vertrag/

/** Lines that give what the patient says, in each language. */
const REPORTED =
  /\b(?:denies|denied|reports?|reported|endorses?|endorsed|complains?|refere|referiu|nega|negou|queixa\w*|refiere|niega|nego|berichtet|verneint|klagt|gibt an)\b/
/** Lines of a plan that look into a symptom or warn of it rather than state it. */
const PLANNED =
  /\b(?:rule out|r\/o|follow(?:-| )?up on|monitor\w*|evaluat\w*|order\w*|referr\w*|refer (?:to|for|him|her|them)|work-?up|screen\w*|(?:be )?aware of|watch (?:out )?for|look out for|advis\w*|encourag\w*|counsel\w*|educat\w*|instruct\w*|precautions|descartar|excluir|vigiar|monitoriz\w*|vigilar|estar atent[oa]|aconselh\w*|orientad[oa]s? (?:a|para|sobre)|aconsej\w*|instruid[oa]|sinais de alarme|senales de alarma|ausschlie\w*|abklar\w*|kontroll\w*|achten auf|aufgeklart|beraten|warnzeichen)\b/

/** A review of systems' heading, folded. */
const REVIEW_OF_SYSTEMS =
  /\b(?:review of systems|ros|revisao (?:por|de) sistemas|revision (?:por|de) sistemas|systemanamnese)\b/
/** A note's words for what was and is no more ('in the past medical history' is a part of the record, not the past). */
const PAST =
  /\b(?:ago|history of|h\/o|previous\w*|prior|in the past(?! (?:medical|surgical|family|social) history)|used to|quit|former\w*|ex-?smoker|ex-\w+|resolved|went away|(?:well |under )control\w*|controlled|well managed|controlad[oa]|kontrolliert|had (?:an? )?episodes?|ha \d+|anos atras|antecedentes? de|hace \d+|antecedentes de|vor \d+|fruher\w*|anamnestisch)\b/
/**
 * Whether a note's sentence and a sentence of the consultation speak of the same place, for a finding whose
 * note line names none after it ('X-rays of the right elbow show a fracture'): a content word in common that
 * is neither a side nor the name of a finding.
 */
function sharesPlace(noteSentence: string, said: string, language: Language): boolean {
  const spoken = new Set(contentStems(said, language))
  return (
    contentStems(noteSentence, language).some(
      (w) => spoken.has(w) && !SIDES.has(w) && !termsIn(w, language).length,
    ) || sameTopic(noteSentence, fold(said), language)
  )
}
/**
 * A sentence of the consultation with the question it answers, where it opens the answer to one: the place
 * the question asks of is the answer's ('¿Ha visto sangre en las heces?' 'No, sangre no.').
 */
function saidWithQuestion(ctx: ReviewContext, at: number): string {
  const { sentences } = ctx.consultation
  const said = sentences[at]!
  const asked = sentences[at - 1]
  return asked?.question && asked.turn === said.turn - 1 && asked.speaker !== said.speaker
    ? `${asked.said} ${said.said}`
    : said.said
}
const SIDES = new Set(['left', 'right', 'bilat', 'esque', 'direi', 'izqui', 'derec', 'links', 'recht'])

/** A note's words for a little or now and then. */
const HEDGED =
  /\b(?:rare(?:ly)?|occasional(?:ly)?|social(?:ly)?|light|minimal|once in a while|raramente|ocasional\w*|socialmente|gelegentlich|selten)\b/

/** A note's words for today only. */
const NOW =
  /\b(?:today|currently|at (?:this|the present) time|at present|now|any ?more|no longer|hoje|atualmente|neste momento|hoy|actualmente|en este momento|heute|derzeit|aktuell|momentan)\b/
type Located = { start: number; end: number }
/**
 * The words around a term that may say its degree: up to 25 letters either side, without a part of a list that
 * names another item ('Tobacco use, occasional EtOH': the degree is the alcohol's).
 */
function hedgeWindow(text: string, term: Located, terms: Located[]): string {
  const from = Math.max(0, term.start - 25)
  const to = term.end + 25
  let out = ''
  for (const m of text.matchAll(/[^,;]+/g)) {
    const start = m.index
    const end = start + m[0].length
    if (end <= from || start >= to) continue
    const own = start <= term.start && term.end <= end
    if (own || !terms.some((t) => t !== term && t.start < end && start < t.end))
      out += ` ${text.slice(Math.max(start, from), Math.min(end, to))}`
  }
  return out
}

/** The sentence of a line a place is in. */
const sentenceAround = (text: string, at: number) => {
  const start = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('; ', at)) + 1
  const end = text.slice(at).search(/[.;](?:\s|$)/)
  return text.slice(start, end < 0 ? undefined : at + end)
}

/** A note's and a consultation's word for today, folded. */
const TODAY: Record<Language, RegExp> = {
  en: /\btoday\b/,
  pt: /\bhoje\b/,
  es: /\bhoy\b/,
  de: /\bheute\b/,
}
/** The part of a line a term stands in, between commas or stops ('diarrhea since Monday, none today'). */
const partAround = (text: string, term: { start: number; end: number }) => {
  const start = Math.max(...[',', ';', '.'].map((c) => text.lastIndexOf(c, term.start - 1))) + 1
  const end = text.slice(term.end).search(/[,;.]/)
  return text.slice(start, end < 0 ? undefined : term.end + end)
}
/** Whether a mention was said of today: in its own sentence, or, for an answer, in the question it answers. */
function saidOfToday(ctx: ReviewContext, t: { sentence: number; answered: boolean }): boolean {
  const { sentences } = ctx.consultation
  const said = (k: number) => (sentences[k] ? fold(sentences[k]!.said) : '')
  return (
    TODAY[ctx.language].test(said(t.sentence)) ||
    (t.answered && TODAY[ctx.language].test(said(t.sentence - 1)))
  )
}

/** How much of what was said a finding quotes. */
const QUOTE = 160

/** A negation the note flipped at `note`, against what the consultation said in `unit`. */
const flipped = (unit: Unit, note: { start: number; end: number }): Draft => ({
  kind: 'contradiction',
  code: 'contradiction_negation',
  params: { said: unit.said.length > QUOTE ? `${unit.said.slice(0, QUOTE - 1)}…` : unit.said },
  note,
  evidence: evidenceOf(unit),
})

/**
 * Negations flipped: a symptom or finding the note affirms that the consultation only ever denies, or denies
 * when the consultation only ever affirms it. What was said where the line comes from decides; elsewhere in
 * the consultation only when the line's own sentences do not speak of it.
 */
export function checkNegations(ctx: ReviewContext): Draft[] {
  const drafts: Draft[] = []
  for (const [l, line] of ctx.lines.entries()) {
    const around = neighbours(ctx, ctx.aligned[l]!.units)
    const before = drafts.length
    drafts.push(
      ...conditionFlips(ctx, l, around),
      ...stateFlips(ctx, l, around),
      ...familyHistoryFlips(ctx, l),
    )
    // A condition sets only its own sentence ('…wondering if he had swallowed that, but his breathing…'): the
    // line is read without it, the rest of a paragraph still weighed.
    const unconditioned = withoutConditions(line.text, ctx.language)
    if (!unconditioned.trim()) continue
    const read =
      unconditioned === line.text
        ? ctx
        : { ...ctx, lines: ctx.lines.with(l, { ...line, text: unconditioned }) }
    // 'Mom denies any apnea': the parent who tells it is not the one the line speaks of.
    if (!NOT_THE_PATIENT.test(fold(unconditioned).replace(INFORMANT, '').replace(THERMAL_INTOLERANCE, ' ')))
      drafts.push(...termFlips(read, l, around))
    // What no named term covers, where the named terms found nothing.
    // Read word by word, the answer to a question the line comes from is where it comes from too; the named
    // terms weigh a question's answer already, and a long answer's asides ('Smoking is gross.') are no yes.
    drafts.push(...itemFlips(read, l, withAnswers(ctx, around), drafts.slice(before)))
    drafts.push(...reachFlips(read, l, drafts.slice(before)))
    drafts.push(...copyFlips(read, l, around, drafts.slice(before)))
  }
  return drafts
}

/** Where a part of a note's line ends: a stop, a bracket or a contrast; and where an item of a list ends. */
const PART_ENDS: Record<Language, RegExp> = {
  en: /[.;:!?,()]|\b(?:but|however|although|though|while|whereas|because)\b/g,
  pt: /[.;:!?,()]|\b(?:mas|porem|embora|enquanto|porque)\b/g,
  es: /[.;:!?,()]|\b(?:pero|aunque|mientras|porque)\b/g,
  de: /[.;:!?,()]|\b(?:aber|jedoch|obwohl|wahrend|weil)\b/g,
}
const ITEM_ENDS: Record<Language, RegExp> = {
  en: /\b(?:and|or|nor)\b/g,
  pt: /\b(?:e|ou|nem)\b/g,
  es: /\b(?:y|e|o|u|ni)\b/g,
  de: /\b(?:und|oder|noch)\b/g,
}
/** Words of person, article and auxiliary, folded: a note says them otherwise ('she did know' for 'i don't know'). */
const REWORDED: Record<Language, RegExp> = {
  en: /^(?:the|and|she|her|his|him|they|them|their|you|your|i'm|you're|she's|he's|our|its|patient|has|have|had|having|was|were|are|been|being|does|did|don't|didn't|doesn't|haven't|hasn't|hadn't|isn't|wasn't|aren't|weren't|will|would|any|that|this|for|with)$/,
  pt: /^(?:ela|ele|eles|elas|seu|sua|seus|suas|meu|minha|voce|doente|paciente|tem|teve|tinha|tido|esta|estava|esteve|foi|era|sido|uma|uns|umas|dos|das|nos|nas|que|com|para|pela|pelo|algum|alguma)$/,
  es: /^(?:ella|ellos|ellas|sus|mis|usted|paciente|tiene|tuvo|tenia|tenido|esta|estaba|estuvo|fue|era|sido|una|unos|unas|los|las|del|que|con|para|por|algun|alguna|han|hay)$/,
  de: /^(?:sie|ihr|ihre|ihren|ihrem|ihrer|sein|seine|seinen|seinem|seiner|mein|meine|ich|patient|patientin|hat|haben|hatte|hatten|ist|sind|war|waren|gewesen|wird|wurde|der|die|das|den|dem|des|ein|eine|einen|einem|einer|und|mit|fur|irgendwelche)$/,
}
/** Words of a clause's person or auxiliary, folded: a part with one is a clause, not a bare name or an item. */
const CLAUSE_HEAD: Record<Language, RegExp> = {
  en: /^(?:i|he|she|they|we|you|it|i'm|you're|she's|he's|it's|has|have|had|was|were|are|is|does|did|do|will|would)$/,
  pt: /^(?:eu|ele|ela|eles|elas|voce|tem|teve|tinha|esta|estava|esteve|foi|era|e|sao|faz|fez)$/,
  es: /^(?:yo|el|ella|ellos|ellas|usted|tiene|tuvo|tenia|esta|estaba|estuvo|fue|era|es|son|ha|han|hace|hizo)$/,
  de: /^(?:ich|er|sie|es|wir|hat|haben|hatte|hatten|ist|sind|war|waren|wird|wurde)$/,
}
/** Words a note denies with after what they deny ('ruled out', 'descartada', 'ausgeschlossen'), folded. */
const DENIED_AFTER: Record<Language, RegExp> = {
  en: /\b(?:ruled out|excluded|negative|absent|resolved|unremarkable)\b/,
  pt: /\b(?:descartad[oa]s?|excluid[oa]s?|negativ[oa]s?|ausentes?|resolvid[oa]s?)\b/,
  es: /\b(?:descartad[oa]s?|excluid[oa]s?|negativ[oa]s?|ausentes?|resuelt[oa]s?)\b/,
  de: /\b(?:ausgeschlossen|negativ\w*|fehlend\w*|abgeklungen|unauffallig\w*)\b/,
}
/** Words of a part that make it a clause without a person or auxiliary said. */
const CLAUSE_WORDS_AT_LEAST = 3
/** Words at the head of a part read for its clause's person or auxiliary. */
const CLAUSE_HEAD_WORDS = 3
/** The share of a part's words a sentence must say for the part to be that sentence written again. */
const COPIED = 0.75

/** The parts of a line, and the items of each, with their offsets in the line. */
function partsOf(text: string, language: Language): { start: number; end: number }[] {
  const cut = (from: number, to: number, ends: RegExp) => {
    const out: { start: number; end: number }[] = []
    let at = from
    for (const m of fold(text.slice(from, to)).matchAll(ends)) {
      out.push({ start: at, end: from + m.index })
      at = from + m.index + m[0].length
    }
    out.push({ start: at, end: to })
    return out
  }
  return cut(0, text.length, PART_ENDS[language]).flatMap((p) => {
    const items = cut(p.start, p.end, ITEM_ENDS[language])
    return items.length > 1 ? [p, ...items] : [p]
  })
}

/** A sentence's denial, read for a note that wrote the sentence again without it. */
interface SaidDenial {
  sentence: number
  /** The words' stems and the content stems said around the denial. */
  words: Set<string>
  stems: Set<string>
  /** The content stems the denial reaches; the first is what it denies. */
  denied: string[]
  /** An ability denied ('can't', 'não consigo'), which only an ability written turns. */
  ability: boolean
}
/** The consultation's denials by what each denies first, and each word's stem by the sentences that affirm it. */
interface SaidDenials {
  byHead: Map<string, SaidDenial[]>
  affirming: Map<string, number[]>
}
/** Letters before a denial read with it for the sentence a note may have written again. */
const COPY_WINDOW = 100
const SAID_DENIALS = new WeakMap<ReviewContext['index'], SaidDenials>()
const wordsOf = (text: string, language: Language) =>
  (prepare(text).match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => w.length >= 3 && !REWORDED[language].test(w))
function saidDenials(ctx: ReviewContext): SaidDenials {
  const known = SAID_DENIALS.get(ctx.index)
  if (known) return known
  const { language } = ctx
  const out: SaidDenials = { byHead: new Map(), affirming: new Map() }
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key)
    if (list) list.push(value)
    else map.set(key, [value])
  }
  for (const s of ctx.consultation.sentences) {
    if (s.question) continue
    const reaches = denialReaches(s.said, language)
    const low = prepare(s.said)
    // The sentence without what its denials reach, read in one pass.
    const kept: string[] = []
    let from = 0
    for (const { at, reach } of reaches) {
      if (at > from) kept.push(low.slice(from, at))
      from = Math.max(from, at + reach.length)
    }
    kept.push(low.slice(from))
    const outside = kept.join(' ')
    const affirmed = new Set(contentStems(outside, language))
    for (const w of new Set(wordsOf(outside, language).map(stem))) add(out.affirming, w, s.index)
    // What the patient or a carer says of the patient; the clinician's denials explain, examine and plan
    // ('you don't have Cushing's', 'no tenderness at…'), which a note writes as findings of its own.
    if (s.speaker === 'clinician') continue
    for (const { from: cue, at, reach, ability } of reaches) {
      const denied = contentStems(reach, language)
      const head = denied[0]
      // A sentence that also says the thing outside its denial ('I don't feel well at night; in the day I feel
      // well') affirms it too.
      if (!head || affirmed.has(head)) continue
      // What is said around the denial, not the rest of a long turn the transcript left in one sentence.
      const around = low.slice(Math.max(0, cue - COPY_WINDOW), at + reach.length)
      add(out.byHead, head, {
        sentence: s.index,
        words: new Set(wordsOf(around, language).map(stem)),
        stems: new Set(contentStems(around, language)),
        denied,
        ability,
      })
    }
  }
  SAID_DENIALS.set(ctx.index, out)
  return out
}

/**
 * A sentence of the consultation written again without its denial ('I don't know my father' written 'She
 * did know her father', 'his breathing has not gotten worse' written 'his breathing has gotten worse'): a clause
 * of the line, up to its first denial, whose words the sentence says (three in four of them at least, every
 * content word), the first thing the sentence denies among them and most of them in what it denies. Only what
 * the patient or a carer says; the sentences the line comes from are weighed first; none may be a question, a
 * condition, a doubt or a plan, or a sentence that says the clause without a denial.
 */
function copyFlips(ctx: ReviewContext, l: number, around: Set<number>, found: Draft[]): Draft[] {
  const line = ctx.lines[l]!
  const { language } = ctx
  const said = saidDenials(ctx)
  if (!said.byHead.size) return []
  for (const part of partsOf(line.text, language)) {
    const text = line.text.slice(part.start, part.end)
    // 'Cushing's syndrome has been ruled out': a denial the note says after its thing.
    if (DENIED_AFTER[language].test(fold(text))) continue
    const denial = denialAt(text, language)
    const affirmed = denial < 0 ? text : text.slice(0, denial)
    const content = contentStems(affirmed, language)
    // Nothing the consultation denies first: nothing to weigh.
    if (!content.some((w) => said.byHead.has(w))) continue
    // A clause, with its person or auxiliary or of a few words (a language that drops its subject: 'Ya ha
    // conseguido…'): a bare name ('Chest pain') is read by the term reader.
    const all = prepare(affirmed).match(/[\p{L}\p{N}']+/gu) ?? []
    const words = wordsOf(affirmed, language).map(stem)
    if (!all.some((w) => CLAUSE_HEAD[language].test(w)) && words.length < CLAUSE_WORDS_AT_LEAST) continue
    // 'No swelling or bruising in the palm': a denial earlier in the sentence reaches on, unless a clause of
    // its own starts ('…did not report this and so that she had…').
    const sentenceStart =
      Math.max(...['.', ';', ':', '!', '?'].map((c) => line.text.lastIndexOf(c, part.start - 1))) + 1
    if (
      denialAt(line.text.slice(sentenceStart, part.start), language) >= 0 &&
      !all.slice(0, CLAUSE_HEAD_WORDS).some((w) => CLAUSE_HEAD[language].test(w))
    )
      continue
    if (words.length < 2) continue
    const at = { start: line.start + part.start, end: line.start + part.start + affirmed.trimEnd().length }
    if (found.some((d) => d.note && d.note.start < at.end && at.start < d.note.end)) continue
    const able = all.some((w) => ABLE.test(w))
    const copies = [...new Set(content)]
      .flatMap((w) => said.byHead.get(w) ?? [])
      .filter(
        (d) =>
          (!d.ability || able) &&
          content.every((w) => d.stems.has(w)) &&
          words.filter((w) => d.words.has(w)).length >= COPIED * words.length &&
          // Most of what the part names is what the sentence denies, not what it says beside the denial.
          content.filter((w) => d.denied.includes(w)).length * 2 > content.length,
      )
    if (!copies.length) continue
    // Said anywhere without a denial, every word of it in one sentence: the clause stands.
    const distinct = new Set(words)
    const counts = new Map<number, number>()
    for (const w of distinct)
      for (const k of said.affirming.get(w) ?? []) counts.set(k, (counts.get(k) ?? 0) + 1)
    if ([...counts.values()].some((n) => n === distinct.size)) continue
    const unitOf = (d: SaidDenial) => ctx.index.unitOfSentence[d.sentence]!
    const copy = copies.find((d) => around.has(unitOf(d))) ?? copies[0]
    if (copy) return [flipped(ctx.index.units[unitOf(copy)]!, at)]
  }
  return []
}

/** A contrast after a comma, which starts a clause no condition before it sets ('…if he had swallowed it, but…'). */
const CONTRAST_CLAUSE: Record<Language, RegExp> = {
  en: /(?=,\s*(?:but|however)\b)/i,
  pt: /(?=,\s*(?:mas|porém|porem)(?![\p{L}]))/iu,
  es: /(?=,\s*(?:pero|sin embargo)(?![\p{L}]))/iu,
  de: /(?=,\s*(?:aber|jedoch)(?![\p{L}]))/iu,
}
/**
 * A line with each clause that sets a condition blanked out (same length, so offsets hold): its sentence, up
 * to a contrast after a comma.
 */
function withoutConditions(text: string, language: Language): string {
  const condition = READING[language].condition
  const sets = (clause: string) => condition.test(clause) || (language === 'de' && BEI_CONDITION.test(clause))
  if (!sets(text)) return text
  return text.replace(/[^.!?;]+(?:[.!?;]+(?=\s|$)|$)/g, (sentence) =>
    sentence
      .split(CONTRAST_CLAUSE[language])
      .map((clause) => (sets(clause) ? ' '.repeat(clause.length) : clause))
      .join(''),
  )
}
/**
 * A German condition said with 'bei' before the order it sets ('Bei Blutungen oder starken Bauchschmerzen kommen
 * Sie bitte sofort', 'Bei Fieber melden Sie sich'): 'in case of', which 'wenn' and 'falls' do not cover.
 */
const BEI_CONDITION =
  /(?:^|[.;:]\s*|[-•*]\s*)bei\s+[^.;!?]*?(?<![\p{L}])(?:kommen|melden|rufen|gehen|stellen|wenden)\s+sie(?![\p{L}])/iu

/**
 * Words that say how far something reaches, and the small words before its place ('bis in den Fuß', 'até ao
 * pé', 'hasta el pie', 'down into the foot'), folded.
 */
const REACH: Record<Language, RegExp> = {
  en: /\b(?:(?:all the way (?:down )?|down |as far as |up |(?:radiat|spread|travel|shoot|go)\w* (?:down )?)(?:to|into|in)|into) (?:the |your |his |her |my )?(\p{L}+)/gu,
  pt: /\bate (?:ao?s? |a |o |as |os |aos |na |no )?(?:seus? |suas? |meus? |minhas? )?(\p{L}+)/gu,
  es: /\bhasta (?:el |la |los |las |al |tus? |sus? |mis? )?(\p{L}+)/gu,
  de: /\bbis (?:in |zu |an |auf |unter )?(?:den |die |das |dem |der |ins |zum |zur |ans |aufs )?(?:(?:linke|rechte|grosse|kleine)[nmrs]? )?(\p{L}+)/gu,
}
/** A denial right before a reach ('nicht bis in den Fuß', 'não até ao pé', 'not down to the foot'), folded. */
const REACH_DENIED: Record<Language, RegExp> = {
  en: /\b(?:not|no|never|n't|without)\s+(?:\w+\s+)?$/,
  pt: /\b(?:nao|nunca|sem)\s+(?:\w+\s+)?$/,
  es: /\b(?:no|nunca|sin)\s+(?:\w+\s+)?$/,
  de: /\b(?:nicht|nie|kein\w*|ohne)\s+(?:\w+\s+)?$/,
}
/** Words of a question that asks of a reach ('Does the pain radiate down into your foot?'): a longer one asks more. */
const REACH_QUESTION_WORDS = 8
/** The places a text says something reaches, each with where its reach starts; what a denial precedes is left out. */
function reachesIn(text: string, language: Language): { place: string; at: number; denied: boolean }[] {
  const low = fold(text)
  return [...low.matchAll(REACH[language])].map((m) => ({
    place: m[1]!,
    at: m.index,
    denied: REACH_DENIED[language].test(low.slice(Math.max(0, m.index - 24), m.index)),
  }))
}

/**
 * A reach whose denial was dropped ('nicht bis in den Fuß' written 'bis in den Fuß', 'não até ao pé' written
 * 'até ao pé'): a place the line says something reaches that the consultation asks of as a reach ('Bis in den
 * Fuß?') and is answered no, and never says reached. A place asked of is otherwise not denied ('blood in your
 * vomit?'): here the place is what is asked.
 */
function reachFlips(ctx: ReviewContext, l: number, found: Draft[]): Draft[] {
  const line = ctx.lines[l]!
  const reaches = reachesIn(line.text, ctx.language).filter((r) => !r.denied)
  if (!reaches.length) return []
  const { sentences } = ctx.consultation
  const drafts: Draft[] = []
  for (const reach of reaches) {
    const at = { start: line.start + reach.at, end: line.start + reach.at + reach.place.length }
    if (found.some((d) => d.note && d.note.start < at.end + 40 && at.start < d.note.end)) continue
    const same = (r: { place: string }) => r.place === reach.place || sameWord(r.place, reach.place)
    // Said reached anywhere, or asked and not answered a plain no: nothing to weigh against.
    let denied: number | undefined
    let unsure = false
    sentences.forEach((s, k) => {
      for (const r of reachesIn(s.said, ctx.language).filter(same)) {
        if (!s.question) {
          if (!r.denied) unsure = true
          continue
        }
        // A question of more than the reach ('any problems lying flat when you get into bed?') asks something
        // else: its answer leaves the reach unsure.
        if ((fold(s.said).match(/\p{L}+/gu) ?? []).length > REACH_QUESTION_WORDS) {
          unsure = true
          continue
        }
        const answer = sentences[k + 1]
        if (!answer || answer.speaker === s.speaker) continue
        const reply = fold(answer.said)
          .replace(/^[\s,.¿¡-]+/, '')
          .replace(FILLERS[ctx.language], '')
        if (ANSWER[ctx.language].no.test(reply)) denied ??= k
        else unsure = true
      }
    })
    if (unsure || denied === undefined) continue
    const unit = ctx.index.units[ctx.index.unitOfSentence[denied]!]!
    drafts.push(flipped(unit, { start: at.start, end: line.start + line.text.length }))
  }
  return drafts.slice(0, 1)
}

/** A note's clause that affirms a family history and names nothing of it ('Significant family history.'), folded. */
const FAMILY_HISTORY_AFFIRMED: Record<Language, RegExp> = {
  en: /^(?:(?:a |positive |significant |strong |relevant |notable )+family (?:medical )?history|family (?:medical )?history (?:is )?(?:significant|positive|relevant|notable|contributory))$/,
  pt: /^(?:com |tem )?antecedentes (?:familiares|heredo-?familiares) (?:relevantes|significativos|de relevo|positivos|de interesse)$/,
  es: /^(?:con |tiene )?antecedentes familiares (?:relevantes|significativos|de interes|positivos)$/,
  de: /^(?:(?:eine |mit )?(?:relevante|positive|auffallige) familienanamnese|familienanamnese (?:positiv|auffallig|relevant))$/,
}
/** A question of the family's health ('does asthma run in your family?', 'antecedentes familiares'), folded. */
const FAMILY_ASKED =
  /\b(?:family|runs? in|familia|familiares|familie|familienanamnese|erblich\w*|hereditar\w*)\b/
/** The family's questions the consultation asks and their answers, where each is a plain no; read once. */
const FAMILY_DENIED = new WeakMap<ReviewContext['index'], number | null>()
function familyDenied(ctx: ReviewContext): number | null {
  const known = FAMILY_DENIED.get(ctx.index)
  if (known !== undefined) return known
  const { sentences } = ctx.consultation
  const read = new Set<number>()
  let denied: number | null = null
  for (const [i, s] of sentences.entries()) {
    if (s.speaker === 'patient' || !s.question || !FAMILY_ASKED.test(prepare(s.said))) continue
    const answer = sentences.slice(i + 1).find((x) => x.turn !== s.turn)
    const reply = prepare(answer?.said ?? '')
      .replace(/^[\s,.¿¡-]+/, '')
      .replace(FILLERS[ctx.language], '')
    // A family question left unanswered, or answered otherwise than no, leaves the family's history open.
    if (!answer || answer.speaker === s.speaker || !ANSWER[ctx.language].no.test(reply)) {
      denied = null
      break
    }
    read.add(i)
    for (const x of sentences) if (x.turn === answer.turn) read.add(x.index)
    denied ??= answer.index
  }
  // A relative spoken of anywhere else may carry a history the questions did not reach.
  if (denied !== null && sentences.some((s) => !read.has(s.index) && FAMILY.test(prepare(s.said))))
    denied = null
  FAMILY_DENIED.set(ctx.index, denied)
  return denied
}

/**
 * A family history affirmed with nothing named of it ('Significant family history.', 'Con antecedentes
 * familiares de interés.') where every question of the family was answered with a plain no ('Does asthma run in
 * your family?' 'No, I think I am the only one.') and no relative is spoken of elsewhere.
 */
function familyHistoryFlips(ctx: ReviewContext, l: number): Draft[] {
  const line = ctx.lines[l]!
  const clause = fold(line.text)
    .replace(/^[\s\-•*]+/, '')
    .replace(/[\s.!]+$/, '')
  if (!FAMILY_HISTORY_AFFIRMED[ctx.language].test(clause)) return []
  const denied = familyDenied(ctx)
  if (denied === null) return []
  const unit = ctx.index.units[ctx.index.unitOfSentence[denied]!]
  if (!unit) return []
  const start = line.text.length - line.text.trimStart().length
  return [flipped(unit, { start: line.start + start, end: line.start + line.text.trimEnd().length })]
}

/** Sentences of the next turn read as the answer to a question a line was aligned to. */
const ANSWER_REACH = 3

/**
 * The units a line comes from, with the answer to a question among them that stands in units of its own (a
 * long answer: 'Any family history of heart disease or diabetes?' 'My brother had prostate cancer, but that's
 * it. No diabetes or heart issues.'): the first sentences of the other speaker's next turn.
 */
function withAnswers(ctx: ReviewContext, around: Set<number>): Set<number> {
  const { units, unitOfSentence } = ctx.index
  const { sentences } = ctx.consultation
  const out = new Set(around)
  for (const u of around) {
    const last = units[u]!.sentences.at(-1)
    if (!last?.question) continue
    const next = sentences[last.index + 1]
    if (!next || next.turn !== last.turn + 1 || next.speaker === last.speaker) continue
    for (let k = next.index; k < next.index + ANSWER_REACH && sentences[k]?.turn === next.turn; k++) {
      const v = unitOfSentence[k]
      if (v !== undefined) out.add(v)
    }
  }
  return out
}

/** Each sentence of the consultation folded, its words joined by one space; read once. */
const SENTENCE_WORDS = new WeakMap<ReviewContext['consultation'], string[][]>()
function sentenceWords(ctx: ReviewContext): string[][] {
  let words = SENTENCE_WORDS.get(ctx.consultation)
  if (!words) {
    // As said, and as read ('Three days of burning…' is the note's '3 days of burning…').
    words = ctx.consultation.sentences.map((s) =>
      [s.said, s.text].map((t) =>
        fold(t)
          .replace(/[^\p{L}\d]+/gu, ' ')
          .trim(),
      ),
    )
    SENTENCE_WORDS.set(ctx.consultation, words)
  }
  return words
}

/** A named symptom or finding of a line whose negation was flipped. */
function termFlips(ctx: ReviewContext, l: number, around: Set<number>): Draft[] {
  const drafts: Draft[] = []
  const line = ctx.lines[l]!
  const low = fold(line.text)
  // What the patient reports is contradicted by what the patient says, not by the examination.
  const reported = REPORTED.test(low)
  const ros = REVIEW_OF_SYSTEMS.test(fold(line.section))
  const terms = termsIn(line.text, ctx.language)
  for (const term of terms) {
    // A symptom a plan looks into ('rule out fever', 'follow up on his murmur') is not affirmed.
    if (term.polarity === 'affirmed' && PLANNED.test(low)) continue
    // A denial of a circumstance or of how often ('no pain every time he eats') leaves the rest open.
    if (term.polarity === 'negated' && circumstanced(line.text, term)) continue
    const sentence = sentenceAround(low, term.start)
    // A sentence of the note that is a whole sentence said where the line comes from flips nothing ('…hay un
    // punto sangrante…, ahora no sangra' copied as said).
    const words = sentence.replace(/[^\p{L}\d]+/gu, ' ').trim()
    if (
      words.split(' ').length >= 4 &&
      ctx.consultation.sentences.some(
        (said, k) =>
          around.has(ctx.index.unitOfSentence[said.index]!) && sentenceWords(ctx)[k]!.includes(words),
      )
    )
      continue
    const mentions = (ctx.saidTerms.get(term.key) ?? []).filter(
      (t) => sameSite(term, t) && !(reported && t.exam),
    )
    const said = mentions.filter((t) => !t.echo)
    // Where the line comes from decides when the line matched it well. Elsewhere, plain answers; and
    // against what the note affirms, also the patient's words and the examination (for a finding of one
    // place, only what names the same place): a denial in the note is often narrower (a time, a review
    // of systems) than a passing mention elsewhere.
    const trusted = ctx.aligned[l]!.score >= TRUSTED_ALIGNMENT
    // What the note says of today is weighed against what was said of today, wherever it was said ('Has he
    // been throwing up today?' 'No, I haven't today.'): the rest of the consultation speaks of other days.
    const ofToday = TODAY[ctx.language].test(partAround(low, term))
      ? said.filter((t) => saidOfToday(ctx, t))
      : []
    const local = ofToday.length
      ? ofToday
      : trusted
        ? said.filter((t) => around.has(ctx.index.unitOfSentence[t.sentence]!))
        : []
    const decisive = local.length
      ? local
      : term.polarity === 'negated'
        ? LOCAL_ONLY.has(term.key)
          ? []
          : said.filter((t) => t.answered)
        : LOCAL_ONLY.has(term.key)
          ? said.filter((t) =>
              // A review of systems gives what the patient answered, of no one place.
              ros && !term.site.length && t.answered
                ? true
                : term.site.length
                  ? t.site.some((w) => term.site.includes(w))
                  : sharesPlace(sentence, saidWithQuestion(ctx, t.sentence), ctx.language),
            )
          : said
    if (!decisive.length || decisive.some((t) => t.polarity === term.polarity)) continue
    // Elsewhere, the same thing said anywhere the note's way ('maybe a bit of nausea') leaves it open; a pain
    // of another place ('dolor en otras localizaciones') only where another place is said.
    const elsewhereOnly = term.site.includes(ELSEWHERE_SITE)
    if (
      !local.length &&
      mentions.some(
        (t) =>
          t.polarity === term.polarity && !t.timed && (!elsewhereOnly || t.site.includes(ELSEWHERE_SITE)),
      )
    )
      continue
    // What the note affirms of the past ('blood in her stool 3 years ago') is not denied by today's no, nor
    // what it denies of today ('no diarrhea today') affirmed by a yes from elsewhere.
    // Unless the consultation denies it of all time ('have you ever smoked?' 'no', 'never').
    if (term.polarity === 'affirmed' && PAST.test(sentence) && !decisive.some((t) => t.ever)) continue
    // 'Rare ETOH use', 'drinks socially': a degree the consultation's plain no does not weigh.
    if (term.polarity === 'affirmed' && HEDGED.test(hedgeWindow(low, term, terms))) continue
    if (term.polarity === 'negated' && !local.length && NOW.test(sentence)) continue
    // Said of a time only, it contradicts nothing.
    const against = decisive.filter((t) => !t.timed)
    if (!against.length) continue
    const unit = ctx.index.units[ctx.index.unitOfSentence[against[0]!.sentence]!]!
    drafts.push(flipped(unit, { start: line.start + term.start, end: line.start + term.end }))
  }
  return drafts
}

/** Where a condition starts ('unless' is one already denied), folded. */
const CONDITION_WORD: Record<Language, RegExp> = {
  en: /\b(if|unless)\b/g,
  pt: /\b(se|caso)\b/g,
  es: /\b(si)\b/g,
  de: /\b(falls|wenn)\b/g,
}
/** A denial inside a condition's clause, folded. */
const CLAUSE_DENIAL: Record<Language, RegExp> = {
  en: /\b(?:not|cannot|no|never|without)\b|n't\b/,
  pt: /\b(?:nao|sem|nunca|nenhum\w*)\b/,
  es: /\b(?:no|sin|nunca|ningun\w*)\b/,
  de: /\b(?:nicht|kein\w*|ohne|nie)\b/,
}
/** Where a condition's clause ends: its next alternative, in the language's words ('o' is an article in pt). */
const ALTERNATIVE_ENDS: Record<Language, RegExp> = {
  en: /[,.;:!?]|\s(?:or|and)\s/,
  pt: /[,.;:!?]|\s(?:ou|e)\s/,
  es: /[,.;:!?]|\s(?:o|u|y|e)\s/,
  de: /[,.;:!?]|\s(?:oder|und)\s/,
}
/** Words of a condition's clause: up to its end, its next alternative, or eight words. */
const CLAUSE_WORDS = 8

/**
 * What a line's conditions say: whether each is denied ('if it does not improve', 'se não melhorar', 'si en
 * tres días no ha mejorado', 'falls keine Besserung') and the stems of what it conditions.
 */
function conditionsIn(text: string, language: Language) {
  const folded = fold(text)
  return [...folded.matchAll(CONDITION_WORD[language])].map((m) => {
    const rest = folded.slice(m.index + m[0].length)
    // The first of its alternatives only ('if short of breath or cannot swallow': the 'not' is the second's).
    const clause = rest
      .split(ALTERNATIVE_ENDS[language])[0]!
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, CLAUSE_WORDS)
      .join(' ')
    const denied = CLAUSE_DENIAL[language].test(clause)
    return {
      negated: m[1] === 'unless' ? !denied : denied,
      change: changeOf(clause, denied, m[1] === 'unless', language),
      stems: new Set(contentStems(clause, language).filter((w) => !/^\d/.test(w))),
      start: m.index,
      end: m.index + m[0].length + (rest.length - rest.trimStart().length) + clause.length,
    }
  })
}

/**
 * A condition whose negation the note flipped ('review if it does not improve' written 'review if it
 * improves'): only against the consultation's sentences the line was written from, and only where they set
 * the same condition, on the same word, the other way.
 */
function conditionFlips(ctx: ReviewContext, l: number, around: Set<number>): Draft[] {
  const aligned = ctx.aligned[l]!
  const line = ctx.lines[l]!
  if (aligned.score < TRUSTED_ALIGNMENT)
    return changeConditionFlips(ctx, l, conditionsIn(line.text, ctx.language))
  const units = [...around].map((u) => ctx.index.units[u]!)
  const said = units.flatMap((unit) => conditionsIn(unit.said, ctx.language).map((c) => ({ ...c, unit })))
  const drafts: Draft[] = []
  const named = new Set(contentStems(line.text, ctx.language))
  const unnamed: ReturnType<typeof conditionsIn> = []
  for (const c of conditionsIn(line.text, ctx.language)) {
    // Any condition said there the note's way (on other words: 'if it's not getting better') leaves it open;
    // not one the line writes as another of its alternatives ('se ficar prostrado' for '… ou prostração').
    const another = (s: { stems: Set<string> }) =>
      ![...s.stems].some((w) => c.stems.has(w)) && [...s.stems].some((w) => named.has(w))
    const same = said.filter((s) => [...c.stems].some((w) => s.stems.has(w)))
    // Conditions of a change agree by its sense ('if it does not improve' and 'if it gets worse').
    const agrees = (s: { negated: boolean; change: boolean | null }) =>
      c.change !== null && s.change !== null ? s.change === c.change : s.negated === c.negated
    // A change the sentences there set on no word of it is weighed as where the line was written in other words.
    if (!same.length) unnamed.push(c)
    if (!same.length || said.some((s) => agrees(s) && !another(s))) continue
    const unit = same[0]!.unit
    drafts.push(flipped(unit, { start: line.start + c.start, end: line.start + c.end }))
  }
  return [...drafts, ...changeConditionFlips(ctx, l, unnamed)]
}

/** Words of a change for the better, and for the worse, inside a condition's clause, folded. */
const BETTER: Record<Language, RegExp> = {
  en: /\b(?:improv\w*|better)\b/,
  pt: /\bmelhor\w*/,
  es: /\bmejor\w*/,
  de: /\b(?:besser\w*|gebessert|verbesser\w*)\b/,
}
const WORSE: Record<Language, RegExp> = {
  en: /\b(?:worse|worsen\w*|deteriorat\w*)\b/,
  pt: /\b(?:pior\w*|agrav\w*)/,
  es: /\b(?:empeor\w*|peor\w*|agrav\w*)/,
  de: /\b(?:schlechter\w*|schlimmer\w*|verschlechter\w*|verschlimmer\w*)/,
}

/**
 * Whether a condition is of things getting better (true: 'if it improves') or not (false: 'if it does not
 * improve', 'if it gets worse', 'se não melhorar', 'si empeora', 'bei Verschlechterung'); null when it is of
 * neither, or of a denied worsening, whose sense is unsure.
 */
function changeOf(clause: string, denied: boolean, unless: boolean, language: Language): boolean | null {
  const better = BETTER[language].test(clause)
  const worse = WORSE[language].test(clause)
  if (better === worse) return null
  if (worse) return denied ? null : unless
  return denied === unless
}

/** The conditions of a change the consultation sets, with their unit; read once. */
const CHANGE_CONDITIONS = new WeakMap<ReviewContext['index'], { change: boolean; unit: number }[]>()
function changeConditions(ctx: ReviewContext) {
  let said = CHANGE_CONDITIONS.get(ctx.index)
  if (!said) {
    said = ctx.index.units.flatMap((unit, u) =>
      conditionsIn(unit.said, ctx.language).flatMap((c) =>
        c.change === null ? [] : [{ change: c.change, unit: u }],
      ),
    )
    CHANGE_CONDITIONS.set(ctx.index, said)
  }
  return said
}

/**
 * A condition of a change flipped in a line written in other words than the consultation's ('If her swelling
 * has not improved, we will consider an MRI' written 'has improved', against 'we'll see if that swelling got
 * any worse'): where every condition of a change the consultation sets is the other way.
 */
function changeConditionFlips(
  ctx: ReviewContext,
  l: number,
  conditions: ReturnType<typeof conditionsIn>,
): Draft[] {
  const line = ctx.lines[l]!
  const said = changeConditions(ctx)
  const drafts: Draft[] = []
  for (const c of conditions) {
    if (c.change === null || !said.length || said.some((s) => s.change === c.change)) continue
    const unit = ctx.index.units[said[0]!.unit]!
    drafts.push(flipped(unit, { start: line.start + c.start, end: line.start + c.end }))
  }
  return drafts
}

/** The stems of the states' own words, which name nothing the state is of. */
const STATE_STEMS = new Set([
  'contr',
  'uncon',
  'desco',
  'compe',
  'stabl',
  'unsta',
  'estav',
  'insta',
  'estab',
  'inest',
  'kontr',
  'unkon',
  'kompe',
  'dekom',
  'einge',
  'entgl',
  'stabi',
  'well',
  'poorl',
  'gut',
  'schle',
  'bem',
  'bien',
  'impro',
  'bette',
  'melho',
  'mejor',
  'besse',
  'gebes',
  'verbe',
  'getti',
  'gotte',
  'feeli',
])

/**
 * A condition's state flipped ('hipertensão não controlada' written 'hipertensão controlada', 'unstable'
 * written 'stable'): only against the consultation's statements the line was written from, and only where
 * they say the same state one way only, the other way.
 */
function stateFlips(ctx: ReviewContext, l: number, around: Set<number>): Draft[] {
  const line = ctx.lines[l]!
  // A line written from several sentences ('Diabetes, not well controlled') matches none of them well: then
  // what the whole consultation says counts where the state's own clause names what the line names.
  const trusted = ctx.aligned[l]!.score >= TRUSTED_ALIGNMENT
  const named = new Set(contentStems(line.text, ctx.language).filter((w) => !STATE_STEMS.has(w)))
  const said = saidStates(ctx).filter((s) =>
    trusted ? around.has(s.unit) : s.clause.some((w) => named.has(w)),
  )
  const drafts: Draft[] = []
  for (const state of statesIn(line.text, ctx.language)) {
    if (state.negated === null) continue
    const same = said.filter((s) => s.key === state.key && s.circumstance === state.circumstance)
    // Said the note's way, or in words whose reach is unsure: nothing to weigh against.
    if (!same.length || same.some((s) => s.negated !== !state.negated)) continue
    const unit = ctx.index.units[same[0]!.unit]!
    drafts.push(flipped(unit, { start: line.start + state.start, end: line.start + state.end }))
  }
  return drafts
}

/** The states the consultation's statements say, with their unit and the stems of their clause; read once. */
const STATES_SAID = new WeakMap<
  ReviewContext['index'],
  (StateMention & { unit: number; clause: string[] })[]
>()
function saidStates(ctx: ReviewContext) {
  let said = STATES_SAID.get(ctx.index)
  if (!said) {
    said = ctx.index.units.flatMap((unit, u) =>
      unit.sentences
        .filter((s) => !s.question)
        // A condition is read within the state's own clause ('bei diesen Werten' sets none).
        .flatMap((s) =>
          statesIn(s.said, ctx.language).map((state) => {
            const clause = contentStems(stateClause(s.said, state), ctx.language)
            // A change said of a pronoun ('…pain in my shoulder and it's not getting better') is of what its
            // sentence, or the one before it in the turn, names.
            const named = clause.some((w) => !STATE_STEMS.has(w))
            return {
              ...state,
              unit: u,
              clause: named || state.key !== 'improving' ? clause : pronounClause(ctx, s.index),
            }
          }),
        ),
    )
    STATES_SAID.set(ctx.index, said)
  }
  return said
}

/** The stems of a sentence and of the one before it in its turn: what a pronoun in it may stand for. */
function pronounClause(ctx: ReviewContext, k: number): string[] {
  const { sentences } = ctx.consultation
  const here = sentences[k]!
  const before = sentences[k - 1]
  const text = before && before.turn === here.turn ? `${before.said} ${here.said}` : here.said
  return contentStems(text, ctx.language)
}

/** Words of a note that frame what it affirms rather than name it: 'positive for', 'a history of', 'known'. */
const FRAMING =
  /^(?:positive|history|famil\w*|significant|known|other|recent\w*|current\w*|previous\w*|prior|past|previ[oa]s?|fruher\w*|atualmente|actualmente|derzeit|aktuell|zurzeit|left|right|bilateral\w*|evidence|signs?|symptoms?|sinais|signos|zeichen|problems?|issues?|any|patient|reports?|reported|claims?|claimed|states?|notes?|noted|endorses?|endorsed|has|had|have|positiv[oa]s?|historia|antecedentes?|conhecid[oa]s?|conocid[oa]s?|refere|refiere|afirma|bekannt\w*|vorgeschichte|anamnese|bejaht|berichtet|behauptet|positiv)$/

/** Words of trouble in general ('issues', 'problemas'): they name what an item denies when nothing else does. */
const TROUBLE = /^(?:problems?|issues?|problemas?|probleme?|troubles?)$/
/** A time frame ('since that time', 'desde então', 'seitdem') says when, and names nothing. */
const SINCE = /^(?:since|desde|seitdem|seither)$/
/**
 * What an item names: its words but the framing ones and a time frame; an item of framing words and one of
 * trouble ('She reports issues since that time') names the trouble.
 */
function namedIn(words: string[]): string[] {
  const named = words.filter((w) => !FRAMING.test(w) && !SINCE.test(w) && !SEEMS.test(w))
  return named.length ? named : words.filter((w) => TROUBLE.test(w))
}

/**
 * The clauses of a line: its sentences, and what a contrast starts ('…, but he was dazed'); not a label. A
 * contrast word set right after a verb of saying or an auxiliary ('He denies, however, any…', 'She did not,
 * however, return…', 'Nega, porém, …', 'Er verneint jedoch…') goes on with that verb's clause.
 */
const CLAUSE =
  /[^.;:!?]+?(?=[.;!?]|(?<!\b(?:denie[sd]|deny|does|did|did not|didn't|states?|stated|reports?|reported|notes?|noted|nega|negou|refere|referiu|niega|nego|refiere|refiri[oó]|verneint\w*|berichtet\w*|gibt),?),?\s+\b(?:but|however|although|though|mas|porem|embora|pero|aunque|aber|jedoch|obwohl)\b|$)/gi
/** The items of a clause: 'hypertension, coronary artery disease or diabetes'. */
const ITEMS = /,|\/|\b(?:or|and|ou|e|o|y|oder|und)\b/

/** Sentences after a unit read for the answer to a question asked back about. */
const ASKED_BACK_REACH = 8

/** What each unit of the consultation affirms and denies, word by word; read once per unit. */
const UNIT_POLARITIES = new WeakMap<ReviewContext['index'], Map<number, WordPolarities>>()
function polaritiesOf(ctx: ReviewContext, u: number): WordPolarities {
  let read = UNIT_POLARITIES.get(ctx.index)
  if (!read) {
    read = new Map()
    UNIT_POLARITIES.set(ctx.index, read)
  }
  let p = read.get(u)
  if (!p) {
    const { sentences } = ctx.index.units[u]!
    const next = (sentences.at(-1)?.index ?? -1) + 1
    // A few sentences on, for a question the patient asked back about before answering.
    p = unitPolarities(
      sentences,
      ctx.language,
      ctx.consultation.sentences.slice(next, next + ASKED_BACK_REACH),
    )
    read.set(u, p)
  }
  return p
}

/** What some units deny, with every word they affirm by its first four letters (as `sameWord` needs). */
interface ReadUnits {
  read: { u: number; p: WordPolarities }[]
  affirmed: Map<string, string[]>
  /** The units read by the first four letters of each word they deny, for a long consultation. */
  denying?: Map<string, { u: number; p: WordPolarities }[]>
}
function readUnits(ctx: ReviewContext, units: number[]): ReadUnits {
  const read = units
    .filter((u) => ctx.index.units[u]!.sentences.length)
    .map((u) => ({ u, p: polaritiesOf(ctx, u) }))
  const words = new Map<string, Set<string>>()
  for (const { p } of read)
    for (const w of p.affirmed) {
      const bucket = words.get(w.slice(0, 4))
      if (bucket) bucket.add(w)
      else words.set(w.slice(0, 4), new Set([w]))
    }
  return { read, affirmed: new Map([...words].map(([k, v]) => [k, [...v]])) }
}
const EVERYWHERE = new WeakMap<ReviewContext['index'], ReadUnits>()
function everywhere(ctx: ReviewContext): ReadUnits {
  let all = EVERYWHERE.get(ctx.index)
  if (!all) {
    const read = readUnits(
      ctx,
      ctx.index.units.map((_, u) => u),
    )
    // Elsewhere only a question's plain no counts: the other units are kept for what they affirm.
    const asked = read.read
      .map(({ u, p }) => ({ u, p: { ...p, denied: p.denied.filter((d) => d.head === null) } }))
      .filter(({ p }) => p.denied.length)
    const denying = new Map<string, { u: number; p: WordPolarities }[]>()
    for (const entry of asked)
      for (const w of new Set(entry.p.denied.flatMap((d) => d.words.map((x) => x.slice(0, 4)))))
        if (denying.has(w)) denying.get(w)!.push(entry)
        else denying.set(w, [entry])
    all = { affirmed: read.affirmed, read: asked, denying }
    EVERYWHERE.set(ctx.index, all)
  }
  return all
}

/**
 * The unit that denies one of the items: every word that names the item denied in one item said, that
 * item's head among the note's words ('no medical care' leaves 'medical' open), and none of them affirmed
 * in the units read. `answered`: only a question's plain no.
 */
function itemDenied(
  items: { words: string[]; named: string[] }[],
  units: ReadUnits,
  answered: boolean,
  ever = false,
) {
  const affirms = (w: string) => (units.affirmed.get(w.slice(0, 4)) ?? []).some((a) => sameWord(w, a))
  // Only the units that deny a word of the item's can deny it all.
  const candidates = units.denying
    ? [...new Set(items.flatMap((item) => units.denying!.get(item.named[0]!.slice(0, 4)) ?? []))].sort(
        (a, b) => a.u - b.u,
      )
    : units.read
  return candidates.find(({ p }) =>
    items.some((item) =>
      p.denied.some(
        (d) =>
          (!answered || d.head === null) &&
          (!ever || d.ever) &&
          // The question's framing words ('any history of…?') deny nothing: 'a good historian' stands.
          item.named.every(
            (w) =>
              d.words.some((x) => sameWord(w, x) && (!FRAMING.test(x) || TROUBLE.test(x))) && !affirms(w),
          ) &&
          // 'Any treatment for the rash?' 'No.' denies the treatment, not the rash.
          (!d.treated || item.named.some((w) => !d.treated!.some((x) => sameWord(w, x)))) &&
          (d.head === null
            ? !d.heads || item.words.some((w) => d.heads!.some((h) => sameWord(w, h)))
            : item.words.some((w) => sameWord(w, d.head!))),
      ),
    ),
  )
}

/**
 * Words a denial was dropped from, right before what it denied: a verb's auxiliary ('Epiduo was covered'), a
 * 'with' ('with contrast'), a 'reports'. What stands between them and the thing is skipped (articles,
 * possessives, 'any', the framing words).
 */
const SLOT: Record<Language, RegExp> = {
  en: /^(?:is|are|was|were|be|been|has|have|had|does|do|did|can|could|will|would|with|there|reports?|reported|endorses?|endorsed|shows?|showed|reveals?|revealed)$/,
  pt: /^(?:e|esta|estao|sao|foi|foram|tem|teve|tinha|ha|houve|com|refere|referiu|apresenta|apresentou|mostra|mostrou)$/,
  es: /^(?:es|esta|estan|son|fue|fueron|tiene|tuvo|tenia|hay|hubo|con|refiere|refirio|presenta|presento|muestra|mostro)$/,
  de: /^(?:ist|sind|war|waren|hat|haben|hatte|hatten|mit|bejaht|berichtet|zeigt|zeigte)$/,
}
/** A 'with' a 'without' was dropped from. */
const WITH = /^(?:with|com|con|mit)$/
/** Denials by a 'without', by a verb's 'not', and by a pronoun ('nothing new'), which name no thing after them. */
const WITHOUT_CUE = /^(?:without|free of|absence of|sem|ausencia de|sin|ohne)$/
const VERB_CUE = /^(?:not|n't|cannot|never|nao|nunca|nicht|nie|niemals)$/
const PRONOUN_CUE = /^(?:nothing|none|nobody|neither|nada|nenhum|ninguno|nichts|weder)$/
/** Words of being able: 'can't' denies an ability, which only an ability written ('can') turns. */
const ABILITY =
  /^(?:ca|can|could|cannot|couldn|pode|podia|podem|conseg\w*|puede|podia|pueden|kann|konnte|konnen)$/
const SKIPPED =
  /^(?:a|an|the|any|some|his|her|their|its|of|um|uma|o|a|os|as|seu|sua|de|da|do|un|una|el|la|los|las|su|sus|del|ein|eine|einen|einem|einer|der|die|das|den|dem|des|sein\w*|ihr\w*|von)$/

/**
 * The unit where the line comes from that denies a thing the clause names whole, in more words than the thing
 * ('no family history of colon cancer' written 'Family history of colon cancer', 'without contrast' written
 * 'a CT of the abdomen and pelvis with contrast', 'Epiduo was not covered' written 'Epiduo was covered'):
 * the first item after a denial, every word of it among the clause's words and said there only denied, one of
 * them more than framing, and the clause naming it where a denial stood: at its start, or after an auxiliary,
 * a 'with' or a 'reports' ('misplaced the Cardizem' is not 'not on Cardizem').
 */
function deniedWhole(ctx: ReviewContext, clause: string, units: ReadUnits) {
  const tokens = clause.match(/[\p{L}\p{N}']+/gu) ?? []
  const at = (x: string) => tokens.findIndex((w) => sameWord(w, x))
  // What stands before the thing must be what the denial's own word leaves when dropped: a 'with' for a
  // 'without', an auxiliary for a verb's 'not'.
  const slotted = (k: number, cue: string, before: string | undefined) => {
    let j = k - 1
    // An auxiliary is the slot though it frames too ('has changed'): the skip stops there.
    while (
      j >= 0 &&
      (SKIPPED.test(tokens[j]!) || FRAMING.test(tokens[j]!)) &&
      !(VERB_CUE.test(cue) && SLOT[ctx.language].test(tokens[j]!))
    )
      j--
    const slot = tokens[j]
    if (WITHOUT_CUE.test(cue)) return slot !== undefined && WITH.test(slot)
    if (ABILITY.test(cue) || ABILITY.test(before ?? '')) return slot !== undefined && ABILITY.test(slot)
    if (VERB_CUE.test(cue)) return slot !== undefined && !WITH.test(slot) && SLOT[ctx.language].test(slot)
    return slot === undefined || SLOT[ctx.language].test(slot)
  }
  return units.read.find(({ u, p }) =>
    p.denied.some((d) => {
      if (d.head === null || !d.first || !d.cue || PRONOUN_CUE.test(d.cue)) return false
      if (!d.words.some((x) => !FRAMING.test(x))) return false
      const where = d.words.map(at)
      if (!where.every((k) => k >= 0) || !slotted(Math.min(...where), d.cue, d.before)) return false
      const said = prepare(ctx.index.units[u]!.said).match(/[\p{L}\p{N}']+/gu) ?? []
      const times = (x: string) => said.filter((w) => sameWord(w, x)).length
      const deniedTimes = (x: string) => p.denied.filter((e) => e.words.some((w) => sameWord(w, x))).length
      return (
        d.words.every((x) => times(x) <= deniedTimes(x)) &&
        // A named symptom or finding is weighed by the term reader, with its circumstances and places.
        !termsIn(d.words.join(' '), ctx.language).length
      )
    }),
  )
}

/** Habits a person may have given up: tobacco, alcohol, drugs. */
const HABIT =
  /\b(?:smok\w*|tobacco|cigar\w*|alcohol\w*|drink\w*|etoh|drugs?|fum\w*|tabac\w*|tabag\w*|tabaq\w*|alcool\w*|beb\w*|drogas?|rauch\w*|nikotin\w*|alkohol\w*|trink\w*|drogen)\b/

/** A clause that says its items are normal ('histories are unremarkable') affirms none of them. */
const UNREMARKABLE =
  /\b(?:unremarkable|non-?contributory|negative|normal|sem alterac\w*|nada a registar|negativ[oa]s?|sin alteraciones|sin interes|unauffallig|blande|leer|negativ)\b/

/**
 * A part that denies on its own, after a comma: its denial or its 'normal' first, then what it names ('…, no
 * history of seizures', '…, sem febre', '…, sin fiebre', '…, kein Fieber', '…, normal blood pressure').
 */
const OWN_DENIAL: Record<Language, RegExp> = {
  en: /^(?:no|not|never|denies|denied|negative for|without|normal|unremarkable)\s+(?:\w+\s+)*?(\p{L}{3,})/u,
  pt: /^(?:nao|sem|nega|negou|nunca|nem|negativo para|normal|sem alteracoes)\s+(?:\w+\s+)*?(\p{L}{3,})/u,
  es: /^(?:no|sin|niega|nego|nunca|ni|negativo para|normal|sin alteraciones)\s+(?:\w+\s+)*?(\p{L}{3,})/u,
  de: /^(?:kein\w*|nicht|nie|ohne|verneint|negativ fur|normal\w*|unauffallig\w*)\s+(?:\w+\s+)*?(\p{L}{3,})/u,
}
/** What a denial said after its thing says of it ('…, not reported', '…, not currently'): no thing of its own. */
const STATUS =
  /^(?:reported|noted|present|seen|found|appreciated|elicited|observed|identified|detected|endorsed|known|documented|currently|now|today|anymore|recently|time|referid\p{L}*|present\p{L}*|observad\p{L}*|encontrad\p{L}*|notad\p{L}*|objetivad\p{L}*|atualmente|agora|hoje|actualmente|ahora|hoy|vorhanden|festgestellt|beobachtet|bekannt|berichtet|angegeben|aktuell|derzeit|jetzt|heute|mehr)$/u

/**
 * What a clause affirms: all of it when nothing in it denies or calls normal; else the parts before a later
 * part that denies something of its own ('History of strokes, no history of seizures' affirms 'History of
 * strokes'), for a denial reaches forward only; nothing when the clause opens with its denial or ends with one
 * said after its thing ('Tobacco use, denies', 'Chest pain, not reported').
 */
function affirmedPart(clause: string, language: Language): string | undefined {
  const negative = (part: string) => hasDenial(part, language) || UNREMARKABLE.test(fold(part))
  if (!negative(clause)) return clause
  const parts = clause.split(',')
  const k = parts.findIndex(negative)
  if (k <= 0) return undefined
  const own = OWN_DENIAL[language].exec(fold(parts[k]!).trim())?.[1]
  if (!own || STATUS.test(own) || STOPWORDS[language].has(own)) return undefined
  return parts.slice(0, k).join(',')
}

/** Words of an item at most: a longer clause says more than one thing denied. */
const ITEM_MAX = 4

/**
 * A denial dropped from whatever it denied, named or not ('no history of hypertension' written 'history of
 * hypertension', 'no surgeries' written 'surgeries'): an item the line affirms whose every word the sentences
 * it was written from deny, and none of them affirms. Only against the sentences the line matched well.
 */
function itemFlips(ctx: ReviewContext, l: number, around: Set<number>, found: Draft[]): Draft[] {
  // A line matched to nothing well (a list asked item by item: 'Negative for anxiety, depression, or
  // phobias') is weighed against the questions answered with a plain no only.
  const trusted = ctx.aligned[l]!.score >= TRUSTED_ALIGNMENT
  const line = ctx.lines[l]!
  // 'Neurological', 'Medical': a line of a word or two without a full stop heads what follows.
  if (!/[.!?;]\s*$/.test(line.text) && line.text.trim().split(/\s+/).length <= 2) return []
  const stop = STOPWORDS[ctx.language]
  const local = readUnits(ctx, trusted ? [...around] : [])
  // An allergy or intolerance is a denial of what the patient tolerates ('Ich vertrage kein Penicillin').
  const allergyLine = ALLERGY_WORDS.test(fold(`${line.section} ${line.text}`))
  const drafts: Draft[] = []
  for (const m of line.text.matchAll(CLAUSE)) {
    const clause = { start: line.start + m.index, end: line.start + m.index + m[0].length }
    // 'Alcohol use: none': a label says nothing by itself.
    if (/^\s*:/.test(line.text.slice(m.index + m[0].length))) continue
    if (found.some((d) => d.note && d.note.start < clause.end && clause.start < d.note.end)) continue
    const affirmed = affirmedPart(m[0], ctx.language)
    if (affirmed === undefined) continue
    // 'Mom reports recent travel': the parent who tells it names nothing of what is told.
    const items = fold(affirmed)
      .replace(INFORMANT, ' ')
      .split(ITEMS)
      .map((item) => {
        const words = (item.match(/[\p{L}\p{N}']+/gu) ?? []).filter(
          (w) => w.length >= 3 && !stop.has(w) && !/^\d/.test(w),
        )
        return { words, named: namedIn(words) }
      })
      .filter((item) => item.named.length && item.words.length <= ITEM_MAX)
    // Where the line comes from; elsewhere, only a question answered with a plain no ('sangre en las
    // heces?' 'no'), and only what nothing in the whole consultation affirms.
    // Matched to nothing well, a habit of the past ('History of smoking') is denied only by a no of all time
    // ('Have you ever smoked?'), not by one of today ('Do you smoke?'), which a former smoker says too.
    // Where it comes from too: 'Ex-Raucher(in)' written from 'Rauchen Sie? Nein, ich habe … aufgehört'.
    const past = PAST.test(fold(affirmed)) && HABIT.test(fold(affirmed))
    const hit =
      itemDenied(items, local, false, past) ??
      itemDenied(items, everywhere(ctx), true, past) ??
      (past || allergyLine ? undefined : deniedWhole(ctx, fold(affirmed), local))
    if (!hit) continue
    const unit = ctx.index.units[hit.u]!
    drafts.push(flipped(unit, clause))
  }
  return drafts
}
