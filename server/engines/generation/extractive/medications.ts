import type { Language } from '../../../../contract/common'

/**
 * Common generics by the stem their names share in English, Portuguese, Spanish and German ('metformin'
 * matches metformin, metformina and Metformin), and brand names often said instead.
 */
const GENERIC_STEMS = [
  'acetaminophen',
  'paracetamol',
  'ibuprof',
  'naproxen',
  'diclofenac',
  'metamizol',
  'dipyron',
  'aspirin',
  'acetylsalicyl',
  'ácido acetilsalicílico',
  'tramadol',
  'codein',
  'morphin',
  'oxycodon',
  'celecoxib',
  'metformin',
  'insulin',
  'glargin',
  'gliclazid',
  'glipizid',
  'glimepirid',
  'sitagliptin',
  'vildagliptin',
  'linagliptin',
  'empagliflozin',
  'dapagliflozin',
  'canagliflozin',
  'semaglutid',
  'liraglutid',
  'dulaglutid',
  'lisinopril',
  'enalapril',
  'ramipril',
  'perindopril',
  'captopril',
  'losartan',
  'valsartan',
  'candesartan',
  'irbesartan',
  'olmesartan',
  'telmisartan',
  'amlodipin',
  'nifedipin',
  'diltiazem',
  'verapamil',
  'hydrochlorothiazid',
  'hidroclorotiazid',
  'chlorthalidon',
  'clortalidon',
  'indapamid',
  'furosemid',
  'torasemid',
  'spironolacton',
  'espironolacton',
  'metoprolol',
  'bisoprolol',
  'carvedilol',
  'atenolol',
  'propranolol',
  'nebivolol',
  'atorvastatin',
  'simvastatin',
  'rosuvastatin',
  'pravastatin',
  'ezetimib',
  'warfarin',
  'varfarin',
  'apixaban',
  'rivaroxaban',
  'edoxaban',
  'dabigatran',
  'clopidogrel',
  'ticagrelor',
  'digoxin',
  'digoxina',
  'amiodaron',
  'nitroglycerin',
  'nitroglicerina',
  'levothyrox',
  'levotirox',
  'omeprazol',
  'pantoprazol',
  'esomeprazol',
  'lansoprazol',
  'ranitidin',
  'famotidin',
  'ondansetron',
  'metoclopramid',
  'loperamid',
  'amoxicillin',
  'amoxicilin',
  'amoxicilina',
  'clavulan',
  'azithromycin',
  'azitromicin',
  'clarithromycin',
  'claritromicin',
  'doxycyclin',
  'doxiciclin',
  'ciprofloxacin',
  'ciprofloxacino',
  'levofloxacin',
  'nitrofurantoin',
  'fosfomycin',
  'fosfomicin',
  'cefalexin',
  'cephalexin',
  'ceftriaxon',
  'cefuroxim',
  'trimethoprim',
  'sulfamethoxazol',
  'bactrim',
  'penicillin',
  'penicilin',
  'metronidazol',
  'fluconazol',
  'aciclovir',
  'acyclovir',
  'valacyclovir',
  'valaciclovir',
  'oseltamivir',
  'prednison',
  'prednisolon',
  'prednisolona',
  'methylprednisolon',
  'dexamethason',
  'dexametason',
  'hydrocortison',
  'hidrocortison',
  'budesonid',
  'fluticason',
  'salbutamol',
  'albuterol',
  'salmeterol',
  'formoterol',
  'tiotropi',
  'montelukast',
  'cetirizin',
  'loratadin',
  'desloratadin',
  'fexofenadin',
  'sertralin',
  'escitalopram',
  'citalopram',
  'fluoxetin',
  'paroxetin',
  'venlafaxin',
  'duloxetin',
  'bupropion',
  'mirtazapin',
  'trazodon',
  'amitriptylin',
  'amitriptilin',
  'quetiapin',
  'olanzapin',
  'risperidon',
  'aripiprazol',
  'lorazepam',
  'alprazolam',
  'diazepam',
  'clonazepam',
  'zolpidem',
  'gabapentin',
  'pregabalin',
  'levetiracetam',
  'lamotrigin',
  'valpro',
  'carbamazepin',
  'topiramat',
  'sumatriptan',
  'cyclobenzaprin',
  'ciclobenzaprin',
  'tamsulosin',
  'finasterid',
  'sildenafil',
  'tadalafil',
  'allopurinol',
  'alopurinol',
  'colchicin',
  'methotrexat',
  'metotrexat',
  'hydroxychloroquin',
  'hidroxicloroquin',
  'folic acid',
  'ácido fólico',
  'folsäure',
  'vitamin d',
  'vitamina d',
  'vitamin b12',
  'vitamina b12',
  'multivitamin',
  'melatonin',
  'fish oil',
  'co-q 10',
  'coq10',
  'lidocain',
  'heparin',
  'enoxaparin',
  'estradiol',
  'progesteron',
  'contracepti',
  'anticoncep',
  'methylphenidat',
  'metilfenidat',
  'adderall',
  'epinephrin',
  'adrenalin',
  'adrenalina',
  'humira',
  'adalimumab',
  'mounjaro',
  'tirzepatid',
  'ozempic',
  'jardiance',
  'farxiga',
  'januvia',
  'trulicity',
  'victoza',
  'motrin',
  'tylenol',
  'norvasc',
  'lipitor',
  'crestor',
  'zocor',
  'coumadin',
  'eliquis',
  'xarelto',
  'plavix',
  'synthroid',
  'prilosec',
  'protonix',
  'nexium',
  'zofran',
  'flonase',
  'zyrtec',
  'claritin',
  'allegra',
  'benadryl',
  'sudafed',
  'mucinex',
  'imitrex',
  'flexeril',
  'neurontin',
  'lyrica',
  'zoloft',
  'lexapro',
  'prozac',
  'wellbutrin',
  'xanax',
  'ativan',
  'ambien',
  'keflex',
  'augmentin',
  'zithromax',
  'medrol',
  'ventolin',
  'proair',
  'symbicort',
  'advair',
  'spiriva',
  'singulair',
  'toradol',
  'voltaren',
  'ben-u-ron',
  'brufen',
  'nolotil',
  'gelocatil',
  'enantyum',
  'dexketoprofen',
  'nexium',
  'adalat',
  'sintrom',
  'acenocumarol',
]

