import type { Language } from '../../../../contract/common'
import type { MedicationStatus } from '../types'

/** The words that say what a consultation established, in one language. */
export interface FactsPack {
  /** A sentence about an allergy or intolerance. */
  allergy: RegExp
  /** 'No known allergies' and its kin. */
  noAllergy: RegExp
  /** The agent of an allergy: group 1 (a few words after 'allergic to', 'alérgico a', 'allergisch gegen'). */
  allergen: RegExp[]
  /** What an allergy does (rash, swelling), to keep with it. */
  reaction: RegExp
  /** The question about allergies, answered by the next patient turn. */
  allergyQuestion: RegExp
  /** What a clause says about a drug named in it, by speaker, strongest first. */
  status: {
    clinician: [Exclude<MedicationStatus, 'discussed'>, RegExp][]
    patient: [Exclude<MedicationStatus, 'discussed'>, RegExp][]
  }
  /** The doctor's impression: group 1 is the condition; with its certainty. */
  impression: [RegExp, 'stated' | 'probable' | 'possible'][]
  /** Words that make a phrase not a diagnosis ('you are doing well', 'it is fine'). */
  notDiagnosis: RegExp
  /** Articles and fillers a diagnosis phrase may open with, dropped. */
  article: RegExp
  /** Where a diagnosis phrase ends ('and we will…', 'but', 'because'). */
  phraseEnd: RegExp
  /** Orders: a verb of ordering and the test, imaging or referral ordered (group 1). */
  test: RegExp
  imaging: RegExp
  orderVerb: RegExp
  referral: RegExp
  /** A follow-up visit, with the time (group 1) when said. */
  followUp: RegExp
  /** What to do in a safety-net advice: go to the emergency department, call, come back. */
  safetyAction: RegExp
  /** A value that is not today's ('last time', 'at home'). */
  pastTime: RegExp
  /** Short answers. */
  yes: RegExp
  no: RegExp
  /** How a note writes an allergy line and 'no known allergies'. */
  allergyLine: (agent: string, reaction?: string) => string
  noKnownAllergies: string
  /** How a note writes an impression of each certainty. */
  impressionLine: (diagnosis: string, certainty: 'stated' | 'probable' | 'possible') => string
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const W = String.raw`(?<![\p{L}])`
const E = String.raw`(?![\p{L}])`
const words = (list: string) => new RegExp(`${W}(?:${list})${E}`, 'iu')

const en: FactsPack = {
  allergy: words(String.raw`allerg\p{L}*|anaphyla\p{L}*|intoleran\p{L}*|nkda`),
  noAllergy: words(
    String.raw`no (?:known )?(?:drug |medication |medicine )?allergies|nkda|nka|not allergic to (?:anything|any (?:medications?|medicines?|drugs?))|denies (?:any )?(?:drug )?allergies|(?:don't|do not) have any (?:drug |medication )?allergies|no allergies`,
  ),
  allergen: [
    /allergic (?:reaction )?to ([^,.;?!]+)/iu,
    /allerg(?:y|ies) to ([^,.;?!]+)/iu,
    /intoleran(?:t|ce) (?:to|of) ([^,.;?!]+)/iu,
    /(?<![\p{L}])([\p{L}-]+) allerg(?:y|ies)(?![\p{L}])/iu,
  ],
  reaction: words(
    String.raw`rash(?:es)?|hives|urticaria|swelling|swell(?:s|ed|ing)? up|anaphyla\p{L}*|itch\p{L}*|throat (?:closing|closes|swelling)|(?:trouble|difficulty) breathing|wheez\p{L}*|blisters?|vomiting|diarrh\p{L}*`,
  ),
  allergyQuestion: words(String.raw`allerg\p{L}*`),
  status: {
    clinician: [
      [
        'avoided',
        words(
          String.raw`(?:not|never) (?:going to |gonna )?(?:use|give|prescribe|start|put (?:you|him|her) on|recommend)|won't (?:use|give|prescribe|start)|will not (?:use|give|prescribe|start)|avoid\p{L}*|(?:shouldn't|should not|don't|do not|can't|cannot|must not) (?:take|use|have)|no more|not (?:a good|an) option|steer clear of`,
        ),
      ],
      [
        'stopped',
        words(
          String.raw`stop(?:ped|ping|s)?|discontinu\p{L}*|come off|came off|get (?:you|him|her) off|taper (?:off|you off)|hold (?:off on |the |your )|quit`,
        ),
      ],
      [
        'changed',
        words(
          String.raw`increas\p{L}*|decreas\p{L}*|reduc\p{L}*|doubl\p{L}*|halv\p{L}*|adjust\p{L}*|bump(?:ing)? (?:it |you )?up|titrat\p{L}*|lower(?:ing)? (?:the|your) dose|up(?:ping)? (?:the|your) dose|go (?:up|down) (?:on|to)|change (?:the|your) dose|cut (?:it|the dose) (?:back|down)`,
        ),
      ],
      [
        'continued',
        words(
          String.raw`continu\p{L}*|keep (?:taking|you on|him on|her on|on)|stay on|remain on|refill\p{L}*|renew\p{L}*|same dose`,
        ),
      ],
      [
        'started',
        words(
          String.raw`start\p{L}*|begin|prescrib\p{L}*|put (?:you|him|her) on|(?:going to|gonna|i'll|i will|we'll|we will|let's|let me) (?:give|send|call in|try|get)|send (?:in|it in)|call in|try (?:you on|him on|her on)|(?:i|we) (?:recommend|suggest|want you to take|would like you to take)|take`,
        ),
      ],
    ],
    patient: [
      [
        'stopped',
        words(
          String.raw`stopped|quit|came off|no longer (?:take|taking|on)|(?:not|no longer) taking (?:it|that|them|those|this)? ?anymore|used to take|ran out|haven't (?:taken|been taking)`,
        ),
      ],
      [
        'current',
        words(
          String.raw`i (?:take|use)|i(?:'m| am) (?:still )?(?:taking|on|using)|i(?:'ve| have) been (?:taking|on|using)|i still take|i'm also on|i also take|takes|taking|i(?:'m| am) on`,
        ),
      ],
    ],
  },
  impression: [
    [
      /(?:my|the) (?:impression|diagnosis|assessment) (?:is|would be|here is) (?:that )?(?:you have |he has |she has |this is |it's |it is )?(.+)/iu,
      'stated',
    ],
    [
      /(?:for|regarding|as for|with regards? to|in regards? to|in terms of|moving on to|now for|so for|next is) (?:your|his|her|the) (?:(?:first|second|third|fourth|fifth|next|last|final|other|new) )?problem(?:s)?(?:,| of| which is| is|:)? (.+)/iu,
      'stated',
    ],
    [/(?:this|it|that|everything) (?:looks|sounds|seems) (?:like|to be|consistent with) (.+)/iu, 'probable'],
    [
      /i (?:think|believe|suspect|feel) (?:that )?(?:this|it|you|he|she|what you have)(?:'s| is| are| has| have| may have| might have| probably have| likely have| likely has| probably has)? (?:probably |likely |most likely )?(.+)/iu,
      'probable',
    ],
    [/(?:consistent with|suggestive of|compatible with|indicative of|in keeping with) (.+)/iu, 'probable'],
    [/(?:most likely|probably|likely) (?:a |an |the )?(?:case of )?(.+)/iu, 'probable'],
    [/(?:could be|might be|may be|possibly|concern(?:ed)? for|worried about|rule out) (.+)/iu, 'possible'],
  ],
  notDiagnosis: words(
    String.raw`you|your|he|she|him|her|his|it|its|it's|they|them|we|i|me|my|is|are|was|were|be|been|doing|going|gonna|have|has|had|will|would|can|could|should|need|want|get|got|feel|feels|look|looks|seem|seems|well|fine|good|okay|ok|normal|better|worse|great|nothing|anything|something|everything|lot|bit|kind|sort|sure|here|there|this|that|these|those|today|now|just|really|pretty`,
  ),
  article: /^(?:(?:a|an|the|some|of|like|probably|likely|possibly|just|maybe|mild|kind of|sort of)\s+)+/iu,
  phraseEnd:
    /\s+(?:and (?:i|we|you|it|that|so|then|he|she|this|the plan|let's|what)|but|so|because|which|since|given|who|where|that (?:is|was|we|you|i)|as (?:well|far)|for (?:which|that)|at this (?:point|time)|right now|today)(?![\p{L}]).*$/iu,
  test: words(
    String.raw`x-?rays?|mri|ct(?: scan)?|cat scan|ultrasound|echo(?:cardiogram)?|ekg|ecg|electrocardiogram|stress test|holter(?: monitor)?|blood (?:work|tests?)|labs?|lab work|cbc|cmp|bmp|lipid panel|(?:hemoglobin )?a1c|tsh|thyroid (?:panel|function tests?)|urinalysis|urine (?:test|culture|sample)|cultures?|biopsy|colonoscopy|endoscopy|mammogram|dexa(?: scan)?|bone density(?: scan)?|pfts?|pulmonary function tests?|sleep study|nerve conduction(?: study)?|emg|swab|strep test|covid test|pap smear|psa|vitamin d level|iron studies`,
  ),
  imaging: words(
    String.raw`x-?rays?|mri|ct|cat scan|ultrasound|echo(?:cardiogram)?|mammogram|dexa|bone density|imaging|scan`,
  ),
  orderVerb: words(
    String.raw`order\p{L}*|get(?:ting)?|(?:re)?check\p{L}*|do(?:ing)?|schedul\p{L}*|repeat\p{L}*|draw\p{L}*|obtain\p{L}*|send (?:you |him |her )?(?:for|to get)|set (?:you |him |her )?up (?:for|with)|request\p{L}*|run(?:ning)?|arrange\p{L}*|book\p{L}*`,
  ),
  referral: words(
    String.raw`refer\p{L}*|referral|send (?:you|him|her) to (?:see )?(?:a|an|the)|(?:see|to see) (?:a|an|the) (?:specialist|cardiologist|neurologist|orthop[a]?edi\p{L}*|dermatologist|surgeon|endocrinologist|gastroenterologist|urologist|rheumatologist|pulmonologist|physical therapist|physiotherapist)|physical therapy|physiotherapy`,
  ),
  followUp:
    /(?<![\p{L}])(?:follow[- ]?up|see (?:you|him|her) (?:back )?(?:again )?|come back|return|recheck (?:you )?|check back|next (?:visit|appointment)(?: (?:is|will be))?)(?:[^.,;]*?)((?:in|within|after) (?:about |around )?(?:a couple of |a few |[\p{L}\d-]+ )(?:days?|weeks?|months?|years?)|next (?:week|month|year))/iu,
  safetyAction: words(
    String.raw`go (?:straight |right )?to (?:the )?(?:er|emergency(?: room| department)?|urgent care|hospital)|call (?:911|us|me|the office|an ambulance|your doctor)|come back|return|seek (?:medical )?(?:attention|care|help)|emergency|ambulance|911`,
  ),
  pastTime: words(
    String.raw`last (?:time|visit|week|month|year|appointment)|previous(?:ly)?|before|at home|used to|back in|in the past|ago|was running|were running|has been running|have been running|has been|have been`,
  ),
  yes: /^(?:yes|yeah|yep|yup|sure|correct|right|i do|i am|i have|uh-huh|mm-hmm|mhm|that's right|absolutely|definitely|i did)(?![\p{L}])/iu,
  no: /^(?:no|nope|nah|not really|never|none|i don't|i do not|i haven't|not that i know|not that i'm aware)(?![\p{L}])/iu,
  allergyLine: (agent, reaction) => `Allergy: ${agent}${reaction ? ` (${reaction})` : ''}`,
  noKnownAllergies: 'No known allergies',
  impressionLine: (d, c) => (c === 'stated' ? cap(d) : `${c === 'probable' ? 'Probable' : 'Possible'} ${d}`),
}

const pt: FactsPack = {
  allergy: words(String.raw`alergi\p{L}*|alérgic\p{L}*|alergic\p{L}*|anafila\p{L}*|intoler\p{L}*`),
  noAllergy: words(
    String.raw`(?:não|nao) (?:tenho|tem|há|ha|sou|é|temos) (?:nenhuma )?(?:alergias?|alérgic[oa]s?)(?: (?:a nada|conhecidas|a medicamentos|medicamentosas))?|sem alergias(?: conhecidas| medicamentosas)?|nega alergias|alergias:? (?:não|nenhuma|desconhece)|(?:não|nao) (?:tenho|tem|sou|é) alérgic[oa] a nada|desconhece alergias|nenhuma alergia`,
  ),
  allergen: [
    /al[ée]rgic[oa]s? (?:a|à|ao|aos|às|ao medicamento) ([^,.;?!]+)/iu,
    /alergias? (?:a|à|ao|aos|às|de|ao medicamento) ([^,.;?!]+)/iu,
    /intoler[âa]ncia (?:a|à|ao|aos|às) ([^,.;?!]+)/iu,
  ],
  reaction: words(
    String.raw`urticária|urticaria|erupç\p{L}*|borbulhas|manchas|inchaço|inchou|incha|edema|anafila\p{L}*|comichão|prurido|falta de ar|dificuldade (?:em|a) respirar|vómitos|diarreia|bolhas`,
  ),
  allergyQuestion: words(String.raw`alergi\p{L}*|alérgic\p{L}*`),
  status: {
    clinician: [
      [
        'avoided',
        words(
          String.raw`(?:não|nao) (?:vamos|vou|devemos|deve|pode|podemos|convém|quero que) (?:\p{L}+ )?(?:usar|dar|receitar|prescrever|iniciar|tomar|fazer)|evit\p{L}*|(?:não|nao) (?:tome|use|faça)|nada de|sem`,
        ),
      ],
      [
        'stopped',
        words(
          String.raw`suspend\p{L}*|suspens\p{L}*|par(?:ar|e|amos|ou)|deix(?:ar|e|a) de|retir\p{L}*|interromp\p{L}*`,
        ),
      ],
      [
        'changed',
        words(
          String.raw`aument\p{L}*|reduz\p{L}*|diminu\p{L}*|baix\p{L}* a dose|subi\p{L}* a dose|ajust\p{L}*|dupl\p{L}*|passar (?:para|a)|passa (?:para|a)`,
        ),
      ],
      [
        'continued',
        words(
          String.raw`mant(?:er|ém|enha|emos|enho)|continu\p{L}*|renov\p{L}*|mesma dose|receita (?:de|para) renovar`,
        ),
      ],
      [
        'started',
        words(
          String.raw`inici\p{L}*|come[cç]\p{L}*|receit\p{L}*|prescrev\p{L}*|vou (?:dar|passar|receitar|prescrever|iniciar|mandar)|vamos (?:dar|passar|receitar|iniciar|começar|experimentar|fazer)|tom(?:e|ar|a)|fa[cç]a|experiment\p{L}*`,
        ),
      ],
    ],
    patient: [
      [
        'stopped',
        words(
          String.raw`deixei de|parei|já (?:não|nao) tomo|tomava|deixei|acabou|acabaram|suspendi|suspenderam`,
        ),
      ],
      [
        'current',
        words(
          String.raw`tomo|estou a tomar|ando a tomar|estou tomando|faço|uso|tomo também|continuo a tomar|costumo tomar|ponho|levo`,
        ),
      ],
    ],
  },
  impression: [
    [
      /(?:trata-se de|estamos perante|o diagnóstico (?:é|será)|diagnóstico de|diagnóstico:|a minha avaliação é(?: que)?|tem mesmo) (.+)/iu,
      'stated',
    ],
    [/(?:parece-me|parece ser|parece|deve ser|deve tratar-se de|tudo indica) (.+)/iu, 'probable'],
    [/acho que (?:é|seja|tem|se trata de|está com|estamos perante|deve ser) (.+)/iu, 'probable'],
    [/(?:compatível com|sugestivo de|sugere|a favor de|típico de) (.+)/iu, 'probable'],
    [/(?:provável|provavelmente) (.+)/iu, 'probable'],
    [
      /(?:pode ser|poderá ser|pode tratar-se de|suspeit\p{L}* de|suspeit\p{L}* que seja|excluir) (.+)/iu,
      'possible',
    ],
  ],
  notDiagnosis: words(
    String.raw`você|senhor|senhora|ele|ela|eles|elas|eu|me|meu|minha|tem|tenho|está|estou|é|são|foi|era|vai|vou|bem|melhor|pior|normal|nada|tudo|isso|isto|aquilo|muito|pouco|aqui|hoje|agora|que|sim|bom|boa|ok|certo|tranquilo|melhorar|fazer|ficar|ter|ser|estar`,
  ),
  article:
    /^(?:(?:uma?|o|a|os|as|um quadro de|quadro de|de|da|do|uns|umas|provavelmente|talvez|possivelmente|mesmo|apenas|só)\s+)+/iu,
  phraseEnd:
    /\s+(?:e (?:vamos|vou|por isso|portanto|então|temos|o|a|é)|mas|porque|portanto|então|que (?:é|vamos|está)|por isso|pelo que|neste momento|hoje|agora)(?![\p{L}]).*$/iu,
  test: words(
    String.raw`análises|analises|análise|hemograma|bioquímica|radiografia|rx|raio-x|raio x|ecografia|tac|tc|ressonância(?: magnética)?|rm|ecg|eletrocardiograma|electrocardiograma|ecocardiograma|holter|mapa|prova de esforço|urina ii|sumária de urina|urocultura|exsudado|zaragatoa|biópsia|colonoscopia|endoscopia|mamografia|densitometria|espirometria|provas de função respiratória|hemoglobina glicada|perfil lipídico|psa|tsh|exames`,
  ),
  imaging: words(
    String.raw`radiografia|rx|raio-x|raio x|ecografia|tac|tc|ressonância(?: magnética)?|rm|ecocardiograma|mamografia|densitometria`,
  ),
  orderVerb: words(
    String.raw`ped\p{L}*|peço|requisit\p{L}*|faz(?:er)?|faça|marc\p{L}*|repet\p{L}*|realiz\p{L}*|mand\p{L}* fazer|vamos fazer|precis\p{L}* de fazer|prescrev\p{L}*|agend\p{L}*`,
  ),
  referral: words(
    String.raw`encaminh\p{L}*|referenci\p{L}*|consulta de (?:cardiologia|neurologia|ortopedia|dermatologia|fisiatria|cirurgia|urologia|gastrenterologia|gastroenterologia|endocrinologia|pneumologia|reumatologia|psiquiatria|oftalmologia|otorrino\p{L}*|ginecologia|\p{L}+logia)|fisioterapia|medicina física`,
  ),
  followUp:
    /(?<![\p{L}])(?:próxima consulta|reavalia\p{L}*|voltar|volte|volta|consulta de seguimento|controlo|marcar (?:nova )?consulta|vemo-nos|nova consulta)(?:[^.,;]*?)((?:daqui a|dentro de|em|após|ao fim de) (?:[\p{L}\d]+ ){1,2}(?:dias?|semanas?|meses|mês|anos?)|na próxima semana|no próximo mês)/iu,
  safetyAction: words(
    String.raw`urgência|urgências|ligue|ligar|112|sns 24|saúde 24|voltar|volte|procure|procurar|recorra|recorrer|hospital|serviço de urgência`,
  ),
  pastTime: words(
    String.raw`última consulta|da última vez|na última|anteriormente|antes|em casa|costumava|no passado|tem andado|andava|tinha`,
  ),
  yes: /^(?:sim|tomo|tenho|é|exato|exatamente|certo|claro|pois|tive|já)(?![\p{L}])/iu,
  no: /^(?:não|nao|nunca|nada|nenhum|nenhuma|que eu saiba não|que saiba não)(?![\p{L}])/iu,
  allergyLine: (agent, reaction) => `Alergia: ${agent}${reaction ? ` (${reaction})` : ''}`,
  noKnownAllergies: 'Sem alergias conhecidas',
  impressionLine: (d, c) => (c === 'stated' ? cap(d) : `${c === 'probable' ? 'Provável' : 'Possível'} ${d}`),
}

const es: FactsPack = {
  allergy: words(String.raw`alergi\p{L}*|alérgic\p{L}*|alergic\p{L}*|anafila\p{L}*|intoleran\p{L}*`),
  noAllergy: words(
    String.raw`no (?:tengo|tiene|hay|soy|es|tenemos) (?:ninguna )?(?:alergias?|alérgic[oa]s?)(?: (?:a nada|conocidas|a medicamentos|medicamentosas))?|sin alergias(?: conocidas| medicamentosas)?|niega alergias|alergias:? (?:no|ninguna|desconoce)|no (?:soy|es) alérgic[oa] a nada|no se conocen alergias|ninguna alergia|nam?c`,
  ),
  allergen: [
    /al[ée]rgic[oa]s? (?:a|al|a la|a los|a las) ([^,.;?!]+)/iu,
    /alergias? (?:a|al|a la|a los|a las|de) ([^,.;?!]+)/iu,
    /intolerancia (?:a|al|a la|a los|a las) ([^,.;?!]+)/iu,
  ],
  reaction: words(
    String.raw`urticaria|ronchas|sarpullido|erupci\p{L}*|hinchaz\p{L}*|se (?:me )?hinch\p{L}*|edema|anafila\p{L}*|picor|prurito|falta de aire|dificultad para respirar|vómitos|diarrea|ampollas`,
  ),
  allergyQuestion: words(String.raw`alergi\p{L}*|alérgic\p{L}*`),
  status: {
    clinician: [
      [
        'avoided',
        words(
          String.raw`no (?:vamos a|voy a|debemos|debe|puede|podemos|conviene|quiero que) (?:\p{L}+ )?(?:usar|dar|recetar|prescribir|iniciar|tomar|poner)|evit\p{L}*|no (?:tome|use|se tome)|nada de|sin`,
        ),
      ],
      [
        'stopped',
        words(
          String.raw`suspend\p{L}*|suspens\p{L}*|dej(?:ar|e|amos) de|retir\p{L}*|interrump\p{L}*|quit(?:ar|amos|e)`,
        ),
      ],
      [
        'changed',
        words(
          String.raw`aument\p{L}*|reduc\p{L}*|reduzc\p{L}*|disminu\p{L}*|baj\p{L}* la dosis|sub\p{L}* la dosis|ajust\p{L}*|dobl\p{L}*|pasar a`,
        ),
      ],
      [
        'continued',
        words(
          String.raw`manten\p{L}*|mantien\p{L}*|mantener|continu\p{L}*|segu\p{L}* con|sig\p{L}* con|renov\p{L}*|misma dosis`,
        ),
      ],
      [
        'started',
        words(
          String.raw`inici\p{L}*|empez\p{L}*|comenz\p{L}*|recet\p{L}*|prescrib\p{L}*|(?:le |te )?voy a (?:dar|poner|mandar|recetar|pautar)|vamos a (?:dar|poner|recetar|iniciar|empezar|probar)|paut\p{L}*|tom(?:e|ar|a)|prob\p{L}*`,
        ),
      ],
    ],
    patient: [
      [
        'stopped',
        words(String.raw`dejé de|deje de|ya no tomo|tomaba|dejé|se me acabó|suspendí|me lo quitaron`),
      ],
      [
        'current',
        words(
          String.raw`tomo|estoy tomando|me tomo|uso|también tomo|sigo tomando|suelo tomar|me pongo|llevo`,
        ),
      ],
    ],
  },
  impression: [
    [
      /(?:se trata de|estamos ante|el diagnóstico (?:es|sería)|diagnóstico de|diagnóstico:|mi valoración es(?: que)?) (.+)/iu,
      'stated',
    ],
    [/(?:me parece|parece ser|parece|debe ser|todo indica) (.+)/iu, 'probable'],
    [/creo que (?:es|sea|tiene|usted tiene|se trata de|estamos ante) (.+)/iu, 'probable'],
    [/(?:compatible con|sugestivo de|sugiere|a favor de|típico de) (.+)/iu, 'probable'],
    [/(?:probable|probablemente) (.+)/iu, 'probable'],
    [/(?:puede ser|podría ser|puede tratarse de|sospech\p{L}* (?:de|que sea)|descartar) (.+)/iu, 'possible'],
  ],
  notDiagnosis: words(
    String.raw`usted|tú|él|ella|ellos|ellas|yo|me|mi|tiene|tengo|está|estoy|es|son|fue|era|va|voy|bien|mejor|peor|normal|nada|todo|eso|esto|aquello|mucho|poco|aquí|hoy|ahora|que|sí|bueno|buena|vale|tranquilo|mejorar|hacer|quedar|tener|ser|estar`,
  ),
  article:
    /^(?:(?:una?|el|la|los|las|un cuadro de|cuadro de|de|del|unos|unas|probablemente|quizás|posiblemente|solo)\s+)+/iu,
  phraseEnd:
    /\s+(?:y (?:vamos|voy|por eso|entonces|tenemos|el|la|es)|pero|porque|por eso|entonces|que (?:es|vamos|está)|así que|en este momento|hoy|ahora)(?![\p{L}]).*$/iu,
  test: words(
    String.raw`analítica|análisis|analisis|hemograma|bioquímica|radiografía|rx|placa|ecografía|tac|tc|escáner|resonancia(?: magnética)?|rm|ecg|electrocardiograma|ecocardiograma|holter|prueba de esfuerzo|sedimento de orina|urocultivo|frotis|biopsia|colonoscopia|endoscopia|gastroscopia|mamografía|densitometría|espirometría|hemoglobina glicada|perfil lipídico|psa|tsh|pruebas`,
  ),
  imaging: words(
    String.raw`radiografía|rx|placa|ecografía|tac|tc|escáner|resonancia(?: magnética)?|rm|ecocardiograma|mamografía|densitometría`,
  ),
  orderVerb: words(
    String.raw`ped\p{L}*|pido|solicit\p{L}*|hac\p{L}*|hag\p{L}*|realiz\p{L}*|repet\p{L}*|mand\p{L}*|vamos a hacer|program\p{L}*|prescrib\p{L}*`,
  ),
  referral: words(
    String.raw`deriv\p{L}*|remit\p{L}*|interconsulta|consulta (?:de|con) (?:cardiología|neurología|traumatología|dermatología|urología|digestivo|endocrinología|neumología|reumatología|psiquiatría|oftalmología|otorrino\p{L}*|ginecología|\p{L}+logía)|fisioterapia|rehabilitación`,
  ),
  followUp:
    /(?<![\p{L}])(?:próxima (?:consulta|cita|revisión)|revisión|control|volver|vuelva|nos vemos|cita de control|seguimiento|volvemos a ver)(?:[^.,;]*?)((?:en|dentro de|tras|después de) (?:[\p{L}\d]+ ){1,2}(?:días?|semanas?|meses|mes|años?)|la próxima semana|el próximo mes)/iu,
  safetyAction: words(
    String.raw`urgencias|urgencia|112|llame|llamar|acuda|acudir|vuelva|volver|hospital|servicio de urgencias`,
  ),
  pastTime: words(
    String.raw`la última vez|última consulta|anteriormente|antes|en casa|solía|en el pasado|ha estado|estaba|tenía`,
  ),
  yes: /^(?:sí|si(?=[,.!])|tomo|tengo|es|exacto|exactamente|correcto|claro|tuve|ya)(?![\p{L}])/iu,
  no: /^(?:no|nunca|nada|ninguno|ninguna|que yo sepa no|que sepa no)(?![\p{L}])/iu,
  allergyLine: (agent, reaction) => `Alergia: ${agent}${reaction ? ` (${reaction})` : ''}`,
  noKnownAllergies: 'Sin alergias conocidas',
  impressionLine: (d, c) => (c === 'stated' ? cap(d) : `${c === 'probable' ? 'Probable' : 'Posible'} ${d}`),
}

const de: FactsPack = {
  allergy: words(
    String.raw`\p{L}*allergi\p{L}*|allergisch|anaphyla\p{L}*|\p{L}*unverträglich\p{L}*|intoleranz`,
  ),
  noAllergy: words(
    String.raw`keine (?:bekannten )?(?:arzneimittel|medikamenten)?allergien|keine allergie|nicht allergisch(?: gegen (?:irgendwas|etwas|medikamente))?|allergien:? (?:keine|nicht bekannt|verneint)|verneint allergien|allergien (?:sind )?(?:keine )?(?:nicht )?bekannt`,
  ),
  allergen: [
    /allergisch (?:gegen|auf) (?:das |die |den )?([^,.;?!]+)/iu,
    /allergie (?:gegen|auf) (?:das |die |den )?([^,.;?!]+)/iu,
    /(?<![\p{L}])([\p{L}]+?)-?allergie(?![\p{L}])/iu,
    /unverträglichkeit (?:gegen|von|auf) ([^,.;?!]+)/iu,
  ],
  reaction: words(
    String.raw`ausschlag|hautausschlag|nesselsucht|quaddeln|urtikaria|schwellung|schwillt|geschwollen|anaphyla\p{L}*|juckreiz|juckt|atemnot|luftnot|erbrechen|durchfall|blasen`,
  ),
  allergyQuestion: words(String.raw`allergi\p{L}*|allergisch`),
  status: {
    clinician: [
      [
        'avoided',
        words(
          String.raw`(?:nicht|kein\p{L}*) (?:\p{L}+ ){0,2}(?:geben|verschreiben|verordnen|nehmen|einsetzen|anwenden|verwenden|ansetzen)|vermeid\p{L}*|verzicht\p{L}*|nicht mehr|bitte kein\p{L}*`,
        ),
      ],
      [
        'stopped',
        words(
          String.raw`abgesetzt|absetzen|setzen (?:wir )?(?:\p{L}+ )?ab|stopp\p{L}*|beend\p{L}*|pausier\p{L}*`,
        ),
      ],
      [
        'changed',
        words(
          String.raw`erhöh\p{L}*|reduzier\p{L}*|verringer\p{L}*|steiger\p{L}*|halbier\p{L}*|verdoppel\p{L}*|anpass\p{L}*|dosis (?:erhöhen|reduzieren|anpassen)|umstellen|auf \d+ (?:mg|mikrogramm)`,
        ),
      ],
      [
        'continued',
        words(
          String.raw`weiter\p{L}*|beibehalt\p{L}*|behalten|fortführ\p{L}*|fortsetz\p{L}*|bleib\p{L}* bei|gleiche dosis|rezept (?:für|über)`,
        ),
      ],
      [
        'started',
        words(
          String.raw`verschreib\p{L}*|verordne\p{L}*|beginn\p{L}*|fangen (?:wir|sie) (?:mit|an)|start\p{L}*|ansetz\p{L}*|setzen (?:wir )?(?:\p{L}+ )?an|geb\p{L}* (?:ihnen|ihm|ihr)|bekommen sie|nehmen sie|einnehmen|probier\p{L}*|empfehle`,
        ),
      ],
    ],
    patient: [
      [
        'stopped',
        words(
          String.raw`abgesetzt|nicht mehr genommen|nehme (?:\p{L}+ )?nicht mehr|habe (?:\p{L}+ )?aufgehört|früher genommen|nahm`,
        ),
      ],
      [
        'current',
        words(
          String.raw`ich nehme|nehme ich|nehme|ich bekomme|bekomme ich|ich spritze|spritze ich|ich inhaliere|nehme auch`,
        ),
      ],
    ],
  },
  impression: [
    [
      /(?:es handelt sich (?:hier )?um|die diagnose (?:ist|lautet)|diagnose:|sie haben (?:eine?n? )?(?=\p{L}*(?:itis|ose|om|ie)\b)) (.+)/iu,
      'stated',
    ],
    [
      /(?:das|dies|es|alles) (?:spricht|sprechen|deutet) (?:eher |am ehesten )?(?:für|auf) (.+)/iu,
      'probable',
    ],
    [
      /(?:am ehesten|vermutlich|wahrscheinlich|höchstwahrscheinlich) (?:handelt es sich um |ist es |haben sie )?(.+)/iu,
      'probable',
    ],
    [/(?:sieht (?:nach|aus wie)|passt zu|vereinbar mit|typisch für) (.+?)(?: aus)?$/iu, 'probable'],
    [
      /ich (?:denke|glaube|vermute),? (?:dass )?(?:es sich um|es|das|sie|er) (?:(?:ist|sind|haben|hat|handelt sich um) )?(.+)/iu,
      'probable',
    ],
    [/(?:verdacht auf|v\. ?a\.|möglicherweise|könnte (?:es )?(?:eine?n? )?|ausschließen) (.+)/iu, 'possible'],
  ],
  notDiagnosis: words(
    String.raw`sie|ihr|ihre|ihnen|er|es|wir|ich|mir|mein|meine|ist|sind|war|hat|haben|hatte|wird|werden|geht|gut|besser|schlechter|normal|nichts|alles|das|dies|hier|heute|jetzt|ja|nein|okay|ok|schön|machen|sein|bleiben|aus`,
  ),
  article:
    /^(?:(?:eine?|einen|einer|einem|der|die|das|den|dem|des|am ehesten|wohl|vermutlich|wahrscheinlich|nur|eher)\s+)+/iu,
  phraseEnd:
    /\s+(?:und (?:wir|ich|deshalb|dann|das|sie)|aber|weil|deshalb|daher|also|das heißt|im moment|heute|jetzt)(?![\p{L}]).*$/iu,
  test: words(
    String.raw`röntgen\p{L}*|mrt|kernspin\p{L}*|ct|computertomographie|ultraschall\p{L}*|sonographie|sono|ekg|elektrokardiogramm|echo\p{L}*|belastungs-?ekg|langzeit-?ekg|blutbild|labor\p{L}*|blutabnahme|blutuntersuchung|blutwerte|urin\p{L}*|hba1c|langzeitzucker|schilddrüsenwerte|tsh|abstrich|biopsie|koloskopie|darmspiegelung|gastroskopie|magenspiegelung|mammographie|lungenfunktion\p{L}*|spirometrie`,
  ),
  imaging: words(
    String.raw`röntgen\p{L}*|mrt|kernspin\p{L}*|ct|computertomographie|ultraschall\p{L}*|sonographie|sono|echo\p{L}*|mammographie`,
  ),
  orderVerb: words(
    String.raw`anordn\p{L}*|ordne\p{L}* an|veranlass\p{L}*|mach\p{L}*|durchführ\p{L}*|kontrollier\p{L}*|abnehm\p{L}*|nehmen (?:wir )?(?:\p{L}+ )?ab|überprüf\p{L}*|bestimm\p{L}*|schick\p{L}*|wiederhol\p{L}*|brauch\p{L}*|bekommen`,
  ),
  referral: words(
    String.raw`überweis\p{L}*|überweisung|vorstell\p{L}* (?:beim|bei|in der)|zum (?:kardiologen|neurologen|orthopäden|dermatologen|hautarzt|facharzt|chirurgen|urologen|gastroenterologen|endokrinologen|lungenfacharzt|pneumologen|rheumatologen|psychiater|augenarzt|hno-arzt)|physiotherapie|krankengymnastik`,
  ),
  followUp:
    /(?<![\p{L}])(?:wiedervorstellung|wiedervorstellen|kontrolle|kontrolltermin|kommen sie|wiederkommen|sehen uns|nächsten termin|nachkontrolle|termin)(?:[^.,;]*?)((?:in|nach) (?:[\p{L}\d]+ ){1,2}(?:tagen?|wochen?|monaten?|jahren?)|nächste woche|nächsten monat)/iu,
  safetyAction: words(
    String.raw`notaufnahme|notarzt|112|rettungsdienst|sofort|umgehend|melden sie sich|kommen sie (?:sofort|bitte|direkt)|krankenhaus|klinik|notdienst`,
  ),
  pastTime: words(
    String.raw`letztes mal|letzten mal|beim letzten|zuletzt|vorher|früher|zu hause|daheim|war|waren|lag|hatte`,
  ),
  yes: /^(?:ja|genau|richtig|stimmt|klar|doch|nehme ich|habe ich)(?![\p{L}])/iu,
  no: /^(?:nein|nee|nie|keine|nicht|nichts|nicht dass ich wüsste)(?![\p{L}])/iu,
  allergyLine: (agent, reaction) => `Allergie: ${agent}${reaction ? ` (${reaction})` : ''}`,
  noKnownAllergies: 'Keine bekannten Allergien',
  impressionLine: (d, c) => (c === 'stated' ? cap(d) : `Verdacht auf ${d}`),
}

export const FACTS: Record<Language, FactsPack> = { en, pt, de, es }
