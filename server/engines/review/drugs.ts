import { allergyClass, coveredByAllergy, drugMatches, medicationKey } from '../clinical/medications'
import { NUMBER_WORDS } from '../clinical/numbers'
import { fold, STOPWORDS } from './words'

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
    const f = ch.charCodeAt(0) < 128 ? ch : fold(ch)
    for (let k = 0; k < f.length; k++) origin.push(o)
    o += ch.length
  }
  // The last character written, kept aside: reading it back from the growing text would copy the text each
  // time, which for a whole note is quadratic.
  let last: string | undefined
  for (let i = 0; i < low.length; i++) {
    const c = low[i]!
    const next = low[i + 1]
    if ((c === 'p' || c === 't') && next === 'h') {
      last = c === 'p' ? 'f' : 't'
      out += last
      at.push(origin[i]!)
      i++
      continue
    }
    const s = c === 'y' ? 'i' : c === 'k' ? 'c' : c
    if (s === last && /[a-z]/.test(s)) continue
    out += s
    last = s
    at.push(origin[i]!)
  }
  return { text: out, at }
}

/**
 * Names the clinical lexicon does not hold, in its format (`key: stem|stem… @class`; '$' a whole word):
 * brands often said in place of a generic it knows, and generics a note may name. Stems are compared as
 * `spell` writes them, so 'vancomicina' and 'Vancomycin' meet.
 */
