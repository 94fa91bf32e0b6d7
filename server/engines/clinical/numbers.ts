import type { Language } from '../../../contract/common'
import type { NumberMention } from './types'

/**
 * Numbers as people say and write them in a consultation, read with their meaning: 'one fifty two over ninety'
 * is a pressure of 152/90, 'between six and seven out of ten' a range 6–7/10, 'a two out of six murmur' 2/6,
 * '38 e meio' 38.5, 'zweieinhalb' 2.5. A number is never made by adding two that were said apart.
 */

interface NumberWords {
  /** 0–19 (and Spanish 21–29), by value. */
  units: Record<string, number>
  tens: Record<string, number>
  /** Whole hundreds said as one word (pt 'trezentos', es 'quinientos'). */
  hundreds: Record<string, number>
  /** Words that multiply what came before (hundred, thousand, mil, tausend). */
  scales: Record<string, number>
  /** The word joining the parts of one number ('and', 'e', 'y', 'und'). */
  joiner: string
  /** The decimal separator said aloud. */
  point: string[]
  /** 'and a half' after a number, as word sequences. */
  half: string[][]
  /** Words opening a range ('between', 'entre', 'zwischen'). */
  between: string[]
  /** Words joining the two ends of a range. */
  to: string[]
  /** Words giving a score on a scale ('out of', 'em', 'von'), as word sequences. */
  outOf: string[][]
  /** The word between systolic and diastolic, or between the parts of a grade ('over', 'por', 'zu'). */
  over: string[]
  /** Written decimal separator. */
  decimal: '.' | ','
  /**
   * A tenth said after a whole with a plain word ('trinta e sete e oito' 37.8, 'treinta y ocho con nueve' 38.9),
   * for wholes within `wholes` only: outside a temperature's range 'e' only joins two numbers.
   */
  tenths?: { word: string; wholes: [number, number] }[]
}

const en: NumberWords = {
  units: {
    zero: 0,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
  },
  tens: { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 },
  hundreds: {},
  scales: { hundred: 100, thousand: 1000 },
  joiner: 'and',
  point: ['point'],
  half: [
    ['and', 'a', 'half'],
    ['and', 'one', 'half'],
  ],
  between: ['between'],
  to: ['to', 'and', 'or', '-', '–', 'through'],
  outOf: [['out', 'of']],
  over: ['over', '/'],
  decimal: '.',
}

const pt: NumberWords = {
  units: {
    zero: 0,
    um: 1,
    uma: 1,
    dois: 2,
    duas: 2,
    três: 3,
    tres: 3,
    quatro: 4,
    cinco: 5,
    seis: 6,
    sete: 7,
    oito: 8,
    nove: 9,
    dez: 10,
    onze: 11,
    doze: 12,
    treze: 13,
    catorze: 14,
    quatorze: 14,
    quinze: 15,
    dezasseis: 16,
    dezesseis: 16,
    dezassete: 17,
    dezessete: 17,
    dezoito: 18,
    dezanove: 19,
    dezenove: 19,
  },
  tens: {
    vinte: 20,
    trinta: 30,
    quarenta: 40,
    cinquenta: 50,
    sessenta: 60,
    setenta: 70,
    oitenta: 80,
    noventa: 90,
  },
  hundreds: {
    cem: 100,
    cento: 100,
    duzentos: 200,
    duzentas: 200,
    trezentos: 300,
    trezentas: 300,
    quatrocentos: 400,
    quatrocentas: 400,
    quinhentos: 500,
    quinhentas: 500,
    seiscentos: 600,
    seiscentas: 600,
    setecentos: 700,
    oitocentos: 800,
    novecentos: 900,
  },
  scales: { mil: 1000 },
  joiner: 'e',
  point: ['vírgula', 'virgula', 'ponto'],
  half: [
    ['e', 'meio'],
    ['e', 'meia'],
  ],
  between: ['entre'],
  to: ['a', 'e', 'até', 'ou', '-', '–'],
  outOf: [['em'], ['de'], ['sobre']],
  over: ['por', 'sobre', '/'],
  decimal: ',',
  tenths: [{ word: 'e', wholes: [34, 42] }],
}

const es: NumberWords = {
  units: {
    cero: 0,
    un: 1,
    uno: 1,
    una: 1,
    dos: 2,
    tres: 3,
    cuatro: 4,
    cinco: 5,
    seis: 6,
    siete: 7,
    ocho: 8,
    nueve: 9,
    diez: 10,
    once: 11,
    doce: 12,
    trece: 13,
    catorce: 14,
    quince: 15,
    dieciséis: 16,
    dieciseis: 16,
    diecisiete: 17,
    dieciocho: 18,
    diecinueve: 19,
    veintiuno: 21,
    veintiuna: 21,
    veintiún: 21,
    veintidós: 22,
    veintidos: 22,
    veintitrés: 23,
    veintitres: 23,
    veinticuatro: 24,
    veinticinco: 25,
    veintiséis: 26,
    veintiseis: 26,
    veintisiete: 27,
    veintiocho: 28,
    veintinueve: 29,
  },
  tens: {
    veinte: 20,
    treinta: 30,
    cuarenta: 40,
    cincuenta: 50,
    sesenta: 60,
    setenta: 70,
    ochenta: 80,
    noventa: 90,
  },
  hundreds: {
    cien: 100,
    ciento: 100,
    doscientos: 200,
    doscientas: 200,
    trescientos: 300,
    trescientas: 300,
    cuatrocientos: 400,
    cuatrocientas: 400,
    quinientos: 500,
    quinientas: 500,
    seiscientos: 600,
    seiscientas: 600,
    setecientos: 700,
    ochocientos: 800,
    novecientos: 900,
  },
  scales: { mil: 1000 },
  joiner: 'y',
  point: ['coma', 'punto'],
  half: [
    ['y', 'medio'],
    ['y', 'media'],
  ],
  between: ['entre'],
  // ('siete u ocho': 'o' before a word that starts with 'o' is 'u'.)
  to: ['a', 'y', 'hasta', 'o', 'u', '-', '–'],
  outOf: [['de'], ['sobre']],
  over: ['por', 'sobre', 'con', '/'],
  decimal: ',',
  tenths: [
    { word: 'con', wholes: [0, 999] },
    { word: 'y', wholes: [34, 42] },
  ],
}

