import type { Gender, LanguagePack, Speaker } from './pack'

/** Present-tense verbs after 'I'/'you' and their third-person form. */
const VERBS: Record<string, string> = {
  have: 'has',
  do: 'does',
  am: 'is',
  are: 'is',
  go: 'goes',
  feel: 'feels',
  get: 'gets',
  take: 'takes',
  think: 'thinks',
  know: 'knows',
  want: 'wants',
  need: 'needs',
  notice: 'notices',
  use: 'uses',
  try: 'tries',
  work: 'works',
  walk: 'walks',
  eat: 'eats',
  drink: 'drinks',
  smoke: 'smokes',
  live: 'lives',
  like: 'likes',
  love: 'loves',
  see: 'sees',
  hear: 'hears',
  sleep: 'sleeps',
  wake: 'wakes',
  run: 'runs',
  exercise: 'exercises',
  play: 'plays',
  drive: 'drives',
  check: 'checks',
  monitor: 'monitors',
  remember: 'remembers',
  forget: 'forgets',
  wear: 'wears',
  follow: 'follows',
  keep: 'keeps',
  say: 'says',
  mean: 'means',
  guess: 'guesses',
  believe: 'believes',
  hope: 'hopes',
  worry: 'worries',
  cough: 'coughs',
  hurt: 'hurts',
  ache: 'aches',
  experience: 'experiences',
  suffer: 'suffers',
  struggle: 'struggles',
  deal: 'deals',
  tend: 'tends',
  seem: 'seems',
  start: 'starts',
  stop: 'stops',
  continue: 'continues',
  avoid: 'avoids',
  watch: 'watches',
  cook: 'cooks',
  swim: 'swims',
  bike: 'bikes',
  lift: 'lifts',
  sit: 'sits',
  stand: 'stands',
  lie: 'lies',
  bend: 'bends',
  climb: 'climbs',
  wonder: 'wonders',
  understand: 'understands',
  agree: 'agrees',
  prefer: 'prefers',
  plan: 'plans',
  travel: 'travels',
  teach: 'teaches',
  own: 'owns',
  attend: 'attends',
  visit: 'visits',
  call: 'calls',
  wait: 'waits',
  fall: 'falls',
  develop: 'develops',
  snore: 'snores',
  vomit: 'vomits',
  pee: 'pees',
  urinate: 'urinates',
  bleed: 'bleeds',
  spend: 'spends',
  buy: 'buys',
  put: 'puts',
  apply: 'applies',
  ice: 'ices',
  elevate: 'elevates',
  rest: 'rests',
  manage: 'manages',
  handle: 'handles',
  care: 'cares',
  help: 'helps',
  make: 'makes',
  come: 'comes',
  look: 'looks',
  miss: 'misses',
  skip: 'skips',
  log: 'logs',
  record: 'records',
  measure: 'measures',
  test: 'tests',
  inject: 'injects',
  weigh: 'weighs',
  wish: 'wishes',
  enjoy: 'enjoys',
  report: 'reports',
  deny: 'denies',
}
/** Words after 'I'/'you' that need no change (past tense, modals). */
const KEEP = new Set([
  'was',
  'had',
  'did',
  'could',
  'would',
  'should',
  'will',
  'can',
  'might',
  'may',
  'must',
  'used',
  'got',
  'went',
  'felt',
  'took',
  'thought',
  'knew',
  'saw',
  'heard',
  'said',
  'told',
  'fell',
  'hurt',
  'ate',
  'drank',
  'slept',
  'woke',
  'ran',
  'began',
  'came',
  'left',
  'lost',
  'kept',
  'put',
  'broke',
  'bought',
  'spent',
  'sat',
  'stood',
  'wore',
  'gave',
  'found',
  'made',
  'quit',
  'cut',
  'hit',
  'let',
  'set',
  'tore',
  'twisted',
])
/** Adverbs that may stand between the pronoun and its verb. */
const ADVERBS = new Set([
  'really',
  'just',
  'also',
  'never',
  'always',
  'usually',
  'still',
  'sometimes',
  'often',
  'only',
  'actually',
  'definitely',
  'probably',
  'kind',
  'kinda',
  'mostly',
  'rarely',
  'occasionally',
  'normally',
  'generally',
  'typically',
  'even',
  'already',
  'now',
  'basically',
  'certainly',
  'constantly',
  'recently',
  'finally',
  'honestly',
  'mainly',
])
/** Words before 'you' that make it an object ('I want you to', 'for you'). */
const OBJECT_BEFORE = new Set([
  'want',
  'give',
  'gave',
  'see',
  'saw',
  'tell',
  'told',
  'ask',
  'let',
  'get',
  'put',
  'send',
  'refer',
  'call',
  'help',
  'place',
  'start',
  'to',
  'for',
  'with',
  'about',
  'on',
  'at',
  'from',
  'of',
  'into',
  'bring',
  'make',
  'keep',
  'have',
  'need',
  'like',
  'examine',
  'check',
  'prescribe',
  'show',
  'take',
  'by',
  'schedule',
  'bother',
  'bothering',
  'bothers',
  'hurt',
  'wake',
  'waking',
  'wakes',
  'than',
  'seeing',
  'contact',
  'remind',
  'encourage',
  'advise',
  'recommend',
  'allow',
  'follow',
  'treat',
  'discharge',
  'clear',
  'teach',
  'counsel',
  'cause',
  'causing',
  'wanted',
  'needed',
])

