import type { Language } from '../../../contract/common'
import { DURATION_UNITS, normaliseNumbers, readNumbers } from './numbers'
import type { NumberMention } from './types'

/** The measurements the engine recognises, in the order a note lists them. */
export const MEASURES = [
  'bloodPressure',
  'heartRate',
  'temperature',
  'respiratoryRate',
  'oxygenSaturation',
  'weight',
  'bmi',
  'glucose',
  'hba1c',
  'cholesterol',
] as const
export type Measure = (typeof MEASURES)[number]

interface MeasureWords {
  /** What introduces the measurement in speech. */
  cue: RegExp
  /** Its name in a note, written in full and abbreviated. */
  full: string
  short: string
}

type Vocabulary = Record<Measure, MeasureWords>

export const measureWords: Record<Language, Vocabulary> = {
  en: {
    bloodPressure: {
      cue: /\b(?:blood pressures?|bp|pressure)\b/i,
      full: 'Blood pressure',
      short: 'BP',
    },
    heartRate: { cue: /\b(?:heart rate|pulse|hr)\b/i, full: 'Heart rate', short: 'HR' },
    temperature: { cue: /\b(?:temperature|temp|fever)\b/i, full: 'Temperature', short: 'T' },
    respiratoryRate: {
      cue: /\b(?:respiratory rate|respirations|breathing rate|rr|breathing(?: a bit| a little| very)? fast)\b/i,
      full: 'Respiratory rate',
      short: 'RR',
    },
    oxygenSaturation: {
      cue: /\b(?:oxygen saturation|o2 sat(?:uration)?|saturation|sats?|spo2|pulse ox|oxygenation|oxygen level|(?:her|his|your|the) oxygen)\b/i,
      full: 'Oxygen saturation',
      short: 'SpO2',
    },
    weight: { cue: /\b(?:weight|weigh|weighs|weighing)\b/i, full: 'Weight', short: 'Wt' },
    bmi: { cue: /\b(?:bmi|body mass index)\b/i, full: 'Body mass index', short: 'BMI' },
    glucose: {
      cue: /\b(?:blood sugars?|glucose|sugars?|fingerstick|glycemia)\b/i,
      full: 'Blood glucose',
      short: 'BG',
    },
    hba1c: {
      cue: /\b(?:hemoglobin a1c|haemoglobin a1c|a1c|hba1c|a 1 c)\b/i,
      full: 'Hemoglobin A1c',
      short: 'HbA1c',
    },
    cholesterol: {
      cue: /\b(?:cholesterol|ldl|hdl|triglycerides)\b/i,
      full: 'Cholesterol',
      short: 'Chol',
    },
  },
  pt: {
    bloodPressure: {
      cue: /\b(?:tensão(?: arterial)?|tensao|pressão(?: arterial)?|pressao|ta|pa)\b/i,
      full: 'Pressão arterial',
      short: 'PA',
    },
    heartRate: {
      cue: /\b(?:frequência cardíaca|frequencia cardiaca|pulso|fc|batimentos)\b/i,
      full: 'Frequência cardíaca',
      short: 'FC',
    },
    temperature: { cue: /\b(?:temperatura|febre)\b/i, full: 'Temperatura', short: 'T' },
    respiratoryRate: {
      cue: /\b(?:frequência respiratória|frequencia respiratoria|fr)\b/i,
      full: 'Frequência respiratória',
      short: 'FR',
    },
    oxygenSaturation: {
      cue: /\b(?:saturação|saturacao|sat|spo2|oximetria)\b/i,
      full: 'Saturação de oxigénio',
      short: 'SpO2',
    },
    weight: { cue: /\b(?:peso|pesa|pesava)\b/i, full: 'Peso', short: 'Peso' },
    bmi: { cue: /\b(?:imc|índice de massa corporal|indice de massa corporal)\b/i, full: 'IMC', short: 'IMC' },
    glucose: {
      cue: /\b(?:glic[eé]mias?|glicose|açúcar|acucar|açúcares)\b/i,
      full: 'Glicemia',
      short: 'Glic',
    },
    hba1c: {
      cue: /\b(?:hemoglobina glicada|hemoglobina glicosilada|hba1c|a1c)\b/i,
      full: 'HbA1c',
      short: 'HbA1c',
    },
    cholesterol: {
      cue: /\b(?:colesterol|ldl|hdl|triglicerídeos|triglicéridos)\b/i,
      full: 'Colesterol',
      short: 'Col',
    },
  },
  es: {
    bloodPressure: {
      cue: /\b(?:tensión(?: arterial)?|tension|presión(?: arterial)?|presion|ta|pa)\b/i,
      full: 'Presión arterial',
      short: 'PA',
    },
    heartRate: {
      cue: /\b(?:frecuencia cardíaca|frecuencia cardiaca|pulso|fc|pulsaciones)\b/i,
      full: 'Frecuencia cardíaca',
      short: 'FC',
    },
    temperature: { cue: /\b(?:temperatura|fiebre)\b/i, full: 'Temperatura', short: 'T' },
    respiratoryRate: {
      cue: /\b(?:frecuencia respiratoria|fr)\b/i,
      full: 'Frecuencia respiratoria',
      short: 'FR',
    },
    oxygenSaturation: {
      cue: /\b(?:saturación|saturacion|sat|spo2)\b/i,
      full: 'Saturación de oxígeno',
      short: 'SpO2',
    },
    weight: { cue: /\b(?:peso|pesa|pesaba)\b/i, full: 'Peso', short: 'Peso' },
    bmi: { cue: /\b(?:imc|índice de masa corporal|indice de masa corporal)\b/i, full: 'IMC', short: 'IMC' },
    glucose: { cue: /\b(?:glucemias?|glucosa|azúcar|azucar)\b/i, full: 'Glucemia', short: 'Gluc' },
    hba1c: {
      cue: /\b(?:hemoglobina glicada|hemoglobina glicosilada|hba1c|a1c)\b/i,
      full: 'HbA1c',
      short: 'HbA1c',
    },
    cholesterol: {
      cue: /\b(?:colesterol|ldl|hdl|triglicéridos|trigliceridos)\b/i,
      full: 'Colesterol',
      short: 'Col',
    },
  },
  de: {
    bloodPressure: {
      cue: /(?:\bblutdruck\w*|\brr\b)/i,
      full: 'Blutdruck',
      short: 'RR',
    },
    heartRate: { cue: /\b(?:herzfrequenz|puls|hf)\b/i, full: 'Herzfrequenz', short: 'HF' },
    temperature: { cue: /\b(?:temperatur|fieber)\b/i, full: 'Temperatur', short: 'Temp.' },
    respiratoryRate: { cue: /\b(?:atemfrequenz|af)\b/i, full: 'Atemfrequenz', short: 'AF' },
    oxygenSaturation: {
      cue: /\b(?:sauerstoffsättigung|sättigung|sättigung|spo2|sao2)\b/i,
      full: 'Sauerstoffsättigung',
      short: 'SpO2',
    },
    weight: { cue: /\b(?:gewicht|wiegt|wiege)\b/i, full: 'Gewicht', short: 'Gew.' },
    bmi: { cue: /\b(?:bmi|body-mass-index|body mass index)\b/i, full: 'BMI', short: 'BMI' },
    glucose: {
      cue: /(?:\bblutzucker\w*|\bglukose|\bnüchternzucker\w*|\bzucker(?:werte?)?\b)/i,
      full: 'Blutzucker',
      short: 'BZ',
    },
    hba1c: { cue: /\b(?:hba1c|a1c|langzeitzucker\w*)\b/i, full: 'HbA1c', short: 'HbA1c' },
    cholesterol: {
      cue: /(?:\b\w*cholesterin\w*|\bldl\b|\bhdl\b|\btriglyzeride)/i,
      full: 'Cholesterin',
      short: 'Chol.',
    },
  },
}

