import type { Language } from '../../../../contract/common'
import { selfCorrected } from '../../clinical/corrections'

/**
 * The clinician's first person made note prose, in the four languages, only where the rewrite is certain:
 * a plan said as 'I'm going to order an x-ray' is written 'Order an x-ray' ('Vou pedir…' → 'Pedir…', 'Ich
 * werde … verschreiben' → '… verschreiben'), a negated one keeps its negation ('we're not going to use
 * amoxicillin' → 'Do not use amoxicillin', 'não vamos usar' → 'Não usar'), and an examination finding said as
 * 'I hear a murmur' is written 'A murmur' ('I don't hear any crackles' → 'No crackles'). A self-correction
 * keeps only what was meant ('amoxicillin, I'm sorry, azithromycin' → 'azithromycin'). Returns null when no
 * rule applies, and '' when the sentence must not be written (a correction whose target is not certain).
 */
export function clinicianRewrite(text: string, language: Language): string | null {
  const corrected = selfCorrected(text, language)
  if (corrected === null) return ''
  let changed = corrected
  for (const [pattern, replacement] of INLINE[language])
    changed =
      typeof replacement === 'string'
        ? changed.replace(pattern, replacement)
        : changed.replace(pattern, replacement)
  // 'Wir machen Physiotherapie, und wenn es … nicht besser ist, eine Operation besprechen': the order before the
  // condition is written on its own, the condition after it as it stands.
  const then = language === 'de' ? ORDER_THEN_CONDITION.exec(changed) : null
  const order = then ? rewriteClause(then[1]!, language) : null
  if (then && order)
    return `${tidy(order).replace(/[.!]$/, '')}, ${tidy(rewriteClause(then[2]!, language) ?? then[2]!).replace(/^U/, 'u')}`
  // A run-on stretch: each plan said in it ('…for the pain I am also going to give her…') starts a sentence.
  const parts = splitPlans(changed, language).map((part) => brokenOffDropped(part, language))
  const written = parts.map((part) => rewriteClause(part, language) ?? part)
  // ('…muscles, so we're going to go ahead and start with that': 'Start with that.' says nothing on its own.)
  const out = written.filter((part) => !ONLY_THAT[language]?.test(tidy(part)))
  if (!out.length) return ''
  const joined = out.map(tidy).join(' ')
  return joined !== tidy(text) || changed !== text ? joined : null
}

/**
 * '…for the next four days I'm going to.', '…twice a day, why don't we.', '…and I think I do want to increase':
 * a plan broken off before its object was said, or the clinician saying they do not know, carries nothing at
 * the end of what was said before it.
 */
function brokenOffDropped(text: string, language: Language): string {
  const end = BROKEN_OFF[language]?.exec(text)
  return end && text.slice(0, end.index).trim().split(/\s+/).length >= 3 ? text.slice(0, end.index) : text
}

/** A German order in the first person, then a condition joined by 'und' ('Wir machen …, und wenn …'). */
const ORDER_THEN_CONDITION = /^((?:ich|wir)\s+[^,]+),\s+(und\s+(?:wenn|falls|sollte)\s.+)$/iu

/** An order whose only object is 'that': what it points to was said in the sentence before. */
const ONLY_THAT: Partial<Record<Language, RegExp>> = {
  en: /^(?:(?:and|so|then),?\s+)*(?:start|begin|go ahead|proceed|continue|do|try|stick) (?:with )?(?:that|this|it|those|these)(?: (?:first|then|now|for now))?[.!]?$/i,
  pt: /^(?:(?:e|então),?\s+)*(?:começar|avançar|continuar|fazer|tentar) (?:com )?(?:isso|isto|esse|essa)(?: (?:primeiro|agora))?[.!]?$/iu,
  es: /^(?:(?:y|entonces),?\s+)*(?:empezar|comenzar|seguir|continuar|hacer|probar) (?:con )?(?:eso|esto|ese|esa)(?: (?:primero|ahora))?[.!]?$/iu,
  de: /^(?:(?:und|dann),?\s+)*(?:damit|so) (?:anfangen|beginnen|weitermachen)(?: (?:zuerst|jetzt))?[.!]?$/iu,
}

