import { DRUG } from '../generation/extractive/medications'
import { fold } from './words'

/**
 * How drug names are compared across spellings and languages: accents off, ph → f, th → t, y → i, k → c,
 * double letters single ('Azithromycin', 'azitromicina' and 'Azithromycin' meet).
 */
export function spell(word: string): string {
  return fold(word)
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/y/g, 'i')
    .replace(/k/g, 'c')
    .replace(/([a-z])\1/g, '$1')
}

/** A text spelt as `spell` does, with the offset in the original text of each of its characters. */
function spelled(text: string): { text: string; at: number[] } {
  let out = ''
  const at: number[] = []
  const low = fold(text)
  // fold() keeps one character per character except ß → ss; map back through the original positions.
  const origin: number[] = []
  let o = 0
  for (const ch of text) {
    const f = fold(ch)
    for (let k = 0; k < f.length; k++) origin.push(o)
    o += ch.length
  }
  for (let i = 0; i < low.length; i++) {
    const c = low[i]!
    const next = low[i + 1]
    if ((c === 'p' || c === 't') && next === 'h') {
      out += c === 'p' ? 'f' : 't'
      at.push(origin[i]!)
      i++
      continue
    }
    const s = c === 'y' ? 'i' : c === 'k' ? 'c' : c
    if (s === out[out.length - 1] && /[a-z]/.test(s)) continue
    out += s
    at.push(origin[i]!)
  }
  return { text: out, at }
}

/**
 * Names of one medicine (generic stems in the four languages and the brands said for it); the first is its
 * key. Names the generation engine's lexicon knows and no group lists are their own key.
 */
const GROUPS: string[][] = [
  ['paracetamol', 'acetaminofen', 'tilenol', 'ben-u-ron', 'benuron', 'gelocatil', 'panadol', 'dafalgan'],
  ['ibuprofen', 'motrin', 'advil', 'brufen', 'nurofen', 'dalsi'],
  ['naproxen', 'aleve', 'naprosin'],
  ['diclofenac', 'voltaren', 'voltaren'],
  ['metamizol', 'dipiron', 'nolotil', 'novalgin', 'novaminsulfon'],
  ['aspirin', 'acetilsalicil', 'acido acetilsalicilico', 'aspirina', 'bufferin'],
  ['ketorolac', 'toradol'],
  ['dexcetoprofen', 'enantium'],
  ['furosemid', 'lasix', 'seguril'],
  ['amlodipin', 'norvasc'],
  ['atorvastatin', 'lipitor', 'sortis'],
  ['rosuvastatin', 'crestor'],
  ['simvastatin', 'sinvastatin', 'zocor'],
  ['pravastatin', 'pravacol'],
  ['warfarin', 'varfarin', 'coumadin'],
  ['fenprocoumon', 'marcumar'],
  ['acenocumarol', 'sintrom'],
  ['apixaban', 'eliquis'],
  ['rivaroxaban', 'xarelto'],
  ['clopidogrel', 'plavix'],
  ['levotirox', 'sinteroid', 'euturox', 'eutirox', 'l-tirox'],
  ['omeprazol', 'prilosec'],
  ['pantoprazol', 'protonix'],
  ['esomeprazol', 'nexium'],
  ['ondansetron', 'zofran'],
  ['fluticason', 'flonase'],
  ['cetirizin', 'zirtec'],
  ['loratadin', 'claritin'],
  ['fexofenadin', 'alegra'],
  ['difenhidramin', 'benadril'],
  ['pseudoefedrin', 'sudafed'],
  ['guaifenesin', 'mucinex'],
  ['sumatriptan', 'imitrex'],
  ['ciclobenzaprin', 'flexeril'],
  ['gabapentin', 'neurontin'],
  ['pregabalin', 'lirica'],
  ['sertralin', 'zoloft'],
  ['escitalopram', 'lexapro'],
  ['fluoxetin', 'prozac'],
  ['bupropion', 'welbutrin'],
  ['alprazolam', 'xanax'],
  ['lorazepam', 'ativan'],
  ['zolpidem', 'ambien'],
  ['cefalexin', 'cefalexin', 'ceflex'],
  ['amoxicilin', 'amoxil', 'clamoxil'],
  ['amoxicilin-clavulan', 'augmentin', 'clavulan', 'co-amoxiclav'],
  ['azitromicin', 'zitromax', 'z-pac', 'zpac'],
  ['metilprednisolon', 'medrol'],
  ['salbutamol', 'albuterol', 'ventolin', 'proair'],
  ['budesonid-formoterol', 'simbicort'],
  ['fluticason-salmeterol', 'advair'],
  ['tiotropi', 'spiriva'],
  ['montelucast', 'singulair'],
  ['nifedipin', 'adalat'],
  ['semaglutid', 'ozempic', 'wegovi', 'ribelsus'],
  ['tirzepatid', 'mounjaro'],
  ['empagliflozin', 'jardiance'],
  ['dapagliflozin', 'farxiga', 'forxiga'],
  ['sitagliptin', 'januvia'],
  ['dulaglutid', 'trulicity'],
  ['liraglutid', 'victoza'],
  ['adalimumab', 'humira'],
  ['metformin', 'glucofage', 'risidon'],
  ['ferro', 'iron', 'hierro', 'eisen', 'ferrous', 'ferroso', 'sulfato ferroso'],
  ['oxicodon', 'oxicontin', 'percocet'],
  ['hidrocodon', 'vicodin', 'lortab', 'norco'],
  ['metoprolol', 'toprol', 'lopressor'],
  ['valsartan', 'diovan'],
  ['olmesartan', 'benicar'],
  ['losartan', 'cozaar'],
  ['lisinopril', 'zestril', 'prinivil'],
  ['glipizid', 'glucotrol'],
  ['gliburid', 'glibenclamid', 'micronase', 'diabeta'],
  ['nitrofurantoin', 'macrobid', 'macrodantin'],
  ['fenitoin', 'dilantin'],
  ['aripiprazol', 'abilifi'],
  ['risperidon', 'risperdal'],
  ['paliperidon', 'invega'],
  ['quetiapin', 'seroquel'],
  ['trimetoprim-sulfametoxazol', 'bactrim', 'septra', 'cotrimoxazol', 'sulfametoxazol'],
  ['mesalamin', 'lialda', 'asacol'],
  ['tamsulosin', 'flomax'],
  ['sildenafil', 'viagra'],
  ['tadalafil', 'cialis'],
  ['coq10', 'co-q 10', 'co-q10', 'co q 10', 'co q ten', 'coenzim'],
  ['contracepti', 'anticoncep', 'birth control', 'antibabipile', 'verhutungs'],
  ['hidrocortison'],
  ['prednison'],
  ['prednisolon'],
]