/** Short names that are also the start of ordinary words: matched as whole words only. */
const WHOLE_WORDS = [
  'iron',
  'ferro',
  'hierro',
  'eisen',
  'cipro',
  'calcium',
  'cálcio',
  'calcio',
  'magnesium',
  'magnésio',
  'magnesio',
  'potassium',
  'potássio',
  'potasio',
  'kalium',
  'botox',
  'biotin',
  'lítio',
  'litio',
  'lithium',
  'advil',
  'aleve',
  'lasix',
]

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A drug name as said: the lexicon stem and the rest of the word. */
export const DRUG = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${GENERIC_STEMS.sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})[\p{L}-]*|(?<![\p{L}\d])(?:${WHOLE_WORDS.join('|')})(?![\p{L}])`,
  'giu',
)

/** A strength: '20 mg', '0.5 mg', '1000 mg', '10 units'. */
export const DOSE =
  /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|g|ml|mL|units?|unidades|einheiten|ui|iu|IE|%)(?![\p{L}])/iu

/** How often, as said in each language. */
export const FREQUENCY: Record<Language, RegExp> = {
  en: /\b(?:once|twice|three times|four times|\d+ times)(?: a| per)? (?:day|daily|week|night)\b|\b(?:daily|nightly|weekly|every (?:day|morning|night|evening|\d+ (?:to \d+ )?hours|other day)|at (?:night|bedtime)|in the (?:morning|evening)|as needed|bid|tid|qid|prn|qhs|with (?:meals|food|breakfast|dinner))\b/i,
  pt: /\b(?:uma vez|duas vezes|\d+ vezes|três vezes)(?: por| ao| à)? (?:dia|semana|noite)\b|\b(?:diariamente|de \d+ em \d+ horas|de manhã|à noite|ao pequeno-almoço|ao almoço|ao jantar|ao deitar|em sos|se necessário|em jejum|todos os dias|em dias alternados)\b/i,
  es: /\b(?:una vez|dos veces|\d+ veces|tres veces)(?: al| por| a la)? (?:día|dia|semana|noche)\b|\b(?:cada \d+ horas|diariamente|por la mañana|por la noche|en el desayuno|en la comida|en la cena|al acostarse|si precisa|si dolor|en ayunas|todos los días|a días alternos)\b/i,
  de: /\b(?:einmal|zweimal|dreimal|\d+ ?mal|\d+-mal)(?: täglich| am tag| pro tag| die woche| wöchentlich)\b|\b(?:täglich|morgens|mittags|abends|nachts|zur nacht|bei bedarf|nüchtern|alle \d+ stunden|\d-\d-\d(?:-\d)?)\b/i,
}

export interface MedicationMention {
  /** The name as said, with the first letter capitalised. */
  name: string
  dose?: string
  frequency?: string
}

/** The drugs a sentence names, each with the strength and frequency said closest after it. */
export function findMedications(sentence: string, language: Language): MedicationMention[] {
  const found: MedicationMention[] = []
  const matches = [...sentence.matchAll(DRUG)]
  matches.forEach((m, i) => {
    const start = m.index + m[0].length
    const end = matches[i + 1]?.index ?? sentence.length
    // Look a few words past the name, not past the next drug.
    const window = sentence.slice(start, Math.min(end, start + 70))
    const dose = DOSE.exec(window)?.[0]
    const frequency = FREQUENCY[language].exec(window)?.[0]
    const name = m[0].replace(/-+$/, '')
    found.push({
      name: name.charAt(0).toUpperCase() + name.slice(1),
      ...(dose ? { dose: dose.replace(/\s+/g, ' ') } : {}),
      ...(frequency ? { frequency } : {}),
    })
  })
  return found
}

/** 'Metformin 1000 mg twice a day'. */
export const medicationLine = (m: MedicationMention) =>
  [m.name, m.dose, m.frequency].filter(Boolean).join(' ')

/** Names of one medicine that differ across languages beyond spelling; the first is its key. */
const SAME_MEDICINE = [
  ['paracetamol', 'acetaminophen'],
  ['aspirin', 'acetylsalicyl', 'ácido acetilsalicílico'],
  ['metamizol', 'dipyron'],
  ['salbutamol', 'albuterol'],
  ['iron', 'ferro', 'hierro', 'eisen'],
  ['calcium', 'cálcio', 'calcio'],
  ['magnesium', 'magnésio', 'magnesio'],
  ['potassium', 'potássio', 'potasio', 'kalium'],
  ['lithium', 'lítio', 'litio'],
  ['folic acid', 'ácido fólico', 'folsäure'],
  ['vitamin d', 'vitamina d'],
  ['vitamin b12', 'vitamina b12'],
  ['epinephrin', 'adrenalin', 'adrenalina'],
  ['contracepti', 'anticoncep'],
]

/** A name's spelling across pt, en, de and es reduced to one ('penicillin', 'penicilina' → 'penicilin'). */
const spelling = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/ch/g, 'c')
    .replace(/y/g, 'i')
    .replace(/k/g, 'c')
    .replace(/w/g, 'v')
    .replace(/([a-z])\1/g, '$1')
    .replace(/^es(?=[ptc])/, 's')
    .replace(/[aeo]$/, '')

const STEMS = [...GENERIC_STEMS, ...WHOLE_WORDS].map(spelling).sort((a, b) => b.length - a.length)
const MEDICINE_KEY = new Map(
  SAME_MEDICINE.flatMap((names) => names.map((n) => [spelling(n), spelling(names[0]!)])),
)

/** One key for a medicine however it is written in the four languages, by the lexicon's stems. */
export function drugKey(said: string): string {
  const written = spelling(said.replace(/-+$/, ''))
  const stem = STEMS.find((s) => written.startsWith(s)) ?? written
  return MEDICINE_KEY.get(stem) ?? stem
}