/** Writes the numbers of a sentence as a note writes them (see normaliseNumbers), so a value reads the same
 * whichever way it was said. */
export function normaliseMeasurements(sentence: string, language: Language): string {
  return normaliseNumbers(sentence, language)
}

/** The kind of cholesterol said ('colesterol LDL de 112'). */
const KIND =
  /(?<![\p{L}])(?:ldl|hdl|triglycerides?|triglicérid\p{L}*|triglicerid\p{L}*|triglyzerid\p{L}*|total)(?![\p{L}])/iu

/** The total said alone ('o colesterol total está em 278'): named whole, never 'total 278'. */
const TOTAL_CHOLESTEROL: Record<Language, string> = {
  en: 'Total cholesterol',
  pt: 'Colesterol total',
  es: 'Colesterol total',
  de: 'Gesamtcholesterin',
}

/** The kind as a note names it: 'LDL', 'HDL', 'triglicéridos', 'Colesterol total'. */
function kindLabel(kind: string, language: Language): string {
  if (/^[lh]dl$/i.test(kind)) return kind.toUpperCase()
  return /^total$/i.test(kind) ? TOTAL_CHOLESTEROL[language] : kind
}

/** Plausible values, so a stray number near a cue word is not taken for a measurement. */
const plausible: Record<Measure, (n: number) => boolean> = {
  bloodPressure: () => true,
  heartRate: (n) => n >= 30 && n <= 220,
  temperature: (n) => (n >= 34 && n <= 43) || (n >= 93 && n <= 110),
  respiratoryRate: (n) => n >= 6 && n <= 60,
  oxygenSaturation: (n) => n >= 70 && n <= 100,
  weight: (n) => n >= 2 && n <= 400,
  bmi: (n) => n >= 12 && n <= 70,
  glucose: (n) => n >= 40 && n <= 600,
  hba1c: (n) => n >= 4 && n <= 18,
  cholesterol: (n) => n >= 50 && n <= 500,
}

