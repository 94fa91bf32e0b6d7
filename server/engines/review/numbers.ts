import type { Language } from '../../../contract/common'
import type { NumberMention } from '../clinical/types'
import { fold } from './words'

/** Unit words and symbols of the four languages, folded, and the symbol they mean. */
const UNITS: [RegExp, string][] = [
  [/^(?:mmhg|mm hg|millimeters? of mercury|milimetros de mercurio)$/, 'mmHg'],
  [/^(?:mg\/dl|milligrams? per deciliter)$/, 'mg/dL'],
  [/^(?:mmol\/l|millimoles? per liter)$/, 'mmol/L'],
  [/^(?:mg|milligrams?|milligramm|miligramas?|miligramos?)$/, 'mg'],
  [/^(?:mcg|µg|ug|micrograms?|mikrogramm|microgramas?|microgramos?)$/, 'mcg'],
  [/^(?:g|grams?|gramm|gramas?|gramos?)$/, 'g'],
  [/^(?:ml|milliliters?|millilitres?|milliliter|mililitros?)$/, 'ml'],
  [/^(?:l|liters?|litres?|liter|litros?)$/, 'l'],
  [/^(?:kg|kilos?|kilograms?|kilogramm|quilos?|quilogramas?|kilogramos?)$/, 'kg'],
  [/^(?:lbs?|pounds?)$/, 'lb'],
  [/^(?:cm|centimeters?|centimetres?|zentimeter|centimetros?)$/, 'cm'],
  [/^(?:mm|millimeters?|millimetres?|millimeter|milimetros?)$/, 'mm'],
  [/^(?:%|percent|per cent|prozent|por cento|por ciento|porciento)$/, '%'],
  [/^(?:°c|ºc|°|º|degrees?|graus?|grados?|grad|celsius)$/, '°'],
  [/^(?:°f|ºf|fahrenheit)$/, '°F'],
  [/^(?:bpm|\/min|beats per minute|lpm|batimentos|latidos|schlage)$/, 'bpm'],
  [/^(?:units?|unidades?|einheiten|ui|iu|ie)$/, 'units'],
  [/^(?:days?|dias?|tagen?|tage|d)$/, 'days'],
  [/^(?:weeks?|semanas?|wochen?)$/, 'weeks'],
  [/^(?:months?|meses|mes|monaten?|monate|monat)$/, 'months'],
  [/^(?:years?|anos?|jahren?|jahre|jahr|yo|y\/o)$/, 'years'],
  [/^(?:hours?|horas?|stunden?|h|hrs?)$/, 'hours'],
  [/^(?:minutes?|minutos?|minuten?|min|mins)$/, 'minutes'],
  [/^(?:times?|vezes|veces|mal|x)$/, 'times'],
  [/^(?:tablets?|pills?|capsules?|comprimidos?|capsulas?|pastillas?|tabletten?|kapseln?|tabs?)$/, 'tablets'],
  [/^(?:puffs?|inhalacoes|inhalaciones|hube|hub)$/, 'puffs'],
  [/^(?:drops?|gotas?|tropfen)$/, 'drops'],
]
const UNIT_WORDS = String.raw`mm ?hg|mg\/dl|mmol\/l|°\s?[cf]|º\s?[cf]|°|º|%|\/min|y\/o|[\p{L}µ]+`

/** The symbol a unit word stands for, or undefined. */
export function unitOf(word: string): string | undefined {
  const w = fold(word)
    .replace(/\s+/g, ' ')
    .replace(/^(?:[°º])\s/, '°')
  return UNITS.find(([pattern]) => pattern.test(w))?.[1]
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?`
/** A number and what joins it to a second one: '152/90', '2 out of 6', '5-6', '5 to 6', '38.5'. */
const MENTION = new RegExp(
  String.raw`(?<![\p{L}\d.,/])(${NUMBER})(\+)?(?:\s*(\/|out of|de|von|sobre|over|por|zu)\s*(${NUMBER})|\s*(-|–|to|a|bis|or|ou|o|oder)\s*(${NUMBER}))?(?![\d])(?:\s*(${UNIT_WORDS}))?`,
  'dgiu',
)
/** Dates, times and years are not the kind of number a note gets wrong without it being seen. */
const DATE =
  /(?<![\d/])\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?![\d/])|(?<![\d/])\d{1,2}\/(?:19|20)\d{2}(?![\d/])|\b\d{1,2}:\d{2}\b|\b(?:19|20)\d{2}\b/g

const toValue = (text: string, language: Language) => {
  // '1,000' is a thousand in English, '38,5' a decimal elsewhere.
  if (/^\d{1,3},\d{3}$/.test(text) && language === 'en') return Number(text.replace(',', ''))
  return Number(text.replace(',', '.'))
}

/**
 * The digit numbers of a text with their meaning: a value, a range, a ratio ('2/6', '2 out of 6') or a
 * pressure ('152/90'), with the unit written after them. Dates, clock times and years are left out, and so
 * are digits inside a word (B12, SpO2, L4).
 */
export function findNumbers(text: string, language: Language): NumberMention[] {
  const skip: [number, number][] = [...text.matchAll(DATE)].map((m) => [m.index, m.index + m[0].length])
  const out: NumberMention[] = []
  for (const m of text.matchAll(MENTION)) {
    const start = m.index
    if (skip.some(([a, b]) => start >= a && start < b)) continue
    if (/[\p{L}]$/u.test(text.slice(Math.max(0, start - 1), start))) continue
    const [, first, plus, , second, dash, upper, unitWord] = m
    const at = m.indices!
    let unit = unitWord ? unitOf(unitWord) : undefined
    const a = toValue(first!, language)
    let values = [a]
    let shape: NumberMention['shape'] = 'number'
    let written = first!
    let end = at[plus ? 2 : 1]![1]
    if (second !== undefined) {
      values = [a, toValue(second, language)]
      shape = a >= 50 && values[1]! >= 30 && values[1]! < a ? 'pressure' : 'ratio'
      written = `${first}/${second}`
      end = at[4]![1]
    } else if (upper !== undefined && dash) {
      const b = toValue(upper, language)
      // 'a', 'o', 'or' only join a range when the second number is the larger ('5 a 6 dias').
      if (b > a || /^[-–]$/.test(dash)) {
        values = [a, b]
        shape = 'range'
        written = `${first}–${upper}`
        end = at[6]![1]
      }
    }
    // A unit after a second number that did not make a range is not this number's.
    if (upper !== undefined && shape !== 'range') unit = undefined
    if (unit) end = at[7]![1]
    out.push({
      start,
      end,
      text: text.slice(start, end),
      written,
      values,
      shape,
      ...(unit ? { unit } : {}),
    })
  }
  return out
}

/** Whether two mentions state the same thing: the same values (either end of a range), units that agree. */
export function sameNumber(a: NumberMention, b: NumberMention): boolean {
  if (a.unit && b.unit && a.unit !== b.unit) return false
  const close = (x: number, y: number) => Math.abs(x - y) < 1e-9
  if (a.shape === 'range' || b.shape === 'range') {
    const [single, range] = a.shape === 'range' ? [b, a] : [a, b]
    if (single.shape === 'range') return single.values.every((v, i) => close(v, range.values[i]!))
    return single.values.length === 1 && range.values.some((v) => close(v, single.values[0]!))
  }
  return a.values.length === b.values.length && a.values.every((v, i) => close(v, b.values[i]!))
}