const EXTRA = `
paracetamol: panadol|dafalgan
ibuprofen: nurofen|dalsi @nsaid
naproxen: naprosyn @nsaid
metamizole: dipyron|novalgin|novaminsulfon
aspirin: bufferin|acetylsalicyl @nsaid
furosemide: seguril
atorvastatin: sortis @statin
simvastatin: sinvastatin @statin
pravastatin: pravachol @statin
phenprocoumon: phenprocoumon|marcumar
ticagrelor: brilinta|brilique
prasugrel: prasugrel|efient
levothyroxine: eutirox|l-thyrox|levothroid
amoxicillin: amoxil|clamoxyl @penicillin
amoxicillin-clavulanate: co-amoxiclav @penicillin
azithromycin: z-pack|zpack|z-pak @macrolide
methylprednisolone: depo-medrol|depomedrol
epinephrine: epipen|epi$
semaglutide: rybelsus
metformin: glucophage|risidon
iron: ferrous|ferroso|sulfato ferroso
oxycodone: oxycontin|percocet @opioid
tramadol: ultram|tramal
hydrocodone: hydrocodon|vicodin|lortab|norco$ @opioid
metoprolol: toprol|lopressor
valsartan: diovan
olmesartan: benicar
losartan: cozaar
lisinopril: zestril|prinivil @ace
glipizide: glucotrol
glyburide: glyburid|glibenclamid|micronase|diabeta
nitrofurantoin: macrobid|macrodantin
phenytoin: phenytoin|fenitoin|dilantin
aripiprazole: abilify
risperidone: risperdal
paliperidone: paliperidon|invega
quetiapine: seroquel
trimethoprim-sulfamethoxazole: septra @sulfonamide
mesalamine: mesalamin|lialda|asacol
tamsulosin: flomax
sildenafil: viagra
tadalafil: cialis
coenzyme q10: co-q10|coenzyme q
contraceptive: birth control|antibabypille
oxacillin: oxacillin @penicillin
cephalosporin: cefdinir|cefixim|cefpodoxim|ceftazidim|cefepim @cephalosporin
clindamycin: clindamycin
vancomycin: vancomycin
gentamicin: gentamicin|tobramycin
linezolid: linezolid
ofloxacin: ofloxacin @quinolone
tetracycline: minocyclin|tetracyclin @tetracycline
sulfasalazine: sulfasalazin @sulfonamide
opioid: hydromorphon|fentanyl|buprenorphin|methadon|tapentadol @opioid
naloxone: naloxon|naltrexon
meloxicam: meloxicam @nsaid
indomethacin: indomethacin|indometacin @nsaid
etoricoxib: etoricoxib
ketoprofen: ketoprofen @nsaid
pioglitazone: pioglitazon
antihypertensive: hydralazin|clonidin|doxazosin|prazosin|terazosin|labetalol|nadolol|sotalol
antiarrhythmic: flecainid|propafenon|dronedaron|ivabradin|digitoxin
nitrate: isosorbid|ranolazin
sacubitril-valsartan: sacubitril|entresto
eplerenone: eplerenon
bumetanide: bumetanid
acetazolamide: acetazolamid
dipyridamole: dipyridamol
antiepileptic: oxcarbazepin|lacosamid
dementia drug: donepezil|memantin|rivastigmin
parkinson drug: levodopa|carbidopa|pramipexol|ropinirol|sinemet
antipsychotic: haloperidol|clozapin|ziprasidon|lurasidon
buspirone: buspiron
antihistamine: hydroxyzin|promethazin|meclizin
prochlorperazine: prochlorperazin
sucralfate: sucralfat|carafate
misoprostol: misoprostol
biologic: infliximab|etanercept|rituximab|ustekinumab|dupilumab|omalizumab
immunosuppressant: tacrolimus|ciclosporin|cyclosporin|azathioprin|mycophenolat|leflunomid
bisphosphonate: alendronat|risedronat|zoledron|denosumab|fosamax
vitamin d: calcitriol
hormone: levonorgestrel|norethindron|medroxyprogesteron|testosteron
dutasteride: dutasterid
bladder drug: oxybutynin|tolterodin|mirabegron|solifenacin|phenazopyridin
muscle relaxant: tizanidin|baclofen|methocarbamol|carisoprodol
cough drug: dextromethorphan|benzonatat
inhaled drug: ipratropi|beclomethason|mometason
topical steroid: triamcinolon|clobetasol
retinoid: tretinoin|isotretinoin
antifungal: mupirocin|ketoconazol|terbinafin|lamisil|nystatin|clotrimazol
antiparasitic: ivermectin|permethrin|albendazol
antiviral: valganciclovir|tenofovir|emtricitabin|dolutegravir|lamivudin|zidovudin|abacavir|trizivir|sofosbuvir|nirmatrelvir|paxlovid|molnupiravir|remdesivir
antituberculous: rifampi|isoniazid|ethambutol|pyrazinamid
ursodiol: ursodiol
laxative: lactulos|miralax|bisacodyl|docusat|senna$
simethicone: simethicon
varenicline: vareniclin|chantix
lipid drug: cholestyramin|fenofibrat|gemfibrozil
anticoagulant: dalteparin|fondaparinux
antimalarial: dapson|chloroquin|mefloquin
anaesthetic: prilocain|bupivacain|ketamin|propofol|midazolam
benzodiazepine: bromazepam|temazepam @benzodiazepine
antidepressant: vortioxetin|agomelatin|nortriptylin|mirtazapin
`

interface Extra {
  key: string
  stem: string
  whole: boolean
  drugClass: string | null
}
const EXTRAS: Extra[] = EXTRA.trim()
  .split('\n')
  .flatMap((line) => {
    const m = /^([^:]+):\s*([^@]+?)\s*(?:@(\w+))?$/.exec(line.trim())
    if (!m) return []
    return m[2]!.split('|').map((raw) => ({
      key: m[1]!.trim(),
      stem: spell(raw.replace(/\$$/, '').trim()),
      whole: raw.endsWith('$'),
      drugClass: m[3] ?? null,
    }))
  })
  .sort((a, b) => b.stem.length - a.stem.length)

/** Endings of generic names (after `spell`), to see a drug no list holds: -pril, -sartan, -olol, -mab… */
const GENERIC_ENDING =
  /^[a-z]{3,}(?:pril|sartan|olol|dipin|statin|prazol|cilin|micin|ciclin|floxacin|mab|nib|gliptin|gliflozin|glutid|tidin|setron|triptan|azepam|azolam|codon|morfon|profen|fenac|coxib|parin|xaban|gatran|lucast|sonid|zosin|dronat|oxetin|faxin|triptilin|pramin|peridon|pirazol|conazol|ciclovir|navir|tegravir|bufen|olon|metason|tiazid|semid|zepam|barbital|cain)[aeos]?$/
