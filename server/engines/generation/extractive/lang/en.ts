import { en as reading } from '../../../clinical/lang/en'
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
  faint: 'faints',
  pass: 'passes',
  collapse: 'collapses',
  become: 'becomes',
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
  breathe: 'breathes',
  swallow: 'swallows',
  turn: 'turns',
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
  raise: 'raises',
  straighten: 'straightens',
  rotate: 'rotates',
  squeeze: 'squeezes',
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
  flood: 'floods',
  soak: 'soaks',
  leak: 'leaks',
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
  lose: 'loses',
  finish: 'finishes',
  complete: 'completes',
  leave: 'leaves',
  arrive: 'arrives',
  return: 'returns',
  move: 'moves',
  hold: 'holds',
  carry: 'carries',
  reach: 'reaches',
  grip: 'grips',
  write: 'writes',
  type: 'types',
  read: 'reads',
  push: 'pushes',
  pull: 'pulls',
  open: 'opens',
  pick: 'picks',
  kneel: 'kneels',
  squat: 'squats',
  jog: 'jogs',
  dance: 'dances',
  garden: 'gardens',
  shower: 'showers',
  dress: 'dresses',
  cry: 'cries',
  shake: 'shakes',
  sweat: 'sweats',
  itch: 'itches',
  wheeze: 'wheezes',
  choke: 'chokes',
  chew: 'chews',
  stretch: 'stretches',
  twist: 'twists',
  sneeze: 'sneezes',
  yawn: 'yawns',
  touch: 'touches',
  press: 'presses',
  step: 'steps',
}
/** Verbs whose present and past are one word ('hit'): present after a present verb ('falls and hits'). */
const PRESENT_OR_PAST: Record<string, string> = {
  hit: 'hits',
  cut: 'cuts',
  quit: 'quits',
  let: 'lets',
  set: 'sets',
}

/** Words after 'I'/'you' that need no change (past tense, modals). */
const KEEP = new Set([
  'cannot',
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
  'step',
  'show',
  'teach',
  'remind',
  'wean',
  'continue',
  'phone',
  'ring',
  'contact',
  'text',
  'email',
  'review',
  'book',
  'leave',
  'switch',
  'move',
  'admit',
  'monitor',
  'test',
  'screen',
  'watch',
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
  // Past forms: 'we sent you for physical therapy', 'we started you on imitrex'.
  'sent',
  'referred',
  'called',
  'asked',
  'started',
  'given',
  'brought',
  'scheduled',
  'admitted',
  'prescribed',
  'treated',
  'discharged',
  'examined',
  'checked',
  'seen',
  'helped',
  'kept',
  'made',
  'reminded',
  'advised',
  'encouraged',
  'taught',
  'tested',
  'screened',
  'monitored',
  'switched',
  'moved',
  'placed',
  'showed',
  'shown',
  'took',
  'taken',
  'contacted',
  'followed',
])

function names(gender: Gender) {
  if (gender === 'female') return { s: 'she', o: 'her', p: 'her', r: 'herself', m: 'hers' }
  if (gender === 'male') return { s: 'he', o: 'him', p: 'his', r: 'himself', m: 'his' }
  return { s: 'the patient', o: 'the patient', p: "the patient's", r: 'themselves', m: "the patient's" }
}

/** Rewrites one speaker's 'I'/'you' into the third person, word by word; null where a verb is unknown. */
/**
 * Advice to a carer about the patient ('You can give her Tylenol', 'You can give paracetamol, 270 mg…': one gives
 * a medicine to another; 'bring her back if you are worried'): the
 * carer's modal becomes the note's ('may give her…'), anything else said to the carer keeps no 'you' — or the
 * sentence is left out.
 */
const CARER_ACTS =
  /\byou (?:can|could|may|should|need to|have to|must) (?:also )?(?:(?:give|feed|offer)\b|(?:bring|take|keep|put|have|help|let|make|watch|check|wake) (?:her|him)\b)/i
function carerAddressed(text: string): string | null {
  const written = text
    .replace(/\byou (?:can|could|may)\b/gi, 'may')
    .replace(/\byou (?:should|need to|have to|must)\b/gi, 'should')
  return /\b(?:you|your|yours|yourself)\b/i.test(written)
    ? null
    : written.charAt(0).toUpperCase() + written.slice(1)
}