const de: NumberWords = {
  units: {
    null: 0,
    ein: 1,
    eins: 1,
    eine: 1,
    // 'seit einer Woche', 'in einem Monat': the article is the number one before a unit.
    einer: 1,
    einem: 1,
    einen: 1,
    zwei: 2,
    zwo: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    sechs: 6,
    sieben: 7,
    acht: 8,
    neun: 9,
    zehn: 10,
    elf: 11,
    zwölf: 12,
    dreizehn: 13,
    vierzehn: 14,
    fünfzehn: 15,
    sechzehn: 16,
    siebzehn: 17,
    achtzehn: 18,
    neunzehn: 19,
  },
  tens: {
    zwanzig: 20,
    dreißig: 30,
    dreissig: 30,
    vierzig: 40,
    fünfzig: 50,
    sechzig: 60,
    siebzig: 70,
    achtzig: 80,
    neunzig: 90,
  },
  hundreds: {},
  scales: { hundert: 100, tausend: 1000 },
  joiner: 'und',
  point: ['komma'],
  half: [['und', 'ein', 'halb'], ['einhalb']],
  between: ['zwischen'],
  to: ['bis', 'und', 'oder', '-', '–'],
  outOf: [['von']],
  over: ['zu', 'über', '/'],
  decimal: ',',
}

export const NUMBER_WORDS: Record<Language, NumberWords> = { en, pt, es, de }

/** A word that makes the number before it a count of times ('three times', 'três vezes', 'tres veces', 'dreimal'). */
const FREQUENCY_WORD = /^(?:times|vezes|veces|mal)$/

/** Scales said in the plural after a range ('three to four hundreds', 'dois a três milhares'). */
const PLURAL_SCALES: Record<string, number> = {
  hundreds: 100,
  thousands: 1000,
  centenas: 100,
  milhares: 1000,
  cientos: 100,
  miles: 1000,
  hunderte: 100,
  tausende: 1000,
}

/** Units said or written after a number, and the symbol a note writes. Longest phrases first. */
const UNITS: [RegExp, string][] = [
  [
    /^(?:milligrams? per deciliter|miligramas? por decilitro|miligramos? por decilitro|milligramm pro deziliter|mg\/dl)$/,
    'mg/dL',
  ],
  [/^(?:millimoles? per lit(?:er|re)|milimoles? por litro|millimol pro liter|mmol\/l)$/, 'mmol/L'],
  [
    /^(?:millimeters? of mercury|milímetros? de mercúrio|milímetros? de mercurio|millimeter quecksilbersäule|mmhg)$/,
    'mmHg',
  ],
  [
    /^(?:beats per minute|batimentos por minuto|latidos por minuto|pulsaciones por minuto|schläge pro minute|bpm|lpm|\/min)$/,
    'bpm',
  ],
  [
    /^(?:breaths per minute|ciclos por minuto|respirações por minuto|respiraciones por minuto|atemzüge pro minute)$/,
    '/min',
  ],
  [/^(?:milligrams?|miligramas?|miligramos?|milligramm|mg)$/, 'mg'],
  [/^(?:micrograms?|microgramas?|microgramos?|mikrogramm|mcg|µg|ug)$/, 'mcg'],
  [/^(?:grams?|gramas?|gramos?|gramm|g)$/, 'g'],
  [/^(?:milliliters?|millilitres?|mililitros?|milliliter|ml)$/, 'ml'],
  [/^(?:units?|unidades?|einheiten|ui|iu|ie)$/, 'units'],
  [/^(?:percent|per cent|por cento|porcento|por ciento|prozent|%)$/, '%'],
  [/^(?:kilograms?|kilos?|quilos?|quilogramas?|kilogramos?|kilogramm|kg)$/, 'kg'],
  [/^(?:pounds?|lbs?)$/, 'lb'],
  [/^(?:centimet(?:er|re)s?|centímetros?|zentimeter|cm)$/, 'cm'],
  [/^(?:millimet(?:er|re)s?|milímetros?|millimeter|mm)$/, 'mm'],
  [/^(?:degrees? celsius|graus? celsius|grados? celsius|grad celsius|°c|ºc)$/, '°C'],
  [/^(?:degrees? fahrenheit|°f|ºf)$/, '°F'],
  [/^(?:degrees?|graus?|grados?|grad|°|º)$/, '°'],
  [/^(?:days?|dias?|días?|tage?n?)$/, 'days'],
  [/^(?:weeks?|semanas?|wochen?)$/, 'weeks'],
  [/^(?:months?|meses|mês|mes|monate?n?)$/, 'months'],
  [/^(?:years?|anos?|años?|jahre?n?)$/, 'years'],
  [/^(?:hours?|horas?|stunden?)$/, 'hours'],
  [/^(?:minutes?|minutos?|minuten?)$/, 'minutes'],
  [/^(?:tablets?|pills?|comprimidos?|pastillas?|tabletten?)$/, 'tablets'],
  [/^(?:times?|vezes|veces|mal)$/, 'times'],
]
/** How many words the longest spoken unit has. */
const UNIT_WORDS = 4

/** Units a note writes with the words said ('4 dias', '2 tablets', '10 unidades'). */
const WORD_UNITS = new Set([
  'days',
  'weeks',
  'months',
  'years',
  'hours',
  'minutes',
  'tablets',
  'times',
  'units',
  '°',
])