function names(gender: Gender) {
  if (gender === 'female') return { s: 'she', o: 'her', p: 'her', r: 'herself', m: 'hers' }
  if (gender === 'male') return { s: 'he', o: 'him', p: 'his', r: 'himself', m: 'his' }
  return { s: 'the patient', o: 'the patient', p: "the patient's", r: 'themselves', m: "the patient's" }
}

/** Rewrites one speaker's 'I'/'you' into the third person, word by word; null where a verb is unknown. */
function thirdPerson(sentence: string, speaker: Speaker, gender: Gender): string | null {
  const n = names(gender)
  let text = sentence
    .replace(/\b(i|you)'m\b/gi, '$1 am')
    .replace(/\b(i|you|we|they)'ve\b/gi, '$1 have')
    .replace(/\b(you|we|they)'re\b/gi, '$1 are')
    .replace(/\b(i|you)'ll\b/gi, '$1 will')
    .replace(/\b(i|you)'d (been|had|gotten|taken|done|seen|felt|noticed|tried|used)\b/gi, '$1 had $2')
    .replace(/\b(i|you)'d\b/gi, '$1 would')
  const words = text.split(/(\s+)/)
  const person = speaker === 'patient' ? /^i$/i : /^you$/i
  const possessive = speaker === 'patient' ? /^my$/i : /^your$/i
  const object = speaker === 'patient' ? /^me$/i : null
  const reflexive = speaker === 'patient' ? /^myself$/i : /^yourself$/i
  const owned = speaker === 'patient' ? /^mine$/i : /^yours$/i
  const lower = (k: number) => (words[k] ?? '').toLowerCase().replace(/[^a-z']/g, '')
  for (let k = 0; k < words.length; k += 2) {
    const raw = words[k]!
    const w = raw.replace(/[^A-Za-z']/g, '')
    const tail = raw.slice(raw.indexOf(w) + w.length)
    const head = raw.slice(0, raw.indexOf(w))
    if (possessive.test(w)) words[k] = `${head}${n.p}${tail}`
    else if (reflexive.test(w)) words[k] = `${head}${n.r}${tail}`
    else if (owned.test(w)) words[k] = `${head}${n.m}${tail}`
    else if (object?.test(w)) words[k] = `${head}${n.o}${tail}`
    else if (person.test(w)) {
      const before = lower(k - 2)
      if (speaker === 'clinician' && OBJECT_BEFORE.has(before) && !/[,.;:]$/.test(words[k - 2] ?? '')) {
        words[k] = `${head}${n.o}${tail}`
        continue
      }
      words[k] = `${head}${n.s}${tail}`
      if (tail) continue
      // The verb that agrees with the new subject, past any adverbs.
      let v = k + 2
      while (ADVERBS.has(lower(v))) v += 2
      const verb = lower(v)
      if (!verb) continue
      if (KEEP.has(verb) || /ed$/.test(verb)) continue
      const agreed = VERBS[verb]
      if (agreed) words[v] = words[v]!.replace(new RegExp(verb, 'i'), agreed)
      else if (speaker === 'patient') return null
    }
  }
  text = words.join('')
  if (speaker === 'patient' && /\b(?:i|me|my|myself)\b/i.test(text)) return null
  return text
}

export const en: LanguagePack = {
  notDiscussed: 'Not discussed.',
  toBeCompleted: '[to be completed]',
  clinicianLabel:
    /^(?:doctor|dr\.?|physician|clinician|gp|nurse|provider|np|pa|md|consultant|resident|surgeon|therapist|psychiatrist|d)$/,
  patientLabel:
    /^(?:patient|pt|client|p|patient_guest|guest|mother|father|parent|wife|husband|carer|caregiver)$/,
  fillers: [
    /\b(?:um+|uh+|uhm+|er+|erm+|hmm+|mm+-?hmm+|mhm|uh-huh|ah+)\b[,.]?/gi,
    /,? \byou know\b,?/gi,
    /,? \bi mean\b,?/gi,
    /,? \bkind of\b(?= ,)|, like,/gi,
  ],
  leading:
    /^(?:(?:hi|hello|hey|good (?:morning|afternoon|evening))(?: there| [a-z]+(?=[,.!]| what| how| so| i| it| nice| good| welcome))?|okay|ok|alright|all right|so|well|and|but|now|yeah|yes|yep|right|oh|great|good|perfect|sure|alrighty|anyway|anyways|also|then|um|uh|and then|so then|got it|i see|cool|wow|fine)\b[\s,.!]*/i,
  rewrites: [
    [/\bca n't\b/gi, 'cannot'],
    [/\bwo n't\b/gi, 'will not'],
    [/\bsha n't\b/gi, 'shall not'],
    [/\b(\w+) n't\b/gi, '$1 not'],
    [/\b(\w+)n't\b/gi, '$1 not'],
    [/\bcan not\b/gi, 'cannot'],
    [/\bwon not\b/gi, 'will not'],
    [/\bgon na\b/gi, 'going to'],
    [/\bgonna\b/gi, 'going to'],
    [/\bwan na\b/gi, 'want to'],
    [/\bwanna\b/gi, 'want to'],
    [/\bgot ta\b/gi, 'have to'],
    [/\bkinda\b/gi, 'kind of'],
    [/\bsorta\b/gi, 'sort of'],
    [/\bcause\b(?= i| you| it| he| she| we| they)/gi, 'because'],
    [/\b(\w+) 's\b/g, "$1's"],
    [/\s+([,.?!;:])/g, '$1'],
    [/([,.?!;:])(?=[^\s\d])/g, '$1 '],
  ],
  splitBefore:
    /\s(?=(?:okay|alright|all right|so|now|and then|um|uh|well)\b)|\s(?=(?:i'm going to|i am going to|i want to|we'll|we will|let's|on your|on exam|on physical exam|looking at|for your|do you|did you|are you|have you|were you|is it|is that|does it|does that|how (?:is|are|about|long|often|much|many)|what (?:is|are|about|do|did|kind)|when did|where is|can you|could you|i would like|i'd like|i do (?:not )?(?:see|notice|appreciate|hear|feel)|as far as|your (?:x-?ray|mri|labs?|results)|the (?:x-?ray|mri|results))\b)/i,
  abbreviationDot: /\b(?:dr|mr|mrs|ms|st|vs|etc|e\.g|i\.e|no|jr|sr|approx)\.$/i,
  question:
    /^(?:do|does|did|are|is|was|were|have|has|had|can|could|would|will|should|any|how|what|when|where|why|who|which|anything)\b/i,
  smallTalk:
    /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|nice to (?:meet|see) you|how are you|how are you doing|i'm (?:doing )?(?:good|fine|okay|well)|thank you|thanks|bye|goodbye|see you|you're welcome|sounds good|that sounds (?:good|great|fine)|any questions|no questions|it's good to see you|good to see you|take care|perfect|great|okay|all right|alright|sure|yes|no|yeah|nope|mm-hmm|uh-huh)\b[\s,.!?]*$/i,
  assistant:
    /\bhey,? (?:dragon|dax|dex|siri|alexa)[,.?!]*(?: (?:show me|pull up|let's see|please show)(?: the| my| his| her)? [^,.?!]*[,.?!]*)?|\b(?:finalize|finalise) the (?:note|report|recording)[^.?!]*[.?!]?/gi,
  stopwords: new Set(
    `a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself okay ok yeah yes right well like know think going go get got kind sort really just little bit thing things stuff lot also um uh oh all let let's see gonna want wan na gon mean actually pretty maybe probably sure alright good great fine way something anything everything one two time today back much many make makes made take come came went say said tell told look looking looks patient she he her his him the`.split(
      /\s+/,
    ),
  ),
  clinical:
    /\b(?:pain|ache|aches|hurts?|sore|swell\w*|fever|chills|cough\w*|nause\w*|vomit\w*|diarrh\w*|constipat\w*|dizz\w*|headaches?|fatigue|tired|weak\w*|numb\w*|tingl\w*|rash|itch\w*|bleed\w*|blood|breath\w*|short(?:ness)? of breath|chest|heart|lungs?|abdom\w*|stomach|belly|back|neck|knee|hip|shoulder|ankle|foot|feet|wrist|hand|elbow|arm|leg|legs|joint|muscle|spine|head|throat|ear|eye|nose|skin|urin\w*|bladder|kidney|liver|bowel|weight|sugar|pressure|diabet\w*|hypertension|cholesterol|asthma|copd|cancer|tumor|infection|arthritis|depress\w*|anxiety|sleep\w*|surgery|surgical|fracture|sprain|strain|injur\w*|fell|fall|twist\w*|medication|medicine|mg|dose|prescri\w*|pills?|tablets?|inhaler|insulin|exam\w*|x-ray|xray|mri|ct|scan|ultrasound|echo\w*|ekg|ecg|labs?|blood work|results?|biopsy|diagnos\w*|murmur|tender\w*|edema|erythema|range of motion|reflexes|pulses?|symptoms?|history|allerg\w*|smok\w*|alcohol|drink\w*|exercise|diet|physical therapy|therapy|referr?\w*|follow[- ]?up|appointment|order\w*|increase|decrease|continue|start\w*|stop\w*|recommend\w*|mmhg|bpm|%|\d+)\b/gi,
  cues: {
    allergies: /\ballerg\w*|\ballergic\b|\bnkda\b/i,
    medication:
      /\b(?:medications?|medicines?|meds|pills?|tablets?|prescriptions?|inhalers?|supplements?|vitamins?|taking|\d+ ?mg)\b/i,
    family:
      /\b(?:family history|mother|mom|father|dad|brother|sister|siblings?|grandmother|grandfather|aunt|uncle|runs in the family|parents?)\b/i,
    social:
      /\b(?:smok\w*|cigarettes?|tobacco|vap\w*|alcohol|drinks?|drinking|beer|wine|liquor|drugs|marijuana|cannabis|work(?:s|ing)? as|job|retired|lives? with|married|husband|wife|kids|children|exercis\w*|diet|hobbies|occupation)\b/i,
    past_history:
      /\b(?:history of|past medical history|diagnosed with|been diagnosed|surgery|surgeries|operation|had an? (?:appendectomy|cholecystectomy|hysterectomy|c-section|knee replacement|hip replacement)|years ago|hospitali[sz]ed|chronic)\b/i,
    ros: /\b(?:review of systems|fever|chills|night sweats|weight loss|chest pain|shortness of breath|nausea|vomiting|diarrhea|constipation|headaches?|dizziness|palpitations|cough|rash|urinary|blood in)\b/i,
    exam: /\b(?:on (?:physical )?exam\w*|exam(?:ination)? (?:of|shows|reveals)|on (?:your |the )?(?:heart|lung|abdominal|neck|skin|neurological|musculoskeletal|knee|back|foot|eye|ear|throat) exam|tender\w*|palpat\w*|auscultat\w*|murmur|rales|rhonchi|wheez\w*|crackles|edema|erythema|swelling|range of motion|strength|reflexes|sensation|pulses|bruit|lymphadenopathy|regular rate|clear to auscultation|soft|nontender|effusion|ecchymosis|laxity|gait|i (?:do )?(?:appreciate|notice|see|feel|hear)|there is|there's no)\b/i,
    vitals:
      /\b(?:vital signs|vitals|blood pressure|heart rate|pulse|temperature|oxygen saturation|respiratory rate|weight|bmi|\d{2,3}\/\d{2,3})\b/i,
    results:
      /\b(?:x-?rays?|mri|ct|cat scan|scan|ultrasound|echocardiogram|echo|ekg|ecg|labs?|lab work|blood work|bloodwork|results?|a1c|hemoglobin|cholesterol|lipid|panel|biopsy|culture|urinalysis|test(?:s|ing)?|showed|shows|revealed|reveals|demonstrates?|came back|levels?|imaging|mammogram|colonoscopy|pathology|stress test)\b/i,
    assessment:
      /\b(?:diagnos\w*|assessment|impression|i think (?:you|she|he|this|it|that)|consistent with|likely|suspect|sounds like|looks like (?:you|it's|this)|concerned|probably|it's (?:a|an) |you have (?:a|an)? ?\w+ (?:sprain|strain|infection|fracture)|first problem|second problem|next problem|third problem|for your \w+|in terms of your|regarding your|(?:is|are) (?:stable|controlled|uncontrolled|well controlled|worsening|improving))\b/i,
    plan: /\b(?:prescrib\w*|order\w*|refer\w*|recommend\w*|start\w*|continue|increas\w*|decreas\w*|stop\w*|discontinu\w*|switch\w*|adjust\w*|schedule\w*|i want (?:you|to)|i'd like (?:you|to)|we'll|we will|i'll|i will|i'm going to|we're going to|let's|plan|physical therapy|injection|brace|crutches|ice|rest|elevat\w*|surgery|procedure|follow[- ]?up|come back|see you|call me|send|place you on|put you on|keep|avoid|monitor\w*|check|repeat|get an?|go ahead and)\b/i,
    follow_up:
      /\b(?:follow[- ]?up|come back|see you (?:back |again )?in|return (?:to clinic )?in|next (?:visit|appointment)|recheck in|in (?:\d+|a|one|two|three|four|six) (?:days?|weeks?|months?|years?))\b/i,
  },
  phases: {
    exam: /\b(?:(?:do|go ahead and do|perform|take) (?:a |your |my )?(?:quick )?(?:physical )?exam\w*|examine you|let me (?:take a look|examine|listen|check|feel|look)|on (?:physical )?exam(?:ination)?|on your (?:heart|lung|abdominal|neck|physical) exam|physical examination|vital signs|your vitals|let's take a look|hop up on the table|i'm going to (?:take a look|examine|listen|press|feel))\b/i,
    results:
      /\b(?:(?:your|the) (?:x-?rays?|mri|ct|labs?|lab work|blood work|bloodwork|results|echocardiogram|echo|ekg|ecg|ultrasound|imaging|a1c|biopsy)|looking at (?:your|the) (?:results|x-?ray|mri|labs|echo)|results (?:of|from)|came back|show me the)\b/i,
    plan: /\b(?:assessment and plan|my assessment|my impression|my plan|the plan|in summary|so in summary|for your first problem|first problem|let's talk about|let's go ahead and talk|here's what (?:i|we)|what i (?:want|would like) to do|my recommendation|i (?:think|believe) (?:that )?you (?:have|are|might|may)|diagnosis)\b/i,
  },
  complaint: [
    /\b(?:presents?|presenting|here|comes? in|came in|coming in|seen|referred|being seen) (?:today |in |to (?:the )?clinic )?(?:for (?:an? )?(?:evaluation|follow[- ]?up|consult\w*)? ?(?:of |for )?|with |because of )([^.,;?]{3,80})/i,
    /\bchief complaint (?:is |of )?([^.,;?]{3,80})/i,
  ],
  complaintQuestion:
    /\b(?:what brings you|what's going on|what is going on|what happened|how can i help|tell me (?:about|what)|what seems to be)\b/i,
  followUp:
    /\b(?:follow[- ]?up|come back|see you (?:back |again )?in|return (?:to (?:the )?clinic )?in|next (?:visit|appointment)|recheck|in \d+ (?:days?|weeks?|months?|years?)|(?:a|one|two|three|six) (?:weeks?|months?) (?:from now|follow)|after (?:the|your) (?:test|mri|x-ray|labs))\b/i,
  gender: {
    female:
      /\b(?:\d+[- ]year[- ]old (?:female|woman|lady|girl)|(?:female|woman|lady) (?:patient|who)|mrs\.?|ms\.?|miss)\b/i,
    male: /\b(?:\d+[- ]year[- ]old (?:male|man|gentleman|boy)|(?:male|man|gentleman) (?:patient|who)|mr\.?)(?=\s)/i,
  },
  qa: {
    question:
      /^(?:and |so |now |okay |any |how about |what about )*(?:(?:do|did|have|are|were) you (?:have|had|been having|having|notice|noticed|experience|experienced|get|getting|feel|felt)(?: any)?|any(?: other)?|have you had(?: any)?|have there been(?: any)?)\s+([a-z][a-z ,'-]{2,60}?)\s*\??$/i,
    yes: /^(?:yes|yeah|yep|yup|i do|i have|i did|uh-huh|sometimes|a little|definitely)\b[\s,.!]*(?:\w+[\s,.!]*){0,3}$/i,
    no: /^(?:no|nope|nah|not really|none|never|i do not|i have not|i did not|negative|not that i(?:'ve| have)? noticed?)\b[\s,.!]*(?:\w+[\s,.!]*){0,4}$/i,
    denies: 'Denies',
    reports: 'Reports',
  },
  thirdPerson,
  titles: [
    [/chief complaint|reason for (?:visit|referral|consultation)|presenting complaint$/i, 'complaint'],
    [/history of (?:present|presenting)|subjective|hpi|interval history|progress|course/i, 'hpi'],
    [/review of systems|ros\b/i, 'ros'],
    [/family/i, 'family'],
    [/social|lifestyle|habits/i, 'social'],
    [/medication|medicines|drugs|prescription/i, 'medication'],
    [/allerg/i, 'allergies'],
    [/past|medical history|surgical history|background/i, 'past_history'],
    [/vital/i, 'vitals'],
    [/exam|objective|findings|physical/i, 'exam'],
    [/results|investigations|labs|imaging|tests/i, 'results'],
    [/assessment and plan|a\/p/i, 'plan'],
    [/assessment|impression|diagnos|problems/i, 'assessment'],
    [/plan|recommendation|next steps|management|treatment/i, 'plan'],
    [/follow[- ]?up|review|next appointment/i, 'follow_up'],
    [/dictation|note|summary/i, 'all'],
  ],
  edits: {
    remove:
      'remove|delete|drop|take out|leave out|omit|strike out|strike|cut out|cut|erase|get rid of|scrap|exclude|eliminate|take away',
    add: 'add|put|write|include|insert|append|note|document|record|mention',
    move: 'move|shift|transfer|relocate',
    replace: 'replace|substitute|swap|change|correct|amend|update|switch',
    shorten:
      'shorten|abbreviate|condense|trim down|trim|summarise|summarize|reduce|cut down|tighten up|tighten|simplify',
    shorter: /^make\s+(.+?)\s+(?:shorter|briefer|more concise|more succinct)$/,
    from: 'from|in|under|of|within',
    to: 'to|into|in|under|onto|within',
    by: 'with|by|to|for',
    polite:
      "please|kindly|can you|could you|would you|will you|can we|could we|i want you to|i'd like you to|i would like you to|let's|also|now|ok|okay|then",
    articles: 'the|a|an',
    section: 'section|sections|part|heading|field',
    note: 'note|document|letter|text|report|whole thing',
    everywhere:
      'everywhere|throughout|throughout the note|throughout the document|in the whole note|in the whole document|in all sections|in every section|all over',
    that: 'that',
    narrative: 'note|record|document|mention|change|cut|switch|put|trim|reduce|drop',
    mentionOf:
      '(?:the|any|all|every)\\s+(?:lines?|sentences?|mentions?|references?|parts?)\\s+(?:about|on|of|to|regarding|mentioning|with|that mentions?)|anything about|everything about',
  },
  abbreviations: [
    ['blood pressure', 'BP'],
    ['heart rate', 'HR'],
    ['respiratory rate', 'RR'],
    ['hypertension', 'HTN'],
    ['type 2 diabetes', 'T2DM'],
    ['shortness of breath', 'SOB'],
    ['chronic obstructive pulmonary disease', 'COPD'],
    ['congestive heart failure', 'CHF'],
    ['gastroesophageal reflux disease', 'GERD'],
    ['urinary tract infection', 'UTI'],
    ['as needed', 'PRN'],
    ['twice a day', 'BID'],
    ['three times a day', 'TID'],
  ],
}
