import type { Language } from '../../../contract/common'
import { READING } from '../clinical/lang/packs'
import type { SourceSentence } from '../clinical/types'
import { contentStems, fold, STOPWORDS, stem } from './words'

/**
 * A symptom asked in a list that ends with where it is felt ('any blood, pain and/or burning during
 * urination?', 'dor ou sangue ao urinar?'): the words of passing urine say what the list is of, not a
 * circumstance. Each item of such a list is followed, within four words of the list (no small word of
 * place between), by the words of passing urine.
 */
const URINATING: Record<Language, string> = {
  en: '(?:during|with|when|on|while) (?:urination|urinating|you urinate|he urinates|she urinates|you pee|peeing|passing urine|voiding)|in (?:the |your |his |her )?urine',
  pt: '(?:ao|a|quando) (?:urinar|urina|faz xixi)|na urina',
  es: '(?:al|cuando) (?:orinar|orina)|en (?:la )?orina',
  de: 'beim (?:wasserlassen|urinieren)|im urin',
}
const LIST_JOINERS: Record<Language, string> = {
  en: 'and/or|and or|or|and',
  pt: 'e/ou|ou|e',
  es: 'y/o|o|y|e',
  de: 'und/oder|oder|und',
}
const PLACE_WORDS: Record<Language, string> = {
  en: 'in|on|at|of|to|from|your|his|her|my|the|a|an|you|he|she|it',
  pt: 'no|na|nos|nas|em|de|do|da|o|a|os|as|ao|quando|seu|sua',
  es: 'en|el|la|los|las|de|del|al|cuando|su|sus',
  de: 'im|in|am|an|der|die|das|den|dem|beim|wenn|ihr|ihre|ihren',
}
/** Words that deny the next item of a list, folded. */
const ITEM_DENIALS: Record<Language, string> = {
  en: 'no|not|nor|without|never',
  pt: 'nao|sem|nem|nenhum\\w*|nunca',
  es: 'no|sin|ni|ningun\\w*|nunca',
  de: 'kein\\w*|nicht|ohne|weder|noch|nie',
}
/** What comes before the words of passing urine, after an item of the list. */
// ('Loin pain, no blood in the urine': a denial between them starts another item; the urine is the blood's.)
const beforeUrinating = (language: Language) =>
  `(?=(?:,? (?:(?:${LIST_JOINERS[language]}) )?(?!(?:${PLACE_WORDS[language]}|${LIST_JOINERS[language]}|${ITEM_DENIALS[language]})\\b)[a-z]+){0,4}?,? (?:${URINATING[language]})\\b)`

/**
 * Symptoms and findings a note affirms or denies, by a key shared by their forms ('fevers', 'fever';
 * 'vómitos', 'vomitar'), in each language. Written folded (lower case, no accents).
 */
