import type { Language } from '../../../../contract/common'

/** The number words of one language, enough for doses, vitals, durations and ages as people say them. */
interface NumberWords {
  /** 0–19 and the tens, by value. */
  units: Record<string, number>
  tens: Record<string, number>
  /** Whole hundreds said as one word (pt 'trezentos', es 'quinientos', de 'hundert'). */
  hundreds: Record<string, number>
  /** Words that multiply what came before (hundred, thousand, mil, tausend). */
  scales: Record<string, number>
  /** Words joining the parts of one number ('and', 'e', 'y', 'und'). */
  joiners: string[]
  /** The decimal separator said aloud. */
  point: string[]
  /** Words after which a small number (under 10) is written as digits: units, doses and durations. */
  counted: RegExp
}

const en: NumberWords = {
  units: {
    zero: 0,
    oh: 0,
    a: 1,
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
  joiners: ['and'],
  point: ['point'],
  counted:
    /^(?:mg|mcg|g|ml|milligrams?|micrograms?|grams?|units?|tablets?|pills?|capsules?|puffs?|drops?|times?|days?|weeks?|months?|years?|hours?|minutes?|percent|%|pounds?|lbs?|kilos?|kilograms?|kg|degrees?|centimeters?|centimetres?|cm|millimeters?|mm|inches?|feet|foot|episodes?|glasses?|drinks?|packs?|cigarettes?|beers?|servings?|nights?|out|over|by|x|o'clock|children|kids|sessions?|visits?|doses?|injections?|stitches?|steps?|flights?|miles?|blocks?|cups?)\b/,
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
    setecentos: 700,
    oitocentos: 800,
    novecentos: 900,
  },
  scales: { mil: 1000 },
  joiners: ['e'],
  point: ['vírgula', 'virgula', 'ponto'],
  counted:
    /^(?:mg|mcg|g|ml|miligramas?|microgramas?|gramas?|unidades?|comprimidos?|cápsulas?|capsulas?|gotas?|inalações|vezes|vez|em|dias?|semanas?|meses|mês|mes|anos?|horas?|minutos?|por|porcento|%|quilos?|kg|graus?|centímetros?|cm|milímetros?|mm|episódios?|copos?|cigarros?|maços?|macos?|cervejas?|noites?|filhos?|sessões|doses?|injeções|pontos)\b/,
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
    cuatrocientos: 400,
    quinientos: 500,
    quinientas: 500,
    seiscientos: 600,
    setecientos: 700,
    ochocientos: 800,
    novecientos: 900,
  },
  scales: { mil: 1000 },
  joiners: ['y'],
  point: ['coma', 'punto'],
  counted:
    /^(?:mg|mcg|g|ml|miligramos?|microgramos?|gramos?|unidades?|comprimidos?|pastillas?|cápsulas?|capsulas?|gotas?|inhalaciones|veces|vez|días?|dias?|semanas?|meses|mes|años?|anos?|horas?|minutos?|por|%|kilos?|kg|grados?|centímetros?|cm|milímetros?|mm|episodios?|vasos?|copas?|cigarrillos?|paquetes?|cervezas?|noches?|hijos?|sesiones|dosis|inyecciones|puntos)\b/,
}