/** The units each measurement may be said with (none said is always allowed). */
const UNITS_OF: Record<Measure, Set<string>> = {
  bloodPressure: new Set(['mmHg']),
  heartRate: new Set(['bpm', '/min']),
  temperature: new Set(['°C', '°F', '°']),
  respiratoryRate: new Set(['/min', 'bpm']),
  oxygenSaturation: new Set(['%']),
  weight: new Set(['kg', 'lb']),
  bmi: new Set([]),
  glucose: new Set(['mg/dL', 'mmol/L']),
  hba1c: new Set(['%']),
  cholesterol: new Set(['mg/dL', 'mmol/L']),
}

/**
 * What stands between a measurement's name and its value: a few words ('blood pressure today is', 'a
 * hemoglobina glicada das últimas análises foi', 'Blutdruck liegt bei'), no sentence break, no other number.
 */
const BETWEEN = /^[^.;?!\d]{0,60}$/u
/** Words right before a number that make it a time, not a value ('the A1c in four months', 'daqui a três'). */
const TIME_BEFORE =
  /(?<![\p{L}])(?:within|after|every|since|dentro de|durante|daqui a|há|desde|cada|hace|seit|vor|nach|alle|innerhalb von|innerhalb)\s*$/iu

/** The measurement a mention states, if it fits: the right shape, a plausible value, a unit of its kind. */
function fits(measure: Measure, m: NumberMention): boolean {
  if (m.unit && DURATION_UNITS.has(m.unit)) return false
  if (m.unit && !UNITS_OF[measure].has(m.unit)) return false
  if (measure === 'bloodPressure') return m.shape === 'pressure'
  if (m.shape !== 'number') return false
  return plausible[measure](m.values[0]!)
}

/** How a note writes the value: the number as said, with the measurement's usual unit when none was said. */
function valueText(measure: Measure, m: NumberMention, language: Language): string {
  if (m.unit === '°') return `${m.written.replace(/\s*\S+$/, '')} °${m.values[0]! > 50 ? 'F' : 'C'}`
  if (m.unit) return m.written
  const n = m.values[0]!
  switch (measure) {
    case 'bloodPressure':
      // Pressures said in cmHg ('14/9') are kept as said, without a unit that would misstate them.
      return n < 30 ? m.written : `${m.written} mmHg`
    case 'heartRate':
      return language === 'de' ? `${m.written}/min` : `${m.written} ${language === 'es' ? 'lpm' : 'bpm'}`
    case 'temperature':
      return `${m.written} °${n > 50 ? 'F' : 'C'}`
    case 'respiratoryRate':
      return `${m.written}/min`
    case 'oxygenSaturation':
    case 'hba1c':
      return `${m.written}%`
    default:
      return m.written
  }
}

