import type { Language } from '../../../contract/common'
import { normaliseNumbers, readNumbers } from './numbers'
import type { Span } from './types'

/**
 * Medicines by a key shared by the four languages, each with the stems its names begin with in English,
 * Portuguese, Spanish and German ('metformin' matches metformin, metformina and Metformin), the brand names
 * often said instead, and the class an allergy to it covers. `key: stem|stem… @class`; a stem ending in '$'
 * matches as a whole word only (short names that begin ordinary words).
 */
const LEXICON = `
paracetamol: acetaminophen|paracetamol|tylenol|ben-u-ron|gelocatil|calpol|panadol|efferalgan|dafalgan|termalgin
alginate: gaviscon|alginat
ibuprofen: ibuprof|motrin|advil$|brufen @nsaid
naproxen: naproxen|aleve$ @nsaid
diclofenac: diclofenac|voltaren @nsaid
dexketoprofen: dexketoprofen|enantyum @nsaid
ketorolac: ketorolac|toradol @nsaid
celecoxib: celecoxib
metamizole: metamizol|dipyron|nolotil
aspirin: aspirin|acetylsalicyl|ácido acetilsalicílico|acido acetilsalicilico|ass$ @nsaid
tramadol: tramadol @opioid
codeine: codein @opioid
paracetamol-codeine: co-codamol|cocodamol|paracetamol with codein|paracetamol plus codein|paracetamol/codein|paracetamol-codein|paracetamol com codein|paracetamol mais codein|paracetamol con codein|paracetamol mit codein|paracetamol + codein @opioid
paracetamol-tramadol: zaldiar|paracetamol with tramadol|paracetamol/tramadol|tramadol with paracetamol|tramadol/paracetamol|paracetamol com tramadol|tramadol com paracetamol|paracetamol con tramadol|tramadol con paracetamol|paracetamol mit tramadol|tramadol mit paracetamol @opioid
morphine: morphin @opioid
oxycodone: oxycodon @opioid
metformin: metformin
insulin: insulin|glargin|lantus|humalog|novorapid
gliclazide: gliclazid
glipizide: glipizid
glimepiride: glimepirid
sitagliptin: sitagliptin|januvia
vildagliptin: vildagliptin
linagliptin: linagliptin
empagliflozin: empagliflozin|jardiance
dapagliflozin: dapagliflozin|farxiga|forxiga
canagliflozin: canagliflozin
semaglutide: semaglutid|ozempic|wegovy
liraglutide: liraglutid|victoza
dulaglutide: dulaglutid|trulicity
tirzepatide: tirzepatid|mounjaro
lisinopril: lisinopril @ace
enalapril: enalapril @ace
ramipril: ramipril @ace
perindopril: perindopril @ace
captopril: captopril @ace
losartan: losartan
valsartan: valsartan
sacubitril-valsartan: sacubitril|entresto
candesartan: candesartan
irbesartan: irbesartan
olmesartan: olmesartan
telmisartan: telmisartan
amlodipine: amlodipin|norvasc
nifedipine: nifedipin|adalat
diltiazem: diltiazem
verapamil: verapamil
hydrochlorothiazide: hydrochlorothiazid|hidroclorotiazid
chlorthalidone: chlorthalidon|clortalidon
bendroflumethiazide: bendroflumethiazid|bendrofluazid
indapamide: indapamid
furosemide: furosemid|lasix$
torasemide: torasemid
spironolactone: spironolacton|espironolacton
metoprolol: metoprolol
bisoprolol: bisoprolol
carvedilol: carvedilol
atenolol: atenolol
propranolol: propranolol
nebivolol: nebivolol
atorvastatin: atorvastatin|lipitor @statin
simvastatin: simvastatin|sinvastatin|zocor @statin
rosuvastatin: rosuvastatin|crestor @statin
pravastatin: pravastatin @statin
ezetimibe: ezetimib
warfarin: warfarin|varfarin|coumadin
acenocoumarol: acenocumarol|sintrom
theophylline: teofilin|theophyllin|aminophyllin|aminofilin
phenprocoumon: phenprocoumon|marcumar|falithrom
apixaban: apixaban|eliquis
rivaroxaban: rivaroxaban|xarelto
edoxaban: edoxaban
dabigatran: dabigatran
clopidogrel: clopidogrel|plavix
ticagrelor: ticagrelor
digoxin: digoxin
amiodarone: amiodaron
sotalol: sotalol
flecainide: flecainid
nitroglycerin: nitroglycerin|nitroglicerina|gtn$|glyceryl trinitrate
levothyroxine: levothyrox|levotirox|l-thyrox|thyroxin|synthroid|euthyrox|eutirox
omeprazole: omeprazol|prilosec
pantoprazole: pantoprazol|protonix
esomeprazole: esomeprazol|nexium
lansoprazole: lansoprazol
ranitidine: ranitidin
famotidine: famotidin
ondansetron: ondansetron|zofran
metoclopramide: metoclopramid
loperamide: loperamid
amoxicillin: amoxicil @penicillin
amoxicillin-clavulanate: augmentin|clavulan|co-amoxiclav|coamoxiclav|amoxiclav @penicillin
amoxicillin-clavulanate: amoxicillin with clavulanic acid|amoxicillin and clavulanic acid|amoxicillin-clavulanic acid|amoxicillin/clavulanic acid|amoxicillin clavulanic acid|amoxicillin with clavulan|amoxicillin and clavulan|amoxicillin-clavulan|amoxicillin/clavulan|amoxicillin clavulan|amoxicilina com acido clavulan|amoxicilina e acido clavulan|amoxicilina + acido clavulan|amoxicilina con acido clavulan|amoxicilina y acido clavulan|amoxicilina-clavulan|amoxicilina/clavulan|amoxicilina clavulan|amoxicillin mit clavulans|amoxicillin und clavulans|amoxicillin/clavulans|amoxicillin-clavulans @penicillin
ampicillin: ampicil @penicillin
flucloxacillin: flucloxacil|dicloxacil @penicillin
piperacillin: piperacil @penicillin
penicillin: penicil|benzylpenicil @penicillin
azithromycin: azithromycin|azitromicin|zithromax @macrolide
clarithromycin: clarithromycin|claritromicin @macrolide
erythromycin: erythromycin|eritromicin @macrolide
doxycycline: doxycyclin|doxiciclin @tetracycline
ciprofloxacin: ciprofloxacin|cipro$ @quinolone
levofloxacin: levofloxacin @quinolone
moxifloxacin: moxifloxacin @quinolone
nitrofurantoin: nitrofurantoin
fosfomycin: fosfomycin|fosfomicin
cefalexin: cefalexin|cephalexin|keflex @cephalosporin
cefadroxil: cefadroxil @cephalosporin
ceftriaxone: ceftriaxon @cephalosporin
cefuroxime: cefuroxim @cephalosporin
cefazolin: cefazolin @cephalosporin
trimethoprim-sulfamethoxazole: sulfamethoxazol|sulfametoxazol|bactrim|cotrimoxazol @sulfonamide
trimethoprim: trimethoprim|trimetoprim
metronidazole: metronidazol
clotrimazole: clotrimazol|canesten
fluconazole: fluconazol
terbinafine: terbinafin|lamisil
itraconazole: itraconazol
aciclovir: aciclovir|acyclovir
valaciclovir: valacyclovir|valaciclovir
oseltamivir: oseltamivir
prednisone: prednison
prednisolone: prednisolon
methylprednisolone: methylprednisolon|metilprednisolon|medrol
dexamethasone: dexamethason|dexametason
hydrocortisone: hydrocortison|hidrocortison
budesonide: budesonid
fluticasone: fluticason|flonase
mometasone: mometason|nasonex
beclometasone: beclometason|beclomethason|qvar
fluticasone-salmeterol: seretide
beclometasone: beclometason|beclomethason|qvar|clenil
clobetasol: clobetasol|dermovate
calcipotriol: calcipotriol|daivobet|enstilar|daivonex
salbutamol: salbutamol|albuterol|ventolin|proair
salmeterol: salmeterol|advair
formoterol: formoterol|symbicort
tiotropium: tiotropi|spiriva
olodaterol: olodaterol|spiolto
montelukast: montelukast|montelucast|singulair
cetirizine: cetirizin|zyrtec
chlorphenamine: chlorphenamin|chlorpheniramin|clorfenamin|clorfeniramin|piriton|polaramine
cromoglicate: cromoglic|cromoglyc|cromolyn|cromoglicinsäure
fusidic acid: fusidic|fusídico|fusidinsäure|fucidin
loratadine: loratadin|claritin
desloratadine: desloratadin
fexofenadine: fexofenadin|allegra
diphenhydramine: diphenhydramin|benadryl
pseudoephedrine: pseudoephedrin|sudafed
guaifenesin: guaifenesin|mucinex
sertraline: sertralin|zoloft
escitalopram: escitalopram|lexapro
citalopram: citalopram
fluoxetine: fluoxetin|prozac
paroxetine: paroxetin
venlafaxine: venlafaxin
duloxetine: duloxetin
bupropion: bupropion|wellbutrin
mirtazapine: mirtazapin
trazodone: trazodon
amitriptyline: amitriptylin|amitriptilin
quetiapine: quetiapin
olanzapine: olanzapin
risperidone: risperidon
aripiprazole: aripiprazol
lorazepam: lorazepam|ativan @benzodiazepine
alprazolam: alprazolam|xanax @benzodiazepine
diazepam: diazepam @benzodiazepine
clonazepam: clonazepam @benzodiazepine
zolpidem: zolpidem|ambien
gabapentin: gabapentin|neurontin
pregabalin: pregabalin|lyrica
levetiracetam: levetiracetam
lamotrigine: lamotrigin
valproate: valpro
carbamazepine: carbamazepin
topiramate: topiramat
sumatriptan: sumatriptan|imitrex
methocarbamol: methocarbamol|metocarbamol|ortoton
cyclobenzaprine: cyclobenzaprin|ciclobenzaprin|flexeril
tamsulosin: tamsulosin|tansulosin
finasteride: finasterid
sildenafil: sildenafil
tadalafil: tadalafil
allopurinol: allopurinol|alopurinol
alendronate: alendron|fosamax
risedronate: risedron
betahistine: betahistin|betaistin
donepezil: donepezil|aricept
memantine: memantin
rivastigmine: rivastigmin
cefpodoxime: cefpodoxim
colchicine: colchicin
methotrexate: methotrexat|metotrexat
hydroxychloroquine: hydroxychloroquin|hidroxicloroquin
adalimumab: adalimumab|humira
folic acid: folic acid|ácido fólico|acido folico|folsäure
iodine: iodine$|potassium iodide|yodo$|yoduro potásico|iodo$|iodeto de potássio|jod$|jodid
vitamin d: vitamin d|vitamina d|colecalciferol|cholecalciferol
vitamin b12: vitamin b12|vitamina b12|cianocobalamin|cyanocobalamin
multivitamin: multivitamin
melatonin: melatonin
fish oil: fish oil|omega 3|omega-3
coenzyme q10: co-q 10|coq10
lidocaine: lidocain
heparin: heparin
enoxaparin: enoxaparin
estradiol: estradiol
progesterone: progesteron
lactulose: lactulos|duphalac
macrogol: macrogol|movicol|laxido|forlax
senna: senna$|sene$|senósidos$|sennoside
bisacodyl: bisacodyl|bisacodil|dulcolax
ropinirole: ropinirol|requip
pramipexole: pramipexol|sifrol
contraceptive: contraceptive pill|oral contracepti|contracepti|pílula anticoncecional|pílula contracetiva|píldora anticonceptiva|pastilla anticonceptiva|anticoncep|antibabypille|verhütungsmittel|pílula$|píldora$|pille$
combined contraceptive: combined pill|microgynon|rigevidon|yasmin|combined oral contracept|pílula combinada|píldora combinada|kombinierte pille
progestogen-only pill: progestogen-only pill|mini-pill|minipill|minipille|pílula só com progestagénio|píldora de solo gestágeno
reliever inhaler: blue inhaler|reliever inhaler|inalador azul|inhalador azul|blaues spray|notfallspray
preventer inhaler: brown inhaler|preventer inhaler|purple inhaler|inalador castanho|inhalador marrón
methylphenidate: methylphenidat|metilfenidat
amphetamine: adderall
epinephrine: epinephrin|adrenalin
iron: iron$|ferro$|hierro$|eisen$
oral rehydration salts: oral rehydration|rehydration sachet|sais de reidratação|soro oral|soro de reidratação|suero oral|suero de rehidratación|elektrolytlösung|elotrans$
calcium: calcium$|cálcio$|calcio$
magnesium: magnesium$|magnésio$|magnesio$
potassium: potassium$|potássio$|potasio$|kalium$
botulinum toxin: botox$
biotin: biotin$
lithium: lithium$|lítio$|litio$
meloxicam: meloxicam|mobic$ @nsaid
indomethacin: indomethacin|indometacin @nsaid
hydrocodone: hydrocodon|vicodin|lortab|norco$ @opioid
tramadol: ultram$|tramal$ @opioid
doxazosin: doxazosin|cardura
bumetanide: bumetanid|bumex
spironolactone: aldactone
losartan: cozaar
valsartan: diovan
metoprolol: toprol|lopressor
lisinopril: zestril|prinivil
baclofen: baclofen
tizanidine: tizanidin|zanaflex
hydroxyzine: hydroxyzin|atarax
meclizine: meclizin|antivert
`

