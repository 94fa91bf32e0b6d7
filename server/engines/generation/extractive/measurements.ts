import type { Language } from '../../../../contract/common'
import { wordsToDigits } from './numbers'

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

type Vocabulary = Record<Measure, MeasureWords> & {
  /** Spoken units and their symbols. */
  units: [RegExp, string][]
  /** The word between systolic and diastolic ('over', 'por', 'zu'). */
  over: string
}

const NUM = String.raw`(\d{1,3}(?:[.,]\d)?)`

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
      cue: /\b(?:respiratory rate|respirations|breathing rate|rr)\b/i,
      full: 'Respiratory rate',
      short: 'RR',
    },
    oxygenSaturation: {
      cue: /\b(?:oxygen saturation|o2 sat(?:uration)?|saturation|sats?|spo2|pulse ox|oxygenation|oxygen level)\b/i,
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
    units: [
      [/\bmilligrams? per deciliter\b/gi, 'mg/dL'],
      [/\bmillimoles? per liter\b/gi, 'mmol/L'],
      [/\bmillimeters? of mercury\b/gi, 'mmHg'],
      [/\bmilligrams?\b/gi, 'mg'],
      [/\bmicrograms?\b/gi, 'mcg'],
      [/\bmilliliters?\b|\bmillilitres?\b/gi, 'ml'],
      [/(\d) ?kilograms?\b|(\d) ?kilos?\b/gi, '$1$2 kg'],
      [/(\d) ?pounds?\b/gi, '$1 lb'],
      [/(\d) ?centimeters?\b|(\d) ?centimetres?\b/gi, '$1$2 cm'],
      [/(\d) ?millimeters?\b|(\d) ?millimetres?\b/gi, '$1$2 mm'],
      [/(\d) ?percent\b/gi, '$1%'],
      [/(\d) ?beats per minute\b/gi, '$1 bpm'],
    ],
    over: 'over',
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
      cue: /\b(?:glicemia|glicémia|glicose|açúcar|acucar|açúcares)\b/i,
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
    units: [
      [/\bmiligramas? por decilitro\b/gi, 'mg/dL'],
      [/\bmilímetros? de mercúrio\b/gi, 'mmHg'],
      [/\bmiligramas?\b/gi, 'mg'],
      [/\bmicrogramas?\b/gi, 'mcg'],
      [/\bmililitros?\b/gi, 'ml'],
      [/(\d) ?quilos?\b|(\d) ?quilogramas?\b/gi, '$1$2 kg'],
      [/(\d) ?centímetros?\b/gi, '$1 cm'],
      [/(\d) ?por ?cento\b/gi, '$1%'],
      [/(\d) ?batimentos por minuto\b/gi, '$1 bpm'],
    ],
    over: 'por',
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
    glucose: { cue: /\b(?:glucemia|glucosa|azúcar|azucar)\b/i, full: 'Glucemia', short: 'Gluc' },
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
    units: [
      [/\bmiligramos? por decilitro\b/gi, 'mg/dL'],
      [/\bmilímetros? de mercurio\b/gi, 'mmHg'],
      [/\bmiligramos?\b/gi, 'mg'],
      [/\bmicrogramos?\b/gi, 'mcg'],
      [/\bmililitros?\b/gi, 'ml'],
      [/(\d) ?kilos?\b|(\d) ?kilogramos?\b/gi, '$1$2 kg'],
      [/(\d) ?centímetros?\b/gi, '$1 cm'],
      [/(\d) ?por ?ciento\b/gi, '$1%'],
      [/(\d) ?(?:latidos|pulsaciones) por minuto\b/gi, '$1 lpm'],
    ],
    over: 'por',
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
      cue: /(?:\bblutzucker\w*|\bglukose|\bnüchternzucker)/i,
      full: 'Blutzucker',
      short: 'BZ',
    },
    hba1c: { cue: /\b(?:hba1c|a1c|langzeitzucker\w*)\b/i, full: 'HbA1c', short: 'HbA1c' },
    cholesterol: {
      cue: /(?:\b\w*cholesterin\w*|\bldl\b|\bhdl\b|\btriglyzeride)/i,
      full: 'Cholesterin',
      short: 'Chol.',
    },
    units: [
      [/\bmilligramm pro deziliter\b/gi, 'mg/dl'],
      [/\bmillimeter quecksilbersäule\b/gi, 'mmHg'],
      [/\bmilligramm\b/gi, 'mg'],
      [/\bmikrogramm\b/gi, 'µg'],
      [/\bmilliliter\b/gi, 'ml'],
      [/(\d) ?kilo(?:gramm)?\b/gi, '$1 kg'],
      [/(\d) ?zentimeter\b/gi, '$1 cm'],
      [/(\d) ?prozent\b/gi, '$1 %'],
      [/(\d) ?schläge pro minute\b/gi, '$1/min'],
    ],
    over: 'zu',
  },
}