/** The units that stand for time: a number with one of these is a duration, never a measured value. */
export const DURATION_UNITS = new Set(['days', 'weeks', 'months', 'years', 'hours', 'minutes'])

export interface Token {
  text: string
  /** Lower case, for matching. */
  lower: string
  start: number
  end: number
  kind: 'digits' | 'word' | 'mark'
}

/** Words, digit groups ('38,5', '1.000', '120') and single marks, with their offsets. */
export function tokenize(text: string): Token[] {
  const out: Token[] = []
  for (const m of text.matchAll(/\d+(?:[.,]\d+)*|[\p{L}µ][\p{L}\d]*(?:['’][\p{L}]+)*|[°º][CcFf]?|\S/gu)) {
    const t = m[0]
    out.push({
      text: t,
      lower: t.toLowerCase(),
      start: m.index,
      end: m.index + t.length,
      kind: /^\d/.test(t) ? 'digits' : /^[\p{L}µ]/u.test(t) ? 'word' : 'mark',
    })
  }
  return out
}

const isWordNumber = (w: string, words: NumberWords) =>
  w in words.units || w in words.tens || w in words.hundreds || w in words.scales

/** German writes numbers as one word ('hundertvierzig', 'achtunddreißigeinhalb'): its parts, or null. */
function germanParts(word: string, words: NumberWords): string[] | null {
  const vocabulary = [
    ...Object.keys(words.units),
    ...Object.keys(words.tens),
    ...Object.keys(words.scales),
    'und',
    'einhalb',
  ].sort((a, b) => b.length - a.length)
  const parts: string[] = []
  let rest = word
  while (rest) {
    const next = vocabulary.find((v) => rest.startsWith(v))
    if (!next) return null
    parts.push(next)
    rest = rest.slice(next.length)
  }
  return parts.length > 1 ? parts : null
}

/**
 * A German number joined to what it counts ('zehnmal', 'dreimal', 'zwölfjährige', 'zehnfach'): the number and its
 * ending, written '10-mal', '12-jährige', read from ten up. 'einmal', 'einfach' are words of their own, never the number one.
 */
const GERMAN_JOINED =
  /^(\p{L}+?)(mal|jährig\p{L}*|tägig\p{L}*|wöchig\p{L}*|monatig\p{L}*|stündig\p{L}*|stündlich\p{L}*|fach\p{L}*)$/u

function germanJoined(token: Token, words: NumberWords): NumberMention | null {
  const m = token.kind === 'word' ? GERMAN_JOINED.exec(token.text) : null
  if (!m) return null
  const stem = m[1]!.toLowerCase()
  const parts = isWordNumber(stem, words) ? [stem] : germanParts(stem, words)
  const value = parts ? wordsValue(parts, words, 'de') : null
  // (Below ten, 'zweimal', 'dreimal' stay words, as 'two' alone does: read as counts they would support any 2 or 3
  // of a note, 'Trinkmenge 3 bis 4 Liter' against 'bis zu dreimal täglich'.)
  if (value === null || value < 10) return null
  return {
    start: token.start,
    end: token.end,
    text: token.text,
    written: `${value}-${m[2]}`,
    values: [value],
    shape: 'number',
    spoken: true,
    ...(m[2]!.toLowerCase() === 'mal' ? { unit: 'times' } : {}),
  }
}

/**
 * 'five hundred five hundred milligrams', 'fünfhundert fünfhundert': a hundred said again after a hundred (with
 * no thousand between) starts the number again, said twice, never 50,500.
 */
function saysHundredAgain(parts: string[], next: string[], words: NumberWords): boolean {
  const hundred = (w: string) => (words.scales[w] ?? 0) === 100 || w in words.hundreds
  if (!next.some(hundred)) return false
  for (let k = parts.length - 1; k >= 0; k--) {
    if ((words.scales[parts[k]!] ?? 0) >= 1000) return false
    if (hundred(parts[k]!)) return true
  }
  return false
}

/**
 * The value of a run of number words, or null when they do not make one number ('six seven' is two numbers,
 * 'sixty seven' is one). German puts units before tens ('fünfundachtzig' = 5 + 80).
 */
function wordsValue(parts: string[], words: NumberWords, language: Language): number | null {
  let total = 0
  let current = 0
  /** The size of the last part added to `current`: a smaller one may follow, a larger one may not. */
  let last = Number.POSITIVE_INFINITY
  let germanUnit = false
  let joined = false
  for (const part of parts) {
    if (part === words.joiner) {
      joined = true
      continue
    }
    const afterJoiner = joined
    joined = false
    if (part in words.scales) {
      const scale = words.scales[part]!
      if (scale >= 1000) {
        total += (current || 1) * scale
        current = 0
      } else current = (current || 1) * scale
      last = scale
      continue
    }
    const value = words.units[part] ?? words.tens[part] ?? words.hundreds[part]
    if (value === undefined) return null
    const size = value >= 100 ? 100 : value >= 20 && value % 10 === 0 ? 10 : 1
    // ('ein dreißig Milligramm' is an article and 30 mg, never 31: German joins a unit to its tens with 'und'.)
    if (language === 'de' && size === 10 && germanUnit && afterJoiner) {
      current += value
      germanUnit = false
      last = 10
      continue
    }
    if (size >= last) return null
    if (size === 1 && last === 1) return null
    // Portuguese and Spanish join a unit to its tens ('cinquenta e dois', 'cincuenta y dos'): said bare after
    // them ('oitocentos e cinquenta duas vezes'), it is the next number's.
    if ((language === 'pt' || language === 'es') && size === 1 && last === 10 && !afterJoiner) return null
    current += value
    last = size === 1 && value >= 10 ? 1 : size
    germanUnit = language === 'de' && size === 1 && value < 10
  }
  return total + current
}

interface Parsed {
  value: number
  /** Token index after the number. */
  next: number
  spoken: boolean
  decimal: boolean
}

/** The written form of a value: the note's decimal separator, no trailing zeros. */
export function writeValue(value: number, language: Language): string {
  const text = Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)))
  return NUMBER_WORDS[language].decimal === ',' ? text.replace('.', ',') : text
}