/** Classes an allergy may name ('allergic to penicillins', 'alergia a los AINE', 'Sulfonamid-Allergie'). */
const CLASS_NAMES: [RegExp, string][] = [
  [/^(?:penicil\p{L}*|beta-?lact\p{L}*|betalact\p{L}*)$/iu, 'penicillin'],
  [/^(?:cephalosporin\p{L}*|cefalospor\p{L}*)$/iu, 'cephalosporin'],
  [/^(?:sulfa|sulpha|sulfas|sulfonamid\p{L}*|sulfamid\p{L}*|sulphonamid\p{L}*)$/iu, 'sulfonamide'],
  [
    /^(?:nsaids?|aines?|nsar|anti-?inflamat[oó]ri\p{L}*|antiinflamat[oó]ri\p{L}*|entzündungshemm\p{L}*)$/iu,
    'nsaid',
  ],
  [/^(?:opioids?|opiates?|opi[áa]ceos?|opioides?|opiode?)$/iu, 'opioid'],
  [/^(?:macrolides?|macrólidos?|makrolide?)$/iu, 'macrolide'],
  [/^(?:quinolones?|quinolonas?|chinolone?|fluoroquinolon\p{L}*)$/iu, 'quinolone'],
  [/^(?:statins?|estatinas?|statine?)$/iu, 'statin'],
]