/** Words with such an ending that are not drugs. */
const NOT_DRUGS = new Set(['colesterol', 'colesterin'])

/** The supplement's stems by their first three letters, longest first: a word is looked up, never scanned. */
const BY_START = new Map<string, Extra[]>()
for (const e of EXTRAS) {
  const list = BY_START.get(e.stem.slice(0, 3)) ?? []
  list.push(e)
  BY_START.set(e.stem.slice(0, 3), list)
}

/** The supplement's name that starts at a word of spelt text (which may run into the next word), and its length. */
function extraAt(text: string, at: number): number {
  for (const e of BY_START.get(text.slice(at, at + 3)) ?? []) {
    if (!text.startsWith(e.stem, at)) continue
    const end = at + e.stem.length
    if (e.whole) {
      if (!/[a-z\d]/.test(text[end] ?? '')) return e.stem.length
      continue
    }
    return end - at + (/^[a-z-]*/.exec(text.slice(end))?.[0].length ?? 0)
  }
  return 0
}

const extraOf = (name: string) => {
  const s = spell(name).replace(/\s+/g, ' ').trim()
  return EXTRAS.find((e) => (e.whole ? s === e.stem : s.startsWith(e.stem)))
}

/** The key of a drug name: the clinical lexicon's, else the supplement's, else its first seven letters spelt. */
export function drugKey(name: string): string {
  return medicationKey(name)?.key ?? extraOf(name)?.key ?? spell(name).slice(0, 7)
}

/** The class an allergy to a drug covers, by its key. */
const classOfKey = (key: string) =>
  medicationKey(key)?.drugClass ?? EXTRAS.find((e) => e.key === key)?.drugClass ?? null

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
  // Of two names over the same words, the longer stands ('Depo-Medrol', not 'Medrol').
  const add = (start: number, end: number) => {
    const name = text.slice(start, end).replace(/[-\s]+$/, '')
    const overlapping = found.filter((f) => start < f.end && start + name.length > f.start)
    if (overlapping.some((f) => f.end - f.start >= name.length)) return
    for (const f of overlapping) found.splice(found.indexOf(f), 1)
    found.push({ start, end: start + name.length, name, key: drugKey(name) })
  }
  const s = spelled(text)
  for (const m of drugMatches(text))
    if (medicationKey(m[0].replace(/-+$/, ''))) add(m.index, m.index + m[0].length)
  for (const m of s.text.matchAll(/[a-z][a-z\d-]*/g)) {
    const length = extraAt(s.text, m.index)
    if (length) add(s.at[m.index]!, s.at[m.index + length - 1]! + 1)
    else if (m[0].length >= 6 && GENERIC_ENDING.test(m[0]) && !NOT_DRUGS.has(m[0]))
      add(s.at[m.index]!, s.at[m.index + m[0].length - 1]! + 1)
  }
  // A name no list holds, written with its strength ('Start rifaximin 550 mg'): a drug all the same.
  for (const m of text.matchAll(NAMED_DOSE)) {
    const word = fold(m[1]!)
    if (
      !NOT_NAMES.test(word) &&
      !ANY_STOPWORD.has(word) &&
      !A_NUMBER_WORD.test(word) &&
      !found.some((f) => f.start <= m.index && m.index < f.end)
    )
      add(m.index, m.index + m[1]!.length)
  }
  return found.sort((a, b) => a.start - b.start)
}

/** A common word of any of the four languages ('these two milligrams') names no drug. */
const ANY_STOPWORD = new Set(Object.values(STOPWORDS).flatMap((words) => [...words]))

/** Number words of the four languages, for a strength said in words ('bumex two milligrams'). */
const NUMBER_WORD = `(?:${[
  ...new Set(
    Object.values(NUMBER_WORDS).flatMap((w) => [
      ...Object.keys(w.units),
      ...Object.keys(w.tens),
      ...Object.keys(w.hundreds),
      ...Object.keys(w.scales),
      w.joiner,
    ]),
  ),
]
  .filter((w) => w.length > 1)
  .sort((a, b) => b.length - a.length)
  .join('|')})`