/** A number written in digits: '38,5' is 38.5 in pt, es and de; '1,000' and '1.000' a thousand. */
function digitsValue(text: string, language: Language): number | null {
  const groups = text.split(/[.,]/)
  if (groups.length === 1) return Number(text)
  const separators = text.replace(/\d/g, '')
  if (groups.length === 2) {
    const [whole, fraction] = groups as [string, string]
    const thousands =
      fraction.length === 3 &&
      whole.length <= 3 &&
      ((language === 'en' && separators === ',') || (language !== 'en' && separators === '.'))
    return thousands ? Number(whole + fraction) : Number(`${whole}.${fraction}`)
  }
  // '1,000,000' / '1.000.000': groups of three.
  if (groups.slice(1).every((g) => g.length === 3) && new Set(separators).size === 1)
    return Number(groups.join(''))
  return null
}

const seq = (tokens: Token[], at: number, words: string[]) =>
  words.every((w, k) => tokens[at + k]?.lower === w)

/** A full stop standing alone between a number and a digit word ('ninety eight . six'): the point said. */
function spokenPoint(tokens: Token[], at: number): boolean {
  const dot = tokens[at]
  const before = tokens[at - 1]
  const after = tokens[at + 1]
  return (
    dot?.text === '.' &&
    !!before &&
    !!after &&
    dot.start > before.end &&
    after.start > dot.end &&
    (after.kind === 'digits' ? after.text.length === 1 : after.kind === 'word')
  )
}

