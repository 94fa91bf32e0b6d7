// Laboratory values and vital signs the rule engine compares, each with its names and units in four languages.

export interface Measure {
  key: string
  label: string
  /** Names as they appear normalised (lower case, no accents). */
  names: string[]
  unit: string
  /** Other units and how to turn them into `unit`; `guess` reads a bare number that is out of `unit`'s range. */
  units: { pattern: RegExp; toCanonical: (n: number) => number }[]
  plausible: [number, number]
  guess?: (n: number) => number
  /** How the value follows the name when it is not "name … number unit" (FEV1's "1,9 L (61% do previsto)"). */
  after?: RegExp
  /** The value is written before the name: "40 UMA", "30 cigarros/dia". */
  before?: RegExp
  /** A count never written with decimals: "12,400 pg/mL" and "1.450 pg/ml" are thousands. */
  whole?: boolean
}

const mmolMolToPercent = (n: number) => Math.round((n / 10.929 + 2.15) * 10) / 10

export const MEASURES: Measure[] = [
  {
    key: 'hba1c',
    label: 'HbA1c',
    names: [
      'hba1c',
      'hba 1c',
      'a1c',
      'hemoglobina glicada',
      'hemoglobina glicosilada',
      'glykiertes hamoglobin',
      'glycated haemoglobin',
      'glycated hemoglobin',
      'hb a1c',
    ],
    unit: '%',
    units: [
      { pattern: /^mmol\/mol/, toCanonical: mmolMolToPercent },
      { pattern: /^%/, toCanonical: (n) => n },
    ],
    plausible: [3, 20],
    guess: (n) => (n > 20 ? mmolMolToPercent(n) : n),
  },
  {
    key: 'egfr',
    label: 'eGFR',
    names: [
      'egfr',
      'gfr',
      'tfg',
      'tfge',
      'taxa de filtracao glomerular',
      'taxa de filtracao glomerular estimada',
      'filtrado glomerular',
      'tasa de filtrado glomerular',
      'glomerulare filtrationsrate',
      'estimated glomerular filtration rate',
      'glomerular filtration rate',
      'ckd-epi',
      'fge',
      'fg',
      'fg estimado',
      'tfg estimada',
      'filtrado glomerular estimado',
      'tasa de filtrado glomerular estimado',
    ],
    unit: 'mL/min/1.73m²',
    units: [{ pattern: /^ml\/min/, toCanonical: (n) => n }],
    plausible: [1, 200],
  },
  {
    key: 'bmi',
    label: 'BMI',
    names: [
      'bmi',
      'imc',
      'indice de massa corporal',
      'body mass index',
      'body-mass-index',
      'indice de masa corporal',
    ],
    unit: 'kg/m²',
    units: [{ pattern: /^kg\/m/, toCanonical: (n) => n }],
    plausible: [10, 90],
  },
  {
    key: 'sbp',
    label: 'systolic blood pressure',
    names: [
      'pas',
      'sbp',
      'pressao arterial sistolica',
      'tensao arterial sistolica',
      'systolic blood pressure',
      'systolic bp',
      'systolischer blutdruck',
      'systolischen blutdruck',
      'presion arterial sistolica',
      'tension arterial sistolica',
      'sistolica',
      'systolic',
      'systolisch',
    ],
    unit: 'mmHg',
    units: [{ pattern: /^mm ?hg/, toCanonical: (n) => n }],
    plausible: [50, 300],
  },
  {
    key: 'dbp',
    label: 'diastolic blood pressure',
    names: [
      'pad',
      'dbp',
      'pressao arterial diastolica',
      'tensao arterial diastolica',
      'diastolic blood pressure',
      'diastolic bp',
      'diastolischer blutdruck',
      'diastolischen blutdruck',
      'presion arterial diastolica',
      'tension arterial diastolica',
      'diastolica',
      'diastolic',
      'diastolisch',
    ],
    unit: 'mmHg',
    units: [{ pattern: /^mm ?hg/, toCanonical: (n) => n }],
    plausible: [20, 200],
  },
  {
    key: 'ldl',
    label: 'LDL cholesterol',
    names: [
      'ldl',
      'ldl-c',
      'colesterol ldl',
      'c-ldl',
      'ldl cholesterol',
      'ldl-cholesterin',
      'colesterol-ldl',
      'cldl',
    ],
    unit: 'mg/dL',
    units: [
      { pattern: /^mmol\/l/, toCanonical: (n) => Math.round(n * 38.67) },
      { pattern: /^mg\/dl/, toCanonical: (n) => n },
    ],
    plausible: [10, 500],
    guess: (n) => (n < 15 ? Math.round(n * 38.67) : n),
  },
  {
    key: 'creatinine',
    label: 'creatinine',
    names: [
      'creatinina',
      'creatinine',
      'kreatinin',
      'creatinina serica',
      'serum creatinine',
      'serumkreatinin',
    ],
    unit: 'mg/dL',
    units: [
      { pattern: /^(?:µ|μ|u)mol\/l/, toCanonical: (n) => Math.round((n / 88.4) * 100) / 100 },
      { pattern: /^mg\/dl/, toCanonical: (n) => n },
    ],
    plausible: [0.1, 25],
    guess: (n) => (n > 25 ? Math.round((n / 88.4) * 100) / 100 : n),
  },
  {
    key: 'hemoglobin',
    label: 'haemoglobin',
    names: ['hemoglobina', 'hb', 'hgb', 'haemoglobin', 'hemoglobin', 'hamoglobin'],
    unit: 'g/dL',
    units: [
      { pattern: /^g\/l/, toCanonical: (n) => n / 10 },
      { pattern: /^g\/dl/, toCanonical: (n) => n },
    ],
    plausible: [3, 25],
    guess: (n) => (n > 30 ? n / 10 : n),
  },
  {
    key: 'lvef',
    label: 'LVEF',
    names: [
      'feve',
      'fe',
      'lvef',
      'ejection fraction',
      'fraccao de ejecao',
      'fracao de ejecao',
      'ejektionsfraktion',
      'fraccion de eyeccion',
      'ef',
      'fevi',
      'fe do ve',
      'fracao de ejecao do ventriculo esquerdo',
      'fraccao de ejecao do ventriculo esquerdo',
      'fraccion de eyeccion del ventriculo izquierdo',
      'left ventricular ejection fraction',
      'linksventrikulare ejektionsfraktion',
      'lv ejection fraction',
    ],
    unit: '%',
    units: [{ pattern: /^%/, toCanonical: (n) => n }],
    plausible: [5, 90],
  },
]