/** Generics the generation engine's lexicon lacks, by stem, so a note's added drug is seen. */
const MORE_STEMS = [
  'ampicilin',
  'piperacilin',
  'flucloxacilin',
  'dicloxacilin',
  'oxacilin',
  'benzilpenicilin',
  'cefazolin',
  'cefdinir',
  'cefixim',
  'cefpodoxim',
  'ceftazidim',
  'cefepim',
  'eritromicin',
  'clindamicin',
  'vancomicin',
  'gentamicin',
  'tobramicin',
  'linezolid',
  'moxifloxacin',
  'ofloxacin',
  'minociclin',
  'tetraciclin',
  'sulfasalazin',
  'hidromorfon',
  'fentanil',
  'buprenorfin',
  'metadon',
  'naloxon',
  'tapentadol',
  'meloxicam',
  'indometacin',
  'etoricoxib',
  'cetoprofen',
  'pioglitazon',
  'hidralazin',
  'clonidin',
  'doxazosin',
  'prazosin',
  'terazosin',
  'labetalol',
  'nadolol',
  'sotalol',
  'flecainid',
  'propafenon',
  'isosorbid',
  'ranolazin',
  'sacubitril',
  'entresto',
  'eplerenon',
  'bumetanid',
  'acetazolamid',
  'prasugrel',
  'dipiridamol',
  'oxcarbazepin',
  'lacosamid',
  'donepezil',
  'memantin',
  'rivastigmin',
  'levodopa',
  'carbidopa',
  'pramipexol',
  'ropinirol',
  'haloperidol',
  'clozapin',
  'ziprasidon',
  'lurasidon',
  'buspiron',
  'hidroxizin',
  'prometazin',
  'meclizin',
  'proclorperazin',
  'sucralfat',
  'misoprostol',
  'inflixim',
  'etanercept',
  'rituxim',
  'ustecinumab',
  'dupilumab',
  'omalizumab',
  'tacrolimus',
  'ciclosporin',
  'azatioprin',
  'micofenolat',
  'leflunomid',
  'alendronat',
  'risedronat',
  'zoledron',
  'denosumab',
  'calcitriol',
  'colecalciferol',
  'levonorgestrel',
  'noretindron',
  'medroxiprogesteron',
  'testosteron',
  'dutasterid',
  'oxibutinin',
  'tolterodin',
  'mirabegron',
  'solifenacin',
  'fenazopiridin',
  'tizanidin',
  'baclofen',
  'metocarbamol',
  'carisoprodol',
  'dextrometorfan',
  'benzonatat',
  'ipratropi',
  'beclometason',
  'mometason',
  'triamcinolon',
  'clobetasol',
  'tretinoin',
  'isotretinoin',
  'mupirocin',
  'cetoconazol',
  'terbinafin',
  'nistatin',
  'clotrimazol',
  'ivermectin',
  'permetrin',
  'albendazol',
  'valganciclovir',
  'tenofovir',
  'emtricitabin',
  'dolutegravir',
  'lamivudin',
  'zidovudin',
  'abacavir',
  'trizivir',
  'sofosbuvir',
  'anfotericin',
  'rifampi',
  'isoniazid',
  'etambutol',
  'pirazinamid',
  'ursodiol',
  'lactulos',
  'miralax',
  'bisacodil',
  'docusat',
  'simeticon',
  'vareniclin',
  'naltrexon',
  'colestiramin',
  'fenofibrat',
  'gemfibrozil',
  'ezetimib',
  'digitoxin',
  'dronedaron',
  'ivabradin',
  'ticagrelor',
  'enoxaparin',
  'dalteparin',
  'fondaparinux',
  'glimepirid',
  'dapson',
  'cloroquin',
  'mefloquin',
  'oseltamivir',
  'nirmatrelvir',
  'paxlovid',
  'molnupiravir',
  'remdesivir',
  'amiodaron',
  'lidocain',
  'prilocain',
  'bupivacain',
  'cetamin',
  'propofol',
  'midazolam',
  'diazepam',
  'clonazepam',
  'bromazepam',
  'temazepam',
  'citalopram',
  'vortioxetin',
  'agomelatin',
  'tramadol',
  'codein',
  'morfin',
  'litium',
]