/** Reads one number starting at token `i`: digits, or a run of number words, with a half or a decimal part. */
function parseAt(tokens: Token[], i: number, language: Language, stopAtJoiner = false): Parsed | null {
  const words = NUMBER_WORDS[language]
  const token = tokens[i]
  if (!token) return null
  let value: number
  let next: number
  let spoken = false
  let decimal = false
  const point = words.point.includes(token.lower) || (token.text === '.' && spokenPoint(tokens, i))
  if (point && !(tokens[i - 1] && parseAt(tokens, i - 1, language)?.next === i)) {
    // 'point five centimeters', 'a . five': a decimal said without its whole part.
    const digit =
      tokens[i + 1]?.kind === 'digits' ? Number(tokens[i + 1]!.text) : words.units[tokens[i + 1]?.lower ?? '']
    if (
      digit !== undefined &&
      Number.isInteger(digit) &&
      digit <= 9 &&
      (tokens[i + 1]!.kind === 'word' || tokens[i + 1]!.text.length === 1)
    )
      return { value: Number(`0.${digit}`), next: i + 2, spoken: true, decimal: true }
  }
  if (token.kind === 'digits') {
    const v = digitsValue(token.text, language)
    if (v === null) return null
    value = v
    next = i + 1
    decimal = !Number.isInteger(v)
  } else if (token.kind === 'word') {
    const parts: string[] = []
    let j = i
    let halfInWord = false
    while (j < tokens.length) {
      const w = tokens[j]!.lower
      if (language === 'de' && w === 'anderthalb' && !parts.length) {
        parts.push(w)
        j++
        break
      }
      const compound = language === 'de' && !isWordNumber(w, words) ? germanParts(w, words) : null
      if (compound) {
        if (saysHundredAgain(parts, compound, words)) break
        if (compound[compound.length - 1] === 'einhalb') {
          parts.push(...compound.slice(0, -1))
          halfInWord = true
          j++
          break
        }
        parts.push(...compound)
        j++
        continue
      }
      // German says the unit before the tens ('achtunddreißig'): a unit said after them starts another number
      // ('achtunddreißig fünf' is never 43).
      if (language === 'de' && parts.at(-2) === 'und' && w in words.units) break
      if (isWordNumber(w, words)) {
        if (saysHundredAgain(parts, [w, tokens[j + 1]?.lower ?? ''], words)) break
        // 'Ibuprofen four hundred three times a day': a count of times after a strength is a number of its own.
        if (parts.length && w in words.units && FREQUENCY_WORD.test(tokens[j + 1]?.lower ?? '')) break
        // 'one' as a pronoun ('the one on the left') is a number only with another number word.
        parts.push(w)
        j++
        continue
      }
      // The joiner inside one number: 'one hundred and twenty', 'vinte e cinco', 'treinta y ocho'.
      if (
        !stopAtJoiner &&
        w === words.joiner &&
        parts.length &&
        isWordNumber(tokens[j + 1]?.lower ?? '', words)
      ) {
        const tried = wordsValue([...parts, w, tokens[j + 1]!.lower], words, language)
        if (tried !== null && tried > (wordsValue(parts, words, language) ?? 0)) {
          parts.push(w)
          j++
          continue
        }
      }
      // 'twenty-five'.
      if (w === '-' && parts.length && tokens[j]!.start === tokens[j - 1]!.end) {
        const after = tokens[j + 1]?.lower ?? ''
        // ('one twenty-eight over eighty': English says a pressure's hundred before its tens and units.)
        const hundredSaid =
          language === 'en' &&
          parts.length === 2 &&
          (words.units[parts[0]!] ?? 0) >= 1 &&
          (words.units[parts[0]!] ?? 0) <= 2 &&
          parts[1]! in words.tens
        if (
          after in words.units &&
          (hundredSaid || wordsValue([...parts, after], words, language) !== null)
        ) {
          j++
          continue
        }
      }
      break
    }
    if (!parts.length) return null
    if (parts[0] === 'anderthalb') {
      value = 1.5
      decimal = true
    } else {
      // English says pressures and sugars as 'one fifty two' (152) and 'one twenty' (120).
      const first = words.units[parts[0]!]
      const second = parts[1]
      let v: number | null = null
      if (
        language === 'en' &&
        first !== undefined &&
        first >= 1 &&
        first <= 2 &&
        second !== undefined &&
        (second in words.tens || ((words.units[second] ?? 0) >= 10 && parts.length === 2)) &&
        !parts.includes('hundred') &&
        !parts.includes('thousand') &&
        // ('Take one twenty-five milligram tablet': one tablet of 25 mg, never 125 mg.)
        !(
          /^(?:milligrams?|mg|micrograms?|mcg)$/.test(tokens[j]?.lower ?? '') &&
          /^(?:tablets?|pills?|capsules?|patch(?:es)?)$/.test(tokens[j + 1]?.lower ?? '')
        )
      ) {
        const rest = wordsValue(parts.slice(1), words, language)
        if (rest !== null && rest < 100) v = first * 100 + rest
      } else v = wordsValue(parts, words, language)
      // Not one number: the longest run of words that is one ('cuarenta y nueve cincuenta y uno' → 49, then 51).
      // German parts are pieces of words, so there only the first word is kept.
      for (let k = parts.length - 1; v === null && k >= 2 && language !== 'de'; k--) {
        if (parts[k - 1] === words.joiner) continue
        v = wordsValue(parts.slice(0, k), words, language)
        if (v !== null) j = i + k
      }
      if (v === null) {
        // Not one number: read only the first word ('six seven' → 6, then 7).
        const single = wordsValue([parts[0]!], words, language)
        if (single === null) return null
        v = single
        j = i + 1
        while (tokens[j - 1] && tokens[j - 1]!.lower !== parts[0]) j++
      }
      value = v
      if (halfInWord) {
        value += 0.5
        decimal = true
      }
    }
    next = j
    spoken = true
  } else return null

  // A half: '38 e meio', 'two and a half', 'y medio', 'und ein halb'.
  if (!decimal)
    for (const half of words.half)
      if (seq(tokens, next, half)) {
        value += 0.5
        decimal = true
        next += half.length
        spoken = true
        break
      }
  // A tenth said with a plain word: 'trinta e sete e oito', 'treinta y ocho con nueve'.
  const tenth = tokens[next + 1]?.kind === 'word' ? words.units[tokens[next + 1]!.lower] : undefined
  const tenthsWord = words.tenths?.find((t) => t.word === tokens[next]?.lower)
  if (
    !decimal &&
    tenthsWord &&
    tenth !== undefined &&
    tenth >= 1 &&
    tenth <= 9 &&
    Number.isInteger(value) &&
    value >= tenthsWord.wholes[0] &&
    value <= tenthsWord.wholes[1] &&
    !isWordNumber(tokens[next + 2]?.lower ?? '', words) &&
    // ('De 34 y dos días': weeks and days of a pregnancy, never 34,2 days.)
    !/^(?:days|weeks|months|years|hours|minutes|h|min)$/.test(unitAt(tokens, next + 2)?.unit ?? '')
  ) {
    value = Number(`${value}.${tenth}`)
    decimal = true
    spoken = true
    next += 2
  }
  // German says a temperature's tenth bare after it: 'achtunddreißig fünf' is 38,5.
  const bareTenth =
    language === 'de' && token.kind === 'word' && tokens[next]?.kind === 'word'
      ? words.units[tokens[next]!.lower]
      : undefined
  if (
    !decimal &&
    bareTenth !== undefined &&
    bareTenth >= 1 &&
    bareTenth <= 9 &&
    Number.isInteger(value) &&
    value >= 34 &&
    value <= 42 &&
    !isWordNumber(tokens[next + 1]?.lower ?? '', words)
  ) {
    value = Number(`${value}.${bareTenth}`)
    decimal = true
    next += 1
  }
  // A decimal part said aloud: 'ninety eight point six', 'trinta e oito vírgula cinco', and the full stop a
  // transcript writes for it between spaces ('ninety eight . six').
  if (!decimal && (words.point.includes(tokens[next]?.lower ?? '') || spokenPoint(tokens, next))) {
    const digits: number[] = []
    let k = next + 1
    while (tokens[k]) {
      const d = tokens[k]!.kind === 'digits' ? Number(tokens[k]!.text) : words.units[tokens[k]!.lower]
      if (
        d === undefined ||
        !Number.isInteger(d) ||
        d > 9 ||
        (tokens[k]!.kind === 'digits' && tokens[k]!.text.length > 1)
      )
        break
      digits.push(d)
      k++
      if (digits.length === 2) break
    }
    if (digits.length) {
      value = Number(`${value}.${digits.join('')}`)
      decimal = true
      spoken = true
      next = k
    }
  }
  return { value, next, spoken, decimal }
}

/** The unit right after token `i`, as a symbol, and the token index after it. */
function unitAt(tokens: Token[], i: number): { unit: string; next: number } | null {
  for (let n = Math.min(UNIT_WORDS, tokens.length - i); n >= 1; n--) {
    const span = tokens.slice(i, i + n)
    const phrase = span
      .map((t, k) => (k && t.start === span[k - 1]!.end ? '' : k ? ' ' : '') + t.lower)
      .join('')
    for (const [pattern, symbol] of UNITS) if (pattern.test(phrase)) return { unit: symbol, next: i + n }
  }
  return null
}

/** Words of a graded finding: a murmur out of six, strength or a pulse out of five or four. */
const GRADED =
  /(?<![\p{L}])(?:murmur\w*|sopro|soplo|systolikum|herzgeräusch\w*|geräusch|grade|grau|grado|grad|strength|força|fuerza|kraft|pulses?|pulsos?|pulse)(?![\p{L}])/iu