const TERMS: Record<Language, [string, string][]> = {
  en: [
    ['fever', 'fevers?|a?febrile'],
    ['chills', 'chills'],
    ['sweats', 'night sweats|sweats|(?:excessive )?sweating|diaphore\\w*'],
    ['cough', 'cough\\w*'],
    ['nausea', 'nause\\w*|queasy|sick to (?:my|your|his|her) stomach'],
    ['vomiting', 'vomit\\w*|throw(?:ing|n)? up|threw up|emesis'],
    ['diarrhea', 'diarrh\\w*|loose stools?'],
    ['constipation', 'constipat\\w*'],
    ['dizziness', 'dizz\\w*|lightheaded\\w*|light-headed\\w*|vertigo'],
    ['headache', 'headaches?'],
    ['fatigue', 'fatigue\\w*|tired\\w*'],
    ['weakness', 'weakness'],
    ['numbness', 'numb\\w*'],
    ['tingling', 'tingl\\w*|par(?:a|ae)?esthes\\w*|pins and needles'],
    ['rash', 'rash\\w*'],
    ['itching', 'itch\\w*|pruritus'],
    ['bleeding', 'bleed\\w*'],
    [
      'blood in stool',
      'blood in (?:the |your |his |her )?(?:stools?|bowel movements?)|hematochezia|melena|(?:dark|black),? (?:tarry )?stools?|tarry stools?',
    ],
    ['blood in urine', `blood in (?:the |your |his |her )?urine|hematuria|blood${beforeUrinating('en')}`],
    [
      'dyspnea',
      'shortness of breath|short of breath|dyspnea|sob|trouble breathing|difficulty breathing|breathless\\w*|winded',
    ],
    ['wheezing', 'wheez\\w*'],
    ['chest pain', 'chest (?:pains?|discomfort|pressure|tightness)'],
    ['palpitations', 'palpitations?|heart racing|racing heart|heart (?:is )?(?:pounding|fluttering)'],
    ['swelling', 'swell\\w*|swollen|edema'],
    ['murmur', 'murmurs?'],
    ['rales', 'rales|crackles|rhonchi'],
    ['tenderness', '(?:non-?)?tender\\w*'],
    ['erythema', 'erythema|redness'],
    ['bruising', 'bruis\\w*|ecchymosis'],
    ['weight loss', 'weight loss|lost weight|losing weight'],
    ['weight gain', 'weight gain|gained weight|gaining weight'],
    ['sore throat', 'sore throat'],
    ['congestion', 'congestion|congested|stuffy nose'],
    ['rhinorrhea', 'runny nose|rhinorrhea'],
    [
      'abdominal pain',
      'abdominal (?:pain|discomfort)|(?:stomach|belly|tummy) (?:pain|ache)|stomachache|epigastric pain',
    ],
    [
      'dysuria',
      `dysuria|burning (?:with|when) (?:urination|you pee|peeing)|pain with urination|(?:pain(?:ful)?|burning|discomfort|stinging)${beforeUrinating('en')}`,
    ],
    ['urgency', 'urgency|urge to (?:urinate|pee)'],
    [
      'urinary frequency',
      'frequent urination|urinary frequency|(?:urinating|peeing) (?:more )?(?:frequently|often|a lot)',
    ],
    [
      'urinary difficulty',
      '(?:difficulty|trouble|problems?) (?:urinating|passing urine|peeing|with urination)|hesitancy|weak (?:urine |urinary )?stream',
    ],
    [
      'vision',
      'blurr\\w* vision|vision (?:changes?|problems?)|visual (?:changes?|disturbances?)|double vision|diplopia',
    ],
    ['seizure', 'seizures?'],
    [
      'syncope',
      'syncope|faint\\w*|pass(?:es|ed|ing)? out|los(?:e|es|t|ing) consciousness|loss of consciousness',
    ],
    ['effusion', 'effusions?'],
    [
      'suicidal ideation',
      "suicidal(?: or homicidal)? (?:ideations?|thoughts?)|suicidal|thoughts? of (?:harming|hurting|killing|ending) (?:yourself|himself|herself|themselves|myself|your life|his life|her life|my life)|self-?harm\\w*|(?:life|it) (?:isn't|is not|wasn't|was not) worth living",
    ],
    ['homicidal ideation', 'homicidal (?:ideations?|thoughts?)'],
    ['fracture', 'fractures?|broken bones?'],
    ['hernia', 'hernias?'],
    ['distress', 'distress'],
    ['deformity', 'deformit\\w*'],
    ['crepitus', 'crepitus'],
    ['laxity', 'laxity'],
    ['mass', 'masses|mass|lumps?'],
    ['ulcer', 'ulcers?|ulceration'],
    ['joint pain', 'joint pains?|arthralgias?'],
    ['muscle pain', 'muscle (?:pains?|aches?)|body aches?|myalgias?'],
    ['back pain', 'back pain'],
    ['injury', 'injur\\w*|trauma'],
    [
      'lymphadenopathy',
      'lymphadenopathy|adenopathy|(?:swollen|enlarged|inflamed|palpable) (?:lymph )?(?:nodes?|glands?)|lymph nodes? (?:swollen|enlarged)',
    ],
    ['jugular venous distention', 'jugular ve\\w* disten\\w*|jvd'],
    ['bruit', 'bruits?'],
    ['gallop', 'gallops?'],
    ['rub', 'rubs|(?:friction|pericardial) rub'],
    ['papilledema', 'papilledema'],
    ['jaundice', 'jaundice\\w*|icter\\w*|yellowing of (?:the |your |his |her )?(?:skin|eyes)'],
    ['thyromegaly', 'thyromegaly|goiter|enlarged thyroid|thyroid enlargement'],
    ['organomegaly', 'hepatosplenomegaly|hepatomegaly|splenomegaly|organomegaly|enlarged (?:liver|spleen)'],
    ['peritoneal signs', 'peritoneal signs|signs of peritonitis|peritonism'],
    ['clubbing', 'clubbing'],
    [
      'cyanosis',
      'cyanos\\w*|cyanotic|blu(?:e|ish) (?:colou?r|tinge|discolou?ration)|turn(?:s|ed|ing)? blue|blue lips',
    ],
    ['apnea', 'apnea\\w*|apnoea\\w*|(?:interrupted|paus\\w* in) breathing|stop(?:s|ped|ping)? breathing'],
    ['rebound', 'rebound\\w*'],
    ['guarding', 'guarding'],
    ['hydronephrosis', 'hydronephrosis'],
    ['osteomyelitis', 'osteomyelitis'],
    ['infection', 'infect\\w*'],
    ['dislocation', 'dislocat\\w*'],
    ['lesion', 'lesions?'],
    ['thrush', 'thrush'],
    ['discharge', 'discharge|drainage|purulen\\w*|pus'],
    ['fluctuance', 'fluctuan\\w*'],
    ['recession', 'recession|retractions?|indrawing'],
    ['sputum', 'sputum|phlegm|productive'],
    ['hypoglycemia', 'hypoglyc\\w*|low (?:blood )?sugars?'],
    ['wound', 'wounds?|ulcers? on (?:the |his |her |your )?feet'],
    ['locking', 'locking|catching|gives? way|giving way'],
    ['blisters', 'blisters?|bullae'],
    ['clicking', 'clicking|popping|snapping'],
    ['nail pitting', 'nail pitting|pitting of the nails|pitted nails'],
    ['neurological deficit', '(?:focal )?neurologic(?:al)? deficits?'],
    ['diabetes', 'diabet\\w*'],
    ['stiffness', 'stiff\\w*'],
    [
      'sleep problems',
      'sleep disturbances?|(?:trouble|difficulty|problems?) (?:sleeping|with (?:your |his |her )?sleep)|insomnia',
    ],
    [
      'incontinence',
      'incontinen\\w*|loss of (?:bowel|bladder)(?: or (?:bowel|bladder))?(?: function| control)?',
    ],
    // Drugs first, so 'smokes weed' is not read as tobacco.
    [
      'drugs',
      // 'I don't do drugs', 'never used drugs': drugs done or used are not medicines.
      '(?:illicit|recreational|street|illegal|hard) (?:drugs?|substances?)|(?:what|how) about drugs|drug (?:use|abuse)|illicits|(?:do|does|did|doing|done|use|uses|used|using|tried|try) (?:any |other |hard )?drugs|smok\\w* (?:marijuana|weed|pot|cannabis|joints?)|marijuana|cannabis|weed|cocaine|heroin',
    ],
    ['smoking', 'smok\\w*|tobacco|cigarettes?|cigars?|nicotine|vap(?:e|ing)'],
    // 'Do you drink?', 'I don't drink or do drugs', 'drinks socially': drinking with nothing drunk named.
    [
      'alcohol',
      'alcohol(?:ic)?|etoh|ethanol|beers?|wine|liquor|drink(?:s|ing)? alcohol|(?:have|has|had|having) (?:a|one|two|a few|a couple(?: of)?|the (?:odd|occasional)|an occasional) drinks?(?! of)|drink(?:s|ing|er)?(?=\\s*(?:[,.?!;]|$)|\\s+(?:or|and) (?:smok|do drugs|use drugs)|\\s+(?:socially|occasionally|heavily|rarely|daily)|\\s+(?:every (?:day|night|evening|week|weekend)|(?:every )?(?:once (?:in|and) a while|now and (?:then|again))|from time to time|on (?:the )?weekends?)\\b(?![^.?!]*\\b(?:water|juice|milk|coffee|tea|soda|fluids)\\b))',
    ],
    // Last, so every named pain above is read first: pain of a place, by the words around it.
    [
      'pain',
      'pain(?:s|ful)?(?! (?:medic\\w*|meds|pills?|killers?|relievers?|management|clinic|control|scale|levels?|scores?|regimen|specialist))|hurts?|hurting|sore(?:ness)?|aches?|aching',
    ],
    [
      'hematemesis',
      'vomiting blood|vomited blood|threw up blood|hematemesis|blood in (?:the |your |his |her )?vomit',
    ],
    [
      'dysphagia',
      'dysphagia|(?:trouble|difficulty|problems?) (?:in |with )?swallowing|(?:hard|painful) to swallow',
    ],
    ['clot', 'blood clots?|clots?|dvt|deep vein thrombosis|thrombos\\w*|pulmonary embol\\w*'],
    [
      'hearing loss',
      'hearing loss|loss of hearing|(?:hard|trouble) hearing|tinnitus|ringing in (?:the|your|my|his|her) ears',
    ],
    [
      'speech',
      'slurred speech|(?:trouble|difficulty) (?:speaking|talking)|speech (?:problems?|difficult\\w*)',
    ],
    ['diplopia', 'double vision|diplopia|seeing double'],
  ],
  pt: [
    ['fever', 'febre|a?febril'],
    ['chills', 'calafrios|arrepios'],
    ['sweats', 'suores?(?: noturnos)?|sudorese|diaforese|(?:a )?suar (?:muito|demasiado)'],
    ['cough', 'tosse'],
    ['nausea', 'nauseas?|enjoos?|enjoad\\w*'],
    ['vomiting', 'vomit\\w*|vomitos?'],
    ['diarrhea', 'diarreia'],
    ['constipation', 'obstipacao|prisao de ventre'],
    ['dizziness', 'tonturas?|vertigens?'],
    ['headache', 'cefaleias?|dores? de cabeca'],
    ['fatigue', 'cansaco|cansad\\w*|fadiga'],
    ['weakness', 'fraqueza'],
    ['numbness', 'dormencia|dormente'],
    ['tingling', 'formigueiro|formigamento|parestesias?'],
    ['rash', 'erupcao|manchas na pele|exantema'],
    ['itching', 'comichao|prurido'],
    ['blood in urine', `hematuria|sangue na urina|sangue${beforeUrinating('pt')}`],
    ['bleeding', 'sangr\\w*|hemorragia'],
    ['dyspnea', 'falta de ar|dispneia|cansaco a respirar|dificuldade (?:em|a|para) respirar'],
    ['wheezing', 'pieira|sibilos|chiadeira'],
    ['chest pain', 'dor(?:es)? (?:no peito|toracica)|pre-?cordialgia'],
    ['palpitations', 'palpitacoes'],
    ['swelling', 'inchac\\w*|inchad\\w*|edemas?'],
    ['murmur', 'sopros?'],
    ['rales', 'fervores|crepitacoes|roncos'],
    ['tenderness', 'doloros\\w* a palpacao|dor a palpacao'],
    ['erythema', 'eritema|vermelhidao|rubor'],
    ['weight loss', 'perda de peso|perdeu peso|emagrec\\w*'],
    ['sore throat', 'dor de garganta|odinofagia'],
    ['congestion', 'congestao nasal|nariz entupido|rinorreia|corrimento nasal'],
    ['abdominal pain', 'dor abdominal|dor de barriga|dor na barriga'],
    [
      'dysuria',
      `disuria|ardor (?:a|ao) urinar|dor ao urinar|(?:dor|dores|ardor|ardencia|desconforto)${beforeUrinating('pt')}`,
    ],
    ['urgency', 'urgencia (?:urinaria|miccional|em urinar)|vontade urgente de urinar'],
    ['urinary frequency', 'polaquiuria|urinar (?:muitas vezes|com muita frequencia|muito frequentemente)'],
    ['urinary difficulty', 'dificuldade (?:em|a|para) urinar|jato (?:urinario )?fraco'],
    ['seizure', 'convuls\\w*'],
    ['syncope', 'sincope|desmai\\w*|perd\\w* (?:de |a )?consciencia|perd\\w* os sentidos'],
    [
      'suicidal ideation',
      'ideac\\w* suicid\\w*|pensamentos? suicid\\w*|pensamentos? de (?:morte|se magoar|se matar|por fim a vida)|vontade de morrer|fazer mal a si (?:propri[oa]|mesm[oa])|magoar-se',
    ],
    ['fracture', 'fraturas?'],
    ['hernia', 'hernias?'],
    ['deformity', 'deformidade'],
    ['mass', 'massas?'],
    ['joint pain', 'dor(?:es)? (?:nas|das) articulac\\w*|artralgias?'],
    ['muscle pain', 'dor(?:es)? musculares?|mialgias?'],
    ['back pain', 'dor(?:es)? (?:nas costas|lombar)|lombalgia'],
    ['injury', 'lesao|traumatismo|trauma'],
    [
      'lymphadenopathy',
      'adenopatias?|linfadenopatias?|ganglios? (?:linfaticos? )?(?:inchad\\w*|aumentad\\w*|inflamad\\w*|palpave\\w*)',
    ],
    ['jugular venous distention', 'turgescencia (?:venosa )?jugular|ingurgitamento jugular'],
    ['jaundice', 'ictericia|icteric\\w*|pele amarela|olhos amarelos'],
    ['thyromegaly', 'bocio|tiromegalia|tiroide aumentada'],
    ['organomegaly', 'hepatoesplenomegalia|hepatomegalia|esplenomegalia|organomegalias?|figado aumentado'],
    ['peritoneal signs', 'irritacao peritoneal|sinais peritoneais|peritonismo'],
    ['cyanosis', 'cianose|cianotic\\w*|cor (?:azulada|arroxeada)|arroxead\\w*|labios roxos'],
    ['apnea', 'apneias?|pausas (?:na respiracao|respiratorias)|para(?:r|va)? de respirar'],
    ['guarding', 'defesa (?:abdominal|muscular)'],
    ['infection', 'infec\\w*'],
    ['dislocation', 'luxac\\w*'],
    ['discharge', 'corrimento|pus|secrec\\w*|supura\\w*|purulent\\w*'],
    ['fluctuance', 'flutua\\w*'],
    ['sputum', 'expetora\\w*|expectora\\w*|catarro'],
    ['hypoglycemia', 'hipoglic\\w*|acucar baixo'],
    ['wound', 'feridas?|ulceras?'],
    ['locking', 'bloqueios?|bloqueia\\w*|prende\\w*'],
    ['blisters', 'bolhas?|flictenas?'],
    ['crusts', 'crostas?'],
    ['neurological deficit', 'defices? neurolog\\w*|deficits? neurolog\\w*'],
    ['diabetes', 'diabet\\w*'],
    ['stiffness', 'rigidez'],
    ['sleep problems', 'insonia|dificuldade em dormir|problemas? (?:de|para|a) dormir'],
    ['smoking', 'fum\\w*|tabac\\w*|tabag\\w*|cigarros?'],
    [
      'alcohol',
      'alcool|bebidas alcoolicas|beb(?:e|o|ia|er)(?=\\s*(?:[,.?!;]|$)|\\s+(?:ou|e) fum|\\s+(?:socialmente|ocasionalmente|raramente)|\\s+(?:de vez em quando|as vezes|todos os dias|aos? fins? de semana)\\b(?![^.?!]*\\b(?:agua|sumo|leite|cafe|cha)\\b))',
    ],
    ['drugs', 'drogas?'],
    ['pain', 'dor(?:es)?|doi|doem|doer|dorid\\w*|dolorid\\w*'],
    [
      'blood in stool',
      'fezes (?:negras|escuras|com sangue)|sangue nas fezes|melenas?|retorragias?|rectorragias?',
    ],
    ['hematemesis', 'vomitos? com sangue|vomitar sangue|vomitou sangue|hematemeses?'],
    ['dysphagia', '(?:dificuldade|problemas?) (?:em|a|para) engolir|disfagia'],
    ['clot', 'coagulos?|trombos\\w*|embolias?'],
    ['hearing loss', 'perda de audicao|ouve mal|zumbidos?|acufenos'],
    ['speech', 'dificuldade (?:em|a) falar|fala arrastada|alteracoes da fala'],
    ['diplopia', 'visao dupla|diplopia'],
    ['weight gain', 'aumento de peso|ganhou peso|engordou|engordar'],
  ],
  es: [
    ['fever', 'fiebre|a?febril'],
    ['chills', 'escalofrios'],
    ['sweats', 'sudores?(?: nocturnos)?|sudoracion|diaforesis|sudar (?:mucho|demasiado)'],
    ['cough', 'tos'],
    ['nausea', 'nauseas?'],
    ['vomiting', 'vomit\\w*|vomitos?'],
    ['diarrhea', 'diarreas?'],
    ['constipation', 'estrenimiento'],
    ['dizziness', 'mareos?|maread\\w*|vertigos?'],
    ['headache', 'cefaleas?|dolor(?:es)? de cabeza'],
    ['fatigue', 'cansancio|cansad\\w*|fatiga'],
    ['weakness', 'debilidad'],
    ['numbness', 'entumecimiento|adormecimiento'],
    ['tingling', 'hormigueo|parestesias?'],
    ['rash', 'erupcion|sarpullido|exantema'],
    ['itching', 'picor|prurito|comezon'],
    ['blood in urine', `hematuria|sangre en (?:la )?orina|sangre${beforeUrinating('es')}`],
    ['bleeding', 'sangr\\w*|hemorragia'],
    ['dyspnea', 'falta de aire|disnea|ahogo|dificultad (?:para|al) respirar|dificultad respiratoria'],
    ['wheezing', 'sibilancias|pitos'],
    ['chest pain', 'dolor(?:es)? (?:en el pecho|toracico)'],
    ['palpitations', 'palpitaciones'],
    ['swelling', 'hinchaz\\w*|hinchad\\w*|edemas?'],
    ['murmur', 'soplos?'],
    ['rales', 'crepitantes|roncus|estertores'],
    ['tenderness', 'doloros\\w* a la palpacion|dolor a la palpacion'],
    ['erythema', 'eritema|enrojecimiento'],
    ['weight loss', 'perdida de peso|perdio peso|adelgaz\\w*'],
    ['sore throat', 'dolor de garganta|odinofagia'],
    ['congestion', 'congestion nasal|nariz tapada|mocos|rinorrea'],
    ['abdominal pain', 'dolor abdominal|dolor de (?:barriga|tripa|estomago)'],
    [
      'dysuria',
      `disuria|escozor al orinar|ardor al orinar|dolor al orinar|(?:dolor|dolores|ardor|escozor|molestias?)${beforeUrinating('es')}`,
    ],
    ['urgency', 'urgencia (?:urinaria|miccional|para orinar)|ganas urgentes de orinar'],
    ['urinary frequency', 'polaquiuria|orinar (?:muchas veces|con mucha frecuencia|muy a menudo)'],
    ['urinary difficulty', 'dificultad (?:para|al) orinar|chorro (?:urinario )?debil'],
    ['seizure', 'convulsi\\w*'],
    ['syncope', 'sincope|desmay\\w*|perd\\w* (?:de )?(?:la )?(?:conciencia|el conocimiento)'],
    [
      'suicidal ideation',
      'ideac\\w* suicid\\w*|pensamientos? suicid\\w*|ideas? de muerte|autolesi\\w*|ganas de morir|hacerse dano',
    ],
    ['fracture', 'fracturas?'],
    ['hernia', 'hernias?'],
    ['deformity', 'deformidad'],
    ['mass', 'masas?'],
    ['joint pain', 'dolor(?:es)? (?:en las|de las) articulaciones|artralgias?'],
    ['muscle pain', 'dolor(?:es)? muscular(?:es)?|mialgias?'],
    ['back pain', 'dolor(?:es)? de espalda|lumbalgia'],
    ['injury', 'lesion|traumatismo|trauma'],
    [
      'lymphadenopathy',
      'adenopatias?|linfadenopatias?|ganglios? (?:linfaticos? )?(?:inflamad\\w*|aumentad\\w*|palpable\\w*)',
    ],
    ['jugular venous distention', 'ingurgitacion yugular|distension (?:venosa )?yugular'],
    ['jaundice', 'ictericia|icteric\\w*|piel amarilla|ojos amarillos'],
    ['thyromegaly', 'bocio|tiromegalia|tiroides aumentada'],
    ['organomegaly', 'hepatoesplenomegalia|hepatomegalia|esplenomegalia|organomegalias?|higado aumentado'],
    ['cyanosis', 'cianosis|cianotic\\w*|color (?:azulado|morado)|coloracion azulada|labios morados'],
    ['apnea', 'apneas?|pausas (?:en la respiracion|respiratorias)|deja(?:r|ba)? de respirar'],
    ['guarding', 'defensa (?:abdominal|muscular)'],
    ['infection', 'infecc\\w*'],
    ['dislocation', 'luxac\\w*'],
    ['discharge', 'secreci\\w*|supura\\w*|pus|purulent\\w*'],
    ['fluctuance', 'fluctuaci\\w*|fluctuante'],
    ['sputum', 'expectoraci\\w*|flemas?'],
    ['hypoglycemia', 'hipogluc\\w*|bajadas de azucar'],
    ['wound', 'heridas?|ulceras?|llagas?'],
    ['locking', 'bloqueos?|se bloquea'],
    ['blisters', 'ampollas?|flictenas?'],
    ['clicking', 'chasquidos?|crujidos?'],
    ['peritoneal signs', 'irritacion peritoneal|signos peritoneales|peritonismo'],
    ['neurological deficit', 'deficits? neurolog\\w*|focalidad neurolog\\w*'],
    ['diabetes', 'diabet\\w*'],
    ['stiffness', 'rigidez'],
    ['sleep problems', 'insomnio|dificultad para dormir|problemas? para dormir'],
    ['smoking', 'fum\\w*|tabac\\w*|tabaq\\w*|cigarrillos?'],
    [
      'alcohol',
      'alcohol|bebidas alcoholicas|beb(?:e|o|ia|er)(?=\\s*(?:[,.?!;]|$)|\\s+(?:o|y) fum|\\s+(?:socialmente|ocasionalmente)|\\s+(?:de vez en cuando|a veces|rara vez|todos los dias|los fines de semana)\\b(?![^.?!]*\\b(?:agua|jugo|zumo|leche|cafe|te)\\b))',
    ],
    ['drugs', 'drogas?'],
    ['pain', 'dolor(?:es)?|duele|duelen|dolorid\\w*'],
    ['blood in stool', 'heces (?:negras|oscuras|con sangre)|sangre en (?:las )?heces|melenas?|rectorragias?'],
    ['hematemesis', 'vomitos? con sangre|vomitar sangre|vomito sangre|hematemesis'],
    ['dysphagia', '(?:dificultad|problemas?) (?:para|al) tragar|disfagia'],
    ['clot', 'coagulos?|trombos\\w*|embolias?'],
    ['hearing loss', 'perdida de audicion|oye mal|zumbidos?|acufenos'],
    ['speech', 'dificultad para hablar|habla arrastrada|alteraciones del habla'],
    ['diplopia', 'vision doble|diplopia'],
    ['weight gain', 'aumento de peso|ganado peso|ha engordado|engordar'],
  ],
  de: [
    ['fever', 'fieber\\w*'],
    ['chills', 'schuttelfrost'],
    ['sweats', 'nachtschweiss|schwitzen|schweissausbruch\\w*|diaphorese|kaltschweissig\\w*'],
    ['cough', 'husten'],
    ['nausea', 'ubelkeit|ubel'],
    ['vomiting', 'erbrechen|erbroch\\w*|ubergeben'],
    ['diarrhea', 'durchfall|diarrho\\w*'],
    ['constipation', 'verstopfung|obstipation'],
    ['dizziness', 'schwindel\\w*'],
    ['headache', 'kopfschmerz\\w*'],
    ['fatigue', 'mudigkeit|mude|abgeschlagenheit|erschopf\\w*'],
    ['weakness', 'schwache'],
    ['numbness', 'taubheit\\w*|taub'],
    ['tingling', 'kribbeln|par(?:a|ae)sthesie\\w*|ameisenlaufen'],
    ['rash', 'ausschlag|exanthem'],
    ['itching', 'juckreiz|jucken'],
    ['blood in urine', `hamaturie|blut im urin|blut${beforeUrinating('de')}`],
    ['bleeding', 'blutung\\w*'],
    ['dyspnea', 'atemnot|luftnot|kurzatmig\\w*|dyspnoe|atembeschwerden'],
    ['wheezing', 'giemen|pfeifen'],
    ['chest pain', 'brustschmerz\\w*|thoraxschmerz\\w*|schmerzen in der brust'],
    ['palpitations', 'herzklopfen|herzrasen|palpitation\\w*'],
    ['swelling', 'schwellung\\w*|geschwollen|\\w*odem\\w*|\\w*odeme'],
    ['murmur', 'herzgerausch\\w*|systolikum'],
    ['rales', 'rasselgerausch\\w*|rasseln'],
    ['tenderness', 'druckschmerz\\w*|druckdolen\\w*'],
    ['erythema', 'rotung|erythem'],
    ['weight loss', 'gewichtsverlust|abgenommen'],
    ['sore throat', 'halsschmerz\\w*'],
    ['congestion', 'verstopfte nase|schnupfen|nase lauft'],
    ['abdominal pain', 'bauchschmerz\\w*'],
    [
      'dysuria',
      `dysurie|brennen beim wasserlassen|schmerzen beim wasserlassen|(?:schmerzen|brennen|beschwerden)${beforeUrinating('de')}`,
    ],
    ['urgency', 'harndrang|drangsymptomatik'],
    ['urinary frequency', 'pollakisurie|haufige[sn]? wasserlassen|haufiges urinieren'],
    [
      'urinary difficulty',
      '(?:probleme|schwierigkeiten) beim wasserlassen|schwacher (?:harn)?strahl|startschwierigkeiten beim wasserlassen',
    ],
    ['seizure', 'krampfanfall\\w*|anfall'],
    ['syncope', 'synkope|ohnmacht\\w*|bewusstlos\\w*|bewusstseinsverlust\\w*'],
    [
      'suicidal ideation',
      'suizid\\w*|lebensmude\\w*|sich (?:etwas|was) an(?:zu)?tun|sich das leben (?:zu )?nehmen',
    ],
    ['fracture', 'fraktur\\w*|bruch'],
    ['hernia', 'hernie|leistenbruch|nabelbruch|narbenbruch'],
    ['deformity', 'fehlstellung\\w*|deformit\\w*'],
    ['mass', 'raumforderung\\w*'],
    ['joint pain', 'gelenkschmerz\\w*|arthralgie\\w*'],
    ['muscle pain', 'muskelschmerz\\w*|myalgie\\w*'],
    ['back pain', 'ruckenschmerz\\w*'],
    ['injury', 'verletzung\\w*|trauma'],
    [
      'lymphadenopathy',
      'lymphknotenschwellung\\w*|lymphadenopathie|(?:geschwollene|vergros+erte|tastbare)n? lymphknoten',
    ],
    ['jugular venous distention', 'halsvenenstauung|gestaute halsvenen'],
    ['jaundice', 'ikterus|gelbsucht|ikterisch\\w*'],
    ['thyromegaly', 'struma|vergrosserte schilddruse'],
    [
      'organomegaly',
      'hepatosplenomegalie|hepatomegalie|splenomegalie|organomegalie|vergrosserte (?:leber|milz)',
    ],
    ['peritoneal signs', 'peritonismus|peritonitiszeichen|peritoneale reizung'],
    ['cyanosis', 'zyanose|zyanotisch\\w*|blaulich\\w*|blaue lippen|blau angelaufen'],
    ['apnea', 'apnoe\\w*|atemaussetzer\\w*|atempausen?'],
    ['guarding', 'abwehrspannung'],
    ['rebound', 'loslassschmerz\\w*'],
    ['infection', 'infektion\\w*|entzundung\\w*'],
    ['dislocation', 'luxation\\w*|ausgerenkt'],
    ['discharge', 'sekret\\w*|eiter\\w*|ausfluss'],
    ['fluctuance', 'fluktuation\\w*|fluktuierend'],
    ['sputum', 'auswurf|sputum'],
    ['hypoglycemia', 'hypoglyk\\w*|unterzucker\\w*'],
    ['wound', 'wunde\\w*|ulkus|ulzera\\w*'],
    ['percussion tenderness', '\\w*klopfschmerz\\w*'],
    ['nail pitting', 'tupfelnagel\\w*|nagelveranderung\\w*'],
    ['neurological deficit', 'neurologisch\\w* ausfall\\w*|ausfalle'],
    ['blisters', 'blase\\w*|blaschen'],
    ['diabetes', 'diabet\\w*|zucker(?:krank\\w*)?'],
    ['stiffness', 'steifigkeit|steif'],
    ['sleep problems', 'schlafstorung\\w*|schlaflosigkeit|schlafprobleme'],
    // 'Rauchstopp', 'Rauchentwöhnung', 'rauchfrei' say the smoking stopped.
    ['smoking', 'rauch(?!stopp|entwohn|frei)\\w*|geraucht|nikotin\\w*|tabak\\w*|zigarette\\w*'],
    [
      'alcohol',
      'alkohol\\w*|trink(?:e|en|t|st)(?:\\s+(?:sie|du|ich))?(?=\\s*(?:[,.?!;]|$)|\\s+(?:oder|und) rauch|\\s+gelegentlich|\\s+(?:ab und zu|hin und wieder|manchmal|selten|taglich|jeden tag|am wochenende)\\b(?![^.?!]*\\b(?:wasser|saft|milch|kaffee|tee)\\b)|\\s+(?:nicht|nie)(?=\\s*(?:[,.?!;]|$)))',
    ],
    ['drugs', 'droge\\w*'],
    ['pain', 'schmerz\\w*|tut weh|tun weh'],
    ['blood in stool', 'blut im stuhl|schwarze[rn]? stuhl\\w*|teerstuhl\\w*|melana'],
    ['hematemesis', 'erbrechen von blut|bluterbrechen|blut erbrochen|hamatemesis'],
    [
      'dysphagia',
      'schluckbeschwerden|schluckstorung\\w*|(?:schwierigkeiten|probleme) beim schlucken|dysphagie',
    ],
    ['clot', '\\w*gerinnsel|thrombos\\w*|embolie\\w*'],
    ['hearing loss', 'horverlust|horminderung|schwerhorig\\w*|ohrgerausch\\w*|tinnitus'],
    ['speech', 'sprachstorung\\w*|sprechstorung\\w*|verwaschene sprache'],
    ['diplopia', 'doppelbilder|doppeltsehen|diplopie'],
    ['weight gain', 'gewichtszunahme|zugenommen'],
  ],
}

