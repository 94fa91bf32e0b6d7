import type { Language } from '../../../contract/common'
import { NUMBER_WORDS, readNumbers } from '../clinical/numbers'
import type { NumberMention } from '../clinical/types'

const MONTHS =
  'jan(?:uary|eiro|uar)?|feb(?:ruary|ruar)?|fev(?:ereiro)?|mar(?:ch|co|zo)?|m[aä]rz|apr(?:il)?|abr(?:il)?|may|mai(?:o)?|mayo|jun(?:e|ho|io|i)?|jul(?:y|ho|io|i)?|aug(?:ust)?|ago(?:sto)?|sep(?:tember|tembro|tiembre)?|set(?:embro)?|oct(?:ober|ubre)?|out(?:ubro)?|okt(?:ober)?|nov(?:ember|embro|iembre)?|dec(?:ember)?|dez(?:embro|ember)?|dic(?:iembre)?'

/** Dates, clock times and years: a note copies them from the record as often as from what was said. */
const DATE = new RegExp(
  [
    String.raw`(?<![\d/])\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?![\d/])`,
    String.raw`(?<![\d/])\d{1,2}\/(?:19|20)\d{2}(?![\d/])`,
    String.raw`(?<![\d/])\d{1,2}\/(?!10\b)\d{2}(?![\d/])(?=\s*[,.;)]|\s+(?:and|to|when|where|with|e|y|und)\b|$)`,
    String.raw`(?<![\d/])\d{1,2}\/\d{1,2}(?=\s+(?:and|to|through|bis|a|al|e)\s+\d{1,2}\/\d{1,2})`,
    String.raw`\b\d{1,2}[:h]\d{2}\b`,
    String.raw`\b(?:19|20)\d{2}s?\b`,
    String.raw`\b(?:${MONTHS})\.?\s+\d{1,2}\b`,
    // Not 'out of' (a score), though 'out' is October in Portuguese.
    String.raw`\b\d{1,2}\.?\s*(?:de\s+)?(?:${MONTHS})\b(?!\s+of\b)`,
  ].join('|'),
  'giu',
)

/** Names with a number in them: 'COVID-19', 'C5-6', 'Co-Q 10', 'vitamin B12', '1:1000'. */
const NAMED_BEFORE = /(?:[\p{L}\d]-|\d:|\bco-?q\s?|\b(?:covid|vitamin[ae]?|vitamine|b)\s?)$/iu
const ORDINAL_AFTER = /^(?:st|nd|rd|th|º|ª|°(?![CF])|\.?\s?(?:grades?|grau|grado|grad)\b)/i
const SCALE_DEFINITION = /^\s*=|^\s*[-–]\s*10\s*(?:scale|escala|skala)/i

/** Words before a day and month. */
const DATE_BEFORE = /(?<![\p{L}])(?:on|since|from|until|em|desde|até|am|seit|bis|el|dia|día)\s*$/iu

/** Words before a number that make it a kind (type 2 diabetes), a class or a stage: checked only against one said. */
const KIND_BEFORE =
  /(?<![\p{L}])(?:type|tipo|typ|stage|est[aá]dio|estadio|stadium|class|classe|clase|klasse)\s*$/iu
/** Obstetric counts, written with capitals: 'Gravida 2, Para 2, Ab 0', 'G2P1'. */
const OBSTETRIC_BEFORE = /(?:\b(?:Gravida|Para|Ab|Abortus|G|P)\s*:?\s*)$/
/** Words after a number that make it an age ('58-year-old', '75 y.o.', '67 anos de idade', 'in her 70s'). */
const AGE_AFTER =
  /^[\s-]*(?:(?:years?|months?|weeks?|days?)(?:[\s-]old| of age\b)|y\.?\s?o\.?(?![\p{L}])|y\/o|yo\b|anos de idade|años de edad|jahre alt|-?j[aä]hrig\p{L}*)|^'?s\b/iu
