import type { ReadingPack } from './pack'

/** How en consultations are read: speakers, sentences, cue words. */
export const en: ReadingPack = {
  clinicianLabel:
    /^(?:doctor|dr\.?|physician|paediatrician|pediatrician|cardiologist|midwife|clinician|gp|nurse|provider|np|pa|md|consultant|resident|surgeon|therapist|psychiatrist|d)$/,
  patientLabel:
    /^(?:patient|pt|client|p|patient_guest|guest|mother|mum|mom|father|dad|parent|wife|husband|partner|daughter|son|carer|caregiver|relative|child|kid|boy|girl)$/,
  fillers: [
    /\b(?:um+|uh+|uhm+|er+|erm+|hmm+|mm+-?hmm+|mhm|uh-huh|ah+)\b[,.]?/gi,
    /,? \byou know\b,?/gi,
    /,? \bkind of\b(?= ,)|, like,/gi,
    /(?:^\s*|,\s*)(?:i'll be honest|i will be honest|to be honest|honestly)(?:,\s*|\s+(?=i\b))/gi,
  ],
  leading:
    /^(?:(?:hi|hello|hey|good (?:morning|afternoon|evening))(?: there| [a-z]+(?=[,.!]| what| how| so| i| it| nice| good| welcome))?|okay|ok|alright|all right|so|well|and|but|now|yeah|yes|yep|right|oh|great|good|perfect|sure|alrighty|anyway|anyways|also|then|um|uh|and then|so then|got it|i see|cool|wow|fine)\b[\s,.!]*/i,
  rewrites: [
    [/\bca ?n['’]t\b/gi, 'cannot'],
    [/\bwo ?n['’]t\b/gi, 'will not'],
    [/\bsha ?n['’]t\b/gi, 'shall not'],
    [/\b(\w+) n['’]t\b/gi, '$1 not'],
    [/\b(\w+)n['’]t\b/gi, '$1 not'],
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
  // ('the last one was, um, four months ago': a hesitation before a number is inside the sentence.)
  // ('Ibuprofen now and then for my knee' is one sentence: 'now and then' is how often; so is '… for now and …'.)
  // ('…it's red and so swollen I can't…': 'so' before a word and its result clause, after 'and' or a verb of
  // being, is no new sentence.)
  // ('…and if things aren't better in three months we'll talk about surgery.': 'we'll' inside a condition goes on
  // with it, when the sentence ends soon after; an unpunctuated run is still cut there.)
  splitBefore:
    /\s(?=(?:okay|alright|all right|well)\b)|\s(?=(?:um|uh)\b(?!,?\s+(?:\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty)\b)))|(?<!\b(?:for|not|but|right|until|till|by|from|only|than|since|even))\s(?=(?:right )?now(?! and then)\b)|(?<!\bnow)(?<!\bif\b[^.?!]{0,60})\s(?=and then\b)|(?<!\b(?:and|is|was|it's|are|were|been|feel|feels|felt|get|gets|got))\s(?=so\b)|\s(?=so\b(?!\s+(?!(?:i|we|you|he|she|they|it)\b)[a-z]+\s+(?:that\s+)?(?:i|he|she|it|you|we|they)(?:'[a-z]+)?\b))|(?<!\b(?:if|unless)\b[^.?!,;]{0,80}(?=\swe(?:'ll| will)\b[^.?!]{0,60}(?:[.?!]|$)))\s(?=(?:we'll|we will)\b)|\s(?=(?:i'm going to|i am going to|i want to|let's|on your|on exam|on physical exam|looking at|for your|do you|did you|are you|have you|were you|is it|is that|does it|does that|how (?:is|are|about|long|often|much|many)|what (?:is|are|about|do|did|kind)|when did|where is|can you|could you|i would like|i'd like|i (?:do |can |also |don't |do not |cannot |can't )?(?:not )?(?:see|notice|appreciate|hear|feel|identify)|when i (?:push|press|pull|move|listen|look|examine)|you do have|you have (?:some|a|an|no)|there is (?:no|some|a)|as far as|your (?:x-?ray|mri|labs?|results)|the (?:x-?ray|mri|results))\b)/i,
  abbreviationDot: /\b(?:dr|mr|mrs|ms|st|vs|etc|e\.g|i\.e|no|jr|sr|approx)\.$/i,
  question:
    /^(?:(?:do|does|did)(?! not\b)|are|is|was|were|have|has|had|can|could|would|will|should|any|how|what(?! (?:i|we) (?:feel|think|see|found|suspect|believe|notice|noticed)\b)|when|where|why|who|which|anything)\b/i,
  smallTalk:
    /^(?:(?:(?:so|now|okay|ok|right|good|that's fine),?\s+)?(?:let's|let us|we'll|we will|i'll|i will|i'd like to|i want to|we need to|we're going to) (?:just )?(?:go through|go over|run through|review) (?:your|his|her|their|the) (?:tablets|medicines|medications|medication|meds|pills|prescriptions?)(?: (?:one by one|together|today|first|now|list))*|(?:thanks|thank you),? (?:that|this|it)(?:'s| is)? (?:matters|helps|important|helpful|useful|good to know)|(?:(?:mr|mrs|ms|miss|dr)\.? [a-z'-]+,? )?(?:(?:thanks|thank you) for coming(?: (?:back|in|today))?(?: (?:for|to (?:discuss|go over|get)) (?:your|the|his|her) [a-z' -]{1,30})?|come (?:on )?in(?: and (?:have|take) a seat)?)|hi|hello|hey|good (?:morning|afternoon|evening)|nice to (?:meet|see) you|how are you|how are you doing|i'm (?:doing )?(?:good|fine|okay|well)|thank you|thanks|bye|goodbye|see you|you're welcome|sounds good|that sounds (?:good|great|fine)|any questions|no questions|it's good to see you|good to see you|take care|perfect|(?:(?:good|great|okay|ok|right|fine),?\s+)?(?:i'll|i will|let me) (?:just )?(?:note|write) (?:that|this|it)(?: down)?(?: again)?|congratulations(?: on (?:the|your) (?:new )?(?:baby|birth|little one|daughter|son))?|great|okay|all right|alright|sure|yes|no|yeah|nope|mm-hmm|uh-huh|(?:i'm|i am|we're|we are) (?:so |very |really )?(?:glad|happy|pleased)(?: (?:about|to hear|to see|with) (?:that|this|it))?)\b[\s,.!?]*$/i,
  assistant:
    /\bhey,? (?:dragon|dax|dex|siri|alexa)[,.?!]*(?: (?:show me|pull up|let's see|please show)(?: the| my| his| her)? [^,.?!]*[,.?!]*)?|\b(?:finalize|finalise) the (?:note|report|recording)[^.?!]*[.?!]?|(?<=^[\s,]*(?:(?:okay|ok|so|and|now|alright|all right|um|uh)[\s,]*)*)(?:show me|pull up|bring up|let's pull up|let me pull up)(?: the| his| her| my| their)? [^.?!]*[.?!]?\s*$/gi,
  stopwords: new Set(
    `a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself okay ok yeah yes right well like know think going go get got kind sort really just little bit thing things stuff lot also um uh oh all let let's see gonna want wan na gon mean actually pretty maybe probably sure alright good great fine way something anything everything one two time today back much many make makes made take come came went say said tell told look looking looks patient she he her his him the`.split(
      /\s+/,
    ),
  ),
  clinical:
    /\b(?:cry\w*|cries|(?:night )?sweats|sweating|cramp\w*|colic\w*|flank|groin|appetite|migraines?|sleeping|slept|mood|sad|periods?|menstrua\w*|pain|ache|aches|hurts?|sore|swell\w*|fever|chills|cough\w*|nause\w*|vomit\w*|diarrh\w*|constipat\w*|dizz\w*|headaches?|fatigue|tired|weak\w*|numb\w*|tingl\w*|rash|itch\w*|bleed\w*|blood|breath\w*|short(?:ness)? of breath|chest|heart|lungs?|abdom\w*|stomach|belly|back|neck|knee|hip|shoulder|ankle|foot|feet|wrist|hand|elbow|arm|leg|legs|joint|muscle|spine|head|throat|ear|eye|nose|skin|urin\w*|bladder|kidney|liver|bowel|weight|sugar|pressure|diabet\w*|hypertension|cholesterol|asthma|copd|cancer|tumor|infection|arthritis|depress\w*|anxiety|sleep\w*|surgery|surgical|fracture|sprain|strain|injur\w*|fell|fall|twist\w*|medication|medicine|mg|dose|prescri\w*|pills?|tablets?|inhaler|insulin|exam\w*|x-ray|xray|mri|ct|scan|ultrasound|echo\w*|ekg|ecg|labs?|blood work|results?|biopsy|diagnos\w*|murmur|tender\w*|edema|erythema|range of motion|reflexes|pulses?|symptoms?|history|allerg\w*|smok\w*|alcohol|drink\w*|exercise|diet|physical therapy|therapy|referr?\w*|follow[- ]?up|appointment|order\w*|increase|decrease|continue|start\w*|stop\w*|recommend\w*|mmhg|bpm|%|\d+)\b/gi,
  cues: {
    allergies: /\ballerg\w*|\ballergic\b|\bnkda\b/i,
    medication:
      /\b(?:medications?|medicines?|meds|pills?|tablets?|prescriptions?|inhalers?|supplements?|vitamins?|taking|\d+ ?mg)\b/i,
    family:
      /\b(?:family history|mother|mom|mum|mummy|father|dad|brother|sister|siblings?|grandmother|grandfather|aunt|uncle|runs in the family|in (?:the|your|his|her) family|family members?|parents?)\b/i,
    social:
      /\b(?:smok\w*|cigarettes?|tobacco|vap\w*|alcohol|drinks?(?! (?:water|fluids|milk|juice|plenty|a lot of (?:water|fluids)))(?![^.]*?\b(?:litres?|liters?) of (?:water|fluids?)\b)(?![^.]*?\b(?:nappies|nappy|diapers?|wet|feeds?|breast)\b)|drinking(?! (?:water|fluids|milk|juice|okay|ok|well|fine|yes))(?!,? (?:yes|ok|okay|well|fine)\b)(?![^.]*?\b(?:nappies|nappy|diapers?|wet|feeds?|breast)\b)|beers?|pints?(?! of (?:water|milk|juice))|units (?:of alcohol |a week|per week)|spirits|whiske?y|vodka|lager|wines?|glasses of wine|liquor|drugs|marijuana|cannabis|work(?:s|ing)? as|job|retired|lives? with|married|husband|wife|kids|children|exercis\w*|(?<!without (?:being on a |dieting|trying|a )?)diet|hobbies|occupation)\b/i,
    past_history:
      /\b(?:history of|high cholesterol|high blood pressure|past medical history|diagnosed with|been diagnosed|surgery|surgeries|operation|had an? (?:appendectomy|cholecystectomy|hysterectomy|c-section|knee replacement|hip replacement)|years ago|hospitali[sz]ed|chronic)\b/i,
    ros: /\b(?:review of systems|fever|chills|night sweats|weight loss|chest pain|shortness of breath|nausea|vomiting|diarrhea|constipation|headaches?|dizziness|palpitations|cough|rash|urinary|blood in)\b/i,
    exam: /\b(?:spleen (?:is |was )?(?:not )?(?:palpable|enlarged)|splenomegaly|hepatomegaly|lump|lipohypertrophy|mucous membranes|mucosa[el]?|pale|pallor|dehydrated|ears? (?:are|look|is) (?:clear|normal|fine)|eardrums?|otoscop\w*|on (?:physical )?exam\w*|monofilament|tuning fork|vibration sense|pedal pulses|(?:foot |pedal )?pulses (?:are )?palpable|anterior drawer|posterior drawer|straight leg raise|lachman|mcmurray|pivot[- ]shift|apley|thessaly|phalen|tinel|spurling|romberg|babinski|kernig|brudzinski|finkelstein|hawkins|neer|jobe|murphy|rovsing|mcburney|blumberg|homans|exam(?:ination)? (?:of|shows|reveals)|on (?:your |the )?(?:heart|lung|abdominal|neck|skin|neurological|musculoskeletal|knee|back|foot|eye|ear|throat) exam|tender\w*|palpat\w*|auscultat\w*|murmur|rales|rhonchi|tonsils|oropharynx|throat (?:is|looks) (?:a little |slightly |mildly |very )?(?:red|erythematous|clear|normal)|lungs? (?:are|is|sound) clear|straight leg raise|lasegue|lasègue|urine dip\w*|dipstick|leukocytes|nitrites|cva tenderness|costovertebral|tympanic membranes?|ear ?drums?|exudates?|wheez\w*|crackles|edema|erythema|swelling|swollen|pus|(?:over)?granulation|range of motion|strength|reflex(?:es)?|sensation|pulses|bruit|lymphadenopathy|regular rate|clear to auscultation|soft|nontender|effusion|ecchymosis|laxity|gait|stridor|nystagmus|(?:dix-)?hallpike|indrawing|recession|retractions|chest (?:is |was )?(?:otherwise )?clear|i (?:do )?(?:appreciate|notice|see|feel)|i (?:do )?hear(?! (?:that |from |about )?(?:you|she|he|they|your)\b)|there is|there's no)\b/i,
    vitals:
      /\b(?:vital signs|vitals|blood pressure|heart rate|pulse|temperature|oxygen saturation|respiratory rate|weight|bmi|\d{2,3}\/\d{2,3})\b/i,
    results:
      /\b(?:mcv|uric acid|questionnaire|phq-?9|gad-?7|glucose tolerance test|ogtt|x-?rays?|mri|ct|cat scan|scan|ultrasound|echocardiogram|echo|ekg|ecg|labs?|lab work|blood work|bloodwork|results?|a1c|hba1c|hemoglobin|cholesterol|ldl|hdl|triglycerides|kidney (?:function|tests)|kidney and liver|(?:heart|cardiovascular) risk|potassium|sodium(?! (?:cromoglic|cromoglyc|valproat|docusat|bicarbonat|chlorid|picosulfat|alginat|fusidat))|creatinine|e?gfr|inr|tsh|t4|ft4|t3|ft3|ferritin|platelets?|ggt|alt|ast|bilirubin|alkaline phosphatase|liver (?:function )?tests|lfts|troponin|bnp|nt-probnp|crp|psa|lipid|panel|dexa|bone density|t-score|z-score|biopsy|culture|urinalysis|test(?:s|ing)?|showed|shows|revealed|reveals|demonstrates?|came back|levels?|imaging|mammogram|colonoscopy|pathology|stress test)\b/i,
    assessment:
      /\b(?:diagnos\w*|assessment|impression|i think (?:you|she|he|this|it|that|the)|i (?:do not|don't) think (?:you|she|he|this|it|that|the)|consistent with|likely|suspect|sounds like|looks like (?:you|it's|this)|concerned|probably|it's (?:a|an) |you have (?:a|an)? ?\w+ (?:sprain|strain|infection|fracture)|first problem|second problem|next problem|third problem|for your \w+|in terms of your|regarding your|(?:is|are) (?:stable|controlled|uncontrolled|well controlled|worsening|improving)|(?:is|are) (?:a bit |a little |slightly |much |somewhat )?(?:less|more|not as|better|worse|poorly|badly) (?:well )?controlled|(?:is|are) (?:still )?(?:not |above |below )?(?:at |on )?target|(?:is|are) (?:still )?(?:not |poorly )(?:well )?controlled)\b/i,
    plan: /\b(?:prescrib\w*|(?:we|i) could (?:also |always )?(?:add|try|use|start|switch|increase)|renew\w*|we can (?:also )?(?:talk about|discuss|consider|think about)|order\w*|request\w*|arrang\w*|refer\w*|recommend\w*|start\w*|continue|increas\w*|decreas\w*|stop\w*|skip|hold|omit|withhold|pause|discontinu\w*|switch\w*|adjust\w*|schedule\w*|i want (?:you|to)|i'd like (?:you|to)|we'll|we will|i'll|i will|i'm going to|we're going to|let's|plan|physical therapy|injection|brace|crutches|ice|(?<!at )rest|elevat\w*|surgery|procedure|(?<!(?:last|previous|prior|earlier) )follow[- ]?up(?! (?:was|showed|visit (?:was|showed)))|come back|see you|call me|send|place you on|put you on|keep|avoid|monitor\w*|check|repeat|get an?|go ahead and)\b/i,
    follow_up:
      /\b(?:(?<!(?:last|previous|prior|earlier) )follow[- ]?up(?! (?:was|showed|visit (?:was|showed)))|come back|see you (?:back |again )?in|return (?:to clinic )?in|next (?:visit|appointment)|recheck in|in (?:\d+|a|one|two|three|four|six) (?:days?|weeks?|months?|years?))\b/i,
  },
  phases: {
    exam: /\b(?:let me (?:take a look|have a look|examine|listen)|(?:let's|let me) have a (?:quick )?(?:look|listen)|i'm going to examine|(?:do|go ahead and do|perform|take) (?:a |your |my )?(?:quick )?(?:physical )?exam\w*|examine you|let me (?:take a look|examine|listen|check|feel|look)|on (?:physical )?exam(?:ination)?|on your (?:heart|lung|abdominal|neck|physical) exam|physical examination|vital signs|your vitals|let's take a look|hop up on the table|i'm going to (?:take a look|examine|listen|press|feel|lie you|sit you|roll you|turn your head))\b/i,
    results:
      /\b(?:(?:the|your) (?:tsh|free t4|t4|ft4|t3|potassium|sodium|creatinine|egfr|ha?emoglobin|inr|ldl|hdl|cholesterol|vitamin d|vitamin b12|ferritin|psa|crp|esr|glucose|ggt|alt|ast|bilirubin|liver (?:function )?tests|lfts) (?:is|was|were|level|came)|(?:your|the) (?:x-?rays?|mri|ct|labs?|lab work|blood work|bloodwork|results|echocardiogram|echo|ekg|ecg|ultrasound|imaging|a1c|biopsy)|looking at (?:your|the) (?:results|x-?ray|mri|labs|echo)|results (?:of|from)|came back|show me the)\b/i,
    plan: /\b(?:assessment and plan|i(?:'d| would) (?:suggest|recommend)|my (?:suggestion|advice) (?:is|would be)|my assessment|my impression|my plan|the plan|in summary|so in summary|for your first problem|first problem|let's talk about|let's go ahead and talk|here's what (?:i|we)|what i (?:want|would like) to do|my recommendation|(?:we|i) (?:need|have) to rule out|we(?:'ll| will| must) rule out|i (?:think|believe) (?:that )?you (?:have|are|might|may)|diagnosis)\b/i,
  },
  followUp:
    /\b(?:(?<!(?:last|previous|prior|earlier) )follow[- ]?up(?! (?:was|showed|visit (?:was|showed)))|come back|see you (?:back |again )?in|return (?:to (?:the )?clinic )?in|next (?:visit|appointment)|recheck|in (?:about |around |roughly )?\d+(?: (?:to|or) \d+)? (?:days?|weeks?|months?|years?)|in a (?:week|month|year)|(?:talk|speak) again|see you again|see me (?:again )?in|(?:a|one|two|three|six) (?:weeks?|months?) (?:from now|follow)|after (?:the|your) (?:test|mri|x-ray|labs))\b/i,
  negation:
    /(?<![\p{L}])(?:no|not|never|none|nothing|nobody|neither|nor|denies|denied|deny|without|cannot|negative for|free of|absence of)(?![\p{L}])/iu,
  condition:
    /(?<![\p{L}])(?:if|unless|in case|whenever)(?![\p{L}])|^should (?:the|it|you|your|he|she|they|there)\b/iu,
  visitTalk:
    /\b(?:(?:i see|i understand|i hear|i gather|i know)(?: that)? you(?:'re| are) (?:here|in|coming in) (?:today )?(?:about|for|with|because of|regarding)|(?:(?:hello|hi|good (?:morning|afternoon))[, ]+)?(?:(?:mr|mrs|ms|miss)\.? [a-z'-]+,? )?(?:let's|let us) (?:have a )?(?:look at|go through|go over) (?:your|the) (?:sugar |glucose |blood sugar |blood pressure |bp )?(?:diary|readings|numbers|records?|chart|book|log)|(?:talk|go over|go through|run through)(?: a little(?: bit)?| briefly)?(?: about)? (?:my|the|our) (?:assessment|plan|impression|findings)|(?:did|done|do|go over|went over) (?:the|a|your|her|his) review of systems|let's talk about|let me (?:just )?(?:talk|go over|explain)|there are (?:two|three|a few|several|a couple of) (?:options|choices)|this is (?:your|his|her|the) (?:annual |yearly |routine |six-monthly )?[a-z-]+(?: [a-z-]+)? (?:review|check-up|follow-up))\b/i,
  identity:
    /\b(?:(?:it's|this is) (?:dr\.?|doctor|nurse) [a-z]+(?: [a-z]+)?(?: (?:from|at) (?:the |your )?(?:surgery|practice|clinic|health cent(?:re|er)|medical cent(?:re|er)|hospital))?,? (?:calling|here|speaking|ringing)|date of birth|birth ?date|your (?:full )?name|confirm your name|spell your|social security|insurance (?:number|card)|nhs number|medical record number|mrn|born on|you must be (?:his|her|their|the patient's) \w+|is this your (?:husband|wife|partner|son|daughter|mum|mom|dad))\b/i,
}