/** A measurement stated in a text, with the number read and where it stands. */
export interface Measurement {
  measure: Measure
  /** As a note writes it: '152/90 mmHg', '38,5 °C', '7.2%'. */
  value: string
  number: NumberMention
  /** Where the measurement's name starts in the text read. */
  cueStart: number
  /** Which one of its kind, as said ('LDL', 'HDL', 'triglicéridos'): a note never calls an LDL 'cholesterol'. */
  label?: string
}

/**
 * The measurements a text states: a name ('blood pressure', 'tensão', 'Blutdruck') followed closely by a value
 * of the right shape and unit ('one fifty two over ninety'; never a duration, as in 'the A1c in four months').
 */
export function findMeasurements(sentence: string, language: Language): Measurement[] {
  const v = measureWords[language]
  const numbers = readNumbers(sentence, language)
  const found: Measurement[] = []
  const taken = new Set<NumberMention>()
  for (const measure of MEASURES) {
    const pattern = new RegExp(v[measure].cue.source, `${v[measure].cue.flags.replace('g', '')}g`)
    for (const cue of sentence.matchAll(pattern)) {
      if (
        measure === 'temperature' &&
        /^(?:fever|febre|fiebre|fieber)$/i.test(cue[0]) &&
        !/°|º|degree|grau|grado|grad/i.test(sentence)
      )
        continue
      const from = cue.index + cue[0].length
      const next = numbers.find((m) => m.start >= from && !taken.has(m))
      if (!next || next.start - from > 40) continue
      const between = sentence.slice(from, next.start)
      if (!BETWEEN.test(between) || between.split(/\s+/).filter(Boolean).length > 8) continue
      if (
        TIME_BEFORE.test(between) ||
        MEASURES.some((other) => other !== measure && v[other].cue.test(between))
      )
        continue
      if (!fits(measure, next)) continue
      taken.add(next)
      const label =
        measure === 'cholesterol' ? KIND.exec(sentence.slice(cue.index, next.start))?.[0] : undefined
      found.push({
        measure,
        value: valueText(measure, next, language),
        number: next,
        cueStart: cue.index,
        ...(label ? { label: kindLabel(label, language) } : {}),
      })
      break
    }
  }
  // 'Tem 38,6 de temperatura', 'tiene 38,6 de fiebre', 'sie hat 38,6 Fieber': a temperature said before its name.
  if (!found.some((f) => f.measure === 'temperature'))
    for (const m of numbers) {
      if (taken.has(m) || !TEMPERATURE_AFTER.test(sentence.slice(m.end, m.end + 30))) continue
      if (!fits('temperature', m) || TIME_BEFORE.test(sentence.slice(Math.max(0, m.start - 20), m.start)))
        continue
      found.push({
        measure: 'temperature',
        value: valueText('temperature', m, language),
        number: m,
        cueStart: m.start,
      })
      break
    }
  return found.sort((a, b) => a.cueStart - b.cueStart)
}

/** The name of a temperature right after its value ('38,6 de temperatura', '38,6 graus de febre', '38,6 Fieber'). */
const TEMPERATURE_AFTER =
  /^\s*(?:(?:graus?|grados?|grad|degrees?)\s+)?(?:(?:de|of)\s+)?(?:temperatura|febre|fiebre|fieber|temperatur|temperature|fever)(?![\p{L}])/iu

/** A measurement line for a note: 'Blood pressure: 140/90 mmHg' or 'BP 140/90 mmHg'. */
export function measurementLine(
  m: Pick<Measurement, 'measure' | 'value' | 'label'>,
  language: Language,
  abbreviations: boolean,
): string {
  const words = measureWords[language][m.measure]
  if (m.label) return abbreviations ? `${m.label} ${m.value}` : `${m.label}: ${m.value}`
  return abbreviations ? `${words.short} ${m.value}` : `${words.full}: ${m.value}`
}