/** An age said as 'tenho 67 anos', 'doente de 67 anos', 'tiene 45 años', 'ich bin 58 Jahre', 'died age 60'. */
const AGE_AROUND: [RegExp, RegExp] = [
  /(?<![\p{L}])(?:tenho|tem|tinha|com|de|tengo|tiene|tenia|con|bin|ist)\s*$/iu,
  /^\s*(?:anos|años|jahre)(?![\p{L}])/iu,
]
const AGE_BEFORE = /(?<![\p{L}])(?:ages?(?: of)?|aged|at age|idade|edad|im alter von|mit)\s*:?\s*$/iu
/** After a number read with years as its unit, what makes it an age. */
const YEARS_OLD = /^[\s-]*(?:old|of age|de idade|de edad|alt)(?![\p{L}])/iu
/** Words before an age given as an answer: 'I just turned seventy four last month'. */
const AGE_ANSWER_BEFORE =
  /(?<![\p{L}])(?:i am|i'm|turned|he is|she is|he's|she's|tenho|ele tem|ela tem|fiz|fez|tengo|[ée]l tiene|ella tiene|cumpli|cumplio|bin|ist|wurde)\s*(?:(?:just|only|só|apenas|solo|sólo|nur|erst|gerade)\s*)?$/iu
/**
 * Words before an age said of someone in passing, which a value may follow as well ('you're forty four,
 * correct?', 'he was fifty nine.', 'quando tinha trinta e sete', 'murió a los sesenta'): an age only when
 * the number ends its clause.
 */
const AGE_OF_BEFORE =
  /(?<![\p{L}])(?:you are|you're|i was|he was|she was|(?:died|passed away|passed) at|(?:você|o senhor|a senhora) tem|tinha|(?:morreu|faleceu) aos|usted tiene|tenía|tenia|(?:murió|murio|falleció|fallecio) a los|sie sind|ich war|er war|sie war|(?:gestorben|verstorben) mit)\s*(?:(?:just|only|about|almost|nearly|só|apenas|quase|solo|sólo|casi|nur|erst|etwa|fast)\s*)?$/iu
const AGE_OF_AFTER =
  /^\s*(?:years?(?: old)?|anos|años|jahre(?: alt)?)?\s*(?:[.,!?;]|correct\b|right\b|certo\b|verdad\b|richtig\b|though\b|$)/iu
/** After a number said of someone, words that make it something else than an age ('I'm 10 out of 10'). */
const NOT_AN_AGE_AFTER =
  /^\s*(?:%|percent|por cento|por ciento|prozent|out of|de|em|sobre|von|times|vezes|veces|mal|o'clock|horas?|uhr|[ap]\.?m\b|in the (?:morning|afternoon|evening|night)|and a half|e meio|y medio|\/|\.\d|,\d)/iu
/**
 * Words before an age at which something happened ('when I was twenty seven', 'quando eu tinha oito', 'cuando
 * él tenía ocho', 'als ich vierzehn war'): an age whatever follows it, but a unit or a time of day.
 */
const WHEN_AGED =
  /(?<![\p{L}])(?:when (?:i|he|she|you|they|we) (?:was|were)|quando (?:eu |ele |ela )?tinha|cuando (?:yo |él |el |ella )?ten[ií]a|als (?:ich|er|sie|du))\s*(?:(?:about|around|only|just|cerca de|só|apenas|unos|solo|sólo|etwa|erst|ungefähr|gerade)\s*)?$/iu
/** A death told in a clause ('my mom died of a heart attack at sixty three', 'faleceu de enfarte aos'). */
const DEATH =
  /(?<![\p{L}])(?:died|dies|passed away|passed on|death|deceased|morreu|faleceu|falecid[oa]|morte|murió|murio|falleció|fallecio|fallecid[oa]|muerte|starb|verstarb|gestorben|verstorben|tod)(?![\p{L}])/iu
/** The word before an age at a death later in the clause: 'at', 'aos', 'a los', 'mit'. */
const AT_DEATH = /(?<![\p{L}])(?:at|aos|a los|mit)\s*$/iu
/** Whether a number is the age at a death its clause tells ('died of a stroke at seventy nine'). */
function diedAt(text: string, n: NumberMention): boolean {
  const before = text.slice(Math.max(0, n.start - 120), n.start)
  if (!AT_DEATH.test(before)) return false
  return DEATH.test(before.slice(Math.max(...['.', ';', '!', '?'].map((c) => before.lastIndexOf(c))) + 1))
}
/** 'in my seventy one years', 'in all his 80 years': a life's length, an age. */
const IN_MY_YEARS =
  /(?<![\p{L}])(?:in|of|en|em|in) (?:all )?(?:my|his|her|your|meus|seus|mis|sus|meinen|seinen|ihren)\s*$/iu
/** A question asking an age. */
export const HOW_OLD =
  /\b(?:how old|what age|at what age|which age|your age|que idade|quantos anos|com que idade|sua idade|que edad|cuantos anos|a que edad|su edad|tu edad|wie alt|in welchem alter|mit wie viel|ihr alter)\b/i
/** A person of an age, the unit read with the number ('Homem de 49 anos', 'lactente de 3 meses'). */
const PERSON_OF =
  /(?<![\p{L}])(?:homem|mulher|doente|paciente|utente|senhora?|rapaz|rapariga|jovem|crian[çc]a|menin[oa]|beb[ée]|lactente|idos[oa]|var[óo]n|hombre|mujer|chic[oa]|ni[ñn][oa]|joven|ancian[oa])\s+de\s*$/iu
/** At an age, in pt and es ('faleceu aos 61 anos', 'murió a los 61'): not 'a los 3 días' (three days on). */
const AT_AGE = /(?<![\p{L}])(?:aos|a los)\s*$/iu
const LIFE_UNITS = new Set(['years', 'months', 'weeks', 'days'])
function agedPerson(before: string, after: string, n: NumberMention): boolean {
  if (PERSON_OF.test(before)) return !!n.unit && LIFE_UNITS.has(n.unit)
  if (AT_AGE.test(before)) return n.unit ? n.unit === 'years' : AGE_OF_AFTER.test(after)
  return false
}

const isAge = (before: string, after: string) =>
  AGE_AFTER.test(after) ||
  AGE_BEFORE.test(before) ||
  (AGE_AROUND[0].test(before) && AGE_AROUND[1].test(after))

/** Written halves: '1-1/2 packs' is 1.5, 'a 1/2-mile' 0.5; rewritten in place, keeping offsets. */
function writtenHalves(text: string): string {
  return text
    .replace(/(?<![\d/])(\d+)-1\/2(?![\d/])/g, (m, whole: string) => `${whole}.5`.padEnd(m.length, ' '))
    .replace(/(?<![\d/-])1\/2(?=-[\p{L}]|\s+(?:of|a|an)\b)|(?<=\b(?:a|an)\s)1\/2(?![\d/])/giu, '0.5')
}

/** A range written with its scale ('6–7/10') is one score, as 'between six and seven out of ten' is. */
function scaledRanges(text: string, mentions: NumberMention[]): NumberMention[] {
  const out: NumberMention[] = []
  for (const m of mentions) {
    const last = out.at(-1)
    if (
      last?.shape === 'range' &&
      last.values.length === 2 &&
      m.start === last.end + 1 &&
      text[last.end] === '/' &&
      m.shape === 'number' &&
      !m.unit
    ) {
      out[out.length - 1] = {
        ...last,
        values: [...last.values, m.values[0]!],
        end: m.end,
        text: text.slice(last.start, m.end),
      }
      continue
    }
    out.push(m)
  }
  return out
}

/**
 * A score beyond its scale ('11/10', 'eleven out of ten', 'onze em dez', 'once de diez', 'elf von zehn') is one
 * score, as '8/10' is: the number reader leaves a ratio above one as two numbers.
 */
export function scoresBeyond(text: string, mentions: NumberMention[]): NumberMention[] {
  const out: NumberMention[] = []
  for (const m of mentions) {
    const last = out.at(-1)
    if (
      last?.shape === 'number' &&
      !last.unit &&
      last.values[0]! > 10 &&
      last.values[0]! <= 20 &&
      m.shape === 'number' &&
      !m.unit &&
      m.values[0] === 10 &&
      /^\s*(?:\/|out of|em|de|sobre|von|auf)\s*$/i.test(text.slice(last.end, m.start))
    ) {
      out[out.length - 1] = {
        ...last,
        shape: 'ratio',
        values: [last.values[0]!, 10],
        end: m.end,
        text: text.slice(last.start, m.end),
      }
      continue
    }
    out.push(m)
  }
  return out
}

/** After a number of feet, the inches that follow ('five foot ten', "5'10\"", '6 ft 2 in'), up to the number. */
const FEET = /^\s*(?:feet|foot|ft\.?|')\s*(?:and\s+)?$/i
const INCHES_AFTER = /^\s*(?:inches|inch|in\b\.?|"|'')?/i
/** After a number of metres, the centimetres that follow ('um metro e setenta', 'un metro setenta', 'ein Meter achtzig'). */
const METRE = /^\s*(?:metros?|meter)\s*(?:e|y|und)?\s*$/i
/** A height in metres written or said with its decimals ('1,78 m', '1.78 metros', 'eins achtzig groß'). */
const METRES_AFTER = /^\s*(?:m\b|metros?\b|meter\b)/i
const TALL_AFTER = /^\s*gro(?:ß|ss)(?![\p{L}])/iu

/**
 * A height said in two parts is one value in centimetres: feet and inches ('five foot ten', "5'10\"", '5 feet 10
 * inches'), a metre and its centimetres ('um metro e setenta e oito', 'un metro setenta y ocho', 'ein Meter
 * achtundsiebzig', 'eins achtzig groß'), or metres with decimals ('1,78 m'), so '178 cm' and '5 feet 10 inches'
 * are compared whole, never as two bare numbers.
 */
export function heights(text: string, mentions: NumberMention[]): NumberMention[] {
  const out: NumberMention[] = []
  for (let i = 0; i < mentions.length; i++) {
    const m = mentions[i]!
    const next = mentions[i + 1]
    const whole = (from: NumberMention, to: number, cm: number): NumberMention => ({
      ...from,
      end: to,
      text: text.slice(from.start, to),
      written: `${cm} cm`,
      values: [cm],
      unit: 'cm',
      shape: 'number',
      spoken: from.spoken || !!next?.spoken,
    })
    const single = (x: NumberMention | undefined) => x?.shape === 'number' && !x.unit && x.values.length === 1
    if (single(m) && single(next) && Number.isInteger(m.values[0])) {
      const [a, b] = [m.values[0]!, next!.values[0]!]
      const gap = text.slice(m.end, next!.start)
      if (a >= 3 && a <= 7 && b >= 0 && b < 24 && FEET.test(gap)) {
        const inches = INCHES_AFTER.exec(text.slice(next!.end))![0]
        out.push(whole(m, next!.end + inches.length, Math.round((a * 12 + b) * 2.54)))
        i++
        continue
      }
      if (
        a === 1 &&
        b >= 0 &&
        b < 100 &&
        (METRE.test(gap) || (/^\s+$/.test(gap) && TALL_AFTER.test(text.slice(next!.end))))
      ) {
        out.push(whole(m, next!.end, 100 + b))
        i++
        continue
      }
    }
    if (single(m) && m.values[0]! > 1 && m.values[0]! < 2.3 && !Number.isInteger(m.values[0])) {
      const after = METRES_AFTER.exec(text.slice(m.end))
      if (after) {
        out.push(whole(m, m.end + after[0].length, Math.round(m.values[0]! * 100)))
        continue
      }
    }
    out.push(m)
  }
  return out
}

export type NumberRole = 'value' | 'age' | 'kind'

export interface NoteNumber extends NumberMention {
  role: NumberRole
  /** An age as a note introduces someone ('a 91-year-old woman', 'Homem de 49 anos'), not one at an event. */
  ofNow?: boolean
  /** A bare zero ('nocturia times 0', 'Ab 0'): an absence, a value only as a result named ('PSA 0'). */
  absence?: boolean
}

/**
 * The numbers a note line states that a consultation can confirm: no dates, years, clock times, ordinals,
 * list markers or numbers that are part of a name; ages and kinds ('type 2', 'Gravida 2') are marked, as they
 * are only compared with one said.
 */
export function noteNumbers(line: string, language: Language): NoteNumber[] {
  const text = writtenHalves(line)
  const skip = [...text.matchAll(DATE)].map((m) => [m.index, m.index + m[0].length] as const)
  const read = scoresBeyond(text, scaledRanges(text, readNumbers(text, language)))
  return heights(text, read).flatMap((mention, i, all): NoteNumber[] => {
    // A written half keeps its place: the mention ends where '1-1/2' ends.
    let end = mention.end
    while (text[end] === ' ' && line[end] !== ' ' && end < line.length) end++
    let n = { ...mention, end, text: line.slice(mention.start, end) }
    if (skip.some(([a, b]) => n.start < b && n.end > a)) return []
    const before = text.slice(Math.max(0, n.start - 12), n.start)
    const after = text.slice(n.end, n.end + 16)
    if (NAMED_BEFORE.test(before) || ORDINAL_AFTER.test(after) || SCALE_DEFINITION.test(after)) return []
    if (/^\p{L}|^:\d/u.test(after)) return []
    // A list marker: '2. Hypertension' at the start of a line or sentence.
    if (/^\s*$/.test(text.slice(0, n.start)) && /^[.)]\s/.test(after) && n.shape === 'number') return []
    // A small number in words with nothing after it ('one of them', 'the two') is a word, not a value.
    if (n.spoken && n.shape === 'number' && !n.unit && n.values[0]! < 10) return []
    // Nothing counted: 'nocturia times 0', 'Ab 0' say an absence, which the negation check reads; kept only to
    // be weighed as a result named before it ('PSA is at 0').
    const absence = n.shape === 'number' && !n.unit && n.values[0] === 0
    if (n.shape === 'range' && n.values[0]! <= 1 && n.values[1] === 10) return []
    // The end of a scale after a score beyond it ('an 11 out of 10').
    if (n.values[0] === 10 && /(?:out of|de|em|von|sobre)\s*$/i.test(before)) return []
    // A day and month without the year ('on 04/10', '9/03').
    if (n.shape === 'ratio' && (/^0\d|\/0\d/.test(n.text) || DATE_BEFORE.test(before))) return []
    // '2-week', '3-day', '20-pound': the unit joined by a hyphen.
    const joined = /^-(day|week|month|year|hour|minute|pound|kilogram|kilo)s?\b/i.exec(after)?.[1]
    if (joined && !n.unit)
      n = { ...n, unit: JOINED_UNITS[joined.toLowerCase()]!, end: n.end + joined.length + 1 }
    // 'a 6-to-8-week course': a range joined by hyphens, its unit after it.
    const joinedRange = /^-to-(\d+)-(day|week|month|year|hour|minute)s?\b/i.exec(after)
    if (joinedRange && !n.unit && n.shape === 'number')
      n = {
        ...n,
        shape: 'range',
        values: [n.values[0]!, Number(joinedRange[1])],
        unit: JOINED_UNITS[joinedRange[2]!.toLowerCase()]!,
        end: n.end + joinedRange[0].length,
        text: line.slice(n.start, n.end + joinedRange[0].length),
      }
    // 'de 8 em 8 horas': every eight hours, the first number in the unit of the second.
    const every = all[i + 1]
    if (
      !n.unit &&
      n.shape === 'number' &&
      every?.unit &&
      every.shape === 'number' &&
      /(?<![\p{L}])de\s*$/iu.test(before) &&
      /^\s*em\s*$/i.test(text.slice(n.end, every.start))
    )
      n = { ...n, unit: every.unit }
    // 'a 3 yr history', '2 yrs': years abbreviated ('yr old' is an age, read below).
    const yr = /^\s*yrs?\.?(?![\p{L}])(?![\s-]*old)/iu.exec(after)
    if (yr && !n.unit && n.shape === 'number') n = { ...n, unit: 'years' }
    // 'PermCath insertion times 3', 'times two': how many times, written before the count.
    if (!n.unit && n.shape === 'number' && /(?<![\p{L}])times\s*$/iu.test(before)) n = { ...n, unit: 'times' }
    // '4 or 5 years old', '14 Monate alt': the unit read, the age after it.
    const aged = !!n.unit && LIFE_UNITS.has(n.unit) && YEARS_OLD.test(after)
    // '#20 (twenty)': a quantity to dispense, and the words repeating it.
    if (/#\s*$/.test(before) || (n.spoken && /\(\s*$/.test(before) && /^\s*\)/.test(after))) return []
    // 'Physiotherapie, 6 Einheiten', '10 sessions of physiotherapy': sessions counted, never a dose in units.
    n = asSessions(n, line)
    // '9 and 5 year old sisters': the first of two ages that share the words after the second; 'irmãs com 9 e
    // 5 anos': the second of two ages that share the words before the first.
    const paired = PAIRED.exec(text.slice(n.end, n.end + 30))
    const pairedAfter = PAIRED_AFTER.exec(text.slice(Math.max(0, n.start - 20), n.start))?.[0]
    const firstBefore = pairedAfter
      ? text.slice(Math.max(0, n.start - pairedAfter.length - 12), n.start - pairedAfter.length)
      : undefined
    const role: NumberRole =
      aged ||
      isAge(before, after) ||
      (!!paired &&
        !n.unit &&
        isAge(before, text.slice(n.end + paired[0].length, n.end + paired[0].length + 16))) ||
      (firstBefore !== undefined &&
        (AGE_BEFORE.test(firstBefore) || AGE_AROUND[0].test(firstBefore)) &&
        ((!!n.unit && LIFE_UNITS.has(n.unit)) || isAge(firstBefore, after))) ||
      agedPerson(text.slice(Math.max(0, n.start - 20), n.start), after, n) ||
      (WHEN_AGED.test(text.slice(Math.max(0, n.start - 20), n.start)) &&
        (!n.unit || n.unit === 'years') &&
        n.shape === 'number' &&
        !NOT_AN_AGE_AFTER.test(after))
        ? 'age'
        : KIND_BEFORE.test(before) || OBSTETRIC_BEFORE.test(before)
          ? 'kind'
          : 'value'
    const ofNow =
      role === 'age' &&
      (AGE_AFTER.test(after) ||
        (!!paired && AGE_AFTER.test(text.slice(n.end + paired[0].length))) ||
        PERSON_OF.test(text.slice(Math.max(0, n.start - 20), n.start))) &&
      !WHEN_AGED.test(text.slice(Math.max(0, n.start - 20), n.start))
    return [{ ...n, role, ofNow, ...(absence ? { absence } : {}) }]
  })
}

/** A second number joined to the first ('9 and 5', '9 e 5', '9 y 5', '9 und 5'), which the words after both describe. */
export const PAIRED = /^\s*(?:,|and|or|e|ou|y|o|und|oder)\s*\d+(?:[.,]\d+)?/iu

/** The first of two numbers joined before a second ('9 e ', '9 y ', '9 and '). */
const PAIRED_AFTER = /\d+(?:[.,]\d+)?\s*(?:,|and|or|e|ou|y|o|und|oder)\s*$/iu

/** Units joined to a number by a hyphen ('2-week', '20-pound'), as the number reader names them. */
const JOINED_UNITS: Record<string, string> = {
  day: 'days',
  week: 'weeks',
  month: 'months',
  year: 'years',
  hour: 'hours',
  minute: 'minutes',
  pound: 'lb',
  kilogram: 'kg',
  kilo: 'kg',
}

/** Therapies given in sessions: a number of units beside one counts sessions. */
const THERAPY =
  /\b(?:physio\w*|fisio\w*|kinesi\w*|krankengymnastik|ergo\w*|psychotherap\w*|psicoterap\w*|sessions?|sess(?:ão|ões|oes|ao)|sesi(?:ón|ones|on)|sitzung\w*)\b/i

/**
 * 'Physiotherapie, 6 Einheiten', 'sechs Einheiten Physiotherapie', '10 sessions of physiotherapy': units beside a
 * therapy count sessions, never a dose, in the note and in the consultation alike.
 */
export const asSessions = <N extends { unit?: string }>(n: N, text: string): N =>
  n.unit === 'units' && THERAPY.test(text) ? { ...n, unit: 'times' } : n

/**
 * Someone's age told before the event it was at ('my mom was almost forty five when she was diagnosed', 'a mãe
 * tinha quarenta e cinco quando', 'mi madre tenía cuarenta y cinco cuando', 'Mutter war 45, als').
 */
const WAS_AGED =
  /(?<![\p{L}])(?:(?:i|he|she|you|we|they|mom|mum|dad|mother|father|brother|sister|son|daughter|husband|wife|grandma|grandpa|grandmother|grandfather|aunt|uncle) (?:was|were)|tinha|tinham|tenía|tenia|tenían|war|waren)\s*(?:(?:about|around|almost|nearly|only|just|quase|só|apenas|cerca de|casi|solo|sólo|unos|fast|erst|etwa|nur)\s*)?$/iu
const AT_WHEN =
  /^\s*(?:years?(?: old)?|anos|años|jahre(?: alt)?)?\s*,?\s*(?:when|quando|cuando|als)(?![\p{L}])/iu

/** Whether a number said is an age at an event ('when I was fourteen', 'died of a stroke at seventy nine'). */
export function pastAge(text: string, n: NumberMention): boolean {
  const before = text.slice(Math.max(0, n.start - 30), n.start)
  return (
    WHEN_AGED.test(before.slice(-20)) ||
    diedAt(text, n) ||
    (WAS_AGED.test(before) && AT_WHEN.test(text.slice(n.end, n.end + 24)))
  )
}

/** The role a number read in the consultation plays, from the words round it. */
export function roleIn(text: string, n: NumberMention, askedAge = false): NumberRole {
  const before = text.slice(Math.max(0, n.start - 20), n.start)
  const after = text.slice(n.end, n.end + 16)
  if (isAge(before, after) || agedPerson(before, after, n)) return 'age'
  // 'thirty three year old', 'the eleven month old patient': the unit read with the number, 'old' after it.
  if (n.unit && LIFE_UNITS.has(n.unit) && YEARS_OLD.test(after)) return 'age'
  // 'I'm fifty nine', 'he's forty six', 'in my seventy one years': an age said of someone, unasked.
  if ((!n.unit || n.unit === 'years') && n.shape === 'number' && n.values[0]! >= 1 && n.values[0]! <= 120) {
    if (AGE_ANSWER_BEFORE.test(before) && !NOT_AN_AGE_AFTER.test(after)) return 'age'
    if (n.unit === 'years' && IN_MY_YEARS.test(before)) return 'age'
    if (AGE_OF_BEFORE.test(before) && AGE_OF_AFTER.test(after)) return 'age'
    if (pastAge(text, n) && !NOT_AN_AGE_AFTER.test(after)) return 'age'
  }
  // 'How old were they?' 'Eighty.', 'How old is she?' 'She is fourteen months.'
  if (askedAge && (!n.unit || LIFE_UNITS.has(n.unit)) && n.shape === 'number') {
    const rest = after.replace(/^\s*(?:years?|anos|años|jahre)\b/iu, '')
    if (!/^\s*\p{L}/u.test(rest) || AGE_ANSWER_BEFORE.test(before)) return 'age'
  }
  return KIND_BEFORE.test(before) ? 'kind' : 'value'
}

const EN_DIGIT_WORDS = Object.entries(NUMBER_WORDS.en.units)
  .filter(([, v]) => v < 10)
  .map(([w]) => w)
const EN_TENS = Object.keys(NUMBER_WORDS.en.tens).join('|')
const EN_NUMBER_WORDS = [
  ...Object.keys(NUMBER_WORDS.en.units),
  ...Object.keys(NUMBER_WORDS.en.tens),
  ...Object.keys(NUMBER_WORDS.en.scales),
].join('|')

/** English ordinals, said before 'birthday', as the numbers they stand for. */
const ORDINALS: Record<string, string> = {
  first: 'one',
  second: 'two',
  third: 'three',
  fourth: 'four',
  fifth: 'five',
  sixth: 'six',
  seventh: 'seven',
  eighth: 'eight',
  ninth: 'nine',
  tenth: 'ten',
  eleventh: 'eleven',
  twelfth: 'twelve',
  thirteenth: 'thirteen',
  fourteenth: 'fourteen',
  fifteenth: 'fifteen',
  sixteenth: 'sixteen',
  seventeenth: 'seventeen',
  eighteenth: 'eighteen',
  nineteenth: 'nineteen',
  twentieth: 'twenty',
  thirtieth: 'thirty',
  fortieth: 'forty',
  fiftieth: 'fifty',
  sixtieth: 'sixty',
  seventieth: 'seventy',
  eightieth: 'eighty',
  ninetieth: 'ninety',
}

/**
 * 'point' with no number before it, then digits and tens said as words ('point one twenty five'); not a point
 * in time or place ('at this point ten days ago', 'the point two inches below').
 */
const SAID_DECIMAL = new RegExp(
  `\\bpoint(?<!\\b(?:${EN_NUMBER_WORDS}|\\d+|this|that|the|a|some|any|each|every|which|what|no|at|starting|end|turning|high|low|trigger|tender|pressure|focal|one) point)((?: (?:${Object.keys(NUMBER_WORDS.en.units).join('|')}|${EN_TENS}|\\d)\\b){1,4})`,
  'gi',
)

/**
 * Numbers as transcripts write them, made readable: 'ninety eight . seven' and '38 . 5' (a full stop said as
 * the point), '.6' and 'point five' with no whole part (0.6, 0.5), 'three to four hundred' (300 to 400), and
 * a stammered word said once ('over over seventy').
 */
export function spokenNumbers(text: string, language: Language): string {
  const digitWord = (w: string | undefined) =>
    (NUMBER_WORDS[language].units[w?.toLowerCase() ?? ''] ?? 10) <= 9
  // Units spelt letter by letter ('M C G', 'C C'), joined before a repeated letter is read as a stammer.
  let out = text
    .replace(/\b([mM]) ([cC]) ([gG])\b/g, '$1$2$3')
    .replace(/\b([cC]) ([cC])\b/g, '$1$2')
    .replace(
      /\b((?:[\p{L}]+ ){0,2}[\p{L}]+)(?: \1\b)+/gu,
      (m: string, word: string, at: number, all: string) => {
        // A number said digit by digit ('nine nine nine', 'eins eins zwei') is no stammer.
        const before = /(\p{L}+) $/u.exec(all.slice(0, at))?.[1]
        const after = /^ (\p{L}+)/u.exec(all.slice(at + m.length))?.[1]
        const run = m.split(' ').length + (digitWord(before) ? 1 : 0) + (digitWord(after) ? 1 : 0)
        // 'trinta e oito e oito' (38.8), 'treinta y ocho y ocho': a decimal said after the joiner is no stammer.
        const joined = word.split(' ')
        if (
          joined.length === 2 &&
          joined[0] === NUMBER_WORDS[language].joiner &&
          digitWord(joined[1]) &&
          before !== undefined &&
          NUMBER_WORDS[language].tens[before.toLowerCase()] !== undefined
        )
          return m
        return digitWord(word) && run >= 3 ? m : word
      },
    )
    .replace(/\b([mM]) ([gGlL])\b/g, '$1$2')
    .replace(/(\d) \. (\d)/g, '$1.$2')
    .replace(/(?<![\d\p{L}.,])[.,](\d)/gu, '0.$1')
  if (language !== 'en') return out
  const digit = `(?:${EN_DIGIT_WORDS.join('|')}|\\d)`
  out = out
    .replace(new RegExp(`\\b(${EN_NUMBER_WORDS}) \\. (?=${digit}\\b)`, 'gi'), '$1 point ')
    .replace(new RegExp(`\\b(a|an|at|of|is|was|about|be) \\. (?=${digit}\\b)`, 'gi'), '$1 point ')
    .replace(
      new RegExp(
        `\\b(${EN_DIGIT_WORDS.join('|')}) (to|or|-) (${EN_DIGIT_WORDS.join('|')}) hundreds?\\b`,
        'gi',
      ),
      '$1 hundred $2 $3 hundred',
    )
    // 'seven fifty milligrams': a dose said as hundreds then tens.
    .replace(
      new RegExp(
        `(?<!point )\\b(three|four|five|six|seven|eight|nine) (${EN_TENS})((?: (?:${EN_DIGIT_WORDS.join('|')}))? (?:milligrams?|mg|micrograms?|mcg)\\b)`,
        'gi',
      ),
      '$1 hundred $2$3',
    )
  // 'point one twenty five', 'point ten', 'point twenty five': decimals said in groups, with no whole part before.
  if (/\bpoint\b/i.test(out))
    out = out.replace(SAID_DECIMAL, (m, digits: string) => {
      const words = digits.trim().toLowerCase().split(/\s+/)
      if (!words.some((w) => (NUMBER_WORDS.en.units[w] ?? 0) >= 10 || w in NUMBER_WORDS.en.tens)) return m
      let out = ''
      for (let k = 0; k < words.length; k++) {
        const w = words[k]!
        const tens = NUMBER_WORDS.en.tens[w]
        const unit = /^\d$/.test(w) ? Number(w) : NUMBER_WORDS.en.units[w]!
        if (tens !== undefined) {
          const next = NUMBER_WORDS.en.units[words[k + 1] ?? '']
          if (next !== undefined && next > 0 && next < 10) k++
          out += String(tens + (next !== undefined && next > 0 && next < 10 ? next : 0))
        } else out += String(unit)
      }
      return `0.${out}`
    })
  // 'her eighty ninth birthday': the age it makes, as a number.
  if (/birthday/i.test(out))
    out = out.replace(
      new RegExp(`\\b(?:(${EN_TENS})[ -])?(${Object.keys(ORDINALS).join('|')}) (birthday)\\b`, 'gi'),
      (_, tens: string | undefined, ordinal: string, word: string) =>
        `${tens ? `${tens} ` : ''}${ORDINALS[ordinal.toLowerCase()]} ${word}`,
    )
  // 'one ninety five by eighty three': a pressure said with 'by'.
  const by = new RegExp(`\\b(${EN_NUMBER_WORDS}|\\d+) by (?=(?:${EN_NUMBER_WORDS}|\\d+)\\b)`, 'gi')
  out = out.replace(/\b(?:pressure|bp)\b[^.?!]{0,50}/gi, (near) => near.replace(by, '$1 over '))
  return out.replace(
    new RegExp(`(?<!\\b(?:${EN_NUMBER_WORDS}|\\d+) )\\bpoint (?=${digit}\\b)`, 'gi'),
    'zero point ',
  )
}

/** Units that state the same quantity: degrees said without a scale match either scale. */
function unitsAgree(a?: string, b?: string): boolean {
  if (!a || !b || a === b) return true
  const degrees = (u: string) => u === '°' || u === '°C' || u === '°F'
  return degrees(a) && degrees(b) && (a === '°' || b === '°')
}

/** A value in another unit than said: kilograms and pounds, Celsius and Fahrenheit, glucose in mmol/L. */
const CONVERSIONS: [string, string, (x: number) => number, number][] = [
  ['lb', 'kg', (x) => x / 2.2046, 0.06],
  ['°F', '°C', (x) => ((x - 32) * 5) / 9, 0.01],
  ['mg/dL', 'mmol/L', (x) => x / 18, 0.06],
]

const close = (x: number, y: number) => Math.abs(x - y) < 1e-9

/** Durations in days, to compare '4 weeks' with 'a month' and '1 year' with '12 months'. */
const DAYS: Record<string, number[]> = { days: [1], weeks: [7], months: [28, 30, 31], years: [365] }
function sameDuration(a: NumberMention, b: NumberMention): boolean {
  const da = DAYS[a.unit ?? '']
  const db = DAYS[b.unit ?? '']
  if (!da || !db || a.values.length !== 1 || b.values.length !== 1) return false
  return da.some((x) => db.some((y) => close(a.values[0]! * x, b.values[0]! * y)))
}

/** Whether two mentions state the same thing: the same values (either end of a range), units that agree. */
export function sameNumber(a: NumberMention, b: NumberMention): boolean {
  if (a.unit && b.unit && a.unit !== b.unit) {
    if (sameDuration(a, b)) return true
    const conversion = CONVERSIONS.find(
      ([x, y]) => (a.unit === x && b.unit === y) || (a.unit === y && b.unit === x),
    )
    if (conversion && a.values.length === 1 && b.values.length === 1) {
      const [from, , convert, tolerance] = conversion
      const [raw, converted] = a.unit === from ? [a, b] : [b, a]
      const value = convert(raw.values[0]!)
      return Math.abs(value - converted.values[0]!) <= Math.abs(value) * tolerance + 0.05
    }
    if (!unitsAgree(a.unit, b.unit)) return false
  }
  if (a.shape === 'range' || b.shape === 'range') {
    const [single, range] = a.shape === 'range' ? [b, a] : [a, b]
    if (single.shape === 'range') return single.values.every((v, i) => close(v, range.values[i]!))
    // A score within a range said on the same scale: '2/10' from 'two through seven out of 10'.
    if (single.shape === 'ratio' && range.values.length === 3)
      return (
        close(single.values[1]!, range.values[2]!) &&
        range.values.slice(0, 2).some((v) => close(v, single.values[0]!))
      )
    // A range's end confirms that value; a score ('6/10') stays a score.
    return single.shape === 'number' && range.values.slice(0, 2).some((v) => close(v, single.values[0]!))
  }
  return a.values.length === b.values.length && a.values.every((v, i) => close(v, b.values[i]!))
}

/** Whether two mentions state the same kind of quantity (the same unit, or both a pressure or a score). */
export function sameKind(a: NumberMention, b: NumberMention): boolean {
  if (a.unit || b.unit) return !!a.unit && !!b.unit && unitsAgree(a.unit, b.unit)
  return a.shape === b.shape && a.shape !== 'number' && a.values.length === b.values.length
}