/** Words that deny what follows them, up to the end of the clause or a word that turns it. */
const NEGATIONS: Record<Language, RegExp> = {
  en: /\b(?:no (?:evidence|signs?|suggestion) (?:of|for)|no|non|not|cannot|never|none|nothing|nobody|neither|nor|denies|denied|deny|denying|without|negative(?: for)?|free of|absence of|unlikely)\b|n't\b/g,
  pt: /\b(?:nao|nunca|nenhum|nenhuma|nada|nega|negou|negando|sem|nem|ausencia de|negativo(?: para)?)\b/g,
  es: /\b(?:no|nunca|ningun|ninguno|ninguna|nada|niega|nego|negando|sin|ni|ausencia de|negativo(?: para)?)\b/g,
  de: /\b(?:kein(?:en|e)? (?:anhalt|hinweis\w*|zeichen|verdacht) (?:fur|auf)|nicht|nie|niemals|kein|keine|keinen|keiner|keinem|keines|nichts|verneint|ohne|weder|negativ)\b/g,
}
/** Words that end a denial's reach: a contrast, a verb that affirms, a new clause. */
const TURNS: Record<Language, RegExp> = {
  en: /\b(?:but|however|although|though|except|yet|just|only|reports?|reported|endorses?|endorsed|admits?|complains?|notes?|positive for|there (?:is|are|was|were)|some|a little|slight|i (?:see|notice|appreciate|feel|hear)|on (?:the |your )?\w+ exam\w*|(?:,|and) +(?:i|he|she|we|they) +(?:have|had|has|am|is|was|do|did|get|got|feel|felt)\b)\b|[;:.]/g,
  pt: /\b(?:mas|porem|contudo|embora|exceto|so|apenas|refere|referiu|apresenta|queixa-se|positivo para|ha|existe|algum|alguma|um pouco)\b|[;:.]/g,
  es: /\b(?:pero|aunque|sino|excepto|solo|solamente|refiere|presenta|positivo para|hay|existe|algo de|un poco)\b|[;:.]/g,
  de: /\b(?:aber|jedoch|sondern|ausser|nur|berichtet|bejaht|klagt|positiv fur|es besteht|etwas|leicht\w*)\b|[;:.]/g,
}
/** A leading yes or no said as an answer ('no, i just…', 'não, eu…'): it denies nothing after it. */
const INTERJECTION: Record<Language, RegExp> = {
  en: /^(?:no|nope|nah|yes|yeah)(?:[\s,.!]+(?:no|nope))*(?:\s*[,.!]|\s+(?=(?:i|just|but|well|it|that|so|the|you|we|not|nothing|really|actually)\b))\s*/,
  pt: /^(?:nao|sim)(?:[\s,.!]+nao)*(?:\s*[,.!]|\s+(?=(?:eu|so|mas|bem|isso|e|nada)\b))\s*/,
  es: /^(?:no|si)(?:[\s,.!]+no)*(?:\s*[,.!]|\s+(?=(?:yo|solo|pero|bueno|eso|es|nada)\b))\s*/,
  de: /^(?:nein|ja|nee)(?:[\s,.!]+nein)*(?:\s*[,.!]|\s+(?=(?:ich|nur|aber|also|das|es|nichts)\b))\s*/,
}
/** A question, even without its question mark: 'any fever', 'have you had', 'tem febre', 'haben Sie'. */
const ASKS: Record<Language, RegExp> = {
  en: /\b(?:any|have you|do you|did you|are you|were you|has (?:he|she)|does (?:he|she)|how about|what about|(?:are|is|do|does|has|have|did) (?:your|his|her))\b/,
  pt: /\b(?:tem tido|teve|tem|sente|sentiu|algum|alguma(?! vez)|e de)\b/,
  es: /\b(?:tiene|ha tenido|tuvo|siente|algun|alguna(?! vez)|y de)\b/,
  de: /\b(?:haben sie|hatten sie|ist ihnen|irgendwelche|gab es|sind sie)\b/,
}
/**
 * What a clinician states of what they find, though it reads like a question ('I don't see any swelling',
 * 'there is no rash'): the examination's negatives, not questions left unanswered.
 */