/**
 * A word right before a strength: '<name> 550 mg', '<name> 0,4 mg', '<name> 1000 IE', and said in words as
 * transcripts write it ('<name> two milligrams', '<name> quinientos miligramos').
 */
const NAMED_DOSE = new RegExp(
  String.raw`(?<![\p{L}\d-])([\p{L}][\p{L}-]{4,})(?=\s+(?:\d+(?:[.,]\d+)?|${NUMBER_WORD}(?:[\s-]+${NUMBER_WORD}){0,4})\s*(?:mg|mcg|µg|g|ml|units?|unidades|einheiten|iu|ui|ie|milligrams?|miligramas?|miligramos?|milligramm|micrograms?)(?![\p{L}]))`,
  'giu',
)
/** A number word is part of the strength ('ibuprofen eight hundred milligrams'), never the drug. */
const A_NUMBER_WORD = new RegExp(`^${NUMBER_WORD}$`, 'i')
/**
 * Words that stand before a strength without being a drug's name ('Ich verordne Ihnen sechs Einheiten'), and
 * the adverbs that say an amount again ('portanto dois miligramas e meio', 'stattdessen fünf Milligramm').
 */
const NOT_NAMES =
  /^(?:ihnen|ihrem|ihren|ihrer|euch|usted|ustedes|voce|senhor|senhora|patient\w*|paciente|doente|verordn\w*|verschreib\w*|empfehl\w*|bekommen|erhalten|receit\w*|prescrev\w*|recet\w*|prescrib\w*|dose\w*|dosis|dosierung|daily|total|about|around|approximately|increase\w*|decrease\w*|reduce\w*|tablets?|pills?|capsules?|taking|takes|take|start\w*|begin\w*|continue\w*|prescri\w*|given|gave|give|inject\w*|receiv\w*|administer\w*|recebe\w*|recebid\w*|recib\w*|erhielt|bekam|bekommt|output|intake|volume|urine|urina|orina|urin|every|another|extra|additional|maximum|minimum|iniciar|inicia|aumentar|reduzir|reducir|manter|mantener|tomar|toma|toma-se|comprimidos?|capsulas?|gotas|cerca|unos|unas|etwa|circa|taglich|tablette\w*|dosis|beginnen|erhohen|reduzieren|weiter|ungefahr|mehr|menos|mais|hasta|desde|entre|zwischen|bis|from|with|plus|then|than|para|with|para|durante|during|weight|peso|gewicht|after\w*|later|first|morning|evening|night|danach|dann|anschliessend|spater|zunachst|zuerst|morgens|mittags|abends|nachts|jeweils|insgesamt|depois|seguida|primeiro|manha|noite|despues|luego|entonces|primero|manana|noche|vitamin[ae]?|vitamine|cypionate|enanthate|sodium|sodico|natrium|potassium|hydrochloride|hcl|sulfate|sulfato|succinate|tartrate|besylate|maleate|acetate|acetato|phosphate|citrate|propionate|valerate|furoate|mesylate|bromide|chloride|portanto|apenas|somente|ainda|atualmente|normalmente|geralmente|aproximadamente|exatamente|instead|still|therefore|usually|normally|generally|typically|currently|roughly|nearly|almost|exactly|solamente|todavia|actualmente|generalmente|exactamente|stattdessen|nochmal|zusatzlich|maximal|hochstens|mindestens|normalerweise|aktuell|derzeit|momentan)$/

/**
 * Whether an allergy forbids a drug: the clinical reading's rule (the same medicine, or one of the class the
 * allergy names or belongs to), extended to the supplement's names.
 */
export function allergyForbids(allergen: string, allergenKey: string | null, drug: DrugMention): boolean {
  if (coveredByAllergy(drug.name, allergen)) return true
  if (allergenKey && allergenKey === drug.key) return true
  const drugClass = classOfKey(drug.key)
  return (
    drugClass !== null &&
    drugClass === (allergyClass(allergen) ?? (allergenKey ? classOfKey(allergenKey) : null))
  )
}