interface Entry {
  key: string
  drugClass: string | null
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Letters without their accents: Spanish and Portuguese write 'losartán', 'apixabán', 'ácido'. */
const accentless = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '')

const ENTRIES = new Map<string, Entry>()
const STEMS: { stem: string; whole: boolean; entry: Entry }[] = []
for (const line of LEXICON.trim().split('\n')) {
  const m = /^([^:]+):\s*([^@]+?)\s*(?:@(\w+))?$/.exec(line.trim())
  if (!m) continue
  // A key listed again adds names to it ('losartan: cozaar').
  const key = m[1]!.trim()
  const entry = ENTRIES.get(key) ?? { key, drugClass: m[3] ?? null }
  ENTRIES.set(entry.key, entry)
  for (const raw of m[2]!.split('|')) {
    const whole = raw.endsWith('$')
    STEMS.push({ stem: accentless(raw.replace(/\$$/, '').trim().toLowerCase()), whole, entry })
  }
}

/** A drug name as said: a lexicon stem and the rest of the word, or a whole short name. */
export const DRUG = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${STEMS.filter((s) => !s.whole)
    .map((s) => s.stem)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})[\p{L}-]*|(?<![\p{L}\d])(?:${STEMS.filter((s) => s.whole)
    .map((s) => escapeRegExp(s.stem))
    .join('|')})(?![\p{L}])`,
  'giu',
)

/** A text with its accents off, letter for letter, so offsets stay those of the text. */
const sameLengthAccentless = (text: string) =>
  text.replace(/[\u00C0-\u024F]/g, (c) => {
    const base = accentless(c)
    return base.length === 1 ? base : c
  })

/** The drug names a text says, with or without accents ('losartán'), as the text writes them. */
export function drugMatches(text: string): { 0: string; index: number }[] {
  return (
    [...sameLengthAccentless(text).matchAll(DRUG)]
      .map((m) => ({ 0: text.slice(m.index, m.index + m[0].length), index: m.index }))
      // 'ASS 100' is aspirin only as the German abbreviation is written, in capitals.
      .filter((m) => m[0].toLowerCase() !== 'ass' || m[0] === 'ASS')
  )
}

/** The lexicon entry of a name as said ('Amoxicilina' → amoxicillin), or null. */
export function medicationKey(name: string): Entry | null {
  const lower = accentless(name.toLowerCase())
  let best: { stem: string; entry: Entry } | null = null
  for (const s of STEMS)
    if (s.whole ? lower === s.stem : lower.startsWith(s.stem))
      if (!best || s.stem.length > best.stem.length) best = s
  return best?.entry ?? null
}

/** The class an allergen names, or the class of the drug it names: what the allergy covers. */
export function allergyClass(agent: string): string | null {
  const word = agent.trim().toLowerCase()
  for (const [pattern, drugClass] of CLASS_NAMES) if (pattern.test(word)) return drugClass
  return medicationKey(word)?.drugClass ?? null
}

/**
 * Whether a drug is one the patient must not have given an allergy: the same medicine, or one of the class
 * the allergy names or belongs to (penicillin covers amoxicillin; 'AINE' covers ibuprofen).
 */
export function coveredByAllergy(drug: string, allergen: string): boolean {
  const d = medicationKey(drug)
  if (!d) return false
  const a = medicationKey(allergen)
  // A combined product ('paracetamol con codeína', key 'paracetamol-codeine') holds each medicine it names.
  if (a && (a.key === d.key || d.key.split('-').includes(a.key))) return true
  const drugClass = allergyClass(allergen)
  return drugClass !== null && d.drugClass === drugClass
}

/**
 * What a medicine is taken for, when that is an allergy ('for my hay fever', 'gegen die Allergie im Frühjahr',
 * 'para a alergia', 'por la alergia al polen'): the medicine is taken, the allergy is no drug's.
 */
export const FOR_ALLERGY =
  /(?<![\p{L}])(?:for|against|gegen|wegen|para|contra|por|pela|pelo|por causa d[ao])\s+(?:(?:the|my|his|her|your|their|die|meine|seine|ihre|deine|den|der|meinen|meiner|a|o|as|os|minha|sua|suas|seu|seus|la|el|las|los|mi|mis|su|sus|tu|tus)\s+){0,2}(?:allerg(?:y|ies|ie|ien)|alergias?|hay ?fever|heuschnupfen|pollenallergie|rinite alérgica|rinitis alérgica)(?![\p{L}])/iu

/** How often, as said in each language ('ao pequeno-almoço e ao jantar' before 'ao pequeno-almoço' alone). */
export const FREQUENCY: Record<Language, RegExp> = {
  en: /\b(?:(?:(?:once|twice|three times) (?:or|to) )?(?:once|twice|three times|four times)|(?:\d+ (?:or|to) |\d+ ?[–-] ?)?\d+ times)(?: a| per)? (?:day|daily|week|night)\b|\b(?:with (?:breakfast|lunch|dinner|supper|(?:your )?evening meal)(?: and (?:with )?(?:breakfast|lunch|dinner|supper|(?:your )?evening meal))+|(?:in the )?morning and (?:at night|in the evening|evening|night)|daily|nightly|weekly|every (?:day|morning|night|evening|\d+ (?:to \d+ )?hours|other day)|at (?:night|bedtime)|in the (?:morning|evening)|as needed|bid|tid|qid|prn|qhs|with (?:meals|food|breakfast|dinner))\b/i,
  pt: /(?<![\p{L}])(?:(?:ao|à) (?:pequeno-almoço|almoço|jantar|deitar)(?: e (?:ao|à) (?:pequeno-almoço|almoço|jantar|deitar))+|(?:uma vez|duas vezes|(?:\d+ (?:ou|a) |\d+ ?[–-] ?)?\d+ vezes|três vezes)(?: por| ao| à)? (?:dia|semana|noite)|diariamente|de \d+ em \d+ horas|de manhã e à noite|de manhã|à noite|ao pequeno-almoço|ao almoço|ao jantar|ao deitar|em sos|se necessário|em jejum|todos os dias|todas as (?:manhãs|noites)|em dias alternados)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:(?:en el|con el|al|en la|con la|a la) (?:desayuno|comida|cena)(?: y (?:en el |con el |al |en la |con la |a la |la |el )?(?:desayuno|comida|cena))+|(?:una vez|dos veces|(?:\d+ (?:o|a) |\d+ ?[–-] ?)?\d+ veces|tres veces)(?: al| por| a la)? (?:día|dia|semana|noche)|cada \d+ horas|diariamente|por la mañana y por la noche|por la mañana|por la noche|en el desayuno|en la comida|en la cena|al acostarse|si precisa|si dolor|en ayunas|todos los días|todas las (?:mañanas|noches)|cada (?:mañana|noche)|a días alternos)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:zum (?:frühstück|mittagessen|abendessen)(?: und zum (?:frühstück|mittagessen|abendessen))+|(?:(?:(?:ein|zwei|drei|vier)(?:-|mal)? (?:oder|bis) )?(?:einmal|zweimal|dreimal|viermal|fünfmal|sechsmal)|(?:\d+ (?:oder|bis) |\d+ ?[–-] ?)?(?:\d+ ?mal|\d+-mal))(?: täglich| am tag| pro tag| die woche| pro woche| in der woche| wöchentlich| im monat| pro monat)|an \d+ tagen (?:im|pro) monat|täglich|morgens(?:, mittags)? und abends|jeden (?:morgen|abend)|jede nacht|morgens|mittags|abends|nachts|zur nacht|bei bedarf|nüchtern|alle \d+ stunden|\d-\d-\d(?:-\d)?)(?![\p{L}])/iu,
}

/** The words between a drug's name and a strength said without its unit: 'de', 'of', 'von', a comma or none. */
const BARE_STRENGTH = /^\s*,?\s*(?:de|of|von|da|do|del)?\s*$/iu
/** What makes a bare number after a name no strength: how often, how long, how many ('2 vezes', '3 years'). */
const NOT_STRENGTH =
  /^\s*(?:[-–/]|x\b|times?|vez|vezes|veces|mal\b|tabs?\b|caps?\b|capsules?|cápsulas?|kapseln?|years?|anos|años|jahre?n?|months?|meses|monate?n?|weeks?|semanas|wochen?|days?|dias|días|tage?n?|hours?|horas|stunden?|tablets?|pills?|comprimidos?|pastillas?|tabletten?|puffs?|inala|inhala|hübe?|gotas|drops|tropfen)/iu

/** Units a strength is given in. */
const STRENGTH_UNITS = new Set(['mg', 'mcg', 'g', 'ml', 'units', '%'])

export interface MedicationMention extends Span {
  /** The name as said, first letter capitalised. */
  name: string
  /** The lexicon key shared by the four languages. */
  key: string
  drugClass: string | null
  /** The strength said right after the name, as a note writes it ('500 mg'). */
  dose?: string
  frequency?: string
}

/**
 * The drugs a text names, each with the strength and frequency said closest after it (never past the next
 * drug). Offsets are into the text read.
 */
export function findMedications(text: string, language: Language): MedicationMention[] {
  const found: MedicationMention[] = []
  // 'Nothing apart from the pill': in English 'the pill' is the contraceptive pill ('a pill for my pressure' is not).
  const pill =
    language === 'en'
      ? [...text.matchAll(THE_PILL)].map((m) => ({ 0: m[1]!, index: m.index + m[0].length - m[1]!.length }))
      : []
  const matches = [...drugMatches(text), ...pill].sort((a, b) => a.index - b.index)
  const numbers = readNumbers(text, language)
  matches.forEach((m, i) => {
    const after = m.index + m[0].length
    // '…o salbutamol, e o Seretide 250 duas vezes por dia': the next item of a list ends what is said of this one.
    const nextItem = LIST_ITEM.exec(text.slice(after))
    const limit = Math.min(
      matches[i + 1]?.index ?? text.length,
      after + 70,
      nextItem ? after + nextItem.index : text.length,
    )
    // A strength said with its unit; else one said bare right after the name ('a metformina de 850', 'Ramipril
    // 5'), written as said, never given a unit nobody said.
    const strength =
      numbers.find((n) => n.start >= after && n.end <= limit && STRENGTH_UNITS.has(n.unit ?? '')) ??
      numbers.find(
        (n) =>
          n.start >= after &&
          n.end <= limit &&
          !n.unit &&
          n.shape === 'number' &&
          // 'El tiotropio una vez al día', 'paracetamol 2 cada 8 horas': a small whole number is an article or a
          // count of tablets, never a strength ('Bisoprolol 2,5' is one).
          (n.values[0]! >= 5 || !Number.isInteger(n.values[0])) &&
          BARE_STRENGTH.test(text.slice(after, n.start)) &&
          !NOT_STRENGTH.test(text.slice(n.end, n.end + 12)) &&
          // 'de oito em oito horas', '6 and 6': one end of how often, not a strength.
          !numbers.some(
            (o) =>
              o.start > n.end && /^\s*(?:em|en|in|e|y|and|a|to|bis)\s+$/iu.test(text.slice(n.end, o.start)),
          ),
      )
    // '18 units of Lantus', '20 unidades de insulina': a strength said before the name, with 'of' between.
    const before =
      strength ??
      numbers.find(
        (n) =>
          n.end <= m.index &&
          STRENGTH_UNITS.has(n.unit ?? '') &&
          /^\s*(?:of|de|do|da|del|von)\s+(?:(?:the|your|o|a|el|la|der|die|das)\s+)?$/iu.test(
            text.slice(n.end, m.index),
          ),
      )
    const window = normaliseNumbers(text.slice(after, limit), language)
    const often = FREQUENCY[language].exec(window)
    // 'Up to 1 g four times a day', 'no máximo três vezes por dia': a most, never written as the dose taken.
    const most = (before: string) => MOST.exec(before)?.[0].trim()
    const strengthMost = strength && most(text.slice(after, strength.start))
    const oftenMost = often && most(window.slice(0, often.index))
    // 'I'm not taking the metformin every day': how often it is not taken, never how often it is.
    const notTaken =
      !!NOT_TAKEN[language]?.test(text.slice(Math.max(0, m.index - 40), m.index)) ||
      (!!often && /(?<![\p{L}])(?:not|não|no|nicht|nie)\s+$/iu.test(window.slice(0, often.index)))
    const guessed =
      often && (oftenMost && oftenMost !== strengthMost ? `${oftenMost} ${often[0].trim()}` : often[0])
    // 'O lorazepam quando não consigo dormir, talvez duas vezes por semana': taken when needed.
    const said =
      guessed &&
      (WHEN_NEEDED.test(window.slice(0, often.index)) ||
        // 'siete mililitros cada ocho horas si lo necesita': said after how often.
        NEEDED_AFTER.test(window.slice(often.index + often[0].length)))
        ? `${AS_NEEDED_WORD[language]}, ${guessed.trim()}`
        : guessed
    // 'Lantus, 10 unidades de manhã e 6 à noite': a second dose at another time goes with the first.
    const second = often ? SECOND_DOSE.exec(window.slice(often.index + often[0].length)) : null
    const both = said && second ? `${said.trim()} ${second[0].trim()}` : said
    // 'Salbutamol, two puffs when she needs it', 'eine Ibuprofen 400, wenn es schlimm ist': with no how often, a
    // medicine taken when needed is written so, never as if taken regularly.
    // ('Cuando me duele la cabeza, paracetamol': the clause of when, said just before the name.)
    const needed = !often && NEEDED_ALONE.exec(window)
    const neededBefore = !often && NEEDED_BEFORE.test(text.slice(Math.max(0, m.index - 60), m.index))
    const frequency =
      both && notTaken
        ? `${NOT_WORD[language]} ${both.trim()}`
        : (both ?? ((needed && needed.index <= 40) || neededBefore ? AS_NEEDED_WORD[language] : undefined))
    const name = m[0].replace(/-+$/, '')
    const entry = medicationKey(name) ?? (/^pill$/i.test(name) ? medicationKey('contraceptive pill') : null)
    if (!entry) return
    // 'Meio comprimido de bisoprolol de 2,5', 'two puffs of salbutamol': how much of it is taken, said before
    // the name, stays with the strength (never 'Bisoprolol 2,5' for half a tablet of it).
    const amount =
      AMOUNT_BEFORE.exec(text.slice(Math.max(0, m.index - 40), m.index))?.[1] ??
      (strength ? undefined : AMOUNT_AFTER.exec(text.slice(m.index + m[0].length, limit))?.[1])
    const taken =
      amount &&
      normaliseNumbers(amount, language)
        .replace(/\s+/g, ' ')
        .replace(/^\p{Lu}/u, (c) => c.toLowerCase())
    // 'La furosemida se la subieron de veinte a cuarenta miligramos': from one strength to another, the one taken
    // now; a range said with no change ('de 200 a 400 mg cada 8 horas') stays a range.
    const changedTo =
      strength?.values.length === 2 &&
      FROM_BEFORE.test(text.slice(Math.max(0, strength.start - 6), strength.start)) &&
      CHANGE_SAID.test(text.slice(Math.max(0, m.index - 80), strength.start))
        ? strength.written.replace(/^.*?(?:\s(?:a|to|bis|até|y|e|and)\s|\s?[–-]\s?)/iu, '')
        : undefined
    const dose = strength
      ? strengthMost
        ? `${strengthMost} ${strength.written}`
        : (changedTo ?? strength.written)
      : before?.written
    found.push({
      start: m.index,
      end: m.index + name.length,
      name: name.charAt(0).toUpperCase() + name.slice(1),
      key: entry.key,
      drugClass: entry.drugClass,
      ...(dose || taken ? { dose: [dose, taken].filter(Boolean).join(', ') } : {}),
      ...(frequency ? { frequency: frequency.trim() } : {}),
    })
  })
  // 'The combined pill for contraception', 'a pílula para anticonceção': what a medicine named just before is
  // for, not a second medicine.
  return found.filter((m, i) => {
    const before = found[i - 1]
    const next = found[i + 1]
    // 'A blue inhaler, salbutamol': an inhaler named by its colour beside its drug is that drug.
    const named = (o: MedicationMention | undefined, gap: string) =>
      !!o && INHALER_BY_KIND.has(m.key) && /^[\s,(—–-]*$/u.test(gap)
    // A name right beside this one, with only a comma and an article between them.
    const apposed = (o: MedicationMention | undefined): o is MedicationMention =>
      !!o && APPOSITION.test(o.start > m.start ? text.slice(m.end, o.start) : text.slice(o.end, m.start))
    return !(
      (before && m.start - before.end <= 40 && PURPOSE.test(text.slice(before.end, m.start))) ||
      named(next, next ? text.slice(m.end, next.start) : '') ||
      named(before, before ? text.slice(before.end, m.start) : '') ||
      // 'Tomo a pílula, a Yasmin, e ibuprofeno': a kind of medicine followed by the product that names it is one
      // medicine, named by the product.
      (apposed(next) && next.key.endsWith(` ${m.key}`)) ||
      // 'Eliquis, apixaban 5': a medicine named twice is one, kept where its strength is said (the first, when
      // both or neither say it).
      (apposed(next) && next.key === m.key && !m.dose) ||
      (apposed(before) && before.key === m.key && (!!before.dose || !m.dose))
    )
  })
}

/** A second dose at another time of day ('e 6 à noite', 'and 8 units at night', 'y 4 por la noche', 'und 6 abends'). */
const SECOND_DOSE =
  /^\s*(?:e|and|y|und)\s+\d+(?:[.,]\d+)?(?:\s*(?:unidades|units?|einheiten|ui|iu|mg|comprimidos?|tablets?|pastillas?|tabletten?))?\s+(?:(?:à|de|ao|at|in the|por la|a la|en la|am|zur|al)\s+)?(?:noite|manhã|tarde|almoço|jantar|night|morning|evening|lunch|bedtime|noche|mañana|comida|cena|abend|morgen|mittag|abends|morgens|mittags|nachts)(?![\p{L}])/iu

/** Nothing but a comma and an article between two names: the second names the first. */
const APPOSITION = /^\s*,\s*(?:(?:the|my|o|a|os|as|el|la|los|las|der|die|das|den)\s+)?$/iu

// ('I'd like to start the pill', 'doesn't stop the pill working', 'Just the pill, Microgynon' are not; what is taken is.)
const THE_PILL =
  /(?<![\p{L}])(?:taking|take|takes|using|use|uses|on|apart from|except(?: for)?|other than|besides) the (pill)(?![\p{L}])(?!\s+(?:for|to|that|which|because|working))(?!,\s*\p{Lu})/giu

/** Inhalers named by their colour or role ('the blue inhaler', 'a preventer inhaler'), not by their drug. */
const INHALER_BY_KIND = new Set(['reliever inhaler', 'preventer inhaler'])

/** How much of a medicine is taken at a time: 'meio comprimido', 'two puffs', 'zwei Hübe'. */
const AMOUNT = String.raw`(?:meio|meia|half(?: a)?|medio|media|(?:eine )?halbe|um quarto de|a quarter(?: of a)?|un cuarto de|(?:eine )?viertel|\d+(?:[.,]\d+)?|dois|duas|três|two|three|four|dos|tres|cuatro|zwei|drei|vier)\s+(?:comprimidos?|tablets?|pills?|pastillas?|tabletten?|cápsulas?|capsules?|kapseln?|puffs?|inalações|inhalaciones|hübe?|gotas|drops|tropfen)`

/** How much of a medicine is taken, said just before its name: 'meio comprimido de', 'two puffs of the'. */
const AMOUNT_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\d])(${AMOUNT})\s+(?:(?:de|of|von|do|da|del)\s+)?(?:(?:o|a|the|el|la|der|die|das|dem|my|your)\s+)?$`,
  'iu',
)