const STATES: Record<Language, RegExp> = {
  en: /\b(?:(?<!\b(?:you|he|she|they|it|who)\s+)(?:(?:i|we)\s+)?(?:do not|don't|did not|didn't|can't|cannot|could not|couldn't)\s+(?:really\s+)?(?:see|appreciate|feel|hear|notice|find|detect|identify)|you\s+(?:do not|don't)\s+(?:(?:seem|appear)\s+to\s+)?have\s+any|there (?:is|are|was|were)\s+(?:no|not)\b|there(?:'s| isn't| aren't| wasn't)\s+(?:no|any)\b|(?:shows?|showed|reveals?|revealed|demonstrates?) no)\b/,
  pt: /\b(?:nao (?:vejo|noto|sinto|oico|encontro|detecto)|nao (?:ha|tem|existe)|(?:mostra|revela|mostrou|revelou)\s+(?:nao|sem)\b)/,
  es: /\b(?:no (?:veo|noto|siento|oigo|encuentro|aprecio|detecto)|no (?:hay|tiene|existe)|(?:muestra|revela|mostro|revelo)\s+(?:no|sin)\b)/,
  de: /\b(?:ich (?:sehe|hore|finde|taste|spure|bemerke)\s+(?:kein\w*|nicht)|(?:es )?(?:gibt|besteht|zeigt sich)\s+(?:kein\w*)|zeigt kein\w*)\b/,
}
/** Words said before an answer that do not answer: 'uh, no', 'well, yes', 'bem, não'. */
export const FILLERS: Record<Language, RegExp> = {
  en: /^(?:(?:uh|um|uhm|er|erm|hm|hmm|mm|ah|oh|well|so|okay|ok|honestly|actually|thankfully|luckily|fortunately|thanks|thank you(?:,? (?:doctor|doc|sir|ma'am))?)\b[\s,.!-]*)+/,
  pt: /^(?:(?:hum|hm|hmm|eh|ah|oh|bem|olhe|olha|pois|entao|sabe|felizmente|por sorte|obrigad[oa](?:,? (?:senhor |senhora )?doutor[a]?)?)\b[\s,.!-]*)+/,
  es: /^(?:(?:eh|em|mm|hm|hmm|ah|oh|bueno|pues|mire|vamos|afortunadamente|por suerte|gracias a dios|gracias(?:,? doctora?)?)\b[\s,.!-]*)+/,
  de: /^(?:(?:ah|ahm|hm|hmm|also|naja|na ja|tja|ehrlich gesagt|zum gluck|glucklicherweise|gott sei dank|danke(?:,? (?:herr|frau) doktor)?)\b[\s,.!-]*)+/,
}
/** A no that stands alone at the head of a long answer ('nope, I've always…'), not 'I don't do any of that'. */
const CLEAR_NO: Record<Language, RegExp> = {
  en: /^(?:no|nope|nah|not really|not at all|never|(?:absolutely|definitely|certainly|of course) not|no way|not that i (?:can )?(?:know|recall|remember|think of|noticed?)|not that i(?:'m| am) aware|not as far as i know)\b/,
  pt: /^(?:nao|nunca|de todo|de maneira nenhuma|de modo nenhum|claro que nao|nada disso)\b[\s,.!]/,
  es: /^(?:no|nunca|para nada|en absoluto|de ninguna manera|claro que no)\b[\s,.!]/,
  de: /^(?:nein|nee|nie|gar nicht|uberhaupt nicht|auf keinen fall|keineswegs|absolut nicht)\b/,
}
/**
 * An answer that says no to everything asked, wherever in it: 'I can say no to each one', 'none of those',
 * 'everything's fine except some chills' (what it names stays open), 'she has not complained of anything like
 * that', 'nada parecido', 'nichts dergleichen'.
 */
const NO_TO_ALL: Record<Language, RegExp> = {
  en: /\b(?:no to (?:each|all|every|both|any|the rest)\b|none of (?:those|these|them|that|the above)\b|neither (?:one|of (?:those|these|them))\b|nothing like (?:that|those)\b)|(?:\bnot|n't) (?:\w+ ){0,2}anything like (?:that|those)\b|^(?:everything|all)(?: else)?(?:'s| is| was)? (?:fine|good|normal|okay|ok)\b/,
  pt: /\b(?:nao a (?:tudo|todos|todas|nenhum\w*)\b|nenhum\w* (?:deles|delas|desses|dessas|destes|destas)\b|nada disso\b|nada (?:parecido|do genero)\b)|^(?:esta )?tudo (?:bem|normal|otimo|certo)\b/,
  es: /\b(?:no a (?:todo|todos|todas|ninguno\w*)\b|ningun\w* de (?:ellos|ellas|esos|esas|estos|estas)\b|nada de eso\b|nada (?:parecido|por el estilo)\b)|^(?:esta )?todo (?:bien|normal|perfecto)\b/,
  de: /\b(?:nichts davon|keins davon|keine davon|keines davon|zu allem nein|weder das eine noch das andere|nichts (?:dergleichen|derartiges|in der art))\b|^(?:sonst )?(?:ist )?alles (?:gut|in ordnung|normal|bestens)\b/,
}
/** Words that turn a contrast back to what was asked: 'no, but it comes and goes', 'no, but sometimes'. */
const BACK_TO_ASKED: Record<Language, RegExp> = {
  en: /\b(?:it|its|it's|they|them|that|those|sometimes|once in a while|occasionally|a little|a bit)\b/,
  pt: /\b(?:isso|isto|ele|ela|eles|elas|as vezes|de vez em quando|um pouco)\b/,
  es: /\b(?:eso|esto|lo|la|los|las|a veces|de vez en cuando|un poco)\b/,
  de: /\b(?:es|das|die|sie|manchmal|ab und zu|ein bisschen|etwas)\b/,
}
/**
 * Whether a no's contrast turns to something else than was asked ('no, but I do feel tingling in my hand'):
 * it names a symptom, none asked, and nothing that points back to them.
 */
const OPENING_WORDS = 5
function turnsElsewhere(reply: string, asked: TermMention[], language: Language): boolean {
  const turn = CONTRAST[language].exec(reply)
  if (!turn) return false
  const rest = reply.slice(turn.index)
  const named = termsIn(rest, language)
  // What the contrast is about is said in its first words ('but I do feel this tingling…').
  const opening = (rest.match(/[\p{L}\d']+/gu) ?? []).slice(0, OPENING_WORDS).join(' ')
  // A contrast that names no symptom turns elsewhere when it says something of its own ('no, thankfully
  // not, but I haven't had a bowel movement in three days').
  if (!named.length) return contrastElsewhere(reply, language)
  return !named.some((t) => asked.some((a) => a.key === t.key)) && !BACK_TO_ASKED[language].test(opening)
}
/**
 * Word by word, a plain no whose contrast turns to something else ('No, but she can't control her bladder',
 * 'Não, mas tenho dores nas costas'): it still denies what was asked, unless the contrast turns back to it
 * ('no, but sometimes…'); one that names a word of the question is weighed apart (a no to part of it).
 */
function contrastElsewhere(reply: string, language: Language): boolean {
  const turn = CONTRAST[language].exec(reply)
  if (!turn) return false
  const rest = reply.slice(turn.index + turn[0].length)
  const opening = (rest.match(/[\p{L}\d']+/gu) ?? []).slice(0, OPENING_WORDS).join(' ')
  const said = wordPolarities(rest, language)
  return (
    !BACK_TO_ASKED[language].test(` ${turn[0]} ${opening}`) &&
    (said.affirmed.size > 0 || said.denied.length > 0)
  )
}
/** An answer that agrees with what was asked as asked: 'correct', 'that's right', 'exato', 'genau'. */
const AGREES: Record<Language, RegExp> = {
  en: /^(?:correct|that'?s (?:right|correct)|that is (?:right|correct)|right|exactly)\b/,
  pt: /^(?:certo|correto|exato|exatamente|isso mesmo|e verdade)\b/,
  es: /^(?:correcto|exacto|exactamente|asi es|eso es)\b/,
  de: /^(?:richtig|genau|stimmt|korrekt)\b/,
}
/** A contrast in an answer ('no, but sometimes…'): a long answer with one is not a plain yes or no. */
const CONTRAST: Record<Language, RegExp> = {
  en: /\b(?:but|though|although|except|however|sometimes|once in a while)\b/,
  pt: /\b(?:mas|porem|embora|exceto|as vezes)\b/,
  es: /\b(?:pero|aunque|excepto|sino|a veces)\b/,
  de: /\b(?:aber|jedoch|obwohl|ausser|manchmal)\b/,
}
/** A question that checks a word's meaning ('you mean like cocaine?'): its yes says what was meant. */
const CLARIFY: Record<Language, RegExp> = {
  en: /^\W*(?:you mean|do you mean|meaning|as in)\b/,
  pt: /^\W*(?:quer dizer|quer dizer tipo|ou seja)\b/,
  es: /^\W*(?:quiere decir|se refiere a|o sea)\b/,
  de: /^\W*(?:sie meinen|meinen sie|also)\b/,
}
/** A sentence that only asks for the question again ('What? Huh?', 'Como?', '¿Perdón?', 'Wie bitte?'), folded. */
const ASKED_AGAIN: Record<Language, RegExp> = {
  en: /^\W*(?:what|huh|sorry|pardon(?: me)?|excuse me|come again|say (?:that|it) again|what did you say)\W*$/,
  pt: /^\W*(?:o que|o que disse|como|desculpe|perdao)\W*$/,
  es: /^\W*(?:que|que dice|como|perdon|disculpe|mande)\W*$/,
  de: /^\W*(?:was|wie bitte|bitte|wie|entschuldigung)\W*$/,
}
/** A short answer's yes or no. */
export const ANSWER: Record<Language, { yes: RegExp; no: RegExp }> = {
  // Also a no said strongly ('absolutely not', 'de maneira nenhuma'), of nobody ('no one that I know'), or by
  // a relative of the patient ('she doesn't', 'ela não').
  en: {
    no: /^(?:no|nope|nah|not really|not at all|never|none|nothing|negative|(?:absolutely|definitely|certainly|of course) not|no way|nobody|not that i (?:can )?(?:know|recall|remember|think of|noticed?)|not that i(?:'m| am) aware|not as far as i know|(?:i|we) (?:do not|don't) (?:think|believe) so|(?:i|he|she|they|we) (?:have not|haven't|has not|hasn't|do not|don't|does not|doesn't|did not|didn't|never)\b(?! (?:know|remember|recall|think so|believe so|understand)))\b/,
    yes: /^(?:yes|yeah|yep|yup|uh-huh|mm-hmm|i do|i did|i have|sometimes|a little)\b/,
  },
  pt: {
    no: /^(?:nao|nunca|nada|nenhum|nenhuma|(?:acho|creio|penso) que nao|de todo|de maneira nenhuma|de modo nenhum|ninguem|(?:ele|ela|eles|elas) (?:nao|nunca))\b(?! sei\b| me lembro\b)/,
    yes: /^(?:sim|tenho|tive|as vezes|um pouco)\b/,
  },
  es: {
    no: /^(?:no|nunca|nada|ninguno|ninguna|(?:creo|pienso|me parece) que no|para nada|en absoluto|de ninguna manera|nadie|(?:el|ella|ellos|ellas) (?:no|nunca))\b(?! se\b| recuerdo\b| me acuerdo\b)/,
    yes: /^(?:si|tengo|tuve|a veces|un poco)\b/,
  },
  de: {
    no: /^(?:nein|nee|nie|keine|kein|nicht|(?:ich )?(?:glaube|denke) (?:ich )?nicht|gar nicht|uberhaupt nicht|auf keinen fall|keineswegs|absolut nicht|niemand|(?:er|sie) (?:hat|ist|raucht|trinkt|nimmt|hatte|war) (?:nicht|kein\w*|nie))\b(?! sicher\b)/,
    yes: /^(?:ja|doch|manchmal|ein bisschen|etwas)\b/,
  },
}
/** Relatives: what a sentence says of them is not the patient's. */
export const FAMILY =
  /\b(?:family|mother|mom|father|dad|brother|sister|grandmother|grandfather|aunt|uncle|son|daughter|mae|pai|irmao|irma|avo|tio|tia|filho|filha|familia|madre|padre|hermano|hermana|abuel[oa]|hij[oa]|familia|mutter|vater|bruder|schwester|grossmutter|grossvater|sohn|tochter|familie)\b/

/** A contrast word set after a verb of denial ('denies, however, any…', 'verneint jedoch'): it turns nothing. */
const ASIDE_AFTER_DENIAL =
  /\b(denies|denied|nega|negou|niega|nego|verneint)\s*,?\s+(?:however|though|porem|contudo|no entanto|sin embargo|jedoch|allerdings)\b\s*,?/g
/** A character beyond ASCII: a text without one folds by lower case alone. */
const BEYOND_ASCII = /[^\p{ASCII}]/u
/** Characters folded one for one, once each (the letters of four languages and a few marks). */
const FOLDED_CHARS = new Map<string, string>()
const foldChar = (c: string) => {
  if (c.length !== 1) return c
  if (c.charCodeAt(0) < 128) return c.toLowerCase()
  let f = FOLDED_CHARS.get(c)
  if (f === undefined) {
    f = fold(c).charAt(0) || c
    FOLDED_CHARS.set(c, f)
  }
  return f
}
/**
 * A text as the check reads it: folded one character for one (so offsets stay those of the text), "do n't"
 * joined, every space a plain space.
 */
export const prepare = (text: string) =>
  (BEYOND_ASCII.test(text) ? [...text].map(foldChar).join('') : text.toLowerCase())
    .replace(/ n't\b/g, "n't ")
    .replace(/\s/g, ' ')
    .replace(ASIDE_AFTER_DENIAL, (m, verb: string) => verb + ' '.repeat(m.length - verb.length))

export type Polarity = 'affirmed' | 'negated'

export interface TermMention {
  key: string
  start: number
  end: number
  polarity: Polarity
  /** The content words right after it: where it is ('over the greater tuberosity'). */
  site: string[]
}

/** How many terms share one pattern that says whether any of them is in a text at all. */
const TERMS_A_GROUP = 8

/**
 * Each language's terms, in their order, in groups of a few: a group's `any` matches a text wherever one of its
 * terms does, so a text is scanned for each term only in the groups that are in it.
 */
const COMPILED = Object.fromEntries(
  Object.entries(TERMS).map(([language, terms]) => [
    language,
    Array.from({ length: Math.ceil(terms.length / TERMS_A_GROUP) }, (_, g) => {
      const group = terms.slice(g * TERMS_A_GROUP, (g + 1) * TERMS_A_GROUP)
      return {
        any: new RegExp(`\\b(?:${group.map(([, pattern]) => pattern).join('|')})\\b`),
        terms: group.map(([key, pattern]) => [key, new RegExp(`\\b(?:${pattern})\\b`, 'g')] as const),
      }
    }),
  ]),
) as Record<Language, { any: RegExp; terms: (readonly [string, RegExp])[] }[]>

/** Words that may stand between a denial and what it denies: list joiners and small words. */
const LISTING =
  /^(?:uh|um|uhm|er|or|and|nor|any|other|of|the|a|an|in|on|your|his|her|my|i|ive|think|believe|had|have|has|been|having|like|really|ever|noticed|seen|felt|got|experienced|ou|e|nem|de|do|da|dos|das|no|na|o|as|os|acho|que|tenho|tive|tido|sentido|notado|nenhuma?|y|ni|del|la|el|los|las|creo|he|ha|hay|tenido|notado|sentido|ningun[oa]?|oder|und|noch|an|am|im|der|die|das|den|ich|glaube|habe|hatte|gehabt|bemerkt|gespurt)$/

/** Words that make a denial about something else than the symptom: 'not treated for', 'did not help the'. */
const SCOPE_ENDS: Record<Language, RegExp> = {
  en: /^(?:treat\w*|caus\w*|relat\w*|due|associat\w*|worse\w*|chang\w*|improv\w*|resolv\w*|better|help\w*|limit\w*|affect\w*|bother\w*|interfer\w*|wak\w*|woke|sure|know|until|anymore|need\w*|for|issues?|much|often|heavily)$/,
  pt: /^(?:tratad\w*|causad\w*|relacionad\w*|devid\w*|associad\w*|pior\w*|melhor\w*|mud\w*|ajud\w*|limit\w*|afet\w*|incomod\w*|sei|mais|precis\w*|necessidade|para)$/,
  es: /^(?:tratad\w*|causad\w*|relacionad\w*|debid\w*|asociad\w*|peor\w*|mejor\w*|cambi\w*|ayud\w*|limit\w*|afect\w*|molest\w*|se|mas|necesit\w*|necesidad|para)$/,
  de: /^(?:behandelt|verursacht|bedingt|verbunden|begleitend\w*|schlimmer|besser|gebessert|verander\w*|geholfen|eingeschrankt|beeintrachtig\w*|mehr|sicher|brauch\w*|notwendigkeit|bedarf|fur|gegen)$/,
}

/** Scope-ending words that, right before a symptom, only describe it. */
const ATTRIBUTIVE = /^(?:associated|associad[oa]s?|asociad[oa]s?|begleitend\w*)$/

const WITHOUT = /\b(?:without|sem|sin|ohne)$/

/**
 * A 'there is' or a 'reports' denied right before it ('não há', 'no hay', 'does not report', 'não refere',
 * 'no refiere'): the denial itself, not a turn.
 */
const THERE_IS =
  /^(?:ha|existe|hay|apresenta|presenta|reports?|reported|endorses?|endorsed|admits?|complains?|notes?|refere|referiu|refiere)$/
const DENIED_TURN = /(?:\b(?:nao|no|not|never|nunca)|n't)\s+$/

/** The head of a list's item that affirms it after a comma, against the denial that opened the list. */
const AFFIRMED_ITEM: Record<Language, RegExp> = {
  en: /^\s*(?:with|plus)\b/,
  pt: /^\s*(?:com|um|uma)\b/,
  es: /^\s*(?:con|un|una)\b/,
  de: /^\s*(?:mit|ein|eine|einen|einem|einer)\b/,
}

/** How many words a denial reaches into the item it denies: 'no recent weight loss'. */
const REACH = 4

/**
 * Whether the words before a place deny it: a negation since the last turn of the clause, near enough once
 * the symptoms listed between them and their joiners are set aside; a 'non-' joined to it ('non-tender').
 */
/** After a denial, folded: a verb of stopping that makes it a going on ('não paro de', 'no para de', 'can't stop'). */
const KEEPS_ON =
  /^\s*(?:(?:paro|para|parava|parou|consigo parar|consegue parar|puedo parar|puede parar|dejo|deja|dejaba)\s+de|stop|stopped)\s+\S*\s*$/

/** How far back a denial is read from what it may deny, in letters. */
const DENIAL_WINDOW = 400

function deniedAt(
  low: string,
  at: number,
  language: Language,
  terms: { start: number; end: number }[],
): boolean {
  if (/\bnon-?\s?$/.test(low.slice(Math.max(0, at - 5), at))) return true
  // (Read within the last DENIAL_WINDOW letters: the whole text before each term would make a long stretch said
  // without a stop quadratic; a denial that far back without a turn is no longer this term's.)
  const from = Math.max(0, at - DENIAL_WINDOW)
  const before = low.slice(from, at)
  let lastTurn = -1
  // 'Não há', 'no hay', 'no existe': a 'there is' denied is the denial itself, not a turn.
  for (const m of before.matchAll(TURNS[language]))
    if (!(THERE_IS.test(m[0]) && DENIED_TURN.test(before.slice(Math.max(0, m.index - 7), m.index))))
      lastTurn = from + m.index + m[0].length
  let cue = -1
  for (const m of before.matchAll(NEGATIONS[language]))
    if (from + m.index >= lastTurn) cue = from + m.index + m[0].length
  if (cue < 0) return false
  // 'Ich rauche nicht, Alkohol…': a denial closed by its comma denies what came before it.
  if (/^\s*[,;]/.test(low.slice(cue, cue + 40))) return false
  // 'Can't exercise without pain': a 'without' after a denial of its clause affirms; a list of them ('sem
  // dor torácica, sem dispneia') denies each.
  if (WITHOUT.test(low.slice(cue - 8, cue))) {
    const comma = before.lastIndexOf(',', cue - from)
    const clause = Math.max(lastTurn, comma < 0 ? 0 : from + comma + 1)
    let denials = 0
    for (const m of before.slice(0, cue - from).matchAll(NEGATIONS[language]))
      if (from + m.index >= clause && !WITHOUT.test(m[0])) denials++
    if (denials) return false
  }
  let between = low.slice(cue, at)
  // 'Não paro de vomitar', 'no paro de toser', 'can't stop coughing': what does not stop goes on.
  if (KEEPS_ON.test(between)) return false
  for (const t of terms.filter((x) => x.start >= cue && x.end <= at).sort((a, b) => b.start - a.start))
    between = `${between.slice(0, t.start - cue)} ${between.slice(t.end - cue)}`
  // In a list ('denies black, tarry stools, heavy menstrual bleeding'), only its last item's words count.
  // 'Kein Fieber, eine Schwäche', 'sem febre, com tosse': an item opened by an article or a 'with' is affirmed.
  if (between.includes(',') && AFFIRMED_ITEM[language].test(between.split(',').at(-1)!)) return false
  // 'Not at target, and the diarrhoea is likely from the metformin': after a comma and its 'and', a term with a
  // verb of its own is the subject of a clause of its own, not the list's next item.
  if (between.includes(',') && NEW_SUBJECT[language].test(between.split(',').at(-1)!)) {
    const termEnd = terms.find((t) => t.start === at)?.end ?? at
    if (OWN_VERB[language].test(low.slice(termEnd, termEnd + 20))) return false
  }
  // ('No se ha desmayado', 'no se desmayó': the reflexive 'se' of the verb, not 'sé' of 'no sé si…'.)
  const item = between
    .split(/,|\b(?:or|nor|ou|nem|o|ni|oder|noch)\b/)
    .at(-1)!
    .replace(language === 'es' ? /\bse\s+(?=$|(?:ha|han|habia|le|les|lo|la|me|te)\b)/g : /$^/, ' ')
  const words = (item.match(/[\p{L}\d]+/gu) ?? []).filter((w) => !LISTING.test(w))
  // 'associated' right before the symptom describes it ('no associated numbness'); 'associated with' ends it.
  return (
    words.length <= REACH &&
    !words.some((w, k) => SCOPE_ENDS[language].test(w) && !(k === words.length - 1 && ATTRIBUTIVE.test(w)))
  )
}

const SITE_WORDS = 4
/**
 * Where the words after a finding of no one place end: a clause's end, or the next item of a list ('tobacco
 * or alcohol', 'fiebre ni tos'). A finding of one place keeps its clause ('swelling and bruising over…').
 */
const SITE_ENDS = /[.;,/]|\b(?:or|nor|and|ou|nem|e|o|ni|y|oder|noch|und)\b/

/**
 * A contrast or a 'yet' after a finding starts another clause: 'no pain but some itching', 'no pain yet', not
 * the place of the pain.
 */
const SITE_TURNS =
  /\b(?:but|however|although|though|yet|mas|porem|embora|ainda|pero|aunque|todavia|aber|jedoch|obwohl|noch)\b/

/** The words right before a pain that say where it is ('right hand pain'), up to a small word. */
function placeBefore(before: string, language: Language): string[] {
  const words = before.match(/[\p{L}]+[\s-]*$/u) ? before.split(/[^\p{L}]+/u) : []
  const out: string[] = []
  for (const w of words.reverse().slice(1)) {
    if (
      !w ||
      (STOPWORDS[language].has(w) && !SIDE.test(w)) ||
      NEGATIONS_WORD.test(w) ||
      SAYS.test(w) ||
      w.length < 3
    )
      break
    out.push(w)
    if (out.length === 2) break
  }
  return out.map(stem)
}
/** A verb of saying before a pain names no place of it: 'reports pain', 'bejaht Schmerzen'. */
const SAYS =
  /^(?:reports?|reported|denies|denied|endorses?|endorsed|complains?|admits?|refere|referiu|nega|negou|queixa|refiere|refirio|niega|nego|bejaht|verneint|berichtet|klagt)$/
/** Sides, kept though they are small words elsewhere ('right?'). */
const SIDE = /^(?:left|right|esquerd\w*|direit\w*|izquierd\w*|derech\w*|link\w*|recht\w*)$/
const NEGATIONS_WORD =
  /^(?:no|not|denies|denied|without|reports?|endorses?|complains?|nega|refere|sem|niega|refiere|sin|verneint|berichtet|ohne|kein\w*)$/

/**
 * A no said after what it denies, closing the sentence or the labelled item: 'diarrhea no', 'febre não',
 * 'Fieber nein', 'Alcohol use: none.', 'Tobacco: denies.'
 */
const AFTER_NO: Record<Language, RegExp> = {
  en: /^(?: +(?:use|usage|abuse|history|consumption))?[\s,.:-]*(?:no|nope|none|not really|never|negative|denie[sd]|non-?\w*)(?:[\s,!]+(?:no|never|none|not really|not at all))*[\s,!]*(?:$|[.;])/,
  // Also the topic first, then the denial with its verb: 'tosse não tenho', 'tos no tiene, ni mocos',
  // 'Gelenkschmerzen habe ich keine', 'erbrochen hat sie nicht', 'ohnmächtig war ich nie'.
  pt: /^(?: +(?:uso|consumo|habitos|antecedentes))?[\s,.:-]*(?:(?:(?:tambem|tampouco) )?(?:nao|nunca|nada|nega|negou|negativo)(?:[\s,!]+(?:nao|nunca|nada|jamais))*[\s,!]*(?:$|[.;]|(?:e|nem|mas) )|(?:nao|nunca) (?:tenho|tem|teve|tive|tinha|sinto|sente|senti|sentiu|ha|houve|notei|notou|vi|viu)(?:[\s,!]*(?:$|[.;,])| (?:nada|nenhum\w*)))/,
  es: /^(?: +(?:uso|consumo|habitos|antecedentes))?[\s,.:-]*(?:(?:tampoco|(?:tampoco )?(?:no|nunca|nada|niega|nego|negativo))(?:[\s,!]+(?:no|nunca|nada|jamas))*[\s,!]*(?:$|[.;]|(?:y|ni|pero) )|(?:no|nunca) (?:tengo|tiene|tuve|tuvo|tenia|siento|siente|senti|sintio|hay|hubo|he tenido|ha tenido|noto|nota|note|noto)(?:[\s,!]*(?:$|[.;,])| (?:nada|ningun\w*)))/,
  de: /^(?: *(?:konsum|abusus|anamnese))?[\s,.:-]*(?:(?:habe|hat|hatte|hatten|haben|war|waren|ist|bin|sind) (?:ich|sie|er|wir|es) )?(?:auch )?(?:nein|nee|keine[nrs]?|kein|nicht|nie|verneint|negativ)[\s,!]*(?:$|[.;,])/,
}

/** A condition before a symptom in its sentence ('if', 'se', 'si', 'wenn', 'bei'): it is neither said nor denied. */
const CONDITION: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:if|unless|in case of|should there be|whenever)(?![\p{L}])/u,
  pt: /(?<![\p{L}-])(?:se|caso|em caso de|sempre que)(?![\p{L}])/u,
  es: /(?<![\p{L}])(?:si(?!\s*[,.!])|en caso de|siempre que)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:wenn|falls|bei|sollte)(?![\p{L}])/u,
}

/**
 * Stems of the words that say a finding was seen or felt, or answered, not where: 'No masses appreciated',
 * 'nicht tastbar', 'Erythem bejaht'.
 */
const OBSERVED = new Set([
  'appre',
  'noted',
  'seen',
  'ident',
  'detec',
  'elici',
  'obser',
  'visua',
  'notad',
  'objet',
  'festg',
  'nachw',
  'tastb',
  'bejah',
  'verne',
  // How it was examined, not where: 'tenderness to touch' (or 'to palpitation', a mishearing of palpation:
  // palpation itself is read with its finding, 'tenderness to palpation', 'dor à palpação').
  'palpi',
  'touch',
  'toque',
  'tacto',
  'beruh',
])

/** A finding's own word that denies it: 'afebrile', 'nontender'. */
const INTRINSIC = /^(?:afebril|non-?tender)/

/** The symptoms and findings a text names, each affirmed or denied by its own words. */
export function termsIn(text: string, language: Language): TermMention[] {
  const prepared = prepare(text)
  const indent = prepared.length - prepared.trimStart().length
  const lead = indent + (INTERJECTION[language].exec(prepared.slice(indent))?.[0].length ?? 0)
  const low = ' '.repeat(lead) + prepared.slice(lead)
  const found: { key: string; start: number; end: number }[] = []
  for (const group of COMPILED[language]) {
    if (!group.any.test(low)) continue
    for (const [key, pattern] of group.terms)
      for (const m of low.matchAll(pattern))
        if (!found.some((t) => t.start < m.index + m[0].length && m.index < t.end))
          found.push({ key, start: m.index, end: m.index + m[0].length })
  }
  // A line labelled with the part examined ('NECK: No swelling') speaks of that part; a system of a review of
  // systems ('Musculoskeletal: Denies swelling') is no place.
  const label = /^\s*([\p{L} ]{2,30}):/u.exec(low)
  const labelled = label && !SYSTEM.test(label[1]!.trim()) ? contentStems(label[1]!, language) : []
  const labelNo = LABEL_NO.exec(low)
  // An 'if' that asks or asks leave ('if it's okay with you, I'll examine…', 'se não se importa') sets no
  // condition on what follows; the 'não' of a request for leave denies nothing.
  const conditioned = withoutAskingIfs(low, language)
  const courteous = low.replace(CONSENT[language], (m) => ' '.repeat(m.length))
  return (
    found
      .sort((a, b) => a.start - b.start)
      // 'Go to the emergency department if chest pain', 'Bei Gelenkschmerzen melden': a condition affirms nothing.
      .filter(
        (t) =>
          !CONDITION[language].test(
            conditioned
              .slice(Math.max(0, t.start - DENIAL_WINDOW), t.start)
              .split(/[.;:!?\n]/)
              .at(-1)!,
          ),
      )
      .map((t) => ({
        ...t,
        polarity:
          INTRINSIC.test(low.slice(t.start, t.end)) ||
          deniedAt(courteous, t.start, language, found) ||
          // 'Injury to it: no, he did not bang it': a label answered no.
          (!!labelNo && t.end <= labelNo[1]!.length) ||
          AFTER_NO[language].test(low.slice(t.end, t.end + DENIAL_WINDOW))
            ? ('negated' as const)
            : ('affirmed' as const),
        site: [
          // Its two words before it, read within the last sixty letters.
          ...(t.key === 'pain'
            ? placeBefore(elsewhere(low.slice(Math.max(0, t.start - 60), t.start), language), language)
            : []),
          ...contentStems(
            // The next finding of a list of alternatives is no place of it: 'no fractures or dislocations'.
            elsewhere(
              withoutTerms(low, found, t)
                .split(LOCAL_ONLY.has(t.key) ? /[.;,]/ : SITE_ENDS)[0]!
                .split(SITE_TURNS)[0]!,
              language,
            ),
            language,
          )
            .filter((w) => !OBSERVED.has(w))
            .slice(0, SITE_WORDS),
          ...(label && t.start > label[0].length && LOCAL_ONLY.has(t.key) ? labelled : []),
        ],
      }))
      // 'Any pain or discomfort in your chest?', 'dor ou desconforto no peito': a pain of the chest is chest pain.
      .map((t) => (t.key === 'pain' && IN_THE_CHEST.test(low.slice(t.end)) ? { ...t, key: 'chest pain' } : t))
  )
}
/** What opens a clause's subject after a comma ('and the', 'e a', 'y el', 'und der'), folded. */
const NEW_SUBJECT: Record<Language, RegExp> = {
  en: /^\s*(?:and|but|while)\s+(?:the|his|her|their|your|my)\s*$/,
  pt: /^\s*(?:e|mas)\s+(?:a|o|as|os|sua|seu)\s*$/,
  es: /^\s*(?:y|pero)\s+(?:el|la|los|las|su)\s*$/,
  de: /^\s*(?:und|aber)\s+(?:der|die|das|sein|seine|ihr|ihre)\s*$/,
}
/** A finite verb right after a term: what is said of it as a subject ('is likely', 'está melhor', 'ist besser'), folded. */
const OWN_VERB: Record<Language, RegExp> = {
  en: /^\s+(?:is|are|was|were|has|have|seems|looks|appears)\b/,
  pt: /^\s+(?:esta|estao|era|foi|tem|parece|continua)\b/,
  es: /^\s+(?:esta|estan|es|son|era|fue|tiene|parece|sigue)\b/,
  de: /^\s+(?:ist|sind|war|waren|hat|scheint)\b/,
}
/** Right after a pain, folded: in the chest, with at most another word of it between ('or discomfort'). */
const IN_THE_CHEST =
  /^(?:\s+(?:or|ou|o|oder)\s+[\p{L}]+)?\s+(?:in|on|no|na|en|in der|an der)\s+(?:(?:the|your|my|his|her|o|a|el|la|su|der|die|ihrer|seiner)\s+)?(?:chest|peito|pecho|brust)\b/u

/** Words of another place than the one spoken of ('in other places', 'otro sitio', 'noutros locais', 'woanders'), folded. */
const ELSEWHERE: Record<Language, RegExp> = {
  en: /\b(?:(?:any|some|no)(?:where| place) else|elsewhere|(?:other|another) (?:places?|parts?|sites?|areas?|spots?|locations?))\b/g,
  pt: /\b(?:(?:n|em )?outr[oa]s? (?:locais|local|sitios?|lados?|partes?|zonas?|lugares|lugar)|em mais (?:nenhum|algum) (?:sitio|lado|local))\b/g,
  es: /\b(?:otr[oa]s? (?:localizaciones|localizacion|sitios?|lugares|lugar|partes?|zonas?|lados?))\b/g,
  de: /\b(?:woanders|sonst ?wo|ander(?:e[nmrs]?)? (?:stellen?|orten?|bereichen?|korperstellen?))\b/g,
}
/** Another place said in any words is one place: 'otras localizaciones' and 'otro sitio'. */
const elsewhere = (text: string, language: Language) => text.replace(ELSEWHERE[language], ' elsewhere ')
/** The site another place is read as (the stem of 'elsewhere'). */
export const ELSEWHERE_SITE = 'elsew'

/** Between two findings, the 'or' of a list of alternatives: 'no fractures or dislocations', 'sem febre nem tosse'. */
const ALTERNATIVE =
  /^[\s,]*(?:or|nor|ou|nem|o|ni|oder|noch)(?:\s+(?:any|an?|qualquer|algum\w*|ningun\w*|kein\w*|eine?[nrs]?))?\s*$/
/**
 * The text after a finding, from its end; the next finding blanked out when it is an alternative of a list
 * ('no fractures or dislocations'), which is no place of it.
 */
function withoutTerms(
  low: string,
  found: { key: string; start: number; end: number }[],
  t: { key: string; end: number },
): string {
  // (What follows, within DENIAL_WINDOW letters: a site is read from its first words.)
  const out = low.slice(t.end, t.end + DENIAL_WINDOW)
  // (The next term: the first that starts after this one ends, found sorted by where they start.)
  let next: { key: string; start: number; end: number } | undefined
  for (const x of found) if (x.start >= t.end && (!next || x.start < next.start)) next = x
  if (!next || next.key === t.key || !ALTERNATIVE.test(low.slice(t.end, next.start))) return out
  return `${out.slice(0, next.start - t.end)}${' '.repeat(next.end - next.start)}${out.slice(next.end - t.end)}`
}

/** A label answered with a plain no, folded ('Injury to it: no, …', 'Febre: não', 'Fieber: nein'). */
const LABEL_NO = /^(\s*[^:.;!?]{2,40}):\s*(?:no|nope|none|never|nao|nunca|nein|nie|keine?|ninguna?|nada)\b/

/** The systems of a review of systems, folded: a line's label that names one names no place. */
const SYSTEM =
  /^(?:constitutional|general|skin|integumentary|musculoskeletal|msk|cardiovascular|cardiac|respiratory|pulmonary|gastrointestinal|gi|genitourinary|gu|neurologic(?:al)?|neuro|psychiatric|psych|endocrine|hematologic(?:al)?|heme|lymphatic|heent|geral|pele|musculo-?esqueletico|cardiovascular|respiratorio|gastrointestinal|geniturinario|genitourinario|neurologico|psiquiatrico|endocrino|piel|allgemein|allgemeinzustand|haut|bewegungsapparat|muskuloskelettal|herz(?:-kreislauf)?|kardiovaskular|atmung|lunge|respiratorisch|magen-darm|gastrointestinal|urogenital|neurologisch|psychisch|psychiatrisch|endokrin)$/
/** Words of a place that exclude each other: 'proximal' is not 'distal', 'left' not 'right'. */
const OPPOSITE_SITES = [
  ['proxi', 'dista'],
  ['left', 'right'],
  ['esque', 'direi'],
  ['izqui', 'derec'],
  ['links', 'recht'],
  ['upper', 'lower'],
  ['media', 'later'],
  ['inter', 'exter'],
  ['anter', 'poste'],
  ['front', 'poste'],
  ['front', 'behin'],
]

/**
 * Whether two mentions may speak of the same place: one names none, or they share a word and none opposes.
 * Two that name the same of a pair oppose nothing: 'interlinha externa' on both sides is one place, though
 * 'interlinha' reads like 'interna'.
 */
export const sameSite = (a: TermMention, b: TermMention) =>
  !OPPOSITE_SITES.some(([x, y]) => {
    const inA = [a.site.includes(x!), a.site.includes(y!)]
    const inB = [b.site.includes(x!), b.site.includes(y!)]
    return ((inA[0] && inB[1]) || (inA[1] && inB[0])) && !(inA[0] === inB[0] && inA[1] === inB[1])
  }) &&
  (!a.site.length || !b.site.length || a.site.some((w) => b.site.includes(w)))

/** Findings of one place of the body: only what was said where the line comes from can contradict them. */
export const LOCAL_ONLY = new Set([
  'swelling',
  'tenderness',
  'erythema',
  'bruising',
  'rash',
  'numbness',
  'tingling',
  'bleeding',
  'effusion',
  'itching',
  'fracture',
  'hernia',
  'deformity',
  'mass',
  'ulcer',
  'crepitus',
  'laxity',
  'injury',
  'infection',
  'dislocation',
  'lesion',
  'stiffness',
  'pain',
])

/** What the consultation says of a symptom: where it affirms or denies it. */
export interface SaidTerm extends TermMention {
  sentence: number
  /** Given as the answer to a question ('any fever?' 'no'), the plainest way a consultation says it. */
  answered: boolean
  /** Found by the clinician on examination. */
  exam: boolean
  /** Said of a time only: denied now ('still?', 'any more?') or affirmed before ('I used to have'). */
  timed: boolean
  /** Denied of all time ('have you ever smoked?' 'no'; 'never'; 'any history of…?'): it denies a history too. */
  ever?: boolean
  /** Named by the clinician outside the examination ('your chest pain'): it shows the symptom was spoken of
   * the note's way, and decides nothing. */
  echo?: boolean
}

/** Words of all time, in a question or its denial: 'ever', 'never', 'any history of', 'alguna vez', 'jemals'. */
const EVER: Record<Language, RegExp> = {
  en: /\b(?:ever|never|history|h\/o|in the past|in your life)\b/,
  pt: /\b(?:alguma vez|nunca|jamais|historia|antecedentes|no passado|na vida)\b/,
  es: /\b(?:alguna vez|nunca|jamas|historia|antecedentes|en el pasado|en la vida|en su vida)\b/,
  de: /\b(?:jemals|je|nie|niemals|vorgeschichte|fruher|in der vergangenheit)\b/,
}

/** A question about now only: a 'no' leaves what was before open. */
const NOW_ONLY =
  /\b(?:still|any ?more|no longer|currently|right now|ainda|de momento|todavia|aun|actualmente|noch|immer noch|derzeit|aktuell)\b/
/** What was but is no more, or is only wished: an affirmation that does not deny today's absence. */
const BEFORE_ONLY =
  /\b(?:quit|former|ex|wish|hope|hoping|oxala|quem me dera|ojala|hoffentlich|wunschte|used to|stopped|resolved|went away|gone|until|in the past|previously|before|no longer|not any ?more|deixou|passou|antes|costumava|ja nao|dejo|paso|solia|ya no|fruher|vorher|aufgehort|bis|nicht mehr)\b/
/** Words before a symptom that take it as known, not asked: 'do these headaches change', 'your vomit'. */
const PRESUPPOSED =
  /\b(?:these|those|the|this|that|your|his|her|estas?|estes?|essas?|esses?|sua|seu|tu|tus|su|sus|diese[nrms]?|ihre?[nrms]?)\s+$/
/**
 * What a treatment is asked for ('any treatment for your binocular diplopia?', 'alguma coisa para as dores?',
 * '¿algo para el dolor?', 'etwas gegen die Schmerzen?'), folded: the question takes it as known, and a no
 * denies the treatment only.
 */
const TREATMENT_WORDS: Record<Language, [string, string, string]> = {
  en: [
    'treatments?|treated|therapy|medications?|medicines?|pills?|anything|something|take|took|taken|taking',
    'for|against',
    'your|his|her|their|the|this|that|these|those',
  ],
  pt: [
    'tratamentos?|tratad[oa]s?|terapia|medicacao|medicamentos?|remedios?|comprimidos?|alguma coisa|algo|tomou|toma|tomar|tomado',
    'para|contra',
    'o|a|os|as|seu|sua|seus|suas|esse|essa|esses|essas|este|esta|estes|estas',
  ],
  es: [
    'tratamientos?|tratad[oa]s?|terapia|medicacion|medicamentos?|medicinas?|pastillas?|algo|tomo|toma|tomar|tomado',
    'para|contra',
    'el|la|los|las|su|sus|ese|esa|esos|esas|este|esta|estos|estas',
  ],
  de: [
    'behandlung\\w*|behandelt|therapie|medikament\\w*|mittel|tabletten?|etwas|was|genommen|nehmen',
    'gegen|fur',
    'die|den|der|das|dem|ihre[nmrs]?|seine[nmrs]?|diese[nmrs]?',
  ],
}
const treatedFor = (language: Language, flags: string, rest: string) => {
  const [treatment, preposition, article] = TREATMENT_WORDS[language]
  return new RegExp(
    `\\b(?:${treatment})\\b(?:\\s+[\\p{L}']+){0,3}?\\s+(?:${preposition})\\s+(?:(?:${article})\\s+)?${rest}`,
    flags,
  )
}
const TREATED_FOR = Object.fromEntries(
  (['en', 'pt', 'es', 'de'] as const).map((l) => [l, treatedFor(l, 'u', "(?:[\\p{L}']+\\s+)?$")]),
) as Record<Language, RegExp>
/** The words a question names as what a treatment is for, folded ('anything for the left knee pain?'). */
const TREATED_WORDS = Object.fromEntries(
  (['en', 'pt', 'es', 'de'] as const).map((l) => [l, treatedFor(l, 'gu', "((?:[\\p{L}']+\\s*){1,3})")]),
) as Record<Language, RegExp>
function treatedIn(text: string, language: Language): Set<string> {
  const out = new Set<string>()
  for (const m of prepare(text).matchAll(TREATED_WORDS[language]))
    for (const w of m[1]!.match(/[\p{L}']+/gu) ?? []) out.add(w)
  return out
}
/** Whether a question takes a symptom it names as known: 'these headaches', 'anything for the pain'. */
const presupposed = (low: string, t: { start: number }, language: Language) =>
  PRESUPPOSED.test(low.slice(Math.max(0, t.start - 12), t.start)) ||
  TREATED_FOR[language].test(low.slice(Math.max(0, t.start - 60), t.start))

const SHORT_ANSWER = 6
/** The words of an answer that affirms part of a list asked ('I drink socially, but very rarely'). */
const PART_ANSWER = 8
/** A yes said as such, not by the answer's own verb or how often ('I have…', 'sometimes'). */
const YES_WORD: Record<Language, RegExp> = {
  en: /^(?:yes|yeah|yep|yup|uh-huh|mm-hmm)\b/,
  pt: /^sim\b/,
  es: /^si\b/,
  de: /^(?:ja|doch)\b/,
}
/** How often, in an answer: it says nothing asked ('I have a drink every once in a while'), so it is not counted. */
const HOW_OFTEN: Record<Language, RegExp> = {
  en: /\b(?:every (?:day|night|evening|week|weekend)|(?:every )?once (?:in|and) a while|now and (?:then|again)|from time to time)\b/g,
  pt: /\b(?:de vez em quando|as vezes|todos os dias|aos? fins? de semana)\b/g,
  es: /\b(?:de vez en cuando|a veces|todos los dias|los fines de semana)\b/g,
  de: /\b(?:ab und zu|hin und wieder|jeden tag|am wochenende)\b/g,
}
/** A short question that goes on with a list without a verb of its own: 'Any heaviness or pressure?'. Folded. */
const LIST_GOES_ON: Record<Language, RegExp> = {
  en: /^(?:and |or )?(?:any|how about|what about)\b/,
  pt: /^(?:e |ou )?(?:algum|alguma|e quanto a)\b/,
  es: /^[¿\s]*(?:y |o )?(?:algun|alguna|algo de|y que tal)\b/,
  de: /^(?:und |oder )?(?:irgendwelche\w*|irgendein\w*|was ist mit)\b/,
}
/** A short question of the same turn that goes on with a list without a verb of its own ('Any heaviness?'). */
const goesOnWith = (x: SourceSentence, question: SourceSentence, language: Language) =>
  x.turn === question.turn &&
  x.question &&
  (prepare(x.said).match(/[\p{L}\d']+/gu) ?? []).length <= SHORT_ANSWER &&
  LIST_GOES_ON[language].test(prepare(x.said).trim())
/** The sentences of an answer's turn read for what it names itself. */
const ANSWER_SENTENCES = 3

/** A possessive before a symptom: 'no issues with my pain' speaks of a known pain. */
const POSSESSED = /\b(?:my|your|his|her|meu|minha|seu|sua|mi|tu|su|mein\w*|dein\w*|ihr\w*|sein\w*)\s+$/

/** Words before a pain that name a kind of it: a no to 'radiating pain' leaves pain open. */
const KIND =
  /\b(?:radiating|shooting|sharp|stabbing|burning|throbbing|dull|new|other|more|worse|irradiada|aguda|nova|irradiado|punzante|nuevo|ausstrahlend\w*|stechend\w*|neue\w*)\s+$/

/** A degree before what is denied: a no to 'heavy alcohol use' leaves a little drinking open. */
const DEGREE =
  /\b(?:heavy|excessive|significant|regular|daily|frequent|much|a lot of|lots of|muito|muita|excessiv[oa]|regular|diari[oa]|mucho|mucha|excesiv[oa]|diari[oa]|viel|starke[nmrs]?|regelmas?sige[nmrs]?|tagliche[nmrs]?)(?:\s+(?:de|of))?\s+$/

/**
 * A list asked that closes with 'or anything like that' and runs straight into a no: the answer, which the
 * transcript merged into the clinician's turn ('any nausea or vomiting or anything like that no'), folded.
 */
const MERGED_NO: Record<Language, RegExp> = {
  en: /\b(?:anything|something|stuff)(?: else)? like that\s+(?:no|nope|nah)\b/,
  pt: /\b(?:algo|alguma coisa|outra coisa)(?: do genero| assim| parecid[oa])\s+nao\b/,
  es: /\b(?:algo|alguna cosa|otra cosa)(?: asi| parecid[oa]| por el estilo)\s+no\b/,
  de: /\b(?:so ?was|so etwas|etwas (?:ahnliches|in der art))\s+(?:nein|nee)\b/,
}
/**
 * The denial a sentence ends with that waits for what it denies in the next ('there's no, um.'), or ''. A no after
 * a word it denies ('Quedas não.') closes its own sentence, known term or not.
 */
function danglingDenial(said: string, language: Language): string {
  const cut = prepare(said).replace(/[\s,.]*(?:\b(?:uh|um|uhm|er|ah|eh|hum|ahm)\b[\s,.]*)*$/, '')
  const denial = DANGLING[language].exec(cut)
  return denial && !contentStems(cut.slice(0, denial.index), language).length ? denial[0] : ''
}

/** A denial that ends a sentence, waiting for what it denies. */
const DANGLING: Record<Language, RegExp> = {
  en: /\b(?:no|not|any|without|negative for)$/,
  pt: /\b(?:nao|nenhum|nenhuma|sem)$/,
  es: /\b(?:no|ningun|ninguno|ninguna|sin)$/,
  de: /\b(?:kein|keine|keinen|keiner|nicht|ohne)$/,
}

/**
 * A circumstance or a degree after a symptom ('no chest pain while exercising', 'never palpitations like
 * this'): a no to it leaves other times open. A time frame that reaches to now ('since you've been home',
 * 'desde que está em casa', 'seit Sie zu Hause sind') is none: its no denies today.
 */
const CIRCUMSTANCE =
  /^[\s,]*(?:[\p{L}']+\s+){0,3}?(?:while|when|during|with (?:exertion|activity|exercise)|every time|all the time|always|constantly|like (?:this|that|now|today|i (?:do|have) now)|this (?:bad|much)|as (?:bad|much)|enquanto|quando|durante|sempre|assim|como (?:agora|esta)|mientras|cuando|siempre|asi|como (?:ahora|esta)|wahrend|wenn|immer|standig|so (?:stark|schlimm)|wie (?:jetzt|heute)|bei (?:belastung|anstrengung))\b/u
/** 'Or anything like that' closes a list; it is no degree. */
const LIKE_THAT =
  /\b(?:anything|something|nothing|stuff|things?|algo|nada|coisa|cosa|etwas|sowas)(?: else)? (?:like (?:this|that)|assim|parecido|asi|similar|ahnliches)\b/g
/** The words of passing urine in any language, which say where a urinary symptom is, not when. */
const URINATING_ANY = new RegExp(`\\b(?:${Object.values(URINATING).join('|')})\\b`, 'g')
const URINARY = new Set(['dysuria', 'blood in urine'])
/** The text last read for its circumstances, prepared once for all its terms. */
const lastRead = { said: '', prepared: '' }
export const circumstanced = (said: string, t: TermMention) => {
  if (lastRead.said !== said) Object.assign(lastRead, { said, prepared: prepare(said) })
  // (Its first words only: the whole rest of a long stretch without a stop, for each term, would be quadratic.)
  const after = lastRead.prepared.slice(t.end, t.end + DENIAL_WINDOW).replace(LIKE_THAT, ' ')
  return CIRCUMSTANCE.test(URINARY.has(t.key) ? after.replace(URINATING_ANY, ' ') : after)
}

/**
 * The symptoms the consultation affirms or denies, by key: questions answered with a plain yes or no ('any
 * fever?' 'no'); what the patient says; what the clinician finds on examination. Questions left without a
 * plain answer, advice on a condition and what is said of relatives say nothing.
 */
/**
 * Advice the clinician gives, folded ('please', 'avoid', 'bitte', 'evite', 'por favor', 'no beba'), also after a
 * clause that says when ('Enquanto fizer o metotrexato, não beba álcool').
 */
const ADVICE: Record<Language, RegExp> = {
  en: /(?:^|[,;]\s*)(?:please|try to|avoid|cut down|stop|don't|do not)\b|\b(?:please avoid|i'd like you to|i want you to)\b/,
  pt: /(?:^|[,;]\s*)(?:por favor|evite|tente|deixe de|nao (?:beba|coma|tome|faca|fume))\b/,
  es: /(?:^|[,;]\s*)(?:por favor|evite|intente|deje de|no (?:beba|coma|tome|haga|fume))\b/,
  de: /(?:^|[,;]\s*)(?:bitte|vermeiden sie|verzichten sie|trinken sie|essen sie|rauchen sie)\b/,
}

/**
 * A question of blood alone ('any blood?', 'e sangue?', '¿sangre?', 'Blut?'): what it asks of is what the
 * clinician spoke of just before ('when was your last bowel movement?' 'was it normal?' 'any blood?' is blood
 * in the stool). Folded.
 */
const BARE_BLOOD: Record<Language, RegExp> = {
  en: /^(?:(?:okay|ok|and|so|uh|um|alright|all right)[\s,.]+)*(?:any|some|and|no)? ?blood\s*\??\s*$/,
  pt: /^(?:(?:ok|e|entao|pronto)[\s,.]+)*(?:e |algum |nenhum )?sangue\s*\??\s*$/,
  es: /^[\s¿]*(?:(?:vale|y|bueno|entonces)[\s,.]+)*(?:y |algo de |nada de )?sangre\s*\??\s*$/,
  de: /^(?:(?:okay|und|also|gut)[\s,.]+)*(?:und |irgendwelches |etwas )?blut\s*\??\s*$/,
}
/** The topics a question of blood alone may be of, by the words that name them. */
const BLOOD_TOPICS: Record<Language, [string, RegExp][]> = {
  en: [
    ['blood in stool', /\b(?:stools?|bowel movements?|bms?|poops?|pooping)\b/],
    ['blood in urine', /\b(?:urine|urinat\w*|pee|peeing)\b/],
    ['hematemesis', /\b(?:vomit\w*|throw(?:ing)? up|threw up)\b/],
  ],
  pt: [
    ['blood in stool', /\b(?:fezes|coco|evacu\w*|dejec\w*)\b/],
    ['blood in urine', /\b(?:urina|urinar|xixi)\b/],
    ['hematemesis', /\b(?:vomit\w*|vomitos?)\b/],
  ],
  es: [
    ['blood in stool', /\b(?:heces|deposicion\w*|caca|evacu\w*)\b/],
    ['blood in urine', /\b(?:orina|orinar|pis)\b/],
    ['hematemesis', /\b(?:vomit\w*|vomitos?)\b/],
  ],
  de: [
    ['blood in stool', /\b(?:stuhl\w*)\b/],
    ['blood in urine', /\b(?:urin|wasserlassen)\b/],
    ['hematemesis', /\b(?:erbrechen|erbrochen\w*|ubergeben)\b/],
  ],
}
/**
 * Whether two texts, folded, speak of one of those topics in any of its words: 'deposiciones' and 'heces', 'loose
 * stools' and 'bowel movements', 'fezes' and 'evacuações', 'Stuhl' and 'Stuhlgang' name one place of bleeding.
 */
export const sameTopic = (a: string, b: string, language: Language) =>
  BLOOD_TOPICS[language].some(([, words]) => words.test(a) && words.test(b))
/** How many turns before a question of blood alone may name what it asks of. */
const BLOOD_TOPIC_REACH = 4
function bloodOfTopic(sentences: SourceSentence[], i: number, language: Language): TermMention[] {
  const low = prepare(sentences[i]!.said)
  if (!BARE_BLOOD[language].test(low)) return []
  const at = low.search(/\b(?:blood|sangue|sangre|blut)\b/)
  const turn = sentences[i]!.turn
  for (let k = i - 1; k >= 0 && sentences[k]!.turn >= turn - BLOOD_TOPIC_REACH; k--) {
    const said = prepare(sentences[k]!.said)
    const topics = BLOOD_TOPICS[language].filter(([, words]) => words.test(said))
    // One topic only: 'stool or urine?' asks of neither alone.
    if (topics.length === 1)
      return [{ key: topics[0]![0], start: at, end: at + 5, polarity: 'affirmed', site: [] }]
    if (topics.length) return []
  }
  return []
}

/**
 * A judgement of a habit in general ('Smoking is gross.', 'Fumar é nojento.', 'Fumar es un asco.', 'Rauchen ist
 * ekelhaft.'), folded: it says nothing of whether the patient has it, nor answers what was asked of it.
 */
const HABIT_JUDGED: Record<Language, RegExp> = {
  en: /^\s*(?:smoking|drinking|drugs|alcohol|cigarettes|tobacco)\s+(?:is|are)\s+(?:so |really |just |very |pretty )?(?:gross|disgusting|bad|terrible|awful|nasty|unhealthy|dangerous|stupid|horrible|a (?:bad|dirty|nasty|terrible) habit)\b/,
  pt: /^\s*(?:fumar|beber|o tabaco|o alcool|as drogas|os cigarros)\s+(?:e|sao)\s+(?:muito |tao |mesmo )?(?:nojento|horrivel|mau|pessimo|perigoso|um nojo|um mau habito)\b/,
  es: /^\s*(?:fumar|beber|el tabaco|el alcohol|las drogas|los cigarrillos)\s+(?:es|son)\s+(?:muy |tan |realmente )?(?:asqueroso|horrible|malo|terrible|peligroso|un asco|un mal habito)\b/,
  de: /^\s*(?:rauchen|trinken|alkohol|drogen|zigaretten|tabak)\s+(?:ist|sind)\s+(?:so |sehr |echt |einfach )?(?:ekelhaft|eklig|widerlich|schlecht|ungesund|gefahrlich|schrecklich)\b/,
}

export function saidTerms(sentences: SourceSentence[], language: Language): Map<string, SaidTerm[]> {
  const out = new Map<string, SaidTerm[]>()
  const add = (t: SaidTerm) => {
    const list = out.get(t.key)
    if (list) list.push(t)
    else out.set(t.key, [t])
  }
  const exam = READING[language].cues.exam
  sentences.forEach((s, i) => {
    const low = prepare(s.said)
    if (FAMILY.test(low) || HABIT_JUDGED[language].test(low)) return
    // 'Bitte in den nächsten Wochen keinen Alkohol', 'avoid alcohol': advice says nothing of what the patient does;
    // what a long turn said before its advice stands ('the x-ray showed no fracture … I want you to stay off it').
    const advice = s.speaker === 'clinician' && !s.question ? ADVICE[language].exec(low) : null
    // Advice on a condition says nothing of what follows its 'if'; what the sentence says before it stands
    // ('no murmurs or gallops, take a deep breath if you can'). A condition not found by word decides nothing.
    // An 'if' that asks ('can you tell me if…?') or asks leave ('if it's okay with you') sets no condition.
    const masked = withoutAskingIfs(low, language)
    const conditional = s.conditional && !(CONDITION[language].test(low) && !CONDITION[language].test(masked))
    const condition = conditional ? CONDITION[language].exec(masked) : null
    if (conditional && (!condition || s.question)) return
    // A clinician's finding taken for a question only because an answer followed ('there's no acute
    // fracture.' 'okay.'), without a question mark, is a statement.
    const states = s.speaker === 'clinician' && STATES[language].test(low)
    const asks =
      !condition &&
      ((s.question && !(states && !s.said.includes('?'))) ||
        (s.speaker === 'clinician' && ASKS[language].test(low) && !states))
    if (asks && advice) return
    // 'any chest pain or shortness of breath or anything like that no no': the patient's no, merged by the
    // transcript into the clinician's turn right after the list it answers.
    const merged = asks && s.speaker === 'clinician' ? MERGED_NO[language].exec(low) : null
    if (merged) {
      const cue = ASKS[language].exec(low)
      const asked = termsIn(s.said, language).filter(
        (t) => t.end <= merged.index && (!cue || t.end > cue.index),
      )
      for (const t of asked)
        if (!presupposed(low, t, language))
          add({
            ...t,
            polarity: 'negated',
            sentence: s.index,
            answered: true,
            exam: false,
            ever: EVER[language].test(low.slice(0, merged.index)),
            timed:
              NOW_ONLY.test(low.slice(0, merged.index)) ||
              circumstanced(s.said.slice(0, merged.index), t) ||
              DEGREE.test(low.slice(Math.max(0, t.start - 18), t.start)) ||
              (t.key === 'pain' && KIND.test(low.slice(Math.max(0, t.start - 12), t.start))),
          })
      if (asked.length) return
    }
    if (asks) {
      // A run of questions ('chest pain? shortness of breath?') is answered once, after the last; so is a long
      // one whose list a short one goes on with ('Do you feel any type of chest pain? Any heaviness?').
      const short = (x: SourceSentence) =>
        (prepare(x.said).match(/[\p{L}\d']+/gu) ?? []).length <= SHORT_ANSWER
      const goesOn = (x: SourceSentence | undefined) =>
        x?.turn === s.turn &&
        x.question &&
        short(x) &&
        (short(s) ||
          termsIn(x.said, language).length > 0 ||
          LIST_GOES_ON[language].test(prepare(x.said).trim()))
      let j = i + 1
      while (goesOn(sentences[j])) j++
      // 'How about fever, nausea, vomiting…? Are you sleeping well?' 'Everything is fine except some chills.':
      // a no to all of it after a short question of something else that ends the turn answers the list too.
      const after = sentences[j + 1]
      if (
        sentences[j]?.turn === s.turn &&
        sentences[j]!.question &&
        short(sentences[j]!) &&
        after?.turn === s.turn + 1 &&
        after.speaker !== s.speaker &&
        NO_TO_ALL[language].test(
          prepare(after.said)
            .replace(/^[\s,.¿¡-]+/, '')
            .replace(FILLERS[language], ''),
        )
      )
        j++
      // 'What? Huh?': a turn that only asks for the question again answers nothing; the next turn, by someone
      // other than who asked, answers it ('She has not complained of anything like that').
      const again = sentences[j]
      if (again && again.turn !== s.turn && again.speaker !== s.speaker) {
        let k = j
        while (sentences[k]?.turn === again.turn && ASKED_AGAIN[language].test(prepare(sentences[k]!.said)))
          k++
        const next = sentences[k]
        if (k > j && next?.turn === again.turn + 1 && next.speaker !== s.speaker) j = k
      }
      const answer = sentences[j]
      if (!answer || answer.turn === s.turn || answer.speaker === s.speaker || CLARIFY[language].test(low))
        return
      const reply = prepare(answer.said)
        .replace(/^[\s,.¿¡-]+/, '')
        .replace(FILLERS[language], '')
      const toAll = NO_TO_ALL[language].test(reply)
      const agrees = AGREES[language].test(reply)
      const polarity =
        ANSWER[language].no.test(reply) || toAll
          ? 'negated'
          : ANSWER[language].yes.test(reply)
            ? 'affirmed'
            : null
      // What is recapped before the question ('so epigastric pain, any blood in your stool?') is not asked; what
      // runs on past the question's word ('or have ever used any drugs?') is.
      const cue = ASKS[language].exec(low)
      const asked = [
        ...termsIn(s.said, language).filter((t) => !cue || t.end > cue.index),
        ...bloodOfTopic(sentences, i, language),
      ]
      // What the answer names, in its first sentence or later in its turn ('Yeah, it's been consistent. No
      // vision changes.'), it answers itself: the leading yes or no is for the rest.
      const turn = sentences.slice(j).filter((x, k) => x.turn === answer.turn && k < ANSWER_SENTENCES)
      // A later sentence of a relative ('Nope. My mother has forbidden smoking in her home.') or a judgement of
      // the habit ('No, I don't. Smoking is gross.') answers nothing of the patient's: the no stands.
      const answered = new Set(
        turn
          .filter((x, k) => {
            const said = prepare(x.said)
            return (k === 0 || !FAMILY.test(said)) && !HABIT_JUDGED[language].test(said)
          })
          .flatMap((x) => termsIn(x.said, language).map((t) => t.key)),
      )
      // A no said plainly stays a no however long the answer goes on ('nope, I've always had skinny ankles'),
      // unless it turns ('no, but sometimes…') to what was asked; a yes must be short. A no to all of it
      // ('no to each one', 'everything's fine except the chills') leaves open only what it names.
      const plain =
        (reply.match(/[\p{L}\d']+/gu) ?? []).length <= SHORT_ANSWER ||
        toAll ||
        (polarity === 'negated' &&
          CLEAR_NO[language].test(reply) &&
          (!CONTRAST[language].test(reply) || turnsElsewhere(reply, asked, language)))
      // 'Do you drink or smoke?' 'I drink socially.': a short answer that affirms some of a list asked and says
      // no yes or no denies the rest ('any chest pain or shortness of breath?' 'shortness of breath.').
      // So does one whose yes is its own verb or how often ('I have a drink every once in a while', 'Sometimes
      // I drink', 'Às vezes bebo', 'Manchmal trinke ich'); a yes said as such ('Yes, I drink') leaves the rest open.
      if (
        (!polarity || (polarity === 'affirmed' && !YES_WORD[language].test(reply))) &&
        !agrees &&
        asked.length > 1 &&
        new Set(asked.map((t) => t.key)).size > 1 &&
        (reply.replace(HOW_OFTEN[language], ' ').match(/[\p{L}\d']+/gu) ?? []).length <= PART_ANSWER &&
        termsIn(answer.said, language).some(
          (t) => t.polarity === 'affirmed' && asked.some((a) => a.key === t.key),
        )
      ) {
        for (const t of asked) {
          if (answered.has(t.key) || t.polarity === 'negated') continue
          if (presupposed(low, t, language)) continue
          add({
            ...t,
            polarity: 'negated',
            sentence: answer.index,
            answered: true,
            exam: false,
            ever: false,
            timed:
              NOW_ONLY.test(low) ||
              circumstanced(s.said, t) ||
              DEGREE.test(low.slice(Math.max(0, t.start - 18), t.start)) ||
              (t.key === 'pain' && KIND.test(low.slice(Math.max(0, t.start - 12), t.start))),
          })
        }
        return
      }
      if ((!polarity && !agrees) || !plain) return
      // A yes that names some of what was asked ('yes, the cough') says nothing of the rest.
      if (polarity === 'affirmed' && asked.some((t) => answered.has(t.key))) return
      const timed = NOW_ONLY.test(low)
      for (const t of asked) {
        if (answered.has(t.key) || presupposed(low, t, language)) continue
        // 'You're not having any chest pain?' 'No': a no to a denial denies; a yes to it says nothing plain.
        // 'So no chest pain?' 'Correct.': agreeing with a denial denies.
        const given =
          t.polarity === 'negated' ? (polarity === 'negated' || agrees ? 'negated' : null) : polarity
        if (given)
          add({
            ...t,
            polarity: given,
            sentence: answer.index,
            answered: true,
            exam: false,
            ever: given === 'negated' && (EVER[language].test(low) || EVER[language].test(reply)),
            timed:
              timed ||
              (given === 'negated' &&
                (circumstanced(s.said, t) ||
                  DEGREE.test(low.slice(Math.max(0, t.start - 18), t.start)) ||
                  (t.key === 'pain' && KIND.test(low.slice(Math.max(0, t.start - 12), t.start))))),
          })
      }
      return
    }
    // A clinician's statement affirms a finding only on examination; the patient's speak for themselves.
    const examining = s.speaker === 'clinician' && !!exam?.test(s.said)
    const before = BEFORE_ONLY.test(low)
    // A denial cut from what it denies by a pause the transcript took for a full stop ('there's no, um.').
    const previous = sentences[i - 1]
    // ('Dores de cabeça não. Tonturas uma ou duas vezes…': a no after what it denies closes its own sentence.)
    const dangling =
      previous?.turn === s.turn && !termsIn(previous.said, language).length
        ? danglingDenial(previous.said, language)
        : ''
    const lead = dangling ? `${dangling} ` : ''
    const read = termsIn(lead + s.said, language)
      .filter((t) => t.start >= lead.length)
      .map((t) => ({ ...t, start: t.start - lead.length, end: t.end - lead.length }))
      .filter((t) => (!condition || t.end <= condition.index) && (!advice || t.end <= advice.index))
    // (Whether the sentence speaks of ever, read once for all its terms.)
    const everSaid = read.some((t) => t.polarity === 'negated') && EVER[language].test(low)
    for (const t of read) {
      // 'No issues with my pain', 'no radiating pain': a denial of something about it, not of it.
      const lead = low.slice(Math.max(0, t.start - 12), t.start)
      const aside =
        t.polarity === 'negated' &&
        (POSSESSED.test(lead) ||
          DEGREE.test(low.slice(Math.max(0, t.start - 18), t.start)) ||
          (t.key === 'pain' && KIND.test(lead)))
      add({
        ...t,
        sentence: s.index,
        answered: false,
        exam: examining,
        ever: t.polarity === 'negated' && everSaid,
        timed: t.polarity === 'affirmed' ? before : aside || circumstanced(s.said, t),
        echo: s.speaker !== 'patient' && t.polarity === 'affirmed' && !examining,
      })
    }
  })
  return out
}

/** What a text affirms and denies, word by word (folded words): named or not. */
export interface WordPolarities {
  affirmed: Set<string>
  /** Each item denied, in its words; its head is its last word ('medical care': care), none for a question's. */
  denied: {
    words: string[]
    head: string | null
    ever?: boolean
    heads?: string[]
    /** The item right after its denial, not one further down its list. */
    first?: boolean
    /** What a treatment asked of is for: named with the treatment, never denied alone. */
    treated?: string[]
    /** The word that denies it ('no', 'not', 'without'), folded, and the word before that ('does', 'can'). */
    cue?: string
    before?: string
  }[]
}

/** Words that join the items of a denied list: 'no hypertension, diabetes or stroke'. */
const JOINER = /^(?:,|\/|or|nor|and|of|ou|nem|e|de|do|da|o|ni|y|oder|noch|und|von)$/
/** A yes or no that opens an answer, with a word or two before its comma ('no sir,', 'nein, danke,'). */
const LEADING_NO: Record<Language, RegExp> = {
  en: /^\W*(?:no|nope|nah|yes|yeah)\b(?:\s+[\p{L}']+){0,2}?\s*[,.!]/u,
  pt: /^\W*(?:nao|sim)\b(?:\s+[\p{L}']+){0,2}?\s*[,.!]/u,
  es: /^\W*(?:no|si)\b(?:\s+[\p{L}']+){0,2}?\s*[,.!]/u,
  de: /^\W*(?:nein|nee|ja)\b(?:\s+[\p{L}']+){0,2}?\s*[,.!]/u,
}
/** Verbs after a denial that deny nothing of their object: 'can't stop sneezing', 'não sei se', 'weiß nicht'. */
const NOT_DENYING =
  /^(?:stop\w*|quit\w*|wait\w*|afford|remember|recall|think|believe|say|tell|mind|consegu\w*|deix\w*|parar|par[oae]|pares|parem|suspend\w*|interromp\w*|interrump\w*|dejes?|lembr\w*|acho|dej[oa]\w*|recuerd\w*|creo|aufhor\w*|erinner\w*|glaub\w*|weiss)$/
/**
 * A text with its 'if's that set no condition blanked out (same length, so offsets hold): the ones that ask
 * ('do you know if', 'sabe se') and the ones that ask leave ('if it's okay with you').
 */
const withoutAskingIfs = (low: string, language: Language) => {
  const blank = (m: string) => ' '.repeat(m.length)
  return low.replace(ASKS_WHETHER, blank).replace(CONSENT[language], blank)
}
/** A verb of knowing or asking and the 'if' that follows it ('know if', 'sabe se', 'sabe si'). */
const ASKS_WHETHER =
  /\b(?:know|knew|wonder\w*|sure|ask\w*|check\w*|tell me|let me know|sabe|sabes|saber|sabia|pergunt\w*|diga-me|diz-me|pregunt\w*|digame|dime)\s+(?:if|se|si)\b/g
/**
 * A request for consent ('if it's okay with you', 'se não se importa', 'si le parece bien', 'wenn Sie
 * einverstanden sind'): a courtesy, not a condition on what the sentence goes on to say.
 */
const CONSENT: Record<Language, RegExp> = {
  en: /\b(?:if (?:it's|its|it is|that's|thats|that is) (?:ok|okay|alright|all right|fine)(?: with you)?|if you (?:don't|do not) mind)\b/g,
  pt: /\bse (?:nao se importa|nao te importas|estiver de acordo|me permite|nao se importar)\b/g,
  es: /\bsi (?:no le importa|no te importa|le parece bien|te parece bien|me permite|esta de acuerdo)\b/g,
  de: /\bwenn (?:sie|du) (?:einverstanden sind|einverstanden bist|nichts dagegen ha\w+|erlauben|erlaubst)\b|\bwenn es (?:ihnen|dir) recht ist\b/g,
}
/**
 * The examiner's verbs between a denial and what it denies ('I don't see any evidence of a fracture', 'não
 * vejo sinais de', 'no palpo masas'); in English only before 'any' or an article, so 'I don't feel well'
 * denies nothing. German says the verb before 'kein' ('ich sehe keine Schwellung'): nothing to skip.
 */
const EXAMINER_SEES: Record<Language, RegExp> = {
  en: /^(?:see|appreciate|feel|hear|notice|find|palpate|detect|identify|observe)$/,
  pt: /^(?:vejo|noto|palpo|encontro|detecto|observo|identifico|ausculto)$/,
  es: /^(?:veo|noto|palpo|encuentro|detecto|observo|identifico|aprecio|ausculto)$/,
  de: /^$/,
}
/** Before another item of a denied list, the word that carries the denial on: 'no signs of infection or any redness'. */
const ANY_AGAIN = /^(?:any|qualquer|nenhuma?|ningun[oa]?|irgendwelche|irgendeine?n?)$/
/** Articles after 'of' in a denied item: 'no evidence of a fracture', 'sem sinais de uma infeção'. */
const ARTICLE =
  /^(?:a|an|the|any|um|uma|o|os|as|qualquer|un|una|el|la|los|las|ningun[oa]?|ein|eine|einer|einem|einen|der|die|das|dem|den|irgendwelche)$/
/**
 * In speech without punctuation, a word said with a copula and a normal finding starts a new clause ('no
 * pronator drift sensation is intact'): the denial before it does not reach it.
 */
const NEW_CLAUSE: Record<Language, RegExp> = {
  en: /^(?:is|are|was|were) (?:intact|normal|clear|fine|good|unremarkable|symmetric|equal|regular|soft|stable|preserved|full)$/,
  pt: /^(?:e|esta|estao|sao) (?:intact[oa]s?|normal|normais|simetric[oa]s?|preservad[oa]s?|mantid[oa]s?|regular\w*|estavel|estaveis)$/,
  es: /^(?:es|esta|estan|son) (?:intact[oa]s?|normal|normales|simetric[oa]s?|preservad[oa]s?|conservad[oa]s?|regular\w*|estables?)$/,
  de: /^(?:ist|sind|war|waren) (?:intakt|normal|unauffallig|symmetrisch|regelrecht|erhalten|stabil)$/,
}
/**
 * Words an answer may take back from its question without naming part of what was asked: 'Any history of
 * stroke?' 'No, no such history.', 'Can you remember an injury?' 'No, not that I can remember.'
 */
const HEDGE_OR_FRAME =
  /^(?:history|histories|remember|recall|aware|historia|historial|antecedentes|lembr\w*|record\w*|recuerd\w*|vorgeschichte|erinner\w*)$/
/** The times of day a question asks of, folded: said again in its no, they name nothing of what was asked. */
const TIME_OF_DAY =
  /^(?:nights?|mornings?|evenings?|noites?|manhas?|noches?|mananas?|nacht|nachte|nachts|morgens?|abends?)$/
/** Words that say where: what follows them is a place ('blood in your stool', 'sangre en las heces'). */
const WHERE: Record<Language, RegExp> = {
  en: /^(?:in|on|at|into|from|around|near|inside|under)$/,
  pt: /^(?:em|no|na|nos|nas|dentro)$/,
  es: /^(?:en|dentro)$/,
  de: /^(?:in|im|an|am|auf|unter)$/,
}
/** Verbs with which a word of place names an illness ('suffered from dementia', 'Leidet jemand an Demenz?'). */
const SUFFERS = /^(?:suffer\w*|leid\w*|litt\w*|erkrankt\w*)$/
const ILLNESS_AFTER = /^(?:from|an|unter)$/
/** The words right after a word of place, past its articles and possessives. */
function placesIn(text: string, language: Language): Set<string> {
  const out = new Set<string>()
  const words = prepare(text).match(/[\p{L}\p{N}']+/gu) ?? []
  words.forEach((w, k) => {
    if (!WHERE[language].test(w) || (ILLNESS_AFTER.test(w) && words.slice(0, k).some((x) => SUFFERS.test(x))))
      return
    let j = k + 1
    while (j < words.length && STOPWORDS[language].has(words[j]!) && j < k + 3) j++
    if (words[j]) out.add(words[j]!)
  })
  return out
}
/** Words of a question that ask of a circumstance, a degree or a kind only. */
const QUALIFIED =
  /\b(?:when|while|during|every time|whenever|heavy|excessive|significant|regular|daily|frequent|radiating|quando|enquanto|durante|sempre que|excessiv[oa]|regular|diari[oa]|irradiad[oa]|cuando|mientras|siempre que|excesiv[oa]|wenn|wahrend|bei|jedes mal|starke[nmrs]?|regelmassige[nmrs]?|tagliche[nmrs]?|ausstrahlend\w*)\b/
/** A question about what else there is ('anything other than…?'): its no says nothing of what it names. */
const OTHER_THAN =
  /\b(?:other (?:than|then)|besides|apart from|except|alem d[eoa]s?|fora [oa]s?|aparte de|ademas de|excepto|ausser|abgesehen von)\b/
/** What separates the things a question asks ('depression, anxiety, or mood disorders?'). */
const ASKED_ITEMS = /[,;/?]|\b(?:or|and|nor|ou|e|nem|o|y|ni|oder|und|noch)\b/
/** Words of a question whose no denies every word it names: a longer one asks more than one thing. */
const QUESTION_WORDS = 12
/** Words of a question whose no denies anything: up to here, each thing it asks, whole. */
const LONG_QUESTION_WORDS = 24
/** A denial said before the thing it denies, not of a verb ('no treatments', 'nenhum tratamento', 'keine Behandlung'), folded. */
const NO_BEFORE_THING = /^(?:no|nenhum|nenhuma|ningun|ninguno|ninguna|kein|keine|keinen|keiner|keinerlei)$/
/** Words that open a question and ask nothing ('okay, and do you…', 'certo, e…', 'vale, y…', 'gut, und…'), folded. */
const QUESTION_OPENERS: Record<Language, RegExp> = {
  en: /^(?:(?:okay|ok|alright|all right|and|so|now|well|um|uh|great|good|perfect)\b[\s,.!-]*)+/,
  pt: /^(?:(?:ok|certo|bem|muito bem|e|entao|agora|pronto|hum|ta bem)\b[\s,.!-]*)+/,
  es: /^(?:(?:vale|bien|muy bien|bueno|y|entonces|ahora|de acuerdo|eh)\b[\s,.!-]*)+/,
  de: /^(?:(?:okay|ok|gut|sehr gut|also|und|jetzt|nun|alles klar|na)\b[\s,.!-]*)+/,
}
/**
 * How many words a prepared question asks with: not its opening acknowledgement ('okay and do you have…') nor a
 * closing 'or anything like that', which ask nothing more.
 */
const askedLength = (question: string, language: Language) =>
  (
    question
      .replace(QUESTION_OPENERS[language], '')
      .replace(LIKE_THAT, ' ')
      .match(/[\p{L}\d']+/gu) ?? []
  ).length
/** A word that turns a denial ('no masses, however, …'), alone. */
const TURN_WORD = Object.fromEntries(
  Object.entries(TURNS).map(([language, turns]) => [language, new RegExp(`^(?:${turns.source})$`)]),
) as Record<Language, RegExp>
/** How many words in a row one denied item may have: 'no coronary artery disease'. */
const ITEM_WORDS = 3

/**
 * Whether two words are one ('surgery' and 'surgeries', 'smoker' and 'smoked'): the same but for an ending of
 * two or three letters ('fainted', 'fainting'), never a longer word that only begins the same ('tonsils', 'tonsillectomy').
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true
  let p = 0
  while (p < a.length && p < b.length && a[p] === b[p]) p++
  return p >= 4 && p >= Math.min(a.length, b.length) - 2 && Math.abs(a.length - b.length) <= 3
}

/** Words of now right after a denial ('not currently on…'), which it passes over to what it denies. */
const DENIED_NOW =
  /^(?:currently|presently|atualmente|presentemente|actualmente|derzeit|aktuell|zurzeit|momentan)$/

/** Verbs of seeming, which a denial passes over to the verb after them. */
export const SEEMS =
  /^(?:seems?|seemed|appears?|appeared|parece[mn]?|parecia[mn]?|pareceu|parecio|scheinen|scheint|schien(?:en)?)$/

/** Words of being able, before or in a denial ('can't', 'cannot', 'não consegue', 'kann nicht'). */
const CAN = /^(?:ca|can|could|cannot|couldn|pode|podia|conseg\w*|consig\w*|puede|podia|kann|konnte)$/

/** Whether a text has a word of denial at all. */
export const hasDenial = (text: string, language: Language) =>
  new RegExp(NEGATIONS[language].source).test(prepare(text))

/** Where a text's first word of denial stands, or -1 (the text's own offsets: `prepare` keeps them). */
export const denialAt = (text: string, language: Language) =>
  prepare(text).search(new RegExp(NEGATIONS[language].source))

/** Words of denial said after what they deny. */
const AFTER_ITS_THING = /^(?:negative|negativo|negativ|unlikely)$/
/** Words that set exceptions apart from a denial ('other than', 'além de', 'aparte de', 'außer'), folded. */
const EXCEPT: Record<Language, RegExp> = {
  en: /\b(?:other than|except|apart from|aside from|besides)\b/,
  pt: /\b(?:alem d[eoa]s?|exceto|tirando|fora (?:[oa]s? )?)\b/,
  es: /\b(?:aparte de|ademas de|excepto|salvo|fuera de)\b/,
  de: /\b(?:ausser|abgesehen von|bis auf)\b/,
}
/** A degree or a likeness a denial reaches ('not as much', 'like this', 'nicht so stark'), folded. */
const DEGREE_DENIED: Record<Language, RegExp> = {
  en: /\b(?:like (?:this|that)|as (?:much|bad|often|many)|that (?:much|bad|often)|so (?:much|bad|often)|too (?:much|bad|often)|quite)\b/,
  pt: /\b(?:assim|tanto|tao|muito|demasiado)\b/,
  es: /\b(?:asi|tanto|tan|mucho|demasiado)\b/,
  de: /\b(?:so|wie (?:diese\w*|das)|sehr|zu (?:stark|viel|oft))\b/,
}
/** A doubt or a plan right after a denial ('don't know if', 'não sei se', 'not gonna', 'no voy a'), folded. */
const DOUBT_OR_PLAN: Record<Language, RegExp> = {
  en: /^\s*(?:(?:really |quite )?(?:know (?:if|whether|what|how|when|why|where|who|that|about|exactly)|sure|remember|recall|certain)|gon ?na|going to|be able|will|want)\b/,
  pt: /^\s*(?:(?:me )?(?:sei|sabe|sabemos|lembro|lembra|recordo)|tenho a certeza|(?:esta|estou) (?:seguro|segura|certo|certa)|vou|vai|vamos|quero|quer)\b/,
  es: /^\s*(?:(?:lo )?(?:se|sabe|sabemos) (?:si|que|cuando|como|donde|quien)|(?:me )?(?:recuerdo|acuerdo|recuerda)|estoy segur[oa]|esta segur[oa]|voy a|va a|vamos a|quiero|quiere)\b/,
  de: /^\s*(?:(?:genau |so )?(?:weiss|wissen|sicher|erinnere)|werde|wird|werden|will|mochte)\b/,
}
/** How far a denial's reach is read: a clause, not the rest of a turn the transcript left unpunctuated. */
const TAIL_CHARS = 200

/**
 * Each denial of a sentence that no condition sets, with what it reaches: from its word to a word that turns it
 * or the clause's end, folded ('i don't know my father' → 'know my father', 'não me sinto bem, mas' → 'me sinto
 * bem'), and where the reach starts.
 */
export function denialReaches(
  text: string,
  language: Language,
): { from: number; at: number; reach: string; ability: boolean }[] {
  const low = prepare(text)
  const condition = CONDITION[language].exec(withoutAskingIfs(low, language))
  const end = condition ? condition.index : low.length
  const turn = new RegExp(TURNS[language].source)
  // 'Other than the two times, I had never been fired': a denial after an exception leaves the exception said.
  const except = low.search(EXCEPT[language])
  // An answer's leading no ('no, I want you to…', 'uh, no, I've had…') denies nothing after it.
  const fillers = FILLERS[language].exec(low)?.[0].length ?? 0
  const lead = fillers + (INTERJECTION[language].exec(low.slice(fillers))?.[0].length ?? 0)
  const out: { from: number; at: number; reach: string; ability: boolean }[] = []
  let reached = 0
  for (const cue of low.slice(0, end).matchAll(NEGATIONS[language])) {
    if (except >= 0 && except < cue.index) break
    if (cue.index < lead) continue
    // 'Believe it or not', 'whether or not': no denial.
    if (/\b(?:or|ou|o|oder)\s+$/.test(low.slice(Math.max(0, cue.index - 4), cue.index))) continue
    const at = cue.index + cue[0].length
    // 'The test is negative', 'unlikely': a word said after what it denies reaches nothing after it.
    if (AFTER_ITS_THING.test(cue[0]) && !/^\s*(?:for|para|fur)\b/.test(low.slice(at, at + 6))) continue
    const rest = low.slice(at, Math.min(end, at + TAIL_CHARS))
    const stop = turn.exec(rest)
    const reach = (stop ? rest.slice(0, stop.index) : rest).split(',')[0]!
    // 'Never felt palpitations like this', 'não tanto': a denial of a degree leaves the thing said; 'I don't
    // know if…', 'not going to play': a doubt or a plan denies nothing of now.
    if (DEGREE_DENIED[language].test(reach) || DOUBT_OR_PLAN[language].test(reach)) continue
    // 'Não consigo andar sem dor': a denial of a denial affirms, and neither is read.
    const denying = reached
    reached = Math.max(reached, at + reach.length)
    if (cue.index < denying || new RegExp(NEGATIONS[language].source).test(reach)) continue
    const before = /([\p{L}']+)\W*$/u.exec(low.slice(Math.max(0, cue.index - 24), cue.index))?.[1] ?? ''
    const next = /[\p{L}']+/u.exec(reach)?.[0] ?? ''
    out.push({ from: cue.index, at, reach, ability: [before, cue[0].trim(), next].some((w) => ABLE.test(w)) })
  }
  return out
}

/** Words of being able, in any person ('can't', 'não consigo', 'no puedo', 'kann nicht'), folded. */
export const ABLE =
  /^(?:ca|can|could|cannot|couldn|able|pod\p{L}*|conseg\p{L}*|consig\p{L}*|pued\p{L}*|kann|kannst|konn\p{L}*)$/u

/**
 * The content words a text affirms and denies, whatever they name ('no history of hypertension', 'did not
 * start the new medicine'): a denial reaches the item right after it, over small words and a list's joiners
 * ('no chronic illnesses', 'no surgeries or hospital stays'), and stops at any other word ('no problem in
 * rehab': rehab is not denied). What follows a condition says neither.
 */
export function wordPolarities(text: string, language: Language): WordPolarities {
  // An answer's leading no ('No sir, I'm single', 'Não, estou reformado') denies nothing after it.
  const low = prepare(text).replace(LEADING_NO[language], (m) => ' '.repeat(m.length))
  const out: WordPolarities = { affirmed: new Set(), denied: [] }
  const denied = new Set<string>()
  // 'Do you know if…', 'sabe se…': a question's 'if' that asks, not a condition.
  const condition = CONDITION[language].exec(withoutAskingIfs(low, language))
  const end = condition ? condition.index : low.length
  const stop = STOPWORDS[language]
  const content = (w: string) => w.length >= 3 && !stop.has(w) && !/^\d/.test(w) && !NEGATIONS_WORD.test(w)
  /** Where a denial of a verb that denies nothing ('não pare', "don't stop") was read: its 'nem' goes on with it. */
  let notDenyingAt = -1
  for (const cue of low.slice(0, end).matchAll(NEGATIONS[language])) {
    // 'Believe it or not', 'whether or not': no denial.
    if (/\b(?:or|ou|o|oder)\s+$/.test(low.slice(Math.max(0, cue.index - 4), cue.index))) continue
    // 'Não pare o bisoprolol nem a atorvastatina': keep taking both; the 'nem' carries the 'não pare'.
    if (
      notDenyingAt >= 0 &&
      /^(?:nem|nor|ni|noch)$/.test(cue[0].trim()) &&
      !/[.!?;]/.test(low.slice(notDenyingAt, cue.index))
    )
      continue
    // (What a denial reaches is read within DENIAL_WINDOW letters after it, never the whole rest of the text.)
    const tokens =
      low
        .slice(cue.index + cue[0].length, Math.min(end, cue.index + cue[0].length + DENIAL_WINDOW))
        .match(/[\p{L}\p{N}']+|[,/;:.!?]/gu) ?? []
    // 'No, she's divorced', 'Ich rauche nicht, Alkohol…': a denial closed by its comma denies nothing after it.
    if (tokens[0] === ',') continue
    let k = 0
    const listing = (t: string | undefined) => t !== undefined && LISTING.test(t) && !content(t)
    while (
      k < tokens.length &&
      k < 5 &&
      (listing(tokens[k]) ||
        // 'Not currently on potassium', 'não está atualmente a tomar', 'nimmt derzeit kein…': the now is no thing.
        DENIED_NOW.test(tokens[k]!) ||
        (EXAMINER_SEES[language].test(tokens[k]!) && (language !== 'en' || listing(tokens[k + 1]))))
    )
      k++
    // 'Nothing seems to help', 'não parece ajudar', 'scheint nicht zu helfen': what seems is what is denied; an
    // ability denied ('can't seem to comprehend') stays the ability's, which only an ability written turns.
    // (The word before the cue, read from the 60 letters before it: the whole text before would make a long
    // stretch without a stop quadratic.)
    const said = /([\p{L}']+)\W*$/u.exec(low.slice(Math.max(0, cue.index - 60), cue.index))?.[1] ?? ''
    if (!CAN.test(said) && !CAN.test(cue[0].trim())) {
      if (SEEMS.test(tokens[k] ?? '')) k += /^(?:to|zu)$/.test(tokens[k + 1] ?? '') ? 2 : 1
      else if (tokens[k] === 'zu' && SEEMS.test(said)) k++
    }
    let item: string[] = []
    let first = true
    const before = /([\p{L}']+)\W*$/u.exec(low.slice(Math.max(0, cue.index - 60), cue.index))?.[1]
    const close = () => {
      if (item.length) out.denied.push({ words: item, head: item.at(-1)!, first, cue: cue[0], before })
      if (item.length) first = false
      item = []
    }
    for (; k < tokens.length; k++) {
      const t = tokens[k]!
      // 'Não faz atualmente suplemento de potássio': the now inside the item names nothing.
      if (DENIED_NOW.test(t)) continue
      // 'Of' binds an item ('history of hypertension'); the other joiners start the next one.
      if (t === 'of' || t === 'de' || t === 'von') {
        while (ARTICLE.test(tokens[k + 1] ?? '')) k++
        continue
      }
      if (JOINER.test(t)) {
        close()
        if (ANY_AGAIN.test(tokens[k + 1] ?? '')) k++
        continue
      }
      // 'Has not changed', 'no need for', 'did not improve': a word that ends the reach of a symptom's denial is
      // itself denied when it comes right after the denial.
      if (first && !item.length && content(t) && SCOPE_ENDS[language].test(t)) {
        item.push(t)
        denied.add(t)
        break
      }
      if (
        !content(t) ||
        item.length === ITEM_WORDS ||
        (item.length && NEW_CLAUSE[language].test(`${tokens[k + 1]} ${tokens[k + 2]}`)) ||
        TURN_WORD[language].test(t) ||
        SCOPE_ENDS[language].test(t) ||
        (!item.length && NOT_DENYING.test(t))
      ) {
        if (!item.length && NOT_DENYING.test(t)) notDenyingAt = cue.index
        break
      }
      item.push(t)
      denied.add(t)
    }
    close()
  }
  for (const m of low.slice(0, end).matchAll(/[\p{L}\p{N}']+/gu))
    if (content(m[0]) && !denied.has(m[0])) out.affirmed.add(m[0])
  return out
}

/** How long an answer that asks back may be: a short question of its own. */
const ASKED_BACK_CHARS = 120
/** An answer that asks what the question means ('what exactly do you mean?', 'like what?', 'como assim?'). */
const ASKS_BACK: Record<Language, RegExp> = {
  en: /\b(?:what (?:exactly )?do you mean|what you mean|like what|give me (?:some |an )?examples?)\b/,
  pt: /\b(?:o que (?:e que )?quer dizer|como assim|que quer dizer com isso|de-me (?:um )?exemplos?|da-me (?:um )?exemplos?)\b/,
  es: /\b(?:que quiere decir|a que se refiere|que significa eso|deme (?:algun )?ejemplos?|me da (?:algun )?ejemplos?)\b/,
  de: /\b(?:was meinen sie|wie meinen sie das|was heisst das|zum beispiel was|nennen sie mir (?:ein )?beispiele?)\b/,
}

/**
 * The answer to a question the patient asked back about: the first sentence of the patient's next turn after
 * the clinician explains, when the explaining turn comes right after the asking back.
 */
function answerAfterExplaining(said: SourceSentence[], question: SourceSentence): SourceSentence | undefined {
  const askedBack = said[0]!
  let k = 1
  while (k < said.length && said[k]!.turn === askedBack.turn) k++
  const explaining = said[k]
  if (!explaining || explaining.speaker !== question.speaker || explaining.turn !== askedBack.turn + 1)
    return undefined
  while (k < said.length && said[k]!.turn === explaining.turn) k++
  const reply = said[k]
  return reply && reply.turn === explaining.turn + 1 && reply.speaker === askedBack.speaker
    ? reply
    : undefined
}

/**
 * What a unit of the consultation (a sentence, or a question with its short answer) affirms and denies, word
 * by word: a question answered with a plain no denies its words, with a plain yes affirms them; a question
 * left unanswered says nothing.
 */
export function unitPolarities(
  sentences: SourceSentence[],
  language: Language,
  /** The sentences said after the unit, where an answer to a question asked back may stand. */
  after: SourceSentence[] = [],
): WordPolarities {
  const out: WordPolarities = { affirmed: new Set(), denied: [] }
  sentences.forEach((s, i) => {
    if (s.question) {
      let answer = sentences[i + 1]
      // 'What exactly do you mean?' 'Anything from ADHD to depression.' 'Oh, no, I don't have anything like
      // that.': the answer given once the question was explained answers the question.
      const back = answer ?? (i === sentences.length - 1 ? after[0] : undefined)
      if (
        back &&
        back.speaker !== s.speaker &&
        back.said.length <= ASKED_BACK_CHARS &&
        ASKS_BACK[language].test(fold(back.said))
      )
        answer = answerAfterExplaining([...sentences.slice(i + 1), ...after], s) ?? answer
      // A long answer stands in a unit of its own: the question that ends its unit is answered by the next
      // turn's first sentence ('Any history of heart disease, diabetes, or stroke?' 'No, but she's not able…').
      if (!answer && i === sentences.length - 1 && after[0] && after[0].turn !== s.turn) answer = after[0]
      // 'Did you get any treatment for this? Any over the counter medicines?' 'No.': a short question that goes
      // on with this one in its turn is answered with it, by the next turn.
      if (!answer && i === sentences.length - 1) {
        let k = 0
        while (k < after.length && goesOnWith(after[k]!, s, language)) k++
        if (k > 0 && after[k] && after[k]!.turn !== s.turn) answer = after[k]
      }
      if (!answer || answer.speaker === s.speaker) return
      const reply = prepare(answer.said)
        .replace(/^[\s,.¿¡-]+/, '')
        .replace(FILLERS[language], '')
      const short = (reply.match(/[\p{L}\d']+/gu) ?? []).length <= SHORT_ANSWER
      const no =
        ANSWER[language].no.test(reply) &&
        (short ||
          (CLEAR_NO[language].test(reply) &&
            (!CONTRAST[language].test(reply) || contrastElsewhere(reply, language))))
      const yes = !no && short && ANSWER[language].yes.test(reply)
      if (!no && !yes) return
      const question = prepare(s.said)
      // A no to now only ('still?'), to a circumstance or a degree ('when you climb stairs?', 'heavy
      // drinking?') leaves the rest open; a no to what else there is names nothing.
      if (QUALIFIED.test(question)) return
      // A no that names part of what was asked ('I have not fainted') denies that part only, by its own words;
      // the place or time asked of, said again, names none of it ('able to sleep in the night?' 'No, these
      // headaches wake me up in the night.').
      const asked0 = wordPolarities(s.said, language)
      const own = wordPolarities(answer.said, language)
      const places = placesIn(s.said, language)
      const askedWord = (w: string) => [...asked0.affirmed].some((a) => sameWord(w, a))
      // 'Uh no, no treatments whatsoever': a plain no said again of the thing asked, by a 'no' before it, is the
      // question's no repeated; it denies all that was asked, as 'No.' alone does.
      const repeated =
        CLEAR_NO[language].test(reply) &&
        ![...own.affirmed].some(askedWord) &&
        own.denied.some((d) => d.words.some(askedWord)) &&
        own.denied.every(
          (d) => !d.words.some(askedWord) || (d.cue !== undefined && NO_BEFORE_THING.test(d.cue)),
        )
      if (
        no &&
        !repeated &&
        [...own.affirmed, ...own.denied.flatMap((d) => d.words)].some(
          (w) =>
            !HEDGE_OR_FRAME.test(w) &&
            !places.has(w) &&
            !TIME_OF_DAY.test(w) &&
            [...asked0.affirmed].some((a) => sameWord(w, a)),
        )
      )
        return
      const length = askedLength(question, language)
      if (
        NOW_ONLY.test(question) ||
        OTHER_THAN.test(question) ||
        length > (no ? LONG_QUESTION_WORDS : QUESTION_WORDS)
      )
        return
      // What is recapped before the question ('so your knee, any surgery?') is not asked.
      const cue = ASKS[language].exec(prepare(s.said))
      const recap = cue ? s.said.slice(0, cue.index).search(/[,;:][^,;:]*$/) : -1
      const asked = wordPolarities(s.said.slice(recap + 1), language)
      // A no to 'you haven't…?' denies too; a yes to it says nothing plain. The place asked of is not
      // denied ('blood in your vomit?' 'no' leaves vomiting open).
      if (no) {
        const words = [...asked.affirmed, ...asked.denied.flatMap((d) => d.words)].filter(
          (w) => !places.has(w),
        )
        // Nor is what a treatment is asked for ('anything for the fever?' 'no' leaves the fever open).
        const treated = [...treatedIn(s.said, language)].filter((w) => words.includes(w))
        out.denied.push({
          words,
          head: null,
          // A long question asks several things ('…depression, anxiety, or mood disorders?'): its no denies
          // each whole, named by its last word.
          heads:
            length <= QUESTION_WORDS
              ? undefined
              : prepare(s.said.slice(recap + 1))
                  .split(ASKED_ITEMS)
                  .map((item) =>
                    (item.match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => words.includes(w)).at(-1),
                  )
                  .filter((w) => w !== undefined),
          // 'Have you ever smoked?' 'No.': a no of all time, which denies a history too.
          ever: EVER[language].test(question) || EVER[language].test(reply),
          treated: treated.length ? treated : undefined,
        })
      } else for (const w of asked.affirmed) out.affirmed.add(w)
      return
    }
    const said = wordPolarities(s.said, language)
    for (const w of said.affirmed) out.affirmed.add(w)
    out.denied.push(...said.denied)
  })
  return out
}