function thirdPerson(sentence: string, speaker: Speaker, gender: Gender): string | null {
  const n = names(gender)
  let text = sentence
    .replace(/\b(i|you)'m\b/gi, '$1 am')
    .replace(/\b(i|you|we|they)'ve\b/gi, '$1 have')
    .replace(/\b(you|we|they)'re\b/gi, '$1 are')
    .replace(/\b(i|you)'ll\b/gi, '$1 will')
    .replace(/\b(i|you)'d (been|had|gotten|taken|done|seen|felt|noticed|tried|used)\b/gi, '$1 had $2')
    .replace(/\b(i|you)'d\b/gi, '$1 would')
    // 'I don't smoke', 'I haven't fainted': the verb that agrees is the one before the 'not'.
    .replace(/\b(i|you) (do|have|did|was|were|are|could|would|should)n['’]t\b/gi, '$1 $2 not')
    .replace(/\b(i|you) can['’]t\b/gi, '$1 cannot')
    .replace(/\b(i|you) won['’]t\b/gi, '$1 will not')
  // 'I stopped it when you told me': the patient's 'you' is the clinician.
  if (speaker === 'patient')
    text = text.replace(
      /\byou (told|said|advised|asked|gave|prescribed|suggested|recommended|mentioned|started|stopped|changed|increased|reduced|put)\b/gi,
      'the doctor $1',
    )
  // 'You can give her Tylenol': the clinician speaks to a carer about the patient; 'you' is not the patient.
  if (speaker === 'clinician' && CARER_ACTS.test(text)) return carerAddressed(text)
  const words = text.split(/(\s+)/)
  const person = speaker === 'patient' ? /^i$/i : /^you$/i
  const possessive = speaker === 'patient' ? /^my$/i : /^your$/i
  const object = speaker === 'patient' ? /^me$/i : null
  const reflexive = speaker === 'patient' ? /^myself$/i : /^yourself$/i
  const owned = speaker === 'patient' ? /^mine$/i : /^yours$/i
  const lower = (k: number) => (words[k] ?? '').toLowerCase().replace(/[^a-z']/g, '')
  /** A verb whose agreement is not known ('if you hit your head'): the clinician's words stay as said. */
  let unsure = false
  let subject = false
  let reflexed = false
  for (let k = 0; k < words.length; k += 2) {
    const raw = words[k]!
    const w = raw.replace(/[^A-Za-z']/g, '')
    const tail = raw.slice(raw.indexOf(w) + w.length)
    const head = raw.slice(0, raw.indexOf(w))
    // 'The patient keeps getting this in their chest': once the patient is the subject, 'their' says whose.
    // ('thoughts of harming themselves or ending their life': after 'themselves', too.)
    // 'Bend your knee ten times a day': in an order the patient carries out, what is theirs takes 'the' ('Bend the
    // knee…'); 'the patient's knee' would read as the clinician bending it. ('Bring your wife' stays whose she is.)
    if (
      possessive.test(w) &&
      speaker === 'clinician' &&
      !subject &&
      ordered(words, k) &&
      !KIN.test(lower(k + 2))
    )
      words[k] = `${head}${/^\p{Lu}/u.test(w) ? 'The' : 'the'}${tail}`
    else if (possessive.test(w))
      words[k] = `${head}${(subject || reflexed) && n.s === 'the patient' ? 'their' : n.p}${tail}`
    else if (reflexive.test(w)) {
      words[k] = `${head}${n.r}${tail}`
      reflexed = true
    } else if (owned.test(w)) words[k] = `${head}${n.m}${tail}`
    else if (object?.test(w)) words[k] = `${head}${n.o}${tail}`
    else if (person.test(w)) {
      const before = lower(k - 2)
      const after = lower(k + 2)
      const verbNext =
        after in VERBS ||
        KEEP.has(after) ||
        /^(?:are|were|have|had|do|did|can|could|will|would|should|might|must|may)$/.test(after)
      if (
        speaker === 'clinician' &&
        OBJECT_BEFORE.has(before) &&
        !verbNext &&
        !/[,.;:]$/.test(words[k - 2] ?? '')
      ) {
        words[k] = `${head}${n.o}${tail}`
        continue
      }
      words[k] = `${head}${n.s}${tail}`
      subject = true
      if (tail) continue
      // The verb that agrees with the new subject, past any adverbs.
      let v = k + 2
      while (ADVERBS.has(lower(v))) v += 2
      const verb = lower(v)
      if (!verb) continue
      // 'If you fall and hit your head, or get chest pain': a second verb of the same subject in its clause (or
      // in the clause that goes on with 'or') agrees with it too, when the first one's agreement is known.
      const agreed = KEEP.has(verb) || (/ed$/.test(verb) && !(verb in VERBS)) ? undefined : VERBS[verb]
      // A list of them ('If you vomit blood, pass black stool or feel faint, call…'): a verb after a comma agrees
      // only when an 'or'/'and' with a verb closes the list; the verb after the list's last comma is the order.
      let listed: number[] = []
      // ('It's worse when I lift the kettle or shake someone's hand': the patient's second verb, right after the 'or'
      // or 'and' of the same clause, agrees as well.)
      for (let c = v; speaker === 'patient' && agreed && c + 2 < words.length; c += 2) {
        if (/[,.;:!?]$/.test(words[c]!)) break
        const next = lower(c + 2)
        if (/^(?:or|and)$/i.test(words[c]!) && VERBS[next] && !KEEP.has(next)) {
          words[c + 2] = words[c + 2]!.replace(new RegExp(next, 'i'), VERBS[next]!)
          break
        }
      }
      for (let c = v; speaker === 'clinician' && c + 2 < words.length; c += 2) {
        const next = lower(c + 2)
        const present = VERBS[next] ?? PRESENT_OR_PAST[next]
        // '…while you're unwell, and keep taking the metformin': an 'and' after the clause's comma, with no list
        // before it, opens an order of its own.
        if (/^and$/i.test(words[c]!) && /,$/.test(words[c - 2] ?? '') && !listed.length) break
        if (/^(?:or|and)$/i.test(words[c]!) && present) {
          // The list is the condition only when an order follows it ('…, or feel faint, call 999'); without
          // one, what came after the comma was the order ('If you get a fever, call us or go to…').
          if (listed.length && !orderAfter(words, c + 2)) break
          if (agreed)
            for (const at of [...listed, c + 2])
              words[at] = words[at]!.replace(
                new RegExp(lower(at), 'i'),
                VERBS[lower(at)] ?? PRESENT_OR_PAST[lower(at)] ?? present,
              )
          else unsure = true
          listed = []
        }
        if (/,$/.test(words[c]!) && present) {
          listed.push(c + 2)
          continue
        }
        if (/[.;:]$/.test(words[c]!) || (/,$/.test(words[c]!) && !/^(?:or|and)$/.test(next))) break
      }
      if (KEEP.has(verb) || (/ed$/.test(verb) && !(verb in VERBS))) continue
      if (agreed) words[v] = words[v]!.replace(new RegExp(verb, 'i'), agreed)
      else if (speaker === 'patient') return null
      else unsure = true
    }
  }
  if (speaker === 'clinician' && subject && unsure) return sentence
  text = words.join('')
  if (speaker === 'patient' && /\b(?:i|me|my|myself)\b/i.test(text)) return null
  return text
}

/** Who a person is to the patient ('your wife', 'your GP'): never 'the' in an order. */
const KIN =
  /^(?:wife|husband|partner|daughter|son|children|child|kids|mother|mum|mom|father|dad|parents|sister|brother|family|carer|friend|gp|doctor|nurse|pharmacist|dentist|boss|employer)s?$/

/** The word at `at` is inside an order: its clause opens with a verb's plain form ('…, then bend your knee'). */
function ordered(words: string[], at: number): boolean {
  let start = at
  while (start >= 2 && !/[,.;:!?]$/.test(words[start - 2]!)) start -= 2
  while (
    start < at &&
    /^(?:and|or|then|also|please|just|so|now|okay|ok|gently|slowly)$/i.test(
      words[start]!.replace(/[^A-Za-z]/g, ''),
    )
  )
    start += 2
  const first = words[start]!.toLowerCase().replace(/[^a-z]/g, '')
  return start < at && first in VERBS && !/^(?:is|are|was|were|has|have|do|does)$/.test(first)
}

/** After the clause at `from`, a comma and an order ('…, call 999'). */
function orderAfter(words: string[], from: number): boolean {
  for (let c = from; c + 2 < words.length; c += 2) {
    if (/[.;:!?]$/.test(words[c]!)) return false
    if (/,$/.test(words[c]!)) return (words[c + 2] ?? '').toLowerCase() in VERBS
  }
  return false
}

export const en: LanguagePack = {
  ...reading,
  notDiscussed: 'Not discussed.',
  toBeCompleted: '[to be completed]',
  complaint: [
    // A review named by the clinician ('this is your diabetes review').
    /\bthis is (?:your|his|her|the) ((?:annual |yearly |routine |six-monthly )?[\p{L}-]+(?: [\p{L}-]+)? (?:review|check-up|follow-up))\b/iu,
    /\b(?:presents?|presenting|here|comes? in|came in|coming in|seen|referred|being seen) (?:today |in |to (?:the )?clinic )?(?:for (?:an? )?(?:evaluation|follow[- ]?up|consult\w*)? ?(?:of |for )?|with |because of )([^.,;?]{3,80})/i,
    /\bchief complaint (?:is |of )?([^.,;?]{3,80})/i,
    // A visit the clinician asked for ('I asked you back about your blood tests').
    /\b(?:i|we) (?:asked|invited|called) (?:you|him|her) (?:back |in |to come (?:back|in) )?(?:about|to discuss|to talk about|to go over) (?:your |his |her |the )?([^.,;?]{3,60})/i,
    // The visit's purpose said by the clinician ('today we're going to talk about your diabetes').
    /\b(?:we(?:'re| are) (?:going to|here to)|today we(?:'ll| will)|we wanted to|i wanted to) (?:talk about|discuss|review|go over) (?:your |his |her |the )?([^.,;?]{3,60})/i,
    // What the clinician was told before the visit ('I hear you had a fall on Sunday').
    /\b(?:i (?:hear|understand|see)(?: that)?|i'm told|i was told that|(?:your|his|her) (?:daughter|son|wife|husband|partner|mother|mum|mom|father|dad|carer|nurse|gp|doctor) (?:tells|told) me(?: that)?) (?:you|she|he)(?:'ve| have| has)? (?:had|been having) ((?:an? |some |a couple of |a few |several )[^.,;?]{3,80})/i,
  ],
  complaintQuestion:
    /\b(?:what brings (?:you|him|her|them|\w+)(?: in)?|how (?:have|has) (?:things|you|it|she|he) been|what(?:'s| has) been happening|what's happening|what(?:'s| has) happened|what happened|how are things|how(?:'s| is) (?:your|the|his|her) [a-z]+ (?:been|doing|going)|what(?:'s| has| have) brought (?:you|him|her|them)(?: in)?|what's the (?:problem|matter|trouble)|what can (?:i|we) do for (?:you|him|her)|what's going on|what is going on|what happened|how can i help|tell me (?:about|what)|what seems to be)\b/i,
  gender: {
    female:
      /\b(?:\d+[- ]year[- ]old (?:female|woman|lady|girl)|(?:female|woman|lady) (?:patient|who)|mrs\.?|ms\.?|miss|i'm (?:\S+ ){0,3}pregnant|i am (?:\S+ ){0,3}pregnant)\b/i,
    male: /\b(?:\d+[- ]year[- ]old (?:male|man|gentleman|boy)|(?:male|man|gentleman) (?:patient|who)|mr\.?)(?=\s)/i,
  },
  qa: {
    question:
      /^(?:and |so |now |okay |any |how about |what about )*(?:(?:do|did|have|are|were) you (?:ever )?(?:have|had|been having|having|notice|noticed|seen(?= any)|experience|experienced|get|getting|feel|felt)(?: any)?|any(?: other)?|have you (?:ever )?had(?: any)?|have there been(?: any)?|(?:are|were) you(?= (?:short of breath|breathless|dizzy|light-headed|lightheaded|nauseous|nauseated|constipated|wheezy|feverish)\b)|(?:has|have|is|was|does|did) (?:she|he|they) (?:been having|been|had|have|having|noticed|felt|got|gotten)(?: any)?)\s+([a-z][a-z ,'-]{2,90}?)(?:\s+(?:before|previously|in the past))?\s*\??$/i,
    yes: /^(?:yes|yeah|yep|yup|i do|i have|i did|uh-huh|sometimes|a little|definitely)\b[\s,.!]*(?:\w+[\s,.!]*){0,3}$/i,
    // ('No, not at all, not since October': a no said again, and since when.)
    no: /^(?:no|nope|nah|not really|none|never|i do not|i have not|i did not|negative|not that i(?:'ve| have)? noticed?)\b[\s,.!]*(?:(?:[\w']+[\s,.!]*){0,4}|(?:(?:not at all|not really|never|none|no|not since(?: [\w']+){1,3}|not (?:for|in)(?: [\w']+){1,3})[\s,.!]*){1,3})$/i,
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