/** Endings of generic names (after `spell`), to see a drug no list holds: -pril, -sartan, -olol, -mab… */
const GENERIC_ENDING =
  /^[a-z]{3,}(?:pril|sartan|olol|dipin|statin|prazol|cilin|micin|ciclin|floxacin|mab|nib|gliptin|gliflozin|glutid|tidin|setron|triptan|azepam|azolam|codon|morfon|profen|fenac|coxib|parin|xaban|gatran|lucast|sonid|zosin|dronat|oxetin|faxin|triptilin|pramin|peridon|pirazol|conazol|ciclovir|navir|tegravir|bufen|olon|metason|tiazid|semid|zepam|barbital|cain)[aeos]?$/
/** Words with such an ending that are not drugs. */
const NOT_DRUGS = new Set(['cholesterol', 'colesterol', 'cholesterin', 'estradiolone'])

interface Entry {
  key: string
  stem: string
}
const ENTRIES: Entry[] = [
  ...GROUPS.flatMap((g) => g.map((name) => ({ key: g[0]!, stem: spell(name) }))),
  ...MORE_STEMS.map((s) => ({ key: spell(s), stem: spell(s) })),
].sort((a, b) => b.stem.length - a.stem.length)
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Stems of six letters or more match the start of a word ('metformina'); shorter names only a whole word.
const LISTED = new RegExp(
  String.raw`(?<![a-z\d])(?:(?:${ENTRIES.filter((e) => e.stem.length >= 6)
    .map((e) => escapeRegExp(e.stem))
    .join('|')})[a-z-]*|(?:${ENTRIES.filter((e) => e.stem.length < 6)
    .map((e) => escapeRegExp(e.stem))
    .join('|')})s?(?![a-z\d]))(?:\s(?:sulfat[eo]?|sodium|potasium|hcl|er|xr|sr)(?![a-z]))?`,
  'g',
)