const PER_DAY = '(?:\\s*(?:\\/|por|per|a|al|pro|ao)?\\s*(?:dia|day|tag|d)|\\s*(?:diarios?|daily|taglich))'

MEASURES.push(
  {
    key: 'ntprobnp',
    label: 'NT-proBNP',
    names: ['nt-probnp', 'nt-pro-bnp', 'nt probnp', 'ntprobnp', 'nt-pro bnp'],
    unit: 'pg/mL',
    units: [{ pattern: /^(?:pg\/ml|ng\/l)/, toCanonical: (n) => n }],
    plausible: [5, 100000],
    whole: true,
  },
  {
    key: 'bnp',
    label: 'BNP',
    names: ['bnp'],
    unit: 'pg/mL',
    units: [{ pattern: /^(?:pg\/ml|ng\/l)/, toCanonical: (n) => n }],
    plausible: [2, 20000],
    whole: true,
  },
  {
    key: 'crcl',
    label: 'creatinine clearance',
    names: [
      'clearance da creatinina',
      'clearance de creatinina',
      'clearance de creatinina estimada',
      'depuracao da creatinina',
      'creatinine clearance',
      'crcl',
      'clcr',
      'kreatinin-clearance',
      'kreatininclearance',
      'aclaramiento de creatinina',
      'aclaramiento de la creatinina',
      'cockcroft-gault',
    ],
    unit: 'mL/min',
    units: [{ pattern: /^ml\/min/, toCanonical: (n) => n }],
    plausible: [1, 250],
  },
  {
    key: 'fev1',
    label: 'FEV1 % predicted',
    names: ['fev1', 'fev 1', 'vems', 'vef1', 'fev1 pos-broncodilatacao', 'fev1 posbroncodilatador'],
    unit: '% predicted',
    units: [{ pattern: /^%/, toCanonical: (n) => n }],
    plausible: [5, 160],
    // The first percentage after the name, never the ratio (FEV1/FVC) or another test named between.
    after: /^(?!\s*\/\s*(?:fvc|cvf|vc))[^%;]{0,45}?(?<![\d.])(\d+(?:\.\d+)?)\s*%/,
  },
  {
    key: 'karnofsky',
    label: 'Karnofsky performance status',
    names: [
      'karnofsky',
      'kps',
      'karnofsky-index',
      'indice de karnofsky',
      'karnofsky performance status',
      'karnofsky index',
    ],
    unit: '%',
    units: [{ pattern: /^%/, toCanonical: (n) => n }],
    plausible: [0, 100],
  },
  {
    key: 'packyears',
    label: 'pack-years',
    names: [
      'uma',
      'unidades maco-ano',
      'unidades maco ano',
      'macos-ano',
      'macos/ano',
      'carga tabagica',
      'pack-years',
      'pack years',
      'pack-year',
      'packungsjahre',
      'packungsjahren',
      'packyears',
      'paquetes-ano',
      'paquetes ano',
      'paquetes/ano',
      'indice paquetes-ano',
      'indice tabaquico',
      'py',
    ],
    unit: 'pack-years',
    units: [],
    plausible: [0.1, 300],
    before: /(?<![\d.])(\d+(?:\.\d+)?)\s*$/,
  },
  {
    key: 'cigarettes',
    label: 'cigarettes a day',
    names: [
      'cigarros',
      'cigarettes',
      'cigarette',
      'zigaretten',
      'cigarrillos',
      'cigarro',
      'cigarrillo',
      'cig',
    ],
    unit: 'a day',
    units: [],
    plausible: [0, 120],
    before: /(?<![\d.])(\d+)\s*$/,
    after: /^\b\B/,
  },
)

/** Packs a day, read as 20 cigarettes each: "1 maço por dia", "1 pack a day", "1 paquete diario". */
export const PACKS_A_DAY = new RegExp(
  `(?<![\\d.])(\\d+(?:\\.\\d+)?|um|uma|one|a|ein|eine|un|una)\\s*(?:macos?|packs?|packungen?|schachteln?|paquetes?|cajetillas?)${PER_DAY}`,
)

/** Blood-pressure names whose value is written systolic/diastolic ("PA 150/95 mmHg"). */
export const BLOOD_PRESSURE_NAMES = [
  'pa',
  'ta',
  'pressao arterial',
  'tensao arterial',
  'blood pressure',
  'bp',
  'rr',
  'blutdruck',
  'presion arterial',
  'tension arterial',
]