/** The tuning fork's scale out of eight (Rydel-Seiffer): 'Vibrationsempfinden vier von acht'. */
const VIBRATION =
  /(?<![\p{L}])(?:vibrat\p{L}*|vibra[cç]\p{L}*|palestesi\p{L}*|stimmgabel|rydel\p{L}*|diapas[aã]o|diapas[oó]n|tuning fork)/iu
/** Words after 'N de M' that make it a count ('2 de 6 comprimidos'), not a score. */
const COUNTED_AFTER =
  /^(?:comprimidos?|pastillas?|tablets?|dias?|días|vezes|veces|doentes|pacientes|patients?|people|pessoas|personas|tabletten|tagen?|mal)$/

/** A date written with slashes ('15/10/2025', '3/4/24'): its parts are not a pressure or a score. */
function isDate(tokens: Token[], i: number): boolean {
  const at = (k: number) => tokens[i + k]
  const tight = (k: number) => at(k) && at(k - 1) && at(k)!.start === at(k - 1)!.end
  return (
    at(0)?.kind === 'digits' &&
    at(1)?.text === '/' &&
    at(2)?.kind === 'digits' &&
    at(3)?.text === '/' &&
    at(4)?.kind === 'digits' &&
    !!(tight(1) && tight(2) && tight(3) && tight(4))
  )
}

/**
 * Three or more single digits said one after another ('nine nine nine', 'um um dois'): a telephone number or a
 * code. Only between spaces, so a list ('two, three, four') stays a list.
 */
function digitRun(tokens: Token[], i: number, words: NumberWords): Token[] | null {
  const run: Token[] = []
  for (let k = i; tokens[k]?.kind === 'word'; k++) {
    const d = words.units[tokens[k]!.lower]
    if (d === undefined || d > 9 || (run.length && tokens[k]!.start !== run.at(-1)!.end + 1)) break
    run.push(tokens[k]!)
  }
  // 'four five six seven days' counts up: a range said loosely, not a code.
  const values = run.map((t) => words.units[t.lower]!)
  const countsUp = values.every((v, k) => !k || v === values[k - 1]! + 1)
  return run.length >= 3 && !countsUp ? run : null
}

/** A pressure's parts named after each value, in Portuguese and Spanish ('de máxima', 'de mínima', 'de alta', 'de baja'). */
const HIGHEST = /^de (?:m[aá]xima|alta|sist[oó]lica)$/
const LOWEST = /^de (?:m[ií]nima|baja|baixa|diast[oó]lica)$/

/** Whether words here could be a pressure (systolic over diastolic). */
/** A Spanish sentence naming a blood pressure ('tensión', 'presión arterial', 'TA'). */
const PRESSURE_NAMED = /(?<![\p{L}])(?:tensi[oó]n|presi[oó]n|ta)(?![\p{L}])/iu
const pressure = (a: number, b: number) => a >= 60 && a <= 260 && b >= 30 && b <= 160 && b < a

/**
 * Every number the text states, in order: digits and words in pt, en, de or es, with ranges ('between six
 * and seven', 'seis a sete', '6-7'), scores ('six out of ten', 'sete em dez', 'zwei von sechs'), pressures and
 * grades ('one fifty two over ninety', '14 por 9', '2/6'), halves and decimals, and the unit said after them.
 * 'a'/'an' is never a number ('a two out of six' is 2/6).
 */