/** The key of a drug name: its group's first name, or its first seven letters as spelt by `spell`. */
export function drugKey(name: string): string {
  const s = spell(name).replace(/\s+/g, ' ').trim()
  const entry = ENTRIES.find((e) => s.startsWith(e.stem))
  return entry ? entry.key : s.slice(0, 7)
}

export interface DrugMention {
  start: number
  end: number
  /** The name as written. */
  name: string
  key: string
}

/** The medicines a text names: the generation engine's lexicon, the groups above, and generic endings. */
export function findDrugs(text: string): DrugMention[] {
  const found: DrugMention[] = []
  const add = (start: number, end: number) => {
    if (found.some((f) => start < f.end && end > f.start)) return
    const name = text.slice(start, end).replace(/[-\s]+$/, '')
    found.push({ start, end: start + name.length, name, key: drugKey(name) })
  }
  const s = spelled(text)
  for (const m of s.text.matchAll(LISTED)) {
    const word = m[0].split(/[\s-]/)[0]!
    if (NOT_DRUGS.has(word)) continue
    add(s.at[m.index]!, s.at[m.index + m[0].length - 1]! + 1)
  }
  for (const m of text.matchAll(DRUG)) add(m.index, m.index + m[0].length)
  for (const m of text.matchAll(/[\p{L}]{6,}/gu)) {
    const w = spell(m[0])
    if (GENERIC_ENDING.test(w) && !NOT_DRUGS.has(fold(m[0]))) add(m.index, m.index + m[0].length)
  }
  return found.sort((a, b) => a.start - b.start)
}

/** Drug classes within which an allergy to one member forbids the others. */
const CLASSES: Record<string, RegExp> = {
  penicillins: /^(?:penicil|amoxicil|ampicil|piperacil|flucloxacil|dicloxacil|oxacil|benzilpenicil)/,
  cephalosporins: /^(?:cef|cefal)/,
  sulfonamides: /^(?:trimetoprim-sulfa|sulfa|sulfona|sulfam)/,
  nsaids:
    /^(?:ibuprofen|naproxen|diclofenac|aspirin|cetorolac|ketorolac|meloxicam|indometac|etoricox|celecox|cetoprofen|dexcetoprofen|metamizol)/,
  macrolides: /^(?:azitromicin|claritromicin|eritromicin)/,
  quinolones: /^(?:ciprofloxacin|levofloxacin|moxifloxacin|ofloxacin)/,
  tetracyclines: /^(?:doxiciclin|minociclin|tetraciclin)/,
}

/** Class words an allergy may name instead of a drug: 'penicillins', 'sulfa', 'AINEs', 'NSAR'. */
const CLASS_WORDS: [RegExp, string][] = [
  [/^(?:penicilin\w*|penicillin\w*)$/, 'penicillins'],
  [/^(?:cefalosporin\w*|cephalosporin\w*)$/, 'cephalosporins'],
  [/^(?:sulfa|sulfas|sulfonamid\w*|sulfamid\w*|sulpha)$/, 'sulfonamides'],
  [/^(?:nsaids?|aines?|nsar|antiinflamatori\w*|anti-inflamatori\w*|antirheumatica)$/, 'nsaids'],
  [/^(?:macrolid\w*)$/, 'macrolides'],
  [/^(?:quinolon\w*|fluoroquinolon\w*|fluorquinolon\w*)$/, 'quinolones'],
  [/^(?:tetraciclin\w*)$/, 'tetracyclines'],
]

/** The classes a drug key belongs to. */
export const classesOf = (key: string) =>
  Object.entries(CLASSES)
    .filter(([, members]) => members.test(key))
    .map(([name]) => name)

/** The class a word names ('penicillins', 'sulfa'), if any. */
export const classWord = (word: string) => CLASS_WORDS.find(([p]) => p.test(spell(word)))?.[1]

/** Whether an allergy to `agent` (a drug key or a class name) forbids the drug with key `drug`. */
export function allergyForbids(agent: string, drug: string): boolean {
  if (agent === drug) return true
  const drugClasses = classesOf(drug)
  if (agent in CLASSES) return drugClasses.includes(agent)
  return classesOf(agent).some((c) => drugClasses.includes(c))
}