/** The same, said just after the name ('the brown inhaler, two puffs morning and night'). */
const AMOUNT_AFTER = new RegExp(String.raw`^,?\s+(${AMOUNT})(?![\p{L}])`, 'iu')

/** A taking denied just before the medicine's name ('not taking the', 'não tomo a', 'no me tomo la'). */
const NOT_TAKEN: Partial<Record<Language, RegExp>> = {
  en: /\b(?:not|n't|never) (?:been )?(?:taking|take|using|use|on)(?: (?:the|my|your|his|her))?\s*$/i,
  pt: /(?<![\p{L}])(?:não|nunca) (?:tomo|tomei|toma|tomou|estou a tomar|uso|usa)(?: (?:a|o|as|os))?\s*$/iu,
  es: /(?<![\p{L}])(?:no|nunca) (?:me )?(?:tomo|tomé|toma|tomó|estoy tomando|uso|usa)(?: (?:la|el|las|los))?\s*$/iu,
  // German says it after the name ('nehme das Metformin nicht täglich'): read before how often, below.
}
const NOT_WORD: Record<Language, string> = { en: 'not', pt: 'não', es: 'no', de: 'nicht' }
const AS_NEEDED_WORD: Record<Language, string> = {
  en: 'when needed',
  pt: 'se necessário',
  es: 'si lo necesita',
  de: 'bei Bedarf',
}
/** 'If needed', said before or after how often ('every eight hours if needed', 'cada ocho horas si lo necesita'). */
const IF_NEEDED = `if (?:needed|necessary|required)|when needed|as needed|se necessário|se precisar|si lo necesita|si es necesario|si hace falta|bei Bedarf|falls nötig|wenn nötig`
/** A clause of when the patient takes it, before how often ('when I can't sleep', 'wenn ich Schmerzen habe'). */
export const WHEN_NEEDED = new RegExp(
  String.raw`(?<![\p{L}])(?:${IF_NEEDED}|when|whenever|quando|sempre que|cuando|siempre que|wenn|immer wenn|falls|bei Fieber|if (?:she|he|you|they|there) (?:has|have|gets?|is|are)|se (?:tiver|houver)|si (?:tiene|hay))(?![\p{L}])`,
  'iu',
)

/** A when-needed clause said with no how often ('when she needs it', 'wenn es schlimm ist', 'cuando lo necesita'). */
const NEEDED_ALONE = new RegExp(
  String.raw`(?<![\p{L}])(?:${IF_NEEDED}|when (?:i|she|he|they|you) (?:need|needs) (?:it|them|one)|when (?:it's|it is) bad|quando (?:precis[oa]|é preciso|está pior|dói muito)|cuando (?:lo|la|los|las) necesit[oa]|cuando me duele mucho|wenn (?:ich (?:es|sie) brauche|es schlimm ist|es stark weh tut|die schmerzen stark sind))(?![\p{L}])`,
  'iu',
)

/** A clause of when it is taken, closed by its comma right before the medicine ('cuando me duele la cabeza, …'). */
const NEEDED_BEFORE =
  /(?<![\p{L}])(?:when|whenever|cuando|siempre que|quando|sempre que|wenn|immer wenn)\s[^,.;:?!]{1,40},\s*(?:(?:the|el|la|o|a|das|die|der|den)\s+)?$/iu

/** 'If needed' said right after how often: taken when needed all the same. */
const NEEDED_AFTER = new RegExp(String.raw`^\s*,?\s*(?:${IF_NEEDED})(?![\p{L}])`, 'iu')

/**
 * The words that make a dose or how often a most or a guess, said just before it ('up to', 'no máximo',
 * 'höchstens'; 'about', 'umas', 'etwa'): kept with it, never written as the exact dose taken.
 */
const MOST =
  /(?<![\p{L}])(?:up to|no more than|not more than|a maximum of|at most|no máximo|até ao máximo de|até|um máximo de|como máximo|un máximo de|hasta|bis zu|höchstens|maximal|about|around|roughly|maybe|perhaps|talvez|quizás|quizá|tal vez|a lo mejor|vielleicht|umas|uns|cerca de|unas|unos|alrededor de|etwa|ungefähr|circa|(?<!,\s*)so|quase|almost|nearly|casi|fast|praticamente|practically|prácticamente)\s+$/iu

/** Where the next item of a list starts: ', e o', ', y la', ', and the', ', und das'. */
const LIST_ITEM = /,\s*(?:e|y|and|und)\s+(?:o|a|os|as|el|la|los|las|the|my|das|die|der|den)\s+/iu

/** 'from' right before a pair of strengths ('de 20 a 40 mg', 'from 20 to 40 mg', 'von 20 auf 40 mg'). */
const FROM_BEFORE = /(?<![\p{L}])(?:de|from|von)\s+$/iu
/** A change of dose said ('subieron', 'was doubled', 'aumentada', 'erhöht'). */
const CHANGE_SAID =
  /(?<![\p{L}])(?:sub\p{L}*|baj\p{L}*|aument\p{L}*|reduc\p{L}*|reduz\p{L}*|dobl\p{L}*|dupl\p{L}*|pas(?:ó|aron|ou|saram)|cambi\p{L}*|increas\p{L}*|decreas\p{L}*|doubl\p{L}*|halv\p{L}*|went up|went down|erhöh\p{L}*|reduzier\p{L}*|verdoppel\p{L}*|halbier\p{L}*|gesteigert)(?![\p{L}])/iu

/** The words between a medicine and what it is for ('for', 'para', 'zur', 'gegen'). */
const PURPOSE = /(?<![\p{L}])(?:for|para|zur|zum|gegen)\s+$/iu

/** 'Metformin 1000 mg twice a day'. */
export const medicationLine = (m: {
  name: string
  dose?: string | undefined
  frequency?: string | undefined
}) =>
  // A strength without its unit is kept apart from how often: 'Metformina 850, 2 vezes ao dia'.
  m.dose && /\d$/.test(m.dose) && m.frequency
    ? `${m.name} ${m.dose}, ${m.frequency}`
    : [m.name, m.dose, m.frequency].filter(Boolean).join(' ')

/** A strength as written in a note: '20 mg', '0.5 mg', '1000 mg', '10 units'. */
export const DOSE =
  /\b\d+(?:[.,]\d+)?\s?(?:mg|mcg|µg|g|ml|mL|units?|unidades|einheiten|ui|iu|IE|%)(?![\p{L}])/iu

/** A name's spelling across pt, en, de and es reduced to one ('Penicillin', 'penicilina' → 'penicilin'). */
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

/** One key for a medicine however it is written in the four languages: the lexicon's, else its spelling. */
export function drugKey(said: string): string {
  const name = said.replace(/-+$/, '')
  return medicationKey(name)?.key ?? spelling(name)
}