export function readNumbers(text: string, language: Language): NumberMention[] {
  const words = NUMBER_WORDS[language]
  const tokens = tokenize(text)
  const found: NumberMention[] = []
  let i = 0
  while (i < tokens.length) {
    const joined = language === 'de' ? germanJoined(tokens[i]!, words) : null
    if (joined) {
      found.push(joined)
      i++
      continue
    }
    // A number said digit by digit ('nine nine nine', 'eins eins zwei'): one number, written in digits.
    const run = digitRun(tokens, i, words)
    if (run) {
      const digits = run.map((t) => String(words.units[t.lower])).join('')
      const startOffset = run[0]!.start
      const endOffset = run.at(-1)!.end
      found.push({
        start: startOffset,
        end: endOffset,
        text: text.slice(startOffset, endOffset),
        written: digits,
        values: [Number(digits)],
        shape: 'number',
        spoken: true,
      })
      i += run.length
      continue
    }
    let first = parseAt(tokens, i, language)
    if (!first) {
      i++
      continue
    }
    // 'between two hundred and two fifty': after 'between', the 'and' is the range's when reading it so makes
    // a range and reading it into the first number does not (never 202 and 50).
    if (words.between.includes(tokens[i - 1]?.lower ?? '')) {
      // 'between one hundred and twenty and one hundred and forty': the second 'and' is the range's.
      if (tokens[first.next - 1]?.lower === words.joiner) first = { ...first, next: first.next - 1 }
      const ranges = (p: Parsed) => {
        const link = tokens[p.next]?.lower ?? ''
        const second = words.to.includes(link) ? parseAt(tokens, p.next + 1, language) : null
        // A range's ends are of one size: never 100 to 2140.
        return !!second && second.value > p.value && second.value <= 10 * p.value
      }
      const short = parseAt(tokens, i, language, true)
      if (short && short.next < first.next && ranges(short) && !ranges(first)) first = short
    }
    let start = i
    let end = first.next
    let values = [first.value]
    let shape: NumberMention['shape'] = 'number'
    let spoken = first.spoken
    let joint = ''
    // A range: 'between six and seven' (written 6–7), '6-7', 'two to three', 'dois ou três' (the word kept).
    const opener = tokens[i - 1]?.lower ?? ''
    const link = tokens[end]?.lower ?? ''
    const dash = link === '-' || link === '–'
    if (words.to.includes(link) && !(dash && tokens[end]!.start !== tokens[end - 1]!.end && !spoken)) {
      const second = parseAt(tokens, end + 1, language)
      const opened = words.between.includes(opener)
      const needsOpener = link === words.joiner
      if (second && second.value > first.value && (!needsOpener || opened) && !isDate(tokens, end + 1)) {
        values = [first.value, second.value]
        shape = 'range'
        joint = dash || (opened && needsOpener) ? '–' : ` ${tokens[end]!.text} `
        end = second.next
        spoken ||= second.spoken
        if (opened && needsOpener) start = i - 1
        // 'five or six hundred' is 500 or 600, 'three to four hundreds' 300 to 400: the scale said last counts
        // for both ends.
        const trailing = PLURAL_SCALES[tokens[end]?.lower ?? '']
        const inner = words.scales[tokens[end - 1]?.lower ?? '']
        if (trailing && first.spoken && second.spoken) {
          values = values.map((v) => v * trailing)
          end++
        } else if (inner && first.spoken && first.value < 10 && first.value * inner < second.value)
          values = [first.value * inner, second.value]
      }
    }
    // 'Nach zwei, drei Minuten', 'two, three times a day', 'dois, três dias': two numbers said in a row, one
    // after the other, are a range said loosely (written 2–3); never in a list ('eins, zwei, drei').
    if (shape === 'number' && link === ',' && first.spoken && tokens[i - 1]?.text !== ',') {
      const second = parseAt(tokens, end + 1, language)
      if (
        second?.spoken &&
        second.value === first.value + 1 &&
        first.value >= 1 &&
        second.value <= 10 &&
        tokens[second.next]?.text !== ',' &&
        // ('uno, dos o tres': the list goes on.)
        !(
          words.to.includes(tokens[second.next]?.lower ?? '') && parseAt(tokens, second.next + 1, language)
        ) &&
        !isDate(tokens, end + 1)
      ) {
        values = [first.value, second.value]
        shape = 'range'
        joint = '–'
        end = second.next
      }
    }
    // A score on a scale: 'six out of ten', 'sete em dez', 'zwei von sechs'.
    let scale: number | null = null
    for (const phrase of words.outOf) {
      if (!seq(tokens, end, phrase)) continue
      const denominator = parseAt(tokens, end + phrase.length, language)
      if (!denominator || !values.every((v) => v <= denominator.value)) continue
      // Only the scales scores use, so '2 de 6 comprimidos' is not a score: ten always, the others in context.
      const scaleFits =
        denominator.value === 10 ||
        (phrase.length > 1 && [4, 5, 6, 100].includes(denominator.value)) ||
        (denominator.value === 6 && GRADED.test(text)) ||
        (denominator.value === 8 && VIBRATION.test(text)) ||
        ((denominator.value === 5 || denominator.value === 4) && GRADED.test(text))
      if (!scaleFits || COUNTED_AFTER.test(tokens[denominator.next]?.lower ?? '')) continue
      scale = denominator.value
      end = denominator.next
      spoken = true
      break
    }
    // 'Over': a pressure ('one fifty two over ninety', '120/80') or a grade ('two over six', '4/5').
    const over = tokens[end]?.lower ?? ''
    if (scale === null && shape === 'number' && words.over.includes(over) && !isDate(tokens, i)) {
      const second = parseAt(tokens, end + 1, language)
      // 'doce por ocho centímetros' is a size (12 x 8 cm), two numbers, not a pressure.
      const size = second && over !== '/' && ['cm', 'mm'].includes(unitAt(tokens, second.next)?.unit ?? '')
      if (second && !second.decimal && !first.decimal && !size) {
        const said = spoken || second.spoken || over !== '/'
        if (pressure(first.value, second.value)) {
          values = [first.value, second.value]
          shape = 'pressure'
          end = second.next
          spoken = said
        } else if (
          second.value <= 10 &&
          first.value <= second.value &&
          over !== 'zu' &&
          over !== 'über' &&
          // 'un sobre dos veces al día' is a sachet taken twice, never a grade of 1/2.
          !(over !== '/' && COUNTED_AFTER.test(tokens[second.next]?.lower ?? ''))
        ) {
          scale = second.value
          end = second.next
          spoken = said
        } else if (
          language !== 'en' &&
          first.value >= 8 &&
          first.value <= 26 &&
          second.value >= 4 &&
          second.value <= 16 &&
          second.value < first.value
        ) {
          // Portuguese and Spanish clinicians give pressures in cmHg ('14 por 9'): kept as said.
          values = [first.value, second.value]
          shape = 'pressure'
          end = second.next
          spoken = said
        }
      }
    }
    // 'Tensión 132 de 78': a Spanish pressure said with 'de', where the sentence names the pressure; never a
    // score or a count ('2 de 6 comprimidos').
    if (
      scale === null &&
      shape === 'number' &&
      language === 'es' &&
      over === 'de' &&
      PRESSURE_NAMED.test(text) &&
      !first.decimal
    ) {
      const second = parseAt(tokens, end + 1, language)
      if (second && !second.decimal && pressure(first.value, second.value) && first.value >= 80) {
        values = [first.value, second.value]
        shape = 'pressure'
        end = second.next
      }
    }
    // 'Ciento veintiocho de máxima y ochenta y dos de mínima', '13 de máxima e 8 de mínima': a pressure.
    if (
      scale === null &&
      shape === 'number' &&
      HIGHEST.test(`${tokens[end]?.lower} ${tokens[end + 1]?.lower}`)
    ) {
      const link = tokens[end + 2]?.lower ?? ''
      const second = ['y', 'e', ','].includes(link) ? parseAt(tokens, end + 3, language) : null
      const lowest = second && LOWEST.test(`${tokens[second.next]?.lower} ${tokens[second.next + 1]?.lower}`)
      if (
        second &&
        lowest &&
        (pressure(first.value, second.value) ||
          (first.value >= 8 && first.value <= 26 && second.value >= 4 && second.value < first.value))
      ) {
        values = [first.value, second.value]
        shape = 'pressure'
        end = second.next + 2
        spoken = true
      }
    }
    if (scale !== null && shape === 'number') shape = 'ratio'
    if (scale !== null) values = [...values, scale]
    const unit = scale === null ? unitAt(tokens, end) : null
    const unitStart = end
    if (unit) end = unit.next
    const unitEnd = end
    // A half said after the unit: 'sete mililitros e meio', 'siete mililitros y medio' (7.5 ml).
    const halfAfter =
      unit && shape === 'number' && !first.decimal && words.half.find((h) => seq(tokens, end, h))
    if (halfAfter) {
      values = [values[0]! + 0.5]
      end += halfAfter.length
    }
    const value = (v: number) => writeValue(v, language)
    // Digits stay as written ('7.2' in a Portuguese transcript); words take the language's decimal separator.
    const head =
      shape === 'range'
        ? `${value(values[0]!)}${joint}${value(values[1]!)}`
        : shape === 'pressure'
          ? `${values[0]}/${values[1]}`
          : first.spoken || halfAfter
            ? value(values[0]!)
            : tokens[i]!.text
    const startOffset = tokens[start]!.start
    const endOffset = tokens[end - 1]!.end
    // Symbols are written as symbols; units that are words (days, tablets, units) stay the words said.
    const unitWords = unit ? text.slice(tokens[unitStart]!.start, tokens[unitEnd - 1]!.end) : ''
    const written =
      scale !== null
        ? `${head}/${scale}`
        : !unit
          ? head
          : unit.unit === '%'
            ? `${head}%`
            : WORD_UNITS.has(unit.unit)
              ? `${head} ${unitWords}`
              : unit.unit === '/min'
                ? `${head}/min`
                : `${head} ${unit.unit}`
    found.push({
      start: startOffset,
      end: endOffset,
      text: text.slice(startOffset, endOffset),
      written,
      values,
      shape,
      spoken,
      ...(unit ? { unit: unit.unit } : {}),
    })
    i = end
  }
  return found
}