const de: NumberWords = {
  units: {
    null: 0,
    ein: 1,
    eins: 1,
    eine: 1,
    einen: 1,
    einer: 1,
    einem: 1,
    zwei: 2,
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
  joiners: ['und'],
  point: ['komma'],
  counted:
    /^(?:mg|mcg|g|ml|milligramm|mikrogramm|gramm|einheiten|ie|tabletten?|kapseln?|tropfen|hübe|mal|tage?n?|wochen?|monate?n?|jahre?n?|stunden?|minuten?|prozent|%|kilo|kilogramm|kg|grad|zentimeter|cm|millimeter|mm|episoden?|gläser|glas|zigaretten|schachteln?|packungen?|biere?|nächte?n?|kinder|sitzungen|dosen|zu)\b/,
}

export const numberWords: Record<Language, NumberWords> = { en, pt, es, de }

/** Splits a German compound like 'hundertvierzig' or 'fünfundachtzig' into its number words, or null. */
function splitGermanCompound(word: string, words: NumberWords): string[] | null {
  const vocabulary = [
    ...Object.keys(words.units),
    ...Object.keys(words.tens),
    ...Object.keys(words.scales),
    'und',
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

/** German says the units before the tens ('fünfundachtzig' = 5 + 80): the parts add up either way. */
function numberValue(parts: string[], words: NumberWords): number | null {
  let total = 0
  let current = 0
  let seen = false
  for (const part of parts) {
    if (words.joiners.includes(part)) continue
    if (part in words.units) current += words.units[part]!
    else if (part in words.tens) current += words.tens[part]!
    else if (part in words.hundreds) current += words.hundreds[part]!
    else if (part in words.scales) {
      const scale = words.scales[part]!
      if (scale >= 1000) {
        total += (current || 1) * scale
        current = 0
      } else current = (current || 1) * scale
    } else return null
    seen = true
  }
  return seen ? total + current : null
}

const isWordNumber = (w: string, words: NumberWords) =>
  w in words.units || w in words.tens || w in words.hundreds || w in words.scales

/**
 * Writes spoken numbers as digits: numbers from 10 up always, smaller ones before a unit, dose or duration
 * ('five hundred milligrams' → '500 milligrams', 'four days' → '4 days', 'one thirty two over eighty' →
 * '132 over 80', German 'hundertvierzig' → '140'). Words that are not numbers are left as they are.
 */
export function wordsToDigits(text: string, language: Language): string {
  const words = numberWords[language]
  const tokens = text.split(/(\s+)/)
  const out: string[] = []
  let i = 0
  const lower = (t: string | undefined) => (t ?? '').toLowerCase().replace(/[.,;:!?]+$/, '')
  const word = (k: number) => lower(tokens[k])
  while (i < tokens.length) {
    const t = tokens[i]!
    const w = lower(t)
    const compound = language === 'de' && !isWordNumber(w, words) ? splitGermanCompound(w, words) : null
    if (!(isWordNumber(w, words) || compound) || /\s/.test(t)) {
      out.push(t)
      i++
      continue
    }
    // Gather the run of number words (skipping spaces and joiners between number words).
    const parts: string[] = compound ?? [w]
    let end = i
    let trailing = tokens[i]!.slice(w.length)
    let j = i + 2
    while (!/[.,;:!?]$/.test(tokens[end]!) && j < tokens.length) {
      const next = word(j)
      const nextCompound =
        language === 'de' && !isWordNumber(next, words) ? splitGermanCompound(next, words) : null
      if (words.joiners.includes(next) && j + 2 < tokens.length) {
        const after = word(j + 2)
        if (isWordNumber(after, words) && !(after in words.scales) && after !== 'a') {
          parts.push(next)
          j += 2
          continue
        }
        break
      }
      if ((isWordNumber(next, words) && next !== 'a' && next !== 'oh') || nextCompound) {
        // 'one thirty two' (a hundreds digit then a tens word) is how blood pressure and sugar are said.
        parts.push(...(nextCompound ?? [next]))
        end = j
        trailing = tokens[j]!.slice(next.length)
        j += 2
        continue
      }
      break
    }
    let value: number | null
    const first = parts[0]!
    const second = parts[1]
    const firstUnit = words.units[first]
    if (
      language === 'en' &&
      firstUnit !== undefined &&
      firstUnit >= 1 &&
      firstUnit <= 2 &&
      first !== 'a' &&
      second !== undefined &&
      ((second in words.tens && !parts.includes('hundred')) ||
        ((words.units[second] ?? 0) >= 10 && parts.length === 2))
    ) {
      const rest = numberValue(parts.slice(1), words)
      value = rest === null ? null : firstUnit * 100 + rest
    } else value = numberValue(parts, words)
    // A decimal part: 'ninety eight point six', 'trinta e oito vírgula cinco'.
    let decimals = ''
    let k = end + 2
    if (value !== null && words.point.includes(word(k)) && !/[,;:!?]$/.test(tokens[end]!)) {
      const digit = words.units[word(k + 2)]
      if (digit !== undefined && digit < 10) {
        decimals = `.${digit}`
        end = k + 2
        trailing = tokens[end]!.slice(word(k + 2).length)
        k = end + 2
      }
    }
    const after = word(end + 2)
    const singleSmall = parts.length === 1 && value !== null && value < 10 && !decimals
    const keep =
      value === null ||
      (first === 'a' && parts.length === 1) ||
      first === 'oh' ||
      (singleSmall && !words.counted.test(after))
    if (keep) {
      out.push(t)
      i++
      continue
    }
    out.push(`${value}${decimals}${trailing}`)
    i = end + 1
  }
  return out.join('')
}