/** A measurement found in a sentence, already normalised ('140/90 mmHg', '7.2%'). */
export interface Measurement {
  measure: Measure
  value: string
}

/**
 * Writes numbers as digits, units as symbols and blood pressure as systolic/diastolic with mmHg, so the same
 * value reads the same whichever way it was said.
 */
export function normaliseMeasurements(sentence: string, language: Language): string {
  const v = measureWords[language]
  // 'por cento' / 'por ciento' / 'Prozent' before the numbers, so 'cento' is not read as a hundred.
  let text = sentence.replace(/(?<![\p{L}])(?:por cento|por ciento|percent|prozent)(?![\p{L}])/giu, '%')
  text = wordsToDigits(text, language).replace(/(\d) %/g, '$1%')
  // '98.6', '100 . 4': a decimal point said with spaces round it.
  text = text.replace(/(\d) \. (\d)\b/g, '$1.$2')
  for (const [pattern, symbol] of v.units) text = text.replace(pattern, symbol)
  if (v.bloodPressure.cue.test(text) || /\d\s*\/\s*\d/.test(text)) {
    const over = new RegExp(String.raw`\b(\d{1,3})\s*(?:${v.over}|/)\s*(\d{1,3})\b(?!\s*(?:mmHg|mm))`, 'gi')
    text = text.replace(over, (_m, s: string, d: string) => {
      let systolic = Number(s)
      let diastolic = Number(d)
      // Portuguese and Spanish speakers give pressures in cmHg ('14 por 9' = 140/90 mmHg).
      if (systolic >= 8 && systolic <= 25 && diastolic >= 4 && diastolic <= 15 && language !== 'en') {
        systolic *= 10
        diastolic *= 10
      }
      if (systolic < 60 || systolic > 260 || diastolic < 30 || diastolic > 160 || diastolic >= systolic)
        return _m
      return `${systolic}/${diastolic} mmHg`
    })
  }
  return text
}

const valuePatterns: Record<Measure, RegExp> = {
  bloodPressure: /(\d{2,3}\/\d{2,3} mmHg)/,
  heartRate: /\b(\d{2,3})\b(?:\s*(?:bpm|\/min|lpm|beats))?/,
  temperature: new RegExp(String.raw`\b${NUM}\s*(?:°\s*[CF]|degrees?|graus?|grados?|grad)?`, 'i'),
  respiratoryRate: /\b(\d{1,2})\b/,
  oxygenSaturation: /\b(\d{2,3}) ?%/,
  weight: /\b(\d{2,3}(?:[.,]\d)?) ?(kg|lb)\b/,
  bmi: new RegExp(String.raw`\b${NUM}\b`),
  glucose: /\b(\d{2,3})\b(?: ?(mg\/dL|mg\/dl|mmol\/L))?/,
  hba1c: /\b(\d{1,2}(?:[.,]\d)?) ?%?/,
  cholesterol: /\b(\d{2,3})\b(?: ?(mg\/dL|mg\/dl|mmol\/L))?/,
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

/** The measurements a normalised sentence states, each with its value as written in the sentence. */
export function findMeasurements(sentence: string, language: Language): Measurement[] {
  const v = measureWords[language]
  const found: Measurement[] = []
  for (const measure of MEASURES) {
    const cue = v[measure].cue.exec(sentence)
    if (!cue) continue
    if (
      measure === 'temperature' &&
      /^(?:fever|febre|fiebre|fieber)$/i.test(cue[0]) &&
      !/°|degree|grau|grado|grad/i.test(sentence)
    )
      continue
    // The value follows its cue within a few words ('blood pressure today is 140/90 mmHg').
    const after = sentence.slice(cue.index + cue[0].length, cue.index + cue[0].length + 60)
    const match = valuePatterns[measure].exec(after)
    if (!match) continue
    const number = Number((match[1] ?? '').replace(',', '.').split('/')[0])
    if (measure !== 'bloodPressure' && !plausible[measure](number)) continue
    if (measure !== 'bloodPressure' && /^\d{2,3}\/\d/.test(after.slice(match.index))) continue
    let value = match[0].trim()
    if (measure === 'temperature') value = `${match[1]} °${number > 50 ? 'F' : 'C'}`
    if (measure === 'heartRate' && !/bpm|\/min|lpm|beats/.test(value))
      value = `${match[1]}${language === 'de' ? '/min' : language === 'en' ? ' bpm' : language === 'es' ? ' lpm' : ' bpm'}`
    if (measure === 'hba1c' && !value.endsWith('%')) value = `${match[1]}%`
    found.push({ measure, value })
  }
  return found
}

/** A measurement line for a note: 'Blood pressure: 140/90 mmHg' or 'BP 140/90 mmHg'. */
export function measurementLine(m: Measurement, language: Language, abbreviations: boolean): string {
  const words = measureWords[language][m.measure]
  return abbreviations ? `${words.short} ${m.value}` : `${words.full}: ${m.value}`
}