/**
 * The text with its numbers written as a note writes them: every number from 10 up, decimals, ranges, scores,
 * pressures and numbers with a unit in digits ('cento e vinte por oitenta' → '120/80', 'seis a sete em dez' →
 * '6 a 7/10', 'five hundred milligrams' → '500 mg'); a small number alone stays a word ('two children').
 */
export function normaliseNumbers(text: string, language: Language): string {
  const mentions = readNumbers(text, language)
  const convert = mentions.map((m) => {
    const value = m.values[0]!
    const plain = m.shape === 'number' && !m.unit && Number.isInteger(value)
    if (m.written === m.text) return false
    if (m.spoken && plain && value < 10) return false
    // ('zweimal täglich': below ten, a number joined to its word stays the word, as 'two' alone does.)
    if (language === 'de' && value < 10 && GERMAN_JOINED.test(m.text)) return false
    // 'one week', 'uma semana', 'un comprimido': an article more than a count.
    return !(m.spoken && m.shape === 'number' && value === 1 && WORD_UNITS.has(m.unit ?? ''))
  })
  // 'de oito em oito horas' → 'de 8 em 8 horas': a small number beside a converted one is converted too.
  for (let k = mentions.length - 2; k >= 0; k--)
    if (!convert[k] && convert[k + 1] && mentions[k]!.written !== mentions[k]!.text) {
      const between = text.slice(mentions[k]!.end, mentions[k + 1]!.start)
      // ('Meine Mutter hatte eine mit fünfzig': 'mit' joins no two numbers, and 'eine' is no count there.)
      if (
        // ('acht- bis zehnmal': the first number's hyphen stands for the word both share.)
        /^-?\s*(?:em|en|a|à|ao|al|to|or|ou|o|y|e|und|oder|bis|zu|von|de|of|x|by|mal|por|per|pro|-|–)\s*$/iu.test(
          between,
        )
      )
        convert[k] = true
    }
  // 'oitocentos e cinquenta duas vezes ao dia': a small number said right after another without its unit
  // stays in words, so the two never read as one ('850 2 vezes'); after a unit ('1000 mg 2 vezes') it cannot.
  for (let k = 1; k < mentions.length; k++) {
    const m = mentions[k]!
    // ('ein zwei Zentimeter langer Schnitt': the article before a size said as an adjective counts nothing.)
    if (
      language === 'de' &&
      ARTICLE_BEFORE_SIZE.test(mentions[k - 1]!.text) &&
      SIZE_ADJECTIVE.test(text.slice(m.end))
    )
      continue
    if (
      convert[k] &&
      !mentions[k - 1]!.unit &&
      m.spoken &&
      Number.isInteger(m.values[0]) &&
      m.values[0]! < 10 &&
      /^\s+$/.test(text.slice(mentions[k - 1]!.end, m.start))
    )
      convert[k] = false
  }
  return writeMentions(text, mentions, (_, k) => convert[k]!)
}

/** A German indefinite article, read as the number one. */
const ARTICLE_BEFORE_SIZE = /^(?:ein|eine|einen|einem|einer)$/iu
/** An adjective declined before its noun, right after a size ('… langer Schnitt', '… große Warze'). */
const SIZE_ADJECTIVE = /^\s+\p{Ll}+(?:e|er|es|en|em)\s+\p{Lu}/u

/** The text with each mention `pick` chooses written in digits ('four . four centimeter' → '4.4 cm'). */
export function writeMentions(
  text: string,
  mentions: NumberMention[],
  pick: (mention: NumberMention, index: number) => boolean,
): string {
  let out = ''
  let at = 0
  mentions.forEach((m, k) => {
    if (!pick(m, k)) return
    out += text.slice(at, m.start) + m.written
    at = m.end
  })
  return out + text.slice(at)
}