const BROKEN_OFF: Partial<Record<Language, RegExp>> = {
  en: /(?:[,;]?\s+(?:(?:and|so|but|then|now|because),?\s+)*)(?:(?:we(?:'re| are)|I(?:'m| am)) actually\s+|I think\s+)?(?:(?:I|we)(?:'m| am|'re| are)? (?:(?:also|just|then|actually|really|do)\s+)*(?:going to|gonna|will|want to|would like to|need to)(?: go ahead and)?(?: (?:order|prescribe|give|start|increase|decrease|refer|send|put|get|do))?|I'll|we'll|why (?:don't|do not) we|let's(?: try to)?|I (?:don't|do not) know(?: how long| why)?)(?:\s+(?:I|we))?\s*[.?!]?$/i,
}

/** One sentence's frame made prose: at its start, or after its subject or a clause ('Como es alérgico, no vamos a usar…'). */
function rewriteClause(text: string, language: Language): string | null {
  // 'Today I'll give you aspirin…', 'Hoy le doy…': the day goes with the order, which is rewritten on its own.
  const time = TIME_LEAD[language].exec(text)
  if (time) {
    const order = rewriteClause(text.slice(time[0].length), language)
    if (order) return withTime(order, time[1]!.toLowerCase(), language)
  }
  // 'Por isso vamos parar a Yasmin': the plan, without the 'so' that joined it to what was said before.
  const so = SO[language].exec(text)
  if (so) {
    // ('Dann setzen Sie das Allopurinol ab': a German request opens with its verb, written large.)
    const rest = text.slice(so[0].length)
    const order = applyRules(language === 'de' ? cap(rest) : rest, language)
    if (order) return joinedPlan(order, language) ?? order
  }
  // 'Também vou pedir uma ecografia', 'Además le voy a pedir…', 'Außerdem werde ich ein Blutbild abnehmen': the
  // plan, without the 'also' that joined it to the one before (German puts the verb before the subject there).
  const also = ALSO[language].exec(text)
  if (also) {
    const rest = text.slice(also[0].length)
    const order = applyRules(also[2] ? `${also[2]} ${also[1]} ${rest}` : rest, language)
    if (order) return joinedPlan(order, language) ?? order
  }
  // 'Wegen des Magengeschwürs setzen wir das Ibuprofen ab': what comes first in German stays first, and the
  // plan after it is written as 'Wir setzen…' would be ('Wegen des Magengeschwürs das Ibuprofen absetzen').
  const fronted = language === 'de' ? DE_FRONTED.exec(text) : null
  if (fronted) {
    const order = applyRules(`Wir ${fronted[2]} ${fronted[3]}`, language)
    // (A noun keeps its capital: 'Ab morgen Prednisolon 40 mg geben'.)
    if (order)
      return `${fronted[1]} ${order.replace(/^(?:Das|Die|Der|Den|Dem|Ein|Eine|Einen|Mit|Bei|Auf|Zu|Nach|Weiter|Noch)(?![\p{L}])/u, (w) => w.toLowerCase())}`
  }
  // A plan said after its subject ('For his hypothyroidism, I want to continue…'): the subject stays.
  const lead = LEAD[language]?.exec(text)?.[0] ?? ''
  const atStart = applyRules(text.slice(lead.length), language)
  if (atStart) {
    const first = lead ? `${lead}${inClause(atStart, language)}` : atStart
    return joinedPlan(first, language) ?? first
  }
  // The frame after a clause: the last comma after which a rule applies, never inside a condition ('…, es sei
  // denn, Sie bekommen Magenschmerzen' keeps its subject).
  for (let i = text.lastIndexOf(', '); i > 0; i = text.lastIndexOf(', ', i - 1)) {
    const opener = text.slice(0, i).split(/,\s*/).pop() ?? ''
    // ('If they do, we'll try rosuvastatin instead': a whole condition before the comma leaves the order after it.)
    const bare = opener.replace(new RegExp(CONDITION[language].source, 'giu'), ' ').trim()
    if (opener.split(/\s+/).length <= 3 && CONDITION[language].test(opener) && bare.split(/\s+/).length < 2)
      continue
    // ('…o risco de AVC, por isso vamos parar a Yasmin': the 'so' stays, joining the plan to its reason.)
    const so = SO[language].exec(text.slice(i + 2))?.[0] ?? ''
    const after = applyRules(text.slice(i + 2 + so.length), language)
    if (after) return `${text.slice(0, i + 2)}${so}${inClause(after, language)}`
  }
  // An order already in note form, then one in the first person ('Skip tonight's dose and we'll recheck…').
  return joinedPlan(text, language)
}

/** What a German follow-up goes on to say will be done then (', dann schicken wir …'), rewritten when a rule can. */
function thenClause(tail: string): string {
  const said = tail.replace(/^,\s*/, '')
  const rewritten = clinicianRewrite(said, 'de')
  return rewritten ? `, ${inClause(rewritten.replace(/[.!]$/, ''), 'de')}` : tail
}

/** A reason or a time put first, then the verb and 'wir' ('Wegen des Magengeschwürs setzen wir…', 'Ab morgen geben wir…'). */
// ('Weil du Fieber hast, schicken wir eine Stuhlprobe ins Labor': a reason or a condition closed by its comma.)
const DE_FRONTED =
  /^((?:[Ww]egen|[Aa]ufgrund|[Bb]ei|[Ff]ür|[Nn]ach|[Aa]b|[Hh]eute|[Zz]unächst|[Dd]ann|[Jj]etzt|[Ee]rstmal|[Ee]rst einmal|[Mm]orgen|[Vv]orerst|[Vv]orübergehend)(?![\p{L}])[^,]*?|(?:[Ww]eil|[Dd]a|[Nn]achdem|[Ss]obald|[Ww]enn|[Ff]alls)\s[^,]+,)\s+(\p{Ll}+en)\s+wir\s+(.+)$/u

/** An 'also' opening a plan said in the first person ('Também vou…', 'Además voy a…', 'Außerdem werde ich…'). */
const ALSO: Record<Language, RegExp> = {
  // (English says it after 'I' and the rules read it: 'I'll also order…'.)
  en: /$^/,
  // ('También le pido un análisis', 'Também lhe peço análises': an ordering verb in the present, too.)
  pt: /^(?:também|além disso|e também),?\s+(?=(?:lhe |te |ainda )?(?:vou|vamos|irei|iremos|peço|receito|passo|requisito|encaminho|marco)\s)/iu,
  es: /^(?:también|además|y también),?\s+(?=(?:le |te |les |se lo |se la )?(?:voy|vamos|pido|solicito|receto|pauto|indico|derivo|mando)\s)/iu,
  de: /^(?:außerdem|zusätzlich|dazu),?\s+(werde|werden|möchte|möchten|will|wollen)\s+(ich|wir)\s+/iu,
}

/** A 'so' joining a plan to its reason ('por isso', 'por eso', 'deshalb'). */
const SO: Record<Language, RegExp> = {
  // (English says it before 'I' and the lead reads it: 'So I'll start…'.)
  en: /$^/,
  pt: /^(?:por isso|portanto|então),?\s+/iu,
  es: /^(?:por eso|por lo tanto|así que|entonces),?\s+/iu,
  de: /^(?:deshalb|daher|deswegen|dann|also),?\s+/iu,
}

/** A day said before a plan in the first person. German keeps it first ('Heute ASS 300 mg geben'). */
const TIME_LEAD: Record<Language, RegExp> = {
  en: /^(today),?\s+/i,
  pt: /^(hoje),?\s+/iu,
  es: /^(hoy),?\s+/iu,
  de: /$^/,
}

/** The order with its day: after the verb in Portuguese and Spanish ('Dar hoy…'), closing the first clause in English. */
function withTime(order: string, time: string, language: Language): string {
  if (language !== 'en') return order.replace(/^((?:no|não)\s+)?(\S+)/iu, `$1$2 ${time}`)
  const comma = order.indexOf(', ')
  const end = comma > 0 ? comma : order.replace(/[.!]+$/, '').length
  return `${order.slice(0, end)} ${time}${order.slice(end)}`
}

/** A rewritten sentence going on after a clause: its first letter small, but a German noun's ('Wiedervorstellung'). */
export const inClause = (text: string, language: Language) =>
  language === 'de' && !DE_SMALL_FIRST.test(text) && !DE_NOT_NOUN.test(text)
    ? text
    : `${text.charAt(0).toLowerCase()}${text.slice(1)}`
/** German words that open a rewritten clause or an answer after its label and are written small inside a sentence. */
const DE_SMALL_FIRST =
  /^(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|kein|keine|keinen|keinem|er|sie|es|auf|für|mit|bei|zur|zum|in|im|am|an|nach|vor|seit|bis|ab|um|zwischen|über|unter|weiter|erst|noch|nicht|schon|nur|fast|nie|heute|gestern|vorgestern|morgen|jetzt|dann|früher|bisher|morgens|mittags|abends|nachts|bitte|ihr|ihre|ihren|ihrem|sein|seine|seinen|etwa|ungefähr|ca|circa|so|also|ja|nein|meistens|manchmal|immer|oft|selten|eher|ganz|sehr|mehr|weniger|wenig|viel|kaum|gut|schlecht|normal|eigentlich|vielleicht|höchstens|mindestens|maximal|letzte|letzten|letzter|diese|diesen|dieser|jeden|jede|jeder|alle|mal|einmal|zweimal|dreimal|täglich|wöchentlich|wenn|weil|aber|und|oder|wie|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|hundert|halb|anderthalb|zweieinhalb)(?![\p{L}])/iu
/** German adverbs and adjectives by their endings ('Anfangs', 'Jeweils', 'Letztes', 'Pochend'): written small. */
const DE_NOT_NOUN =
  /^(?!(?:abend|tugend|jugend|gegend)(?![\p{L}]))\p{L}*(?:ens|ends|eils|angs|ags|achts|seits|stes|tes|wärts|weise|end|ig|lich|isch|bar|sam|los|mal)(?![\p{L}])/iu

/**
 * A second plan joined to the first by 'and' ('Pedir una radiografía, y le derivo a…', 'Skip tonight's dose and
 * we'll recheck the INR on Thursday'): the last joiner after which a rule applies.
 */
function joinedPlan(text: string, language: Language): string | null {
  const joiners = [...text.matchAll(/,?\s(?:y|e|and|und)\s+/giu)].reverse()
  for (const joiner of joiners) {
    const at = joiner.index + joiner[0].length
    const after = applyRules(text.slice(at), language)
    if (after) return `${text.slice(0, at)}${inClause(after, language)}`
  }
  return null
}

function applyRules(text: string, language: Language): string | null {
  for (const [pattern, write] of RULES[language]) {
    const m = pattern.exec(text)
    if (!m) continue
    const out = write(m)
    if (out) return out
  }
  return null
}

/** The stretch cut where each plan starts, unless a condition said before it still governs it ('if positive I want to…'). */
function splitPlans(text: string, language: Language): string[] {
  const parts: string[] = []
  let from = 0
  for (const m of text.matchAll(SPLIT[language])) {
    const before = text.slice(from, m.index)
    // A reason said first and closed by its comma ('Because the rash came up…, I'll start…') goes on into the plan.
    const reason = CAUSE[language].test(before.trim()) && text[m.index] === ','
    if (CONDITION[language].test(before) || reason || !before.trim()) continue
    // ('…the medications I'm going to give you are meloxicam': the frame says which medications, it starts no plan.)
    if (RELATIVE[language]?.test(text.slice(m.index + m[0].length))) continue
    // What the plan is about, said before it ('For the knee pain, I want to…'), stays with it.
    const lead = LEAD[language]?.exec(text.slice(from))
    if (lead && from + lead[0].length >= m.index) continue
    parts.push(before.trim())
    from = m.index + m[0].length
  }
  parts.push(text.slice(from).trim())
  return parts.filter(Boolean)
}

/** A plan's frame that only names what comes before it: its verb and object, then the verb of the sentence. */
const RELATIVE: Partial<Record<Language, RegExp>> = {
  en: /^(?:I|we)\S*\s+(?:\S+\s+){1,5}?(?:you|him|her|them)\s+(?:are|is|will be|would be|were|was)\b/i,
}

/** A reason said first ('Because the rash came up within three days, I'll start…'): the plan goes on from it. */
const CAUSE: Record<Language, RegExp> = {
  en: /^(?:because|since|as|given that)\b/i,
  pt: /^(?:porque|como|dado que|uma vez que|visto que)(?![\p{L}])/iu,
  es: /^(?:porque|como|dado que|ya que|puesto que)(?![\p{L}])/iu,
  de: /^(?:weil|da)(?![\p{L}])/iu,
}

/** Words that make what follows depend on a condition. */
const CONDITION: Record<Language, RegExp> = {
  // ('Should the pain come back…', 'once it settles' set one; 'that should help', 'once a day', 'when you were 14' do not.)
  en: /\b(?:if|unless|when(?! (?:I|you|he|she|they|we|it) (?:was|were|had|did)\b)|whenever|once(?! (?:a|per|every|daily|weekly|monthly|more|again|or twice)\b)|until|in case|should(?= (?:you|he|she|they|it|there|the|this|that|your|his|her|any|anything)\b)|otherwise|depending|based on|whether)\b/i,
  pt: /(?<![\p{L}])(?:se|caso|quando|até|senão)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:si|cuando|hasta|en caso|según)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:wenn|falls|sobald|bis|sonst|je nach|ob|es sei denn|außer)(?![\p{L}])/iu,
}

/**
 * Where a plan said in the clinician's first person starts inside a longer stretch ('…continue the tylenol for
 * the pain I am also going to give her a muscle relaxant'): a sentence break goes there, so that the plan is
 * written as its own sentence. Never after a word that makes it a condition or a clause ('if I need to…').
 */
const SPLIT: Record<Language, RegExp> = {
  en: /(?<!\b(?:if|when|whether|unless|because|that|until|before|after|once|since|than|what|where|how|why|which|who|and|or|but|so|do|think|know|hope|guess|then|today)),?\s+(?:so,?\s+|and\s+|now,?\s+|okay,?\s+)?(?=(?:I(?:'m| am) (?:also |just |probably |then )?going to|I'm gonna|I (?:also |do |really |just )?(?:want|would like) (?:the patient|him|her|them|you) to|I(?:'ll| will) (?:also |just |then )?(?:order|prescribe|give|write|refer|send|start|put|increase|decrease|check|get|see|have)|I (?:also |do |really |just )?want to (?:go ahead and )?(?:order|prescribe|give|refer|send|start|put|increase|decrease|check|get|see)|I(?:'d| would) (?:also )?like to (?:order|prescribe|give|refer|send|start|put|increase|decrease|check|get|see|determine|do|have)|we(?:'re| are) (?:also |just |then )?going to) )/gi,
  pt: /$^/g,
  es: /$^/g,
  de: /,?\s+und\s+(?=(?:ich|wir)\s)/giu,
}

/** What a plan is about, said before it ('For his second problem, his hypothyroidism, …'). */
const LEAD: Partial<Record<Language, RegExp>> = {
  en: /^(?:(?:and|so|now|okay),?\s+)?(?:(?:for|from|regarding|in terms of|as for|with regards? to|as far as)\s[^,]{1,80},\s*(?:(?:his|her|their|the|your|for)\s[^,]{1,40},\s*)?|(?:because of|due to)\s[^,]{1,60}?(?:,\s*|\s+(?=I (?:won't|will not|am not going|'m not going|do not|don't)\b))|(?:in the meantime|meanwhile|for now|for the pain|for home|before that|first of all),?\s+(?=I(?:'ll|'m| will| am)?\s))/i,
  // The reason a treatment is withheld, said before it ('Por causa da úlcera não lhe vou dar…').
  pt: /^(?:(?:quanto (?:à|ao|aos|às)|em relação (?:à|ao|aos|às)|relativamente (?:à|ao|aos|às))\s[^,]{1,80},\s*|(?:por causa d[aoe]s?|devido (?:à|ao|aos|às))\s[^,]{1,60}?(?:,\s*|\s+(?=(?:não|nao)\s))|para (?:casa|a dor|as crises|os ataques),?\s+(?=(?:vou|receito|dou|passo|levo|lhe receito)\s)|(?:por agora|por enquanto|para já|de momento|antes disso|antes de mais nada|entretanto|ainda),?\s+(?=(?:não\s+)?(?:lhe\s+|o\s+|a\s+|os\s+|as\s+)?(?:vou|vamos|receito|dou|passo)\s))/iu,
  es: /^(?:(?:en cuanto (?:a la|al|a los|a las)|respecto (?:a la|al)|con respecto (?:a la|al))\s[^,]{1,80},\s*|(?:por (?:la|el|su|tu)|debido a (?:la|el|su))\s[^,]{1,60}?(?:,\s*|\s+(?=no\s))|para (?:casa|el dolor|las crisis|los ataques),?\s+(?=(?:le |te )?(?:receto|doy|pongo|mando|pauto|voy a)\s)|(?:de momento|por ahora|por el momento|de entrada|antes de eso|antes de nada|mientras tanto|todavía|aún),?\s+(?=(?:no\s+)?(?:le\s+|te\s+|lo\s+|la\s+|los\s+|las\s+)?(?:voy|vamos|receto|doy|pongo|mando|pauto)\s))/iu,
}

/** The 'du' of an order and its 'Sie' ('nimmst' → 'nehmen'). */
const DU_SIE: Record<string, string> = {
  nimmst: 'nehmen',
  kommst: 'kommen',
  bekommst: 'bekommen',
  gehst: 'gehen',
  trägst: 'tragen',
  machst: 'machen',
  trinkst: 'trinken',
  cremst: 'cremen',
  meldest: 'melden',
  hast: 'haben',
  bist: 'sind',
  kannst: 'können',
  musst: 'müssen',
  sollst: 'sollen',
  darfst: 'dürfen',
  wirst: 'werden',
  solltest: 'sollten',
  könntest: 'könnten',
  lässt: 'lassen',
  siehst: 'sehen',
  merkst: 'merken',
  spürst: 'spüren',
  fühlst: 'fühlen',
  brauchst: 'brauchen',
  schläfst: 'schlafen',
  willst: 'wollen',
}
/** The 'du' forms DU_SIE knows, as a pattern's alternatives. */
const DU_VERB = Object.keys(DU_SIE).join('|')

/** The 'du' of a request and the verb 'Sie' asks it with ('nimm' → 'nehmen', 'ruh' → 'ruhen'). */
const DU_IMPERATIVE: Record<string, string> = Object.fromEntries([
  ['nimm', 'nehmen'],
  ['meld', 'melden'],
  ['iss', 'essen'],
  ['gib', 'geben'],
  ['miss', 'messen'],
  ['lies', 'lesen'],
  ['sieh', 'sehen'],
  ['vergiss', 'vergessen'],
  ...[
    'trink',
    'schreib',
    'kühl',
    'komm',
    'geh',
    'ruf',
    'ruh',
    'mach',
    'lass',
    'leg',
    'trag',
    'meid',
    'vermeid',
    'bleib',
    'schlaf',
    'beweg',
    'benutz',
    'verwend',
    'acht',
    'versuch',
    'hör',
    'setz',
    'halt',
    'schon',
    'wasch',
    'schmier',
    'fahr',
    'lauf',
    'wart',
    'zieh',
    'spül',
    'gurgel',
    'inhalier',
    'reib',
    'wechsel',
  ].flatMap((stem) => {
    const infinitive = /el$/.test(stem) ? `${stem}n` : `${stem}en`
    // ('trink' and 'trinke', 'vermeide', 'achte'; 'gurgle' beside 'gurgel'.)
    // ('kühl' alone: 'Kühle Luft hilft' opens with an adjective.)
    const forms = /(?:d|t)$/.test(stem) ? [`${stem}e`] : stem === 'kühl' ? [stem] : [stem, `${stem}e`]
    if (/el$/.test(stem)) forms.push(`${stem.slice(0, -2)}le`)
    return forms.map((form) => [form, infinitive] as const)
  }),
])

/**
 * Rewrites inside a sentence: a finding heard or felt ('his heart, I hear a 2/6 murmur' → 'his heart, a 2/6
 * murmur'; 'I don't appreciate any edema' → 'no edema') and what the clinician knows or sees ('I know that he
 * had…' → 'he had…').
 */
const INLINE: Record<Language, [RegExp, string | ((said: string, ...groups: string[]) => string)][]> = {
  en: [
    // 'It means your kidneys are under some strain': what it means is what the note says.
    [/^(?:so,?\s+)?(?:it|this|that) means (?:that )?(?=(?:your|his|her|their|the) )/iu, ''],
    // 'Come back and we can talk about an injection': why to come back, not who talks.
    [
      /\b(come back|return|see (?:me|us) again)(?: then)?,? and we(?:'ll| will| can| could| might| may)? (?:talk about|talk through|discuss|think about|consider|look at)\s+/giu,
      '$1 to discuss ',
    ],
    // 'The pain is reproduced when I press on the chest': a finding on pressure, not who presses.
    [
      /(?<![\p{L}])when I (?:press|push)(?: (?:on|over|down on))?(?= (?:the|his|her|your|this|here)(?![\p{L}]))/giu,
      'on pressure over',
    ],
    // 'The ECG we just did shows…': the result, not who made the test.
    [
      /\b((?:the|your|his|her) (?:ecg|ekg|x-ray|chest x-ray|scan|ct|mri|ultrasound|echo\w*|blood tests?|bloods|urine (?:test|dip))) (?:that |which )?(?:we|I)(?:'ve| have)? (?:just |already )?(?:did|done|took|taken|ran|run|had done|got|requested)(?: (?:today|earlier|this morning))?\b/gi,
      '$1',
    ],
    // 'From what I can see on the camera, there are…': what is seen, without the seer.
    [/^(?:from what|as far as) i (?:can )?see(?: (?:on|through) the (?:camera|screen|video))?,?\s*/iu, ''],
    // A heading dictated before its content ('Plano: iniciar furosemida…') is the section's, not the line's.
    [/^(?:plan|assessment|impression|assessment and plan|diagnosis|exam|examination)\s*[:,]\s*/iu, ''],
    // 'Dictation for Mrs Hart, 74 years old': who the dictation is about, without the word for it.
    [/^(?:[Dd]ictation|[Dd]ictated letter|[Dd]ictated note)(?: for| on)?\s+(?=\p{Lu})/u, ''],
    // A follow-up with the clinician: 'otherwise I will see the patient in 6 weeks' → 'otherwise follow up in 6 weeks'.
    [
      /(\s|^)(?:I|we)(?:'ll| will| am going to|'m going to| are going to|'re going to) (?:see|follow up with) (?:the patient|you|him|her|them) (?:back |again )*(?=(?:in|on|next|after|at|within)\b)/gi,
      '$1follow up ',
    ],
    // 'We'll see how you do on the new dose': what is watched, not who watches.
    [
      /\b(?:we|I)(?:'ll| will| are going to| am going to|'re going to|'m going to)? see how\b/gi,
      'monitor how',
    ],
    // 'I can't feel the liver edge': a named part not felt is not palpable ('no the liver edge' is no sentence).
    [
      /(^|,\s*|\s)I (?:cannot|can't|can not|couldn't|could not) (?:feel|palpate) (?:the|his|her|your) ([a-z]+(?: [a-z]+)?)(?=\s*(?:[,.;]|$))/gi,
      '$1$2 not palpable',
    ],
    [
      /(^|,\s*|\s)I (?:do not|don't|cannot|can't|did not|didn't) (?:hear|see|feel|appreciate|note|notice|palpate|find|identify)\s+(?:any\s+)?/gi,
      '$1no ',
    ],
    [
      /(^|,\s*|\s)I (?:can |do |also |still |definitely )*(?:hear|see|feel|appreciate|note|notice|palpate|find|identify)\s+(?:that\s+)?(?:there (?:is|are)\s+)?(?=\S)/gi,
      '$1',
    ],
    [
      /^(?:and |so )?I (?:know|see|understand|noticed|notice|remember|recall|saw|read) (?:that |here that |in your chart that )?(?=(?:he|she|you|your|his|her|the|they|it)\b)/i,
      '',
    ],
    [/\b(?:I|we) (?:do not|don't) think (?:that )?we need to\s+/gi, 'no need to '],
    [/\bafter (?:I|we) (?:review|get|see|look at|go over)\s+/gi, 'after reviewing '],
    [
      /,?\s*which (?:I|we)(?:'ve| have)? (?:heard|seen|noted|felt|appreciated) (?:before|previously|in the past)\b/gi,
      ', noted before',
    ],
    [/,?\s*(?:and )?I will be in touch\b\.?/gi, ''],
    // '…don't help a stye, so I won't prescribe them': a second plan that refuses keeps its 'not' as an order.
    [
      /(,?\s+(?:and|but|so)\s+)(?:I|we)\s+(?:just\s+)?(?:will not|won't|am not going to|'m not going to|are not going to|'re not going to)\s+(?=[a-z])/gi,
      '$1do not ',
    ],
    // A second plan in the same sentence: 'Get an A1c in 3 months, and I want him to continue to monitor…'.
    [
      /(,?\s+(?:and|but|so)\s+)(?:I|we)\s+(?:(?:also|do|really|just|still)\s+)*(?:(?:want|need)\s+(?:you|him|her|them)\s+to|(?:would|'d)\s+like\s+(?:you|him|her|them)\s+to|(?:want|need)\s+to|(?:would|'d)\s+like\s+to|(?:will|'ll|am going to|'m going to|are going to|'re going to)(?:\s+go ahead and)?)\s+(?!not\s)(?=[a-z])/gi,
      '$1',
    ],
    // 'I'm glad to see that she is in therapy': what she is doing, not how the clinician feels.
    [
      /^(?:and |so |well,? )?(?:I'm|I am|we're|we are) (?:so |very |really )?(?:glad|happy|pleased) (?:to (?:see|hear) )?(?:that\s+|(?=(?:he|she|you|your|his|her|the|they|it)\b))/i,
      '',
    ],
    // A recommendation said as an opinion is the recommendation: 'I think he should do a PFT' → 'he should…'.
    [
      /(^|,\s*|\s)(?:(?:and|so|but|now|okay|well),?\s+)?I (?:do |really |also )?think (?:that )?(?=(?:he|she|you|the patient|they) (?:should|needs? to|would benefit)\b)/gi,
      '$1',
    ],
    [/,?\s*(?:just )?to (?:be sure|make sure) (?:that )?(?:we|I)(?:'re| are) not missing anything\b/gi, ''],
    [/\bmake sure (?:that )?(?:we|I) (?:do not|don't) have any\s+/gi, 'rule out any '],
    // The clinician's reasoning keeps its certainty: 'I think it was an exacerbation' → 'likely it was…',
    // 'I don't think this is a stroke' → 'unlikely that this is a stroke'.
    [
      /(^|,\s*|\s)(?:(?:and|so|but|now|okay|well),?\s+)?I (?:do not|don't|did not|didn't) (?:really )?(?:think|believe|suspect) (?:that )?(?=(?:it|it's|this|that|he|she|he's|she's|the|his|her|they|these|those|you|your|there|there's|anything|any|a|an)\b)/gi,
      '$1unlikely that ',
    ],
    [
      /^(?:(?:and|so|but|now|okay|well),?\s+)?what I think (?:we(?:'re| are) dealing with|is going on|(?:he|she|you) (?:has|have|(?:is|are) dealing with))(?: here)? is\s+/i,
      'likely ',
    ],
    [
      /(^|,\s*|\s)(?:(?:and|so|but|now|okay|well),?\s+)?I (?:do |really |still |also )?(?:think|believe|suspect|feel like) (?:that )?(?=(?:it|it's|this|that|he|she|he's|she's|the|his|her|they|these|those|you|your|you're|there|there's|a|an)\b|(?!(?:I|we|that|it|what|so|about|of)\b)[a-z]+(?: [a-z]+)? (?:does|has|is|was|will|would|might|may)\b)(?!that\b|it\b\.?$)/gi,
      '$1likely ',
    ],
    [
      /^(?:(?:and|so|but|now|okay|well),?\s+)?I(?:'m| am) (?:a little |a bit |very |also |really |somewhat )?(?:concerned|worried) (that|about|for)\s+/i,
      'concern $1 ',
    ],
    // ('…an upper respiratory infection and I'm concerned that she might have strep': the concern, in the clause.)
    [
      /(,?\s+(?:and|but|so),?\s+)I(?:'m| am) (?:a little |a bit |very |also |really |somewhat )?(?:concerned|worried) (that|about|for)\s+/gi,
      '$1concern $2 ',
    ],
    [
      /^(?:(?:and|so|but|now|okay|well),?\s+)?I(?:'m| am) not (?:too |very |that |overly |really )?(?:concerned|worried) (that|about|for)\s+/i,
      'low concern $1 ',
    ],
    [
      /^(?:(?:and|so|now|okay|well),?\s+)?(?:I|we) (?:have |'ve )?(?:also )?(?:asked|told) (?:her|him|them|the patient) to\s+/i,
      'advised to ',
    ],
    [
      /^(?:(?:and|so|now|okay|well),?\s+)?(?:I|we) (?:have |'ve )?(?:also )?(?:reviewed|looked at|went over|went through|looked over)\s+/i,
      'reviewed ',
    ],
    [
      /^(?:(?:and|so|now|okay|well),?\s+)?(?:I|we) (?:have |'ve )?(?:also |already )?(ordered|prescribed|referred|sent|started|increased|decreased|stopped|scheduled|placed|explained|counseled|advised|instructed|educated|suggested|recommended|offered)\s+/i,
      '$1 ',
    ],
    [
      /^(?:(?:and|so|now|okay|well),?\s+)?I(?:'d| would)? (?:also )?(?:strongly )?(recommend|suggest|advise)\s+/i,
      '$1 ',
    ],
    // Who to call is the practice, not the speaker: 'call me if…', 'give us a call', 'follow up with me'.
    [/\bgive (?:me|us) a (?:call|ring)\b/gi, 'call the office'],
    [
      /\b(call|contact|message|email|text|notify|tell|page|ring|phone|telephone) (?:me|us)\b/gi,
      '$1 the office',
    ],
    [/\blet (?:me|us) know\b/gi, 'let the office know'],
    [/\b(speaking|talking|speak|talk) (?:to|with) (?:me|us)\b/gi, '$1 to the office'],
    [/\b(checking|check) (?:to|with) (?:me|us)\b/gi, '$1 with the office'],
    [/\b(follow up|check in|touch base) with (?:me|us)\b/gi, '$1'],
    [/\b(come back|return|come in) (?:and|to) see (?:me|us)\b/gi, '$1'],
    [/\bsee (?:me|us) (back|again)\b/gi, 'return'],
    [
      /^(?:I (?:want|would like|'d like) to )?see (?:him|her|them|you|the patient) (?:back |again )+in\b/i,
      'follow up in',
    ],
    [
      /(^|\s)my (diagnosis|impression|assessment|recommendation|recommendations|plan|nurse|medical assistant|office|staff|team|concern|differential)\b/gi,
      '$1the $2',
    ],
    // What the practice does, said as 'we': the action stays, the speaker goes.
    [/\b(?:what|that) we (?:call|refer to as)\s+/gi, ''],
    [/,?\s*(?:and )?(?:then )?(?:we(?:'ll| will)|let's) go from there\b/gi, ''],
    [/\b(?:so|so that) (?:we|I) can\s+(?=[a-z])/gi, 'to '],
    [/\b(?:we|I) (?:do not|don't) need any\s+/gi, 'no need for any '],
    [
      /^(?:he|she|they|the patient) (?:does not|doesn't|do not|don't) need (?:any )?(?=antibiotics|an? (?:x-?ray|scan|mri|ct|antibiotic))/i,
      'no need for ',
    ],
    [/\b(?:we|I) (?:do not|don't) need to\s+/gi, 'no need to '],
    [
      /(^|,\s*|\s)(?:we|I) (?:had |have |'ve )?(?:discussed|talked about|went over|reviewed)\b/gi,
      '$1discussed',
    ],
    [/(^|,\s*|\s)we(?:'re| are) (ruling out|treating|monitoring|watching|following)\b/gi, '$1$2'],
    [
      /(^|,\s*|\s)we (checked|drew|did|got|sent|started|stopped|increased|decreased|gave|ordered|found|obtained)\b/gi,
      '$1$2',
    ],
    [
      /(^|,\s*|\s)(?:I|we) (?:also )?know (?:that )?(?=(?:he|she|you|your|his|her|the|they|it|this|that)\b)/gi,
      '$1',
    ],
    [/,?\s*(?:and )?I agree\b/gi, ''],
    [/\b(?:any )?questions (?:or concerns )?for me\b/gi, 'questions'],
    [/\bhelp (?:me|us) (?:to )?/gi, 'help '],
    [/(^|\s)our (office|clinic|practice|nurse|team|staff|patients)\b/gi, '$1the $2'],
    [/^(?:and |so )?I know (?:that )?(?!(?:I|we|you)\b)(?=[a-z])/i, ''],
    // 'If it's no better, we can talk about a steroid injection': an option to discuss then, not who talks.
    [/(^|,\s*)we can (?:also )?(?:talk about|discuss)\s+/gi, '$1discuss '],
    // 'If his symptoms continue, we'll talk about further imaging': the condition closed by its comma, then what to
    // discuss. (Said first, 'We'll talk about surgery' may be the end of a condition the reading cut off; 'we'll
    // talk about it' names nothing.)
    [/(,\s*)we(?:'ll| will) (?:also )?(?:talk about|discuss)\s+(?!(?:it|that|this|them)\b)/gi, '$1discuss '],
    // '…and if things aren't better in three months we'll talk about surgery': the same, the comma unsaid.
    [
      /(\b(?:if|unless) [^,.;!?]{1,80}?)\s+we(?:'ll| will) (?:also )?(?:talk about|discuss)\s+(?!(?:it|that|this|them)\b)/gi,
      '$1, discuss ',
    ],
    [/(^|,\s*)we can (?:also )?(?:think about|consider)\s+/gi, '$1consider '],
    // 'Stop the doxycycline and come and see me': to come back, not whom to see.
    [/\bcome (?:back )?(?:and |to )see (?:me|us)\b/gi, 'come back'],
    // 'Why don't we start with physical therapy': a plan put as a question is the plan.
    [
      /(^|,\s*|\s)why (?:don't|do not) we (?=(?:start|try|go|get|do|order|schedule|check|put|have|set)\b)/gi,
      '$1',
    ],
    // 'Let's go ahead and we'll increase your metformin': one frame of the order, said twice.
    [/\blet(?:'s| us) (?:just )?go ahead and (?=(?:we|I)(?:'ll| will) )/gi, ''],
    // 'Refer you to physical therapy if we need to': the condition, not who needs.
    [/\bif (?:we|I) need to(?=\s*(?:[,.;?!]|$))/gi, 'if needed'],
    // '…what type of anemia we are dealing with': what is being found out, not who deals with it.
    [
      /\bwhat (type|kind|sort) of ([a-z-]+) (?:we(?:'re| are)|I(?:'m| am)) dealing with\b/gi,
      'what $1 of $2 it is',
    ],
    // 'Like I said, follow up in two weeks': the order, without the reminder that it was said.
    [/(^|,\s*|\s)(?:like|as) I (?:said|mentioned)(?: before| earlier)?,?(?=\s)/gi, '$1'],
  ],
  pt: [
    // 'Isto significa que os seus rins estão a trabalhar menos': what it means is what the note says.
    [/^(?:então,?\s+)?(?:isto|isso) (?:significa|quer dizer) que (?=(?:[oa]s?|seus?|suas?) )/iu, ''],
    // A clinician who says 'tu' ('Se tiveres febre', 'se te doer'): what the patient has, in the third person.
    [/(?<![\p{L}])(tiver|sentir|piorar|notar|estiver|conseguir|puder|precisar|quiser)es(?![\p{L}])/giu, '$1'],
    // 'Voltas daqui a um mês com a tua mãe', 'vens cá ou vais à urgência': the patient in the third person ('volta',
    // 'vem', 'vai', 'a sua mãe'); 'para falarmos da pílula', why to come back, not who talks.
    [/(?<=^|[,;]\s*|\s(?:e|ou|depois)\s)(V|v)oltas(?![\p{L}])/gu, '$1olta'],
    [/(?<![\p{L}])vens(?![\p{L}])/giu, 'vem'],
    [/(?<![\p{L}])(V|v)ais(?= (?:à|ao|às|aos|para|logo|\p{L}+(?:ar|er|ir|ôr))(?![\p{L}]))/gu, '$1ai'],
    // 'Tens uma placa nas virilhas', 'não deves voltar a pôr', 'continuas mais duas semanas': the 'tu' the
    // clinician says of the patient, in the third person ('tem', 'deve', 'continua').
    [/(?<![\p{L}])tens(?![\p{L}])/giu, 'tem'],
    [/(?<![\p{L}])estás(?![\p{L}])/giu, 'está'],
    [/(?<![\p{L}])(pode|deve|sente|sabe|come|bebe|dorme|perde|precisa|continua|fica)s(?![\p{L}])/giu, '$1'],
    [
      /(?<![\p{L}])(a|o|as|os) (?:tua|teu|tuas|teus) (?=(?:mãe|pai|pais|família|médic[oa]|enfermeir[oa]|namorad[oa])(?![\p{L}]))/giu,
      (_m: string, a: string) =>
        `${a} ${{ a: 'sua', o: 'seu', as: 'suas', os: 'seus' }[a.toLowerCase() as 'a']} `,
    ],
    [/(?<![\p{L}])para falarmos (d[aoe]s?|sobre)(?![\p{L}])/giu, 'para falar $1'],
    // 'Se não melhorar, podemos falar de uma infiltração': an option to discuss then, not who talks.
    // ('podemos falar da consulta' → 'discutir a consulta': the article freed of its 'de'.)
    [
      /(^|,\s*)podemos (?:falar|conversar) (?:(?:de|sobre) (?=(?:uma?|[oa]s?) )|d(?=[oa]s? ))/giu,
      '$1discutir ',
    ],
    [/(^|,\s*)podemos (?:pensar em|considerar)\s+/giu, '$1considerar '],
    // 'Se a dor não aliviar em seis semanas falamos de uma infiltração': inside a condition the present is what
    // will be discussed then, never what was discussed ('discutido').
    [
      /((?:^|[\s,])se\s[^.;!?]{1,80}?)(?<!(?:volte|volta|voltas|venha|vem|vens|regresse|regressa) e)(?:,\s*|\s+)(?:falamos|conversamos|discutimos) (?:(?:em|de|sobre) |d(?=[oa]s? ))/giu,
      '$1, discutir ',
    ],
    // 'Deixa o comprimido e vens ver-me', 'venha ver-me logo': to come to the practice, not whom to see.
    [
      /(?<![\p{L}])(venha|vem|vens|volte|volta|voltas|vir|voltar)(?: cá)?,? (?:a )?ver-me(?![\p{L}])/giu,
      '$1 à consulta',
    ],
    [
      /(?<![\p{L}])te (?=(?:doer|dói|doem|custar|custa|aparecer|aparece|faltar|falta|der|dá|subir|sobe)(?![\p{L}]))/giu,
      'lhe ',
    ],
    [
      /(?<![\p{L}])(doer|dói|doem|custar|custa|aparecer|aparece|faltar|falta|der|dá)-te(?![\p{L}])/giu,
      '$1-lhe',
    ],
    // 'Volte e falamos de uma infiltração': why to come back, not who talks.
    [
      /(?<![\p{L}])(volte|venha|voltar|vir)(?: cá)?,? e (?:depois )?(?:falamos|conversamos|pensamos|discutimos|(?:podemos|vamos) (?:falar|conversar|pensar|discutir)) (?:de|sobre|em|n[oa]s?|d[oa]s?)(?![\p{L}])\s*/giu,
      '$1 para discutir ',
    ],
    // The clinician's reasoning keeps its certainty: 'Não me parece que o osso esteja afetado' → 'Pouco provável
    // que…', 'Parece-me uma dor musculoesquelética' → 'Provável dor musculoesquelética'.
    [/^(?:não me parece|não acho|não creio|acho que não é|creio que não é) que\s+/iu, 'Pouco provável que '],
    [/^parece-me (?:que (?:é|se trata de) )?(?:uma?|o|a)\s+/iu, 'Provável '],
    [/(?<![\p{L}])não me parece(?![\p{L}])/giu, 'não parece'],
    // 'A dor reproduz-se quando carrego no peito': a finding on pressure, not who presses.
    [
      /(?<![\p{L}])quando (?:eu )?(?:carrego|aperto|pressiono|faço pressão)(?= (?:n[oa]s?|em|aqui|sobre)(?![\p{L}]))/giu,
      'à pressão',
    ],
    // 'Marco-lhe a consulta de cessação tabágica': the order, not who books it.
    [
      /(?<![\p{L}])(?:marco-lhe|vou marcar-lhe|vou-lhe marcar|marcamos-lhe|vamos marcar-lhe)(?![\p{L}])/giu,
      'marcar',
    ],
    // 'Volte daqui a 48 horas para eu ver a perna': to be seen again, not who sees.
    [
      /(?<![\p{L}])para (?:eu|que eu) (?:(?:o|a|lhe) )?(?:ver|veja|observar|observe|avaliar|avalie|rever|reveja)(?![\p{L}])/giu,
      'para reavaliar',
    ],
    // 'O ECG que fizemos agora mostra…': o resultado, não quem fez o exame.
    [
      /(?<![\p{L}])((?:o|a|os|as) (?:ecg|eletrocardiograma|radiografia|raio-x|ecografia|tac|análises|combur|tira-teste)) que (?:fizemos|fiz|pedimos|pedi)(?: (?:agora|hoje|há pouco|aqui))?(?![\p{L}])/giu,
      '$1',
    ],
    [
      /^(?:pelo que|tanto quanto) (?:consigo )?(?:vejo|ver)(?: (?:na|pela) (?:câmara|câmera|imagem|vídeo))?,?\s*/iu,
      '',
    ],
    // A heading dictated before its content ('Plano: iniciar furosemida…') is the section's, not the line's.
    [/^(?:plano|avaliação|impressão|diagnóstico|exame objetivo)\s*[:,]\s*/iu, ''],
    [/^[Dd]itado(?: para| de)?\s+(?=(?:\p{Lu}|[ao] (?:senhora?|doente|sra?\.)))/u, ''],
    // A second plan in the same sentence: '…, e vamos pedir uma ecografia' → '…, e pedir uma ecografia'.
    [/(,?\s+e\s+)(?:também\s+)?(?:vamos|vou)\s+(?:também\s+)?(?=\p{L}+(?:ar|er|ir)(?![\p{L}]))/giu, '$1'],
    // '…a amlodipina e voltamos a ver a tensão na próxima consulta': a second plan in the plural, its infinitive.
    [
      /(,?\s+e\s+)(?:depois\s+)?(mante|continua|volta|repeti|reavalia|suspende|aumenta|reduzi|inicia|começa|troca)mos(?![\p{L}])/giu,
      '$1$2r',
    ],
    [/^(?:então,?\s+)?vemo-nos (daqui a|dentro de|em|na|no) (.+)$/iu, 'Reavaliação $1 $2'],
    // 'Volto a vê-la daqui a seis semanas', 'Quero vê-lo dentro de um mês': the follow-up, not the speaker.
    [
      /^(?:então,?\s+)?(?:volto a|vou|quero|gostava de) (?:vê-l[oa]s?|revê-l[oa]s?|observá-l[oa]s?) (?:novamente |de novo )?(daqui a|dentro de|em|na|no) (.+)$/iu,
      'Reavaliação $1 $2',
    ],
    [/(,\s*)(?:então,?\s+)?vemo-nos (daqui a|dentro de|em|na|no) (.+)$/iu, '$1reavaliação $2 $3'],
    // '…fisioterapia e volto a vê-la dentro de quatro semanas': the follow-up said after another plan.
    [
      /(,?\s+e\s+)(?:(?:volto a|vou|quero) (?:vê-l[oa]s?|revê-l[oa]s?)|vejo-[oa]s?) (?:novamente |de novo )?(daqui a|dentro de|em) /iu,
      '$1reavaliação $2 ',
    ],
    [/^(?:então,?\s+)?(?:ligo-lhe|telefono-lhe)\s+/iu, 'Contacto telefónico '],
    // 'Volto a ligar daqui a um mês': the next call, without its 'I'.
    [
      /^(?:então,?\s+)?(?:volto a ligar|volto a telefonar|volto-lhe a ligar|ligo-lhe outra vez)\s+/iu,
      'Novo contacto telefónico ',
    ],
    // 'Falámos em trocar para a rosuvastatina': what was discussed, without its 'we'.
    [/(^|,\s*|\s)(?:falámos|falamos|conversámos|discutimos) (?:em|de|sobre)\s+/giu, '$1discutido '],
    // '…, mas primeiro vamos pedir as CK': a plan joined after a comma, without its 'we'.
    [
      /(,\s*(?:mas|e|e depois|depois)\s+(?:primeiro\s+|antes\s+|já\s+)?)vamos\s+(?=\p{L}+(?:ar|er|ir)(?![\p{L}]))/giu,
      '$1',
    ],
    // Who to speak to is the practice, not the speaker: 'sem falar comigo', 'ligue-me'.
    [/\b(?:comigo|connosco|conosco)\b/giu, 'com o médico'],
    [/(?<![\p{L}])(ligue|telefone)-(?:me|nos)(?![\p{L}])/giu, '$1 para o médico'],
    [/(?<![\p{L}])(contacte|avise)-(?:me|nos)(?![\p{L}])/giu, '$1 o médico'],
    [/(?<![\p{L}])(?:diga|fale)-(?:me|nos)(?![\p{L}])/giu, 'avise o médico'],
    // '…, mas aconselho-a muito a deixar de fumar': the advice given, as every note writes it.
    [
      /(?<![\p{L}])aconselho-(?:a|o|lhe) (?:muito |vivamente |seriamente )?a (?=\p{L}+r(?![\p{L}]))/giu,
      'aconselha-se ',
    ],
    // '…, pare o alendronato e vemo-nos em seis meses': the follow-up after another plan.
    [/(\s+e\s+)(?:então,?\s+)?vemo-nos (daqui a|dentro de|em|na|no) /iu, '$1reavaliação $2 '],
    // '…daqui a três meses e depois vemo-nos': the follow-up after it.
    [/(\s+e\s+)(?:depois|a seguir|então)\s+vemo-nos(?=[.!]?$)/iu, '$1reavaliação a seguir'],
    [
      /(^|,\s*)(?:não|nao) (?:ausculto|oiço|ouço|noto|palpo|vejo|encontro)\s+(?:nenhum\p{L}*\s+|qualquer\s+)?/giu,
      '$1sem ',
    ],
    [/(^|,\s*)(?:ausculto|oiço|ouço|noto|palpo|vejo|encontro)\s+/giu, '$1'],
    [
      /^(?:eu )?(?:sei|vejo|reparo|noto|lembro-me de) que (?=(?:o|a|os|as|tem|está|teve|você|o senhor|a senhora)(?![\p{L}]))/iu,
      '',
    ],
    [/^(?:fico|estou) (?:muito )?(?:contente|feliz|satisfeit[oa]) (?:por (?:ver|saber) )?que\s+/iu, ''],
  ],
  es: [
    // 'Esto significa que los riñones están sufriendo': what it means is what the note says.
    [/^(?:entonces,?\s+)?(?:esto|eso) (?:significa|quiere decir) que (?=(?:el|la|los|las|sus?) )/iu, ''],
    // 'Si no mejora, podemos hablar de una infiltración': an option to discuss then, not who talks.
    [
      /(^|,\s*)podemos (?:hablar|plantear) (?:de |del |sobre )?/giu,
      (m: string, a: string) => `${a}valorar ${/del $/i.test(m) ? 'el ' : ''}`,
    ],
    // 'Si el dolor no mejora en seis semanas hablamos de una infiltración': inside a condition the present is what
    // will be discussed then, never what was discussed ('se habló').
    [
      /((?:^|[\s,])si\s[^.;!?]{1,80}?)(?<!(?:vuelva|vuelve|vuelves|venga|viene|vienes|ven|regrese|regresa) y)(?:,\s*|\s+)(?:hablamos|comentamos) (?:de |del |sobre )?/giu,
      (m: string, a: string) => `${a}, valorar ${/del $/i.test(m) ? 'el ' : ''}`,
    ],
    // 'Deja la doxiciclina y vienes a verme', 'venga a verme': to come to the practice, not whom to see.
    [
      /(?<![\p{L}])(venga|viene|vienes|ven|vuelva|vuelve|vuelves|venir|volver) a verme(?![\p{L}])/giu,
      '$1 a consulta',
    ],
    // 'Vuelva y hablamos de una infiltración': why to come back, not who talks.
    [
      /(?<![\p{L}])(vuelva|vuelve|venga|ven|volver)(?: aquí)?,? y (?:luego )?(?:hablamos|comentamos|valoramos|pensamos|(?:podemos|vamos a) (?:hablar|comentar|valorar|pensar)) (?:de|sobre|en|del)?(?![\p{L}])\s*/giu,
      '$1 para valorar ',
    ],
    // 'Tienes el abdomen blando', 'No estás deshidratado': a clinician who says 'tú' speaks of the patient.
    [/(?<![\p{L}])(tien|pued|deb|sient|quier|sab|hac|com|beb|duerm|pierd|vomit|tos)es(?![\p{L}])/giu, '$1e'],
    [/(?<![\p{L}])(necesit)as(?![\p{L}])/giu, '$1a'],
    [/(?<![\p{L}])estás(?![\p{L}])/giu, 'está'],
    [/(?<![\p{L}])eres(?![\p{L}])/giu, 'es'],
    // 'Vuelves en un mes con tu madre', 'vienes o vas a urgencias': what the patient is to do, as the 'tú' says
    // the rest ('vuelve', 'viene', 'va'), with their relative as the patient's ('su madre').
    [/(?<![\p{L}])(vuelv|vien)es(?![\p{L}])/giu, '$1e'],
    [/(?<![\p{L}])vas(?= (?:a|al)(?![\p{L}]))/giu, 'va'],
    // 'Si se te hincha el párpado o ves doble': what happens to the patient, and what they see ('se le hincha', 've').
    [/(?<![\p{L}])(S|s)e te(?= \p{L})/gu, '$1e le'],
    [/(?<![\p{L}])ves(?![\p{L}])/giu, 've'],
    // 'si no toleras los líquidos', 'si dejas de orinar': the verb straight after 'si' ('tolera', 'deja').
    [/(?<![\p{L}])(si (?:no )?)(\p{L}{3,})as(?![\p{L}])/giu, '$1$2a'],
    [
      /(?<![\p{L}])tu(s)? (?=(?:madre|padre|mamá|papá|pareja|novi[oa]|familia|médic[oa]|enfermer[oa]|tutor[a]?)(?![\p{L}]))/giu,
      'su$1 ',
    ],
    // 'Si te duele', 'si te cuesta respirar': what happens to the patient ('si le duele').
    [
      /(?<![\p{L}])te (?=(?:duele|duelen|doliera|cuesta|costara|pica|pican|molesta|molestan|sube|baja|da|dan|diera|sale|salen|pasa|ocurre|sienta|sientan|falta|vuelve|aparece|aparecen|despierta|despiertan|preocupa|impide)(?![\p{L}]))/giu,
      'le ',
    ],
    // '…, pedir una ecografía y valoraremos una infiltración': a plan joined to another in the plural future.
    [/(?<=\s[ye]\s+)(\p{L}{2,}?)(ar|er|ir)emos(?![\p{L}])/giu, '$1$2'],
    [/(?<![\p{L}])(?<=\s|^)has(?= (?:\p{L}+(?:ado|ido))(?![\p{L}]))/giu, 'ha'],
    // 'No creo que el hueso esté afectado' → 'Poco probable que…', 'Me parece un dolor musculoesquelético' →
    // 'Probable dolor musculoesquelético'.
    [/^(?:no creo|no me parece|no pienso) que\s+/iu, 'Poco probable que '],
    [/^(?:me parece|creo) (?:que (?:es|se trata de) )?(?:una?|el|la)\s+/iu, 'Probable '],
    [/(?<![\p{L}])no me parece(?![\p{L}])/giu, 'no parece'],
    // 'El dolor se reproduce cuando aprieto en el pecho': a finding on pressure.
    [
      /(?<![\p{L}])cuando (?:le )?(?:aprieto|presiono|hago presión)(?= (?:en|sobre|aquí)(?![\p{L}]))/giu,
      'a la presión',
    ],
    // 'Vuelva en dos días para que le vea la herida': to be seen again, not who sees.
    [
      /(?<![\p{L}])para que (?:yo )?(?:le |la |lo )?(?:vea|revise|mire|explore)(?![\p{L}])/giu,
      'para reevaluar',
    ],
    // 'El ECG que le hemos hecho muestra…': el resultado, no quien hizo la prueba.
    [
      /(?<![\p{L}])((?:el|la|los|las) (?:ecg|electrocardiograma|radiografía|placa|ecografía|tac|análisis|analítica|tira de orina)) que (?:le |te )?(?:hemos hecho|he hecho|hicimos|hice|pedimos|pedí)(?: (?:ahora|hoy|antes))?(?![\p{L}])/giu,
      '$1',
    ],
    [
      /^por lo que (?:puedo )?(?:veo|ver)(?: (?:en|por) (?:la )?(?:cámara|pantalla|imagen|vídeo))?,?\s*/iu,
      '',
    ],
    // A heading dictated before its content ('Plano: iniciar furosemida…') is the section's, not the line's.
    [/^(?:plan|valoración|impresión|diagnóstico|exploración|juicio clínico)\s*[:,]\s*/iu, ''],
    [/^[Dd]ictado(?: para| de)?\s+(?=(?:\p{Lu}|(?:la|el) (?:señora?|paciente|sra?\.)))/u, ''],
    // A second plan in the same sentence: '…, y vamos a pedir un urocultivo' → '…, y pedir un urocultivo'.
    [/(,?\s+y\s+)(?:también\s+)?(?:le\s+)?(?:vamos a|voy a)\s+(?:también\s+)?(?=\p{L})/giu, '$1'],
    // '…el enalapril y volvemos a mirar la tensión': a second plan in the plural present, its infinitive.
    [
      /(,?\s+[ye]\s+)(?:luego\s+)?(manten|continu|volv|repet|revis|suspend|aument|reduc|inici|empez|cambi)(a|e|i)mos(?![\p{L}])/giu,
      '$1$2$3r',
    ],
    [/^(?:bueno,?\s+)?nos vemos (en|dentro de) (.+)$/iu, 'Revisión $1 $2'],
    [
      /^(?:bueno,?\s+)?(?:le|la|te) (?:vuelvo a ver|quiero ver|veo|volveré a ver) (?:de nuevo )?en la (revisión|consulta|cita) (.+)$/iu,
      '$1 $2',
    ],
    [
      /^(?:bueno,?\s+)?(?:le|la|te) (?:vuelvo a ver|quiero ver|veo|volveré a ver) (?:de nuevo )?(en|dentro de) (.+)$/iu,
      'Revisión $1 $2',
    ],
    [/(,\s*)(?:bueno,?\s+)?nos vemos (en|dentro de) (.+)$/iu, '$1revisión $2 $3'],
    // '…dentro de tres meses y luego nos vemos': the follow-up after it.
    [/(\s+y\s+)(?:luego|después|entonces)\s+nos vemos(?=[.!]?$)/iu, '$1revisión después'],
    // '…con los resultados y la veo en 48 horas': the follow-up said after another plan.
    [
      /(,?\s+y\s+)(?:le|la|lo|te) (?:vuelvo a ver|veo|veré|volveré a ver) (?:de nuevo )?(en|dentro de) /iu,
      '$1revisión $2 ',
    ],
    [/^(?:bueno,?\s+)?(?:le|la|lo|te) (?:llamo|llamaré)\s+/iu, 'Llamada telefónica '],
    // 'Le vuelvo a llamar en dos semanas': the next call, without its 'I'.
    [
      /^(?:bueno,?\s+)?(?:le|la|lo|te|les) (?:vuelvo a llamar|volveré a llamar)\s+/iu,
      'Nueva llamada telefónica ',
    ],
    // 'Hablamos de la posibilidad de un parche…': what was discussed, without its 'we'.
    [/(^|,\s*|\s)(?:hablamos|hemos hablado|comentamos|hemos comentado) (de|sobre)\s+/giu, '$1se habló $2 '],
    [/\b(?:conmigo|con nosotros)\b/giu, 'con el médico'],
    // 'Por la alergia no le puedo dar amoxicilina': a medicine withheld, as the order not to give it.
    [
      /(^|,\s*|\s)no (?:le |te |les )?(?:puedo|podemos) (dar|recetar|prescribir|poner|mandar)(?![\p{L}])/giu,
      '$1no $2',
    ],
    [/(?<![\p{L}])(llame|avise)(?:me|nos)(?![\p{L}])/giu, '$1 al médico'],
    [/(?<![\p{L}])llámen?(?:me|nos)(?![\p{L}])/giu, 'llame al médico'],
    [/(?<![\p{L}])llám(?:a|ame|anos)(?:me|nos)?(?=\s+o\s|[,.]|$)/giu, 'llamar al médico'],
    [/(?<![\p{L}])telefonéen?(?:me|nos)(?![\p{L}])/giu, 'telefonee al médico'],
    [/(?<![\p{L}])avísen?(?:me|nos)(?![\p{L}])/giu, 'avise al médico'],
    [
      /(^|,\s*)no (?:ausculto|oigo|noto|palpo|veo|encuentro|aprecio|escucho)\s+(?:ningún\p{L}*\s+|ninguna\s+)?/giu,
      '$1sin ',
    ],
    [/(^|,\s*)(?:ausculto|oigo|noto|palpo|veo|encuentro|aprecio|escucho)\s+/giu, '$1'],
    [/^(?:yo )?(?:sé|veo|noto|recuerdo) que (?=(?:el|la|los|las|tiene|está|tuvo|usted)(?![\p{L}]))/iu, ''],
    [/^(?:me alegro|me alegra) (?:mucho )?(?:de )?(?:ver |saber )?que\s+/iu, ''],
  ],
  de: [
    // 'Wir warten ab, und wenn …': waiting is the plan ('Abwarten').
    [/^(?:wir|ich) warten ab(?=[.,!]|$)/iu, 'Abwarten'],
    // A clinician who says 'du' ('Du nimmst die Creme', 'kommst du wieder', 'melde dich'): the order as the 'Sie'
    // of every other note reads it ('Sie nehmen die Creme', 'kommen Sie wieder', 'melden Sie sich').
    [
      new RegExp(String.raw`(?<![\p{L}])[Dd]u (${DU_VERB})(?![\p{L}])`, 'gu'),
      (_m: string, v: string) => `Sie ${DU_SIE[v] ?? v}`,
    ],
    [
      new RegExp(String.raw`(?<![\p{L}])(${DU_VERB}) du(?![\p{L}])`, 'giu'),
      (_m: string, v: string) =>
        `${/^\p{Lu}/u.test(v) ? (DU_SIE[v.toLowerCase()] ?? v).replace(/^./u, (c) => c.toUpperCase()) : (DU_SIE[v] ?? v)} Sie`,
    ],
    // ('…, oder du Fieber bekommst', '…, du gar nichts mehr trinken kannst': the verb at the end of the clause.)
    [
      new RegExp(String.raw`(?<![\p{L}])du ((?:\p{L}+ ){1,5}?)(${DU_VERB})(?![\p{L}])`, 'gu'),
      (_m: string, between: string, v: string) => `Sie ${between}${DU_SIE[v] ?? v}`,
    ],
    // ('…, Sie nichts mehr trinken können oder kaum noch Wasser lässt': the same 'du' goes on to a second verb.)
    [
      new RegExp(
        String.raw`((?<![\p{L}])Sie (?:\p{L}+ ){1,5}?\p{Ll}+en (?:oder|und) (?:(?!(?:der|die|das|es|er|sie|ein|eine|man)\s)\p{L}+ ){0,4}?)(${DU_VERB})(?![\p{L}])`,
        'gu',
      ),
      (_m: string, before: string, v: string) => `${before}${DU_SIE[v] ?? v}`,
    ],
    [/(?<![\p{L}])(M|m)elde dich(?![\p{L}])/gu, '$1elden Sie sich'],
    // ('deine Tabletten', 'deinen Blutdruck': 'Ihre Tabletten', 'Ihren Blutdruck'.)
    [/(?<![\p{L}])([Dd])ein(e[mnrs]?|)(?![\p{L}])/gu, (_m: string, _d: string, end: string) => `Ihr${end}`],
    // 'Nimm Ibuprofen…', 'Trink viel und ruh dich aus', '…, ruf den Notarzt': the 'du' of a request, as 'Sie' asks
    // it ('Nehmen Sie…', 'ruhen Sie sich aus'), where an order opens: a sentence, a clause or an 'und'.
    [
      new RegExp(
        String.raw`(^|[,;:]\s+|(?<![\p{L}])(?:und|oder|dann|bitte|also|einfach|aber|sonst|jetzt|erstmal)\s+)(${Object.keys(DU_IMPERATIVE).join('|')})(?:\s+(dich|dir))?(?![\p{L}])`,
        'giu',
      ),
      (_m: string, before: string, verb: string, self: string | undefined) => {
        const sie = DU_IMPERATIVE[verb.toLowerCase()]!
        return `${before}${/^\p{Lu}/u.test(verb) ? `${sie.charAt(0).toUpperCase()}${sie.slice(1)}` : sie} Sie${self ? ' sich' : ''}`
      },
    ],
    // 'Kommen Sie wieder und wir sprechen über eine Spritze': why to come back, not who speaks.
    [
      /(?<![\p{L}])(kommen Sie (?:bitte )?(?:dann )?wieder),? und wir (?:sprechen|reden) (?:dann )?über ([^.,;!]+?)(?=[.!]?$)/giu,
      '$1, um über $2 zu sprechen',
    ],
    // 'Ich glaube nicht, dass der Knochen betroffen ist' → 'Unwahrscheinlich, dass…'.
    [/^(?:ich glaube|ich denke|ich vermute) nicht,? dass\s+/iu, 'Unwahrscheinlich, dass '],
    // 'Der Schmerz lässt sich auslösen, wenn ich auf die Brust drücke': a finding on pressure.
    [/,?\s*wenn ich (?:hier |da )?auf (.+?) drücke(?![\p{L}])/giu, ' bei Druck auf $1'],
    // 'Kommen Sie in zwei Tagen, damit ich mir die Wunde ansehen kann': a check, not who checks.
    [
      /,?\s*damit ich (?:mir |Ihnen )?(?:.+?) (?:ansehen|anschauen|kontrollieren|untersuchen) kann(?=[.!]?$)/giu,
      ' zur Kontrolle',
    ],
    // 'Das EKG, das wir eben gemacht haben, zeigt…': der Befund, nicht wer ihn erhoben hat.
    [
      /(?<![\p{L}])((?:das|der|die) (?:EKG|Röntgenbild|Röntgen|Ultraschall|Urinstreifen|Blutbild)),? (?:das|den|die) (?:wir|ich) (?:eben |gerade |heute |vorhin )?(?:gemacht|geschrieben|abgenommen|angefertigt) (?:haben|habe),?(?![\p{L}])/giu,
      '$1',
    ],
    [
      /^(?:soweit|so weit|was) ich (?:(?:auf|in) (?:der|dem) (?:kamera|bild|video) )?(?:sehen kann|sehe),?\s*/iu,
      '',
    ],
    // A heading dictated before its content ('Plano: iniciar furosemida…') is the section's, not the line's.
    [/^(?:procedere|beurteilung|diagnose|befund|therapie)\s*[:,]\s*/iu, ''],
    [/^(?:Diktat)(?: für| von)?\s+(?=\p{Lu})/u, ''],
    // Blood taken: 'ich nehme (Ihnen) Blut ab', 'nehmen wir Blut ab' → 'Blutabnahme'.
    [
      /(?<![\p{L}])(?:(?:ich|wir) (?:nehme|nehmen)|(?:nehme|nehmen) (?:ich|wir)) (?:(?:Ihnen|dann|noch|heute|auch|gleich) )*Blut ab(?![\p{L}])/giu,
      'Blutabnahme',
    ],
    [/(^|[.;]\s+)(?:dann |also )?wir sehen uns ([^,;]+?) wieder(?=[.!]?$|,)/iu, '$1Wiedervorstellung $2'],
    // 'Wenn der Husten in vier Wochen nicht weg ist, sehen wir uns wieder': the follow-up under its condition.
    [/(,\s*)(?:dann\s+)?sehen wir uns (?:dann\s+)?(?:wieder|erneut)(?=[.!]?$)/iu, '$1Wiedervorstellung'],
    // 'In zwei Wochen sehen wir uns wieder': the follow-up, its time said first.
    [
      /^((?:in|nach) [^,;]+?) sehen wir uns (?:dann\s+)?(?:wieder|erneut)(?=[.!]?$)/iu,
      (_: string, when: string) => `Wiedervorstellung ${when.charAt(0).toLowerCase()}${when.slice(1)}`,
    ],
    // '…, die können wir heute machen': what can be done today, without the 'wir'.
    [
      /,\s*(?:die|das|den|es|sie) (?:können|könnten) wir (heute|gleich|jetzt|sofort|direkt|nächste Woche) (?:noch )?(?:machen|durchführen|geben|verabreichen|impfen)(?=[.!]?$)/iu,
      (_: string, when: string) => `, ${when} möglich`,
    ],
    // 'Wir setzen das Ramipril ab und nehmen stattdessen Candesartan': the switch, each verb in its place.
    [
      /^(?:(?:dann|also|gut),?\s+)?(?:ich setze|wir setzen) (.+?) ab,? und (?:nehmen|geben|verschreiben|beginnen mit|starten|ich gebe Ihnen|wir geben Ihnen) (?:stattdessen|dafür|jetzt) (.+?)([.!]?)$/iu,
      (_: string, stopped: string, started: string, end: string) =>
        `${stopped.charAt(0).toUpperCase()}${stopped.slice(1)} absetzen, stattdessen ${started}${end}`,
    ],
    // 'In zwei Wochen besprechen wir, ob Sie Allopurinol brauchen': what will be decided then.
    [
      /^((?:in|nach) [^,;]+?) (besprechen|entscheiden|klären|schauen) wir,?\s+(ob|wie|wann|welche\p{L}*)(?=\s)/iu,
      '$1 $2, $3',
    ],
    // 'Wenn es nicht besser ist, besprechen wir eine Stoßwellentherapie': an option to discuss then, not who talks.
    [
      /,\s*(?:dann\s+)?besprechen wir\s+(?!(?:das|es|den Befund|die Befunde|alles)(?![\p{L}]))(.+?)([.!]?)$/u,
      ', $1 besprechen$2',
    ],
    // 'Wenn es in drei Monaten nicht besser ist, sprechen wir über eine Operation', '…, reden wir über eine
    // Spritze', '…, dann müssen wir über eine Physiotherapie sprechen', 'Falls die Schmerzen bleiben besprechen wir eine Infiltration': inside a condition, what will be
    // discussed then ('eine Operation besprechen'), never what was; the condition stays as said.
    [
      /((?:^|[\s,])(?:wenn|falls|sofern|sollten?)\s[^.;!?]{1,100}?)(?:,\s*|\s+)(?:dann\s+)?(?:(?:sprechen|reden) wir (?:dann |noch einmal |nochmal |noch mal |gerne? )*über|(?:werden|können|könnten|müssen|sollten|wollen|möchten) wir (?:dann |noch einmal |nochmal |noch mal |gerne? )*über (?=[^.,;!?]+? (?:sprechen|reden)[.!]?$)|(?:werden|können|könnten|müssen|sollten|wollen|möchten) wir (?:dann |noch einmal |nochmal |noch mal |gerne? )*(?=[^.,;!?]+? besprechen[.!]?$)|besprechen wir (?:dann )?)\s*(?!(?:das|es|dies|alles)(?:\s+(?:sprechen|reden|besprechen))?[.!]?$|(?:den Befund|die Befunde)(?![\p{L}]))([^.,;!?]+?)(?:\s+(?:sprechen|reden|besprechen))?([.!]?)$/giu,
      '$1, $2 besprechen$3',
    ],
    // 'Dann müssen wir über eine Physiotherapie sprechen', 'Wir sollten über Ihr Gewicht reden': what is to be
    // discussed ('Dann eine Physiotherapie besprechen', 'Das Gewicht besprechen'), never who talks.
    [
      /^((?:(?:dann|also|deshalb|daher|jetzt|als nächstes),?\s+)?)(?:(?:müssen|sollten|sollen|werden|wollen|möchten|können|könnten) wir|wir (?:müssen|sollten|sollen|werden|wollen|möchten|können|könnten)) (?:(?:dann|noch|auch|heute|nochmal|gerne?|mal|einmal|demnächst|bald|unbedingt) )*über (?!(?:das|es|dies|alles) (?:sprechen|reden)|(?:den Befund|die Befunde)(?![\p{L}]))([^.,;!?]+?) (?:sprechen|reden)((?:,\s*(?:wenn|falls|sofern|sobald)\s[^.;!?]+)?[.!]?)$/iu,
      (_said, lead: string, what: string, end: string) =>
        `${lead}${what.replace(/^Ihr(e|en|em|er)?(?![\p{L}])/u, (_w, ending: string | undefined) => ({ '': 'das', e: 'die', en: 'den', em: 'dem', er: 'der' })[ending ?? ''] ?? 'das')} besprechen${end}`,
    ],
    [
      /(?<![\p{L}])(?:ich überweise (?:Sie|Ihn|Sie gern)|überweise ich (?:Sie|Ihn))(?![\p{L}])/giu,
      'Überweisung',
    ],
    [
      /(^|,\s*)ich (?:höre|sehe|taste|finde|fühle|spüre)\s+(?:hier\s+)?(?!.*\s(?:ab|an|durch|nach)[.!]?$)/giu,
      '$1',
    ],
    [/\s(?:höre|sehe|taste|finde|fühle|spüre) ich\s+/giu, ' '],
  ],
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const tidy = (s: string) => {
  const t = cap(
    s
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.;:!?])/g, '$1'),
  )
  return /[.?!]$/.test(t) ? t : `${t}.`
}
type Rule = [RegExp, (m: RegExpExecArray) => string | null]

/** The participle of what the clinician did, without its ending ('pus' → 'aplicad', 'limpei' → 'limp'). */
const PT_DONE: Record<string, string> = {
  pus: 'aplicad',
  coloquei: 'colocad',
  apliquei: 'aplicad',
  fechei: 'fechad',
  suturei: 'suturad',
  limpei: 'limp',
  desinfetei: 'desinfetad',
  imobilizei: 'imobilizad',
}
/** The participle's ending, as the article of what was done asks ('umas tiras' → 'aplicadas'). */
const PT_AGREES: Record<string, string> = {
  um: 'o',
  o: 'o',
  uma: 'a',
  a: 'a',
  uns: 'os',
  os: 'os',
  umas: 'as',
  as: 'as',
}
/** What was applied, without its 'um'/'uma' ('umas tiras adesivas e um penso' → 'tiras adesivas e penso'). */
const ptApplied = (article: string, what: string) =>
  `${/^(?:o|a|os|as)$/i.test(article) ? `${article.toLowerCase()} ` : ''}${what.replace(/(?<![\p{L}])e (?:um|uma|uns|umas) /giu, 'e ')}`
/** The 'se' form of what the clinician did ('he cerrado' → 'cierra'). */
const ES_DONE: Record<string, string> = {
  cerrado: 'cierra',
  cerré: 'cierra',
  suturado: 'sutura',
  suturé: 'sutura',
  desinfectado: 'desinfecta',
  desinfecté: 'desinfecta',
  drenado: 'drena',
  drené: 'drena',
  inmovilizado: 'inmoviliza',
  inmovilicé: 'inmoviliza',
  vendado: 'venda',
  vendé: 'venda',
}
/** 'unas tiras adhesivas y un apósito' placed: 'colocan tiras adhesivas y apósito' (plural for more than one). */
function esPlaced(verb: string, article: string, what: string): string {
  const applied = /^aplica/i.test(verb)
  const many =
    /^(?:unos|unas|los|las)$/i.test(article) || /(?<![\p{L}])y (?:unos?|unas?|el|la|los|las) /iu.test(what)
  const said = `${/^(?:el|la|los|las)$/i.test(article) ? `${article.toLowerCase()} ` : ''}${what.replace(/(?<![\p{L}])y (?:unos|unas|un|una) /giu, 'y ')}`
  return `${applied ? 'aplica' : 'coloca'}${many ? 'n' : ''} ${said}`
}

/** 'so'/'also'/'just' between the frame and the verb. */
const EN_PAD = String.raw`(?:(?:go ahead(?: and)?|also|just|then|now|probably|definitely|actually)\s+)*`

/** An order said in the progressive ('I will be ordering an MRI') and the verb it gives. */
const EN_PROGRESSIVE: Record<string, string> = {
  ordering: 'order',
  prescribing: 'prescribe',
  referring: 'refer',
  starting: 'start',
  sending: 'send',
  scheduling: 'schedule',
  checking: 'check',
  rechecking: 'recheck',
  increasing: 'increase',
  decreasing: 'decrease',
  stopping: 'stop',
  continuing: 'continue',
  obtaining: 'obtain',
  repeating: 'repeat',
  requesting: 'request',
  arranging: 'arrange',
  booking: 'book',
  organising: 'organise',
  organizing: 'organize',
  adding: 'add',
  reducing: 'reduce',
  switching: 'switch',
}
const EN_EXAM = `(?:hear|see|feel|appreciate|note|notice|palpate|find|auscultate)`

const en: Rule[] = [
  // 'I've put some steri-strips and a dressing on', 'I closed it with glue and put a dressing on': what was done
  // in the visit, without the first person ('Steri-strips and a dressing applied', 'Closed with glue and a dressing
  // applied').
  [
    /^(?:(?:so|okay|ok|right|now|there we go),?\s+)*(?:i|we)(?:'ve| have)? (?:just |now |also )?(?:put|placed|applied) (?:on )?(?:some )?((?=[^.;!?]*\b(?:steri-?strips?|stitch|stitches|sutures?|glue|dressings?|bandages?|plasters?|splint|sling|strapping|cast)\b).+?)(?: on)?[.!]?$/i,
    (m) => `${cap(m[1]!)} applied`,
  ],
  [
    /^(?:(?:so|okay|ok|right|now|there we go),?\s+)*(?:i|we)(?:'ve| have)? (?:just |now |also )?(closed|stitched|sutured|glued|dressed|drained|irrigated|splinted|strapped|bandaged)(?: (?:it|them)(?![\p{L}]))?(.*?)[.!]?$/iu,
    (m) =>
      `${cap(m[1]!.toLowerCase())}${m[2]!.replace(/ and (?:i |we )?(?:put|placed|applied) (?:on )?(?:some )?(.+?)(?: on)?$/i, ' and $1 applied')}`,
  ],
  // 'Let's see each other again in four weeks': the follow-up.
  [/^(?:let's|let us|we(?:'ll| will)) see each other (?:again )?(in .+?)[.!]?$/i, (m) => `Review ${m[1]}`],
  // 'I'm sending you to the emergency department for a scan': where the patient is sent.
  [
    /^(?:(?:so|okay|now),?\s+)?(?:I(?:'m| am) (?:going to )?|I(?:'ll| will) )?send(?:ing)? (?:you|him|her|them) (?:straight |directly )?((?:to|over to|in to) .+?)[.!]?$/i,
    (m) => `Refer ${m[1]!.replace(/^(?:over|in) /i, '')}`,
  ],
  // 'I'm giving you aspirin 300 milligrams to chew now', 'I'm calling an ambulance now': what is done in the
  // visit, as the plan writes it ('Give aspirin…', 'Call an ambulance now').
  [
    /^(?:(?:so|okay|now|right),?\s+)?(?:I(?:'m| am)|we(?:'re| are)) (giving|calling|phoning|ringing|arranging|booking) (?:(?:you|him|her|them) )?(.+?)[.!]?$/i,
    (m) =>
      `${{ giving: 'Give', calling: 'Call', phoning: 'Call', ringing: 'Call', arranging: 'Arrange', booking: 'Book' }[m[1]!.toLowerCase() as 'giving']} ${m[2]}`,
  ],
  // 'I'd rather you didn't take ibuprofen tablets with the ramipril': advice not to.
  [
    /^I(?:'d| would) (?:rather|prefer(?: it if)?) (?:you|he|she|they) (?:didn't|did not|don't|do not|not|wouldn't|would not) (.+?)[.!]?$/i,
    (m) => `Advised not to ${m[1]}`,
  ],
  // 'I have here seventy-one kilos', 'I've got here …': a value read from the record.
  [/^(?:I have|I've got) (?:here|it down as|written down),?\s+(.+)$/i, (m) => `Previously recorded: ${m[1]}`],
  // 'We'll talk again when the results are back': the follow-up.
  [/^(?:we(?:'ll| will)|let's) (?:talk|speak) again\b,?\s*(.+)$/i, (m) => `Review ${m[1]}`],
  [/^(?:come (?:back )?and )?see me (?:again )?(in .+)$/i, (m) => `Review ${m[1]}`],
  // 'You don't need to stop driving': leave not to, not an order not to.
  [/^(?:you|she|he) (?:don't|do not|doesn't|does not) need to\s+(.+)$/i, (m) => `No need to ${m[1]}`],
  // 'We could also start sertraline 50 milligrams once a day.': an option put to the patient, not an order.
  [
    /^(?:we|I) could (?:also |always )?(start|try|add|use|increase|switch(?: to)?)\b(.*)$/i,
    (m) =>
      `Option discussed: ${m[1]!.toLowerCase()}${m[2]!.replace(/,? or (?:we|I) could (?:also )?/gi, ' or ')}`,
  ],
  // 'We'll talk about allopurinol once this settles': a discussion put off to a later time is part of the plan.
  [
    /^(?:we(?:'ll| will)|I(?:'ll| will)|let's) (?:talk about|discuss) (.+?)\s+((?:once|when|after|at the next|next|later|in \d+|in a)\b.*)$/i,
    (m) => `Discuss ${m[1]} ${m[2]}`,
  ],
  // A stammered subject ('I-I would like to…', 'I, I am going to…') is said once.
  [/^(I|we)(?:-|,?\s+)\1\b(.*)$/i, (m) => applyRules(`${m[1]}${m[2]}`, 'en')],
  [
    new RegExp(
      String.raw`^(?:I|we)(?:'ll| will|'m| am|'re| are) (?:also |just |then )?(?:be |going to be )?(${Object.keys(EN_PROGRESSIVE).join('|')})\b(.*)$`,
      'i',
    ),
    (m) => `${EN_PROGRESSIVE[m[1]!.toLowerCase()]}${m[2]}`,
  ],
  [
    /^I(?:'d| would) (?:just |also )?(continue|start|stop|recommend|suggest|keep|hold|avoid|increase|decrease|reduce|lower|repeat|add|switch|change|take|use|apply)\b(.*)$/i,
    (m) => `${m[1]}${m[2]}`,
  ],
  [
    /^I would not (change|do|start|stop|recommend|increase|decrease|add|order|repeat)\b(.*)$/i,
    (m) => `Do not ${m[1]}${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^(?:I(?:'m| am) not going to|I'm not gonna|I won't|I will not|we(?:'re| are) not going to|we're not gonna|we won't|we will not|let's not|I don't want (?:you )?to|I do not want (?:you )?to|we don't want to|we do not want to|you should not|you shouldn't)\s+${EN_PAD}([a-z]+)(.*)$`,
      'i',
    ),
    (m) => `Do not ${m[1]}${m[2]}`,
  ],
  // 'I don't want you taking paracetamol more than two days a week': what the patient must not go on doing.
  [
    /^I (?:don't|do not) want (?:you|him|her|them) (taking|using|driving|drinking|lifting|doing|eating|running|playing|smoking|going|putting|wearing|working|getting)\b(.*)$/i,
    (m) => `Do not ${GERUND_BASE[m[1]!.toLowerCase()]}${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^(?:I(?:'m| am) (?:also )?going to|I'm gonna|I will|I'll|I(?:'d| would) (?:also |really )?like to|I (?:do |also |really |just |definitely |still )*(?:want|need) to|I(?:'m| am) going to go ahead and|we(?:'re| are) (?:also )?going to|we're gonna|we will|we'll|we(?:'d| would) (?:also )?like to|we (?:do |also |really |just |still )*(?:want|need) to|we should|let's|let us|I think we should|I(?:'d| would) recommend we|we can)\s+${EN_PAD}(?!be\b|have\b|see how\b|talk\b|discuss\b)([a-z]+)(.*)$`,
      'i',
    ),
    (m) => `${m[1]}${m[2]}`,
  ],
  // 'We are also going to have the patient apply ice': the order is to have the patient do it.
  [
    new RegExp(
      String.raw`^(?:I(?:'m| am) (?:also )?going to|I'm gonna|I will|I'll|we(?:'re| are) (?:also )?going to|we're gonna|we will|we'll)\s+${EN_PAD}have (the patient|him|her|them|the nurse)\s+(.*)$`,
      'i',
    ),
    (m) => `have ${m[1]} ${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^(?:I (?:also |really |just |do )?want (?:you|him|her|them) to|I(?:'d| would) (?:also )?like (?:you|him|her|them) to|I(?:'d| would) like for (?:you|him|her|them) to|I need (?:you|him|her|them) to|you should|you need to|you have to|you'll need to|you will need to|make sure (?:that )?you|I recommend (?:that )?you|I'd recommend (?:that )?you|I suggest (?:that )?you|I'd like for you to|I want for you to)\s+${EN_PAD}(?!be\b)([a-z]+)(.*)$`,
      'i',
    ),
    (m) => `${m[1]}${m[2]}`,
  ],
  // 'I'd like bloods on Friday, kidney function and potassium': what is wanted is the order.
  [
    /^(?:I|we)(?:'d| would) (?:also )?like (?!to\b|you\b|him\b|her\b|them\b|for\b|that\b|it\b)(.+)$/i,
    (m) => m[1]!,
  ],
  [
    new RegExp(
      String.raw`^((?:on|upon|at) (?:the )?(?:exam|examination|auscultation|palpation|inspection)[^,]*,\s*)?I (?:do not|don't|cannot|can't|did not|didn't) ${EN_EXAM}\s+(?:that\s+)?(?:any\s+)?(.+)$`,
      'i',
    ),
    (m) => `${m[1] ?? ''}no ${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^((?:on|upon|at) (?:the )?(?:exam|examination|auscultation|palpation|inspection)[^,]*,\s*)?I (?:can |do |also )?${EN_EXAM}\s+(?:that\s+)?(?:there is |there's |there are )?(.+)$`,
      'i',
    ),
    (m) => `${m[1] ?? ''}${m[2]}`,
  ],
]

/** Portuguese first person present of ordering verbs and their infinitive. */
/** What follows a noun, never a verb's object: 'aumento da frequência', 'cambio de hábitos', 'inicio del tratamiento'. */
const NOUN_COMPLEMENT = /^\s+(?:d[aoe]s?|del|de la|de los|de las)(?![\p{L}])(?!\s*\d)/iu

const PT_FIRST: Record<string, string> = {
  reavaliamos: 'reavaliar',
  marcamos: 'marcar',
  pedimos: 'pedir',
  repetimos: 'repetir',
  encaminhamos: 'encaminhar',
  receito: 'receitar',
  peço: 'pedir',
  prescrevo: 'prescrever',
  encaminho: 'encaminhar',
  referencio: 'referenciar',
  recomendo: 'recomendar',
  aconselho: 'aconselhar',
  aumento: 'aumentar',
  reduzo: 'reduzir',
  suspendo: 'suspender',
  mantenho: 'manter',
  renovo: 'renovar',
  dou: 'dar',
  passo: 'passar',
  marco: 'marcar',
  requisito: 'requisitar',
  inicio: 'iniciar',
  // The plural of the plan ('Mantemos a metformina', 'Continuamos com…').
  mantemos: 'manter',
  continuamos: 'continuar',
  suspendemos: 'suspender',
  tiramos: 'tirar',
  começamos: 'começar',
  iniciamos: 'iniciar',
  aumentamos: 'aumentar',
  reduzimos: 'reduzir',
  trocamos: 'trocar',
  fazemos: 'fazer',
  damos: 'dar',
  farei: 'fazer',
  direi: 'dizer',
  trarei: 'trazer',
}
/** 'Na auscultação ouço sibilos' → 'Na auscultação, sibilos': the part of the examination, then a comma. */
const examLead = (lead: string | undefined) => (lead ? `${lead.trimEnd().replace(/,$/, '')}, ` : '')

const PT_EXAM = `(?:ausculto|oiço|ouço|noto|palpo|vejo|encontro|sinto)`

/** A Portuguese infinitive with its pronoun joined ('encaminhá-la', 'mantê-lo', 'pedi-lo') and the plain infinitive. */
const PT_CLITIC_INFINITIVE = /(\p{L}+?)([áéêí])-(?:lo|la|los|las)(?![\p{L}])/u
const plainInfinitive = (stem: string, vowel: string) =>
  `${stem}${{ á: 'a', é: 'e', ê: 'e', í: 'i' }[vowel] ?? vowel}r`

const pt: Rule[] = [
  // 'Pus umas tiras adesivas e um penso', 'Fechei com tiras adesivas e pus um penso': what was done in the visit,
  // without the first person ('Aplicadas tiras adesivas e penso', 'Ferida fechada com tiras adesivas e aplicado penso').
  [
    /^(?:(?:já|então|pronto|agora),?\s+)*(?:eu\s+)?(?:lhe\s+)?(pus|coloquei|apliquei)(?:-lhe)? (um|uma|uns|umas|o|a|os|as) ((?=[^.;!?]*(?<![\p{L}])(?:tiras?|pensos?|ligaduras?|curativos?|adesivos?|pontos|tala|gesso|cola|compressas?)(?![\p{L}])).+?)[.!]?$/iu,
    (m) =>
      `${cap(PT_DONE[m[1]!.toLowerCase()]!)}${PT_AGREES[m[2]!.toLowerCase()]} ${ptApplied(m[2]!, m[3]!)}`,
  ],
  [
    /^(?:(?:já|então|pronto|agora),?\s+)*(?:eu\s+)?(?:lhe\s+)?(fechei|suturei|limpei|desinfetei|imobilizei)(?: (?:(o|a|os|as) (\p{L}+)))?(?![\p{L}])(.*?)[.!]?$/iu,
    (m) => {
      const done = PT_DONE[m[1]!.toLowerCase()]!
      const noun = m[3] ? `${cap(m[3])} ${done}${PT_AGREES[m[2]!.toLowerCase()]}` : `Ferida ${done}a`
      const rest = m[4]!.replace(
        /(?<![\p{L}])e (?:lhe )?(?:pus|coloquei|apliquei)(?:-lhe)? (um|uma|uns|umas|o|a|os|as) (.+)$/iu,
        (_w, article: string, what: string) =>
          `e aplicad${PT_AGREES[article.toLowerCase()]} ${ptApplied(article, what)}`,
      )
      return /(?<![\p{L}])(?:pus|coloquei|apliquei|fiz|dei)(?![\p{L}])/iu.test(rest) ? null : `${noun}${rest}`
    },
  ],
  // 'Não quero que tome ibuprofeno': advice not to, its verb as the note writes it ('Não tomar ibuprofeno').
  [
    /^(?:e\s+)?(?:não|nao) quero que (?:o senhor |a senhora |você )?(\p{L}+)(?![\p{L}])(.*?)[.!]?$/iu,
    (m) => (NOT_WANTED.pt[m[1]!.toLowerCase()] ? `Não ${NOT_WANTED.pt[m[1]!.toLowerCase()]}${m[2]}` : null),
  ],
  // 'Mando-a para a urgência': where the patient is sent.
  [
    /^(?:mando|envio|encaminho|vou mandá|vou enviá)-(?:o|a|os|as|l[oa]s?) (para|à|ao|a) (.+?)[.!]?$/iu,
    (m) => `Enviar ${m[1]} ${m[2]}`,
  ],
  // 'Prefiro que não tome ibuprofeno com o lisinopril': advice not to.
  [/^(?:prefiro|preferia|preferiria) que (?:não|nao) (.+?)[.!]?$/iu, (m) => `Não ${m[1]}`],
  // 'Tenho aqui setenta e um quilos': a value read from the record.
  [/^tenho aqui(?: registad[oa]s?)?,?\s+(.+)$/iu, (m) => `Registo anterior: ${m[1]}`],
  // 'Poderíamos começar sertralina…': an option put to the patient, not an order.
  [
    /^(?:poderíamos|podíamos|podemos|podia) (?:também )?(começar|iniciar|experimentar|acrescentar|juntar|associar|aumentar|mudar|trocar)(?![\p{L}])(.*)$/iu,
    (m) =>
      `Opção discutida: ${m[1]!.toLowerCase()}${m[2]!.replace(/,? ou (?:poderíamos|podíamos|podemos|podia) (?:também )?/giu, ' ou ')}`,
  ],
  // 'Proponho amlodipina 5 mg uma vez por dia': what the clinician proposes.
  [/^(?:proponho|propunha|sugiro)\s+(?!que(?![\p{L}]))(.+?)[.!]?$/iu, (m) => `Proposto: ${m[1]}`],
  // 'Falamos do alopurinol quando isto acalmar': a discussion put off to a later time.
  [
    /^(?:falaremos|falamos) (d[oae]s? .+?)\s+((?:quando|depois|mais tarde|na próxima)(?![\p{L}]).*)$/iu,
    (m) => `Falar ${m[1]} ${m[2]}`,
  ],
  // 'Voltamos a falar quando tiver os resultados': the follow-up.
  [/^voltamos a (?:falar|ver-nos),?\s*(.+)$/iu, (m) => `Reavaliar ${m[1]}`],
  // 'Faço-lhe agora a manobra de Epley': a procedure done in the visit.
  [
    /^faço-lhe\s+(?:agora\s+|já\s+)?((?:a|o|uma|um)\s+(?:manobra|prova|infiltração|sutura|penso|eletrocardiograma|ecg|lavagem|teste)(?![\p{L}]).*)$/iu,
    (m) => `Realiza-se ${m[1]}`,
  ],
  // 'Estou também a pedir um estudo de condução': an order said in the progressive, as its infinitive.
  [
    /^(?:também\s+)?estou\s+(?:também\s+|já\s+)?a\s+(?:lhe\s+|te\s+)?(\p{L}+(?:ar|er|ir|or))(?:-(?:lhe|te|o|a))?(?![\p{L}])(.*)$/iu,
    (m) => `${m[1]}${m[2]}`,
  ],
  // 'Vou encaminhá-la para a psicologia' → 'Encaminhar para a psicologia'.
  [
    new RegExp(
      String.raw`^(?:vou|vamos|irei|iremos|quero|pretendo|temos de|temos que)\s+(?:também\s+|já\s+|então\s+|agora\s+)*${PT_CLITIC_INFINITIVE.source}(.*)$`,
      'iu',
    ),
    (m) => `${plainInfinitive(m[1]!, m[2]!)}${m[3]}`,
  ],
  [
    /^(?:não|nao)\s+(?:lhe\s+|te\s+|o\s+|a\s+|os\s+|as\s+)?(?:vou|vamos|devemos|queremos|quero|irei|iremos|pretendo|convém)\s+(?:\p{L}+\s+)?(\p{L}+(?:ar|er|ir|or))(?![\p{L}])(.*)$/iu,
    (m) => `Não ${m[1]}${m[2]}`,
  ],
  [
    /^(?:vou|vamos|irei|iremos|queria|gostaria de|quero|pretendo|temos de|temos que)\s+(?:também\s+|já\s+|então\s+|agora\s+)*(?:lhe\s+|te\s+)?(\p{L}+(?:ar|er|ir|or))(?:-(?:lhe|o|a|los|las))?(?![\p{L}])(.*)$/iu,
    (m) => `${m[1]}${m[2]}`,
  ],
  // 'Quero umas análises à função renal daqui a duas semanas': the test asked for.
  [
    /^(?:quero|queria|gostava de ter)\s+(?:(?:umas?|uns|um)\s+)?((?:análises|exames?|radiografia|ecografia|eletrocardiograma|ecg|tac|ressonância|colheita)(?![\p{L}]).*)$/iu,
    (m) => `Pedir ${m[1]}`,
  ],
  // 'Receito-lhe…' → 'Receitar…'; 'Não lhe dou amoxicilina': the order withheld keeps its no.
  [
    /^(?:(não|nao)\s+(?:lhe\s+|te\s+|o\s+|a\s+)?|(?:eu\s+)?(?:lhe\s+|te\s+)?)(\p{L}+)(?:-(?:lhe|o|a))?(?![\p{L}])(.*)$/iu,
    (m) => {
      // ('…e aumento da frequência urinária': a noun with its complement, no verb.)
      if (NOUN_COMPLEMENT.test(m[3]!)) return null
      const verb = PT_FIRST[m[2]!.toLowerCase()] ?? ptFutureSingular(m[2]!)
      return verb ? `${m[1] ? 'Não ' : ''}${verb}${m[3]}` : null
    },
  ],
  [
    new RegExp(
      String.raw`^((?:à|na) (?:auscultação|palpação|observação|inspeção)(?:[^,]*,|\s+\p{L}+)?\s*)?(?:não|nao)\s+${PT_EXAM}\s+(?:nenhum\p{L}*\s+|qualquer\s+)?(.+)$`,
      'iu',
    ),
    (m) => `${examLead(m[1])}sem ${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^((?:à|na) (?:auscultação|palpação|observação|inspeção)(?:[^,]*,|\s+\p{L}+)?\s*)?${PT_EXAM}\s+(.+)$`,
      'iu',
    ),
    (m) => `${examLead(m[1])}${m[2]}`,
  ],
]

/** The verb of an '-ing' form said after 'I don't want you …'. */
const GERUND_BASE: Record<string, string> = {
  taking: 'take',
  using: 'use',
  driving: 'drive',
  drinking: 'drink',
  lifting: 'lift',
  doing: 'do',
  eating: 'eat',
  running: 'run',
  playing: 'play',
  smoking: 'smoke',
  going: 'go',
  putting: 'put',
  wearing: 'wear',
  working: 'work',
  getting: 'get',
}

/** What the clinician does not want the patient to do, in the subjunctive, and its infinitive. */
const NOT_WANTED: Record<'pt' | 'es', Record<string, string>> = {
  pt: {
    tome: 'tomar',
    use: 'usar',
    faça: 'fazer',
    beba: 'beber',
    coma: 'comer',
    conduza: 'conduzir',
    ponha: 'pôr',
    pegue: 'pegar',
    fume: 'fumar',
    carregue: 'carregar',
    deixe: 'deixar',
    pare: 'parar',
    aplique: 'aplicar',
  },
  es: {
    tome: 'tomar',
    use: 'usar',
    haga: 'hacer',
    beba: 'beber',
    coma: 'comer',
    conduzca: 'conducir',
    ponga: 'poner',
    coja: 'coger',
    fume: 'fumar',
    cargue: 'cargar',
    deje: 'dejar',
    pare: 'parar',
    aplique: 'aplicar',
  },
}

/** Spanish first person present of ordering verbs and their infinitive. */
const ES_FIRST: Record<string, string> = {
  receto: 'recetar',
  hago: 'hacer',
  renuevo: 'renovar',
  propongo: 'proponer',
  pido: 'pedir',
  solicito: 'solicitar',
  indico: 'indicar',
  pauto: 'pautar',
  recomiendo: 'recomendar',
  aconsejo: 'aconsejar',
  derivo: 'derivar',
  mando: 'mandar',
  pongo: 'poner',
  doy: 'dar',
  marco: 'marcar',
  aumento: 'aumentar',
  bajo: 'bajar',
  reduzco: 'reducir',
  suspendo: 'suspender',
  mantengo: 'mantener',
  cambio: 'cambiar',
  prescribo: 'prescribir',
  inicio: 'iniciar',
  // The plural and the future of the plan ('Haremos curas cada dos días', 'le derivaré').
  haremos: 'hacer',
  hacemos: 'hacer',
  ponemos: 'poner',
  damos: 'dar',
  pediremos: 'pedir',
  pedimos: 'pedir',
  repetimos: 'repetir',
  repetiremos: 'repetir',
  derivamos: 'derivar',
  derivaremos: 'derivar',
  derivaré: 'derivar',
  pediré: 'pedir',
  haré: 'hacer',
  recetaré: 'recetar',
  pautamos: 'pautar',
  iniciamos: 'iniciar',
  empezamos: 'empezar',
  mantenemos: 'mantener',
  seguimos: 'seguir',
  continuamos: 'continuar',
  suspendemos: 'suspender',
  retiramos: 'retirar',
  cambiamos: 'cambiar',
  subimos: 'subir',
  bajamos: 'bajar',
}
/** 'Valoraremos', 'revisaremos', 'pediremos': the plan's future in the plural, as its infinitive. */
const esFuturePlural = (word: string) =>
  /^(\p{L}{2,}?)(ar|er|ir)emos$/iu.exec(word)?.slice(1, 3).join('').toLowerCase() ?? null
/** 'Hablaré con el urólogo', 'llamaré': the plan's future in the first person, as its infinitive. */
const esFutureSingular = (word: string) =>
  /^(\p{L}{2,}?)(ar|er|ir)é$/iu.exec(word)?.slice(1, 3).join('').toLowerCase() ?? null
/** 'Falarei com o urologista', 'ligarei': the same in Portuguese (irregular ones, 'farei', in the table). */
const ptFutureSingular = (word: string) =>
  /^(\p{L}{2,}?)(ar|er|ir)ei$/iu.exec(word)?.slice(1, 3).join('').toLowerCase() ?? null
const ES_EXAM = `(?:ausculto|oigo|noto|palpo|veo|encuentro|aprecio|escucho)`

/** The infinitive of an order's gerund ('pidiendo' → 'pedir'): -ando is -ar; -iendo, as these verbs have it. */
const ES_GERUND_IR: Record<string, string> = {
  pidiendo: 'pedir',
  haciendo: 'hacer',
  poniendo: 'poner',
  añadiendo: 'añadir',
  subiendo: 'subir',
  escribiendo: 'escribir',
  repitiendo: 'repetir',
  remitiendo: 'remitir',
  reduciendo: 'reducir',
  prescribiendo: 'prescribir',
}
const esInfinitive = (gerund: string) =>
  /ando$/iu.test(gerund) ? gerund.replace(/ando$/iu, 'ar') : (ES_GERUND_IR[gerund.toLowerCase()] ?? null)

const es: Rule[] = [
  // 'Le he puesto unas tiras adhesivas y un apósito', 'Lo he cerrado con tiras adhesivas y le he puesto un apósito':
  // what was done in the visit, as notes write it ('Se colocan tiras adhesivas y apósito', 'Se cierra con tiras
  // adhesivas y se coloca apósito').
  [
    /^(?:(?:ya|bueno|vale|pues),?\s+)*(?:(?:le|se la|se lo)\s+)?(?:(?:he|hemos)\s+(puesto|colocado|aplicado)|(puse|coloqué|apliqué))\s+(unos|unas|un|una|el|la|los|las)\s+((?=[^.;!?]*(?<![\p{L}])(?:tiras?|apósitos?|vendas?|vendajes?|puntos|férula|yeso|pegamento|gasas?|esparadrapo)(?![\p{L}])).+?)[.!]?$/iu,
    (m) => `Se ${esPlaced(m[1] ?? m[2]!, m[3]!, m[4]!)}`,
  ],
  [
    /^(?:(?:ya|bueno|vale|pues),?\s+)*(?:(?:lo|la|le|los|las)\s+)?(?:(?:he|hemos)\s+(cerrado|suturado|desinfectado|drenado|inmovilizado|vendado)|(cerré|suturé|desinfecté|drené|inmovilicé|vendé))(?![\p{L}])(.*?)[.!]?$/iu,
    (m) => {
      const rest = m[3]!.replace(
        /(?<![\p{L}])y (?:(?:le|se la|se lo)\s+)?(?:(?:he|hemos)\s+(puesto|colocado|aplicado)|(puse|coloqué|apliqué))\s+(unos|unas|un|una|el|la|los|las)\s+(.+)$/iu,
        (_w, perfect: string | undefined, past: string | undefined, article: string, what: string) =>
          `y se ${esPlaced(perfect ?? past!, article, what)}`,
      )
      return /(?<![\p{L}])(?:he|hemos|puse)(?![\p{L}])/iu.test(rest)
        ? null
        : `Se ${ES_DONE[(m[1] ?? m[2]!).toLowerCase()]}${rest}`
    },
  ],
  // 'Quiero un análisis de la función renal dentro de dos semanas': the test asked for.
  [
    /^(?:quiero|querría|quisiera)\s+(?:(?:unas?|unos|un)\s+)?((?:análisis|analítica|pruebas?|radiografía|ecografía|electrocardiograma|ecg|tac|resonancia)(?![\p{L}]).*)$/iu,
    (m) => `Pedir ${m[1]}`,
  ],
  // 'No quiero que tome ibuprofeno': advice not to, its verb as the note writes it ('No tomar ibuprofeno').
  [
    /^(?:y\s+)?no quiero que (?:usted )?(\p{L}+)(?![\p{L}])(.*?)[.!]?$/iu,
    (m) => (NOT_WANTED.es[m[1]!.toLowerCase()] ? `No ${NOT_WANTED.es[m[1]!.toLowerCase()]}${m[2]}` : null),
  ],
  // 'También le estoy pidiendo un estudio de conducción': an order said in the progressive, as its infinitive.
  [
    /^(?:también\s+)?(?:le\s+|te\s+)?estoy\s+(?:también\s+|ya\s+)?(\p{L}+(?:ando|iendo))(?:le|te)?(?![\p{L}])(.*)$/iu,
    (m) => {
      const verb = esInfinitive(m[1]!)
      return verb ? `${verb}${m[2]}` : null
    },
  ],
  // 'La mando a urgencias del hospital para una ecografía': where the patient is sent.
  [
    /^(?:la|le|lo|los|las) (?:mando|envío|derivo|remito) (a|al) (.+?)[.!]?$/iu,
    (m) => `Derivar ${m[1]} ${m[2]}`,
  ],
  // 'Prefiero que no tome ibuprofeno con el enalapril': advice not to.
  [/^(?:prefiero|preferiría|prefiriría) que no (.+?)[.!]?$/iu, (m) => `No ${m[1]}`],
  // 'Tengo aquí setenta y un kilos': a value read from the record.
  [/^tengo aquí(?: apuntad[oa]s?| anotad[oa]s?)?,?\s+(.+)$/iu, (m) => `Registro previo: ${m[1]}`],
  // 'Podríamos empezar con sertralina…': an option put to the patient, not an order.
  [
    /^(?:podríamos|podemos|podría) (?:también )?(empezar|iniciar|probar|añadir|asociar|aumentar|cambiar)(?![\p{L}])(.*)$/iu,
    (m) =>
      `Opción comentada: ${m[1]!.toLowerCase()}${m[2]!.replace(/,? o (?:podríamos|podemos|podría) (?:también )?/giu, ' o ')}`,
  ],
  // 'Revisamos en dos semanas': the follow-up.
  [/^(?:le |te )?revisamos (en .+)$/iu, (m) => `Revisión ${m[1]}`],
  // 'Hablaremos del alopurinol cuando se calme': a discussion put off to a later time.
  [
    /^(?:hablaremos|hablamos) (de(?:l)? .+?)\s+((?:cuando|después|más adelante|en la próxima)(?![\p{L}]).*)$/iu,
    (m) => `Hablar ${m[1]} ${m[2]}`,
  ],
  // 'Volvemos a hablar cuando estén los resultados': the follow-up.
  [/^volvemos a (?:hablar|vernos),?\s*(.+)$/iu, (m) => `Revisión ${m[1]}`],
  // 'Le hago ahora la maniobra de Epley': a procedure done in the visit.
  [
    /^(?:le\s+|te\s+)?hago\s+(?:ahora\s+|ya\s+)?((?:la|el|una|un)\s+(?:maniobra|prueba|exploración|infiltración|sutura|cura|electrocardiograma|ecg|lavado|test)(?![\p{L}]).*)$/iu,
    (m) => `Se realiza ${m[1]}`,
  ],
  [
    /^no\s+(?:le\s+|te\s+)?(?:vamos a|voy a|debemos|queremos|quiero|hay que|conviene)\s+(\p{L}+(?:ar|er|ir))(\p{L}*)(?![\p{L}])(.*)$/iu,
    (m) => `No ${m[1]}${m[2]}${m[3]}`,
  ],
  [
    /^(?:(?:le|te|les)\s+)?(?:voy a|vamos a|quiero|querría|me gustaría|hay que|tenemos que|(?:usted\s+)?tiene que|tienes que|tendrá que|tendrás que)\s+(?:también\s+|ya\s+)*(\p{L}+(?:ar|er|ir))(\p{L}*)(?![\p{L}])(.*)$/iu,
    (m) => `${m[1]}${m[2]}${m[3]}`,
  ],
  // 'La bajaremos poco a poco': the plan's future in the plural, with its pronoun ('Bajarla poco a poco').
  [
    /^(la|lo|las|los)\s+(\p{L}+emos)(?![\p{L}])(.*)$/iu,
    (m) => {
      const verb = esFuturePlural(m[2]!)
      return verb ? `${verb}${m[1]!.toLowerCase()}${m[3]}` : null
    },
  ],
  // 'Le receto…' → 'Recetar…'; 'No le doy amoxicilina': the order withheld keeps its no.
  [
    /^(?:(no)\s+(?:le\s+|te\s+|les\s+|lo\s+|la\s+)?|(?:yo\s+)?(?:(?:le|te|les)\s+)?)(\p{L}+)(?![\p{L}])(.*)$/iu,
    (m) => {
      // ('…y aumento de la frecuencia', 'bajo control': a noun with its complement, or a preposition.)
      if (NOUN_COMPLEMENT.test(m[3]!) || /^bajo$/iu.test(m[2]!)) return null
      const verb = ES_FIRST[m[2]!.toLowerCase()] ?? esFuturePlural(m[2]!) ?? esFutureSingular(m[2]!)
      return verb ? `${m[1] ? 'No ' : ''}${verb}${m[3]}` : null
    },
  ],
  [
    new RegExp(
      String.raw`^((?:a la|en la) (?:auscultación|palpación|exploración|inspección)(?:[^,]*,|\s+\p{L}+)?\s*)?no\s+${ES_EXAM}\s+(?:ningún\p{L}*\s+|ninguna\s+)?(.+)$`,
      'iu',
    ),
    (m) => `${examLead(m[1])}sin ${m[2]}`,
  ],
  [
    new RegExp(
      String.raw`^((?:a la|en la) (?:auscultación|palpación|exploración|inspección)(?:[^,]*,|\s+\p{L}+)?\s*)?${ES_EXAM}\s+(.+)$`,
      'iu',
    ),
    (m) => `${examLead(m[1])}${m[2]}`,
  ],
]

/** Separable particles a German verb leaves at the end ('ich nehme Blut ab'). */
const DE_PARTICLE = /\s(ab|an|auf|aus|ein|mit|vor|zu|zurück|weiter|fest|durch|nach|um)\.?$/i
const DE_FILLER = String.raw`(?:(?:Ihnen|Sie|dir|dich|ihm|ihr|ihn|jetzt|dann|noch|gerne|heute|erstmal|erst einmal|einmal|mal|zunächst|bitte)\s+)*`
const DE_EXAM = `(?:höre|sehe|taste|finde|fühle|spüre|tastet sich)`

/** A German first-person verb in its infinitive ('verschreibe' → 'verschreiben'; 'wir machen' is one already). */
function germanInfinitive(verb: string, plural: boolean): string | null {
  const v = verb.toLowerCase()
  if (plural) return /en$|ern$|eln$/.test(v) ? v : null
  // ('verlängere' → 'verlängern', 'wechsele' → 'wechseln'.)
  if (/[^aeiouäöü](?:er|el)e$/.test(v)) return `${v.slice(0, -1)}n`
  if (/e$/.test(v)) return `${v}n`
  return null
}

/** German verbs of a plan said after its object ('Amoxicillin geben wir nicht', 'Außerdem verschreibe ich…'). */
const DE_PLAN_VERB = `(?:geben|gebe|verschreiben|verschreibe|machen|mache|verordnen|verordne|planen|plane|wiederholen|wiederhole|kontrollieren|kontrolliere|setzen|setze|beginnen|beginne|starten|starte|erhöhen|erhöhe|reduzieren|reduziere|empfehlen|empfehle|veranlassen|veranlasse)`

/**
 * 'messen' with 'den Blutdruck zu Hause, eine Woche lang…': the verb at the end of the first clause ('Den
 * Blutdruck zu Hause messen, eine Woche lang…'), a separable particle joined to it ('weiter' + 'nehmen').
 */
/**
 * Where a German order's first clause ends, for its verb to close it: the first comma, unless what follows it
 * only goes on with a list ('ein Labor mit Kalium, Kreatinin und NT-proBNP'); -1 when the clause runs to the end.
 */
function clauseComma(text: string): number {
  // 'Ich stelle Ihnen eine Verordnung aus, sechsmal, für…': a separable particle before the first comma closes the
  // verb's clause there, whatever list follows.
  const first = text.indexOf(', ')
  if (
    first > 0 &&
    /\s(?:ab|an|auf|aus|ein|mit|vor|zurück|weiter|fest|durch|nach|um|weg|los)$/iu.test(text.slice(0, first))
  )
    return first
  if (/^[^,]+(?:,\s+[^,\s]+(?:\s+[^,\s]+)?)+\s+(?:und|oder)\s+[^,]+$/u.test(text.replace(/[.!]$/, '')))
    return -1
  return text.indexOf(', ')
}

function germanOrder(verb: string, said: string): string | null {
  // 'Beugen Sie Ihr Knie zehnmal am Tag': what the patient does to their own body or things takes the article ('Das
  // Knie zehnmal am Tag beugen'); a possessive would be made the patient's in the third person, an act on them.
  const rest = said.replace(
    /(?<![\p{L}])Ihr(e|en|em|er|es)?(?![\p{L}])/gu,
    (_w, ending: string | undefined) =>
      ({ '': 'das', e: 'die', en: 'den', em: 'dem', er: 'der', es: 'des' })[ending ?? ''] ?? 'das',
  )
  const comma = clauseComma(rest)
  // 'Tragen Sie sie abends auf': the pronoun for what was named before goes ('Abends auftragen'), never a
  // 'Sie' that would read as the patient.
  // ('Lassen Sie es nicht nass werden': what is let be is the order's object, kept ('Es nicht nass werden lassen');
  // a 'sie' there would read as the patient, so that order stays as said.)
  if (verb === 'lassen' && /^sie\s/u.test(rest)) return null
  let head = (comma > 0 ? rest.slice(0, comma) : rest).replace(
    verb === 'lassen' ? /^(es|ihn)\s+bitte\s+/u : /^(?:sie|es|ihn)\s+(?=\S)/u,
    verb === 'lassen' ? '$1 ' : '',
  )
  let tail = comma > 0 ? rest.slice(comma) : ''
  // 'Kühlen Sie das Bein und wenn es in zwei Wochen nicht besser ist, …': the verb closes the order before the
  // condition joined to it ('Das Bein kühlen und wenn…'), never inside it.
  const condition = /\s(?:und|oder)\s+(?:wenn|falls|sofern|sobald)(?![\p{L}])/iu.exec(head)
  if (condition) {
    tail = `${head.slice(condition.index)}${tail}`
    head = head.slice(0, condition.index)
  }
  if (/(?<![\p{L}])(?:und|oder|aber|wenn|falls|weil|dass)\s+\S+\s+Sie(?![\p{L}])/u.test(head)) return null
  // '…, und rollen Sie den Fuß abends über eine Flasche': a second order joined after the comma is written the
  // same way ('…, und den Fuß abends über eine Flasche rollen'), never left in the 'Sie' form.
  const joined = /^,\s*(und|oder|dann)\s+(\p{Ll}+en)\s+Sie\s+(?!sich(?![\p{L}]))(.+?)([.!]?)$/u.exec(tail)
  const then = joined ? germanOrder(joined[2]!, joined[3]!) : null
  if (joined && then) tail = `, ${joined[1]} ${then.charAt(0).toLowerCase()}${then.slice(1)}${joined[4]}`
  let infinitive = verb
  // 'Lassen Sie heute die Tablette weg und ab morgen wieder wie gewohnt': the particle closes the order's own
  // clause, before the 'und' ('Heute die Tablette weglassen und ab morgen wieder wie gewohnt').
  const inner =
    /\s(ab|an|auf|aus|ein|mit|vor|zurück|weiter|fest|durch|nach|um|weg|los)\s+(?=(?:und|oder|aber)\s)/i.exec(
      ` ${head}`,
    )
  if (inner) {
    const order = `${head.slice(0, inner.index).trim()} ${inner[1]!.toLowerCase()}${verb} ${head.slice(inner.index + inner[0].length - 1).trim()}${tail}`
    return `${order.charAt(0).toUpperCase()}${order.slice(1)}`
  }
  const particle = /\s(ab|an|auf|aus|ein|mit|vor|zu|zurück|weiter|fest|durch|nach|um|weg|los)\.?$/i.exec(
    ` ${head}`,
  )
  if (particle) {
    head = head.slice(0, head.length - particle[0].length + 1).trim()
    infinitive = `${particle[1]!.toLowerCase()}${verb}`
  }
  const order = `${head} ${infinitive}${tail}`
  return `${order.charAt(0).toUpperCase()}${order.slice(1)}`
}

const de: Rule[] = [
  // 'Ich habe die Wunde geklebt und verbunden': what was done in the visit, without the first person ('Die Wunde
  // geklebt und verbunden'; 'Ihre Wunde' is 'die Wunde').
  [
    /^(?:(?:so|also|gut|jetzt),?\s+)*(?:ich habe|wir haben) (?:Ihnen |ihm |ihr )?((?:[^\s.;!?]+\s+){0,6}?(?:geklebt|verbunden|genäht|verschlossen|angelegt|desinfiziert|drainiert|geschient|getapt|versorgt)(?:\s+und\s+(?:[^\s.;!?]+\s+){0,4}?(?:geklebt|verbunden|genäht|verschlossen|angelegt|desinfiziert|versorgt))?)[.!]?$/iu,
    (m) =>
      cap(
        m[1]!.replace(
          /(?<![\p{L}])Ihr(e|en|em|er)?(?![\p{L}])/gu,
          (_w, ending: string | undefined) =>
            ({ '': 'das', e: 'die', en: 'den', em: 'dem', er: 'der' })[ending ?? ''] ?? 'das',
        ),
      ),
  ],
  // 'Wir gehen ab morgen wieder auf 20 mg Furosemid zurück': the dose gone back to, from when.
  [
    /^(?:wir|dann) gehen (?:(ab \p{L}+|jetzt|dann|sofort) )?(?:wieder )?auf (.+?) zurück[.!]?$/iu,
    // (Only with the medicine named: 'Wir gehen wieder auf 100 Mikrogramm zurück' is written as said.)
    (m) => (/\p{Lu}\p{Ll}{2,}/u.test(m[2]!) ? `${m[1] ? `${cap(m[1])} wieder` : 'Wieder'} ${m[2]}` : null),
  ],
  // 'In zwei Wochen möchte ich Nierenwerte und Kalium kontrollieren': when, then the order without the modal.
  [
    /^((?:[Ii]n|[Nn]ach|[Aa]b|[Vv]or)\s[^,]+?)\s+(?:möchte|will|werde|würde)\s+(?:ich|wir)\s+(?:(?:Ihnen|dir|Sie|dich|gern|gerne|noch)\s+)*((?:[^,]*?\s)?\p{Ll}+en)(,.*?)?[.!]?$/u,
    (m) => `${m[1]} ${m[2]}${m[3] ?? ''}`,
  ],
  // 'Wir könnten Amlodipin dazunehmen oder Indapamid': an option put to the patient, not an order.
  [
    /^(?:wir|ich) könnten? (?:auch |noch )?(?!sich(?![\p{L}]))(.+?)[.!]?$/iu,
    (m) => `Option besprochen: ${m[1]}`,
  ],
  // 'Ich schlage also Amlodipin 5 mg einmal täglich vor, zusätzlich zum Ramipril': what the clinician proposes.
  [
    /^ich schlage (?:(?:Ihnen|also|daher|deshalb|dann|jetzt|vor,? dass)\s+)*(?!vor(?![\p{L}]))(.+?)\s+vor(,.*?)?[.!]?$/iu,
    (m) => `Vorgeschlagen: ${m[1]}${m[2] ?? ''}`,
  ],
  // 'Ein Schlafmittel wie Zolpidem möchte ich Ihnen nicht verschreiben, weil…': the thing said first, then the
  // clinician's modal; the order without it ('Ein Schlafmittel wie Zolpidem nicht verschreiben, weil…').
  [
    /^((?:[Ee]ine?n?|[Dd](?:as|en|ie|er|ieses|iesen)|[Kk]eine?n?)\s[^,]+?)\s+(?:möchte|will|werde|würde)\s+(?:ich|wir)\s+(?:(?:Ihnen|dir|Sie|dich)\s+)?((?:[^,]*?\s)?\p{Ll}+en)(,.*?)?[.!]?$/u,
    (m) => `${m[1]} ${m[2]}${m[3] ?? ''}`,
  ],
  // 'Ich empfehle Ihnen dringend, mit dem Rauchen aufzuhören, und gebe Ihnen Infos…': the advice given.
  [
    /^ich (?:empfehle|rate) (?:(?:Ihnen|dir),?\s+)?(?:(dringend|sehr|unbedingt),?\s+)?(.+?)(?:,? und gebe (?:Ihnen|dir) (.+?))?[.!]?$/iu,
    (m) =>
      `${m[1] ? `${cap(m[1])} empfohlen` : 'Empfohlen'}${/(?:^|\s)zu\s|\p{L}zu\p{L}+en(?![\p{L}])/u.test(m[2]!) ? ',' : ':'} ${m[2]}${m[3] ? `; ${m[3].replace(/\s+mit$/u, '')} mitgegeben` : ''}`,
  ],
  // 'Versuchen Sie, mit dem Rauchen aufzuhören, und essen Sie weniger Salz': the advice, and the order after it.
  [
    /^Versuchen Sie,?\s+(?!sich(?![\p{L}]))(.+?\szu\s?\p{L}*en|.+?\p{L}zu\p{L}+en)(?:,?\s+und\s+(\p{Ll}+en)\s+Sie\s+(.+?))?[.!]?$/u,
    (m) => {
      const then = m[2] ? germanOrder(m[2].toLowerCase(), m[3]!) : ''
      if (then === null) return null
      return `Empfohlen, ${m[1]}${then ? `; ${then.charAt(0).toLowerCase()}${then.slice(1)}` : ''}`
    },
  ],
  // 'Sie können Salbutamol bei Atemnot nehmen': what the patient may or must do, its modal kept.
  [
    /^Sie (können|sollten|müssen|dürfen) (?:auch |gerne |ruhig )?(?!sich(?![\p{L}]))(.+?)[.!]?$/u,
    (m) =>
      `${({ können: 'Kann', sollten: 'Sollte', müssen: 'Muss', dürfen: 'Darf' } as Record<string, string>)[m[1]!]} ${m[2]}`,
  ],
  // 'Ich möchte nicht, dass Sie Ibuprofen mit dem Ramipril nehmen': advice not to.
  [
    /^(?:ich möchte|ich will|mir wäre (?:es )?lieber,? wenn Sie) nicht,? dass Sie (.+?) (\p{Ll}+en)[.!]?$/iu,
    (m) => `${m[1]} nicht ${m[2]}`,
  ],
  // 'Ein Antibiotikum brauchen Sie nicht': not needed.
  [
    // ('Ein Kontrollröntgen brauchen wir nicht, da Sie Nichtraucher sind': with its reason.)
    /^(.+?)\s+brauchen (?:wir|Sie)\s+(?:([^,]+?)\s+)?nicht(?:\s+zu\s+\p{L}+)?(,\s*.+?)?[.!]?$/iu,
    // ('Tabletten gegen Schwindel brauchen Sie nicht': a plural, or one whose number is not known, takes no verb.)
    (m) =>
      `${m[1]} ${/^(?:ein|eine|einen|das|der)(?![\p{L}])/iu.test(m[1]!) ? 'ist ' : ''}${m[2] ? `${m[2]} ` : ''}nicht nötig${m[3] ?? ''}`,
  ],
  // 'Ich habe hier einundsiebzig Kilo': a value read from the record.
  [/^ich habe hier(?: notiert| stehen)?,?\s+(.+)$/iu, (m) => `Zuvor dokumentiert: ${m[1]}`],
  // 'Das Torasemid lassen wir drei Tage weg, bis …' → 'Torasemid 3 Tage weglassen, bis …'.
  [
    /^(?:das|den|die)\s+(\p{L}[\p{L}-]*)\s+lassen wir\s+(?:(.*?)\s+)?weg(,.*?)?\.?$/iu,
    (m) => `${m[1]}${m[2] ? ` ${m[2]}` : ''} weglassen${m[3] ?? ''}.`,
  ],
  // 'Ich komme übermorgen wieder vorbei': the clinician visits again (a house call), not the patient.
  [
    /^ich komme\s+(.+?)\s+(?:noch (?:mal|einmal) |wieder )?vorbei\.?$/iu,
    (m) => `Erneuter Hausbesuch ${m[1]}.`,
  ],
  // 'Wir sprechen uns wieder, wenn die Befunde da sind': the follow-up.
  [/^wir sprechen uns wieder,?\s*(.+)$/iu, (m) => `Wiedervorstellung, ${m[1]}`],
  // 'Kommen Sie in zwei Wochen wieder, dann …': the follow-up.
  [
    // ('Kommen Sie bitte wieder', 'Kommen Sie wieder, wenn es schlimmer wird': no time said.)
    /^(?:bitte )?kommen sie (?:bitte )?(?!(?:\S+ )?(?:sofort|gleich|umgehend|direkt)(?![\p{L}]))(?:(?!bitte\s)(.+?) )?(?:wieder|noch ?mal|erneut)(?: vorbei)?(,\s*.+?)?[.!]?$/iu,
    // ('…, dann schicken wir eine Urinkultur ein': what will be done then, rewritten as well.)
    (m) => `Wiedervorstellung${m[1] ? ` ${m[1]}` : ''}${m[2] ? thenClause(m[2]) : ''}`,
  ],
  // 'Ich habe heute das Epley-Manöver gemacht': what was done today.
  [
    /^(?:ich habe|wir haben) (heute |jetzt |gerade |eben )?(.+?) (?:gemacht|durchgeführt)[.!]?$/iu,
    (m) => `${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1)} ${m[1] ?? ''}durchgeführt`,
  ],
  // 'Ich schreibe Sie eine Woche krank': 'Krankschreibung für eine Woche'.
  [
    /^(?:ich|wir) (?:schreibe|schreiben) (?:Sie|ihn|sie) (?:erst(?:mal| einmal) |jetzt |dann )?(?:für )?(.+?) krank[.!]?$/iu,
    (m) => `Krankschreibung für ${m[1]}`,
  ],
  // 'Das Ramipril lassen wir so': unchanged.
  [/^(.+?)\s+lassen wir (?:so|wie (?:es ist|bisher)|unverändert)[.!]?$/iu, (m) => `${m[1]} unverändert`],
  // 'Ich biete Ihnen das Ersttrimesterscreening an, das können Sie sich … überlegen': what was offered.
  [
    /^(?:ich|wir) (?:biete|bieten) (?:Ihnen|ihm|ihr) (?:auch |noch )?(.+?) an(?:,\s*(.+?))?[.!]?$/iu,
    (m) =>
      `Angeboten: ${m[1]}${m[2] ? ` (${m[2].replace(/^das können Sie sich\s+/iu, 'Bedenkzeit ').replace(/\s+überlegen$/iu, '')})` : ''}`,
  ],
  // 'Sonst sehen wir uns in sechs Wochen mit dem Befund': the follow-up, the verb before its subject.
  [
    /^(?:(?:sonst|dann|also|gut|ansonsten),?\s+)?sehen wir uns (?:dann |wieder )?((?:in|nach|am|im|nächste) .+?)(?: wieder)?[.!]?$/iu,
    (m) => `Wiedervorstellung ${m[1]}`,
  ],
  // '… und wir sehen uns in 48 Stunden wieder': the follow-up, as a clause of its own.
  [
    /^(?:dann |also )?wir sehen uns (.+?) wieder(?: und (\p{Ll}+en) (.+?))?[.!]?$/iu,
    (m) => `Wiedervorstellung ${m[1]}${m[2] ? `, dann ${m[3]} ${m[2]}` : ''}`,
  ],
  // 'Wir sehen uns in vier Wochen zur Kontrolle': the follow-up, with its time and no 'wieder'.
  [
    /^(?:(?:sonst|dann|also|gut|ansonsten),?\s+)?wir sehen uns (?:dann )?((?:in|nach|am|im|nächste) [^,;]+?)[.!]?$/iu,
    (m) => `Wiedervorstellung ${m[1]}`,
  ],
  // 'Ich messe den Blutdruck im Liegen und im Stehen': what was done at the examination.
  [
    /^ich (messe|untersuche|prüfe|teste|taste) (?:jetzt |nun |mal |noch )?(?!(?:Sie|Ihnen|ihn|ihm|sie|jetzt|nun|mal|das mal)(?![\p{L}]))(.+?)[.!]?$/iu,
    (m) =>
      `${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1)} ${{ messe: 'gemessen', untersuche: 'untersucht', prüfe: 'geprüft', teste: 'getestet', taste: 'getastet' }[m[1]!.toLowerCase()]}`,
  ],
  // 'Ihre Tochter hat mir gesagt, dass Sie gestürzt sind': what the visit is about, and who said it.
  [
    /^(?:Ihre?|Seine?) (\p{Lu}\p{Ll}+) hat mir (?:gesagt|erzählt),? dass Sie (.+?) (?:sind|haben)[.!]?$/u,
    (m) => `Laut ${m[1]} ${m[2]}`,
  ],
  // 'Sie bekommen Prednisolon 40 mg für 5 Tage': the prescription without its address.
  // ('Sie bekommen einen Entlastungsschuh, und ich überweise Sie…': 'Entlastungsschuh; Überweisung…'.)
  [
    /^(?:Sie bekommen|Dafür bekommen Sie|Sie erhalten)\s+(.+?)[.!]?$/iu,
    (m) => m[1]!.replace(/^(?:einen|eine|ein)\s+(?=\p{Lu})/u, '').replace(/,\s+und\s+(?=\p{Lu})/u, '; '),
  ],
  // 'Sie nehmen Eisen 100 Milligramm jeden zweiten Tag, morgens nüchtern': the prescription, its verb after the
  // first clause ('Eisen 100 mg jeden zweiten Tag einnehmen, morgens nüchtern'); 'Sie nehmen ja schon…' is none.
  [
    /^Sie nehmen (?:bitte )?(?!(?:ja|schon|bereits|doch|noch|seit|immer|regelmäßig|zurzeit|derzeit|momentan|gerade|aktuell|dauerhaft|sich)(?![\p{L}]))(.+?)[.!]?$/u,
    // ('Sie nehmen Terbinafin-Creme…': a cream, an ointment or drops are applied, never taken in.)
    (m) =>
      germanOrder(
        /^[^,]*?(?:creme|salbe|gel|paste|lotion|tropfen|spray|pflaster|zäpfchen)(?![\p{L}])/iu.test(m[1]!)
          ? 'anwenden'
          : 'einnehmen',
        m[1]!,
      ),
  ],
  // 'Das Ibuprofen sollten Sie nicht mehr täglich nehmen': the order without its address.
  // ('Da Sie unter 35 sind, können Sie die Pille nehmen': after a clause, what the patient may do stays as said.)
  [
    /^(.+?)\s+(sollten|müssen|dürfen|können)\s+Sie\s+(.+?)[.!]?$/iu,
    // ('Nicht nehmen sollten Sie es, wenn…': with the verb put first, it stays as said.)
    (m) =>
      (/,$/.test(m[1]!) && /^(?:dürfen|können)$/i.test(m[2]!)) ||
      /(?:^|\s)(?:\p{Ll}+)?(?:nehmen|essen|trinken|fahren|machen|tragen|anwenden|benutzen|verwenden|laufen|gehen|arbeiten|heben|belasten|duschen|baden|schwimmen|rauchen|stillen|absetzen|spritzen|geben)$/u.test(
        m[1]!,
      )
        ? null
        : `${m[1]} ${m[3]}`,
  ],
  // 'Das Apixaban nehmen Sie weiter wie bisher': the order, not the address ('Apixaban weiter wie bisher einnehmen').
  [
    /^(.+?)\s+nehmen Sie\s+(weiter|wie bisher|bitte weiter)(.*?)[.!]?$/iu,
    (m) => `${m[1]} ${m[2]!.replace(/^bitte /i, '')}${m[3]} einnehmen`,
  ],
  // 'Vermeiden Sie Überkopfarbeit für zwei Wochen', 'Nehmen Sie das Ibuprofen weiter': a request made to the
  // patient is the order, its verb (the infinitive, as 'Sie' asks) at the end of its clause.
  [
    /^(?!Seien\s)(\p{Lu}\p{Ll}+en)\s+Sie\s+(?:bitte\s+)?(?!sich(?![\p{L}])|bitte\s)(.+?)[.!]?$/u,
    (m) => germanOrder(m[1]!.toLowerCase(), m[2]!),
  ],
  // 'Den Blutdruck messen Sie bitte zu Hause, eine Woche lang…': the order after what it is about.
  [
    /^((?:[Dd]er|[Dd]ie|[Dd]as|[Dd]en|[Dd]em|[Ee]in|[Ee]ine|[Ee]inen|Ihr|Ihre|Ihren)\s+\S.*?)\s+(\p{Ll}+en)\s+Sie\s+(?:bitte\s+)?(?!sich(?![\p{L}]))(.+?)[.!]?$/u,
    // ('Das Monofilament spüren Sie an beiden Fußsohlen nicht': what the patient feels is a finding, no order.)
    // ('Der Score liegt bei 3, also brauchen Sie…': a clause before the comma is no object the order is about.)
    (m) =>
      /(?<![\p{L}])(?:ich|wir|und|weil|dass|wenn|ob|falls)(?![\p{L}])|,/iu.test(m[1]!) ||
      /^(?:spüren|fühlen|merken|bemerken|sehen|hören|haben|sind|können|wissen|kennen|vertragen)$/u.test(m[2]!)
        ? null
        : germanOrder(
            m[2]!,
            `${m[1]!.replace(/^Ihr\p{L}*/u, (w) => ({ Ihr: 'Das', Ihre: 'Die', Ihren: 'Den' })[w] ?? w)} ${m[3]}`,
          ),
  ],
  [
    new RegExp(String.raw`^(.+?)\s+(${DE_PLAN_VERB})\s+(ich|wir)\s+(?:Ihnen\s+|Sie\s+)?(.+?)[.!]?$`, 'iu'),
    (m) => {
      // A clause closed by its comma may come first ('Weil Sie allergisch sind, verschreibe ich…').
      const head = m[1]!.slice(m[1]!.lastIndexOf(',') + 1)
      if (/(?<![\p{L}])(?:ich|wir|und|weil|dass|ob)(?![\p{L}])/iu.test(head)) return null
      const infinitive = germanInfinitive(m[2]!, m[3]!.toLowerCase() === 'wir')
      if (!infinitive) return null
      // 'Das Amlodipin setzen wir ab': the particle joins the verb ('absetzen').
      if (/^(?:ab|an|auf|aus|ein|fort|zurück|weg)$/iu.test(m[4]!))
        return `${m[1]} ${m[4]!.toLowerCase()}${infinitive}`
      if (DE_PARTICLE.test(` ${m[4]}`)) return null
      // '… machen wir heute noch, um einen Bruch auszuschließen': the verb closes its clause, before the comma.
      const comma = clauseComma(m[4]!)
      if (comma <= 0) return `${m[1]} ${m[4]} ${infinitive}`
      // 'Das Pantoprazol setzen wir nicht ab, aber wir reduzieren es auf 20 mg': the particle joins the verb
      // ('nicht absetzen'), and a plan joined after the comma is written the same way ('aber auf 20 mg reduzieren').
      const clause = m[4]!.slice(0, comma)
      const particle = /\s(ab|an|auf|aus|ein|fort|zurück|weg)$/iu.exec(clause)
      const verb = particle
        ? `${clause.slice(0, particle.index)} ${particle[1]!.toLowerCase()}${infinitive}`
        : `${clause} ${infinitive}`
      const joined = /^,\s*(aber|und|dann)\s+wir\s+(\p{Ll}+en)\s+(?:es|ihn|sie)\s+(.+)$/u.exec(
        m[4]!.slice(comma),
      )
      const tail = joined ? `, ${joined[1]} ${joined[3]} ${joined[2]}` : m[4]!.slice(comma)
      return `${m[1]} ${verb}${tail}`
    },
  ],
  [
    new RegExp(
      String.raw`^(?:ich|wir)\s+(?:werde|werden|möchte|möchten|will|wollen|würde|würden|sollte|sollten|müssen|muss)\s+${DE_FILLER}(.+)$`,
      'iu',
    ),
    (m) => m[1]!,
  ],
  [
    new RegExp(
      String.raw`^(?:ich|wir)\s+${DE_EXAM}\s+${DE_FILLER}(?:hier\s+)?(kein\p{L}*\s+)?(?!.*\s(?:ab|an|durch|nach)[.!]?$)(.+)$`,
      'iu',
    ),
    (m) => `${m[1] ?? ''}${m[2]}`,
  ],
  [new RegExp(String.raw`^(.+?)\s+${DE_EXAM}\s+ich\s+(.+)$`, 'iu'), (m) => `${m[1]} ${m[2]}`],
  // 'Ich setze das Ramipril ab und verordne stattdessen Candesartan': two plans of one subject, each verb moved
  // to the end of its own clause ('Das Ramipril absetzen und stattdessen Candesartan verordnen').
  [
    new RegExp(
      String.raw`^(ich|wir)\s+(\p{L}+)\s+([^,]{1,160}?)\s+und\s+(${DE_PLAN_VERB})\s+([^,]{1,160}?)[.!]?$`,
      'iu',
    ),
    (m) => {
      const first = applyRules(`${m[1]} ${m[2]} ${m[3]}`, 'de')
      const second = applyRules(`${m[1]} ${m[4]} ${m[5]}`, 'de')
      return first && second ? `${first.replace(/[.!]$/, '')} und ${second}` : null
    },
  ],
  [
    new RegExp(String.raw`^(ich|wir)\s+(\p{L}+)\s+${DE_FILLER}(.+)$`, 'iu'),
    (m) => {
      // 'Wir bleiben beim Sertralin 100 mg und sehen uns in drei Monaten wieder': the follow-up after it is a
      // clause of its own, the verb moved in what comes before.
      // ('… und sehen uns dann': after it, with no time of its own.)
      const seeAgain =
        /^(.+?) und sehen uns (.+?) wieder[.!]?$/iu.exec(m[3]!) ??
        /^(.+?) und sehen uns (dann|danach|anschließend)(?: wieder)?[.!]?$/iu.exec(m[3]!)
      const followUp = seeAgain
        ? `, Wiedervorstellung ${/^(?:dann|danach|anschließend)$/iu.test(seeAgain[2]!) ? 'danach' : seeAgain[2]}`
        : ''
      const clause = seeAgain ? seeAgain[1]! : m[3]!
      // One clause only: 'und ich …', 'weil …' would need more than moving the verb.
      // 'Ich empfehle Ihnen … und gebe Ihnen … mit': a second verb of the same subject cannot be moved either.
      if (
        /(?<![\p{L}])(?:und (?:ich|wir)|weil|dass|wenn|ob|damit)(?![\p{L}])/iu.test(clause) ||
        /(?<![\p{L}])(?:und|oder) (?:\p{L}+e|\p{L}+en) (?:Ihnen|Sie|ihm|ihr|uns|dem|der|den|das|die|eine?n?)(?![\p{L}])/u.test(
          clause,
        )
      )
        return null
      // 'Wir sehen uns in vier Wochen wieder': a reflexive verb keeps its subject.
      if (/^(?:uns|mich|sich)(?![\p{L}])/iu.test(clause)) return null
      const infinitive = germanInfinitive(m[2]!, m[1]!.toLowerCase() === 'wir')
      if (
        !infinitive ||
        /^(?:sind|haben|habe|bin|ist|hatte|hatten|war|waren|denke|glaube|sehe|wollten|wollen|möchten|konnten|können|mussten|müssen|sollten|durften|wurden|werden)$/i.test(
          m[2]!,
        )
      )
        return null
      const said = clause.replace(/[.!]$/, '')
      // A clause after a comma ('…, bevor der Chirurg…', '…um, Desogestrel 75 Mikrogramm') follows the verb:
      // 'Kein Schmerzmittel geben, bevor…'; the particle ends the first clause.
      const comma = clauseComma(said)
      let rest = comma > 0 ? said.slice(0, comma) : said
      const tail = comma > 0 ? said.slice(comma) : ''
      // A particle said before the end ('ich nehme Blut ab für ein Blutbild'): the verb cannot be placed.
      if (/(?<![\p{L}])(?:ab|zurück|weiter|fest)(?![\p{L}])/iu.test(rest.replace(DE_PARTICLE, '')))
        return null
      const particle = DE_PARTICLE.exec(` ${rest}`)
      let verb = infinitive
      if (particle) {
        rest = rest.slice(0, rest.length - particle[1]!.length).trim()
        verb = `${particle[1]!.toLowerCase()}${infinitive}`
      }
      return `${rest} ${verb}${tail}${followUp}`
    },
  ],
]

const RULES: Record<Language, Rule[]> = { en, pt, es, de }

/**
 * The orders of a clinician who says 'tú', each as the infinitive every other Spanish note writes: [infinitive,
 * its 'tú' imperative (and its forms with 'te' after it), its 'tú' forms after a 'no' ('no uses', 'no te
 * toques')]. The present said as an order ('y vienes a consulta') is one of them.
 */
const TU_ORDERS: [string, string[], string[]][] = [
  ['usar', ['usa'], ['uses']],
  ['tomar', ['toma', 'tómate'], ['tomes']],
  ['lavar', ['lava', 'lávate'], ['laves']],
  ['aplicar', ['aplica', 'aplícate', 'aplícalo', 'aplícala'], ['apliques']],
  ['poner', ['pon', 'ponte'], ['pongas']],
  ['dejar', ['deja', 'déjalo', 'déjala'], ['dejes']],
  ['evitar', ['evita'], ['evites']],
  ['beber', ['bebe'], ['bebas']],
  ['comer', ['come'], ['comas']],
  ['descansar', ['descansa'], ['descanses']],
  ['volver', ['vuelve', 'vuelves'], ['vuelvas']],
  ['venir', ['ven', 'vienes'], ['vengas']],
  ['acudir', ['acude'], ['acudas']],
  ['llamar', ['llama', 'llámanos'], ['llames']],
  ['pedir', ['pide'], ['pidas']],
  ['hacer', ['haz'], ['hagas']],
  ['tener', ['ten'], ['tengas']],
  ['seguir', ['sigue'], ['sigas']],
  ['mantener', ['mantén'], ['mantengas']],
  ['intentar', ['intenta'], ['intentes']],
  ['caminar', ['camina'], ['camines']],
  ['dormir', ['duerme'], ['duermas']],
  ['empezar', ['empieza'], ['empieces']],
  ['continuar', ['continúa'], ['continúes']],
  ['vigilar', ['vigila'], ['vigiles']],
  ['controlar', ['controla', 'contrólate'], ['controles']],
  ['medir', ['mide', 'mídete'], ['midas']],
  ['apuntar', ['apunta', 'apúntalo', 'apúntala'], ['apuntes']],
  ['quitar', ['quita'], ['quites']],
  ['repartir', ['reparte'], ['repartas']],
  ['levantar', ['levanta'], ['levantes']],
  ['reducir', ['reduce'], ['reduzcas']],
  ['cortar', ['corta'], ['cortes']],
  ['traer', ['trae'], ['traigas']],
  ['avisar', ['avisa', 'avísanos'], ['avises']],
  ['limpiar', ['limpia'], ['limpies']],
  ['secar', ['seca', 'sécate'], ['seques']],
  ['hidratar', ['hidrata', 'hidrátate'], ['hidrates']],
  ['proteger', ['protege', 'protégete'], ['protejas']],
  ['tocar', ['toca'], ['toques']],
  ['reventar', ['revienta'], ['revientes']],
  ['rascar', ['rasca', 'ráscate'], ['rasques']],
  ['conducir', ['conduce'], ['conduzcas']],
  ['fumar', ['fuma'], ['fumes']],
  ['duchar', ['dúchate'], ['duches']],
  ['quedar', ['quédate'], ['quedes']],
  ['ir', ['ve', 'vete', 'vas'], ['vayas']],
]
const TU_FORM = new Map<string, { infinitive: string; negative: boolean }>(
  TU_ORDERS.flatMap(([infinitive, said, denied]) => [
    ...said.map((f) => [f, { infinitive, negative: false }] as const),
    ...denied.map((f) => [f, { infinitive, negative: true }] as const),
  ]),
)
const TU_ORDER = new RegExp(
  String.raw`(^|[,;:]\s+|(?<![\p{L}])(?:y|e|o|u|ni|pero|luego|entonces|también|además|mejor|ya|así que)\s+)(no\s+)?((?:te|la|lo|las|los)\s+)?(${[...TU_FORM.keys()].join('|')})(?![\p{L}])`,
  'giu',
)
/** The same, tested anywhere in a stretch (no global state). */
const TU_ORDER_AT_ALL = new RegExp(TU_ORDER.source, 'iu')

/**
 * A clinician who says 'tú' gives orders as 'Lávate la cara', 'usa protector solar', 'no te toques los granos', 'y
 * vienes a consulta': each written as the infinitive of every other note ('Lavarse la cara', 'usar protector
 * solar', 'no tocarse los granos', 'y venir a consulta'), where an order opens (a sentence, a clause, an 'y', a
 * 'ni'). Only for a consultation in 'tú', where 'toma' and 'usa' are orders and no statement of what the patient does.
 */
/** A verb said to a patient addressed as 'tú', in the third person (after 'como', 'aunque', 'cuando'). */
const TU_THIRD: Record<string, string> = {
  empiezas: 'empieza',
  tienes: 'tiene',
  estás: 'está',
  eres: 'es',
  tomas: 'toma',
  usas: 'usa',
  fumas: 'fuma',
  vas: 'va',
  fumes: 'fume',
  tengas: 'tenga',
  estés: 'esté',
  tomes: 'tome',
  uses: 'use',
  empieces: 'empiece',
}

/** One of those verbs after the word that opens its clause. */
const TU_THIRD_AFTER = new RegExp(
  String.raw`(?<![\p{L}])(como|porque|ya que|aunque|cuando|mientras) (${Object.keys(TU_THIRD).join('|')})(?![\p{L}])`,
  'giu',
)

/** 'Tu tensión es de 112 sobre 68', 'Tus análisis están bien': the patient's, in the third person ('Su', 'Sus'). */
export const tuPossessive = (text: string) => text.replace(TU_POSSESSIVE, possessiveSu)
const TU_POSSESSIVE = /(?<![\p{L}])([tT])u(s?)(?= \p{L})/gu
const possessiveSu = (_: string, t: string, plural: string) => `${t === 'T' ? 'S' : 's'}u${plural}`

export function tuOrders(text: string): string {
  return (
    text
      // ('te aconsejo mucho que dejes de fumar': the advice given, as every note writes it.)
      .replace(
        /(?<![\p{L}])te (?:aconsejo|recomiendo) (?:mucho |encarecidamente |de verdad )?que dejes de(?![\p{L}])/giu,
        'se aconseja dejar de',
      )
      // ('…hace que te quemes con el sol': what happens to the patient, 'que se queme'.)
      .replace(/(?<![\p{L}])que te (\p{L}+?)(e|a)s(?![\p{L}])/giu, 'que se $1$2')
      // ('Como empiezas el cuarto día', 'aunque fumes', 'en tu caso': the patient's, in the third person.)
      .replace(TU_THIRD_AFTER, (_, after: string, verb: string) => `${after} ${TU_THIRD[verb.toLowerCase()]}`)
      .replace(TU_POSSESSIVE, possessiveSu)
      // ('para tomarte la tensión': done to the patient, 'tomarle'.)
      .replace(/(?<![\p{L}])para (\p{L}{2,}(?:ar|er|ir))te(?![\p{L}])/giu, 'para $1le')
      // ('Si notas que el bebé se mueve menos', 'o ves luces': what the patient notices, as every note says it.)
      .replace(/(?<![\p{L}])(n)otas(?![\p{L}])/giu, '$1ota')
      // ('Si no toleras los líquidos', 'si dejas de orinar', 'si empeoras': the condition, of the patient.)
      .replace(
        /(?<![\p{L}])(si (?:no |ya )?)(?!(?:antes|veces|meses|horas|semanas|tardes|noches|mañanas)(?![\p{L}]))(\p{L}{3,}[ae])s(?![\p{L}])/giu,
        '$1$2',
      )
      // ('que te lleve alguien', 'o te escuece mucho': someone or something does it to the patient, 'le'.)
      .replace(
        /(?<![\p{L}])(que |[,;]\s*|(?<![\p{L}])(?:si|o|y|ni|cuando) )te (?=\p{L}+(?:e|a|en|an)(?![\p{L}]))/giu,
        '$1le ',
      )
      .replace(
        TU_ORDER,
        (
          whole,
          before: string,
          no: string | undefined,
          clitic: string | undefined,
          verb: string,
          at: number,
          all: string,
        ) => {
          const form = TU_FORM.get(verb.toLowerCase())!
          // ('usa' without its 'no', 'uses' without one, 'y la toma' (what the patient does): no order as said.)
          const denied = Boolean(no) || /ni\s+$/iu.test(before)
          if (form.negative !== denied || (clitic && !form.negative)) return whole
          // ('Si se abre, se pone caliente o empieza a supurar, vuelve': a verb joined inside a condition no order
          // has closed yet is what may happen, not an order.)
          const condition = /(?<![\p{L}])si\s[^.;!?]*$/iu.exec(all.slice(0, at))
          if (
            condition &&
            /^(?:y|e|o|u|ni)\s+$/iu.test(before) &&
            !TU_ORDER_AT_ALL.test(all.slice(condition.index + 3, at))
          )
            return whole
          // ('lávate', 'no te toques': the patient does it to themselves; 'aplícalo', 'ni la pongas': to what.)
          const self =
            clitic?.trim().toLowerCase() === 'te' || /^(?:ponte|\p{L}*[áéíóú]\p{L}*te)$/iu.test(verb)
          const object =
            /[áéíóú]\p{L}*?(lo|la|nos)$/iu.exec(verb)?.[1] ??
            (self ? undefined : clitic?.trim().toLowerCase())
          // ('llámanos', 'avísanos': the practice is called, not the speaker.)
          const said =
            object === 'nos'
              ? `${form.infinitive} a la consulta`
              : `${form.infinitive}${self ? 'se' : ''}${object ?? ''}`
          const start = `${before}${no ?? ''}`
          return `${start}${start === '' && /^\p{Lu}/u.test(no ?? verb) ? cap(said) : said}`
        },
      )
      // ('o ves luces': what the patient sees; read once the order 've' was.)
      .replace(/(?<![\p{L}])(v)es(?= (?:luc\p{L}*|borroso|doble|manchas|sangre|que)(?![\p{L}]))/giu, '$1e')
  )
}
